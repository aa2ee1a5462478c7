// Issue 18, part 5: "In Kursk the Soviet side is called Allied". Each scenario names its sides
// (scenario field `sides`, set by the generators in tools/scenarios), and every place that shows a
// side uses the name: the status line, the report, the hand-over and turn questions (sideName),
// the match card, the result, the after-action report and `hexfront run`. No victory-level code
// ("alliedMinor") reaches the player.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../src/engine/systems/panzer/model/state.js';
import { formatEvent, levelTitleIn } from '../src/engine/systems/panzer/format-event.js';
import { newGame } from '../src/engine/systems/panzer/index.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { checkScenarioText, loadScenarioFile } from '../src/scenario/load.js';
import { panzerPresenter } from '../src/tui/systems/panzer/presenter.js';
import { namerFor, reportEntry } from '../src/tui/systems/panzer/report.js';
import { miniScenario } from './fixtures/mini.js';

const dir = join(import.meta.dirname, '..', 'scenarios');
const CODES = /\b(alliedMajor|alliedMinor|axisMinor|axisMajor)\b/;

describe('each scenario names its sides (issue 18, 5)', () => {
  it('Kursk: the Soviet and German sides, never "Allied", in every place a side is shown', () => {
    const sc = loadScenarioFile(join(dir, 'kursk-south.json'));
    expect(sc.sides).toEqual({ allied: { name: 'Soviet' }, axis: { name: 'German' } });
    const state = newGame(sc, 'sides').state;
    expect(panzerSystem.sideName('allied', state)).toBe('Soviet');
    expect(panzerSystem.sideName('axis', state)).toBe('German');
    expect(panzerSystem.sideName('allied')).toBe('Allied'); // without a game, the system's default
    const view = viewFor(state, 'allied');
    expect(view.sideNames).toEqual({ allied: 'Soviet', axis: 'German' });
    const p = panzerPresenter();
    const status = p.status(view, 0, []);
    expect(JSON.stringify(status)).toContain('Soviet');
    expect(JSON.stringify(status)).not.toContain('Allied');
    const card = p.matchCard(state, { allied: 'human', axis: 'computer' }).join('\n');
    expect(card).toContain('Soviet: player · German: computer');
    expect(card).not.toMatch(/Allied/);
    const heading = reportEntry(
      { type: 'turnStarted', turn: 1, side: 'axis', light: 'day' } as never,
      namerFor(view),
    );
    expect(heading?.text).toBe('— Turn 1, German (day) —');
    const result: GameResult = {
      level: 'alliedMinor',
      winner: 'allied',
      turn: 93,
      reason: 'time',
      vp: { allied: 500, axis: 300 },
    } as GameResult;
    const over = { ...state, result };
    const outcome = panzerSystem.result(over)!;
    expect(outcome.title).toBe('Soviet minor victory');
    const ended = reportEntry({ type: 'gameOver', result } as never, namerFor(view))!;
    expect(ended.text).toBe('Game over on turn 93: Soviet minor victory (Soviet 500 VP, German 300 VP)');
    expect(formatEvent({ type: 'gameOver', result } as never, state.world)).toBe(ended.text);
    const aar = panzerSystem.afterAction(over, null);
    const text = aar.lines.join('\n');
    expect(text).toContain('Result: Soviet minor victory — Soviet 500 VP, German 300 VP');
    expect(text).not.toMatch(/\bAllied\b/);
    expect(text).not.toMatch(CODES);
  });

  it('every victory level reads as words with the side names, never as a code', () => {
    const sides = { allied: { name: 'Commonwealth' }, axis: { name: 'Axis' } };
    const levels = ['alliedMajor', 'alliedMinor', 'draw', 'axisMinor', 'axisMajor'] as const;
    expect(levels.map((l) => levelTitleIn({ sides }, l))).toEqual([
      'Commonwealth major victory',
      'Commonwealth minor victory',
      'Draw',
      'Axis minor victory',
      'Axis major victory',
    ]);
    for (const l of levels) expect(levelTitleIn(undefined, l)).not.toMatch(CODES);
  });

  it('a scenario without side names keeps Allied and Axis; an empty name is refused, naming the field', () => {
    const state = newGame(miniScenario(), 'x').state;
    expect(viewFor(state, 'axis').sideNames).toEqual({ allied: 'Allied', axis: 'Axis' });
    const bad = JSON.stringify({ ...miniScenario(), sides: { allied: { name: '' } } });
    const r = checkScenarioText(bad, 'bad.json');
    expect(r.scenario).toBeUndefined();
    expect(r.issues.map((i) => `${i.path ?? ''} ${i.message}`).join('\n')).toMatch(/sides\.allied\.name/);
  });

  it('every bundled panzer scenario names both sides', () => {
    for (const id of ['villers-bocage', 'kursk-south', 'crusader', 'arnhem-bridge']) {
      const sc = loadScenarioFile(join(dir, `${id}.json`));
      expect(sc.sides?.allied?.name, id).toBeTruthy();
      expect(sc.sides?.axis?.name, id).toBeTruthy();
    }
  });
});
