// The map of an area-impulse game: named areas joined by borders instead of a grid of hexes. It
// stands behind the same Board interface as HexBoard, so movement, path search and spotting run on
// it unchanged; the area system adds what only areas have (ids, names, the kind of each border).
// It is built from plain scenario data and checks it here, because a bad border would otherwise
// surface much later as a unit that cannot move or a distance that makes no sense.
//
// Distance is the fewest border crossings. An area map has no coordinates to compute it from, so
// each source's row of distances is found by breadth-first search the first time it is asked for
// and kept: rule code asks the same few sources again and again, and maps have a few hundred areas.

import type { Board } from './board.js';

export interface AreaSpec {
  readonly id: string;
  readonly name: string;
}

export interface BorderSpec {
  readonly a: string;
  readonly b: string;
  /** Free text the rules read (e.g. 'river', 'street'); the board only keeps it. */
  readonly kind?: string;
}

export interface AreaBoardSpec {
  readonly areas: readonly AreaSpec[];
  readonly borders: readonly BorderSpec[];
}

/** Marks a lookup key that several areas share, so parse() refuses to guess. */
const AMBIGUOUS = -1;

function addKey(map: Map<string, number>, key: string, loc: number): void {
  const had = map.get(key);
  map.set(key, had === undefined || had === loc ? loc : AMBIGUOUS);
}

/**
 * What is wrong with a scenario's borders, by field path ("borders[3].b"), for the scenario checks
 * of every area system (the constructor below refuses the same things, one at a time).
 */
export function borderProblems(
  areaIds: { has(id: string): boolean },
  borders: readonly BorderSpec[],
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const seen = new Map<string, number>();
  borders.forEach((b, i) => {
    if (!areaIds.has(b.a)) out.push({ path: `borders[${i}].a`, message: `names no area ("${b.a}")` });
    if (!areaIds.has(b.b)) out.push({ path: `borders[${i}].b`, message: `names no area ("${b.b}")` });
    if (b.a === b.b) out.push({ path: `borders[${i}]`, message: 'an area cannot border itself' });
    const key = [b.a, b.b].sort().join('|');
    const first = seen.get(key);
    if (first !== undefined) out.push({ path: `borders[${i}]`, message: `repeats borders[${first}]` });
    else seen.set(key, i);
  });
  return out;
}

/** Areas are locations 0..n-1 in the order of `spec.areas`; border i is edge i. */
export class AreaBoard implements Board {
  readonly kind = 'area' as const;
  readonly size: number;
  readonly edgeCount: number;
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  readonly adjEdge: Int32Array;
  readonly adjDir: Int8Array;
  private readonly ids: readonly string[];
  private readonly names: readonly string[];
  private readonly kinds: readonly (string | undefined)[];
  // parse() tries the exact id, then the id ignoring case, then the name ignoring case: an id
  // always reaches its own area even when it differs only in case from another area's id.
  private readonly byId = new Map<string, number>();
  private readonly byFoldedId = new Map<string, number>();
  private readonly byFoldedName = new Map<string, number>();
  /** Distances from each source already asked for; -1 where unreachable. */
  private readonly rows: (Int32Array | undefined)[];

