// The Panzer Campaigns map panel: the hex map drawn by the ascii-hex renderer (map-adapter.ts),
// the cursor moved in the six hex directions, and the jump map (the whole map, one cell for a
// block of hexes).

import type { Frame } from '../../frame.js';
import type { Palette } from '../../theme.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { CursorMove, MapGrid, MapPanel, MapRequest, Zoom } from '../presenter.js';
import { RendererPainter } from './map-adapter.js';
import type { HexMapRequest, MapPainter } from './ports.js';

/** The overlay data the panzer presenter computes (presenter.overlays) for the renderer. */
export type HexOverlayData = Pick<HexMapRequest, 'moveRange' | 'fireRange' | 'los' | 'enemyZoc'>;

const DIRS: Partial<Record<CursorMove, number>> = { e: 0, ne: 1, nw: 2, w: 3, sw: 4, se: 5 };

export class PanzerMapPanel implements MapPanel<SideView> {
  constructor(readonly painter: MapPainter = new RendererPainter()) {}

  grid(view: SideView): MapGrid {
    const b = view.map.board;
    return {
      cols: b.width,
      rows: b.height,
      position: (loc) => ({ col: loc % b.width, row: Math.floor(loc / b.width) }),
      locAt: (col, row) => b.loc(col, row),
    };
  }

  step(view: SideView, loc: number, move: CursorMove): number {
    const b = view.map.board;
    const dir = DIRS[move];
    if (dir !== undefined) return b.neighbor(loc, dir);
    const row = Math.floor(loc / b.width);
    if (move === 'up') return row > 0 ? loc - b.width : -1;
    return row + 1 < b.height ? loc + b.width : -1;
  }

  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number } {
    return this.painter.fit(width, height, zoom);
  }

  paint(frame: Frame, x: number, y: number, req: MapRequest<SideView>): void {
    const path = req.preview?.path ?? [];
    const steps = req.preview?.steps ?? path.map((loc, i) => ({ loc, mp: i + 1 }));
    this.painter.paint(frame, x, y, {
      view: req.view,
      originCol: req.originCol,
      originRow: req.originRow,
      width: req.width,
      height: req.height,
      zoom: req.zoom,
      charset: req.charset,
      palette: req.palette,
      cursor: req.cursor,
      highlightCursor: req.highlightCursor,
      selected: req.selected,
      path,
      ...(path.length > 0 ? { pathSteps: steps } : {}),
      overlays: req.overlays,
      ...((req.extra as HexOverlayData | undefined) ?? {}),
    });
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.painter.anchor?.(loc);
  }

  locAt(x: number, y: number): number {
    return this.painter.hexAt?.(x, y) ?? -1;
  }

  /** The jump map: terrain letters, O for own units, X for spotted enemies, the cursor block marked. */
  paintJump(
    f: Frame,
    rect: { x: number; y: number; w: number; h: number },
    v: SideView,
    at: { col: number; row: number },
    p: Palette,
  ): void {
    const board = v.map.board;
    const { x: x0, y: y0, w, h } = rect;
    const sx = Math.max(1, board.width / w);
    const sy = Math.max(1, board.height / h);
    const own = new Set<number>();
    const enemy = new Set<number>();
    const cell = (loc: number) =>
      Math.floor(Math.floor(loc / board.width) / sy) * w + Math.floor((loc % board.width) / sx);
    for (const u of v.own) if (u.state.loc >= 0 && u.state.status === 'active') own.add(cell(u.state.loc));
    for (const e of v.enemies) enemy.add(cell(e.loc));
    const cc = Math.floor(at.col / sx);
    const cr = Math.floor(at.row / sy);
    for (let j = 0; j < h; j++)
      for (let i = 0; i < w; i++) {
        const hc = Math.floor(i * sx);
        const hr = Math.floor(j * sy);
        if (hc >= board.width || hr >= board.height) {
          f.set(x0 + i, y0 + j, ' ', p.plain);
          continue;
        }
        const loc = hr * board.width + hc;
        const k = j * w + i;
        const t = v.map.params.terrain[v.map.terrain[loc]!];
        let ch = t?.letter ?? ' ';
        let a = p.dim;
        if (own.has(k)) {
          ch = 'O';
          a = p.own;
        } else if (enemy.has(k)) {
          ch = 'X';
          a = p.enemy;
        }
        if (i === cc && j === cr) a = p.cursor;
        f.set(x0 + i, y0 + j, ch, a);
      }
  }
}
