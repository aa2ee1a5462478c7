// Spreading hits over a group of units (RS-HIT-4): evenly — no unit takes a second hit before every
// unit has taken one — and assault units absorb every hit they can before a support unit, LRMU or
// HQ takes one. The owner's choice within that is replaced by a fixed preference (the stronger
// unit first, then the order of the scenario): decision RS-D-HITORDER, not from the source.

import type { RsEvent, RsState } from './model.js';
import { applyHit, currentCs, isAssault, onMap } from './units.js';

/** Applies `n` hits to `units` (RS-HIT-3..6); returns the hits actually taken. */
export function distributeHits(
  s: RsState,
  units: readonly number[],
  n: number,
  ground: boolean,
  events: RsEvent[],
): number {
  const taken = new Map<number, number>(units.map((i) => [i, 0]));
  let applied = 0;
  for (let k = 0; k < n; k++) {
    const alive = units.filter((i) => onMap(s.units[i]!));
    if (alive.length === 0) break;
    const assault = alive.filter((i) => isAssault(s.world.units[i]!));
    const pool = assault.length > 0 ? assault : alive;
    const least = Math.min(...pool.map((i) => taken.get(i)!));
    const pick = pool
      .filter((i) => taken.get(i) === least)
      .sort(
        (a, b) =>
          currentCs(s.world.units[b]!, s.units[b]!) - currentCs(s.world.units[a]!, s.units[a]!) || a - b,
      )[0]!;
    const r = applyHit(s.world.units[pick]!, s.units[pick]!, ground);
    taken.set(pick, taken.get(pick)! + 1);
    applied++;
    events.push({ type: 'hit', unit: pick, flipped: r.flipped, eliminated: r.eliminated });
  }
  return applied;
}
