// Optional rules and game-level options (PC-OPT): chosen when a game starts, fixed for the game,
// shown to both players on the match card. The scenario gives defaults; the players' choices at
// the start override them (GameOptions, kept in the save).

import type { GameOptions } from '../../../core/system.js';

export interface OptionalRule {
  /** The key used in scenario files, saves and code. */
  readonly key: string;
  readonly id: string;
  readonly name: string;
  readonly summary: string;
}

export const OPTIONAL_RULES: readonly OptionalRule[] = [
  {
    key: 'lockingZoc',
    id: 'PC-OPT-01',
    name: 'Locking Zones of Control',
    summary: 'No moving straight from one enemy ZOC into another',
  },
  {
    key: 'amphibious',
    id: 'PC-OPT-02',
    name: 'Optional Amphibious Rule',
    summary: 'Amphibious units may enter or leave water hexes for their full MA',
  },
  {
    key: 'extendedPatrolling',
    id: 'PC-OPT-03',
    name: 'Extended Patrolling',
    summary: 'Patrols also cancel deployed Deception Units',
  },
  {
    key: 'reconSpotting',
    id: 'PC-OPT-04',
    name: 'Recon Spotting',
    summary: 'Recon units spend 1/3 MP to look for concealed units at Visibility + 1',
  },
  {
    key: 'indirectByMap',
    id: 'PC-OPT-05',
    name: 'Indirect Fire by the Map',
    summary: 'Artillery may fire at hexes nobody spotted, at 1/4',
  },
  {
    key: 'counterbattery',
    id: 'PC-OPT-06',
    name: 'Counterbattery Fire',
    summary: 'Unspotted firing artillery may become spotted',
  },
  {
    key: 'alternateAssault',
    id: 'PC-OPT-07',
    name: 'Alternate Assault',
    summary: 'Range-0 hard attack values count in assaults',
  },
  {
    key: 'surrender',
    id: 'PC-OPT-08',
    name: 'Optional Surrender',
    summary: 'Broken units that cannot retreat are eliminated',
  },
  {
    key: 'nightFatigue',
    id: 'PC-OPT-09',
    name: 'Night Fatigue',
    summary: 'Units that do not rest at night gain fatigue',
  },
  {
    key: 'qualityFatigue',
    id: 'PC-OPT-10',
    name: 'Quality Fatigue Modifier',
    summary: 'Fatigue gain scaled by quality, ×1/2 to ×2',
  },
  {
    key: 'programmedWeather',
    id: 'PC-OPT-11',
    name: 'Programmed Weather',
    summary: "Daily weather from the scenario's weather table",
  },
  {
    key: 'lowVisibilityAir',
    id: 'PC-OPT-12',
    name: 'Low Visibility Air Effects',
    summary: 'Low visibility reduces air availability',
  },
  {
    key: 'artillerySetup',
    id: 'PC-OPT-13',
    name: 'Artillery Setup',
    summary: 'Indirect-fire artillery must set up after moving',
  },
  {
    key: 'virtualSupplyTrucks',
    id: 'PC-OPT-14',
    name: 'Virtual Supply Trucks',
    summary: 'Local supply falls with the road distance from the source',
  },
  {
    key: 'explicitSupply',
    id: 'PC-OPT-15',
    name: 'Explicit Supply',
    summary: 'Supply units resupply units low on ammo or fuel',
  },
  {
    key: 'manualDefensiveFire',
    id: 'PC-OPT-16',
    name: 'Manual Defensive Fire',
    summary: 'The turn is split into movement and fire phases',
  },
  {
    key: 'automaticDefensiveFire',
    id: 'PC-OPT-17',
    name: 'Automatic Defensive Fire',
    summary: 'The computer fires the defensive fire phase',
  },
  {
    key: 'alternativeCalculation',
    id: 'PC-OPT-18',
    name: 'Alternative Calculation',
    summary: 'Casualties are the average of two rolls',
  },
];

export const OPTIONAL_RULE_KEYS: ReadonlySet<string> = new Set(OPTIONAL_RULES.map((r) => r.key));

/** PC-OPT-19: what is decided when a game starts (optional rules, fog of war): the core's GameOptions. */
export type { GameOptions } from '../../../core/system.js';

export interface ResolvedOptions {
  readonly optionalRules: ReadonlySet<string>;
  readonly fogOfWar: boolean;
}

export function resolveOptions(
  scenarioDefaults: { optionalRules?: readonly string[]; fogOfWar?: boolean },
  chosen: GameOptions = {},
): ResolvedOptions {
  const rules = chosen.optionalRules ?? scenarioDefaults.optionalRules ?? [];
  const unknown = rules.filter((r) => !OPTIONAL_RULE_KEYS.has(r));
  if (unknown.length) throw new RangeError(`unknown optional rule(s): ${unknown.join(', ')}`);
  return { optionalRules: new Set(rules), fogOfWar: chosen.fogOfWar ?? scenarioDefaults.fogOfWar ?? true };
}
