// viewFor(state, side): everything one side may know (design invariant 3, PC-SPT-12). The renderer,
// the client, the A/I and anything sent over SSH take a SideView, never the GameState. Secrets are
// stripped here and nowhere else.

import { ocsViewFor, type OcsView } from './modules/ocs/view.js';
import type { HexBoard } from '../../core/board.js';
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
import { hexesInSight } from './rules/los.js';
import { hexSightTest, magnitudeOf, mutualLos, sideSeesHex } from './rules/spotting.js';
import { effectiveVisibility } from './rules/weather.js';
import type { World } from './world.js';
import { commandingHq, isDetached, isOutOfCommand, outOfCommandWhy } from './rules/command.js';
import { isIsolated, isUnavailable, localSupplyOf } from './rules/supply.js';
import { sideNameIn } from './format-event.js';
import { combatEventFor } from './rules/combat-fog.js';
import type { PhaseName } from './model/phase.js';
import { actingSide, automaticDefensiveFire, phaseTitle } from './rules/phases.js';
import { airEventFor } from './rules/air-fog.js';
import type { AirUnitSetup } from './model/scenario.js';
import type { AirUnitState } from './model/air.js';

export { magnitudeOf, magnitudeLabel } from './rules/spotting.js';

export interface OwnUnitView {
  readonly index: number;
  readonly def: UnitDef;
  readonly state: Readonly<UnitState>;
  /** PC-SPT-05: it sees, and is seen by, a spotted enemy unit (the "yellow line"). */
  readonly mutualLos?: boolean;
  /** Command and supply state, known to its own side only (PC-CMD, PC-SUP; PC-SPT-12). */
  readonly ops?: OwnOpsView;
}

export interface OwnOpsView {
  /** Cannot trace supply (PC-SUP-10). */
  readonly isolated: boolean;
  /** Artillery made Unavailable by a failed supply test (PC-SUP-14): it cannot fire. */
  readonly unavailable: boolean;
  /** Beyond its HQ's nominal range, or its HQ is gone (PC-CMD-07). */
  readonly detached: boolean;
  /** An HQ that failed this turn's command test (PC-CMD-09). */
  readonly outOfCommand: boolean;
  /** Why it is Out of Command, in words (command.ts outOfCommandWhy); absent when In Command. */
  readonly outOfCommandWhy?: string;
  /** Local Supply Value of its hex, percent (PC-SUP-05); 0 when isolated. */
  readonly localSupply: number;
  /** Unit index of the HQ that commands it (PC-CMD-07), whether or not that HQ is on the map. */
  readonly hq?: number;
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
  /** The counter's values: Fog of War hides strength, not a unit's ratings (PC-SPT-12). */
  readonly ratings: UnitRatings;
}

/** What a spotted unit's counter shows besides its strength (PC-UNT-01, PC-SPT-12). */
export interface UnitRatings {
  readonly soft: { readonly value: number; readonly range: number };
  readonly hard: { readonly value: number; readonly range: number };
  readonly assault: number;
  readonly defense: number;
  readonly speed: number;
  readonly indirect: boolean;
}

export function ratingsOf(def: UnitDef): UnitRatings {
  return {
    soft: def.soft,
    hard: def.hard,
    assault: def.assault,
    defense: def.defense,
    speed: def.speed,
    indirect: !!def.flags.indirect,
  };
}

/** One of the side's own off-map air units (PC-AIR-01): the Air Mission Dialog's list. */
export interface OwnAirView {
  readonly index: number;
  readonly def: AirUnitSetup;
  readonly state: Readonly<AirUnitState>;
}

export interface LastKnownView {
  readonly index: number;
  readonly loc: number;
  readonly turn: number;
  readonly magnitude: number;
  readonly type: UnitType;
  /** The unit's name: it was identified when last seen. */
  readonly name?: string;
  /** Its counter's values, read when it was seen (PC-SPT-12). */
  readonly ratings?: UnitRatings;
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
  /** Pontoon Bridges and damaged Full-Hex Bridges, which everyone sees like hexside bridges (PC-ENG-14/16). */
  readonly bridgeChanges?: ReadonlyMap<number, 'pontoon' | 'damaged'>;
}

