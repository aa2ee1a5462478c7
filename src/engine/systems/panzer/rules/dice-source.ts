// Dice you can hold (issue 20). The start-of-turn procedures (command test, ammo and fuel checks,
// explicit resupply, fatigue, morale and loss recovery, replacements, bridge work and demolition)
// draw their dice through a DiceSource: the dice for one named roll. A game passes nothing and gets
// its own keyed dice (core/rng.ts diceFor with the same tags as before), so every game rolls exactly
// what it rolled before; a test passes fixed rolls and checks both sides of each threshold.

import { diceFor, type Dice } from '../../../core/rng.js';
import type { Roll } from '../events.js';

/** The dice for the roll named `tag` (e.g. `ammo:12`). */
export type DiceSource = (tag: string) => Dice;

/** The game's own dice: keyed by its seed, the commands applied so far and the tag. */
export function gameDice(state: { readonly seed: string; readonly seq: number }): DiceSource {
  return (tag) => diceFor(state, tag);
}

/**
 * PC-GEN-06 random rounding with its roll reported: `x` = n + f becomes n + 1 when a number drawn
 * in [0, 1) is under f. Draws exactly what `Dice.roundRandom` draws (one number), so a procedure
 * that switches to it rolls the same game.
 */
export function roundRandomRoll(
  dice: Dice,
  x: number,
  label: string,
  rule: string,
): { readonly value: number; readonly roll: Roll } {
  const n = Math.floor(x);
  const f = x - n;
  const u = dice.next();
  const up = u < f;
  return {
    value: up ? n + 1 : n,
    roll: {
      label: `${label}: ${round2(x)} rounds up to ${n + 1} under ${round2(f)}`,
      value: u,
      target: f,
      success: up,
      rule,
    },
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