  constructor(spec: AreaBoardSpec) {
    const { areas, borders } = spec;
    if (areas.length === 0) throw new RangeError('an area board needs at least one area');
    const n = areas.length;
    areas.forEach((area, loc) => {
      const had = this.byId.get(area.id);
      if (had !== undefined)
        throw new RangeError(`area ${loc} ("${area.id}"): duplicate id, already used by area ${had}`);
      this.byId.set(area.id, loc);
      addKey(this.byFoldedId, fold(area.id), loc);
    });
    areas.forEach((area, loc) => addKey(this.byFoldedName, fold(area.name), loc));

    const ends = new Int32Array(borders.length * 2);
    const seen = new Map<number, number>();
    const deg = new Int32Array(n);
    borders.forEach((border, e) => {
      const what = `border ${e} ("${border.a}"-"${border.b}")`;
      const a = this.byId.get(border.a);
      const b = this.byId.get(border.b);
      if (a === undefined) throw new RangeError(`${what}: unknown area "${border.a}"`);
      if (b === undefined) throw new RangeError(`${what}: unknown area "${border.b}"`);
      if (a === b) throw new RangeError(`${what}: an area cannot border itself`);
      const key = Math.min(a, b) * n + Math.max(a, b);
      const first = seen.get(key);
      if (first !== undefined) throw new RangeError(`${what}: duplicate of border ${first}`);
      seen.set(key, e);
      ends[2 * e] = a;
      ends[2 * e + 1] = b;
      deg[a]!++;
      deg[b]!++;
    });

    // CSR, each area's neighbours in border order: walking the borders in order and appending to
    // both ends keeps that order without sorting.
    const start = new Int32Array(n + 1);
    for (let loc = 0; loc < n; loc++) start[loc + 1] = start[loc]! + deg[loc]!;
    const fill = start.slice(0, n);
    const adj = new Int32Array(borders.length * 2);
    const adjEdge = new Int32Array(borders.length * 2);
    for (let e = 0; e < borders.length; e++) {
      const a = ends[2 * e]!;
      const b = ends[2 * e + 1]!;
      const ka = fill[a]!++;
      adj[ka] = b;
      adjEdge[ka] = e;
      const kb = fill[b]!++;
      adj[kb] = a;
      adjEdge[kb] = e;
    }

    this.size = n;
    this.edgeCount = borders.length;
    this.adjStart = start;
    this.adj = adj;
    this.adjEdge = adjEdge;
    this.adjDir = new Int8Array(adj.length).fill(-1);
    this.ids = areas.map((a) => a.id);
    this.names = areas.map((a) => a.name);
    this.kinds = borders.map((b) => b.kind);
    this.rows = new Array<Int32Array | undefined>(n);
  }

  /** Fewest border crossings from `a` to `b`; Infinity when no chain of borders joins them. */
  distance(a: number, b: number): number {
    this.check(b);
    const d = this.row(a)[b]!;
    return d < 0 ? Infinity : d;
  }

  edgeBetween(a: number, b: number): number {
    const { adjStart, adj, adjEdge } = this;
    for (let k = adjStart[a]!, end = adjStart[a + 1]!; k < end; k++) if (adj[k] === b) return adjEdge[k]!;
    return -1;
  }

  /** The areas across the borders of `loc`, in the order of the borders. */
  neighbors(loc: number): number[] {
    this.check(loc);
    return Array.from(this.adj.subarray(this.adjStart[loc]!, this.adjStart[loc + 1]!));
  }

  /** Areas within `radius` border crossings of `loc`, the centre included, in location order. */
  within(loc: number, radius: number): number[] {
    const row = this.row(loc);
    const out: number[] = [];
    for (let i = 0; i < row.length; i++) if (row[i]! >= 0 && row[i]! <= radius) out.push(i);
    return out;
  }

  areaId(loc: number): string {
    this.check(loc);
    return this.ids[loc]!;
  }

  name(loc: number): string {
    this.check(loc);
    return this.names[loc]!;
  }

  label(loc: number): string {
    return this.name(loc);
  }

  /** The kind given to a border in the scenario, undefined when it had none. */
  borderKind(edge: number): string | undefined {
    if (!Number.isInteger(edge) || edge < 0 || edge >= this.edgeCount)
      throw new RangeError(`no border ${edge} on this board`);
    return this.kinds[edge];
  }

  /**
   * The area named by an id or a name, ignoring case and surrounding space; undefined when the
   * text names none or names several (two areas with the same name).
   */
  parse(text: string): number | undefined {
    const t = text.trim();
    const loc = this.byId.get(t) ?? this.byFoldedId.get(fold(t)) ?? this.byFoldedName.get(fold(t));
    return loc === undefined || loc === AMBIGUOUS ? undefined : loc;
  }

  private check(loc: number): void {
    if (!Number.isInteger(loc) || loc < 0 || loc >= this.size)
      throw new RangeError(`no area ${loc} on this board`);
  }

  private row(src: number): Int32Array {
    const cached = this.rows[src];
    if (cached) return cached;
    this.check(src);
    const { adjStart, adj } = this;
    const dist = new Int32Array(this.size).fill(-1);
    const queue = new Int32Array(this.size);
    let head = 0;
    let tail = 0;
    dist[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
      const u = queue[head++]!;
      const du = dist[u]! + 1;
      for (let k = adjStart[u]!, end = adjStart[u + 1]!; k < end; k++) {
        const v = adj[k]!;
        if (dist[v]! < 0) {
          dist[v] = du;
          queue[tail++] = v;
        }
      }
    }
    this.rows[src] = dist;
    return dist;
  }
}

function fold(text: string): string {
  return text.trim().toLowerCase();
}
