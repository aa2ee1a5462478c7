// The hex map renderer: a SideView (never the GameState: design invariant 3) plus a viewport, a
// zoom, a charset, a theme and overlays -> a grid of styled cells and a cell -> hex map.
// Pure: no terminal, no I/O. The client copies the grid into its screen buffer.
//
// Two entry points: render() draws everything; update() redraws only the hexes whose overlays
// changed (a cursor move redraws two hexes) and reports the cells that changed.

import type { SideView } from '../../engine/systems/panzer/view.js';
import { CellGrid, BOLD, DEFAULT_COLOR, INVERSE, UNDERLINE } from './grid.js';
import {
  BORDER,
  EXIT_OBJECTIVE_GLYPH,
  FIRED_ON_GLYPH,
  OBJECTIVE_CELL,
  OBJECTIVE_GLYPH,
  OVERLAY_MARKS,
  SIDE_BRACKETS,
  fitNumber,
  stackCountGlyph,
  terrainGlyph,
  type Charset,
} from './glyphs.js';
import { BRICKS, brickOrigin, jumpScale, type Viewport, type Zoom } from './layout.js';
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
import { CounterLayer, K_LAST } from './counters.js';
import { hexsideLook } from './hexside-look.js';
import { MarkerLayer } from './markers.js';
import { theme as themeOf, type Theme, type ThemeName, type Vision } from './theme.js';

export interface RenderOptions {
  readonly viewport: Viewport;
  readonly zoom: Zoom;
  readonly charset: Charset;
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
const WEST2 = BORDER.west + BORDER.west;

export class HexMapRenderer {
  private view: SideView | undefined;
  private opts: RenderOptions | undefined;
  private th!: Theme;
  private grid = new CellGrid(0, 0);
  private cellHex = new Int32Array(0);
  private dirtyRows = new Uint8Array(0);
  private dirty: number[] = [];
  private tracking = false;

  // Per-location layers, sized to the board.
  private size = -1;
  private units = new CounterLayer(0);
  private markers = new MarkerLayer(0);
  private ov = new OverlayIndex(0);
  private ovNext = new OverlayIndex(0);
  private showObjectives = true;

  // Per-terrain-index look.
  private terrCp = new Uint32Array(0);
  private terrFg = new Int32Array(0);
  private terrBg = new Int32Array(0);
  private jumpCounts = new Uint16Array(0);

  /** Draws the whole viewport. */
  render(view: SideView, opts: RenderOptions, overlays: Overlays = {}): Frame {
    const vp = opts.viewport;
    const w = Math.max(0, Math.floor(vp.width));
    const h = Math.max(0, Math.floor(vp.height));
    if (w !== this.grid.width || h !== this.grid.height) {
      this.grid = new CellGrid(w, h);
      this.cellHex = new Int32Array(w * h);
      this.dirtyRows = new Uint8Array(h);
    } else this.grid.clear();
    this.cellHex.fill(-1);
    this.view = view;
    this.opts = opts;
    this.th = themeOf(opts.theme, opts.vision);
    // A theme with its own ground (high contrast) paints it under cells that are never drawn.
    if (this.th.ground !== DEFAULT_COLOR) this.grid.bg.fill(this.th.ground);
    this.prepareLayers(view, opts);
    this.ov.fill(overlays);
    // Units and objectives depend on the view only: a scroll or a zoom change reuses them.
    const lastKnown = overlays.lastKnown !== false;
    if (view !== this.layersOf || lastKnown !== this.units.lastKnownShown) {
      this.units.build(view, lastKnown);
      this.markers.build(view);
      this.layersOf = view;
    }
    this.showObjectives = overlays.objectives !== false;
    this.viewRect = overlays.viewRect;
    this.tracking = false;
    this.dirty = [];
    this.drawAll();
    this.dirtyRows.fill(1);
    return this.frame(true);
  }