export interface SideView {
  readonly side: Side;
  readonly title: string;
  readonly scenarioId: string;
  /** What the scenario calls each side ("Soviet"), for every line that names a side (issue 18). */
  readonly sideNames: Readonly<Record<Side, string>>;
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
  /** The phase under Manual Defensive Fire (PC-PHS-02), with the side giving orders in it; absent without phases. */
  readonly phase?: PhaseView;
  /** Organisations of this side only. */
  readonly orgs: ReadonlyMap<string, World['orgs'] extends ReadonlyMap<string, infer O> ? O : never>;
  /** The side's own air units; the enemy's are never shown (PC-AIR-01). */
  readonly air?: readonly OwnAirView[];
  /** Aircraft this side has committed to strikes per hex this player turn (PC-AIR-12); own turn only. */
  readonly airStrikeAircraft?: Readonly<Record<number, number>>;
  /** The OCS movement module's segment, rail capacity, depots, airbases, forts and rail (modules/ocs). */
  readonly ocs?: OcsView;
}

export interface PhaseView {
  readonly name: PhaseName;
  /** The side that gives orders in this phase (the non-active side in a Defensive Fire Phase). */
  readonly side: Side;
  /** "Axis Defensive Fire Phase". */
  readonly title: string;
  /** Automatic Defensive Fire is on: the computer runs the Defensive Fire Phases (PC-PHS-06). */
  readonly automaticDefensiveFire: boolean;
  /** Own units that have fired in this Fire Phase: each fires once (PC-PHS-03c). */
  readonly fired: readonly number[];
  /** Deserted Hexes (the red triangle): emptied by Offensive Fire, assaultable while empty (PC-PHS-07). */
  readonly deserted: readonly number[];
}

function phaseView(state: GameState, side: Side): PhaseView | undefined {
  if (!state.phase) return undefined;
  return {
    name: state.phase.name,
    side: actingSide(state),
    title: phaseTitle(state)!,
    automaticDefensiveFire: automaticDefensiveFire(state.world),
    fired: state.phase.fired.filter((i) => state.world.units[i]!.side === side),
    deserted: state.phase.deserted.slice(),
  };
}

function currentEdges(state: GameState): Uint32Array {
  const overrides = Object.entries(state.edgeOverrides);
  if (overrides.length === 0) return state.world.edges;
  const e = state.world.edges.slice();
  for (const [k, v] of overrides) e[Number(k)] = v;
  return e;
}

function bridgeChangesOf(state: GameState): Map<number, 'pontoon' | 'damaged'> {
  const out = new Map<number, 'pontoon' | 'damaged'>();
  for (const [key, h] of Object.entries(state.hexes)) {
    if (h.pontoon) out.set(Number(key), 'pontoon');
    else if (h.fullHexBridge === 'damaged') out.set(Number(key), 'damaged');
  }
  return out;
}

export function viewFor(state: GameState, side: Side): SideView {
  const { world } = state;
  const fog = fogOn(world);
  const k = state.knowledge[side];
  const spotted = fog ? new Set(k.spotted) : undefined;
  const mutual = mutualLos(state, side);
  const own: OwnUnitView[] = [];
  const enemies: EnemyUnitView[] = [];
  state.units.forEach((s, i) => {
    const def = world.units[i]!;
    if ((s.owner ?? def.side) === side) {
      own.push({ index: i, def, state: s, mutualLos: mutual[i] === 1, ops: ownOps(state, i) });
      return;
    }
    if (s.status !== 'active' || s.loc < 0) return;
    // Deployed Deception Units are not 'active': never shown (PC-DEC-03).
    if (spotted && !spotted.has(i)) return;
    enemies.push({
      index: i,
      name: def.name,
      side: s.owner ?? def.side,
      type: def.type,
      size: def.size,
      component: def.component,
      loc: s.loc,
      ...(fog ? {} : { strength: s.strength }),
      magnitude: magnitudeOf(s.strength),
      mode: s.mode,
      cohesion: s.cohesion,
      hardTarget: !!def.flags.hardTarget,
      ratings: ratingsOf(def),
    });
  });
  // Sorted by hex, so that the list says nothing about which units they are (PC-SPT-09).
  const unknown = fog
    ? k.unknown
        .filter((j) => state.units[j]!.status === 'active')
        .map((j) => ({ loc: state.units[j]!.loc }))
        .filter((u) => u.loc >= 0)
        .sort((a, b) => a.loc - b.loc)
    : [];
  const seenNow = new Set(enemies.map((e) => e.index));
  const lastKnown: LastKnownView[] = fog
    ? Object.entries(k.lastKnown)
        .map(([j, lk]) => {
          const def = world.units[Number(j)]!;
          return { index: Number(j), ...lk, type: def.type, name: def.name, ratings: ratingsOf(def) };
        })
        .filter((lk) => !seenNow.has(lk.index))
    : [];

  // Fortifications, minefields and rubble: only in hexes the side occupies or now sees into, even
  // those it built itself (PC-SPT-12). Whether it sees a hex depends on its own units alone.
  const fortifications = new Map<number, string>();
  const minefields = new Map<number, number>();
  const rubble = new Set<number>();
  const sees = fog ? hexSightTest(state, side) : () => true;
  for (const [key, h] of Object.entries(state.hexes)) {
    const loc = Number(key);
    if (!h.fortification && h.minefield <= 0 && h.rubble === 'none') continue;
    const known = sees(loc);
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

  // Corps Attachments made in play (PC-CMD-15) show in the organisation tree the side reads.
  const orgs = new Map(
    [...world.orgs]
      .filter(([, o]) => o.side === side)
      .map(([id, o]) => {
        const parent = state.ops.attachments?.orgs[id];
        return [id, parent === undefined ? o : { ...o, parent }] as const;
      }),
  );
  const ocs = ocsViewFor(state, side, sees);
  return {
    side,
    title: world.scenario.title,
    scenarioId: world.scenario.id,
    sideNames: { allied: sideNameIn(world.scenario, 'allied'), axis: sideNameIn(world.scenario, 'axis') },
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
      bridgeChanges: bridgeChangesOf(state),
    },
    own,
    enemies,
    unknown,
    lastKnown,
    objectives,
    vp: state.result ? state.result.vp : undefined,
    ...(state.phase ? { phase: phaseView(state, side)! } : {}),
    ...(ocs ? { ocs } : {}),
    result: state.result,
    orgs,
    air: (world.scenario.air ?? []).flatMap((def, index) =>
      def.side === side && state.air?.units[index] ? [{ index, def, state: state.air.units[index] }] : [],
    ),
    ...(side === state.activeSide && state.air ? { airStrikeAircraft: state.air.hexAircraft } : {}),
  };
}

