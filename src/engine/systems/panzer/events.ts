// Events explain what a command did (design invariant 1). Units are named by index into
// world.units and hexes by location number; the client formats them. Events that reveal something
// only one side may know carry `seenBy`; view.ts filters a side's event stream through its fog.

import type { Condition } from './model/terrain.js';
import type { GameResult, Light } from './model/state.js';
import type { Cohesion, Mode, Side } from './model/unit.js';
import type { PhaseName } from './model/phase.js';

/** One factor of a calculation, for the "explain" breakdowns (PC-FIR, PC-ASL, PC-CRT). */
export interface Factor {
  readonly label: string;
  /** A multiplier (×0.5), an addition (+2) or a percentage (-20%). */
  readonly kind: 'mul' | 'add' | 'pct' | 'set';
  readonly value: number;
  readonly rule?: string;
  /** What the factor changes: the attack value, the defense value or the combat value (PC-FIR-05). */
  readonly applies?: 'attack' | 'defense' | 'combat';
}

/** The numbers of one Combat Results calculation (PC-CRT-01). */
export interface CombatNumbers {
  /** Modified attack (fire value, or total assault value). */
  readonly attack: number;
  /** Modified defense value of the target (average defense in assault). */
  readonly defense: number;
  /** attack ÷ defense, after the combat-value multipliers. */
  readonly combatValue: number;
  /** Combined percentage modifier, e.g. -16 for ×0.84. */
  readonly modifier: number;
  readonly effective: number;
  /** Casualty range at this effective value (LCV, HCV scaled by effective / 1000). */
  readonly low: number;
  readonly high: number;
  /** The casualty value drawn and rounded (men-equivalents). */
  readonly casualties: number;
}

export interface Roll {
  readonly label: string;
  /** The number drawn (0..100 for percentages, 0..1 for fractions). */
  readonly value: number;
  /** The number it had to beat, and whether it succeeded. */
  readonly target: number;
  readonly success: boolean;
  readonly rule?: string;
}

export interface UnitLoss {
  readonly unit: number;
  readonly loss: number;
  readonly strengthAfter: number;
  readonly cohesionAfter: Cohesion;
  readonly fatigueAfter: number;
  readonly eliminated: boolean;
  readonly rolls: readonly Roll[];
  /** Nominal men-equivalent loss before conversion to vehicles or guns (PC-CRT-02/04). */
  readonly casualty?: number;
  readonly fatigueGained?: number;
  /** Extra loss for being unable to retreat, included in `loss` (PC-ASL-20). */
  readonly captured?: number;
  /** Wrecks the vehicles lost left in the hex (PB-IMP-35). */
  readonly wrecks?: number;
}

