// Resolves a scenario argument: a path to a scenario file, or the id of a bundled scenario.
import { existsSync, readFileSync } from 'node:fs';
import type { Scenario } from '../engine/model/scenario.js';

export function resolveScenarioArg(arg: string): Scenario {
  if (existsSync(arg)) return JSON.parse(readFileSync(arg, 'utf8')) as Scenario;
  throw new Error(`no scenario file or bundled scenario named "${arg}"`);
}

export function resolveScenarioId(_id: string): Scenario | undefined {
  return undefined;
}
