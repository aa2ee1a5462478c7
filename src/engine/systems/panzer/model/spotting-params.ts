// Spotting Parameter Data (PC-SPT, PC-MAP-07). The manual leaves the line-of-sight algorithm, the
// concealment test and the recon and dust probabilities open (Appendix C.3); these are our
// numbers, each recorded in docs/rules-decisions.md under "Spotting". Scenarios may override any.

export interface SpottingParams {
  /** Height in metres of the eye of an observer and of a target above its hex (PC-MAP-07). */
  eyeHeight: number;
  /**
   * A concealed unit (PC-SPT-03/04) in terrain that blocks line of sight (woods, towns...) can be
   * spotted at this distance or closer; 1 = adjacent only.
   */
  concealedRange: number;
  /** The same for concealing terrain that does not block line of sight (fields, rough, marsh). */
  concealedRangeOpen: number;
  /** A Patrolling unit spots every enemy within this many hexes, whatever the LOS (PC-SUT-08). */
  patrolRange: number;
  /** Recon Spotting reaches Visibility + this many hexes (PC-SPT-07). */
  reconExtraRange: number;
  /** Recon chance at range R is reconRangeFactor / (R + 1), like Air Recon (PC-AIR-07). */
  reconRangeFactor: number;
  /** Percent of recon successes that identify the unit in detail; the rest show it as Unknown. */
  reconDetailChance: number;
  /** Recon chance multiplier by the recon unit's quality, A..F (as Air Recon, PC-AIR-07). */
  reconQuality: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', number>;
  /** Dust Spotting reaches this many hexes from a friendly unit (PC-SPT-08). */
  dustRange: number;
  /**
   * PC-MOV-21: when a unit is spotted, the Fixed units of its organisation that have a scheduled
   * Release (releaseTurn) are released early too.
   */
  releaseOrgWhenSpotted: boolean;
}

export function defaultSpottingParams(): SpottingParams {
  return {
    eyeHeight: 2,
    concealedRange: 1,
    concealedRangeOpen: 2,
    patrolRange: 2,
    reconExtraRange: 1,
    reconRangeFactor: 2,
    reconDetailChance: 50,
    reconQuality: { A: 1.5, B: 1.25, C: 1, D: 0.8, E: 0.6, F: 0.4 },
    dustRange: 10,
    releaseOrgWhenSpotted: true,
  };
}

/** The spotting parameters of a parameter set, defaults filled in (older saves may lack them). */
export function spottingParamsOf(params: object): SpottingParams {
  const p = (params as { spotting?: Partial<SpottingParams> }).spotting;
  if (!p) return defaultSpottingParams();
  const d = defaultSpottingParams();
  return { ...d, ...p, reconQuality: { ...d.reconQuality, ...p.reconQuality } };
}
