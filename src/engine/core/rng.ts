// Dice (design invariant 2). Every action draws from its own seedrandom stream keyed by the game
// seed, the number of commands applied before it and a tag naming the roll. Reloading a save and
// repeating an order therefore rolls the same dice; nothing outside the game state feeds them.

import seedrandom from 'seedrandom';

export interface Dice {
  /** Uniform in [0, 1). */
  next(): number;
  /** A random percentage 0 <= x < 100, for "a random percentage is less than X" (PC conventions). */
  percent(): number;
  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** PC-GEN-06 random rounding: n + f becomes n + 1 with probability f. */
  roundRandom(x: number): number;
}

export function makeDice(key: string): Dice {
  const rng = seedrandom(key);
  const next = () => rng.quick();
  return {
    next,
    percent: () => next() * 100,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    roundRandom: (x) => {
      const n = Math.floor(x);
      return next() < x - n ? n + 1 : n;
    },
  };
}

/** The dice for one roll of the action now being applied. */
export function diceFor(state: { readonly seed: string; readonly seq: number }, tag: string): Dice {
  return makeDice(`${state.seed}|${state.seq}|${tag}`);
}