  /** Redraws only the hexes whose overlays differ from the last frame; needs a render() first. */
  update(overlays: Overlays): Frame {
    if (!this.view || !this.opts) throw new Error('HexMapRenderer.update() before render()');
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
    const lastKnownWanted = overlays.lastKnown !== false;
    const objectivesWanted = overlays.objectives !== false;
    if (objectivesWanted !== this.showObjectives) {
      this.showObjectives = objectivesWanted;
      for (const l of this.markers.objectiveLocs) changed.add(l);
    }
    if (lastKnownWanted !== this.units.lastKnownShown) {
      const before = new Set(this.units.locs);
      this.units.build(this.view, lastKnownWanted);
      for (const l of this.units.locs) before.add(l);
      for (const l of before) changed.add(l);
    }
    if (!sameRect(overlays.viewRect, this.viewRect)) {
      this.viewRect = overlays.viewRect;
      if (this.opts.zoom === 'jump') this.drawJump();
    }
    for (const l of changed) this.redrawHex(l);
    this.tracking = false;
    return this.frame(false);
  }

  /** The cell that stands for a hex (a counter's type letter at Normal zoom), if on screen. */
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

  private viewRect: Overlays['viewRect'];
  private layersOf: SideView | undefined;

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

  private prepareLayers(view: SideView, opts: RenderOptions): void {
    const size = view.map.board.size;
    if (size !== this.size) {
      this.size = size;
      this.layersOf = undefined;
      this.units = new CounterLayer(size);
      this.markers = new MarkerLayer(size);
      this.ov = new OverlayIndex(size);
      this.ovNext = new OverlayIndex(size);
    }
    const terrain = view.map.params.terrain;
    this.terrCp = new Uint32Array(terrain.length);
    this.terrFg = new Int32Array(terrain.length);
    this.terrBg = new Int32Array(terrain.length);
    this.jumpCounts = new Uint16Array(terrain.length);
    terrain.forEach((t, i) => {
      this.terrCp[i] = cp(terrainGlyph(t.key, opts.charset));
      this.terrFg[i] = this.th.terrainFg(t.key);
      this.terrBg[i] = this.th.terrainBg(t.key);
    });
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

  private putText(
    x: number,
    y: number,
    text: string,
    fg: number,
    bg: number,
    attr: number,
    loc: number,
  ): void {
    for (let k = 0; k < text.length; k++) this.put(x + k, y, text.charCodeAt(k), fg, bg, attr, loc);
  }

  // ---- whole frame --------------------------------------------------------------------------

  private drawAll(): void {
    const opts = this.opts!;
    const zoom = opts.zoom;
    if (zoom === 'jump') return this.drawJump();
    if (zoom === 'extreme') return this.drawAllExtreme();
    const board = this.view!.map.board;
    const vp = opts.viewport;
    const b = BRICKS[zoom];
    const rows = Math.ceil(this.grid.height / b.h) + 1;
    const cols = Math.ceil(this.grid.width / b.w) + 1;
    for (let r = vp.row; r < vp.row + rows; r++) {
      if (r < 0 || r > board.height) continue;
      for (let c = vp.col - 1; c < vp.col + cols; c++) {
        if (c < -1 || c > board.width) continue;
        this.drawBrick(c, r);
      }
    }
  }

  /** Redraws one hex's cells (its brick, or its jump-map block). */
  private redrawHex(loc: number): void {
    if (loc < 0 || loc >= this.size) return;
    const board = this.view!.map.board;
    const col = loc % board.width;
    const row = (loc - col) / board.width;
    if (this.opts!.zoom === 'jump') {
      const { kx, ky } = this.jumpK();
      this.drawJumpCell(Math.floor(col / kx), Math.floor(row / ky), kx, ky);
      return;
    }
    this.drawBrick(col, row);
  }

  private anchorOf(loc: number): { x: number; y: number } | undefined {
    if (!this.view || !this.opts || loc < 0 || loc >= this.size) return undefined;
    const board = this.view.map.board;
    const col = loc % board.width;
    const row = (loc - col) / board.width;
    const zoom = this.opts.zoom;
    if (zoom === 'jump') {
      const { kx, ky } = this.jumpK();
      return { x: Math.floor(col / kx), y: Math.floor(row / ky) };
    }
    const o = brickOrigin(zoom, this.opts.viewport, col, row);
    return zoom === 'extreme' ? o : { x: o.x + 2, y: o.y + 1 };
  }

  private drawBrick(c: number, r: number): void {
    const zoom = this.opts!.zoom as 'normal' | 'zoom-out' | 'extreme';
    const vp = this.opts!.viewport;
    const b = BRICKS[zoom];
    const x0 = (c - vp.col) * b.w + (zoom === 'extreme' ? 0 : (r & 1) * (b.w >> 1));
    const y0 = (r - vp.row) * b.h;
    if (x0 + b.w <= 0 || y0 + b.h <= 0 || x0 >= this.grid.width || y0 >= this.grid.height) return;
    const board = this.view!.map.board;
    const onMap = c >= 0 && r >= 0 && c < board.width && r < board.height;
    if (zoom === 'extreme') {
      if (onMap) this.drawExtreme(r * board.width + c, x0, y0);
      return;
    }
    if (!onMap) return this.drawOffMapBorders(c, r, x0, y0, zoom === 'normal');
    this.drawHex(r * board.width + c, x0, y0, zoom === 'normal');
  }

  // ---- Normal and Zoom-out ------------------------------------------------------------------

  /** The outline parts of an off-map brick that touch the map, so the map edge is closed. */
  private drawOffMapBorders(c: number, r: number, x0: number, y0: number, normal: boolean): void {
    const board = this.view!.map.board;
    const on = (cc: number, rr: number) => cc >= 0 && rr >= 0 && cc < board.width && rr < board.height;
    const odd = r & 1;
    const nw = on(odd ? c : c - 1, r - 1);
    const ne = on(odd ? c + 1 : c, r - 1);
    const w = on(c - 1, r);
    const fg = this.th.color.border;
    const h = normal ? 3 : 2;
    for (let y = y0; y < y0 + h; y++)
      for (let x = x0; x < x0 + (normal ? 6 : 4); x++)
        this.put(x, y, SPACE, DEFAULT_COLOR, DEFAULT_COLOR, 0, -1);
    if (nw || w) this.put(x0, y0, cp(BORDER.corner), fg, DEFAULT_COLOR, 0, -1);
    if (normal) {
      if (nw) this.putText(x0 + 1, y0, BORDER.nw2, fg, DEFAULT_COLOR, 0, -1);
      if (ne) this.putText(x0 + 4, y0, BORDER.ne2, fg, DEFAULT_COLOR, 0, -1);
    } else {
      if (nw) this.put(x0 + 1, y0, cp(BORDER.nw1), fg, DEFAULT_COLOR, 0, -1);
      if (ne) this.put(x0 + 3, y0, cp(BORDER.ne1), fg, DEFAULT_COLOR, 0, -1);
    }
    if (w) for (let y = y0 + 1; y < y0 + h; y++) this.put(x0, y, cp(BORDER.west), fg, DEFAULT_COLOR, 0, -1);
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
    const map = this.view!.map;
    const edge = map.board.side6[loc * 6 + dir]!;
    const bits = edge >= 0 ? map.edges[edge]! : 0;
    if (bits === 0) {
      const fg = this.th.color.border;
      for (let k = 0; k < n; k++)
        this.put(x + k * dx, y + k * dy, plain.charCodeAt(k), fg, DEFAULT_COLOR, 0, loc);
      return;
    }
    const look = hexsideLook(bits, this.th);
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
    if (bits & O_PATH) return cp(OVERLAY_MARKS.path.glyph);
    if (bits & O_LOS_BLOCKED) return cp(OVERLAY_MARKS.losBlocked.glyph);
    if (bits & O_LOS) return cp(OVERLAY_MARKS.los.glyph);
    if (bits & O_FIRE) return cp(OVERLAY_MARKS.fireRange.glyph);
    if (bits & O_MOVE) return cp(OVERLAY_MARKS.moveRange.glyph);
    if (bits & O_ZOC) return cp(OVERLAY_MARKS.zoc.glyph);
    return 0;
  }

  private drawHex(loc: number, x0: number, y0: number, normal: boolean): void {
    const view = this.view!;
    const col = this.th.color;
    const t = view.map.terrain[loc]!;
    const tCp = this.terrCp[t]!;
    const tFg = this.terrFg[t]!;
    const bits = this.ov.bits[loc]!;
    const bg = this.overlayBg(bits, this.terrBg[t]!);
    const inv = bits & O_CURSOR ? INVERSE : 0;
    const mark = this.overlayMark(bits);
    const markFg = col.markFg;

    // Outline: corner (fired-on marker), upper hexsides, apex (objective), west hexside.
    if (bits & O_FIRED) this.put(x0, y0, cp(FIRED_ON_GLYPH), col.firedOn, DEFAULT_COLOR, BOLD, loc);
    else this.put(x0, y0, CORNER, col.border, DEFAULT_COLOR, 0, loc);
    const obj = this.showObjectives ? this.markers.objectiveAt[loc]! : -1;
    if (normal) {
      // An objective takes the apex and the cell either side of it. Each cell is written once,
      // so that update() reports only real changes.
      if (obj >= 0) {
        this.drawSide(loc, 2, x0 + 1, y0, 1, 0, 1, BORDER.nw2, 0);
        const owner = obj % 3;
        const [l, rr] = SIDE_BRACKETS[owner === 0 ? 'allied' : owner === 1 ? 'axis' : 'none'];
        const fg = owner === 0 ? col.objAllied : owner === 1 ? col.objAxis : col.objNone;
        const g = obj >= 3 ? EXIT_OBJECTIVE_GLYPH : OBJECTIVE_GLYPH;
        this.putText(x0 + 2, y0, l + g + rr, fg, DEFAULT_COLOR, BOLD, loc);
        this.drawSide(loc, 1, x0 + 5, y0, 1, 0, 1, BORDER.ne2.slice(1), 0);
      } else {
        this.drawSide(loc, 2, x0 + 1, y0, 1, 0, 2, BORDER.nw2, 0);
        const f = this.markers.featureAt.get(loc);
        if (f !== undefined) this.put(x0 + 3, y0, f, col.feature, DEFAULT_COLOR, BOLD, loc);
        else this.put(x0 + 3, y0, APEX, col.border, DEFAULT_COLOR, 0, loc);
        this.drawSide(loc, 1, x0 + 4, y0, 1, 0, 2, BORDER.ne2, 1);
      }
      this.drawSide(loc, 3, x0, y0 + 1, 0, 1, 2, WEST2, 0);
    } else {
      this.drawSide(loc, 2, x0 + 1, y0, 1, 0, 1, BORDER.nw1, 0);
      if (obj >= 0) {
        const owner = obj % 3;
        const fg = owner === 0 ? col.objAllied : owner === 1 ? col.objAxis : col.objNone;
        const g = OBJECTIVE_CELL[owner === 0 ? 'allied' : owner === 1 ? 'axis' : 'none'];
        this.put(x0 + 2, y0, cp(g), fg, DEFAULT_COLOR, BOLD, loc);
      } else {
        const f = this.markers.featureAt.get(loc);
        if (f !== undefined) this.put(x0 + 2, y0, f, col.feature, DEFAULT_COLOR, BOLD, loc);
        else this.put(x0 + 2, y0, APEX, col.border, DEFAULT_COLOR, 0, loc);
      }
      this.drawSide(loc, 1, x0 + 3, y0, 1, 0, 1, BORDER.ne1, 0);
      this.drawSide(loc, 3, x0, y0 + 1, 0, 1, 1, BORDER.west, 0);
    }

    // Interior.
    const ci = this.units.counterAt[loc]!;
    const y1 = y0 + 1;
    if (ci >= 0) {
      const c = this.units.counters[ci]!;
      const last = c.kind === K_LAST;
      const cfg = last ? col.lastKnownFg : c.side === 'allied' ? col.alliedFg : col.axisFg;
      const cbg = last ? bg : c.side === 'allied' ? col.alliedBg : col.axisBg;
      const sel = bits & O_SELECTED ? UNDERLINE | BOLD : last ? 0 : BOLD;
      const [bl, br] = SIDE_BRACKETS[c.side];
      this.put(x0 + 1, y1, bl.charCodeAt(0), cfg, cbg, sel | inv, loc);
      this.put(x0 + 2, y1, c.letter, cfg, cbg, sel | inv, loc);
      this.put(x0 + 3, y1, br.charCodeAt(0), cfg, cbg, sel | inv, loc);
      if (normal) {
        this.put(x0 + 4, y1, c.mark, cfg, bg, BOLD | inv, loc);
        this.put(x0 + 5, y1, cp(stackCountGlyph(c.count)), cfg, bg, BOLD | inv, loc);
      }
    } else if (normal) {
      this.put(x0 + 1, y1, tCp, tFg, bg, inv, loc);
      this.put(x0 + 2, y1, SPACE, tFg, bg, inv, loc);
      this.put(x0 + 3, y1, tCp, tFg, bg, inv, loc);
      this.put(x0 + 4, y1, SPACE, tFg, bg, inv, loc);
      this.put(x0 + 5, y1, tCp, tFg, bg, inv, loc);
    } else {
      this.put(x0 + 1, y1, tCp, tFg, bg, inv, loc);
      if (mark) this.put(x0 + 2, y1, mark, markFg, bg, BOLD | inv, loc);
      else this.put(x0 + 2, y1, SPACE, tFg, bg, inv, loc);
      this.put(x0 + 3, y1, tCp, tFg, bg, inv, loc);
    }
    if (!normal) return;

    // Second interior row: mark (or terrain) cell, then a number: path MP, strength, MP left.
    const y2 = y0 + 2;
    if (mark) this.put(x0 + 1, y2, mark, markFg, bg, BOLD | inv, loc);
    else this.put(x0 + 1, y2, tCp, tFg, bg, inv, loc);
    let info = '';
    let infoFg = tFg;
    if (bits & O_PATH) {
      info = fitNumber(this.ov.pathMp[loc]!, 4);
      infoFg = markFg;
    } else if (ci >= 0) {
      const c = this.units.counters[ci]!;
      info = c.info;
      infoFg = c.kind === K_LAST ? col.lastKnownFg : markFg;
    } else if (bits & O_MOVE) {
      info = fitNumber(this.ov.mpLeft[loc]!, 4);
      infoFg = markFg;
    }
    const pad = 4 - info.length;
    for (let k = 0; k < 4; k++) {
      const ch = k < pad ? SPACE : info.charCodeAt(k - pad);
      this.put(x0 + 2 + k, y2, ch, infoFg, bg, inv, loc);
    }
  }

  // ---- Extreme ------------------------------------------------------------------------------

  /** The whole Extreme frame: a plain terrain cell is written straight into the arrays. */
  private drawAllExtreme(): void {
    const { board, terrain } = this.view!.map;
    const vp = this.opts!.viewport;
    const g = this.grid;
    const { ch, fg, bg, attr } = g;
    const bits = this.ov.bits;
    const counterAt = this.units.counterAt;
    const objectiveAt = this.markers.objectiveAt;
    const { terrCp, terrFg, terrBg, cellHex } = this;
    for (let y = 0; y < g.height; y++) {
      const r = vp.row + y;
      if (r < 0 || r >= board.height) continue;
      const x0 = Math.max(0, -vp.col);
      const x1 = Math.min(g.width, board.width - vp.col);
      let loc = r * board.width + vp.col + x0;
      let i = y * g.width + x0;
      for (let x = x0; x < x1; x++, loc++, i++) {
        if (bits[loc] !== 0 || counterAt[loc] !== -1 || objectiveAt[loc] !== -1) {
          this.drawExtreme(loc, x, y);
          continue;
        }
        const t = terrain[loc]!;
        ch[i] = terrCp[t]!;
        fg[i] = terrFg[t]!;
        bg[i] = terrBg[t]!;
        attr[i] = 0;
        cellHex[i] = loc;
      }
    }
  }

  private drawExtreme(loc: number, x: number, y: number): void {
    const col = this.th.color;
    const t = this.view!.map.terrain[loc]!;
    const bits = this.ov.bits[loc]!;
    const inv = bits & O_CURSOR ? INVERSE : 0;
    const sel = bits & O_SELECTED ? UNDERLINE | BOLD : 0;
    const bg = this.overlayBg(bits, this.terrBg[t]!);
    const ci = this.units.counterAt[loc]!;
    if (ci >= 0 && this.units.counters[ci]!.kind !== K_LAST) {
      const c = this.units.counters[ci]!;
      const fg = c.side === 'allied' ? col.alliedFg : col.axisFg;
      const cbg = c.side === 'allied' ? col.alliedBg : col.axisBg;
      this.put(x, y, c.letter, fg, cbg, BOLD | sel | inv, loc);
      return;
    }
    const obj = this.showObjectives ? this.markers.objectiveAt[loc]! : -1;
    if (obj >= 0) {
      const owner = obj % 3;
      const fg = owner === 0 ? col.objAllied : owner === 1 ? col.objAxis : col.objNone;
      this.put(
        x,
        y,
        cp(OBJECTIVE_CELL[owner === 0 ? 'allied' : owner === 1 ? 'axis' : 'none']),
        fg,
        bg,
        BOLD | sel | inv,
        loc,
      );
      return;
    }
    const mark = this.overlayMark(bits);
    if (mark) return this.put(x, y, mark, col.markFg, bg, BOLD | sel | inv, loc);
    if (bits & O_FIRED) return this.put(x, y, cp(FIRED_ON_GLYPH), col.firedOn, bg, BOLD | sel | inv, loc);
    if (ci >= 0) return this.put(x, y, this.units.counters[ci]!.letter, col.lastKnownFg, bg, sel | inv, loc);
    this.put(x, y, this.terrCp[t]!, this.terrFg[t]!, bg, sel | inv, loc);
  }

  // ---- Jump map -----------------------------------------------------------------------------

  private jumpK(): { kx: number; ky: number } {
    const b = this.view!.map.board;
    return jumpScale(b.width, b.height, this.grid.width, this.grid.height);
  }

  private drawJump(): void {
    const { kx, ky } = this.jumpK();
    const b = this.view!.map.board;
    const cols = Math.min(this.grid.width, Math.ceil(b.width / kx));
    const rows = Math.min(this.grid.height, Math.ceil(b.height / ky));
    for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) this.drawJumpCell(x, y, kx, ky);
  }

