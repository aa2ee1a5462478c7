// The air war (§15, §17: RS-TRK, RS-AIR) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const airExtension: RsExtension = {
  id: 'air',
  enabled: (s) => isOn(s, 'air'),
  init(s) {
    const defs = s.world.scenario.extended?.air?.units ?? [];
    s.ext.air = {
      units: defs.map((d) => ({
        base: d.base,
        hex: -1,
        mode: null,
        sorties: 0,
        hits: 0,
        eliminated: false,
        detected: false,
        pending: d.arrives !== undefined && d.arrives > 1,
      })),
    };
  },
};
