// Rounding (RS-RND-1, RS-RND-3).

/** RS-RND-1: a fraction below 0.5 rounds down, 0.5 and above rounds up (2.5 -> 3, 2.49 -> 2). */
export function roundRs(x: number): number {
  // The epsilon absorbs binary noise such as 7 * 0.35 = 2.4499999...; rules only use a few decimals.
  return Math.floor(x + 0.5 + 1e-9);
}

/** RS-RND-3: halve a side's total once (add the units' factors, halve, round), never unit by unit. */
export function halveTotal(values: readonly number[]): number {
  return roundRs(values.reduce((a, b) => a + b, 0) / 2);
}
