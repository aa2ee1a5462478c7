// Where the areas go on the screen. Each area is drawn as a cluster of its grid cells; each cell is
// a "brick" of w x h characters, odd rows shifted right by half a brick, which gives a cell the six
// neighbours of a pointy-top odd-r hex grid. A brick's first row is the boundary with the cells
// above it and its first column the boundary with the cell to its west, so every boundary is
// drawn exactly once, and only where the cells on its two sides belong to different areas:
//
//   -----------|----------         a brick: its top row and west column are boundaries,
//   | STZ    3S| Barr   3S|        the rest (w-1 x h-1) holds the area's text lines
//   |G3 S4+1   |S2        |
//   ------|-----------------
//
// The layout of a scenario (which area each cell belongs to) is built once per world.

import type { AreaWorld } from '../../engine/systems/area-impulse/model.js';

export type AreaZoom = 'normal' | 'out' | 'extreme';
export const AREA_ZOOMS: readonly AreaZoom[] = ['normal', 'out', 'extreme'];

export interface Brick {
  readonly w: number;
  readonly h: number;
}

/** Cells per grid cell at each zoom: normal holds two lines of 10 characters (a 6-letter label, its TDV and controller), the others one shorter line. */
export const AREA_BRICKS: Readonly<Record<AreaZoom, Brick>> = {
  normal: { w: 11, h: 3 },
  out: { w: 7, h: 2 },
  extreme: { w: 4, h: 2 },
};

/** The part of the map on screen: the top-left grid cell and the size in characters. */
export interface AreaViewport {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
}

/** How many whole grid cells (with their far boundaries) fit in a window of this size. */
export function fitCells(width: number, height: number, zoom: AreaZoom): { cols: number; rows: number } {
  const b = AREA_BRICKS[zoom];
  return {
    cols: Math.max(1, Math.floor((width - 1 - (b.w >> 1)) / b.w)),
    rows: Math.max(1, Math.floor((height - 1) / b.h)),
  };
}

/** The largest zoom at which the whole grid fits a window; extreme when none does. */
export function zoomToFit(cols: number, rows: number, width: number, height: number): AreaZoom {
  for (const z of AREA_ZOOMS) {
    const f = fitCells(width, height, z);
    if (f.cols >= cols && f.rows >= rows) return z;
  }
  return 'extreme';
}

/** The grid cells of each area and the area of each cell, with the positions the cursor keys use. */
export class AreaLayout {
  readonly cols: number;
  readonly rows: number;
  /** Area of each cell (row * cols + col), -1 for none. */
  readonly cellArea: Int32Array;
  /** The index of each cell within its area's cells (its text slot), -1 for none. */
  readonly cellSlot: Int32Array;
  /** Each area's cells in the scenario's order: the first holds the label. Cells claimed twice stay with the first area. */
  readonly cells: readonly (readonly { readonly col: number; readonly row: number }[])[];
  /** The centre of each area in hex space (x across, y down, one cell = 1 across), for the cursor keys. */
  readonly centre: readonly { readonly x: number; readonly y: number }[];

  constructor(world: AreaWorld) {
    const sc = world.scenario;
    let cols = sc.grid.cols;
    let rows = sc.grid.rows;
    for (const a of sc.areas)
      for (const c of a.cells) {
        cols = Math.max(cols, c.col + 1);
        rows = Math.max(rows, c.row + 1);
      }
    this.cols = cols;
    this.rows = rows;
    this.cellArea = new Int32Array(cols * rows).fill(-1);
    this.cellSlot = new Int32Array(cols * rows).fill(-1);
    const cells: { col: number; row: number }[][] = [];
    sc.areas.forEach((a, area) => {
      const mine: { col: number; row: number }[] = [];
      for (const c of a.cells) {
        if (c.col < 0 || c.row < 0) continue;
        const i = c.row * cols + c.col;
        if (this.cellArea[i] !== -1) continue;
        this.cellArea[i] = area;
        this.cellSlot[i] = mine.length;
        mine.push({ col: c.col, row: c.row });
      }
      cells.push(mine);
    });
    this.cells = cells;
    this.centre = cells.map((cs) => {
      if (cs.length === 0) return { x: -1, y: -1 };
      let x = 0;
      let y = 0;
      for (const c of cs) {
        x += hexX(c.col, c.row);
        y += hexY(c.row);
      }
      return { x: x / cs.length, y: y / cs.length };
    });
  }

  areaAt(col: number, row: number): number {
    if (col < 0 || row < 0 || col >= this.cols || row >= this.rows) return -1;
    return this.cellArea[row * this.cols + col]!;
  }

  /** The cell that stands for an area (its label cell); (-1, -1) for an area with no cell. */
  position(area: number): { col: number; row: number } {
    return this.cells[area]?.[0] ?? { col: -1, row: -1 };
  }
}

/** Hex-space coordinates of a cell's centre: odd rows half a cell to the right, rows √3/2 apart. */
export const hexX = (col: number, row: number): number => col + (row & 1) * 0.5;
export const hexY = (row: number): number => row * 0.866;

const layouts = new WeakMap<AreaWorld, AreaLayout>();

/** The layout of a world, built on first use. */
export function layoutOf(world: AreaWorld): AreaLayout {
  let l = layouts.get(world);
  if (!l) {
    l = new AreaLayout(world);
    layouts.set(world, l);
  }
  return l;
}
