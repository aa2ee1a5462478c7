// Stacking (PC-UNT-08, PC-UNT-09, PC-MOV-05, PC-MOV-08, PC-SUT-03).

import type { GameState } from '../model/state.js';
import { menEquivalent, type UnitDef, type UnitState } from '../model/unit.js';
import { readUnits } from '../draft.js'; // reads every unit: no copies for apply()'s draft

/** Men-equivalents of a unit as it stands (PC-GEN-01). */
export function unitMe(def: UnitDef, st: Pick<UnitState, 'strength'>): number {
  return menEquivalent(def, st.strength);
}

/** PC-UNT-09: a towed gun counts against the towed-gun limit while Deployed. */
export function isTowedGun(def: UnitDef): boolean {
  return !!def.flags.towed && def.component === 'guns';
}

export interface HexStack {
  /** Men-equivalents that count against the Maximum Stacking Limit (not in Rail Mode). */
  me: number;
  /** Men-equivalents in Rail Mode (count only against rail traffic, PC-MOV-08). */
  railMe: number;
  ships: number;
  deployedTowedGuns: number;
  units: number[];
}

/** What stands in a hex for one side, leaving out the units in `except`. */
export function stackAt(
  state: GameState,
  loc: number,
  side: UnitDef['side'],
  except: readonly number[] = [],
): HexStack {
  const out: HexStack = { me: 0, railMe: 0, ships: 0, deployedTowedGuns: 0, units: [] };
  readUnits(state).forEach((s, i) => {
    if (s.loc !== loc || s.status !== 'active' || except.includes(i)) return;
    const def = state.world.units[i]!;
    if (def.side !== side) return;
    out.units.push(i);
    addToStack(out, def, s);
  });
  return out;
}

export function addToStack(out: HexStack, def: UnitDef, s: UnitState): void {
  const me = unitMe(def, s);
  if (s.mode === 'rail') out.railMe += me;
  else out.me += me;
  if (def.moveClass === 'naval') out.ships += 1;
  if (isTowedGun(def) && s.mode === 'deployed') out.deployedTowedGuns += s.strength;
}

/** PC-SUT-03: at most four ships in a hex. */
export const MAX_SHIPS = 4;
