// Panzer Battles map and movement (issue 13, pb-map): Hedge Rows, wrecks, Shallow-water obstacles
// and mines, elevated roads and railways, under the tactical profile; the operational game
// unchanged where Panzer Campaigns has no such rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, newGame, type GameState } from '../src/engine/systems/panzer/index.js';
import { computeFire } from '../src/engine/systems/panzer/rules/fire.js';
import { computeAssault } from '../src/engine/systems/panzer/rules/assault.js';
import { applyCasualties } from '../src/engine/systems/panzer/rules/results.js';
import { leaveWrecks, wrecksBlockRoad } from '../src/engine/systems/panzer/rules/wrecks.js';
import { lineOfSight } from '../src/engine/systems/panzer/rules/los.js';
import { elevatedHexes } from '../src/engine/systems/panzer/rules/elevated.js';
import { formatMapText, parseMapText } from '../src/engine/systems/panzer/scenario/map-text.js';
import { hexStateFor } from '../src/engine/systems/panzer/rules/fortifications.js';
import { claimMarkers } from '../src/engine/systems/panzer/rules/marker-sides.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { columnFor } from '../src/engine/systems/panzer/ai/columns.js';
import { engineRules } from '../src/engine/systems/panzer/ai/engine-rules.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';
import { buildWorld } from '../src/engine/systems/panzer/world.js';
import { ROAD_BITS, SIDE } from '../src/engine/systems/panzer/model/terrain.js';
import { loadBundledScenario } from '../src/scenario/index.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { scriptedDice } from './fixtures/dice.js';
import { spotAll } from './fixtures/combat.js';
import { idx, loc, ok, refused, scenarioOf, tank, unit, u, type MapSpec } from './fixtures/movement.js';

const TACTICAL = 'tactical';

function play(spec: MapSpec, profile?: string, seed: string | number = 1): GameState {
  const s = scenarioOf(spec);
  const state = newGame(profile ? { ...s, profile } : s, seed).state;
  spotAll(state);
  return state;
}

function moveOk(state: GameState, units: string | string[], path: string[]): GameState {
  const r = apply(state, { type: 'move', units: typeof units === 'string' ? [units] : units, path });
  return ok(r).state;
}

// A Hedge Row on the hexside between 03,03 and 04,03 (E of 03,03).
const HEDGE = [{ hex: '03,03', dir: 'E' as const, features: ['hedgerow' as const] }];

