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

/** A copy that apply() may change freely; the World is shared, never copied. */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    weather: { ...s.weather },
    units: s.units.map((u) => ({ ...u })),
    hexes: Object.fromEntries(Object.entries(s.hexes).map(([k, v]) => [k, { ...v }])),
    edgeOverrides: { ...s.edgeOverrides },
    objectives: s.objectives.map((o) => ({ ...o })),
    knowledge: {
      allied: cloneKnowledge(s.knowledge.allied),
      axis: cloneKnowledge(s.knowledge.axis),
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
      hexFire: { ...s.combat.hexFire },
      ...(s.combat.indirectInto ? { indirectInto: { ...s.combat.indirectInto } } : {}),
      opShots: { ...s.combat.opShots },
      engaged: { ...s.combat.engaged },
      manned: s.combat.manned,
    },
    ops: {
      ...s.ops,
      globalSupply: { ...s.ops.globalSupply },
      sourceDelta: { ...s.ops.sourceDelta },
      localSupply: { allied: { ...s.ops.localSupply.allied }, axis: { ...s.ops.localSupply.axis } },
    },
    air: cloneAirState(s.air),
    engineers: cloneEngineerState(s.engineers),
    ...(s.phase ? { phase: clonePhase(s.phase) } : {}),
  };
}

function cloneKnowledge(k: GameState['knowledge']['allied']): GameState['knowledge']['allied'] {
  return { spotted: k.spotted.slice(), unknown: k.unknown.slice(), lastKnown: { ...k.lastKnown } };
}
