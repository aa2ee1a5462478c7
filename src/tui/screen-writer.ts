// Frames to terminal bytes (issue 18 part 6: every scroll step at 80x24 under 2 KB). The writer
// keeps a model of what the terminal shows and sends only what differs from it, in as few bytes as
// it can without changing a single visible cell:
// - a vertical scroll moves the rows that stay with the terminal's own scrolling (a DECSTBM scroll
//   region, then IND or RI), and only what that leaves wrong is repainted (the new rows, and the
//   panels beside the map, which scroll with it because a scroll region is full width);
// - colours change by the smallest SGR (only what differs, no reset and reapply), and a blank
//   takes any foreground, since a blank shows only its background;
// - a row with many colour changes (a hex map: outline, fill, outline, fill...) is painted in
//   layers, one colour at a time: the commonest colour first, writing straight through the cells a
//   later layer paints, then each other colour, skipping between its cells with cursor moves;
// - runs of blanks on the default background are erased (EL, ECH) rather than written;
// - long runs of line-drawing characters go out in the DEC special graphics set, one byte each.
// It never relies on back-colour erase: the scroll and every erase run on default colours.
// Pure: no I/O; screen.ts sends what it returns.

import { DEFAULT_COLOR, INVERSE, PLAIN, UNDERLINE, type Frame } from './frame.js';

const BOLD_F = 1;
const UNDERLINE_F = 2;
const BLINK_F = 4;
const INVERSE_F = 8;
const INVISIBLE_F = 16;
/** Flags under which a blank shows its foreground colour. */
const BLANK_SHOWS_FG = UNDERLINE | INVERSE;
/** A blank on the default background, as erase sequences leave it. */
const ERASED = PLAIN;
/** A run of line-drawing characters at least this long goes out in the DEC graphics set. */
const ACS_RUN = 4;
/** A run of erasable blanks at least this long is erased (ECH) rather than written. */
const ECH_RUN = 7;

export interface WriterOptions {
  /** Line-drawing characters the terminal has in its DEC special graphics set: Unicode -> letter. */
  readonly acs?: Readonly<Record<string, string>>;
  /**
   * The shortest run of line-drawing characters sent in the graphics set (default 4: shorter runs
   * go as UTF-8, which is shorter than switching sets); 1 when the terminal has no UTF-8.
   */
  readonly acsRun?: number;
  /** Columns a character takes (1, or 2 for wide characters); ASCII is always 1. */
  readonly charWidth?: (ch: string) => number;
  /** What to send for a character the terminal cannot show (no UTF-8); undefined sends it as is. */
  readonly toAscii?: (ch: string) => string;
  /** Use the terminal's scroll region for vertical scrolls (on unless false). */
  readonly scrollRegion?: boolean;
}

/** How a cell looks: a blank without underline or inverse shows only its background. */
export function visibleAttr(a: number, ch: string): number {
  if (ch === ' ' && ((a >>> 18) & BLANK_SHOWS_FG) === 0) return (DEFAULT_COLOR << 9) | (a & 0x1ff);
  return a;
}

/** Bytes of a string in UTF-8 (what the terminal receives). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** blessed's colour codes: the 16 ANSI colours as 30-37/90-97 (40-47/100-107), the rest as 38;5;n. */
function colourCode(c: number, fg: boolean): string {
  if (c === DEFAULT_COLOR) return fg ? '39' : '49';
  if (c < 8) return String((fg ? 30 : 40) + c);
  if (c < 16) return String((fg ? 90 : 100) + c - 8);
  return `${fg ? 38 : 48};5;${c}`;
}

const FLAG_ON: readonly [number, string][] = [
  [BOLD_F, '1'],
  [UNDERLINE_F, '4'],
  [BLINK_F, '5'],
  [INVERSE_F, '7'],
  [INVISIBLE_F, '8'],
];
const FLAG_OFF: readonly [number, string][] = [
  [BOLD_F, '22'],
  [UNDERLINE_F, '24'],
  [BLINK_F, '25'],
  [INVERSE_F, '27'],
  [INVISIBLE_F, '28'],
];

