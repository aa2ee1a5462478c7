// Small air-war situations on the 12 x 8 test map (test/red-strike-fixtures.ts): NATO west of the
// IGB (columns 0-5), the WP east (6-11), a road along row 3, a city at 07,03.

import { newGame } from '../src/engine/systems/red-strike/game.js';
import type { RsState, Step } from '../src/engine/systems/red-strike/model.js';
import type { UnitDef } from '../src/engine/systems/red-strike/scenario.js';
import { HEX, scenario, unit } from './red-strike-fixtures.js';

export { HEX };

export type AirDefIn = {
  id: string;
  side: 'nato' | 'wp';
  base: string;
  type?: string;
  b?: number;
  aa?: number;
  as?: number;
  ss?: number;
  ecm?: number;
  ma?: number;
  hits?: number;
  nation?: string;
  model?: string;
  arrives?: number;
  symbols?: Record<string, boolean>;
  missile?: string;
};

export function airUnit(x: AirDefIn): Record<string, unknown> {
  return {
    id: x.id,
    side: x.side,
    nation: x.nation ?? (x.side === 'nato' ? 'US' : 'USSR'),
    name: x.id,
    model: x.model ?? (x.side === 'nato' ? 'F-16C' : 'MiG-27'),
    type: x.type ?? 'attack',
    aa: x.aa ?? 2,
    b: x.b ?? 4,
    as: x.as ?? 0,
    ss: x.ss ?? 0,
    ecm: x.ecm ?? 0,
    hits: x.hits ?? 1,
    ma: x.ma ?? 20,
    symbols: x.symbols ?? {},
    base: x.base,
    ...(x.arrives !== undefined ? { arrives: x.arrives } : {}),
    ...(x.missile !== undefined ? { missile: x.missile } : {}),
  };
}

export const BASES = [
  { id: 'ramstein', name: 'Ramstein', hex: HEX(1, 3), side: 'nato', operator: 'US', cpy: 2, aa: 2 },
  {
    id: 'frankfurt',
    name: 'Frankfurt',
    hex: HEX(2, 6),
    side: 'nato',
    operator: 'US',
    kind: 'airport',
    cpy: 1,
    aa: 0,
  },
  { id: 'hahn', name: 'Hahn', hex: HEX(0, 5), side: 'nato', operator: 'US', cpy: 4, aa: 1 },
  { id: 'bitburg', name: 'Bitburg', hex: HEX(0, 1), side: 'nato', operator: 'US', cpy: 2, aa: 1 },
  { id: 'altenburg', name: 'Altenburg', hex: HEX(10, 3), side: 'wp', operator: 'USSR', cpy: 3, aa: 3 },
];

export interface AirGameOpts {
  ground?: UnitDef[];
  air?: AirDefIn[];
  options?: string[];
  extra?: Record<string, unknown>;
  /** extended.naval (with the `naval` option). */
  naval?: Record<string, unknown>;
}

/** NATO infantry at 04,03, WP armour at 08,03 and far away at 11,07, unless `ground` is given. */
export function airGame(o: AirGameOpts = {}): RsState {
  const ground = o.ground ?? [
    unit('n-inf', 'nato', 'infantry', HEX(4, 3)),
    unit('w-arm', 'wp', 'armour', HEX(8, 3)),
    unit('w-far', 'wp', 'armour', HEX(11, 7)),
  ];
  const air = o.air ?? [
    { id: 'f16a', side: 'nato', base: 'ramstein' },
    { id: 'f16b', side: 'nato', base: 'ramstein' },
    { id: 'f16c', side: 'nato', base: 'ramstein' },
    { id: 'mig27', side: 'wp', base: 'altenburg', b: 3 },
  ];
  const sc = scenario(ground, {
    options: o.options ?? ['air'],
    extended: {
      air: {
        bases: BASES,
        units: air.map(airUnit),
        eabs: { nato: 2, wp: 1 },
        recce: { nato: 2, wp: 2 },
        airTransport: { perGt: { nato: 3, wp: 3 }, game: { nato: 6, wp: 6 } },
        ...(o.extra ?? {}),
      },
      ...(o.naval ? { naval: o.naval } : {}),
    },
  } as never);
  return newGame(sc, 'seed').state;
}

export function at(s: RsState, step: Step): RsState {
  return { ...s, step, attackedHexes: step.kind === 'combat' ? [] : s.attackedHexes };
}

export function airIdx(s: RsState, id: string): number {
  return s.world.scenario.extended!.air!.units.findIndex((d) => d.id === id);
}

/** The NATO segment of AS1 (NATO has the initiative in these games when `initiative` says so). */
export function natoSegment(s: RsState): RsState {
  return at(s, { kind: 'move', stage: 1, segment: s.initiative === 'nato' ? 0 : 1, side: 'nato' });
}

export function wpSegment(s: RsState): RsState {
  return at(s, { kind: 'move', stage: 1, segment: s.initiative === 'wp' ? 0 : 1, side: 'wp' });
}

/** Gives these air units a mode directly (tests of missions skip the assignment phase). */
export function withModes(
  s: RsState,
  ids: readonly string[],
  mode: 'offensive' | 'intercept' = 'offensive',
): RsState {
  const n = { ...s, ext: structuredClone(s.ext) };
  for (const id of ids) n.ext.air!.units[airIdx(n, id)]!.mode = mode;
  return n;
}
