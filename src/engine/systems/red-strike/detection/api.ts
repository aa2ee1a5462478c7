// What other folders ask of detection (§19). Owned by detection/; the signatures are the contract
// between the folders (add optional parameters, do not change these).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';

/** An air or naval unit by the index of its definition (scenario.extended.air/naval.units). */
export type Detectable =
  { readonly kind: 'air'; readonly unit: number } | { readonly kind: 'naval'; readonly unit: number };

/** Something that can carry a Recon marker (RS-AIR-66, RS-SF-3). */
export type ReconTarget =
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'naval'; readonly unit: number }
  /** An installation: an air base id, an ADN installation id, an extended.installations id, a port hex label. */
  | { readonly kind: 'installation'; readonly id: string };

/** RS-DET-1..3: is the unit detected by the other side now? */
export function isDetected(s: RsState, t: Detectable): boolean {
  const u = t.kind === 'air' ? s.ext.air?.units[t.unit] : s.ext.naval?.units[t.unit];
  return u?.detected ?? false;
}

/** Marks a unit (and, RS-DET-1, the same kind of units stacked with it) detected or undetected. */
export function setDetected(s: RsState, t: Detectable, detected: boolean, _events: RsEvent[]): void {
  const u = t.kind === 'air' ? s.ext.air?.units[t.unit] : s.ext.naval?.units[t.unit];
  if (u) u.detected = detected;
}

/**
 * RS-DET-4..7, RS-DET-10/11 (standard) or RS-DET-20..23 (advanced): the enemies of the target's
 * side that may try, try to detect it as it is in (or enters) `hex`. Returns true when it is
 * detected (now or already). `by` limits the detectors to one side's units of a kind.
 */
export function tryDetect(
  s: RsState,
  t: Detectable,
  _hex: number,
  _dice: RsDice,
  _events: RsEvent[],
  _by?: { readonly side: Side; readonly detectors?: 'ground' | 'air' | 'naval' },
): boolean {
  return isDetected(s, t);
}

/** RS-AIR-66 / RS-SF-3: does the target carry a Recon marker? */
export function isReconnoitred(s: RsState, t: ReconTarget): boolean {
  return s.ext.det?.recon?.some((r) => JSON.stringify(r) === JSON.stringify(t)) ?? false;
}

/** Places a Recon marker (the owner of the marker is the enemy of the target). */
export function markRecon(s: RsState, t: ReconTarget, _events: RsEvent[]): void {
  const det = s.ext.det;
  if (det && !isReconnoitred(s, t)) det.recon = [...(det.recon ?? []), t];
}
