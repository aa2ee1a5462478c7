// The detection extension's state slice (state.ext.det), its commands and its events (issue 17).
// Commands and events of this folder start with "det-" so they never clash with another's.

import { z } from 'zod';
import type { Side } from '../scenario.js';
import type { Detectable, ReconTarget } from './api.js';

/** A unit that makes a detection attempt (ADN installations detect through adn/, RS-AIR-101). */
export type DetectorRef =
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'air'; readonly unit: number }
  | { readonly kind: 'naval'; readonly unit: number };

/** One detection attempt this GT (RS-DET-4/5, RS-DET-21/23). */
export interface DetAttempt {
  /** Detector key ("g3", "a7", "n2") and target key ("a4", "n1"). */
  readonly d: string;
  readonly t: string;
  /** The target's MP spent this GT when the attempt was made (RS-DET-5: a retry needs 10 more). */
  readonly mp: number;
  /** The OpHex range of the attempt, and its band (advanced, RS-DET-21): 'same', 0, 1, 2. */
  readonly range: number;
  readonly band: 'same' | 0 | 1 | 2 | null;
  readonly ok: boolean;
}

/** A Recon marker (RS-AIR-66 step 4, RS-SF-3 step 4); `hex`: where a unit was when marked. */
export interface ReconMark {
  readonly target: ReconTarget;
  /** The side that owns the marker (the target's enemy). */
  readonly by: Side;
  readonly hex: number;
  /** The GT it was placed in. */
  readonly turn: number;
}

/** state.ext.det */
export interface DetectionState {
  /** RS-DET-4/5/21/23 attempts made this GT (cleared in the end step). */
  attempts: DetAttempt[];
  /** The MP each target has spent this GT as far as detection knows (RS-DET-5), and its last hex. */
  track: Record<string, { hex: number; mp: number }>;
  /** RS-AIR-66 / RS-SF-3 Recon markers. */
  recon: ReconMark[];
  /** RS-OPT-18: the enemy HQs and LRMUs (unit indices) each side has detected. */
  found: Record<Side, number[]>;
}

const side = z.enum(['nato', 'wp']);
const reconTarget = z.union([
  z.strictObject({ kind: z.literal('ground'), unit: z.number().int().nonnegative() }),
  z.strictObject({ kind: z.literal('naval'), unit: z.number().int().nonnegative() }),
  z.strictObject({ kind: z.literal('installation'), id: z.string().min(1) }),
]);

/** The slice's snapshot schema (saves are checked against it). */
export const detectionSnapshot = z.strictObject({
  attempts: z.array(
    z.strictObject({
      d: z.string(),
      t: z.string(),
      mp: z.number().nonnegative(),
      range: z.number().int().nonnegative(),
      band: z.union([z.literal('same'), z.literal(0), z.literal(1), z.literal(2), z.null()]),
      ok: z.boolean(),
    }),
  ),
  track: z.record(z.string(), z.strictObject({ hex: z.number().int(), mp: z.number().nonnegative() })),
  recon: z.array(
    z.strictObject({ target: reconTarget, by: side, hex: z.number().int(), turn: z.number().int() }),
  ),
  found: z.strictObject({ nato: z.array(z.number().int()), wp: z.array(z.number().int()) }),
});

/** The commands this folder handles: none (attempts are made by the rules as units move, RS-DET-4). */
export type DetectionCommand = never;

/** Events of this folder: each starts with "det-". */
export type DetectionEvent =
  | {
      /** RS-DET-4..7, RS-DET-10/11 or RS-DET-20..23: one attempt (seen by the detecting side only). */
      readonly type: 'det-attempt';
      readonly side: Side;
      readonly detector: DetectorRef;
      readonly target: Detectable;
      readonly hex: number;
      readonly range: number;
      readonly number: number;
      readonly drm: number;
      readonly roll: number;
      readonly success: boolean;
      readonly rule: string;
    }
  | {
      /** Units detected (by an attempt, automatically, or the stack of one, RS-DET-1). */
      readonly type: 'det-spotted';
      readonly side: Side;
      readonly targets: readonly Detectable[];
      readonly hex: number;
      readonly rule: string;
    }
  | {
      /** RS-DET-12/26/30/31: a unit is undetected again (with the roll when one was made). */
      readonly type: 'det-lost';
      readonly target: Detectable;
      readonly rule: string;
      readonly roll?: number;
    }
  | {
      /** RS-DET-26: a submarine entering a sonobuoy hex (2d10 = 6: stays undetected). */
      readonly type: 'det-sonobuoy';
      readonly target: Detectable;
      readonly hex: number;
      readonly dice: readonly [number, number];
      readonly success: boolean;
    }
  | { readonly type: 'det-recon'; readonly side: Side; readonly target: ReconTarget; readonly rule: string }
  | { readonly type: 'det-found'; readonly side: Side; readonly unit: number; readonly rule: string }
  | { readonly type: 'det-note'; readonly text: string; readonly side?: Side };
