// Copying a rendered grid into a client's screen buffer: one string and one blessed attribute per
// cell (the client's Frame has that shape; it is named here only by its fields, so the renderer
// imports no client code). Every hex presenter's map panel paints through this.

import { blessedAttr, type CellGrid } from './grid.js';
import type { ThemeName } from './theme.js';

/** A screen buffer: `cols` x `rows` cells, a string and a blessed attribute each. */
export interface CellTarget {
  readonly cols: number;
  readonly rows: number;
  readonly chars: string[];
  readonly attrs: Uint32Array;
}

const glyphCache = new Map<number, string>();
function glyph(code: number): string {
  let s = glyphCache.get(code);
  if (s === undefined) {
    s = String.fromCodePoint(code);
    glyphCache.set(code, s);
  }
  return s;
}

/** Copies a grid into the target at (x0, y0), clipped at the target's edges. */
export function blitGrid(target: CellTarget, x0: number, y0: number, g: CellGrid): void {
  for (let y = 0; y < g.height; y++) {
    const fy = y0 + y;
    if (fy >= target.rows) break;
    let fi = fy * target.cols + x0;
    let gi = y * g.width;
    const w = Math.min(g.width, target.cols - x0);
    for (let x = 0; x < w; x++, fi++, gi++) {
      target.chars[fi] = glyph(g.ch[gi]!);
      target.attrs[fi] = blessedAttr(g, gi);
    }
  }
}

/** The renderer theme for a client's colour depth ('none' or a mono palette: no colours at all). */
export function themeForDepth(depth: 'none' | '16' | '256', mono: boolean): ThemeName {
  if (mono || depth === 'none') return 'mono';
  return depth === '256' ? '256' : '16';
}
