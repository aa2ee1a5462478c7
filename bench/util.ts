// Small timing helpers for benchmarks (never used by tests).
import { performance } from 'node:perf_hooks';

export interface Figures {
  median: number;
  p95: number;
  max: number;
  mean: number;
  n: number;
}

export function measure(n: number, fn: (i: number) => void, warmup = Math.min(20, n)): Figures {
  for (let i = 0; i < warmup; i++) fn(i);
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = performance.now();
    fn(i);
    t.push(performance.now() - a);
  }
  return summarise(t);
}

export function summarise(t: number[]): Figures {
  const s = t.slice().sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return {
    median: at(0.5),
    p95: at(0.95),
    max: s[s.length - 1]!,
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    n: s.length,
  };
}

export function report(label: string, f: Figures, target?: string): void {
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  console.log(
    `${label.padEnd(58)} median ${ms(f.median)}  p95 ${ms(f.p95)}  max ${ms(f.max)}  (n=${f.n})${target ? `  target ${target}` : ''}`,
  );
}
