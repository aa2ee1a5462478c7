// The scenarios shipped in scenarios/ at the package root, of any rule system. The folder is found
// from this module's URL (in src/ or in the dist/ bundle), not the working directory, so
// `hexfront` works from anywhere.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ScenarioSummary } from '../engine/core/system.js';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import {
  checkGameScenarioFile,
  loadGameScenarioFile,
  panzerScenarioOf,
  type LoadedScenario,
} from './load.js';
import { ScenarioError, type ScenarioIssue } from '../engine/core/scenario/issues.js';
import { packageRoot } from '../package-root.js';

export type { ScenarioSummary };

export const SCENARIO_DIR = path.join(packageRoot(import.meta.url), 'scenarios');

/** The tutorial; `npm start` opens it. */
export const TUTORIAL_SCENARIO_ID = 'villers-bocage';
/** The scenario the tests play. */
export const TEST_SCENARIO_ID = 'test-crossroads';
/** The scenario of the OCS movement module (issue 14): Operation Exporter, Syria 1941. */
export const OCS_SCENARIO_ID = 'syria-1941';
/** What `npm start` plays: the tutorial once it is bundled, else the test scenario. */
export const DEFAULT_SCENARIO_ID = existsSync(path.join(SCENARIO_DIR, `${TUTORIAL_SCENARIO_ID}.json`))
  ? TUTORIAL_SCENARIO_ID
  : TEST_SCENARIO_ID;

/** Scenarios whose id starts with "test-" are fixtures of the tests: lists for players leave them out. */
export function isTestScenario(id: string): boolean {
  return id.startsWith('test-');
}

/** A bundled scenario's summary (RuleSystem.summarize) and the absolute path of its file. */
export type BundledSummary = ScenarioSummary & { readonly file: string };

export interface BundledEntry {
  readonly file: string;
  readonly summary?: BundledSummary;
  readonly issues: readonly ScenarioIssue[];
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
    const r = checkGameScenarioFile(file);
    return r.loaded
      ? { file, summary: { ...r.loaded.summary, file }, issues: [] }
      : { file, issues: r.issues };
  });
}

/** The valid bundled scenarios, by id. */
export function listBundledScenarios(dir = SCENARIO_DIR): BundledSummary[] {
  return checkBundledScenarios(dir)
    .flatMap((e) => (e.summary ? [e.summary] : []))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Loads a bundled scenario of any system by id (file <id>.json first, else any file with that id). */
export function loadBundledGameScenario(id: string, dir = SCENARIO_DIR): LoadedScenario {
  const direct = path.join(dir, `${id}.json`);
  if (existsSync(direct)) {
    const l = loadGameScenarioFile(direct);
    if (l.summary.id === id) return l;
  }
  for (const file of scenarioFiles(dir)) {
    const r = checkGameScenarioFile(file);
    if (r.loaded?.summary.id === id) return r.loaded;
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

/** Loads a bundled Panzer Campaigns scenario by id (that system's tests and tools). */
export function loadBundledScenario(id: string, dir = SCENARIO_DIR): Scenario {
  return panzerScenarioOf(loadBundledGameScenario(id, dir), id);
}
