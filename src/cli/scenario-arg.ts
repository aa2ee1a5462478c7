// Command-line arguments that name a scenario or a side, for any rule system: a path to a scenario
// file or the id of a bundled scenario; a side of the scenario's system.
import { existsSync } from 'node:fs';
import type { AnySystem, SideId } from '../engine/core/system.js';
import { loadBundledGameScenario } from '../scenario/bundled.js';
import { loadGameScenarioFile, type LoadedScenario } from '../scenario/load.js';

export function resolveScenarioArg(arg: string): LoadedScenario {
  if (existsSync(arg)) return loadGameScenarioFile(arg);
  return loadBundledGameScenario(arg);
}

/** For saves: a bundled scenario by id, or undefined when none has that id. */
export function resolveScenarioId(id: string): LoadedScenario | undefined {
  try {
    return loadBundledGameScenario(id);
  } catch {
    return undefined;
  }
}

/** A side given on the command line (any case), or an Error naming the option and the system's sides. */
export function parseSideArg(system: AnySystem, value: string, option = '--side'): SideId {
  const side = system.sides.find((s) => s.toLowerCase() === value.toLowerCase());
  if (side === undefined)
    throw new Error(
      `${option} must be one of ${system.sides.join(', ')} (the sides of ${system.title}), got "${value}"`,
    );
  return side;
}
