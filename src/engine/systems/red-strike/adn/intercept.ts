// The responding side's air reactions to a detected enemy mission, by its standing orders
// (decision RS-D-ADN-STANDING): CAP units whose AO-hex is within 4 hexes (RS-AIR-55/56), one
// interception stack of up to 6 intercept-mode units from one base in reach (RS-AIR-31, RS-AIR-52,
// RS-STK-7 / RS-AMB-14, RS-AIR-104), and the alert of the units of a base the mission enters
// (RS-AIR-57). Missions in intercept mode (and CAP) are never intercepted (RS-AIR-14, RS-AIR-31).

import { isDetected, setDetected, tryDetect } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { carrierHex } from '../naval/api.js';
import { otherSide } from '../scenario.js';
import type { Side } from '../sides.js';
import { airCombat, ANTI_AIR, type Interception } from './a2a.js';
import { airDefOf, alive, current, airStateOf } from './airinfo.js';
import type { Flight } from './api.js';
import { adnData, sectorAt } from './sectors.js';
import type { AdnOrders } from './state.js';

/** RS-AMB-14 / RS-STK-7: the interceptor stack limit (§16.3.1: 6; §11.2 said 3). */
export const INTERCEPTOR_STACK = 6;
/** RS-AIR-56: a CAP unit may leave its AO-hex to intercept up to 4 hexes away. */
export const CAP_REACH = 4;
/** RS-AIR-42: an interception is an "other" mission: 1 SP per unit (carrier launches free). */
export const INTERCEPT_SP = 1;

/** A home of air units as air defence needs it: its hex, side, current capacity, usable now. */
export interface Home {
  readonly id: string;
  readonly hex: number;
  readonly side: Side;
  readonly cpy: number;
  readonly aa: number;
  readonly carrier: boolean;
  readonly usable: boolean;
  readonly nation?: string;
}

/** RS-AIR-2/3, RS-NAV-2: an air base (EAB, airport) or a carrier by id. */
export function homeOf(s: RsState, id: string): Home | undefined {
  const b = s.ext.air?.bases?.find((x) => x.id === id);
  if (b) {
    const def = s.world.scenario.extended?.air?.bases.find((x) => x.id === id);
    return {
      id,
      hex: b.hex,
      side: b.side,
      cpy: Math.max(0, b.cpy - b.hits),
      aa: Math.max(0, b.aa - b.hits),
      carrier: false,
      usable: !b.destroyed && !b.captured && b.hits < b.cpy && b.supplied !== false,
      ...(def ? { nation: def.operator } : {}),
    };
  }
  const navals = s.world.scenario.extended?.naval?.units ?? [];
  const ni = navals.findIndex((d) => d.id === id);
  if (ni >= 0 && navals[ni]!.carrier) {
    const d = navals[ni]!;
    const nu = s.ext.naval?.units[ni];
    const hex = carrierHex(s, id);
    const hits = nu?.hits ?? 0;
    return {
      id,
      hex,
      side: d.side,
      cpy: Math.max(0, d.carrier!.cpy - hits),
      aa: Math.max(0, d.carrier!.aa - hits),
      carrier: true,
      usable: hex >= 0 && !(nu?.eliminated ?? false) && !(nu?.pending ?? false),
      nation: d.nation,
    };
  }
  return undefined;
}

/** All homes (bases and carriers) of a side. */
export function homesOf(s: RsState, side: Side): Home[] {
  const ids = [
    ...(s.ext.air?.bases ?? []).map((b) => b.id),
    ...(s.world.scenario.extended?.naval?.units ?? []).filter((d) => d.carrier).map((d) => d.id),
  ];
  return ids.map((id) => homeOf(s, id)).filter((h): h is Home => !!h && h.side === side);
}

/** Units parked on a home's display (not on CAP, not airborne). */
export function parkedOn(s: RsState, id: string): number[] {
  const out: number[] = [];
  s.ext.air?.units.forEach((u, i) => {
    if (u.base === id && u.hex < 0 && !u.eliminated && !u.pending) out.push(i);
  });
  return out;
}

function wants(o: AdnOrders['intercept'], flight: Flight): boolean {
  return o === 'all' || (o === 'strikes' && !ANTI_AIR.has(flight.kind));
}

/** The mission's units the other side may react to: alive and detected. */
function detectedUnits(s: RsState, flight: Flight): number[] {
  return flight.units.filter((u) => alive(s, u) && isDetected(s, { kind: 'air', unit: u }));
}