/** The shortest SGR that turns attribute `from` into `to`: a reset and the whole set, or the change. */
export function sgr(from: number, to: number): string {
  if (from === to) return '';
  if (to === PLAIN) return '\x1b[m';
  const tf = (to >>> 18) & 0x3f;
  const tfg = (to >>> 9) & 0x1ff;
  const tbg = to & 0x1ff;
  const full: string[] = from === PLAIN ? [] : ['0'];
  for (const [f, code] of FLAG_ON) if (tf & f) full.push(code);
  if (tfg !== DEFAULT_COLOR) full.push(colourCode(tfg, true));
  if (tbg !== DEFAULT_COLOR) full.push(colourCode(tbg, false));
  const ff = (from >>> 18) & 0x3f;
  const delta: string[] = [];
  for (const [f, code] of FLAG_OFF) if (ff & f && !(tf & f)) delta.push(code);
  for (const [f, code] of FLAG_ON) if (tf & f && !(ff & f)) delta.push(code);
  if (((from >>> 9) & 0x1ff) !== tfg) delta.push(colourCode(tfg, true));
  if ((from & 0x1ff) !== tbg) delta.push(colourCode(tbg, false));
  const a = full.join(';');
  const b = delta.join(';');
  return `\x1b[${b.length < a.length ? b : a}m`;
}

const cuf = (n: number) => (n <= 0 ? '' : n === 1 ? '\x1b[C' : `\x1b[${n}C`);
const cub = (n: number) => (n <= 0 ? '' : n === 1 ? '\x1b[D' : `\x1b[${n}D`);
const cud = (n: number) => (n === 1 ? '\x1b[B' : `\x1b[${n}B`);
const cuu = (n: number) => (n === 1 ? '\x1b[A' : `\x1b[${n}A`);
function cup(x: number, y: number): string {
  if (x === 0) return y === 0 ? '\x1b[H' : `\x1b[${y + 1}H`;
  return `\x1b[${y + 1};${x + 1}H`;
}

/** Where the terminal's cursor is (-1: not known), its colours, and the character set in use. */
interface Pen {
  x: number;
  y: number;
  attr: number;
  acs: boolean;
}

/** A vertical scroll of rows top..bottom by k rows (k > 0: the content moves up). */
export interface Scroll {
  readonly top: number;
  readonly bottom: number;
  readonly k: number;
  /** Cells it leaves right that differ now, out of `changed` cells that differ now (estimates). */
  readonly saves?: number;
  readonly changed?: number;
}

class Model {
  constructor(
    readonly cols: number,
    readonly rows: number,
    readonly attrs = new Uint32Array(cols * rows).fill(ERASED),
    readonly chars = new Array<string>(cols * rows).fill(' '),
  ) {}
  clone(): Model {
    return new Model(this.cols, this.rows, this.attrs.slice(), this.chars.slice());
  }
  /** Same as the terminal's scroll: rows leave at one edge, blank rows enter at the other. */
  scroll(s: Scroll): void {
    const { cols } = this;
    const width = (s.bottom - s.top + 1) * cols;
    const start = s.top * cols;
    const by = s.k * cols;
    if (s.k > 0) {
      this.attrs.copyWithin(start, start + by, start + width);
      this.chars.copyWithin(start, start + by, start + width);
      this.attrs.fill(ERASED, start + width - by, start + width);
      this.chars.fill(' ', start + width - by, start + width);
    } else {
      this.attrs.copyWithin(start - by, start, start + width + by);
      this.chars.copyWithin(start - by, start, start + width + by);
      this.attrs.fill(ERASED, start, start - by);
      this.chars.fill(' ', start, start - by);
    }
  }
}

export class ScreenWriter {
  private model: Model | null = null;
  private pen: Pen = { x: -1, y: -1, attr: PLAIN, acs: false };

  constructor(private readonly opts: WriterOptions = {}) {}

  /** The terminal was just cleared to blanks at this size, on default colours (blessed's alloc). */
  cleared(cols: number, rows: number): void {
    this.model = new Model(cols, rows);
    this.pen = { x: -1, y: -1, attr: PLAIN, acs: false };
  }

