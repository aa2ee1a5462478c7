import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWorld, newGame, viewFor } from '../src/engine/systems/panzer/index.js';
import { lineOfSight, losData, losDetail } from '../src/engine/systems/panzer/rules/los.js';
import type { World } from '../src/engine/systems/panzer/world.js';
import { spotScenario } from './fixtures/spot-map.js';

function world(terrain: Record<string, string> = {}, elevation: Record<string, number> = {}): World {
  return buildWorld(spotScenario({ terrain, elevation, units: [] }));
}
const at = (w: World, label: string) => w.board.parse(label)!;
const sees = (w: World, a: string, b: string) => lineOfSight(w, at(w, a), at(w, b));

/** The LOS rule written plainly over board.line, as an oracle for the allocation-free walk. */
function oracle(w: World, a: number, b: number): boolean {
  const d = losData(w);
  const n = w.board.distance(a, b);
  if (n <= 1) return true;
  const blocked = (nudge: 1 | -1) =>
    w.board
      .line(a, b, nudge)
      .slice(1, -1)
      .some((h, k) => h < 0 || d.top[h]! > d.eye[a]! + ((d.eye[b]! - d.eye[a]!) * (k + 1)) / n);
  return !(blocked(1) && blocked(-1));
}

describe('PC-MAP-07 line of sight', () => {
  it('PC-MAP-07: clear flat ground does not block', () => {
    const w = world();
    expect(sees(w, '00,05', '06,05')).toBe(true);
    expect(sees(w, '00,00', '09,09')).toBe(true);
  });

  it('PC-MAP-07: woods between block; woods in the observer or target hex do not', () => {
    const w = world({ '03,05': 'f' });
    expect(sees(w, '01,05', '05,05')).toBe(false);
    expect(sees(w, '03,05', '06,05')).toBe(true); // observer inside the wood sees out
    expect(sees(w, '00,05', '03,05')).toBe(true); // a unit inside the wood can be seen
    expect(losDetail(w, at(w, '01,05'), at(w, '05,05')).blockedBy).toEqual([at(w, '03,05')]);
  });

  it('PC-MAP-07: a town between blocks; a field between does not', () => {
    expect(sees(world({ '03,05': 't' }), '01,05', '05,05')).toBe(false);
    expect(sees(world({ '03,05': ',' }), '01,05', '05,05')).toBe(true);
  });

  it('PC-MAP-07: a hill between blocks, a low rise does not', () => {
    expect(sees(world({}, { '03,05': 60 }), '01,05', '05,05')).toBe(false);
    expect(sees(world({}, { '03,05': 41 }), '01,05', '05,05')).toBe(true);
  });

  it('PC-MAP-07: an observer on a hill sees over woods, one on low ground does not', () => {
    const w = world({ '02,05': 'f' }, { '00,05': 120 });
    // Eye 122 m, target eye 42 m: at the wood (2 of 5) the line is at 90 m, above 40 + 15 m.
    expect(sees(w, '00,05', '05,05')).toBe(true);
    expect(sees(w, '05,05', '00,05')).toBe(true); // and the other way
    const low = world({ '02,05': 'f' }, { '00,05': 45 });
    expect(sees(low, '00,05', '05,05')).toBe(false);
    // Right behind the wood the hill observer still sees (line at 68.7 m over the wood)...
    expect(sees(w, '00,05', '03,05')).toBe(true);
    // ...but a target in a dip behind a tall town does not.
    const town = world({ '02,05': 'C' }, { '00,05': 60, '03,05': 0 });
    expect(sees(town, '00,05', '03,05')).toBe(false);
  });

  it('PC-MAP-07: a line grazing a hexside is blocked only when both hexes beside it block', () => {
    const w0 = world();
    // Axial (2,2) to (3,3): the midpoint lies on the hexside between axial (3,2) and (2,3).
    const a = w0.board.locOfAxial({ q: 2, r: 2 });
    const b = w0.board.locOfAxial({ q: 3, r: 3 });
    const s1 = w0.board.locOfAxial({ q: 3, r: 2 });
    const s2 = w0.board.locOfAxial({ q: 2, r: 3 });
    expect(new Set([w0.board.line(a, b, 1)[1], w0.board.line(a, b, -1)[1]])).toEqual(new Set([s1, s2]));
    const label = (l: number) => w0.board.label(l);
    const one = world({ [label(s1)]: 'f' });
    expect(lineOfSight(one, a, b)).toBe(true);
    const other = world({ [label(s2)]: 'f' });
    expect(lineOfSight(other, a, b)).toBe(true);
    const both = world({ [label(s1)]: 'f', [label(s2)]: 'f' });
    expect(lineOfSight(both, a, b)).toBe(false);
    expect(losDetail(both, a, b).blockedBy).toHaveLength(2);
  });

  it('PC-MAP-07: adjacent hexes always see each other, whatever the terrain', () => {
    const w = world({ '03,05': 'C', '04,05': 'C' }, { '03,05': 500 });
    expect(sees(w, '03,05', '04,05')).toBe(true);
  });

  it("PC-MAP-07: a side's view carries what LOS needs (the renderer's LOS display)", () => {
    const { state } = newGame(spotScenario({ terrain: { '03,05': 'f' }, units: [] }), 1);
    const map = viewFor(state, 'allied').map;
    const a = at(state.world, '01,05');
    const b = at(state.world, '05,05');
    expect(lineOfSight(map, a, b)).toBe(false);
    expect(lineOfSight(map, a, at(state.world, '05,03'))).toBe(
      lineOfSight(state.world, a, at(state.world, '05,03')),
    );
  });

  const letters = ['.', '.', '.', 'f', 't', ',', 'o'];
  const arbMap = fc.record({
    terrain: fc.array(fc.constantFrom(...letters), { minLength: 120, maxLength: 120 }),
    elevation: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 120, maxLength: 120 }),
  });
  const toWorld = (m: { terrain: string[]; elevation: number[] }) => {
    const t: Record<string, string> = {};
    const e: Record<string, number> = {};
    m.terrain.forEach((x, i) => (t[`${i % 12},${Math.floor(i / 12)}`] = x));
    m.elevation.forEach((x, i) => (e[`${i % 12},${Math.floor(i / 12)}`] = x));
    return world(t, e);
  };

  it('PC-MAP-07: the fast walk agrees with board.line (property)', () => {
    fc.assert(
      fc.property(arbMap, fc.nat(119), fc.nat(119), (m, a, b) => {
        const w = toWorld(m);
        expect(lineOfSight(w, a, b)).toBe(oracle(w, a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('PC-MAP-07: line of sight is symmetric (property)', () => {
    fc.assert(
      fc.property(arbMap, fc.nat(119), fc.nat(119), (m, a, b) => {
        const w = toWorld(m);
        expect(lineOfSight(w, a, b)).toBe(lineOfSight(w, b, a));
      }),
      { numRuns: 300 },
    );
  });
});
