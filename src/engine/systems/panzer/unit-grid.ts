// Units near a hex, for rules that look around one hex many times in one command (opportunity
// fire after every hex a stack enters). Scanning every unit each time made a move cost the size of
// the army (issue 21, "Scale"); instead the units of an apply() draft are put once into buckets of
// BUCKET x BUCKET hexes, and a look-up scans only the buckets around the hex. The draft tells which
// units its handler reached since (draft.ts touchedEntries): only those can have moved, and they
// are checked one by one. A plain state may be changed in place by anyone, so it is scanned whole.

import type { GameState } from './model/state.js';
import type { Side } from './model/unit.js';
import type { World } from './world.js';
import { readUnits, touchedEntries } from './draft.js';

const BUCKET = 8;

interface Grid {
  readonly cols: number;
  /**
   * Unit indexes by bucket (row-major), ascending within each: bucket b holds
   * items[start[b]..start[b + 1]), where the units stood when the grid was built.
   */
  readonly start: Int32Array;
  readonly items: Int32Array;
  /** Per unit when built: 1 = active on the map; 0 = allied, 1 = axis (captures: PC-SUP-38). */
  readonly live: Uint8Array;
  readonly sideOf: Uint8Array;
  /** The draft's touched units so far, as a set: `seen` entries of its list are in it. */
  readonly moved: Set<number>;
  seen: number;
}

/**
 * A draft whose handler reached more than this share of the units (the start of a player turn
 * resets them all) is read whole: checking the reached units one by one would cost more.
 */
const MOSTLY_TOUCHED = 1 / 8;

/** The touched units of a draft, or undefined for a plain state or a mostly touched draft. */
function touchedOf(state: GameState): readonly string[] | undefined {
  const touched = touchedEntries(state.units);
  return touched && touched.length <= state.units.length * MOSTLY_TOUCHED ? touched : undefined;
}

function movedOf(grid: Grid, touched: readonly string[]): Set<number> {
  for (; grid.seen < touched.length; grid.seen++) grid.moved.add(Number(touched[grid.seen]));
  return grid.moved;
}

/** Keyed by a draft's units container: built once per command, dropped with the draft. */
const grids = new WeakMap<object, Grid>();

/** A counting sort of the units by bucket: two flat arrays, no array per bucket. */
function buildGrid(state: GameState): Grid {
  const { width, height } = state.world.board as unknown as { width: number; height: number };
  const cols = Math.ceil(width / BUCKET);
  const units = readUnits(state);
  const bucketOf = new Int32Array(units.length);
  const start = new Int32Array(cols * Math.ceil(height / BUCKET) + 1);
  const live = new Uint8Array(units.length);
  const sideOf = new Uint8Array(units.length);
  for (let i = 0; i < units.length; i++) {
    const s = units[i]!;
    live[i] = s.status === 'active' && s.loc >= 0 ? 1 : 0;
    sideOf[i] = (s.owner ?? state.world.units[i]!.side) === 'allied' ? 0 : 1;
    const loc = s.loc;
    const b = loc < 0 ? -1 : Math.floor(loc / width / BUCKET) * cols + Math.floor((loc % width) / BUCKET);
    bucketOf[i] = b;
    if (b >= 0) start[b + 1]!++;
  }
  for (let b = 1; b < start.length; b++) start[b] = start[b]! + start[b - 1]!;
  const fill = start.slice(0, -1);
  const items = new Int32Array(start[start.length - 1]!);
  for (let i = 0; i < units.length; i++) {
    const b = bucketOf[i]!;
    if (b >= 0) items[fill[b]!++] = i;
  }
  return { cols, start, items, live, sideOf, moved: new Set(), seen: 0 };
}

function gridOf(state: GameState): Grid {
  let grid = grids.get(state.units);
  if (!grid) grids.set(state.units, (grid = buildGrid(state)));
  return grid;
}

/**
 * For a draft: each unit's live flag (active, on the map) and side (0 allied, 1 axis; a captured
 * unit's owner, PC-SUP-38) as they are now, without reading every unit. Undefined for a plain state.
 */
export function draftUnitFlags(state: GameState): { live: Uint8Array; sideOf: Uint8Array } | undefined {
  const touched = touchedOf(state);
  if (touched === undefined) return undefined;
  const grid = gridOf(state);
  const live = grid.live.slice();
  const sideOf = grid.sideOf.slice();
  const units = readUnits(state);
  for (const i of movedOf(grid, touched)) {
    const s = units[i]!;
    live[i] = s.status === 'active' && s.loc >= 0 ? 1 : 0;
    sideOf[i] = (s.owner ?? state.world.units[i]!.side) === 'allied' ? 0 : 1;
  }
  return { live, sideOf };
}

/**
 * Indexes, ascending, of the active units on the map within `radius` hexes of `loc` (exactly those
 * a scan of every unit would find).
 */
export function unitsWithin(state: GameState, loc: number, radius: number): number[] {
  const board = state.world.board;
  const units = readUnits(state);
  const near = (i: number) => {
    const s = units[i]!;
    return s.status === 'active' && s.loc >= 0 && board.distance(s.loc, loc) <= radius;
  };
  const touched = touchedOf(state);
  if (touched === undefined) return units.flatMap((_, i) => (near(i) ? [i] : []));
  const grid = gridOf(state);
  const { width, height } = board as unknown as { width: number; height: number };
  const moved = movedOf(grid, touched);
  const out: number[] = [];
  for (const i of moved) if (near(i)) out.push(i);
  // An odd-r offset hex within `radius` lies within `radius` rows and `radius` + 1 columns.
  const col = loc % width;
  const row = Math.floor(loc / width);
  const r0 = Math.max(0, Math.floor((row - radius) / BUCKET));
  const r1 = Math.floor(Math.min(height - 1, row + radius) / BUCKET);
  const c0 = Math.max(0, Math.floor((col - radius - 1) / BUCKET));
  const c1 = Math.floor(Math.min(width - 1, col + radius + 1) / BUCKET);
  const { start, items } = grid;
  for (let br = r0; br <= r1; br++)
    for (let bc = c0; bc <= c1; bc++) {
      const b = br * grid.cols + bc;
      for (let k = start[b]!; k < start[b + 1]!; k++) {
        const i = items[k]!;
        if (!moved.has(i) && near(i)) out.push(i);
      }
    }
  return out.sort((a, b) => a - b);
}

/** The longest reach (Hard or Soft range) of any unit of a side, per World. */
const reaches = new WeakMap<World, Record<Side, number>>();
export function maxReach(world: World, side: Side): number {
  let r = reaches.get(world);
  if (!r) {
    r = { allied: 0, axis: 0 };
    for (const d of world.units) r[d.side] = Math.max(r[d.side], d.hard.range, d.soft.range);
    reaches.set(world, r);
  }
  return r[side];
}
