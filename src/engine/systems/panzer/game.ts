// Starting a game: the initial GameState of a scenario (PC-TRN-03, PC-RNF-01).

import type { GameState, HexState, ObjectiveState, Weather } from './model/state.js';
import type { Scenario } from './model/scenario.js';
import type { UnitState } from './model/unit.js';
import { buildWorld, type World } from './world.js';
import type { GameOptions } from './rules/optional.js';
import { startPlayerTurn } from './rules/turn.js';
import type { GameEvent } from './events.js';
import { cloneAirState } from './model/air.js';
import { cloneEngineerState, emptyEngineerState } from './model/engineering.js';
import { clonePhase } from './model/phase.js';
import { initialSetupState } from './rules/artillery-setup.js';
import { initialAmmo } from './rules/ammunition.js';
import { cow, current } from './draft.js';

export interface NewGame {
  readonly state: GameState;
  /** What happened at the start of the first player turn (arrivals, weather, first spotting). */
  readonly events: GameEvent[];
}

export function initialUnitState(world: World, index: number): UnitState {
  const u = world.scenario.units[index]!;
  const onMap = u.hex !== undefined && !(u.arrives && u.arrives.turn > 1);
  return {
    loc: onMap ? world.board.parse(u.hex!)! : -1,
    status: onMap ? (u.deployed && u.type === 'deception' ? 'deployed' : 'active') : 'reserve',
    strength: u.startStrength ?? u.strength,
    fatigue: u.fatigue ?? 0,
    mode: u.mode ?? 'deployed',
    cohesion: 'ok',
    mp: 0,
    mpMax: 0,
    moved: false,
    fired: false,
    assaulted: false,
    fixed: u.fixed ?? false,
    digging: false,
    lowAmmo: false,
    lowFuel: false,
    onFoot: false,
    revealed: false,
    lossesThisTurn: 0,
    ...initialSetupState(world, index), // PC-SUP-26/27
    ...initialAmmo(world, index), // SR-AMMO: finite ammunition, when the scenario has it
  };
}

/** Both sides' loss tallies at zero (PC-VIC-07). */
export function noLosses(): GameState['losses'] {
  return {
    allied: { men: 0, guns: 0, vehicles: 0, vp: 0, byType: {} },
    axis: { men: 0, guns: 0, vehicles: 0, vp: 0, byType: {} },
  };
}

function initialHexes(world: World): Record<number, HexState> {
  const hexes: Record<number, HexState> = {};
  for (const [loc, f] of world.features) {
    if (!f.rubble && !f.minefield && !f.obstacle && !f.congestion && !f.fortification) continue;
    hexes[loc] = {
      rubble: f.rubble ? 'uncleared' : 'none',
      minefield: f.minefield,
      minefieldPenetrated: false,
      obstacle: f.obstacle ? 'intact' : 'none',
      congestion: f.congestion,
      congestionCounter: 0,
      fortification: f.fortification,
      fortificationVacated: false,
      ...(f.side ? { markerSide: f.side } : {}), // PB-MAP-05
    };
  }
  return hexes;
}

function initialWeather(world: World): Weather {
  const env = world.scenario.environment;
  const vis = env?.visibility;
  return {
    visibility: vis?.start ?? vis?.max ?? 5,
    visibilityTrend: 0,
    condition: env?.condition ?? 'normal',
    storm: env?.storm ?? false,
  };
}

/** Sets up a scenario for play with a seed. Accepts a built World to share it between games. */
export function newGame(
  scenarioOrWorld: Scenario | World,
  seed: string | number,
  options: GameOptions = {},
): NewGame {
  const world = 'board' in scenarioOrWorld ? scenarioOrWorld : buildWorld(scenarioOrWorld, options);
  const objectives: ObjectiveState[] = world.objectives.map((o) => ({
    owner: o.owner,
    expired: false,
    exitVp: 0,
  }));
  const state: GameState = {
    world,
    seed: String(seed),
    seq: 0,
    turn: 1,
    activeSide: world.scenario.start.firstSide,
    playerTurn: 0,
    weather: initialWeather(world),
    units: world.units.map((_, i) => initialUnitState(world, i)),
    hexes: initialHexes(world),
    edgeOverrides: {},
    objectives,
    knowledge: {
      allied: { spotted: [], unknown: [], lastKnown: {} },
      axis: { spotted: [], unknown: [], lastKnown: {} },
    },
    losses: noLosses(),
    vpHistory: [],
    surrendered: [],
    result: null,
    combat: { opFire: { allied: 'all', axis: 'all' }, hexFire: {}, opShots: {}, engaged: {}, manned: [] },
    ops: {
      globalSupply: {
        allied: world.params.side.allied.globalSupply,
        axis: world.params.side.axis.globalSupply,
      },
      outOfCommand: [],
      isolated: [],
      localSupply: { allied: {}, axis: {} },
      unavailable: [],
      movedSinceRefuel: [],
      firedIsolated: [],
      sourceDelta: { allied: 0, axis: 0 },
      variationsFired: [],
      lastStorm: world.scenario.environment?.storm ?? false,
    },
    air: {
      units: (world.scenario.air ?? []).map((a) => ({
        status: a.available === false ? 'unavailable' : 'ready',
        strength: a.strength,
        fatigue: a.fatigue ?? 0,
        cohesion: 'ok',
      })),
      hexAircraft: {},
      availability: {},
    },
    engineers: emptyEngineerState(),
  };
  const events = startPlayerTurn(state, true);
  return { state, events };
}

