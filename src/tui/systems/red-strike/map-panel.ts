// The Red Strike map panel. The hex renderer (src/render/ascii-hex) draws a panzer SideView and
// its counters (type letter, strength, cohesion marks) cannot carry what a Red Strike counter
// needs (RE, CS or DS, mode, reduced and hit marks), so this panel draws its own small bricks on
// the same odd-r layout (src/engine/core/hex): 10 cells by 3 rows, odd rows shifted by half.
//
//   row 0   terrain letter, hex label, objective *, supply source $
//   row 1   the top counter: A3 10F' (class, RE, CS, mode, reduced/hits) in the side's colour
//   row 2   +n more units, or the place name; the aimed path and zones of control mark here

import { zocOf, type RsView } from '../../../engine/systems/red-strike/index.js';
import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';
import type { Frame } from '../../frame.js';
import type { Palette } from '../../theme.js';
import type { CursorMove, MapGrid, MapPanel, MapRequest, Zoom } from '../presenter.js';
import { counterText, stackAt } from './words.js';

export const BRICK_W = 10;
export const BRICK_H = 3;

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
): { x: number; y: number } {
  const b = view.world.map.board;
  const col = loc % b.width;
  const row = Math.floor(loc / b.width);
  return { x: (col - originCol) * BRICK_W + (row & 1) * (BRICK_W >> 1), y: (row - originRow) * BRICK_H };
}

/** Draws the visible bricks into `frame` at (x0, y0); returns the cell -> hex index of the panel. */
export function paintMap(frame: Frame, x0: number, y0: number, req: MapRequest<RsView>): Int32Array {
  const view = req.view;
  const p = req.palette;
  const w = view.world;
  const b = w.map.board;
  const cells = new Int32Array(req.width * req.height).fill(-1);
  frame.fill(x0, y0, req.width, req.height, ' ', p.plain);
  const extra = req.extra as RsOverlayData | undefined;
  const selectedLocs = new Set(req.selected.map((i) => view.units[i]?.loc ?? -1));
  const path = new Set(req.preview?.path ?? []);
  const objectives = new Set(w.scenario.victory.objectives.map((o) => b.parse(o.hex)!));
  const ascii = req.charset === 'ascii';
  const put = (x: number, y: number, s: string, a: number, loc: number) => {
    for (let k = 0; k < s.length; k++) {
      const cx = x + k;
      if (cx < 0 || y < 0 || cx >= req.width || y >= req.height) continue;
      frame.set(x0 + cx, y0 + y, s[k]!, a);
      cells[y * req.width + cx] = loc;
    }
  };
  for (let loc = 0; loc < b.size; loc++) {
    const o = brickOrigin(view, loc, req.originCol, req.originRow);
    if (o.x + BRICK_W <= 0 || o.y + BRICK_H <= 0 || o.x >= req.width || o.y >= req.height) continue;
    const t = TEC_DATA.terrain[w.map.terrain[loc]!];
    const cursor = req.highlightCursor && loc === req.cursor;
    const labelAttr = cursor ? p.cursor : loc === extra?.target ? p.warn : path.has(loc) ? p.path : p.dim;
    const ctl = view.control[loc];
    const src = w.map.supplyHex.get(loc);
    const top = `${t.letter}${ctl === 'nato' ? 'n' : ctl === 'wp' ? 'w' : ' '}${b.label(loc)}${objectives.has(loc) ? '*' : src ? '$' : ' '}`;
    put(o.x, o.y, ' ' + top.padEnd(BRICK_W - 1), labelAttr, loc);
    const stack = stackAt(view, loc);
    const first = stack[0];
    if (first !== undefined) {
      const own = w.units[first]!.side === view.viewer;
      const a = selectedLocs.has(loc) ? p.selected : own ? p.own : p.enemy;
      put(o.x, o.y + 1, ' ' + counterText(view, first, ascii).padEnd(BRICK_W - 1), a, loc);
    } else put(o.x, o.y + 1, ' '.repeat(BRICK_W), p.plain, loc);
    const more = stack.length > 1 ? `+${stack.length - 1}` : '';
    const name = w.map.cities.get(loc) ?? w.map.places.get(loc) ?? '';
    const zoc = extra?.zoc?.[loc] ? 'z' : '';
    const line2 = `${more}${more && name ? ' ' : ''}${name}`.slice(0, BRICK_W - 2 - zoc.length);
    put(
      o.x,
      o.y + 2,
      ' ' +
        (line2 + (zoc ? ' '.repeat(Math.max(0, BRICK_W - 2 - line2.length)) + zoc : '')).padEnd(BRICK_W - 1),
      path.has(loc) ? p.path : p.dim,
      loc,
    );
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

  fit(width: number, height: number, _zoom: Zoom): { cols: number; rows: number } {
    return {
      cols: Math.max(1, Math.floor((width - (BRICK_W >> 1)) / BRICK_W)),
      rows: Math.max(1, Math.floor(height / BRICK_H)),
    };
  }

  paint(frame: Frame, x: number, y: number, req: MapRequest<RsView>): void {
    this.cells = paintMap(frame, x, y, req);
    this.width = req.width;
    this.anchors.clear();
    const b = req.view.world.map.board;
    for (let loc = 0; loc < b.size; loc++) {
      const o = brickOrigin(req.view, loc, req.originCol, req.originRow);
      if (o.x >= 0 && o.y >= 0 && o.x < req.width && o.y < req.height)
        this.anchors.set(loc, { x: o.x + 1, y: o.y + 1 });
    }
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.anchors.get(loc);
  }

  locAt(x: number, y: number): number {
    if (!this.cells || x < 0 || y < 0 || x >= this.width) return -1;
    return this.cells[y * this.width + x] ?? -1;
  }

  /** The whole map, one cell per hex: the top counter's class letter, or the terrain letter. */
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
      const ch =
        top !== undefined
          ? counterText(view, top, true)[0]!
          : TEC_DATA.terrain[view.world.map.terrain[loc]!].letter;
      const a =
        col === at.col && row === at.row
          ? p.cursor
          : top === undefined
            ? p.dim
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
