import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AreaBoard, borderProblems, type AreaBoardSpec } from '../src/engine/core/area-board.js';
import { findPath, reachable, routeTo } from '../src/engine/core/path/search.js';

/**
 * Six areas in a ring A-B-C-D-E-F-A with a chord A-C, and G on its own:
 *
 *     F --- A --- B
 *     |      \    |
 *     E --- D --- C      G
 */
const ringSpec: AreaBoardSpec = {
  areas: [
    { id: 'A', name: 'Arnhem' },
    { id: 'B', name: 'Bemmel' },
    { id: 'C', name: 'Castle Hill' },
    { id: 'D', name: 'Driel' },
    { id: 'E', name: 'Elst' },
    { id: 'F', name: 'Fort Hof' },
    { id: 'G', name: 'Grave' },
  ],
  borders: [
    { a: 'A', b: 'B', kind: 'street' },
    { a: 'B', b: 'C' },
    { a: 'C', b: 'D', kind: 'river' },
    { a: 'D', b: 'E' },
    { a: 'E', b: 'F' },
    { a: 'F', b: 'A' },
    { a: 'A', b: 'C', kind: 'bridge' },
  ],
};

const ring = () => new AreaBoard(ringSpec);
const loc = (board: AreaBoard, id: string) => board.parse(id)!;

/** Every adjacency entry has its reverse with the same edge id, and the CSR arrays agree in size. */
function expectConsistentCsr(board: AreaBoard): void {
  expect(board.adjStart.length).toBe(board.size + 1);
  expect(board.adjStart[0]).toBe(0);
  expect(board.adjStart[board.size]).toBe(2 * board.edgeCount);
  expect(board.adj.length).toBe(2 * board.edgeCount);
  expect(board.adjEdge.length).toBe(board.adj.length);
  expect(Array.from(board.adjDir)).toEqual(new Array<number>(board.adj.length).fill(-1));
  const uses = new Int32Array(board.edgeCount);
  for (let u = 0; u < board.size; u++) {
    for (let k = board.adjStart[u]!; k < board.adjStart[u + 1]!; k++) {
      const v = board.adj[k]!;
      const e = board.adjEdge[k]!;
      uses[e]!++;
      expect(v).not.toBe(u);
      expect(board.edgeBetween(u, v)).toBe(e);
      let back = 0;
      for (let j = board.adjStart[v]!; j < board.adjStart[v + 1]!; j++)
        if (board.adj[j] === u && board.adjEdge[j] === e) back++;
      expect(back).toBe(1);
    }
  }
  expect(Array.from(uses)).toEqual(new Array<number>(board.edgeCount).fill(2));
}

