// Spotting and fog of war (PC-SPT, PC-ENV-01/12, PC-SUT-08, PC-MOV-21, PC-UNT-11).
//
// Each side knows every enemy unit at one of three levels: not seen, Unknown (a "?" counter,
// PC-SPT-09) or spotted in full. refreshSpotting keeps state.knowledge up to date:
//
// - A full recompute ('all') runs at the start of every player turn: each enemy unit's level is
//   worked out from scratch from the observers that can see it.
// - After a move or a shot the caller passes the units that changed. Only pairs that involve them
//   are checked: a changed unit is re-judged as a target (it may have walked out of sight or into
//   view), and as an observer it may spot new enemies. What a side has spotted stays spotted for
//   the rest of the player turn even when the spotter moves on; the next recompute settles it.
//
// One observer O sees target T (both active, on the map) when (docs/rules-decisions.md):
// - PC-SPT-10/PC-SUT-08: O is Patrolling and T is within patrolRange (2) hexes: seen, whatever
//   the LOS, Visibility or concealment; otherwise
// - PC-SPT-01: distance <= the turn's effective Visibility (weather.ts), and
// - PC-MAP-07: line of sight (los.ts), and
// - PC-SPT-03/04: T is exposed: its hex is not concealing terrain, or T moved or fired this turn
//   (it is one of the acting units), or T was already spotted in full (once revealed it stays so
//   until it leaves enemy line of sight), or T is within concealedRange (1) hexes when its terrain
//   blocks LOS, concealedRangeOpen (2) when it does not.
// - PC-SPT-06: a Broken observer sees at most "Unknown".
// Recon (PC-SPT-07) and dust (PC-SPT-08) add sightings that last until the target moves or the
// next recompute. Under Snow the terrain changes of PC-MAP-08 apply to LOS and concealment.
// Each full sighting records a last-known position (hex, turn, magnitude), kept after contact is
// lost until the unit is seen again or seen destroyed.

import type { GameEvent } from '../events.js';
import { spottingParamsOf, type SpottingParams } from '../model/spotting-params.js';
import type { GameState } from '../model/state.js';
import { SIDES, otherSide, type Side } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import type { World } from '../world.js';
import { readUnits } from '../draft.js';
import { draftUnitFlags, unitsWithin } from '../unit-grid.js';
import { lightOfTurn } from './clock.js';
import { hasLos, losData, terrainInEffect, type LosData } from './los.js';
import { effectiveVisibility } from './weather.js';
import { intelToDrop } from './intel.js';
import { clearOfSmoke, smokeAllows, smokeTest } from './smoke-sight.js';

/** 0 = not seen, 1 = Unknown (PC-SPT-09), 2 = spotted in full. */
export type SpotLevel = 0 | 1 | 2;
const NONE = 0;
const UNKNOWN = 1;
const FULL = 2;

/** PC-UNT-11: X = 1-9, XX = 10-99, XXX = 100-999 (and XXXX = 1000+), as a count of X. */
export function magnitudeOf(strength: number): number {
  if (strength < 10) return 1;
  if (strength < 100) return 2;
  if (strength < 1000) return 3;
  return 4;
}

/** "X", "XX", "XXX": how fog of war shows a strength (PC-UNT-11). */
export function magnitudeLabel(magnitude: number): string {
  return 'X'.repeat(Math.max(1, magnitude));
}

/** PB-SPOT-20: the leading digit of a strength (45 → 4), read as `#` (§23 item 2). */
export function leadingDigit(strength: number): number {
  return Number(String(Math.max(1, Math.floor(strength)))[0]);
}

/**
 * PB-SPOT-20: a strength under fog: `4`, `4X`, `4XX` with a leading digit, else PC-UNT-11's X / XX /
 * XXX (capped at four characters).
 */
