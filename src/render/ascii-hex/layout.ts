// Where hexes go on the screen at each zoom (PC-UI-02 map views read for a terminal).
//
// Normal and Zoom-out draw each hex as a "brick" of w x h cells, odd rows shifted right by half a
// brick: the same neighbours as the pointy-top odd-r hex grid (coords.ts). A brick's first row
// holds the hex's upper hexsides (NW, NE) and its first column the W hexside, so every cell
// belongs to exactly one hex and every hexside is drawn exactly once:
//
//   __/ \___/ \__        corner, NW side "_/", apex, NE side "\_"
//   |[I]D2|& & &|        counter: bracket letter bracket, state mark, stack count (or terrain)
//   |& 600|&    |        mark or terrain cell, then strength or an overlay number
//    \___/ \___/ \_
//
// Extreme draws one cell per hex (no shift: a cell cannot be halved). Jump scales the whole map
// into the window, each cell standing for a block of hexes.

export type Zoom = 'normal' | 'zoom-out' | 'extreme' | 'jump';
export const ZOOMS: readonly Zoom[] = ['normal', 'zoom-out', 'extreme', 'jump'];

/** The part of the map on screen: the top-left hex and the size in cells. Jump ignores col/row. */
export interface Viewport {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
}

export interface Brick {
  /** Cells per hex across and per hex row down. */
  readonly w: number;
  readonly h: number;
}

export const BRICKS: Readonly<Record<'normal' | 'zoom-out' | 'extreme', Brick>> = {
  normal: { w: 6, h: 3 },
  'zoom-out': { w: 4, h: 2 },
  extreme: { w: 1, h: 1 },
};

/** The scale of the jump map: hexes per cell across and down (at least 1). */
export function jumpScale(
  mapWidth: number,
  mapHeight: number,
  vw: number,
  vh: number,
): { kx: number; ky: number } {
  return {
    kx: Math.max(1, Math.ceil(mapWidth / Math.max(1, vw))),
    ky: Math.max(1, Math.ceil(mapHeight / Math.max(1, vh))),
  };
}

/** Top-left cell of a hex's brick, relative to the viewport (may be off screen). */
export function brickOrigin(zoom: 'normal' | 'zoom-out' | 'extreme', vp: Viewport, col: number, row: number) {
  const b = BRICKS[zoom];
  const shift = zoom === 'extreme' ? 0 : (row & 1) * (b.w >> 1);
  return { x: (col - vp.col) * b.w + shift, y: (row - vp.row) * b.h };
}

/** The hex (col,row) whose brick holds cell (x,y), or undefined for the jump map. */
export function hexOfCell(
  zoom: Zoom,
  vp: Viewport,
  x: number,
  y: number,
): { col: number; row: number } | undefined {
  if (zoom === 'jump') return undefined;
  const b = BRICKS[zoom];
  const row = Math.floor(y / b.h) + vp.row;
  const shift = zoom === 'extreme' ? 0 : (row & 1) * (b.w >> 1);
  return { col: Math.floor((x - shift) / b.w) + vp.col, row };
}

/**
 * The top-left hex that puts `loc`'s column/row in the middle of the viewport, clamped so the view
 * stays on the map where it can. Used by the client to follow the cursor and by `render --at`.
 */
export function centredViewport(
  zoom: Zoom,
  mapWidth: number,
  mapHeight: number,
  width: number,
  height: number,
  col: number,
  row: number,
): Viewport {
  if (zoom === 'jump') return { col: 0, row: 0, width, height };
  const b = BRICKS[zoom];
  const cols = Math.max(1, Math.floor(width / b.w));
  const rows = Math.max(1, Math.floor(height / b.h));
  const c = Math.max(0, Math.min(col - (cols >> 1), mapWidth - cols));
  const r = Math.max(0, Math.min(row - (rows >> 1), mapHeight - rows));
  return { col: c, row: r, width, height };
}