describe('Hedge Rows (PB-IMP-30, PB-ASLT-13, PB-DIFF-12/13)', () => {
  it('PB-IMP-30: crossing a Hedge Row costs its hexside cost (tracked +3 on Clear 3)', () => {
    const spec: MapSpec = { hexsides: HEDGE, units: [tank({ id: 't', side: 'allied', hex: '03,03' })] };
    const s = moveOk(play(spec, TACTICAL), 't', ['04,03']);
    expect(u(s, 't').mpMax - u(s, 't').mp).toBe(6);
    // The operational game reads the same hexside table: the cost is data, not a profile rule.
    const p = moveOk(play(spec), 't', ['04,03']);
    expect(u(p, 't').mpMax - u(p, 't').mp).toBe(6);
  });

  it('PB-IMP-30, PB-DIFF-12: a vehicle that crosses and stops is vulnerable, Defense halved against fire', () => {
    const spec: MapSpec = {
      hexsides: HEDGE,
      units: [tank({ id: 't', side: 'allied', hex: '03,03' }), unit({ id: 'x', side: 'axis', hex: '06,03' })],
    };
    const s = moveOk(play(spec, TACTICAL), 't', ['04,03']);
    expect(u(s, 't').hedgeCrossed).toBe(true);
    const calc = computeFire(s, {
      firer: idx(s, 'x'),
      target: idx(s, 't'),
      indirect: false,
      opportunity: false,
    });
    const f = calc.factors.find((x) => x.rule === 'PB-IMP-30');
    expect(f?.value).toBe(0.5);
    // The operational game has no such rule: no flag, no factor.
    const p = moveOk(play(spec), 't', ['04,03']);
    expect(u(p, 't').hedgeCrossed).toBeUndefined();
  });

  it('PB-IMP-30: moving on without crossing again ends it; men never become vulnerable', () => {
    const spec: MapSpec = {
      hexsides: HEDGE,
      units: [
        tank({ id: 't', side: 'allied', hex: '03,03' }),
        unit({ id: 'i', side: 'allied', hex: '03,03' }),
      ],
    };
    let s = moveOk(play(spec, TACTICAL), 't', ['04,03']);
    s = moveOk(s, 't', ['05,03']);
    expect(u(s, 't').hedgeCrossed).toBeUndefined();
    s = moveOk(s, 'i', ['04,03']);
    expect(u(s, 'i').hedgeCrossed).toBeUndefined();
  });

  it('PB-IMP-30: "for the rest of the game turn": it ends when the next game turn starts', () => {
    const spec: MapSpec = { hexsides: HEDGE, units: [tank({ id: 't', side: 'allied', hex: '03,03' })] };
    let s = moveOk(play(spec, TACTICAL), 't', ['04,03']);
    s = ok(apply(s, { type: 'endTurn' })).state; // the Axis player turn: still vulnerable
    expect(s.playerTurn).toBe(1);
    expect(u(s, 't').hedgeCrossed).toBe(true);
    s = ok(apply(s, { type: 'endTurn' })).state; // game turn 2
    expect(u(s, 't').hedgeCrossed).toBeUndefined();
  });

  it('PB-ASLT-13, PB-DIFF-13: vehicles assaulting across a Hedge Row have ½ assault and ½ defense', () => {
    const units = [
      tank({ id: 't', side: 'allied', hex: '03,03', assault: 10, defense: 10 }),
      unit({ id: 'x', side: 'axis', hex: '04,03' }),
    ];
    const s = play({ hexsides: HEDGE, units }, TACTICAL);
    const calc = computeAssault(s, [idx(s, 't')], loc(s, '04,03'));
    expect(calc.factors.filter((f) => f.rule === 'PB-ASLT-13').map((f) => f.value)).toEqual([0.5, 0.5]);
    const open = play({ units }, TACTICAL);
    const plain = computeAssault(open, [idx(open, 't')], loc(open, '04,03'));
    expect(calc.attack.total).toBeCloseTo(plain.attack.total / 2);
    expect(calc.answer.defense).toBeCloseTo(plain.answer.defense / 2);
    const pc = play({ hexsides: HEDGE, units });
    expect(
      computeAssault(pc, [idx(pc, 't')], loc(pc, '04,03')).factors.some((f) => f.rule === 'PB-ASLT-13'),
    ).toBe(false);
  });
});

