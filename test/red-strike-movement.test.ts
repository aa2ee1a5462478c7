import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsCommand, RsState } from '../src/engine/systems/red-strike/model.js';
import { moveRefusal } from '../src/engine/systems/red-strike/sequence.js';
import { zocOf } from '../src/engine/systems/red-strike/zoc.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

const ok = (s: RsState, c: RsCommand, rolls: number[] = []) => {
  const r = apply(s, c, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
};
const refused = (s: RsState, c: RsCommand) => {
  const r = apply(s, c, { dice: scriptedDice([]) });
  if (r.ok) throw new Error('accepted');
  return r.error;
};
// WP has the initiative in the fixture: AS1 first segment = WP frontline units.
const wpSeg = { kind: 'move', stage: 1, segment: 0, side: 'wp' } as const;
const natoSeg = { kind: 'move', stage: 3, segment: 0, side: 'nato' } as const;

describe('RS-ZOC: zones of control', () => {
  it('RS-ZOC-1 / RS-AMB-10: 3 RE of assault units project a ZOC; support and HQ RE do not count', () => {
    const s = game([
      unit('d', 'wp', 'armour', HEX(8, 2), { size: 'div' }),
      unit('r1', 'wp', 'armour', HEX(9, 5)),
      unit('r2', 'wp', 'armour', HEX(9, 5)),
      unit('art', 'wp', 'support', HEX(9, 5), { re: 1 }),
      unit('hq', 'wp', 'hq', HEX(9, 5)),
      unit('n', 'nato', 'armour', HEX(1, 1)),
    ]);
    const z = zocOf(s, 'wp');
    expect(z[loc(s, HEX(7, 2))]).toBe(1);
    expect(z[loc(s, HEX(8, 5))]).toBe(0);
  });
  it('RS-ZOC-2: no ZOC across a major river', () => {
    // the major river is the E side of 03,06; a WP division in 04,06 reaches 05,06 but not 03,06.
    const s = game([
      unit('d', 'wp', 'armour', HEX(4, 6), { size: 'div' }),
      unit('n', 'nato', 'armour', HEX(0, 0)),
    ]);
    const z = zocOf(s, 'wp');
    expect(z[loc(s, HEX(5, 6))]).toBe(1);
    expect(z[loc(s, HEX(3, 6))]).toBe(0);
  });
});

describe('RS-MOV: movement', () => {
  it('RS-MOV-3: along a road 0.5 MP per hex, terrain ignored', () => {
    const s = at(
      game([unit('a', 'wp', 'armour', HEX(11, 3), { ma: 2 }), unit('n', 'nato', 'armour', HEX(0, 0))]),
      wpSeg,
    );
    const n = ok(s, { type: 'move', units: ['a'], path: [HEX(10, 3), HEX(9, 3), HEX(8, 3), HEX(7, 3)] });
    expect(n.units[idx(n, 'a')]!.loc).toBe(loc(n, HEX(7, 3)));
    expect(n.units[idx(n, 'a')]!.mpLeft).toBe(0);
  });
  it('RS-MOV-1: a unit must pay the full cost; the refusal says what it costs', () => {
    const s = at(
      game([unit('a', 'wp', 'armour', HEX(10, 1), { ma: 1 }), unit('n', 'nato', 'armour', HEX(0, 0))]),
      wpSeg,
    );
    const n = ok(s, { type: 'move', units: ['a'], path: [HEX(9, 1)] });
    const e = refused(n, { type: 'move', units: ['a'], path: [HEX(8, 1)] });
    expect(e.code).toBe('NOT_ENOUGH_MP');
  });
  it('RS-ZOC-3 / RS-MOV-4: entering an EZOC stops; leaving one costs +2 MP', () => {
    const s = at(
      game([
        unit('a', 'wp', 'armour', HEX(8, 1), { ma: 8 }),
        unit('d', 'nato', 'armour', HEX(5, 1), { size: 'div' }),
      ]),
      wpSeg,
    );
    const e = refused(s, { type: 'move', units: ['a'], path: [HEX(7, 1), HEX(6, 1), HEX(6, 2)] });
    expect(e.code).toBe('ZOC');
    expect(e.rule).toBe('RS-ZOC-3');
    const n = ok(s, { type: 'move', units: ['a'], path: [HEX(7, 1), HEX(6, 1)] });
    expect(n.units[idx(n, 'a')]!.mpLeft).toBe(0);
    // A fresh unit starting in the EZOC pays 1 + 2 to leave.
    const s2 = at(
      game([
        unit('a', 'wp', 'armour', HEX(6, 1), { ma: 3 }),
        unit('d', 'nato', 'armour', HEX(5, 1), { size: 'div' }),
      ]),
      wpSeg,
    );
    const n2 = ok(s2, { type: 'move', units: ['a'], path: [HEX(7, 0)] });
    expect(n2.units[idx(n2, 'a')]!.mpLeft).toBe(0);
  });
  it('RS-MOV-5: an interdicted hex costs +2 MP and the marker goes when a unit enters', () => {
    const s = at(
      game([unit('a', 'wp', 'armour', HEX(10, 1), { ma: 3 }), unit('n', 'nato', 'armour', HEX(0, 0))]),
      wpSeg,
    );
    s.interdicted = [loc(s, HEX(9, 1))];
    const n = ok(s, { type: 'move', units: ['a'], path: [HEX(9, 1)] });
    expect(n.units[idx(n, 'a')]!.mpLeft).toBe(0);
    expect(n.interdicted).toEqual([]);
  });
  it('RS-MAP-3: entering an enemy-controlled hex takes control', () => {
    const s = at(game([unit('a', 'wp', 'armour', HEX(6, 0)), unit('n', 'nato', 'armour', HEX(0, 7))]), wpSeg);
    const n = ok(s, { type: 'move', units: ['a'], path: [HEX(5, 1)] });
    expect(n.control[loc(n, HEX(5, 1))]).toBe('wp');
  });
  it('RS-STK-1 / RS-STK-2: no entry into enemy hexes; no stack above 9 RE by movement', () => {
    const s = at(
      game([
        unit('d1', 'wp', 'armour', HEX(9, 1), { size: 'div' }),
        unit('d2', 'wp', 'armour', HEX(9, 1), { size: 'div' }),
        unit('d3', 'wp', 'armour', HEX(10, 1), { size: 'div' }),
        unit('r', 'wp', 'armour', HEX(10, 2)),
        unit('n', 'nato', 'armour', HEX(8, 1)),
      ]),
      wpSeg,
    );
    expect(refused(s, { type: 'move', units: ['d1'], path: [HEX(8, 1)] }).code).toBe('ENEMY_OCCUPIED');
    const n = ok(s, { type: 'move', units: ['d3'], path: [HEX(9, 1)] });
    expect(refused(n, { type: 'move', units: ['r'], path: [HEX(9, 1)] }).code).toBe('STACKING');
  });
  it('RS-NEU-1 / RS-MAP-4: ground units never enter neutral hexes', () => {
    const s = at(
      game([unit('a', 'wp', 'armour', HEX(10, 1)), unit('n', 'nato', 'armour', HEX(0, 0))]),
      wpSeg,
    );
    const m = s.world.map as unknown as { territory: string[] };
    m.territory[loc(s, HEX(9, 1))] = 'neutral';
    expect(refused(s, { type: 'move', units: ['a'], path: [HEX(9, 1)] }).rule).toBe('RS-NEU-1');
  });
});

describe('RS-SEQ-6 / RS-GND-21..23: who moves when', () => {
  it('IP frontline units move only in AS1; RP reserve units in reaction segments; RP frontline only in AS3', () => {
    const s = game([unit('w', 'wp', 'armour', HEX(10, 1)), unit('n', 'nato', 'armour', HEX(1, 1))]);
    const w = idx(s, 'w');
    const n = idx(s, 'n');
    expect(moveRefusal(at(s, wpSeg), w)).toBeNull();
    expect(moveRefusal(at(s, { kind: 'move', stage: 2, segment: 0, side: 'wp' }), w)).toMatch(/RS-GND-21/);
    expect(moveRefusal(at(s, { kind: 'move', stage: 1, segment: 1, side: 'nato' }), n)).toMatch(/RS-GND-21/);
    expect(moveRefusal(at(s, natoSeg), n)).toBeNull();
    s.units[n]!.mode = 'reserve';
    expect(moveRefusal(at(s, { kind: 'move', stage: 1, segment: 1, side: 'nato' }), n)).toBeNull();
    s.units[w]!.mode = 'reserve';
    expect(moveRefusal(at(s, wpSeg), w)).toMatch(/RS-GND-23/);
    expect(moveRefusal(at(s, { kind: 'move', stage: 3, segment: 1, side: 'wp' }), w)).toBeNull();
  });
  it('RS-MOV-2: a unit moves in one segment per GT only', () => {
    const s = at(
      game([unit('w', 'wp', 'armour', HEX(10, 1)), unit('n', 'nato', 'armour', HEX(1, 1))]),
      wpSeg,
    );
    s.units[idx(s, 'w')]!.mode = 'reserve';
    const n = ok(at(s, { kind: 'move', stage: 2, segment: 0, side: 'wp' }), {
      type: 'move',
      units: ['w'],
      path: [HEX(9, 1)],
    });
    const e = refused(at(n, { kind: 'move', stage: 3, segment: 1, side: 'wp' }), {
      type: 'move',
      units: ['w'],
      path: [HEX(8, 1)],
    });
    expect(e.rule).toBe('RS-MOV-2');
  });
});

describe('RS-GND-20 / RS-GND-22 / RS-CMD-2 / RS-CMD-3: reserve mode', () => {
  it('needs a higher HQ of the chain in command range, up to its reserve capacity', () => {
    // A WP army HQ: range 4, capacity 3 RE.
    const s = game([
      unit('hq', 'wp', 'hq', HEX(10, 2), { level: 'army' }),
      unit('a', 'wp', 'armour', HEX(9, 2), { hq: 'hq' }),
      unit('b', 'wp', 'armour', HEX(9, 3), { hq: 'hq' }),
      unit('c', 'wp', 'armour', HEX(9, 4), { hq: 'hq', size: 'div' }),
      unit('far', 'wp', 'armour', HEX(6, 7), { hq: 'hq' }),
      unit('n', 'nato', 'armour', HEX(0, 0)),
    ]);
    expect(s.step).toEqual({ kind: 'assign', side: 'wp' });
    let n = ok(s, { type: 'mode', unit: 'a', mode: 'reserve' });
    n = ok(n, { type: 'mode', unit: 'b', mode: 'reserve' });
    expect(refused(n, { type: 'mode', unit: 'c', mode: 'reserve' }).rule).toBe('RS-GND-22');
    expect(refused(n, { type: 'mode', unit: 'far', mode: 'reserve' }).message).toMatch(/command range/);
    expect(n.units[idx(n, 'a')]!.reserveHq).toBe(idx(n, 'hq'));
  });
});

describe('RS-MOV-10..13: rail movement', () => {
  const units = () => [
    unit('a', 'wp', 'armour', HEX(11, 5), { size: 'div' }),
    unit('b', 'wp', 'armour', HEX(10, 5), { size: 'div' }),
    unit('n', 'nato', 'armour', HEX(0, 0)),
  ];
  it('any distance along the railway within the rail capacity (RE per GT)', () => {
    const s = at(game(units()), wpSeg);
    const n = ok(s, {
      type: 'rail',
      units: ['a'],
      path: [HEX(10, 5), HEX(9, 5), HEX(8, 5), HEX(7, 5), HEX(6, 5)],
    });
    expect(n.units[idx(n, 'a')]!.loc).toBe(loc(n, HEX(6, 5)));
    expect(n.railUsed.wp).toBe(3);
    const n2 = ok(n, { type: 'rail', units: ['b'], path: [HEX(9, 5)] });
    expect(n2.railUsed.wp).toBe(6);
  });
  it('RS-MOV-11: not into enemy-controlled hexes; RS-MOV-13: not beyond capacity', () => {
    const s = at(game(units(), { railCapacity: { nato: 6, wp: 2 } }), wpSeg);
    expect(refused(s, { type: 'rail', units: ['a'], path: [HEX(10, 5)] }).rule).toBe('RS-MOV-13');
    const s2 = at(game(units()), wpSeg);
    const e = refused(s2, {
      type: 'rail',
      units: ['a'],
      path: [HEX(10, 5), HEX(9, 5), HEX(8, 5), HEX(7, 5), HEX(6, 5), HEX(5, 5)],
    });
    expect(e.rule).toBe('RS-MOV-11');
  });
  it('RS-MOV-12: a unit that moved by rail spends no other MP in that phase', () => {
    const s = at(game(units()), wpSeg);
    const n = ok(s, { type: 'rail', units: ['a'], path: [HEX(10, 5), HEX(9, 5)] });
    expect(refused(n, { type: 'move', units: ['a'], path: [HEX(8, 5)] }).rule).toBe('RS-MOV-12');
  });
});

describe('RS-MOV-20..23: overrun', () => {
  const setup = () =>
    at(
      game([
        unit('big', 'wp', 'armour', HEX(8, 1), { size: 'div', cs: 12, csReduced: 6 }),
        unit('small', 'nato', 'infantry', HEX(7, 1), { cs: 2, csReduced: 1, size: 'btn' }),
        unit('n2', 'nato', 'armour', HEX(0, 7)),
      ]),
      wpSeg,
    );
  it('RS-MOV-22 / RS-INI-5: 6-1 to 9-1 succeeds on 1-5; the defender retreats and the mover enters; no battle is counted', () => {
    const s = setup();
    const n = ok(s, { type: 'overrun', units: ['big'], target: HEX(7, 1) }, [5]);
    expect(n.units[idx(n, 'big')]!.loc).toBe(loc(n, HEX(7, 1)));
    expect(n.units[idx(n, 'small')]!.loc).not.toBe(loc(n, HEX(7, 1)));
    expect(n.battlesWon).toBe(0);
  });
  it('RS-MOV-23: failure stops the mover', () => {
    const n = ok(setup(), { type: 'overrun', units: ['big'], target: HEX(7, 1) }, [6]);
    expect(n.units[idx(n, 'big')]!.loc).toBe(loc(n, HEX(8, 1)));
    expect(n.units[idx(n, 'big')]!.mpLeft).toBe(0);
  });
  it('RS-MOV-22: below 6-1 an overrun is not allowed', () => {
    const s = setup();
    const smallId = idx(s, 'small');
    (s.world.units[smallId] as { cs: number }).cs = 4;
    expect(refused(s, { type: 'overrun', units: ['big'], target: HEX(7, 1) }).rule).toBe('RS-MOV-22');
  });
});
