// RS-OPT-8 refugees: placed beyond a city when a WP unit enters its neighbourhood (standing
// order), interdicted for NATO only, moved west each end step, removed on the third move (RS-AMB-36).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { interdictedSet } from '../src/engine/systems/red-strike/ext/registry.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { moveRefugees } from '../src/engine/systems/red-strike/optional/refugees.js';
import { at, game, HEX, loc, unit } from './red-strike-fixtures.js';

const ok = (r: ReturnType<typeof apply>): RsState => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const start = () =>
  at(
    game([unit('n1', 'nato', 'armour', HEX(1, 6)), unit('w1', 'wp', 'armour', HEX(9, 3))], {
      options: ['refugees'],
    }),
    {
      kind: 'move',
      stage: 1,
      segment: 0,
      side: 'wp',
    },
  );

describe('RS-OPT-8 refugees', () => {
  it('RS-OPT-8: a WP unit entering a hex next to a city puts refugees beyond the city; interdicted for NATO only', () => {
    const s = ok(apply(start(), { type: 'move', units: ['w1'], path: [HEX(8, 3)] }));
    const r = s.ext.opt!.refugees;
    expect(r).toEqual([{ hex: loc(s, HEX(6, 3)), moves: 0, city: loc(s, HEX(7, 3)) }]);
    expect(interdictedSet(s, 'nato').has(loc(s, HEX(6, 3)))).toBe(true);
    expect(interdictedSet(s, 'wp').has(loc(s, HEX(6, 3)))).toBe(false);
  });

  it('RS-OPT-8: one marker per city at a time; none with the standing order off', () => {
    let s = ok(apply(start(), { type: 'opt-refugees', place: false }));
    s = ok(apply(s, { type: 'move', units: ['w1'], path: [HEX(8, 3)] }));
    expect(s.ext.opt!.refugees).toEqual([]);
    const byNato = apply(at(s, { kind: 'move', stage: 1, segment: 1, side: 'nato' }), {
      type: 'opt-refugees',
      place: true,
    });
    expect(!byNato.ok && byNato.error.message).toContain('Warsaw Pact');
  });

  it('RS-OPT-8 / RS-AMB-36: moves 1 hex west (a road first) each end step, removed on its third move', () => {
    const s = ok(apply(start(), { type: 'move', units: ['w1'], path: [HEX(8, 3)] }));
    const events: RsEvent[] = [];
    moveRefugees(s, events);
    expect(s.ext.opt!.refugees.map((r) => s.world.map.board.label(r.hex))).toEqual([HEX(5, 3)]);
    moveRefugees(s, events);
    expect(s.ext.opt!.refugees.map((r) => [s.world.map.board.label(r.hex), r.moves])).toEqual([
      [HEX(4, 3), 2],
    ]);
    moveRefugees(s, events);
    expect(s.ext.opt!.refugees).toEqual([]);
    expect(events.map((e) => e.type === 'opt-refugees' && e.action)).toEqual(['moved', 'moved', 'removed']);
  });

  it('RS-OPT-8 (property): markers stay on land hexes, one per hex, moving west, and are gone after three end steps', () => {
    const base = start();
    const size = base.world.map.board.size;
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: 12 }), (hexes) => {
        const s = start();
        s.ext.opt!.refugees = hexes.map((hex) => ({ hex, moves: 0, city: -1 }));
        for (let k = 0; k < 3; k++) {
          const before = new Map(s.ext.opt!.refugees.map((r) => [r.city + ':' + r.hex, r]));
          moveRefugees(s, []);
          const now = s.ext.opt!.refugees;
          expect(new Set(now.map((r) => r.hex)).size).toBe(now.length);
          for (const r of now) {
            const t = s.world.map.territory[r.hex];
            expect(t === 'nato' || t === 'wp').toBe(true);
            expect(r.moves).toBe(k + 1);
          }
          expect(now.length).toBeLessThanOrEqual(before.size);
        }
        expect(s.ext.opt!.refugees).toEqual([]);
      }),
    );
  });
});
