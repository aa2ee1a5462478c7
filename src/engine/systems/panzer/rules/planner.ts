// Movement planning for the terminal client and the computer opponent (PC-MOV-01, PC-MSC-06,
// PC-MSC-07). A planner only uses what one side knows (design invariant 3): enemy occupancy and
// ZOC come from spotted (and "Unknown") enemy units, minefields and rubble from hexes the side
// sees. apply() enforces the true state; a path planned here can still be cut short by a hidden
// enemy.
//
// Stacks: each unit pays its own cost. The searches use one number per step, the largest of the
// units' costs each scaled to the most constrained unit (cost_i x m / mp_i, m = the smallest MP),
// which never lets a stack go where one of its units could not. For a single unit it is exactly
// its MP (rules-decisions, Movement).

import type { RuleError } from '../../../core/errors.js';
import { ruleError } from '../../../core/errors.js';
import type { GameState, HexState } from '../model/state.js';
import { SIDE } from '../model/terrain.js';
import type { UnitDef, UnitState, Side } from '../model/unit.js';
import {
  findPath as aStar,
  reachable as dijkstra,
  routeTo,
  type Reach,
  type StepCostFn,
} from '../../../core/path/search.js';
import type { SideView } from '../view.js';
import type { World } from '../world.js';
import {
  BLOCK,
  buildKnowledge,
  evalStep,
  knowledgeFor,
  moverStack,
  roadStackingOk,
  stackBlock,
  unitStepCost,
  patrolRecallCost,
  quarterUp,
  usesFerry,
  wrecksMeAt,
  DYN,
  enemyAt,
  type MoveKnowledge,
  type MoverProfile,
  type MoverStack,
} from './movecost.js';
import { modeBlocksMovement } from './modes.js';
import { hasZoc } from './zoc.js';

export interface ReachResult extends Reach {
  /** MP left on arrival at each hex (-1 = not reachable this turn), in MP of the most constrained unit. */
  readonly budget: number;
  /** The hexes entered to reach `loc` by the cheapest route, or undefined. */
  route(loc: number): number[] | undefined;
}

export interface PlannedPath {
  readonly ok: true;
  /** Hexes entered, in order. */
  readonly path: number[];
  /** Scalar cost of each step (MP for a single unit). */
  readonly costs: number[];
  /** Each unit's own cost of each step: unitCosts[step][unit]. */
  readonly unitCosts: number[][];
  readonly total: number;
  /** How many steps of the path the stack can take with the MP it has now. */
  readonly affordable: number;
  /** Hexes the search settled (for benchmarks). */
  readonly expanded: number;
}

export type PathAnswer = PlannedPath | { readonly ok: false; readonly error: RuleError };

export interface FindPathOptions {
  /** Refuse long detours (PC-MSC-06); default true. The computer opponent may turn it off. */
  readonly refuseDetours?: boolean;
  /** Avoid known minefields unless every unit clears mines (PC-MSC-06); default true. */
  readonly avoidMinefields?: boolean;
}

export type StepAnswer =
  | { readonly ok: true; readonly costs: readonly number[]; readonly label: string }
  | { readonly ok: false; readonly error: RuleError };

export interface MovePlanner {
  readonly side: Side;
  readonly knowledge: MoveKnowledge;
  /** PC-MSC-07: every hex the units can reach with the MP they have, minefields included. */
  reachable(units: readonly number[]): ReachResult;
  /** PC-MSC-06: a minimum-cost path to `to`, however many turns it takes. */
  findPath(units: readonly number[], to: number, opts?: FindPathOptions): PathAnswer;
  /** The cost of one step for each unit, or why it cannot be made. */
  stepCost(units: readonly number[], from: number, to: number): StepAnswer;
}

/** Movement costs are whole quarter MP (movecost.ts), so the searches use bucket queues. */
const QUANTUM = 0.25;

type UnitStates = { readonly units: readonly UnitState[] };

/** Scales each unit's cost to the most constrained one (see the header). */
function weights(
  profiles: readonly MoverProfile[],
  mpOf: (p: MoverProfile) => number,
): { w: number[]; m: number } {
  const mps = profiles.map(mpOf);
  const m = Math.min(...mps);
  return { w: mps.map((x) => (x > 0 ? m / x : 0)), m };
}

