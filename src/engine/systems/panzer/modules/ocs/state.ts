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

/** A supply depot marker (OCS-MOV-50..53): the SP it holds, and who holds it. */
export interface OcsDepot {
  readonly loc: number;
  readonly side: Side;
  /** Supply Points, a whole number of tokens (params.ocs.token). */
  readonly sp: number;
  readonly name?: string;
  /** Wired: blown, wholly, when an enemy unit enters its hex in the enemy's turn (OCS-MOV-50). */
  readonly wired?: boolean;
}

/** An airbase (OCS-MOV-70..72): level 1..3; `side` = its builder or the scenario's owner. */
export interface OcsAirbase {
  readonly level: number;
  readonly side: Side | null;
}

/** A port (OCS-MOV-64): `level` now, `max` undamaged. */
export interface OcsPort {
  readonly level: number;
  readonly max: number;
}

/** The construction kinds of OCS-MOV-64, one per unit per turn (OCS-MOV-65). */
export type OcsWorkKind = 'airbase' | 'fortification' | 'port';

export interface OcsState {
  segment: OcsSegment;
  /** RE of rail capacity used this player turn, by side (OCS-MOV-47). */
  railUsed: Record<Side, number>;
  /** Units on the Turn Record Track after a successful breakout (OCS-MOV-17). */
  turnTrack: OcsReturn[];
  /** Depots on the map (OCS-MOV-50); absent until the module's first step seeds them. */
  depots?: OcsDepot[];
  /** Airbases by location (OCS-MOV-72: one per hex). */
  airbases?: Record<number, OcsAirbase>;
  /** Fortification levels by location (OCS-MOV-79: one per hex). */
  forts?: Record<number, number>;
  /** Ports by location. */
  ports?: Record<number, OcsPort>;
  /** Units that did construction this turn, with the hex and kind (OCS-MOV-62/65). */
  work?: Record<number, { readonly loc: number; readonly kind: OcsWorkKind }>;
  /** "kind@loc" of levels gained this phase: one per hex and phase (OCS-MOV-71/76). */
  raised?: string[];
}

export function initialOcsState(): OcsState {
  return { segment: 'breakout', railUsed: { allied: 0, axis: 0 }, turnTrack: [] };
}

/** The draft's OCS state as a fresh copy the caller may change. */
export function mutableOcs(draft: GameState): OcsState {
  const o = draft.ocs ?? initialOcsState();
  const copy: OcsState = { segment: o.segment, railUsed: { ...o.railUsed }, turnTrack: o.turnTrack.slice() };
  if (o.depots) copy.depots = o.depots.map((d) => ({ ...d }));
  if (o.airbases) copy.airbases = { ...o.airbases };
  if (o.forts) copy.forts = { ...o.forts };
  if (o.ports) copy.ports = { ...o.ports };
  if (o.work) copy.work = { ...o.work };
  if (o.raised) copy.raised = o.raised.slice();
  draft.ocs = copy;
  return copy;
}
