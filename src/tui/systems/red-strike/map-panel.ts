// The Red Strike map panel. The hex renderer (src/render/ascii-hex) draws a panzer SideView and
// its counters (type letter, strength, cohesion marks) cannot carry what a Red Strike counter
// needs (RE, CS or DS, mode, reduced and hit marks), so this panel draws its own bricks on the
// same odd-r layout (src/engine/core/hex), odd rows shifted by half a brick. It reads like a
// wargame map: terrain as a coloured texture (glyphs.ts), the counter the strongest thing on the
// hex, marks for objectives, supply sources and captured hexes; the coordinates only on the
// cursor's hex (the hex info names every hex). Three zooms:
//
//   normal  10 x 3   row 0 texture, the cursor's label, captured flag, objective or supply mark
//                    row 1 the top counter, A3 10F' (class, RE, CS, mode, reduced/hits), bold
//                    row 2 +n more units or the place name; the aimed path and ZOC mark here
//   out      5 x 2   row 0 terrain glyph and the counter's class, RE and damage (A3')
//                    row 1 the mark and +n, or the place's first letters — the whole
//                    10 x 8 sector fits an 80 x 24 map panel
//   extreme  3 x 1   the counter's class and RE, or the terrain glyph and the mark

import { zocOf, type RsView } from '../../../engine/systems/red-strike/index.js';
import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';
import { BOLD, INVERSE } from '../../frame.js';
import type { Frame } from '../../frame.js';
import type { Palette } from '../../theme.js';
import type { CursorMove, MapGrid, MapPanel, MapRequest, Zoom } from '../presenter.js';
import { mark, terrainLook, texture } from './glyphs.js';
import { CLASS_LETTER, counterText, reGlyph, stackAt } from './words.js';

/** Brick size (cells) per zoom. */
export const BRICK: Readonly<Record<Zoom, { w: number; h: number }>> = {
  normal: { w: 10, h: 3 },
  out: { w: 5, h: 2 },
  extreme: { w: 3, h: 1 },
};
export const BRICK_W = BRICK.normal.w;
export const BRICK_H = BRICK.normal.h;

/** What the presenter's overlays() hands the map: the aimed hex and the enemy ZOC, if shown. */
export interface RsOverlayData {
  readonly target: number;
  readonly zoc: Uint8Array | null;
}

const DIR: Partial<Record<CursorMove, number>> = { e: 0, ne: 1, nw: 2, w: 3, sw: 4, se: 5 };

export function brickOrigin(
  view: RsView,
  loc: number,
  originCol: number,
  originRow: number,
  zoom: Zoom = 'normal',
): { x: number; y: number } {
  const b = view.world.map.board;
  const { w, h } = BRICK[zoom];
  const col = loc % b.width;
  const row = Math.floor(loc / b.width);
  return { x: (col - originCol) * w + (row & 1) * (w >> 1), y: (row - originRow) * h };
}

const letterOf = (view: RsView, loc: number): string => TEC_DATA.terrain[view.world.map.terrain[loc]!].letter;

/** The counter's short form for the small zooms: class, RE and a damage mark (A3'). */
function shortCounter(view: RsView, unit: number, ascii: boolean): string {
  const d = view.world.units[unit]!;
  const u = view.units[unit]!;
  return `${CLASS_LETTER[d.class]}${reGlyph(d.reSize, ascii)}${u.hits > 0 ? '+' : u.reduced ? "'" : ''}`;
}

