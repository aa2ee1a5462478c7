// Parameters by which the two scales of play differ where the manuals name a rule rather than a
// number (Panzer Battles Appendix 1, PB-DIFF-*). The defaults are the operational game's (Panzer
// Campaigns); the tactical profile (profiles/tactical) gives the Panzer Battles values. Rule code
// reads these and never asks which profile is on.

import { defaultMapVariantParams, type MapVariantParams } from '../rules/map-variant.js';
import { defaultUnitVariantParams, type UnitVariantParams } from '../rules/unit-variant.js';
import { defaultIntelParams, type IntelParams } from '../rules/intel.js';
import { defaultSmokeParams, type SmokeParams } from '../rules/smoke-params.js';
import type { UnitSize } from '../model/unit.js';

export interface FireCostParams {
  /** Share of the MA one direct shot costs (PC-FIR-02, PB-FIRE-03: 1/3 in both). */
  direct: number;
  /** Share of the MA one indirect shot of a mortar costs (PC-FIR-02, PB-FIRE-03: 1/2 in both). */
  mortarIndirect: number;
  /** Share of the MA one indirect shot of any other unit costs (PC-FIR-02: 1/2; PB-FIRE-03: 2/3). */
  otherIndirect: number;
  /** Fire value multiplier of non-mortar indirect fire (PC: 1; PB-FIRE-03, PB-FIRE-16: 2). */
  otherIndirectValue: number;
}

/** PB-FIRE-37: the unit classes of the engagement-limit matrix (ours: the manual names none). */
export const OP_FIRE_CLASSES = ['infantry', 'armor', 'vehicle', 'gun', 'other'] as const;
export type OpFireClass = (typeof OP_FIRE_CLASSES)[number];

/**
 * PB-FIRE-37 engagement limit: N never; S within 1/3 of the firer's maximum range; M within 2/3;
 * L no restriction.
 */
export type EngagementLimit = 'N' | 'S' | 'M' | 'L';

/** Firer class → target class → limit. */
export type EngagementMatrix = Record<OpFireClass, Record<OpFireClass, EngagementLimit>>;

/** A matrix with one limit everywhere ('L' = the operational game's unlimited choice of targets). */
export function uniformMatrix(l: EngagementLimit): EngagementMatrix {
  const row = (): Record<OpFireClass, EngagementLimit> => ({
    infantry: l,
    armor: l,
    vehicle: l,
    gun: l,
    other: l,
  });
  return { infantry: row(), armor: row(), vehicle: row(), gun: row(), other: row() };
}

export const ENGAGEMENT_LIMITS: readonly EngagementLimit[] = ['N', 'S', 'M', 'L'];

/**
 * Our default matrix (not from the source: PB-FIRE-37 gives the dialog, not its settings): small
 * arms hold fire on armour until it is close and on guns and vehicles at long range; guns keep
 * their position hidden from infantry and other guns at long range; tanks and the rest fire at
 * anything in range.
 */
export function defaultEngagementMatrix(): EngagementMatrix {
  const all = (l: EngagementLimit) => uniformMatrix(l).other;
  return {
    infantry: { infantry: 'L', armor: 'S', vehicle: 'M', gun: 'M', other: 'L' },
    armor: all('L'),
    vehicle: all('L'),
    gun: { infantry: 'M', armor: 'L', vehicle: 'L', gun: 'M', other: 'M' },
    other: all('L'),
  };
}

/**
 * The lower bounds of the Medium and High fatigue levels (PC-GEN-03: 100 and 200; PB-FAT-01: 50 and
 * 100). None is 0, Low runs from 1, Maximum is fatigueMax itself, in both games.
 */
export interface FatigueLevelTable {
  medium: number;
  high: number;
}

