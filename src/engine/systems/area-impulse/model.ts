// The area-impulse system's data: scenario, state, commands, events and a side's view. The rule
// module (../../../../../shared/rules/area-impulse-fire.md, AI-FIRE-xx) describes only the fire
// sequence of a "Storm Over"-style game; what it leaves open (its section 12, AI-FIRE-NS-xx) is
// decided here as scenario parameters (`rules`) with documented defaults, recorded in
// docs/rules-decisions.md ("Area-impulse"). Nothing here is an engine rule: rules are in the
// modules beside this file.

import type { AreaBoard } from '../../core/area-board.js';

export type Side = string;

// ---- scenario ------------------------------------------------------------------------------

/** An area of the map: a node of the AreaBoard with its terrain defence value (TDV). */
export interface AreaDef {
  readonly id: string;
  readonly name: string;
  /** Short label for the map (at most 6 characters): "STZ", "Kurgan". */
  readonly short: string;
  /** Terrain defence value (AI-FIRE-10; the values are the scenario's, AI-FIRE-NS-05). */
  readonly tdv: number;
  /** Side controlling the area at the start; null = nobody (AI-FIRE-NS-07). */
  readonly control: Side | null;
  /** Where the area is drawn: its cells on the map grid (column, row), one or more. */
  readonly cells: readonly { readonly col: number; readonly row: number }[];
  /** Free text for the info panel ("factory", "ravine", "riverside"). */
  readonly kind?: string;
  readonly notes?: string;
}

export interface BorderDef {
  readonly a: string;
  readonly b: string;
  /** 'ravine': movement across it may not enter an area holding enemy units (decision, not from the source). */
  readonly kind?: 'ravine';
}

/** A unit: two faces, fresh and spent, each with its firepower and defence (AI-FIRE-NS-04). */
export interface UnitDef {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  /** "rifle", "infantry", "panzer", "pioneer", "tank", "guards"...: the counter's type letter and info. */
  readonly type: string;
  readonly fresh: { readonly firepower: number; readonly defense: number };
  readonly spent: { readonly firepower: number; readonly defense: number };
  /** Start area; absent for a reinforcement. */
  readonly area?: string;
  /** Reinforcement: arrives at the start of this turn in one of `entry` (the first the side controls). */
  readonly arrives?: { readonly turn: number; readonly entry: readonly string[] };
  readonly formation?: string;
}

/** Card kinds (AI-FIRE-NS-09: the source names cards but not their texts; these are our defaults). */
export type CardKind =
  /** AI-FIRE-50: the firing player assigns the damage points to specific target units. */
  | 'directed'
  /** +value to the attack (artillery, Stukas, Katyushas), played with a fire action. */
  | 'bombard';

export interface CardDef {
  readonly id: string;
  readonly side: Side;
  readonly kind: CardKind;
  readonly name: string;
  /** Attack points added (bombard). */
  readonly value?: number;
  /** The turns in which the card is in its side's hand (default: every turn). */
  readonly turns?: readonly number[];
  readonly text: string;
}

/** The decisions the source leaves open, as scenario parameters (defaults in rules.ts DEFAULT_RULES). */
export interface AreaRules {
  /** AI-FIRE-70: units a side may have in one area (also after moves, AI-FIRE-NS-08). */
  readonly stackLimit: number;
  /** AI-FIRE-NS-01: consecutive passes (one by each side) end the turn. */
  readonly passesToEndTurn: number;
  /** AI-FIRE-NS-01: a turn also ends after this many impulses (both sides together). */
  readonly maxImpulses: number;
  /** AI-FIRE-NS-03: how far fire reaches, in border crossings (0 = own area only, 1 = adjacent). */
  readonly fireRange: number;
  /** AI-FIRE-NS-02: how many units may fire together in one fire action (one roll, AI-FIRE-03). */
  readonly maxFirers: number;
  /** AI-FIRE-NS-02: firing flips the firers to spent. */
  readonly fireSpends: boolean;
  /** AI-FIRE-NS-02: moving flips the movers to spent. */
  readonly moveSpends: boolean;
  /** AI-FIRE-NS-06: fire markers are removed at the end of the turn. */
  readonly markersClearAtTurnEnd: boolean;
  /** AI-FIRE-NS-02: spent units become fresh at the end of the turn. */
  readonly refreshAtTurnEnd: boolean;
  /** AI-FIRE-D-01: dice per attack and their sides. */
  readonly dice: { readonly count: number; readonly sides: number };
}

