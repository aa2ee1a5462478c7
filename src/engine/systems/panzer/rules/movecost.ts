// The cost of entering a hex (PC-MOV-02): terrain and hexside by movement class, roads in Travel
// Mode, rail in Rail Mode, elevation, ground condition, storm, night, rubble, obstacles,
// congestion, minefields (engineers), ZOC, water crossings and the special unit types.
//
// Two layers:
// - MoveKnowledge: what one side knows of the board for moving (the true state for apply(), only
//   spotted enemies and seen hexes for the planner: design invariant 3).
// - MoverProfile / MoverStack: one unit's (or a stack's) values, precomputed once per search.
// unitStepCost() is the hot path of the path finder: it returns a cost in quarter MP, or a
// negative BLOCK code; explainStep() turns a code into a sentence a player reads.

import type { Board } from '../../../core/board.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameState, HexState, Light } from '../model/state.js';
import { BRIDGE_BITS, ROAD_BITS, SIDE, type Condition, type MoveClass } from '../model/terrain.js';
import { otherSide, type Side, type UnitDef, type UnitState } from '../model/unit.js';
import { ruleOn, type World } from '../world.js';
import { isVehicleUnit } from './allowance.js';
import { lightOfTurn } from './clock.js';
import { addToStack, MAX_SHIPS, unitMe } from './stacking.js';
import { hasZoc, markZoc, zocToZocExempt } from './zoc.js';
import { isSnow, terrainInEffect } from './terrain-in-effect.js';
import { readHexes, readUnits } from '../draft.js';
import { sideLayers, type SideLayers } from './move-layers.js';
import { elevatedClimbCost, elevatedHexes } from './elevated.js';
import { wrecksBlockRoad, wreckStacking } from './wrecks.js';
import { ownsMarkers } from './marker-sides.js';

/** Why a step cannot be made (negative, so a cost callback can return them as "blocked"). */
export const BLOCK = {
  terrain: -1,
  water: -2,
  hexside: -3,
  bridgeMode: -4,
  bridgeClass: -5,
  bridgeDamaged: -6,
  fordMode: -7,
  needsRoad: -8,
  leaveByRoad: -9,
  zoc: -10,
  railLine: -11,
  railZoc: -12,
  navalLand: -13,
  navalShallow: -14,
  ferryState: -15,
  ferryUsed: -16,
  ferryStack: -19,
  fullHexFerry: -17,
  amphibious: -18,
  enemy: -20,
  stacking: -21,
  railTraffic: -22,
  ships: -23,
  offBoard: -24,
} as const;
export type BlockCode = (typeof BLOCK)[keyof typeof BLOCK];

/** Movement costs are kept in quarter MP so that sums along a path are exact. */
export function quarterUp(x: number): number {
  return Math.ceil(x * 4 - 1e-9) / 4;
}

export interface MoveKnowledge {
  readonly world: World;
  readonly side: Side;
  /** True for the real state (apply), false for a side's knowledge (planner, validation). */
  readonly truth: boolean;
  /** Hexside bits, damage included. */
  readonly edges: Uint32Array;
  /** Dynamic hex features this side knows of (minefields and rubble only where seen, unless truth). */
  readonly hexes: Readonly<Record<number, HexState>>;
  /** Spotted enemy locations, for the Disrupted x3 rule (PC-MOV-09). */
  readonly spottedLocs: readonly number[];
  /** Men-equivalents of own units not in Rail Mode, per hex (PC-UNT-08). */
  readonly friendMe: Float32Array;
  readonly friendRailMe: ReadonlyMap<number, number>;
  readonly friendShips: ReadonlyMap<number, number>;
  readonly condition: Condition;
  readonly storm: boolean;
  readonly light: Light;
  readonly lockingZoc: boolean;
  readonly amphibiousRule: boolean;
  /** turn * 2 + playerTurn, for ferries used this turn. */
  readonly turnKey: number;
  readonly ferriesUsed: Readonly<Record<number, number>>;
  /** Terrain index actually in effect for each terrain index (PC-MAP-08 Snow: Marsh -> Clear...). */
  readonly terrainAs: Int32Array;
  /**
   * Per hex, what changes during play, as DYN bits: a HexState entry, a (known) enemy unit, an
   * enemy ZOC, an own unit. One byte per hex so that the search's hot loop reads little memory.
   */
  readonly dyn: Uint8Array;
  /**
   * Per hex, what never changes, shared by every knowledge of a World: terrain index (bits 0-7),
   * full-hex bridge and ferry, water (CELL bits) and elevation + 32768 in bits 16-31.
   */
  readonly cell: Uint32Array;
  /** Lazily computed board distance to the nearest spotted enemy (PC-MOV-09). */
  enemyDist?: Int32Array;
}

export const DYN = { hexState: 1, enemy: 2, zoc: 4, friend: 8 } as const;
export const CELL = {
  terrain: 0xff,
  fullHexBridge: 1 << 9,
  fullHexFerry: 1 << 10,
  /** On an elevated road or railway (PB-MAP-03, rules/elevated.ts). */
  elevated: 1 << 11,
  water: 1 << 14,
} as const;

/** The static part of the cells of a World (terrain, water, elevation, full-hex features). */
const staticCells = new WeakMap<World, Uint32Array>();
function staticCellsOf(world: World): Uint32Array {
  let c = staticCells.get(world);
  if (c) return c;
  const n = world.board.size;
  c = new Uint32Array(n);
  const tt = world.params.terrain;
  for (let loc = 0; loc < n; loc++) {
    const t = world.terrain[loc]!;
    c[loc] = (t | (tt[t]!.water ? CELL.water : 0) | ((world.elevation[loc]! + 32768) << 16)) >>> 0;
  }
  for (const [loc, f] of world.features) {
    if (f.fullHexBridge) c[loc] = (c[loc]! | CELL.fullHexBridge) >>> 0;
    if (f.fullHexFerry) c[loc] = (c[loc]! | CELL.fullHexFerry) >>> 0;
  }
  for (const loc of elevatedHexes(world)) c[loc] = (c[loc]! | CELL.elevated) >>> 0; // PB-MAP-03
  staticCells.set(world, c);
  return c;
}

export interface KnowledgeInput {
  readonly world: World;
  readonly side: Side;
  readonly truth: boolean;
  readonly edges: Uint32Array;
  readonly hexes: Readonly<Record<number, HexState>>;
  readonly enemies: readonly { readonly loc: number; readonly zoc: boolean; readonly facing?: number }[];
  readonly spottedLocs: readonly number[];
  readonly own: readonly { readonly def: UnitDef; readonly state: UnitState }[];
  readonly condition: Condition;
  readonly storm: boolean;
  readonly light: Light;
  readonly turnKey: number;
  readonly ferriesUsed: Readonly<Record<number, number>>;
}

