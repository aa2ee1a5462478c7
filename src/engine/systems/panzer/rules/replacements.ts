// Replacements (PC-REC-03/04): units of organisations with a replacement rate that are eligible
// for loss recovery (PC-REC-01) receive that percentage of their full strength each turn, scaled
// by the Local Supply Value; Detached units a quarter, Isolated and Disrupted units none. Quality
// has no effect. The manual says "a variable number": we randomly round the expected amount
// (PC-GEN-06), like loss recovery, so the average is the manual's rate (rules-decisions).

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { gameDice, roundRandomRoll, type DiceSource } from './dice-source.js';
import { isDetached } from './command.js';
import { restedLastTurn } from './fatigue.js';
import { isIsolated, localSupplyOf } from './supply.js';
import { fullStrengthOf } from './combine.js';

/** The replacement rate (percent) of a unit: its organisation's, or the nearest parent's that has one. */
export function replacementRate(state: GameState, unit: number): number {
  const { orgs } = state.world;
  let id: string | undefined = state.world.units[unit]!.org;
  for (let guard = 0; id !== undefined && guard < 64; guard++) {
    const o = orgs.get(id);
    if (!o) return 0;
    if (o.replacementRate !== undefined) return o.replacementRate;
    id = o.parent;
  }
  return 0;
}

/** PC-REC-04: the share of the rate a Local Supply Value x allows. */
export function replacementSupplyFactor(x: number): number {
  if (x < 20) return 0;
  if (x > 50) return 1;
  return (x - 20) / 30;
}

/** Expected strength points of replacements this turn (0 when not eligible). */
export function expectedReplacements(state: GameState, unit: number): number {
  const s = state.units[unit]!;
  // A combined unit is short of the full strength of all its parts (PC-MSC-03).
  const full = fullStrengthOf(state.world, unit, s);
  const missing = full - s.strength;
  const rate = replacementRate(state, unit);
  if (missing <= 0 || rate <= 0 || s.cohesion !== 'ok' || !restedLastTurn(state, unit)) return 0; // PC-REC-01/03
  if (isIsolated(state, unit)) return 0; // PC-REC-03, PC-SUP-10f
  let n = (full * rate) / 100;
  if (isDetached(state, unit)) n *= state.world.params.supplyOptions.replacementDetachedFactor; // PC-REC-03
  return n * replacementSupplyFactor(localSupplyOf(state, unit)); // PC-REC-04
}

/** PC-TRN-11 step 9: replacements, after unit loss recovery. */
export function receiveReplacements(
  state: GameState,
  side: Side,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
): void {
  if (state.turn <= 1) return; // as loss recovery: no previous turn to have rested through
  state.units.forEach((s, i) => {
    const def = state.world.units[i]!;
    if (def.side !== side || s.status !== 'active' || s.loc < 0) return;
    const expected = expectedReplacements(state, i);
    if (expected <= 0) return;
    const drawn = roundRandomRoll(dice(`replacements|${i}`), expected, 'expected replacements', 'PC-REC-03');
    const got = Math.min(fullStrengthOf(state.world, i, s) - s.strength, drawn.value);
    if (got <= 0) return;
    s.strength += got;
    events.push({
      type: 'unitState',
      unit: i,
      what: `receives ${got} ${def.component} as replacements`,
      strength: s.strength,
      rolls: [drawn.roll],
      rule: 'PC-REC-03',
    });
  });
}