describe('wrecks (PB-IMP-35, PB-UNIT-15, PB-MOVE-16, PB-CRT-08)', () => {
  it('PB-IMP-35, PB-CRT-08: each destroyed vehicle leaves a wreck with the chance (dice fixed)', () => {
    const s = play({ units: [tank({ id: 't', side: 'allied', hex: '03,03', strength: 4 })] }, TACTICAL);
    // 20 men-eq = 2 vehicles; wreck draws 0.1 (< 0.5: a wreck) and 0.7 (none).
    const events: GameEvent[] = [];
    const l = applyCasualties(s, idx(s, 't'), 20, { reason: 'test' }, scriptedDice([0.1, 0.7, 0.9]), events);
    expect(l.loss).toBe(2);
    expect(l.wrecks).toBe(1);
    expect(s.hexes[loc(s, '03,03')]!.wrecks).toBe(1);
  });

  it('PB-IMP-35: no wrecks and no extra die in the operational game; none in Water', () => {
    const s = play({ units: [tank({ id: 't', side: 'allied', hex: '03,03', strength: 4 })] });
    const dice = scriptedDice([0.1]);
    expect(leaveWrecks(s, loc(s, '03,03'), 3, dice)).toBe(0);
    const w = play({ terrain: ['~.........', ...Array(7).fill('..........')], units: [] }, TACTICAL);
    expect(leaveWrecks(w, loc(w, '00,00'), 3, scriptedDice([0]))).toBe(0);
  });

  it('PB-UNIT-15: wrecks count toward the stacking limit (the refusal says so)', () => {
    const spec: MapSpec = {
      units: [tank({ id: 't', side: 'allied', hex: '03,03', strength: 10 })],
      params: { maxStacking: 200 },
    };
    const s = play(spec, TACTICAL);
    hexStateFor(s, loc(s, '04,03')).wrecks = 11; // 110 + 100 > 200
    const e = refused(apply(s, { type: 'move', units: ['t'], path: ['04,03'] }));
    expect(e.code).toBe('STACKING');
    expect(e.message).toMatch(/wrecks count 110, PB-UNIT-15/);
    const s2 = play(spec, TACTICAL);
    hexStateFor(s2, loc(s2, '04,03')).wrecks = 10; // exactly 200: allowed
    ok(apply(s2, { type: 'move', units: ['t'], path: ['04,03'] }));
  });

  it('PB-MOVE-16: wrecks × 10 above the road value stop road movement through the hex', () => {
    expect(
      wrecksBlockRoad(buildWorld(scenarioOf({ units: [], params: { roadStacking: 100 } })).params, 10),
    ).toBe(false);
    const spec: MapSpec = {
      lines: [{ kind: 'road', hexes: ['03,03', '04,03', '05,03'] }],
      units: [tank({ id: 't', side: 'allied', hex: '03,03', strength: 5, mode: 'travel' })],
      params: { roadStacking: 100 },
    };
    const clear = moveOk(play(spec, TACTICAL), 't', ['04,03']);
    const roadCost = u(clear, 't').mpMax - u(clear, 't').mp;
    const s = play(spec, TACTICAL);
    hexStateFor(s, loc(s, '04,03')).wrecks = 11; // 110 > 100
    const blocked = moveOk(s, 't', ['04,03']);
    expect(roadCost).toBe(2);
    expect(u(blocked, 't').mpMax - u(blocked, 't').mp).toBe(3); // Clear, tracked, off the road
  });

  it('PB-IMP-35: wrecks never block sight (the App1 wording is read as the road rule, §23 item 5)', () => {
    const s = play({ units: [] }, TACTICAL);
    hexStateFor(s, loc(s, '04,03')).wrecks = 50;
    expect(lineOfSight(s.world, loc(s, '02,03'), loc(s, '06,03'))).toBe(true);
  });
});

describe('Shallow water (PB-IMP-04, PB-IMP-20, PB-DIFF-27)', () => {
  const WADE = ['..........', '..........', '..........', '....w.....', ...Array(4).fill('..........')];

  it('PB-IMP-04, PB-DIFF-27: an Obstacle in Shallow water costs ½ MA (the terrain cost when more)', () => {
    const spec: MapSpec = {
      terrain: WADE,
      features: [{ hex: '04,03', obstacle: true }],
      units: [tank({ id: 't', side: 'allied', hex: '03,03', speed: 30 })],
    };
    const s = moveOk(play(spec, TACTICAL), 't', ['04,03']);
    expect(u(s, 't').mpMax - u(s, 't').mp).toBe(15);
    const pc = moveOk(play(spec), 't', ['04,03']);
    expect(u(pc, 't').mp).toBe(0); // PC-IMP-03: the entire MA
    const slow = moveOk(
      play({ ...spec, units: [tank({ id: 't', side: 'allied', hex: '03,03', speed: 12 })] }, TACTICAL),
      't',
      ['04,03'],
    );
    expect(u(slow, 't').mpMax - u(slow, 't').mp).toBe(8); // Shallow water 8 > ½ of 12
  });

  it('PB-IMP-20, PB-DIFF-27: mines in Shallow water are ½ as effective', () => {
    const spec = (terrain: string[]): MapSpec => ({
      terrain,
      features: [{ hex: '04,03', minefield: 2 }],
      units: [unit({ id: 'i', side: 'allied', hex: '03,03', strength: 600, speed: 20 })],
    });
    const loss = (s: GameState) => 600 - u(s, 'i').strength;
    const wet = loss(moveOk(play(spec(WADE), TACTICAL), 'i', ['04,03']));
    const dry = loss(moveOk(play(spec(Array(8).fill('..........')), TACTICAL), 'i', ['04,03']));
    // 600 × 2 × 3% = 36 on dry ground, 18 in Shallow water (no rounding: whole numbers).
    expect(dry).toBe(36);
    expect(wet).toBe(18);
  });
});

