// The profiles and modules a panzer scenario may select (`profile`, `modules` in the scenario),
// and the hooks and parameter defaults they add up to. Tests and later issues add their own with
// registerProfile / registerModule.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { handleMode, handleMove } from '../rules/movement.js';
import { START_STEPS } from '../rules/turn.js';
import { movementAllowance } from '../rules/allowance.js';
import { evalStep } from '../rules/movecost.js';
import { OCS_MODULE } from '../modules/ocs/index.js';
import { fatigueFactor, moraleBase } from '../rules/combat-units.js';
import { TACTICAL } from './tactical/index.js';
import { withSupplySwitches } from './supply-switches.js';
import { fatigueScaleProblems } from './fatigue-scale.js';
import { transportProblems } from '../rules/transport.js';
import type { TurnStep } from '../rules/turn.js';
import type { Params } from '../model/params.js';
import { deepMerge, type DeepPartial } from '../model/util.js';
import type { PanzerHooks, PanzerModule, PanzerProfile, VariantProblem } from './profile.js';
import { ENGAGEMENT_LIMITS, OP_FIRE_CLASSES } from './rule-params.js';

export type { PanzerHooks, PanzerModule, PanzerProfile, VariantProblem } from './profile.js';

/** The scale the manual's defaults describe: 1 km hexes, 2-hour turns, battalions (Appendix A). */
export const OPERATIONAL: PanzerProfile = {
  id: 'operational',
  name: 'Panzer Campaigns (operational)',
  description: 'The rules and Parameter Data defaults of the Panzer Campaigns manual',
};

export const DEFAULT_PROFILE = OPERATIONAL.id;

// The tactical profile (issue 13): Panzer Battles, selected with "profile": "tactical".
const profiles = new Map<string, PanzerProfile>([
  [OPERATIONAL.id, OPERATIONAL],
  [TACTICAL.id, TACTICAL],
]);
// The OCS movement phase (issue 14): a scenario with "modules": ["ocs"] selects it.
const modules = new Map<string, PanzerModule>([[OCS_MODULE.id, OCS_MODULE]]);

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
  // Built on each call, not at load: START_STEPS may still be uninitialised in an import cycle.
  return {
    startSteps: switchedSteps(START_STEPS),
    move: handleMove,
    mode: handleMode,
    allowance: movementAllowance,
    stepCost: evalStep,
    breakout: refuseBreakout,
    railMove: refuseRailMove,
    blowDepot: refuseBlowDepot,
    construct: refuseConstruct,
    ocsSegment: refuseOcsSegment,
    guard: noGuard,
    fatigueFactor: operationalFatigueFactor,
    moraleBase, // PC-CRT-05
  };
}

// The start steps with the Low Ammo / Low Fuel switches (supply-switches.ts), built once so that
// every world of the same rules shares one array.
let switched: { from: readonly TurnStep[]; to: TurnStep[] } | undefined;
function switchedSteps(steps: readonly TurnStep[]): TurnStep[] {
  if (switched?.from !== steps) switched = { from: steps, to: withSupplySwitches(steps) };
  return switched.to;
}

/** PC-CRT-04: the operational game's fixed fatigue factor by size class (the parameters unused). */
function operationalFatigueFactor(_params: Params, def: Parameters<typeof fatigueFactor>[0]): number {
  return fatigueFactor(def);
}

function refuseBlowDepot(): RuleError {
  return refuseOcs('Blowing depots', 'OCS-MOV-50');
}
function refuseConstruct(): RuleError {
  return refuseOcs('Building airbases, fortifications and ports', 'OCS-MOV-60');
}
function refuseOcsSegment(): RuleError {
  return refuseOcs('The segments of the OCS Movement Phase', 'OCS-MOV-01');
}
function noGuard(): null {
  return null;
}

function refuseOcs(what: string, rule: string): RuleError {
  return ruleError(
    'NOT_ALLOWED',
    `${what} belong to the OCS movement module, which this scenario does not use.`,
    rule,
  );
}

// Module orders the operational rules do not have: a refusal that says which module has them.
// Function declarations (not consts), so they exist however the import cycle is entered.
function refuseBreakout(): RuleError {
  return ruleError(
    'NOT_ALLOWED',
    'Breakout attempts belong to the OCS movement module, which this scenario does not use.',
    'OCS-MOV-10',
  );
}
function refuseRailMove(): RuleError {
  return ruleError(
    'NOT_ALLOWED',
    'Rail moves (entrain, move, detrain) belong to the OCS movement module, which this scenario does not use.',
    'OCS-MOV-40',
  );
}

/** "Panzer Battles (tactical) + OCS movement": the profile and modules a scenario selects, by name. */
export function variantTitle(
  profileId: string = DEFAULT_PROFILE,
  moduleIdsChosen: readonly string[] = [],
): string {
  const names = [profiles.get(profileId)?.name ?? profileId];
  for (const id of moduleIdsChosen) names.push(modules.get(id)?.name ?? id);
  return names.join(' + ');
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

/** The problems of a scenario's data for the modules it selects (unknown ids are checked elsewhere). */
export function variantProblems(scenario: Parameters<NonNullable<PanzerModule['check']>>[0]): {
  path: string;
  message: string;
}[] {
  const out: { path: string; message: string }[] = [];
  for (const id of scenario.modules ?? []) {
    const m = modules.get(id);
    if (m?.check) out.push(...m.check(scenario));
  }
  out.push(...engagementLimitProblems(scenario.params?.variant?.engagementLimits));
  out.push(...transportProblems(scenario)); // PB-UNIT-33: a Transport unit is made of vehicles
  // PC-GEN-03 / PB-FAT-01: the profile's fatigue scale and the units' starting fatigue on it.
  out.push(
    ...fatigueScaleProblems(profiles.get(scenario.profile ?? DEFAULT_PROFILE)?.params?.variant, scenario),
  );
  return out;
}

/** PB-FIRE-37: every cell of a scenario's engagement-limit matrices is N, S, M or L. */
function engagementLimitProblems(limits: unknown): VariantProblem[] {
  const out: VariantProblem[] = [];
  if (limits === undefined) return out;
  const base = 'params.variant.engagementLimits';
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(limits))
    return [{ path: base, message: 'must be an object with "allied" and "axis" matrices' }];
  for (const [side, matrix] of Object.entries(limits)) {
    if (side !== 'allied' && side !== 'axis') {
      out.push({ path: `${base}.${side}`, message: 'is not a side; use "allied" or "axis"' });
      continue;
    }
    if (!isObject(matrix)) {
      out.push({ path: `${base}.${side}`, message: 'must be an object of firer classes' });
      continue;
    }
    for (const [firer, row] of Object.entries(matrix)) {
      const at = `${base}.${side}.${firer}`;
      if (!(OP_FIRE_CLASSES as readonly string[]).includes(firer)) {
        out.push({ path: at, message: `is not a unit class; use one of ${OP_FIRE_CLASSES.join(', ')}` });
        continue;
      }
      if (!isObject(row)) {
        out.push({ path: at, message: 'must be an object of target classes' });
        continue;
      }
      for (const [target, v] of Object.entries(row)) {
        if (!(OP_FIRE_CLASSES as readonly string[]).includes(target))
          out.push({
            path: `${at}.${target}`,
            message: `is not a unit class; use one of ${OP_FIRE_CLASSES.join(', ')}`,
          });
        else if (!(ENGAGEMENT_LIMITS as readonly unknown[]).includes(v))
          out.push({
            path: `${at}.${target}`,
            message: `must be N (never), S (short), M (medium) or L (long), got ${JSON.stringify(v)}`,
          });
      }
    }
  }
  return out;
}
