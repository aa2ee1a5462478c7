// Special forces (§21: RS-SF) as an extension of the land game (issue 17; ext/hooks.ts says when each hook runs).

import type { RsExtension } from '../ext/hooks.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { sideName } from '../scenario.js';
import { hexLabel } from '../world.js';
import { sfComputer } from './ai.js';
import { applySf, checkSf, sfEndStep } from './rules.js';
import { sfCommandSchema, sfSnapshot, type SfCommand } from './state.js';

function describeSf(s: RsState, e: RsEvent): string | undefined {
  switch (e.type) {
    case 'sf-recon':
      return `${sideName(e.side)} special forces reconnoitre ${e.target} in ${hexLabel(s.world, e.hex)}: roll ${e.roll} against ${e.number}: ${e.success ? 'Recon marker' : 'failed'}; casualty roll ${e.casualtyRoll}${e.casualty ? ': team lost' : ''} (RS-SF-3).`;
    case 'sf-raid':
      return `${sideName(e.side)} special forces raid ${e.target} in ${hexLabel(s.world, e.hex)}: roll ${e.roll} against ${e.number}: ${e.success ? `${e.hits} hit${e.hits === 1 ? '' : 's'}` : 'failed'}; casualty roll ${e.casualtyRoll}${e.casualty ? ': team lost' : ''} (RS-SF-4).`;
    case 'sf-reset':
      return `Special forces available this GT: NATO ${e.gt.nato}, Warsaw Pact ${e.gt.wp} (RS-SF-2).`;
    case 'sf-note':
      return e.text;
    default:
      return undefined;
  }
}

export const sfExtension: RsExtension = {
  id: 'sf',
  enabled: (s) => isOn(s, 'special-forces'),
  init(s) {
    const per = s.world.scenario.extended?.specialForces ?? { nato: 0, wp: 0 };
    s.ext.sf = { gt: { ...per }, game: { ...per }, used: { nato: 0, wp: 0 } };
  },
  snapshot: sfSnapshot,
  commandTypes: ['sf-recon', 'sf-raid'],
  commandSchema: sfCommandSchema,
  apply(n, cmd, side, dice, events) {
    const plan = checkSf(n, cmd as SfCommand, side);
    if ('code' in plan) return plan;
    applySf(n, plan, dice, events);
    return null;
  },
  endStep(s, _dice, events) {
    sfEndStep(s, events);
  },
  describe: describeSf,
  computer: sfComputer,
};