describe('elevated roads and railways (PB-MAP-03, PB-DIFF-21)', () => {
  const LINE = [
    { kind: 'road' as const, elevated: true, hexes: ['02,03', '03,03', '04,03', '05,03', '06,03'] },
  ];

  it('PB-MAP-03: the map text writes and reads "road elevated"', () => {
    const text = formatMapText(
      {
        width: 8,
        height: 4,
        terrain: Array(4).fill('........'),
        lines: [{ kind: 'rail', elevated: true, hexes: ['00,01', '01,01'] }],
      },
      'test',
    );
    expect(text).toMatch(/^rail elevated 00,01 01,01$/m);
    const back = parseMapText(text);
    expect(back.errors).toEqual([]);
    expect(back.map.lines).toEqual([{ kind: 'rail', elevated: true, hexes: ['00,01', '01,01'] }]);
  });

  it('PB-MAP-03 (ours): climbing onto the embankment off the line costs the Embankment hexside cost', () => {
    const spec: MapSpec = { lines: LINE, units: [unit({ id: 'i', side: 'allied', hex: '03,02' })] };
    const s = moveOk(play(spec, TACTICAL), 'i', ['03,03']);
    expect(u(s, 'i').mpMax - u(s, 'i').mp).toBe(4); // Clear 3 + Embankment 1 (foot)
    const along = moveOk(moveOk(play(spec, TACTICAL), 'i', ['03,03']), 'i', ['04,03']);
    expect(u(along, 'i').mpMax - u(along, 'i').mp).toBe(7); // then along the line: Clear 3 only
    const pc = moveOk(play(spec), 'i', ['03,03']);
    expect(u(pc, 'i').mpMax - u(pc, 'i').mp).toBe(3);
  });

  it('PB-MAP-03 (ours): the embankment blocks sight across it; a unit on it sees over it', () => {
    const s = play({ lines: LINE, units: [] }, TACTICAL);
    const w = s.world;
    expect(elevatedHexes(w)).toContain(loc(s, '04,03'));
    // 04,02 and 04,04 straddle the line at 04,03 (same ground, eyes 2 m, embankment 5 m).
    expect(lineOfSight(w, loc(s, '04,01'), loc(s, '04,05'))).toBe(false);
    expect(lineOfSight(w, loc(s, '04,03'), loc(s, '04,06'))).toBe(true);
    const pc = play({ lines: LINE, units: [] });
    expect(lineOfSight(pc.world, loc(pc, '04,01'), loc(pc, '04,05'))).toBe(true);
  });

  it('PB-MAP-03: sight stays symmetric with embankments on the map (property)', () => {
    const s = play({ lines: LINE, units: [] }, TACTICAL);
    const n = s.world.board.size;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), (a, b) => {
        expect(lineOfSight(s.world, a, b)).toBe(lineOfSight(s.world, b, a));
      }),
      { numRuns: 200 },
    );
  });
});

