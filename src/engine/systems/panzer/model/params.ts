// Parameter Data (panzer-campaigns.md Appendix A). The manual names these and gives no values;
// each default below is ours and is recorded in docs/rules-decisions.md. A scenario may override
// any of them, per side where the catalogue says "per side".

import {
  DEFAULT_CONDITIONS,
  DEFAULT_HEXSIDES,
  DEFAULT_ROAD_COSTS,
  DEFAULT_TERRAIN,
  type ConditionTable,
  type HexsideType,
  type RoadCosts,
  type TerrainType,
} from './terrain.js';
import { defaultSpottingParams, type SpottingParams } from './spotting-params.js';
import { defaultCombatParams, type CombatParams } from './combat-params.js';
import { defaultAirParams, type AirParams } from './air-params.js';
import { defaultEngineerParams, type EngineerParams } from './engineer-params.js';
import { defaultSupplyOptionParams, type SupplyOptionParams } from './supply-options-params.js';
import { defaultOcsParams, type OcsParams } from '../modules/ocs/params.js';
import { defaultVariantParams, type VariantParams } from '../profiles/rule-params.js';

export interface SideParams {
  /** Global Supply Value, percent (PC-SUP-02). */
  globalSupply: number;
  railCapacity: number;
  /** Indirect Mod, percent applied to indirect opportunity fire (PC-FIR-17). */
  indirectMod: number;
  counterbattery: number;
  deceptionRange: number;
  deceptionEffect: number;
  deceptionDamage: number;
  deceptionDetect: number;
  /** Dust Spotting chance, percent, 0 = off (PC-SPT-08). */
  dustSpotting: number;
  /** Unit Recovery percent per turn (PC-REC-01). */
  unitRecovery: number;
  artillerySetup: number;
  stockpiling: number;
  /** Frozen Penalty 0..100 (PC-ENV-11). */
  frozenPenalty: number;
  bridgeValue: number;
  pontoonMinTurns: number;
  wiredBridge: number;
  airInterception: number;
  airInterdiction: number;
  airAvailability: number;
}

export interface Params {
  terrain: TerrainType[];
  hexsides: HexsideType[];
  roadCosts: RoadCosts;
  conditions: ConditionTable;
  /** MP per 100 m climbed (PC-MAP-06): climbing only, see rules-decisions. */
  elevationCostPer100m: number;
  /** Maximum Stacking Limit, men-equivalents (PC-UNT-08). */
  maxStacking: number;
  /** Road Stacking Limit, men-equivalents (PC-UNT-08, PC-MOV-05). */
  roadStacking: number;
  /** Deployed towed guns per hex, 0 = no limit (PC-UNT-09). */
  towedGunLimit: number;
  /** Chance per hex, percent, before the quality multiplier (PC-MOV-10). */
  nightMoveDisruption: number;
  /** ZOC Movement Multiplier (PC-ZOC-03); 0 = only into a friendly-occupied hex for the whole MA. */
  zocMoveMultiplier: number;
  /** Vehicle Breakdown B (PC-MOV-12). */
  vehicleBreakdown: number;
  /** Extra MP for a Ford crossing (PC-WAT-06). */
  fordCost: number;
  /** Minefield attack casualties, percent of strength per point of minefield strength (PC-IMP-06). */
  minefieldCasualtyPct: number;
  /** Path finding refuses paths longer than factor x distance + slack hexes (PC-MSC-06). */
  pathDetourFactor: number;
  pathDetourSlack: number;
  congestionExpiration: number;
  qualityFireModifier: number;
  /** Elevation modifier, percent, when the target is higher (PC-FIR-12). */
  elevationModifier: number;
  /** Range Effect R (PC-FIR-22). */
  rangeEffect: number;
  /** Infantry Effectiveness at the breakpoint, percent (PC-FIR-16); the men % is combat.infantryBreakpointMen. */
  infantryEffectiveness: number;
  /** Artillery Hard Target Mod, percent (PC-FIR-21). */
  artilleryHardTargetMod: number;
  lowCombatValue: number;
  highCombatValue: number;
  rubbleValue: number;
  /** Digging-In probability per turn, percent (PC-MSC-02). */
  diggingIn: number;
  bunkerProb: number;
  mineProb: number;
  bridgeDefense: { light: number; medium: number; heavy: number };
  airStrikeHexLimit: number;
  /** Fatigue recovered per rest turn (PC-FAT-05). */
  restValue: number;
  /** Loss VP per men-equivalent lost, and the multiplier for cavalry/mountain (PC-VIC-07, PC-UNT-13). */
  vpPerMenLost: number;
  vpPerVehicleLost: number;
  vpPerGunLost: number;
  eliteVpMultiplier: number;
  stockpiledFireModifier: number;
  refuelPercentage: number;
  /** Combat parameters and readings of open points (combat-params.ts). */
  combat: CombatParams;
  /** Line of sight, concealment, patrol, recon and dust numbers (spotting-params.ts, PC-SPT). */
  spotting: SpottingParams;
  /** Engineer numbers the manual leaves open (engineer-params.ts, PC-ENG). */
  engineers: EngineerParams;
  /** Air numbers the manual leaves open (air-params.ts, PC-AIR). */
  air: AirParams;
  /** Optional supply rules, Alternate Assault and Night Fatigue (supply-options-params.ts). */
  supplyOptions: SupplyOptionParams;
  /** The OCS movement module (modules/ocs): inert unless a scenario selects the module. */
  ocs: OcsParams;
  /** Rules the operational and tactical profiles play differently (profiles/rule-params.ts, PB-DIFF). */
  variant: VariantParams;
  side: { allied: SideParams; axis: SideParams };
}