export interface VariantParams {
  /** The top of the fatigue scale, the Maximum level (PC-GEN-03: 300; PB-GEN-03, PB-FAT-01: 150). */
  fatigueMax: number;
  /** Where the Medium and High fatigue levels begin (PC-GEN-03; PB-FAT-01). */
  fatigueLevels: FatigueLevelTable;
  /** Artillery may become Stockpiled during play (PC-SUP-27: yes; PB-SUP-25, PB-DIFF-08: no). */
  stockpilingInPlay: boolean;
  /** Non-artillery units may go Low on Ammo (PC-SUP-12: yes; PB-SUP-14: not used in PB Normandy/Kursk). */
  lowAmmo: boolean;
  /** Isolated non-artillery units go Low on Ammo when they fire (PC-SUP-10: yes; PB-SUP-06, PB-DIFF-34: no). */
  isolatedFiringLowAmmo: boolean;
  /** Fuel users may go Low on Fuel (PC-SUP-16: yes; PB-SUP-17: not used in PB Normandy/Kursk). */
  lowFuel: boolean;
  /**
   * Fatigue Factor parameter (PB-FAT-03): fatigue from a loss is up to k × factor × loss with the PB
   * size factor k (1 company, 2 combined pair, 3 platoon). Read by the tactical profile's fatigue
   * hook; 0 (and the operational game) = the fixed factors of PC-CRT-04 (6 / 4 / 2 by size class).
   */
  fatigueFactor: number;
  fireCost: FireCostParams;
  /**
   * Stack fire modifier (PB-FIRE-21, PB-DIFF-20): fire ×1 at half the maximum stacking limit rising
   * linearly to ×2 at the limit (the spec's implementation note). false in the operational game.
   */
  stackFire: boolean;
  /**
   * Share of the terrain and of the IP/Trench benefit that vehicles receive (PC-FIR-07/08: 1;
   * PB-FIRE-12 item 5, PB-FORT-02, PB-DIFF-19: 1/2). Only benefits (negative modifiers) are scaled.
   */
  vehicleCoverShare: number;
  /**
   * Artillery firing at a Hard target gets params.artilleryHardTargetMod up to this range
   * (PC-FIR-21: 1, at range 1 only; PB-FIRE-16: 4, "at range ≤ 4").
   */
  artilleryHardTargetRange: number;
  /**
   * AA fire at an air mission takes the direct-fire range effect (PB-AIR-03: range 0 ×2, 1 ×1,
   * N > 1 ÷ (1 + (N−1)(R−1))) instead of PC-AIR-03's ×1/(2R+1).
   */
  aaDirectRangeEffect: boolean;
  /**
   * PB-FIRE-15: the elevation fire modifier counts per height level of difference, both ways, up
   * to elevationMaxLevels levels; a hex's level is its elevation ÷ this many metres, rounded down
   * (PB-MAP-04: 25 m in PB Normandy). 0 = PC-FIR-12: the modifier once, only at a higher target.
   */
  elevationLevelMetres: number;
  /** PB-FIRE-15: "up to 5 levels". */
  elevationMaxLevels: number;
  /**
   * The phased-play optional rules, Manual and Automatic Defensive Fire (PC-OPT-16/17, PC-PHS),
   * may be chosen (PB-TURN-03, PB-DIFF-02: "no phased play — turn play only"; see
   * profiles/optional-rules.ts).
   */
  phasedPlay: boolean;
  /**
   * Dig-in chance multiplier for the step from no fortification to an Improved Position
   * (PC-MSC-02: 1; PB-MOVE-42: "digging an Improved Position ×4", read as that step, §23 item 16).
   */
  digInIpMultiplier: number;
  /**
   * Dig-in size multiplier of a lone (uncombined) company (PC-MSC-02: ×1, a company is the small
   * class; PB-MOVE-42 leaves it unspecified: ours ×3, the class of 3 combined platoons, as
   * PB-FAT-03 and PB-CRT-05 class a company).
   */
  digInCompanyMultiplier: number;
  /**
   * Under fog of war an enemy unit in a hex that gives no concealment shows its strength's leading
   * digit: `4`, `4X`, `4XX` (PB-SPOT-20, §23 item 2) instead of PC-UNT-11's X / XX / XXX.
   */
  fowLeadingDigit: boolean;
  /**
   * Indirect fire into one hex per player turn, as a multiple of the maximum stacking limit, in
   * men-equivalents of the firing units (PB-FIRE-10, PB-DIFF-30: 1.5; the spec's implementation
   * note for the measure). 0 = no limit (the operational game).
   */
  indirectHexCap: number;
  /**
   * A unit that moved or fired this turn cannot spot for indirect fire or air strikes (PC-FIR-03:
   * no such limit; PB-SPOT-14, PB-DIFF-11, PB-AIR-23: invalid spotters). Judged for the side whose
   * turn it is; in the enemy's turn its flags tell nothing of "this turn" (not from the source).
   */
  stillSpotters: boolean;
  /**
   * Recon Spotting is a standard rule, in force whatever the optional rules chosen (PC-SPT-07: the
   * optional rule PC-OPT-04; PB-SPOT-10, PB-DIFF-14: standard).
   */
  reconStandard: boolean;
  /**
   * Opportunity fire is not limited to params.combat.opFireShotsPerTurn shots a unit (PC-TRN-06:
   * limited; PB-FIRE-35, PB-DIFF-05: unlimited).
   */
  opFireUnlimited: boolean;
  /**
   * The engagement limits of each side's opportunity fire (PB-FIRE-37, PB-DIFF-31). The operational
   * game's matrix is all L (no limit). A later client setting may change a side's matrix in play.
   */
  engagementLimits: { allied: EngagementMatrix; axis: EngagementMatrix };
  /**
   * Each side may set its own matrix in play with the `engagement` order (PB-FIRE-37, PB-DIFF-31:
   * the Opportunity Fire dialog; rules/engagement-settings.ts). false: the order is refused (PC).
   */
  engagementSetting: boolean;
  /**
   * Intel markers, the last known enemy positions (PB-SPOT-16, PB-DIFF-32; rules/intel.ts): how
   * many turns they last and whether seeing the hex empty clears them. PC: kept until seen again.
   */
  intel: IntelParams;
  /**
   * Air missions are requested in one turn and flown at the start of the side's next turn
   * (PB-AIR-02, PB-DIFF-33; rules/air-requests.ts). false: flown at once (PC-AIR-02).
   */
  airDelay: boolean;
  /** Smoke shots, height and duration (PB-FIRE-46, PB-DIFF-43; rules/smoke.ts). PC: no smoke. */
  smoke: SmokeParams;
  /** Hedge Rows, wrecks, Shallow water, elevated lines (PB-IMP-04/20/30/35, PB-MAP-03; rules/map-variant.ts). */
  map: MapVariantParams;
  /** Transport units, external riders, carry/uncarry, Assault-0 overrun (PB-UNIT-33/34, PB-ASLT-20; rules/unit-variant.ts). */
  units: UnitVariantParams;
  /** The unit sizes that may combine (PC-MSC-03: company or smaller; PB-UNIT-50: platoons only). */
  combineSizes: readonly UnitSize[];
}

