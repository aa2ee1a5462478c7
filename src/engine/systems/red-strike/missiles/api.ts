// What other folders ask of missiles (stand-off AS missiles of aircraft and ships, cruise missiles,
// RS-AIR-61/62, RS-NAV-33). Owned by missiles/; the signatures are the contract between the
// folders (add optional parameters only).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { fire } from './fire.js';
import { missileEntry } from './table.js';

export type Warhead = 'HE' | 'CH' | 'small' | 'medium' | 'massive';

/** What a missile is fired at in its target hex. */
export type MissileTarget =
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'naval'; readonly unit: number }
  | { readonly kind: 'installation'; readonly id: string }
  | { readonly kind: 'hex' };

/** A Missile Table entry's range in OpHexes, or null when the table has no such missile. */
export function missileRange(missile: string): number | null {
  return missileEntry(missile)?.range ?? null;
}

/**
 * RS-MSL-3..6: one missile of `missile` fired by `by` at `target` in `hex` with `warhead`:
 * the d100 roll against the hit number, then the hits or the NBC effects. Returns whether it hit,
 * or a sentence saying why it cannot be fired. `from` (optional): the launch hex, to check the
 * range (RS-MSL-3 #1); without it the caller has checked it.
 */
export function fireMissile(
  s: RsState,
  by: Side,
  missile: string,
  hex: number,
  target: MissileTarget,
  warhead: Warhead,
  dice: RsDice,
  events: RsEvent[],
  from?: number,
): boolean | string {
  return fire(s, by, missile, hex, target, warhead, dice, events, from);
}