export interface VictoryDef {
  /** A side that controls all of these areas at the end of a turn wins at once. */
  readonly suddenDeath?: readonly { readonly side: Side; readonly areas: readonly string[] }[];
  /**
   * At the end of the last turn `side` wins if it controls at least one area of every group;
   * otherwise the other side wins.
   */
  readonly holdGroups?: { readonly side: Side; readonly groups: readonly (readonly string[])[] };
  /** Victory points per area for the score (shown during play and at the end). */
  readonly vp?: Readonly<Record<string, number>>;
  /** The side the score counts for (the VP of the areas it controls). */
  readonly scoreSide?: Side;
}

export interface AreaScenario {
  readonly system: 'area-impulse';
  readonly id: string;
  readonly version: number;
  readonly title: string;
  readonly description: string;
  readonly sources?: readonly string[];
  readonly notes?: readonly string[];
  /** The two sides, first to act first in each turn unless `initiative` says otherwise. */
  readonly sides: readonly [
    { readonly id: Side; readonly name: string },
    { readonly id: Side; readonly name: string },
  ];
  readonly briefing?: Readonly<Record<Side, string>>;
  readonly turns: number;
  /** Names of the turns for people ("14-15 Oct 1942"), one per turn. */
  readonly turnNames?: readonly string[];
  /** The side with the first impulse of each turn (index = turn - 1); default: the first side. */
  readonly initiative?: readonly Side[];
  /** Map grid size in cells, for drawing (areas give their cells). */
  readonly grid: { readonly cols: number; readonly rows: number };
  readonly areas: readonly AreaDef[];
  readonly borders: readonly BorderDef[];
  readonly units: readonly UnitDef[];
  readonly cards?: readonly CardDef[];
  readonly rules?: Partial<AreaRules>;
  readonly victory: VictoryDef;
}

/** What the rules look up again and again, built once per scenario object. */
export interface AreaWorld {
  readonly scenario: AreaScenario;
  readonly board: AreaBoard;
  readonly rules: AreaRules;
  readonly sides: readonly [Side, Side];
  readonly areaIndex: ReadonlyMap<string, number>;
  readonly unitIndex: ReadonlyMap<string, number>;
  /** Edge ids of ravine borders. */
  readonly ravine: ReadonlySet<number>;
}

// ---- state ---------------------------------------------------------------------------------

export interface UnitState {
  /** Area index, or -1 off the map (casualty box, or not yet arrived). */
  area: number;
  fresh: boolean;
  status: 'reserve' | 'active' | 'eliminated';
}

/** Damage the owner of the target units must apply before play goes on (AI-FIRE-22). */
export interface PendingDamage {
  readonly kind: 'allocate';
  readonly firingSide: Side;
  readonly owner: Side;
  /** The target area (a retreating unit may never re-enter it, AI-FIRE-72). */
  readonly area: number;
  /** The area the firers fired from. */
  readonly from: number;
  readonly damage: number;
  /** min(damage, capacity): exactly this many points must be applied (AI-FIRE-40..42). */
  readonly toApply: number;
  /** Card-directed damage (AI-FIRE-50): points the firing player assigned to each target unit. */
  readonly assigned?: Readonly<Record<number, number>>;
}

export interface AreaState {
  readonly world: AreaWorld;
  readonly seed: string;
  /** Commands applied so far (the dice key, design invariant 2). */
  seq: number;
  turn: number;
  /** The side whose impulse it is. */
  active: Side;
  /** Impulses taken this turn, and consecutive passes (AI-FIRE-NS-01). */
  impulse: number;
  passes: number;
  units: UnitState[];
  /** Controller per area (AI-FIRE-NS-07, AI-FIRE-92). */
  control: (Side | null)[];
  /** Fire markers per area: the sides that have one there (AI-FIRE-90). */
  markers: Side[][];
  /** Cards each side holds this turn (card ids). */
  hands: Record<Side, string[]>;
  pending: PendingDamage | null;
  /** Score by turn, for the after-action charts. */
  history: { turn: number; score: Record<Side, number>; units: Record<Side, number> }[];
  result: AreaResult | null;
}

export interface AreaResult {
  readonly winner: Side | null;
  readonly turn: number;
  readonly reason: 'suddenDeath' | 'groups' | 'annihilation' | 'score';
  readonly score: Record<Side, number>;
}