/** A full copy that may be changed freely; the World is shared, never copied. */
export function cloneState(s: GameState): GameState {
  return copyWith(
    s,
    s.units.map((u) => ({ ...u })),
    Object.fromEntries(Object.entries(s.hexes).map(([k, v]) => [k, { ...v }])),
    (r) => ({ ...r }),
  );
}

/**
 * The draft apply() hands a rule handler (draft.ts): units and hex entries are copied only when
 * the handler reaches them, and the large bookkeeping records only when it writes them, so that a
 * command costs what it touches rather than the size of the game (issue 21, "Scale"). sealDraft()
 * turns it into a plain state once the handler is done.
 */
export function draftState(s: GameState): GameState {
  // A small game is copied whole: its copy costs less than the Proxies' bookkeeping.
  if (s.units.length < DRAFTS.copyOnWriteFrom) return cloneState(s);
  return copyWith(s, cow(s.units, 'entries'), cow(s.hexes, 'entries'), (r) => cow(r, 'flat'));
}

/**
 * From how many units apply() shares what a command leaves alone instead of copying the state
 * whole (measured: 76 units run faster copied, 567 shared). A setting for tests, which set it to
 * 0 to put every game through the copy-on-write path.
 */
export const DRAFTS = { copyOnWriteFrom: 300 };

/** Ends a draft: every copy-on-write container in it becomes the plain one it stands for. */
export function sealDraft(d: GameState): GameState {
  d.units = current(d.units);
  d.hexes = current(d.hexes);
  d.edgeOverrides = current(d.edgeOverrides);
  for (const k of Object.values(d.knowledge)) k.lastKnown = current(k.lastKnown);
  const c = d.combat;
  c.hexFire = current(c.hexFire);
  if (c.indirectInto) c.indirectInto = current(c.indirectInto);
  c.opShots = current(c.opShots);
  c.engaged = current(c.engaged);
  d.ops.localSupply = { allied: current(d.ops.localSupply.allied), axis: current(d.ops.localSupply.axis) };
  return d;
}

/**
 * Everything but units and hexes copied as deep as a handler may change it in place; `rec` copies
 * the records that grow with the game (by unit or by hex), whose values are numbers or replaced
 * whole. Keep sealDraft's list in step with the records given to `rec`.
 */
function copyWith(
  s: GameState,
  units: GameState['units'],
  hexes: GameState['hexes'],
  rec: <R extends object>(r: R) => R,
): GameState {
  return {
    ...s,
    weather: { ...s.weather },
    units,
    hexes,
    edgeOverrides: rec(s.edgeOverrides),
    objectives: s.objectives.map((o) => ({ ...o })),
    knowledge: {
      allied: cloneKnowledge(s.knowledge.allied, rec),
      axis: cloneKnowledge(s.knowledge.axis, rec),
    },
    losses: {
      allied: { ...s.losses.allied, byType: { ...s.losses.allied.byType } },
      axis: { ...s.losses.axis, byType: { ...s.losses.axis.byType } },
    },
    vpHistory: s.vpHistory.slice(),
    surrendered: s.surrendered.slice(),
    result: s.result,
    combat: {
      opFire: { ...s.combat.opFire },
      ...(s.combat.engagement ? { engagement: s.combat.engagement } : {}),
      ...(s.combat.smokeFired ? { smokeFired: s.combat.smokeFired } : {}),
      hexFire: rec(s.combat.hexFire),
      ...(s.combat.indirectInto ? { indirectInto: rec(s.combat.indirectInto) } : {}),
      opShots: rec(s.combat.opShots),
      engaged: rec(s.combat.engaged),
      manned: s.combat.manned,
    },
    ops: {
      ...s.ops,
      globalSupply: { ...s.ops.globalSupply },
      sourceDelta: { ...s.ops.sourceDelta },
      localSupply: { allied: rec(s.ops.localSupply.allied), axis: rec(s.ops.localSupply.axis) },
    },
    air: cloneAirState(s.air),
    engineers: cloneEngineerState(s.engineers),
    ...(s.phase ? { phase: clonePhase(s.phase) } : {}),
  };
}

function cloneKnowledge(
  k: GameState['knowledge']['allied'],
  rec: <R extends object>(r: R) => R,
): GameState['knowledge']['allied'] {
  // lastKnown's entries are replaced whole (spotting.ts), never changed in place.
  return { spotted: k.spotted.slice(), unknown: k.unknown.slice(), lastKnown: rec(k.lastKnown) };
}
