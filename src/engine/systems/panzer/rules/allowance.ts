// The movement allowance a unit gets at the start of its side's turn (PC-TRN-05).

import type { GameState } from '../model/state.js';
import type { Quality, UnitDef } from '../model/unit.js';
import { lightOfTurn } from './clock.js';
import { ruleOn } from '../world.js';

/** PC-MOV-03 / PC-GEN-04 quality modifiers to the allowance, in percent. */
const VEHICLE_Q: Record<Quality, number> = { A: 20, B: 10, C: 0, D: -10, E: -20, F: -30 };
const OTHER_Q: Record<Quality, number> = { A: 10, B: 10, C: 0, D: -10, E: -10, F: -20 };

export function isVehicleUnit(def: UnitDef): boolean {
  return def.moveClass === 'motorized' || def.moveClass === 'tracked' || def.component === 'vehicles';
}

/**
 * Full allowance for this turn. Modifiers multiply (rules-decisions: PC-GEN-07) and the result is
 * rounded to the nearest whole MP:
 * - quality (PC-MOV-03);
 * - Disrupted at night ×2/3 (PC-MOV-09);
 * - Low Fuel ×1/2 (PC-SUP-17);
 * - Frozen Penalty 2×P for vehicle units on Frozen turns (PC-ENV-11).
 */
export function movementAllowance(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  if (def.speed <= 0) return 0; // PC-MOV-22 immobile
  const vehicle = isVehicleUnit(def) && !s.onFoot;
  let ma = def.speed * (1 + (vehicle ? VEHICLE_Q : OTHER_Q)[def.quality] / 100);
  if (s.cohesion === 'disrupted' && lightOfTurn(state.world, state.turn) === 'night') ma *= 2 / 3;
  if (s.lowFuel && vehicle) ma *= 1 / 2;
  if (ruleOn(state.world, 'manualDefensiveFire')) ma *= 2 / 3; // PC-PHS-03a
  if (state.weather.condition === 'frozen' && vehicle) {
    const p = state.world.params.side[def.side].frozenPenalty;
    ma *= Math.max(0, 1 - (2 * p) / 100);
  }
  return Math.max(0, Math.round(ma));
}
