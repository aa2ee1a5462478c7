// The OCS module's part of the GameState. Plain data (design invariant 1); handlers replace it
// with a copy before changing it (mutableOcs), because cloneState shares it between states.

import type { GameState } from '../../model/state.js';
import type { Side } from '../../model/unit.js';

/** OCS-MOV-01: the three segments of the Movement Phase. */
export type OcsSegment = 'breakout' | 'movement' | 'bombardment';

export interface OcsReturn {
  readonly unit: number;
  /** The game turn it re-enters (OCS-MOV-17). */
  readonly turn: number;
  /** Where it broke out, to find a place of return near it (OCS-MOV-NS-12). */
  readonly from: number;
}

export interface OcsState {
  segment: OcsSegment;
  /** RE of rail capacity used this player turn, by side (OCS-MOV-47). */
  railUsed: Record<Side, number>;
  /** Units on the Turn Record Track after a successful breakout (OCS-MOV-17). */
  turnTrack: OcsReturn[];
}

export function initialOcsState(): OcsState {
  return { segment: 'breakout', railUsed: { allied: 0, axis: 0 }, turnTrack: [] };
}

/** The draft's OCS state as a fresh copy the caller may change. */
export function mutableOcs(draft: GameState): OcsState {
  const o = draft.ocs ?? initialOcsState();
  const copy: OcsState = { segment: o.segment, railUsed: { ...o.railUsed }, turnTrack: o.turnTrack.slice() };
  draft.ocs = copy;
  return copy;
}