/**
 * PC-ENG-14/16, PC-WAT-05: a Pontoon Bridge is crossed like a Full-Hex Bridge, and a damaged
 * Full-Hex Bridge is Water again. A copy of the shared cells, made only when play changed some.
 */
function withPlayBridges(
  cells: Uint32Array,
  hexes: Readonly<Record<number, HexState>>,
  locs: readonly number[],
): Uint32Array {
  const out = cells.slice();
  for (const loc of locs) {
    const h = hexes[loc]!;
    out[loc] = (h.pontoon ? out[loc]! | CELL.fullHexBridge : out[loc]! & ~CELL.fullHexBridge) >>> 0;
  }
  return out;
}

/**
 * Board-sized arrays of knowledges handed back with releaseKnowledge for the next build: a move
 * builds two knowledges, and allocating 1.25 MB each time on a 500x500 map cost more than the rest
 * of the build (issue 21, "Scale"). They come back as they were: a pass zeroes what it takes
 * (zeroDyn, zeroMe); the kept layers overwrite every entry.
 */
const zeroDyn = (a: Uint8Array | undefined) => a?.fill(0);
const zeroMe = (a: Float32Array | undefined) => a?.fill(0);
const spare = new WeakMap<World, { dyn: Uint8Array[]; friendMe: Float32Array[] }>();
const SPARE_MAX = 4;
const released = new WeakSet<MoveKnowledge>();

/**
 * Gives a knowledge's board-sized arrays back for reuse. Only for a knowledge its caller built and
 * nothing else holds (handleMove's own two): the knowledge must not be read afterwards.
 */
export function releaseKnowledge(...ks: readonly MoveKnowledge[]): void {
  // The knowledges of one knowledgesFor call share their friendMe: release them together, and
  // each array goes back once.
  const back = new Set<Uint8Array | Float32Array>();
  for (const k of ks) {
    if (released.has(k)) continue;
    released.add(k);
    let p = spare.get(k.world);
    if (!p) spare.set(k.world, (p = { dyn: [], friendMe: [] }));
    if (p.dyn.length < SPARE_MAX && !back.has(k.dyn)) p.dyn.push(k.dyn);
    if (p.friendMe.length < SPARE_MAX && !back.has(k.friendMe)) p.friendMe.push(k.friendMe);
    back.add(k.dyn).add(k.friendMe);
  }
}

export function buildKnowledge(input: KnowledgeInput): MoveKnowledge {
  const { world } = input;
  const n = world.board.size;
  const pool = spare.get(world);
  const dyn = zeroDyn(pool?.dyn.pop()) ?? new Uint8Array(n);
  let bridgeChanges: number[] | undefined;
  for (const key of Object.keys(input.hexes)) {
    dyn[Number(key)] = DYN.hexState;
    const h = input.hexes[Number(key)]!;
    if (h.pontoon || h.fullHexBridge === 'damaged') (bridgeChanges ??= []).push(Number(key));
  }
  for (const e of input.enemies) {
    if (e.loc < 0) continue;
    dyn[e.loc] = dyn[e.loc]! | DYN.enemy;
    if (e.zoc) markZoc(world.board, e.loc, dyn, e.facing, DYN.zoc);
  }
  const friendMe = zeroMe(pool?.friendMe.pop()) ?? new Float32Array(n);
  const friendRailMe = new Map<number, number>();
  const friendShips = new Map<number, number>();
  for (const { def, state: s } of input.own) {
    if (s.status !== 'active' || s.loc < 0) continue;
    dyn[s.loc] = dyn[s.loc]! | DYN.friend;
    const me = unitMe(def, s);
    if (s.mode === 'rail') friendRailMe.set(s.loc, (friendRailMe.get(s.loc) ?? 0) + me);
    else friendMe[s.loc] = friendMe[s.loc]! + me;
    if (def.moveClass === 'naval') friendShips.set(s.loc, (friendShips.get(s.loc) ?? 0) + 1);
  }
  return assemble(input, { dyn, friendMe, friendRailMe, friendShips, bridgeChanges });
}

/** What the unit and hex passes of a build found, per hex. */
interface Layers {
  readonly dyn: Uint8Array;
  readonly friendMe: Float32Array;
  readonly friendRailMe: Map<number, number>;
  readonly friendShips: Map<number, number>;
  readonly bridgeChanges: number[] | undefined;
}

function assemble(
  input: Omit<KnowledgeInput, 'enemies' | 'own'>,
  { dyn, friendMe, friendRailMe, friendShips, bridgeChanges }: Layers,
): MoveKnowledge {
  const { world } = input;
  return {
    world,
    side: input.side,
    truth: input.truth,
    edges: input.edges,
    hexes: input.hexes,
    dyn,
    cell: bridgeChanges
      ? withPlayBridges(staticCellsOf(world), input.hexes, bridgeChanges)
      : staticCellsOf(world),
    spottedLocs: input.spottedLocs,
    friendMe,
    friendRailMe,
    friendShips,
    condition: input.condition,
    storm: input.storm,
    light: input.light,
    lockingZoc: ruleOn(world, 'lockingZoc'),
    amphibiousRule: ruleOn(world, 'amphibious'),
    turnKey: input.turnKey,
    ferriesUsed: input.ferriesUsed,
    terrainAs: terrainInEffect(world.params, isSnow(input.condition)), // PC-MAP-08
  };
}

/** Is there a (known) enemy unit in `loc`? */
export const enemyAt = (k: MoveKnowledge, loc: number): boolean => (k.dyn[loc]! & DYN.enemy) !== 0;

export function currentEdges(state: GameState): Uint32Array {
  const keys = Object.keys(state.edgeOverrides);
  if (keys.length === 0) return state.world.edges;
  const e = state.world.edges.slice();
  for (const k of keys) e[Number(k)] = state.edgeOverrides[Number(k)]!;
  return e;
}

export const turnKeyOf = (state: Pick<GameState, 'turn' | 'playerTurn'>) => state.turn * 2 + state.playerTurn;

/**
 * What `side` knows for moving, from the full state. `truth` = the real board (apply() executes on
 * it); otherwise only spotted and "Unknown" enemy units (an Unknown unit is assumed to have a ZOC),
 * and minefields and rubble only in hexes the side occupies or sees an enemy in (as view.ts).
 */
