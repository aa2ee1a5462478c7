// The engine's own planning and preview functions behind the client's ports: path preview with
// MP costs and reachable hexes (src/engine/systems/panzer/rules/planner.ts), each answered from what the moving
// side knows (plannerFor), never from the hidden truth.

import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { losDetail } from '../../../engine/systems/panzer/rules/los.js';
import { DYN, moverStack, patrolRecallCost } from '../../../engine/systems/panzer/rules/movecost.js';
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

/**
 * The path the planner found, priced the way apply() checks it (issue 18): each unit pays its own
 * cost of each step by the world's stepCost hook on the side's knowledge (movement.ts
 * validatePath), plus recalling a patrol (PC-SUT-08). The planner's search cost is a scalar
 * scaled to the most constrained unit and leaves the recall out, so it is not what a move charges.
 * The shown unit is the one left with the fewest MP.
 */
function pricePath(
  state: GameState,
  planner: MovePlanner,
  units: readonly number[],
  path: readonly number[],
): { steps: { loc: number; mp: number }[]; cost: number; left: number; affordable: number; notes: string[] } {
  const k = planner.knowledge;
  const stack = moverStack(k, state, units);
  const recall = units.map((u) => patrolRecallCost(state.units[u]!));
  const spent = recall.slice();
  const perStep: number[][] = [];
  let at = stack.start;
  let affordable = 0;
  let paying = true;
  for (const to of path) {
    const r = state.world.hooks.stepCost(k, stack, at, to);
    const costs = r.ok ? r.costs : units.map(() => Infinity);
    if (paying && costs.every((c, i) => spent[i]! + c <= state.units[units[i]!]!.mp)) affordable++;
    else paying = false;
    costs.forEach((c, i) => (spent[i] = spent[i]! + c));
    perStep.push(costs.slice());
    at = to;
  }
  let w = 0;
  units.forEach((u, i) => {
    if (state.units[u]!.mp - spent[i]! < state.units[units[w]!]!.mp - spent[w]!) w = i;
  });
  let acc = recall[w]!;
  const steps = path.map((loc, j) => ({ loc, mp: (acc += perStep[j]![w]!) }));
  const notes: string[] = [];
  if (recall[w]! > 0) notes.push(`includes ${fmt(recall[w]!)} MP to recall the patrol (PC-SUT-08)`);
  const dest = path[path.length - 1];
  const h = dest !== undefined && k.dyn[dest]! & DYN.hexState ? k.hexes[dest] : undefined;
  if (h && h.minefield > 0 && !stack.profiles.every((p) => p.mineClear))
    notes.push(`the minefield at ${state.world.board.label(dest!)} attacks and takes MP (PC-IMP-07)`);
  return { steps, cost: spent[w]!, left: state.units[units[w]!]!.mp - spent[w]!, affordable, notes };
}

export const enginePlanner: Planner = {
  plan(state: GameState, units, to): MovePlan {
    const first = units[0];
    if (first === undefined) return { path: [], error: 'No unit selected.' };
    const side = state.world.units[first]!.side;
    const planner = plannerOf(state, side);
    const p = planner.findPath(units, to);
    if (!p.ok) return { path: [], error: p.error.message };
    const priced = pricePath(state, planner, units, p.path);
    const mp = Math.min(...units.map((u) => state.units[u]!.mp));
    const plan: MovePlan = {
      path: p.path,
      steps: priced.steps,
      cost: priced.cost,
      mpLeft: Math.max(0, priced.left),
      ...(priced.notes.length ? { notes: priced.notes } : {}),
    };
    if (priced.affordable < p.path.length)
      return {
        ...plan,
        error: `the path costs ${fmt(priced.cost)} MP and ${state.world.units[first]!.name} has ${fmt(mp)} left (${priced.affordable} of ${p.path.length} hexes this turn)`,
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
