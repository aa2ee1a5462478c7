// The glyph tables of the hex map (PC-UI-11, PC-UI-09 read for a terminal). One table per charset;
// the renderer and the help-screen legend both read these tables, so the legend cannot drift.
//
// Readable without colour (design.md "Screen"): sides differ by letter case AND bracket style
// (Allied "[I]", Axis "(i)"), terrain and unit states by glyph. The ASCII charset is printable
// ASCII only. The Unicode charset adds a few glyphs, all of East-Asian width "neutral" (never
// "ambiguous": CJK-locale terminals draw those double width and break the grid, see stack.md).

import type { Side, UnitType } from '../../engine/systems/panzer/model/unit.js';
import { DEFAULT_TERRAIN, type SideFeature } from '../../engine/systems/panzer/model/terrain.js';
import { BORDER, FIRED_ON_GLYPH, OVERLAY_MARKS, type Charset } from './renderer-glyphs.js';

// The renderer's own glyphs (outline, overlay marks, fired-on, numbers), for the legend and callers.
export { BORDER, FIRED_ON_GLYPH, OVERLAY_MARKS, fitNumber } from './renderer-glyphs.js';
export type { Charset, OverlayMark } from './renderer-glyphs.js';

/** Terrain glyphs by terrain key. Unknown keys (scenario-defined terrain) fall back to FALLBACK_TERRAIN. */
export const TERRAIN_GLYPHS: Readonly<Record<string, { ascii: string; unicode: string }>> = {
  clear: { ascii: '.', unicode: '.' },
  field: { ascii: ',', unicode: ',' },
  rough: { ascii: ';', unicode: ';' },
  orchard: { ascii: '%', unicode: '%' },
  forest: { ascii: '&', unicode: '↟' },
  bocage: { ascii: ':', unicode: ':' },
  marsh: { ascii: '"', unicode: 'ʬ' },
  swamp: { ascii: '_', unicode: '≋' },
  village: { ascii: '+', unicode: '⌂' },
  town: { ascii: '#', unicode: '#' },
  city: { ascii: '@', unicode: '@' },
  industrial: { ascii: '$', unicode: '$' },
  desert: { ascii: '`', unicode: '`' },
  water: { ascii: '~', unicode: '~' },
  impassable: { ascii: '^', unicode: '^' },
  shallow: { ascii: "'", unicode: "'" }, // PB-MAP-03 Shallow water
};
export const FALLBACK_TERRAIN = { ascii: '?', unicode: '?' };

/**
 * Unit type letters (PC-UI-11 NATO symbols reduced to one letter). Allied units show the letter in
 * upper case inside square brackets, Axis units in lower case inside round brackets.
 */
export const UNIT_LETTERS: Readonly<Record<UnitType, string>> = {
  hq: 'H',
  infantry: 'I',
  heavyWeapons: 'W',
  armor: 'A',
  artillery: 'G',
  mortar: 'M',
  rocket: 'K',
  antiTank: 'T',
  engineer: 'E',
  cavalry: 'C',
  recon: 'R',
  antiAircraft: 'F',
  airborne: 'P',
  commando: 'J',
  partisan: 'Q',
  irregular: 'U',
  naval: 'N',
  rail: 'Y',
  supply: 'S',
  deception: 'V',
};

export const UNIT_TYPE_NAMES: Readonly<Record<UnitType, string>> = {
  hq: 'Headquarters',
  infantry: 'Infantry',
  heavyWeapons: 'Heavy weapons',
  armor: 'Armor',
  artillery: 'Artillery',
  mortar: 'Mortar',
  rocket: 'Rocket artillery',
  antiTank: 'Anti-tank',
  engineer: 'Engineer',
  cavalry: 'Cavalry',
  recon: 'Recon',
  antiAircraft: 'Anti-aircraft',
  airborne: 'Airborne',
  commando: 'Commando',
  partisan: 'Partisans',
  irregular: 'Irregular',
  naval: 'Naval',
  rail: 'Rail gun / armoured train',
  supply: 'Supply',
  deception: 'Deception unit',
};

/** Brackets around a counter's letter; also used for objective owners. */
export const SIDE_BRACKETS: Readonly<Record<Side | 'none', readonly [string, string]>> = {
  allied: ['[', ']'],
  axis: ['(', ')'],
  none: ['<', '>'],
};

export function unitLetter(type: UnitType, side: Side): string {
  const l = UNIT_LETTERS[type];
  return side === 'allied' ? l : l.toLowerCase();
}

/** The letter shown for an enemy seen only as "Unknown" (PC-SPT-09). */
export const UNKNOWN_UNIT = '?';

/**
 * Counter state markers, one cell after the counter (PC-UI-04, PC-UI-09, PC-UNT-06, PC-MRL-04).
 * Only the most important applies. Upper case for both sides: the brackets carry the side.
 */
