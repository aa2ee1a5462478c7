// The area-impulse scenario "The factory district of Stalingrad" (issue 15): the bundled file is its
// generator's output, the map is the dossier's (../shared/scenario-research/area-impulse-stalingrad.md
// section 3), set-up and arrivals respect the 10-unit limit (AI-FIRE-70, AI-FIRE-NS-08), and the file
// validates and loads as the area-impulse system.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AreaScenario } from '../src/engine/systems/area-impulse/model.js';
import { runValidate } from '../src/cli/validate.js';
import { loadGameScenarioFile } from '../src/scenario/load.js';
import { areaScenarioJson } from '../tools/scenarios/build.js';
import { RIVERSIDE, stalingradFactories } from '../tools/scenarios/stalingrad-factories.js';

const FILE = join(import.meta.dirname, '..', 'scenarios', 'stalingrad-factories.json');
const s = JSON.parse(readFileSync(FILE, 'utf8')) as AreaScenario;

/** The dossier's adjacency block, copied as it stands ("|r" = a ravine border). */
const DOSSIER_ADJACENCY = `
A1–A2
A2–B1 |r (Mokraya Mechetka)     A2–B2 |r (Mokraya Mechetka)
B1–B2   B1–C1   B1–C2
B2–C2   B2–W1
C1–C2   C1–D1   C1–D0
C2–D1   C2–D2   C2–W1   C2–W2
D1–D2   D1–D0   D1–DE
D2–DE   D2–E2   D2–W2
D0–DE   D0–E0
DE–E1   DE–E2   DE–E0
E1–E2   E1–E0   E1–F1 |r (Bannyi)
E2–F1 |r   E2–F2   E2–W2
E0–F1
F1–F2   F1–G2   F1–G1
F2–G2   F2–W2   F2–W3
G2–G1   G2–W3   G2–S
G1–S
W1–W2   W2–W3   W3–S
N–A1    N–A2    N–W1
`;
const DOSSIER_AREAS = 'A1 A2 B1 B2 C1 C2 D1 D2 D0 DE E2 E1 E0 F1 F2 G2 G1 W1 W2 W3 S N'.split(' ');
const SIDES = ['german', 'soviet'] as const;

const pairKey = (a: string, b: string) => [a, b].sort().join('-');

function dossierBorders(): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const m of DOSSIER_ADJACENCY.matchAll(/([A-Z][A-Z0-9]?)–([A-Z][A-Z0-9]?)( \|r)?/g))
    out.set(pairKey(m[1]!, m[2]!), m[3] !== undefined);
  return out;
}

describe('stalingrad-factories: the file', () => {
  it('is the output of its generator (regenerate: npx tsx tools/scenarios/build.ts stalingrad-factories)', () => {
    expect(areaScenarioJson(stalingradFactories())).toBe(readFileSync(FILE, 'utf8'));
  });

  it('the generator is deterministic', () => {
    const a = stalingradFactories();
    const b = stalingradFactories();
    expect(b).toEqual(a);
    expect(areaScenarioJson(b)).toBe(areaScenarioJson(a));
  });

  it('passes hexfront validate', () => {
    const out: string[] = [];
    expect(runValidate([FILE], {}, (line) => out.push(line))).toBe(0);
    expect(out[0]).toBe(`${FILE}: ok (${s.title})`);
  });

  it('loads as the area-impulse system, with 8 turns and the Germans first', () => {
    const loaded = loadGameScenarioFile(FILE);
    expect(loaded.system.id).toBe('area-impulse');
    expect(loaded.summary).toMatchObject({ id: 'stalingrad-factories', turns: 8, firstSide: 'german' });
    expect(s.turnNames!.join(', ')).toBe(
      '14-15 Oct, 16-19 Oct, 20-24 Oct, 25-29 Oct, 30 Oct-3 Nov, 4-10 Nov, 11-13 Nov, 14-18 Nov',
    );
    expect(s.initiative).toEqual(Array(8).fill('german'));
  });

  it('names its sources, notes and a briefing for each side', () => {
    expect(s.sides).toEqual([
      { id: 'german', name: 'German' },
      { id: 'soviet', name: 'Soviet' },
    ]);
    expect(s.sources!.length).toBeGreaterThanOrEqual(5);
    expect(s.notes!.length).toBeGreaterThanOrEqual(5);
    for (const side of SIDES) expect(s.briefing?.[side]?.length ?? 0).toBeGreaterThan(200);
  });
});

