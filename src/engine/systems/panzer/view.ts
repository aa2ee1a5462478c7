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
import {
  hexConceals,
  hexSightTest,
  leadingDigit,
  magnitudeOf,
  mutualLos,
  sideSeesHex,
} from './rules/spotting.js';
import { effectiveVisibility } from './rules/weather.js';
import { burningHexes } from './rules/burning.js';
import type { World } from './world.js';
import { commandingHq, isDetached, isOutOfCommand, outOfCommandWhy } from './rules/command.js';
import { isIsolated, isUnavailable, localSupplyOf } from './rules/supply.js';
import { sideNameIn } from './format-event.js';
import { combatEventFor } from './rules/combat-fog.js';
import type { PhaseName } from './model/phase.js';
import { actingSide, automaticDefensiveFire, phaseTitle } from './rules/phases.js';
import { airEventFor } from './rules/air-fog.js';
import type { AirUnitSetup } from './model/scenario.js';
import type { AirRequest, AirUnitState } from './model/air.js';
import { intelExpires } from './rules/intel.js';
import { objectiveWorth } from './rules/vp-formats.js';
import { clearOfSmoke, smokeHexes } from './rules/smoke-sight.js';
import { smokeShotsLeft } from './rules/smoke.js';
import { delegatedOrders, delegationDue, partKey } from './rules/delegation.js';
import { columnOrders } from './rules/column-moves.js';
import { entryLoc, placementRefusal } from './rules/placement.js';
import { markerSideAt, ownsMarkers } from './rules/marker-sides.js';

export { magnitudeOf, magnitudeLabel } from './rules/spotting.js';

export interface OwnUnitView {
  readonly index: number;
  readonly def: UnitDef;
  readonly state: Readonly<UnitState>;
  /** PC-SPT-05: it sees, and is seen by, a spotted enemy unit (the "yellow line"). */
  readonly mutualLos?: boolean;
  /** Command and supply state, known to its own side only (PC-CMD, PC-SUP; PC-SPT-12). */
  readonly ops?: OwnOpsView;
  /**
   * An arrived reinforcement whose entry hex an enemy unit holds (PC-RNF-02): the side would learn
   * it from the refused placement anyway, so the Arrived list and the computer know it up front.
   */
  readonly entryHeld?: boolean;
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
  /** PB-SPOT-20: under fog, in a hex without concealment, the leading digit of its strength. */
  readonly leadingDigit?: number;
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
  /** The mission it was called for, flown at the start of the side's next turn (PB-AIR-02). */
  readonly requested?: AirRequest;
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
  /** The last turn the intel marker is shown (PB-SPOT-16, rules/intel.ts); absent = until seen again. */
  readonly expires?: number;
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
  /** Its Panzer Battles value text, "3/5" or "1-2[10] 3-4[15]" (PB-VP-02); absent for a plain `vp`. */
  readonly value?: string;
  /** VP accrued so far by each side holding it (PB-VP-02 formats 4 and 5). */
  readonly accrued?: Readonly<Record<Side, number>>;
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
  /** Wrecks per hex (PB-IMP-35); absent when there are none. Both sides know them (movement too). */
  readonly wrecks?: ReadonlyMap<number, number>;
  /** The side each known fortification or minefield belongs to (PB-MAP-05); absent when none has one. */
  readonly markerSides?: ReadonlyMap<number, Side>;
  /** Pontoon Bridges and damaged Full-Hex Bridges, which everyone sees like hexside bridges (PC-ENG-14/16). */
  readonly bridgeChanges?: ReadonlyMap<number, 'pontoon' | 'damaged'>;
  /** Hexes holding smoke, seen by both sides (PB-FIRE-46, rules/smoke.ts); absent when none does. */
  readonly smoke?: ReadonlySet<number>;
  /** Burning building hexes and the turn each caught fire, seen by everyone (SR-BURN); absent without the rule. */
  readonly burning?: ReadonlyMap<number, number>;
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
  /** Smoke shots the side has left (PB-FIRE-46); absent when its scenario gives it none. */
  readonly smokeShotsLeft?: number;
  /** The side's own air units; the enemy's are never shown (PC-AIR-01). */
  readonly air?: readonly OwnAirView[];
  /** Aircraft this side has committed to strikes per hex this player turn (PC-AIR-12); own turn only. */
  readonly airStrikeAircraft?: Readonly<Record<number, number>>;
  /**
   * PC-FIR-28: men-equivalents that have fired from each hex this turn, by hex (own turn only: it
   * is the side's own fire), so the A/I counts the Hex Fire Limitation as the rules do.
   */
  readonly hexFire?: Readonly<Record<number, number>>;
  /** The OCS movement module's segment, rail capacity, depots, airbases, forts and rail (modules/ocs). */
  readonly ocs?: OcsView;
  /** The side's own formations under A/I orders (PC-AI-03); never the enemy's. Absent when none. */
  readonly delegated?: readonly DelegatedOrderView[];
  /** Those orders are still to be carried out in this part of the turn (rules/delegation.ts). */
  readonly delegationDue?: boolean;
  /** The side's own Column Movement Orders (PB-MOVE-32); never the enemy's. Absent when none. */
  readonly columns?: readonly {
    readonly units: readonly number[];
    readonly dest: number;
    readonly since: number;
  }[];
}