export const STATE_MARKS = {
  broken: { glyph: 'B', meaning: 'Broken' },
  disrupted: { glyph: 'D', meaning: 'Disrupted' },
  rail: { glyph: 'R', meaning: 'Rail mode' },
  travel: { glyph: 'T', meaning: 'Travel mode' },
  fixed: { glyph: 'F', meaning: 'Fixed' },
  lastKnown: { glyph: '?', meaning: 'Intel: last known position of an enemy unit (not seen now)' },
} as const;
export type StateMark = keyof typeof STATE_MARKS;

/** Stack count after the counter: 2..9, '+' for ten or more. */
export function stackCountGlyph(n: number): string {
  return n < 2 ? ' ' : n > 9 ? '+' : String(n);
}

/**
 * Hexside features. "barrier" features run along the hexside and fill its cells; "crossing"
 * features (roads, rail, bridges) cross it and take one cell of it. Earlier entries win.
 */
export interface HexsideGlyph {
  readonly feature: SideFeature;
  readonly kind: 'barrier' | 'crossing';
  readonly glyph: string;
  readonly name: string;
}
export const HEXSIDE_GLYPHS: readonly HexsideGlyph[] = [
  { feature: 'bridgeDamaged', kind: 'crossing', glyph: 'x', name: 'Damaged bridge' },
  { feature: 'bridgeHeavy', kind: 'crossing', glyph: '=', name: 'Bridge (heavy)' },
  { feature: 'bridgeMedium', kind: 'crossing', glyph: '=', name: 'Bridge (medium)' },
  { feature: 'bridgeLight', kind: 'crossing', glyph: '=', name: 'Bridge (light)' },
  { feature: 'ferry', kind: 'crossing', glyph: 'f', name: 'Ferry' },
  { feature: 'ford', kind: 'crossing', glyph: ':', name: 'Ford' },
  { feature: 'railDamaged', kind: 'crossing', glyph: 'x', name: 'Damaged rail line' },
  { feature: 'rail', kind: 'crossing', glyph: '+', name: 'Rail line' },
  { feature: 'primaryRoad', kind: 'crossing', glyph: '=', name: 'Primary road (drawn bold)' },
  { feature: 'road', kind: 'crossing', glyph: '=', name: 'Road' },
  { feature: 'river', kind: 'barrier', glyph: '~', name: 'River' },
  { feature: 'canal', kind: 'barrier', glyph: '~', name: 'Canal' },
  { feature: 'stream', kind: 'barrier', glyph: '-', name: 'Stream' },
  { feature: 'cliff', kind: 'barrier', glyph: '#', name: 'Cliff' },
  { feature: 'escarpment', kind: 'barrier', glyph: ':', name: 'Escarpment' },
  { feature: 'antiTankDitch', kind: 'barrier', glyph: 'v', name: 'Anti-tank ditch' },
  { feature: 'gully', kind: 'barrier', glyph: ',', name: 'Gully' },
  { feature: 'embankment', kind: 'barrier', glyph: '"', name: 'Embankment' },
  { feature: 'dike', kind: 'barrier', glyph: '"', name: 'Dike' },
  { feature: 'hedgerow', kind: 'barrier', glyph: '{', name: 'Hedge Row' }, // PB-IMP-30
  { feature: 'elevated', kind: 'barrier', glyph: '"', name: 'Elevated road or railway' }, // PB-MAP-03
];

/**
 * Hex features the side knows of (PC-FRT, PC-ENG-08, PC-IMP): one cell at the hex's apex at
 * Normal and Zoom-out zoom, when no objective is there. Letters are safe there: counters are
 * never drawn in a hex's outline. Earlier entries win.
 */
export const HEX_FEATURE_GLYPHS = [
  { key: 'smoke', glyph: 's', name: 'Smoke: blocks sight through the hex' }, // PB-FIRE-46
  { key: 'pillbox', glyph: 'p', name: 'Pillbox' },
  { key: 'bunker', glyph: 'b', name: 'Bunker' },
  { key: 'trench', glyph: 't', name: 'Trench' },
  { key: 'ip', glyph: 'i', name: 'Improved position' },
  { key: 'minefield', glyph: 'm', name: 'Minefield' },
  { key: 'rubble', glyph: 'r', name: 'Rubble' },
  { key: 'wreck', glyph: 'w', name: 'Wrecks' }, // PB-IMP-35
] as const;

export const OBJECTIVE_GLYPH = '*';
/** Objectives where only one cell is free (zoom-out, extreme, jump): the owner by letter case. */
export const OBJECTIVE_CELL: Readonly<Record<Side | 'none', string>> = { allied: 'O', axis: 'o', none: '*' };
export const EXIT_OBJECTIVE_GLYPH = 'e';

/**
 * Strength text for a counter: exact when known, X/XX/XXX from the magnitude under fog (PC-UNT-11),
 * or 4/4X/4XX with a leading digit (PB-SPOT-20).
 */
export function strengthText(strength: number | undefined, magnitude: number, digit?: number): string {
  if (strength === undefined) {
    const m = Math.max(1, Math.min(4, magnitude));
    return digit === undefined ? 'X'.repeat(m) : `${digit}${'X'.repeat(m - 1)}`;
  }
  if (strength < 10000) return String(strength);
  return `${Math.min(999, Math.floor(strength / 1000))}k`;
}

