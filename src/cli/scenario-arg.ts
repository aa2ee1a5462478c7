// Resolves a scenario argument: a path to a scenario file, or the id of a bundled scenario.
import { existsSync } from 'node:fs';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import { loadBundledScenario, loadScenarioFile } from '../scenario/index.js';

export function resolveScenarioArg(arg: string): Scenario {
  if (existsSync(arg)) return loadScenarioFile(arg);
  return loadBundledScenario(arg);
}

/** For saves: a bundled scenario by id, or undefined when none has that id. */
export function resolveScenarioId(id: string): Scenario | undefined {
  try {
    return loadBundledScenario(id);
  } catch {
    return undefined;
  }
}