export function knowledgeFor(state: GameState, side: Side, truth: boolean): MoveKnowledge {
  return knowledgesFor(state, side, [truth])[0]!;
}

/**
 * knowledgeFor for several `truth` settings at once (a move needs the side's knowledge and the
 * truth): one pass over the units fills every knowledge's hex arrays as it goes, and the own-unit
 * layers (friendMe, friendRailMe, friendShips), the same in each, are shared (issue 21, "Scale").
 */
export function knowledgesFor(state: GameState, side: Side, truths: readonly boolean[]): MoveKnowledge[] {
  // In a draft, the unit layers kept from the last command (move-layers.ts): no pass over the army.
  const layers = sideLayers(state, side);
  return layers ? knowledgesFromLayers(state, side, truths, layers) : knowledgesByPass(state, side, truths);
}

/** knowledgesFor by one pass over every unit (a plain state, or a check of the kept layers). */
export function knowledgesByPass(state: GameState, side: Side, truths: readonly boolean[]): MoveKnowledge[] {
  const { world } = state;
  const { board } = world;
  const fog = world.options.fogOfWar;
  const enemySide = otherSide(side);
  const k = state.knowledge[side];
  // Read without copying (draft.ts): a move's knowledge looks at every unit and changes none.
  const units = readUnits(state);
  const spotted = new Uint8Array(units.length);
  for (const j of k.spotted) spotted[j] = 1;
  const spottedLocs: number[] = [];
  const n = board.size;
  const pool = spare.get(world);
  const dyns = truths.map(() => zeroDyn(pool?.dyn.pop()) ?? new Uint8Array(n));
  const friendMe = zeroMe(pool?.friendMe.pop()) ?? new Float32Array(n);
  const friendRailMe = new Map<number, number>();
  const friendShips = new Map<number, number>();
  // Hex entries first, as buildKnowledge does: a fog-of-war copy below keeps the same keys.
  const actual = readHexes(state);
  const hexKeys = Object.keys(actual);
  // Hexes the side occupies or sees an enemy in: only to hide hex entries from a fog knowledge.
  const seen = fog && hexKeys.length > 0 && truths.includes(false) ? new Set<number>() : undefined;
  let bridgeChanges: number[] | undefined;
  for (const key of hexKeys) {
    for (const dyn of dyns) dyn[Number(key)] = DYN.hexState;
    const h = actual[Number(key)]!;
    if (h.pontoon || h.fullHexBridge === 'damaged') (bridgeChanges ??= []).push(Number(key));
  }
  for (let i = 0; i < units.length; i++) {
    const s = units[i]!;
    if (s.status !== 'active' || s.loc < 0) continue;
    const def = world.units[i]!;
    const unitSide = s.owner ?? def.side; // PC-SUP-38: captured Supply Units change sides
    if (unitSide === side) {
      seen?.add(s.loc);
      for (const dyn of dyns) dyn[s.loc] = dyn[s.loc]! | DYN.friend;
      const me = unitMe(def, s);
      if (s.mode === 'rail') friendRailMe.set(s.loc, (friendRailMe.get(s.loc) ?? 0) + me);
      else friendMe[s.loc] = friendMe[s.loc]! + me;
      if (def.moveClass === 'naval') friendShips.set(s.loc, (friendShips.get(s.loc) ?? 0) + 1);
      continue;
    }
    if (unitSide !== enemySide) continue;
    const isSpotted = spotted[i] === 1;
    // PC-MOV-09 counts spotted enemies only (with fog of war off, every enemy is spotted).
    if (!fog || isSpotted) spottedLocs.push(s.loc);
    if (isSpotted || !fog) seen?.add(s.loc);
    const zoc = hasZoc(def, s);
    for (let m = 0; m < truths.length; m++) {
      if (!(truths[m] || !fog || isSpotted)) continue;
      const dyn = dyns[m]!;
      dyn[s.loc] = dyn[s.loc]! | DYN.enemy;
      if (zoc) markZoc(board, s.loc, dyn, def.facing, DYN.zoc);
    }
  }
  const common = commonOf(state, side, spottedLocs);
  return truths.map((truth, m) => {
    const dyn = dyns[m]!;
    const hexes =
      !truth && fog ? underFog(state, side, units, dyn, actual, (loc) => !!seen?.has(loc)) : actual;
    return assemble({ ...common, truth, hexes }, { dyn, friendMe, friendRailMe, friendShips, bridgeChanges });
  });
}

/** What every knowledge of a side in this state shares. */
function commonOf(state: GameState, side: Side, spottedLocs: readonly number[]) {
  return {
    world: state.world,
    side,
    edges: currentEdges(state),
    spottedLocs,
    condition: state.weather.condition,
    storm: state.weather.storm,
    light: lightOfTurn(state.world, state.turn),
    turnKey: turnKeyOf(state),
    ferriesUsed: state.ferriesUsed ?? {},
  };
}

/**
 * A side's own knowledge under fog of war, on top of what it sees: an Unknown unit is assumed to
 * have a ZOC all round (marked in `dyn`), and minefields and rubble show only where the side
 * occupies or sees an enemy (`known`). Returns the hex entries as the side knows them.
 */
function underFog(
  state: GameState,
  side: Side,
  units: readonly { readonly loc: number }[],
  dyn: Uint8Array,
  actual: Readonly<Record<number, HexState>>,
  known: (loc: number) => boolean,
): Readonly<Record<number, HexState>> {
  const { board } = state.world;
  for (const j of state.knowledge[side].unknown) {
    const loc = units[j]?.loc ?? -1;
    if (loc < 0) continue;
    dyn[loc] = dyn[loc]! | DYN.enemy;
    markZoc(board, loc, dyn, undefined, DYN.zoc);
  }
  const hexes: Record<number, HexState> = {};
  for (const [key, h] of Object.entries(actual)) {
    const loc = Number(key);
    // PB-MAP-05, PB-SPOT-15: a side knows the markers that belong to it (rules/marker-sides.ts).
    hexes[loc] = known(loc) || ownsMarkers(state.world, h, side) ? h : { ...h, minefield: 0, rubble: 'none' };
  }
  return hexes;
}

/**
 * knowledgesFor from kept unit layers: copies of their arrays with the hex entries and, for the
 * side's own knowledge under fog of war, the Unknown units on top, exactly as the pass above.
 */
