// The area-impulse map panel: the area renderer (src/render/ascii-area) drawn into the client's
// frame in the client's palette, the cursor keys stepping from area to area, and the jump map.
// The renderer keeps its base map between frames, so a cursor move copies the panel's cells and
// redraws only the two areas whose marks changed.

import type { AreaView } from '../../../engine/systems/area-impulse/index.js';
import {
  AREA_BRICKS,
  AreaMapRenderer,
  fitCells,
  GLYPHS,
  INVERSE,
  layoutOf,
  Role,
  UNDERLINE,
  zoomToFit,
  type AreaFrame,
  type AreaMarks,
} from '../../../render/ascii-area/index.js';
import type { Frame } from '../../frame.js';
import type { Palette } from '../../theme.js';
import type { CursorMove, MapGrid, MapPanel, MapRequest, Zoom } from '../presenter.js';

/** What the presenter's overlays() hands the map: the area an order is aimed at. */
export interface AreaOverlayData {
  readonly target: number;
}

/** The direction of each cursor key in hex space (x east, y south). */
const DIRS: Record<CursorMove, readonly [number, number]> = {
  e: [1, 0],
  w: [-1, 0],
  ne: [0.5, -0.866],
  nw: [-0.5, -0.866],
  se: [0.5, 0.866],
  sw: [-0.5, 0.866],
  up: [0, -1],
  down: [0, 1],
};

/** The palette attribute of each role; the sides are the viewer's own or the enemy. */
function roleAttrs(p: Palette, view: AreaView): number[] {
  const own = view.side === view.world.sides[0];
  const a: number[] = [];
  a[Role.Plain] = p.plain;
  a[Role.Border] = p.border;
  a[Role.Ravine] = p.path;
  a[Role.Wall] = p.dim;
  a[Role.Label] = p.heading;
  a[Role.SideA] = own ? p.own : p.enemy;
  a[Role.SideB] = own ? p.enemy : p.own;
  a[Role.Dim] = p.dim;
  a[Role.Selected] = p.selected;
  a[Role.Target] = p.warn;
  return a;
}

/** Copies a rendered frame into the client's frame at (x0, y0), in the palette's attributes. */
export function blitArea(f: Frame, x0: number, y0: number, r: AreaFrame, attrs: readonly number[]): void {
  const glyphs = new Map<number, string>();
  for (let y = 0; y < r.height; y++) {
    const fy = y0 + y;
    if (fy < 0 || fy >= f.rows) continue;
    const w = Math.min(r.width, f.cols - x0);
    for (let x = 0; x < w; x++) {
      const i = y * r.width + x;
      const code = r.ch[i]!;
      let s = glyphs.get(code);
      if (s === undefined) {
        s = String.fromCodePoint(code);
        glyphs.set(code, s);
      }
      const fl = r.flags[i]!;
      // Frame attributes keep their flags above bit 18 (frame.ts).
      const a =
        (attrs[r.role[i]!] ?? 0) |
        (fl & INVERSE ? INVERSE << 18 : 0) |
        (fl & UNDERLINE ? UNDERLINE << 18 : 0);
      f.set(x0 + x, fy, s, a);
    }
  }
}

export class AreaMapPanel implements MapPanel<AreaView> {
  private readonly renderer = new AreaMapRenderer();

  grid(view: AreaView): MapGrid {
    const l = layoutOf(view.world);
    return {
      cols: l.cols,
      rows: l.rows,
      position: (loc) => l.position(loc),
      locAt: (c, r) => l.areaAt(c, r),
    };
  }

