// The map panel drawn by the ascii-hex renderer (src/render/ascii-hex): the side's view becomes
// the renderer's map model (panzerMapModel: counters, terrain, hexsides, objectives), built once
// per view, charset and theme. The renderer keeps its overlay layers between frames: when only
// overlays change (a cursor move), update() redraws the few hexes concerned; a new view,
// viewport, zoom, theme or colour vision draws the viewport again. The palette's vision picks the
// renderer's colour-blind or high-contrast role colours.

import { blitGrid, themeForDepth } from '../../../render/ascii-hex/blit.js';
import { HexRenderer, type Frame as RFrame } from '../../../render/ascii-hex/hex-renderer.js';
import { BRICKS, type Zoom as RZoom } from '../../../render/ascii-hex/layout.js';
import type { HexMapModel } from '../../../render/ascii-hex/map-model.js';
import type { Overlays as ROverlays } from '../../../render/ascii-hex/overlays.js';
import { PanzerModelBuilder } from '../../../render/ascii-hex/panzer-model.js';
import { theme as renderTheme, type ThemeName as RTheme } from '../../../render/ascii-hex/theme.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { Frame } from '../../frame.js';
import type { HexMapRequest as MapRequest, MapPainter } from './ports.js';
import type { Zoom } from '../presenter.js';
import type { ColorDepth } from '../../theme.js';

const ZOOM: Record<Zoom, RZoom> = { normal: 'normal', out: 'zoom-out', extreme: 'extreme' };

export function rendererTheme(depth: ColorDepth, mono: boolean): RTheme {
  return themeForDepth(depth, mono);
}

/** Copies a rendered grid into the frame at (x, y). */
export function blit(frame: Frame, x0: number, y0: number, r: RFrame): void {
  blitGrid(frame, x0, y0, r.grid);
}

/** The map model of a view, kept while the view, charset and theme stay. */
class ModelCache {
  private readonly builder = new PanzerModelBuilder();
  of(
    view: SideView,
    charset: 'unicode' | 'ascii',
    theme: RTheme,
    vision: MapRequest['palette']['vision'],
  ): HexMapModel {
    return this.builder.of(view, charset, renderTheme(theme, vision));
  }
}

export class RendererPainter implements MapPainter {
  private readonly r = new HexRenderer();
  private readonly models = new ModelCache();
  private readonly jumpModels = new ModelCache();
  private key = '';
  private lastView: unknown;

  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number } {
    const b = BRICKS[zoom === 'out' ? 'zoom-out' : zoom];
    const shift = zoom === 'extreme' ? 0 : b.w >> 1;
    return {
      cols: Math.max(1, Math.floor((width - shift) / b.w)),
      rows: Math.max(1, Math.floor(height / b.h)),
    };
  }

  overlaysOf(req: MapRequest): ROverlays {
    const view = req.view;
    const sel = req.selected[0];
    const selLoc = sel !== undefined ? view.own.find((u) => u.index === sel)?.state.loc : undefined;
    return {
      ...(req.highlightCursor ? { cursor: req.cursor } : {}),
      ...(selLoc !== undefined && selLoc >= 0 ? { selected: selLoc } : {}),
      ...(req.pathSteps ? { path: req.pathSteps } : {}),
      ...(req.moveRange ? { moveRange: req.moveRange } : {}),
      ...(req.fireRange ? { fireRange: req.fireRange } : {}),
      ...(req.los ? { los: req.los } : {}),
      ...(req.enemyZoc ? { enemyZoc: req.enemyZoc } : {}),
      objectives: req.overlays.objectives,
    };
  }

  paint(frame: Frame, x: number, y: number, req: MapRequest): void {
    const theme = rendererTheme(req.palette.depth, req.palette.mono);
    const vision = req.palette.vision;
    const key = [
      req.originCol,
      req.originRow,
      req.width,
      req.height,
      req.zoom,
      req.charset,
      theme,
      vision,
    ].join(',');
    const overlays = this.overlaysOf(req);
    let out: RFrame;
    if (key === this.key && req.view === this.lastView) out = this.r.update(overlays);
    else
      out = this.r.render(
        this.models.of(req.view, req.charset, theme, vision),
        {
          viewport: { col: req.originCol, row: req.originRow, width: req.width, height: req.height },
          zoom: ZOOM[req.zoom],
          theme,
          vision,
        },
        overlays,
      );
    this.key = key;
    this.lastView = req.view;
    blit(frame, x, y, out);
  }

  anchor(loc: number): { x: number; y: number } | undefined {
    return this.r.anchor(loc);
  }

  hexAt(x: number, y: number): number {
    return this.r.hexAt(x, y);
  }

  /** The whole map shrunk into a window (the jump map), cursor marked. */
  paintJump(frame: Frame, x: number, y: number, req: MapRequest): void {
    const theme = rendererTheme(req.palette.depth, req.palette.mono);
    const jump = new HexRenderer().render(
      this.jumpModels.of(req.view, req.charset, theme, req.palette.vision),
      {
        viewport: { col: 0, row: 0, width: req.width, height: req.height },
        zoom: 'jump',
        theme,
        vision: req.palette.vision,
      },
      { cursor: req.cursor, objectives: req.overlays.objectives },
    );
    blit(frame, x, y, jump);
  }
}
