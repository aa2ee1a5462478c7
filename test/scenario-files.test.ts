// The scenario files in scenarios/, the bundled-scenario API, the content hash, the generated
// JSON Schema and the `validate` / `scenarios` commands.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apply, buildWorld, newGame } from '../src/engine/systems/panzer/index.js';
import { lightOfTurn } from '../src/engine/systems/panzer/rules/clock.js';
import { SIDE } from '../src/engine/systems/panzer/model/terrain.js';
import { terrainAt } from '../src/engine/systems/panzer/world.js';
import { runValidate } from '../src/cli/validate.js';
import { decodeSave, encodeSave } from '../src/save/save-file.js';
import { GameSession } from '../src/session/session.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { formatScenarioList } from '../src/cli/scenarios.js';
import {
  DEFAULT_SCENARIO_ID,
  SCENARIO_DIR,
  SCHEMA_FILE,
  ScenarioError,
  TEST_SCENARIO_ID,
  checkBundledScenarios,
  checkGameScenarioFile,
  formatIssue,
  listBundledScenarios,
  loadBundledScenario,
  loadScenarioFile,
  scenarioContentHash,
  scenarioJsonSchemaText,
} from '../src/scenario/index.js';

const root = path.join(import.meta.dirname, '..');
const scenarioFiles = readdirSync(SCENARIO_DIR).filter((f) => f.endsWith('.json'));

describe('every file in scenarios/ validates', () => {
  // Each file is checked by the rule system it names (panzer when it names none).
  it.each(scenarioFiles)('%s', (name) => {
    const r = checkGameScenarioFile(path.join(SCENARIO_DIR, name));
    expect(r.issues.map(formatIssue)).toEqual([]);
    expect(r.loaded!.summary.id).toBe(name.replace(/\.json$/, ''));
  });
});

/** The files of the system whose schema docs/scenario.schema.json is (the other systems have their own shape). */
const panzerFiles = scenarioFiles.filter(
  (name) => checkGameScenarioFile(path.join(SCENARIO_DIR, name)).loaded?.system.id === panzerSystem.id,
);

