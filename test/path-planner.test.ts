import { describe, expect, it } from 'vitest';
import { viewFor } from '../src/engine/systems/panzer/index.js';
import { plannerFor, plannerFromView } from '../src/engine/systems/panzer/rules/planner.js';
import { blind, game, idx, loc, move, ok, unit, u, type MapSpec } from './fixtures/movement.js';

const inf = (hex = '01,02', over = {}) => unit({ id: 'inf', side: 'allied', hex, ...over });
const far = unit({ id: 'far', side: 'axis', hex: '09,07' });
const spec = (units: MapSpec['units'], over: Partial<MapSpec> = {}): MapSpec => ({
  fogOfWar: false,
  units: [...units, far],
  ...over,
});
const labels = (s: ReturnType<typeof game>, path: number[]) => path.map((l) => s.world.board.label(l));

describe('PC-MSC-06 minimum-cost paths', () => {
  it('finds the cheapest path, with the cost of each step', () => {
    // Forest (4) at 02,02 and Swamp (8) at 03,02: the way round through Clear (3 each) is cheaper.
    const terrain = [
      '..........',
      '..........',
      '..fs......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(spec([inf()], { terrain }));
    const p = plannerFor(s, 'allied').findPath([idx(s, 'inf')], loc(s, '04,02'));
    if (!p.ok) throw new Error(p.error.message);
    expect(p.total).toBe(12);
    expect(p.costs.reduce((a, b) => a + b, 0)).toBe(12);
    expect(p.path.length).toBe(4);
    expect(p.affordable).toBe(3);
    // Following the affordable part of it is legal and costs what was planned.
    const r = ok(move(s, 'inf', labels(s, p.path.slice(0, p.affordable))));
    expect(u(r.state, 'inf').mp).toBe(0);
  });

  it('refuses large detours and says there is no direct path', () => {
    // A river between columns 03 and 04 from row 00 to row 06 (odd rows also touch 04 diagonally).
    const hexsides = Array.from({ length: 7 }, (_, r) =>
      (r % 2 ? (['E', 'NE', 'SE'] as const) : (['E'] as const)).map((dir) => ({
        hex: `03,0${r}`,
        dir,
        features: ['river' as const],
      })),
    ).flat();
    const s = game(spec([inf('03,00')], { hexsides, params: { pathDetourFactor: 2, pathDetourSlack: 2 } }));
    const planner = plannerFor(s, 'allied');
    const p = planner.findPath([idx(s, 'inf')], loc(s, '04,00'));
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error.message).toMatch(/^There is no direct path to 04,00/);
    const q = planner.findPath([idx(s, 'inf')], loc(s, '04,00'), { refuseDetours: false });
    expect(q.ok && q.path.length).toBeGreaterThan(10);
  });

  it('avoids known minefields unless the units clear mines; a minefield destination is allowed', () => {
    // A corridor: row 01 is the only passable row.
    const terrain = ['##########', '..........', '##########'];
    const units = [
      inf('01,01'),
      inf('01,01', { id: 'eng', flags: { engineer: true } }),
      unit({ id: 'far', side: 'axis', hex: '09,01' }),
    ];
    const s = game({ fogOfWar: false, terrain, units, features: [{ hex: '02,01', minefield: 1 }] });
    const planner = plannerFor(s, 'allied');
    const blocked = planner.findPath([idx(s, 'inf')], loc(s, '03,01'));
    expect(!blocked.ok && blocked.error.message).toBe('There is no path to 03,01 for inf.');
    const anyway = planner.findPath([idx(s, 'inf')], loc(s, '03,01'), { avoidMinefields: false });
    expect(anyway.ok && labels(s, anyway.path)).toEqual(['02,01', '03,01']);
    const through = planner.findPath([idx(s, 'eng')], loc(s, '03,01'));
    expect(through.ok && labels(s, through.path)).toEqual(['02,01', '03,01']);
    const into = planner.findPath([idx(s, 'inf')], loc(s, '02,01'));
    expect(into.ok && labels(s, into.path)).toEqual(['02,01']);
    // PC-MSC-07: the reachable set includes minefield hexes.
    expect(planner.reachable([idx(s, 'inf')]).left[loc(s, '02,01')]).toBe(6);
  });
});

