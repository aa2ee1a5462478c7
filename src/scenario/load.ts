// Reading scenario files: JSON (with its map inline or in a map text file), checked by the schema
// and the cross-field checks. Used by the CLI, the terminal client, the A/I harness and saves.

import path from 'node:path';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import { canonicalHash } from '../engine/core/serialize.js';
import type { AnySystem, ScenarioSummary } from '../engine/core/system.js';
import { ScenarioError, type ScenarioIssue } from '../engine/core/scenario/issues.js';
import { JsonSyntaxError, parseJsonSource } from '../engine/core/scenario/json-source.js';
import { DEFAULT_SYSTEM_ID, listSystems, systemById } from '../engine/registry.js';
import { BadUtf8Error, fileBesideScenario, readScenarioText } from './read-file.js';

export interface CheckResult {
  /** Present when there are no issues. */
  readonly scenario?: Scenario;
  readonly issues: readonly ScenarioIssue[];
}

/** Reads a file the loader needs; throws a plain Error whose message says why (for tests, a stub). */
export type ReadText = (file: string) => string;

const readUtf8: ReadText = readScenarioText;

function readError(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory, not a file';
  if (code === 'EACCES') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** A checked scenario of any rule system, with the system that plays it. */
export interface LoadedScenario {
  readonly system: AnySystem;
  readonly scenario: unknown;
  readonly summary: ScenarioSummary;
}

/** A scenario already checked (a test fixture, a generated one) with its system and summary. */
export function loadedScenario(system: AnySystem, scenario: unknown): LoadedScenario {
  return { system, scenario, summary: system.summarize(scenario) };
}

export interface GameScenarioCheck {
  /** Present when there are no issues. */
  readonly loaded?: LoadedScenario;
  readonly issues: readonly ScenarioIssue[];
}

/**
 * Checks a parsed scenario value of any system: its `system` field names the system (none means
 * panzer, the files written before there were several), and that system checks the rest.
 */
export function checkGameScenarioValue(
  value: unknown,
  file: string,
  read: ReadText = readUtf8,
  jsonIssue: (p: string, message: string) => ScenarioIssue = (p, message) => ({ file, path: p, message }),
): GameScenarioCheck {
  const named =
    value !== null && typeof value === 'object' ? (value as { system?: unknown }).system : undefined;
  const id = named ?? DEFAULT_SYSTEM_ID;
  const system = typeof id === 'string' ? systemById(id) : undefined;
  if (!system)
    return {
      issues: [
        jsonIssue(
          'system',
          `names no rule system hexfront knows ("${String(id)}"); known: ${listSystems()
            .map((x) => x.id)
            .join(', ')}`,
        ),
      ],
    };
  const beside = (rel: string) => path.join(path.dirname(file), rel);
  const r = system.checkScenario(value, {
    file,
    fileName: beside,
    read(rel) {
      try {
        return read(fileBesideScenario(file, rel));
      } catch (e) {
        throw new Error(readError(e));
      }
    },
    issue: jsonIssue,
  });
  if (!r.scenario) return { issues: r.issues };
  return { loaded: loadedScenario(system, r.scenario), issues: [] };
}

/** Checks scenario JSON text of any system; issues carry line and column. */
export function checkGameScenarioText(
  text: string,
  file: string,
  read: ReadText = readUtf8,
): GameScenarioCheck {
  let source;
  try {
    source = parseJsonSource(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError)
      return {
        issues: [
          { file, path: '', line: e.pos.line, col: e.pos.col, message: `not valid JSON: ${e.message}` },
        ],
      };
    throw e;
  }
  // An unknown or missing field points at the nearest enclosing value.
  const jsonIssue = (p: string, message: string): ScenarioIssue => ({
    file,
    path: p,
    ...source.locate(p),
    message,
  });
  return checkGameScenarioValue(source.value, file, read, jsonIssue);
}

/** Reads and checks one scenario file of any system. */
export function checkGameScenarioFile(file: string, read: ReadText = readUtf8): GameScenarioCheck {
  let text: string;
  try {
    text = read(file);
  } catch (e) {
    if (e instanceof BadUtf8Error)
      return { issues: [{ file, path: '', line: e.line, col: e.col, message: e.message }] };
    return { issues: [{ file, path: '', message: `cannot read: ${readError(e)}` }] };
  }
  return checkGameScenarioText(text, file, read);
}

/** Loads a scenario file of any system, or throws a ScenarioError naming file, field, line and column. */
export function loadGameScenarioFile(file: string, read: ReadText = readUtf8): LoadedScenario {
  const r = checkGameScenarioFile(file, read);
  if (!r.loaded) throw new ScenarioError(r.issues);
  return r.loaded;
}

// ---- typed for Panzer Campaigns scenarios (that system's tools, tests and benchmarks) ----------

const PANZER = 'panzer';

function panzerOnly(r: GameScenarioCheck, file: string): CheckResult {
  if (!r.loaded) return { issues: r.issues };
  if (r.loaded.system.id !== PANZER)
    return {
      issues: [
        { file, path: 'system', message: `is a ${r.loaded.system.title} scenario, not Panzer Campaigns` },
      ],
    };
  return { scenario: r.loaded.scenario as Scenario, issues: [] };
}

/** The Panzer Campaigns scenario of a loaded one, or a ScenarioError saying it is of another system. */
export function panzerScenarioOf(loaded: LoadedScenario, file: string): Scenario {
  const r = panzerOnly({ loaded, issues: [] }, file);
  if (!r.scenario) throw new ScenarioError(r.issues);
  return r.scenario;
}

/** Checks an already parsed value (for example a scenario embedded in a save). */
export function checkScenarioValue(
  value: unknown,
  file: string,
  read: ReadText = readUtf8,
  jsonIssue?: (p: string, message: string) => ScenarioIssue,
): CheckResult {
  return panzerOnly(checkGameScenarioValue(value, file, read, jsonIssue), file);
}

/** Checks scenario JSON text. `file` is the name used in messages and the base for a map file reference. */
export function checkScenarioText(text: string, file: string, read: ReadText = readUtf8): CheckResult {
  return panzerOnly(checkGameScenarioText(text, file, read), file);
}

/** Reads and checks one scenario file. `file` is used as given in every message. */
export function checkScenarioFile(file: string, read: ReadText = readUtf8): CheckResult {
  return panzerOnly(checkGameScenarioFile(file, read), file);
}

/** Loads a scenario file, or throws a ScenarioError naming file, field path, line and column. */
export function loadScenarioFile(file: string, read: ReadText = readUtf8): Scenario {
  const r = checkScenarioFile(file, read);
  if (!r.scenario) throw new ScenarioError(r.issues);
  return r.scenario;
}

/**
 * sha256 (hex) of the canonical JSON of a scenario (keys sorted, engine/serialize.ts); saves keep it
 * to notice a changed scenario.
 */
export function scenarioContentHash(scenario: unknown): string {
  return canonicalHash(scenario);
}
