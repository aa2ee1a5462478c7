// The changing part of a game (design invariant 1: plain, serialisable data). The static World
// rides along on `world` and is never serialised; a save holds the scenario id and rebuilds it.

import type { World } from '../world.js';
import type { Condition } from './terrain.js';
import type { Side, UnitState } from './unit.js';
import type { AirState } from './air.js';
import type { EngineerState } from './engineering.js';
import type { PhaseState } from './phase.js';
import type { OcsState } from '../modules/ocs/state.js';
import type { EngagementMatrix } from '../profiles/rule-params.js';

export type Light = 'day' | 'dawn' | 'dusk' | 'night';

export interface Weather {
  /** Visibility in hexes before the light of the turn is applied (PC-ENV-01). */
  visibility: number;
  /** -1, 0 or +1: a change in visibility tends to continue (PC-ENV-02). */
  visibilityTrend: number;
  condition: Condition;
  storm: boolean;
}

/** What changes on a hex during play (PC-IMP, PC-FRT, PC-ENG). Absent = as the scenario set it. */
export interface HexState {
  rubble: 'none' | 'uncleared' | 'cleared';
  minefield: number;
  minefieldPenetrated: boolean;
  obstacle: 'none' | 'intact' | 'penetrated';
  congestion: Side | 'both' | null;
  congestionCounter: number;
  fortification: 'ip' | 'trench' | 'bunker' | 'pillbox' | null;
  /** A fortification whose defenders left (PC-FRT): worth less until restored. */
  fortificationVacated: boolean;
  /** A scenario Full-Hex Bridge wired for demolition, or damaged for good (PC-ENG-16, PC-WAT-05). */
  fullHexBridge?: 'wired' | 'damaged';
  /** A Pontoon Bridge spans this Water hex (PC-ENG-14): crossed like a Full-Hex Bridge. */
  pontoon?: boolean;
  /** Smoke laid by `side`, gone at the start of player turn serial `until` (PB-FIRE-46, rules/smoke.ts). */
  smoke?: { side: Side; until: number };
  /** Wrecks of destroyed vehicles (PB-IMP-35, rules/wrecks.ts); absent = none. */
  wrecks?: number;
  /** The side its fortification and minefield belong to (PB-MAP-05, rules/marker-sides.ts); absent = nobody. */
  markerSide?: Side;
  /** On fire since this player-turn serial, turn × 2 + playerTurn (SR-BURN, rules/burning.ts). */
  burning?: number;
  /** Burnt out: rubble that cannot burn again (SR-BURN). */
  burnt?: boolean;
}

/** What one side knows of the enemy (PC-SPT). */
export interface LastKnown {
  loc: number;
  turn: number;
  /** PC-UNT-11: 1 = X (1-9), 2 = XX (10-99), 3 = XXX (100-999), 4 = XXXX. */
  magnitude: number;
}

export interface SideKnowledge {
  /** Enemy unit indexes currently spotted in full. */
  spotted: number[];
  /** Enemy unit indexes seen only as "Unknown" (PC-SPT-09). */
  unknown: number[];
  /** Last place each enemy unit was seen, by unit index. */
  lastKnown: Record<number, LastKnown>;
}

export interface ObjectiveState {
  owner: Side | null;
  /** Limited objectives that expired (PC-VIC-04) keep their final owner here. */
  expired: boolean;
  /** Exit objectives: VP earned by units that left the map (PC-VIC-03). */
  exitVp: number;
  /** VP each side accrued holding it, per-turn objectives (PB-VP-02 formats 4, 5); replaced whole. */
  accrued?: Record<Side, number>;
}

export interface GameResult {
  /** 'alliedMajor' | 'alliedMinor' | 'draw' | 'axisMinor' | 'axisMajor' */
  level: 'alliedMajor' | 'alliedMinor' | 'draw' | 'axisMinor' | 'axisMajor';
  winner: Side | null;
  vp: Record<Side, number>;
  turn: number;
  reason: 'time' | 'earlyTermination' | 'surrender';
}

export interface LossTally {
  men: number;
  guns: number;
  vehicles: number;
  vp: number;
  /** Strength points lost by unit type (infantry, armor...), for the after-action report. */
  byType: Record<string, number>;
}

/** Opportunity-fire setting of a side (PC-TRN-06, OpFireCommand). */
export type OpFireSetting = 'all' | 'armorOnly' | 'none';

/** Combat bookkeeping (rules/fire.ts, rules/opportunity.ts). */
export interface CombatState {
  opFire: Record<Side, OpFireSetting>;
  /**
   * Engagement limits a side set in play (PB-FIRE-37, rules/engagement-settings.ts); absent = the
   * scenario's params.variant.engagementLimits. Replaced whole, never changed in place.
   */
  engagement?: Partial<Record<Side, EngagementMatrix>>;
  /** Smoke shots each side has fired (PB-FIRE-46, rules/smoke.ts); replaced whole. */
  smokeFired?: Partial<Record<Side, number>>;
  /** Men-equivalents that fired from each hex this player turn (PC-FIR-28). */
  hexFire: Record<number, number>;
  /**
   * Men-equivalents of indirect fire into each hex this player turn (PB-FIRE-10); kept only when
   * params.variant.indirectHexCap is on (the tactical profile), absent otherwise.
   */
  indirectInto?: Record<number, number>;
  /** Opportunity shots each unit fired this enemy player turn (PC-TRN-06). */
  opShots: Record<number, number>;
  /** Player-turn serial (turn × 2 + playerTurn) a unit was last fired upon or assaulted (PC-FAT-04, PC-REC-01). */
  engaged: Record<number, number>;
  /** Fortified hexes held by some unit at the last start of a player turn (PC-FRT-04 Vacated); replaced, never mutated. */
  manned: number[];
}

