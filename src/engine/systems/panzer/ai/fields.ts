// Distance fields for operational planning (research/ai.md 2.3): one multi-source Dijkstra over the
// public map giving, for every hex, the estimated MP cost to reach the nearest target hex for a
// movement class, in deployed or travel mode. They are estimates that steer far-away units ("level
// of detail"); the legality of every actual move is decided by the engine's movement rules.

import { BRIDGE_BITS, ROAD_BITS, SIDE, type MoveClass } from '../model/terrain.js';
import type { MapView } from '../view.js';
import { MinHeap } from './heap.js';

export const UNREACHABLE = 1e9;

/** Estimated cost of entering `to` from `from` across edge `edge`, or -1 when it cannot be done. */
export function enterCostEstimate(
  map: MapView,
  condition: keyof MapView['params']['conditions'],
  from: number,
  to: number,
  edge: number,
  mc: MoveClass,
  travel: boolean,
): number {
  const { params } = map;
  const bits = map.edges[edge]!;
  const t = params.terrain[map.terrain[to]!]!;
  let cost: number;
  if (travel && bits & ROAD_BITS) {
    cost = bits & SIDE.primaryRoad ? params.roadCosts.primaryRoad[mc] : params.roadCosts.road[mc];
  } else {
    cost = t.cost[mc];
    if (cost < 0) return -1;
  }
  if (cost < 0) return -1;
  for (const h of params.hexsides) {
    if (!(bits & SIDE[h.feature])) continue;
    const hc = h.cost[mc];
    if (hc >= 0) {
      if (!(travel && bits & ROAD_BITS)) cost += hc;
      continue;
    }
    // Impassable hexside: only across an intact bridge, a ford or a ferry (PC-WAT, PC-MOV-07).
    const bridged = bits & BRIDGE_BITS && !(bits & SIDE.bridgeDamaged);
    if (bridged) continue;
    if (bits & SIDE.ford) {
      cost += params.fordCost;
      continue;
    }
    return -1;
  }
  const climb = map.elevation[to]! - map.elevation[from]!;
  if (climb > 0) cost += (climb / 100) * params.elevationCostPer100m;
  return cost * (params.conditions[condition]?.[mc] ?? 1);
}

export interface FieldKey {
  readonly mc: MoveClass;
  readonly travel: boolean;
}

/**
 * Cost from every hex to the nearest of `targets` (reverse Dijkstra: the cost of a step is the
 * cost of entering the hex nearer the target). `work` counts hexes settled for the budget.
 */
export function costField(
  map: MapView,
  condition: keyof MapView['params']['conditions'],
  targets: readonly number[],
  key: FieldKey,
  work?: { spend(n: number): void },
): Float32Array {
  const { board } = map;
  const dist = new Float32Array(board.size).fill(UNREACHABLE);
  const heap = new MinHeap(Math.max(64, targets.length * 4));
  for (const t of targets) {
    if (t < 0) continue;
    dist[t] = 0;
    heap.push(0, t);
  }
  let settled = 0;
  while (heap.size > 0) {
    const d = heap.topPriority();
    const u = heap.pop();
    if (d > dist[u]!) continue;
    settled++;
    for (let k = board.adjStart[u]!; k < board.adjStart[u + 1]!; k++) {
      const v = board.adj[k]!;
      const c = enterCostEstimate(map, condition, v, u, board.adjEdge[k]!, key.mc, key.travel);
      if (c < 0) continue;
      const nd = Math.fround(d + Math.max(0.5, c)); // fround: compare like the Float32Array stores
      if (nd < dist[v]!) {
        dist[v] = nd;
        heap.push(nd, v);
      }
    }
  }
  work?.spend(settled);
  return dist;
}

