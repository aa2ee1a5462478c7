// The computer's Column Movement Orders (PB-MOVE-32, PB-DIFF-07): a reinforcement far from the
// enemy with a long way to go is sent up the road in column to a staging hex short of the enemy,
// and left to the column (rules/column-moves.ts) until it is there. The staging hex is the last
// hex of the side's cheapest path to the unit's objective that is still `safeSteps` + 2 from every
// known enemy. Only orders the engine will take are given: the same knowledge finds the path, the
// destination is at least MIN_COLUMN_HEXES away, and the unit can move in a column.

import type { SideView, OwnUnitView } from '../view.js';
import type { UnitSetup } from '../model/scenario.js';
import type { AiRules } from './rules-port.js';

/** Shorter trips are ordinary moves. Not from the source. */
export const MIN_COLUMN_HEXES = 4;

/** Whether the unit is already in one of the side's column orders. */
export function inColumn(view: SideView, u: Pick<OwnUnitView, 'index'>): boolean {
  return view.columns?.some((c) => c.units.includes(u.index)) ?? false;
}

/** A column order for a reinforcement on its way to `target`, or null. */
export function columnFor(
  view: SideView,
  u: OwnUnitView,
  rules: AiRules,
  enemySteps: ArrayLike<number>,
  target: number,
  safeSteps: number,
): { unit: string; to: string } | null {
  // Standing orders only: an immediate one (PC-AI-04) is no more than the moves the A/I gives anyway.
  if (view.map.params.variant.map.columnOrders !== 'standing' || !rules.pathTo) return null;
  const s = u.state;
  if (!(u.def as Partial<UnitSetup>).arrives || inColumn(view, u)) return null; // reinforcements only
  if (s.fixed || u.def.speed <= 0 || s.mode === 'rail' || s.carriedBy !== undefined || s.loc < 0) return null;
  const path = rules.pathTo(view, u.index, target);
  if (!path?.length) return null;
  let stage = -1;
  for (const loc of path) {
    if (enemySteps[loc]! <= safeSteps + 2) break;
    stage = loc;
  }
  const board = view.map.board;
  if (stage < 0 || board.distance(s.loc, stage) < MIN_COLUMN_HEXES) return null;
  return { unit: u.def.id, to: board.label(stage) };
}
