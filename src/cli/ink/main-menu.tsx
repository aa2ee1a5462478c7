// The main menu (issue 7): what `hexfront` with no arguments shows when there is no game to
// continue. Continue, new game, load a save, list scenarios, quit. One input handler for the whole
// menu (see new-game.tsx for why).

import { Box, Text, useApp, useInput, type Key } from 'ink';
import { useRef, useState } from 'react';
import type { SaveListing } from '../../save/save-file.js';
import type { ScenarioSummary } from '../../engine/core/system.js';
import { formatSaveLine } from '../saves.js';
import { ChoiceList, moveCursor } from './choice-list.js';

export type MenuChoice =
  { kind: 'continue'; file: string } | { kind: 'new' } | { kind: 'load'; file: string } | { kind: 'quit' };

export interface MainMenuProps {
  readonly saves: readonly SaveListing[];
  readonly scenarios: readonly ScenarioSummary[];
  readonly onDone: (choice: MenuChoice) => void;
}

type Page = 'menu' | 'load' | 'scenarios';
type Item = 'continue' | 'new' | 'load' | 'scenarios' | 'quit';

export function MainMenu(props: MainMenuProps) {
  const { exit } = useApp();
  // Menu state in a ref: ink may run the key handler of an earlier render (see new-game.tsx).
  const st = useRef({ page: 'menu' as Page, cursor: 0, message: '' }).current;
  const [, setVersion] = useState(0);
  const latest = props.saves.find((s) => !s.error);
  const items: { label: string; value: Item }[] = [
    ...(latest
      ? [{ label: `Continue: ${latest.meta!.title}, turn ${latest.meta!.turn}`, value: 'continue' as const }]
      : []),
    { label: 'New game', value: 'new' },
    { label: 'Load a saved game', value: 'load' },
    { label: 'Scenarios', value: 'scenarios' },
    { label: 'Quit', value: 'quit' },
  ];
  const done = (c: MenuChoice) => {
    props.onDone(c);
    exit();
  };
  const open = (p: Page) => {
    st.page = p;
    st.cursor = 0;
    st.message = '';
  };

  useInput((input, key) => {
    handleKey(input, key);
    setVersion((v) => v + 1);
  });

  function handleKey(input: string, key: Key): void {
    const { page, cursor } = st;
    if (key.escape || input === 'q') {
      if (page === 'menu') done({ kind: 'quit' });
      else open('menu');
      return;
    }
    const count = page === 'menu' ? items.length : page === 'load' ? props.saves.length : 0;
    const moved = moveCursor(cursor, count, input, key);
    if (moved !== undefined) {
      st.cursor = moved;
      return;
    }
    if (!key.return) return;
    if (page === 'load') {
      const s = props.saves[cursor];
      if (!s) return;
      if (s.error) st.message = `${s.name} cannot be loaded: ${s.error}`;
      else done({ kind: 'load', file: s.file });
      return;
    }
    if (page !== 'menu') return;
    const item = items[cursor]!.value;
    if (item === 'continue') done({ kind: 'continue', file: latest!.file });
    else if (item === 'new') done({ kind: 'new' });
    else if (item === 'quit') done({ kind: 'quit' });
    else open(item);
  }

  const { page, cursor, message } = st;

  if (page === 'load')
    return (
      <Box flexDirection="column">
        <Text bold>Load a saved game (Esc: back)</Text>
        {props.saves.length === 0 ? (
          <Text>No saved games yet.</Text>
        ) : (
          <ChoiceList title="" cursor={cursor} items={props.saves.map(formatSaveLine)} />
        )}
        {message && <Text color="red">{message}</Text>}
      </Box>
    );
  if (page === 'scenarios')
    return (
      <Box flexDirection="column">
        <Text bold>Scenarios (Esc: back)</Text>
        {props.scenarios.map((s) => (
          <Text key={s.id}>
            {s.title.padEnd(30)} {s.scale.padEnd(11)} {s.map.padEnd(8)} {String(s.turns).padStart(3)} turns —{' '}
            {s.description}
          </Text>
        ))}
      </Box>
    );
  return (
    <Box flexDirection="column">
      <Text bold>hexfront</Text>
      <Text>A hex-and-counter operational wargame. Arrows or j/k choose, Enter selects, q quits.</Text>
      <ChoiceList title="" cursor={cursor} items={items.map((i) => i.label)} />
    </Box>
  );
}
