// Detection of air and naval units (§19: RS-DET, RS-FOW) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const detectionExtension: RsExtension = {
  id: 'det',
  enabled: (s) => ['air', 'naval', 'missiles', 'special-forces'].some((k) => isOn(s, k as never)),
  init(s) {
    s.ext.det = { started: true };
  },
};
