// Combine for the computer (PC-MSC-03): depleted companies of one battalion that share a hex
// become one Combined unit, which fires, moves and stacks as one and is worth a single order.
// Read from the side's view only; the checks repeat rules/combine.ts's so that no order is
// refused (issue 6: 0 refused commands).

import type { Command } from '../commands.js';
import { canEverCombine } from '../rules/combine.js';
import type { OwnUnitView, SideView } from '../view.js';

/**
 * Not from the source: a company counts as depleted below this fraction of its full strength;
 * a group combines when at least two of its units are.
 */
export const DEPLETED = 0.5;

function mayCombine(view: SideView, u: OwnUnitView): boolean {
  const s = u.state;
  return (
    s.status === 'active' &&
    s.loc >= 0 &&
    (s.owner ?? u.def.side) === view.side &&
    canEverCombine(u.def, view.map.params) &&
    !s.bridgeOps &&
    !s.mineOps
  );
}

const depleted = (u: OwnUnitView) => u.state.strength < DEPLETED * u.def.strength;

/**
 * The Combine orders worth giving now: for each hex, battalion, component and mode, the depleted
 * companies there (two or more) combine into the first of them. Under Manual Defensive Fire only
 * in the side's own Movement Phase (PC-PHS-02: orders other than fire and assault belong to it).
 */
export function combineOrders(view: SideView): Command[] {
  if (view.activeSide !== view.side) return [];
  if (view.phase && (view.phase.name !== 'movement' || view.phase.side !== view.side)) return [];
  const groups = new Map<string, OwnUnitView[]>();
  for (const u of view.own) {
    if (!mayCombine(view, u) || !depleted(u)) continue;
    const key = `${u.state.loc}|${u.def.org}|${u.def.component}|${u.def.type}|${u.state.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  const out: Command[] = [];
  for (const g of groups.values())
    if (g.length >= 2) out.push({ type: 'combine', units: g.map((u) => u.def.id) });
  return out;
}
