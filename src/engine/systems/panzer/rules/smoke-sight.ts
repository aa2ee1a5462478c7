// Sight through smoke (PB-FIRE-46 items 1-3, rules/smoke.ts): pure functions over a map and the hexes
// holding smoke, for the rules (spotting, fire, spotters), the view and the computer player alike.

import type { HexBoard } from '../../../core/board.js';
import { spottingParamsOf } from '../model/spotting-params.js';
import type { Params } from '../model/params.js';
import type { GameState } from '../model/state.js';

/** The hexes holding smoke now, in location order. */
export function smokeHexes(state: Pick<GameState, 'hexes'>): number[] {
  const out: number[] = [];
  for (const [k, h] of Object.entries(state.hexes)) if (h.smoke) out.push(Number(k));
  return out.sort((a, b) => a - b);
}

/** What sight through smoke needs of a map: a World or a side's MapView. */
export interface SmokeMap {
  readonly board: HexBoard;
  readonly params: Params;
  readonly elevation: Int16Array;
}

/**
 * PB-FIRE-46: is the sight line from `a` to `b` free of smoke? `smoky(loc)` says which hexes hold
 * smoke. Each of the two nudged hex lines is walked (as los.ts does); the line is blocked when both
 * pass through a smoke hex, other than the two ends, whose smoke top is at or above the line.
 */
export function clearOfSmoke(map: SmokeMap, smoky: (loc: number) => boolean, a: number, b: number): boolean {
  const board = map.board;
  const n = board.distance(a, b);
  if (n <= 1) return true;
  const eye = spottingParamsOf(map.params).eyeHeight;
  const height = map.params.variant.smoke.heightMetres;
  const za = map.elevation[a]! + eye;
  const zb = map.elevation[b]! + eye;
  const blocked = (nudge: 1 | -1) => {
    const line = board.line(a, b, nudge);
    for (let i = 1; i < line.length - 1; i++) {
      const loc = line[i]!;
      if (loc < 0 || !smoky(loc)) continue;
      if (map.elevation[loc]! + height >= za + ((zb - za) * i) / n) return true;
    }
    return false;
  };
  return !blocked(1) || !blocked(-1);
}

/** The state's smoke as a test for clearOfSmoke; null when no hex holds smoke (the fast path). */
export function smokeTest(state: Pick<GameState, 'hexes' | 'combat'>): ((loc: number) => boolean) | null {
  // No side has fired smoke this game (always so in the operational game): nothing to look for.
  if (!state.combat.smokeFired) return null;
  const locs = smokeHexes(state);
  if (locs.length === 0) return null;
  const set = new Set(locs);
  return (loc) => set.has(loc);
}

/** Line of sight through the state's smoke only (the terrain is los.ts's business). */
export function smokeAllows(state: GameState, a: number, b: number): boolean {
  const smoky = smokeTest(state);
  return !smoky || clearOfSmoke(state.world, smoky, a, b);
}
