// `hexfront new`: the new-game wizard (issue 7). Not full-screen: it works in any terminal and
// over SSH. Steps: scenario, side, opponent, difficulty, optional rules, seed, confirm. The sides
// and the optional rules are those of the chosen scenario's rule system.
//
// One input handler for the whole wizard: ink attaches a component's key listener in an effect,
// so a list mounted for each step would miss the first key pressed after the step changes.

import { Box, Text, useApp, useInput, type Key } from 'ink';
import { useRef, useState } from 'react';
import type { AnySystem, Difficulty, ScenarioSummary, SideId } from '../../engine/core/system.js';
import { plural } from '../../engine/core/words.js';
import { systemById } from '../../engine/registry.js';
import { ChoiceList, moveCursor } from './choice-list.js';

export type { Difficulty };

export interface NewGameChoice {
  readonly scenarioId: string;
  readonly side: SideId;
  readonly opponent: 'computer' | 'hotseat';
  readonly difficulty: Difficulty;
  readonly optionalRules: readonly string[];
  readonly seed: string;
}

type Step = 'scenario' | 'side' | 'opponent' | 'difficulty' | 'rules' | 'seed' | 'confirm';

export interface NewGameProps {
  readonly scenarios: readonly ScenarioSummary[];
  /** Optional rules each scenario turns on by default. */
  readonly defaults: Readonly<Record<string, readonly string[]>>;
  readonly initialSeed: string;
  readonly onDone: (choice: NewGameChoice | null) => void;
}

function scenarioLabel(s: ScenarioSummary): string {
  return `${s.title} — ${s.scale}, ${s.map}, ${s.turns} turns of ${s.turnLength}, from ${s.firstTurn.replace('T', ' ')}`;
}

const OPPONENTS = ['computer', 'hotseat'] as const;
const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

