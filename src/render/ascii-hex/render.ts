// The panzer map through the hex renderer: a SideView (never the GameState: design invariant 3)
// plus a viewport, a zoom, a charset, a theme and overlays -> a grid of styled cells and a
// cell -> hex map. The view becomes a map model (panzer-model.ts) once per view, charset and
// theme; the drawing is the system-neutral HexRenderer's (hex-renderer.ts).
//
// Two entry points: render() draws everything; update() redraws only the hexes whose overlays
// changed (a cursor move redraws two hexes) and reports the cells that changed.

import type { SideView } from '../../engine/systems/panzer/view.js';
import type { Charset } from './renderer-glyphs.js';
import { HexRenderer, type Frame, type HexRenderOptions } from './hex-renderer.js';
import type { HexMapModel } from './map-model.js';
import type { Overlays } from './overlays.js';
import { PanzerModelBuilder } from './panzer-model.js';
import { theme as themeOf } from './theme.js';

export type { Frame } from './hex-renderer.js';

export interface RenderOptions extends HexRenderOptions {
  readonly charset: Charset;
}

export class HexMapRenderer {
  private readonly r = new HexRenderer();
  private readonly models = new PanzerModelBuilder();

  /** Draws the whole viewport. */
  render(view: SideView, opts: RenderOptions, overlays: Overlays = {}): Frame {
    return this.r.render(this.model(view, opts), opts, overlays);
  }

  /** Redraws only the hexes whose overlays differ from the last frame; needs a render() first. */
  update(overlays: Overlays): Frame {
    return this.r.update(overlays);
  }

  /** The cell that stands for a hex (a counter's type letter at Normal zoom), if on screen. */
  anchor(loc: number): { x: number; y: number } | undefined {
    return this.r.anchor(loc);
  }

  /** The hex drawn at a cell, -1 for none (mouse clicks). */
  hexAt(x: number, y: number): number {
    return this.r.hexAt(x, y);
  }

  /** The model of a view, kept while the view, charset and theme stay: a scroll or a zoom reuses it. */
  private model(view: SideView, opts: RenderOptions): HexMapModel {
    return this.models.of(view, opts.charset, themeOf(opts.theme, opts.vision));
  }
}

/** Draws one frame: the pure function form of HexMapRenderer.render(). */
export function renderMap(view: SideView, opts: RenderOptions, overlays: Overlays = {}): Frame {
  return new HexMapRenderer().render(view, opts, overlays);
}