/** Draws the visible bricks into `frame` at (x0, y0); returns the cell -> hex index of the panel. */
export function paintMap(frame: Frame, x0: number, y0: number, req: MapRequest<RsView>): Int32Array {
  const view = req.view;
  const p = req.palette;
  const w = view.world;
  const b = w.map.board;
  const zoom = req.zoom ?? 'normal';
  const { w: bw, h: bh } = BRICK[zoom];
  const cells = new Int32Array(req.width * req.height).fill(-1);
  frame.fill(x0, y0, req.width, req.height, ' ', p.plain);
  const extra = req.extra as RsOverlayData | undefined;
  const selectedLocs = new Set(req.selected.map((i) => view.units[i]?.loc ?? -1));
  const path = new Set(req.preview?.path ?? []);
  const objectives = new Set(w.scenario.victory.objectives.map((o) => b.parse(o.hex)!));
  const ascii = req.charset === 'ascii';
  const put = (x: number, y: number, s: string, a: number, loc: number) => {
    let k = 0;
    for (const ch of s) {
      const cx = x + k++;
      if (cx < 0 || y < 0 || cx >= req.width || y >= req.height) continue;
      frame.set(x0 + cx, y0 + y, ch, a);
      cells[y * req.width + cx] = loc;
    }
  };
  const sideAttr = (side: string) => (side === view.viewer ? p.own : p.enemy);
  for (let loc = 0; loc < b.size; loc++) {
    const o = brickOrigin(view, loc, req.originCol, req.originRow, zoom);
    if (o.x + bw <= 0 || o.y + bh <= 0 || o.x >= req.width || o.y >= req.height) continue;
    const letter = letterOf(view, loc);
    const look = terrainLook(letter);
    const cursor = req.highlightCursor && loc === req.cursor;
    // Terrain in its colour; the aimed hex and the path take the overlay colours instead.
    const ground = loc === extra?.target ? p.warn : path.has(loc) ? p.path : p.fg(look.color);
    const ctl = view.control[loc];
    const owner = w.map.territory[loc];
    const captured = ctl !== null && (owner === 'nato' || owner === 'wp') && ctl !== owner;
    const markCh = objectives.has(loc)
      ? mark('objective', ascii)
      : w.map.supplyHex.has(loc)
        ? mark('supply', ascii)
        : '';
    const markAttr = objectives.has(loc) ? p.fg(11, BOLD) : p.good;
    const stack = stackAt(view, loc);
    const first = stack[0];
    const counterAttr =
      first === undefined
        ? p.plain
        : selectedLocs.has(loc)
          ? p.selected
          : sideAttr(w.units[first]!.side) | (INVERSE << 18);
    const zoc = extra?.zoc?.[loc] ? mark('zoc', ascii) : '';
    const name = w.map.cities.get(loc) ?? w.map.places.get(loc) ?? '';
    const more = stack.length > 1 ? `+${stack.length - 1}` : '';
    if (zoom === 'extreme') {
      put(o.x, o.y, ' ', p.plain, loc);
      if (first !== undefined)
        put(o.x + 1, o.y, shortCounter(view, first, ascii).slice(0, 2), cursor ? p.cursor : counterAttr, loc);
      else {
        put(o.x + 1, o.y, (ascii ? look.ascii : look.unicode)[0]!, cursor ? p.cursor : ground, loc);
        put(
          o.x + 2,
          o.y,
          markCh || (captured ? mark('captured', ascii) : ' '),
          markCh ? markAttr : sideAttr(ctl ?? ''),
          loc,
        );
      }
      continue;
    }
    if (zoom === 'out') {
      put(o.x, o.y, ' ', p.plain, loc);
      put(o.x + 1, o.y, (ascii ? look.ascii : look.unicode)[0]!, cursor ? p.cursor : ground, loc);
      put(o.x + 2, o.y, '   ', p.plain, loc);
      if (first !== undefined) put(o.x + 2, o.y, shortCounter(view, first, ascii), counterAttr, loc);
      put(o.x, o.y + 1, ' ', p.plain, loc);
      put(
        o.x + 1,
        o.y + 1,
        markCh || (captured ? mark('captured', ascii) : ' '),
        markCh ? markAttr : sideAttr(ctl ?? ''),
        loc,
      );
      const low = (more || name.slice(0, 3)).padEnd(3).slice(0, 3);
      put(o.x + 2, o.y + 1, zoc && !more ? low.slice(0, 2) + zoc : low, more ? p.plain : p.dim, loc);
      continue;
    }
    // normal: row 0 — texture, the cursor's label, the captured flag and the mark.
    const inner = bw - 1;
    put(o.x, o.y, ' ', p.plain, loc);
    put(o.x + 1, o.y, texture(letter, inner, 0, ascii), ground, loc);
    if (captured) put(o.x + 1, o.y, mark('captured', ascii), sideAttr(ctl!), loc);
    // The coordinates only on the cursor's hex (the terminal cursor or the inverse marks it).
    if (loc === req.cursor) put(o.x + 2, o.y, b.label(loc), cursor ? p.cursor : p.heading, loc);
    if (markCh) put(o.x + inner - 1, o.y, markCh, markAttr, loc);
    // row 1 — the top counter, or more texture.
    put(o.x, o.y + 1, ' ', p.plain, loc);
    if (first !== undefined) {
      // The counter as a chip in its side's colour (inverse), the rest of the row plain.
      const text = counterText(view, first, ascii);
      put(o.x + 1, o.y + 1, ' '.repeat(inner), p.plain, loc);
      put(o.x + 1, o.y + 1, text, counterAttr, loc);
    } else put(o.x + 1, o.y + 1, texture(letter, inner, 1, ascii), ground, loc);
    // row 2 — +n and the place name, or texture; the ZOC mark at the end.
    put(o.x, o.y + 2, ' ', p.plain, loc);
    const line2 = `${more}${more && name ? ' ' : ''}${name}`.slice(0, inner - (zoc ? 2 : 0));
    if (line2) put(o.x + 1, o.y + 2, line2.padEnd(inner), path.has(loc) ? p.path : p.dim, loc);
    else put(o.x + 1, o.y + 2, texture(letter, inner, 2, ascii), ground, loc);
    if (more) put(o.x + 1, o.y + 2, more, p.plain, loc);
    if (zoc) put(o.x + inner - 1, o.y + 2, zoc, p.warn, loc);
  }
  return cells;
}

