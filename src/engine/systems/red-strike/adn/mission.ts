// What happens to an enemy mission in each hex it enters and in its target hex (RS-AIR-40/45):
// sector detection (RS-AIR-101, RS-AIR-22, RS-DET-3), ADN fire once per installation per sector
// entry (RS-AIR-102), ground-, base- and naval-to-air fire at detected units (RS-GA-1..9), then
// the other side's CAP, interceptors and alert (RS-AIR-52..57). The detection rolls of the hex are
// made by the flight's owner (air/ calls detection's tryDetect before enterHex).

import { setDetected, isDetected } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide } from '../scenario.js';
import type { Side } from '../sides.js';
import { onMap } from '../units.js';
import { ANTI_AIR } from './a2a.js';
import { airborneAt, airDefOf, alive, isHelicopter, isStealthy, standOffJammerEcm } from './airinfo.js';
import type { Flight, MissionKind } from './api.js';
import { closeAirDefenceDrm, resolveGroundToAir, type GroundFirer } from './fire.js';
import { alertReaction, baseInterception, capReactions, homesOf } from './intercept.js';
import {
  adnData,
  installationFire,
  installationHex,
  installationsOf,
  sectorAt,
  statusOf,
} from './sectors.js';

/** Missions that strike something in the target hex (the air war calls targetHexFire for them). */
const STRIKES: ReadonlySet<MissionKind> = new Set([
  'surface-attack',
  'cas',
  'interdiction',
  'anti-ship',
  'anti-submarine',
  'mining',
]);

/** RS-GA-8 / RS-AMB-44: missions that bomb the units, installations or bases in their target hex. */
const BOMBS: ReadonlySet<MissionKind> = new Set(['surface-attack', 'cas']);

/** The mission's units alive and detected; `noHelicopters` for the ADN (RS-AIR-22/102). */
function detectedTargets(s: RsState, flight: Flight, noHelicopters: boolean, skipAborted = false): number[] {
  return flight.units.filter(
    (u) =>
      alive(s, u) &&
      (!skipAborted || !flight.aborted.has(u)) &&
      isDetected(s, { kind: 'air', unit: u }) &&
      !(noHelicopters && isHelicopter(airDefOf(s, u))),
  );
}

/**
 * RS-GA-2: no ground-to-air fire in a hex where the firing side's own aircraft fly (helicopters on
 * a FOB aside — they are not airborne), unless friendly fire is in force (RS-OPT-5).
 */
function ownAircraftBlock(s: RsState, hex: number, firing: Side): boolean {
  if (isOn(s, 'friendly-fire')) return false;
  return airborneAt(s, hex, firing).length > 0;
}

/** Ground units (their AA, an HQ's support AA), air bases and naval units of `side` that may fire at `hex`. */
export function groundFirers(
  s: RsState,
  side: Side,
  hex: number,
  close: { readonly target: number; readonly kind: MissionKind } | null,
): GroundFirer[] {
  const b = s.world.map.board;
  const range = adnData(s)?.groundAaRange ?? 0;
  const out: GroundFirer[] = [];
  const bombed = (at: number) => close !== null && BOMBS.has(close.kind) && at === close.target;
  s.units.forEach((u, i) => {
    const d = s.world.units[i]!;
    if (d.side !== side || !onMap(u) || b.distance(u.loc, hex) > range) return;
    const printed = d.aa ?? (d.class === 'hq' ? d.support?.aa : undefined);
    if (printed === undefined) return;
    const factor = Math.max(0, printed - u.hits);
    // RS-GA-7: a unit with AA 0 fires only at air units attacking it.
    if (factor <= 0 && !bombed(u.loc)) return;
    out.push({
      firer: { kind: 'ground', unit: i },
      side,
      factor,
      drm: bombed(u.loc) ? closeAirDefenceDrm(side, d.nation) : 0,
    });
  });
  // RS-GA-3: the base's AA from its information box (less hits, RS-AIR-3).
  for (const h of homesOf(s, side)) {
    if (h.carrier || h.hex < 0 || b.distance(h.hex, hex) > range || !h.usable) continue;
    if (h.aa <= 0 && !bombed(h.hex)) continue;
    out.push({
      firer: { kind: 'base', id: h.id },
      side,
      factor: h.aa,
      drm: bombed(h.hex) ? closeAirDefenceDrm(side, h.nation) : 0,
    });
  }
  // RS-GA-9: naval-to-air, the same procedure.
  if (isOn(s, 'naval') && s.ext.naval) {
    const defs = s.world.scenario.extended?.naval?.units ?? [];
    s.ext.naval.units.forEach((u, i) => {
      const d = defs[i];
      if (!d || d.side !== side || u.eliminated || u.pending || u.hex < 0) return;
      if (b.distance(u.hex, hex) > range) return;
      const factor = Math.max(0, d.aa - u.hits);
      if (factor > 0) out.push({ firer: { kind: 'naval', unit: i }, side, factor, drm: 0 });
    });
  }
  return out;
}

/**
 * RS-AIR-101/102: the sector part of entering a hex: automatic detection in a fully operational
 * enemy sector (not helicopters, not stealth RS-OPT-11), then one ADN attack per installation in
 * range per entry into the sector, at the detected units other than helicopters.
 */
