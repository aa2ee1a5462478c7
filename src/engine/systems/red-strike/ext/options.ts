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
  {
    key: 'bridges',
    rule: 'RS-OPT-1',
    name: 'Bridges',
    description: 'A bridge is destroyed when a hex it joins is interdicted; no road or rail across it after.',
  },
  {
    key: 'doctrine',
    rule: 'RS-OPT-2',
    name: 'Doctrine',
    description:
      'WP no retreat, CAS doctrine, echelon and assault from the march; NATO no chemicals and air-land battle.',
  },
  {
    key: 'extended-strategic',
    rule: 'RS-OPT-3',
    name: 'Extended strategic warfare',
    description: 'With cards: each side draws 5 and keeps 3, and may play several a turn.',
  },
  {
    key: 'fallout',
    rule: 'RS-OPT-4',
    name: 'Fallout and nuclear contamination',
    description:
      'Each end step the wind adds a contamination marker next to the last one; contamination stays.',
  },
  {
    key: 'friendly-fire',
    rule: 'RS-OPT-5',
    name: 'Friendly fire',
    description: 'Ground-to-air fire where friendly aircraft fly too; a roll may turn some hits on them.',
  },
  {
    key: 'hardened-bases',
    rule: 'RS-OPT-6',
    name: 'Hardened air bases',
    description: 'Air bases need 2 hits to register 1.',
  },
  {
    key: 'refuelling',
    rule: 'RS-OPT-7',
    name: 'In-flight refuelling',
    description: 'Refuelling-capable aircraft double their MA for more SP; CAP reaches 20 hexes.',
  },
  {
    key: 'refugees',
    rule: 'RS-OPT-8',
    name: 'Refugees',
    description: 'WP advances next to cities put refugee markers that slow NATO movement and drift west.',
  },
  {
    key: 'single-sortie',
    rule: 'RS-OPT-9',
    name: 'Single-sortie strike',
    description: 'A US aircraft may strike alone at half factors, harder to detect and to hit.',
  },
  {
    key: 'wallmeister',
    rule: 'RS-OPT-10',
    name: 'Stay-behind (Wallmeister)',
    description:
      'NATO places 10 stay-behind markers once; the WP removes 3 by dice; they act as interdiction for the WP.',
  },
  {
    key: 'stealth',
    rule: 'RS-OPT-11',
    name: 'Stealth',
    description: 'The F-117: detected only in the hex it flies through, and every roll against it doubled.',
  },
  {
    key: 'ssbn',
    rule: 'RS-OPT-12',
    name: 'SSBN hiding',
    description: 'An SSBN out of every enemy detection range may hide in the end step for 2 VP.',
  },
  {
    key: 'variable-speed',
    rule: 'RS-OPT-13',
    name: 'Variable aircraft speed',
    description:
      'Aircraft speed classes: faster interceptors get a first 10-hex move; BVR against slow aircraft −1.',
  },
  {
    key: 'weather',
    rule: 'RS-OPT-14',
    name: 'Weather',
    description:
      'One bad-weather turn at most (2d10 = 2): movement, combat, detection and ranges halved, WP sorties −1.',
  },
  {
    key: 'wild-weasels',
    rule: 'RS-OPT-15',
    name: 'Wild Weasels',
    description: 'Wild Weasel aircraft inflict double hits on ADN installations and HQs.',
  },
  {
    key: 'atgm',
    rule: 'RS-OPT-16',
    name: 'NATO special anti-tank units',
    description: 'NATO flies ATGM teams of the airborne brigades to a defending hex: +1 or +2 CS.',
  },
  {
    key: 'jammers',
    rule: 'RS-OPT-17',
    name: 'EF-111A Raven and EA-6B Prowler',
    description:
      'EF-111A and EA-6B jam ground-to-air fire within 10 hexes or escort a strike with their ECM.',
  },
  {
    key: 'hq-detection',
    rule: 'RS-OPT-18',
    name: 'HQ and LRMU detection',
    description: 'Enemy HQs and LRMUs are unknown until reconnoitred or an own unit stands next to them.',
  },
  {
    key: 'missile-stocks',
    rule: 'RS-OPT-19',
    name: 'Ground-launched missile stocks',
    description: 'LRMUs fire one shot a turn and replenish for 4 SP, instead of 3 shots a game.',
  },
  {
    key: 'civil-shipping',
    rule: 'RS-OPT-20',
    name: 'Civil shipping',
    description: '+1 to anti-ship rolls in GT1.',
  },
  {
    key: 'strangelove',
    rule: 'RS-OPT-21',
    name: 'Dr. Strangelove',
    description: 'Each side rolls 2d10 each turn: on a 2 a general releases nuclear weapons without orders.',
  },
  {
    key: 'damaged-capital-ships',
    rule: 'RS-OPT-22',
    name: 'Damaged capital ships',
    description: 'Capital ships move at half MA after their second hit.',
  },
  {
    key: 'cards',
    rule: 'RS-OPT-23',
    name: 'Cards',
    description:
      'Each side draws two cards a turn, one for its event and one for SP (our own deck: the 82 cards are not in the source).',
  },
  {
    key: 'damage-assessment',
    rule: 'RS-OPT-24',
    name: 'Damage assessment',
    description: 'Hits on installations are secret until reconnoitred.',
  },
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
    description: `${o.description} (§${o.rule.replace('RS-OPT-', '30.')})`,
    rule: o.rule,
  })),
];

/** Is this group or optional rule in force in this game? */
export function isOn(s: Pick<RsState, 'options'>, key: ExtOptionKey): boolean {
  return s.options.includes(key);
}
