// Elevated roads and railways (PB-MAP-03, PB-DIFF-21: "'Elevated' railways and roads added"; their
// effects are unspecified, §24). Our reading, not from the source, each a parameter of
// params.variant.map (rules/map-variant.ts):
//
// - A line drawn `elevated` (map text "road elevated ...", scenario `lines[].elevated`) sets the
//   `elevated` bit on the hexsides it runs across; the hexes it runs through are on the embankment.
// - Movement along the line is unchanged (roads in Travel Mode, rail in Rail Mode, or across the
//   hexside as any other). Getting onto or off the embankment other than along the line costs the
//   Embankment hexside cost of the unit's class (`elevatedClimb`).
// - Sight (`elevatedHeight` metres): a unit on the embankment looks out from that much higher and
//   is seen from as far (the Arnhem ramp "visible from all adjacent building hexes", dossier B8);
//   the embankment blocks sight across it like a terrain obstacle of that height.
// - Fire and assault: no change beyond what sight gives (Travel Mode on a road already takes away
//   the terrain benefit, PB-UNIT-25).

import type { HexBoard } from '../../../core/board.js';
import type { Params } from '../model/params.js';
import { SIDE, type MoveClass } from '../model/terrain.js';

const cache = new WeakMap<Uint32Array, readonly number[]>();

/** The hexes on an elevated line: those with an `elevated` hexside, in location order. */
export function elevatedHexes(map: {
  readonly board: HexBoard;
  readonly edges: Uint32Array;
}): readonly number[] {
  const found = cache.get(map.edges);
  if (found) return found;
  const out: number[] = [];
  const { board, edges } = map;
  for (let loc = 0; loc < board.size; loc++)
    for (let dir = 0; dir < 6; dir++) {
      const e = board.hexside(loc, dir);
      if (e >= 0 && (edges[e]! & SIDE.elevated) !== 0) {
        out.push(loc);
        break;
      }
    }
  cache.set(map.edges, out);
  return out;
}

/**
 * PB-MAP-03 (ours): what a unit of this class pays to climb onto or off an elevated line other
 * than along it: the Embankment row of the hexside table (1 MP if the table has none); 0 when the
 * rule is off.
 */
export function elevatedClimbCost(params: Params, cls: MoveClass): number {
  if (!params.variant.map.elevatedClimb) return 0;
  const row = params.hexsides.find((h) => h.feature === 'embankment');
  const c = row ? row.cost[cls] : 1;
  return c > 0 ? c : 0;
}

/**
 * PB-MAP-03 (ours): raises the sight data of the hexes on an elevated line: the eye by the
 * embankment's height, and the hex's top to at least the embankment (it blocks sight across it).
 */
export function raiseElevated(
  map: {
    readonly board: HexBoard;
    readonly params: Params;
    readonly elevation: Int16Array;
    readonly edges?: Uint32Array;
  },
  top: Float64Array,
  eye: Float64Array | undefined,
): void {
  const h = map.params.variant.map.elevatedHeight;
  if (h <= 0 || !map.edges) return;
  for (const loc of elevatedHexes({ board: map.board, edges: map.edges })) {
    top[loc] = Math.max(top[loc]!, map.elevation[loc]! + h);
    if (eye) eye[loc] = eye[loc]! + h;
  }
}
