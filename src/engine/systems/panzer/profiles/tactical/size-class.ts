// PB-DIFF-41, PB-UNIT-54: Panzer Battles units are platoons and companies (the basic scale is the
// company), so the size classes of the fatigue and morale-check tables sit one step lower than in
// Panzer Campaigns, where the battalion is the basic unit. PC-CRT-05 gives the morale-check base
// 5 / 10 / 15 to a lone company / two combined companies / a battalion; PB-CRT-05 gives the same
// values to a squad or lone platoon / two combined platoons / a company or 3+ combined platoons.

import type { UnitDef } from '../../model/unit.js';

/**
 * The PB size class of a unit (PB-UNIT-54): a squad or uncombined platoon, a combined unit of two
 * platoons, or a company (or larger) or a combined unit of three or more platoons.
 */
export type PbSizeClass = 'platoon' | 'pair' | 'company';

export function pbSizeClass(def: Pick<UnitDef, 'size' | 'subUnits'>): PbSizeClass {
  if (def.size !== 'platoon') return 'company';
  const n = def.subUnits ?? 1;
  return n >= 3 ? 'company' : n === 2 ? 'pair' : 'platoon';
}

/** PB-CRT-05 morale-check base by PB size class: loss / (loss + base) is the chance of a check. */
export const PB_MORALE_BASE: Readonly<Record<PbSizeClass, number>> = { platoon: 5, pair: 10, company: 15 };

/** PB-CRT-05, PB-DIFF-41: the morale-check base value of a unit under the tactical profile. */
export function pbMoraleBase(def: Pick<UnitDef, 'size' | 'subUnits'>): number {
  return PB_MORALE_BASE[pbSizeClass(def)];
}
