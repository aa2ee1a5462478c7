// viewFor(state, side): everything one side may know (design invariant 3, PC-SPT-12). The renderer,
// the client, the A/I and anything sent over SSH take a SideView, never the GameState. Secrets are
// stripped here and nowhere else.

import type { HexBoard } from './board.js';
import type { GameEvent } from './events.js';
import type { GameResult, GameState, Light } from './model/state.js';
import type { Params } from './model/params.js';
import type { Condition } from './model/terrain.js';
import {
  type Cohesion,
  type Component,
  type Mode,
  type Side,
  type UnitDef,
  type UnitSize,
  type UnitState,
  type UnitType,
} from './model/unit.js';
import { lightOfTurn, timeOfTurn, type GameTime } from './rules/clock.js';
import { effectiveVisibility } from './rules/weather.js';
import type { World } from './world.js';

/** PC-UNT-11: X = 1-9, XX = 10-99, XXX = 100-999, XXXX = 1000+. */
export function magnitudeOf(strength: number): number {
  if (strength < 10) return 1;
  if (strength < 100) return 2;
  if (strength < 1000) return 3;
  return 4;
}

export interface OwnUnitView {
  readonly index: number;
  readonly def: UnitDef;
  readonly state: Readonly<UnitState>;
}

/** A spotted enemy unit: what its counter shows, strength only as a magnitude under fog. */
export interface EnemyUnitView {
  readonly index: number;
  readonly name: string;
  readonly side: Side;
  readonly type: UnitType;
  readonly size: UnitSize;
  readonly component: Component;
  readonly loc: number;
  /** Exact strength without fog of war; undefined under fog. */
  readonly strength?: number;
  readonly magnitude: number;
  readonly mode: Mode;
  readonly cohesion: Cohesion;
  readonly hardTarget: boolean;
}

export interface LastKnownView {
  readonly index: number;
  readonly loc: number;
  readonly turn: number;
  readonly magnitude: number;
  readonly type: UnitType;
}

export interface ObjectiveView {
  readonly index: number;
  readonly loc: number;
  readonly name: string;
  /** Undefined for an enemy exit objective under fog ("?", PC-VIC-03). */
  readonly vp?: number;
  readonly owner: Side | null;
  /** Surrender objectives show as normal ones to everybody under fog (PC-VIC-05). */
  readonly kind: 'normal' | 'exit' | 'limited' | 'surrender';
  readonly expires?: number;
  readonly expired: boolean;
}

/** Map data a side may see: the terrain is public; fortifications only where it sees (PC-SPT-12). */
export interface MapView {
  readonly board: HexBoard;
  readonly params: Params;
  readonly terrain: Uint8Array;
  readonly elevation: Int16Array;
  /** Current hexside bits, damage included. */
  readonly edges: Uint32Array;
  readonly names: ReadonlyMap<number, string>;
  readonly fortifications: ReadonlyMap<number, string>;
  readonly minefields: ReadonlyMap<number, number>;
  readonly rubble: ReadonlySet<number>;
}

export interface SideView {
  readonly side: Side;
  readonly title: string;
  readonly scenarioId: string;
  readonly turn: number;
  readonly turns: number;
  readonly activeSide: Side;
  readonly time: GameTime;
  readonly light: Light;
  readonly visibility: number;
  readonly condition: Condition;
  readonly storm: boolean;
  readonly fogOfWar: boolean;
  readonly map: MapView;
  readonly own: readonly OwnUnitView[];
  readonly enemies: readonly EnemyUnitView[];
  /** Enemy units seen only as "Unknown" (PC-SPT-09): a location, nothing else. */
  readonly unknown: readonly { readonly loc: number }[];
  readonly lastKnown: readonly LastKnownView[];
  readonly objectives: readonly ObjectiveView[];
  readonly vp: Record<Side, number> | undefined;
  readonly result: GameResult | null;
  /** Organisations of this side only. */
  readonly orgs: ReadonlyMap<string, World['orgs'] extends ReadonlyMap<string, infer O> ? O : never>;
}

function currentEdges(state: GameState): Uint32Array {
  const overrides = Object.entries(state.edgeOverrides);
  if (overrides.length === 0) return state.world.edges;
  const e = state.world.edges.slice();
  for (const [k, v] of overrides) e[Number(k)] = v;
  return e;
}

