// Red Strike dice (RS-DICE-1..3, §31.2). Every roll of the system goes through an RsDice that the
// caller passes in: the reducer builds one from the game's seeded stream (core/rng.ts), tests pass
// scriptedDice with the faces they name.

import type { Dice } from '../../core/rng.js';

export interface RsDice {
  /** RS-DICE-1: one ten-sided die, 1..10 (the face "0" reads as 10). */
  d10(): number;
  /** RS-DICE-2: percentile, tens die and units die; "0-0" reads 100. Range 1..100. */
  d100(): number;
  /** RS-DICE-3: two d10, both faces kept (some rules read the pair, e.g. RS-AMB-20). */
  twoD10(): readonly [number, number];
}

/** RS-DICE-2: the percentile reading of a tens face and a units face (each 0..9 as printed). */
export function percentile(tens: number, units: number): number {
  const v = tens * 10 + units;
  return v === 0 ? 100 : v;
}

/** The game's dice: faces drawn from a seeded core stream. */
export function rsDiceFrom(core: Dice): RsDice {
  const face = () => core.int(0, 9);
  return {
    d10: () => {
      const f = face();
      return f === 0 ? 10 : f;
    },
    d100: () => percentile(face(), face()),
    twoD10: () => {
      const a = face();
      const b = face();
      return [a === 0 ? 10 : a, b === 0 ? 10 : b];
    },
  };
}

/**
 * Dice that give the listed d10 results in order (tests name their rolls). d100 reads two of them
 * as tens and units faces (10 as 0); twoD10 reads two. Running out is an error naming the roll.
 */
export function scriptedDice(rolls: readonly number[]): RsDice & { readonly used: () => number } {
  let i = 0;
  const take = (what: string): number => {
    if (i >= rolls.length) throw new Error(`scriptedDice: no roll left for ${what} (had ${rolls.length})`);
    const r = rolls[i++]!;
    if (!Number.isInteger(r) || r < 1 || r > 10)
      throw new Error(`scriptedDice: roll ${r} is not a d10 face 1..10`);
    return r;
  };
  return {
    d10: () => take('d10'),
    d100: () => percentile(take('d100 tens') % 10, take('d100 units') % 10),
    twoD10: () => [take('2d10'), take('2d10')],
    used: () => i,
  };
}
