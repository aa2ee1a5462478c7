import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { NewGameWizard, type NewGameChoice } from '../src/cli/ink/new-game.js';
import { MainMenu, type MenuChoice } from '../src/cli/ink/main-menu.js';
import type { BundledSummary } from '../src/scenario/bundled.js';

const scenario = (id: string, title: string): BundledSummary => ({
  id,
  version: 1,
  system: 'panzer',
  title,
  description: 'd',
  scale: 'operational',
  map: '20x10',
  firstTurn: '1944-06-13T08:00',
  lastTurn: '1944-06-13T22:00',
  turns: 8,
  turnLength: '2 h',
  units: { allied: 5, axis: 4 },
  firstSide: 'allied',
  file: `${id}.json`,
});
const scenarios = [scenario('villers-bocage', 'Villers-Bocage'), scenario('crusader', 'Crusader')];
const tick = () => new Promise((r) => setTimeout(r, 60));
const ENTER = '\r';
const DOWN = '\u001B[B';
const ESC = '\u001B';

describe('hexfront new: the wizard (issue 7)', () => {
  it('walks scenario, side, opponent, difficulty, rules and seed to a choice', async () => {
    let choice: NewGameChoice | null | undefined;
    const ui = render(
      <NewGameWizard
        scenarios={scenarios}
        defaults={{ crusader: ['lockingZoc'] }}
        initialSeed="77"
        onDone={(c) => (choice = c)}
      />,
    );
    await tick();
    expect(ui.lastFrame()).toContain('Choose a scenario');
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(ENTER); // Crusader
    await tick();
    expect(ui.lastFrame()).toContain('Which side');
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(ENTER); // Axis
    await tick();
    ui.stdin.write(ENTER); // computer
    await tick();
    expect(ui.lastFrame()).toContain('Difficulty');
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(ENTER); // hard
    await tick();
    expect(ui.lastFrame()).toContain('[x] Locking Zones of Control');
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(' '); // also Optional Amphibious Rule
    await tick();
    ui.stdin.write(ENTER);
    await tick();
    expect(ui.lastFrame()).toContain('seed: 77');
    ui.stdin.write(ENTER);
    await tick();
    expect(ui.lastFrame()).toContain('computer (hard)');
    ui.stdin.write(ENTER);
    await tick();
    expect(choice).toEqual({
      scenarioId: 'crusader',
      side: 'axis',
      opponent: 'computer',
      difficulty: 'hard',
      optionalRules: ['lockingZoc', 'amphibious'],
      seed: '77',
    });
  });

  it('a long list of optional rules (Red Strike, 31) shows a window around the cursor and the highlighted rule in full, within 24 rows', async () => {
    const rs: BundledSummary = {
      ...scenario('fulda-gap-1989', 'Fulda'),
      system: 'red-strike',
      units: { nato: 5, wp: 5 },
      firstSide: 'wp',
    };
    const ui = render(
      <NewGameWizard
        scenarios={[rs]}
        defaults={{ 'fulda-gap-1989': ['air'] }}
        initialSeed="1"
        onDone={() => {}}
      />,
    );
    await tick();
    for (const k of [ENTER, ENTER, ENTER, ENTER]) {
      ui.stdin.write(k); // scenario, side, computer, normal
      await tick();
    }
    expect(ui.lastFrame()).toContain('[x] Air war');
    for (let i = 0; i < 25; i++) ui.stdin.write(DOWN);
    await tick();
    const frame = ui.lastFrame()!;
    expect(frame).toContain('> [ ] Ground-launched missile stocks');
    expect(frame).toContain('more');
    expect(frame).toContain('LRMUs fire one shot a turn');
    expect(frame).not.toContain('[x] Air war');
    expect(frame.split('\n').length).toBeLessThanOrEqual(24);
  });

  it('Esc on the first step cancels', async () => {
    let choice: NewGameChoice | null | undefined;
    const ui = render(
      <NewGameWizard scenarios={scenarios} defaults={{}} initialSeed="1" onDone={(c) => (choice = c)} />,
    );
    await tick();
    ui.stdin.write(ESC);
    await tick();
    expect(choice).toBeNull();
  });
});

describe('the main menu (issue 7)', () => {
  it('offers to continue the newest good save and lists damaged ones without loading them', async () => {
    let choice: MenuChoice | undefined;
    const saves = [
      { file: '/s/b.json', name: 'b.json', error: 'the integrity hash does not match', mtimeMs: 2 },
      {
        file: '/s/a.json',
        name: 'a.json',
        mtimeMs: 1,
        meta: {
          savedAt: '2026-11-22T01:00:00Z',
          title: 'Villers-Bocage',
          turn: 3,
          activeSide: 'allied' as const,
          players: { allied: 'human' as const, axis: 'computer' as const },
        },
      },
    ];
    const ui = render(<MainMenu saves={saves} scenarios={scenarios} onDone={(c) => (choice = c)} />);
    await tick();
    expect(ui.lastFrame()).toContain('Continue: Villers-Bocage, turn 3');
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(ENTER); // Load a saved game
    await tick();
    expect(ui.lastFrame()).toContain('DAMAGED: the integrity hash does not match');
    ui.stdin.write(ENTER); // the damaged one is first
    await tick();
    expect(ui.lastFrame()).toContain('cannot be loaded');
    expect(choice).toBeUndefined();
    ui.stdin.write(DOWN);
    await tick();
    ui.stdin.write(ENTER);
    await tick();
    expect(choice).toEqual({ kind: 'load', file: '/s/a.json' });
  });
});
