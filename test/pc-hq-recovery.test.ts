import { describe, expect, it } from 'vitest';
import { apply, type GameEvent, type GameState } from '../src/engine/systems/panzer/index.js';
import { HQ_RECOVERY, hqRecoveryHex, restoreHqs } from '../src/engine/systems/panzer/rules/hq-recovery.js';
import { START_STEPS } from '../src/engine/systems/panzer/rules/turn.js';
import { isOutOfCommand } from '../src/engine/systems/panzer/rules/command.js';
import { unit } from './fixtures/mini.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';

const CORPS_HQ = unit({
  id: 'a-corps',
  side: 'allied',
  name: 'XXX Corps HQ',
  type: 'hq',
  hqOf: 'allies',
  size: 'corps',
  commandRange: 12,
  strength: 200,
  hex: '01,08',
});

/** Turn 2, Allied to move; the division HQ (quality C, 100 men) was eliminated earlier. */
function withHqs(corps: boolean): GameState {
  const s = combatGame({
    allied: [{ id: 'a1', hex: '04,06' }, ...(corps ? [CORPS_HQ] : [])],
    axis: [{ id: 'x1', hex: '09,06' }],
  });
  const hq = idx(s, 'a-hq');
  Object.assign(s.units[hq]!, { status: 'eliminated', loc: -1, strength: 0 });
  s.turn = 2;
  return s;
}

const restored = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'unitState' && e.rule === 'PC-CMD-14');

describe('PC-CMD-14 HQ recovery', () => {
  it('PC-CMD-14: a roll under the quality chance restores the HQ with its superior HQ, Disrupted, with no HQ functions', () => {
    const s = withHqs(true);
    const hq = idx(s, 'a-hq');
    const events: GameEvent[] = [];
    // C quality: 20%. Roll 0.19 → 19 < 20: restored; strength roll 0 → the lowest, 25% of 100.
    restoreHqs(s, 'allied', events, () => scriptedDice([0.19, 0]));
    const u = s.units[hq]!;
    expect(u.status).toBe('active');
    expect(u.loc).toBe(s.units[idx(s, 'a-corps')]!.loc);
    expect(u.strength).toBe(25);
    expect(u.cohesion).toBe('disrupted');
    expect(isOutOfCommand(s, hq)).toBe(true);
    const e = restored(events)[0]!;
    expect(e.type === 'unitState' && e.what).toBe(
      'is restored at 01,08 with 25 men, Disrupted, no HQ functions this turn',
    );
    expect(e.type === 'unitState' && e.rolls?.[0]).toMatchObject({ value: 19, target: 20, success: true });
  });

  it('PC-CMD-14: a roll at the chance fails; the result is still reported with its threshold', () => {
    const s = withHqs(true);
    const events: GameEvent[] = [];
    restoreHqs(s, 'allied', events, () => scriptedDice([0.2]));
    expect(s.units[idx(s, 'a-hq')]!.status).toBe('eliminated');
    const e = restored(events)[0]!;
    expect(e.type === 'unitState' && e.what).toBe('is not restored this turn');
    expect(e.type === 'unitState' && e.rolls?.[0]).toMatchObject({ value: 20, target: 20, success: false });
  });

  it('PC-CMD-14: a better HQ comes back more often (the chance table falls with quality)', () => {
    const c = HQ_RECOVERY.chance;
    expect(c.A).toBeGreaterThan(c.B);
    expect(c.B).toBeGreaterThan(c.C);
    expect(c.E).toBeGreaterThan(c.F);
    const s = withHqs(true);
    const events: GameEvent[] = [];
    restoreHqs(s, 'allied', events, () => scriptedDice([0.19, 0.999]), {
      chance: { ...c, C: 19 },
      minStrengthPercent: 25,
    });
    expect(s.units[idx(s, 'a-hq')]!.status).toBe('eliminated');
  });

  it('PC-CMD-14: the strength is random between the minimum share and full strength', () => {
    const s = withHqs(true);
    restoreHqs(s, 'allied', [], () => scriptedDice([0, 0.999]));
    expect(s.units[idx(s, 'a-hq')]!.strength).toBe(100);
  });

  it('PC-CMD-14: with no superior HQ it comes back with a unit of its formation; with none, not at all', () => {
    const s = withHqs(false);
    expect(hqRecoveryHex(s, idx(s, 'a-hq'))).toBe(s.units[idx(s, 'a1')]!.loc);
    Object.assign(s.units[idx(s, 'a1')]!, { status: 'eliminated', loc: -1 });
    expect(hqRecoveryHex(s, idx(s, 'a-hq'))).toBeUndefined();
    const events: GameEvent[] = [];
    restoreHqs(s, 'allied', events, () => scriptedDice([0]));
    expect(events).toEqual([]);
    expect(s.units[idx(s, 'a-hq')]!.status).toBe('eliminated');
  });

  it('PC-CMD-14: only at the start of a later player turn of its own side', () => {
    const s = withHqs(true);
    const events: GameEvent[] = [];
    restoreHqs(s, 'axis', events, () => scriptedDice([0]));
    expect(events).toEqual([]);
    s.turn = 1;
    restoreHqs(s, 'allied', events, () => scriptedDice([0]));
    expect(events).toEqual([]);
  });

  it('PC-TRN-11 step 5: the start of each player turn runs HQ restoration after morale recovery', () => {
    const rules = START_STEPS.map((st) => st.rule);
    expect(rules.indexOf('PC-CMD-14')).toBeGreaterThan(rules.indexOf('PC-MRL-06'));
    expect(rules.indexOf('PC-CMD-14')).toBeGreaterThan(rules.indexOf('PC-CMD-10'));
    // Through the turn sequence: the Allied turn after the Axis turn reports its HQ's roll.
    let s = withHqs(true);
    let r = apply(s, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    r = apply(r.state, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(restored([...r.events]).length).toBe(1);
  });
});
