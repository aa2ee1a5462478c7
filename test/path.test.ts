import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HexBoard, type Board } from '../src/engine/core/board.js';
import { BucketQueue } from '../src/engine/core/path/buckets.js';
import { MinHeap } from '../src/engine/core/path/heap.js';
import { findPath, reachable, routeTo } from '../src/engine/core/path/search.js';

describe('path/heap and path/buckets', () => {
  it('MinHeap pops by key, then by tie-break', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }))),
        (xs) => {
          const h = new MinHeap(2);
          xs.forEach(([k, t], i) => h.push(i, k, t));
          const out: [number, number][] = [];
          while (h.size > 0) {
            const i = h.pop();
            out.push(xs[i]!);
          }
          const sorted = xs.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          expect(out.map(([k, t]) => `${k}/${t}`)).toEqual(sorted.map(([k, t]) => `${k}/${t}`));
        },
      ),
    );
  });
  it('BucketQueue pops by bucket when pushes never go below the last pop', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 200 }), (steps) => {
        const q = new BucketQueue(2, 2);
        let last = 0;
        q.push(0, 0);
        const popped: number[] = [];
        const bucketOf = new Map<number, number>([[0, 0]]);
        let id = 1;
        for (const s of steps) {
          if (q.size > 0 && s % 2 === 0) {
            const x = q.pop();
            last = bucketOf.get(x)!;
            popped.push(last);
          } else {
            bucketOf.set(id, last + s);
            q.push(id++, last + s);
          }
        }
        while (q.size > 0) popped.push(bucketOf.get(q.pop())!);
        for (let i = 1; i < popped.length; i++) expect(popped[i]!).toBeGreaterThanOrEqual(popped[i - 1]!);
      }),
    );
  });
});

/** A random cost grid: each hex costs 1..6 quarters-of-four (0.25 steps) or is blocked. */
const gridArb = fc.record({
  w: fc.integer({ min: 2, max: 9 }),
  h: fc.integer({ min: 2, max: 9 }),
  seed: fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 81, maxLength: 81 }),
});

function costOf(seed: number[]) {
  // 0..3 blocked, else 0.25 * value.
  return (_from: number, to: number) => {
    const v = seed[to % seed.length]!;
    return v < 4 ? -1 : v * 0.25;
  };
}

describe('path/search', () => {
  it('A* (heap or buckets) finds the Dijkstra cost, and its steps add up to it', () => {
    fc.assert(
      fc.property(gridArb, fc.nat(), fc.nat(), ({ w, h, seed }, a, b) => {
        const board = new HexBoard(w, h);
        const start = a % board.size;
        const goal = b % board.size;
        const cost = costOf(seed);
        const all = reachable(board, start, 1e6, cost);
        for (const quantum of [undefined, 0.25]) {
          const p = findPath(board, start, goal, cost, { minStep: 1, ...(quantum ? { quantum } : {}) });
          if (all.left[goal]! < 0) {
            expect(p).toBeUndefined();
            continue;
          }
          expect(p!.total).toBe(1e6 - all.left[goal]!);
          expect(p!.costs.reduce((x, y) => x + y, 0)).toBe(p!.total);
          let at = start;
          p!.path.forEach((loc, i) => {
            expect(board.distance(at, loc)).toBe(1);
            expect(cost(at, loc)).toBe(p!.costs[i]);
            at = loc;
          });
          expect(at).toBe(goal);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('reachable stays within the budget and routeTo gives a route of that cost', () => {
    fc.assert(
      fc.property(gridArb, fc.nat(), fc.integer({ min: 0, max: 40 }), ({ w, h, seed }, a, b4) => {
        const board = new HexBoard(w, h);
        const start = a % board.size;
        const budget = b4 / 4;
        const cost = costOf(seed);
        const r = reachable(board, start, budget, cost, 0.25);
        expect(r.left[start]).toBe(budget);
        for (const loc of r.locs) {
          expect(r.left[loc]!).toBeGreaterThanOrEqual(0);
          const route = routeTo(r, loc)!;
          let at = start;
          let spent = 0;
          for (const x of route) {
            spent += cost(at, x);
            at = x;
          }
          expect(budget - spent).toBe(r.left[loc]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('works on any Board: an area graph stands behind the same interface', () => {
    // Five areas in a ring with a shortcut: A-B-C-D-E-A and A-C.
    const names = ['A', 'B', 'C', 'D', 'E'];
    const links: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [0, 2],
    ];
    const nbrs = names.map(() => [] as [number, number][]);
    links.forEach(([x, y], e) => {
      nbrs[x]!.push([y, e]);
      nbrs[y]!.push([x, e]);
    });
    const adjStart = new Int32Array(names.length + 1);
    const adj: number[] = [];
    const adjEdge: number[] = [];
    nbrs.forEach((list, i) => {
      adjStart[i] = adj.length;
      for (const [n, e] of list) {
        adj.push(n);
        adjEdge.push(e);
      }
    });
    adjStart[names.length] = adj.length;
    const areaBoard: Board = {
      kind: 'area',
      size: names.length,
      edgeCount: links.length,
      adjStart,
      adj: Int32Array.from(adj),
      adjEdge: Int32Array.from(adjEdge),
      adjDir: new Int8Array(adj.length).fill(-1),
      distance: (a, b) =>
        a === b ? 0 : links.some(([x, y]) => (x === a && y === b) || (x === b && y === a)) ? 1 : 2,
      edgeBetween: (a, b) => links.findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a)),
      label: (l) => names[l]!,
      parse: (t) => (names.includes(t) ? names.indexOf(t) : undefined),
    };
    // The shortcut A-C (edge 5) is expensive: the route goes A-B-C.
    const cost = (_f: number, _t: number, edge: number) => (edge === 5 ? 10 : 1);
    const p = findPath(areaBoard, 0, 2, cost, { minStep: 1 })!;
    expect(p.path.map((l) => names[l])).toEqual(['B', 'C']);
    expect(p.total).toBe(2);
    const r = reachable(areaBoard, 0, 2, cost);
    expect(r.locs.map((l) => names[l]).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(r.left[3]).toBe(0);
  });
});
