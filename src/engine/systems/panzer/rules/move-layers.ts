// The unit layers of a side's move knowledge (movecost.ts knowledgesFor), kept from one command to
// the next instead of rebuilt from every unit for every move (issue 21, "Scale": at 4,000 units
// the pass over the army was the largest cost of the computer's side-turn).
//
// One record per World and side holds, per hex, counts: own units, enemy units and enemy ZOCs
// (PC-ZOC-01) in the truth, the same for the enemies the side can see (fog of war: spotted ones),
// and the own men-equivalents (PC-UNT-08), rail men-equivalents (PC-MOV-08) and ships; with the
// DYN bits those counts give, ready to copy. Per unit it remembers what it added, and the unit
// object it read that from.
//
// Which units to read again: a committed state's unit objects never change (design invariant 1;
// a draft copies a unit before its handler reaches it, draft.ts), so a unit whose object is the
// one remembered added the same as before. Units the draft had already copied when it asked may
// still change in place later in that command: they are forgotten (read again next time). The
// units a side spots change with every move, so each enemy's "seen" flag is compared too. Only a
// draft's units are trusted this way; a plain state may be changed in place by anyone and is read
// whole by the caller. Everything here adds and removes whole numbers (men-equivalents are
// integers, PC-UNT-08), so the counts equal a fresh pass exactly; a game where they are not falls
// back to the fresh pass.

import type { Board } from '../../../core/board.js';
import type { GameState } from '../model/state.js';
import type { Side, UnitDef, UnitState } from '../model/unit.js';
import type { World } from '../world.js';
import { otherSide } from '../model/unit.js';
import { readUnits, touchedEntries } from '../draft.js';
import { unitMe } from './stacking.js';
import { hasZoc } from './zoc.js';

const FRIEND = 8;
const ENEMY = 2;
const ZOC = 4;
/** Float32 holds whole numbers exactly up to 2^24: beyond, a sum would depend on its order. */
const EXACT = 1 << 24;

const NONE = 0;
const OWN = 1;
const FOE = 2;

export interface SideLayers {
  /** DYN bits (friend, enemy, ZOC; no hex-state bit) for the truth and for what the side sees. */
  readonly dynTruth: Uint8Array;
  readonly dynSeen: Uint8Array;
  readonly friendMe: Float32Array;
  readonly friendRailMe: Map<number, number>;
  readonly friendShips: Map<number, number>;
  /** Own units or seen enemy units in the hex (fog of war hides hex entries elsewhere). */
  occupiedOrSeen(loc: number): boolean;
  /** Locations of the seen enemy units, by unit index (PC-MOV-09). */
  readonly spottedLocs: number[];
}

interface Rec {
  readonly side: Side;
  readonly fog: boolean;
  readonly ptr: (object | null)[];
  readonly kind: Uint8Array;
  readonly loc: Int32Array;
  readonly me: Float64Array;
  readonly rail: Uint8Array;
  readonly naval: Uint8Array;
  readonly zoc: Uint8Array;
  readonly seen: Uint8Array;
  readonly spottedNow: Uint8Array;
  readonly friends: Int32Array;
  readonly foesTruth: Int32Array;
  readonly zocTruth: Int32Array;
  readonly foesSeen: Int32Array;
  readonly zocSeen: Int32Array;
  readonly dynTruth: Uint8Array;
  readonly dynSeen: Uint8Array;
  readonly friendMe: Float32Array;
  readonly railMe: Map<number, number>;
  readonly railCount: Map<number, number>;
  readonly ships: Map<number, number>;
  inexact: boolean;
}

const records = new WeakMap<World, Map<Side, Rec>>();

/**
 * kept: false makes every call a fresh pass (movecost.ts knowledgesByPass), for tests and
 * benchmarks that compare the two.
 */
export const MOVE_LAYERS = { kept: true };

function newRec(world: World, side: Side, units: number): Rec {
  const n = world.board.size;
  return {
    side,
    fog: world.options.fogOfWar,
    ptr: new Array<object | null>(units).fill(null),
    kind: new Uint8Array(units),
    loc: new Int32Array(units).fill(-1),
    me: new Float64Array(units),
    rail: new Uint8Array(units),
    naval: new Uint8Array(units),
    zoc: new Uint8Array(units),
    seen: new Uint8Array(units),
    spottedNow: new Uint8Array(units),
    friends: new Int32Array(n),
    foesTruth: new Int32Array(n),
    zocTruth: new Int32Array(n),
    foesSeen: new Int32Array(n),
    zocSeen: new Int32Array(n),
    dynTruth: new Uint8Array(n),
    dynSeen: new Uint8Array(n),
    friendMe: new Float32Array(n),
    railMe: new Map(),
    railCount: new Map(),
    ships: new Map(),
    inexact: false,
  };
}

function redraw(r: Rec, loc: number): void {
  const f = r.friends[loc]! > 0 ? FRIEND : 0;
  r.dynTruth[loc] = f | (r.foesTruth[loc]! > 0 ? ENEMY : 0) | (r.zocTruth[loc]! > 0 ? ZOC : 0);
  r.dynSeen[loc] = f | (r.foesSeen[loc]! > 0 ? ENEMY : 0) | (r.zocSeen[loc]! > 0 ? ZOC : 0);
}

