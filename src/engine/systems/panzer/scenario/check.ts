// Checking a Panzer Campaigns scenario value (PC-MAP, docs/scenario-format.md): the zod schema,
// the map inline or from a map text file, then the cross-field checks. Pure: the file reading and
// the JSON positions come in through the ScenarioSource (src/scenario/load.ts supplies them).

import type { ScenarioCheck, ScenarioSource } from '../../../core/system.js';
import { describeZodIssue, issuesInFileOrder, type ScenarioIssue } from '../../../core/scenario/issues.js';
import type { MapData, Scenario } from '../model/scenario.js';
import { checkScenario } from './checks.js';
import { parseMapText } from './map-text.js';
import { mapDataSchema, mapFileRefSchema, scenarioWithoutMapSchema } from './schema.js';

/** Checks a parsed scenario value: the schema, the map (inline or a map text file), then the cross-field checks. */
export function checkPanzerScenario(value: unknown, source: ScenarioSource): ScenarioCheck<Scenario> {
  const jsonIssue = (p: string, message: string): ScenarioIssue => source.issue(p, message);
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
      const mapFile = source.fileName(ref.data.file);
      let mapText: string | undefined;
      try {
        mapText = source.read(ref.data.file);
      } catch (e) {
        issues.push(
          jsonIssue('map.file', `cannot read map file "${ref.data.file}": ${(e as Error).message}`),
        );
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

  if (issues.length || !parsed.success || !map) return { issues: issuesInFileOrder(issues) };
  const { $schema: _ignored, ...rest } = parsed.data;
  const scenario: Scenario = { ...rest, map };
  for (const p of checkScenario(scenario))
    issues.push(
      p.path.startsWith('map.') || p.path === 'map'
        ? mapIssue(p.path, p.message)
        : jsonIssue(p.path, p.message),
    );
  return issues.length ? { issues: issuesInFileOrder(issues) } : { scenario, issues };
}
