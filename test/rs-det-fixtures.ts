// A Red Strike test map with sea for detection and special forces (issue 17): 24 x 8 hexes, rows
// 0-3 land (NATO columns 0-11, WP columns 12-23), row 4 coastal water, rows 5-7 open water with an
// island at 06,06. A port and city at 01,04 (Bremerhaven), a coastal city at 20,04 (Rostock),
// woods at 13,02. Air bases nb (01,01) and wb (22,01); air and naval units of both sides.

import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { scenarioSchema, type RsScenario } from '../src/engine/systems/red-strike/scenario.js';
import { unit } from './red-strike-fixtures.js';

const W = 24;
const H = 8;
export const hx = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;

function rows(): { terrain: string[]; territory: string[] } {
  const terrain: string[] = [];
  const territory: string[] = [];
  for (let r = 0; r < H; r++) {
    let t = '';
    let o = '';
    for (let c = 0; c < W; c++) {
      if (r < 4) {
        t += c === 13 && r === 2 ? 'f' : '.';
        o += c < 12 ? 'N' : 'W';
      } else if (c === 6 && r === 6) {
        t += 'r';
        o += 'X';
      } else {
        t += r === 4 ? '~' : '=';
        o += '~';
      }
    }
    terrain.push(t);
    territory.push(o);
  }
  return { terrain, territory };
}

/** Air unit indices in the scenario's extended.air.units. */
export const AIR = { f15: 0, e3a: 1, p3: 2, ah64: 3, mig: 4, mi24: 5, tu16: 6 } as const;
/** Naval unit indices. */
export const NAV = { nsag: 0, nssn: 1, wsag: 2, wss: 3 } as const;

export function detScenario(options: string[], extra: Record<string, unknown> = {}): RsScenario {
  const { terrain, territory } = rows();
  const air = (id: string, side: 'nato' | 'wp', model: string, type: string, base: string, more = {}) => ({
    id,
    side,
    nation: side === 'nato' ? 'US' : 'USSR',
    name: id,
    model,
    type,
    ma: 30,
    base,
    ...more,
  });
  const ship = (id: string, side: 'nato' | 'wp', cls: string, hex: string, more = {}) => ({
    id,
    side,
    nation: side === 'nato' ? 'US' : 'USSR',
    name: id,
    class: cls,
    ma: 30,
    hex,
    ...more,
  });
  return scenarioSchema.parse({
    system: 'red-strike',
    id: 'rs-det-test',
    version: 1,
    title: 'Red Strike detection test',
    description: 'test map with sea',
    turns: 3,
    initiative: 'nato',
    sp: { nato: 100, wp: 100 },
    spIncome: { nato: 10, wp: 10 },
    railCapacity: { nato: 6, wp: 6 },
    map: {
      width: W,
      height: H,
      terrain,
      territory,
      supply: [
        { hex: hx(0, 1), side: 'nato' },
        { hex: hx(23, 1), side: 'wp' },
      ],
      ports: [{ hex: hx(1, 4), name: 'Bremerhaven' }],
      cities: [
        { hex: hx(1, 4), name: 'Bremerhaven' },
        { hex: hx(20, 4), name: 'Rostock' },
      ],
    },
    units: [
      unit('n-arm', 'nato', 'armour', hx(2, 1)),
      unit('n-hq', 'nato', 'hq', hx(0, 0)),
      unit('w-arm', 'wp', 'armour', hx(21, 1)),
      unit('w-hq', 'wp', 'hq', hx(14, 1)),
      unit('w-lrmu', 'wp', 'lrmu', hx(13, 2)),
      unit('w-arm2', 'wp', 'armour', hx(12, 1)),
    ],
    victory: { objectives: [], levels: { marginal: 1, tactical: 5, strategic: 10 } },
    options,
    extended: {
      air: {
        bases: [
          { id: 'nb', name: 'Ramstein', hex: hx(1, 1), side: 'nato', operator: 'US', cpy: 6, aa: 2 },
          { id: 'wb', name: 'Sperenberg', hex: hx(22, 1), side: 'wp', operator: 'USSR', cpy: 6, aa: 2 },
        ],
        units: [
          air('n-f15', 'nato', 'F-15C', 'fighter', 'nb', { aa: 8 }),
          air('n-e3a', 'nato', 'E-3A', 'ewda', 'nb'),
          air('n-p3', 'nato', 'P-3C Orion', 'maritime-patrol', 'nb'),
          air('n-ah64', 'nato', 'AH-64', 'attack-helicopter', 'nb'),
          air('w-mig', 'wp', 'MiG-29', 'fighter', 'wb', { aa: 7 }),
          air('w-mi24', 'wp', 'Mi-24', 'attack-helicopter', 'wb'),
          air('w-tu16', 'wp', 'Tu-16K', 'bomber', 'wb'),
        ],
      },
      naval: {
        units: [
          ship('n-sag', 'nato', 'SAG', hx(2, 6)),
          ship('n-ssn', 'nato', 'SSN', hx(4, 7), { ecm: 5 }),
          ship('w-sag', 'wp', 'SAG', hx(18, 6)),
          ship('w-ss', 'wp', 'SS', hx(16, 7), { ecm: 4 }),
        ],
      },
      specialForces: { nato: 3, wp: 2 },
      ...extra,
    },
  });
}

/** A new game; every air unit on its base, every naval unit At Sea where the scenario puts it, undetected. */
export function detGame(options: string[] = ['air', 'naval', 'special-forces'], extra = {}): RsState {
  const s = newGame(detScenario(options, extra), 'det-seed').state;
  for (const u of s.ext.naval?.units ?? []) {
    u.mode = 'sea';
    u.detected = false;
  }
  for (const u of s.ext.air?.units ?? []) u.detected = false;
  return s;
}

export function at(s: RsState, label: string): number {
  return s.world.map.board.parse(label)!;
}

/** Puts an air unit in the air at a hex (or back on its base with hex -1). */
export function fly(s: RsState, i: number, hex: number): void {
  const u = s.ext.air!.units[i]!;
  u.hex = hex;
  u.base = hex >= 0 ? null : s.world.scenario.extended!.air!.units[i]!.base;
}

export function sail(s: RsState, i: number, hex: number): void {
  s.ext.naval!.units[i]!.hex = hex;
}

/** Takes a naval unit off the board (so it detects nothing). */
export function dock(s: RsState, i: number): void {
  const u = s.ext.naval!.units[i]!;
  u.hex = -1;
  u.pending = true;
}
