// The scenarios shipped in scenarios/ at the package root. The folder is found from this module's
// URL (in src/ or in the dist/ bundle), not the working directory, so `hexfront` works from anywhere.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import { checkScenarioFile, loadScenarioFile } from './load.js';
import { ScenarioError, type ScenarioIssue } from '../engine/core/scenario/issues.js';
import { packageRoot } from '../package-root.js';

export const SCENARIO_DIR = path.join(packageRoot(import.meta.url), 'scenarios');

/** The tutorial; `npm start` opens it. */
export const TUTORIAL_SCENARIO_ID = 'villers-bocage';
/** The scenario the tests play. */
export const TEST_SCENARIO_ID = 'test-crossroads';
/** What `npm start` plays: the tutorial once it is bundled, else the test scenario. */
export const DEFAULT_SCENARIO_ID = existsSync(path.join(SCENARIO_DIR, `${TUTORIAL_SCENARIO_ID}.json`))
  ? TUTORIAL_SCENARIO_ID
  : TEST_SCENARIO_ID;

export interface ScenarioSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly scale: Scenario['scale'];
  readonly width: number;
  readonly height: number;
  /** "YYYY-MM-DDTHH:MM" of the first and the last turn. */
  readonly firstTurn: string;
  readonly lastTurn: string;
  readonly turns: number;
  readonly minutesPerTurn: number;
  readonly units: { readonly allied: number; readonly axis: number };
  /** Absolute path of the scenario file. */
  readonly file: string;
}

export interface BundledEntry {
  readonly file: string;
  readonly summary?: ScenarioSummary;
  readonly issues: readonly ScenarioIssue[];
}

/** Local date-time arithmetic on "YYYY-MM-DDTHH:MM" strings (no time zones involved). */
export function addMinutes(dateTime: string, minutes: number): string {
  const d = new Date(`${dateTime}:00Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 16);
}

export function summarize(s: Scenario, file: string): ScenarioSummary {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    scale: s.scale,
    width: s.map.width,
    height: s.map.height,
    firstTurn: s.start.date,
    lastTurn: addMinutes(s.start.date, (s.start.turns - 1) * s.start.minutesPerTurn),
    turns: s.start.turns,
    minutesPerTurn: s.start.minutesPerTurn,
    units: {
      allied: s.units.filter((u) => u.side === 'allied').length,
      axis: s.units.filter((u) => u.side === 'axis').length,
    },
    file,
  };
}

function scenarioFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Every bundled scenario file, checked: broken ones carry their issues instead of a summary. */
export function checkBundledScenarios(dir = SCENARIO_DIR): BundledEntry[] {
  return scenarioFiles(dir).map((file) => {
    const r = checkScenarioFile(file);
    return r.scenario
      ? { file, summary: summarize(r.scenario, file), issues: [] }
      : { file, issues: r.issues };
  });
}

/** The valid bundled scenarios, by id. */
export function listBundledScenarios(dir = SCENARIO_DIR): ScenarioSummary[] {
  return checkBundledScenarios(dir)
    .flatMap((e) => (e.summary ? [e.summary] : []))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Loads a bundled scenario by id (file <id>.json first, else any file with that id). */
export function loadBundledScenario(id: string, dir = SCENARIO_DIR): Scenario {
  const direct = path.join(dir, `${id}.json`);
  if (existsSync(direct)) {
    const s = loadScenarioFile(direct);
    if (s.id === id) return s;
  }
  for (const file of scenarioFiles(dir)) {
    const r = checkScenarioFile(file);
    if (r.scenario?.id === id) return r.scenario;
  }
  const known = listBundledScenarios(dir).map((s) => s.id);
  throw new ScenarioError([
    {
      file: id,
      path: '',
      message: `no bundled scenario "${id}"; known: ${known.length ? known.join(', ') : 'none'}`,
    },
  ]);
}
