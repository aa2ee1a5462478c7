// Graph searches over any Board (hexes or areas), after rot.js src/path/: the game's knowledge comes
// in as a callback giving the cost of entering `to` from `from` across `edge`, so these functions
// know nothing of units or terrain. Locations index typed arrays; the open list is a binary heap,
// or a bucket queue when every cost is a whole number of some quantum (quarter MP).
//
// A cost callback returns a finite number >= 0, or a negative number / Infinity / NaN when the step
// cannot be made. Costs should be exact binary fractions (the movement rules use quarter MP) so
// that sums along a path are exact.

import type { Board } from '../board.js';
import { BucketQueue } from './buckets.js';
import { MinHeap } from './heap.js';

export type StepCostFn = (from: number, to: number, edge: number) => number;

const blocked = (c: number) => !(c >= 0) || c === Infinity;

/** Per-board-size scratch arrays reused between searches; generation stamps avoid clearing them. */
class Scratch {
  readonly g: Float64Array;
  readonly parent: Int32Array;
  readonly seen: Uint32Array;
  readonly closed: Uint32Array;
  readonly heap = new MinHeap(4096);
  readonly buckets = new BucketQueue();
  gen = 0;
  constructor(size: number) {
    this.g = new Float64Array(size);
    this.parent = new Int32Array(size);
    this.seen = new Uint32Array(size);
    this.closed = new Uint32Array(size);
  }
  next(): number {
    this.heap.clear();
    this.buckets.clear();
    if (++this.gen === 0xffffffff) {
      this.seen.fill(0);
      this.closed.fill(0);
      this.gen = 1;
    }
    return this.gen;
  }
}

const scratchBySize = new Map<number, Scratch>();
function scratch(size: number): Scratch {
  let s = scratchBySize.get(size);
  if (!s) {
    s = new Scratch(size);
    scratchBySize.set(size, s);
    if (scratchBySize.size > 8) scratchBySize.delete(scratchBySize.keys().next().value!);
  }
  return s;
}

/** The result of a bounded Dijkstra search (PC-MSC-07 reachable hexes). */
export interface Reach {
  /** Budget left on arrival at each location by the cheapest route; -1 where not reachable. */
  readonly left: Float64Array;
  /** The previous location on that route; -1 for the start and for unreached locations. */
  readonly parent: Int32Array;
  /** Reached locations in the order they were settled (cheapest first), the start included. */
  readonly locs: readonly number[];
}

/**
 * Every location reachable from `start` for at most `budget` (Dijkstra over the board graph).
 * With a `quantum`, every step cost must be a whole multiple of it and a bucket queue replaces
 * the heap.
 */
export function reachable(board: Board, start: number, budget: number, cost: StepCostFn, quantum = 0): Reach {
  return reachableFrom(board, [start], [0], budget, cost, quantum);
}

/**
 * reachable() from several starts at once, each with the budget it has already used
 * (`spent[i]` for `starts[i]`): one search where several would settle the same hexes again, as
 * when supply flows from several sources of different values (PC-SUP-30).
 */
export function reachableFrom(
  board: Board,
  starts: readonly number[],
  spent: readonly number[],
  budget: number,
  cost: StepCostFn,
  quantum = 0,
): Reach {
  const n = board.size;
  const left = new Float64Array(n).fill(-1);
  const parent = new Int32Array(n).fill(-1);
  const locs: number[] = [];
  const { adjStart, adj, adjEdge } = board;
  const s = scratch(n);
  const gen = s.next();
  const { g, seen, closed, heap, buckets } = s;
  const q = quantum > 0 ? quantum : 0;
  starts.forEach((start, i) => {
    const d0 = spent[i] ?? 0;
    if (d0 > budget || (seen[start] === gen && g[start]! <= d0)) return;
    g[start] = d0;
    seen[start] = gen;
    if (q) buckets.push(start, Math.round(d0 / q));
    else heap.push(start, d0);
  });
  for (;;) {
    const u = q ? buckets.pop() : heap.pop();
    if (u < 0) break;
    if (closed[u] === gen) continue; // stale entry
    closed[u] = gen;
    const d = g[u]!;
    left[u] = budget - d;
    locs.push(u);
    for (let k = adjStart[u]!, end = adjStart[u + 1]!; k < end; k++) {
      const v = adj[k]!;
      if (closed[v] === gen) continue;
      const c = cost(u, v, adjEdge[k]!);
      if (blocked(c)) continue;
      const nd = d + c;
      if (nd > budget) continue;
      if (seen[v] !== gen || nd < g[v]!) {
        seen[v] = gen;
        g[v] = nd;
        parent[v] = u;
        if (q) buckets.push(v, Math.round(nd / q));
        else heap.push(v, nd);
      }
    }
  }
  return { left, parent, locs };
}

