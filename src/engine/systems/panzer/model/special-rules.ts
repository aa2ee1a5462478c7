// Scenario special rules (issue 13, dossier tutorial-and-tactical.md §B8): rules a scenario's
// designer switches on with data, for mechanisms the base rules lack. Each is generic — finite
// ammunition, burning buildings, truce turns — and names no scenario. The rule code is in
// rules/ammunition.ts, rules/burning.ts and rules/truce.ts; the checks in scenario/special-rules.ts.

import type { Side, UnitType } from './unit.js';

/**
 * SR-AMMO, finite ammunition (§B8 "Ammunition", extends PB-SUP-10..14): every unit of `side` that
 * can fire starts with a number of shots; every shot it fires (direct, indirect or opportunity)
 * spends one; at 0 it cannot fire. Nothing replenishes them (no resupply reached the bridge).
 */
export interface AmmunitionRule {
  readonly side: Side;
  /** Shots each firing unit of the side starts with. */
  readonly shots: number;
  /** Shots by unit type, over `shots` (mortars and PIATs were scarcer). */
  readonly byType?: Partial<Record<UnitType, number>>;
  /** Shots by unit id, over both. */
  readonly units?: Readonly<Record<string, number>>;
}

/** Who may set a building on fire, and with what chance per shot or assault (SR-BURN). */
export interface Igniter {
  readonly side: Side;
  /** Unit types that may ignite (one of `types` and `units` is required). */
  readonly types?: readonly UnitType[];
  /** Unit ids that may ignite. */
  readonly units?: readonly string[];
  /** Chance in percent that one direct shot or assault by such a unit sets the target hex on fire. */
  readonly chance: number;
}

/**
 * SR-BURN, burning buildings (§B8 "Burning buildings", extends PB-IMP-01 / PC-FIR-31 rubble): from
 * `fromTurn`, a direct shot or an assault by an igniter into a hex of one of the `terrain` letters
 * may set it on fire. Units in a burning hex must leave: one still there at the start of its
 * side's player turn after `leaveTurns` of its own turns takes `lossPercent` of its strength. After
 * `burnTurns` game turns the fire is out and the hex is uncleared rubble for good.
 */
export interface BurningRule {
  readonly terrain: readonly string[];
  readonly fromTurn: number;
  readonly igniters: readonly Igniter[];
  readonly leaveTurns: number;
  readonly lossPercent: number;
  readonly burnTurns: number;
}

/** SR-TRUCE, a truce (§B8 "Wounded", extends PB-FIRE-35 / PC-ASL-01): no fire and no assault by either side. */
export interface TruceRule {
  readonly fromTurn: number;
  /** How many game turns it lasts (both player turns of each). */
  readonly turns: number;
  readonly name?: string;
}

export interface SpecialRules {
  readonly ammunition?: readonly AmmunitionRule[];
  readonly burning?: BurningRule;
  readonly truces?: readonly TruceRule[];
}