  /** What the terminal shows is not known: the next render clears it and draws in full. */
  invalidate(): void {
    this.model = null;
    this.pen = { x: -1, y: -1, attr: PLAIN, acs: false };
  }

  /** A cell as the terminal shows it (for handing the screen over to another drawer). */
  shownAt(x: number, y: number): { attr: number; ch: string } {
    const m = this.model;
    if (!m || x < 0 || y < 0 || x >= m.cols || y >= m.rows) return { attr: PLAIN, ch: ' ' };
    const i = y * m.cols + x;
    return { attr: m.attrs[i]!, ch: m.chars[i]! };
  }

  /**
   * The bytes that make the terminal show `frame` (clipped to the terminal's size) with its cursor
   * on `cursor` (left where it ends when null). Leaves default colours and the ASCII set in use.
   */
  render(frame: Frame, cursor?: { x: number; y: number } | null): string {
    let out = '';
    if (!this.model) {
      out += '\x1b[m\x1b[H\x1b[2J';
      this.cleared(frame.cols, frame.rows);
      this.pen.x = 0;
      this.pen.y = 0;
    }
    const model = this.model!;
    const scroll = this.opts.scrollRegion === false ? null : findScroll(frame, model);
    if (scroll) {
      const moved = { model: model.clone(), pen: { ...this.pen }, out: '' };
      moved.out = scrollOut(scroll, moved.pen, model.rows);
      moved.model.scroll(scroll);
      moved.out += this.paint(frame, moved.model, moved.pen);
      let best = moved;
      // When the scroll leaves most changed cells right, it wins; else both ways are tried, on
      // copies, and the scroll kept only when it sends fewer bytes.
      if ((scroll.saves ?? 0) * 4 < (scroll.changed ?? Infinity)) {
        const plain = { model: model.clone(), pen: { ...this.pen }, out: '' };
        plain.out = this.paint(frame, plain.model, plain.pen);
        if (utf8Length(plain.out) <= utf8Length(moved.out)) best = plain;
      }
      this.model = best.model;
      this.pen = best.pen;
      out += best.out;
    } else {
      out += this.paint(frame, model, this.pen);
    }
    const pen = this.pen;
    if (pen.acs) {
      out += '\x1b(B';
      pen.acs = false;
    }
    out += sgr(pen.attr, PLAIN);
    pen.attr = PLAIN;
    if (cursor && (pen.x !== cursor.x || pen.y !== cursor.y)) out += moveTo(pen, cursor.x, cursor.y);
    return out;
  }

  /**
   * Paints every cell of `model` that differs from the frame; updates the model and the pen. Two
   * ways, the shorter kept: row by row (each row left to right or in layers, whichever is shorter),
   * or in layers over the whole frame (one colour change per colour, more cursor moves).
   */
  private paint(frame: Frame, model: Model, pen: Pen): string {
    const cols = Math.min(frame.cols, model.cols);
    const rows = Math.min(frame.rows, model.rows);
    const painters: RowPainter[] = [];
    for (let y = 0; y < rows; y++) {
      const need = new Uint8Array(cols);
      let any = false;
      for (let x = 0; x < cols; x++) {
        const fi = y * frame.cols + x;
        const mi = y * model.cols + x;
        const ch = frame.chars[fi]!;
        const differs =
          model.chars[mi] !== ch || visibleAttr(model.attrs[mi]!, ch) !== visibleAttr(frame.attrs[fi]!, ch);
        need[x] = differs ? 1 : 0;
        any ||= differs;
      }
      if (any) painters.push(new RowPainter(this.opts, frame, model, y, cols, need));
    }
    if (!painters.length) return '';
    const byRow = { ...pen };
    let rowsOut = '';
    for (const row of painters) {
      const lin = { ...byRow };
      const a = row.linear(lin);
      const lay = { ...byRow };
      const b = layered([row], lay);
      const useLayered = utf8Length(b) < utf8Length(a);
      rowsOut += useLayered ? b : a;
      Object.assign(byRow, useLayered ? lay : lin);
    }
    let out = rowsOut;
    let end = byRow;
    if (painters.length > 1) {
      const whole = { ...pen };
      const w = layered(painters, whole);
      if (utf8Length(w) < utf8Length(rowsOut)) {
        out = w;
        end = whole;
      }
    }
    Object.assign(pen, end);
    for (const row of painters) row.commit();
    return out;
  }
}

