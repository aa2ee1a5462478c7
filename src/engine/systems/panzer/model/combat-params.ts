// Combat Parameter Data (PC-FIR, PC-FRT, PC-ASL, PC-CRT, PC-MRL, PC-FAT, PC-TRN-06). The manual
// names some of these and gives no values; the others settle points it leaves open (Appendix C).
// Every default is recorded in docs/rules-decisions.md under "Combat".

export type FortificationType = 'ip' | 'trench' | 'bunker' | 'pillbox';

export interface CombatParams {
  /** PC-FIR-16 breakpoint: this percent of men fires at params.infantryEffectiveness percent. */
  infantryBreakpointMen: number;
  /** Fortification fire modifiers in percent (PC-FRT-01, PC-FIR-08/09). */
  fortification: Record<FortificationType, number>;
  /** Defense value increase, percent, for units protected by a Bunker or Pillbox (PC-FIR-09). */
  bunkerDefense: number;
  pillboxDefense: number;
  /** How several percentage modifiers combine (PC-GEN-07): 'multiply' (1+a)(1+b) or 'add' a+b. */
  percentCombine: 'multiply' | 'add';
  /** Floor of the combined percentage modifier under 'add', percent (e.g. -90). */
  minCombinedPercent: number;
  /** Casualty multiplier for a Broken target of fire (PC-FIR-14: "fewer casualties"). */
  brokenTargetCasualties: number;
  /** Assault Low/High Combat Values; 0 = use the fire pair (PC-ASL-17, App. C.3). */
  assaultLowCombatValue: number;
  assaultHighCombatValue: number;
  /** PC-MRL-04: 'maxFatigue' (9.2, the spec's choice) or 'anyFailure' (9.0). */
  breakRule: 'maxFatigue' | 'anyFailure';
  /** PC-CRT-04: fatigue gained from 0 (9.3) or from the casualty value (12.0) up to factor × loss. */
  fatigueFrom: 'zero' | 'loss';
  /** Opportunity fire (PC-TRN-06): chance in percent that an eligible unit fires, divided by range. */
  opFireChance: number;
  /** At most this many units fire at one trigger (one hex entered, one mode change, one shot). */
  opFireMaxFirers: number;
  /** Opportunity shots a unit may fire in one enemy player turn. */
  opFireShotsPerTurn: number;
  /** Shots by the active side trigger opportunity fire back at the firer (PC-TRN-06). */
  opFireOnFire: boolean;
  /** PC-FIR-25: counterbattery spotting only out to this range. */
  counterbatteryRange: number;
  /** PC-FIR-31: chance of rubble = fire value / (fire value + rubbleScale × params.rubbleValue). */
  rubbleScale: number;
  /** Recovery chances are halved without a working HQ (PC-MRL-07); 50 = the manual's 1/2. */
  noHqRecoveryPercent: number;
}

export function defaultCombatParams(): CombatParams {
  return {
    infantryBreakpointMen: 70,
    fortification: { ip: -15, trench: -25, bunker: -35, pillbox: -50 },
    bunkerDefense: 50,
    pillboxDefense: 100,
    percentCombine: 'multiply',
    minCombinedPercent: -90,
    brokenTargetCasualties: 0.5,
    assaultLowCombatValue: 0,
    assaultHighCombatValue: 0,
    breakRule: 'maxFatigue',
    fatigueFrom: 'zero',
    opFireChance: 60,
    opFireMaxFirers: 2,
    opFireShotsPerTurn: 2,
    opFireOnFire: true,
    counterbatteryRange: 10,
    rubbleScale: 1000,
    noHqRecoveryPercent: 50,
  };
}