function interceptable(s: RsState, flight: Flight): boolean {
  if (flight.kind === 'intercept' || flight.kind === 'cap') return false;
  return detectedUnits(s, flight).some((u) => !flight.aborted.has(u));
}

/** RS-AIR-55/31: the mission may try to detect the interceptors as they close in. */
function interceptorsDetected(
  s: RsState,
  flight: Flight,
  units: readonly number[],
  hex: number,
  dice: RsDice,
  events: RsEvent[],
): boolean {
  const first = units[0]!;
  if (isDetected(s, { kind: 'air', unit: first })) return true;
  return tryDetect(s, { kind: 'air', unit: first }, hex, dice, events, { side: flight.side });
}

function markDetected(s: RsState, units: readonly number[], events: RsEvent[]): void {
  for (const u of units) if (alive(s, u)) setDetected(s, { kind: 'air', unit: u }, true, events);
}

/** RS-AIR-55/56: CAP units of the defender within reach engage, one at a time, once per mission each. */
export function capReactions(s: RsState, flight: Flight, hex: number, dice: RsDice, events: RsEvent[]): void {
  const a = s.ext.adn;
  if (!a) return;
  const side = otherSide(flight.side);
  if (!wants(a.orders[side].cap, flight)) return;
  const b = s.world.map.board;
  for (const c of a.cap) {
    if (!interceptable(s, flight)) return;
    if (c.side !== side || !alive(s, c.unit) || current(s, c.unit, 'aa') <= 0) continue;
    if (b.distance(c.hex, hex) > CAP_REACH || flight.adnFired.has(`cap:${c.unit}`)) continue;
    flight.adnFired.add(`cap:${c.unit}`);
    const detected = c.detected || interceptorsDetected(s, flight, [c.unit], hex, dice, events);
    events.push({
      type: 'adn-intercept',
      side,
      how: 'cap',
      from: b.label(c.hex),
      units: [c.unit],
      targets: detectedUnits(s, flight),
      hex,
      detected,
    });
    airCombat(s, flight, { side, how: 'cap', units: [c.unit], detected }, hex, bvrRange(s), dice, events);
    // It used its factors: detected for the rest of the GT (RS-AIR-56, RS-DET-3).
    c.detected = true;
    markDetected(s, [c.unit], events);
  }
}

function bvrRange(s: RsState): number {
  return adnData(s)?.bvrRange ?? 1;
}

/** RS-AIR-104 [advanced]: an enemy EWDA's air-detection range covers the hex (NATO 10, WP 8, RS-DET-10/11). */
function ewdaCovers(s: RsState, side: Side, hex: number): boolean {
  const b = s.world.map.board;
  const range = side === 'nato' ? 10 : 8;
  return (s.ext.adn?.ewda ?? []).some(
    (e) => e.side === side && e.hex >= 0 && alive(s, e.unit) && b.distance(e.hex, hex) <= range,
  );
}

/** Intercept-mode units on a home that may take off now against a mission in `hex`. */
export function eligibleInterceptors(s: RsState, home: Home, hex: number): number[] {
  const b = s.world.map.board;
  const d = b.distance(home.hex, hex);
  return parkedOn(s, home.id).filter((u) => {
    const st = airStateOf(s, u)!;
    const def = airDefOf(s, u);
    // RS-AIR-12: the MA covers the round trip.
    return st.mode === 'intercept' && st.sorties > 0 && current(s, u, 'aa') > 0 && 2 * d <= def.ma;
  });
}

/**
 * RS-AIR-31/52: one interception stack (≤ 6, one base, the strongest AA first) from the base in reach
 * with the most eligible units (ties: the nearest), paying 1 SP a unit from an air base and a sortie
 * each. `only`: interceptors of that base only (RS-AIR-53: the base the mission struck).
 */
