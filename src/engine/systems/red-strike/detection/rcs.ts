// The Range Characteristics Summary (RS-DET-20..22) as data: per side, nation, platform and
// aircraft model, a detection number (1-9; 0 = no attempt, the chart's "—") for each target type
// at each OpHex range (index 0 = same hex). The rulebook prints one example row pair (RS-DET-22);
// every other row is a labelled default derived from the standard tables (RS-DET-10/11): the
// standard number at every range up to the standard range (decision RS-D-DET-RCS, not from the
// source). A scenario may add rows (extended.detection.rcs); a later, more specific row wins.

import { z } from 'zod';
import type { Side } from '../scenario.js';
import {
  detectorKinds,
  inModelList,
  STANDARD_TABLES,
  targetKinds,
  type DetectorKind,
  type TargetKind,
} from './data.js';

/** Local (not ../scenario.js's sideSchema): the scenario schema imports this file. */
const sideSchema = z.enum(['nato', 'wp']);
const numbers = z.array(z.number().int().min(0).max(9)).max(26);

export const rcsEntrySchema = z.strictObject({
  side: sideSchema,
  /** The nation, or '*' for every nation of the side. */
  nation: z.string().min(1).default('*'),
  platform: z.enum(detectorKinds),
  /** An aircraft model (prefix match, as RS-DET-6 lists); absent = every model. */
  model: z.string().min(1).optional(),
  /** 'rulebook' (RS-DET-22) or 'default' (ours, derived from the standard tables). */
  source: z.enum(['rulebook', 'default']),
  note: z.string().optional(),
  air: numbers.optional(),
  surface: numbers.optional(),
  submarine: numbers.optional(),
});
export type RcsEntry = z.infer<typeof rcsEntrySchema>;
export const rcsSchema = z.array(rcsEntrySchema);

/** RS-DET-22 example rows (OpHex range 0..20). */
export const RCS_EXAMPLE_AIR = [9, 9, 9, 9, 9, 9, 8, 8, 8, 7, 7, 7, 5, 5, 4, 4, 3, 3, 2, 2, 2] as const;
export const RCS_EXAMPLE_SURFACE = [9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 4] as const;

function fromStandard(side: Side, platform: DetectorKind): RcsEntry {
  const t = STANDARD_TABLES[side][platform];
  const out: RcsEntry = {
    side,
    nation: '*',
    platform,
    source: 'default',
    note: 'not from the source: the standard table number (RS-DET-10/11) at every range up to its range',
  };
  for (const k of targetKinds) {
    const cell = t[k];
    if (cell) out[k] = Array.from({ length: cell.range + 1 }, () => Math.min(9, cell.number));
  }
  return out;
}

/** The built-in RCS: defaults for every side and platform, then the model rows. */
export const RCS_DATA: readonly RcsEntry[] = rcsSchema.parse([
  ...(['nato', 'wp'] as const).flatMap((side) => detectorKinds.map((p) => fromStandard(side, p))),
  {
    side: 'nato',
    nation: '*',
    platform: 'ewda',
    model: 'E-3A',
    source: 'rulebook',
    note: 'RS-DET-22: the example air row (consistent with the E-3A example) and the example surface row',
    air: [...RCS_EXAMPLE_AIR],
    surface: [...RCS_EXAMPLE_SURFACE],
  },
  {
    side: 'nato',
    nation: '*',
    platform: 'ewda',
    model: 'E-2',
    source: 'default',
    note: 'not from the source: RS-DET-41 gives the E-2 a 15-OpHex air-detection range; the numbers are the RS-DET-22 air row cut at 15; surface as the standard EWDA row',
    air: RCS_EXAMPLE_AIR.slice(0, 16),
    surface: Array.from({ length: 11 }, () => 8),
  },
]);

export interface RcsProblem {
  readonly path: string;
  readonly message: string;
}

/** Checks RCS rows from a file or a scenario; each problem names its field ("rcs[2].air[4]"). */
export function loadRcs(raw: unknown, where = 'rcs'): RcsEntry[] | RcsProblem[] {
  const r = rcsSchema.safeParse(raw);
  if (r.success) return r.data;
  return r.error.issues.map((i) => ({
    path: [where, ...i.path].reduce<string>(
      (a, p) => (typeof p === 'number' ? `${a}[${p}]` : a === '' ? String(p) : `${a}.${String(p)}`),
      '',
    ),
    message: i.message,
  }));
}

/**
 * The RCS row of a detector: the most specific entry of its side and platform (model 10, nation
 * 1), the later one on a tie, so scenario rows added after the built-in ones win.
 */
export function rcsRow(
  rows: readonly RcsEntry[],
  side: Side,
  platform: DetectorKind,
  nation: string,
  model?: string,
): RcsEntry | undefined {
  let best: RcsEntry | undefined;
  let bestScore = -1;
  for (const e of rows) {
    if (e.side !== side || e.platform !== platform) continue;
    if (e.nation !== '*' && e.nation !== nation) continue;
    if (e.model !== undefined && (model === undefined || !inModelList([{ match: [e.model] }], model)))
      continue;
    const score = (e.model !== undefined ? 10 : 0) + (e.nation !== '*' ? 1 : 0);
    if (score >= bestScore) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

/** RS-DET-22: the number at `range` OpHexes, or null when the row has none there ("—" or beyond). */
export function rcsNumber(row: RcsEntry | undefined, target: TargetKind, range: number): number | null {
  const a = row?.[target];
  if (!a || range < 0 || range >= a.length) return null;
  const v = a[range]!;
  return v === 0 ? null : v;
}

/** RS-DET-21: the range band of an OpHex range: 'same' (0), 0 (1-5), 1 (6-15), 2 (16-25), null beyond. */
export type Band = 'same' | 0 | 1 | 2;
export function rangeBand(range: number): Band | null {
  if (range === 0) return 'same';
  if (range <= 5) return 0;
  if (range <= 15) return 1;
  if (range <= 25) return 2;
  return null;
}

/**
 * RS-DET-41 / RS-AMB-23: the range of an attempt across an OpMap edge hex and a StratMap
 * transition hex: the OpHexes to the transition hex plus 5 (the transition counts as 5 OpHexes).
 */
export const TRANSITION_OPHEXES = 5;
export function interMapRange(opHexesToTransition: number): number {
  return opHexesToTransition + TRANSITION_OPHEXES;
}