export function defaultVariantParams(): VariantParams {
  return {
    fatigueMax: 300, // PC-GEN-03
    fatigueLevels: { medium: 100, high: 200 }, // PC-GEN-03
    stockpilingInPlay: true,
    lowAmmo: true,
    isolatedFiringLowAmmo: true,
    lowFuel: true,
    fatigueFactor: 0,
    fireCost: { direct: 1 / 3, mortarIndirect: 1 / 2, otherIndirect: 1 / 2, otherIndirectValue: 1 },
    stackFire: false,
    vehicleCoverShare: 1,
    artilleryHardTargetRange: 1, // PC-FIR-21
    aaDirectRangeEffect: false, // PC-AIR-03
    elevationLevelMetres: 0, // PC-FIR-12
    elevationMaxLevels: 5,
    phasedPlay: true, // PC-OPT-16/17
    digInIpMultiplier: 1, // PC-MSC-02
    digInCompanyMultiplier: 1, // PC-MSC-02
    fowLeadingDigit: false, // PC-UNT-11
    indirectHexCap: 0,
    stillSpotters: false,
    reconStandard: false,
    opFireUnlimited: false,
    engagementLimits: { allied: uniformMatrix('L'), axis: uniformMatrix('L') },
    engagementSetting: false,
    intel: defaultIntelParams(), // PC: last known positions kept until seen again
    airDelay: false, // PC-AIR-02: missions fly at once
    smoke: defaultSmokeParams(), // PC: no smoke shots
    map: defaultMapVariantParams(),
    units: defaultUnitVariantParams(),
    combineSizes: ['company', 'platoon'], // PC-MSC-03
  };
}
