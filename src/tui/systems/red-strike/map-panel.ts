// The Red Strike map panel: the viewer's map drawn by the hex renderer (src/render/ascii-hex) from
// the Red Strike map model (map-model.ts: outlined bricks with rivers, roads and railways on the
// hexsides, counters with class, RE, CS/DS, mode and damage, objectives, supply sources and
// captured hexes). The overlays are the renderer's, as for every hex system: the cursor in
// inverse video, the selected stack underlined, the aimed move's path with the MP spent, the enemy
// ZOC (z key) with its mark. The jump map (paintJump) is one cell per hex.

import type { RsView } from '../../../engine/systems/red-strike/index.js';
import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';
import { blitGrid, themeForDepth } from '../../../render/ascii-hex/blit.js';
import { HexRenderer, type HexRenderOptions } from '../../../render/ascii-hex/hex-renderer.js';
import type { BrickZoom, HexMapModel } from '../../../render/ascii-hex/map-model.js';
import type { Overlays as ROverlays } from '../../../render/ascii-hex/overlays.js';
import { theme as renderTheme } from '../../../render/ascii-hex/theme.js';
import type { Frame } from '../../frame.js';
import type { Palette } from '../../theme.js';
import type { CursorMove, MapGrid, MapPanel, MapRequest, Zoom } from '../presenter.js';
import { terrainLook } from './glyphs.js';
import { enemyZocHexes, rsMapModel, RS_BRICKS } from './map-model.js';
import { CLASS_LETTER, stackAt } from './words.js';
import { extPieces } from './ext-map.js';
import { glyph } from './ext-words.js';

const ZOOM: Record<Zoom, BrickZoom> = { normal: 'normal', out: 'zoom-out', extreme: 'extreme' };

/** Brick size (cells) per zoom. */
export const BRICK: Readonly<Record<Zoom, { w: number; h: number }>> = {
  normal: RS_BRICKS.normal,
  out: RS_BRICKS['zoom-out'],
  extreme: RS_BRICKS.extreme,
};

/** What the presenter's overlays() hands the map: the enemy ZOC hexes, if shown. */
export interface RsOverlayData {
  readonly zoc: readonly number[] | null;
}

const DIR: Partial<Record<CursorMove, number>> = { e: 0, ne: 1, nw: 2, w: 3, sw: 4, se: 5 };

/** The cells the whole map takes at a zoom, the closing outline included. */
export function mapCells(view: RsView, zoom: Zoom): { width: number; height: number } {
  const b = view.world.map.board;
  const { w, h } = BRICK[zoom];
  const outline = zoom === 'extreme' ? 0 : 1;
  return { width: b.width * w + (w >> 1) + outline, height: b.height * h + outline };
}

/** The renderer's overlays for a map request: cursor, selection, the move's path, the enemy ZOC. */
export function overlaysOf(req: MapRequest<RsView>): ROverlays {
  const view = req.view;
  const sel = req.selected.map((i) => view.units[i]?.loc ?? -1).find((l) => l >= 0);
  const path = req.preview?.path ?? [];
  // Without the MP of each step (a rail move) the path shows its mark and no number.
  const steps = req.preview?.steps ?? path.map((loc) => ({ loc, mp: NaN }));
  const extra = req.extra as RsOverlayData | undefined;
  return {
    ...(req.highlightCursor ? { cursor: req.cursor } : {}),
    ...(sel !== undefined ? { selected: sel } : {}),
    ...(steps.length > 0 ? { path: steps } : {}),
    ...(extra?.zoc ? { enemyZoc: extra.zoc } : {}),
    objectives: req.overlays.objectives,
  };
}

/** Draws a map request into `frame` at (x0, y0) with `renderer`; the model is kept while the view stays. */
export class RsMapPainter {
  private readonly r = new HexRenderer();
  private last: { view: RsView; key: string; model: HexMapModel } | undefined;

  paint(frame: Frame, x0: number, y0: number, req: MapRequest<RsView>): void {
    const theme = themeForDepth(req.palette.depth, req.palette.mono);
    const vision = req.palette.vision;
    const key = `${req.charset}:${theme}:${vision}`;
    if (!this.last || this.last.view !== req.view || this.last.key !== key)
      this.last = {
        view: req.view,
        key,
        model: rsMapModel(req.view, req.charset, renderTheme(theme, vision)),
      };
    const opts: HexRenderOptions = {
      viewport: { col: req.originCol, row: req.originRow, width: req.width, height: req.height },
      zoom: ZOOM[req.zoom],
      theme,
      vision,
    };
    const out = this.r.render(this.last.model, opts, overlaysOf(req));
    blitGrid(frame, x0, y0, out.grid);
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.r.anchor(loc);
  }

  hexAt(x: number, y: number): number {
    return this.r.hexAt(x, y);
  }
}

export class RsMapPanel implements MapPanel<RsView> {
  private readonly painter = new RsMapPainter();

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
    this.painter.paint(frame, x, y, req);
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.painter.anchor(loc);
  }

  locAt(x: number, y: number): number {
    return this.painter.hexAt(x, y);
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
    const pieces = extPieces(view);
    frame.fill(rect.x, rect.y, rect.w, rect.h, ' ', p.plain);
    for (let loc = 0; loc < b.size; loc++) {
      const col = loc % b.width;
      const row = Math.floor(loc / b.width);
      const x = rect.x + col * 2 + (row & 1);
      const y = rect.y + row;
      if (x >= rect.x + rect.w || y >= rect.y + rect.h) continue;
      const top = stackAt(view, loc)[0];
      const look = terrainLook(TEC_DATA.terrain[view.world.map.terrain[loc]!].letter);
      // Air and naval units where no ground unit is (issue 17): ship or plane glyph.
      const piece = top === undefined ? pieces.get(loc)?.[0] : undefined;
      const pieceSide = piece ? (piece.kind === 'naval' ? piece.n.def.side : piece.a.def.side) : undefined;
      const ch =
        top !== undefined
          ? CLASS_LETTER[view.world.units[top]!.class]
          : piece
            ? glyph(piece.kind === 'naval' ? 'ship' : 'plane', true)
            : look.ascii[0]!;
      const side = top !== undefined ? view.world.units[top]!.side : pieceSide;
      const a =
        col === at.col && row === at.row
          ? p.cursor
          : side === undefined
            ? p.fg(look.color)
            : side === view.viewer
              ? p.own
              : p.enemy;
      frame.set(x, y, ch, a);
    }
  }
}

export { enemyZocHexes };