  /**
   * The area that way: among the areas with a cell less than 60 degrees off the direction (a hex neighbour at exactly 60 is the next key's), the one
   * with the cheapest cell (distance along the direction, sideways counting double), bordering
   * areas a little cheaper so that the cursor walks the board; -1 when none lies that way.
   */
  step(view: AreaView, loc: number, move: CursorMove): number {
    const l = layoutOf(view.world);
    const from = l.centre[loc];
    if (!from || from.x < 0) return -1;
    const [dx0, dy0] = DIRS[move];
    const len = Math.hypot(dx0, dy0);
    const ux = dx0 / len;
    const uy = dy0 / len;
    const near = new Set(view.world.board.neighbors(loc));
    let best = -1;
    let bestCost = Infinity;
    l.cells.forEach((cells, area) => {
      if (area === loc) return;
      for (const c of cells) {
        const dx = c.col + (c.row & 1) * 0.5 - from.x;
        const dy = c.row * 0.866 - from.y;
        const along = dx * ux + dy * uy;
        const side = Math.abs(dx * uy - dy * ux);
        if (along <= 0.05 || side > along * 1.7) continue;
        const cost = (along + 2 * side) * (near.has(area) ? 0.75 : 1);
        if (cost < bestCost) {
          bestCost = cost;
          best = area;
        }
      }
    });
    return best;
  }

  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number } {
    return fitCells(width, height, zoom);
  }

  paint(frame: Frame, x: number, y: number, req: MapRequest<AreaView>): void {
    const view = req.view;
    const target = (req.extra as AreaOverlayData | undefined)?.target ?? -1;
    const selected = new Set<number>();
    for (const i of req.selected) {
      const u = view.units[i];
      if (u && u.state.status === 'active' && u.state.area >= 0) selected.add(u.state.area);
    }
    const marks: AreaMarks = {
      ...(req.highlightCursor ? { cursor: req.cursor } : {}),
      selected: [...selected],
      ...(target >= 0 ? { target } : {}),
    };
    const r = this.renderer.render(
      view,
      {
        viewport: { col: req.originCol, row: req.originRow, width: req.width, height: req.height },
        zoom: req.zoom,
        charset: req.charset,
      },
      marks,
    );
    blitArea(frame, x, y, r, roleAttrs(req.palette, view));
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.renderer.last?.anchors.get(loc);
  }

  locAt(x: number, y: number): number {
    const f = this.renderer.last;
    if (!f || x < 0 || y < 0 || x >= f.width || y >= f.height) return -1;
    return f.cellArea[y * f.width + x]!;
  }

  /** The whole map at the largest zoom that fits the window, the area under the jump cursor inverse. */
  paintJump(
    f: Frame,
    rect: { x: number; y: number; w: number; h: number },
    view: AreaView,
    at: { col: number; row: number },
    p: Palette,
  ): void {
    const l = layoutOf(view.world);
    const zoom = zoomToFit(l.cols, l.rows, rect.w, rect.h);
    const b = AREA_BRICKS[zoom];
    // Centre the jump cursor when even the smallest zoom cannot show the whole map.
    const fit = fitCells(rect.w, rect.h, zoom);
    const col = Math.max(0, Math.min(at.col - (fit.cols >> 1), l.cols - fit.cols));
    const row = Math.max(0, Math.min(at.row - (fit.rows >> 1), l.rows - fit.rows));
    const area = l.areaAt(at.col, at.row);
    f.fill(rect.x, rect.y, rect.w, rect.h, ' ', p.plain);
    const r = new AreaMapRenderer().render(
      view,
      { viewport: { col, row, width: rect.w, height: rect.h }, zoom, charset: 'ascii' },
      area >= 0 ? { cursor: area } : {},
    );
    blitArea(f, rect.x, rect.y, r, roleAttrs(p, view));
    // An empty cell under the jump cursor: mark the cell itself.
    if (area < 0) {
      const x = rect.x + (at.col - col) * b.w + (at.row & 1) * (b.w >> 1) + 1;
      const y = rect.y + (at.row - row) * b.h + 1;
      if (x < rect.x + rect.w && y < rect.y + rect.h) f.set(x, y, GLYPHS.ascii.jumpEmpty, p.cursor);
    }
  }
}