// ---- commands ------------------------------------------------------------------------------

/** What happens to one target unit when damage is applied (AI-FIRE-30/31). */
export type DamageOutcome = 'flip' | 'flipRetreat' | 'retreat' | 'eliminate';

export type AreaCommand =
  /** Fresh units of the active side in one area fire at units in a target area (AI-FIRE-01..03). */
  | {
      readonly type: 'fire';
      readonly units: readonly string[];
      readonly target: string;
      /** Cards played with the fire (ids from the side's hand). */
      readonly cards?: readonly string[];
      /** With a 'directed' card: damage points per target unit id (AI-FIRE-50). */
      readonly assign?: Readonly<Record<string, number>>;
    }
  /** Fresh units of the active side in one area move together to an adjacent area. */
  | { readonly type: 'move'; readonly units: readonly string[]; readonly to: string }
  /** The owner applies pending damage: one outcome per unit, retreat destinations where there is a choice. */
  | {
      readonly type: 'allocate';
      readonly outcomes: Readonly<Record<string, DamageOutcome>>;
      /** Chosen destination per retreating unit among the legal, tied-fewest-enemy areas (AI-FIRE-63). */
      readonly retreats?: Readonly<Record<string, string>>;
    }
  | { readonly type: 'pass' };

// ---- events --------------------------------------------------------------------------------

export interface FireBreakdown {
  /** The dice, each die. */
  readonly roll: readonly number[];
  readonly firepower: number;
  readonly cardBonus: number;
  /** AI-FIRE-02: roll + firepower + card bonus. */
  readonly attack: number;
  /** AI-FIRE-10: the highest target defence, the unit holding it. */
  readonly highestDefense: number;
  readonly tdv: number;
  /** AI-FIRE-11 (a)/(b)/(c): why the TDV was ignored, if it was. */
  readonly tdvIgnored: null | 'ownArea' | 'notControlled' | 'fireMarker';
  readonly defense: number;
  /** AI-FIRE-20: attack - defense, at least 0 (AI-FIRE-21). */
  readonly damage: number;
}

export type AreaEvent =
  | { readonly type: 'turnStarted'; readonly turn: number; readonly first: Side }
  | { readonly type: 'impulse'; readonly turn: number; readonly impulse: number; readonly side: Side }
  | {
      readonly type: 'fire';
      readonly side: Side;
      readonly units: readonly number[];
      readonly from: number;
      readonly target: number;
      readonly cards: readonly string[];
      readonly breakdown: FireBreakdown;
    }
  | { readonly type: 'moved'; readonly side: Side; readonly units: readonly number[]; readonly from: number; readonly to: number }
  | {
      readonly type: 'damage';
      readonly unit: number;
      readonly outcome: DamageOutcome | 'none';
      /** Areas passed through, the last one where it stands (empty when it did not retreat). */
      readonly path: readonly number[];
      /** Eliminated: by the outcome, for want of a legal area (AI-FIRE-61/73). */
      readonly eliminated: boolean;
      readonly cost: number;
    }
  | { readonly type: 'ignored'; readonly points: number }
  | { readonly type: 'control'; readonly area: number; readonly side: Side | null }
  | { readonly type: 'marker'; readonly area: number; readonly side: Side }
  | { readonly type: 'passed'; readonly side: Side }
  | { readonly type: 'arrived'; readonly unit: number; readonly area: number }
  | { readonly type: 'turnEnded'; readonly turn: number; readonly score: Record<Side, number> }
  | { readonly type: 'gameOver'; readonly result: AreaResult };

// ---- a side's view -------------------------------------------------------------------------

/** Everything one side may know. Units on the map are in plain sight (decision: the source has no hidden units); the enemy's cards are not. */
export interface AreaView {
  readonly world: AreaWorld;
  readonly side: Side;
  readonly turn: number;
  readonly turns: number;
  readonly active: Side;
  readonly impulse: number;
  readonly passes: number;
  readonly units: readonly {
    readonly index: number;
    readonly def: UnitDef;
    readonly state: Readonly<UnitState>;
  }[];
  readonly control: readonly (Side | null)[];
  readonly markers: readonly (readonly Side[])[];
  /** Own cards in hand; the enemy's only as a count. */
  readonly hand: readonly CardDef[];
  readonly enemyCards: number;
  readonly pending: PendingDamage | null;
  readonly score: Readonly<Record<Side, number>>;
  readonly result: AreaResult | null;
}