/**
 * The hexes a side observes now (PC-SPT-01, PC-MAP-07): those its units stand in, and those within
 * Visibility and line of sight of one of its units that is not Broken. A flag per location. An
 * observed hex may still hold concealed enemy units. Computed from the view alone, so a client can
 * shade the map without the game state.
 */
export function observedHexes(view: SideView): Uint8Array {
  const { map } = view;
  const out = new Uint8Array(map.board.size);
  for (const u of view.own) {
    const s = u.state;
    if (s.status !== 'active' || s.loc < 0) continue;
    out[s.loc] = 1;
    if (s.cohesion === 'broken') continue;
    for (const l of hexesInSight(map, s.loc, view.visibility, view.condition)) out[l] = 1;
  }
  return out;
}

/**
 * The events a side may read (PC-SPT-12, PC-NET-06): the hot-seat report and the replay of the
 * enemy's turn. Its own units' events in full; an enemy unit's events only while that side saw
 * it (spotted in full just before the event, or right after it, as the 'spotted' and
 * 'lostContact' events that follow tell); an enemy move keeps only the hexes the side sees and
 * no MP figures; fire at the side's units; messages meant for it. Unit numbers of "Unknown"
 * sightings are dropped, since they would name the units.
 *
 * `events` are in the order they happened and `stateAfter` is the state they led to. Which enemy
 * units the side saw at each point is worked out backwards from stateAfter's knowledge through
 * the 'spotted' and 'lostContact' events.
 */