/**
 * Paints rows in layers: the changed cells grouped by attribute (a blank joins the largest layer
 * with its background), the largest layer first, each layer over all the rows before the next. A
 * layer writes through cells that a later layer paints (a blank, one byte) and jumps over the rest.
 */
function layered(rows: RowPainter[], pen: Pen): string {
  const attrs: number[] = [];
  const counts: number[] = [];
  const index = new Map<number, number>();
  let blanks = 0;
  for (const row of rows) {
    row.start();
    for (let x = 0; x < row.cols; x++) {
      if (!row.need[x]) continue;
      if (row.flexible(x)) {
        blanks++;
        continue;
      }
      const a = row.attr(x);
      let l = index.get(a);
      if (l === undefined) {
        l = attrs.length;
        index.set(a, l);
        attrs.push(a);
        counts.push(0);
      }
      row.layerOf[x] = l;
      counts[l]!++;
    }
  }
  if (blanks) {
    // A blank joins the largest layer with its background that shows no foreground on a blank.
    const byBg = new Map<number, number>();
    for (let l = 0; l < attrs.length; l++) {
      const a = attrs[l]!;
      if (((a >>> 18) & BLANK_SHOWS_FG) !== 0) continue;
      const other = byBg.get(a & 0x1ff);
      if (other === undefined || counts[l]! > counts[other]!) byBg.set(a & 0x1ff, l);
    }
    for (const row of rows)
      for (let x = 0; x < row.cols; x++) {
        if (!row.need[x] || !row.flexible(x)) continue;
        const bg = row.attr(x) & 0x1ff;
        let l = byBg.get(bg);
        if (l === undefined) {
          l = attrs.length;
          attrs.push((DEFAULT_COLOR << 9) | bg);
          counts.push(0);
          byBg.set(bg, l);
        }
        row.layerOf[x] = l;
        counts[l]!++;
      }
  }
  const order = attrs.map((_, l) => l).sort((p, q) => counts[q]! - counts[p]! || p - q);
  const rank = new Int32Array(attrs.length);
  for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
  for (const row of rows) row.group(attrs.length);
  let out = '';
  for (let r = 0; r < order.length; r++) {
    const l = order[r]!;
    for (const row of rows) out += row.paintLayer(pen, l, attrs[l]!, rank, r);
  }
  return out;
}

/** The shortest of CUP, CR, CR LF and relative moves that takes a cursor from (px, py) to (x, y). */
function moveSeq(px: number, py: number, x: number, y: number): string {
  let best = cup(x, y);
  let s: string;
  if (py === y) {
    if (px >= 0) {
      s = x === px ? '' : x > px ? cuf(x - px) : cub(px - x);
      if (s.length < best.length) best = s;
    }
    s = '\r' + cuf(x);
    if (s.length < best.length) best = s;
  } else if (py >= 0) {
    // CR LF moves down one row from anywhere on it (LF alone may or may not return the carriage).
    if (y === py + 1) {
      s = '\r\n' + cuf(x);
      if (s.length < best.length) best = s;
    }
    if (px >= 0) {
      s = (y > py ? cud(y - py) : cuu(py - y)) + (x >= px ? cuf(x - px) : cub(px - x));
      if (s.length < best.length) best = s;
    }
  }
  return best;
}

/** Moves the pen to (x, y); returns the bytes. */
function moveTo(pen: Pen, x: number, y: number): string {
  const s = moveSeq(pen.x, pen.y, x, y);
  pen.x = x;
  pen.y = y;
  return s;
}

