// Phased play under the Manual Defensive Fire optional rule (PC-PHS-02): the phase of the player
// turn in progress and what the phase rules need to remember. Plain JSON; absent when the rule is off.

export type PhaseName = 'movement' | 'defensiveFire' | 'offensiveFire' | 'assault';

/** The four phases of one player turn, in order (PC-PHS-02); two player turns make the 8 phases. */
export const PHASE_ORDER: readonly PhaseName[] = ['movement', 'defensiveFire', 'offensiveFire', 'assault'];

export const PHASE_NAMES: Record<PhaseName, string> = {
  movement: 'Movement Phase',
  defensiveFire: 'Defensive Fire Phase',
  offensiveFire: 'Offensive Fire Phase',
  assault: 'Assault Phase',
};

export interface PhaseState {
  name: PhaseName;
  /** Units that fired in this Fire Phase: each fires once per Fire Phase (PC-PHS-03c). */
  fired: number[];
  /** Units that left Travel or Rail Mode in this Movement Phase: Deploying until the next Defensive Fire Phase ends (PC-PHS-05). */
  deploying: number[];
  /** Hexes emptied by fire in the Offensive Fire Phase, assaultable while empty (PC-PHS-07). */
  deserted: number[];
}

export function clonePhase(p: PhaseState): PhaseState {
  return {
    name: p.name,
    fired: p.fired.slice(),
    deploying: p.deploying.slice(),
    deserted: p.deserted.slice(),
  };
}
