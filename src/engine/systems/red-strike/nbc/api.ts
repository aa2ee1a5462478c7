// What other folders ask of NBC, DEFCON and World Opinion (missiles, air, cards). Owned by nbc/;
// the signatures are the contract between the folders (add optional parameters only).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';

export type NuclearSize = 'small' | 'medium' | 'massive';

/** RS-WO-1: moves World Opinion `spaces` toward `toward`. */
export function shiftWorldOpinion(_s: RsState, _toward: Side, _spaces: number, _events: RsEvent[]): void {}

/** RS-NBC-5: may `side` use nuclear weapons now (authorised or retaliating)? */
export function nuclearAllowed(_s: RsState, _side: Side): boolean {
  return false;
}

/** RS-NBC-20: may `side` make a chemical attack now? */
export function chemicalAllowed(_s: RsState, _side: Side): boolean {
  return false;
}

/**
 * RS-NBC-13/14, RS-NBC-3/4, RS-NBC-1: a successful nuclear attack of `size` by `by` on `hex`:
 * hits on the units there, bases, cities and ports destroyed, the marker, WO, VP and DEFCON.
 */
export function nuclearAttack(
  _s: RsState,
  _by: Side,
  _hex: number,
  _size: NuclearSize,
  _dice: RsDice,
  _events: RsEvent[],
): void {}

/** RS-NBC-20..24: a chemical attack by `by` on `hex` (missile or ground combat). */
export function chemicalAttack(_s: RsState, _by: Side, _hex: number, _events: RsEvent[]): void {}
