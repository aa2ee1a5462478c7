// Fortifications (PC-FRT): Improved Positions, Trenches, Bunkers and Pillboxes, who they protect,
// their fire modifier and the Bunker/Pillbox defense increase (PC-FIR-08/09), and the halved
// benefit of a vacated fortification (PC-FRT-04).

import type { GameState, HexState } from '../model/state.js';
import type { FortificationType } from '../model/combat-params.js';
import { isMotorizedInfantry, unitsAt } from './combat-units.js';
import { markerSideAt } from './marker-sides.js';

export const FORT_NAMES: Record<FortificationType, string> = {
  ip: 'Improved Position',
  trench: 'Trench',
  bunker: 'Bunker',
  pillbox: 'Pillbox',
};

/** The changing state of a hex, created with the scenario's values on first write. */
export function hexStateFor(state: GameState, loc: number): HexState {
  let h = state.hexes[loc];
  if (!h) {
    const f = state.world.features.get(loc);
    h = {
      rubble: f?.rubble ? 'uncleared' : 'none',
      minefield: f?.minefield ?? 0,
      minefieldPenetrated: false,
      obstacle: f?.obstacle ? 'intact' : 'none',
      congestion: f?.congestion ?? null,
      congestionCounter: 0,
      fortification: f?.fortification ?? null,
      fortificationVacated: false,
      ...(f?.side ? { markerSide: f.side } : {}), // PB-MAP-05
    };
    state.hexes[loc] = h;
  }
  return h;
}

export function fortificationAt(
  state: GameState,
  loc: number,
): { type: FortificationType; vacated: boolean } | null {
  const h = state.hexes[loc];
  const type = h ? h.fortification : (state.world.features.get(loc)?.fortification ?? null);
  if (!type) return null;
  return { type, vacated: h?.fortificationVacated ?? false };
}

export function isHardFortification(type: FortificationType): boolean {
  return type === 'bunker' || type === 'pillbox';
}

/**
 * Does the fortification in the unit's hex protect it? IPs and Trenches protect every Deployed
 * unit (PC-FRT-02); Bunkers and Pillboxes only Deployed units not made of vehicles, Deployed
 * motorized or mechanized infantry included (PC-FRT-03).
 */
export function protectedBy(
  state: GameState,
  unit: number,
): { type: FortificationType; vacated: boolean } | null {
  const s = state.units[unit]!;
  const def = state.world.units[unit]!;
  if (s.loc < 0 || s.mode !== 'deployed') return null;
  const f = fortificationAt(state, s.loc);
  if (!f) return null;
  if (isHardFortification(f.type) && def.component === 'vehicles' && !isMotorizedInfantry(def)) return null;
  // PB-FORT-04, PB-FORT-06: held by the side it does not belong to, it protects as if vacated.
  const owner = markerSideAt(state, s.loc);
  if (owner && owner !== def.side && !f.vacated) return { ...f, vacated: true };
  return f;
}

/** PC-FIR-08/09, PC-FRT-04: the fortification's fire modifier in percent, halved when vacated. */
export function fortificationPercent(
  state: GameState,
  f: { type: FortificationType; vacated: boolean },
): number {
  const p = state.world.params.combat.fortification[f.type];
  return f.vacated ? p / 2 : p;
}

/** PC-FIR-09: the Bunker/Pillbox defense multiplier; `bonusScale` halves it (vacated, demolition). */
export function fortificationDefenseMultiplier(
  state: GameState,
  f: { type: FortificationType; vacated: boolean },
  bonusScale = 1,
): number {
  if (!isHardFortification(f.type)) return 1;
  const c = state.world.params.combat;
  const pct = f.type === 'bunker' ? c.bunkerDefense : c.pillboxDefense;
  return 1 + (pct / 100) * bonusScale * (f.vacated ? 0.5 : 1);
}

/** PC-FRT-04/05: a fortification whose hex has been emptied becomes Vacated (call after units leave). */
export function noteHexLeft(state: GameState, loc: number): void {
  if (loc < 0 || !fortificationAt(state, loc)) return;
  if (unitsAt(state, loc).length > 0) return;
  hexStateFor(state, loc).fortificationVacated = true;
}