export function viewFor(state: GameState, side: Side): SideView {
  const { world } = state;
  const fog = world.scenario.fogOfWar !== false;
  const k = state.knowledge[side];
  const spotted = fog ? new Set(k.spotted) : undefined;
  const own: OwnUnitView[] = [];
  const enemies: EnemyUnitView[] = [];
  state.units.forEach((s, i) => {
    const def = world.units[i]!;
    if (def.side === side) {
      own.push({ index: i, def, state: s });
      return;
    }
    if (s.status !== 'active' || s.loc < 0) return;
    if (spotted && !spotted.has(i)) return;
    enemies.push({
      index: i,
      name: def.name,
      side: def.side,
      type: def.type,
      size: def.size,
      component: def.component,
      loc: s.loc,
      ...(fog ? {} : { strength: s.strength }),
      magnitude: magnitudeOf(s.strength),
      mode: s.mode,
      cohesion: s.cohesion,
      hardTarget: !!def.flags.hardTarget,
    });
  });
  const unknown = fog ? k.unknown.map((j) => ({ loc: state.units[j]!.loc })).filter((u) => u.loc >= 0) : [];
  const seenNow = new Set(enemies.map((e) => e.index));
  const lastKnown: LastKnownView[] = fog
    ? Object.entries(k.lastKnown)
        .map(([j, lk]) => ({ index: Number(j), ...lk, type: world.units[Number(j)]!.type }))
        .filter((lk) => !seenNow.has(lk.index))
    : [];

  // Fortifications, minefields and rubble: in hexes the side occupies or sees into (PC-SPT-12).
  const seenHexes = new Set<number>();
  for (const u of own) if (u.state.loc >= 0) seenHexes.add(u.state.loc);
  for (const e of enemies) seenHexes.add(e.loc);
  const fortifications = new Map<number, string>();
  const minefields = new Map<number, number>();
  const rubble = new Set<number>();
  for (const [key, h] of Object.entries(state.hexes)) {
    const loc = Number(key);
    const known = !fog || seenHexes.has(loc) || ownSideBuilt(state, loc, side);
    if (!known) continue;
    if (h.fortification)
      fortifications.set(loc, h.fortificationVacated ? `${h.fortification} (vacated)` : h.fortification);
    if (h.minefield > 0) minefields.set(loc, h.minefield);
    if (h.rubble !== 'none') rubble.add(loc);
  }
  const names = new Map<number, string>();
  for (const [loc, f] of world.features) if (f.name) names.set(loc, f.name);

  const objectives: ObjectiveView[] = world.objectives.map((def, i) => {
    const o = state.objectives[i]!;
    const hiddenExit = fog && def.kind === 'exit' && def.owner !== side;
    const kind = fog && def.kind === 'surrender' ? 'normal' : (def.kind ?? 'normal');
    return {
      index: i,
      loc: def.loc,
      name: def.name ?? world.board.label(def.loc),
      ...(hiddenExit ? {} : { vp: def.kind === 'exit' ? o.exitVp : def.vp }),
      owner: o.owner,
      kind,
      ...(def.expires !== undefined ? { expires: def.expires } : {}),
      expired: o.expired,
    };
  });

  const orgs = new Map([...world.orgs].filter(([, o]) => o.side === side));
  return {
    side,
    title: world.scenario.title,
    scenarioId: world.scenario.id,
    turn: state.turn,
    turns: world.scenario.start.turns,
    activeSide: state.activeSide,
    time: timeOfTurn(world, state.turn),
    light: lightOfTurn(world, state.turn),
    visibility: effectiveVisibility(state),
    condition: state.weather.condition,
    storm: state.weather.storm,
    fogOfWar: fog,
    map: {
      board: world.board,
      params: world.params,
      terrain: world.terrain,
      elevation: world.elevation,
      edges: currentEdges(state),
      names,
      fortifications,
      minefields,
      rubble,
    },
    own,
    enemies,
    unknown,
    lastKnown,
    objectives,
    vp: state.result ? state.result.vp : undefined,
    result: state.result,
    orgs,
  };
}

/** A hex one of the side's own units stands in. */
function ownSideBuilt(state: GameState, loc: number, side: Side): boolean {
  return state.units.some((u, i) => u.loc === loc && state.world.units[i]!.side === side);
}

/**
 * The events a side may read (PC-SPT-12, PC-NET-06): its own units' events in full; enemy
 * movement only where the mover was spotted; fire at the side's units; messages meant for it.
 * `stateAfter` is the state the events led to (to know what was spotted by then).
 */
export function eventsFor(events: readonly GameEvent[], stateAfter: GameState, side: Side): GameEvent[] {
  const { units } = stateAfter.world;
  const fog = stateAfter.world.scenario.fogOfWar !== false;
  if (!fog) return events.filter((e) => !(e.type === 'message' && e.seenBy && e.seenBy !== side));
  const spotted = new Set(stateAfter.knowledge[side].spotted);
  const mine = (u: number) => units[u]!.side === side;
  const visible = (u: number) => mine(u) || spotted.has(u);
  return events.filter((e) => {
    switch (e.type) {
      case 'moved':
      case 'modeChanged':
      case 'released':
      case 'unitState':
        return visible(e.unit);
      case 'arrived':
      case 'withdrawn':
        return mine(e.unit) || spotted.has(e.unit);
      case 'eliminated':
        return visible(e.unit) || stateAfter.knowledge[side].lastKnown[e.unit] !== undefined;
      case 'spotted':
      case 'lostContact':
        return e.by === side;
      case 'fire':
        return (e.firers.some(mine) && !e.hiddenFromFirer) || e.losses.some((l) => mine(l.unit));
      case 'assault':
        return (
          e.attackers.some(mine) || e.defenderLosses.some((l) => mine(l.unit)) || e.attackers.some(visible)
        );
      case 'message':
        return !e.seenBy || e.seenBy === side;
      default:
        return true;
    }
  });
}
