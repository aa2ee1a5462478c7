// The changing state of off-map air units (PC-AIR), indexed like scenario.air.

import type { Cohesion } from './unit.js';

/** 'ready' may fly; 'unavailable' waits for its availability test; 'spent' flew its Single Use. */
export type AirStatus = 'ready' | 'unavailable' | 'spent' | 'removed';

export interface AirUnitState {
  status: AirStatus;
  /** Aircraft left. */
  strength: number;
  fatigue: number;
  cohesion: Cohesion;
}

export interface AirState {
  units: AirUnitState[];
  /** Aircraft committed to strikes on each hex this player turn (PC-AIR-12). */
  hexAircraft: Record<number, number>;
  /** Air Availability percent per side after scheduled changes (PC-AIR-16); absent = the parameter. */
  availability: Partial<Record<'allied' | 'axis', number>>;
  /**
   * Missions requested this turn, flown at the start of the side's next turn (PB-AIR-02,
   * rules/air-requests.ts); absent when none. Replaced whole, never changed in place.
   */
  requests?: readonly AirRequest[];
}

/** A mission called in one turn and flown the next (PB-AIR-02, PB-DIFF-33). */
export interface AirRequest {
  /** The air unit, by index in scenario.air. */
  readonly air: number;
  readonly kind: 'strike' | 'recon';
  /** The hex aimed at. */
  readonly loc: number;
  /** The enemy unit chosen in it (PC-AIR-04), if one was. */
  readonly target?: number;
  /** The turn it was requested. */
  readonly turn: number;
}

export function cloneAirState(a: AirState | undefined): AirState {
  if (!a) return { units: [], hexAircraft: {}, availability: {} }; // a save from before air units
  return {
    units: a.units.map((u) => ({ ...u })),
    hexAircraft: { ...a.hexAircraft },
    availability: { ...a.availability },
    ...(a.requests ? { requests: a.requests } : {}),
  };
}
