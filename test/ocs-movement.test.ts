// OCS movement module, Movement Segment (OCS-MOV-21..34): the mode arithmetic, the minimum move,
// reciprocity, road following and the highest-cost terrain; and the module off changes nothing.
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { Scenario } from '../src/engine/systems/panzer/model/index.js';
import { defaultOcsParams } from '../src/engine/systems/panzer/modules/ocs/params.js';
import {
  allowanceFactors,
  ocsAllowance,
  ocsAllowanceOf,
} from '../src/engine/systems/panzer/modules/ocs/modes.js';
import { highestTerrainCost, ocsStep } from '../src/engine/systems/panzer/modules/ocs/movecost.js';
import { SIDE } from '../src/engine/systems/panzer/model/terrain.js';
import {
  BLANK,
  game,
  idx,
  ok,
  refused,
  scenarioOf,
  tank,
  truck,
  u,
  unit,
  type MapSpec,
} from './fixtures/movement.js';

/** The blank 10x8 map with `ch` painted at column `col` of row `row` (and at `col2`). */
const paint = (row: number, ch: string, col: number, col2 = col): string[] =>
  BLANK.map((r, i) => (i === row ? [...r].map((c, k) => (k === col || k === col2 ? ch : c)).join('') : r));

const OCS = { stations: [{ hex: '00,00' }], railLines: [{ gauge: 'std', hexes: ['00,00', '01,00'] }] };
const far = unit({ id: 'far', side: 'axis', hex: '09,07' });
const ocsGame = (spec: MapSpec) => {
  const scn: Scenario = {
    ...scenarioOf({ ...spec, units: [...spec.units, far] }),
    modules: ['ocs'],
    ocs: OCS,
  };
  return newGame(scn, 1).state;
};

describe('OCS-MOV-25 / OCS-MOV-D-05 modes and allowances: factors multiply, then round down', () => {
  const p = defaultOcsParams();
  const ma = (move: number, mode: Parameters<typeof allowanceFactors>[0], dg = false, vehicle = false) =>
    ocsAllowance(move, allowanceFactors(mode, dg, vehicle, p));
  it.each([
    // [Move-mode MA, mode, DG, vehicle, allowance]
    [9, 'move', false, false, 9],
    [9, 'combat', false, false, 9],
    [15, 'combat', false, true, 7], // vehicles: Combat = 1/2 of Move (OCS-MOV-NS-06), 7.5 -> 7
    [9, 'strategic', false, false, 18], // x2
    [9, 'reserve', false, false, 4], // x1/2, 4.5 -> 4
    [15, 'reserve', false, true, 3], // 15 x 1/2 x 1/2 = 3.75 -> 3
    [9, 'move', true, false, 4], // DG x1/2
    [9, 'reserve', true, false, 2], // the quarter: 9 x 1/4 = 2.25 -> 2
    [9, 'strategic', true, false, 9], // 9 x 2 x 1/2 = 9, not 8 (rounded once, at the end)
  ] as const)('Move MA %i, %s mode, DG %s, vehicle %s: %i', (move, mode, dg, vehicle, want) => {
    expect(ma(move, mode, dg, vehicle)).toBe(want);
  });

  it("OCS-MOV-21: a mode change sets the new allowance, only at the start of the unit's movement", () => {
    let s = ocsGame({ units: [truck({ id: 'tr', side: 'allied', hex: '01,02' })] });
    expect(u(s, 'tr').mpMax).toBe(9); // Combat mode: 18 x 1/2
    s = ok(apply(s, { type: 'mode', unit: 'tr', mode: 'strategic' })).state;
    expect(u(s, 'tr')).toMatchObject({ ocsMode: 'strategic', mode: 'travel', mpMax: 36, mp: 36 });
    s = ok(apply(s, { type: 'move', units: ['tr'], path: ['02,02'] })).state;
    const e = refused(apply(s, { type: 'mode', unit: 'tr', mode: 'move' }));
    expect(e.rule).toBe('OCS-MOV-21');
    expect(refused(apply(s, { type: 'mode', unit: 'tr', mode: 'travel' })).rule).toBe('OCS-MOV-25');
  });

  it('OCS-MOV-25: the allowance hook gives DG (Disrupted) units half at the start of the turn', () => {
    const s = ocsGame({ units: [unit({ id: 'i', side: 'allied', hex: '01,02' })] });
    u(s, 'i').cohesion = 'disrupted';
    expect(ocsAllowanceOf(s, idx(s, 'i'))).toBe(4);
  });
});

