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
}

export function cloneAirState(a: AirState | undefined): AirState {
  if (!a) return { units: [], hexAircraft: {}, availability: {} }; // a save from before air units
  return {
    units: a.units.map((u) => ({ ...u })),
    hexAircraft: { ...a.hexAircraft },
    availability: { ...a.availability },
  };
}
