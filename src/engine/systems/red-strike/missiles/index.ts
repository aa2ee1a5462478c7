// Missiles (§14: RS-MSL) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const missilesExtension: RsExtension = {
  id: 'msl',
  enabled: (s) => isOn(s, 'missiles'),
  init(s) {
    s.ext.msl = { started: true };
  },
};