/**
 * Command and supply bookkeeping (rules/command.ts, rules/supply.ts). Unit lists stay sorted and
 * are replaced, never changed in place (cloneState shares them between states).
 */
export interface OpsState {
  /** Global Supply Values, percent; Supply Variations change them (PC-SUP-02, PC-SUP-21). */
  globalSupply: Record<Side, number>;
  /** HQs that failed this turn's command test (PC-CMD-09). */
  outOfCommand: number[];
  /** Units that could not trace supply at the start of their side's turn (PC-SUP-10). */
  isolated: number[];
  /** Local Supply Value of each hex holding the side's units, by location (PC-SUP-05). */
  localSupply: Record<Side, Record<number, number>>;
  /** Artillery made Unavailable by a failed supply test (PC-SUP-14). */
  unavailable: number[];
  /** Fuel users that moved or assaulted since their last refuelling test (PC-SUP-16). */
  movedSinceRefuel: number[];
  /** Units that fired while Isolated: Low Ammo at the start of their next turn (PC-SUP-10b). */
  firedIsolated: number[];
  /** Change to every Supply Source of a side from Supply Variations (PC-SUP-22). */
  sourceDelta: Record<Side, number>;
  /** One-time Supply Variations already used, by index (PC-SUP-21). */
  variationsFired: number[];
  /** The storm state when variations were last checked, to see a storm start or end (PC-SUP-23). */
  lastStorm: boolean;
  /**
   * Corps Attachments made in play (PC-CMD-15, rules/attachments.ts): the new parent organisation
   * of an organisation (`orgs`) or of a unit (`units`), by id. Absent = the order of battle's.
   */
  attachments?: { orgs: Record<string, string>; units: Record<string, string> };
}

/**
 * A formation a human player handed to the computer (PC-AI-02/03, rules/delegation.ts): the A/I
 * plays its units at the start of each of the side's parts until the player takes it back.
 */
export interface DelegatedOrder {
  /** The organisation (a Division, a Regiment...) and all its sub-organisations. */
  org: string;
  order: 'attack' | 'hold' | 'move';
  /** The objective hex (location). */
  target: number;
  /** The game turn it was given. */
  since: number;
  /** The part of the turn ("turn.playerTurn.phase") it was last carried out in; absent = not yet. */
  played?: string;
}

/** A/I orders for the players' own formations; each side sees only its own (view.ts). */
export interface DelegationState {
  orders: Record<Side, DelegatedOrder[]>;
}

/**
 * A Column Movement Order (PB-MOVE-32, rules/column-moves.ts): units going on toward `dest` at the
 * start of each of their side's turns. Seen by its own side only; the list is replaced, never
 * changed in place.
 */
export interface ColumnOrder {
  side: Side;
  units: number[];
  dest: number;
  /** The game turn it was given. */
  since: number;
}

export interface GameState {
  readonly world: World;
  seed: string;
  /** Commands applied so far; dice for each action derive from (seed, seq) (design invariant 2). */
  seq: number;
  /** Game turn, 1-based. */
  turn: number;
  activeSide: Side;
  /** 0 for the first player turn of a game turn, 1 for the second. */
  playerTurn: 0 | 1;
  weather: Weather;
  units: UnitState[];
  hexes: Record<number, HexState>;
  /** Hexside bits that differ from world.edges (damaged or built bridges, damaged rail). */
  edgeOverrides: Record<number, number>;
  /** Hexside ferries used: edge -> turn key (turn * 2 + playerTurn) of the last crossing (PC-WAT-02). */
  ferriesUsed?: Record<number, number>;
  objectives: ObjectiveState[];
  knowledge: Record<Side, SideKnowledge>;
  losses: Record<Side, LossTally>;
  /** VP and losses so far (men-equivalents) at the end of each game turn, for the after-action report. */
  vpHistory: { turn: number; allied: number; axis: number; alliedLoss: number; axisLoss: number }[];
  surrendered: string[];
  result: GameResult | null;
  combat: CombatState;
  ops: OpsState;
  /** Off-map air units and this turn's strike tally (PC-AIR, rules/air.ts). */
  air: AirState;
  /** Engineer work in progress and engineer-held bridges (PC-ENG, rules/engineers.ts). */
  engineers: EngineerState;
  /** The phase of the player turn under Manual Defensive Fire (PC-PHS-02); absent when the rule is off. */
  phase?: PhaseState;
  /** The OCS movement module's segment, rail capacity used and Turn Record Track (modules/ocs). */
  ocs?: OcsState;
  /** Column Movement Orders in force (PB-MOVE-32, rules/column-moves.ts); absent when none. */
  columns?: ColumnOrder[];
  /** Formations the players handed to the A/I (PC-AI-03, rules/delegation.ts); absent when none ever was. */
  delegation?: DelegationState;
}
