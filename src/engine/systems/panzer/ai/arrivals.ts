// The computer's Arrived list (PC-RNF-02): every arrived reinforcement is placed at its entry hex
// at the start of the side's movement, unless the side knows of an enemy unit there and the unit
// has no Protection Value to clear it (rules/placement.ts would refuse): then it is held.

import type { Command } from '../commands.js';
import type { UnitSetup } from '../model/scenario.js';
import type { SideView } from '../view.js';

/** The reinforcement's arrival (PC-RNF-01/03/05): the scenario's, which its own side knows. */
function arrivalOf(def: SideView['own'][number]['def']): UnitSetup['arrives'] {
  return (def as Partial<UnitSetup>).arrives;
}

/** placeReinforcement orders for the side's arrived units, in list order. */
export function arrivalOrders(view: SideView): Command[] {
  const { board } = view.map;
  const enemyAt = new Set<number>([...view.enemies.map((e) => e.loc), ...view.unknown.map((u) => u.loc)]);
  const out: Command[] = [];
  for (const u of view.own) {
    if (u.state.status !== 'arrived') continue;
    const a = arrivalOf(u.def);
    const loc = a ? board.parse(a.hex) : undefined;
    if (!a || loc === undefined) continue;
    if (enemyAt.has(loc) && (a.protection ?? 0) <= 0) continue; // held for a later turn
    out.push({ type: 'placeReinforcement', unit: u.def.id, hex: a.hex });
  }
  return out;
}