export function fogStrengthLabel(magnitude: number, digit?: number): string {
  const m = Math.max(1, Math.min(4, magnitude));
  return digit === undefined ? 'X'.repeat(m) : `${digit}${'X'.repeat(m - 1)}`;
}

/**
 * PB-SPOT-20: does the hex conceal the units in it (its terrain in effect is concealing)? Units in
 * a hex that does not show the leading digit of their strength under variant.fowLeadingDigit.
 */
export function hexConceals(state: GameState, loc: number): boolean {
  const w = spotWorld(state.world);
  return (state.weather.condition === 'snow' ? w.concealSnow : w.conceal)[loc] !== 0;
}

// ---------------------------------------------------------------------------------------------
// Per-world static data: concealment class of each hex, scratch arrays for occupancy.

interface SpotWorld {
  /** 0 = not concealing (Clear), 1 = concealing and blocks LOS, 2 = concealing, open. */
  readonly conceal: Uint8Array;
  /** The same under Snow (PC-MAP-08: fields and marsh are Clear, swamp is Forest). */
  readonly concealSnow: Uint8Array;
  /** Scratch: first unit in each hex (-1 none); always left all -1 after use. */
  readonly head: Int32Array;
}

const worlds = new WeakMap<World, SpotWorld>();

function concealment(world: World, snow: boolean): Uint8Array {
  const inEffect = terrainInEffect(world.params, snow);
  const conceal = new Uint8Array(world.board.size);
  for (let loc = 0; loc < world.board.size; loc++) {
    const t = world.params.terrain[inEffect[world.terrain[loc]!]!]!;
    conceal[loc] = !t.concealing ? 0 : t.blocksLos ? 1 : 2;
  }
  return conceal;
}

function spotWorld(world: World): SpotWorld {
  let w = worlds.get(world);
  if (w) return w;
  w = {
    conceal: concealment(world, false),
    concealSnow: concealment(world, true),
    head: new Int32Array(world.board.size).fill(-1),
  };
  worlds.set(world, w);
  return w;
}

/** Everything one refresh needs, built once per call. */
class Pass {
  readonly world: World;
  readonly sw: SpotWorld;
  readonly losMap: LosData;
  /** Concealment class of each hex under the current ground condition. */
  readonly conceal: Uint8Array;
  readonly sp: SpottingParams;
  readonly vis: number;
  /** Which hexes hold smoke (PB-FIRE-46, rules/smoke-sight.ts); null when none does. */
  readonly smoky: ((loc: number) => boolean) | null;
  /** Next unit in the same hex (linked from sw.head), -1 at the end; empty for a draft (below). */
  readonly next: Int32Array;
  /** In an apply() draft units are found through unit-grid.ts, not by reading every unit. */
  private readonly inDraft: boolean;
  /** Unit is on the map and takes part in spotting. */
  readonly live: Uint8Array;
  /** 0 = allied, 1 = axis */
  readonly sideOf: Uint8Array;
  /** The units, read without copying them (draft.ts); changes go through state.units. */
  readonly units: GameState['units'];
  private readonly occupied: number[] = [];
  private readonly losCache = new Map<number, boolean>();