export function eventsFor(events: readonly GameEvent[], stateAfter: GameState, side: Side): GameEvent[] {
  const { units } = stateAfter.world;
  const fog = fogOn(stateAfter.world);
  if (!fog) return events.filter((e) => !(e.type === 'message' && e.seenBy && e.seenBy !== side));
  const mine = (u: number) => units[u]!.side === side;

  // seenBefore[i]: enemy units spotted in full just before event i (rebuilt backwards).
  const seenBefore: ReadonlySet<number>[] = new Array<ReadonlySet<number>>(events.length + 1);
  let seen = new Set(stateAfter.knowledge[side].spotted);
  seenBefore[events.length] = seen;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if ((e.type === 'spotted' || e.type === 'lostContact') && e.by === side) {
      seen = new Set(seen);
      if (e.type === 'spotted') for (const u of e.units) seen.delete(u);
      else for (const u of e.units) seen.add(u);
    }
    seenBefore[i] = seen;
  }
  /** Spotted before event i, or after the spotting update that follows it. */
  // afterRun[i]: the index just past the first run of spotting events after event i.
  const afterRun = new Int32Array(events.length);
  let runEnd = events.length;
  let pending = events.length;
  for (let i = events.length - 1; i >= 0; i--) {
    afterRun[i] = pending;
    if (isSpotting(events[i]!)) {
      if (i + 1 >= events.length || !isSpotting(events[i + 1]!)) runEnd = i + 1;
      pending = runEnd;
    }
  }
  const seenAround = (i: number, u: number): boolean =>
    mine(u) || seenBefore[i]!.has(u) || seenBefore[afterRun[i]!]!.has(u);
  const everSeen = (u: number) => stateAfter.knowledge[side].lastKnown[u] !== undefined;

  const out: GameEvent[] = [];
  events.forEach((e, i) => {
    switch (e.type) {
      case 'moved': {
        if (mine(e.unit)) out.push(e);
        else if (seenAround(i, e.unit)) {
          // Keep the hexes of the path the side sees; say nothing of the mover's MP.
          const hexes = [e.from, ...e.path].filter((h) => sideSeesHex(stateAfter, side, h));
          if (hexes.length > 0)
            out.push({ ...e, from: hexes[0]!, path: hexes.slice(1), mpSpent: 0, mpLeft: 0 });
        }
        return;
      }
      case 'modeChanged':
      case 'released':
      case 'arrived':
      case 'withdrawn':
        if (seenAround(i, e.unit)) out.push(e);
        return;
      case 'unitState':
        if (mine(e.unit)) out.push(e);
        // A Deception Unit's deployment names its marker's hex: never for the enemy (PC-DEC-03).
        else if (e.rule === 'PC-DEC-02') return;
        else if (seenAround(i, e.unit))
          out.push({ type: 'unitState', unit: e.unit, what: e.what, ...cohesionOf(e) });
        return;
      case 'eliminated':
        if (seenAround(i, e.unit) || everSeen(e.unit)) out.push(e);
        return;
      case 'spotted':
        if (e.by === side) out.push({ type: 'spotted', by: e.by, units: e.units });
        return;
      case 'lostContact':
        if (e.by === side) out.push(e);
        return;
      case 'fire':
        // combatEventFor: the enemy's hidden values are left out (rules/combat-fog.ts).
        if (e.firers.some(mine)) {
          if (!e.hiddenFromFirer) out.push(combatEventFor(e, stateAfter.world, side));
        } else if (e.losses.some((l) => mine(l.unit)))
          // Fired on: the side learns of the firers it sees, not of hidden guns (PC-SPT-12).
          out.push(
            combatEventFor(
              { ...e, firers: e.firers.filter((u) => seenAround(i, u)) },
              stateAfter.world,
              side,
            ),
          );
        return;
      case 'assault':
        if (
          e.attackers.some(mine) ||
          e.defenderLosses.some((l) => mine(l.unit)) ||
          e.attackers.some((u) => seenAround(i, u))
        )
          // PC-ASL-12, PC-SPT-12: under fog the Combined Arms Penalty is not reported, nor enemy values.
          out.push(combatEventFor(e, stateAfter.world, side));
        return;
      case 'message':
        if (!e.seenBy || e.seenBy === side) out.push(e);
        return;
      case 'airMission':
        // PC-AIR-08: a strike on an Unknown unit is not reported to the attacker; Carpet
        // Bombing reports only the units the attacker sees (rules/air-fog.ts).
        out.push(airEventFor(e, stateAfter.world, side, (u) => mine(u) || seenAround(i, u)));
        return;
      case 'airInterdiction':
        if (mine(e.unit)) out.push(e);
        else if (seenAround(i, e.unit)) out.push({ ...e, mpLost: 0 });
        return;
      case 'airStatus':
        if (e.side === side) out.push(e);
        return;
      default:
        out.push(e);
    }
  });
  return out;
}

function ownOps(state: GameState, i: number): OwnOpsView | undefined {
  if (state.units[i]!.status !== 'active') return undefined;
  const hq = commandingHq(state, i);
  return {
    isolated: isIsolated(state, i),
    unavailable: isUnavailable(state, i),
    detached: isDetached(state, i),
    outOfCommand: isOutOfCommand(state, i),
    ...(isOutOfCommand(state, i) ? { outOfCommandWhy: outOfCommandWhy(state, i) } : {}),
    localSupply: localSupplyOf(state, i),
    ...(hq !== undefined ? { hq } : {}),
  };
}

/** Fog of war as chosen for this game (PC-OPT), else as the scenario sets it (default on). */
function fogOn(world: World): boolean {
  return world.options ? world.options.fogOfWar : world.scenario.fogOfWar !== false;
}

function isSpotting(e: GameEvent): boolean {
  return e.type === 'spotted' || e.type === 'lostContact' || e.type === 'released';
}

function cohesionOf(e: Extract<GameEvent, { type: 'unitState' }>): { cohesion?: Cohesion } {
  return e.cohesion === undefined ? {} : { cohesion: e.cohesion };
}
