// The Red Strike scenario file (RS-SCN, RS-MAP, RS-UNIT, RS-CMD): map as rows of letters, the
// hexside features, road and rail lines, supply hexes, ports, cities, and the units with their
// chain of command. checkScenario() adds the cross-field checks (hexes on the map, HQs that exist,
// no cycles in the chain) and names the field of every problem.

import { z } from 'zod';
import { HexBoard } from '../../core/board.js';
import { DIRECTIONS } from '../../core/hex/coords.js';
import { hexsideIds } from './data/schema.js';
import { TEC_DATA } from './data/tec.js';
import { EXT_OPTION_KEYS } from './ext/options.js';
import { extScenarioSchema } from './ext/scenario.js';

import { sideSchema, type Side } from './sides.js';
export { SIDES, sideSchema, type Side } from './sides.js';

export function sideName(side: string): string {
  return side === 'nato' ? 'NATO' : side === 'wp' ? 'Warsaw Pact' : side;
}

export function otherSide(side: Side): Side {
  return side === 'nato' ? 'wp' : 'nato';
}

/** RS-UNIT-6 type classes; armour/infantry are the two assault classes (RS-GND-1). */
export const unitClasses = ['armour', 'infantry', 'support', 'lrmu', 'hq'] as const;
export type UnitClass = (typeof unitClasses)[number];

/** RS-SCALE-3 unit sizes. */
export const unitSizes = ['btn', 'bde', 'rgt', 'div', 'hq'] as const;
export type UnitSize = (typeof unitSizes)[number];

/** RS-CMD-3 HQ levels. */
export const hqLevels = ['front', 'army', 'corps', 'division'] as const;
export type HqLevel = (typeof hqLevels)[number];

const hexLabel = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');

const supportSchema = z.strictObject({
  artillery: z.boolean().optional(),
  pontoon: z.boolean().optional(),
  nbc: z.boolean().optional(),
  aa: z.number().int().nonnegative().optional(),
  patriot: z.boolean().optional(),
});

/** A ground unit's counter (RS-UNIT-1: the ratings a ground counter carries; AA is EXT). */
export const unitSchema = z.strictObject({
  id: z.string().min(1),
  side: sideSchema,
  nation: z.string().min(1),
  name: z.string().min(1),
  /** RS-UNIT-2 symbol in words: "armored", "mechanized", "cavalry", "artillery", "airborne"... */
  subtype: z.string().min(1),
  class: z.enum(unitClasses),
  size: z.enum(unitSizes),
  /** RS-SCALE-3 exceptions (the French non-armoured division: 1 RE). Default from size. */
  re: z.number().positive().max(6).optional(),
  /** Full-side CS (assault units; HQs: the printed value, RS-AMB-31). */
  cs: z.number().int().nonnegative(),
  /** Reduced-side CS (assault units only, RS-UNIT-3). */
  csReduced: z.number().int().nonnegative().optional(),
  /** Defence strength (support units and LRMUs, RS-GND-2). */
  ds: z.number().int().nonnegative().optional(),
  ma: z.number().int().positive().max(30),
  /** The HQ this unit is directly attached to (RS-CMD-1); absent = independent. */
  hq: z.string().min(1).optional(),
  /** HQ only: level (RS-CMD-3) and support symbols (RS-CMD-4). */
  level: z.enum(hqLevels).optional(),
  support: supportSchema.optional(),
  /** Start hex; absent with `arrives`. */
  hex: hexLabel.optional(),
  /** RS-REIN-1: arrives in the reinforcement phase of this GT at this hex. */
  arrives: z.strictObject({ turn: z.number().int().min(1), hex: hexLabel }).optional(),
  /** RS-REIN-5: a German Territorialheer unit ("d" before its GT): it arrives only on a 1-8. */
  arrivalRoll: z.boolean().optional(),
  reduced: z.boolean().optional(),
  /** RS-UNIT-1 / RS-GA-3: the AA factor of a ground unit (EXT; absent = none). */
  aa: z.number().int().nonnegative().optional(),
  /** LRMU: its Missile Table entry (RS-MSL-1..3). */
  missile: z.string().min(1).optional(),
});
export type UnitDef = z.infer<typeof unitSchema>;

const letters = TEC_DATA.terrain;
const terrainLetters = Object.values(letters).map((t) => t.letter);

