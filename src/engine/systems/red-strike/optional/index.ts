// The optional rules (§27: RS-OPT-1..24) that belong to no other folder as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';

export const optionalExtension: RsExtension = {
  id: 'opt',
  enabled: (s) =>
    s.options.some(
      (o) =>
        ![
          'air',
          'naval',
          'missiles',
          'nbc',
          'special-forces',
          'advanced-detection',
          'holding-boxes',
        ].includes(o),
    ),
  init(s) {
    s.ext.opt = { started: true };
  },
};