describe('the test scenario (issue 2)', () => {
  const s = loadBundledScenario(TEST_SCENARIO_ID);
  const world = buildWorld(s);
  const { board } = world;

  it('has two sides of at least 20 units, with HQs for several formations', () => {
    for (const side of ['allied', 'axis'] as const) {
      const units = s.units.filter((u) => u.side === side);
      expect(units.length).toBeGreaterThanOrEqual(20);
      expect(units.filter((u) => u.type === 'hq' && u.hqOf).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('has an organisation tree from army down to regiment and battalion', () => {
    const levels = new Set(s.orgs.map((o) => o.level));
    for (const l of ['army', 'corps', 'division', 'regiment', 'battalion'] as const)
      expect(levels).toContain(l);
    // Every organisation reaches a top-level one.
    for (const o of s.orgs) {
      let cur = o;
      while (cur.parent) cur = s.orgs.find((p) => p.id === cur.parent)!;
      expect(cur.level).toBe('army');
    }
  });

  it('has clear, woods, town and hills', () => {
    const keys = new Set(Array.from({ length: board.size }, (_, l) => terrainAt(world, l).key));
    for (const k of ['clear', 'forest', 'town', 'village', 'field']) expect(keys).toContain(k);
    expect(Math.max(...world.elevation) - Math.min(...world.elevation)).toBeGreaterThanOrEqual(100);
  });

  it('has a river with bridges, crossed by roads only at the bridges', () => {
    const bits = Array.from(world.edges);
    const count = (mask: number) => bits.filter((b) => b & mask).length;
    expect(count(SIDE.river)).toBeGreaterThan(20);
    expect(
      count(SIDE.river & ~0) &&
        bits.filter((b) => b & SIDE.river && b & (SIDE.bridgeLight | SIDE.bridgeMedium | SIDE.bridgeHeavy))
          .length,
    ).toBeGreaterThanOrEqual(3);
    expect(count(SIDE.primaryRoad)).toBeGreaterThan(10);
    expect(count(SIDE.road)).toBeGreaterThan(20);
    expect(count(SIDE.rail)).toBeGreaterThan(10);
    expect(count(SIDE.stream)).toBeGreaterThan(0);
    for (const b of bits)
      if (b & (SIDE.road | SIDE.rail) && b & SIDE.river)
        expect(b & (SIDE.bridgeLight | SIDE.bridgeMedium | SIDE.bridgeHeavy)).not.toBe(0);
  });

  it('has reinforcements on later turns, objectives, victory levels, night turns, A/I orders and briefings', () => {
    expect(
      s.units.filter((u) => u.arrives && u.arrives.turn > 1 && u.side === 'allied').length,
    ).toBeGreaterThan(2);
    expect(
      s.units.filter((u) => u.arrives && u.arrives.turn > 1 && u.side === 'axis').length,
    ).toBeGreaterThan(2);
    expect(s.objectives.length).toBeGreaterThanOrEqual(4);
    expect(s.start.turns).toBeGreaterThanOrEqual(10);
    expect(s.start.turns).toBeLessThanOrEqual(16);
    const lights = Array.from({ length: s.start.turns }, (_, t) => lightOfTurn(world, t + 1));
    expect(lights).toContain('night');
    expect(lights).toContain('day');
    expect(s.ai?.allied?.length).toBeGreaterThan(0);
    expect(s.ai?.axis?.length).toBeGreaterThan(0);
    expect(s.briefing?.allied).toBeTruthy();
    expect(s.briefing?.axis).toBeTruthy();
  });

  it('PC-TRN-07: plays to the end on endTurn alone, with reinforcements arriving and a result', () => {
    let { state } = newGame(s, 7);
    let arrived = 0;
    for (let i = 0; i < 2 * s.start.turns + 2 && !state.result; i++) {
      const r = apply(state, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      arrived += r.events.filter((e) => e.type === 'arrived').length;
      state = r.state;
    }
    expect(state.result).not.toBeNull();
    expect(state.result!.turn).toBe(s.start.turns);
    // PC-RNF-02 (issue 20): on endTurn alone nothing is placed; every arrival waits in the Arrived list.
    expect(arrived).toBe(0);
    // (a scheduled withdrawal takes an unplaced arrival as well, PC-RNF-08)
    const waiting = state.units.filter(
      (u, i) => s.units[i]!.arrives && (u.status === 'arrived' || u.status === 'withdrawn'),
    ).length;
    expect(waiting).toBe(s.units.filter((u) => u.arrives && u.arrives.turn > 1).length);
  });
});

describe('bundled scenarios and the loader API', () => {
  it('lists the bundled scenarios with their summaries', () => {
    const list = listBundledScenarios();
    const t = list.find((x) => x.id === TEST_SCENARIO_ID)!;
    expect(t).toMatchObject({
      system: 'panzer',
      scale: 'operational',
      map: '32x24',
      turns: 14,
      firstTurn: '1944-06-14T14:00',
      lastTurn: '1944-06-15T16:00',
    });
    expect(t.units.allied).toBeGreaterThanOrEqual(20);
  });

  it('the default scenario is the tutorial when it is bundled, else the test scenario', () => {
    const ids = listBundledScenarios().map((x) => x.id);
    expect(DEFAULT_SCENARIO_ID).toBe(ids.includes('villers-bocage') ? 'villers-bocage' : TEST_SCENARIO_ID);
    expect(loadBundledScenario(DEFAULT_SCENARIO_ID).id).toBe(DEFAULT_SCENARIO_ID);
  });

  it('an unknown id is a ScenarioError listing the known ones', () => {
    expect(() => loadBundledScenario('nowhere')).toThrow(ScenarioError);
    expect(() => loadBundledScenario('nowhere')).toThrow(
      /no bundled scenario "nowhere"; known: .*test-crossroads/,
    );
  });

  it('loadScenarioFile throws a ScenarioError carrying file, path, line and column', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-scn-'));
    const file = path.join(dir, 'bad.json');
    const text = readFileSync(path.join(SCENARIO_DIR, 'test-crossroads.json'), 'utf8').replace(
      '"quality": "B"',
      '"quality": "X"',
    );
    writeFileSync(file, text);
    writeFileSync(
      path.join(dir, 'test-crossroads.map'),
      readFileSync(path.join(SCENARIO_DIR, 'test-crossroads.map')),
    );
    try {
      loadScenarioFile(file);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      const err = e as ScenarioError;
      expect(err.file).toBe(file);
      expect(err.path).toMatch(/^units\[\d+\]\.quality$/);
      expect(err.line).toBeGreaterThan(1);
      expect(err.message).toMatch(/bad\.json:\d+:\d+: units\[\d+\]\.quality: the text "X" is not allowed/);
    }
  });

  it('a broken file in the folder is skipped by the list and reported by the check', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-dir-'));
    for (const f of ['test-crossroads.json', 'test-crossroads.map'])
      writeFileSync(path.join(dir, f), readFileSync(path.join(SCENARIO_DIR, f)));
    writeFileSync(path.join(dir, 'broken.json'), '{ "id": "broken" }');
    expect(listBundledScenarios(dir).map((x) => x.id)).toEqual(['test-crossroads']);
    const entries = checkBundledScenarios(dir);
    expect(entries.map((e) => [path.basename(e.file), e.issues.length > 0])).toEqual([
      ['broken.json', true],
      ['test-crossroads.json', false],
    ]);
    expect(loadBundledScenario('test-crossroads', dir).id).toBe('test-crossroads');
  });

  it('the content hash ignores key order and whitespace but not content', () => {
    const s = loadBundledScenario(TEST_SCENARIO_ID);
    const h = scenarioContentHash(s);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as typeof s;
    expect(scenarioContentHash(reordered)).toBe(h);
    expect(scenarioContentHash({ ...s, version: s.version + 1 })).not.toBe(h);
    // The hash a save records is this one.
    expect(
      decodeSave(encodeSave(new GameSession(panzerSystem, s, { seed: 1 })), 's.json').scenario.hash,
    ).toBe(h);
    expect(
      scenarioContentHash({
        ...s,
        map: { ...s.map, terrain: ['t' + s.map.terrain[0]!.slice(1), ...s.map.terrain.slice(1)] },
      }),
    ).not.toBe(h);
  });
});

describe('the JSON Schema', () => {
  it(`${SCHEMA_FILE} is up to date with the zod schema (run npm run schema)`, () => {
    expect(readFileSync(path.join(root, SCHEMA_FILE), 'utf8')).toBe(scenarioJsonSchemaText());
  });
});

describe('the JSON Schema, read back (as an editor would use it)', () => {
  const schema = z.fromJSONSchema(
    JSON.parse(readFileSync(path.join(root, SCHEMA_FILE), 'utf8')) as Parameters<typeof z.fromJSONSchema>[0],
  );
  const raw = (name: string) =>
    JSON.parse(readFileSync(path.join(SCENARIO_DIR, name), 'utf8')) as Record<string, unknown>;

  it.each(panzerFiles)('accepts %s', (name) => {
    expect(schema.safeParse(raw(name)).success).toBe(true);
  });

  it('rejects a misspelt field and a value outside an enumeration', () => {
    const s = raw('test-crossroads.json');
    const units = s.units as Record<string, unknown>[];
    units[0]!.arives = { turn: 2, hex: '00,00' };
    expect(schema.safeParse(s).success).toBe(false);
    delete units[0]!.arives;
    units[0]!.quality = 'Z';
    expect(schema.safeParse(s).success).toBe(false);
  });
});

describe('hexfront validate and hexfront scenarios', () => {
  const run = (args: string[]) => {
    const out: string[] = [];
    const code = runValidate(args, {}, (s) => out.push(s));
    return { code, out };
  };

  it('a directory of good files: exit 0, one ok line each', () => {
    const r = run([SCENARIO_DIR]);
    expect(r.code).toBe(0);
    expect(r.out.filter((l) => l.endsWith(')') && l.includes(': ok'))).toHaveLength(scenarioFiles.length);
  });

  it('a bad file: every problem as file:line:col: path: message, exit 1', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-val-'));
    const f = path.join(dir, 'x.json');
    writeFileSync(f, '{\n  "id": "Bad Id",\n  "version": 0\n}\n');
    const r = run([f]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `${f}:2:9: id: must be lower-case letters, digits and dashes, like "villers-bocage" (got the text "Bad Id")`,
    );
    expect(r.out).toContain(`${f}:3:14: version: must be at least 1, got 0`);
    expect(r.out.at(-1)).toMatch(/^\d+ problems in 1 of 1 file$/);
  });

  it('a map text file on its own is checked too', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-val-'));
    const f = path.join(dir, 'x.map');
    writeFileSync(f, '[terrain]\n. . .\n . Q .\n');
    const r = run([f]);
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe(
      `${f}:3:4: map.terrain[1][1]: unknown terrain letter "Q" (known: . , r o f b m s v t C i d ~ # w)`,
    );
  });

  it('a path that does not exist: one line with a hint, exit 2', () => {
    const r = run(['no/such/place.json']);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([
      'hexfront validate: no such file or directory "no/such/place.json" (see hexfront validate --help)',
    ]);
  });

  it('the real command prints no stack trace and exits non-zero', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-val-'));
    const f = path.join(dir, 'broken.json');
    writeFileSync(f, '{ "id": ');
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const r = spawnSync(process.execPath, [tsx, path.join(root, 'src/cli/main.ts'), 'validate', f], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`${f}:1:9: not valid JSON: expected a value, found the end of the file`);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  });

  it('scenarios lists system, scale, size, turns, dates and a description line', () => {
    const lines = formatScenarioList(listBundledScenarios(), 100);
    const i = lines.findIndex((l) => l.startsWith('test-crossroads'));
    expect(lines[i]).toMatch(
      /^test-crossroads\s+panzer\s+operational\s+32x24\s+14 turns x 2 h\s+14 Jun 1944 14:00 - 15 Jun 1944 16:00$/,
    );
    expect(lines[i + 1]).toMatch(/^ {4}Test Crossroads: A British armoured division/);
    expect(lines[i + 1]!.length).toBeLessThanOrEqual(100);
  });
});
