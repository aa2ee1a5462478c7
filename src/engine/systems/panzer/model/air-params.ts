// Air Parameter Data (PC-AIR) the manual names without values, and readings of its open points
// (Appendix C.3). The per-side values (Air Availability, Interception, Interdiction) are in
// SideParams; every default here is recorded in docs/rules-decisions.md under "Air".

export interface AirParams {
  /** Multiplier on Heavy AA firing at low-flying aircraft (PC-AIR-21: "reduced", no amount given). */
  heavyAaLowFlying: number;
  /** Multiplier on the loss counted for disruption by Carpet Bombing (PC-AIR-05: "greater chance"). */
  carpetDisruption: number;
  /** Carpet Bombing scatters the target hex by up to this many hexes (PC-AIR-05). */
  carpetScatter: number;
  /** Cap in percent on the interdiction chance per hex entered (PC-AIR-13). */
  interdictionCap: number;
  /**
   * PC-AIR-17 Low Visibility Air Effects: Air Availability percent is multiplied by this factor
   * when the effective visibility is at or below the index (index 0..3; above 3 = no reduction).
   */
  lowVisibilityAvailability: number[];
  /** Men-equivalents one aircraft counts for in a strike (App. C.3 "aircraft strength weighting"; PC-GEN-01 vehicles). */
  aircraftMenEquivalent: number;
  /** The typical aircraft flying interdiction when a side has no combat air unit (PC-AIR-14). */
  interdictionAircraft: { strength: number; hard: number; soft: number };
}

export function defaultAirParams(): AirParams {
  return {
    heavyAaLowFlying: 0.5,
    carpetDisruption: 3,
    carpetScatter: 2,
    interdictionCap: 90,
    lowVisibilityAvailability: [0, 0.25, 0.5, 0.75],
    aircraftMenEquivalent: 10,
    interdictionAircraft: { strength: 4, hard: 4, soft: 6 },
  };
}
