// Exit objectives for the computer (PC-VIC-03): which exits the side may use, what a unit is worth
// leaving through one, and whether a unit standing on one can leave now (the checks of
// rules/exit.ts, on what the side's view shows, so that the A/I gives no refused order).

import { exitVpOf } from '../rules/exit.js';
import type { OwnUnitView, SideView } from '../view.js';

/**
 * Not from the source: how much of a unit's exit VP the planner counts when it weighs an exit
 * against the objectives. Below 1 because a unit that leaves no longer fights or holds anything.
 */
export const EXIT_GOAL_WEIGHT = 0.5;

/** The locations of the side's own exit objectives. */
export function ownExits(view: SideView): number[] {
  return view.objectives.filter((o) => o.kind === 'exit' && o.owner === view.side).map((o) => o.loc);
}

/** The VP the unit would earn by leaving now (rules/exit.ts exitVpOf). */
export function exitValue(view: SideView, u: OwnUnitView): number {
  return exitVpOf(u.def, u.state.strength, view.map.params);
}

/** PC-VIC-03, PC-MSC-08, PC-MOV-21: on an own exit, no enemy seen there, MP left, not Fixed. */
export function canExitNow(view: SideView, u: OwnUnitView): boolean {
  const s = u.state;
  if (s.status !== 'active' || s.loc < 0 || s.fixed || s.mp <= 0) return false;
  if ((s.owner ?? u.def.side) !== view.side) return false;
  const o = view.objectives.find((x) => x.loc === s.loc);
  if (!o || o.kind !== 'exit' || o.owner !== view.side) return false;
  return !view.enemies.some((e) => e.loc === s.loc);
}
