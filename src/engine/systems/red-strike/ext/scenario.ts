// The extended game's part of a scenario file (issue 17): one block per group of rules. Each
// folder owns its block's schema; this file only puts them together.

import { z } from 'zod';
import { adnScenarioSchema } from '../adn/scenario.js';
import { airScenarioSchema } from '../air/scenario.js';
import { navalScenarioSchema } from '../naval/scenario.js';
import { optionalScenarioSchema } from '../optional/scenario.js';
import { detectionScenarioSchema } from '../detection/scenario.js';

const pair = z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() });
const hexLabel = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');

export const extScenarioSchema = z.strictObject({
  air: airScenarioSchema.optional(),
  adn: adnScenarioSchema.optional(),
  naval: navalScenarioSchema.optional(),
  /** RS-DET-20..26: RCS rows and sonobuoys (detection/). */
  detection: detectionScenarioSchema.optional(),
  /** RS-NBC-1 / RS-WO-1 / RS-AMB-46: starting DEFCON (5..2) and World Opinion (0; + toward NATO). */
  nbc: z
    .strictObject({
      defcon: z.number().int().min(2).max(5).default(5),
      worldOpinion: z.number().int().default(0),
      /** RS-NBC-5: first use already authorised (a scenario SSR). */
      authorised: z.strictObject({ nato: z.boolean(), wp: z.boolean() }).partial().default({}),
    })
    .optional(),
  /** RS-OPT-16 and other optional rules' parameters (optional/scenario.ts). */
  optional: optionalScenarioSchema.optional(),
  /** RS-SF-1: special-forces missions per GT. */
  specialForces: pair.optional(),
  /** RS-HIT-10 / RS-VIC-20 installations placed as counters (oil terminal, platform, power plant). */
  installations: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        kind: z.enum(['oil-terminal', 'oil-platform', 'nuclear-plant', 'pomcus', 'other']),
        name: z.string().min(1),
        hex: hexLabel,
        side: z.enum(['nato', 'wp']),
      }),
    )
    .default([]),
});
export type ExtScenario = z.infer<typeof extScenarioSchema>;