describe('AreaBoard construction', () => {
  it('numbers areas in spec order and borders as edges, with consistent CSR arrays', () => {
    const board = ring();
    expect(board.kind).toBe('area');
    expect(board.size).toBe(7);
    expect(board.edgeCount).toBe(7);
    expect([0, 1, 2, 3, 4, 5, 6].map((l) => board.areaId(l))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expectConsistentCsr(board);
  });

  it('lists neighbours in border order and keeps the kind of each border', () => {
    const board = ring();
    const ids = (l: number) => board.neighbors(l).map((n) => board.areaId(n));
    expect(ids(loc(board, 'A'))).toEqual(['B', 'F', 'C']);
    expect(ids(loc(board, 'C'))).toEqual(['B', 'D', 'A']);
    expect(ids(loc(board, 'G'))).toEqual([]);
    expect(board.edgeBetween(loc(board, 'A'), loc(board, 'C'))).toBe(6);
    expect(board.edgeBetween(loc(board, 'C'), loc(board, 'A'))).toBe(6);
    expect(board.edgeBetween(loc(board, 'A'), loc(board, 'D'))).toBe(-1);
    expect(board.borderKind(0)).toBe('street');
    expect(board.borderKind(1)).toBeUndefined();
    expect(board.borderKind(2)).toBe('river');
    expect(board.borderKind(6)).toBe('bridge');
    expect(() => board.borderKind(7)).toThrow(RangeError);
  });

  it('does not keep a reference to the spec it was built from', () => {
    const spec = { areas: [...ringSpec.areas], borders: [...ringSpec.borders] };
    const board = new AreaBoard(spec);
    spec.areas[0] = { id: 'Z', name: 'Zetten' };
    spec.borders.length = 0;
    expect(board.areaId(0)).toBe('A');
    expect(board.neighbors(0)).toHaveLength(3);
  });
});

describe('AreaBoard validation', () => {
  const areas = [
    { id: 'a', name: 'Alpha' },
    { id: 'b', name: 'Bravo' },
  ];
  const build = (spec: AreaBoardSpec) => () => new AreaBoard(spec);

  it('refuses an empty area list', () => {
    expect(build({ areas: [], borders: [] })).toThrow(RangeError);
    expect(build({ areas: [], borders: [] })).toThrow('an area board needs at least one area');
  });

  it('refuses a duplicate area id, naming both entries', () => {
    const spec = { areas: [...areas, { id: 'a', name: 'Again' }], borders: [] };
    expect(build(spec)).toThrow(RangeError);
    expect(build(spec)).toThrow('area 2 ("a"): duplicate id, already used by area 0');
  });

  it('refuses a border naming an unknown area', () => {
    const spec = {
      areas,
      borders: [
        { a: 'a', b: 'b' },
        { a: 'b', b: 'x' },
      ],
    };
    expect(build(spec)).toThrow(RangeError);
    expect(build(spec)).toThrow('border 1 ("b"-"x"): unknown area "x"');
    expect(build({ areas, borders: [{ a: 'y', b: 'a' }] })).toThrow('border 0 ("y"-"a"): unknown area "y"');
  });

  it('refuses a border from an area to itself', () => {
    const spec = { areas, borders: [{ a: 'b', b: 'b' }] };
    expect(build(spec)).toThrow(RangeError);
    expect(build(spec)).toThrow('border 0 ("b"-"b"): an area cannot border itself');
  });

  it('refuses a duplicate border, either way round', () => {
    const same = {
      areas,
      borders: [
        { a: 'a', b: 'b' },
        { a: 'a', b: 'b', kind: 'river' },
      ],
    };
    expect(build(same)).toThrow(RangeError);
    expect(build(same)).toThrow('border 1 ("a"-"b"): duplicate of border 0');
    const reversed = {
      areas,
      borders: [
        { a: 'a', b: 'b' },
        { a: 'b', b: 'a' },
      ],
    };
    expect(build(reversed)).toThrow('border 1 ("b"-"a"): duplicate of border 0');
  });

  it('accepts a single area with no borders', () => {
    const board = new AreaBoard({ areas: [{ id: 'x', name: 'X' }], borders: [] });
    expect(board.size).toBe(1);
    expect(board.edgeCount).toBe(0);
    expect(board.distance(0, 0)).toBe(0);
    expect(board.within(0, 5)).toEqual([0]);
    expectConsistentCsr(board);
  });
});

describe('AreaBoard distance and within', () => {
  it('counts the fewest border crossings, Infinity to an area no border reaches', () => {
    const board = ring();
    const d = (a: string, b: string) => board.distance(loc(board, a), loc(board, b));
    expect(d('A', 'A')).toBe(0);
    expect(d('A', 'B')).toBe(1);
    expect(d('A', 'C')).toBe(1); // across the chord, not round by B
    expect(d('A', 'D')).toBe(2);
    expect(d('B', 'D')).toBe(2);
    expect(d('B', 'E')).toBe(3);
    expect(d('F', 'C')).toBe(2);
    expect(d('E', 'B')).toBe(3);
    expect(d('G', 'G')).toBe(0);
    expect(d('A', 'G')).toBe(Infinity);
    expect(d('G', 'D')).toBe(Infinity);
    expect(() => board.distance(0, 7)).toThrow(RangeError);
    expect(() => board.distance(-1, 0)).toThrow(RangeError);
  });

  it('within gives the areas at most radius crossings away, the centre included', () => {
    const board = ring();
    const w = (id: string, r: number) => board.within(loc(board, id), r).map((l) => board.areaId(l));
    expect(w('A', 0)).toEqual(['A']);
    expect(w('A', 1)).toEqual(['A', 'B', 'C', 'F']);
    expect(w('A', 2)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(w('B', 2)).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(w('A', 99)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(w('G', 3)).toEqual(['G']);
    expect(w('A', -1)).toEqual([]);
  });
});

describe('AreaBoard labels', () => {
  it('labels an area by its name and parses ids and names back, ignoring case and space', () => {
    const board = ring();
    for (let l = 0; l < board.size; l++) {
      expect(board.label(l)).toBe(board.name(l));
      expect(board.parse(board.label(l))).toBe(l);
      expect(board.parse(board.areaId(l))).toBe(l);
    }
    expect(board.label(2)).toBe('Castle Hill');
    expect(board.parse('  castle HILL ')).toBe(2);
    expect(board.parse('c')).toBe(2);
    expect(board.parse(' d\t')).toBe(3);
    expect(board.parse('Castle')).toBeUndefined();
    expect(board.parse('')).toBeUndefined();
    expect(board.parse('12,07')).toBeUndefined();
    expect(() => board.label(7)).toThrow(RangeError);
  });

  it('prefers the exact id, and refuses to guess between areas sharing a name', () => {
    const board = new AreaBoard({
      areas: [
        { id: 'x', name: 'Farm' },
        { id: 'X', name: 'Farm' },
        { id: 'farm2', name: 'Mill' },
      ],
      borders: [],
    });
    expect(board.parse('x')).toBe(0);
    expect(board.parse('X')).toBe(1);
    expect(board.parse('FARM2')).toBe(2);
    expect(board.parse('mill')).toBe(2);
    expect(board.parse('farm')).toBeUndefined();
  });
});

describe('path search on an AreaBoard', () => {
  const unit = () => 1;

  it('A* (heap and buckets) and Dijkstra find a route of fewest crossings', () => {
    const board = ring();
    const ids = (path: number[]) => path.map((l) => board.areaId(l));
    const b = loc(board, 'B');
    const f = loc(board, 'F');
    const d = loc(board, 'D');
    for (const quantum of [undefined, 1]) {
      const p = findPath(board, b, d, unit, { minStep: 1, ...(quantum ? { quantum } : {}) })!;
      expect(ids(p.path)).toEqual(['C', 'D']);
      expect(p.total).toBe(2);
      const q = findPath(board, f, loc(board, 'C'), unit, { minStep: 1, ...(quantum ? { quantum } : {}) })!;
      expect(ids(q.path)).toEqual(['A', 'C']);
    }
    const r = reachable(board, b, 100, unit);
    expect(ids(routeTo(r, d)!)).toEqual(['C', 'D']);
    expect(routeTo(r, loc(board, 'G'))).toBeUndefined();
    // Every pair: the cheapest route at unit cost is exactly the distance.
    for (let s = 0; s < board.size; s++) {
      const all = reachable(board, s, 100, unit);
      for (let g = 0; g < board.size; g++) {
        const dist = board.distance(s, g);
        expect(all.left[g]! < 0 ? Infinity : 100 - all.left[g]!).toBe(dist);
        for (const quantum of [undefined, 1]) {
          const p = findPath(board, s, g, unit, { minStep: 1, ...(quantum ? { quantum } : {}) });
          expect(p ? p.total : Infinity).toBe(dist);
          expect(p ? p.path.length : Infinity).toBe(dist);
        }
      }
    }
  });

  it('takes the border costs into account and respects blocked borders', () => {
    const board = ring();
    // The bridge A-C (edge 6) is blown: from A to D the route goes by F and E, or by B and C.
    const cost = (_f: number, _t: number, edge: number) =>
      edge === 6 ? -1 : board.borderKind(edge) === 'river' ? 5 : 1;
    const p = findPath(board, loc(board, 'A'), loc(board, 'D'), cost, { minStep: 1 })!;
    expect(p.path.map((l) => board.areaId(l))).toEqual(['F', 'E', 'D']);
    expect(p.total).toBe(3);
  });

  it('finds no route to an area no border reaches, with or without a heuristic', () => {
    const board = ring();
    const a = loc(board, 'A');
    const g = loc(board, 'G');
    for (const minStep of [0, 1])
      for (const quantum of [undefined, 1]) {
        expect(findPath(board, a, g, unit, { minStep, ...(quantum ? { quantum } : {}) })).toBeUndefined();
        expect(findPath(board, g, a, unit, { minStep, ...(quantum ? { quantum } : {}) })).toBeUndefined();
      }
  });
});

/** A random connected board: a random spanning tree (area i joins an earlier one) plus extra borders. */
const connectedSpecArb = fc
  .integer({ min: 1, max: 14 })
  .chain((n) =>
    fc.record({
      n: fc.constant(n),
      parents: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      extra: fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 })), { maxLength: 2 * n }),
      flips: fc.array(fc.boolean(), { minLength: 4 * n, maxLength: 4 * n }),
      order: fc.array(fc.nat(), { minLength: 4 * n, maxLength: 4 * n }),
    }),
  )
  .map(({ n, parents, extra, flips, order }): AreaBoardSpec => {
    const pairs: [number, number][] = [];
    const have = new Set<string>();
    const add = (x: number, y: number) => {
      const key = `${Math.min(x, y)}-${Math.max(x, y)}`;
      if (x === y || have.has(key)) return;
      have.add(key);
      pairs.push([x, y]);
    };
    for (let i = 1; i < n; i++) add(i, parents[i]! % i);
    for (const [x, y] of extra) add(x, y);
    // Shuffle the borders and turn some round, so that the tree is not always listed first.
    const shuffled = pairs
      .map((p, i) => ({ p, k: order[i] ?? 0, i }))
      .sort((u, v) => u.k - v.k || u.i - v.i)
      .map(({ p }, i) => (flips[i] ? ([p[1], p[0]] as [number, number]) : p));
    return {
      areas: Array.from({ length: n }, (_, i) => ({ id: `a${i}`, name: `Area ${i}` })),
      borders: shuffled.map(([x, y]) => ({ a: `a${x}`, b: `a${y}` })),
    };
  });

