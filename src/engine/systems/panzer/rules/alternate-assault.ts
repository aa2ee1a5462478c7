// Optional Alternate Assault (PC-ASL-07): Hard attack values with range 0 (short-range anti-tank
// weapons) count in assaults, for attackers and defenders. The manual gives no method; ours
// (rules-decisions): the unit adds hard × men-equivalents × factor × the armoured share of the
// opposing force's men-equivalents, so the weapons matter in proportion to the tanks they face.

import type { Factor } from '../events.js';
import type { GameState } from '../model/state.js';
import { menEquivalent } from '../model/unit.js';
import { ruleOn } from '../world.js';

/** The armoured (Hard Target) share of a force's men-equivalents, 0..1. */
export function armouredShare(state: GameState, units: readonly number[]): number {
  let all = 0;
  let hard = 0;
  for (const u of units) {
    const def = state.world.units[u]!;
    const me = menEquivalent(def, state.units[u]!.strength);
    all += me;
    if (def.flags.hardTarget) hard += me;
  }
  return all > 0 ? hard / all : 0;
}

/** PC-ASL-07: what a unit's range-0 Hard value adds to its assault value, with its factor; null = nothing. */
export function alternateAssaultBonus(
  state: GameState,
  unit: number,
  opponents: readonly number[],
): { value: number; factor: Omit<Factor, 'label'> & { label: string } } | null {
  if (!ruleOn(state.world, 'alternateAssault')) return null;
  const def = state.world.units[unit]!;
  if (def.hard.range !== 0 || def.hard.value <= 0) return null;
  const share = armouredShare(state, opponents);
  if (share <= 0) return null;
  const me = menEquivalent(def, state.units[unit]!.strength);
  const k = state.world.params.supplyOptions.alternateAssaultHardFactor;
  const value = def.hard.value * me * k * share;
  return {
    value,
    factor: {
      label: `Alternate Assault: hard ${def.hard.value}/0 × ${me} men-eq × ${Math.round(share * 100)}% armour`,
      kind: 'add',
      value,
      rule: 'PC-ASL-07',
      applies: 'attack',
    },
  };
}
