// What other folders ask of air defence (the air war's flights, missiles, special forces, NBC).
// Owned by adn/; the signatures are the contract between the folders (add optional parameters only).

import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { airDefOf } from './airinfo.js';
import { alertedNow } from './intercept.js';
import { enterHexImpl, targetHexFireImpl } from './mission.js';
import { airNavalInterception } from './navalint.js';
import { addInstallationHits, sectorAt, statusOf } from './sectors.js';

/** RS-AIR-41 mission kinds, as the flight's owner names them. */
export type MissionKind =
  | 'surface-attack'
  | 'cas'
  | 'interdiction'
  | 'anti-ship'
  | 'anti-submarine'
  | 'mining'
  | 'air-superiority'
  | 'escort'
  | 'ferry'
  | 'transport'
  | 'intercept'
  | 'cap';

/** An air mission in flight (owned by air/flight.ts; adn/ reads and marks it). */
export interface Flight {
  readonly side: Side;
  readonly kind: MissionKind;
  /** Air unit indices flying (escorts included). */
  readonly units: readonly number[];
  /** Escorts among them (RS-AIR-60). */
  readonly escorts: readonly number[];
  /** Its target hex. */
  readonly target: number;
  /** Units hit (they abort, RS-HIT-8) — adn/ adds to it. */
  readonly aborted: Set<number>;
  /** Transport markers and other abstract flights have no air unit: their AA target is this. */
  readonly marker?: { readonly carried: number; readonly ecm: 0 };
  /** ADN installations that already fired at each unit (RS-AIR-102). */
  readonly adnFired: Set<string>;
}

/**
 * RS-AIR-101/102, RS-GA-1..10, RS-AIR-52..57: the flight enters `hex` on its way (in or out):
 * sector detection and ADN fire, ground- and naval-to-air fire at detected units, interception by
 * the other side's interceptors and CAP (its standing orders). Marks hit units aborted.
 * The hex's detection rolls (tryDetect) are the caller's, made before this call; this adds the
 * automatic detection of a fully operational enemy sector (RS-AIR-101, not helicopters RS-AIR-22).
 * In the target hex of a strike (leg 'out') the ground-to-air fire is left to targetHexFire.
 */
export function enterHex(
  s: RsState,
  flight: Flight,
  hex: number,
  leg: 'out' | 'back',
  dice: RsDice,
  events: RsEvent[],
): void {
  enterHexImpl(s, flight, hex, leg, dice, events);
}

/**
 * RS-GA-4/5, RS-AIR-45: ground-to-air fire in the target hex, 'before' the strike (units detected
 * before entering) or 'after' it (undetected strikers, now detected). Marks hit units aborted.
 * Firers that are the strike's target get the close air defence DRM (RS-GA-8, RS-AMB-44); units
 * with AA 0 fire only there (RS-GA-7). 'after' also lets the interceptors of a base struck by an
 * undetected mission rise (RS-AIR-53).
 */
export function targetHexFire(
  s: RsState,
  flight: Flight,
  when: 'before' | 'after',
  dice: RsDice,
  events: RsEvent[],
): void {
  targetHexFireImpl(s, flight, when, dice, events);
}

/**
 * RS-AIR-100: `hits` hits on an ADN installation (id); returns hits that count on the roster (at
 * most 4 in all; the 4th destroys it). `by`: the attacking air unit — a Wild Weasel doubles its
 * hits (RS-OPT-15) when the optional rule is on.
 */
export function hitAdnInstallation(
  s: RsState,
  id: string,
  hits: number,
  events: RsEvent[],
  by?: { readonly airUnit?: number },
): number {
  let h = hits;
  if (by?.airUnit !== undefined && isOn(s, 'wild-weasels') && airDefOf(s, by.airUnit).symbols.wildWeasel)
    h *= 2;
  return addInstallationHits(s, id, h, 'attack', events);
}

/** RS-AIR-101: a hex's sector status for air units of `side` flying in it. */
export function sectorStatus(s: RsState, hex: number): 'full' | 'limited' | 'out' | 'none' {
  const sector = sectorAt(s, hex);
  return sector && s.ext.adn ? statusOf(s, sector) : 'none';
}

/**
 * RS-AIR-57 / RS-AIR-54: the unit was alerted against the strike now being resolved, or is airborne
 * on an interception during it: it takes no hits from the attack on its base (hitAirBase).
 */
export function isAlerted(s: RsState, unit: number): boolean {
  return alertedNow(s, unit);
}

/**
 * RS-AIR-58: naval units of `side` have just moved into `hex` (call it for each hex entered, after
 * the detection rolls there). Intercept-mode air units of the other side may strike a detected one
 * (standing orders). Returns true when they did: the stack stops in this hex (it may move on after).
 */
export function navalEntered(
  s: RsState,
  side: Side,
  units: readonly number[],
  hex: number,
  dice: RsDice,
  events: RsEvent[],
): boolean {
  return airNavalInterception(s, side, units, hex, dice, events);
}
