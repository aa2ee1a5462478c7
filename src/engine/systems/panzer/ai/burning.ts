// The computer's answer to SR-BURN (rules/burning.ts, a scenario special rule): a unit standing in
// a burning building hex steps out of it before the turn's plan, to a neighbouring hex it may
// enter with the MP it has, preferring another building hex. Only what the side's view shows is
// used (the burning hexes everyone sees, its own units, the enemy it has spotted).

import type { MoveCommand } from '../commands.js';
import { plannerFromView } from '../rules/planner.js';
import type { SideView } from '../view.js';
import type { World } from '../world.js';

/** The next unit to take out of a burning hex, as a one-step move, or null. `tried` grows. */
export function nextLeaveFire(view: SideView, world: World, tried: Set<number>): MoveCommand | null {
  const burning = view.map.burning;
  if (!burning || burning.size === 0) return null;
  const rule = world.scenario.specialRules?.burning;
  const board = view.map.board;
  const enemyAt = new Set<number>([...view.enemies.map((e) => e.loc), ...view.unknown.map((u) => u.loc)]);
  const building = (loc: number) =>
    rule?.terrain.includes(view.map.params.terrain[view.map.terrain[loc]!]!.letter) ?? false;
  for (const u of view.own) {
    if (tried.has(u.index)) continue;
    const s = u.state;
    if (s.status !== 'active' || s.loc < 0 || !burning.has(s.loc) || s.fixed || s.mp <= 0) continue;
    tried.add(u.index);
    const planner = plannerFromView(view, world);
    const options = [0, 1, 2, 3, 4, 5]
      .map((dir) => board.neighbor(s.loc, dir))
      .filter((n) => n >= 0 && !burning.has(n) && !enemyAt.has(n))
      .filter((n) => {
        const step = planner.stepCost([u.index], s.loc, n);
        return step.ok && step.costs[0]! <= s.mp;
      })
      .sort((a, b) => Number(building(b)) - Number(building(a)) || a - b);
    const to = options[0];
    if (to !== undefined) return { type: 'move', units: [u.def.id], path: [board.label(to)] };
  }
  return null;
}
