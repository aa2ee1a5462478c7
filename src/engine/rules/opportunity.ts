// Opportunity fire during the mover's turn (PC-TRN-06, PC-FIR). Movement calls this after every
// hex a moving stack enters and after mode changes; combat implements it. Interim: no fire.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';

export interface OpFireOutcome {
  readonly events: GameEvent[];
  /** True when the movers must stop here (disrupted, broken, eliminated or out of MP). */
  readonly stop: boolean;
}

/** The non-moving side may fire at `movers` standing in `loc` (they just entered it or changed mode). */
export function opportunityFire(
  _draft: GameState,
  _movers: readonly number[],
  _loc: number,
  _trigger: 'enter' | 'mode',
): OpFireOutcome {
  return { events: [], stop: false };
}