describe('markers with sides (PB-MAP-05, PB-FORT-06, PB-DIFF-17)', () => {
  const far: MapSpec = {
    fogOfWar: true,
    features: [
      { hex: '09,07', minefield: 2, side: 'axis' },
      { hex: '08,07', fortification: 'trench', side: 'axis' },
    ],
    units: [unit({ id: 'a', side: 'allied', hex: '00,00' }), unit({ id: 'x', side: 'axis', hex: '00,07' })],
  };

  it('PB-MAP-05: the map text writes and reads side=SIDE on a features line', () => {
    const map = {
      width: 4,
      height: 2,
      terrain: ['....', '....'],
      features: [{ hex: '01,01', minefield: 2 as const, side: 'axis' as const }],
    };
    const back = parseMapText(formatMapText(map, 'test'));
    expect(back.errors).toEqual([]);
    expect(back.map.features).toEqual(map.features);
    expect(
      parseMapText('[terrain]\n....\n[features]\n01,00 minefield=1 side=nobody\n').errors[0]?.message,
    ).toBe('write side=allied or side=axis');
  });

  it('PB-SPOT-15, PB-MAP-05: a side knows its own markers unseen; the enemy only where it sees', () => {
    const s = play(far, TACTICAL);
    const axis = viewFor(s, 'axis');
    const allied = viewFor(s, 'allied');
    expect(axis.map.minefields.get(loc(s, '09,07'))).toBe(2);
    expect(axis.map.markerSides?.get(loc(s, '09,07'))).toBe('axis');
    expect(allied.map.minefields.has(loc(s, '09,07'))).toBe(false);
    // PC-SPT-12 in the operational game: unseen, even by the side it was placed for.
    const pc = play(far);
    expect(viewFor(pc, 'axis').map.minefields.has(loc(pc, '09,07'))).toBe(false);
  });

  it('PB-FORT-04, PB-FORT-06: a fortification protects the other side as if vacated', () => {
    const spec = (side: 'allied' | 'axis'): MapSpec => ({
      features: [{ hex: '04,03', fortification: 'trench', side }],
      units: [unit({ id: 'a', side: 'allied', hex: '04,03' }), unit({ id: 'x', side: 'axis', hex: '05,03' })],
    });
    const theirs = play(spec('axis'), TACTICAL);
    const ours = play(spec('allied'), TACTICAL);
    const fort = (s: GameState) =>
      computeFire(s, {
        firer: idx(s, 'x'),
        target: idx(s, 'a'),
        indirect: false,
        opportunity: false,
      }).factors.find((f) => f.label.startsWith('Trench'));
    expect(fort(ours)?.label).toBe('Trench');
    expect(fort(theirs)?.label).toBe('Trench (vacated, halved)');
    expect(fort(theirs)!.value).toBe(fort(ours)!.value / 2);
  });

  it("PB-MAP-05: a minefield laid in play belongs to the layer's side", () => {
    const s = play({ units: [unit({ id: 'a', side: 'allied', hex: '04,03' })] }, TACTICAL);
    claimMarkers(s, loc(s, '04,03'), 'allied');
    expect(s.hexes[loc(s, '04,03')]!.markerSide).toBe('allied');
    const pc = play({ units: [unit({ id: 'a', side: 'allied', hex: '04,03' })] });
    claimMarkers(pc, loc(pc, '04,03'), 'allied');
    expect(pc.hexes[loc(pc, '04,03')]?.markerSide).toBeUndefined();
  });
});