export function NewGameWizard(props: NewGameProps) {
  const { exit } = useApp();
  // Wizard state lives in a ref: ink may still run the key handler of an earlier render (it
  // re-subscribes in an effect), and a ref is never stale.
  const st = useRef({
    step: 'scenario' as Step,
    cursor: 0,
    scenarioId: props.scenarios[0]?.id ?? '',
    side: '' as SideId,
    opponent: 'computer' as 'computer' | 'hotseat',
    difficulty: 'normal' as Difficulty,
    rules: new Set<string>(props.defaults[props.scenarios[0]?.id ?? ''] ?? []),
    seed: props.initialSeed,
  }).current;
  const [, setVersion] = useState(0);
  const scenario = props.scenarios.find((s) => s.id === st.scenarioId);
  // Loaded scenarios name a registered system; a summary built by hand may not.
  const system: AnySystem | undefined = scenario && systemById(scenario.system);
  const sides = system?.sides ?? [];
  const rules = system?.optionalRules ?? [];
  const rerender = () => setVersion((v) => v + 1);
  const go = (next: Step, at = 0) => {
    st.step = next;
    st.cursor = at;
  };
  const finish = (choice: NewGameChoice | null) => {
    props.onDone(choice);
    exit();
  };
  const back: Record<Step, Step | null> = {
    scenario: null,
    side: 'scenario',
    opponent: 'side',
    difficulty: 'opponent',
    rules: st.opponent === 'computer' ? 'difficulty' : 'opponent',
    seed: 'rules',
    confirm: 'seed',
  };
  const count: Record<Step, number> = {
    scenario: props.scenarios.length,
    side: sides.length,
    opponent: 2,
    difficulty: 3,
    rules: rules.length,
    seed: 0,
    confirm: 0,
  };

  useInput((input, key) => {
    handleKey(input, key);
    rerender();
  });

  function handleKey(input: string, key: Key): void {
    if (key.escape) {
      const b = back[st.step];
      if (b) go(b);
      else finish(null);
      return;
    }
    if (st.step === 'seed') {
      if (key.return) go('confirm');
      else if (key.backspace || key.delete) st.seed = st.seed.slice(0, -1);
      else if (/^[\w-]$/.test(input)) st.seed = (st.seed + input).slice(0, 24);
      return;
    }
    if (st.step === 'confirm') {
      if (key.return)
        finish({
          scenarioId: st.scenarioId,
          side: st.side,
          opponent: st.opponent,
          difficulty: st.difficulty,
          optionalRules: rules.map((r) => r.key).filter((k) => st.rules.has(k)),
          seed: st.seed || props.initialSeed,
        });
      return;
    }
    const moved = moveCursor(st.cursor, count[st.step], input, key);
    if (moved !== undefined) {
      st.cursor = moved;
      return;
    }
    if (st.step === 'rules' && input === ' ') {
      const k = rules[st.cursor]!.key;
      if (st.rules.has(k)) st.rules.delete(k);
      else st.rules.add(k);
      return;
    }
    if (!key.return) return;
    switch (st.step) {
      case 'scenario': {
        const id = props.scenarios[st.cursor]?.id;
        if (!id) return;
        st.scenarioId = id;
        st.rules = new Set(props.defaults[id] ?? []);
        go('side');
        return;
      }
      case 'side':
        st.side = sides[st.cursor]!;
        go('opponent');
        return;
      case 'opponent': {
        const o = OPPONENTS[st.cursor]!;
        st.opponent = o;
        go(o === 'computer' ? 'difficulty' : 'rules', o === 'computer' ? 1 : 0);
        return;
      }
      case 'difficulty':
        st.difficulty = DIFFICULTIES[st.cursor]!;
        go('rules');
        return;
      case 'rules':
        go('seed');
        return;
    }
  }

  if (props.scenarios.length === 0) return <Text color="red">No scenarios are installed.</Text>;
  if (!system)
    return <Text color="red">The scenario {st.scenarioId} is of a rule system hexfront does not know.</Text>;
  const sideName = (side: SideId) => system.sideName(side);
  const body = (() => {
    switch (st.step) {
      case 'scenario':
        return (
          <ChoiceList
            title="Choose a scenario (Enter; Esc cancels):"
            cursor={st.cursor}
            items={props.scenarios.map(scenarioLabel)}
          />
        );
      case 'side':
        return (
          <ChoiceList
            title="Which side do you command?"
            cursor={st.cursor}
            items={sides.map((side) => `${sideName(side)} (${unitCount(scenario?.units[side])})`)}
          />
        );
      case 'opponent':
        return (
          <ChoiceList
            title="Who plays the other side?"
            cursor={st.cursor}
            items={['The computer', 'Another player on this keyboard (hot-seat)']}
          />
        );
      case 'difficulty':
        return (
          <ChoiceList
            title="Difficulty:"
            cursor={st.cursor}
            items={['Easy — the computer plans less', 'Normal', 'Hard — the computer plans deeper']}
          />
        );
      case 'rules':
        return (
          <ChoiceList
            title="Optional rules (space toggles, Enter continues, Esc goes back):"
            cursor={st.cursor}
            items={rules.map((r) => `${st.rules.has(r.key) ? '[x]' : '[ ]'} ${r.name}`)}
            detail={rules[st.cursor]?.description}
          />
        );
      case 'seed':
        return (
          <Box flexDirection="column">
            <Text>
              Random seed (the same seed and orders replay the same game). Type to change, Enter accepts:
            </Text>
            <Text>seed: {st.seed}_</Text>
          </Box>
        );
      case 'confirm':
        return (
          <Box flexDirection="column">
            <Text>Scenario: {scenario?.title ?? st.scenarioId}</Text>
            <Text>You play: {sideName(st.side)}</Text>
            <Text>Opponent: {st.opponent === 'computer' ? `computer (${st.difficulty})` : 'hot-seat'}</Text>
            <Text>
              Optional:{' '}
              {st.rules.size
                ? rules
                    .filter((r) => st.rules.has(r.key))
                    .map((r) => r.key)
                    .join(', ')
                : 'none'}
            </Text>
            <Text>Seed: {st.seed || props.initialSeed}</Text>
            <Text>Enter starts the game, Esc goes back.</Text>
          </Box>
        );
    }
  })();
  return (
    <Box flexDirection="column">
      <Text bold>hexfront — new game</Text>
      {body}
    </Box>
  );
}

/** A side's unit count as the side list shows it ("?" while the scenario is not read yet). */
function unitCount(n: number | undefined): string {
  return n === undefined ? '? units' : plural(n, 'unit');
}
