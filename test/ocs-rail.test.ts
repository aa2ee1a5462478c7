// OCS movement module, rail movement (OCS-MOV-40..49): worked example A-2, the 23rd Durham from
// Beirut by Aley to Zahle, and the Rayak ZOC case, on a hand-made map of the Beirut-Rayak line.
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { OcsScenarioData, Scenario, UnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { railCost } from '../src/engine/systems/panzer/modules/ocs/rail.js';
import { buildWorld, WorldError } from '../src/engine/systems/panzer/world.js';
import { checkScenarioValue } from '../src/scenario/load.js';
import { ok, refused, scenarioOf, u, unit } from './fixtures/movement.js';

// Row 3: Beirut (port, 01,03), Aley (04,03), Zahle (08,03), Rayak (11,03); Vichy troops at 12,03
// put Rayak in their ZOC. The railway is also drawn as a map line, so ordinary movement follows it
// as a road (OCS-MOV-29).
const TERRAIN = [
  '..............',
  '..............',
  '..............',
  '.t..v...v..v..',
  '..............',
  '..............',
];
const ROW3 = Array.from({ length: 13 }, (_, c) => `${String(c + 1).padStart(2, '0')},03`);
const STATIONS = [
  { hex: '01,03', name: 'Beirut', side: 'allied' as const },
  { hex: '04,03', name: 'Aley' },
  { hex: '08,03', name: 'Zahle' },
  { hex: '11,03', name: 'Rayak' },
];
const OCS = (double = false): OcsScenarioData => ({
  stations: STATIONS,
  railLines: [{ name: 'Beirut-Rayak', gauge: 'standard', double, hexes: ROW3 }],
  railCapacity: { allied: 1, axis: 1 },
});

const durham = (id = 'durham', hex = '02,03'): UnitSetup =>
  unit({ id, side: 'allied', name: id === 'durham' ? '23rd Durham' : id, hex, size: 'battalion' });

function lebanon(extra: UnitSetup[] = [], double = false): GameState {
  const units = [
    durham(),
    unit({ id: 'zahle-garrison', side: 'allied', name: 'Zahle garrison', hex: '08,03' }),
    unit({ id: 'vichy', side: 'axis', name: 'Vichy battalion', hex: '12,03' }),
    ...extra,
  ];
  const scn: Scenario = {
    // Fog of war off: the Commonwealth knows where the Vichy troops are, as in the example.
    ...scenarioOf({ terrain: TERRAIN, units, lines: [{ kind: 'rail', hexes: ROW3 }], fogOfWar: false }),
    modules: ['ocs'],
    ocs: OCS(double),
  };
  return newGame(scn, 3).state;
}

const zahle = ['05,03', '06,03', '07,03', '08,03'];

describe('worked example A-2: the 23rd Durham, Beirut -> Aley -> Zahle', () => {
  it('OCS-MOV-21/43/46/47: Move mode, to Aley by the railway road, entrain, detrain at Zahle, 1/2 RE used', () => {
    let s = lebanon();
    expect(u(s, 'durham').ocsMode ?? 'combat').toBe('combat');
    s = ok(apply(s, { type: 'mode', unit: 'durham', mode: 'move' })).state;
    s = ok(apply(s, { type: 'move', units: ['durham'], path: ['03,03', '04,03'] })).state;
    // 2 + 2 MP along the railway (OCS-MOV-29/30): less than half of 9.
    expect(u(s, 'durham').mp).toBe(5);
    const r = ok(apply(s, { type: 'railMove', unit: 'durham', path: zahle }));
    expect(u(r.state, 'durham')).toMatchObject({ loc: r.state.world.board.parse('08,03'), mp: 0 });
    expect(r.state.ocs!.railUsed.allied).toBe(0.5);
    // OCS-MOV-46: no further movement this phase.
    expect(apply(r.state, { type: 'move', units: ['durham'], path: ['08,02'] }).ok).toBe(false);
  });

  it('OCS-MOV-44/46/41: it could not go to Rayak, which lies in an enemy ZOC', () => {
    let s = lebanon();
    s = ok(apply(s, { type: 'mode', unit: 'durham', mode: 'move' })).state;
    s = ok(apply(s, { type: 'move', units: ['durham'], path: ['03,03', '04,03'] })).state;
    const e = refused(
      apply(s, { type: 'railMove', unit: 'durham', path: [...zahle, '09,03', '10,03', '11,03'] }),
    );
    expect(e.rule).toBe('OCS-MOV-41');
    expect(e.message).toMatch(/Rayak is in an enemy zone of control/);
  });

  it('OCS-MOV-41: a friendly unit does not negate the ZOC for rail movement', () => {
    let s = lebanon([unit({ id: 'rayak-post', side: 'allied', hex: '11,03' })]);
    s = ok(apply(s, { type: 'mode', unit: 'durham', mode: 'move' })).state;
    s = ok(apply(s, { type: 'move', units: ['durham'], path: ['03,03', '04,03'] })).state;
    expect(
      refused(apply(s, { type: 'railMove', unit: 'durham', path: [...zahle, '09,03', '10,03', '11,03'] }))
        .rule,
    ).toBe('OCS-MOV-41');
  });

  it('OCS-MOV-48/49: on a double line the battalion uses 1/4 of the capacity', () => {
    expect(railCost(0.5, false, 0.5)).toBe(0.5);
    expect(railCost(0.5, true, 0.5)).toBe(0.25);
    let s = lebanon([], true);
    s = ok(apply(s, { type: 'mode', unit: 'durham', mode: 'move' })).state;
    s = ok(apply(s, { type: 'move', units: ['durham'], path: ['03,03', '04,03'] })).state;
    expect(ok(apply(s, { type: 'railMove', unit: 'durham', path: zahle })).state.ocs!.railUsed.allied).toBe(
      0.25,
    );
  });
});

describe('OCS-MOV-42..47 entraining, detraining and capacity', () => {
  it('OCS-MOV-43: a unit in Combat mode may not entrain', () => {
    const s = lebanon([durham('d2', '04,03')]);
    expect(refused(apply(s, { type: 'railMove', unit: 'd2', path: zahle })).rule).toBe('OCS-MOV-43');
  });

  it('OCS-MOV-43: exactly half the MA spent is allowed, more is not', () => {
    let s = lebanon([durham('d2', '03,03')]);
    s = ok(apply(s, { type: 'mode', unit: 'd2', mode: 'move' })).state;
    // 03,03 -> 04,03 by rail-road costs 2 of 9: fine; spending 5 is not.
    const st = u(s, 'd2');
    const fresh = ok(apply(s, { type: 'move', units: ['d2'], path: ['04,03'] })).state;
    expect(apply(fresh, { type: 'railMove', unit: 'd2', path: zahle }).ok).toBe(true);
    u(fresh, 'd2').mp = st.mpMax - 4.5;
    expect(apply(fresh, { type: 'railMove', unit: 'd2', path: zahle }).ok).toBe(true);
    u(fresh, 'd2').mp = st.mpMax - 5;
    expect(refused(apply(fresh, { type: 'railMove', unit: 'd2', path: zahle })).rule).toBe('OCS-MOV-43');
  });

  it('OCS-MOV-46: the unit must detrain at a station', () => {
    let s = lebanon([durham('d2', '04,03')]);
    s = ok(apply(s, { type: 'mode', unit: 'd2', mode: 'move' })).state;
    expect(refused(apply(s, { type: 'railMove', unit: 'd2', path: ['05,03', '06,03'] })).rule).toBe(
      'OCS-MOV-46',
    );
  });

  it('OCS-MOV-47: with capacity 1, two battalions go by rail and the third is refused', () => {
    let s = lebanon([durham('d2', '04,03'), durham('d3', '04,03'), durham('d4', '04,03')]);
    for (const id of ['d2', 'd3', 'd4']) s = ok(apply(s, { type: 'mode', unit: id, mode: 'move' })).state;
    s = ok(apply(s, { type: 'railMove', unit: 'd2', path: zahle })).state;
    s = ok(apply(s, { type: 'railMove', unit: 'd3', path: zahle })).state;
    const e = refused(apply(s, { type: 'railMove', unit: 'd4', path: zahle }));
    expect(e.rule).toBe('OCS-MOV-47');
    expect(e.message).toMatch(/Rail capacity is 1 RE this turn and 1 is used; d4 needs 0.5/);
  });

  it('OCS-MOV-45 / OCS-MOV-D-08: a line of another gauge cannot be used', () => {
    const units = [
      durham('d2', '04,03'),
      unit({ id: 'g', side: 'allied', hex: '08,03' }),
      unit({ id: 'x', side: 'axis', hex: '12,05' }),
    ];
    const scn: Scenario = {
      ...scenarioOf({ terrain: TERRAIN, units }),
      modules: ['ocs'],
      ocs: {
        stations: STATIONS.slice(0, 3),
        railLines: [
          { gauge: 'standard', hexes: ['01,03', '02,03', '03,03', '04,03', '05,03', '06,03'] },
          { gauge: 'narrow', hexes: ['06,03', '07,03', '08,03'] },
        ],
      },
    };
    let s = newGame(scn, 1).state;
    s = ok(apply(s, { type: 'mode', unit: 'd2', mode: 'move' })).state;
    expect(refused(apply(s, { type: 'railMove', unit: 'd2', path: zahle })).rule).toBe('OCS-MOV-45');
  });

  it('without the module a rail move is refused, naming the module', () => {
    const s = newGame(scenarioOf({ terrain: TERRAIN, units: [durham()] }), 1).state;
    expect(refused(apply(s, { type: 'railMove', unit: 'durham', path: zahle })).message).toMatch(
      /OCS movement module/,
    );
  });
});

describe('OCS scenario data', () => {
  it('a scenario that selects the module without stations or gauges is a scenario error naming the field', () => {
    const scn: Scenario = { ...scenarioOf({ units: [durham()] }), modules: ['ocs'] };
    const bad = checkScenarioValue(scn, 's.json');
    expect(bad.issues.find((i) => i.path === 'ocs')?.message).toMatch(
      /stations and rail lines with their gauges/,
    );
    expect(() => buildWorld(scn)).toThrow(WorldError);
    const empty = checkScenarioValue({ ...scn, ocs: { stations: [], railLines: [] } }, 's.json');
    expect(empty.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['ocs.stations', 'ocs.railLines']),
    );
    const offLine = checkScenarioValue(
      {
        ...scn,
        ocs: { stations: [{ hex: '05,05' }], railLines: [{ gauge: 'std', hexes: ['01,01', '03,01'] }] },
      },
      's.json',
    );
    expect(offLine.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['ocs.railLines[0].hexes[1]', 'ocs.stations[0].hex']),
    );
  });
});