export function baseInterception(
  s: RsState,
  flight: Flight,
  hex: number,
  dice: RsDice,
  events: RsEvent[],
  only?: string,
): void {
  const a = s.ext.adn;
  if (!a || !interceptable(s, flight)) return;
  const side = otherSide(flight.side);
  const o = a.orders[side];
  if (!wants(o.intercept, flight)) return;
  const done = [...flight.adnFired].filter((k) => k.startsWith('int:')).length;
  if (done >= o.interceptions || flight.adnFired.has(`int:${hex}`)) return;
  const b = s.world.map.board;
  const sectorOnly = adnData(s)?.sectorInterception === true;
  const hexSector = sectorAt(s, hex);
  let best: { home: Home; units: number[] } | undefined;
  for (const home of homesOf(s, side)) {
    if (!home.usable || home.hex < 0 || (only !== undefined && home.id !== only)) continue;
    // RS-AIR-104: in an enemy sector, only interceptors based in that sector, unless our EWDA covers the hex.
    if (
      sectorOnly &&
      hexSector &&
      hexSector.side === side &&
      sectorAt(s, home.hex)?.id !== hexSector.id &&
      !ewdaCovers(s, side, hex)
    )
      continue;
    const units = eligibleInterceptors(s, home, hex);
    if (units.length === 0) continue;
    const better =
      !best ||
      units.length > best.units.length ||
      (units.length === best.units.length && b.distance(home.hex, hex) < b.distance(best.home.hex, hex));
    if (better) best = { home, units };
  }
  if (!best) return;
  let units = best.units
    .sort((x, y) => current(s, y, 'aa') - current(s, x, 'aa') || x - y)
    .slice(0, INTERCEPTOR_STACK);
  if (!best.home.carrier) units = units.slice(0, Math.max(0, Math.floor(s.sp[side] / INTERCEPT_SP)));
  if (units.length === 0) return;
  flight.adnFired.add(`int:${hex}`);
  if (!best.home.carrier) s.sp[side] -= units.length * INTERCEPT_SP;
  for (const u of units) {
    airStateOf(s, u)!.sorties -= 1;
    // RS-AIR-54: airborne while this command's strike hits their base: no hits from it (isAlerted).
    a.alerted.push({ unit: u, seq: s.seq });
  }
  const detected = interceptorsDetected(s, flight, units, hex, dice, events);
  events.push({
    type: 'adn-intercept',
    side,
    how: 'interceptors',
    from: best.home.id,
    units,
    targets: detectedUnits(s, flight),
    hex,
    detected,
  });
  const it: Interception = { side, how: 'interceptors', units, detected };
  airCombat(s, flight, it, hex, bvrRange(s), dice, events);
  // The interception has concluded: they are back on their base display, undetected (RS-DET-2).
  for (const u of units) if (alive(s, u)) airStateOf(s, u)!.detected = false;
}

/**
 * RS-AIR-57: a detected enemy mission enters a base hex of the defender: the units there with a
 * sortie left are alerted up to the base's CPY (fighters first); they take no hits from the strike
 * (isAlerted) and spend a sortie; the fighters fight it with half AA.
 */
export function alertReaction(
  s: RsState,
  flight: Flight,
  hex: number,
  dice: RsDice,
  events: RsEvent[],
): void {
  const a = s.ext.adn;
  if (!a) return;
  const side = otherSide(flight.side);
  if (!a.orders[side].alert || detectedUnits(s, flight).length === 0) return;
  for (const home of homesOf(s, side)) {
    if (home.hex !== hex || flight.adnFired.has(`alert:${home.id}`)) continue;
    flight.adnFired.add(`alert:${home.id}`);
    const units = parkedOn(s, home.id)
      .filter((u) => (airStateOf(s, u)?.sorties ?? 0) > 0 && airStateOf(s, u)!.mode !== null)
      .sort((x, y) => {
        const fx = airDefOf(s, x).type === 'fighter' ? 0 : 1;
        const fy = airDefOf(s, y).type === 'fighter' ? 0 : 1;
        return fx - fy || x - y;
      })
      .slice(0, home.cpy);
    if (units.length === 0) continue;
    for (const u of units) {
      airStateOf(s, u)!.sorties -= 1;
      a.alerted.push({ unit: u, seq: s.seq });
    }
    const fighters = units.filter((u) => airDefOf(s, u).type === 'fighter' && current(s, u, 'aa') > 0);
    events.push({
      type: 'adn-intercept',
      side,
      how: 'alert',
      from: home.id,
      units,
      targets: detectedUnits(s, flight),
      hex,
      detected: true,
    });
    if (fighters.length > 0 && interceptable(s, flight))
      airCombat(
        s,
        flight,
        { side, how: 'alert', units: fighters, detected: true, halfAa: true },
        hex,
        0,
        dice,
        events,
      );
  }
}

/** RS-AIR-57: is the unit alerted during the command now being applied (no hits from the strike on its base)? */
export function alertedNow(s: RsState, unit: number): boolean {
  return (s.ext.adn?.alerted ?? []).some((x) => x.unit === unit && x.seq === s.seq);
}
