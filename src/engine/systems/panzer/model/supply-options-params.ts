// Numbers of the optional supply rules (PC-SUP-24..39) and of the optional rules whose mechanics
// the manual leaves open (PC-ASL-07 Alternate Assault, PC-FAT-06 Night Fatigue). The manual's own
// numbers are the defaults where it gives them; the rest are ours (docs/rules-decisions.md).

export interface SupplyOptionParams {
  /** PC-SUP-25: at or above this Artillery Setup %, self-propelled artillery is exempt. */
  setupSelfPropelledExempt: number;
  /** PC-SUP-27b: a Stockpiled unit's supply tests use this fraction of the Local Supply Value. */
  stockpiledSupplyFactor: number;
  /** PC-SUP-30: supply lost per MP of the Virtual Supply Truck path. */
  vstRate: number;
  /** PC-SUP-31: MP charged for a hex where motorized movement is prohibited. */
  vstProhibitedCost: number;
  /** PC-SUP-31: the truck's movement allowance, for steps that cost "the entire MA" (ferries). */
  vstTruckMa: number;
  /** PC-SUP-33: the Local Supply Value of the supply tests under Explicit Supply. */
  explicitLocalSupply: number;
  /** PC-SUP-34: range in hexes of a Supply Unit whose scenario gives none. */
  supplyUnitRange: number;
  /** PC-SUP-35: men, and vehicles or guns, per supply point of one resupply. */
  menPerSupplyPoint: number;
  vehiclesPerSupplyPoint: number;
  /** PC-ASL-07: weight of a range-0 Hard value in an assault against an all-armoured force. */
  alternateAssaultHardFactor: number;
  /** PC-FAT-06: fatigue a unit gains for each night turn it did not rest. */
  nightFatigueGain: number;
  /** PC-REC-03: fraction of the replacement rate a Detached unit receives. */
  replacementDetachedFactor: number;
}

export function defaultSupplyOptionParams(): SupplyOptionParams {
  return {
    setupSelfPropelledExempt: 90,
    stockpiledSupplyFactor: 0.75,
    vstRate: 0.02,
    vstProhibitedCost: 50,
    vstTruckMa: 50,
    explicitLocalSupply: 80,
    supplyUnitRange: 5,
    menPerSupplyPoint: 100,
    vehiclesPerSupplyPoint: 10,
    alternateAssaultHardFactor: 1,
    nightFatigueGain: 10,
    replacementDetachedFactor: 0.25,
  };
}
