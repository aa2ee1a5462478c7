// Wrecks (PB-IMP-35, PB-UNIT-15, PB-MOVE-16, PB-CRT-08, PB-DIFF-15). A destroyed vehicle may
// leave a wreck in its hex (params.variant.map.wreckChance per vehicle; the manual gives no
// chance). Wrecks belong to nobody: they count toward the stacking limit of whoever enters
// (wreckMe men-equivalents each, "wrecks × 10") and block road movement through the hex once
// wrecks × 10 exceed the road value, the Road Stacking Limit (PB-MOVE-16).
//
// §23 item 5: Appendix 1 says instead that wrecks "block visibility" past the road limit; we read
// that as a mistranslation of the body's road rule (docs/rules-decisions.md), so wrecks never block
// sight. With wreckChance 0 (Panzer Campaigns) no wreck is ever made and nothing here applies.

import type { Dice } from '../../../core/rng.js';
import type { Params } from '../model/params.js';
import type { GameState, HexState } from '../model/state.js';
import { hexStateFor } from './fortifications.js';

/** Wrecks in a hex entry (absent entry or field = none). */
export function wrecksOf(h: Pick<HexState, 'wrecks'> | undefined): number {
  return h?.wrecks ?? 0;
}

/** PB-UNIT-15: the men-equivalents the wrecks of a hex take from its stacking limit. */
export function wreckStacking(params: Params, wrecks: number): number {
  return wrecks * params.variant.map.wreckMe;
}

/** PB-MOVE-16: no road movement through a hex whose wrecks × 10 exceed the road value. */
export function wrecksBlockRoad(params: Params, wrecks: number): boolean {
  return wrecks > 0 && wreckStacking(params, wrecks) > params.roadStacking;
}

/**
 * PB-IMP-35, PB-CRT-08: `lost` vehicles were destroyed in `loc`; each leaves a wreck with the
 * chance wreckChance (one draw each). Not in Water, where a hulk sinks. Returns the wrecks made.
 * No die is drawn when the chance is 0, so the operational game's rolls are the same as before.
 */
export function leaveWrecks(state: GameState, loc: number, lost: number, dice: Dice): number {
  const chance = state.world.params.variant.map.wreckChance;
  if (chance <= 0 || lost <= 0 || loc < 0) return 0;
  const t = state.world.params.terrain[state.world.terrain[loc]!]!;
  if (t.water) return 0;
  let made = 0;
  for (let i = 0; i < lost; i++) if (dice.next() < chance) made++;
  if (made > 0) {
    const h = hexStateFor(state, loc);
    h.wrecks = wrecksOf(h) + made;
  }
  return made;
}
