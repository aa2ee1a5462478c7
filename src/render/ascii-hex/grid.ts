// A grid of styled terminal cells in parallel typed arrays (one entry per cell, index y*width+x).
// Fast to fill and to copy into a terminal library's buffer: the blessed client builds
// attr = flags << 18 | fg << 9 | bg per cell with blessedAttr().

/** The terminal's default colour. */
export const DEFAULT_COLOR = -1;
/** Colours are: DEFAULT_COLOR, a palette index 0..255, or TRUECOLOR | 0xRRGGBB. */
export const TRUECOLOR = 0x1000000;

/** Attribute flags, the same bits blessed uses. */
export const BOLD = 1;
export const UNDERLINE = 2;
export const INVERSE = 8;

export const rgb = (r: number, g: number, b: number): number => TRUECOLOR | (r << 16) | (g << 8) | b;

export class CellGrid {
  /** Unicode code point of each cell (every glyph the renderer uses is one cell wide). */
  readonly ch: Uint32Array;
  readonly fg: Int32Array;
  readonly bg: Int32Array;
  readonly attr: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const n = width * height;
    this.ch = new Uint32Array(n).fill(32);
    this.fg = new Int32Array(n).fill(DEFAULT_COLOR);
    this.bg = new Int32Array(n).fill(DEFAULT_COLOR);
    this.attr = new Uint8Array(n);
  }

  clear(): void {
    this.ch.fill(32);
    this.fg.fill(DEFAULT_COLOR);
    this.bg.fill(DEFAULT_COLOR);
    this.attr.fill(0);
  }

  /** The characters of one row, without styles. */
  rowText(y: number): string {
    const a = y * this.width;
    return String.fromCodePoint(...this.ch.subarray(a, a + this.width));
  }

  /** All rows as plain text. */
  text(): string[] {
    const out: string[] = [];
    for (let y = 0; y < this.height; y++) out.push(this.rowText(y));
    return out;
  }
}

/** xterm-256 index nearest to an RGB colour (6x6x6 cube or the grey ramp). */
export function rgbTo256(c: number): number {
  const r = (c >> 16) & 255;
  const g = (c >> 8) & 255;
  const b = c & 255;
  const lvl = (v: number) => (v < 48 ? 0 : v < 115 ? 1 : Math.min(5, Math.floor((v - 35) / 40)));
  const cube = 16 + 36 * lvl(r) + 6 * lvl(g) + lvl(b);
  const avg = (r + g + b) / 3;
  if (Math.abs(r - avg) < 10 && Math.abs(g - avg) < 10 && Math.abs(b - avg) < 10) {
    const grey = Math.max(0, Math.min(23, Math.round((avg - 8) / 10)));
    return 232 + grey;
  }
  return cube;
}

/** A colour as blessed's 9-bit field: 0x1ff = default. */
export function colour9(c: number): number {
  if (c < 0) return 0x1ff;
  if (c >= TRUECOLOR) return rgbTo256(c & 0xffffff);
  return c & 0xff;
}

/** The blessed screen.lines attribute of cell i. */
export function blessedAttr(grid: CellGrid, i: number): number {
  return (grid.attr[i]! << 18) | (colour9(grid.fg[i]!) << 9) | colour9(grid.bg[i]!);
}
