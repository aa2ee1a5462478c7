// Small helpers shared by the scenario generators.

import type { Pt } from './mapgen.js';

/** Points spread evenly along a polyline from its start to its end (at least one). */
export function along(pts: readonly Pt[], n: number): Pt[] {
  const lens: number[] = [0];
  for (let i = 1; i < pts.length; i++)
    lens.push(lens[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  const total = lens[lens.length - 1]!;
  const out: Pt[] = [];
  for (let k = 0; k < n; k++) {
    const d = n === 1 ? total / 2 : (total * k) / (n - 1);
    let i = 1;
    while (i < pts.length - 1 && lens[i]! < d) i++;
    const seg = lens[i]! - lens[i - 1]!;
    const t = seg === 0 ? 0 : (d - lens[i - 1]!) / seg;
    const a = pts[i - 1]!;
    const b = pts[i]!;
    out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return out;
}

/** A point offset from `p` by dx, dy km. */
export const off = (p: Pt, dx: number, dy: number): Pt => [p[0] + dx, p[1] + dy];

/** Gaussian bump for elevation functions. */
export function bump(p: Pt, c: Pt, height: number, radius: number): number {
  const d2 = (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2;
  return height * Math.exp(-d2 / (2 * radius * radius));
}