  /** One cell for a block of kx x ky hexes: a unit if there is one, else an objective, else the commonest terrain. */
  private drawJumpCell(x: number, y: number, kx: number, ky: number): void {
    const board = this.view!.map.board;
    const terrain = this.view!.map.terrain;
    const col = this.th.color;
    const counts = this.jumpCounts;
    counts.fill(0);
    let bits = 0;
    let best = -1;
    let obj = -1;
    const c1 = Math.min(board.width, (x + 1) * kx);
    const r1 = Math.min(board.height, (y + 1) * ky);
    for (let r = y * ky; r < r1; r++)
      for (let c = x * kx; c < c1; c++) {
        const loc = r * board.width + c;
        counts[terrain[loc]!]!++;
        bits |= this.ov.bits[loc]!;
        const ci = this.units.counterAt[loc]!;
        if (ci >= 0 && this.units.counters[ci]!.kind !== K_LAST) {
          if (best < 0 || this.units.counters[ci]!.kind < this.units.counters[best]!.kind) best = ci;
        }
        if (this.showObjectives && this.markers.objectiveAt[loc]! >= 0) obj = this.markers.objectiveAt[loc]!;
      }
    let t = 0;
    for (let i = 1; i < counts.length; i++) if (counts[i]! > counts[t]!) t = i;
    const centre =
      Math.min(board.height - 1, y * ky + (ky >> 1)) * board.width +
      Math.min(board.width - 1, x * kx + (kx >> 1));
    const vr = this.viewRect;
    const inView =
      vr !== undefined &&
      x * kx < vr.col + vr.cols &&
      c1 > vr.col &&
      y * ky < vr.row + vr.rows &&
      r1 > vr.row;
    const inv = (bits & O_CURSOR ? INVERSE : 0) | (inView ? UNDERLINE : 0);
    const bg = this.overlayBg(bits, this.terrBg[t]!);
    if (best >= 0) {
      const c = this.units.counters[best]!;
      const fg = c.side === 'allied' ? col.alliedFg : col.axisFg;
      const cbg = c.side === 'allied' ? col.alliedBg : col.axisBg;
      return this.put(x, y, c.letter, fg, cbg, BOLD | inv, centre);
    }
    if (obj >= 0) {
      const owner = obj % 3;
      const fg = owner === 0 ? col.objAllied : owner === 1 ? col.objAxis : col.objNone;
      return this.put(
        x,
        y,
        cp(OBJECTIVE_CELL[owner === 0 ? 'allied' : owner === 1 ? 'axis' : 'none']),
        fg,
        bg,
        BOLD | inv,
        centre,
      );
    }
    this.put(x, y, this.terrCp[t]!, this.terrFg[t]!, bg, inv, centre);
  }
}

function sameRect(a: Overlays['viewRect'], b: Overlays['viewRect']): boolean {
  if (!a || !b) return a === b;
  return a.col === b.col && a.row === b.row && a.cols === b.cols && a.rows === b.rows;
}

/** Draws one frame: the pure function form of HexMapRenderer.render(). */
export function renderMap(view: SideView, opts: RenderOptions, overlays: Overlays = {}): Frame {
  return new HexMapRenderer().render(view, opts, overlays);
}
