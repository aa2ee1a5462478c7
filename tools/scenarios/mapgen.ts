// Drawing a scenario map from a described geography: terrain painted by shapes (discs, bands along
// a polyline, polygons), rivers and escarpments as hexside lines, roads as chains of hexes, and an
// elevation function. Everything is deterministic: "noise" is a hash of the coordinates and a seed.
//
// Coordinates are kilometres from the map's south-west corner, x east and y north, like the
// research dossiers. Hex rows run from the north edge (row 0) down; odd rows are shifted half a hex
// east (odd-r, src/engine/core/hex/coords.ts); rows are sqrt(3)/2 hex apart.

import { HexBoard } from '../../src/engine/core/board.js';
import { DIRECTIONS } from '../../src/engine/core/hex/coords.js';
import type { HexFeatureEntry, HexsideEntry, LinePath, MapData } from '../../src/engine/systems/panzer/model/scenario.js';
import {
  DEFAULT_TERRAIN,
  type MoveClass,
  type SideFeature,
  type TerrainType,
} from '../../src/engine/systems/panzer/model/terrain.js';

export type Pt = readonly [number, number];

const ROW = Math.sqrt(3) / 2;
const WATER_SIDES: readonly SideFeature[] = ['river', 'stream', 'canal'];
const TERRAIN_BY_LETTER = new Map<string, TerrainType>(DEFAULT_TERRAIN.map((t) => [t.letter, t]));

/** Distance from point p to segment ab. */
function segDist(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export function polyDist(p: Pt, pts: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) best = Math.min(best, segDist(p, pts[i - 1]!, pts[i]!));
  return pts.length === 1 ? Math.hypot(p[0] - pts[0]![0], p[1] - pts[0]![1]) : best;
}