describe('Column Movement Orders (PB-MOVE-32, PB-DIFF-07)', () => {
  // A road along row 3 from 00,03 to 09,03; two tanks of one division in 01,03 and 00,03 (joined),
  // one in 05,06 (not joined), one of another division next to them.
  const ROAD = [
    {
      kind: 'road' as const,
      hexes: ['00,03', '01,03', '02,03', '03,03', '04,03', '05,03', '06,03', '07,03', '08,03', '09,03'],
    },
  ];
  const spec: MapSpec = {
    lines: ROAD,
    units: [
      tank({ id: 'lead', side: 'allied', hex: '01,03', speed: 6, strength: 4 }),
      tank({ id: 'tail', side: 'allied', hex: '00,03', speed: 6, strength: 4 }),
      tank({ id: 'far', side: 'allied', hex: '05,06', speed: 6, strength: 4 }),
      tank({ id: 'x', side: 'axis', hex: '09,07', strength: 4 }),
    ],
  };

  it('PB-MOVE-32: the joined units of the division switch to Travel Mode and move toward the hex, lead first', () => {
    const s0 = play(spec, TACTICAL);
    const r = ok(apply(s0, { type: 'column', unit: 'lead', to: '09,03' }));
    const s = r.state;
    for (const id of ['lead', 'tail']) expect(u(s, id).mode).toBe('travel');
    expect(u(s, 'far').loc).toBe(loc(s, '05,06')); // not joined to the column
    // Road cost 2 for tracked: 6 MP = 3 hexes each.
    expect(u(s, 'lead').loc).toBe(loc(s, '04,03'));
    expect(u(s, 'tail').loc).toBe(loc(s, '03,03'));
    expect(s.columns).toEqual([
      { side: 'allied', units: [idx(s, 'tail'), idx(s, 'lead')], dest: loc(s, '09,03'), since: 1 },
    ]);
  });

  it("PB-MOVE-32: the order goes on at the start of the side's next turns, then ends at the hex", () => {
    let s = ok(apply(play(spec, TACTICAL), { type: 'column', unit: 'lead', to: '09,03' })).state;
    s = ok(apply(s, { type: 'endTurn' })).state; // Axis
    expect(u(s, 'lead').loc).toBe(loc(s, '04,03'));
    s = ok(apply(s, { type: 'endTurn' })).state; // Allied turn 2: the column goes on
    expect(u(s, 'lead').loc).toBe(loc(s, '07,03'));
    expect(u(s, 'tail').loc).toBe(loc(s, '06,03'));
    s = ok(apply(s, { type: 'endTurn' })).state;
    s = ok(apply(s, { type: 'endTurn' })).state; // turn 3: both arrive (the lead first)
    expect(u(s, 'lead').loc).toBe(loc(s, '09,03'));
    expect(u(s, 'tail').loc).toBe(loc(s, '09,03'));
    expect(s.columns).toBeUndefined();
  });

  it('PB-MOVE-32: only its own side sees the order; the player may cancel it', () => {
    const s = ok(apply(play(spec, TACTICAL), { type: 'column', unit: 'lead', to: '09,03' })).state;
    expect(viewFor(s, 'allied').columns?.[0]?.dest).toBe(loc(s, '09,03'));
    expect(viewFor(s, 'axis').columns).toBeUndefined();
    const c = ok(apply(s, { type: 'cancelColumn', unit: 'tail' })).state;
    expect(c.columns).toBeUndefined();
    expect(refused(apply(c, { type: 'cancelColumn', unit: 'tail' })).rule).toBe('PB-MOVE-32');
  });

  it('PC-AI-04: in the operational game the same order is an Immediate A/I order, carried out at once and not kept', () => {
    const r = ok(apply(play(spec), { type: 'column', unit: 'lead', to: '09,03' }));
    let s = r.state;
    for (const id of ['lead', 'tail']) expect(u(s, id).mode).toBe('travel');
    const moved = u(s, 'lead').loc;
    expect(s.world.board.distance(moved, loc(s, '09,03'))).toBeLessThan(8);
    expect(u(s, 'far').loc).toBe(loc(s, '05,06'));
    expect(s.columns).toBeUndefined();
    expect(r.events.some((e) => 'rule' in e && e.rule === 'PC-AI-04')).toBe(true);
    s = ok(apply(s, { type: 'endTurn' })).state;
    s = ok(apply(s, { type: 'endTurn' })).state; // next Allied turn: nothing goes on by itself
    expect(u(s, 'lead').loc).toBe(moved);
  });

  it('PB-MOVE-32: refused for a hex off the map, naming the rule', () => {
    expect(refused(apply(play(spec, TACTICAL), { type: 'column', unit: 'lead', to: '99,99' })).code).toBe(
      'NO_SUCH_HEX',
    );
  });

  it('PB-MOVE-32, PB-MOVE-16: a road closed by wrecks is gone round, off the road', () => {
    const s0 = play(spec, TACTICAL);
    hexStateFor(s0, loc(s0, '02,03')).wrecks = 200; // far beyond the road value: road closed
    const s = ok(apply(s0, { type: 'column', unit: 'lead', to: '09,03' })).state;
    expect(u(s, 'lead').loc).not.toBe(loc(s, '04,03')); // cannot use the road through 02,03
    expect(s.columns?.length).toBe(1);
  });
});

