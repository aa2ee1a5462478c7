// A small Red Strike test map (12 x 8) and helpers to set up situations. NATO holds columns 0-5,
// the WP columns 6-11 (the IGB between 05 and 06). A road runs along row 3, a railway along row 5,
// a river hexside east of 03,01 and a major river east of 03,06; 05,00 is woods, 07,03 a city.

import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState, Step } from '../src/engine/systems/red-strike/model.js';
import { scenarioSchema, type RsScenario, type UnitDef } from '../src/engine/systems/red-strike/scenario.js';

const W = 12;
const H = 8;
const hx = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;

export const HEX = hx;

function terrainRows(): string[] {
  const rows: string[] = [];
  for (let r = 0; r < H; r++) {
    let row = '';
    for (let c = 0; c < W; c++) row += c === 5 && r === 0 ? 'f' : c === 7 && r === 3 ? 'c' : '.';
    rows.push(row);
  }
  return rows;
}

export function unit(
  id: string,
  side: 'nato' | 'wp',
  cls: UnitDef['class'],
  hex: string | undefined,
  extra: Partial<UnitDef> = {},
): UnitDef {
  const assault = cls === 'armour' || cls === 'infantry';
  return {
    id,
    side,
    nation: side === 'nato' ? 'US' : 'USSR',
    name: id,
    subtype:
      cls === 'armour' ? 'armored' : cls === 'infantry' ? 'infantry' : cls === 'hq' ? 'hq' : 'artillery',
    class: cls,
    size: cls === 'hq' ? 'hq' : 'bde',
    cs: assault ? 4 : cls === 'hq' ? 1 : 0,
    ...(assault ? { csReduced: 2 } : {}),
    ...(cls === 'support' || cls === 'lrmu' ? { ds: 1 } : {}),
    ma: cls === 'infantry' ? 6 : 8,
    ...(cls === 'hq' ? { level: side === 'nato' ? 'corps' : 'army' } : {}),
    ...(hex !== undefined ? { hex } : {}),
    ...extra,
  } as UnitDef;
}

export function scenario(units: UnitDef[], over: Partial<RsScenario> = {}): RsScenario {
  const raw = {
    system: 'red-strike',
    id: 'rs-test',
    version: 1,
    title: 'Red Strike test',
    description: 'test map',
    turns: 2,
    initiative: 'wp',
    sp: { nato: 100, wp: 100 },
    spIncome: { nato: 10, wp: 10 },
    railCapacity: { nato: 6, wp: 6 },
    map: {
      width: W,
      height: H,
      terrain: terrainRows(),
      territory: Array.from({ length: H }, () => 'NNNNNNWWWWWW'),
      hexsides: [
        { hex: hx(3, 1), dir: 'E', kind: 'river' },
        { hex: hx(3, 6), dir: 'E', kind: 'majorRiver' },
      ],
      roads: [Array.from({ length: W }, (_, c) => hx(c, 3))],
      rails: [Array.from({ length: W }, (_, c) => hx(c, 5))],
      supply: [
        { hex: hx(0, 1), side: 'nato' },
        { hex: hx(0, 6), side: 'nato' },
        { hex: hx(11, 1), side: 'wp' },
        { hex: hx(11, 6), side: 'wp' },
      ],
      ports: [],
      cities: [{ hex: hx(7, 3), name: 'Eisenach' }],
    },
    units,
    victory: { objectives: [], levels: { marginal: 1, tactical: 5, strategic: 10 } },
  };
  return scenarioSchema.parse({ ...raw, ...over });
}

export function game(units: UnitDef[], over: Partial<RsScenario> = {}): RsState {
  return newGame(scenario(units, over), 'seed').state;
}

/** The same state with another step (tests jump to the phase they exercise). */
export function at(s: RsState, step: Step): RsState {
  return { ...s, step, attackedHexes: step.kind === 'combat' ? [] : s.attackedHexes };
}

export function idx(s: RsState, id: string): number {
  return s.world.byId.get(id)!;
}

export function loc(s: RsState, label: string): number {
  return s.world.map.board.parse(label)!;
}
