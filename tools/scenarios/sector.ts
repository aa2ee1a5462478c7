// A stretch of front for laying out a formation: positions given as a fraction along its width and
// a depth behind the line (towards the formation's own rear).

import type { Pt } from './mapgen.js';

/** y of a polyline (monotone in x) at x, clamped to its ends. */
export function yOn(line: readonly Pt[], x: number): number {
  if (x <= line[0]![0]) return line[0]![1];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return line[line.length - 1]![1];
}

export class Sector {
  /**
   * @param line the front line, monotone in x
   * @param x0 @param x1 the sector's west and east ends, km
   * @param rear +1 when the formation's rear is north, -1 when south
   */
  constructor(
    readonly line: readonly Pt[],
    readonly x0: number,
    readonly x1: number,
    readonly rear: 1 | -1,
  ) {}

  /** A point `frac` (0 west .. 1 east) along the sector, `depth` km behind the line. */
  at(frac: number, depth: number): Pt {
    const x = this.x0 + (this.x1 - this.x0) * frac;
    return [x, yOn(this.line, x) + this.rear * depth];
  }

  /** n points spread across the sector at one depth. */
  spread(n: number, depth: number): Pt[] {
    return Array.from({ length: n }, (_, i) => this.at(n === 1 ? 0.5 : (i + 0.5) / n, depth));
  }
}

/** A box-shaped area: n points spread over a rectangle (for reserves in assembly areas). */
export function box(c: Pt, w: number, h: number, n: number): Pt[] {
  const cols = Math.max(1, Math.ceil(Math.sqrt((n * w) / Math.max(h, 0.1))));
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const cx = i % cols;
    const cy = Math.floor(i / cols);
    return [c[0] - w / 2 + (w * (cx + 0.5)) / cols, c[1] - h / 2 + (h * (cy + 0.5)) / rows] as Pt;
  });
}
