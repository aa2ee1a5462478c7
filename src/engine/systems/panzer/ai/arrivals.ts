// The computer's Arrived list (PC-RNF-02): every arrived reinforcement is placed at its entry hex
// at the start of the side's movement, except
// - an ordinary arrival when the side knows of an enemy unit there (seen, or told by the view's
//   entryHeld, as a refused placement would tell it) and the unit has no Protection
//   Value to clear it (rules/placement.ts would refuse): it is held;
// - any airborne, glider or amphibious arrival in a storm (PC-RNF-10 refuses it): it is held;
// - an airborne or glider arrival whose scatter circle holds a known enemy unit (landing on the
//   enemy costs 80%, PC-RNF-06): it is held for up to AIRBORNE_MAX_HOLD turns, then dropped anyway.
// The player cannot change the drop hex (PC-RNF-03), so the choice is when, not where.

import type { Command } from '../commands.js';
import type { Arrival, UnitSetup } from '../model/scenario.js';
import { DEFAULT_LANDING, dropKind, stormHolds } from '../rules/airborne.js';
import type { SideView } from '../view.js';

/**
 * Turns past its arrival turn the computer holds an airborne drop while a known enemy unit is
 * within its scatter radius. Not from the source.
 */
export const AIRBORNE_MAX_HOLD = 2;

/** The reinforcement's arrival (PC-RNF-01/03/05): the scenario's, which its own side knows. */
function arrivalOf(def: SideView['own'][number]['def']): UnitSetup['arrives'] {
  return (def as Partial<UnitSetup>).arrives;
}

/** Whether to hold an airborne or glider drop this turn: a known enemy within its scatter radius. */
function holdDrop(view: SideView, a: Arrival, loc: number, enemyLocs: readonly number[]): boolean {
  if (view.turn - a.turn >= AIRBORNE_MAX_HOLD) return false;
  const { board } = view.map;
  const radius = a.scatter ?? DEFAULT_LANDING.scatterRadius;
  return enemyLocs.some((e) => board.distance(e, loc) <= radius && !(e === loc && (a.protection ?? 0) > 0));
}

/** placeReinforcement orders for the side's arrived units, in list order. */
export function arrivalOrders(view: SideView): Command[] {
  const { board } = view.map;
  const enemyLocs = [...view.enemies.map((e) => e.loc), ...view.unknown.map((u) => u.loc)];
  const enemyAt = new Set<number>(enemyLocs);
  const out: Command[] = [];
  for (const u of view.own) {
    if (u.state.status !== 'arrived') continue;
    const a = arrivalOf(u.def);
    const loc = a ? board.parse(a.hex) : undefined;
    if (!a || loc === undefined) continue;
    if (stormHolds(a, view.storm)) continue; // PC-RNF-10: held until the storm passes
    if (dropKind(a)) {
      if (holdDrop(view, a, loc, enemyLocs)) continue;
    } else if (u.entryHeld || (!a.infiltration && enemyAt.has(loc) && (a.protection ?? 0) <= 0)) continue; // held
    out.push({ type: 'placeReinforcement', unit: u.def.id, hex: a.hex });
  }
  return out;
}
