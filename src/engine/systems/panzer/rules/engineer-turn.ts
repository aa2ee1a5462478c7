// PC-TRN-11 step 12: engineer operations progress at the start of the side's player turn.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { checkHeldBridges, progressBridges } from './bridges.js';
import { endJob, engineering, JOB_NAMES } from './engineers.js';
import { progressMineWork } from './mines.js';

/**
 * Work stops for engineers no longer where they started it (retreated, eliminated, withdrawn);
 * bridges go with engineers that left them (PC-ENG-12). Then each remaining job of `side` counts a
 * turn if its engineer is neither Disrupted nor Broken (PC-ENG-14), and the tests are made.
 */
export function progressEngineering(state: GameState, side: Side, events: GameEvent[]): void {
  const e = engineering(state);
  if (e.jobs.length === 0 && e.bridges.length === 0) return;
  checkHeldBridges(state, events);
  for (const j of e.jobs.slice()) {
    const s = state.units[j.unit]!;
    if (s.status !== 'active' || s.loc !== j.loc) {
      endJob(state, j.unit);
      if (s.status === 'active')
        events.push({
          type: 'unitState',
          unit: j.unit,
          what: `stops ${JOB_NAMES[j.kind]}: it left the hex`,
          rule: 'PC-ENG-06',
        });
    }
  }
  for (const j of engineering(state).jobs)
    if (state.world.units[j.unit]!.side === side && state.units[j.unit]!.cohesion === 'ok') j.turns += 1;
  progressBridges(state, side, events);
  progressMineWork(state, side, events);
}
