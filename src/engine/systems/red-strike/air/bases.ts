// Air bases, airports, EABs and carriers as the air units' homes (RS-AIR-1..7, RS-AIR-10, RS-NAV-2):
// where a base is, its current capacity and AA after hits, whether it is operative, and the units
// parked on it; the sortie rate of a unit; air unit factors after hits (RS-HIT-8).

import type { RsState } from '../model.js';
import { onMap } from '../units.js';
import { carrierHex, carrierSortieLoss } from '../naval/api.js';
import type { Side } from '../scenario.js';
import type { AirUnitDef } from './scenario.js';
import type { AirBaseState, AirState, AirUnitState } from './state.js';

export type BaseKind = 'airbase' | 'airport' | 'eab' | 'fob' | 'field' | 'carrier' | 'box';

/** RS-AIR-6: a Forward Operating Base is a friendly ground unit; its base id is "fob:<unit id>". */
export const FOB_PREFIX = 'fob:';
/** RS-AIR-21: a VTOL unit landed on a clear hex away from any base: "field:<hex label>". */
export const FIELD_PREFIX = 'field:';

/** A unit's home as the rules see it now. */
export interface BaseInfo {
  readonly id: string;
  readonly name: string;
  readonly kind: BaseKind;
  readonly side: Side;
  /** -1 for a holding box (or a carrier off the map). */
  readonly hex: number;
  /** RS-AIR-3: current CPY and AA (printed less registered hits). */
  readonly cpy: number;
  readonly aa: number;
  /** RS-AIR-3/4: may be used for landing and take-off. */
  readonly operative: boolean;
  /** RS-AIR-1: in supply (carriers and boxes always). */
  readonly supplied: boolean;
  readonly state?: AirBaseState;
}

export function air(s: RsState): AirState {
  return s.ext.air!;
}

export function airDef(s: RsState, unit: number): AirUnitDef {
  return s.world.scenario.extended!.air!.units[unit]!;
}

export function airDefs(s: RsState): readonly AirUnitDef[] {
  return s.world.scenario.extended?.air?.units ?? [];
}

export function airIndex(s: RsState, id: string): number {
  return airDefs(s).findIndex((d) => d.id === id);
}

/** RS-HIT-8: a factor less the unit's hits, never below 0. */
export function factor(s: RsState, unit: number, f: 'aa' | 'b' | 'as' | 'ss' | 'ecm'): number {
  return Math.max(0, airDef(s, unit)[f] - (air(s).units[unit]?.hits ?? 0));
}

export function baseState(s: RsState, id: string): AirBaseState | undefined {
  return s.ext.air?.bases.find((b) => b.id === id);
}

export function isOperative(b: AirBaseState): boolean {
  return !b.destroyed && !b.captured && b.hits < b.cpy;
}

export function baseInfo(s: RsState, id: string): BaseInfo | undefined {
  const b = baseState(s, id);
  if (b) {
    const def = s.world.scenario.extended?.air?.bases.find((x) => x.id === id);
    return {
      id,
      name: def?.name ?? (b.kind === 'eab' ? `EAB ${s.world.map.board.label(b.hex)}` : id),
      kind: b.kind,
      side: b.side,
      hex: b.hex,
      cpy: Math.max(0, b.cpy - b.hits),
      aa: Math.max(0, b.aa - b.hits),
      operative: isOperative(b),
      supplied: b.supplied,
      state: b,
    };
  }
  if (id.startsWith(FIELD_PREFIX)) {
    const hex = s.world.map.board.parse(id.slice(FIELD_PREFIX.length));
    if (hex === undefined) return undefined;
    return {
      id,
      name: `field landing ${s.world.map.board.label(hex)}`,
      kind: 'field',
      side: s.control[hex] ?? 'nato',
      hex,
      cpy: 1,
      aa: 0,
      operative: true,
      supplied: true,
    };
  }
  if (id.startsWith(FOB_PREFIX)) {
    const gi = s.world.byId.get(id.slice(FOB_PREFIX.length));
    if (gi === undefined) return undefined;
    const g = s.units[gi]!;
    const d = s.world.units[gi]!;
    const alive = onMap(g);
    return {
      id,
      name: `FOB ${d.name}`,
      kind: 'fob',
      side: d.side,
      hex: alive ? g.loc : -1,
      cpy: 1,
      aa: 0,
      operative: alive,
      supplied: g.supply !== 'oos',
    };
  }
  const navals = s.world.scenario.extended?.naval?.units ?? [];
  const ni = navals.findIndex((d) => d.id === id);
  if (ni >= 0) {
    const d = navals[ni]!;
    if (!d.carrier) return undefined;
    const nu = s.ext.naval?.units[ni];
    const hex = carrierHex(s, id);
    const hits = nu?.hits ?? 0;
    return {
      id,
      name: d.name,
      kind: 'carrier',
      side: d.side,
      hex,
      cpy: Math.max(0, d.carrier.cpy - hits),
      aa: Math.max(0, d.carrier.aa - hits),
      operative: hex >= 0 && !(nu?.eliminated ?? false) && !(nu?.pending ?? false),
      supplied: true,
    };
  }
  return undefined;
}