describe('AreaBoard properties', () => {
  it('on a connected board distance is a metric, 1 exactly between neighbours, and the shortest chain', () => {
    fc.assert(
      fc.property(connectedSpecArb, (spec) => {
        const board = new AreaBoard(spec);
        const n = board.size;
        expectConsistentCsr(board);
        // Reference: Floyd-Warshall over the borders as listed in the spec.
        const ref = Array.from({ length: n }, (_, i) =>
          Array.from({ length: n }, (_, j) => (i === j ? 0 : n)),
        );
        for (const { a, b } of spec.borders) {
          const x = board.parse(a)!;
          const y = board.parse(b)!;
          ref[x]![y] = ref[y]![x] = 1;
        }
        for (let k = 0; k < n; k++)
          for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++) ref[i]![j] = Math.min(ref[i]![j]!, ref[i]![k]! + ref[k]![j]!);
        const bad: string[] = [];
        for (let i = 0; i < n; i++) {
          const nbrs = new Set(board.neighbors(i));
          for (let j = 0; j < n; j++) {
            const dij = board.distance(i, j);
            if (dij !== ref[i]![j]) bad.push(`d(${i},${j}) = ${dij}, shortest chain ${ref[i]![j]}`);
            if (dij !== board.distance(j, i)) bad.push(`d(${i},${j}) != d(${j},${i})`);
            if ((dij === 0) !== (i === j)) bad.push(`d(${i},${j}) = ${dij}`);
            if ((dij === 1) !== nbrs.has(j)) bad.push(`d(${i},${j}) = ${dij}, neighbours: ${nbrs.has(j)}`);
            if ((dij === 1) !== board.edgeBetween(i, j) >= 0)
              bad.push(`d(${i},${j}) = ${dij} vs edgeBetween`);
            for (let k = 0; k < n; k++)
              if (dij > board.distance(i, k) + board.distance(k, j)) bad.push(`triangle ${i},${k},${j}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('borderProblems: the scenario checks of every area system', () => {
  it('names each bad border by its field path: unknown area, self-border, repeat either way', () => {
    const ids = new Set(['a', 'b', 'c']);
    const problems = borderProblems(ids, [
      { a: 'a', b: 'b' },
      { a: 'b', b: 'x' },
      { a: 'c', b: 'c' },
      { a: 'b', b: 'a' },
    ]);
    expect(problems).toEqual([
      { path: 'borders[1].b', message: 'names no area ("x")' },
      { path: 'borders[2]', message: 'an area cannot border itself' },
      { path: 'borders[3]', message: 'repeats borders[0]' },
    ]);
    expect(borderProblems(ids, [{ a: 'a', b: 'c' }])).toEqual([]);
  });
});
