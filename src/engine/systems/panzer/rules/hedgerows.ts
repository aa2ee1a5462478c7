// Hedge Rows (PB-MAP-03, PB-IMP-30, PB-ASLT-13, PB-DIFF-12/13): hexsides of hedges on earth
// banks. Crossing costs what the hexside table says (model/terrain.ts, the `hedgerow` row). A
// vehicle that crosses one and ends its move in the hex beyond it is vulnerable for the rest of the
// game turn: its Defense is × params.variant.map.hedgeVehicleDefense (PB ½). Vehicles assaulting
// across one attack and defend at × hedgeVehicleAssault (PB ½), and those that advance across it
// become vulnerable. With both factors 1 (Panzer Campaigns) none of this has any effect.

import type { GameState } from '../model/state.js';
import { ROAD_BITS, SIDE } from '../model/terrain.js';
import type { Side } from '../model/unit.js';
import { isVehicleForAssault } from './combat-units.js';
import { readUnits } from '../draft.js';

/** The hexside bits between two adjacent hexes as play has changed them; 0 when not adjacent. */
function bitsBetween(state: GameState, a: number, b: number): number {
  const edge = state.world.board.edgeBetween(a, b);
  if (edge < 0) return 0;
  return state.edgeOverrides[edge] ?? state.world.edges[edge]!;
}

/** PB-MAP-03: is there a Hedge Row on the hexside between two adjacent hexes? */
export function hedgeBetween(state: GameState, a: number, b: number): boolean {
  return (bitsBetween(state, a, b) & SIDE.hedgerow) !== 0;
}

/**
 * A Hedge Row a unit goes through rather than over: not where a road or railway crosses the
 * hexside, which has a gap in the hedge (ours, not from the source).
 */
function hedgeWithoutGap(state: GameState, a: number, b: number): boolean {
  const bits = bitsBetween(state, a, b);
  return (bits & SIDE.hedgerow) !== 0 && (bits & (ROAD_BITS | SIDE.rail)) === 0;
}

/** Does the Hedge Row rule apply to this unit at all: a vehicle, with the rule's factor below 1? */
function hedgeRuleFor(state: GameState, unit: number): boolean {
  if (state.world.params.variant.map.hedgeVehicleDefense >= 1) return false;
  return isVehicleForAssault(state.world.units[unit]!, state.units[unit]!);
}

/**
 * PB-IMP-30: a unit has just entered `to` from `from` and stopped there (the end of a move, or an
 * advance after an assault, PB-ASLT-13). A vehicle that crossed a Hedge Row is vulnerable; any
 * other entry ends an earlier vulnerability (it no longer stands in the hex it crossed into).
 */
export function noteEntry(state: GameState, unit: number, from: number, to: number): void {
  const s = state.units[unit]!;
  if (hedgeRuleFor(state, unit) && hedgeWithoutGap(state, from, to)) s.hedgeCrossed = true;
  else if (s.hedgeCrossed) delete s.hedgeCrossed;
}

/** PB-IMP-30, PB-FIRE-16: the Defense factor of a vulnerable vehicle, for fire; null when none. */
export function hedgeDefence(
  state: GameState,
  unit: number,
): { label: string; value: number; rule: string } | null {
  const s = state.units[unit]!;
  if (!s.hedgeCrossed) return null;
  const v = state.world.params.variant.map.hedgeVehicleDefense;
  return v < 1 ? { label: 'crossed a Hedge Row (vulnerable)', value: v, rule: 'PB-IMP-30' } : null;
}

/**
 * PB-ASLT-13: the factor on a vehicle's assault value and Defense when it assaults `target` across
 * a Hedge Row from where it stands; 1 otherwise.
 */
export function hedgeAssaultFactor(state: GameState, unit: number, target: number): number {
  const f = state.world.params.variant.map.hedgeVehicleAssault;
  if (f >= 1) return 1;
  const s = state.units[unit]!;
  if (!isVehicleForAssault(state.world.units[unit]!, s)) return 1;
  return hedgeBetween(state, s.loc, target) ? f : 1;
}

/**
 * PB-IMP-30 "for the rest of the game turn": at the start of a game turn (the first player turn)
 * every vulnerability ends. A start step of the tactical profile.
 */
export function endHedgeVulnerability(state: GameState, _side: Side): void {
  if (state.playerTurn !== 0) return;
  const units = readUnits(state); // read without copying; copy only the units that change
  for (let i = 0; i < units.length; i++) if (units[i]!.hedgeCrossed) delete state.units[i]!.hedgeCrossed;
}