describe('OCS-MOV-26 / OCS-MOV-D-04 the minimum move', () => {
  const weak = (terrain?: string[]) => {
    const s = ocsGame({
      units: [unit({ id: 'i', side: 'allied', hex: '01,02' })],
      ...(terrain ? { terrain } : {}),
    });
    const st = u(s, 'i');
    st.ocsMode = 'reserve';
    st.cohesion = 'disrupted';
    st.mpMax = st.mp = ocsAllowanceOf(s, idx(s, 'i')); // 9 x 1/4 -> 2, and Clear costs 3
    return s;
  };
  it('a unit that has not moved may always move one hex, for all its MP', () => {
    const s = weak();
    expect(u(s, 'i').mp).toBe(2);
    const r = ok(apply(s, { type: 'move', units: ['i'], path: ['02,02'] }));
    expect(u(r.state, 'i').mp).toBe(0);
    expect(apply(r.state, { type: 'move', units: ['i'], path: ['03,02'] }).ok).toBe(false);
  });
  it('not two hexes, and not after it has moved', () => {
    expect(apply(weak(), { type: 'move', units: ['i'], path: ['02,02', '03,02'] }).ok).toBe(false);
  });
  it('never into prohibited terrain', () => {
    const s2 = weak(paint(2, '~', 2));
    expect(refused(apply(s2, { type: 'move', units: ['i'], path: ['02,02'] })).code).toBe('IMPASSABLE');
  });
  it('params.ocs.minimumMove = false makes the allowance strict', () => {
    const scn: Scenario = {
      ...scenarioOf({ units: [unit({ id: 'i', side: 'allied', hex: '01,02' }), far] }),
      modules: ['ocs'],
      ocs: OCS,
      params: { ocs: { minimumMove: false } },
    };
    const s = newGame(scn, 1).state;
    u(s, 'i').mp = u(s, 'i').mpMax = 2;
    expect(refused(apply(s, { type: 'move', units: ['i'], path: ['02,02'] })).code).toBe('NOT_ENOUGH_MP');
  });
});

describe('OCS-MOV-28..34 reciprocity, roads, hexsides and the highest-cost terrain', () => {
  // Marsh: motorized -1 (prohibited) in the default chart.
  const marsh = paint(2, 'm', 1);
  it('OCS-MOV-28: a truck standing in a marsh may not leave it into Clear across a hexside with no road', () => {
    const s = ocsGame({ terrain: marsh, units: [truck({ id: 'tr', side: 'allied', hex: '01,02' })] });
    const e = refused(apply(s, { type: 'move', units: ['tr'], path: ['02,02'] }));
    expect(e.rule).toBe('OCS-MOV-28');
    expect(e.message).toMatch(/could not move back into Marsh/);
  });
  it('OCS-MOV-28/30: along a road it may, both ways', () => {
    const s = ocsGame({
      terrain: marsh,
      lines: [{ kind: 'road', hexes: ['01,02', '02,02'] }],
      units: [truck({ id: 'tr', side: 'allied', hex: '01,02' })],
    });
    const r = ok(apply(s, { type: 'move', units: ['tr'], path: ['02,02', '01,02'] }));
    expect(u(r.state, 'tr').mp).toBe(9 - 2 - 2);
  });
  it('OCS-MOV-29/30/31/32/34: the step cost, by the worked formula', () => {
    const s = game({
      units: [unit({ id: 'i', side: 'allied', hex: '01,01' })],
      terrain: paint(1, 'f', 1, 2),
    });
    const w = s.world;
    const a = w.board.parse('01,01')!;
    const b = w.board.parse('02,01')!;
    const e = w.board.edgeBetween(a, b);
    const edges = (bits: number) => {
      const x = w.edges.slice();
      x[e] = bits;
      return x;
    };
    const cost = (bits: number, cls: 'foot' | 'motorized' = 'foot') =>
      ocsStep(w, edges(bits), cls, cls !== 'foot', a, b);
    expect(cost(0)).toMatchObject({ ok: true, cost: 4, road: false }); // Forest
    expect(cost(SIDE.stream)).toMatchObject({ ok: true, cost: 4 + 2 }); // hexside added (OCS-MOV-31)
    expect(cost(SIDE.stream | SIDE.gully)).toMatchObject({ ok: true, cost: 4 + 2 + 1 }); // summed (OCS-MOV-D-07)
    expect(cost(SIDE.river)).toMatchObject({ ok: false, why: 'hexside' });
    expect(cost(SIDE.river | SIDE.bridgeMedium)).toMatchObject({ ok: true, cost: 4 }); // OCS-MOV-32
    expect(cost(SIDE.road | SIDE.stream)).toMatchObject({ ok: true, cost: 2, road: true }); // OCS-MOV-30
    expect(cost(SIDE.road | SIDE.river | SIDE.bridgeLight | SIDE.bridgeDamaged)).toMatchObject({ ok: false });
    expect(cost(SIDE.rail)).toMatchObject({ ok: true, cost: 2, road: true }); // OCS-MOV-29: a railway is a road
    expect(cost(SIDE.road | SIDE.primaryRoad, 'motorized')).toMatchObject({ ok: true, cost: 1 }); // cheapest grade (D-06)
    expect(highestTerrainCost([3, 4, 2])).toBe(4); // OCS-MOV-33
    expect(highestTerrainCost([3, -1])).toBe(-1);
  });
});

describe('the module off: the panzer rules as they were', () => {
  it('the same orders cost panzer MP, panzer modes only, and OCS orders are refused', () => {
    const s = game({ units: [tank({ id: 'tk', side: 'allied', hex: '01,02' }), far] });
    expect(s.world.hooks.stepCost).toBe(s.world.hooks.stepCost);
    expect(u(s, 'tk').mpMax).toBe(15);
    expect(u(ok(apply(s, { type: 'move', units: ['tk'], path: ['02,02'] })).state, 'tk').mp).toBe(15 - 3);
    expect(refused(apply(s, { type: 'mode', unit: 'tk', mode: 'strategic' })).code).toBe('BAD_COMMAND');
    expect(s.ocs).toBeUndefined();
  });
});
