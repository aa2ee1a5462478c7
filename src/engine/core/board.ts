// The map interface every rule module shares (PC-MAP). A Board is a graph of numbered locations:
// hexes on a hex map, areas on an area-impulse map. Movement, spotting and combat code only use
// this interface (neighbours, the edge crossed, distance, labels), so an area graph can stand
// behind it without touching them. Locations and edges are small integers so that rule code can
// index typed arrays instead of string-keyed maps (60,000 hexes on an operational map).

import {
  axialDistance,
  axialLine,
  axialToOffset,
  formatOffset,
  offsetToAxial,
  oppositeDirection,
  axialNeighbor,
  parseOffset,
  type Axial,
  type Offset,
} from './hex/coords.js';

export interface Board {
  readonly kind: 'hex' | 'area';
  /** Number of locations; valid locations are 0..size-1. */
  readonly size: number;
  /** Number of edges (hexsides between two on-map hexes, or area borders). */
  readonly edgeCount: number;
  /** CSR adjacency: the neighbours of `loc` are adj[adjStart[loc] .. adjStart[loc+1]). */
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  /** The edge crossed by each adjacency entry (same indexing as `adj`). */
  readonly adjEdge: Int32Array;
  /** The direction of each adjacency entry (0..5 on hex boards, -1 on area boards). */
  readonly adjDir: Int8Array;
  distance(a: number, b: number): number;
  /** The edge between two adjacent locations, or -1. */
  edgeBetween(a: number, b: number): number;
  /** What a player reads: "12,07" for a hex, the area's name for an area. */
  label(loc: number): string;
  /** Inverse of label; undefined when the text names no location on this board. */
  parse(text: string): number | undefined;
}

/** A rectangular hex map, `width` columns by `height` rows, location = row * width + col. */
export class HexBoard implements Board {
  readonly kind = 'hex' as const;
  readonly size: number;
  readonly edgeCount: number;
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  readonly adjEdge: Int32Array;
  readonly adjDir: Int8Array;
  /** neighbour in each of the six directions, -1 off map: neighbor6[loc * 6 + dir] */
  readonly neighbor6: Int32Array;
  /** hexside id in each of the six directions, -1 off map: side6[loc * 6 + dir] */
  readonly side6: Int32Array;
  private readonly qOf: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
      throw new RangeError(`map size must be positive integers, got ${width}x${height}`);
    const size = width * height;
    this.size = size;
    this.qOf = new Int32Array(size);
    this.neighbor6 = new Int32Array(size * 6).fill(-1);
    this.side6 = new Int32Array(size * 6).fill(-1);
    let edges = 0;
    // Each hex owns the hexsides in directions E, NE, NW (0..2); the neighbour sees them as W, SW, SE.
    for (let loc = 0; loc < size; loc++) {
      const a = this.axial(loc);
      this.qOf[loc] = a.q;
      for (let dir = 0; dir < 6; dir++) {
        const n = this.locOfAxial(axialNeighbor(a, dir));
        this.neighbor6[loc * 6 + dir] = n;
      }
    }
    for (let loc = 0; loc < size; loc++) {
      for (let dir = 0; dir < 3; dir++) {
        const n = this.neighbor6[loc * 6 + dir]!;
        if (n < 0) continue;
        const id = edges++;
        this.side6[loc * 6 + dir] = id;
        this.side6[n * 6 + oppositeDirection(dir)] = id;
      }
    }
    this.edgeCount = edges;
    const start = new Int32Array(size + 1);
    const adj: number[] = [];
    const adjEdge: number[] = [];
    const adjDir: number[] = [];
    for (let loc = 0; loc < size; loc++) {
      start[loc] = adj.length;
      for (let dir = 0; dir < 6; dir++) {
        const n = this.neighbor6[loc * 6 + dir]!;
        if (n < 0) continue;
        adj.push(n);
        adjEdge.push(this.side6[loc * 6 + dir]!);
        adjDir.push(dir);
      }
    }
    start[size] = adj.length;
    this.adjStart = start;
    this.adj = Int32Array.from(adj);
    this.adjEdge = Int32Array.from(adjEdge);
    this.adjDir = Int8Array.from(adjDir);
  }

  contains(o: Offset): boolean {
    return o.col >= 0 && o.row >= 0 && o.col < this.width && o.row < this.height;
  }

  loc(col: number, row: number): number {
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return -1;
    return row * this.width + col;
  }

  offset(loc: number): Offset {
    return { col: loc % this.width, row: Math.floor(loc / this.width) };
  }

  axial(loc: number): Axial {
    return offsetToAxial(this.offset(loc));
  }

  locOfAxial(a: Axial): number {
    const o = axialToOffset(a);
    return this.loc(o.col, o.row);
  }

  distance(a: number, b: number): number {
    const ra = Math.floor(a / this.width);
    const rb = Math.floor(b / this.width);
    const dq = this.qOf[a]! - this.qOf[b]!;
    const dr = ra - rb;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  neighbor(loc: number, dir: number): number {
    return this.neighbor6[loc * 6 + dir]!;
  }

  hexside(loc: number, dir: number): number {
    return this.side6[loc * 6 + dir]!;
  }

  edgeBetween(a: number, b: number): number {
    for (let dir = 0; dir < 6; dir++) if (this.neighbor6[a * 6 + dir] === b) return this.side6[a * 6 + dir]!;
    return -1;
  }

  directionTo(a: number, b: number): number {
    for (let dir = 0; dir < 6; dir++) if (this.neighbor6[a * 6 + dir] === b) return dir;
    return -1;
  }

  /** The hexes on the line between two hex centres (see axialLine for the tie-break). Off-map hexes are -1. */
  line(a: number, b: number, nudge: 1 | -1 = 1): number[] {
    return axialLine(this.axial(a), this.axial(b), nudge).map((h) => this.locOfAxial(h));
  }

  /** On-map hexes within `radius` of `loc`, the centre included. */
  within(loc: number, radius: number): number[] {
    const c = this.axial(loc);
    const out: number[] = [];
    for (let dq = -radius; dq <= radius; dq++) {
      const lo = Math.max(-radius, -dq - radius);
      const hi = Math.min(radius, -dq + radius);
      for (let dr = lo; dr <= hi; dr++) {
        const n = this.locOfAxial({ q: c.q + dq, r: c.r + dr });
        if (n >= 0) out.push(n);
      }
    }
    return out;
  }

  label(loc: number): string {
    return formatOffset(this.offset(loc));
  }

  parse(text: string): number | undefined {
    const o = parseOffset(text);
    if (!o || !this.contains(o)) return undefined;
    return this.loc(o.col, o.row);
  }
}

export function hexDistance(board: HexBoard, a: number, b: number): number {
  return axialDistance(board.axial(a), board.axial(b));
}
