// The fatigue scale a scenario plays on (PC-GEN-03: 0-300; PB-GEN-03, PB-FAT-01: 0-150 under the
// tactical profile) and the scenario data that must fit it: the level table itself and every
// unit's and air unit's starting fatigue. The schema cannot know the scale (it depends on the
// profile and the scenario's own params), so these are cross-field checks naming the field.

import type { Scenario } from '../model/scenario.js';
import type { DeepPartial } from '../model/util.js';
import { defaultVariantParams, type VariantParams } from './rule-params.js';
import type { VariantProblem } from './profile.js';

/** The scale after the profile's defaults and the scenario's params.variant overrides. */
export function resolvedFatigueScale(
  profileVariant: DeepPartial<VariantParams> | undefined,
  scenario: Scenario,
): { fatigueMax: unknown; medium: unknown; high: unknown; profile: string } {
  const base = defaultVariantParams();
  const own = scenario.params?.variant as DeepPartial<VariantParams> | undefined;
  return {
    fatigueMax: own?.fatigueMax ?? profileVariant?.fatigueMax ?? base.fatigueMax,
    medium: own?.fatigueLevels?.medium ?? profileVariant?.fatigueLevels?.medium ?? base.fatigueLevels.medium,
    high: own?.fatigueLevels?.high ?? profileVariant?.fatigueLevels?.high ?? base.fatigueLevels.high,
    profile: scenario.profile ?? 'operational',
  };
}

/**
 * PB-FAT-01 / PC-GEN-03: the levels run None 0, Low 1.., Medium, High, Maximum = fatigueMax, so
 * 1 <= medium < high < fatigueMax, all whole numbers; and no unit starts above the Maximum.
 */
export function fatigueScaleProblems(
  profileVariant: DeepPartial<VariantParams> | undefined,
  scenario: Scenario,
): VariantProblem[] {
  const out: VariantProblem[] = [];
  const { fatigueMax, medium, high, profile } = resolvedFatigueScale(profileVariant, scenario);
  const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
  if (!whole(fatigueMax) || fatigueMax < 3) {
    out.push({
      path: 'params.variant.fatigueMax',
      message: `must be a whole number of at least 3 (room for Low, Medium and High), got ${JSON.stringify(fatigueMax)}`,
    });
    return out;
  }
  if (!whole(medium) || !whole(high) || !(1 <= medium && medium < high && high < fatigueMax)) {
    out.push({
      path: 'params.variant.fatigueLevels',
      message: `needs whole numbers 1 <= medium < high < fatigueMax (${fatigueMax}), got medium ${JSON.stringify(medium)}, high ${JSON.stringify(high)}`,
    });
  }
  const above = (f: number | undefined): boolean => f !== undefined && f > fatigueMax;
  const scale = `the ${fatigueMax}-point fatigue scale of the ${profile} profile (params.variant.fatigueMax)`;
  scenario.units.forEach((u, i) => {
    if (above(u.fatigue))
      out.push({ path: `units[${i}].fatigue`, message: `${u.fatigue} is above the Maximum of ${scale}` });
  });
  scenario.air?.forEach((a, i) => {
    if (above(a.fatigue))
      out.push({ path: `air[${i}].fatigue`, message: `${a.fatigue} is above the Maximum of ${scale}` });
  });
  return out;
}