/** The escape sequences of a scroll: a scroll region, IND or RI k times, the full screen again. */
function scrollOut(s: Scroll, pen: Pen, rows: number): string {
  let out = '';
  if (pen.acs) out += '\x1b(B';
  // Rows scrolled in take the current background: default colours first (no reliance on BCE).
  out += sgr(pen.attr, PLAIN);
  const whole = s.top === 0 && s.bottom === rows - 1;
  // DECSTBM homes the cursor; IND at the bottom margin scrolls up, RI at the top margin down.
  if (!whole) out += `\x1b[${s.top + 1};${s.bottom + 1}r`;
  out += s.k > 0 ? cup(0, s.bottom) + '\x1bD'.repeat(s.k) : cup(0, s.top) + '\x1bM'.repeat(-s.k);
  if (!whole) out += '\x1b[r';
  Object.assign(pen, { x: 0, y: whole ? (s.k > 0 ? s.bottom : s.top) : 0, attr: PLAIN, acs: false });
  return out;
}

/** Cells as findScroll reads them. */
export interface Cells {
  readonly cols: number;
  readonly rows: number;
  readonly attrs: Uint32Array;
  readonly chars: readonly string[];
}

/**
 * The scroll (if any) that leaves the fewest cells to repaint: for each shift k, the band of rows
 * where the cells that match the frame after the shift outnumber those that match now by the most.
 * Only tried when several rows changed a lot (a scroll, not a cursor move).
 */
export function findScroll(frame: Cells, model: Cells): Scroll | null {
  const cols = Math.min(frame.cols, model.cols);
  const rows = Math.min(frame.rows, model.rows);
  if (rows < 3) return null;
  const fkey = new Float64Array(rows * cols);
  const mkey = new Float64Array(rows * cols);
  // One number per cell: the character's code and how it looks (cells with the same number match).
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const fi = y * frame.cols + x;
      const mi = y * model.cols + x;
      const fc = frame.chars[fi]!;
      const mc = model.chars[mi]!;
      fkey[y * cols + x] = visibleAttr(frame.attrs[fi]!, fc) * 0x200000 + (fc.codePointAt(0) ?? 0);
      mkey[y * cols + x] = visibleAttr(model.attrs[mi]!, mc) * 0x200000 + (mc.codePointAt(0) ?? 0);
    }
  const blankKey = visibleAttr(PLAIN, ' ') * 0x200000 + 32;
  const diff = (fy: number, my: number) => rowDiff(fkey, mkey, cols, fy, my);
  const now = new Int32Array(rows);
  const blank = new Int32Array(rows);
  let busy = 0;
  for (let y = 0; y < rows; y++) {
    now[y] = diff(y, y);
    if (now[y]! >= Math.max(8, cols / 5)) busy++;
    let n = 0;
    for (let x = 0; x < cols; x++) if (fkey[y * cols + x] !== blankKey) n++;
    blank[y] = n;
  }
  if (busy < 3) return null;
  // Candidate shifts by vote: a run of 8 cells of the frame that the model has on another row
  // (not a blank run) votes for that shift. Only the best few shifts are then weighed cell by cell.
  const votes = shiftVotes(fkey, mkey, rows, cols, blankKey);
  const candidates = [...votes.entries()]
    .filter(([, v]) => v >= 3)
    .sort((p, q) => q[1] - p[1])
    .slice(0, 3)
    .map(([k]) => k);
  // Prefix sums; a scroll must save at least this many cells to pay for its escape sequences.
  const overhead = 12;
  const pNow = prefix(now);
  const pBlank = prefix(blank);
  let best: Scroll | null = null;
  let bestGain = overhead;
  const shifted = new Int32Array(rows);
  for (const k of candidates) {
    const ak = Math.abs(k);
    for (let y = 0; y < rows; y++) {
      const src = y + k;
      shifted[y] = src >= 0 && src < rows ? diff(y, src) : cols;
    }
    const pShift = prefix(shifted);
    for (let t = 0; t < rows; t++)
      for (let b = t + ak; b < rows; b++) {
        // k > 0: rows t..b-k get rows t+k..b, rows b-k+1..b enter blank; k < 0 the other way.
        const cost =
          k > 0
            ? pShift[b - k + 1]! - pShift[t]! + pBlank[b + 1]! - pBlank[b - k + 1]!
            : pShift[b + 1]! - pShift[t + ak]! + pBlank[t + ak]! - pBlank[t]!;
        const gain = pNow[b + 1]! - pNow[t]! - cost - ak;
        if (gain > bestGain) {
          bestGain = gain;
          best = { top: t, bottom: b, k, saves: gain, changed: pNow[rows]! };
        }
      }
  }
  return best;
}

