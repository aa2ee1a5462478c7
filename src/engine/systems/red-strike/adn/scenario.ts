// Air Defence Networks in a scenario file (RS-AIR-100..104): the sectors with their roster
// thresholds, each hex's sector, and the installations.

import { z } from 'zod';
import { sideSchema } from '../sides.js';

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
  /**
   * RS-GA-1: how far (OpHexes) a ground unit's or an air base's AA reaches; 0 = its own hex only.
   * Not from the source (the rulebook says "within combat range" and gives no range): decision
   * RS-D-ADN-GARANGE.
   */
  groundAaRange: z.number().int().min(0).max(6).default(0),
  /** RS-AIR-71: the OpHex range at which BVR shots are taken in an interception (not from the source, RS-D-ADN-BVR). */
  bvrRange: z.number().int().min(1).max(6).default(1),
  /** RS-AIR-104 [advanced]: interceptors of a sector only, unless within enemy EWDA detection range. */
  sectorInterception: z.boolean().default(false),
});
export type AdnScenario = z.infer<typeof adnScenarioSchema>;