/** Where a unit's home is when it is neither a base, an EAB nor a carrier: a holding box (RS-SMAP-20). */
export function homeInfo(s: RsState, id: string, side: Side): BaseInfo {
  return (
    baseInfo(s, id) ?? {
      id,
      name: id,
      kind: 'box',
      side,
      hex: -1,
      cpy: 0,
      aa: 0,
      operative: false,
      supplied: true,
    }
  );
}

/** Air units parked on a base display (not eliminated, not pending, not airborne). */
export function unitsOnBase(s: RsState, id: string): number[] {
  const out: number[] = [];
  air(s).units.forEach((u, i) => {
    if (u.base === id && !u.eliminated && !u.pending) out.push(i);
  });
  return out;
}

export function onBase(u: AirUnitState): boolean {
  return u.base !== null && !u.eliminated && !u.pending;
}

/**
 * RS-AIR-10: missions a unit may start per GT from this home: NATO 3, WP 2; EAB and FOB 1;
 * holding box 1 (RS-SMAP-20); −1 after a chemical attack on the base this GT (RS-AIR-4).
 */
export function sortieRate(s: RsState, unit: number, home: string | null): number {
  const side = airDef(s, unit).side;
  if (home === null) return 0;
  const info = homeInfo(s, home, side);
  let rate =
    info.kind === 'eab' || info.kind === 'fob' || info.kind === 'field' || info.kind === 'box'
      ? 1
      : side === 'nato'
        ? 3
        : 2;
  if (info.state?.chemical) rate -= 1;
  // RS-NAV-3: a hit carrier launches fewer sorties.
  if (info.kind === 'carrier') rate -= carrierSortieLoss(s, home);
  return Math.max(0, rate);
}

/** Friendly bases a side may land on now: operative, its own (RS-AIR-42), with a hex on the map. */
export function friendlyBases(s: RsState, side: Side): BaseInfo[] {
  const out: BaseInfo[] = [];
  for (const b of air(s).bases) {
    const info = baseInfo(s, b.id)!;
    if (info.side === side && info.operative) out.push(info);
  }
  for (const d of s.world.scenario.extended?.naval?.units ?? []) {
    if (!d.carrier || d.side !== side) continue;
    const info = baseInfo(s, d.id);
    if (info?.operative) out.push(info);
  }
  return out;
}

/** RS-AIR-2 / RS-AIR-30: units on the base that hold a mode this GT. */
export function modesOnBase(s: RsState, id: string): number {
  return unitsOnBase(s, id).filter((i) => air(s).units[i]!.mode !== null).length;
}

/** The base nearest to `from` among `bases` within `reach` hexes, or undefined. */
export function nearestBase(
  s: RsState,
  bases: readonly BaseInfo[],
  from: number,
  reach: number,
): BaseInfo | undefined {
  const b = s.world.map.board;
  let best: BaseInfo | undefined;
  let bestD = Infinity;
  for (const x of bases) {
    if (x.hex < 0) continue;
    const d = b.distance(from, x.hex);
    if (d <= reach && d < bestD) {
      best = x;
      bestD = d;
    }
  }
  return best;
}

/** The segment or combat the computer's mission limit counts in (AirState.flown). */
export function flownKey(s: RsState): string {
  if (s.combat) return `c${s.combat.id}`;
  const st = s.step;
  return st.kind === 'move' ? `${s.turn}.${st.stage}.${st.segment}` : '';
}

/** Counts a mission of `side` in the current segment or combat. */
export function countFlown(s: RsState, side: Side): void {
  const a = air(s);
  const key = flownKey(s);
  if (a.flown.key !== key) a.flown = { key, nato: 0, wp: 0 };
  a.flown[side] += 1;
}

/** RS-AIR-5/6/7, RS-AIR-30: units at an EAB, a FOB or an airport need no mode. */
export function needsNoMode(kind: BaseKind): boolean {
  return kind === 'eab' || kind === 'fob' || kind === 'field' || kind === 'airport';
}

/** RS-AIR-6 / RS-AIR-21: VTOL aircraft and helicopters may use a FOB. */
export function fobCapable(s: RsState, unit: number): boolean {
  const d = airDef(s, unit);
  return d.symbols.vtol === true || d.type === 'helicopter' || d.type === 'attack-helicopter';
}