export function terrainGlyph(key: string, charset: Charset): string {
  return (TERRAIN_GLYPHS[key] ?? FALLBACK_TERRAIN)[charset];
}

/** What the legend calls the sides unless the scenario names them ("British", "German"). */
const LEGEND_SIDES: Readonly<Record<Side, string>> = { allied: 'Allied', axis: 'Axis' };

export interface LegendEntry {
  readonly group: 'Terrain' | 'Hexsides' | 'Units' | 'Counter' | 'Map' | 'Overlays';
  readonly glyph: string;
  readonly meaning: string;
}

/**
 * Every glyph the map uses, for the help screen. Built from the tables above; `terrainNames`
 * maps terrain keys to the names the scenario uses (defaults: the terrain table).
 */
export function legend(
  charset: Charset,
  terrain: readonly { key: string; name: string }[] = DEFAULT_TERRAIN,
  sides: Readonly<Record<Side, string>> = LEGEND_SIDES,
): LegendEntry[] {
  const out: LegendEntry[] = [];
  const { allied, axis } = sides;
  for (const t of terrain)
    out.push({ group: 'Terrain', glyph: terrainGlyph(t.key, charset), meaning: t.name });
  const seen = new Set<string>();
  for (const h of HEXSIDE_GLYPHS) {
    // "Bridge (heavy)", "Bridge (light)"... are one entry; "(drawn bold)" is kept.
    const name = h.name.replace(/ \((heavy|medium|light)\)$/, '');
    const k = `${h.glyph}:${name}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({ group: 'Hexsides', glyph: h.glyph, meaning: name });
  }
  out.push({ group: 'Units', glyph: '[I]', meaning: `${allied} unit: upper case in square brackets` });
  out.push({ group: 'Units', glyph: '(i)', meaning: `${axis} unit: lower case in round brackets` });
  for (const [type, letter] of Object.entries(UNIT_LETTERS) as [UnitType, string][])
    out.push({ group: 'Units', glyph: letter, meaning: UNIT_TYPE_NAMES[type] });
  out.push({ group: 'Units', glyph: UNKNOWN_UNIT, meaning: 'Enemy unit spotted only as Unknown' });
  for (const m of Object.values(STATE_MARKS))
    out.push({ group: 'Counter', glyph: m.glyph, meaning: m.meaning });
  out.push({ group: 'Counter', glyph: '2..9 +', meaning: 'Units in the stack (after the state mark)' });
  out.push({ group: 'Counter', glyph: '600', meaning: 'Strength: men, guns or vehicles' });
  out.push({
    group: 'Counter',
    glyph: 'XX',
    meaning: 'Enemy strength under fog: X 1-9, XX 10-99, XXX 100-999',
  });
  out.push({ group: 'Counter', glyph: 'L3', meaning: 'Enemy last seen there on turn 3' });
  out.push({ group: 'Map', glyph: `[${OBJECTIVE_GLYPH}]`, meaning: `Objective held by the ${allied}` });
  out.push({ group: 'Map', glyph: `(${OBJECTIVE_GLYPH})`, meaning: `Objective held by the ${axis}` });
  out.push({ group: 'Map', glyph: `<${OBJECTIVE_GLYPH}>`, meaning: 'Objective held by nobody' });
  out.push({
    group: 'Map',
    glyph: 'O o *',
    meaning: `Objective where one cell is free: ${allied}, ${axis}, nobody`,
  });
  out.push({
    group: 'Map',
    glyph: [...new Set([BORDER.nw2, BORDER.ne2, BORDER.west])].join(' '),
    meaning: 'Hex outline (zoom-out: / \\ |); a hexside feature replaces it',
  });
  out.push({ group: 'Map', glyph: EXIT_OBJECTIVE_GLYPH, meaning: 'Exit objective (in place of *)' });
  out.push({ group: 'Map', glyph: FIRED_ON_GLYPH, meaning: 'Hex fired on this turn' });
  for (const f of HEX_FEATURE_GLYPHS)
    out.push({ group: 'Map', glyph: f.glyph, meaning: `${f.name} (top corner of the hex)` });
  out.push({ group: 'Overlays', glyph: 'inverse', meaning: 'Cursor' });
  out.push({
    group: 'Overlays',
    glyph: 'underline',
    meaning: 'Selected stack; on the jump map, the part in view',
  });
  for (const m of Object.values(OVERLAY_MARKS))
    out.push({ group: 'Overlays', glyph: m.glyph, meaning: m.meaning });
  return out;
}

/** The legend as text lines for a help screen: a heading per group, then "glyph  meaning". */
export function legendLines(
  charset: Charset,
  terrain: readonly { key: string; name: string }[] = DEFAULT_TERRAIN,
  sides: Readonly<Record<Side, string>> = LEGEND_SIDES,
): string[] {
  const out: string[] = [];
  let group = '';
  for (const e of legend(charset, terrain, sides)) {
    if (e.group !== group) {
      if (group) out.push('');
      out.push(`${e.group}:`);
      group = e.group;
    }
    out.push(`  ${e.glyph.padEnd(9)} ${e.meaning}`);
  }
  return out;
}
