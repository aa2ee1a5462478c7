// A grid of cells as text for a plain terminal or a file: SGR escapes only where the style changes,
// or none at all (mono theme, NO_COLOR). Used by `hexfront render`, goldens and bug reports.

import { BOLD, INVERSE, TRUECOLOR, UNDERLINE, type CellGrid } from './grid.js';

function colourSgr(c: number, fg: boolean): string {
  if (c < 0) return fg ? '39' : '49';
  if (c >= TRUECOLOR) return `${fg ? 38 : 48};2;${(c >> 16) & 255};${(c >> 8) & 255};${c & 255}`;
  if (c < 8) return String((fg ? 30 : 40) + c);
  if (c < 16) return String((fg ? 90 : 100) + c - 8);
  return `${fg ? 38 : 48};5;${c}`;
}

export interface TextOptions {
  /** false: characters only, no escape codes at all. */
  readonly escapes: boolean;
  /** Drop spaces at the ends of lines (plain text only). */
  readonly trimEnd?: boolean;
}

/** The grid as lines of text. With escapes, every line ends with a reset. */
export function gridToLines(grid: CellGrid, opts: TextOptions): string[] {
  const out: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    if (!opts.escapes) {
      const line = grid.rowText(y);
      out.push(opts.trimEnd ? line.trimEnd() : line);
      continue;
    }
    let s = '';
    let fg = -2;
    let bg = -2;
    let at = -1;
    const base = y * grid.width;
    for (let x = 0; x < grid.width; x++) {
      const i = base + x;
      const f = grid.fg[i]!;
      const b = grid.bg[i]!;
      const a = grid.attr[i]!;
      if (f !== fg || b !== bg || a !== at) {
        const codes = ['0'];
        if (a & BOLD) codes.push('1');
        if (a & UNDERLINE) codes.push('4');
        if (a & INVERSE) codes.push('7');
        if (f >= 0) codes.push(colourSgr(f, true));
        if (b >= 0) codes.push(colourSgr(b, false));
        s += `\x1b[${codes.join(';')}m`;
        fg = f;
        bg = b;
        at = a;
      }
      s += String.fromCodePoint(grid.ch[i]!);
    }
    out.push(s + '\x1b[0m');
  }
  return out;
}
