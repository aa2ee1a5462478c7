// The defence of a Low on Fuel unit (PC-SUP-17 with PC-SUT-09), in one place for fire, assault and
// air strikes: Low Fuel halves the defense value, except for motorized or mechanized infantry that
// have dismounted (On Foot), which keep their normal defense.

import type { UnitState } from '../model/unit.js';

export interface DefenceFactor {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}

/** The Low Fuel defence multiplier of a unit, or undefined when it has none. */
export function lowFuelDefence(s: Pick<UnitState, 'lowFuel' | 'onFoot'>): DefenceFactor | undefined {
  if (!s.lowFuel) return undefined;
  if (s.onFoot) return undefined; // PC-SUT-09: dismounted, it keeps its default defense
  return { label: 'Low Fuel', value: 0.5, rule: 'PC-SUP-17' };
}
