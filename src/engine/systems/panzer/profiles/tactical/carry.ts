// PB-UNIT-33 (PB-DIFF-22): carrying under the tactical profile. The move order takes a carrier's
// passengers along (and gives external riders their minefield attack, PB-UNIT-34), and a carried
// unit gives no order of its own until it is unloaded. The rules are in rules/transport.ts and
// rules/riders.ts; these wrappers lay them over the hooks so far.

import type { PanzerHooks } from '../profile.js';
import { carryAlong } from '../../rules/riders.js';
import { carriedOrderRefusal } from '../../rules/transport.js';

export function carryMove(base: PanzerHooks['move']): PanzerHooks['move'] {
  return carryAlong(base);
}

export function carriedGuard(base: PanzerHooks['guard']): PanzerHooks['guard'] {
  return (state, cmd) => carriedOrderRefusal(state, cmd) ?? base(state, cmd);
}
