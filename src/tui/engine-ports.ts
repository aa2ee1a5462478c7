// The engine's own planning and preview functions behind the client's ports: path preview with
// MP costs and reachable hexes (src/engine/rules/planner.ts), each answered from what the moving
// side knows (plannerFor), never from the hidden truth.

import type { GameState } from '../engine/model/state.js';
import { plannerFor } from '../engine/rules/planner.js';
import type { MovePlan, Planner } from './ports.js';

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

export const enginePlanner: Planner = {
  plan(state: GameState, units, to): MovePlan {
    const first = units[0];
    if (first === undefined) return { path: [], error: 'No unit selected.' };
    const side = state.world.units[first]!.side;
    const p = plannerFor(state, side).findPath(units, to);
    if (!p.ok) return { path: [], error: p.error.message };
    let spent = 0;
    const steps = p.path.map((loc, i) => ({ loc, mp: (spent += p.costs[i] ?? 0) }));
    const mp = Math.min(...units.map((u) => state.units[u]!.mp));
    const plan: MovePlan = { path: p.path, steps, cost: p.total, mpLeft: Math.max(0, mp - p.total) };
    if (p.affordable < p.path.length)
      return {
        ...plan,
        error: `the path costs ${fmt(p.total)} MP and ${state.world.units[first]!.name} has ${fmt(mp)} left (${p.affordable} of ${p.path.length} hexes this turn)`,
      };
    return plan;
  },
  reachable(state: GameState, units) {
    const first = units[0];
    const out = new Map<number, number>();
    if (first === undefined) return out;
    const r = plannerFor(state, state.world.units[first]!.side).reachable(units);
    for (const loc of r.locs) if (r.left[loc]! >= 0) out.set(loc, r.left[loc]!);
    return out;
  },
};