/** Hex steps from the nearest source, ignoring terrain (for "how far from the enemy"). */
export function stepField(map: MapView, sources: readonly number[], maxSteps = 64): Uint16Array {
  const { board } = map;
  const dist = new Uint16Array(board.size).fill(0xffff);
  let frontier: number[] = [];
  for (const s of sources) {
    if (s < 0 || dist[s] === 0) continue;
    dist[s] = 0;
    frontier.push(s);
  }
  for (let step = 1; step <= maxSteps && frontier.length; step++) {
    const next: number[] = [];
    for (const u of frontier)
      for (let k = board.adjStart[u]!; k < board.adjStart[u + 1]!; k++) {
        const v = board.adj[k]!;
        if (dist[v]! <= step) continue;
        dist[v] = step;
        next.push(v);
      }
    frontier = next;
  }
  return dist;
}

/**
 * Step costs for one movement class and mode, precomputed per adjacency entry: `into[k]` is the
 * cost of entering hex u from its neighbour adj[k] (k in u's adjacency range), or -1. Built once
 * per board, hexside state and ground condition, so Dijkstra runs on array lookups.
 */
const TABLES = new WeakMap<object, Map<string, Float32Array>>();

export function stepTable(
  map: MapView,
  condition: keyof MapView['params']['conditions'],
  key: FieldKey,
): Float32Array {
  let m = TABLES.get(map.board);
  if (!m) {
    m = new Map();
    TABLES.set(map.board, m);
  }
  const k = `${key.mc}|${key.travel ? 1 : 0}|${condition}|${edgeStamp(map)}`;
  let t = m.get(k);
  if (!t) {
    const { board } = map;
    t = new Float32Array(board.adj.length);
    for (let u = 0; u < board.size; u++)
      for (let j = board.adjStart[u]!; j < board.adjStart[u + 1]!; j++) {
        const c = enterCostEstimate(map, condition, board.adj[j]!, u, board.adjEdge[j]!, key.mc, key.travel);
        t[j] = c < 0 ? -1 : Math.max(0.5, c);
      }
    if (m.size >= 24) m.delete(m.keys().next().value!);
    m.set(k, t);
  }
  return t;
}

/**
 * Cost from every hex to `target` (as costField), but the search stops once it has settled every
 * hex costing up to `bound`; hexes beyond are left at `bound` (the caller only compares hexes
 * near a unit: "level of detail", research/ai.md 2.8). Returns the field and the hexes settled.
 */
export function boundedField(
  map: MapView,
  table: Float32Array,
  target: number,
  bound: number,
  out?: Float32Array,
): { field: Float32Array; settled: number } {
  const { board } = map;
  const dist = out ?? new Float32Array(board.size);
  dist.fill(UNREACHABLE);
  const heap = new MinHeap(256);
  dist[target] = 0;
  heap.push(0, target);
  let settled = 0;
  while (heap.size > 0) {
    const d = heap.topPriority();
    const u = heap.pop();
    if (d > dist[u]!) continue;
    if (d > bound) break;
    settled++;
    for (let k = board.adjStart[u]!; k < board.adjStart[u + 1]!; k++) {
      const c = table[k]!;
      if (c < 0) continue;
      const v = board.adj[k]!;
      const nd = Math.fround(d + c); // fround: compare like the Float32Array stores
      if (nd < dist[v]!) {
        dist[v] = nd;
        heap.push(nd, v);
      }
    }
  }
  for (let i = 0; i < dist.length; i++) if (dist[i]! > bound) dist[i] = Math.min(dist[i]!, bound + 1);
  return { field: dist, settled };
}

/** A cheap fingerprint of the current hexside bits (bridges blown or built change fields). */
const STAMPS = new WeakMap<Uint32Array, number>();
function edgeStamp(map: MapView): number {
  const hit = STAMPS.get(map.edges);
  if (hit !== undefined) return hit;
  let h = 0;
  const e = map.edges;
  for (let i = 0; i < e.length; i++) h = (h * 31 + e[i]!) | 0;
  STAMPS.set(map.edges, h);
  return h;
}
