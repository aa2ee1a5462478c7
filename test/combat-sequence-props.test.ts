import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, type Command, type GameState } from '../src/engine/systems/panzer/index.js';
import { combatGame, spotAll } from './fixtures/combat.js';

/** Invariants after any sequence of combat commands and turn ends. */
function checkInvariants(s: GameState): void {
  const deficit = { allied: { men: 0, guns: 0, vehicles: 0 }, axis: { men: 0, guns: 0, vehicles: 0 } };
  s.units.forEach((u, i) => {
    const def = s.world.units[i]!;
    expect(u.strength).toBeGreaterThanOrEqual(0);
    expect(u.strength).toBeLessThanOrEqual(def.strength);
    expect(u.fatigue).toBeGreaterThanOrEqual(0);
    expect(u.fatigue).toBeLessThanOrEqual(300);
    expect(['ok', 'disrupted', 'broken']).toContain(u.cohesion);
    if (u.status === 'eliminated') {
      expect(u.loc).toBe(-1);
      expect(u.strength).toBe(0);
    }
    if (u.status === 'active') expect(u.strength).toBeGreaterThan(0);
    deficit[def.side][def.component] += def.strength - u.strength;
  });
  // Every strength point lost was booked for victory (recovery gives some back, never books less).
  for (const side of ['allied', 'axis'] as const)
    for (const c of ['men', 'guns', 'vehicles'] as const)
      expect(s.losses[side][c]).toBeGreaterThanOrEqual(deficit[side][c]);
}

const ids = { allied: ['a1', 'a2', 't1'], axis: ['x1', 'x2', 'y1'] };
const hexes = ['04,06', '05,06', '05,05', '04,05', '05,07', '06,06', '03,06'];

describe('combat sequences (property)', () => {
  it('any sequence of fire, assault, dig-in and end-turn keeps strength, fatigue, status and loss books consistent', () => {
    const cmd = fc.oneof(
      fc.record({
        type: fc.constant('fire' as const),
        u: fc.integer({ min: 0, max: 2 }),
        h: fc.constantFrom(...hexes),
        repeat: fc.boolean(),
      }),
      fc.record({
        type: fc.constant('assault' as const),
        u: fc.integer({ min: 0, max: 2 }),
        h: fc.constantFrom(...hexes),
      }),
      fc.record({ type: fc.constant('digIn' as const), u: fc.integer({ min: 0, max: 2 }) }),
      fc.constant({ type: 'endTurn' as const }),
    );
    const done = { fire: 0, assault: 0, digIn: 0, endTurn: 0 };
    fc.assert(
      fc.property(fc.string(), fc.array(cmd, { minLength: 1, maxLength: 25 }), (seed, cmds) => {
        let s = combatGame({
          seed,
          allied: [
            { id: 'a1', strength: 300 },
            { id: 'a2', hex: '04,05', strength: 120, size: 'company' },
            {
              id: 't1',
              hex: '04,07',
              type: 'armor',
              component: 'vehicles',
              moveClass: 'tracked',
              strength: 12,
              flags: { hardTarget: true },
              hard: { value: 12, range: 2 },
              soft: { value: 8, range: 2 },
            },
          ],
          axis: [
            { id: 'x1', strength: 300 },
            { id: 'x2', hex: '05,05', strength: 80, size: 'platoon' },
            {
              id: 'y1',
              hex: '05,07',
              type: 'artillery',
              component: 'guns',
              strength: 8,
              soft: { value: 20, range: 6 },
              hard: { value: 4, range: 6 },
              flags: { indirect: true },
            },
          ],
        });
        for (const c of cmds) {
          const side = s.activeSide;
          const unit = ids[side][c.type === 'endTurn' ? 0 : c.u]!;
          const command: Command =
            c.type === 'endTurn'
              ? { type: 'endTurn' }
              : c.type === 'digIn'
                ? { type: 'digIn', unit }
                : c.type === 'fire'
                  ? { type: 'fire', units: [unit], target: c.h, repeat: c.repeat }
                  : { type: 'assault', units: [unit], target: c.h };
          const r = apply(s, command);
          if (!r.ok) {
            expect(r.error.message.length).toBeGreaterThan(0);
            continue;
          }
          s = r.state;
          done[c.type]++;
          spotAll(s);
          checkInvariants(s);
          if (s.result) break;
        }
      }),
      { numRuns: 60 },
    );
    // The sequences really fought: some of each command went through.
    expect(done.fire).toBeGreaterThan(0);
    expect(done.assault).toBeGreaterThan(0);
    expect(done.endTurn).toBeGreaterThan(0);
  });
});
