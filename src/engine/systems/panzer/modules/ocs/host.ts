// The host hooks of the OCS movement module (ocs-movement.md §11), answered by the panzer rules.
// The source describes the Movement Phase only; supply, ZOC, combat, DG and the Terrain Effects
// Chart are the host's (OCS-MOV-NS-01..18). Every mapping from an OCS notion to a panzer one is
// made here, in one place, and recorded in docs/rules-decisions.md ("OCS movement module").

import { diceFor } from '../../../../core/rng.js';
import type { GameState } from '../../model/state.js';
import { otherSide, type OcsMode, type Side, type UnitDef, type UnitState } from '../../model/unit.js';
import type { MoveClass } from '../../model/terrain.js';
import { hasZoc, markZoc } from '../../rules/zoc.js';
import { ocsNetwork } from './network.js';

/** OCS-MOV-NS-04: the movement types the module asks about. */
export type OcsMovementType = 'wheeled' | 'foot' | 'tracked' | 'horse' | 'naval' | 'rail';

export interface OcsHost {
  readonly state: GameState;
  /** OCS-MOV-NS-02: can the unit trace a supply line? */
  canTraceSupply(unit: number): boolean;
  /** OCS-MOV-12/14: is this an on-map friendly unit with a supply route? */
  hasSupplyRoute(unit: number): boolean;
  /** OCS-MOV-NS-03: an enemy ZOC over `loc` for units of `side`, and whether it is negated. */
  enemyZoc(loc: number, side: Side): { present: boolean; negated: boolean };
  /** Is there a unit of the enemy of `side` in `loc`? */
  enemyIn(loc: number, side: Side): boolean;
  /** OCS-MOV-14: straight-line hexes. */
  hexDistance(a: number, b: number): number;
  /** OCS-MOV-NS-04 */
  movementType(unit: number): OcsMovementType;
  /** The panzer movement class whose Terrain Effects Chart column the unit uses (OCS-MOV-NS-01). */
  moveClass(unit: number): MoveClass;
  /** OCS-MOV-NS-05 */
  isCombatUnit(unit: number): boolean;
  mode(unit: number): OcsMode;
  /** OCS-MOV-NS-07 */
  isDG(unit: number): boolean;
  /** OCS-MOV-47, OCS-MOV-NS-14 */
  reSize(unit: number): number;
  /** OCS-MOV-NS-15: RE per player turn. */
  railCapacity(side: Side): number;
  /** OCS-MOV-NS-18 */
  controller(loc: number): Side | null;
  /** OCS-MOV-16: one die, 1..params.ocs.breakoutDie. */
  rollDie(): number;
}

/** OCS-MOV-NS-06: an OCS mode from the panzer one when the unit never had one (Travel = Move). */
export function ocsModeOf(st: Pick<UnitState, 'ocsMode' | 'mode'>): OcsMode {
  return st.ocsMode ?? (st.mode === 'deployed' ? 'combat' : 'move');
}

/** OCS-MOV-NS-05: HQs, supply, rail, naval and Deception Units are non-combat units. */
export function isCombatDef(def: UnitDef): boolean {
  return !['hq', 'supply', 'rail', 'naval', 'deception'].includes(def.type);
}

/** OCS-MOV-NS-04: motorized is wheeled; foot, ski and bicycle are foot (On Foot units too). */
export function movementTypeOf(cls: MoveClass): OcsMovementType {
  switch (cls) {
    case 'motorized':
      return 'wheeled';
    case 'tracked':
    case 'horse':
    case 'naval':
    case 'rail':
      return cls;
    default:
      return 'foot';
  }
}

/**
 * The host for one state. `die` replaces the dice (tests roll fixed numbers); otherwise each
 * roll comes from the game's own stream for this command (design invariant 2).
 */
export function panzerHost(state: GameState, die?: () => number): OcsHost {
  const { world } = state;
  const params = world.params.ocs;
  const zocBySide = new Map<Side, Uint8Array>();
  const sideOf = (i: number): Side => state.units[i]!.owner ?? world.units[i]!.side;
  const active = (i: number) => state.units[i]!.status === 'active' && state.units[i]!.loc >= 0;
  // The ZOC the enemies of `side` exert (PC-ZOC-01/02), on the true state.
  const zocAgainst = (side: Side): Uint8Array => {
    let z = zocBySide.get(side);
    if (z) return z;
    z = new Uint8Array(world.board.size);
    state.units.forEach((s, i) => {
      const def = world.units[i]!;
      if (sideOf(i) === otherSide(side) && hasZoc(def, s)) markZoc(world.board, s.loc, z, def.facing);
    });
    zocBySide.set(side, z);
    return z;
  };
  const unitsIn = (loc: number, side: Side): boolean =>
    state.units.some((s, i) => s.loc === loc && active(i) && sideOf(i) === side);
  let rolls = 0;
  return {
    state,
    // PC-SUP-05/10: Isolated at the start of the side's turn, which is when the breakout segment
    // runs; partisans and irregulars are never Isolated (PC-SUP-08).
    canTraceSupply: (u) => !state.ops.isolated.includes(u),
    hasSupplyRoute: (u) => active(u) && !state.ops.isolated.includes(u),
    // PC-SUP-06: as for supply lines, a friendly unit in the hex negates the enemy ZOC.
    enemyZoc: (loc, side) => {
      const present = zocAgainst(side)[loc] === 1;
      return { present, negated: present && unitsIn(loc, side) };
    },
    enemyIn: (loc, side) => unitsIn(loc, otherSide(side)),
    hexDistance: (a, b) => world.board.distance(a, b),
    moveClass: (u) => (state.units[u]!.onFoot ? 'foot' : world.units[u]!.moveClass),
    movementType: (u) => movementTypeOf(state.units[u]!.onFoot ? 'foot' : world.units[u]!.moveClass),
    isCombatUnit: (u) => isCombatDef(world.units[u]!),
    mode: (u) => ocsModeOf(state.units[u]!),
    // PC-MRL-04: Disrupted and Broken units are DG.
    isDG: (u) => state.units[u]!.cohesion !== 'ok',
    reSize: (u) => params.re[world.units[u]!.size],
    railCapacity: (side) => world.scenario.ocs?.railCapacity?.[side] ?? params.railCapacity,
    // A hex belongs to the side with units in it; else to the owner of an objective there; else
    // to the side the scenario gives a station; else to nobody.
    controller: (loc) => {
      for (const side of ['allied', 'axis'] as const) if (unitsIn(loc, side)) return side;
      const obj = world.objectiveAt.get(loc);
      if (obj !== undefined) {
        const owner = state.objectives[obj]?.owner;
        if (owner) return owner;
      }
      return ocsNetwork(world).stations.get(loc)?.side ?? null;
    },
    rollDie: () => {
      if (die) return die();
      rolls += 1;
      return diceFor(state, `ocs-die-${rolls}`).int(1, params.breakoutDie);
    },
  };
}