  constructor(readonly state: GameState) {
    this.world = state.world;
    this.sw = spotWorld(state.world);
    const snow = state.weather.condition === 'snow';
    this.losMap = losData(state.world, snow);
    this.conceal = snow ? this.sw.concealSnow : this.sw.conceal;
    this.sp = spottingParamsOf(state.world.params);
    this.vis = effectiveVisibility(state);
    this.smoky = smokeTest(state); // PB-FIRE-46
    this.units = readUnits(state) as GameState['units'];
    const n = this.units.length;
    // In a draft only the units its handler reached can have changed (issue 21, "Scale").
    const flags = draftUnitFlags(state);
    this.inDraft = flags !== undefined;
    if (flags) {
      this.live = flags.live;
      this.sideOf = flags.sideOf;
      this.next = new Int32Array(0);
      return;
    }
    this.next = new Int32Array(n).fill(-1);
    this.live = new Uint8Array(n);
    this.sideOf = new Uint8Array(n);
    const head = this.sw.head;
    // Build the hex -> units lists in reverse so each list runs in ascending unit order.
    for (let i = n - 1; i >= 0; i--) {
      const s = this.units[i]!;
      const def = this.world.units[i]!;
      this.sideOf[i] = (s.owner ?? def.side) === 'allied' ? 0 : 1; // PC-SUP-38 captures
      // Only units on the map take part. A deployed Deception Unit is a marker with its own status
      // ('deployed', deception.ts): nobody spots it (PC-DEC-03), it spots nothing.
      if (s.status !== 'active' || s.loc < 0) continue;
      this.live[i] = 1;
      if (head[s.loc] === -1) this.occupied.push(s.loc);
      this.next[i] = head[s.loc]!;
      head[s.loc] = i;
    }
  }

  /** Must run when the pass ends: the scratch array is shared by every state of this World. */
  release(): void {
    const head = this.sw.head;
    for (const loc of this.occupied) head[loc] = -1;
  }

  los(a: number, b: number): boolean {
    if (a === b) return true;
    const size = this.world.board.size;
    const key = a < b ? a * size + b : b * size + a;
    let v = this.losCache.get(key);
    if (v === undefined) {
      v = hasLos(this.losMap, a, b) && (!this.smoky || clearOfSmoke(this.world, this.smoky, a, b));
      this.losCache.set(key, v);
    }
    return v;
  }

  /** Calls fn(loc, distance) for every on-map hex within r of loc. */
  forEachWithin(loc: number, r: number, fn: (l: number, dist: number) => boolean | void): void {
    const board = this.world.board;
    const w = board.width;
    const row = Math.floor(loc / w);
    const q = this.losMap.q[loc]!;
    for (let dr = -r; dr <= r; dr++) {
      const rr = row + dr;
      if (rr < 0 || rr >= board.height) continue;
      const lo = Math.max(-r, -dr - r);
      const hi = Math.min(r, -dr + r);
      const off = (rr - (rr & 1)) / 2;
      for (let dq = lo; dq <= hi; dq++) {
        const col = q + dq + off;
        if (col < 0 || col >= w) continue;
        const dist = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
        if (fn(rr * w + col, dist) === true) return;
      }
    }
  }

  /**
   * Calls fn(unit, distance) for every live unit within r of loc until fn returns true. The order
   * differs between a draft and a plain state; every caller takes a maximum or an "any", which
   * does not depend on it.
   */
  forEachUnitWithin(loc: number, r: number, fn: (u: number, dist: number) => boolean | void): void {
    if (this.inDraft) {
      const board = this.world.board;
      for (const u of unitsWithin(this.state, loc, r))
        if (fn(u, board.distance(this.units[u]!.loc, loc)) === true) return;
      return;
    }
    const head = this.sw.head;
    this.forEachWithin(loc, r, (l, dist) => {
      for (let u = head[l]!; u !== -1; u = this.next[u]!) if (fn(u, dist) === true) return true;
      return false;
    });
  }

  /** The most that observer o can see of target t at distance `dist` (see the file comment). */
  pairLevel(o: number, t: number, dist: number, exposed: boolean): SpotLevel {
    const os = this.units[o]!;
    const ts = this.units[t]!;
    const cap: SpotLevel = os.cohesion === 'broken' ? UNKNOWN : FULL; // PC-SPT-06
    if (os.patrolling && os.cohesion !== 'broken' && dist <= this.sp.patrolRange) return cap; // PC-SPT-10
    if (dist > this.vis) return NONE; // PC-SPT-01
    const c = this.conceal[ts.loc]!;
    if (!exposed && c !== 0) {
      const range = c === 1 ? this.sp.concealedRange : this.sp.concealedRangeOpen;
      if (dist > range) return NONE; // PC-SPT-03: stays concealed
    }
    if (!this.los(os.loc, ts.loc)) return NONE; // PC-MAP-07
    return cap;
  }

