// The A/I's own random stream (research/ai.md 2.1): derived from the game seed, the side, the turn
// and the decision number, and never drawn from the engine's dice (design invariant 2), so that
// thinking never changes a combat result and a seed replays the same game on any machine.

import seedrandom from 'seedrandom';
import type { Side } from '../model/unit.js';

export interface AiRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  below(n: number): number;
}

export function aiRandom(seed: string, side: Side, turn: number, tag: string | number): AiRandom {
  const rng = seedrandom(`ai|${seed}|${side}|${turn}|${tag}`);
  const next = () => rng.quick();
  return { next, below: (n) => Math.floor(next() * n) };
}
