// Unit loss recovery (PC-REC-01/02): at the start of its side's turn a unit that rested through
// the previous turn recovers the side's Unit Recovery percentage of its current losses, scaled by
// quality. The manual gives averages; we randomly round the expected amount (PC-GEN-06), so the
// average is exactly the manual's (rules-decisions). Replacements (PC-REC-03/04) are in
// replacements.ts.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Quality, Side } from '../model/unit.js';
import { gameDice, roundRandomRoll, type DiceSource } from './dice-source.js';
import { restedLastTurn } from './fatigue.js';
import { fullStrengthOf } from './combine.js';

/** PC-REC-02 */
export const QUALITY_RECOVERY: Record<Quality, number> = { A: 2, B: 1.5, C: 1, D: 0.75, E: 0.5, F: 0.25 };

/** Expected strength points recovered this turn (0 when not eligible). */
export function expectedRecovery(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  // A combined unit is short of the full strength of all its parts (PC-MSC-03).
  const full = fullStrengthOf(state.world, unit, s);
  const missing = full - s.strength;
  if (missing <= 0 || s.cohesion === 'broken' || !restedLastTurn(state, unit)) return 0;
  const rate = state.world.params.side[def.side].unitRecovery / 100;
  return missing * rate * QUALITY_RECOVERY[def.quality];
}

/** PC-REC-01/02 start-of-turn step; dice per unit (`recover-loss|<unit>`) from `dice`. */
export function recoverLosses(
  state: GameState,
  side: Side,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
): void {
  if (state.turn <= 1) return; // no previous turn to have rested through
  state.units.forEach((s, i) => {
    const def = state.world.units[i]!;
    if (def.side !== side || s.status !== 'active' || s.loc < 0) return;
    const expected = expectedRecovery(state, i);
    if (expected <= 0) return;
    const drawn = roundRandomRoll(dice(`recover-loss|${i}`), expected, 'expected recovery', 'PC-REC-01');
    const got = Math.min(fullStrengthOf(state.world, i, s) - s.strength, drawn.value);
    if (got <= 0) return;
    s.strength += got;
    events.push({
      type: 'unitState',
      unit: i,
      what: `recovers ${got} ${def.component}`,
      strength: s.strength,
      rolls: [drawn.roll],
      rule: 'PC-REC-01',
    });
  });
}