function knowledgesFromLayers(
  state: GameState,
  side: Side,
  truths: readonly boolean[],
  layers: SideLayers,
): MoveKnowledge[] {
  const { world } = state;
  const { board } = world;
  const fog = world.options.fogOfWar;
  const units = readUnits(state);
  const n = board.size;
  const pool = spare.get(world);
  const friendMe = pool?.friendMe.pop() ?? new Float32Array(n);
  friendMe.set(layers.friendMe);
  const friendRailMe = new Map(layers.friendRailMe);
  const friendShips = new Map(layers.friendShips);
  const actual = readHexes(state);
  const hexKeys = Object.keys(actual);
  let bridgeChanges: number[] | undefined;
  for (const key of hexKeys) {
    const h = actual[Number(key)]!;
    if (h.pontoon || h.fullHexBridge === 'damaged') (bridgeChanges ??= []).push(Number(key));
  }
  const common = commonOf(state, side, layers.spottedLocs);
  return truths.map((truth) => {
    const dyn = pool?.dyn.pop() ?? new Uint8Array(n);
    // What the side sees: every enemy without fog of war, the spotted ones with it.
    dyn.set(truth || !fog ? layers.dynTruth : layers.dynSeen);
    for (const key of hexKeys) dyn[Number(key)] = dyn[Number(key)]! | DYN.hexState;
    const hexes = !truth && fog ? underFog(state, side, units, dyn, actual, layers.occupiedOrSeen) : actual;
    return assemble({ ...common, truth, hexes }, { dyn, friendMe, friendRailMe, friendShips, bridgeChanges });
  });
}

// ---------------------------------------------------------------------------------------------
// Mover profiles

const LEG_CLASSES: ReadonlySet<MoveClass> = new Set(['foot', 'ski', 'bicycle']);
const WATER_BARRIERS = SIDE.river | SIDE.canal | SIDE.stream | SIDE.antiTankDitch;
/** Features a hexside bridge spans (PC-WAT-01, PC-ENG-09). */
const BRIDGEABLE = WATER_BARRIERS;
const SIDE_OBSTACLES =
  SIDE.river |
  SIDE.stream |
  SIDE.canal |
  SIDE.escarpment |
  SIDE.cliff |
  SIDE.gully |
  SIDE.embankment |
  SIDE.dike |
  SIDE.antiTankDitch |
  SIDE.hedgerow;

export interface MoverProfile {
  readonly unit: number;
  readonly def: UnitDef;
  readonly st: UnitState;
  readonly cls: MoveClass;
  readonly travel: boolean;
  readonly rail: boolean;
  readonly vehicle: boolean;
  /** The full movement allowance, for "costs the entire MA" (PC-GEN-05). */
  readonly full: number;
  readonly third: number;
  readonly quarter: number;
  /** Nominal terrain cost per terrain index in effect; -1 impassible. */
  readonly terrainCost: Float64Array;
  /** 1 for terrain this unit may enter only along a road in Travel Mode (PC-MOV-06). */
  readonly roadOnly: Uint8Array;
  readonly water: Uint8Array;
  /** Condition multiplier for the class (PC-ENV-05). */
  readonly cond: number;
  readonly roadCost: number;
  readonly primaryCost: number;
  readonly railCost: number;
  /** Cost of each params.hexsides entry for the class, and its bit. */
  readonly sideCost: Float64Array;
  readonly sideBit: Uint32Array;
  readonly zocExempt: 'free' | 'fullMa' | null;
  readonly commando: boolean;
  readonly mountain: boolean;
  readonly amphibious: boolean;
  readonly mineClear: boolean;
  readonly naval: boolean;
  readonly disrupted: boolean;
  readonly steady: boolean;
  /** May use Light bridges (foot classes and On Foot units, PC-WAT-01, PC-SUT-09). */
  readonly lightBridge: boolean;
  /** Armoured: needs a Heavy bridge (PC-WAT-01). */
  readonly armored: boolean;
  /** Climbing onto or off an elevated line other than along it (PB-MAP-03); 0 = no such cost. */
  readonly elevatedClimb: number;
}

export function moverProfile(world: World, unit: number, st: UnitState, condition: Condition): MoverProfile {
  const def = world.units[unit]!;
  const p = world.params;
  const cls: MoveClass = st.onFoot ? 'foot' : def.moveClass; // PC-SUT-09
  const vehicle = isVehicleUnit(def) && !st.onFoot;
  const terrainAs = terrainInEffect(world.params, isSnow(condition)); // PC-MAP-08
  const nt = p.terrain.length;
  const terrainCost = new Float64Array(nt);
  const roadOnly = new Uint8Array(nt);
  const water = new Uint8Array(nt);
  for (let i = 0; i < nt; i++) {
    const t = p.terrain[terrainAs[i]!]!;
    terrainCost[i] = t.cost[cls];
    roadOnly[i] = t.vehiclesRoadOnly && vehicle && cls !== 'naval' ? 1 : 0;
    water[i] = t.water ? 1 : 0;
  }
  const sideCost = Float64Array.from(p.hexsides, (h) => h.cost[cls]);
  const sideBit = Uint32Array.from(p.hexsides, (h) => SIDE[h.feature]);
  const full = st.mpMax > 0 ? st.mpMax : 0;
  return {
    unit,
    def,
    st,
    cls,
    travel: st.mode === 'travel',
    rail: st.mode === 'rail',
    vehicle,
    full,
    third: quarterUp(full / 3),
    quarter: quarterUp(full / 4),
    terrainCost,
    roadOnly,
    water,
    cond: p.conditions[condition][cls],
    roadCost: p.roadCosts.road[cls],
    primaryCost: p.roadCosts.primaryRoad[cls],
    railCost: p.roadCosts.rail,
    sideCost,
    sideBit,
    zocExempt: zocToZocExempt(def),
    commando: def.type === 'commando' || !!def.flags.commando,
    mountain: !!def.flags.mountain,
    amphibious: !!def.flags.amphibious,
    mineClear: !!def.flags.mineClear || !!def.flags.engineer || !!def.flags.demolition, // PC-ENG-05/06
    naval: cls === 'naval',
    disrupted: st.cohesion === 'disrupted',
    steady: st.cohesion === 'ok',
    lightBridge: LEG_CLASSES.has(cls),
    armored: !!def.flags.hardTarget,
    elevatedClimb: elevatedClimbCost(p, cls),
  };
}

/** A stack moving together (MoveCommand.units), with the values the stack-level rules need. */
export interface MoverStack {
  readonly profiles: readonly MoverProfile[];
  readonly start: number;
  /** Men-equivalents of the movers not in Rail Mode / in Rail Mode / all. */
  readonly me: number;
  readonly railMe: number;
  readonly allMe: number;
  readonly ships: number;
  readonly single: boolean;
}

