// Units (PC-UNT). A unit has static values from the order of battle (UnitDef, in the World) and
// changing values during play (UnitState, in the GameState). Both share one index.

import type { MoveClass } from './terrain.js';

export const SIDES = ['allied', 'axis'] as const;
export type Side = (typeof SIDES)[number];
export const otherSide = (s: Side): Side => (s === 'allied' ? 'axis' : 'allied');
export const SIDE_NAMES: Record<Side, string> = { allied: 'Allied', axis: 'Axis' };

/** PC-GEN-02 */
export const QUALITIES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Quality = (typeof QUALITIES)[number];
export const QUALITY_NUMBER: Record<Quality, number> = { A: 6, B: 5, C: 4, D: 3, E: 2, F: 1 };

/** PC-UNT-02 */
export const UNIT_TYPES = [
  'hq',
  'infantry',
  'heavyWeapons',
  'armor',
  'artillery',
  'mortar',
  'rocket',
  'antiTank',
  'engineer',
  'cavalry',
  'recon',
  'antiAircraft',
  'airborne',
  'commando',
  'partisan',
  'irregular',
  'naval',
  'rail',
  'supply',
  'deception',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** What strength counts: men, guns or vehicles (PC-UNT-01, PC-GEN-01). */
export type Component = 'men' | 'guns' | 'vehicles';
export type UnitSize =
  'army' | 'corps' | 'division' | 'brigade' | 'regiment' | 'battalion' | 'company' | 'platoon';

/** PC-UNT-06 */
export type Mode = 'deployed' | 'travel' | 'rail';
/** The modes of the OCS movement module (OCS-MOV-25), kept beside the panzer Mode (modules/ocs). */
export const OCS_MODES = ['combat', 'move', 'strategic', 'reserve'] as const;
export type OcsMode = (typeof OCS_MODES)[number];
/** PC-MRL-04 */
export type Cohesion = 'ok' | 'disrupted' | 'broken';
/** Where a unit is in the game's life cycle (PC-RNF). */
/** 'deployed': a Deception Unit whose counter left the map for a marker at `loc` (PC-DEC-02). */
export type UnitStatus =
  | 'active'
  | 'reserve'
  | 'arrived'
  | 'eliminated'
  | 'withdrawn'
  | 'exited'
  | 'deployed'
  /** On the Turn Record Track after an OCS breakout, until it returns (OCS-MOV-17). */
  | 'turnTrack'
  /** Combined into another unit of its battalion (PC-MSC-03) until a Breakdown splits it off. */
  | 'merged';

export interface AttackValue {
  readonly value: number;
  /** Maximum range in hexes; 0 = same hex (assault) only (PC-UNT-03). */
  readonly range: number;
}

export interface UnitFlags {
  hardTarget?: boolean;
  indirect?: boolean;
  towed?: boolean;
  heavyArtillery?: boolean;
  siegeGun?: boolean;
  /** Must be in travel mode to move (PC-MOV-13). */
  mustTravel?: boolean;
  engineer?: boolean;
  bridgeEngineer?: boolean;
  mineClear?: boolean;
  demolition?: boolean;
  hasBoats?: boolean;
  mountain?: boolean;
  commando?: boolean;
  amphibious?: boolean;
  airborne?: boolean;
  lowReliability?: boolean;
  recon?: boolean;
  /** Heavy AA: the only AA that may engage high-flying aircraft (PC-AIR-03/21). */
  heavyAA?: boolean;
  /** Nation-level morale traits (PC-ASL-21/22, PC-MRL-02), set per unit. */
  fanatical?: boolean;
  fragileMorale?: boolean;
  /**
   * A Transport unit (PB-UNIT-33, PB-DIFF-22): its vehicles carry men, or guns of foot-class units,
   * params.variant.units.carry.transportPerVehicle men-equivalents each (10 men or 1 gun).
   */
  transport?: boolean;
}

export interface UnitDef {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly nation: string;
  readonly type: UnitType;
  readonly component: Component;
  readonly size: UnitSize;
  /** The organisation this unit belongs to (its parent in the order of battle). */
  readonly org: string;
  /** Full-strength value: men, guns or vehicles. */
  readonly strength: number;
  readonly hard: AttackValue;
  readonly soft: AttackValue;
  readonly assault: number;
  readonly aa: AttackValue;
  readonly defense: number;
  /** Movement allowance ("Speed"); 0 = immobile (PC-MOV-22). */
  readonly speed: number;
  readonly moveClass: MoveClass;
  readonly quality: Quality;
  readonly flags: UnitFlags;
  /** For HQ units: the organisation it commands and its order-of-battle command range (PC-CMD-03). */
  readonly hqOf?: string;
  readonly commandRange?: number;
  /** Sub-units of a Combined company [n] (PC-MSC-04); absent = 1. Feeds PC-CRT-04/05, PC-MSC-02. */
  readonly subUnits?: number;
  /** Fixed Facing, a direction 0..5 = E,NE,NW,W,SW,SE (PC-FIR-26); absent = none. */
  readonly facing?: number;
  /** Supply Units under Explicit Supply: range in hexes (PC-SUP-34); absent = params default. */
  readonly supplyRange?: number;
}

export interface UnitState {
  /** Location on the board, -1 when off the map. */
  loc: number;
  status: UnitStatus;
  strength: number;
  /** 0 to the profile's maximum: 300 (PC-GEN-03), 150 under the tactical profile (PB-FAT-01). */
  fatigue: number;
  mode: Mode;
  cohesion: Cohesion;
  /** Movement points left this player turn (PC-TRN-05). */
  mp: number;
  /** Full allowance this turn after modifiers, for the fractions of MA rules (PC-GEN-05). */
  mpMax: number;
  moved: boolean;
  fired: boolean;
  /** Assaulted this turn (PC-ASL). */
  assaulted: boolean;
  fixed: boolean;
  digging: boolean;
  lowAmmo: boolean;
  lowFuel: boolean;
  onFoot: boolean;
  /** Revealed to the enemy by moving or firing this turn (PC-SPT-03); cleared at its side's turn start. */
  revealed: boolean;
  /** Patrolling (PC-SUT-08): spots every enemy within 2 hexes whatever the LOS (PC-SPT-10). */
  patrolling?: boolean;
  /** Losses this turn, for fatigue and recovery bookkeeping. */
  lossesThisTurn: number;
  /** Building, dismantling or wiring a bridge, or maintaining one ("Bridge Ops"/"Has Bridge", PC-ENG-09..12). */
  bridgeOps?: boolean;
  /** Laying or clearing mines, Obstacles or Rubble (PC-ENG-06..08): cannot fire or assault. */
  mineOps?: boolean;
  /** Optional Artillery Setup: moved and not yet set up; no indirect fire (PC-SUP-24). */
  setupRequired?: boolean;
  /** Stockpiled artillery (PC-SUP-27). */
  stockpiled?: boolean;
  /** The side holding a captured Supply Unit (PC-SUP-38); absent = its order-of-battle side. */
  owner?: Side;
  /** OCS module mode (OCS-MOV-25); absent = from the panzer mode (Travel = Move, else Combat). */
  ocsMode?: OcsMode;
  /** Units Combined into this one, in the order they joined (PC-MSC-03/05, rules/combine.ts). */
  parts?: number[];
  /** For a 'merged' unit: the unit it is combined into (PC-MSC-03). */
  mergedInto?: number;
  /**
   * The unit carrying this one: a Transport, a ship, or a vehicle it rides on as an external rider
   * (PB-UNIT-33, rules/transport.ts). A carried unit is in its carrier's hex and moves with it.
   */
  carriedBy?: number;
  /**
   * A vehicle that crossed a Hedge Row into its hex and stopped there: vulnerable, Defense halved
   * until the end of the game turn or until it moves on (PB-IMP-30, PB-ASLT-13, rules/hedgerows.ts).
   */
  hedgeCrossed?: boolean;
  /** Shots left under finite ammunition (SR-AMMO, rules/ammunition.ts); absent = unlimited. */
  ammo?: number;
}

/** Men-equivalents (PC-GEN-01): 1 gun or vehicle = 10 men. */
export function menEquivalent(def: UnitDef, strength: number): number {
  return def.component === 'men' ? strength : strength * 10;
}

/** The organisation tree (PC-CMD-01). */
export interface OrgNode {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly level: UnitSize | 'armyGroup';
  /** Parent organisation id, absent for a top-level organisation. */
  readonly parent?: string;
  /** Replacements per turn, percent of a unit's full strength (PC-REC-03); absent = none. */
  readonly replacementRate?: number;
}