/** The route to `loc` found by a reachable() search: the locations entered, in order. */
export function routeTo(reach: Reach, loc: number): number[] | undefined {
  if (reach.left[loc]! < 0) return undefined;
  const path: number[] = [];
  for (let at = loc; reach.parent[at]! >= 0; at = reach.parent[at]!) path.push(at);
  return path.reverse();
}

export interface FoundPath {
  /** Locations entered, in order; the start is not included (empty when start = goal). */
  readonly path: number[];
  /** Cost of each step (same indexing as path). */
  readonly costs: number[];
  readonly total: number;
  /** Locations taken off the open list, for benchmarks and tests. */
  readonly expanded: number;
}

export interface AStarOptions {
  /** Lower bound on the cost of one step, so that `minStep * distance` never overestimates. */
  readonly minStep: number;
  /**
   * A better estimate of the cost from a location to the goal, used instead of
   * `minStep * distance`. It must never overestimate and must be consistent
   * (h(u) <= cost(u, v) + h(v) for every step u -> v).
   */
  readonly heuristic?: (loc: number) => number;
  /** Give up on routes costing more than this. */
  readonly maxCost?: number;
  /**
   * Every step cost is a whole multiple of this (quarter MP in the movement rules): the open list
   * becomes a bucket queue and the heuristic is rounded down to the quantum (still consistent).
   */
  readonly quantum?: number;
}

/**
 * Minimum-cost path from `start` to `goal` (A* with the board distance times the cheapest possible
 * step as heuristic, which never overestimates and is consistent, so the first time a location is
 * taken off the open list its cost is final and the path found is a cheapest one). Undefined when
 * the goal cannot be reached.
 */
export function findPath(
  board: Board,
  start: number,
  goal: number,
  cost: StepCostFn,
  opts: AStarOptions,
): FoundPath | undefined {
  // On an area board, areas that no chain of borders joins are at distance Infinity: no route, and
  // the heuristic would be Infinity (NaN with minStep 0), which the bucket queue cannot index.
  if (board.distance(start, goal) === Infinity) return undefined;
  const n = board.size;
  const { adjStart, adj, adjEdge } = board;
  const s = scratch(n);
  const gen = s.next();
  const { g, parent, seen, closed, heap, buckets } = s;
  const h = Math.max(0, opts.minStep);
  const q = opts.quantum !== undefined && opts.quantum > 0 ? opts.quantum : 0;
  const est = opts.heuristic ?? ((loc: number) => h * board.distance(loc, goal));
  // The heuristic in quanta for the bucket queue: rounded down, so it stays admissible and
  // consistent (every step costs a whole number of quanta).
  const hq = (loc: number) => Math.floor(est(loc) / q + 1e-9);
  const maxCost = opts.maxCost ?? Infinity;
  g[start] = 0;
  parent[start] = -1;
  seen[start] = gen;
  if (q) buckets.push(start, hq(start));
  else heap.push(start, est(start), est(start));
  let expanded = 0;
  for (;;) {
    const u = q ? buckets.pop() : heap.pop();
    if (u < 0) break;
    if (closed[u] === gen) continue; // a stale entry: u was settled by a cheaper one
    const gu = g[u]!;
    closed[u] = gen;
    expanded++;
    if (u === goal) {
      const path: number[] = [];
      const costs: number[] = [];
      for (let at = goal; at !== start; at = parent[at]!) {
        path.push(at);
        costs.push(g[at]! - g[parent[at]!]!);
      }
      return { path: path.reverse(), costs: costs.reverse(), total: gu, expanded };
    }
    for (let k = adjStart[u]!, end = adjStart[u + 1]!; k < end; k++) {
      const v = adj[k]!;
      if (closed[v] === gen) continue;
      const c = cost(u, v, adjEdge[k]!);
      if (blocked(c)) continue;
      const ng = gu + c;
      if (ng > maxCost) continue;
      if (seen[v] !== gen || ng < g[v]!) {
        seen[v] = gen;
        g[v] = ng;
        parent[v] = u;
        if (q) buckets.push(v, Math.round(ng / q) + hq(v));
        else {
          // Ties on f go to the location nearer the goal, which keeps the search in a narrow band.
          const hv = est(v);
          heap.push(v, ng + hv, hv);
        }
      }
    }
  }
  return undefined;
}