function sectorDefence(s: RsState, flight: Flight, hex: number, dice: RsDice, events: RsEvent[]): void {
  const sector = sectorAt(s, hex);
  const enemy = sector && sector.side !== flight.side ? sector : undefined;
  // A new entry into a sector: its installations may fire again (RS-AIR-102).
  if (!enemy || !flight.adnFired.has(`in:${enemy.id}`)) {
    for (const k of [...flight.adnFired]) if (k.startsWith('in:')) flight.adnFired.delete(k);
    if (enemy) {
      for (const inst of installationsOf(s, enemy.id)) flight.adnFired.delete(`adn:${inst.id}`);
      flight.adnFired.add(`in:${enemy.id}`);
    }
  }
  if (!enemy) return;
  const status = statusOf(s, enemy);
  if (status === 'out') return;
  if (status === 'full') {
    if (flight.marker) flight.adnFired.add('marker-seen');
    const seen = flight.units.filter(
      (u) =>
        alive(s, u) &&
        !isHelicopter(airDefOf(s, u)) &&
        !isStealthy(s, u) &&
        !isDetected(s, { kind: 'air', unit: u }),
    );
    for (const u of seen) setDetected(s, { kind: 'air', unit: u }, true, events);
    if (seen.length > 0)
      events.push({ type: 'adn-detected', side: flight.side, units: seen, hex, sector: enemy.id });
  }
  const targets = detectedTargets(s, flight, true);
  if (targets.length === 0 && !flight.marker) return;
  if (flight.marker && status !== 'full') return; // a transport marker is seen only by a full sector
  if (ownAircraftBlock(s, hex, enemy.side)) return;
  const b = s.world.map.board;
  // RS-OPT-17 / RS-AMB-34: a stand-off jammer within 10 hexes: +3 to the ADN's rolls.
  const jam = standOffJammerEcm(s, hex, flight.side) > 0 ? 3 : 0;
  const firers: GroundFirer[] = [];
  for (const inst of installationsOf(s, enemy.id)) {
    const f = installationFire(s, inst);
    const at = installationHex(s, inst);
    if (!f || at < 0 || b.distance(at, hex) > f.range || flight.adnFired.has(`adn:${inst.id}`)) continue;
    flight.adnFired.add(`adn:${inst.id}`);
    const close =
      BOMBS.has(flight.kind) && at === flight.target ? closeAirDefenceDrm(enemy.side, undefined) : 0;
    firers.push({ firer: { kind: 'adn', id: inst.id }, side: enemy.side, factor: f.aa, drm: jam + close });
  }
  resolveGroundToAir(s, flight, hex, firers, targets, dice, events);
}

/** RS-AIR-101/102, RS-GA-1..9, RS-AIR-52..57: see api.ts enterHex. */
export function enterHexImpl(
  s: RsState,
  flight: Flight,
  hex: number,
  leg: 'out' | 'back',
  dice: RsDice,
  events: RsEvent[],
): void {
  const a = s.ext.adn;
  if (!a || hex < 0) return;
  const defender = otherSide(flight.side);
  sectorDefence(s, flight, hex, dice, events);
  // RS-GA-1: once per firing unit per hex entered; in the target hex of a strike the fire is
  // targetHexFire's (before or after the strike, RS-GA-4/5).
  const atTarget = leg === 'out' && hex === flight.target && STRIKES.has(flight.kind);
  if (!atTarget && a.orders[defender].groundFire && !ownAircraftBlock(s, hex, defender)) {
    const targets = detectedTargets(s, flight, false);
    if (targets.length > 0 || flight.marker)
      if (!flight.marker || flight.adnFired.has('marker-seen'))
        resolveGroundToAir(s, flight, hex, groundFirers(s, defender, hex, null), targets, dice, events);
  }
  if (flight.marker) return; // transport markers are not intercepted (decision RS-D-ADN-MARKER)
  capReactions(s, flight, hex, dice, events);
  baseInterception(s, flight, hex, dice, events);
  alertReaction(s, flight, hex, dice, events);
}

/** RS-GA-4/5, RS-AIR-45, RS-AIR-53: see api.ts targetHexFire. */
export function targetHexFireImpl(
  s: RsState,
  flight: Flight,
  when: 'before' | 'after',
  dice: RsDice,
  events: RsEvent[],
): void {
  const a = s.ext.adn;
  if (!a) return;
  const defender = otherSide(flight.side);
  const hex = flight.target;
  if (a.orders[defender].groundFire && !ownAircraftBlock(s, hex, defender)) {
    // 'before': the units detected before they entered (hit ones abort and do not attack);
    // 'after': the strikers, detected by their attack (RS-GA-5) or on entering (RS-GA-4b).
    const targets = detectedTargets(s, flight, false, when === 'before');
    if (targets.length > 0)
      resolveGroundToAir(
        s,
        flight,
        hex,
        groundFirers(s, defender, hex, { target: hex, kind: flight.kind }),
        targets,
        dice,
        events,
      );
  }
  // RS-AIR-53: an undetected strike on the interceptors' own base: after the strike and the
  // ground fire, the interceptors of that base may intercept.
  if (when === 'after' && !ANTI_AIR.has(flight.kind))
    for (const h of homesOf(s, defender))
      if (h.hex === hex) baseInterception(s, flight, hex, dice, events, h.id);
}
