// Movement impediments that change between turns (PC-IMP-05).

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';

/**
 * PC-IMP-05, start of `side`'s player turn: each congestion marker affecting `side` alone counts a
 * turn when a unit of that side stands in its hex, and is removed when the count reaches the
 * Congestion Expiration parameter (0 = never). Markers affecting both sides never expire.
 */
export function advanceCongestion(state: GameState, side: Side, events: GameEvent[]): void {
  const expiry = state.world.params.congestionExpiration;
  if (expiry <= 0) return;
  const occupied = new Set<number>();
  state.units.forEach((u, i) => {
    if (u.status === 'active' && state.world.units[i]!.side === side) occupied.add(u.loc);
  });
  for (const [key, h] of Object.entries(state.hexes)) {
    if (h.congestion !== side) continue;
    const loc = Number(key);
    if (!occupied.has(loc)) continue;
    h.congestionCounter += 1;
    if (h.congestionCounter >= expiry) {
      h.congestion = null;
      events.push({
        type: 'message',
        text: `The congestion at ${state.world.board.label(loc)} has cleared.`,
        seenBy: side,
        rule: 'PC-IMP-05',
      });
    }
  }
}
