// The rule systems hexfront plays. Adding a system is one line here; nothing above the engine
// names a system. Tests add their own (a test-only system) with registerSystem().

import type { AnySystem } from './core/system.js';
import { areaImpulseSystem } from './systems/area-impulse/system.js';
import { panzerSystem } from './systems/panzer/system.js';
import { redStrikeSystem } from './systems/red-strike/system.js';

/** The system of a scenario file that names none (files written before there were several). */
export const DEFAULT_SYSTEM_ID = 'panzer';

const systems = new Map<string, AnySystem>([
  [panzerSystem.id, panzerSystem],
  [areaImpulseSystem.id, areaImpulseSystem],
  [redStrikeSystem.id, redStrikeSystem],
]);

export function registerSystem(system: AnySystem): void {
  systems.set(system.id, system);
}

export function systemById(id: string): AnySystem | undefined {
  return systems.get(id);
}

/** The system with this id, or an Error that lists the known ones. */
export function requireSystem(id: string): AnySystem {
  const s = systems.get(id);
  if (!s) throw new RangeError(`no rule system "${id}"; known: ${[...systems.keys()].join(', ')}`);
  return s;
}

export function listSystems(): AnySystem[] {
  return [...systems.values()];
}