describe('stalingrad-factories: the map', () => {
  const byId = new Map(s.areas.map((a) => [a.id, a]));

  it("has the 22 land areas of the dossier's table, with labels of at most 6 characters", () => {
    expect(s.areas.map((a) => a.id).sort()).toEqual([...DOSSIER_AREAS].sort());
    for (const a of s.areas) {
      expect(a.short.length, a.id).toBeLessThanOrEqual(6);
      expect(a.tdv, a.id).toBeGreaterThanOrEqual(0);
      expect(a.tdv, a.id).toBeLessThanOrEqual(3);
    }
    // The dossier's TDV: 3 for the factories and the Kurgan, 0 for the open rail yards.
    expect(['B1', 'D1', 'E1', 'G2'].map((id) => byId.get(id)!.tdv)).toEqual([3, 3, 3, 3]);
    expect(['W1', 'W3'].map((id) => byId.get(id)!.tdv)).toEqual([0, 0]);
  });

  it('has every adjacency of the dossier and no other, the ravine borders marked', () => {
    const want = dossierBorders();
    expect(want.size).toBe(49);
    const got = new Map(s.borders.map((b) => [pairKey(b.a, b.b), b.kind === 'ravine']));
    expect(got).toEqual(want);
    expect([...got].filter(([, r]) => r).map(([k]) => k)).toEqual(['A2-B1', 'A2-B2', 'E1-F1', 'E2-F1']);
  });

  it('draws each area as 1-3 cells of its own on the grid, adjacent areas touching and no others', () => {
    const owner = new Map<string, string>();
    for (const a of s.areas) {
      expect(a.cells.length, a.id).toBeGreaterThanOrEqual(1);
      expect(a.cells.length, a.id).toBeLessThanOrEqual(3);
      for (const c of a.cells) {
        expect(c.col).toBeLessThan(s.grid.cols);
        expect(c.row).toBeLessThan(s.grid.rows);
        const key = `${c.col},${c.row}`;
        expect(owner.get(key), key).toBeUndefined();
        owner.set(key, a.id);
      }
    }
    // Side by side in a row or a column: neighbours in a square grid and in either offset hex layout.
    const touching = new Set<string>();
    for (const [key, id] of owner) {
      const [col, row] = key.split(',').map(Number) as [number, number];
      for (const next of [`${col + 1},${row}`, `${col},${row + 1}`]) {
        const other = owner.get(next);
        if (other && other !== id) touching.add(pairKey(id, other));
      }
    }
    expect([...touching].sort()).toEqual([...dossierBorders().keys()].sort());
    expect(s.grid.cols).toBeLessThanOrEqual(8);
    expect(s.grid.rows).toBeLessThanOrEqual(10);
  });

  it('puts the Volga on the east: every riverside area is the last area of a row, no other area is', () => {
    const lastOfRow = new Set<string>();
    for (let row = 0; row < s.grid.rows; row++) {
      const inRow = s.areas.flatMap((a) =>
        a.cells.filter((c) => c.row === row).map((c) => ({ id: a.id, col: c.col })),
      );
      lastOfRow.add(inRow.reduce((m, x) => (x.col > m.col ? x : m)).id);
    }
    expect([...lastOfRow].sort()).toEqual([...RIVERSIDE].sort());
  });
});

