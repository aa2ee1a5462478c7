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
  /** OCS-MOV-52, OCS-MOV-NS-19: the size of a supply token in SP (not from the source). */
  token: number;
  /** OCS-MOV-52, OCS-MOV-NS-19: faces of the Depot Blowing Table die. */
  blowDie: number;
  /**
   * OCS-MOV-52, OCS-MOV-NS-19: the Depot Blowing Table, percent of the SP tried destroyed by die
   * face (not from the source: a labelled default).
   */
  blowTable: Record<'1' | '2' | '3' | '4' | '5' | '6', number>;
  /** OCS-MOV-52, OCS-MOV-NS-19: a result exactly between two tokens rounds up (more destroyed). */
  blowTieUp: boolean;
  /**
   * OCS-MOV-66, OCS-MOV-NS-02: a depot is "in range" of a unit when a supply path (PC-SUP-34: no
   * enemy unit, no enemy ZOC without a friendly unit) of at most this many hexes joins them.
   */
  depotRange: number;
  /** OCS-MOV-75: SP per fortification level by a combat unit. */
  fortCost: number;
  /** OCS-MOV-D-12: SP per fortification level by an engineer-capable unit. */
  engineerFortCost: number;
  /** OCS-MOV-NS-21: SP per airbase level (not from the source). */
  airbaseCost: number;
  /** OCS-MOV-NS-21: SP per port level repaired (not from the source). */
  portRepairCost: number;
  /** OCS-MOV-63: the work radius of an engineer-capable unit, hexes. */
  workRadius: number;
  /** OCS-MOV-75: the least RE of a combat unit that builds fortifications. */
  fortMinRe: number;
  /** OCS-MOV-NS-24: may an airbase and a fortification share a hex? */
  airbaseFortShare: boolean;
  /** OCS-MOV-NS-25: may combat units (not engineer-capable) build, improve or reduce airbases? */
  combatUnitsBuildAirbases: boolean;
  /**
   * OCS-MOV-01/80: the host's ground fire and assaults may be made in the Movement Segment (the
   * panzer turn has no separate Combat Phase); false = no ground fire at all in segments A..C.
   */
  hostCombatInMovement: boolean;
  /**
   * OCS-MOV-NS-22: an air strike needs a friendly airbase within this many hexes of its target;
   * 0 = airbases do not limit strikes (not from the source).
   */
  airbaseRange: number;
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
    token: 0.25,
    blowDie: 6,
    blowTable: { '1': 25, '2': 50, '3': 50, '4': 75, '5': 75, '6': 100 },
    blowTieUp: true,
    depotRange: 5,
    fortCost: 2,
    engineerFortCost: 2,
    airbaseCost: 1,
    portRepairCost: 1,
    workRadius: 2,
    fortMinRe: 1,
    airbaseFortShare: true,
    combatUnitsBuildAirbases: false,
    hostCombatInMovement: true,
    airbaseRange: 0,
  };
}