/** PC-ZOC-01 as zoc.ts markZoc: the hexes around `loc` (only the front three with a facing). */
function addZoc(
  r: Rec,
  board: Board,
  loc: number,
  facing: number | undefined,
  seen: boolean,
  d: number,
): void {
  const { adjStart, adj, adjDir } = board;
  for (let k = adjStart[loc]!, end = adjStart[loc + 1]!; k < end; k++) {
    if (facing !== undefined && adjDir[k]! >= 0) {
      const off = (adjDir[k]! - facing + 6) % 6;
      if (off !== 0 && off !== 1 && off !== 5) continue;
    }
    const to = adj[k]!;
    r.zocTruth[to] = r.zocTruth[to]! + d;
    if (seen) r.zocSeen[to] = r.zocSeen[to]! + d;
    redraw(r, to);
  }
}

function bump(map: Map<number, number>, loc: number, d: number): void {
  const v = (map.get(loc) ?? 0) + d;
  if (v === 0) map.delete(loc);
  else map.set(loc, v);
}

/** Adds (d = 1) or removes (d = -1) what unit i was recorded to add. */
function apply(r: Rec, world: World, i: number, d: number): void {
  const loc = r.loc[i]!;
  if (r.kind[i] === OWN) {
    r.friends[loc] = r.friends[loc]! + d;
    if (r.rail[i]) {
      // The count keeps a hex with only zero-strength rail units in the map, as a fresh pass does.
      bump(r.railCount, loc, d);
      if (r.railCount.has(loc)) r.railMe.set(loc, (r.railMe.get(loc) ?? 0) + d * r.me[i]!);
      else r.railMe.delete(loc);
    } else {
      const v = r.friendMe[loc]! + d * r.me[i]!;
      if (Math.abs(v) >= EXACT) r.inexact = true;
      r.friendMe[loc] = v;
    }
    if (r.naval[i]) bump(r.ships, loc, d);
    redraw(r, loc);
  } else if (r.kind[i] === FOE) {
    const seen = r.seen[i] === 1;
    r.foesTruth[loc] = r.foesTruth[loc]! + d;
    if (seen) r.foesSeen[loc] = r.foesSeen[loc]! + d;
    redraw(r, loc);
    if (r.zoc[i]) addZoc(r, world.board, loc, world.units[i]!.facing, seen, d);
  }
}

/** Records what unit i adds now (from its state s) and adds it. */
function record(r: Rec, world: World, i: number, s: Readonly<UnitState>): void {
  r.ptr[i] = s;
  r.kind[i] = NONE;
  if (s.status !== 'active' || s.loc < 0) return;
  const def: UnitDef = world.units[i]!;
  const unitSide = s.owner ?? def.side; // PC-SUP-38: captured Supply Units change sides
  r.loc[i] = s.loc;
  if (unitSide === r.side) {
    r.kind[i] = OWN;
    const me = unitMe(def, s);
    if (!Number.isInteger(me)) r.inexact = true;
    r.me[i] = me;
    r.rail[i] = s.mode === 'rail' ? 1 : 0;
    r.naval[i] = def.moveClass === 'naval' ? 1 : 0;
  } else if (unitSide === otherSide(r.side)) {
    r.kind[i] = FOE;
    r.zoc[i] = hasZoc(def, s) ? 1 : 0;
    // PC-MOV-09 and fog of war: with fog off, every enemy is seen.
    r.seen[i] = !r.fog || r.spottedNow[i] === 1 ? 1 : 0;
  } else return;
  apply(r, world, i, 1);
}

/**
 * The unit layers of `side`'s move knowledge in the draft `state`, brought up to date from the
 * record of the last call; undefined for a plain state or when an exact count cannot be kept (the
 * caller then makes a fresh pass). Reading only: the caller copies what it hands out.
 */
export function sideLayers(state: GameState, side: Side): SideLayers | undefined {
  const touched = touchedEntries(state.units);
  if (touched === undefined || !MOVE_LAYERS.kept) return undefined;
  const { world } = state;
  const units = readUnits(state);
  let bySide = records.get(world);
  if (!bySide) records.set(world, (bySide = new Map()));
  let r = bySide.get(side);
  if (!r || r.ptr.length !== units.length || r.inexact)
    bySide.set(side, (r = newRec(world, side, units.length)));
  const spotted = state.knowledge[side].spotted;
  for (const j of spotted) r.spottedNow[j] = 1;
  for (let i = 0; i < units.length; i++) {
    const s = units[i]!;
    const stale = s !== r.ptr[i] || (r.fog && r.kind[i] === FOE && r.seen[i] !== r.spottedNow[i]);
    if (!stale) continue;
    if (r.kind[i] !== NONE) apply(r, world, i, -1);
    record(r, world, i, s);
  }
  for (const j of spotted) r.spottedNow[j] = 0;
  // Units this draft copied may still change in place after this call: read them again next time.
  for (const key of touched) r.ptr[Number(key)] = null;
  if (r.inexact) {
    bySide.delete(side);
    return undefined;
  }
  const rec = r;
  const spottedLocs: number[] = [];
  for (let i = 0; i < units.length; i++)
    if (rec.kind[i] === FOE && rec.seen[i]) spottedLocs.push(rec.loc[i]!);
  return {
    dynTruth: rec.dynTruth,
    dynSeen: rec.dynSeen,
    friendMe: rec.friendMe,
    friendRailMe: rec.railMe,
    friendShips: rec.ships,
    occupiedOrSeen: (loc) => rec.friends[loc]! > 0 || rec.foesSeen[loc]! > 0,
    spottedLocs,
  };
}