describe('stalingrad-factories: orders of battle, set-up and arrivals', () => {
  const areaIds = new Set(s.areas.map((a) => a.id));

  it('every start area exists and no side has more than 10 units in an area (AI-FIRE-70, AI-FIRE-NS-08)', () => {
    const stacks = new Map<string, number>();
    for (const u of s.units) {
      expect(u.area === undefined, u.id).toBe(u.arrives !== undefined);
      if (u.area === undefined) continue;
      expect(areaIds.has(u.area), `${u.id} in ${u.area}`).toBe(true);
      const key = `${u.side} ${u.area}`;
      stacks.set(key, (stacks.get(key) ?? 0) + 1);
    }
    for (const [key, n] of stacks) expect(n, key).toBeLessThanOrEqual(10);
  });

  it('reinforcements enter through areas that exist; Soviet ones by ferry to a riverside area', () => {
    for (const u of s.units) {
      if (!u.arrives) continue;
      expect(u.arrives.turn).toBeGreaterThanOrEqual(2);
      expect(u.arrives.turn).toBeLessThanOrEqual(s.turns);
      for (const e of u.arrives.entry) {
        expect(areaIds.has(e), `${u.id} enters at ${e}`).toBe(true);
        if (u.side === 'soviet') expect(RIVERSIDE as readonly string[]).toContain(e);
      }
    }
    const arriving = (side: string, turn: number) =>
      s.units.filter((u) => u.side === side && u.arrives?.turn === turn).map((u) => u.name);
    // Dossier section 6: the 138th on turn 2, 79. ID on turn 3, the 45th on turn 4, Hubertus on turn 6 via W2.
    expect(arriving('soviet', 2)).toHaveLength(3);
    expect(arriving('german', 3)).toHaveLength(3);
    expect(arriving('soviet', 4)).toHaveLength(3);
    expect(arriving('german', 6)).toEqual([
      'Pionier-Btl 45',
      'Pionier-Btl 50',
      'Pionier-Btl 162',
      'Pionier-Btl 294',
      'Pionier-Btl 336',
    ]);
    for (const u of s.units.filter((x) => x.arrives?.turn === 6)) expect(u.arrives!.entry[0]).toBe('W2');
  });

  it('has the counter mix of the dossier: about 30-34 Soviet and 32-38 German units, spent weaker than fresh', () => {
    const count = (side: string) => s.units.filter((u) => u.side === side).length;
    expect(count('soviet')).toBeGreaterThanOrEqual(30);
    expect(count('soviet')).toBeLessThanOrEqual(34);
    expect(count('german')).toBeGreaterThanOrEqual(32);
    expect(count('german')).toBeLessThanOrEqual(38);
    expect(new Set(s.units.map((u) => u.id)).size).toBe(s.units.length);
    for (const u of s.units) {
      expect(u.fresh.firepower, u.id).toBeGreaterThanOrEqual(1);
      expect(u.fresh.firepower, u.id).toBeLessThanOrEqual(4);
      expect(u.fresh.defense, u.id).toBeGreaterThanOrEqual(5);
      expect(u.fresh.defense, u.id).toBeLessThanOrEqual(9);
      expect(u.spent.firepower, u.id).toBeLessThan(u.fresh.firepower);
      expect(u.spent.defense, u.id).toBeLessThan(u.fresh.defense);
      expect(u.formation, u.id).toBeTruthy();
    }
  });
});

describe('stalingrad-factories: cards and victory', () => {
  it('cards are directed or bombard +1..+3, with fewer Stukas from turn 6 (AI-FIRE-50, AI-FIRE-NS-09)', () => {
    const hand = (side: string, turn: number) =>
      (s.cards ?? []).filter((c) => c.side === side && (c.turns ?? [turn]).includes(turn));
    for (const c of s.cards ?? []) {
      if (c.kind === 'bombard') {
        expect(c.value, c.id).toBeGreaterThanOrEqual(1);
        expect(c.value, c.id).toBeLessThanOrEqual(3);
      } else expect(c.value, c.id).toBeUndefined();
    }
    for (const side of SIDES)
      for (let t = 1; t <= s.turns; t++) {
        expect(
          hand(side, t).some((c) => c.kind === 'directed'),
          `${side} ${t}`,
        ).toBe(true);
        expect(
          hand(side, t).some((c) => c.kind === 'bombard'),
          `${side} ${t}`,
        ).toBe(true);
      }
    const stukas = (t: number) => hand('german', t).filter((c) => c.id.startsWith('de-stuka')).length;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(stukas)).toEqual([3, 2, 2, 2, 2, 1, 1, 1]);
  });

  it('victory: the riverside areas for the Germans at once, a foothold in each complex for the Soviets, VP', () => {
    expect(s.victory.suddenDeath).toEqual([{ side: 'german', areas: [...RIVERSIDE] }]);
    expect(RIVERSIDE).toEqual(['A1', 'A2', 'B1', 'C1', 'D0', 'E0', 'F1', 'G1']);
    expect(s.victory.holdGroups).toEqual({
      side: 'soviet',
      groups: [
        ['B1', 'C1'],
        ['D1', 'D0', 'DE'],
        ['E1', 'E0'],
      ],
    });
    expect(s.victory.scoreSide).toBe('german');
    const vp = s.victory.vp!;
    expect(Object.keys(vp).sort()).toEqual([...DOSSIER_AREAS].sort());
    for (const id of ['B1', 'D1', 'E1', 'G2']) expect(vp[id]).toBe(3);
    for (const id of ['D0', 'DE', 'E0', 'F2']) expect(vp[id]).toBe(2);
    expect(Object.values(vp).reduce((a, b) => a + b, 0)).toBe(4 * 3 + 4 * 2 + 14);
  });
});
