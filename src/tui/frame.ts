// A frame: the whole terminal as a grid of styled cells. The client draws every panel into one
// frame; the screen adapter sends only what differs from what the terminal shows (design: "sends
// only changed cells"), through screen-writer.ts (scroll regions, fewest colour changes).
//
// Attribute layout is blessed's: flags << 18 | fg << 9 | bg; flags bold 1, underline 2, inverse 8;
// colour 0..255, 0x1ff = the terminal's default colour.

export const DEFAULT_COLOR = 0x1ff;
export const BOLD = 1;
export const UNDERLINE = 2;
export const INVERSE = 8;

export function attr(fg = DEFAULT_COLOR, bg = DEFAULT_COLOR, flags = 0): number {
  return ((flags & 0x3f) << 18) | ((fg & 0x1ff) << 9) | (bg & 0x1ff);
}
export const PLAIN = attr();

export class Frame {
  readonly attrs: Uint32Array;
  readonly chars: string[];
  constructor(
    readonly cols: number,
    readonly rows: number,
  ) {
    this.attrs = new Uint32Array(cols * rows).fill(PLAIN);
    this.chars = new Array<string>(cols * rows).fill(' ');
  }

  set(x: number, y: number, ch: string, a: number): void {
    if (x < 0 || y < 0 || x >= this.cols || y >= this.rows) return;
    const i = y * this.cols + x;
    this.chars[i] = ch;
    this.attrs[i] = a;
  }

  ch(x: number, y: number): string {
    return this.chars[y * this.cols + x] ?? ' ';
  }

  attrAt(x: number, y: number): number {
    return this.attrs[y * this.cols + x] ?? PLAIN;
  }

  /** Writes text from (x, y), clipped at maxWidth cells; returns the number of cells written. */
  text(x: number, y: number, s: string, a = PLAIN, maxWidth = this.cols - x): number {
    if (y < 0 || y >= this.rows) return 0;
    const limit = Math.min(maxWidth, this.cols - x);
    let n = 0;
    const row = y * this.cols;
    for (const ch of s) {
      if (n >= limit) break;
      if (x + n >= 0) {
        this.chars[row + x + n] = ch < ' ' ? ' ' : ch;
        this.attrs[row + x + n] = a;
      }
      n++;
    }
    return n;
  }

  /** Text padded with spaces to exactly `width` cells. */
  line(x: number, y: number, s: string, width: number, a = PLAIN): void {
    const n = this.text(x, y, s, a, width);
    this.fill(x + n, y, width - n, 1, ' ', a);
  }

  fill(x: number, y: number, w: number, h: number, ch = ' ', a = PLAIN): void {
    const x0 = Math.max(0, x);
    const x1 = Math.min(this.cols, x + w);
    const y0 = Math.max(0, y);
    const y1 = Math.min(this.rows, y + h);
    if (x1 <= x0) return;
    for (let j = y0; j < y1; j++) {
      const i = j * this.cols;
      this.attrs.fill(a, i + x0, i + x1);
      this.chars.fill(ch, i + x0, i + x1);
    }
  }

  /** The text of one row (for tests and the fake terminal). */
  rowText(y: number): string {
    return this.chars.slice(y * this.cols, (y + 1) * this.cols).join('');
  }
}

export interface BoxChars {
  readonly h: string;
  readonly v: string;
  readonly tl: string;
  readonly tr: string;
  readonly bl: string;
  readonly br: string;
}
export const UNICODE_BOX: BoxChars = { h: '─', v: '│', tl: '┌', tr: '┐', bl: '└', br: '┘' };
export const ASCII_BOX: BoxChars = { h: '-', v: '|', tl: '+', tr: '+', bl: '+', br: '+' };

/** A bordered panel with its title in the top border. */
export function drawBox(
  f: Frame,
  x: number,
  y: number,
  w: number,
  h: number,
  title: string,
  box: BoxChars,
  a: number,
  titleAttr = a,
): void {
  if (w < 2 || h < 2) return;
  f.set(x, y, box.tl, a);
  f.fill(x + 1, y, w - 2, 1, box.h, a);
  f.set(x + w - 1, y, box.tr, a);
  for (let j = 1; j < h - 1; j++) {
    f.set(x, y + j, box.v, a);
    f.set(x + w - 1, y + j, box.v, a);
  }
  f.set(x, y + h - 1, box.bl, a);
  f.fill(x + 1, y + h - 1, w - 2, 1, box.h, a);
  f.set(x + w - 1, y + h - 1, box.br, a);
  if (title) f.text(x + 2, y, ` ${title} `, titleAttr, w - 4);
}
