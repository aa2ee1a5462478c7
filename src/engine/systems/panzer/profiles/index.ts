// The profiles and modules a panzer scenario may select (`profile`, `modules` in the scenario),
// and the hooks and parameter defaults they add up to. Tests and later issues add their own with
// registerProfile / registerModule.

import { handleMode, handleMove } from '../rules/movement.js';
import { START_STEPS } from '../rules/turn.js';
import type { Params } from '../model/params.js';
import { deepMerge, type DeepPartial } from '../model/util.js';
import type { PanzerHooks, PanzerModule, PanzerProfile } from './profile.js';

export type { PanzerHooks, PanzerModule, PanzerProfile } from './profile.js';

/** The scale the manual's defaults describe: 1 km hexes, 2-hour turns, battalions (Appendix A). */
export const OPERATIONAL: PanzerProfile = {
  id: 'operational',
  name: 'Panzer Campaigns (operational)',
  description: 'The rules and Parameter Data defaults of the Panzer Campaigns manual',
};

export const DEFAULT_PROFILE = OPERATIONAL.id;

const profiles = new Map<string, PanzerProfile>([[OPERATIONAL.id, OPERATIONAL]]);
const modules = new Map<string, PanzerModule>();

export function registerProfile(p: PanzerProfile): void {
  profiles.set(p.id, p);
}

export function registerModule(m: PanzerModule): void {
  modules.set(m.id, m);
}

export function profileIds(): string[] {
  return [...profiles.keys()];
}

export function moduleIds(): string[] {
  return [...modules.keys()];
}

/** The hooks of the operational rules: what every profile starts from. */
export function baseHooks(): PanzerHooks {
  return { startSteps: START_STEPS, move: handleMove, mode: handleMode };
}

export interface ResolvedVariant {
  readonly profile: PanzerProfile;
  readonly modules: readonly PanzerModule[];
  readonly hooks: PanzerHooks;
  /** The default parameters with the profile's and the modules' over them (the scenario's go on top). */
  readonly params: Params;
}

/** The profile and modules by id, their hooks layered in order and their parameters merged. */
export function resolveVariant(
  defaults: Params,
  profileId: string = DEFAULT_PROFILE,
  moduleIdsChosen: readonly string[] = [],
): ResolvedVariant {
  const profile = profiles.get(profileId);
  if (!profile) throw new RangeError(`unknown profile "${profileId}"; known: ${profileIds().join(', ')}`);
  const chosen = moduleIdsChosen.map((id) => {
    const m = modules.get(id);
    if (!m) throw new RangeError(`unknown module "${id}"; known: ${moduleIds().join(', ') || 'none yet'}`);
    return m;
  });
  let hooks = baseHooks();
  let params = defaults;
  for (const v of [profile, ...chosen]) {
    if (v.hooks) hooks = { ...hooks, ...v.hooks(hooks) };
    if (v.params) params = deepMerge(params, v.params as DeepPartial<Params>);
  }
  return { profile, modules: chosen, hooks, params };
}
