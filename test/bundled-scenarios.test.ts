// The bundled scenarios (issue 7): each builds, meets the size rules of its kind, has the data the
// A/I and the briefing screens need, and plays to the end on endTurn commands (PC-TRN-07).

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, buildWorld, newGame } from '../src/engine/systems/panzer/index.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { SIDES, menEquivalent } from '../src/engine/systems/panzer/model/unit.js';
import { lightOfTurn } from '../src/engine/systems/panzer/rules/clock.js';
import { terrainAt } from '../src/engine/systems/panzer/world.js';
import { TEST_SCENARIO_ID } from '../src/scenario/bundled.js';
import { checkScenarioFile, loadGameScenarioFile, loadScenarioFile } from '../src/scenario/load.js';
import { GENERATORS, generatedJson, scenarioFiles } from '../tools/scenarios/build.js';

type Kind = 'tutorial' | 'operational' | 'tactical';
const BUNDLED: Record<string, Kind> = {
  'villers-bocage': 'tutorial',
  'kursk-south': 'operational',
  crusader: 'operational',
  'arnhem-bridge': 'tactical',
  'outpost-snipe': 'tactical',
};

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (id: string): Scenario => loadScenarioFile(join(dir, `${id}.json`));
const present = Object.keys(BUNDLED).filter((id) => files.includes(`${id}.json`));

describe('bundled scenarios', () => {
  it('the tutorial, the default scenario, is bundled', () => {
    expect(files).toContain('villers-bocage.json');
  });

  describe.each(present)('%s', (id) => {
    const s = load(id);
    const kind = BUNDLED[id]!;
    const world = buildWorld(s);

    it('is the output of its generator in tools/scenarios (regenerate with build.ts)', () => {
      const gen = GENERATORS[id];
      expect(gen).toBeDefined();
      const generated = gen!();
      const out = scenarioFiles(id, generated);
      expect(out.json).toBe(readFileSync(join(dir, `${id}.json`), 'utf8'));
      // The map text file reads back as the generated map (hexsides merged per hexside); the text
      // itself is compared by content, so a change in the map text layout does not fail this test.
      expect(s.map.terrain).toEqual(generated.map.terrain);
      expect(s.map.elevation).toEqual(generated.map.elevation);
      expect(s.map.lines).toEqual(generated.map.lines);
      const sides = (m: Scenario['map']) =>
        new Set((m.hexsides ?? []).map((h) => `${h.hex} ${h.dir} ${[...h.features].sort()}`));
      expect(sides(s.map)).toEqual(sides(generated.map));
      // Features merge per hex, as buildWorld merges them (the map text splits places from features).
      const byHex = (m: Scenario['map']) => {
        const out: Record<string, Record<string, unknown>> = {};
        for (const f of m.features ?? [])
          for (const [k, v] of Object.entries(f))
            if (v !== undefined && v !== false) (out[f.hex] ??= {})[k] = v;
        return out;
      };
      expect(byHex(s.map)).toEqual(byHex(generated.map));
      expect(out.map.length).toBeGreaterThan(0);
    });

    it('passes the scenario loader (schema and cross-field checks)', () => {
      expect(checkScenarioFile(join(dir, `${id}.json`)).issues).toEqual([]);
    });

    it('names its sources, notes, and a briefing for each side', () => {
      expect(s.id).toBe(id);
      expect(s.sources!.length).toBeGreaterThanOrEqual(3);
      expect(s.notes!.length).toBeGreaterThanOrEqual(2);
      for (const side of SIDES) expect(s.briefing?.[side]?.length ?? 0).toBeGreaterThan(80);
    });

    it('meets the size rules of a ' + kind + ' scenario', () => {
      const count = (side: string) => s.units.filter((u) => u.side === side).length;
      if (kind === 'tutorial') {
        for (const side of SIDES) expect(count(side)).toBeLessThanOrEqual(15);
        expect(s.start.turns).toBeLessThanOrEqual(8);
      }
      if (kind === 'operational') {
        expect(s.scale).toBe('operational');
        expect(s.start.minutesPerTurn).toBe(120); // PC-TRN-02: 2-hour turns on 1 km hexes
        expect(s.map.width).toBeGreaterThanOrEqual(60);
        expect(s.map.height).toBeGreaterThanOrEqual(40);
        for (const side of SIDES) expect(count(side)).toBeGreaterThanOrEqual(80);
        expect(s.start.turns * s.start.minutesPerTurn).toBeGreaterThanOrEqual(3 * 24 * 60);
        const lights = new Set(Array.from({ length: s.start.turns }, (_, t) => lightOfTurn(world, t + 1)));
        expect([...lights].sort()).toEqual(['dawn', 'day', 'dusk', 'night']);
        for (const side of SIDES)
          expect(s.units.some((u) => u.side === side && u.arrives && u.arrives.turn > 1)).toBe(true);
        expect(s.environment?.weather?.length ?? 0).toBeGreaterThanOrEqual(2);
      }
      if (kind === 'tactical') {
        expect(s.scale).toBe('tactical');
        expect(s.start.minutesPerTurn).toBe(30);
        for (const side of SIDES) expect(count(side)).toBeGreaterThanOrEqual(20);
      }
    });

    it('PC-CMD-01/03: every organisation has an HQ unit with a command range', () => {
      for (const o of s.orgs) {
        const hq = s.units.find((u) => u.hqOf === o.id);
        expect(hq, `HQ of ${o.id}`).toBeDefined();
        expect(hq!.type).toBe('hq');
        expect(hq!.commandRange).toBeGreaterThan(0);
        expect(hq!.side).toBe(o.side);
      }
      for (const u of s.units) expect(world.orgs.get(u.org)!.side).toBe(u.side);
    });

    it('PC-UNT-08, PC-MAP-03: units start on passable hexes within the stacking limit', () => {
      const load = new Map<number, number>();
      s.units.forEach((u, i) => {
        if (u.hex === undefined || (u.arrives && u.arrives.turn > 1)) return;
        const loc = world.board.parse(u.hex)!;
        expect(terrainAt(world, loc).cost[u.moveClass], `${u.id} at ${u.hex}`).toBeGreaterThanOrEqual(0);
        load.set(loc, (load.get(loc) ?? 0) + menEquivalent(world.units[i]!, u.strength));
      });
      for (const [loc, men] of load)
        expect(men, world.board.label(loc)).toBeLessThanOrEqual(world.params.maxStacking);
      // PC-RNF-04 lets arrivals over-stack; the scenarios still spread them (one turn, one hex).
      const arriving = new Map<string, number>();
      s.units.forEach((u, i) => {
        if (!u.arrives) return;
        const key = `${u.arrives.turn}:${u.arrives.hex}`;
        arriving.set(key, (arriving.get(key) ?? 0) + menEquivalent(world.units[i]!, u.strength));
      });
      for (const [key, men] of arriving) expect(men, key).toBeLessThanOrEqual(world.params.maxStacking);
      for (const u of s.units)
        if (u.arrives)
          expect(
            terrainAt(world, world.board.parse(u.arrives.hex)!).cost[u.moveClass],
          ).toBeGreaterThanOrEqual(0);
    });

    it('PC-UNT-03, PC-FIR-03: artillery reaches hard and soft targets; every combat unit can fight', () => {
      for (const u of s.units) {
        if (u.flags.indirect) {
          expect(u.soft.range, u.id).toBeGreaterThan(1);
          expect(u.hard.range, u.id).toBe(u.soft.range);
          expect(u.hard.value, u.id).toBeGreaterThan(0);
        }
        if (u.type !== 'hq') expect(u.soft.range > 0 || u.hard.range > 0 || u.assault > 0, u.id).toBe(true);
        else expect(u.commandRange ?? 0, u.id).toBeGreaterThan(0);
      }
    });

    it('has objectives, ordered victory levels and A/I orders for each side', () => {
      expect(s.objectives.length).toBeGreaterThanOrEqual(kind === 'operational' ? 8 : 3);
      const v = s.victory;
      expect(v.alliedMajor).toBeGreaterThan(v.alliedMinor);
      expect(v.alliedMinor).toBeGreaterThan(v.axisMinor);
      expect(v.axisMinor).toBeGreaterThan(v.axisMajor);
      for (const side of SIDES) {
        const orders = s.ai?.[side] ?? [];
        expect(orders.length).toBeGreaterThan(0);
        for (const o of orders) {
          expect(world.orgs.get(o.org)?.side, o.org).toBe(side);
          if (o.target !== undefined) expect(world.board.parse(o.target), o.target).toBeDefined();
        }
      }
      // Every division-level (or higher) formation with units gets an order.
      const ordered = new Set(SIDES.flatMap((side) => (s.ai?.[side] ?? []).map((o) => o.org)));
      for (const o of s.orgs)
        if (o.level === 'division') expect(ordered.has(o.id) || ordered.has(o.parent ?? ''), o.id).toBe(true);
    });

    it('PC-TRN-07: plays to the end on endTurn commands without errors', () => {
      let { state } = newGame(s, 7);
      let steps = 0;
      while (!state.result) {
        const r = apply(state, { type: 'endTurn' });
        if (!r.ok) throw new Error(`turn ${state.turn}: ${r.error.message}`);
        state = r.state;
        steps++;
        expect(steps).toBeLessThanOrEqual(2 * s.start.turns);
      }
      expect(state.result.turn).toBe(s.start.turns);
      // PC-RNF-02 (issue 20): on endTurn alone the arrivals wait, unplaced, in the Arrived list.
      const arrived = state.units.filter((u, i) => s.units[i]!.arrives && u.status === 'arrived').length;
      expect(arrived).toBe(
        s.units.filter((u) => u.arrives && (u.withdraws ?? Infinity) > s.start.turns).length,
      );
    });
  });
});

