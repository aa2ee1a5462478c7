// A small sea-and-land map for the naval war tests (issue 17). 12 x 8: row 0 open water, row 1
// coastal water, rows 2-7 land (NATO columns 0-5, WP 6-11). Ports: Kiel-like 03,02 (NATO) and
// Rostock-like 08,02 (WP). Sea zones: "A" (west, columns 0-5 of rows 0-1) and "B" (east, the
// Baltic). A canal hex 02,02 (RS-MAP-9); holding boxes "arctic" (NATO, SSBN haven, edge 00,00)
// and "east" (WP, edge 11,00).

import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState, Step } from '../src/engine/systems/red-strike/model.js';
import type { NavalUnitDef } from '../src/engine/systems/red-strike/naval/scenario.js';
import { scenarioSchema, type UnitDef } from '../src/engine/systems/red-strike/scenario.js';
import { unit } from './red-strike-fixtures.js';

export const hx = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;

export function ship(
  id: string,
  side: 'nato' | 'wp',
  cls: NavalUnitDef['class'],
  hex: string | undefined,
  extra: Partial<NavalUnitDef> = {},
): NavalUnitDef {
  return {
    id,
    side,
    nation: side === 'nato' ? 'US' : 'USSR',
    name: id,
    class: cls,
    aa: 3,
    b: 4,
    as: 6,
    asRange: 0,
    asShots: 2,
    ss: 0,
    ecm: 2,
    hits: 3,
    ma: 30,
    ...(hex !== undefined ? { hex } : {}),
    ...extra,
  } as NavalUnitDef;
}

export interface NavalFixture {
  readonly ships: NavalUnitDef[];
  readonly units?: UnitDef[];
  readonly options?: string[];
  readonly mines?: { a?: number; b?: number };
  readonly naval?: Record<string, unknown>;
}

export function navalScenario(f: NavalFixture) {
  const W = 12;
  const H = 8;
  const terrain = Array.from({ length: H }, (_, r) =>
    r === 0 ? '='.repeat(W) : r === 1 ? '~'.repeat(W) : r === 4 ? '....f.......' : '.'.repeat(W),
  );
  const territory = Array.from({ length: H }, (_, r) => (r <= 1 ? '~'.repeat(W) : 'NNNNNNWWWWWW'));
  const raw = {
    system: 'red-strike',
    id: 'rs-naval-test',
    version: 1,
    title: 'Naval test',
    description: 'test map with sea',
    turns: 3,
    initiative: 'nato',
    sp: { nato: 20, wp: 20 },
    spIncome: { nato: 0, wp: 0 },
    railCapacity: { nato: 0, wp: 0 },
    map: {
      width: W,
      height: H,
      terrain,
      territory,
      supply: [
        { hex: hx(0, 6), side: 'nato' },
        { hex: hx(11, 6), side: 'wp' },
      ],
      ports: [
        { hex: hx(3, 2), name: 'Kiel' },
        { hex: hx(8, 2), name: 'Rostock' },
      ],
      cities: [],
    },
    units: f.units ?? [unit('n1', 'nato', 'armour', hx(1, 6)), unit('w1', 'wp', 'armour', hx(10, 6))],
    victory: { objectives: [], levels: { marginal: 1, tactical: 5, strategic: 10 } },
    options: f.options ?? ['naval', 'holding-boxes'],
    extended: {
      naval: {
        units: f.ships,
        seaZoneRows: ['AAAAAABBBBBB', 'AAAAAABBBBBB'],
        seaZones: [
          { id: 'north', name: 'North Sea', letter: 'A', mines: f.mines?.a ?? 0 },
          { id: 'baltic', name: 'Baltic', letter: 'B', mines: f.mines?.b ?? 0, baltic: true },
        ],
        holdingBoxes: [
          { id: 'arctic', name: 'Arctic', side: 'nato', edge: [hx(0, 0)], mp: 5, ssbnHaven: true },
          { id: 'east', name: 'East', side: 'wp', edge: [hx(11, 0)], mp: 5 },
        ],
        canal: [hx(2, 2)],
        amphibiousTransport: { perGt: { nato: 2, wp: 2 }, game: { nato: 6, wp: 6 } },
        ...f.naval,
      },
    },
  };
  return scenarioSchema.parse(raw);
}

export function navalGame(f: NavalFixture): RsState {
  return newGame(navalScenario(f), 'seed').state;
}

/** The state at a movement segment of stage 1 with `n` activations each. */
export function atMove(
  s: RsState,
  side: 'nato' | 'wp',
  segment: 0 | 1 = 0,
  activations = 5,
  stage: 1 | 2 | 3 = 1,
): RsState {
  const step: Step = { kind: 'move', stage, segment, side };
  const n = { ...s, step, ext: structuredClone(s.ext) };
  n.ext.naval!.activations = { nato: activations, wp: activations };
  return n;
}

export function ni(s: RsState, id: string): number {
  return s.world.scenario.extended!.naval!.units.findIndex((d) => d.id === id);
}

export function nu(s: RsState, id: string) {
  return s.ext.naval!.units[ni(s, id)]!;
}

export function at(s: RsState, label: string): number {
  return s.world.map.board.parse(label)!;
}
