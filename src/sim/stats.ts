// Statistics for match results (research/ai.md 3.2): Wilson score intervals, draws counted as 1/2.

export interface Interval {
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
  readonly n: number;
}

/** Wilson 95 % interval for `wins` out of `n` (wins may include halves for draws). */
export function wilson(wins: number, n: number, z = 1.96): Interval {
  if (n === 0) return { rate: 0, lo: 0, hi: 1, n };
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const m = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { rate: p, lo: Math.max(0, (c - m) / d), hi: Math.min(1, (c + m) / d), n };
}

export function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
