// Line of sight (PC-MAP-07). The manual says only that units cannot see through towns or woods,
// over hills, or beyond Visibility; the algorithm is ours (docs/rules-decisions.md, "Spotting"):
//
// - The sight line runs from a point `eyeHeight` metres above the observer's hex to a point
//   `eyeHeight` metres above the target's hex (ground = world.elevation).
// - Each hex strictly between them on the hex line (board.line) has a top: its elevation, plus the
//   terrain's obstacleHeight when that terrain blocksLos. At step i of n the line is at height
//   zObs + (zTgt - zObs) * i / n; a hex whose top is higher than that blocks.
// - The observer's and the target's own hexes never block: a unit inside a wood can see out and be
//   seen (whether it is *spotted* is the concealment rule's business, spotting.ts).
// - Off-map hexes block.
// - A line that grazes a hexside is drawn twice, nudged each way (axialLine's tie-break); it is
//   blocked only if both versions are blocked.
// Observer and target use the same height, so LOS is symmetric: a sees b exactly when b sees a.
//
// Per-hex tops are computed once per map and kept in a WeakMap (no state on the World itself).
// The walk repeats axialLine's arithmetic without allocating, so it can run a million times in a
// spotting recompute; test/los.test.ts checks it against board.line.

import type { HexBoard } from '../../../core/board.js';
import { spottingParamsOf } from '../model/spotting-params.js';
import type { Condition } from '../model/terrain.js';
import type { World } from '../world.js';
import { terrainInEffect } from './terrain-in-effect.js';
import { raiseElevated } from './elevated.js';

export interface LosData {
  readonly board: HexBoard;
  /** Ground elevation plus the blocking obstacle's height, metres. */
  readonly top: Float64Array;
  /** Ground elevation plus the eye height, metres. */
  readonly eye: Float64Array;
  /** Axial q of each location (r is the row). */
  readonly q: Int32Array;
}

/**
 * What LOS needs of a map: a World, or a side's MapView (view.ts), which share these arrays. The
 * hexside bits, when given, raise the hexes on elevated lines (PB-MAP-03, rules/elevated.ts).
 */
export type LosMap = Pick<World, 'board' | 'params' | 'terrain' | 'elevation'> & {
  readonly edges?: Uint32Array;
};

// PC-MAP-08, PC-ENV-06: the terrain in effect under Snow, for sight and concealment as for
// movement and combat: one function for every rule (terrain-in-effect.ts), re-exported for spotting.
export { terrainInEffect };

// Keyed by the terrain array, which a World and every MapView built from it share.
const cache = new WeakMap<Uint8Array, { normal?: LosData; snow?: LosData }>();

/** Per-hex LOS data for a map, in normal ground conditions or under Snow (PC-MAP-08). */
export function losData(map: LosMap, snow = false): LosData {
  let entry = cache.get(map.terrain);
  if (!entry) cache.set(map.terrain, (entry = {}));
  const found = snow ? entry.snow : entry.normal;
  if (found) return found;
  const { board, params, terrain, elevation } = map;
  const base = snow ? losData(map, false) : undefined;
  const eyeHeight = spottingParamsOf(params).eyeHeight;
  const inEffect = terrainInEffect(params, snow);
  const top = new Float64Array(board.size);
  const eye = base ? base.eye : new Float64Array(board.size);
  const q = base ? base.q : new Int32Array(board.size);
  for (let loc = 0; loc < board.size; loc++) {
    const t = params.terrain[inEffect[terrain[loc]!]!]!;
    const ground = elevation[loc]!;
    top[loc] = ground + (t.blocksLos ? t.obstacleHeight : 0);
    if (base) continue;
    eye[loc] = ground + eyeHeight;
    const row = Math.floor(loc / board.width);
    q[loc] = (loc % board.width) - (row - (row & 1)) / 2;
  }
  raiseElevated(map, top, base ? undefined : eye); // PB-MAP-03: elevated roads and railways
  const d: LosData = { board, top, eye, q };
  if (snow) entry.snow = d;
  else entry.normal = d;
  return d;
}

/**
 * The first location blocking the line nudged by `nudge`, -2 when the line is clear. Off-map
 * steps report -1. Mirrors axialLine (hex/coords.ts) step for step.
 */
