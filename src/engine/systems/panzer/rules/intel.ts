// Intel markers (PB-SPOT-16, PB-DIFF-32): "previously known enemy positions". Each side already
// keeps the last place it saw each enemy unit in full (state.knowledge[side].lastKnown, written by
// spotting.ts); the view shows the ones not seen now as intel, never as live units. The manual gives
// no life cycle (panzer-battles.md §24 "Intel marker lifecycle"); ours, both parameters of
// params.variant.intel (not from the source):
//
// - A marker fades `maxAge` turns after the turn the unit was last seen (Panzer Battles: 4 turns,
//   two hours of 30-minute turns); 0 keeps it until the unit is seen again (the operational game).
// - With `clearSeenEmpty`, a marker goes when the side now looks into its hex and sees no unit
//   there: the hex is within the visibility of one of the side's own units that is not Broken,
//   with line of sight, and it does not conceal (in concealing terrain under persistent
//   concealment, PB-SPOT-02, an empty look proves nothing), or one of the side's units stands in it.
//
// Both read only the side's own knowledge and its own units' sight, never where the enemy really
// is, so a marker says nothing the side did not see (the property test in pb-intel.test.ts).

import type { LastKnown } from '../model/state.js';

export interface IntelParams {
  /** Turns a marker lasts after the turn its unit was last seen; 0 = until seen again (PC). */
  maxAge: number;
  /** A marker goes once the side sees its hex empty (PB: true; PC: false). */
  clearSeenEmpty: boolean;
}

export function defaultIntelParams(): IntelParams {
  return { maxAge: 0, clearSeenEmpty: false };
}

/** The last turn a marker is shown, or undefined when it lasts until the unit is seen again. */
export function intelExpires(p: IntelParams, lk: LastKnown): number | undefined {
  return p.maxAge > 0 ? lk.turn + p.maxAge : undefined;
}

/** True when the marker has faded by `turn` (PB-SPOT-16, our maxAge). */
export function intelFaded(p: IntelParams, lk: LastKnown, turn: number): boolean {
  const last = intelExpires(p, lk);
  return last !== undefined && turn > last;
}

/**
 * The markers of one side to drop now: faded ones, and (clearSeenEmpty) those whose hex the side
 * sees empty. `seesEmpty(loc)` answers from the side's own units; `seenNow(unit)` is true for units
 * the side sees in full now (their record is their current place, not intel).
 */
export function intelToDrop(
  p: IntelParams,
  lastKnown: Readonly<Record<number, LastKnown>>,
  turn: number,
  seenNow: (unit: number) => boolean,
  seesEmpty: (loc: number) => boolean,
): number[] {
  if (p.maxAge <= 0 && !p.clearSeenEmpty) return [];
  const out: number[] = [];
  const looked = new Map<number, boolean>();
  for (const [key, lk] of Object.entries(lastKnown)) {
    const u = Number(key);
    if (seenNow(u)) continue;
    if (intelFaded(p, lk, turn)) {
      out.push(u);
      continue;
    }
    if (!p.clearSeenEmpty) continue;
    let empty = looked.get(lk.loc);
    if (empty === undefined) looked.set(lk.loc, (empty = seesEmpty(lk.loc)));
    if (empty) out.push(u);
  }
  return out;
}