// The bundled scenarios of the other rule systems: their own tests check their content; here, what
// every bundled file owes whatever its system, through the RuleSystem contract.
const others = files
  .map((f) => f.replace(/\.json$/, ''))
  .filter((id) => !(id in BUNDLED) && id !== TEST_SCENARIO_ID);

describe.each(others)('bundled scenario %s (its file names its rule system)', (id) => {
  const file = join(dir, `${id}.json`);

  it('is the output of its generator in tools/scenarios (regenerate with build.ts)', () => {
    expect(generatedJson(id)).toBe(readFileSync(file, 'utf8'));
  });

  it("plays to the end on its system's end-turn command without errors", () => {
    const { system, scenario, summary } = loadGameScenarioFile(file);
    let { state } = system.newGame(scenario, '7');
    let steps = 0;
    while (!system.result(state)) {
      const r = system.apply(state, system.endTurnCommand(state));
      if (!r.ok) throw new Error(`turn ${system.turn(state)}: ${r.error.message}`);
      state = r.state;
      steps++;
      // At most 11 end commands a turn: Red Strike's two assignment parts, six movement segments
      // and three combat phases, when its air and naval rules keep every segment open.
      expect(steps).toBeLessThanOrEqual(11 * summary.turns);
    }
    expect(system.result(state)!.turn).toBe(summary.turns);
  });
});
