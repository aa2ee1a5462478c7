// Reading scenario files: JSON (with its map inline or in a map text file), checked by the schema
// and the cross-field checks. Used by the CLI, the terminal client, the A/I harness and saves.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MapData, Scenario } from '../engine/systems/panzer/model/scenario.js';
import { canonicalJson } from '../engine/core/serialize.js';
import { checkScenario } from '../engine/systems/panzer/scenario/checks.js';
import {
  mapDataSchema,
  mapFileRefSchema,
  scenarioWithoutMapSchema,
} from '../engine/systems/panzer/scenario/schema.js';
import { describeZodIssue, ScenarioError, type ScenarioIssue } from '../engine/core/scenario/issues.js';
import { JsonSyntaxError, parseJsonSource } from '../engine/core/scenario/json-source.js';
import { parseMapText } from '../engine/systems/panzer/scenario/map-text.js';

export interface CheckResult {
  /** Present when there are no issues. */
  readonly scenario?: Scenario;
  readonly issues: readonly ScenarioIssue[];
}

/** Reads a file the loader needs; throws a plain Error whose message says why (for tests, a stub). */
export type ReadText = (file: string) => string;

const readUtf8: ReadText = (file) => readFileSync(file, 'utf8');

function readError(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a directory, not a file';
  if (code === 'EACCES') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/**
 * Checks scenario JSON text. `file` is the name used in messages and the base for a map file
 * reference; `read` reads that map file.
 */
export function checkScenarioText(text: string, file: string, read: ReadText = readUtf8): CheckResult {
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
  return checkScenarioValue(source.value, file, read, jsonIssue);
}

/** Checks an already parsed value (for example a scenario embedded in a save). */
export function checkScenarioValue(
  value: unknown,
  file: string,
  read: ReadText = readUtf8,
  jsonIssue: (p: string, message: string) => ScenarioIssue = (p, message) => ({ file, path: p, message }),
): CheckResult {
  const issues: ScenarioIssue[] = [];
  const parsed = scenarioWithoutMapSchema.safeParse(value, { reportInput: true });
  if (!parsed.success)
    for (const iss of parsed.error.issues)
      for (const d of describeZodIssue(iss)) issues.push(jsonIssue(d.path, d.message));

  // The map: inline MapData, or {"file": "name.map"} next to the scenario file.
  const rawMap = (value as { map?: unknown } | null)?.map;
  let map: MapData | undefined;
  let mapIssue = (p: string, message: string): ScenarioIssue => jsonIssue(p, message);
  if (rawMap !== null && typeof rawMap === 'object' && 'file' in rawMap) {
    const ref = mapFileRefSchema.safeParse(rawMap, { reportInput: true });
    if (!ref.success) {
      for (const iss of ref.error.issues)
        for (const d of describeZodIssue(iss))
          issues.push(jsonIssue(`map${d.path ? '.' + d.path : ''}`, d.message));
    } else {
      const mapFile = path.join(path.dirname(file), ref.data.file);
      let mapText: string | undefined;
      try {
        mapText = read(mapFile);
      } catch (e) {
        issues.push(jsonIssue('map.file', `cannot read map file "${ref.data.file}": ${readError(e)}`));
      }
      if (mapText !== undefined) {
        const parsedMap = parseMapText(mapText);
        for (const e of parsedMap.errors)
          issues.push({
            file: mapFile,
            path: `map${e.path ? '.' + e.path : ''}`,
            line: e.line,
            col: e.col,
            message: e.message,
          });
        map = parsedMap.map;
        mapIssue = (p, message) => {
          const pos = parsedMap.locate(p.replace(/^map\.?/, ''));
          return pos
            ? { file: mapFile, path: p, ...pos, message }
            : jsonIssue('map.file', `${p}: ${message}`);
        };
      }
    }
  } else if (rawMap === null || typeof rawMap !== 'object' || !('terrain' in rawMap)) {
    // Neither form: say what the two forms are rather than list every missing inline field.
    issues.push(
      jsonIssue(
        'map',
        `${rawMap === undefined ? 'is missing' : 'is neither form of map'}: give { "file": "name.map" } (map text) or the map inline with width, height and terrain`,
      ),
    );
  } else {
    const m = mapDataSchema.safeParse(rawMap, { reportInput: true });
    if (!m.success)
      for (const iss of m.error.issues)
        for (const d of describeZodIssue(iss))
          issues.push(jsonIssue(`map${d.path ? '.' + d.path : ''}`, d.message));
    else map = m.data;
  }

  if (issues.length || !parsed.success || !map) return { issues: inFileOrder(issues) };
  const { $schema: _ignored, ...rest } = parsed.data;
  const scenario: Scenario = { ...rest, map };
  for (const p of checkScenario(scenario))
    issues.push(
      p.path.startsWith('map.') || p.path === 'map'
        ? mapIssue(p.path, p.message)
        : jsonIssue(p.path, p.message),
    );
  return issues.length ? { issues: inFileOrder(issues) } : { scenario, issues };
}

/** Issues sorted by file, line and column, as an editor lists them. */
function inFileOrder(issues: ScenarioIssue[]): ScenarioIssue[] {
  return issues
    .map((i, k) => ({ i, k }))
    .sort(
      (a, b) =>
        (a.i.file < b.i.file ? -1 : a.i.file > b.i.file ? 1 : 0) ||
        (a.i.line ?? 0) - (b.i.line ?? 0) ||
        (a.i.col ?? 0) - (b.i.col ?? 0) ||
        a.k - b.k,
    )
    .map(({ i }) => i);
}

/** Reads and checks one scenario file. `file` is used as given in every message. */
export function checkScenarioFile(file: string, read: ReadText = readUtf8): CheckResult {
  let text: string;
  try {
    text = read(file);
  } catch (e) {
    return { issues: [{ file, path: '', message: `cannot read: ${readError(e)}` }] };
  }
  return checkScenarioText(text, file, read);
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
export function scenarioContentHash(scenario: Scenario): string {
  return createHash('sha256').update(canonicalJson(scenario)).digest('hex');
}
