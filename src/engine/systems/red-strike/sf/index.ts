// Special forces (§21: RS-SF) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const sfExtension: RsExtension = {
  id: 'sf',
  enabled: (s) => isOn(s, 'special-forces'),
  init(s) {
    s.ext.sf = { started: true };
  },
};
