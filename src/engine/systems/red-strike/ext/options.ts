// The switches of the extended game (issue 17): each group of [EXT] rules and each optional rule
// (RS-OPT-n = §30.n) is a key in the game's optional rules. The scenario names the ones it plays
// with (`options`); `--rules` and the new-game wizard may change them (GameOptions.optionalRules).

import type { OptionalRuleInfo } from '../../../core/system.js';
import type { RsState } from '../model.js';

/** The groups of extended rules, each one switch. */
export const EXT_GROUPS = [
  {
    key: 'air',
    name: 'Air war',
    rule: 'RS-AIR-1',
    description:
      'Air bases, sorties, modes and missions; air-to-air, ground-to-air and air-to-ground combat; air defence networks (§15-§17).',
  },
  {
    key: 'naval',
    name: 'Naval war',
    rule: 'RS-NAV-1',
    description:
      'Naval units, modes and movement; naval combat, mines, convoys, escort and amphibious transport (§18).',
  },
  {
    key: 'missiles',
    name: 'Missiles',
    rule: 'RS-MSL-1',
    description: 'LRMU and cruise missiles with the Missile Table; Patriot (§14).',
  },
  {
    key: 'nbc',
    name: 'NBC and DEFCON',
    rule: 'RS-NBC-1',
    description:
      'The DEFCON track, nuclear and chemical attacks, contamination and fallout, World Opinion (§20, §6.5).',
  },
  {
    key: 'special-forces',
    name: 'Special forces',
    rule: 'RS-SF-1',
    description: 'Abstract special-forces reconnaissance and raids (§21).',
  },
  {
    key: 'advanced-detection',
    name: 'Advanced detection',
    rule: 'RS-DET-20',
    description:
      'Detection by the Range Characteristics Summary and range bands instead of the standard tables (§19.3).',
  },
  {
    key: 'holding-boxes',
    name: 'Holding boxes',
    rule: 'RS-MAP-5',
    description: 'Off-map boxes for long-range bombers and naval units, entered from named edge hexes (§24).',
  },
] as const;

/** RS-OPT-1..24 (§30.1..24). */
export const EXT_OPTIONAL = [
  { key: 'bridges', rule: 'RS-OPT-1', name: 'Bridges' },
  { key: 'doctrine', rule: 'RS-OPT-2', name: 'Doctrine' },
  { key: 'extended-strategic', rule: 'RS-OPT-3', name: 'Extended strategic warfare' },
  { key: 'fallout', rule: 'RS-OPT-4', name: 'Fallout and nuclear contamination' },
  { key: 'friendly-fire', rule: 'RS-OPT-5', name: 'Friendly fire' },
  { key: 'hardened-bases', rule: 'RS-OPT-6', name: 'Hardened air bases' },
  { key: 'refuelling', rule: 'RS-OPT-7', name: 'In-flight refuelling' },
  { key: 'refugees', rule: 'RS-OPT-8', name: 'Refugees' },
  { key: 'single-sortie', rule: 'RS-OPT-9', name: 'Single-sortie strike' },
  { key: 'wallmeister', rule: 'RS-OPT-10', name: 'Stay-behind (Wallmeister)' },
  { key: 'stealth', rule: 'RS-OPT-11', name: 'Stealth' },
  { key: 'ssbn', rule: 'RS-OPT-12', name: 'SSBN hiding' },
  { key: 'variable-speed', rule: 'RS-OPT-13', name: 'Variable aircraft speed' },
  { key: 'weather', rule: 'RS-OPT-14', name: 'Weather' },
  { key: 'wild-weasels', rule: 'RS-OPT-15', name: 'Wild Weasels' },
  { key: 'atgm', rule: 'RS-OPT-16', name: 'NATO special anti-tank units' },
  { key: 'jammers', rule: 'RS-OPT-17', name: 'EF-111A Raven and EA-6B Prowler' },
  { key: 'hq-detection', rule: 'RS-OPT-18', name: 'HQ and LRMU detection' },
  { key: 'missile-stocks', rule: 'RS-OPT-19', name: 'Ground-launched missile stocks' },
  { key: 'civil-shipping', rule: 'RS-OPT-20', name: 'Civil shipping' },
  { key: 'strangelove', rule: 'RS-OPT-21', name: 'Dr. Strangelove' },
  { key: 'damaged-capital-ships', rule: 'RS-OPT-22', name: 'Damaged capital ships' },
  { key: 'cards', rule: 'RS-OPT-23', name: 'Cards' },
  { key: 'damage-assessment', rule: 'RS-OPT-24', name: 'Damage assessment' },
] as const;

export type ExtGroupKey = (typeof EXT_GROUPS)[number]['key'];
export type ExtOptionalKey = (typeof EXT_OPTIONAL)[number]['key'];
export type ExtOptionKey = ExtGroupKey | ExtOptionalKey;

export const EXT_OPTION_KEYS: readonly ExtOptionKey[] = [
  ...EXT_GROUPS.map((g) => g.key),
  ...EXT_OPTIONAL.map((o) => o.key),
];

/** For RuleSystem.optionalRules (the match card, `hexfront rules`, `--rules`). */
export const EXT_OPTION_INFO: readonly OptionalRuleInfo[] = [
  ...EXT_GROUPS.map((g) => ({ key: g.key, name: g.name, description: g.description, rule: g.rule })),
  ...EXT_OPTIONAL.map((o) => ({
    key: o.key,
    name: o.name,
    description: `Optional rule ${o.rule.replace('RS-OPT-', '§30.')} (${o.rule}).`,
    rule: o.rule,
  })),
];

/** Is this group or optional rule in force in this game? */
export function isOn(s: Pick<RsState, 'options'>, key: ExtOptionKey): boolean {
  return s.options.includes(key);
}
