// RS-OPT-10 stay-behind (Wallmeister) markers: NATO places 10 once, the WP's three removal rolls
// without re-roll, interdiction for the WP only, never removed.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { interdictedSet } from '../src/engine/systems/red-strike/ext/registry.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { placeWallmeister } from '../src/engine/systems/red-strike/optional/wallmeister.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

const TEN = [0, 1, 2, 3, 4].flatMap((c) => [HEX(c, 2), HEX(c, 3)]);
const units = () => [unit('n1', 'nato', 'armour', HEX(1, 6)), unit('w1', 'wp', 'armour', HEX(6, 3))];
const wmGame = () => {
  const s = game(units(), { options: ['wallmeister'], initiative: 'nato' });
  return at(s, { kind: 'assign', side: 'nato' });
};
const ok = (r: ReturnType<typeof apply>): RsState => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('RS-OPT-10 Wallmeister', () => {
  it('RS-OPT-10: three removal rolls, no re-roll on a number already removed (3, 3, 7 -> 8 markers left)', () => {
    const s = ok(apply(wmGame(), { type: 'opt-wallmeister', hexes: TEN }, { dice: scriptedDice([3, 3, 7]) }));
    const m = s.ext.opt!.wallmeister.markers;
    expect(m.map((x) => x.n)).toEqual([1, 2, 4, 5, 6, 8, 9, 10]);
    expect(m.find((x) => x.n === 1)!.hex).toBe(loc(s, TEN[0]!));
  });

  it('RS-OPT-10: interdicted for the WP only (+2 MP to enter), and never removed by entering', () => {
    let s = ok(apply(wmGame(), { type: 'opt-wallmeister', hexes: TEN }, { dice: scriptedDice([1, 1, 1]) }));
    const hex = loc(s, HEX(4, 3));
    expect(interdictedSet(s, 'wp').has(hex)).toBe(true);
    expect(interdictedSet(s, 'nato').has(hex)).toBe(false);
    s = at(s, { kind: 'move', stage: 3, segment: 0, side: 'wp' });
    s.units[idx(s, 'w1')]!.mode = 'frontline';
    // road 0.5 into 05,03, then road 0.5 + 2 interdiction into 04,03 (a marker)
    const r = apply(s, { type: 'move', units: ['w1'], path: [HEX(5, 3), HEX(4, 3)] });
    const after = ok(r);
    expect(after.units[idx(after, 'w1')]!.mpLeft).toBe(8 - 0.5 - 2.5);
    expect(interdictedSet(after, 'wp').has(hex)).toBe(true);
  });

  it('RS-OPT-10: once a game, by NATO, 10 hexes in NATO countries, in an administrative step', () => {
    const s = wmGame();
    const placed = ok(apply(s, { type: 'opt-wallmeister', hexes: TEN }, { dice: scriptedDice([1, 2, 3]) }));
    const again = apply(placed, { type: 'opt-wallmeister', hexes: TEN }, { dice: scriptedDice([1, 2, 3]) });
    expect(!again.ok && again.error.message).toContain('once a game');
    const few = apply(s, { type: 'opt-wallmeister', hexes: TEN.slice(1) });
    expect(!few.ok && few.error.message).toContain('10 markers');
    const wp = [...TEN.slice(1), HEX(7, 2)];
    const east = apply(s, { type: 'opt-wallmeister', hexes: wp });
    expect(!east.ok && east.error.message).toContain('NATO countries');
    const moving = apply(at(s, { kind: 'move', stage: 1, segment: 0, side: 'nato' }), {
      type: 'opt-wallmeister',
      hexes: TEN,
    });
    expect(!moving.ok && moving.error.code).toBe('WRONG_PHASE');
    const byWp = apply(at(s, { kind: 'assign', side: 'wp' }), { type: 'opt-wallmeister', hexes: TEN });
    expect(!byWp.ok && byWp.error.message).toContain('Only NATO');
  });

  it('RS-OPT-10 (property): 7 to 10 markers remain, numbered uniquely, all in NATO countries', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }), (rolls) => {
        const s = wmGame();
        placeWallmeister(
          s,
          TEN.map((h) => loc(s, h)),
          scriptedDice(rolls),
          [],
        );
        const m = s.ext.opt!.wallmeister.markers;
        expect(m.length).toBe(10 - new Set(rolls).size);
        expect(new Set(m.map((x) => x.n)).size).toBe(m.length);
        expect(m.every((x) => s.world.map.territory[x.hex] === 'nato' && !rolls.includes(x.n))).toBe(true);
      }),
    );
  });
});
