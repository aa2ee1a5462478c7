// Markers with sides (PB-MAP-05, PB-FORT-06, PB-DIFF-17: "special markers such as fortifications
// and minefields have sides"). The manual says no more; our reading, not from the source:
//
// - Who sees them (PB-SPOT-15: "fortifications are known to the owning side by default but must be
//   spotted visually by the enemy"): a side always knows the fortification and minefield of a hex
//   its markers belong to, on the map and in its move planning; the enemy only where it occupies
//   or sees the hex, as for any marker (PC-SPT-12).
// - Whom they serve (PB-FORT-04: benefits halved "when it is occupied by the opposing side"): a
//   fortification protects units of the other side as if vacated (fortifications.ts protectedBy).
// - Whom they stop: a minefield attacks and blocks whoever enters, its own side included (the
//   manual gives no exemption; engineers' lanes, PB-IMP-22, are the way through).
//
// Scenario markers take their side from the map (`side=allied` on a features line); minefields
// laid and fortifications dug in play belong to the side of the unit that made them. A marker
// without a side (older scenarios, the operational game) behaves as before: nobody owns it.

import type { GameState, HexState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { hexStateFor } from './fortifications.js';

/** The side the markers of `loc` belong to, or undefined (always when the rule is off). */
export function markerSideAt(state: Pick<GameState, 'hexes' | 'world'>, loc: number): Side | undefined {
  if (!state.world.params.variant.map.markerSides) return undefined;
  return state.hexes[loc]?.markerSide ?? state.world.features.get(loc)?.side ?? undefined;
}

/** PB-SPOT-15 (ours): does `side` know this hex's markers without seeing the hex? */
export function ownsMarkers(
  world: Pick<GameState['world'], 'params'>,
  h: Pick<HexState, 'markerSide'> | undefined,
  side: Side,
): boolean {
  return world.params.variant.map.markerSides && h?.markerSide === side;
}

/**
 * PB-MAP-05: a minefield laid or a fortification made in play belongs to its maker's side (one side
 * per hex: the last maker's). Nothing when the rule is off.
 */
export function claimMarkers(state: GameState, loc: number, side: Side): void {
  if (!state.world.params.variant.map.markerSides) return;
  const h = hexStateFor(state, loc);
  if (h.markerSide !== side) h.markerSide = side;
}
