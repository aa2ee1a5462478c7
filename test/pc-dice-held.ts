// Dice a test holds (issue 20): a DiceSource that hands each named roll its fixed numbers and
// records which rolls were asked for, so a test can check the tags as well as the outcomes.

import type { DiceSource } from '../src/engine/systems/panzer/rules/dice-source.js';
import { scriptedDice } from './fixtures/dice.js';

export interface HeldDice {
  readonly source: DiceSource;
  /** The tags asked for, in order. */
  readonly asked: string[];
}

/**
 * `rolls[tag]` are the numbers in [0, 1) that roll's next() returns, in order (a percentage roll
 * reads 100 × the number). A tag not listed gets `fallback`; with `strict` it throws instead.
 */
export function held(
  rolls: Readonly<Record<string, readonly number[]>>,
  opts: { fallback?: readonly number[]; strict?: boolean } = {},
): HeldDice {
  const asked: string[] = [];
  const source: DiceSource = (tag) => {
    asked.push(tag);
    const r = rolls[tag];
    if (r === undefined && opts.strict) throw new Error(`no held roll for "${tag}"`);
    return scriptedDice(r ?? opts.fallback ?? [0]);
  };
  return { source, asked };
}
