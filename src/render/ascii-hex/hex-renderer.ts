// The hex map renderer: a map model (map-model.ts, built by a system's presenter from the side's
// view, never the game state: design invariant 3) plus a viewport, a zoom, a theme and overlays ->
// a grid of styled cells and a cell -> hex map. Pure: no terminal, no I/O, and no system: what a
// hex shows comes from the model, how overlays and outlines look from this folder.
//
// Two entry points: render() draws everything; update() redraws only the hexes whose overlays
// changed (a cursor move redraws two hexes) and reports the cells that changed.

import { CellGrid, BOLD, DEFAULT_COLOR, INVERSE, UNDERLINE } from './grid.js';
import { BORDER, FIRED_ON_GLYPH, OVERLAY_MARKS, fitNumber } from './renderer-glyphs.js';
import { jumpScale, type Viewport, type Zoom } from './layout.js';
import { GROUND, type BrickShape, type CounterLook, type HexMapModel, type Span } from './map-model.js';
import {
  O_CURSOR,
  O_FIRE,
  O_FIRED,
  O_LOS,
  O_LOS_BLOCKED,
  O_MOVE,
  O_PATH,
  O_SELECTED,
  O_ZOC,
  OverlayIndex,
  type Overlays,
} from './overlays.js';
import { theme as themeOf, type Theme, type ThemeName, type Vision } from './theme.js';

export interface HexRenderOptions {
  readonly viewport: Viewport;
  readonly zoom: Zoom;
  readonly theme: ThemeName;
  /** The colour-vision variant of the theme's role colours (default 'normal'). */
  readonly vision?: Vision;
}

export interface Frame {
  readonly grid: CellGrid;
  /** The hex (location) drawn in each cell, -1 where none. Same indexing as the grid. */
  readonly cellHex: Int32Array;
  /** 1 for each row with a cell that changed since the previous frame (all rows after render()). */
  readonly dirtyRows: Uint8Array;
  /** Indices of the changed cells after update(); empty after render() (everything changed). */
  readonly dirtyCells: Int32Array;
  readonly full: boolean;
}

const cp = (s: string): number => s.codePointAt(0)!;
const SPACE = 32;
const APEX = cp(BORDER.apex);
const CORNER = cp(BORDER.corner);
const FIRED = cp(FIRED_ON_GLYPH);
const MARK = {
  path: cp(OVERLAY_MARKS.path.glyph),
  losBlocked: cp(OVERLAY_MARKS.losBlocked.glyph),
  los: cp(OVERLAY_MARKS.los.glyph),
  fire: cp(OVERLAY_MARKS.fireRange.glyph),
  move: cp(OVERLAY_MARKS.moveRange.glyph),
  zoc: cp(OVERLAY_MARKS.zoc.glyph),
};

/** The plain outline of an upper hexside `n` cells long, and the cell a crossing takes. */
const nwPlain = (n: number) => BORDER.corner.repeat(Math.max(0, n - 1)) + BORDER.nw1;
const nePlain = (n: number) => BORDER.ne1 + BORDER.corner.repeat(Math.max(0, n - 1));
const nwCross = (n: number) => (n - 1) >> 1;
const neCross = (n: number) => n - 1 - ((n - 1) >> 1);

export class HexRenderer {
  private model: HexMapModel | undefined;
  private opts: HexRenderOptions | undefined;
  private th!: Theme;
  private brick: BrickShape = { w: 1, h: 1 };
  private grid = new CellGrid(0, 0);
  private cellHex = new Int32Array(0);
  private dirtyRows = new Uint8Array(0);
  private dirty: number[] = [];
  private tracking = false;

  private size = -1;
  private ov = new OverlayIndex(0);
  private ovNext = new OverlayIndex(0);
  private showObjectives = true;
  private showLastKnown = true;
  private viewRect: Overlays['viewRect'];

  // Per-terrain look, resolved once per frame.
  private terrCp = new Uint32Array(0);
  private terrFg = new Int32Array(0);
  private terrBg = new Int32Array(0);
  /** Texture rows per terrain at the current zoom (inner rows of the brick). */
  private tex: (readonly number[])[][] = [];
  private jumpCounts = new Uint16Array(0);

