// What other folders ask of NBC, DEFCON and World Opinion (missiles, air, cards). Owned by nbc/;
// the signatures are the contract between the folders (add optional parameters only). With the
// nbc option off (no state.ext.nbc) nothing is allowed and nothing moves.

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { chemicalStrike, mayUseChemical, mayUseNuclear, nuclearStrike, shiftWo } from './rules.js';

export type NuclearSize = 'small' | 'medium' | 'massive';

/** RS-WO-1: moves World Opinion `spaces` toward `toward`. */
export function shiftWorldOpinion(
  s: RsState,
  toward: Side,
  spaces: number,
  events: RsEvent[],
  why = 'World Opinion (RS-WO-1)',
): void {
  shiftWo(s, toward, spaces, why, events);
}

/** RS-NBC-5: may `side` use nuclear weapons now (authorised or retaliating)? */
export function nuclearAllowed(s: RsState, side: Side): boolean {
  return mayUseNuclear(s, side);
}

/** RS-NBC-20: may `side` make a chemical attack now? */
export function chemicalAllowed(s: RsState, side: Side): boolean {
  return mayUseChemical(s, side);
}

/**
 * RS-NBC-13/14, RS-NBC-3/4, RS-NBC-1: a successful nuclear attack of `size` by `by` on `hex`:
 * hits on the units there, bases, cities and ports destroyed, the marker, WO, VP and DEFCON.
 * (No roll: the dice are kept in the contract for callers.)
 */
export function nuclearAttack(
  s: RsState,
  by: Side,
  hex: number,
  size: NuclearSize,
  _dice: RsDice,
  events: RsEvent[],
): void {
  nuclearStrike(s, by, hex, size, events);
}

/** RS-NBC-20..24: a chemical attack by `by` on `hex` (missile or ground combat). */
export function chemicalAttack(s: RsState, by: Side, hex: number, events: RsEvent[]): void {
  chemicalStrike(s, by, hex, events);
}

/** RS-NBC-14: a city, port or sonobuoy hex destroyed by a nuclear attack (no supply source, no missile reload). */
export function destroyedByNuclear(s: RsState, hex: number): boolean {
  return s.ext.nbc?.destroyed.includes(hex) ?? false;
}
