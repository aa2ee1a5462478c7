// The Air/Naval combat resolution track (RS-TRK-1..4, §15): every combat with an air or naval
// unit, and mines, reads hits from it. The attack roll places the Target marker on the difference
// between the factor and the modified roll; an air or naval target's ECM roll moves it back; the
// blue row gives hits on air and naval targets, the green row hits on ground targets and
// installations.

import type { RsDice } from './dice.js';

/** RS-TRK-3 blue row, d = 0..9, and ≥ 10 reads the last entry. From the rulebook (d = 2 by the §15.7 example). */
export const BLUE_ROW: readonly number[] = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4];
/**
 * RS-TRK-3 / RS-AMB-3 green row, d = 0..10. The rulebook gives d = 0..5 and 8; d = 6, 7 are derived
 * by monotonicity (2); d ≥ 9 is our default (2), not from the source (docs/rules-decisions.md,
 * decision RS-D-TRACKGREEN).
 */
export const GREEN_ROW: readonly number[] = [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2];
/** Which green cells are ours, not the rulebook's (for reports). */
export const GREEN_DEFAULT_FROM = 9;

export type TrackRow = 'blue' | 'green';

/** RS-TRK-3: hits for a final difference (< 0: none). */
export function trackHits(row: TrackRow, d: number): number {
  if (d < 0) return 0;
  const r = row === 'blue' ? BLUE_ROW : GREEN_ROW;
  return r[Math.min(d, r.length - 1)]!;
}

export interface TrackResult {
  /** The attack roll and its modified value (RS-TRK-1). */
  readonly roll: number;
  readonly modified: number;
  /** factor − modified roll; null when the roll was above the factor (no effect). */
  readonly difference: number | null;
  /** The target's ECM roll (RS-TRK-2), when it rolled. */
  readonly ecmRoll?: number;
  /** Boxes the ECM moved the marker back. */
  readonly ecmShift: number;
  /** The final difference read (RS-TRK-4), null for no effect. */
  readonly final: number | null;
  readonly hits: number;
  /** The hits came from a cell that is our default (RS-AMB-3). */
  readonly defaultCell: boolean;
}

export interface TrackAttack {
  /** The firing factor (AA, B, AS, SS or the mine level). */
  readonly factor: number;
  /** Sum of DRMs to the attack roll (negative helps the firer). */
  readonly drm?: number;
  /** The target's ECM (air/naval targets only; undefined = no ECM step, e.g. ground targets). */
  readonly ecm?: number;
  /** DRM to the target's ECM roll (E-3A −1 RS-AIR-16, escort force −1 per SAG RS-AMB-28). */
  readonly ecmDrm?: number;
  readonly row: TrackRow;
}

/**
 * RS-TRK-1..4: one firing unit's attack. Roll 1d10 + DRM; ≤ factor places the marker at the
 * difference; then (with an ECM) the target rolls 1d10 + ecmDrm and, below its ECM, moves the
 * marker back by ECM − roll; past zero there is no effect.
 */
export function resolveTrack(a: TrackAttack, dice: RsDice): TrackResult {
  const roll = dice.d10();
  const modified = roll + (a.drm ?? 0);
  if (modified > a.factor || a.factor <= 0)
    return { roll, modified, difference: null, ecmShift: 0, final: null, hits: 0, defaultCell: false };
  const difference = a.factor - modified;
  let ecmShift = 0;
  let ecmRoll: number | undefined;
  if (a.ecm !== undefined && a.ecm > 0) {
    ecmRoll = dice.d10();
    const r = ecmRoll + (a.ecmDrm ?? 0);
    if (r < a.ecm) ecmShift = a.ecm - r;
  }
  const d = difference - ecmShift;
  const hits = trackHits(a.row, d);
  return {
    roll,
    modified,
    difference,
    ...(ecmRoll !== undefined ? { ecmRoll } : {}),
    ecmShift,
    final: d >= 0 ? d : null,
    hits,
    defaultCell: a.row === 'green' && d >= GREEN_DEFAULT_FROM,
  };
}