function stackCost(
  k: MoveKnowledge,
  s: MoverStack,
  w: readonly number[],
  avoidMines: boolean,
  goal: number,
): StepCostFn {
  const profiles = s.profiles;
  // PC-MSC-06: known minefields are avoided, except as the destination itself.
  const mined = (to: number) =>
    avoidMines && to !== goal && (k.dyn[to]! & DYN.hexState) !== 0 && (k.hexes[to]?.minefield ?? 0) > 0;
  // A module that prices steps itself (the OCS module, profiles/): plan with its step cost.
  const hook = k.world.hooks.stepCost;
  if (hook !== evalStep)
    return (from, to) => {
      if (mined(to)) return -1;
      const r = hook(k, s, from, to);
      if (!r.ok) return -1;
      let worst = 0;
      r.costs.forEach((c, i) => (worst = Math.max(worst, c * w[i]!)));
      return quarterUp(worst);
    };
  if (profiles.length === 1 && w[0] === 1 && s.railMe === 0 && s.ships === 0) {
    // The common case, the hot loop of the searches: one unit, stack rules inlined.
    const p = profiles[0]!;
    const { dyn, friendMe } = k;
    const { start, me } = s;
    const stackRoom = k.world.params.maxStacking - me;
    const roadRoom = k.world.params.roadStacking - s.allMe;
    return (from, to, edge) => {
      const dt = dyn[to]!;
      if (dt & DYN.enemy) return -1;
      const there = dt & DYN.friend ? friendMe[to]! - (to === start ? me : 0) : 0;
      // PB-UNIT-15: wrecks take room too (never on the road stacking, PB-MOVE-16 has its own test).
      if (me > 0 && there + (dt & DYN.hexState ? wrecksMeAt(k, to) : 0) > stackRoom) return -1;
      if (dt & DYN.hexState && mined(to)) return -1;
      return unitStepCost(k, p, from, to, edge, there <= roadRoom);
    };
  }
  return (from, to, edge) => {
    if (stackBlock(k, s, to) !== 0 || mined(to)) return -1;
    const roadOk = roadStackingOk(k, s, to);
    if (!s.single && s.profiles.some((p) => usesFerry(k, p, edge))) return -1; // PC-WAT-02
    let worst = 0;
    for (let i = 0; i < profiles.length; i++) {
      const c = unitStepCost(k, profiles[i]!, from, to, edge, roadOk);
      if (c < 0) return -1;
      const x = c * w[i]!;
      if (x > worst) worst = x;
    }
    return quarterUp(worst); // rounded up: still never lets the stack go where a unit could not
  };
}

/**
 * The cheapest step a unit could ever pay, so that A* never overestimates. `primary` = false
 * leaves out Primary Road steps (the only ones that may cost less than the rest, PC-ENV-05).
 */
function minStepOf(k: MoveKnowledge, p: MoverProfile, primary = true): number {
  const params = k.world.params;
  let lo = Infinity;
  const consider = (x: number) => {
    if (x >= 0 && x < lo) lo = x;
  };
  if (p.rail) consider(p.railCost);
  else {
    for (let t = 0; t < p.terrainCost.length; t++) consider(p.terrainCost[t]! * Math.min(1, p.cond));
    if (p.travel) {
      consider(p.roadCost * Math.min(1, p.cond));
      if (primary) consider(p.primaryCost);
    }
  }
  const zm = params.zocMoveMultiplier;
  if (zm > 0 && zm < 1) lo *= zm;
  if (k.storm) lo *= 2;
  if (p.full > 0) lo = Math.min(lo, p.full);
  return Number.isFinite(lo) ? lo : 0;
}

/** Distance from each hex to the nearest hex with a Primary Road hexside (BFS), per knowledge. */
const primaryDistance = new WeakMap<MoveKnowledge, Int32Array | null>();
function primaryDistanceOf(k: MoveKnowledge): Int32Array | null {
  const cached = primaryDistance.get(k);
  if (cached !== undefined) return cached;
  const { size, adjStart, adj, adjEdge } = k.world.board;
  const d = new Int32Array(size).fill(0x3fffffff);
  const queue = new Int32Array(size);
  let tail = 0;
  for (let loc = 0; loc < size; loc++)
    for (let i = adjStart[loc]!, end = adjStart[loc + 1]!; i < end; i++)
      if (k.edges[adjEdge[i]!]! & SIDE.primaryRoad) {
        d[loc] = 0;
        queue[tail++] = loc;
        break;
      }
  if (tail === 0) {
    primaryDistance.set(k, null);
    return null;
  }
  for (let head = 0; head < tail; head++) {
    const u = queue[head]!;
    for (let i = adjStart[u]!, end = adjStart[u + 1]!; i < end; i++) {
      const v = adj[i]!;
      if (d[v]! > d[u]! + 1) {
        d[v] = d[u]! + 1;
        queue[tail++] = v;
      }
    }
  }
  primaryDistance.set(k, d);
  return d;
}