const CHUNK = 8;

/** Cells of row fy of the frame that differ from row my of the model. */
function rowDiff(fkey: Float64Array, mkey: Float64Array, cols: number, fy: number, my: number): number {
  let n = 0;
  const a = fy * cols;
  const b = my * cols;
  for (let x = 0; x < cols; x++) if (fkey[a + x] !== mkey[b + x]) n++;
  return n;
}

/** A hash of the 8 cells of run j of row y, or -1 when they are all blank. */
function chunkHash(keys: Float64Array, cols: number, y: number, j: number, blankKey: number): number {
  let h = 0x811c9dc5;
  const at = y * cols + j * CHUNK;
  let blank = true;
  for (let i = 0; i < CHUNK; i++) {
    const k = keys[at + i]!;
    if (k !== blankKey) blank = false;
    h = Math.imul(h ^ (k % 0x40000000), 0x01000193) ^ Math.floor(k / 0x40000000);
  }
  return blank ? -1 : h >>> 0;
}

/** Shift k -> how many 8-cell runs of the frame are found k rows away in the model. */
function shiftVotes(
  fkey: Float64Array,
  mkey: Float64Array,
  rows: number,
  cols: number,
  blankKey: number,
): Map<number, number> {
  const chunks = Math.floor(cols / CHUNK);
  const votes = new Map<number, number>();
  const mh = new Float64Array(rows * chunks);
  const fh = new Float64Array(rows * chunks);
  for (let y = 0; y < rows; y++)
    for (let j = 0; j < chunks; j++) {
      mh[y * chunks + j] = chunkHash(mkey, cols, y, j, blankKey);
      fh[y * chunks + j] = chunkHash(fkey, cols, y, j, blankKey);
    }
  for (let j = 0; j < chunks; j++) {
    const where = new Map<number, number[]>();
    for (let y = 0; y < rows; y++) {
      const h = mh[y * chunks + j]!;
      if (h < 0) continue;
      const list = where.get(h);
      if (list) list.push(y);
      else where.set(h, [y]);
    }
    for (let y = 0; y < rows; y++) {
      const h = fh[y * chunks + j]!;
      if (h < 0 || h === mh[y * chunks + j]) continue;
      const list = where.get(h);
      if (!list || list.length > 8) continue; // a run seen everywhere says nothing
      for (const src of list) if (src !== y) votes.set(src - y, (votes.get(src - y) ?? 0) + 1);
    }
  }
  return votes;
}

function prefix(a: Int32Array): Int32Array {
  const p = new Int32Array(a.length + 1);
  for (let i = 0; i < a.length; i++) p[i + 1] = p[i]! + a[i]!;
  return p;
}

/** One row's repaint, tried two ways (left to right, or in colour layers); commit() records it. */
class RowPainter {
  private readonly fa: Uint32Array;
  private readonly fc: string[];
  private readonly base: number;
  /** Blanks on the default background in a row from here (in the frame). */
  private readonly erasable: Int32Array;
  /** Line-drawing characters in a row from here (in the frame). */
  private readonly acsRun: Int32Array;
  /** The layer of each changed cell (set by layered()), and the cells painted so far. */
  layerOf: Int32Array = new Int32Array(0);
  private cellsOf: (number[] | undefined)[] = [];
  private done: Uint8Array = new Uint8Array(0);

  constructor(
    private readonly opts: WriterOptions,
    frame: Frame,
    private readonly model: Model,
    private readonly y: number,
    readonly cols: number,
    readonly need: Uint8Array,
  ) {
    this.fa = frame.attrs;
    this.fc = frame.chars;
    this.base = y * frame.cols;
    this.erasable = new Int32Array(cols + 1);
    this.acsRun = new Int32Array(cols + 1);
    const acs = opts.acs;
    for (let x = cols - 1; x >= 0; x--) {
      const ch = this.fc[this.base + x]!;
      const blank = ch === ' ' && visibleAttr(this.fa[this.base + x]!, ch) === ERASED;
      this.erasable[x] = blank ? this.erasable[x + 1]! + 1 : 0;
      this.acsRun[x] = acs && acs[ch] !== undefined ? this.acsRun[x + 1]! + 1 : 0;
    }
  }

