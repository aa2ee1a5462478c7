// Detection data in a scenario file (issue 17): extra Range Characteristics Summary rows
// (RS-DET-20..22; they win over the built-in rows) and sonobuoy hexes (RS-DET-26).

import { z } from 'zod';
import { rcsSchema } from './rcs.js';

const hexLabel = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');

export const detectionScenarioSchema = z.strictObject({
  /** RS-DET-20..22: RCS rows of this scenario's nations and models (advanced detection). */
  rcs: rcsSchema.default([]),
  /** RS-DET-26: sonobuoy hexes (a WP submarine entering one is detected unless 2d10 = 6). */
  sonobuoys: z.array(hexLabel).default([]),
});
export type DetectionScenario = z.infer<typeof detectionScenarioSchema>;