  /** Draws the whole viewport. */
  render(model: HexMapModel, opts: HexRenderOptions, overlays: Overlays = {}): Frame {
    const vp = opts.viewport;
    const w = Math.max(0, Math.floor(vp.width));
    const h = Math.max(0, Math.floor(vp.height));
    if (w !== this.grid.width || h !== this.grid.height) {
      this.grid = new CellGrid(w, h);
      this.cellHex = new Int32Array(w * h);
      this.dirtyRows = new Uint8Array(h);
    } else this.grid.clear();
    this.cellHex.fill(-1);
    this.model = model;
    this.opts = opts;
    this.th = themeOf(opts.theme, opts.vision);
    // A theme with its own ground (high contrast) paints it under cells that are never drawn.
    if (this.th.ground !== DEFAULT_COLOR) this.grid.bg.fill(this.th.ground);
    this.prepare(model, opts);
    this.ov.fill(overlays);
    this.showObjectives = overlays.objectives !== false;
    this.showLastKnown = overlays.lastKnown !== false;
    this.viewRect = overlays.viewRect;
    this.tracking = false;
    this.dirty = [];
    this.drawAll();
    this.dirtyRows.fill(1);
    return this.frame(true);
  }

  /** Redraws only the hexes whose overlays differ from the last frame; needs a render() first. */
  update(overlays: Overlays): Frame {
    const model = this.model;
    if (!model || !this.opts) throw new Error('HexRenderer.update() before render()');
    const next = this.ovNext;
    next.fill(overlays);
    const prev = this.ov;
    const changed = new Set<number>();
    for (const l of prev.touchedLocs) if (prev.differs(next, l)) changed.add(l);
    for (const l of next.touchedLocs) if (prev.differs(next, l)) changed.add(l);
    this.ov = next;
    this.ovNext = prev;
    this.dirtyRows.fill(0);
    this.dirty = [];
    this.tracking = true;
    const objectivesWanted = overlays.objectives !== false;
    if (objectivesWanted !== this.showObjectives) {
      this.showObjectives = objectivesWanted;
      for (const l of model.objectiveLocs) changed.add(l);
    }
    const lastKnownWanted = overlays.lastKnown !== false;
    if (lastKnownWanted !== this.showLastKnown) {
      this.showLastKnown = lastKnownWanted;
      for (const l of model.counterLocs) if (model.counters[model.counterAt[l]!]!.lastKnown) changed.add(l);
    }
    if (!sameRect(overlays.viewRect, this.viewRect)) {
      this.viewRect = overlays.viewRect;
      if (this.opts.zoom === 'jump') this.drawJump();
    }
    for (const l of changed) this.redrawHex(l);
    this.tracking = false;
    return this.frame(false);
  }

  /** The cell that stands for a hex (a counter's letter at Normal zoom), if on screen. */
  anchor(loc: number): { x: number; y: number } | undefined {
    const a = this.anchorOf(loc);
    if (!a || a.x < 0 || a.y < 0 || a.x >= this.grid.width || a.y >= this.grid.height) return undefined;
    return a;
  }

