// Air Defence Networks in a scenario file (RS-AIR-100..104): the sectors with their roster
// thresholds, each hex's sector, and the installations.

import { z } from 'zod';
import { sideSchema } from '../scenario.js';

const hexLabel = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');

export const adnSectorSchema = z.strictObject({
  /** "2ATAF" */
  id: z.string().min(1),
  name: z.string().min(1),
  side: sideSchema,
  /** The letter marking its hexes in `rows`. */
  letter: z.string().length(1),
  /** RS-AIR-101: installation hits at which the sector becomes limited / out of service. */
  limitedAt: z.number().int().positive(),
  outAt: z.number().int().positive(),
  /** Where the thresholds come from: 'rulebook' (2 ATAF 8/12) or 'default' (ours, RS-AMB). */
  source: z.enum(['rulebook', 'default']).default('default'),
});

export const adnInstallationSchema = z.strictObject({
  id: z.string().min(1),
  /** RS-AIR-100 kinds */
  kind: z.enum(['CRC', 'CRP', 'RP', 'SOC', 'sector-HQ']),
  name: z.string().min(1),
  hex: hexLabel,
  sector: z.string().min(1),
});

export const adnScenarioSchema = z.strictObject({
  sectors: z.array(adnSectorSchema).default([]),
  /** One string per map row, one letter per hex: a sector's letter, or '.' for none (RS-MAP-2). */
  rows: z.array(z.string()).default([]),
  installations: z.array(adnInstallationSchema).default([]),
});
export type AdnScenario = z.infer<typeof adnScenarioSchema>;