export const mapSchema = z.strictObject({
  width: z.number().int().min(2).max(200),
  height: z.number().int().min(2).max(200),
  /** One string per row, one letter per hex (the TEC letters: '.' clear, 'f' woods, 'c' city...). */
  terrain: z.array(z.string()),
  /**
   * One string per row: 'N' NATO territory, 'W' WP territory (the IGB is the line between them;
   * RS-MAP-3 initial control), 'X' neutral (RS-MAP-4), '~' sea (never controlled).
   */
  territory: z.array(z.string()),
  hexsides: z
    .array(z.strictObject({ hex: hexLabel, dir: z.enum(DIRECTIONS), kind: z.enum(hexsideIds) }))
    .default([]),
  /** Road lines, each a list of consecutive hexes (RS-MOV-3). */
  roads: z.array(z.array(hexLabel).min(2)).default([]),
  /** Railway lines, each a list of consecutive hexes (RS-MOV-3, RS-MOV-10). */
  rails: z.array(z.array(hexLabel).min(2)).default([]),
  /** RS-SUP-20/22: map-edge supply hexes. */
  supply: z.array(z.strictObject({ hex: hexLabel, side: sideSchema })).default([]),
  /** RS-SUP-21: ports (supply sources, objectives). */
  ports: z.array(z.strictObject({ hex: hexLabel, name: z.string().min(1) })).default([]),
  cities: z.array(z.strictObject({ hex: hexLabel, name: z.string().min(1) })).default([]),
  /** Hex names for the info panel (villages, passes). */
  places: z.array(z.strictObject({ hex: hexLabel, name: z.string().min(1) })).default([]),
  /** RS-VIC-10: the Ruhr hexes on this map (any number; the rulebook's full map has 8). */
  ruhr: z.array(hexLabel).default([]),
  /** RS-VIC-11: hexes west of the Rhine. */
  rhineWest: z.array(hexLabel).default([]),
});
export type MapDef = z.infer<typeof mapSchema>;

export const victorySchema = z.strictObject({
  /** RS-VIC-20 style objectives of the scenario: a hex and its VP to the side that takes it from its owner. */
  objectives: z
    .array(
      z.strictObject({
        hex: hexLabel,
        name: z.string().min(1),
        vp: z.number().int().positive(),
        owner: sideSchema,
        /**
         * 'taken' (default): the VP go to the side holding it when its owner lost it. 'held': the VP
         * go to its owner when it holds it at the end (a scenario's "hold the line", RS-VIC-2 SSR).
         */
        scoring: z.enum(['taken', 'held']).default('taken'),
      }),
    )
    .default([]),
  /** RS-VIC-2: VP margin (winner's VP minus loser's) for each victory level; below `marginal` is a draw. */
  levels: z.strictObject({
    marginal: z.number().int().positive(),
    tactical: z.number().int().positive(),
    strategic: z.number().int().positive(),
  }),
});

export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  system: z.literal('red-strike'),
  id: z.string().regex(/^[a-z0-9-]+$/),
  version: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string(),
  /** RS-SCALE-2: number of GTs (GT1 = 1-2 August 1989). */
  turns: z.number().int().min(1).max(15),
  /** RS-INI-2 */
  initiative: sideSchema,
  /** RS-SUP-40 initial SP and per-GT income (RS-SUP-41, scenario data). */
  sp: z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() }),
  spIncome: z
    .strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() })
    .default({ nato: 0, wp: 0 }),
  /** RS-MOV-13 rail capacity, RE per GT. */
  railCapacity: z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() }),
  map: mapSchema,
  units: z.array(unitSchema).min(1),
  victory: victorySchema,
  briefings: z.strictObject({ nato: z.string(), wp: z.string() }).optional(),
  /** The groups of extended rules and optional rules it plays with by default (ext/options.ts). */
  options: z.array(z.string()).default([]),
  /** The extended game's order of battle and data (issue 17). */
  extended: extScenarioSchema.optional(),
  sources: z.array(z.string()).default([]),
});
export type RsScenario = z.infer<typeof scenarioSchema>;

export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** RS-SCALE-3: RE of a unit of this size. */
export function reOfSize(size: UnitSize): number {
  return size === 'btn' ? 0.5 : size === 'div' ? 3 : 1;
}

