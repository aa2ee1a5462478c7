// NBC warfare, DEFCON and World Opinion (§20, §6.5: RS-NBC, RS-WO) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const nbcExtension: RsExtension = {
  id: 'nbc',
  enabled: (s) => isOn(s, 'nbc'),
  init(s) {
    s.ext.nbc = { started: true };
  },
};