  /** Level at which side `side` sees target t, from every observer in range. */
  targetLevel(t: number, side: number, exposedBase: boolean): SpotLevel {
    const ts = this.units[t]!;
    const exposed = exposedBase || this.conceal[ts.loc] === 0;
    const r = Math.max(this.vis, this.sp.patrolRange);
    let best: SpotLevel = NONE;
    this.forEachUnitWithin(ts.loc, r, (o, dist) => {
      if (this.sideOf[o] !== side) return false;
      const l = this.pairLevel(o, t, dist, exposed);
      if (l > best) best = l;
      return best === FULL;
    });
    return best;
  }
}

function sideIndex(side: Side): number {
  return side === 'allied' ? 0 : 1;
}

/** Current levels of one side's knowledge, by unit index. */
function levelsOf(state: GameState, side: Side): Uint8Array {
  const lv = new Uint8Array(state.units.length);
  const k = state.knowledge[side];
  for (const j of k.unknown) lv[j] = UNKNOWN;
  for (const j of k.spotted) lv[j] = FULL;
  return lv;
}

export interface RefreshOptions {
  /**
   * Units that moved or fired in this action and so are exposed to any enemy in line of sight
   * (PC-SPT-03). Default: the changed units that are `revealed` (set by movement and fire), and
   * those of the active side that have moved or fired this turn.
   */
  readonly acted?: readonly number[];
}

/**
 * Recomputes what each side sees after the units in `changed` moved, fired or changed state
 * ('all' = the full recompute at the start of a player turn). Updates state.knowledge (sorted
 * arrays), releases Fixed units that became spotted (PC-MOV-21) and returns the 'spotted',
 * 'lostContact' and 'released' events.
 */
export function refreshSpotting(
  state: GameState,
  changed: 'all' | readonly number[],
  options: RefreshOptions = {},
): GameEvent[] {
  const pass = new Pass(state);
  try {
    const acted = new Uint8Array(state.units.length);
    if (options.acted) for (const i of options.acted) acted[i] = 1;
    else if (changed !== 'all')
      for (const i of changed) {
        const s = pass.units[i];
        if (!s) continue;
        // Opportunity fire marks its firers `revealed` in the enemy's turn (fire.ts).
        const active = state.world.units[i]!.side === state.activeSide;
        if (s.revealed || (active && (s.moved || s.fired))) acted[i] = 1;
      }
    const events: GameEvent[] = [];
    const released: GameEvent[] = [];
    for (const side of SIDES) {
      const prev = levelsOf(state, side);
      const now = prev.slice();
      const touched = changed === 'all' ? null : new Uint8Array(state.units.length);
      if (changed === 'all') fullPass(pass, side, prev, now, acted);
      else incrementalPass(pass, side, changed, prev, now, acted, touched!);
      events.push(...commit(pass, side, prev, now, touched, acted, released));
    }
    events.push(...released);
    return events;
  } finally {
    pass.release();
  }
}

function fullPass(pass: Pass, side: Side, prev: Uint8Array, now: Uint8Array, acted: Uint8Array): void {
  const enemy = sideIndex(otherSide(side));
  const me = sideIndex(side);
  for (let t = 0; t < now.length; t++) {
    if (pass.sideOf[t] !== enemy) continue;
    now[t] = pass.live[t] ? pass.targetLevel(t, me, prev[t] === FULL || acted[t] === 1) : NONE;
  }
}

