// Units near a hex, for rules that look around one hex many times in one command (opportunity
// fire after every hex a stack enters). Scanning every unit each time made a move cost the size of
// the army (issue 21, "Scale"); instead the units are kept in buckets of BUCKET x BUCKET hexes, and
// a look-up scans only the buckets around the hex. The buckets are kept per World from one command
// to the next, and brought up to date by the units whose object changed (a committed state's unit
// objects never change, design invariant 1), as rules/move-layers.ts does. Within a command, the
// draft tells which units its handler reached (draft.ts touchedEntries): only those can have moved
// since, and they are checked one by one. A plain state may be changed in place by anyone, so it is
// scanned whole.

import type { GameState } from './model/state.js';
import type { Side, UnitState } from './model/unit.js';
import type { World } from './world.js';
import { readUnits, touchedEntries } from './draft.js';

const BUCKET = 8;

/** The buckets of a World, as of the unit objects in `ptr`. */
interface Grid {
  readonly cols: number;
  /** Unit indexes by bucket (row-major), in no order. */
  readonly buckets: number[][];
  /** Per unit: its bucket (-1 off the map), the unit object it was read from (null: read again). */
  readonly bucketOf: Int32Array;
  readonly ptr: (object | null)[];
  /** Per unit: 1 = active on the map; 0 = allied, 1 = axis (captures: PC-SUP-38). */
  readonly live: Uint8Array;
  readonly sideOf: Uint8Array;
  /** The draft's units container the grid was last brought up to date for. */
  owner: object | undefined;
}

/** Per draft: its touched units so far, as a set: `seen` entries of its list are in it. */
interface Moved {
  readonly set: Set<number>;
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

const movedByDraft = new WeakMap<object, Moved>();
function movedOf(state: GameState, touched: readonly string[]): Set<number> {
  let m = movedByDraft.get(state.units);
  if (!m) movedByDraft.set(state.units, (m = { set: new Set(), seen: 0 }));
  for (; m.seen < touched.length; m.seen++) m.set.add(Number(touched[m.seen]));
  return m.set;
}

const grids = new WeakMap<World, Grid>();

function place(grid: Grid, state: GameState, i: number, s: Readonly<UnitState>): void {
  const { width } = state.world.board as unknown as { width: number };
  const old = grid.bucketOf[i]!;
  const loc = s.loc;
  const b = loc < 0 ? -1 : Math.floor(loc / width / BUCKET) * grid.cols + Math.floor((loc % width) / BUCKET);
  grid.ptr[i] = s;
  grid.live[i] = s.status === 'active' && loc >= 0 ? 1 : 0;
  grid.sideOf[i] = (s.owner ?? state.world.units[i]!.side) === 'allied' ? 0 : 1;
  if (b === old) return;
  if (old >= 0) {
    const list = grid.buckets[old]!;
    list.splice(list.indexOf(i), 1);
  }
  if (b >= 0) grid.buckets[b]!.push(i);
  grid.bucketOf[i] = b;
}

/**
 * The World's grid brought up to date for this draft: every unit whose object is not the one the
 * grid read is read again. Units the draft reached so far may still change in place: they are
 * read again next time (and checked one by one until then: movedOf).
 */
function gridOf(state: GameState, touched: readonly string[]): Grid {
  const { world } = state;
  const units = readUnits(state);
  let grid = grids.get(world);
  if (!grid || grid.ptr.length !== units.length) {
    const { width, height } = world.board as unknown as { width: number; height: number };
    const cols = Math.ceil(width / BUCKET);
    grid = {
      cols,
      buckets: Array.from({ length: cols * Math.ceil(height / BUCKET) }, () => []),
      bucketOf: new Int32Array(units.length).fill(-1),
      ptr: new Array<object | null>(units.length).fill(null),
      live: new Uint8Array(units.length),
      sideOf: new Uint8Array(units.length),
      owner: undefined,
    };
    grids.set(world, grid);
  }
  if (grid.owner !== state.units) {
    for (let i = 0; i < units.length; i++) if (units[i] !== grid.ptr[i]) place(grid, state, i, units[i]!);
    for (const key of touched) grid.ptr[Number(key)] = null;
    grid.owner = state.units;
  }
  return grid;
}

/**
 * For a draft: each unit's live flag (active, on the map) and side (0 allied, 1 axis; a captured
 * unit's owner, PC-SUP-38) as they are now, without reading every unit. Undefined for a plain state.
 */
export function draftUnitFlags(state: GameState): { live: Uint8Array; sideOf: Uint8Array } | undefined {
  const touched = touchedOf(state);
  if (touched === undefined) return undefined;
  const grid = gridOf(state, touched);
  const live = grid.live.slice();
  const sideOf = grid.sideOf.slice();
  const units = readUnits(state);
  for (const i of movedOf(state, touched)) {
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
  const grid = gridOf(state, touched);
  const { width, height } = board as unknown as { width: number; height: number };
  const moved = movedOf(state, touched);
  const out: number[] = [];
  for (const i of moved) if (near(i)) out.push(i);
  // An odd-r offset hex within `radius` lies within `radius` rows and `radius` + 1 columns.
  const col = loc % width;
  const row = Math.floor(loc / width);
  const r0 = Math.max(0, Math.floor((row - radius) / BUCKET));
  const r1 = Math.floor(Math.min(height - 1, row + radius) / BUCKET);
  const c0 = Math.max(0, Math.floor((col - radius - 1) / BUCKET));
  const c1 = Math.floor(Math.min(width - 1, col + radius + 1) / BUCKET);
  for (let br = r0; br <= r1; br++)
    for (let bc = c0; bc <= c1; bc++)
      for (const i of grid.buckets[br * grid.cols + bc]!) if (!moved.has(i) && near(i)) out.push(i);
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