export type GameEvent =
  | { readonly type: 'turnStarted'; readonly turn: number; readonly side: Side; readonly light: Light }
  | {
      readonly type: 'weather';
      readonly visibility: number;
      readonly condition: Condition;
      readonly storm: boolean;
      readonly changed: boolean;
      /** The draws behind the change and what each had to beat (issue 20). */
      readonly rolls?: readonly Roll[];
      /** A visibility change: the visibility before it and the range it is kept in (PC-ENV-02/10). */
      readonly visibilityBefore?: number;
      readonly range?: { readonly min: number; readonly max: number };
      /** A ground condition or storm change: the condition before it (PC-ENV-04/09). */
      readonly conditionBefore?: Condition;
    }
  | {
      readonly type: 'moved';
      readonly unit: number;
      readonly from: number;
      readonly path: readonly number[];
      readonly mpSpent: number;
      readonly mpLeft: number;
      /** Set when movement ended early (minefield, night disruption, opportunity fire...). */
      readonly stoppedBy?: string;
    }
  | { readonly type: 'modeChanged'; readonly unit: number; readonly mode: Mode; readonly mpCost: number }
  | {
      readonly type: 'spotted';
      /** The side that now sees these enemy units. */
      readonly by: Side;
      readonly units: readonly number[];
      readonly unknown?: readonly number[];
    }
  | { readonly type: 'lostContact'; readonly by: Side; readonly units: readonly number[] }
  | { readonly type: 'arrived'; readonly unit: number; readonly loc: number }
  | { readonly type: 'withdrawn'; readonly unit: number }
  | { readonly type: 'released'; readonly unit: number; readonly reason: string }
  | {
      readonly type: 'objectiveTaken';
      readonly objective: number;
      readonly by: Side;
      readonly from: Side | null;
    }
  | { readonly type: 'objectiveExpired'; readonly objective: number; readonly owner: Side | null }
  | {
      readonly type: 'unitState';
      readonly unit: number;
      readonly what: string;
      readonly cohesion?: Cohesion;
      readonly fatigue?: number;
      readonly strength?: number;
      readonly rolls?: readonly Roll[];
      readonly rule?: string;
    }
  | {
      readonly type: 'fire';
      readonly firers: readonly number[];
      readonly target: number;
      readonly indirect: boolean;
      readonly opportunity: boolean;
      readonly factors: readonly Factor[];
      readonly fireValue: number;
      readonly rolls: readonly Roll[];
      readonly losses: readonly UnitLoss[];
      readonly summary: string;
      /** Unknown-target indirect fire: the firer is not told the result (PC-SPT-09). */
      readonly hiddenFromFirer?: boolean;
      /** `target` is the target hex; this is the unit fired at (PC-FIR-01). */
      readonly targetUnit?: number;
      readonly numbers?: CombatNumbers;
      readonly mpCost?: number;
    }
  | {
      readonly type: 'assault';
      readonly attackers: readonly number[];
      readonly target: number;
      readonly factors: readonly Factor[];
      readonly odds: number;
      readonly rolls: readonly Roll[];
      readonly attackerLosses: readonly UnitLoss[];
      readonly defenderLosses: readonly UnitLoss[];
      readonly success: boolean;
      readonly retreated: readonly { unit: number; to: number }[];
      readonly summary: string;
      /** attackers: the attack on the defenders; defenders: the defenders' answer (PC-ASL-17). */
      readonly numbers?: { readonly attackers: CombatNumbers; readonly defenders: CombatNumbers };
      /** Attackers that moved into the captured hex (PC-ASL-24). */
      readonly advanced?: readonly number[];
    }
  | { readonly type: 'eliminated'; readonly unit: number; readonly reason: string }
  | AirMissionEvent
  | AirInterdictionEvent
  | {
      /** An air unit's availability changed (PC-AIR-15/20); told to its side only. */
      readonly type: 'airStatus';
      readonly side: Side;
      readonly air: number;
      readonly what: string;
      readonly rolls?: readonly Roll[];
      readonly rule?: string;
    }
  /** A phase of the player turn begins under Manual Defensive Fire (PC-PHS-02); `side` gives the orders. */
  | { readonly type: 'phaseStarted'; readonly turn: number; readonly phase: PhaseName; readonly side: Side }
  | { readonly type: 'message'; readonly text: string; readonly seenBy?: Side; readonly rule?: string }
  | { readonly type: 'gameOver'; readonly result: GameResult };

export type EventType = GameEvent['type'];

/** One AA unit's fire at an air mission (PC-AIR-03). */
export interface AaShot {
  readonly unit: number;
  readonly range: number;
  readonly factors: readonly Factor[];
  readonly numbers: CombatNumbers;
  /** Aircraft lost. */
  readonly loss: number;
  readonly rolls: readonly Roll[];
}

/** An air strike, Carpet Bombing or Air Recon mission (PC-AIR-02..12), with every breakdown. */
export interface AirMissionEvent {
  readonly type: 'airMission';
  readonly side: Side;
  /** Index into scenario.air. */
  readonly air: number;
  readonly kind: 'strike' | 'carpet' | 'recon';
  /** The hex hit (after scatter for Carpet Bombing). */
  readonly target: number;
  /** The hex aimed at, when it differs (PC-AIR-05 scatter). */
  readonly aimed?: number;
  readonly targetUnit?: number;
  readonly intercepted: boolean;
  readonly aa: readonly AaShot[];
  readonly factors: readonly Factor[];
  readonly rolls: readonly Roll[];
  readonly losses: readonly UnitLoss[];
  readonly numbers?: CombatNumbers;
  /** Air Recon: units now spotted in detail, and seen as Unknown (PC-AIR-07). */
  readonly spotted?: readonly number[];
  readonly unknown?: readonly number[];
  /** A strike on an Unknown unit: the attacker is not told the result (PC-AIR-08). */
  readonly hiddenFromFirer?: boolean;
  readonly strengthAfter: number;
  readonly summary: string;
}

/** Air Interdiction of a moving unit (PC-AIR-13/14). */
export interface AirInterdictionEvent {
  readonly type: 'airInterdiction';
  /** The side whose air attacks. */
  readonly side: Side;
  readonly unit: number;
  readonly loc: number;
  readonly factors: readonly Factor[];
  readonly rolls: readonly Roll[];
  readonly loss: UnitLoss;
  readonly numbers: CombatNumbers;
  readonly mpLost: number;
  readonly summary: string;
}