export class RsMapPanel implements MapPanel<RsView> {
  private cells: Int32Array | null = null;
  private width = 0;
  private anchors = new Map<number, { x: number; y: number }>();

  grid(view: RsView): MapGrid {
    const b = view.world.map.board;
    return {
      cols: b.width,
      rows: b.height,
      position: (loc) => ({ col: loc % b.width, row: Math.floor(loc / b.width) }),
      locAt: (c, r) => (c >= 0 && r >= 0 && c < b.width && r < b.height ? r * b.width + c : -1),
    };
  }

  step(view: RsView, loc: number, move: CursorMove): number {
    const b = view.world.map.board;
    const dir = DIR[move];
    if (dir !== undefined) return b.neighbor(loc, dir);
    const col = loc % b.width;
    const row = Math.floor(loc / b.width) + (move === 'up' ? -1 : 1);
    return row >= 0 && row < b.height ? row * b.width + col : -1;
  }

  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number } {
    const { w, h } = BRICK[zoom];
    return {
      cols: Math.max(1, Math.floor((width - (w >> 1)) / w)),
      rows: Math.max(1, Math.floor(height / h)),
    };
  }

  paint(frame: Frame, x: number, y: number, req: MapRequest<RsView>): void {
    this.cells = paintMap(frame, x, y, req);
    this.width = req.width;
    this.anchors.clear();
    const b = req.view.world.map.board;
    for (let loc = 0; loc < b.size; loc++) {
      const o = brickOrigin(req.view, loc, req.originCol, req.originRow, req.zoom);
      const y = req.zoom === 'extreme' ? o.y : o.y + 1;
      if (o.x >= 0 && y >= 0 && o.x + 1 < req.width && y < req.height)
        this.anchors.set(loc, { x: o.x + 1, y });
    }
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.anchors.get(loc);
  }

  locAt(x: number, y: number): number {
    if (!this.cells || x < 0 || y < 0 || x >= this.width) return -1;
    return this.cells[y * this.width + x] ?? -1;
  }

  /** The whole map, one cell per hex: the top counter's class letter in its side's colour, or the terrain glyph in its colour. */
  paintJump(
    frame: Frame,
    rect: { x: number; y: number; w: number; h: number },
    view: RsView,
    at: { col: number; row: number },
    p: Palette,
  ): void {
    const b = view.world.map.board;
    frame.fill(rect.x, rect.y, rect.w, rect.h, ' ', p.plain);
    for (let loc = 0; loc < b.size; loc++) {
      const col = loc % b.width;
      const row = Math.floor(loc / b.width);
      const x = rect.x + col * 2 + (row & 1);
      const y = rect.y + row;
      if (x >= rect.x + rect.w || y >= rect.y + rect.h) continue;
      const top = stackAt(view, loc)[0];
      const look = terrainLook(letterOf(view, loc));
      const ch = top !== undefined ? CLASS_LETTER[view.world.units[top]!.class] : look.ascii[0]!;
      const a =
        col === at.col && row === at.row
          ? p.cursor
          : top === undefined
            ? p.fg(look.color)
            : view.world.units[top]!.side === view.viewer
              ? p.own
              : p.enemy;
      frame.set(x, y, ch, a);
    }
  }
}

export function enemyZoc(view: RsView): Uint8Array {
  return zocOf(view, view.viewer === 'nato' ? 'wp' : 'nato');
}
