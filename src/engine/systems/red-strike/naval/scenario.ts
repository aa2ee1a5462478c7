// The naval order of battle, sea zones and holding boxes in a scenario file (RS-NAV, RS-MAP-5/6).

import { z } from 'zod';
import { sideSchema } from '../sides.js';

const hexLabel = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');

/** RS-NAV-1..5 classes (hull codes, §29). */
export const navalClasses = [
  'CV',
  'CVN',
  'CVH',
  'CGH',
  'LHA',
  'LHD',
  'SAG',
  'ASW',
  'AAW',
  'MCM',
  'convoy',
  'amphibious',
  'SS',
  'SSN',
  'SSGN',
  'SSBN',
] as const;
export type NavalClass = (typeof navalClasses)[number];

export const navalUnitSchema = z.strictObject({
  id: z.string().min(1),
  side: sideSchema,
  nation: z.string().min(1),
  name: z.string().min(1),
  class: z.enum(navalClasses),
  aa: z.number().int().nonnegative().default(0),
  b: z.number().int().nonnegative().default(0),
  as: z.number().int().nonnegative().default(0),
  /** RS-NAV-33: AS range in OpHexes (0 = same hex only) and shots (2, or 8 for the listed units). */
  asRange: z.number().int().nonnegative().default(0),
  asShots: z.number().int().nonnegative().default(2),
  ss: z.number().int().nonnegative().default(0),
  ecm: z.number().int().nonnegative().default(0),
  hits: z.number().int().positive().default(3),
  ma: z.number().int().positive().max(200),
  minelayer: z.boolean().optional(),
  minesweeper: z.boolean().optional(),
  /** A Missile Table entry (cruise or long-range AS, RS-MSL-10/11). */
  missile: z.string().min(1).optional(),
  /** RS-OPT-22 capital ship. */
  capital: z.boolean().optional(),
  /** RS-NAV-2: a carrier's air base capacity (CPY) and sortie rate. */
  carrier: z
    .strictObject({ cpy: z.number().int().positive(), aa: z.number().int().nonnegative().default(0) })
    .optional(),
  /** Start hex (sea or port hex), or a holding box id; absent with `arrives`. */
  hex: hexLabel.optional(),
  box: z.string().min(1).optional(),
  /** Starts In Port (RS-NAV-12); default: At Sea unless in a port hex. */
  inPort: z.boolean().optional(),
  /** Arrives in this GT at `hex` (or `box`). */
  arrives: z.number().int().min(1).optional(),
  /** RS-NAV-60..62 convoy cargo: SP and ground unit ids it carries to a port. */
  cargo: z
    .strictObject({
      sp: z.number().int().nonnegative(),
      units: z.array(z.string().min(1)).default([]),
      port: hexLabel,
    })
    .optional(),
  /** RS-NAV-70 amphibious transport: the ground unit id it carries. */
  carries: z.string().min(1).optional(),
});
export type NavalUnitDef = z.infer<typeof navalUnitSchema>;

export const seaZoneSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  letter: z.string().length(1),
  /** RS-NAV-51 mine level at the start (0..8). */
  mines: z.number().int().min(0).max(8).default(0),
  /** RS-VIC-16: WP mines here score no VP. */
  baltic: z.boolean().default(false),
});

export const holdingBoxSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  /** RS-MAP-5: blue boxes NATO only, red boxes WP only. */
  side: sideSchema,
  /** RS-MAP-6: the edge hexes from which units enter or leave it, and the MP it costs. */
  edge: z.array(hexLabel).min(1),
  mp: z.number().int().nonnegative(),
  /** RS-SMAP-20: long-range bombers may be based here. */
  bombers: z.boolean().default(false),
  /** RS-OPT-12 / RS-VIC-18: the side's SSBNs may hide here (NATO: the Arctic box; WP: WESTLANT). */
  ssbnHaven: z.boolean().default(false),
});

export const navalScenarioSchema = z.strictObject({
  units: z.array(navalUnitSchema).default([]),
  /** RS-MAP-2 sea zones (mine warfare only): rows of letters ('.' none) and the zones. */
  seaZoneRows: z.array(z.string()).default([]),
  seaZones: z.array(seaZoneSchema).default([]),
  holdingBoxes: z.array(holdingBoxSchema).default([]),
  /** RS-MAP-9: the Kiel canal's hexes on this map (land hexes NATO naval units cross at 2 MP each). */
  canal: z.array(hexLabel).default([]),
  /** RS-NAV-70 / RS-MOV-42: amphibious combat transport per GT and for the game. */
  amphibiousTransport: z
    .strictObject({
      perGt: z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() }),
      game: z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() }),
    })
    .optional(),
});
export type NavalScenario = z.infer<typeof navalScenarioSchema>;
