// The hex renderer's input: a map model that a system's presenter builds from its view, so that one
// renderer (hex-renderer.ts) draws the maps of every hex system. It names no system: terrain,
// hexsides, counters and marks arrive as looks (code points, colours, attributes) that the
// presenter chose for the charset and theme in use. Overlays (cursor, selection, path, ranges,
// zones of control...) stay the renderer's own (overlays.ts), in the same words for every system.
//
// A hex is a brick of w x h cells, odd rows shifted right by half a brick (layout.ts). At Normal
// and Zoom-out the brick's first row holds the upper hexsides and the apex, its first column the
// west hexside; the inner cells hold, from the top, the counter row (or the terrain texture) and,
// at Normal, an info row (a mark cell, then a number or text). At Extreme a brick is one row:
// a gap cell when it is wider than one, then the counter or the terrain and mark cells.

import type { Zoom } from './layout.js';

/** A span's background that is the hex's ground: its terrain's, or the overlay's over it. */
export const GROUND = -2;

/** Styled cells drawn side by side. Colours as in grid.ts; GROUND as the background. */
export interface Span {
  /** One code point per cell (every glyph is one cell wide). */
  readonly cps: readonly number[];
  readonly fg: number;
  readonly bg: number;
  /** grid.ts attribute flags. */
  readonly attr: number;
  /** The counter itself: a selected stack's underline (and bold) replaces its attributes. */
  readonly chip?: boolean;
}

export function span(text: string, fg: number, bg: number, attr: number, chip = false): Span {
  const cps = Array.from(text, (c) => c.codePointAt(0)!);
  return chip ? { cps, fg, bg, attr, chip } : { cps, fg, bg, attr };
}

/** The cells of a brick at each drawn zoom; the jump map is one cell per block of hexes. */
export type BrickZoom = Exclude<Zoom, 'jump'>;
export interface BrickShape {
  readonly w: number;
  readonly h: number;
}
export type Bricks = Readonly<Record<BrickZoom, BrickShape>>;

export interface TerrainLook {
  /** The one cell that stands for the terrain (Extreme, the jump map). */
  readonly cell: number;
  readonly fg: number;
  readonly bg: number;
  /** The inner cells of a brick with no counter: `width` code points for inner row `row`. */
  texture(zoom: 'normal' | 'zoom-out', row: number, width: number): readonly number[];
}

/** How a hexside with a feature is drawn: a barrier along it, a crossing over it (0 = none). */
export interface SideLook {
  readonly barrier: number;
  readonly barrierFg: number;
  readonly barrierBold: boolean;
  readonly crossing: number;
  readonly crossingFg: number;
  readonly crossingBold: boolean;
}

/** What one hex shows of its stack. */
export interface CounterLook {
  /** The counter row at each zoom, from the first inner cell (Extreme: after the gap cell). */
  readonly normal: readonly Span[];
  readonly out: readonly Span[];
  readonly extreme: readonly Span[];
  /** The Normal info row's text (right-aligned after the mark cell) and its colour. */
  readonly info: string;
  readonly infoFg: number;
  /** Which counter stands for a block of the jump map: the lowest rank. */
  readonly rank: number;
  /**
   * A last-known position rather than a unit seen now: hidden when the overlays turn those off, and
   * drawn under marks and objectives at Extreme; never stands for a jump-map block.
   */
  readonly lastKnown: boolean;
}

/** A mark on a hex's apex (an objective, a hex feature). Its background is the cell's. */
export interface MarkLook {
  /** One cell (Zoom-out apex, Extreme, the jump map). */
  readonly cell: number;
  /** Normal zoom: three cells centred on the apex (e.g. "[*]"); the upper hexsides give a cell each. */
  readonly banner?: readonly number[];
  readonly fg: number;
  readonly attr: number;
}

export interface HexMapModel {
  /** Hex columns and rows; hex number = row * cols + col (odd-r offset, core/hex). */
  readonly cols: number;
  readonly rows: number;
  readonly bricks: Bricks;
  /** Index into `terrain` for each hex. */
  readonly terrainAt: ArrayLike<number>;
  readonly terrain: readonly TerrainLook[];
  /** The hexside (edge) id of each hex's six sides, hex * 6 + direction (E, NE, NW, W, SW, SE), -1 for none. */
  readonly side6: ArrayLike<number>;
  /** The look of an edge with a feature; undefined draws the plain outline. */
  sideLook(edge: number): SideLook | undefined;
  /** Index into `counters` for each hex, -1 where none; `counterLocs` lists the hexes that have one. */
  readonly counterAt: ArrayLike<number>;
  readonly counters: readonly CounterLook[];
  readonly counterLocs: readonly number[];
  /** Objectives (shown unless the overlays turn them off): index into `objectiveLooks`, -1 where none. */
  readonly objectiveAt: ArrayLike<number>;
  readonly objectiveLooks: readonly MarkLook[];
  readonly objectiveLocs: readonly number[];
  /** A feature at the apex of a hex with no objective shown (always shown). */
  readonly featureAt: ReadonlyMap<number, MarkLook>;
  /** Text for the Normal info row of a hex with no counter (a place name), and its colour. */
  readonly captions?: ReadonlyMap<number, string>;
  readonly captionFg?: number;
}
