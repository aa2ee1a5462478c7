// Air defence situations on the 12 x 8 test map (test/red-strike-fixtures.ts): NATO west of the IGB
// (columns 0-5) in sector "2ATAF" (letter A), the WP east (columns 6-11) in sector "LVD3" (letter
// L), row 7 outside any sector. Bases as in rs-air-fixtures (Ramstein 01,03, Hahn 00,05, Altenburg
// 10,03).

import type { Flight, MissionKind } from '../src/engine/systems/red-strike/adn/api.js';
import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState, Step } from '../src/engine/systems/red-strike/model.js';
import type { UnitDef } from '../src/engine/systems/red-strike/scenario.js';
import { HEX, scenario, unit } from './red-strike-fixtures.js';
import { airUnit, BASES, type AirDefIn } from './rs-air-fixtures.js';

export { HEX, unit };

/** 2 ATAF: limited at 8 hits, out at 12 (the rulebook's example, RS-AIR-101). */
export const SECTORS = [
  { id: '2ATAF', name: '2 ATAF', side: 'nato', letter: 'A', limitedAt: 8, outAt: 12, source: 'rulebook' },
  { id: 'LVD3', name: 'LVD 3', side: 'wp', letter: 'L', limitedAt: 4, outAt: 8 },
];

export const ROWS = [
  'AAAAAALLLLLL',
  'AAAAAALLLLLL',
  'AAAAAALLLLLL',
  'AAAAAALLLLLL',
  'AAAAAALLLLLL',
  'AAAAAALLLLLL',
  'AAAAAALLLLLL',
  '............',
];

/** Three NATO installations (12 hits in all), two WP ones. */
export const INSTALLATIONS = [
  { id: 'crc-a', kind: 'CRC', name: 'CRC Uedem', hex: HEX(2, 2), sector: '2ATAF' },
  { id: 'crp-a', kind: 'CRP', name: 'CRP Brockzetel', hex: HEX(1, 5), sector: '2ATAF' },
  { id: 'soc-a', kind: 'SOC', name: 'SOC Goch', hex: HEX(0, 1), sector: '2ATAF' },
  { id: 'crc-w', kind: 'CRC', name: 'CRC Eisenach', hex: HEX(9, 3), sector: 'LVD3' },
  { id: 'rp-w', kind: 'RP', name: 'RP Erfurt', hex: HEX(11, 0), sector: 'LVD3' },
];

export type AdnAirIn = AirDefIn & { bvr?: number[]; speedClass?: 1 | 2 | 3 };

export interface AdnGameOpts {
  ground?: UnitDef[];
  air?: AdnAirIn[];
  options?: string[];
  adn?: Record<string, unknown>;
  naval?: Record<string, unknown>;
}

export function adnGame(o: AdnGameOpts = {}): RsState {
  const ground = o.ground ?? [
    unit('n-inf', 'nato', 'infantry', HEX(4, 3)),
    unit('w-arm', 'wp', 'armour', HEX(8, 3)),
  ];
  const air: AdnAirIn[] = o.air ?? [
    { id: 'f16a', side: 'nato', base: 'ramstein', aa: 4, ecm: 2 },
    { id: 'mig23', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, b: 0 },
  ];
  const sc = scenario(ground, {
    options: o.options ?? ['air'],
    extended: {
      air: {
        bases: BASES,
        units: air.map((x) => ({
          ...airUnit(x),
          ...(x.bvr ? { bvr: x.bvr } : {}),
          ...(x.speedClass ? { speedClass: x.speedClass } : {}),
        })),
      },
      adn: { sectors: SECTORS, rows: ROWS, installations: INSTALLATIONS, ...(o.adn ?? {}) },
      ...(o.naval ? { naval: o.naval } : {}),
    },
  } as never);
  return newGame(sc, 'seed').state;
}

export function at(s: RsState, step: Step): RsState {
  return { ...s, step };
}

export function airIdx(s: RsState, id: string): number {
  return s.world.scenario.extended!.air!.units.findIndex((d) => d.id === id);
}

export function loc(s: RsState, label: string): number {
  return s.world.map.board.parse(label)!;
}

/** A copy of the state (the rules change what they are given). */
export function copy(s: RsState): RsState {
  return { ...s, sp: { ...s.sp }, units: s.units.map((u) => ({ ...u })), ext: structuredClone(s.ext) };
}

/** Puts air units airborne in a hex (as the air war's flight does), detected or not. */
export function airborne(s: RsState, ids: readonly string[], hex: string, detected: boolean): number[] {
  return ids.map((id) => {
    const i = airIdx(s, id);
    const u = s.ext.air!.units[i]!;
    u.base = null;
    u.hex = loc(s, hex);
    u.detected = detected;
    return i;
  });
}

export function flight(
  s: RsState,
  side: 'nato' | 'wp',
  kind: MissionKind,
  units: readonly number[],
  target: string,
  escorts: readonly number[] = [],
): Flight {
  return {
    side,
    kind,
    units: [...units],
    escorts: [...escorts],
    target: loc(s, target),
    aborted: new Set<number>(),
    adnFired: new Set<string>(),
  };
}
