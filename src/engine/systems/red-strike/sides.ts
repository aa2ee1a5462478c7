// The two sides of Red Strike. A module with no imports, so the scenario schemas of the extended
// game's folders can use it while scenario.ts (which composes them) is still loading.

import { z } from 'zod';

export const SIDES = ['nato', 'wp'] as const;
export type Side = (typeof SIDES)[number];
export const sideSchema = z.enum(SIDES);