/** One of the side's A/I orders for its own formations (PC-AI-03). */
export interface DelegatedOrderView {
  readonly org: string;
  readonly name: string;
  readonly order: 'attack' | 'hold' | 'move';
  /** The objective (location). */
  readonly target: number;
  readonly since: number;
  /** Not yet carried out in this part of the turn (rules/delegation.ts). */
  readonly due: boolean;
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
      const entryHeld = s.status === 'arrived' && entryHeldByEnemy(state, i);
      own.push({
        index: i,
        def,
        state: s,
        mutualLos: mutual[i] === 1,
        ops: ownOps(state, i),
        ...(entryHeld ? { entryHeld } : {}),
      });
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
      // PB-SPOT-20: the leading digit too, in a hex that gives no concealment.
      ...(fog && world.params.variant.fowLeadingDigit && !hexConceals(state, s.loc)
        ? { leadingDigit: leadingDigit(s.strength) }
        : {}),
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
          const expires = intelExpires(world.params.variant.intel, lk); // PB-SPOT-16 (rules/intel.ts)
          return {
            index: Number(j),
            ...lk,
            type: def.type,
            name: def.name,
            ratings: ratingsOf(def),
            ...(expires !== undefined ? { expires } : {}),
          };
        })
        .filter((lk) => !seenNow.has(lk.index))
    : [];

  // Fortifications, minefields and rubble: only in hexes the side occupies or now sees into, even
  // those it built itself (PC-SPT-12). Whether it sees a hex depends on its own units alone.
  const fortifications = new Map<number, string>();
  const minefields = new Map<number, number>();
  const rubble = new Set<number>();
  const wrecks = new Map<number, number>();
  const markerSides = new Map<number, Side>();
  const sees = fog ? hexSightTest(state, side) : () => true;
  for (const [key, h] of Object.entries(state.hexes)) {
    const loc = Number(key);
    if (h.wrecks) wrecks.set(loc, h.wrecks); // PB-IMP-35: burnt-out hulks, known to both sides
    if (!h.fortification && h.minefield <= 0 && h.rubble === 'none') continue;
    const known = sees(loc) || ownsMarkers(world, h, side); // PB-MAP-05, PB-SPOT-15: its own markers
    if (!known) continue;
    const owner = markerSideAt(state, loc);
    if (owner) markerSides.set(loc, owner);
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
      // PB-VP-02: what holding it is still worth to the viewer (rules/vp-formats.ts); `vp` otherwise.
      ...(hiddenExit
        ? {}
        : { vp: def.kind === 'exit' ? o.exitVp : objectiveWorth(world, i, state.turn, side) }),
      ...(def.value !== undefined ? { value: def.value } : {}),
      ...(o.accrued ? { accrued: o.accrued } : {}),
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
  // PC-AI-03: the side's own A/I orders only; the enemy learns nothing of them.
  const part = partKey(state);
  // PB-MOVE-32: the side's own column orders only.
  const columns = columnOrders(state, side).map((o) => ({ units: o.units, dest: o.dest, since: o.since }));
  const delegated = delegatedOrders(state, side).map((o) => ({
    org: o.org,
    name: world.orgs.get(o.org)?.name ?? o.org,
    order: o.order,
    target: o.target,
    since: o.since,
    due: o.played !== part,
  }));
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
      ...(wrecks.size ? { wrecks } : {}),
      ...(markerSides.size ? { markerSides } : {}),
      bridgeChanges: bridgeChangesOf(state),
      ...(world.scenario.specialRules?.burning ? { burning: burningHexes(state) } : {}),
      ...(state.combat.smokeFired ? { smoke: new Set(smokeHexes(state)) } : {}), // PB-FIRE-46
    },
    own,
    enemies,
    unknown,
    lastKnown,
    objectives,
    vp: state.result ? state.result.vp : undefined,
    ...(state.phase ? { phase: phaseView(state, side)! } : {}),
    ...(ocs ? { ocs } : {}),
    ...(delegated.length > 0 ? { delegated, delegationDue: delegationDue(state, side) } : {}),
    ...(columns.length > 0 ? { columns } : {}),
    result: state.result,
    orgs,
    ...(world.params.variant.smoke.shots[side] > 0 ? { smokeShotsLeft: smokeShotsLeft(state, side) } : {}),
    air: (world.scenario.air ?? []).flatMap((def, index) => {
      if (def.side !== side || !state.air?.units[index]) return [];
      // PB-AIR-02: a mission this side called, to fly at the start of its next turn (own side only).
      const requested = state.air.requests?.find((r) => r.air === index);
      return [{ index, def, state: state.air.units[index], ...(requested ? { requested } : {}) }];
    }),
    ...(side === state.activeSide && state.air ? { airStrikeAircraft: state.air.hexAircraft } : {}),
    ...(side === state.activeSide ? { hexFire: state.combat.hexFire } : {}),
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
  const smoke = map.smoke;
  const smoky = smoke && smoke.size > 0 ? (l: number) => smoke.has(l) : null;
  for (const u of view.own) {
    const s = u.state;
    if (s.status !== 'active' || s.loc < 0) continue;
    out[s.loc] = 1;
    if (s.cohesion === 'broken') continue;
    for (const l of hexesInSight(map, s.loc, view.visibility, view.condition))
      if (!smoky || clearOfSmoke(map, smoky, s.loc, l)) out[l] = 1; // PB-FIRE-46
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

/** Whether an enemy unit in an arrived unit's entry hex keeps it off the map (PC-RNF-02). */
function entryHeldByEnemy(state: GameState, i: number): boolean {
  const loc = entryLoc(state, i);
  return loc >= 0 && placementRefusal(state, i, loc)?.code === 'ENEMY_OCCUPIED';
}
