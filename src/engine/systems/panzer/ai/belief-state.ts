// A GameState that holds only what one side's view shows, so the A/I can ask the engine's own
// combat arithmetic (PC-FIR, PC-ASL, PC-CRT) instead of a rough imitation of it. Design invariant 3
// still holds: everything in it comes from the SideView, plus the static scenario data both
// players have (the map's terrain and, for a spotted enemy unit, its counter's ratings — PC-SPT-12
// hides exact strength, Low Ammo/Fuel and unseen fortifications, not a unit's values).
//
// Under fog an enemy's strength is taken as the client's odds display takes it (`asSeenBy`): its
// order-of-battle strength, kept within the magnitude class its counter shows (PC-UNT-11).

import { initialUnitState, noLosses } from '../game.js';
import type { GameState, HexState } from '../model/state.js';
import { SIDES, type UnitState } from '../model/unit.js';
import type { SideView } from '../view.js';
import type { World } from '../world.js';

/** Units entirely out of play: the placeholder for every unit the view does not show. */
const OFF_MAP = new WeakMap<World, UnitState[]>();

function offMap(world: World): UnitState[] {
  let list = OFF_MAP.get(world);
  if (!list) {
    list = world.units.map((_, i) => ({ ...initialUnitState(world, i), loc: -1, status: 'withdrawn' }));
    OFF_MAP.set(world, list);
  }
  return list;
}

/** PC-UNT-11 magnitude classes: X = 1-9, XX = 10-99, XXX = 100-999, XXXX = 1000+. */
function withinMagnitude(strength: number, magnitude: number): number {
  const lo = magnitude <= 1 ? 1 : 10 ** (magnitude - 1);
  const hi = magnitude >= 4 ? Infinity : 10 ** magnitude - 1;
  return Math.min(hi, Math.max(lo, strength));
}

/** The hex state a side sees: terrain features are public, fortifications only where it sees. */
function seenHex(view: SideView, world: World, loc: number): HexState {
  const f = world.features.get(loc);
  const fort = view.map.fortifications.get(loc);
  const type = fort ? (fort.split(' ')[0] as HexState['fortification']) : null;
  return {
    rubble: view.map.rubble.has(loc) ? 'uncleared' : 'none',
    minefield: view.map.minefields.get(loc) ?? 0,
    minefieldPenetrated: false,
    obstacle: f?.obstacle ? 'intact' : 'none',
    congestion: null,
    congestionCounter: 0,
    fortification: type,
    fortificationVacated: !!fort?.endsWith('(vacated)'),
    ...(view.map.wrecks?.get(loc) ? { wrecks: view.map.wrecks.get(loc)! } : {}), // PB-IMP-35
  };
}

/** Hexside bits that differ from the scenario's (damaged or built bridges): the view has them all. */
function edgeOverrides(view: SideView, world: World): Record<number, number> {
  const out: Record<number, number> = {};
  const now = view.map.edges;
  if (now === world.edges) return out; // the view shares the scenario's array while nothing changed
  for (let e = 0; e < now.length; e++) if (now[e] !== world.edges[e]) out[e] = now[e]!;
  return out;
}

export interface BeliefState {
  readonly state: GameState;
  /** Gives a copy that an assault or fire resolution may change, hexes filled around `loc`. */
  scratch(loc: number): GameState;
}

/**
 * The side's belief as a GameState: own units as they are, spotted enemy units where they are seen,
 * everything else off the map. `template` is any state of the same world (for its shape only: its
 * units, hexes, knowledge and losses are all replaced).
 */
export function beliefState(view: SideView, world: World, template: GameState): BeliefState {
  const units = offMap(world).slice();
  for (const o of view.own) units[o.index] = { ...(o.state as UnitState) };
  for (const e of view.enemies) {
    const def = world.units[e.index]!;
    units[e.index] = {
      ...offMap(world)[e.index]!,
      loc: e.loc,
      status: 'active',
      strength: e.strength ?? withinMagnitude(def.strength, e.magnitude),
      mode: e.mode,
      cohesion: e.cohesion,
      fatigue: 0,
      fixed: false,
    };
  }
  const knowledge = Object.fromEntries(
    SIDES.map((s) => [
      s,
      s === view.side
        ? { spotted: view.enemies.map((e) => e.index), unknown: [], lastKnown: {} }
        : { spotted: [], unknown: [], lastKnown: {} },
    ]),
  ) as unknown as GameState['knowledge'];
  // Every hex the rules might look up has an entry, so nothing falls back to the scenario's
  // fortifications the side does not see (hexStateFor reads world.features for a missing entry).
  const hexes: Record<number, HexState> = {};
  const seen = (loc: number) => (hexes[loc] ??= seenHex(view, world, loc));
  for (const loc of world.features.keys()) seen(loc);
  for (const loc of view.map.fortifications.keys()) seen(loc);
  for (const loc of view.map.minefields.keys()) seen(loc);
  for (const loc of view.map.rubble) seen(loc);
  for (const loc of view.map.wrecks?.keys() ?? []) seen(loc); // PB-IMP-35
  // The nominal visibility whose effective value (PC-ENV-01: halved at dawn and dusk) is the view's.
  const visibility = view.light === 'dawn' || view.light === 'dusk' ? view.visibility * 2 : view.visibility;
  const state: GameState = {
    ...template,
    turn: view.turn,
    activeSide: view.activeSide,
    weather: { ...template.weather, visibility, condition: view.condition, storm: view.storm },
    units,
    hexes,
    // PC-PHS-03: the phase as the side sees it (who has fired, the Deserted Hexes).
    ...(view.phase
      ? {
          phase: {
            name: view.phase.name,
            fired: view.phase.fired.slice(),
            deploying: [],
            deserted: view.phase.deserted.slice(),
          },
        }
      : {}),
    edgeOverrides: edgeOverrides(view, world),
    objectives: view.objectives.map((o) => ({ owner: o.owner, expired: o.expired, exitVp: 0 })),
    knowledge,
    losses: noLosses(),
    vpHistory: [],
    surrendered: [],
    result: null,
    // PC-FIR-28: the side's own fire this turn is its own knowledge (the Hex Fire Limitation).
    combat: { ...template.combat, hexFire: { ...view.hexFire }, opShots: {}, engaged: {} },
  };
  const { board } = world;
  return {
    state,
    scratch(loc) {
      const near: Record<number, HexState> = { ...hexes };
      for (const h of board.within(loc, 2)) near[h] = seenHex(view, world, h);
      // Every unit within reach of a retreat or an advance gets its own copy.
      const copy = state.units.slice();
      for (let i = 0; i < copy.length; i++) {
        const s = copy[i]!;
        if (s.loc >= 0 && board.distance(s.loc, loc) <= 2) copy[i] = { ...s };
      }
      return {
        ...state,
        units: copy,
        hexes: near,
        objectives: state.objectives.map((o) => ({ ...o })),
        losses: noLosses(),
        combat: { ...state.combat, engaged: {} },
      };
    },
  };
}