  /** The hex drawn at a cell, -1 for none (mouse clicks). */
  hexAt(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.grid.width || y >= this.grid.height) return -1;
    return this.cellHex[y * this.grid.width + x]!;
  }

  private frame(full: boolean): Frame {
    return {
      grid: this.grid,
      cellHex: this.cellHex,
      dirtyRows: this.dirtyRows,
      dirtyCells: Int32Array.from(this.dirty),
      full,
    };
  }

  // ---- layers -------------------------------------------------------------------------------

  private prepare(model: HexMapModel, opts: HexRenderOptions): void {
    const size = model.cols * model.rows;
    if (size !== this.size) {
      this.size = size;
      this.ov = new OverlayIndex(size);
      this.ovNext = new OverlayIndex(size);
    }
    const zoom = opts.zoom === 'jump' ? 'extreme' : opts.zoom;
    this.brick = model.bricks[zoom];
    const terrain = model.terrain;
    this.terrCp = new Uint32Array(terrain.length);
    this.terrFg = new Int32Array(terrain.length);
    this.terrBg = new Int32Array(terrain.length);
    this.jumpCounts = new Uint16Array(terrain.length);
    const { w, h } = this.brick;
    const innerRows = zoom === 'extreme' ? 0 : h - 1;
    this.tex = terrain.map((t, i) => {
      this.terrCp[i] = t.cell;
      this.terrFg[i] = t.fg;
      this.terrBg[i] = t.bg;
      const rows: (readonly number[])[] = [];
      for (let r = 0; r < innerRows; r++) rows.push(t.texture(zoom as 'normal' | 'zoom-out', r, w - 1));
      return rows;
    });
  }

  /** The counter a hex shows now, or undefined (last-known positions may be turned off). */
  private counterOf(loc: number): CounterLook | undefined {
    const m = this.model!;
    const ci = m.counterAt[loc]!;
    if (ci < 0) return undefined;
    const c = m.counters[ci]!;
    return c.lastKnown && !this.showLastKnown ? undefined : c;
  }

  private objectiveOf(loc: number): number {
    return this.showObjectives ? this.model!.objectiveAt[loc]! : -1;
  }

  // ---- cells --------------------------------------------------------------------------------

  private put(x: number, y: number, ch: number, fg: number, bg: number, attr: number, loc: number): void {
    const g = this.grid;
    if (x < 0 || y < 0 || x >= g.width || y >= g.height) return;
    if (bg === DEFAULT_COLOR) bg = this.th.ground;
    const i = y * g.width + x;
    if (this.tracking) {
      if (g.ch[i] === ch && g.fg[i] === fg && g.bg[i] === bg && g.attr[i] === attr && this.cellHex[i] === loc)
        return;
      this.dirty.push(i);
      this.dirtyRows[y] = 1;
    }
    g.ch[i] = ch;
    g.fg[i] = fg;
    g.bg[i] = bg;
    g.attr[i] = attr;
    this.cellHex[i] = loc;
  }

  private putCps(
    x: number,
    y: number,
    cps: readonly number[],
    fg: number,
    bg: number,
    attr: number,
    loc: number,
  ): void {
    for (let k = 0; k < cps.length; k++) this.put(x + k, y, cps[k]!, fg, bg, attr, loc);
  }

  /**
   * Spans from (x, y), at most `n` cells; returns the cells written. A chip takes the selection's
   * underline in place of its attributes; `inv` (the cursor) goes on every cell.
   */
  private putSpans(
    x: number,
    y: number,
    spans: readonly Span[],
    n: number,
    ground: number,
    selected: boolean,
    inv: number,
    loc: number,
  ): number {
    let k = 0;
    for (const s of spans) {
      const bg = s.bg === GROUND ? ground : s.bg;
      const attr = (s.chip && selected ? UNDERLINE | BOLD : s.attr) | inv;
      for (let j = 0; j < s.cps.length && k < n; j++, k++) this.put(x + k, y, s.cps[j]!, s.fg, bg, attr, loc);
    }
    return k;
  }

  // ---- whole frame --------------------------------------------------------------------------

  private drawAll(): void {
    const opts = this.opts!;
    const zoom = opts.zoom;
    if (zoom === 'jump') return this.drawJump();
    const b = this.brick;
    if (zoom === 'extreme' && b.w === 1 && b.h === 1) return this.drawAllExtreme();
    const m = this.model!;
    const vp = opts.viewport;
    const rows = Math.ceil(this.grid.height / b.h) + 1;
    const cols = Math.ceil(this.grid.width / b.w) + 1;
    for (let r = vp.row; r < vp.row + rows; r++) {
      if (r < 0 || r > m.rows) continue;
      for (let c = vp.col - 1; c < vp.col + cols; c++) {
        if (c < -1 || c > m.cols) continue;
        this.drawBrick(c, r);
      }
    }
  }

  /** Redraws one hex's cells (its brick, or its jump-map block). */
  private redrawHex(loc: number): void {
    if (loc < 0 || loc >= this.size) return;
    const cols = this.model!.cols;
    const col = loc % cols;
    const row = (loc - col) / cols;
    if (this.opts!.zoom === 'jump') {
      const { kx, ky } = this.jumpK();
      this.drawJumpCell(Math.floor(col / kx), Math.floor(row / ky), kx, ky);
      return;
    }
    this.drawBrick(col, row);
  }

  private originOf(c: number, r: number): { x: number; y: number } {
    const vp = this.opts!.viewport;
    const b = this.brick;
    return { x: (c - vp.col) * b.w + (r & 1) * (b.w >> 1), y: (r - vp.row) * b.h };
  }

  private anchorOf(loc: number): { x: number; y: number } | undefined {
    if (!this.model || !this.opts || loc < 0 || loc >= this.size) return undefined;
    const cols = this.model.cols;
    const col = loc % cols;
    const row = (loc - col) / cols;
    const zoom = this.opts.zoom;
    if (zoom === 'jump') {
      const { kx, ky } = this.jumpK();
      return { x: Math.floor(col / kx), y: Math.floor(row / ky) };
    }
    const o = this.originOf(col, row);
    if (zoom === 'extreme') return { x: o.x + (this.brick.w > 1 ? 1 : 0), y: o.y };
    return { x: o.x + 2, y: o.y + 1 };
  }

  private drawBrick(c: number, r: number): void {
    const zoom = this.opts!.zoom;
    const b = this.brick;
    const { x: x0, y: y0 } = this.originOf(c, r);
    if (x0 + b.w <= 0 || y0 + b.h <= 0 || x0 >= this.grid.width || y0 >= this.grid.height) return;
    const m = this.model!;
    const onMap = c >= 0 && r >= 0 && c < m.cols && r < m.rows;
    if (zoom === 'extreme') {
      if (onMap) this.drawExtreme(r * m.cols + c, x0, y0);
      return;
    }
    if (!onMap) return this.drawOffMapBorders(c, r, x0, y0);
    this.drawHex(r * m.cols + c, x0, y0, zoom === 'normal');
  }

  // ---- Normal and Zoom-out ------------------------------------------------------------------

  /** The outline parts of an off-map brick that touch the map, so the map edge is closed. */
  private drawOffMapBorders(c: number, r: number, x0: number, y0: number): void {
    const m = this.model!;
    const { w: bw, h: bh } = this.brick;
    const k = bw >> 1;
    const on = (cc: number, rr: number) => cc >= 0 && rr >= 0 && cc < m.cols && rr < m.rows;
    const odd = r & 1;
    const nw = on(odd ? c : c - 1, r - 1);
    const ne = on(odd ? c + 1 : c, r - 1);
    const w = on(c - 1, r);
    const fg = this.th.color.border;
    for (let y = y0; y < y0 + bh; y++)
      for (let x = x0; x < x0 + bw; x++) this.put(x, y, SPACE, DEFAULT_COLOR, DEFAULT_COLOR, 0, -1);
    if (nw || w) this.put(x0, y0, CORNER, fg, DEFAULT_COLOR, 0, -1);
    const text = (x: number, s: string) => {
      for (let i = 0; i < s.length; i++) this.put(x + i, y0, s.charCodeAt(i), fg, DEFAULT_COLOR, 0, -1);
    };
    if (nw) text(x0 + 1, nwPlain(k - 1));
    if (ne) text(x0 + k + 1, nePlain(bw - k - 1));
    if (w) for (let y = y0 + 1; y < y0 + bh; y++) this.put(x0, y, cp(BORDER.west), fg, DEFAULT_COLOR, 0, -1);
  }

  /**
   * One hexside drawn over `n` cells from (x, y) stepping (dx, dy); `cross` is the cell a road or
   * bridge takes. No arrays: this runs for three sides of every hex on screen.
   */
  private drawSide(
    loc: number,
    dir: number,
    x: number,
    y: number,
    dx: number,
    dy: number,
    n: number,
    plain: string,
    cross: number,
  ): void {
    const m = this.model!;
    const edge = m.side6[loc * 6 + dir]!;
    const look = edge >= 0 ? m.sideLook(edge) : undefined;
    if (!look) {
      const fg = this.th.color.border;
      for (let k = 0; k < n; k++)
        this.put(x + k * dx, y + k * dy, plain.charCodeAt(k), fg, DEFAULT_COLOR, 0, loc);
      return;
    }
    for (let k = 0; k < n; k++) {
      const cx = x + k * dx;
      const cy = y + k * dy;
      if (look.crossing && (n === 1 || k === cross))
        this.put(cx, cy, look.crossing, look.crossingFg, DEFAULT_COLOR, look.crossingBold ? BOLD : 0, loc);
      else if (look.barrier)
        this.put(cx, cy, look.barrier, look.barrierFg, DEFAULT_COLOR, look.barrierBold ? BOLD : 0, loc);
      else this.put(cx, cy, plain.charCodeAt(k), this.th.color.border, DEFAULT_COLOR, 0, loc);
    }
  }

  private overlayBg(bits: number, fallback: number): number {
    const c = this.th.color;
    if (bits & O_PATH) return c.pathBg;
    if (bits & O_LOS_BLOCKED) return c.losBlockedBg;
    if (bits & O_LOS) return c.losBg;
    if (bits & O_FIRE) return c.fireBg;
    if (bits & O_MOVE) return c.moveBg;
    if (bits & O_ZOC) return c.zocBg;
    return fallback;
  }

  private overlayMark(bits: number): number {
    if (bits & O_PATH) return MARK.path;
    if (bits & O_LOS_BLOCKED) return MARK.losBlocked;
    if (bits & O_LOS) return MARK.los;
    if (bits & O_FIRE) return MARK.fire;
    if (bits & O_MOVE) return MARK.move;
    if (bits & O_ZOC) return MARK.zoc;
    return 0;
  }

  private drawHex(loc: number, x0: number, y0: number, normal: boolean): void {
    const m = this.model!;
    const col = this.th.color;
    const { w, h } = this.brick;
    const k = w >> 1;
    const nNW = k - 1;
    const nNE = w - k - 1;
    const t = m.terrainAt[loc]!;
    const tFg = this.terrFg[t]!;
    const tex = this.tex[t]!;
    const bits = this.ov.bits[loc]!;
    const bg = this.overlayBg(bits, this.terrBg[t]!);
    const inv = bits & O_CURSOR ? INVERSE : 0;
    const mark = this.overlayMark(bits);
    const markFg = col.markFg;

    // Outline: corner (fired-on marker), upper hexsides, apex (objective or feature), west hexside.
    if (bits & O_FIRED) this.put(x0, y0, FIRED, col.firedOn, DEFAULT_COLOR, BOLD, loc);
    else this.put(x0, y0, CORNER, col.border, DEFAULT_COLOR, 0, loc);
    const obj = this.objectiveOf(loc);
    const objLook = obj >= 0 ? m.objectiveLooks[obj] : undefined;
    if (normal && objLook?.banner && nNW >= 2 && nNE >= 2) {
      // The banner takes the apex and the cell either side of it. Each cell is written once, so
      // that update() reports only real changes.
      this.drawSide(loc, 2, x0 + 1, y0, 1, 0, nNW - 1, nwPlain(nNW), Math.min(nwCross(nNW), nNW - 2));
      this.putCps(x0 + k - 1, y0, objLook.banner, objLook.fg, DEFAULT_COLOR, objLook.attr, loc);
      this.drawSide(loc, 1, x0 + k + 2, y0, 1, 0, nNE - 1, nePlain(nNE).slice(1), neCross(nNE) - 1);
    } else {
      this.drawSide(loc, 2, x0 + 1, y0, 1, 0, nNW, nwPlain(nNW), nwCross(nNW));
      const f = objLook ?? m.featureAt.get(loc);
      if (f) this.put(x0 + k, y0, f.cell, f.fg, DEFAULT_COLOR, f.attr, loc);
      else this.put(x0 + k, y0, APEX, col.border, DEFAULT_COLOR, 0, loc);
      this.drawSide(loc, 1, x0 + k + 1, y0, 1, 0, nNE, nePlain(nNE), neCross(nNE));
    }
    this.drawSide(loc, 3, x0, y0 + 1, 0, 1, h - 1, BORDER.west.repeat(h - 1), 0);

    // Inner cells: the counter row, texture rows, and at Normal the info row.
    const iw = w - 1;
    const c = this.counterOf(loc);
    const sel = (bits & O_SELECTED) !== 0;
    const y1 = y0 + 1;
    if (c) {
      const n = this.putSpans(x0 + 1, y1, normal ? c.normal : c.out, iw, bg, sel, inv, loc);
      for (let i = n; i < iw; i++) this.put(x0 + 1 + i, y1, SPACE, tFg, bg, inv, loc);
    } else {
      const row = tex[0]!;
      const mid = normal ? -1 : iw >> 1;
      for (let i = 0; i < iw; i++) {
        if (i === mid && mark) this.put(x0 + 1 + i, y1, mark, markFg, bg, BOLD | inv, loc);
        else this.put(x0 + 1 + i, y1, row[i] ?? SPACE, tFg, bg, inv, loc);
      }
    }
    if (!normal) return;
    for (let r = 1; r < h - 2; r++) {
      const row = tex[r]!;
      for (let i = 0; i < iw; i++) this.put(x0 + 1 + i, y0 + 1 + r, row[i] ?? SPACE, tFg, bg, inv, loc);
    }

    // The info row: mark (or terrain) cell, then a number or a text: path MP, the counter's info,
    // MP left, a caption.
    const yi = y0 + h - 1;
    const last = tex[h - 2]!;
    if (mark) this.put(x0 + 1, yi, mark, markFg, bg, BOLD | inv, loc);
    else this.put(x0 + 1, yi, last[0] ?? SPACE, tFg, bg, inv, loc);
    const nw = iw - 1;
    let info: string | undefined;
    let infoFg = tFg;
    // A path step without a cost (NaN) shows its mark and no number.
    if (bits & O_PATH && !Number.isNaN(this.ov.pathMp[loc]!)) {
      info = fitNumber(this.ov.pathMp[loc]!, nw);
      infoFg = markFg;
    } else if (c) {
      info = c.info;
      infoFg = c.infoFg;
    } else if (bits & O_MOVE) {
      info = fitNumber(this.ov.mpLeft[loc]!, nw);
      infoFg = markFg;
    } else {
      info = m.captions?.get(loc);
      infoFg = m.captionFg ?? tFg;
    }
    if (info === undefined) {
      for (let i = 1; i < iw; i++) this.put(x0 + 1 + i, yi, last[i] ?? SPACE, tFg, bg, inv, loc);
      return;
    }
    const pad = nw - info.length;
    for (let i = 0; i < nw; i++) {
      const ch = i < pad ? SPACE : info.charCodeAt(i - pad);
      this.put(x0 + 2 + i, yi, ch, infoFg, bg, inv, loc);
    }
  }

  // ---- Extreme ------------------------------------------------------------------------------

  /** The whole Extreme frame at one cell per hex: a plain terrain cell is written straight into the arrays. */
  private drawAllExtreme(): void {
    const m = this.model!;
    const vp = this.opts!.viewport;
    const g = this.grid;
    const { ch, fg, bg, attr } = g;
    const bits = this.ov.bits;
    const { counterAt, objectiveAt, terrainAt, cols, rows } = m;
    const { terrCp, terrFg, terrBg, cellHex } = this;
    for (let y = 0; y < g.height; y++) {
      const r = vp.row + y;
      if (r < 0 || r >= rows) continue;
      const x0 = Math.max(0, -vp.col);
      const x1 = Math.min(g.width, cols - vp.col);
      let loc = r * cols + vp.col + x0;
      let i = y * g.width + x0;
      for (let x = x0; x < x1; x++, loc++, i++) {
        if (bits[loc] !== 0 || counterAt[loc] !== -1 || objectiveAt[loc] !== -1) {
          this.drawExtreme(loc, x, y);
          continue;
        }
        const t = terrainAt[loc]!;
        ch[i] = terrCp[t]!;
        fg[i] = terrFg[t]!;
        bg[i] = terrBg[t]!;
        attr[i] = 0;
        cellHex[i] = loc;
      }
    }
  }

  private drawExtreme(loc: number, x0: number, y: number): void {
    const m = this.model!;
    const col = this.th.color;
    const t = m.terrainAt[loc]!;
    const bits = this.ov.bits[loc]!;
    const inv = bits & O_CURSOR ? INVERSE : 0;
    const selected = (bits & O_SELECTED) !== 0;
    const sel = selected ? UNDERLINE | BOLD : 0;
    const bg = this.overlayBg(bits, this.terrBg[t]!);
    const gap = this.brick.w > 1 ? 1 : 0;
    const cw = this.brick.w - gap;
    const x = x0 + gap;
    if (gap) this.put(x0, y, SPACE, DEFAULT_COLOR, DEFAULT_COLOR, 0, loc);
    const c = this.counterOf(loc);
    if (c && !c.lastKnown) {
      const n = this.putSpans(x, y, c.extreme, cw, bg, selected, inv, loc);
      for (let i = n; i < cw; i++) this.put(x + i, y, SPACE, this.terrFg[t]!, bg, sel | inv, loc);
      return;
    }
    const obj = this.objectiveOf(loc);
    const objLook = obj >= 0 ? m.objectiveLooks[obj] : undefined;
    // One cell: the most telling thing. Wider: the hex's own cell, then its objective or feature.
    if (cw === 1 && objLook)
      return this.put(x, y, objLook.cell, objLook.fg, bg, objLook.attr | sel | inv, loc);
    const mark = this.overlayMark(bits);
    if (mark) this.put(x, y, mark, col.markFg, bg, BOLD | sel | inv, loc);
    else if (bits & O_FIRED) this.put(x, y, FIRED, col.firedOn, bg, BOLD | sel | inv, loc);
    else if (c) this.putSpans(x, y, c.extreme, 1, bg, selected, inv, loc);
    else this.put(x, y, this.terrCp[t]!, this.terrFg[t]!, bg, sel | inv, loc);
    if (cw === 1) return;
    const f = objLook ?? m.featureAt.get(loc);
    if (f) this.put(x + 1, y, f.cell, f.fg, bg, f.attr | sel | inv, loc);
    else this.put(x + 1, y, SPACE, this.terrFg[t]!, bg, sel | inv, loc);
    for (let i = 2; i < cw; i++) this.put(x + i, y, SPACE, this.terrFg[t]!, bg, sel | inv, loc);
  }

  // ---- Jump map -----------------------------------------------------------------------------

  private jumpK(): { kx: number; ky: number } {
    const m = this.model!;
    return jumpScale(m.cols, m.rows, this.grid.width, this.grid.height);
  }

  private drawJump(): void {
    const { kx, ky } = this.jumpK();
    const m = this.model!;
    const cols = Math.min(this.grid.width, Math.ceil(m.cols / kx));
    const rows = Math.min(this.grid.height, Math.ceil(m.rows / ky));
    for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) this.drawJumpCell(x, y, kx, ky);
  }

  /** One cell for a block of kx x ky hexes: a unit if there is one, else an objective, else the commonest terrain. */
  private drawJumpCell(x: number, y: number, kx: number, ky: number): void {
    const m = this.model!;
    const { terrainAt, counterAt, counters, objectiveAt } = m;
    const counts = this.jumpCounts;
    counts.fill(0);
    let bits = 0;
    let best: CounterLook | undefined;
    let obj = -1;
    const c1 = Math.min(m.cols, (x + 1) * kx);
    const r1 = Math.min(m.rows, (y + 1) * ky);
    for (let r = y * ky; r < r1; r++)
      for (let c = x * kx; c < c1; c++) {
        const loc = r * m.cols + c;
        counts[terrainAt[loc]!]!++;
        bits |= this.ov.bits[loc]!;
        const ci = counterAt[loc]!;
        if (ci >= 0) {
          const cl = counters[ci]!;
          if (!cl.lastKnown && (!best || cl.rank < best.rank)) best = cl;
        }
        if (this.showObjectives && objectiveAt[loc]! >= 0) obj = objectiveAt[loc]!;
      }
    let t = 0;
    for (let i = 1; i < counts.length; i++) if (counts[i]! > counts[t]!) t = i;
    const centre =
      Math.min(m.rows - 1, y * ky + (ky >> 1)) * m.cols + Math.min(m.cols - 1, x * kx + (kx >> 1));
    const vr = this.viewRect;
    const inView =
      vr !== undefined &&
      x * kx < vr.col + vr.cols &&
      c1 > vr.col &&
      y * ky < vr.row + vr.rows &&
      r1 > vr.row;
    const inv = (bits & O_CURSOR ? INVERSE : 0) | (inView ? UNDERLINE : 0);
    const bg = this.overlayBg(bits, this.terrBg[t]!);
    const s = best?.extreme[0];
    if (s) return this.put(x, y, s.cps[0]!, s.fg, s.bg === GROUND ? bg : s.bg, s.attr | inv, centre);
    if (obj >= 0) {
      const o = m.objectiveLooks[obj]!;
      return this.put(x, y, o.cell, o.fg, bg, o.attr | inv, centre);
    }
    this.put(x, y, this.terrCp[t]!, this.terrFg[t]!, bg, inv, centre);
  }
}

function sameRect(a: Overlays['viewRect'], b: Overlays['viewRect']): boolean {
  if (!a || !b) return a === b;
  return a.col === b.col && a.row === b.row && a.cols === b.cols && a.rows === b.rows;
}
