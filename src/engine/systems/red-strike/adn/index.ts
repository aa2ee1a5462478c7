// Air defence: ADN sectors, ground- and naval-to-air fire, air-to-air combat and interception (§16, §17.8, §17.10: RS-GA, RS-AIR-52..57, RS-AIR-70..71, RS-AIR-100..104) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';

export const adnExtension: RsExtension = {
  id: 'adn',
  enabled: (s) => isOn(s, 'air'),
  init(s) {
    s.ext.adn = { started: true };
  },
};
