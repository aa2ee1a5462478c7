// The air war (§15, §17: RS-TRK, RS-AIR) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const airExtension: RsExtension = {
  id: 'air',
  enabled: (s) => isOn(s, 'air'),
  init(s) {
    s.ext.air = { started: true };
  },
};
