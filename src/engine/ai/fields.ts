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
      const nd = d + Math.max(0.5, c);
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
 * A small cache of cost fields per board (fields are recomputed only when the target set, the
 * ground condition or the hexsides change). Keyed by the board object, which lives as long as
 * the World.
 */
const CACHE = new WeakMap<object, Map<string, Float32Array>>();
const CACHE_LIMIT = 48;

export function cachedCostField(
  map: MapView,
  condition: keyof MapView['params']['conditions'],
  targets: readonly number[],
  key: FieldKey,
  work?: { spend(n: number): void },
): Float32Array {
  let m = CACHE.get(map.board);
  if (!m) {
    m = new Map();
    CACHE.set(map.board, m);
  }
  const k = `${key.mc}|${key.travel ? 1 : 0}|${condition}|${edgeStamp(map)}|${targets.join(',')}`;
  // A field costs the same work whether cached or not, so decisions never depend on what an
  // earlier game in the same process left in the cache.
  work?.spend(map.board.size);
  const hit = m.get(k);
  if (hit) return hit;
  const f = costField(map, condition, targets, key);
  if (m.size >= CACHE_LIMIT) m.delete(m.keys().next().value!);
  m.set(k, f);
  return f;
}

/** A cheap fingerprint of the current hexside bits (bridges blown or built change fields). */
function edgeStamp(map: MapView): number {
  let h = 0;
  const e = map.edges;
  for (let i = 0; i < e.length; i++) h = (h * 31 + e[i]!) | 0;
  return h;
}
