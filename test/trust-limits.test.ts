// Issue 21: a scenario's numbers have maximums, so that an edited range, speed or map size is a
// clear issue naming the field instead of a game that spins at 100% CPU.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIO_LIMITS } from '../src/engine/systems/panzer/scenario/schema.js';
import { checkGameScenarioText } from '../src/scenario/load.js';

const FILE = path.join(import.meta.dirname, '..', 'scenarios', 'test-crossroads.json');
type Json = Record<string, unknown> & { units: Record<string, unknown>[]; map: unknown };

function issuesWith(edit: (s: Json) => void): string[] {
  const s = JSON.parse(readFileSync(FILE, 'utf8')) as Json;
  edit(s);
  return checkGameScenarioText(JSON.stringify(s, null, 2), FILE).issues.map((i) => `${i.path}: ${i.message}`);
}

describe('scenario number maximums (issue 21)', () => {
  it('the bundled scenario is within every maximum', () => {
    expect(issuesWith(() => {})).toEqual([]);
  });

  it('soft.range 1000000 is refused, naming the field', () => {
    const issues = issuesWith((s) => ((s.units[0]!.soft as { range: number }).range = 1_000_000));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(new RegExp(`^units\\[0\\]\\.soft\\.range: .*${SCENARIO_LIMITS.range}`));
  });

  it('speed 1e9 is refused, naming the field', () => {
    const issues = issuesWith((s) => (s.units[3]!.speed = 1e9));
    expect(issues[0]).toMatch(/^units\[3\]\.speed: .*500/);
  });

  it('a map wider than the maximum is refused before anything is built from it', () => {
    const issues = issuesWith((s) => (s.map = { width: 100_000, height: 1, terrain: ['c'] }));
    expect(issues.some((i) => /^map\.width: .*1000/.test(i))).toBe(true);
  });

  it('the limits sit well above the largest bundled values', () => {
    expect(SCENARIO_LIMITS.range).toBeGreaterThanOrEqual(52 * 2);
    expect(SCENARIO_LIMITS.units).toBeGreaterThanOrEqual(4_000);
    expect(SCENARIO_LIMITS.mapSide).toBeGreaterThanOrEqual(500);
  });
});
