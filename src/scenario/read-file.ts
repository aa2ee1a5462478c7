// Reading scenario and map files so that no file can hang or swamp the loader (issue 21): through
// files/read-limited.ts (regular files only, a size cap, strict UTF-8), and map files only from
// the scenario's own folder.

import { realpathSync } from 'node:fs';
import path from 'node:path';
import { readTextFile } from '../files/read-limited.js';

export { BadUtf8Error, decodeUtf8Strict } from '../files/read-limited.js';

/** A scenario or map file's text: regular, at most MAX_SCENARIO_BYTES, strict UTF-8. */
export function readScenarioText(file: string): string {
  return readTextFile(file, MAX_SCENARIO_BYTES);
}

/**
 * The size cap of a scenario or map file, chosen from the largest bundled file (kursk-south.json,
 * 0.37 MB) with room for scenarios forty times bigger.
 */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;

/**
 * The path of a file a scenario names (its map text), which must lie in the scenario's folder or
 * below it, after symbolic links: a scenario must not read /etc/passwd or another user's files.
 */
export function fileBesideScenario(scenarioFile: string, rel: string): string {
  const dir = path.dirname(scenarioFile);
  const outside = new Error(`must name a file in the scenario's own folder or below it, not "${rel}"`);
  if (path.isAbsolute(rel)) throw outside;
  const target = path.join(dir, rel);
  const inside = (p: string, base: string) => {
    const r = path.relative(base, p);
    return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
  };
  if (!inside(target, dir)) throw outside;
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    return target; // missing: the read says so
  }
  if (!inside(real, realpathSync(dir))) throw outside;
  return target;
}
