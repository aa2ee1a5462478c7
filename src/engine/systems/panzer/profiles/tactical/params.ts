// Parameter defaults of the tactical profile: Panzer Battles (panzer-battles.md §0.4, Appendix 1 as
// PB-DIFF-*). A scenario's own params still override every one of them.

import type { Params } from '../../model/params.js';
import type { DeepPartial } from '../../model/util.js';
import { defaultEngagementMatrix } from '../rule-params.js';
import { TACTICAL_MAP_PARAMS } from './map.js';

/** PB-FAT-03: the Fatigue Factor of PB Kursk and PB Normandy (PB-DIFF-43). */
export const PB_FATIGUE_FACTOR = 2;

/** PB-GEN-03, PB-FAT-01: fatigue runs 0-150; 150 is Maximum. */
export const PB_FATIGUE_MAX = 150;
/** PB-FAT-01: None 0, Low 1-49, Medium 50-99, High 100-149, Maximum 150. */
export const PB_FATIGUE_LEVELS = { medium: 50, high: 100 } as const;

export const TACTICAL_PARAMS: DeepPartial<Params> = {
  rangeEffect: 1.5, // PB-FIRE-17, PB-DIFF-09: "the standard Range Effect modifier is 1.5"
  qualityFireModifier: 2.5, // PB-FIRE-13, PB-DIFF-10: "the inherent Quality Fire Modifier is 2.5"
  // PB-SPOT-02, PB-DIFF-04: persistent concealment. A concealed unit that takes no action stays
  // unseen even by an adjacent enemy with line of sight (PC-SPT-03 lets one spot it at 1-2 hexes);
  // only Recon Spotting (PB-SPOT-10) or its own action (PB-SPOT-04) reveals it.
  spotting: { concealedRange: 0, concealedRangeOpen: 0 },
  variant: {
    fatigueMax: PB_FATIGUE_MAX, // PB-GEN-03, PB-FAT-01
    fatigueLevels: PB_FATIGUE_LEVELS, // PB-FAT-01: Medium 50-99, High 100-149
    stockpilingInPlay: false, // PB-SUP-25, PB-DIFF-08
    lowAmmo: false, // PB-SUP-14: not used in PB Kursk or PB Normandy
    isolatedFiringLowAmmo: false, // PB-SUP-06, PB-DIFF-34 (matters when a scenario turns Low Ammo on)
    lowFuel: false, // PB-SUP-17: not used in PB Kursk or PB Normandy
    fatigueFactor: PB_FATIGUE_FACTOR, // PB-FAT-03, PB-DIFF-43
    // PB-FIRE-03: mortars 1/2 MA indirect; other indirect fire twice the normal cost with value ×2.
    fireCost: { direct: 1 / 3, mortarIndirect: 1 / 2, otherIndirect: 2 / 3, otherIndirectValue: 2 },
    stackFire: true, // PB-FIRE-21, PB-DIFF-20
    vehicleCoverShare: 0.5, // PB-FIRE-12 item 5, PB-FORT-02, PB-DIFF-19
    artilleryHardTargetRange: 4, // PB-FIRE-16: Artillery Hard Target Mod "at range ≤ 4"
    aaDirectRangeEffect: true, // PB-AIR-03: AA fire with the direct-fire range effect
    elevationLevelMetres: 25, // PB-FIRE-15 per level; PB-MAP-04: one level = 25 m (PB Normandy)
    elevationMaxLevels: 5, // PB-FIRE-15: "up to 5 levels"
    phasedPlay: false, // PB-TURN-03, PB-DIFF-02: no phased play
    digInIpMultiplier: 4, // PB-MOVE-42: digging an Improved Position ×4
    digInCompanyMultiplier: 3, // PB-MOVE-42 leaves a company open: ours ×3 (as 3 platoons)
    fowLeadingDigit: true, // PB-SPOT-20: `#`, `#X`, `#XX` in hexes without concealment
    indirectHexCap: 1.5, // PB-FIRE-10, PB-DIFF-30: 1.5 × the maximum stacking value
    stillSpotters: true, // PB-SPOT-14, PB-DIFF-11, PB-AIR-23
    reconStandard: true, // PB-SPOT-10, PB-DIFF-14
    opFireUnlimited: true, // PB-FIRE-35, PB-DIFF-05
    // PB-FIRE-37, PB-DIFF-31: each side's engagement limits (our default matrix, rule-params.ts).
    engagementLimits: { allied: defaultEngagementMatrix(), axis: defaultEngagementMatrix() },
    // PB-SPOT-16, PB-DIFF-32: intel markers fade after 4 turns (2 hours) and go once their hex is
    // seen empty (our life cycle, not from the source: rules/intel.ts).
    intel: { maxAge: 4, clearSeenEmpty: true },
    // PB-FIRE-46: 4 smoke shots a side (ours: the manual leaves the number to the scenario), one
    // level (25 m, PB-DIFF-43) high, lasting the firer's turn and the enemy's (rules/smoke.ts).
    smoke: { shots: { allied: 4, axis: 4 }, heightMetres: 25, playerTurns: 2 },
    airDelay: true, // PB-AIR-02, PB-DIFF-33: requested this turn, flown the next (rules/air-requests.ts)
    map: TACTICAL_MAP_PARAMS, // PB-IMP-04/20/30/35, PB-ASLT-13, PB-MAP-03 (map.ts)
    engagementSetting: true, // PB-FIRE-37, PB-DIFF-31: the player sets them (rules/engagement-settings.ts)
    // PB-UNIT-33/34 (PB-DIFF-22..28): transport units, external riders, carry/uncarry;
    // PB-ASLT-20 (PB-DIFF-23): Assault-0 units are overrun (rules/unit-variant.ts).
    units: { carry: { enabled: true }, overrunAssaultZero: true },
    combineSizes: ['platoon'], // PB-UNIT-50: platoons of one company combine; companies do not
  },
};
