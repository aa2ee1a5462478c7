// The per-side engagement-limit setting in play (PB-FIRE-37, PB-DIFF-31): an order in the log, so
// that the referee and replays agree; the scenario's matrix until a side sets its own.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, restoreState, snapshotOf, stateHash } from '../src/engine/systems/panzer/index.js';
import { engageable } from '../src/engine/systems/panzer/rules/opportunity.js';
import {
  engagementMatrixOf,
  formatMatrix,
  parseMatrix,
} from '../src/engine/systems/panzer/rules/engagement-settings.js';
import {
  defaultEngagementMatrix,
  ENGAGEMENT_LIMITS,
  OP_FIRE_CLASSES,
  uniformMatrix,
  type EngagementMatrix,
} from '../src/engine/systems/panzer/profiles/rule-params.js';
import { combatGame, idx } from './fixtures/combat.js';

const TACTICAL = { scenario: { profile: 'tactical' } } as const;
const HOLD_ALL = 'NNNNN/NNNNN/NNNNN/NNNNN/NNNNN';

describe('PB-FIRE-37 (PB-DIFF-31): engagement limits set per side in play', () => {
  it('PB-FIRE-37: a side that sets N everywhere no longer engages; the other side keeps its own', () => {
    const s = combatGame(TACTICAL);
    expect(s.activeSide).toBe('allied');
    expect(engageable(s, idx(s, 'a1'), [idx(s, 'x1')])).toEqual([idx(s, 'x1')]);
    const r = apply(s, { type: 'engagement', side: 'allied', limits: HOLD_ALL });
    if (!r.ok) throw new Error(r.error.message);
    expect(engageable(r.state, idx(r.state, 'a1'), [idx(r.state, 'x1')])).toEqual([]);
    expect(engagementMatrixOf(r.state, 'allied')).toEqual(uniformMatrix('N'));
    expect(engagementMatrixOf(r.state, 'axis')).toEqual(defaultEngagementMatrix());
    expect(r.events[0]).toMatchObject({ type: 'message', seenBy: 'allied', rule: 'PB-FIRE-37' });
    // The input state is unchanged (design invariant 1).
    expect(engagementMatrixOf(s, 'allied')).toEqual(defaultEngagementMatrix());
  });

  it('PB-FIRE-37: the setting survives a save (snapshot and restore give the same state hash)', () => {
    const s = combatGame(TACTICAL);
    const r = apply(s, { type: 'engagement', side: 'allied', limits: 'LLLLL/SSSSS/MMMMM/NNNNN/LSMNL' });
    if (!r.ok) throw new Error(r.error.message);
    const back = restoreState(r.state.world, JSON.parse(JSON.stringify(snapshotOf(r.state))));
    expect(stateHash(back)).toBe(stateHash(r.state));
    expect(formatMatrix(engagementMatrixOf(back, 'allied'))).toBe('LLLLL/SSSSS/MMMMM/NNNNN/LSMNL');
  });

  it('PB-FIRE-37: refused in the other side’s turn, with a bad matrix, and under the operational rules', () => {
    const s = combatGame(TACTICAL);
    const notYours = apply(s, { type: 'engagement', side: 'axis', limits: HOLD_ALL });
    expect(notYours.ok ? null : notYours.error.code).toBe('NOT_YOUR_TURN');
    const bad = apply(s, { type: 'engagement', side: 'allied', limits: 'NNNNN/NNNNN/NNXNN/NNNNN/NNNNN' });
    expect(bad.ok ? '' : bad.error.message).toMatch(/Row 3 \(vehicle\), column 3 \(vehicle\).*N, S, M, L/);
    const short = apply(s, { type: 'engagement', side: 'allied', limits: 'NNNNN' });
    expect(short.ok ? '' : short.error.message).toMatch(/5 rows/);
    const pc = apply(combatGame(), { type: 'engagement', side: 'allied', limits: HOLD_ALL });
    expect(pc.ok ? null : pc.error).toMatchObject({ code: 'NOT_ALLOWED', rule: 'PB-FIRE-37' });
    const shape = apply(s, { type: 'engagement', side: 'allied', limits: 5 as unknown as string });
    expect(shape.ok ? '' : shape.error.message).toMatch(/"limits".*a string/);
  });

  it('PB-FIRE-37: a matrix written as text reads back the same (any matrix)', () => {
    const limit = fc.constantFrom(...ENGAGEMENT_LIMITS);
    const row = fc.record(Object.fromEntries(OP_FIRE_CLASSES.map((c) => [c, limit])) as never);
    const matrix = fc.record(Object.fromEntries(OP_FIRE_CLASSES.map((c) => [c, row])) as never);
    fc.assert(
      fc.property(matrix, (m) => {
        expect(parseMatrix(formatMatrix(m as EngagementMatrix))).toEqual(m);
      }),
    );
    expect(formatMatrix(defaultEngagementMatrix())).toBe('LSMML/LLLLL/LLLLL/MLLMM/LLLLL');
  });
});
