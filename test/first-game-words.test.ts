// Issue 18, part 5: the words a first game shows. No raw codes ("alliedMinor", "objective 3"), the
// right number for every count ("1 unit", never "1 units" or "unit(s)"), and no zero-length moves.
import { describe, expect, it } from 'vitest';
import { plural } from '../src/engine/core/words.js';
import { afterAction, formatAfterAction } from '../src/engine/systems/panzer/after-action.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { formatEvent } from '../src/engine/systems/panzer/format-event.js';
import type { GameResult } from '../src/engine/systems/panzer/model/state.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { GameSession } from '../src/session/session.js';
import { namerFor, reportEntry } from '../src/tui/systems/panzer/report.js';
import { miniScenario } from './fixtures/mini.js';

const minor: GameResult = {
  level: 'alliedMinor',
  winner: 'allied',
  vp: { allied: 60, axis: 5 },
  turn: 6,
  reason: 'time',
};

function game() {
  const s = new GameSession(panzerSystem, miniScenario(), { seed: 1 });
  const st = s.state;
  return { st, namer: namerFor(viewFor(st, 'allied')), unit: (id: string) => st.world.unitIndex.get(id)! };
}

describe('raw codes are not shown to players', () => {
  it('the game-over line and the after-action result name the level by its title', () => {
    const { st, namer } = game();
    const over: GameEvent = { type: 'gameOver', result: minor };
    expect(formatEvent(over, st.world)).toBe(
      'Game over on turn 6: Allied minor victory (Allied 60 VP, Axis 5 VP)',
    );
    expect(reportEntry(over, namer)!.text).toContain('Allied minor victory');
    const text = formatAfterAction({ ...afterAction(st, 'allied'), over: true, result: minor }).join('\n');
    expect(text).toContain('Result: Allied minor victory — Allied 60 VP, Axis 5 VP');
    expect(text).not.toMatch(/alliedMinor|minor \(/);
  });

  it('an objective is named by its name and hex, not its index', () => {
    const { namer } = game();
    const taken = reportEntry({ type: 'objectiveTaken', objective: 0, by: 'allied', from: 'axis' }, namer)!;
    expect(taken.text).toBe('Allied takes the objective at Villers-Bocage (06,04)');
    const gone = reportEntry({ type: 'objectiveExpired', objective: 1, owner: 'allied' }, namer)!;
    expect(gone.text).toBe('The objective at Tracy (02,07) expires, held by Allied');
    expect(taken.text + gone.text).not.toMatch(/objective \d/);
  });
});

describe('counts agree with their nouns', () => {
  it('plural', () => {
    expect(plural(1, 'unit')).toBe('1 unit');
    expect(plural(0, 'unit')).toBe('0 units');
    expect(plural(2, 'enemy unit')).toBe('2 enemy units');
    expect(plural(2, 'man', 'men')).toBe('2 men');
  });

  it('losing sight of one unit, and one unit eliminated', () => {
    const { st, namer, unit } = game();
    const lost: GameEvent = { type: 'lostContact', by: 'allied', units: [unit('x-inf1')] };
    expect(reportEntry(lost, namer)!.text).toBe('Lost sight of 1 enemy unit');
    expect(formatEvent(lost, st.world)).toBe('Allied loses sight of 1 unit');
    st.units[unit('a-inf1')]!.status = 'eliminated';
    const text = formatAfterAction(afterAction(st, 'allied')).join('\n');
    expect(text).toContain('1 unit eliminated');
    expect(text).not.toContain('1 units');
  });
});

describe('zero-length moves', () => {
  it('a move that entered no hex is not reported as "moves A → A"', () => {
    const { st, namer, unit } = game();
    const u = unit('a-inf1');
    const at = st.units[u]!.loc;
    const none: GameEvent = {
      type: 'moved',
      unit: u,
      from: at,
      path: [],
      mpSpent: 0,
      mpLeft: 6,
      stoppedBy: 'did not move',
    };
    expect(reportEntry(none, namer)).toBeUndefined();
    expect(formatEvent(none, st.world)).not.toContain('->');
    // An enemy seen in one hex of its path only: no line either.
    const seen: GameEvent = {
      type: 'moved',
      unit: unit('x-inf1'),
      from: at,
      path: [],
      mpSpent: 0,
      mpLeft: 0,
    };
    expect(reportEntry(seen, namer)).toBeUndefined();
    // What stopped a unit at once is still said.
    const stopped = reportEntry({ ...none, stoppedBy: 'opportunity fire' }, namer)!;
    expect(stopped.text).toMatch(/stays at \d\d,\d\d: opportunity fire/);
    const moved = reportEntry({ ...none, path: [at + 1] }, namer)!;
    expect(moved.text).toContain('moves');
  });
});