function incrementalPass(
  pass: Pass,
  side: Side,
  changed: readonly number[],
  prev: Uint8Array,
  now: Uint8Array,
  acted: Uint8Array,
  touched: Uint8Array,
): void {
  const enemy = sideIndex(otherSide(side));
  const me = sideIndex(side);
  // Changed enemy units as targets: judged again from scratch (they may have left sight).
  for (const t of changed) {
    if (pass.sideOf[t] !== enemy || touched[t]) continue;
    touched[t] = 1;
    now[t] = pass.live[t] ? pass.targetLevel(t, me, prev[t] === FULL || acted[t] === 1) : NONE;
    if (now[t] === NONE && pass.live[t] && acted[t] && pass.units[t]!.moved) dustSpotting(pass, side, t, now);
  }
  // Changed friendly units as observers: they may see enemies nobody saw.
  for (const o of changed) {
    if (pass.sideOf[o] !== me || !pass.live[o]) continue;
    const os = pass.units[o]!;
    const r = os.patrolling ? Math.max(pass.vis, pass.sp.patrolRange) : pass.vis;
    pass.forEachUnitWithin(os.loc, r, (t, dist) => {
      if (pass.sideOf[t] !== enemy || now[t] === FULL) return;
      const l = pass.pairLevel(o, t, dist, acted[t] === 1);
      if (l > now[t]!) {
        now[t] = l;
        touched[t] = 1;
      }
    });
  }
}

/**
 * PC-SPT-08 Dust Spotting: a vehicle unit that moved where no enemy sees it may be seen as Unknown
 * by a side whose dustSpotting parameter is non-zero, on Day, Dawn and Dusk turns in Normal
 * conditions, when one of that side's units is within dustRange hexes.
 */
function dustSpotting(pass: Pass, side: Side, t: number, now: Uint8Array): void {
  const { state, world } = pass;
  const chance = world.params.side[side].dustSpotting;
  if (!(chance > 0) || state.weather.condition !== 'normal') return;
  if (lightOfTurn(world, state.turn) === 'night') return;
  const mc = world.units[t]!.moveClass;
  if (mc !== 'motorized' && mc !== 'tracked') return;
  const me = sideIndex(side);
  let near = false;
  pass.forEachUnitWithin(pass.units[t]!.loc, pass.sp.dustRange, (o) => {
    if (pass.sideOf[o] !== me) return false;
    near = true;
    return true;
  });
  if (!near) return;
  const dice = diceFor(state, `dust|${side}|${t}|${pass.units[t]!.loc}`);
  if (dice.percent() < chance) now[t] = UNKNOWN;
}

/**
 * PC-MOV-21: an organisation with a scheduled Release (units with a releaseTurn) is released early
 * when any of its units is spotted: its other Fixed units with a Release are freed too.
 */
function releaseOrganisation(pass: Pass, t: number, released: GameEvent[]): void {
  const { state, world } = pass;
  const setups = world.scenario.units;
  const org = setups[t]!.org;
  for (let i = 0; i < setups.length; i++) {
    const u = setups[i]!;
    if (i === t || u.org !== org || u.releaseTurn === undefined) continue;
    const s = pass.units[i]!;
    if (!s.fixed || s.status !== 'active') continue;
    state.units[i]!.fixed = false; // the draft's own copy of the unit (draft.ts)
    const name = world.orgs.get(org)?.name ?? org;
    released.push({ type: 'released', unit: i, reason: `${name} spotted by the enemy (early release)` });
  }
}

/**
 * Whether side `me` now sees hex `loc` empty (PB-SPOT-16, rules/intel.ts): one of its units stands
 * there, or the hex does not conceal and one of its units that is not Broken has it within
 * visibility and line of sight. Reads only the side's own units.
 */
function seesHexEmpty(pass: Pass, me: number, loc: number): boolean {
  let seen = false;
  const open = pass.conceal[loc] === 0;
  pass.forEachUnitWithin(loc, open ? pass.vis : 0, (o, dist) => {
    if (pass.sideOf[o] !== me) return false;
    if (dist === 0) return (seen = true);
    if (pass.units[o]!.cohesion === 'broken') return false;
    return (seen = pass.los(pass.units[o]!.loc, loc));
  });
  return seen;
}

