// What other folders ask of missiles (stand-off AS missiles of aircraft and ships, cruise missiles,
// RS-AIR-61/62, RS-NAV-33). Owned by missiles/; the signatures are the contract between the
// folders (add optional parameters only).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';

export type Warhead = 'HE' | 'CH' | 'small' | 'medium' | 'massive';

/** What a missile is fired at in its target hex. */
export type MissileTarget =
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'naval'; readonly unit: number }
  | { readonly kind: 'installation'; readonly id: string }
  | { readonly kind: 'hex' };

/** A Missile Table entry's range in OpHexes, or null when the table has no such missile. */
export function missileRange(_missile: string): number | null {
  return null;
}

/**
 * RS-MSL-3..6: one missile of `missile` fired by `by` at `target` in `hex` with `warhead`:
 * the d100 roll against the hit number, then the hits or the NBC effects. Returns whether it hit,
 * or a sentence saying why it cannot be fired.
 */
export function fireMissile(
  _s: RsState,
  _by: Side,
  _missile: string,
  _hex: number,
  _target: MissileTarget,
  _warhead: Warhead,
  _dice: RsDice,
  _events: RsEvent[],
): boolean | string {
  return 'the Missile Table is not loaded';
}