/** The cross-field checks a schema cannot make; [] when the scenario is consistent. Stacking is not checked at set-up (RS-STK-5). */
export function scenarioProblems(sc: RsScenario): Problem[] {
  const out: Problem[] = [];
  const m = sc.map;
  const board = new HexBoard(m.width, m.height);
  const rows = (name: 'terrain' | 'territory', ok: (ch: string) => boolean, what: string) => {
    if (m[name].length !== m.height)
      out.push({ path: `map.${name}`, message: `has ${m[name].length} rows, the map has ${m.height}` });
    m[name].forEach((row, r) => {
      if (row.length !== m.width)
        out.push({
          path: `map.${name}[${r}]`,
          message: `has ${row.length} hexes, the map is ${m.width} wide`,
        });
      [...row].forEach((ch, c) => {
        if (!ok(ch)) out.push({ path: `map.${name}[${r}]`, message: `column ${c}: "${ch}" is not ${what}` });
      });
    });
  };
  rows(
    'terrain',
    (ch) => terrainLetters.includes(ch as never),
    `a terrain letter (${terrainLetters.join(' ')})`,
  );
  rows('territory', (ch) => 'NWX~'.includes(ch), 'N, W, X or ~');
  const hexAt = (path: string, label: string): number | undefined => {
    const loc = board.parse(label);
    if (loc === undefined)
      out.push({ path, message: `hex ${label} is not on the ${m.width}x${m.height} map` });
    return loc;
  };
  m.hexsides.forEach((h, i) => {
    const loc = hexAt(`map.hexsides[${i}].hex`, h.hex);
    if (loc !== undefined && board.neighbor(loc, DIRECTIONS.indexOf(h.dir)) < 0)
      out.push({ path: `map.hexsides[${i}].dir`, message: `hex ${h.hex} has no neighbour to the ${h.dir}` });
  });
  for (const key of ['roads', 'rails'] as const)
    m[key].forEach((line, i) => {
      let prev: number | undefined;
      line.forEach((label, j) => {
        const loc = hexAt(`map.${key}[${i}][${j}]`, label);
        if (loc !== undefined && prev !== undefined && board.distance(prev, loc) !== 1)
          out.push({ path: `map.${key}[${i}][${j}]`, message: `${label} is not next to ${line[j - 1]}` });
        prev = loc;
      });
    });
  for (const key of ['supply', 'ports', 'cities', 'places'] as const)
    m[key].forEach((s, i) => hexAt(`map.${key}[${i}].hex`, s.hex));
  for (const key of ['ruhr', 'rhineWest'] as const) m[key].forEach((h, i) => hexAt(`map.${key}[${i}]`, h));
  sc.victory.objectives.forEach((o, i) => hexAt(`victory.objectives[${i}].hex`, o.hex));
  sc.options.forEach((o, i) => {
    if (!EXT_OPTION_KEYS.includes(o as never))
      out.push({
        path: `options[${i}]`,
        message: `"${o}" is not a Red Strike option (${EXT_OPTION_KEYS.join(', ')})`,
      });
  });
  const ids = new Map<string, number>();
  sc.units.forEach((u, i) => {
    const p = `units[${i}]`;
    if (ids.has(u.id)) out.push({ path: `${p}.id`, message: `"${u.id}" is used twice` });
    ids.set(u.id, i);
    if (u.hex === undefined && u.arrives === undefined)
      out.push({ path: p, message: `${u.id} needs a hex or arrives` });
    if (u.hex !== undefined && u.arrives !== undefined)
      out.push({ path: p, message: `${u.id} has both a hex and arrives` });
    if (u.hex !== undefined) {
      const loc = hexAt(`${p}.hex`, u.hex);
      if (loc !== undefined) {
        const t = m.territory[Math.floor(loc / m.width)]?.[loc % m.width];
        if (t === 'X' || t === '~')
          out.push({
            path: `${p}.hex`,
            message: `${u.id} starts in a ${t === 'X' ? 'neutral' : 'sea'} hex (RS-MAP-4)`,
          });
      }
    }
    if (u.arrives) hexAt(`${p}.arrives.hex`, u.arrives.hex);
    if (u.arrivalRoll && !u.arrives)
      out.push({
        path: `${p}.arrivalRoll`,
        message: `${u.id} rolls for arrival but has no arrives (RS-REIN-5)`,
      });
    const assault = u.class === 'armour' || u.class === 'infantry';
    if (assault && u.csReduced === undefined)
      out.push({
        path: `${p}.csReduced`,
        message: `${u.id} is an assault unit and needs its reduced CS (RS-UNIT-3)`,
      });
    if (assault && u.csReduced !== undefined && u.csReduced > u.cs)
      out.push({ path: `${p}.csReduced`, message: `is above the full CS ${u.cs}` });
    if (!assault && u.csReduced !== undefined)
      out.push({
        path: `${p}.csReduced`,
        message: `${u.id} is a ${u.class} unit: it has no reduced side (RS-UNIT-3)`,
      });
    if ((u.class === 'support' || u.class === 'lrmu') && u.ds === undefined)
      out.push({
        path: `${p}.ds`,
        message: `${u.id} is a ${u.class} unit and needs its defence strength (RS-GND-2)`,
      });
    if (u.class === 'hq' && u.level === undefined)
      out.push({ path: `${p}.level`, message: `${u.id} is an HQ and needs its level (RS-CMD-3)` });
    if (u.class !== 'hq' && (u.level !== undefined || u.support !== undefined))
      out.push({ path: `${p}.level`, message: `${u.id} is not an HQ: level and support are for HQs` });
    if (u.class === 'hq' && u.size !== 'hq')
      out.push({ path: `${p}.size`, message: `an HQ has size "hq" (1 RE, RS-SCALE-3)` });
  });
  sc.units.forEach((u, i) => {
    if (u.hq === undefined) return;
    const j = ids.get(u.hq);
    if (j === undefined) out.push({ path: `units[${i}].hq`, message: `no unit "${u.hq}"` });
    else if (sc.units[j]!.class !== 'hq')
      out.push({ path: `units[${i}].hq`, message: `"${u.hq}" is not an HQ` });
    else if (sc.units[j]!.side !== u.side)
      out.push({ path: `units[${i}].hq`, message: `"${u.hq}" is on the other side` });
    // A chain of command must end (RS-CMD-1): walk up at most as many steps as there are units.
    let cur: string | undefined = u.hq;
    for (let n = 0; cur !== undefined && n <= sc.units.length; n++) {
      if (cur === u.id) {
        out.push({ path: `units[${i}].hq`, message: `the chain of command of ${u.id} loops back to it` });
        break;
      }
      const k = ids.get(cur);
      cur = k === undefined ? undefined : sc.units[k]!.hq;
    }
  });
  return out;
}