export function moverStack(
  k: MoveKnowledge,
  state: { readonly units: readonly UnitState[] },
  units: readonly number[],
): MoverStack {
  const profiles = units.map((u) => moverProfile(k.world, u, state.units[u]!, k.condition));
  const acc = { me: 0, railMe: 0, ships: 0, deployedTowedGuns: 0, units: [] as number[] };
  for (const p of profiles) addToStack(acc, p.def, p.st);
  const first = profiles[0];
  return {
    profiles,
    start: first ? first.st.loc : -1,
    me: acc.me,
    railMe: acc.railMe,
    allMe: acc.me + acc.railMe,
    ships: acc.ships,
    single: profiles.length === 1 && (first?.def.subUnits ?? 1) <= 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Step costs

function bridgeUsable(p: MoverProfile, bits: number): boolean {
  if (bits & SIDE.bridgeHeavy) return true;
  if (bits & SIDE.bridgeMedium) return !p.armored;
  if (bits & SIDE.bridgeLight) return p.lightBridge;
  return false;
}

const intactBridge = (bits: number) => (bits & BRIDGE_BITS) !== 0 && (bits & SIDE.bridgeDamaged) === 0;

function shallow(k: MoveKnowledge, loc: number): boolean {
  const { adjStart, adj } = k.world.board;
  const t = k.world.params.terrain;
  for (let i = adjStart[loc]!, end = adjStart[loc + 1]!; i < end; i++)
    if (!t[k.world.terrain[adj[i]!]!]!.water) return true;
  return false;
}

/** Distance from each location to the nearest spotted enemy (multi-source BFS on the board graph). */
export function enemyDistance(k: MoveKnowledge): Int32Array {
  if (k.enemyDist) return k.enemyDist;
  const { size, adjStart, adj } = k.world.board;
  const d = new Int32Array(size).fill(0x3fffffff);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  for (const l of k.spottedLocs)
    if (d[l] !== 0) {
      d[l] = 0;
      queue[tail++] = l;
    }
  while (head < tail) {
    const u = queue[head++]!;
    for (let i = adjStart[u]!, end = adjStart[u + 1]!; i < end; i++) {
      const v = adj[i]!;
      if (d[v]! > d[u]! + 1) {
        d[v] = d[u]! + 1;
        queue[tail++] = v;
      }
    }
  }
  k.enemyDist = d;
  return d;
}

function congested(h: HexState | undefined, side: Side): boolean {
  return !!h && (h.congestion === 'both' || h.congestion === side);
}

/**
 * Whether a stack may use road movement rates into `to` (PC-MOV-05): the men-equivalents in the
 * hex and entering it are within the Road Stacking Limit.
 */
export function roadStackingOk(k: MoveKnowledge, s: MoverStack, to: number): boolean {
  const there = k.friendMe[to]! - (to === s.start ? s.me : 0);
  return s.allMe + there <= k.world.params.roadStacking;
}

/** PB-UNIT-15: the men-equivalents the wrecks in `loc` take from its stacking limit (0 = none). */
export function wrecksMeAt(k: MoveKnowledge, loc: number): number {
  if (!(k.dyn[loc]! & DYN.hexState)) return 0;
  const w = k.hexes[loc]?.wrecks;
  return w ? wreckStacking(k.world.params, w) : 0;
}

/** Stack-level rules for entering `to`: enemy units, stacking, rail traffic, ships. 0 = fine. */
export function stackBlock(k: MoveKnowledge, s: MoverStack, to: number): BlockCode | 0 {
  if (k.dyn[to]! & DYN.enemy) return BLOCK.enemy;
  const p = k.world.params;
  const here = to === s.start;
  if (s.me > 0 && s.me + k.friendMe[to]! + wrecksMeAt(k, to) - (here ? s.me : 0) > p.maxStacking)
    return BLOCK.stacking;
  if (s.railMe > 0 && s.railMe + (k.friendRailMe.get(to) ?? 0) - (here ? s.railMe : 0) > p.roadStacking)
    return BLOCK.railTraffic;
  if (s.ships > 0 && s.ships + (k.friendShips.get(to) ?? 0) - (here ? s.ships : 0) > MAX_SHIPS)
    return BLOCK.ships;
  return 0;
}

/** PC-WAT-02: does this unit cross `edge` by its hexside ferry (rather than a bridge or a ford)? */
export function usesFerry(k: MoveKnowledge, p: MoverProfile, edge: number): boolean {
  const bits = k.edges[edge]!;
  if (!(bits & SIDE.ferry) || !(bits & (SIDE.river | SIDE.canal)) || bits & SIDE.ford) return false;
  return !(intactBridge(bits) && p.travel && bridgeUsable(p, bits)) && !p.rail;
}

/** True when the step from -> to is made by road in Travel Mode or by rail (PC-MOV-10 night rule). */
export function isRoadStep(
  k: MoveKnowledge,
  p: MoverProfile,
  from: number,
  to: number,
  edge: number,
  roadOk: boolean,
): boolean {
  if (p.rail) return true;
  return roadUsable(k, p, from, to, k.edges[edge]!, roadOk);
}

function roadUsable(
  k: MoveKnowledge,
  p: MoverProfile,
  from: number,
  to: number,
  bits: number,
  roadOk: boolean,
): boolean {
  if (!p.travel || (bits & ROAD_BITS) === 0 || !roadOk) return false;
  const ht = k.dyn[to]! & DYN.hexState ? k.hexes[to] : undefined;
  const hf = k.dyn[from]! & DYN.hexState ? k.hexes[from] : undefined;
  // PC-IMP-01: uncleared rubble prevents road movement; PC-IMP-03: no road movement into an obstacle.
  if (ht && (ht.rubble === 'uncleared' || ht.obstacle !== 'none')) return false;
  if (hf && hf.rubble === 'uncleared') return false;
  // PB-MOVE-16: nor through a hex whose wrecks × 10 exceed the road value.
  if (ht?.wrecks && wrecksBlockRoad(k.world.params, ht.wrecks)) return false;
  if (hf?.wrecks && wrecksBlockRoad(k.world.params, hf.wrecks)) return false;
  if (bits & BRIDGEABLE) {
    // The road crosses a river or stream: it needs an intact bridge the unit may use, or a ford.
    if (bits & SIDE.ford) return true;
    if (!intactBridge(bits) || !bridgeUsable(p, bits)) return false;
  }
  return true;
}

/**
 * The cost for one unit of entering `to` from `from` across `edge`, in quarter MP, or a negative
 * BLOCK code. `roadOk` = the stack is within the Road Stacking Limit for `to`.
 */
export function unitStepCost(
  k: MoveKnowledge,
  p: MoverProfile,
  from: number,
  to: number,
  edge: number,
  roadOk: boolean,
): number {
  const world = k.world;
  const bits = k.edges[edge]!;
  const cf = k.cell[from]!;
  const ct = k.cell[to]!;
  const dt = k.dyn[to]!;
  const tFrom = cf & CELL.terrain;
  const tTo = ct & CELL.terrain;
  const params = world.params;
  let full = false;
  let cost: number;
  let zocExemptHere = false;

  if (p.naval) {
    // PC-SUT-03: water to water, never next to land, never across a dike.
    if (!p.water[tTo]) return BLOCK.navalLand;
    if (shallow(k, to)) return BLOCK.navalShallow;
    if (bits & SIDE.dike) return BLOCK.hexside;
    cost = p.terrainCost[tTo]!;
    if (cost < 0) return BLOCK.water;
    cost *= p.cond;
  } else if (p.rail) {
    // PC-MOV-08: along undamaged rail lines only; rail bridges span rivers and streams.
    if ((bits & SIDE.rail) === 0 || (bits & SIDE.railDamaged) !== 0) return BLOCK.railLine;
    if (bits & BRIDGEABLE && !intactBridge(bits))
      return BRIDGE_BITS & bits ? BLOCK.bridgeDamaged : BLOCK.hexside;
    if (dt & DYN.zoc) return BLOCK.railZoc; // rules-decisions: enemy ZOC stops rail movement
    cost = p.railCost;
  } else {
    const fromWater = p.water[tFrom] === 1 && (cf & (CELL.fullHexBridge | CELL.fullHexFerry)) === 0;
    if ((cf | ct) & CELL.fullHexBridge) zocExemptHere = true; // PC-WAT-05, PC-ZOC-05
    if (p.water[tTo]) {
      if (ct & CELL.fullHexBridge) {
        // PC-WAT-05 / PC-MOV-07: a full-hex bridge is crossed in Travel (or Rail) Mode at road rates.
        if (!p.travel) return BLOCK.bridgeMode;
        cost = p.roadCost;
      } else if (ct & CELL.fullHexFerry) {
        // PC-WAT-04: Travel Mode, the entire MA, within the road stacking limit.
        if (!p.travel || !p.steady) return BLOCK.ferryState;
        if (!roadOk) return BLOCK.fullHexFerry;
        full = true;
        cost = p.full;
      } else if (p.amphibious && k.amphibiousRule && p.travel && !fromWater) {
        full = true; // PC-SUT-02 optional rule: into water from land for the entire MA
        cost = p.full;
      } else return p.amphibious && k.amphibiousRule ? BLOCK.amphibious : BLOCK.water;
    } else if (fromWater) {
      // Only amphibious units stand in open water; they leave it for their entire MA (PC-SUT-02).
      full = true;
      cost = p.full;
    } else if (roadUsable(k, p, from, to, bits, roadOk)) {
      // PC-MOV-05, PC-MAP-05: road rates; the Primary Road ignores the ground condition (PC-ENV-05).
      const primary = (bits & SIDE.primaryRoad) !== 0;
      cost = primary ? p.primaryCost : p.roadCost * p.cond;
      if (cost < 0) return BLOCK.terrain;
    } else {
      if (p.roadOnly[tFrom]) return BLOCK.leaveByRoad; // PC-MOV-06
      if (p.roadOnly[tTo]) return BLOCK.needsRoad;
      const tc = p.terrainCost[tTo]!;
      if (tc < 0) return BLOCK.terrain;
      let side = 0;
      if (bits & SIDE_OBSTACLES) {
        const sb = p.sideBit;
        for (let i = 0; i < sb.length; i++) {
          const bit = sb[i]!;
          if ((bits & bit) === 0) continue;
          let c = p.sideCost[i]!;
          let bridgeErr: BlockCode | 0 = 0;
          if (bit & BRIDGEABLE && bits & BRIDGE_BITS) {
            // PC-WAT-01, PC-MOV-07: a bridge, in Travel or Rail Mode, by class.
            if (intactBridge(bits) && p.travel && bridgeUsable(p, bits)) continue;
            // A stream whose bridge cannot be used is still crossed the hard way (PC-ENG-15).
            if (c < 0)
              bridgeErr = !intactBridge(bits)
                ? BLOCK.bridgeDamaged
                : p.travel
                  ? BLOCK.bridgeClass
                  : BLOCK.bridgeMode;
          }
          if (c < 0 && bit & (SIDE.river | SIDE.canal | SIDE.stream)) {
            if (bits & SIDE.ford && p.travel) {
              side += params.fordCost; // PC-WAT-06
              continue;
            }
            if (bits & SIDE.ferry && bit & (SIDE.river | SIDE.canal)) {
              // PC-WAT-02: one uncombined unit per ferry per turn, Travel Mode, the entire MA.
              if (!p.travel || !p.steady) return BLOCK.ferryState;
              if (k.ferriesUsed[edge] === k.turnKey) return BLOCK.ferryUsed;
              full = true;
              continue;
            }
            if (p.amphibious && p.travel && bit & (SIDE.river | SIDE.canal)) {
              full = true; // PC-SUT-02
              continue;
            }
          }
          if (c < 0) {
            if (p.mountain && bit === SIDE.cliff) {
              full = true; // PC-SUT-04
              continue;
            }
            if (p.commando) {
              full = true; // PC-SUT-07
              continue;
            }
            if (bridgeErr) return bridgeErr;
            if (bits & SIDE.ford) return BLOCK.fordMode;
            return BLOCK.hexside;
          }
          // PC-SUT-04: "reduced" escarpment and embankment costs for mountain units: halved.
          if (p.mountain && bit & (SIDE.escarpment | SIDE.embankment)) c /= 2;
          side += c;
        }
      }
      // PB-MAP-03 (ours): onto or off an elevated road or railway other than along it.
      if (p.elevatedClimb > 0 && (cf | ct) & CELL.elevated && !(bits & SIDE.elevated))
        side += p.elevatedClimb;
      // PC-MAP-06: climbing costs per 100 m; mountain units pay half (PC-SUT-04). Roads ignore it.
      const climb = (ct >>> 16) - (cf >>> 16);
      const elev = climb > 0 ? (climb / 100) * params.elevationCostPer100m * (p.mountain ? 0.5 : 1) : 0;
      cost = (tc + side + elev) * p.cond;
    }
    const h = dt & DYN.hexState ? k.hexes[to] : undefined;
    if (h) {
      if (h.rubble !== 'none') cost *= 3; // PC-IMP-01
      if (h.obstacle === 'intact') {
        // PC-IMP-03: the entire MA; PB-IMP-04, PB-DIFF-27: a share of it in Shallow water.
        const share = params.variant.map.shallowObstacleShare;
        if (share < 1 && world.params.terrain[k.terrainAs[tTo]!]!.shallow)
          cost = Math.max(cost, p.full * share);
        else full = true;
      } else if (h.obstacle === 'penetrated' && !p.travel) cost += p.quarter;
      if (congested(h, p.def.side)) full = true; // PC-IMP-04
      if (h.minefield > 0 && p.mineClear) cost += p.third; // PC-ENG-06, PC-IMP-07
    }
  }

  // PC-ZOC-03/04/05, PC-WAT-07: from one enemy ZOC straight into another.
  if (k.dyn[from]! & dt & DYN.zoc && !zocExemptHere && !p.rail) {
    const forcedBridge = intactBridge(bits) && p.travel && p.steady && !p.st.moved && bridgeUsable(p, bits);
    if (p.zocExempt === 'fullMa') full = true;
    else if (p.zocExempt === 'free') {
      // Commandos and partisans: normal cost (rules-decisions).
    } else if (k.lockingZoc) {
      if (!forcedBridge) return BLOCK.zoc;
      full = true;
    } else if (params.zocMoveMultiplier === 0) {
      if (dt & DYN.friend || forcedBridge) full = true;
      else return BLOCK.zoc;
    } else cost *= params.zocMoveMultiplier;
  }
  // PC-MOV-09: a Disrupted unit pays 3x to move closer to a spotted enemy.
  if (p.disrupted && k.spottedLocs.length > 0) {
    const d = enemyDistance(k);
    if (d[to]! < d[from]!) cost *= 3;
  }
  if (full) return p.full;
  if (k.storm) cost *= 2; // PC-ENV-08
  return quarterUp(cost);
}

// ---------------------------------------------------------------------------------------------
// Explanations

const sideName = (world: World, bits: number): string => {
  for (const h of world.params.hexsides) if (bits & SIDE[h.feature]) return h.name;
  return 'hexside';
};

function bridgeName(bits: number): string {
  if (bits & SIDE.bridgeHeavy) return 'Heavy bridge';
  if (bits & SIDE.bridgeMedium) return 'Medium bridge';
  return 'Light bridge';
}

/** "Forest", "Forest across a Stream", "road into Town": what a step enters, for messages. */
export function stepLabel(k: MoveKnowledge, from: number, to: number, edge: number, road: boolean): string {
  const world = k.world;
  const t = world.params.terrain[k.terrainAs[world.terrain[to]!]!]!;
  const bits = k.edges[edge] ?? 0;
  const f = world.features.get(to);
  const name = f?.fullHexBridge ? 'the bridge' : f?.fullHexFerry ? 'the ferry' : t.name;
  if (road) return `road into ${name}`;
  if (bits & SIDE_OBSTACLES) return `${name} across a ${sideName(world, bits & SIDE_OBSTACLES)}`;
  void from;
  return name;
}

const fmt = (x: number) => String(Math.round(x * 100) / 100);

/** A sentence for a blocked step. */
export function blockMessage(
  k: MoveKnowledge,
  s: MoverStack,
  p: MoverProfile | undefined,
  code: BlockCode,
  from: number,
  to: number,
  edge: number,
): RuleError {
  const world = k.world;
  const b = world.board;
  const at = b.label(to);
  const between = `between ${b.label(from)} and ${at}`;
  const name = p?.def.name ?? 'The stack';
  const bits = k.edges[edge] ?? 0;
  const terrain = world.params.terrain[k.terrainAs[world.terrain[to]!]!]!.name;
  const params = world.params;
  switch (code) {
    case BLOCK.terrain:
      return ruleError('IMPASSABLE', `${name} cannot enter ${terrain} (${at}).`, 'PC-MOV-02');
    case BLOCK.water:
      return ruleError('IMPASSABLE', `${name} cannot enter Water (${at}).`, 'PC-MAP-10');
    case BLOCK.hexside:
      return ruleError(
        'IMPASSABLE',
        `${name} cannot cross the ${sideName(world, bits & SIDE_OBSTACLES)} ${between}.`,
        'PC-MAP-04',
      );
    case BLOCK.bridgeMode:
      return ruleError('MODE', `${name} must be in Travel Mode to use the bridge ${between}.`, 'PC-MOV-07');
    case BLOCK.bridgeClass:
      return ruleError('IMPASSABLE', `The ${bridgeName(bits)} ${between} cannot carry ${name}.`, 'PC-WAT-01');
    case BLOCK.bridgeDamaged:
      return ruleError('IMPASSABLE', `The bridge ${between} is damaged.`, 'PC-ENG-15');
    case BLOCK.fordMode:
      return ruleError('MODE', `${name} must be in Travel Mode to use the ford ${between}.`, 'PC-WAT-06');
    case BLOCK.needsRoad:
      return ruleError(
        'IMPASSABLE',
        (bits & ROAD_BITS) !== 0 && p?.travel
          ? `${name} can enter ${terrain} (${at}) only by road, and the road is over its stacking limit of ${params.roadStacking} men-equivalents.`
          : `${name} can enter ${terrain} (${at}) only along a road in Travel Mode.`,
        'PC-MOV-06',
      );
    case BLOCK.leaveByRoad:
      return ruleError(
        'IMPASSABLE',
        `${name} entered ${world.params.terrain[world.terrain[from]!]!.name} by road and must leave it by road.`,
        'PC-MOV-06',
      );
    case BLOCK.zoc:
      return ruleError(
        'ZOC',
        k.lockingZoc
          ? `${name} cannot move from one enemy zone of control straight into another (${at}): Locking ZOC.`
          : `${name} cannot move from one enemy zone of control straight into another (${at}) unless a friendly unit already holds it.`,
        'PC-ZOC-03',
      );
    case BLOCK.railLine:
      return ruleError(
        'MODE',
        `${name} is in Rail Mode and can move only along an undamaged rail line (${between}).`,
        'PC-MOV-08',
      );
    case BLOCK.railZoc:
      return ruleError(
        'ZOC',
        `${name} in Rail Mode cannot enter an enemy zone of control (${at}).`,
        'PC-MOV-08',
      );
    case BLOCK.navalLand:
      return ruleError('IMPASSABLE', `${name} is a ship and cannot leave the water (${at}).`, 'PC-SUT-03');
    case BLOCK.navalShallow:
      return ruleError(
        'IMPASSABLE',
        `${name} cannot enter the shallow water next to land at ${at}.`,
        'PC-SUT-03',
      );
    case BLOCK.ferryState:
      return ruleError(
        'STATE',
        `${name} can use the ferry ${between} only in Travel Mode and when neither Disrupted nor Broken.`,
        'PC-WAT-02',
      );
    case BLOCK.ferryStack:
      return ruleError(
        'NOT_ALLOWED',
        `The ferry ${between} carries one uncombined unit at a time; move the units one by one.`,
        'PC-WAT-02',
      );
    case BLOCK.ferryUsed:
      return ruleError(
        'NOT_ALLOWED',
        `The ferry ${between} has already carried a unit this turn.`,
        'PC-WAT-02',
      );
    case BLOCK.fullHexFerry:
      return ruleError(
        'STACKING',
        `The ferry at ${at} takes at most ${params.roadStacking} men-equivalents at a time.`,
        'PC-WAT-04',
      );
    case BLOCK.amphibious:
      return ruleError(
        'IMPASSABLE',
        `${name} can enter open water only from land and in Travel Mode (${at}).`,
        'PC-SUT-02',
      );
    case BLOCK.enemy:
      return ruleError('ENEMY_OCCUPIED', `${at} is held by the enemy.`, 'PC-MOV-02');
    case BLOCK.stacking: {
      const wr = wrecksMeAt(k, to);
      return ruleError(
        'STACKING',
        `Moving into ${at} would put ${fmt(s.me + k.friendMe[to]! + wr - (to === s.start ? s.me : 0))} men-equivalents in the hex${wr > 0 ? ` (its wrecks count ${fmt(wr)}, PB-UNIT-15)` : ''}; the limit is ${params.maxStacking}.`,
        'PC-UNT-08',
      );
    }
    case BLOCK.railTraffic:
      return ruleError(
        'STACKING',
        `Rail traffic through ${at} is limited to ${params.roadStacking} men-equivalents.`,
        'PC-MOV-08',
      );
    case BLOCK.ships:
      return ruleError('STACKING', `At most ${MAX_SHIPS} ships may be in one hex (${at}).`, 'PC-SUT-03');
    case BLOCK.offBoard:
      return ruleError('BAD_PATH', `${at} is not next to ${b.label(from)}.`);
  }
  return ruleError('IMPASSABLE', `${name} cannot enter ${at}.`);
}

export type StepResult =
  | { readonly ok: true; readonly costs: readonly number[]; readonly road: boolean; readonly label: string }
  | { readonly ok: false; readonly code: BlockCode; readonly error: RuleError };

/** Evaluates one step for every unit of a stack: the cost each pays, or why it cannot be made. */
export function evalStep(k: MoveKnowledge, s: MoverStack, from: number, to: number): StepResult {
  const edge = k.world.board.edgeBetween(from, to);
  if (edge < 0) {
    const code = BLOCK.offBoard;
    return { ok: false, code, error: blockMessage(k, s, undefined, code, from, to, edge) };
  }
  const sb = stackBlock(k, s, to);
  if (sb !== 0) return { ok: false, code: sb, error: blockMessage(k, s, undefined, sb, from, to, edge) };
  const roadOk = roadStackingOk(k, s, to);
  const costs: number[] = [];
  let road = s.profiles.length > 0;
  for (const p of s.profiles) {
    const c = unitStepCost(k, p, from, to, edge, roadOk);
    if (c < 0) {
      const code = c as BlockCode;
      return { ok: false, code, error: blockMessage(k, s, p, code, from, to, edge) };
    }
    costs.push(c);
    if (!isRoadStep(k, p, from, to, edge, roadOk)) road = false;
  }
  if (!s.single && s.profiles.some((p) => usesFerry(k, p, edge))) {
    const code = BLOCK.ferryStack;
    return { ok: false, code, error: blockMessage(k, s, undefined, code, from, to, edge) };
  }
  return { ok: true, costs, road, label: stepLabel(k, from, to, edge, road) };
}

/** PC-SUT-08: recalling a patrol costs 1/2 MA; it happens when the unit moves. */
export function patrolRecallCost(st: Pick<UnitState, 'patrolling' | 'mpMax'>): number {
  return st.patrolling ? quarterUp(st.mpMax / 2) : 0;
}

export function notEnoughMp(p: MoverProfile, mpLeft: number, label: string, cost: number): RuleError {
  return ruleError(
    'NOT_ENOUGH_MP',
    `${p.def.name} has ${fmt(mpLeft)} MP left; ${label} costs ${fmt(cost)}.`,
    'PC-MOV-02',
  );
}

/** The board a knowledge object is about (for callers that only hold the knowledge). */
export const boardOf = (k: MoveKnowledge): Board => k.world.board;

/**
 * Why a step cost more on the true board than on what the side knew when it gave the order
 * (issue 18: the move preview must equal the charge, or the difference is named). apply() prices
 * each step on the truth; the preview and the path check price it on the side's knowledge, so the
 * only differences are what the side could not see.
 */
export function unseenSurcharge(
  known: MoveKnowledge,
  truth: MoveKnowledge,
  from: number,
  to: number,
): { readonly why: string; readonly rule: string } {
  const zocBoth = (k: MoveKnowledge) => (k.dyn[from]! & k.dyn[to]! & DYN.zoc) !== 0;
  if (zocBoth(truth) && !zocBoth(known)) {
    const m = truth.world.params.zocMoveMultiplier;
    const how = m > 0 ? `ZOC to ZOC costs ×${fmt(m)}` : 'ZOC to ZOC costs the entire allowance';
    return { why: `an enemy zone of control it had not seen (${how})`, rule: 'PC-ZOC-03' };
  }
  const th = truth.hexes[to];
  const kh = known.hexes[to];
  if (th && th.rubble !== 'none' && (kh?.rubble ?? 'none') === 'none')
    return { why: 'rubble it had not seen (×3)', rule: 'PC-IMP-01' };
  if (th && th.minefield > 0 && !((kh?.minefield ?? 0) > 0))
    return { why: 'a minefield it had not seen (engineers pay 1/3 MA more)', rule: 'PC-ENG-06' };
  if (th && th.obstacle !== (kh?.obstacle ?? 'none'))
    return { why: 'an obstacle it had not seen', rule: 'PC-IMP-03' };
  return { why: 'what it could not see from where it stood', rule: 'PC-MOV-02' };
}
