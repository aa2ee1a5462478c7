// Hex geometry (PC-MAP-01) checked against honeycomb-grid as an oracle, plus the board's own
// invariants: hexside identities are shared by exactly two hexes, neighbours are symmetric.
import fc from 'fast-check';
import {
  defineHex,
  Orientation,
  Direction,
  distance as hcDistance,
  neighborOf,
  offsetToCubePointy,
} from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import { HexBoard } from '../src/engine/core/board.js';
import {
  axialDistance,
  axialLine,
  axialRange,
  axialRing,
  formatOffset,
  offsetNeighbor,
  offsetToAxial,
  parseOffset,
} from '../src/engine/core/hex/coords.js';

// honeycomb: pointy orientation, offset -1 means odd rows are shifted right ("odd-r").
const Hex = defineHex({ orientation: Orientation.POINTY, offset: -1 });
const hcSettings = { orientation: Orientation.POINTY, offset: -1 } as const;
const off = fc.record({ col: fc.integer({ min: 0, max: 300 }), row: fc.integer({ min: 0, max: 200 }) });

describe('hex geometry (PC-MAP-01) against honeycomb-grid', () => {
  it('offset -> axial agrees', () => {
    fc.assert(
      fc.property(off, (o) => {
        const c = offsetToCubePointy(o.col, o.row, -1);
        const a = offsetToAxial(o);
        expect(a.q).toBe(c.q);
        expect(a.r).toBe(c.r);
      }),
    );
  });

  it('distance agrees', () => {
    fc.assert(
      fc.property(off, off, (a, b) => {
        const d = hcDistance(hcSettings, new Hex(a), new Hex(b));
        expect(axialDistance(offsetToAxial(a), offsetToAxial(b))).toBe(d);
      }),
    );
  });

  it('neighbours agree: E, NE, NW, W, SW, SE', () => {
    const hcDirs = [Direction.E, Direction.NE, Direction.NW, Direction.W, Direction.SW, Direction.SE];
    fc.assert(
      fc.property(off, fc.integer({ min: 0, max: 5 }), (o, dir) => {
        const expected = offsetToAxial(offsetNeighbor(o, dir));
        const hcN = neighborOf(new Hex(o), hcDirs[dir]!);
        expect({ q: hcN.q, r: hcN.r }).toEqual(expected);
      }),
    );
  });

  it('a line has distance+1 hexes, each adjacent to the next, from a to b', () => {
    fc.assert(
      fc.property(off, off, fc.constantFrom(1 as const, -1 as const), (a, b, nudge) => {
        const A = offsetToAxial(a);
        const B = offsetToAxial(b);
        const line = axialLine(A, B, nudge);
        expect(line).toHaveLength(axialDistance(A, B) + 1);
        expect(line[0]).toEqual(A);
        expect(line[line.length - 1]).toEqual(B);
        for (let i = 1; i < line.length; i++) expect(axialDistance(line[i - 1]!, line[i]!)).toBe(1);
      }),
    );
  });

  it('rings have 6r hexes at distance r; ranges have 3r(r+1)+1 hexes', () => {
    fc.assert(
      fc.property(off, fc.integer({ min: 0, max: 12 }), (o, r) => {
        const c = offsetToAxial(o);
        const ring = axialRing(c, r);
        expect(ring).toHaveLength(r === 0 ? 1 : 6 * r);
        for (const h of ring) expect(axialDistance(c, h)).toBe(r);
        expect(axialRange(c, r)).toHaveLength(3 * r * (r + 1) + 1);
      }),
    );
  });

  it('labels read "col,row" with two digits and parse back', () => {
    expect(formatOffset({ col: 12, row: 7 })).toBe('12,07');
    expect(parseOffset('12,07')).toEqual({ col: 12, row: 7 });
    expect(parseOffset('12;07')).toBeUndefined();
  });
});

describe('HexBoard', () => {
  const board = new HexBoard(17, 11);

  it('neighbours are symmetric and share one hexside id', () => {
    for (let loc = 0; loc < board.size; loc++) {
      for (let dir = 0; dir < 6; dir++) {
        const n = board.neighbor(loc, dir);
        if (n < 0) continue;
        expect(board.neighbor(n, (dir + 3) % 6)).toBe(loc);
        expect(board.hexside(loc, dir)).toBe(board.hexside(n, (dir + 3) % 6));
        expect(board.edgeBetween(loc, n)).toBe(board.hexside(loc, dir));
      }
    }
  });

  it('every hexside id belongs to exactly two hexes', () => {
    const count = new Map<number, number>();
    for (let loc = 0; loc < board.size; loc++)
      for (let dir = 0; dir < 6; dir++) {
        const e = board.hexside(loc, dir);
        if (e >= 0) count.set(e, (count.get(e) ?? 0) + 1);
      }
    expect(count.size).toBe(board.edgeCount);
    for (const c of count.values()) expect(c).toBe(2);
  });

  it('board distance equals axial distance and label/parse round-trip', () => {
    fc.assert(
      fc.property(fc.nat(board.size - 1), fc.nat(board.size - 1), (a, b) => {
        expect(board.distance(a, b)).toBe(axialDistance(board.axial(a), board.axial(b)));
        expect(board.parse(board.label(a))).toBe(a);
      }),
    );
  });

  it('within(r) holds exactly the on-map hexes at distance <= r', () => {
    const c = board.loc(8, 5);
    const w = new Set(board.within(c, 3));
    for (let loc = 0; loc < board.size; loc++) expect(w.has(loc)).toBe(board.distance(c, loc) <= 3);
  });
});
