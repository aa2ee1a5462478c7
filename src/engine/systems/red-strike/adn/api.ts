// What other folders ask of air defence (the air war's flights, missiles, special forces, NBC).
// Owned by adn/; the signatures are the contract between the folders (add optional parameters only).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';

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
 */
export function enterHex(
  _s: RsState,
  _flight: Flight,
  _hex: number,
  _leg: 'out' | 'back',
  _dice: RsDice,
  _events: RsEvent[],
): void {}

/**
 * RS-GA-4/5, RS-AIR-45: ground-to-air fire in the target hex, 'before' the strike (units detected
 * before entering) or 'after' it (undetected strikers, now detected). Marks hit units aborted.
 */
export function targetHexFire(
  _s: RsState,
  _flight: Flight,
  _when: 'before' | 'after',
  _dice: RsDice,
  _events: RsEvent[],
): void {}

/** RS-AIR-100: `hits` hits on an ADN installation (id); returns hits that count on the roster. */
export function hitAdnInstallation(_s: RsState, _id: string, hits: number, _events: RsEvent[]): number {
  return hits;
}

/** RS-AIR-101: a hex's sector status for air units of `side` flying in it. */
export function sectorStatus(_s: RsState, _hex: number): 'full' | 'limited' | 'out' | 'none' {
  return 'none';
}