/**
 * A* estimate for a stack to `goal`: for each unit, c1 x distance with c1 its cheapest step; for
 * units in Travel Mode whose Primary Road steps are cheaper than anything else (c2), a path must
 * first reach a primary road and finally leave it, so it costs at least
 * min(c2 x d, c1 x d + (c2 - c1) x (dP(from) + dP(goal))). Both never overestimate and are
 * consistent: only Primary Road steps cost less than c2, and both their ends lie on the road, where
 * the second form is the smaller. The stack takes the largest weighted estimate.
 */
function heuristicFor(
  k: MoveKnowledge,
  s: MoverStack,
  w: readonly number[],
  goal: number,
): (loc: number) => number {
  const board = k.world.board;
  const parts = s.profiles.map((p, i) => {
    const c1 = minStepOf(k, p) * w[i]!;
    const c2 = minStepOf(k, p, false) * w[i]!;
    return { c1, c2 };
  });
  const dP = parts.some((x) => x.c2 > x.c1) ? primaryDistanceOf(k) : null;
  const dGoal = dP ? dP[goal]! : 0;
  if (parts.length === 1) {
    const { c1, c2 } = parts[0]!;
    if (!dP || c2 <= c1) return (loc) => c1 * board.distance(loc, goal);
    return (loc) => {
      const d = board.distance(loc, goal);
      return Math.min(c2 * d, c1 * d + (c2 - c1) * (dP[loc]! + dGoal));
    };
  }
  return (loc) => {
    const d = board.distance(loc, goal);
    let best = 0;
    for (const { c1, c2 } of parts) {
      const x = dP && c2 > c1 ? Math.min(c2 * d, c1 * d + (c2 - c1) * (dP[loc]! + dGoal)) : c1 * d;
      if (x > best) best = x;
    }
    return best;
  };
}

function makePlanner(k: MoveKnowledge, states: UnitStates): MovePlanner {
  const board = k.world.board;
  const stackOf = (units: readonly number[]) => moverStack(k, states, units);
  const unitError = (units: readonly number[]): RuleError | undefined => {
    if (units.length === 0) return ruleError('BAD_COMMAND', 'Select at least one unit.');
    const start = states.units[units[0]!]!.loc;
    for (const u of units) {
      const def = k.world.units[u]!;
      const st = states.units[u]!;
      if (def.side !== k.side) return ruleError('NOT_YOUR_UNIT', `${def.name} is not yours.`);
      if (st.loc !== start || st.loc < 0)
        return ruleError('BAD_COMMAND', `${def.name} is not in the stack's hex.`);
      if (def.speed <= 0)
        return ruleError('IMMOBILE', `${def.name} is immobile and never moves.`, 'PC-MOV-22');
      if (st.fixed)
        return ruleError('FIXED', `${def.name} is Fixed and cannot move until released.`, 'PC-MOV-21');
      const m = modeBlocksMovement(def, st);
      if (m) return m;
    }
    return undefined;
  };

  return {
    side: k.side,
    knowledge: k,

    reachable(units) {
      const s = stackOf(units);
      const bad = unitError(units);
      const { w, m } = weights(s.profiles, (p) => p.st.mp - patrolRecallCost(p.st));
      const budget = bad || !(m > 0) ? 0 : m;
      const start = s.start >= 0 ? s.start : 0;
      const reach = dijkstra(
        board,
        start,
        budget,
        budget > 0 ? stackCost(k, s, w, false, -1) : () => -1,
        QUANTUM,
      );
      return { ...reach, budget, route: (loc: number) => routeTo(reach, loc) };
    },

    findPath(units, to, opts = {}) {
      const bad = unitError(units);
      if (bad) return { ok: false, error: bad };
      if (to < 0 || to >= board.size)
        return { ok: false, error: ruleError('NO_SUCH_HEX', 'That hex is not on the map.') };
      const s = stackOf(units);
      if (enemyAt(k, to))
        return {
          ok: false,
          error: ruleError('ENEMY_OCCUPIED', `${board.label(to)} is held by the enemy.`, 'PC-MOV-02'),
        };
      const stuck = s.profiles.find((p) => !(p.full > 0));
      if (stuck)
        return {
          ok: false,
          error: ruleError('IMMOBILE', `${stuck.def.name} has no movement allowance this turn.`),
        };
      const { w } = weights(s.profiles, (p) => p.full);
      const avoid = opts.avoidMinefields !== false && !s.profiles.every((p) => p.mineClear);
      // A module's own step cost (profiles/) has no lower bound known here: plain Dijkstra order.
      const own = k.world.hooks.stepCost !== evalStep;
      const minStep = own ? 0 : Math.max(...s.profiles.map((p, i) => minStepOf(k, p) * w[i]!));
      const found = aStar(board, s.start, to, stackCost(k, s, w, avoid, to), {
        minStep,
        ...(own ? {} : { heuristic: heuristicFor(k, s, w, to) }),
        quantum: QUANTUM,
      });
      if (!found)
        return {
          ok: false,
          error: ruleError(
            'IMPASSABLE',
            `There is no path to ${board.label(to)} for ${k.world.units[units[0]!]!.name}.`,
            'PC-MSC-06',
          ),
        };
      const dist = board.distance(s.start, to);
      const params = k.world.params;
      if (
        opts.refuseDetours !== false &&
        found.path.length > params.pathDetourFactor * dist + params.pathDetourSlack
      )
        return {
          ok: false,
          error: ruleError(
            'BAD_PATH',
            `There is no direct path to ${board.label(to)}: the best one is ${found.path.length} hexes long for a distance of ${dist}.`,
            'PC-MSC-06',
          ),
        };
      const unitCosts: number[][] = [];
      const mp = s.profiles.map((p) => p.st.mp - patrolRecallCost(p.st));
      let affordable = 0;
      let at = s.start;
      let paying = true;
      for (const loc of found.path) {
        const r = k.world.hooks.stepCost(k, s, at, loc);
        const costs = r.ok ? r.costs.slice() : s.profiles.map(() => Infinity);
        unitCosts.push(costs);
        if (paying && costs.every((c, i) => c <= mp[i]!)) {
          costs.forEach((c, i) => (mp[i] = mp[i]! - c));
          affordable++;
        } else paying = false;
        at = loc;
      }
      return {
        ok: true,
        path: found.path,
        costs: found.costs,
        unitCosts,
        total: found.total,
        affordable,
        expanded: found.expanded,
      };
    },

    stepCost(units, from, to) {
      const bad = unitError(units);
      if (bad) return { ok: false, error: bad };
      const s = { ...stackOf(units), start: states.units[units[0]!]!.loc };
      const r = k.world.hooks.stepCost(k, s, from, to);
      return r.ok ? { ok: true, costs: r.costs, label: r.label } : { ok: false, error: r.error };
    },
  };
}

