// The optional rules' part of a scenario's `extended` block (issue 17): parameters the spec leaves
// to the scenario book. Every field has a default, so a scenario may leave the block out.

import { z } from 'zod';

export const optionalScenarioSchema = z.strictObject({
  /** RS-OPT-16: the ATGM teams' parent units (ids) and the air combat-transport points per GT. */
  atgm: z
    .strictObject({
      /** Default: units named like the German 25th-27th Luftlandebrigaden and the French 1er RI. */
      parents: z.array(z.string().min(1)).optional(),
      /** Not from the source: the scenario book gives the capacity; default 2 points per GT. */
      transport: z.number().int().nonnegative().default(2),
    })
    .optional(),
});
export type OptionalScenario = z.infer<typeof optionalScenarioSchema>;