export const DEFAULT_SIDE_PARAMS: SideParams = {
  globalSupply: 80,
  railCapacity: 2000,
  indirectMod: 50,
  counterbattery: 100,
  deceptionRange: 3,
  deceptionEffect: 10,
  deceptionDamage: 30,
  deceptionDetect: 20,
  dustSpotting: 0,
  unitRecovery: 2,
  artillerySetup: 70,
  stockpiling: 20,
  frozenPenalty: 0,
  bridgeValue: 10,
  pontoonMinTurns: 4,
  wiredBridge: 50,
  airInterception: 10,
  airInterdiction: 10,
  airAvailability: 70,
};

export function defaultParams(): Params {
  return {
    terrain: DEFAULT_TERRAIN.map((t) => ({ ...t, cost: { ...t.cost } })),
    hexsides: DEFAULT_HEXSIDES.map((h) => ({ ...h, cost: { ...h.cost } })),
    roadCosts: structuredClone(DEFAULT_ROAD_COSTS),
    conditions: structuredClone(DEFAULT_CONDITIONS),
    elevationCostPer100m: 1,
    maxStacking: 3000,
    roadStacking: 1500,
    towedGunLimit: 0,
    nightMoveDisruption: 5,
    zocMoveMultiplier: 2,
    vehicleBreakdown: 1,
    fordCost: 2,
    minefieldCasualtyPct: 3,
    pathDetourFactor: 3,
    pathDetourSlack: 4,
    congestionExpiration: 0,
    qualityFireModifier: 1,
    elevationModifier: -10,
    rangeEffect: 1.5,
    infantryEffectiveness: 90,
    artilleryHardTargetMod: 50,
    lowCombatValue: 5,
    highCombatValue: 60,
    rubbleValue: 40,
    diggingIn: 10,
    bunkerProb: 5,
    mineProb: 20,
    bridgeDefense: { light: 10, medium: 20, heavy: 30 },
    airStrikeHexLimit: 3,
    restValue: 10,
    vpPerMenLost: 0.02,
    vpPerVehicleLost: 0.5,
    vpPerGunLost: 0.3,
    eliteVpMultiplier: 1.5,
    stockpiledFireModifier: 150,
    refuelPercentage: 50,
    combat: defaultCombatParams(),
    spotting: defaultSpottingParams(),
    engineers: defaultEngineerParams(),
    air: defaultAirParams(),
    supplyOptions: defaultSupplyOptionParams(),
    ocs: defaultOcsParams(),
    variant: defaultVariantParams(),
    side: { allied: { ...DEFAULT_SIDE_PARAMS }, axis: { ...DEFAULT_SIDE_PARAMS } },
  };
}