function firstBlock(d: LosData, a: number, b: number, n: number, nudge: 1 | -1): number {
  const w = d.board.width;
  const eq = 1e-6 * nudge;
  const er = 2e-6 * nudge;
  const aq = d.q[a]! + eq;
  const ar = Math.floor(a / w) + er;
  const bq = d.q[b]! + eq;
  const br = Math.floor(b / w) + er;
  const za = d.eye[a]!;
  const zb = d.eye[b]!;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const fq = aq + (bq - aq) * t;
    const fr = ar + (br - ar) * t;
    const fs = -fq - fr;
    let rq = Math.round(fq);
    let rr = Math.round(fr);
    const rs = Math.round(fs);
    const dq = Math.abs(rq - fq);
    const dr = Math.abs(rr - fr);
    const ds = Math.abs(rs - fs);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    const col = rq + (rr - (rr & 1)) / 2;
    if (rr < 0 || rr >= d.board.height || col < 0 || col >= w) return -1;
    const loc = rr * w + col;
    if (d.top[loc]! > za + (zb - za) * t) return loc;
  }
  return -2;
}

/**
 * PC-MAP-07: can a unit in hex `a` see a unit in hex `b` (ignoring Visibility)? Symmetric. Pass
 * the ground condition to apply the Snow terrain changes (PC-MAP-08); spotting always does.
 */
export function lineOfSight(map: LosMap, a: number, b: number, condition?: Condition): boolean {
  return hasLos(losData(map, condition === 'snow'), a, b);
}

/** lineOfSight on precomputed data (the spotting hot path). */
export function hasLos(d: LosData, a: number, b: number): boolean {
  const n = d.board.distance(a, b);
  if (n <= 1) return true;
  if (firstBlock(d, a, b, n, 1) === -2) return true;
  return firstBlock(d, a, b, n, -1) === -2;
}

/**
 * Why a line of sight is blocked, for the LOS display and "explain": the blocking hex of each
 * nudged line (-1 off map, undefined when that version is clear).
 */
export function losDetail(
  map: LosMap,
  a: number,
  b: number,
  condition?: Condition,
): { readonly visible: boolean; readonly blockedBy: readonly number[] } {
  const d = losData(map, condition === 'snow');
  const n = d.board.distance(a, b);
  if (n <= 1) return { visible: true, blockedBy: [] };
  const p = firstBlock(d, a, b, n, 1);
  const m = firstBlock(d, a, b, n, -1);
  if (p === -2 || m === -2) return { visible: true, blockedBy: [] };
  return { visible: false, blockedBy: p === m ? [p] : [p, m] };
}

/**
 * The hexes a unit in `from` can see within `radius` (its own hex included), in location order:
 * for LOS displays and for shading what a side observes. Visibility is the caller's `radius`.
 */
export function hexesInSight(map: LosMap, from: number, radius: number, condition?: Condition): number[] {
  const d = losData(map, condition === 'snow');
  return map.board
    .within(from, radius)
    .filter((l) => hasLos(d, from, l))
    .sort((a, b) => a - b);
}

/**
 * Why `a` cannot see `b`, in words: the hex that blocks each nudged line and what blocks in it
 * (issue 18: a line-of-sight refusal names the hex that blocks). A hex blocks by its terrain when
 * its ground alone is below the sight line (woods, towns: blocksLos with obstacleHeight), else by
 * its higher ground (PC-MAP-07: "not over hills"). Units never block sight in these rules.
 * Undefined when the line is clear.
 */
export function losBlockText(map: LosMap, a: number, b: number, condition?: Condition): string | undefined {
  const detail = losDetail(map, a, b, condition);
  if (detail.visible) return undefined;
  const d = losData(map, condition === 'snow');
  const n = d.board.distance(a, b);
  const inEffect = terrainInEffect(map.params, condition === 'snow');
  const parts = detail.blockedBy.map((loc) => {
    if (loc < 0) return 'the map edge';
    const i = d.board.distance(a, loc);
    const line = d.eye[a]! + ((d.eye[b]! - d.eye[a]!) * i) / n;
    const ground = map.elevation[loc]!;
    const t = map.params.terrain[inEffect[map.terrain[loc]!]!]!;
    const what =
      ground > line
        ? `higher ground (${ground} m, the line passes at ${Math.round(line)} m)`
        : `${t.name} (${Math.round(ground + t.obstacleHeight)} m with the obstacle, the line passes at ${Math.round(line)} m)`;
    return `${d.board.label(loc)}: ${what}`;
  });
  return `blocked at ${parts.join(' and at ')}`;
}