/** Writes the new levels into the side's knowledge and returns the events that tell of it. */
function commit(
  pass: Pass,
  side: Side,
  prev: Uint8Array,
  now: Uint8Array,
  touched: Uint8Array | null,
  acted: Uint8Array,
  released: GameEvent[],
): GameEvent[] {
  const { state } = pass;
  const k = state.knowledge[side];
  const enemy = sideIndex(otherSide(side));
  const fresh: number[] = [];
  const freshUnknown: number[] = [];
  const lost: number[] = [];
  const spotted: number[] = [];
  const unknown: number[] = [];
  for (let t = 0; t < now.length; t++) {
    if (pass.sideOf[t] !== enemy) continue;
    const n = now[t]!;
    const p = prev[t]!;
    if (n === FULL) spotted.push(t);
    else if (n === UNKNOWN) unknown.push(t);
    if (touched && !touched[t]) continue;
    const s = pass.units[t]!;
    if (n === FULL) {
      const was = k.lastKnown[t];
      const magnitude = magnitudeOf(s.strength);
      // Written only when it changes: an apply() draft copies the record on its first write (draft.ts).
      if (!was || was.loc !== s.loc || was.turn !== state.turn || was.magnitude !== magnitude)
        k.lastKnown[t] = { loc: s.loc, turn: state.turn, magnitude };
      if (p !== FULL) {
        fresh.push(t);
        // Changes go through state.units: the draft's own copy of the unit (draft.ts).
        if (acted[t]) state.units[t]!.revealed = true;
        if (s.fixed) {
          // PC-MOV-21: a Fixed unit is released when the enemy spots it.
          state.units[t]!.fixed = false;
          released.push({ type: 'released', unit: t, reason: 'spotted by the enemy' });
        }
        if (pass.sp.releaseOrgWhenSpotted) releaseOrganisation(pass, t, released);
      }
    } else {
      if (n === UNKNOWN && p !== UNKNOWN) freshUnknown.push(t);
      if (p === FULL) {
        lost.push(t);
        // Seen leaving the map or being destroyed: nothing is left to remember there.
        if (!pass.live[t]) delete k.lastKnown[t];
      }
    }
  }
  k.spotted = spotted;
  k.unknown = unknown;
  // PB-SPOT-16: intel markers fade and are cleared by an empty look (rules/intel.ts; off in PC).
  const me = sideIndex(side);
  const seesEmpty = (loc: number) => seesHexEmpty(pass, me, loc);
  const seenNow = (t: number) => now[t] === FULL;
  const intel = pass.world.params.variant.intel;
  for (const u of intelToDrop(intel, k.lastKnown, state.turn, seenNow, seesEmpty)) delete k.lastKnown[u];
  const events: GameEvent[] = [];
  if (fresh.length || freshUnknown.length)
    events.push({
      type: 'spotted',
      by: side,
      units: fresh,
      ...(freshUnknown.length ? { unknown: freshUnknown } : {}),
    });
  if (lost.length) events.push({ type: 'lostContact', by: side, units: lost });
  return events;
}

/**
 * Raises what `side` knows of some enemy units (recon, air recon): each to at least the level
 * given. Keeps the knowledge sorted, records last-known positions, releases Fixed units that
 * become spotted (PC-MOV-21) and returns the events.
 */
export function raiseSpotLevels(
  state: GameState,
  side: Side,
  ups: ReadonlyMap<number, SpotLevel>,
): GameEvent[] {
  const pass = new Pass(state);
  try {
    const n = state.units.length;
    const prev = levelsOf(state, side);
    const now = prev.slice();
    const touched = new Uint8Array(n);
    for (const [t, l] of ups)
      if (pass.live[t] && l > now[t]!) {
        now[t] = l;
        touched[t] = 1;
      }
    const released: GameEvent[] = [];
    const events = commit(pass, side, prev, now, touched, new Uint8Array(n), released);
    return [...events, ...released];
  } finally {
    pass.release();
  }
}