/** A planner for `side` from the full state, using only what that side knows. */
export function plannerFor(state: GameState, side: Side): MovePlanner {
  return makePlanner(knowledgeFor(state, side, false), state);
}

/**
 * A planner from a side's view (what the computer opponent and a remote client hold). `world` is
 * the static scenario data (terrain, full-hex bridges and ferries, obstacles, congestion), which
 * both players have.
 */
export function plannerFromView(view: SideView, world: World): MovePlanner {
  const hexes: Record<number, HexState> = {};
  const entry = (loc: number): HexState =>
    (hexes[loc] ??= {
      rubble: 'none',
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none',
      congestion: null,
      congestionCounter: 0,
      fortification: null,
      fortificationVacated: false,
    });
  for (const [loc, f] of world.features) {
    if (f.obstacle) entry(loc).obstacle = 'intact';
    if (f.congestion) entry(loc).congestion = f.congestion;
  }
  for (const [loc, m] of view.map.minefields) entry(loc).minefield = m;
  for (const loc of view.map.rubble) entry(loc).rubble = 'uncleared';
  for (const [loc, w] of view.map.wrecks ?? []) entry(loc).wrecks = w; // PB-IMP-35: known to both sides
  for (const [loc, b] of view.map.bridgeChanges ?? []) {
    if (b === 'pontoon')
      entry(loc).pontoon = true; // PC-ENG-14
    else entry(loc).fullHexBridge = 'damaged'; // PC-ENG-16
  }
  const units: UnitState[] = [];
  const own: { def: UnitDef; state: UnitState }[] = [];
  for (const o of view.own) {
    units[o.index] = o.state as UnitState;
    own.push({ def: o.def, state: o.state as UnitState });
  }
  const enemies = [
    ...view.enemies.map((e) => ({
      loc: e.loc,
      zoc: hasZoc(world.units[e.index]!, { cohesion: e.cohesion, status: 'active', loc: e.loc }),
      ...(world.units[e.index]!.facing !== undefined ? { facing: world.units[e.index]!.facing! } : {}),
    })),
    ...view.unknown.map((u) => ({ loc: u.loc, zoc: true })),
  ];
  const k = buildKnowledge({
    world,
    side: view.side,
    truth: false,
    edges: view.map.edges,
    hexes,
    enemies,
    spottedLocs: view.enemies.map((e) => e.loc),
    own,
    condition: view.condition,
    storm: view.storm,
    light: view.light,
    turnKey: view.turn * 2 + (view.activeSide === world.scenario.start.firstSide ? 0 : 1),
    ferriesUsed: {},
  });
  return makePlanner(k, { units });
}

export { BLOCK };
