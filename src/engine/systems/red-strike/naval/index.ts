// The naval war (§18: RS-NAV) and the holding boxes (§24: RS-MAP-5/6, RS-SMAP) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const navalExtension: RsExtension = {
  id: 'naval',
  enabled: (s) => isOn(s, 'naval'),
  init(s) {
    s.ext.naval = { started: true };
  },
};