function cross(o: Pt, a: Pt, b: Pt): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** True when segments pq and rs cross properly. */
function segmentsCross(p: Pt, q: Pt, r: Pt, s: Pt): boolean {
  const d1 = cross(r, s, p);
  const d2 = cross(r, s, q);
  const d3 = cross(p, q, r);
  const d4 = cross(p, q, s);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

export function insidePolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export class MapGen {
  readonly board: HexBoard;
  readonly letters: string[];
  readonly elevation: number[];
  readonly edgeBits = new Map<number, Set<SideFeature>>();
  readonly lines: LinePath[] = [];
  readonly named = new Map<number, HexFeatureEntry>();

  constructor(
    readonly width: number,
    readonly height: number,
    readonly hexKm: number,
    base: string,
    readonly seed = 1,
  ) {
    this.board = new HexBoard(width, height);
    this.letters = new Array<string>(width * height).fill(base);
    this.elevation = new Array<number>(width * height).fill(0);
  }

  /** Centre of a hex in km. */
  xy(loc: number): Pt {
    const col = loc % this.width;
    const row = Math.floor(loc / this.width);
    return [(col + 0.5 * (row & 1) + 0.5) * this.hexKm, ((this.height - 1 - row) * ROW + 0.5) * this.hexKm];
  }

  /** The hex nearest to a point (clamped to the map). */
  at(x: number, y: number): number {
    const fr = this.height - 1 - (y / this.hexKm - 0.5) / ROW;
    const row = Math.max(0, Math.min(this.height - 1, Math.round(fr)));
    let best = -1;
    let bestD = Infinity;
    for (let r = Math.max(0, row - 1); r <= Math.min(this.height - 1, row + 1); r++) {
      const col = Math.max(0, Math.min(this.width - 1, Math.round(x / this.hexKm - 0.5 - 0.5 * (r & 1))));
      for (let c = Math.max(0, col - 1); c <= Math.min(this.width - 1, col + 1); c++) {
        const loc = r * this.width + c;
        const [hx, hy] = this.xy(loc);
        const d = Math.hypot(hx - x, hy - y);
        if (d < bestD) {
          bestD = d;
          best = loc;
        }
      }
    }
    return best;
  }

  label(loc: number): string {
    return this.board.label(loc);
  }

  hex(x: number, y: number): string {
    return this.label(this.at(x, y));
  }

  /** Deterministic value noise in [0,1) with features about `scaleKm` across. */
  noise(x: number, y: number, scaleKm: number): number {
    const fx = x / scaleKm;
    const fy = y / scaleKm;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const sx = fx - ix;
    const sy = fy - iy;
    const u = sx * sx * (3 - 2 * sx);
    const v = sy * sy * (3 - 2 * sy);
    const h = (a: number, b: number) => {
      let n = (a * 374761393 + b * 668265263 + this.seed * 1442695041) | 0;
      n = Math.imul(n ^ (n >>> 13), 1274126177);
      n ^= n >>> 16;
      return (n >>> 0) / 4294967296;
    };
    const top = h(ix, iy) * (1 - u) + h(ix + 1, iy) * u;
    const bottom = h(ix, iy + 1) * (1 - u) + h(ix + 1, iy + 1) * u;
    return top * (1 - v) + bottom * v;
  }

  /** A per-hex hash in [0,1), for sprinkling. */
  hash(loc: number, salt = 0): number {
    let n = (loc * 2654435761 + salt * 40503 + this.seed * 97) | 0;
    n = Math.imul(n ^ (n >>> 15), 2246822507);
    n = Math.imul(n ^ (n >>> 13), 3266489909);
    n ^= n >>> 16;
    return (n >>> 0) / 4294967296;
  }

  each(fn: (loc: number, p: Pt) => void): void {
    for (let loc = 0; loc < this.letters.length; loc++) fn(loc, this.xy(loc));
  }

  paint(letter: string, where: (p: Pt, loc: number) => boolean): void {
    this.each((loc, p) => {
      if (where(p, loc)) this.letters[loc] = letter;
    });
  }

  /** Paints hexes within `r` km of a point; `density` < 1 leaves a ragged edge. */
  disc(x: number, y: number, r: number, letter: string, density = 1): void {
    this.paint(letter, (p, loc) => {
      const d = Math.hypot(p[0] - x, p[1] - y);
      return d <= r && (density >= 1 || d <= r * 0.5 || this.hash(loc, 7) < density);
    });
  }

  /** Paints hexes within `halfWidth` km of a polyline. */
  band(pts: readonly Pt[], halfWidth: number, letter: string, density = 1, only?: string): void {
    this.paint(
      letter,
      (p, loc) =>
        polyDist(p, pts) <= halfWidth &&
        (density >= 1 || this.hash(loc, 11) < density) &&
        (only === undefined || only.includes(this.letters[loc]!)),
    );
  }

  polygon(poly: readonly Pt[], letter: string, density = 1): void {
    this.paint(letter, (p, loc) => insidePolygon(p, poly) && (density >= 1 || this.hash(loc, 13) < density));
  }

  /** Patches of `letter` where the noise is below `cover` (0..1), limited to `where`. */
  patches(letter: string, cover: number, scaleKm: number, where: (p: Pt) => boolean = () => true, salt = 0): void {
    this.paint(letter, (p) => where(p) && this.noise(p[0] + salt * 31.7, p[1] - salt * 17.3, scaleKm) < cover);
  }

  /** Marks every hexside crossed by the polyline with the features (rivers, escarpments...). */
  hexsideLine(points: readonly Pt[], features: readonly SideFeature[]): void {
    // A tiny offset keeps the line off hex centres and corners, so crossings are never degenerate.
    const pts = points.map(([x, y]) => [x + 0.00123, y + 0.00071] as Pt);
    for (let loc = 0; loc < this.letters.length; loc++) {
      const a = this.xy(loc);
      for (let dir = 0; dir < 3; dir++) {
        const n = this.board.neighbor(loc, dir);
        if (n < 0) continue;
        const b = this.xy(n);
        if (polyDist(a, pts) > 2 * this.hexKm) continue;
        for (let i = 1; i < pts.length; i++) {
          if (segmentsCross(a, b, pts[i - 1]!, pts[i]!)) {
            const e = this.board.hexside(loc, dir);
            const set = this.edgeBits.get(e) ?? new Set<SideFeature>();
            for (const f of features) set.add(f);
            this.edgeBits.set(e, set);
            break;
          }
        }
      }
    }
  }

  /** Adds `add` to the hexside with feature `need` nearest to a point (a ford on a river...). */
  markNearestEdge(x: number, y: number, need: SideFeature, add: SideFeature): void {
    let best = -1;
    let bestD = Infinity;
    for (let loc = 0; loc < this.letters.length; loc++) {
      const a = this.xy(loc);
      if (Math.hypot(a[0] - x, a[1] - y) > 3 * this.hexKm) continue;
      for (let dir = 0; dir < 3; dir++) {
        const n = this.board.neighbor(loc, dir);
        const e = this.board.hexside(loc, dir);
        if (n < 0 || !this.edgeBits.get(e)?.has(need)) continue;
        const b = this.xy(n);
        const d = Math.hypot((a[0] + b[0]) / 2 - x, (a[1] + b[1]) / 2 - y);
        if (d < bestD) {
          bestD = d;
          best = e;
        }
      }
    }
    if (best < 0) throw new Error(`no ${need} hexside near ${x},${y}`);
    this.edgeBits.get(best)!.add(add);
  }

  /** A chain of adjacent hexes through the points. */
  chain(points: readonly Pt[]): number[] {
    const out: number[] = [];
    const hexes = points.map(([x, y]) => this.at(x, y));
    for (let i = 0; i < hexes.length; i++) {
      if (i === 0) {
        out.push(hexes[0]!);
        continue;
      }
      const seg = this.board.line(hexes[i - 1]!, hexes[i]!);
      for (const h of seg.slice(1)) if (h >= 0 && h !== out[out.length - 1]) out.push(h);
    }
    return out;
  }

  /** A road, primary road or rail line through the points; bridges are added where it meets water. */
  road(kind: LinePath['kind'], points: readonly Pt[]): number[] {
    const hexes = this.chain(points);
    this.lines.push({ kind, hexes: hexes.map((h) => this.label(h)) });
    return hexes;
  }

  name(x: number, y: number, name: string, extra: Omit<HexFeatureEntry, 'hex' | 'name'> = {}): number {
    const loc = this.at(x, y);
    this.named.set(loc, { ...this.named.get(loc), hex: this.label(loc), name, ...extra });
    return loc;
  }

  feature(loc: number, extra: Omit<HexFeatureEntry, 'hex'>): void {
    this.named.set(loc, { ...this.named.get(loc), hex: this.label(loc), ...extra });
  }

  setElevation(fn: (p: Pt, loc: number) => number): void {
    this.each((loc, p) => {
      this.elevation[loc] = Math.round(fn(p, loc) / 5) * 5;
    });
  }

  letterAt(loc: number): string {
    return this.letters[loc]!;
  }

  /** Can a unit of this movement class stand in the hex (PC-MAP-03a, PC-MOV-06)? */
  passable(loc: number, moveClass: MoveClass): boolean {
    const t = TERRAIN_BY_LETTER.get(this.letters[loc]!);
    if (!t) return false;
    if (t.cost[moveClass] < 0) return this.named.get(loc)?.fullHexBridge === true;
    return true;
  }

  /** Bridges where a line crosses water, and the finished MapData. */
  build(): MapData {
    for (const line of this.lines) {
      const bridge: SideFeature = line.kind === 'road' ? 'bridgeMedium' : 'bridgeHeavy';
      for (let k = 1; k < line.hexes.length; k++) {
        const a = this.board.parse(line.hexes[k - 1]!)!;
        const b = this.board.parse(line.hexes[k]!)!;
        const e = this.board.edgeBetween(a, b);
        const set = this.edgeBits.get(e);
        if (set && WATER_SIDES.some((f) => set.has(f)) && !set.has('bridgeHeavy')) set.add(bridge);
      }
    }
    const hexsides: HexsideEntry[] = [];
    for (let loc = 0; loc < this.letters.length; loc++) {
      for (let dir = 0; dir < 3; dir++) {
        const e = this.board.hexside(loc, dir);
        const set = e >= 0 ? this.edgeBits.get(e) : undefined;
        if (!set || set.size === 0) continue;
        hexsides.push({ hex: this.label(loc), dir: DIRECTIONS[dir]!, features: [...set].sort() });
      }
    }
    const terrain: string[] = [];
    const elevation: number[][] = [];
    for (let r = 0; r < this.height; r++) {
      terrain.push(this.letters.slice(r * this.width, (r + 1) * this.width).join(''));
      elevation.push(this.elevation.slice(r * this.width, (r + 1) * this.width));
    }
    return {
      width: this.width,
      height: this.height,
      terrain,
      elevation,
      hexsides,
      lines: this.lines,
      features: [...this.named.values()].sort((a, b) => a.hex.localeCompare(b.hex)),
    };
  }
}