  /** Records the frame's row in the model (both ways leave every changed cell as the frame has it). */
  commit(): void {
    const m = this.model;
    const mb = this.y * m.cols;
    for (let x = 0; x < this.cols; x++) {
      if (!this.need[x]) continue;
      m.attrs[mb + x] = this.fa[this.base + x]!;
      m.chars[mb + x] = this.fc[this.base + x]!;
    }
    // A wide character and the cell it covers are marked unknown, so both are always redrawn
    // together (blessed does the same).
    for (let x = 0; x < this.cols - 1; x++) {
      if (!this.need[x] || !this.wide(x)) continue;
      m.chars[mb + x] = '\0';
      m.chars[mb + x + 1] = '\0';
    }
  }

  private wide(x: number): boolean {
    const ch = this.fc[this.base + x]!;
    if (ch.charCodeAt(0) <= 0x7e || this.opts.toAscii) return false;
    return (this.opts.charWidth?.(ch) ?? 1) === 2;
  }

  /** Whether cell x looks right when written in `attr`: the same, or a blank on the same background. */
  fits(x: number, attr: number): boolean {
    const a = this.fa[this.base + x]!;
    if (a === attr) return true;
    const ch = this.fc[this.base + x]!;
    return ch === ' ' && visibleAttr(a, ch) === visibleAttr(attr, ch);
  }

