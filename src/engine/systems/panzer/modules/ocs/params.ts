// Parameters of the OCS movement module (../shared/rules/ocs-movement.md). The source leaves these
// open (OCS-MOV-NS-xx) or the engine chose them (OCS-MOV-D-xx); each default is recorded in
// docs/rules-decisions.md, "OCS movement module (OCS-MOV)". Numbers and booleans only, so that the
// scenario schema derives their overrides from these defaults (scenario/schema.ts overridesOf).

import type { UnitSize } from '../../model/unit.js';

export interface OcsParams {
  /** OCS-MOV-25: Strategic mode multiplies the Move-mode allowance. */
  strategicFactor: number;
  /** OCS-MOV-25: Reserve mode multiplies the Combat-mode allowance. */
  reserveFactor: number;
  /** OCS-MOV-25: a DG (here: Disrupted or Broken) unit's allowance. */
  dgFactor: number;
  /**
   * OCS-MOV-NS-06: the Combat-mode allowance as a fraction of the panzer Speed (the Move-mode
   * value), for vehicles (motorized, tracked) and for everyone else.
   */
  combatFactorVehicle: number;
  combatFactorOther: number;
  /** OCS-MOV-NS-06: a mode change at the start of a unit's movement costs this many MP. */
  modeChangeCost: number;
  /** OCS-MOV-D-04: the one-hex minimum move (OCS-MOV-26); off = allowances are strict. */
  minimumMove: boolean;
  /** OCS-MOV-14: the straight-line breakout range, hexes. */
  breakoutRange: number;
  /** OCS-MOV-16: faces of the breakout die and the lowest face that succeeds. */
  breakoutDie: number;
  breakoutSuccess: number;
  /**
   * OCS-MOV-17: turns until a broken-out unit returns; 0 = the die result (the source's reading),
   * n > 0 = n turns whatever the roll (1 = next turn).
   */
  breakoutReturnTurns: number;
  /** OCS-MOV-43: the share of the allowance a unit may have spent and still entrain. */
  entrainMaxSpent: number;
  /** OCS-MOV-48: the capacity factor of a route wholly on double line (OCS-MOV-D-09). */
  doubleLineFactor: number;
  /** OCS-MOV-NS-15: RE of rail capacity each side has per player turn when the scenario gives none. */
  railCapacity: number;
  /** OCS-MOV-47, OCS-MOV-NS-14: Regiment Equivalents by unit size (a battalion is 1/2 RE). */
  re: Record<UnitSize, number>;
}

export function defaultOcsParams(): OcsParams {
  return {
    strategicFactor: 2,
    reserveFactor: 0.5,
    dgFactor: 0.5,
    combatFactorVehicle: 0.5,
    combatFactorOther: 1,
    modeChangeCost: 0,
    minimumMove: true,
    breakoutRange: 15,
    breakoutDie: 6,
    breakoutSuccess: 5,
    breakoutReturnTurns: 0,
    entrainMaxSpent: 0.5,
    doubleLineFactor: 0.5,
    railCapacity: 1,
    re: {
      army: 16,
      corps: 8,
      division: 4,
      brigade: 2,
      regiment: 1,
      battalion: 0.5,
      company: 0.25,
      platoon: 0.125,
    },
  };
}
