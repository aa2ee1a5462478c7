// Spotting and fog of war (PC-SPT). Interim version: every enemy unit within effective visibility
// of a friendly unit is spotted. The full rules (LOS, concealment, recon) replace it.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDES, otherSide } from '../model/unit.js';
import { effectiveVisibility } from './weather.js';

/** Recomputes what each side sees after units in `changed` moved, fired or changed ('all' = everyone). */
export function refreshSpotting(state: GameState, _changed: 'all' | readonly number[]): GameEvent[] {
  const events: GameEvent[] = [];
  const vis = effectiveVisibility(state);
  const { board, units } = state.world;
  for (const side of SIDES) {
    const k = state.knowledge[side];
    const seen: number[] = [];
    state.units.forEach((e, j) => {
      if (e.status !== 'active' || units[j]!.side !== otherSide(side)) return;
      const visible = state.units.some(
        (f, i) => f.status === 'active' && units[i]!.side === side && board.distance(f.loc, e.loc) <= vis,
      );
      if (visible) seen.push(j);
    });
    const before = new Set(k.spotted);
    const fresh = seen.filter((j) => !before.has(j));
    k.spotted = seen;
    for (const j of seen) k.lastKnown[j] = { loc: state.units[j]!.loc, turn: state.turn, magnitude: 1 };
    if (fresh.length) events.push({ type: 'spotted', by: side, units: fresh });
  }
  return events;
}