describe('PC-MSC-07 reachable hexes', () => {
  it('gives the MP left on arrival by the cheapest route', () => {
    const s = game(spec([inf()]));
    const r = plannerFor(s, 'allied').reachable([idx(s, 'inf')]);
    expect(r.budget).toBe(9);
    expect(r.left[loc(s, '01,02')]).toBe(9);
    expect(r.left[loc(s, '02,02')]).toBe(6);
    expect(r.left[loc(s, '04,02')]).toBe(0);
    expect(r.left[loc(s, '05,02')]).toBe(-1);
    expect(labels(s, r.route(loc(s, '04,02'))!)).toEqual(['02,02', '03,02', '04,02']);
  });
  it('a stack reaches only what its most constrained unit can', () => {
    const s = game(spec([inf(), unit({ id: 'slow', side: 'allied', hex: '01,02', speed: 6 })]));
    const r = plannerFor(s, 'allied').reachable([idx(s, 'inf'), idx(s, 'slow')]);
    expect(r.budget).toBe(6);
    expect(r.left[loc(s, '03,02')]).toBe(0);
    expect(r.left[loc(s, '04,02')]).toBe(-1);
  });
});

describe('planner knowledge (design invariant 3)', () => {
  const hidden = () =>
    blind(
      game({
        units: [inf('01,02'), unit({ id: 'en', side: 'axis', hex: '03,02' }), far],
        optionalRules: ['lockingZoc'],
      }),
    );
  it('an unspotted enemy neither blocks nor projects a ZOC in the plan', () => {
    const s = hidden();
    const p = plannerFor(s, 'allied');
    expect(p.reachable([idx(s, 'inf')]).left[loc(s, '03,02')]).toBe(3);
    const path = p.findPath([idx(s, 'inf')], loc(s, '04,02'));
    expect(path.ok && labels(s, path.path)).toEqual(['02,02', '03,02', '04,02']);
  });
  it('a spotted enemy does', () => {
    const s = hidden();
    s.knowledge.allied.spotted = [idx(s, 'en')];
    const p = plannerFor(s, 'allied');
    expect(p.reachable([idx(s, 'inf')]).left[loc(s, '03,02')]).toBe(-1);
    const e = p.stepCost([idx(s, 'inf')], loc(s, '02,02'), loc(s, '03,02'));
    expect(!e.ok && e.error.code).toBe('ENEMY_OCCUPIED');
    // 02,02 -> 02,03 goes from one of its ZOC hexes into another: Locking ZOC forbids it.
    const z = p.stepCost([idx(s, 'inf')], loc(s, '02,02'), loc(s, '02,03'));
    expect(!z.ok && z.error.code).toBe('ZOC');
  });
  it('a planner from the side view answers like the one from the state', () => {
    const terrain = [
      '..........',
      '..ff......',
      '..fr......',
      '....t.....',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game({
      terrain,
      units: [inf('01,02'), unit({ id: 'en', side: 'axis', hex: '05,02' }), far],
      lines: [{ kind: 'road', hexes: ['00,04', '01,04', '02,04', '03,04'] }],
    });
    const a = plannerFor(s, 'allied');
    const b = plannerFromView(viewFor(s, 'allied'), s.world);
    const ra = a.reachable([idx(s, 'inf')]);
    const rb = b.reachable([idx(s, 'inf')]);
    expect(Array.from(rb.left)).toEqual(Array.from(ra.left));
    const pa = a.findPath([idx(s, 'inf')], loc(s, '07,05'));
    const pb = b.findPath([idx(s, 'inf')], loc(s, '07,05'));
    expect(pb.ok && pb.total).toBe(pa.ok && pa.total);
  });
  it('stepCost explains a refusal in a sentence', () => {
    const terrain = [
      '..........',
      '..........',
      '..#.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(spec([inf()], { terrain }));
    const r = plannerFor(s, 'allied').stepCost([idx(s, 'inf')], loc(s, '01,02'), loc(s, '02,02'));
    expect(!r.ok && r.error.message).toBe('inf cannot enter Impassible (02,02).');
    const c = plannerFor(s, 'allied').stepCost([idx(s, 'inf')], loc(s, '01,02'), loc(s, '01,03'));
    expect(c.ok && c.costs).toEqual([3]);
  });
});