  /** Writes cell x (the pen is on it, in a fitting attribute); returns the bytes. */
  private put(pen: Pen, x: number, done: Uint8Array): string {
    let ch = this.fc[this.base + x]!;
    let out = '';
    done[x] = 1;
    const mapped = this.opts.acs?.[ch];
    if (mapped !== undefined && (pen.acs || this.acsRun[x]! >= (this.opts.acsRun ?? ACS_RUN))) {
      if (!pen.acs) out += '\x1b(0';
      pen.acs = true;
      pen.x = x + 1 >= this.cols ? -1 : x + 1;
      return out + mapped;
    }
    if (pen.acs && ch !== ' ') {
      out += '\x1b(B';
      pen.acs = false;
    }
    let w = 1;
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) ch = ' ';
    else if (code > 0x7e) {
      if (this.opts.toAscii) ch = this.opts.toAscii(ch);
      else if (this.wide(x)) {
        // blessed's rule: a wide character in the last column is sent as a blank; elsewhere it
        // covers the next cell, which is not written.
        if (x === this.cols - 1) ch = ' ';
        else {
          w = 2;
          done[x + 1] = 1;
        }
      } else if (this.opts.charWidth && this.opts.charWidth(ch) !== 1) w = 0;
    }
    out += ch;
    // After the last column the terminal waits to wrap: the position is not known.
    pen.x = w > 0 && x + w < this.cols ? x + w : -1;
    return out;
  }

  /**
   * Erases the blanks on the default background from x (EL to the end of the row, or ECH) when
   * that is shorter than writing them; null when it is not.
   */
  private erase(pen: Pen, x: number, done: Uint8Array): string | null {
    const run = this.erasable[x]!;
    const toEnd = x + run >= this.cols;
    if (run < ECH_RUN && !toEnd) return null;
    let out = pen.acs ? '\x1b(B' : '';
    // Some terminals erase in the pen's background (BCE): erase on default colours only.
    const reset = (pen.attr & 0x1ff) !== DEFAULT_COLOR || ((pen.attr >>> 18) & BLANK_SHOWS_FG) !== 0;
    if (reset) out += sgr(pen.attr, PLAIN);
    out += toEnd ? '\x1b[K' : `\x1b[${run}X`;
    // Writing them instead costs a byte each (the colour change counted alike).
    if (utf8Length(out) >= run + (reset ? utf8Length(sgr(pen.attr, PLAIN)) : 0)) return null;
    if (reset) pen.attr = PLAIN;
    pen.acs = false;
    for (let i = x; i < x + run; i++) done[i] = 1;
    return out;
  }

  private setAttr(pen: Pen, x: number, to: number): string {
    if (this.fits(x, pen.attr)) return '';
    const out = sgr(pen.attr, to);
    pen.attr = to;
    return out;
  }

  /** Left to right: each changed cell in turn, colours changed as they come. */
  linear(pen: Pen): string {
    const done = new Uint8Array(this.cols);
    let out = '';
    for (let x = 0; x < this.cols; x++) {
      if (!this.need[x] || done[x]) continue;
      out += this.reach(pen, x, done, null, 0);
      const e = this.erase(pen, x, done);
      if (e !== null) {
        out += e;
        continue;
      }
      out += this.setAttr(pen, x, this.fa[this.base + x]!);
      out += this.put(pen, x, done);
    }
    return out;
  }

  /** Starts a layered painting of this row: no layers yet, nothing painted. */
  start(): void {
    this.layerOf = new Int32Array(this.cols).fill(-1);
    this.done = new Uint8Array(this.cols);
  }

  attr(x: number): number {
    return this.fa[this.base + x]!;
  }

  /** A blank without underline or inverse: any attribute with its background will do. */
  flexible(x: number): boolean {
    return this.fc[this.base + x] === ' ' && ((this.attr(x) >>> 18) & BLANK_SHOWS_FG) === 0;
  }

  /** Lists the cells of each layer, left to right (after every cell has its layer). */
  group(layers: number): void {
    this.cellsOf = new Array<number[] | undefined>(layers);
    for (let x = 0; x < this.cols; x++) {
      const l = this.layerOf[x]!;
      if (l < 0) continue;
      (this.cellsOf[l] ??= []).push(x);
    }
  }

  /** Paints this row's cells of layer l in `attr`: the layer ranked r (`rank` ranks every layer). */
  paintLayer(pen: Pen, l: number, attr: number, rank: Int32Array, r: number): string {
    const done = this.done;
    const cells = this.cellsOf[l];
    if (!cells) return '';
    let out = '';
    for (const x of cells) {
      if (done[x]) continue;
      out += this.reach(pen, x, done, rank, r);
      const e = this.erase(pen, x, done);
      if (e !== null) {
        out += e;
        continue;
      }
      out += this.setAttr(pen, x, attr);
      out += this.put(pen, x, done);
    }
    return out;
  }

  /**
   * Takes the pen to cell x of this row: by writing the cells on the way (each either looks right
   * in the pen's colours, or is still to be painted by a layer ranked after r, so a blank may go
   * there for now), or by a cursor move, whichever is shorter.
   */
  private reach(pen: Pen, x: number, done: Uint8Array, rank: Int32Array | null, r: number): string {
    if (pen.x === x && pen.y === this.y) return '';
    const jump = moveSeq(pen.x, pen.y, x, this.y);
    if (pen.y === this.y && pen.x >= 0 && pen.x < x && x - pen.x <= jump.length) {
      const p = { ...pen };
      const ignore = new Uint8Array(this.cols);
      let through = '';
      let ok = true;
      for (let c = pen.x; c < x && ok; c++) {
        const code = this.fc[this.base + c]!.charCodeAt(0);
        // Never through a cell after a non-ASCII character (it may be the half of a wide one).
        const prevWide = c > 0 && this.fc[this.base + c - 1]!.charCodeAt(0) > 0x7e;
        if (prevWide) ok = false;
        else if (code >= 0x20 && code <= 0x7e && this.fits(c, p.attr)) {
          through += this.put(p, c, ignore);
        } else if (rank && !done[c] && this.need[c] && this.layerOf[c]! >= 0 && rank[this.layerOf[c]!]! > r) {
          through += ' ';
          p.x = c + 1;
        } else ok = false;
      }
      if (ok && utf8Length(through) <= jump.length) {
        // Cells written as they should be are done (a blank written for a later layer is not).
        for (let c = pen.x; c < x; c++) if (ignore[c]) done[c] = 1;
        Object.assign(pen, p);
        return through;
      }
    }
    pen.x = x;
    pen.y = this.y;
    return jump;
  }
}
