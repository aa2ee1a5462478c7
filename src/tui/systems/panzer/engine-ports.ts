// The engine's own planning and preview functions behind the client's ports: path preview with
// MP costs and reachable hexes (src/engine/systems/panzer/rules/planner.ts), each answered from what the moving
// side knows (plannerFor), never from the hidden truth.

import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { losDetail } from '../../../engine/systems/panzer/rules/los.js';
import { plannerFor, type MovePlanner } from '../../../engine/systems/panzer/rules/planner.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import { hasZoc, markZoc } from '../../../engine/systems/panzer/rules/zoc.js';
import { viewFor } from '../../../engine/systems/panzer/view.js';
import type { MovePlan, OverlayProvider, Planner } from './ports.js';

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

/** One planner per state and side: building the side's knowledge is the costly part. */
const planners = new WeakMap<GameState, Map<string, MovePlanner>>();
function plannerOf(state: GameState, side: Side): MovePlanner {
  let m = planners.get(state);
  if (!m) planners.set(state, (m = new Map()));
  let p = m.get(side);
  if (!p) m.set(side, (p = plannerFor(state, side)));
  return p;
}

export const enginePlanner: Planner = {
  plan(state: GameState, units, to): MovePlan {
    const first = units[0];
    if (first === undefined) return { path: [], error: 'No unit selected.' };
    const side = state.world.units[first]!.side;
    const p = plannerOf(state, side).findPath(units, to);
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
    const r = plannerOf(state, state.world.units[first]!.side).reachable(units);
    for (const loc of r.locs) if (r.left[loc]! >= 0) out.set(loc, r.left[loc]!);
    return out;
  },
};

/**
 * Line of sight (PC-MAP-07) on the public terrain, and the zones of control of the enemy units
 * the side sees (PC-ZOC-01): hidden enemies add nothing to the display.
 */
export const engineOverlays: OverlayProvider = {
  los(state, _side, from, to) {
    const hexes = state.world.board.line(from, to, 1);
    const d = losDetail(state.world, from, to);
    if (d.visible) return { hexes };
    const at = d.blockedBy.map((l) => hexes.indexOf(l)).filter((i) => i >= 0);
    return at.length > 0 ? { hexes, blockedFrom: Math.min(...at) } : { hexes };
  },
  enemyZoc(state, side) {
    const board = state.world.board;
    const zoc = new Uint8Array(board.size);
    for (const e of viewFor(state, side).enemies) {
      const def = state.world.units[e.index]!;
      if (hasZoc(def, { cohesion: e.cohesion, status: 'active', loc: e.loc })) markZoc(board, e.loc, zoc);
    }
    const out: number[] = [];
    for (let i = 0; i < zoc.length; i++) if (zoc[i]) out.push(i);
    return out;
  },
};
