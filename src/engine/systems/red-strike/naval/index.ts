// The naval war (§18: RS-NAV) and the holding boxes (§24: RS-MAP-5/6, RS-SMAP) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const navalExtension: RsExtension = {
  id: 'naval',
  enabled: (s) => isOn(s, 'naval'),
  init(s) {
    const defs = s.world.scenario.extended?.naval?.units ?? [];
    const b = s.world.map.board;
    s.ext.naval = {
      units: defs.map((d) => {
        const hex = d.hex !== undefined && !(d.arrives !== undefined && d.arrives > 1) ? b.parse(d.hex)! : -1;
        return {
          hex,
          box: d.box ?? null,
          mode: (d.inPort ?? (hex >= 0 && s.world.map.ports.has(hex))) ? ('port' as const) : ('sea' as const),
          hits: 0,
          eliminated: false,
          detected: false,
          pending: d.arrives !== undefined && d.arrives > 1,
        };
      }),
    };
  },
};