describe('the A/I and the client with column orders (PB-MOVE-32)', () => {
  const ROAD = [{ kind: 'road' as const, hexes: Array.from({ length: 10 }, (_, c) => `0${c},03`) }];
  const spec: MapSpec = {
    lines: ROAD,
    units: [
      tank({
        id: 'r',
        side: 'allied',
        hex: '00,03',
        speed: 6,
        strength: 4,
        arrives: { turn: 1, hex: '00,03' },
      }),
      tank({ id: 'x', side: 'axis', hex: '09,07', strength: 4 }),
    ],
  };

  it('PB-MOVE-32: a reinforcement with a long march is sent in column to a hex short of the enemy, and the engine takes it', () => {
    const s = play(spec, TACTICAL);
    const view = viewFor(s, 'allied');
    const steps = Array.from({ length: s.world.board.size }, (_, l) =>
      s.world.board.distance(l, loc(s, '09,07')),
    );
    const col = columnFor(
      view,
      view.own.find((o) => o.def.id === 'r')!,
      engineRules(s.world),
      steps,
      loc(s, '09,03'),
      1,
    );
    expect(col).not.toBeNull();
    expect(steps[loc(s, col!.to)]!).toBeGreaterThan(3); // safeSteps 1 + 2
    const after = ok(apply(s, { type: 'column', ...col! })).state;
    expect(after.columns?.length).toBe(1);
    // Not for a unit already in a column, and never under the operational rules.
    expect(
      columnFor(
        viewFor(after, 'allied'),
        viewFor(after, 'allied').own.find((o) => o.def.id === 'r')!,
        engineRules(after.world),
        steps,
        loc(s, '09,03'),
        1,
      ),
    ).toBeNull();
    const pc = play(spec);
    const pv = viewFor(pc, 'allied');
    expect(
      columnFor(
        pv,
        pv.own.find((o) => o.def.id === 'r')!,
        engineRules(pc.world),
        steps,
        loc(pc, '09,03'),
        1,
      ),
    ).toBeNull();
  });

  it("PB-MOVE-32: the hex info shows a unit's column order to its own side", () => {
    const s = ok(apply(play(spec, TACTICAL), { type: 'column', unit: 'r', to: '08,03' })).state;
    const view = viewFor(s, 'allied');
    const lines = hexInfoLines(view, u(s, 'r').loc, []).map((l) => l.text);
    expect(lines.some((l) => l.includes('column to 08,03'))).toBe(true);
  });
});

describe('the tactical scenarios and their map data', () => {
  it('villers-bocage has Hedge Rows (PB-IMP-30), never across a road, and the PB values', () => {
    const w = buildWorld(loadBundledScenario('villers-bocage'));
    expect(w.params.variant.map.hedgeVehicleDefense).toBe(0.5);
    expect(w.params.variant.map.wreckChance).toBe(0.5);
    const hedges = [...w.edges].filter((b) => b & SIDE.hedgerow);
    expect(hedges.length).toBeGreaterThan(50);
    expect(hedges.every((b) => (b & (ROAD_BITS | SIDE.rail)) === 0)).toBe(true);
    expect(buildWorld(loadBundledScenario('crusader')).params.variant.map.hedgeVehicleDefense).toBe(1);
  });
});
