import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTables,
  defaultTables,
  loadTables,
  TABLE_DATA,
  TableError,
} from '../src/engine/systems/red-strike/data/index.js';
import { percentile, rsDiceFrom, scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { halveTotal, roundRs } from '../src/engine/systems/red-strike/round.js';
import { makeDice } from '../src/engine/core/rng.js';
import { scenarioProblems } from '../src/engine/systems/red-strike/scenario.js';
import { HEX, scenario, unit } from './red-strike-fixtures.js';

describe('Red Strike dice and rounding', () => {
  it('RS-DICE-2: percentile reads 0-0 as 100 and 0-9 as 09', () => {
    expect(percentile(0, 0)).toBe(100);
    expect(percentile(0, 9)).toBe(9);
    expect(percentile(4, 2)).toBe(42);
  });
  it('RS-DICE-1..3: the seeded dice stay in range', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const d = rsDiceFrom(makeDice(seed));
        const a = d.d10();
        const p = d.d100();
        const [x, y] = d.twoD10();
        return a >= 1 && a <= 10 && p >= 1 && p <= 100 && x >= 1 && x <= 10 && y >= 1 && y <= 10;
      }),
    );
  });
  it('scriptedDice gives the named rolls and refuses to invent more', () => {
    const d = scriptedDice([3, 10]);
    expect(d.d10()).toBe(3);
    expect(d.d10()).toBe(10);
    expect(() => d.d10()).toThrow(/no roll left/);
  });
  it('RS-RND-1: below .5 down, .5 and above up (2.5 -> 3, 2.49 -> 2)', () => {
    expect(roundRs(2.5)).toBe(3);
    expect(roundRs(2.49)).toBe(2);
    expect(roundRs(0.5)).toBe(1);
  });
  it('RS-RND-3: halve the total once, not unit by unit', () => {
    // 3 + 3 + 3 = 9 -> 4.5 -> 5 (unit by unit would be 2 + 2 + 2 = 6).
    expect(halveTotal([3, 3, 3])).toBe(5);
  });
  it('RS-AMB-15: halving a d10 with RS-RND-1 gives 1,1,2,2,3,3,4,4,5,5', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => roundRs(r / 2))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });
});

describe('Red Strike tables (RS-AMB-5)', () => {
  const t = defaultTables();
  it('the shipped tables pass their schemas', () => {
    expect(checkTables(TABLE_DATA)).toEqual([]);
  });
  it('RS-MAP-10 / RS-MOV-3, RS-MOV-4, RS-MOV-5: the rulebook costs are in the TEC', () => {
    expect(t.tec.roadMp).toBe(0.5);
    expect(t.tec.leaveEzocMp).toBe(2);
    expect(t.tec.interdictionMp).toBe(2);
  });
  it('RS-ZOC-2: impassable terrain, impassable hexsides and major rivers block ZOC', () => {
    expect(t.tec.terrain.impassable.blocksZoc).toBe(true);
    expect(t.tec.hexsides.impassable.blocksZoc).toBe(true);
    expect(t.tec.hexsides.majorRiver.blocksZoc).toBe(true);
    expect(t.tec.hexsides.river.blocksZoc).toBe(false);
  });
  it('RS-GCB-35: CRT rows 1 and 2 are the rulebook (attacker 2 hits, R, +1 at 5 RE, +1 more at 9 RE)', () => {
    for (const roll of [1, 2]) {
      const row = t.crt.rows.find((r) => r.roll === roll)!;
      expect(row.source).toBe('rulebook');
      expect(row.attacker).toEqual({ hits: 2, retreat: true, plus5: 1, plus9: 1 });
      expect(row.defender.hits).toBe(0);
      expect(row.defender.retreat).toBe(false);
    }
    expect(t.crt.rows.filter((r) => r.source === 'rulebook').map((r) => r.roll)).toEqual([1, 2]);
  });
  it('RS-AMB-5: every invented CRT row is labelled default, and the GCRT as a whole', () => {
    expect(t.crt.rows.filter((r) => r.roll > 2).every((r) => r.source === 'default')).toBe(true);
    expect(t.gcrt.source).toBe('default');
  });
  it('the default CRT is monotone: attacker losses never rise and defender losses never fall with the roll', () => {
    const rows = t.crt.rows;
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.attacker.hits).toBeLessThanOrEqual(rows[i - 1]!.attacker.hits);
      expect(rows[i]!.defender.hits).toBeGreaterThanOrEqual(rows[i - 1]!.defender.hits);
    }
  });
  it('the GCRT DRM never falls from a column to the next', () => {
    const v = Object.values(t.gcrt.drm);
    for (let i = 1; i < v.length; i++) expect(v[i]!).toBeGreaterThanOrEqual(v[i - 1]!);
  });
  it('a bad table value is refused with the table and the field path', () => {
    const crt = structuredClone(TABLE_DATA.crt) as { rows: { roll: number }[] };
    crt.rows[3]!.roll = 9;
    const tec = structuredClone(TABLE_DATA.tec) as unknown as {
      terrain: { clear: { mp: { armour: unknown } } };
    };
    tec.terrain.clear.mp.armour = -1;
    expect(() => loadTables({ tec, gcrt: TABLE_DATA.gcrt, crt })).toThrow(TableError);
    const problems = checkTables({ tec, gcrt: TABLE_DATA.gcrt, crt });
    expect(problems.some((p) => p.startsWith('crt: rows.3.roll'))).toBe(true);
    expect(problems.some((p) => p.startsWith('tec: terrain.clear.mp.armour'))).toBe(true);
  });
});

describe('Red Strike scenario checks', () => {
  it('names the field of each cross-field problem', () => {
    const sc = scenario([
      unit('a', 'nato', 'armour', HEX(1, 1), { hq: 'nobody' }),
      unit('b', 'nato', 'infantry', '40,40'),
      unit('c', 'nato', 'support', HEX(1, 2), { csReduced: 1 }),
      unit('h', 'nato', 'hq', HEX(1, 3), { level: undefined }),
    ]);
    const paths = scenarioProblems(sc).map((p) => p.path);
    expect(paths).toContain('units[0].hq');
    expect(paths).toContain('units[1].hex');
    expect(paths).toContain('units[2].csReduced');
    expect(paths).toContain('units[3].level');
  });
  it('RS-CMD-1: a chain of command that loops is refused', () => {
    const sc = scenario([
      unit('h1', 'nato', 'hq', HEX(1, 1), { hq: 'h2' }),
      unit('h2', 'nato', 'hq', HEX(1, 2), { hq: 'h1' }),
    ]);
    expect(scenarioProblems(sc).some((p) => /loops/.test(p.message))).toBe(true);
  });
});