// ---------------------------------------------------------------------------------------------
// Queries for other rule modules and the view.

/** PC-SPT-01/PC-MAP-07: is hex `to` within Visibility and line of sight of hex `from`? */
export function inSight(state: GameState, from: number, to: number): boolean {
  const { board } = state.world;
  if (board.distance(from, to) > effectiveVisibility(state)) return false;
  const d = losData(state.world, state.weather.condition === 'snow');
  return hasLos(d, from, to) && smokeAllows(state, from, to); // PB-FIRE-46
}

/**
 * Does `side` currently see into hex `loc`: one of its active units, not Broken, stands there or
 * has it in sight? Used for fortifications under fog (PC-SPT-12) and indirect-fire spotters.
 */
export function sideSeesHex(state: GameState, side: Side, loc: number): boolean {
  const vis = effectiveVisibility(state);
  const d = losData(state.world, state.weather.condition === 'snow');
  const { board, units } = state.world;
  const states = readUnits(state);
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    if (s.status !== 'active' || s.loc < 0 || units[i]!.side !== side) continue;
    if (s.loc === loc) return true;
    if (s.cohesion === 'broken') continue;
    if (board.distance(s.loc, loc) <= vis && hasLos(d, s.loc, loc) && smokeAllows(state, s.loc, loc))
      return true;
  }
  return false;
}

/**
 * sideSeesHex for many hexes at once: own units are indexed by hex once, then each hex looks only
 * at the hexes within Visibility around it (at most 91 at Visibility 5) instead of every unit.
 */
export function hexSightTest(state: GameState, side: Side): (loc: number) => boolean {
  const vis = effectiveVisibility(state);
  const d = losData(state.world, state.weather.condition === 'snow');
  const { board, units } = state.world;
  const occupied = new Uint8Array(board.size); // 1 = own unit here, 2 = one that can look out
  const states = readUnits(state);
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    if (s.status !== 'active' || s.loc < 0 || units[i]!.side !== side) continue;
    occupied[s.loc] = s.cohesion === 'broken' ? Math.max(occupied[s.loc]!, 1) : 2;
  }
  const smoky = smokeTest(state); // PB-FIRE-46
  const sees = (n: number, loc: number) =>
    hasLos(d, n, loc) && (!smoky || clearOfSmoke(state.world, smoky, n, loc));
  return (loc) => {
    if (occupied[loc]) return true;
    for (const n of board.within(loc, vis)) if (occupied[n] === 2 && sees(n, loc)) return true;
    return false;
  };
}

/**
 * PC-SPT-05: the side's own units that see, and are seen by, an enemy unit: a spotted enemy within
 * Visibility and line of sight (LOS and Visibility are symmetric). Uses only what the side knows.
 * Returns a flag per unit index.
 */
export function mutualLos(state: GameState, side: Side): Uint8Array {
  const out = new Uint8Array(state.units.length);
  const spotted = state.knowledge[side].spotted;
  if (spotted.length === 0) return out;
  const pass = new Pass(state);
  try {
    const me = sideIndex(side);
    for (const e of spotted) {
      if (!pass.live[e]) continue;
      const el = pass.units[e]!.loc;
      pass.forEachUnitWithin(el, pass.vis, (o) => {
        if (pass.sideOf[o] === me && !out[o] && pass.los(pass.units[o]!.loc, el)) out[o] = 1;
      });
    }
    return out;
  } finally {
    pass.release();
  }
}

/** The level at which `side` currently knows enemy unit `unit` (0 none, 1 Unknown, 2 spotted). */
export function spotLevel(state: GameState, side: Side, unit: number): SpotLevel {
  const k = state.knowledge[side];
  if (k.spotted.includes(unit)) return FULL;
  if (k.unknown.includes(unit)) return UNKNOWN;
  return NONE;
}
