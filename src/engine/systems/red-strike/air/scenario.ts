// The air order of battle in a scenario file (RS-UNIT-1, RS-AIR-1..22): air bases with their
// capacity and AA, and the air units with the factors printed on their counters. Owned by the air
// war (air/); other folders read it.

import { z } from 'zod';
import { sideSchema } from '../sides.js';

const hexLabel = z.string().regex(/^\d{2},\d{2}$/, 'a hex is written "cc,rr" (column, row), e.g. "04,11"');

/** RS-AIR-15..22 unit types (the counter's silhouette and role; RS-AIR-19 type notes). */
export const airTypes = [
  'fighter',
  'attack',
  'multirole',
  'bomber',
  'asw',
  'maritime-patrol',
  'ewda',
  'recce',
  'transport',
  'helicopter',
  'attack-helicopter',
  'jammer',
] as const;
export type AirType = (typeof airTypes)[number];

/** RS-UNIT-1 special symbols of an air counter. */
export const airSymbolSchema = z.strictObject({
  multirole: z.boolean().optional(),
  vtol: z.boolean().optional(),
  precision: z.boolean().optional(),
  nuclear: z.boolean().optional(),
  refuelling: z.boolean().optional(),
  minelayer: z.boolean().optional(),
  minesweeper: z.boolean().optional(),
  /** RS-OPT-11 (F-117). */
  stealth: z.boolean().optional(),
  /** RS-OPT-15 */
  wildWeasel: z.boolean().optional(),
  /** RS-AIR-70 / RS-OPT-13 class 1: low-manoeuvrability or low-speed aircraft. */
  slow: z.boolean().optional(),
});

export const airUnitSchema = z.strictObject({
  id: z.string().min(1),
  side: sideSchema,
  nation: z.string().min(1),
  /** "48th TFW F-15C" */
  name: z.string().min(1),
  /** The aircraft model, as the RCS and the detection lists name it: "F-15C", "MiG-29", "E-3A". */
  model: z.string().min(1),
  type: z.enum(airTypes),
  aa: z.number().int().nonnegative().default(0),
  b: z.number().int().nonnegative().default(0),
  as: z.number().int().nonnegative().default(0),
  ss: z.number().int().nonnegative().default(0),
  ecm: z.number().int().nonnegative().default(0),
  /** RS-HIT-8 hit capacity. */
  hits: z.number().int().positive().default(1),
  /** RS-AIR-12: MP for the whole round trip, 1 per OpHex. */
  ma: z.number().int().positive().max(200),
  symbols: airSymbolSchema.default({}),
  /** RS-AIR-71: BVR factor by OpHex range 1, 2, 3... (the RCS row "vs air"); absent = no BVR. */
  bvr: z.array(z.number().int().nonnegative()).optional(),
  /** A Missile Table entry it carries (stand-off AS, cruise or ASW missile, RS-MSL-10/11). */
  missile: z.string().min(1).optional(),
  /** RS-OPT-13 speed class; default: 3 for the types the rule lists, 1 when `slow`, else 2. */
  speedClass: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  /** The base (or carrier) it starts on: an air base id, a naval unit id (carrier), or a holding box id. */
  base: z.string().min(1),
  /** Arrives at `base` in this GT's strategic step (RS-REIN). */
  arrives: z.number().int().min(1).optional(),
});
export type AirUnitDef = z.infer<typeof airUnitSchema>;

export const airBaseSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  hex: hexLabel,
  side: sideSchema,
  /** RS-AIR-8 the operating nation (advanced: only its units use the base). */
  operator: z.string().min(1),
  /** 'airbase' (RS-AIR-1..4), 'airport' (RS-AIR-7). EABs are counters placed in play (RS-AIR-5). */
  kind: z.enum(['airbase', 'airport']).default('airbase'),
  /** RS-AIR-2 capacity and the base's AA factor. */
  cpy: z.number().int().nonnegative(),
  aa: z.number().int().nonnegative(),
});
export type AirBaseDef = z.infer<typeof airBaseSchema>;

export const airScenarioSchema = z.strictObject({
  bases: z.array(airBaseSchema).default([]),
  units: z.array(airUnitSchema).default([]),
  /** RS-AIR-5: EAB counters each side may place. */
  eabs: z
    .strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() })
    .default({ nato: 0, wp: 0 }),
  /** RS-AIR-66: air reconnaissance missions per GT. */
  recce: z
    .strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() })
    .default({ nato: 0, wp: 0 }),
  /** RS-AIR-67 / RS-MOV-42: air/para combat transport, per GT and for the game. */
  airTransport: z
    .strictObject({
      perGt: z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() }),
      game: z.strictObject({ nato: z.number().int().nonnegative(), wp: z.number().int().nonnegative() }),
    })
    .optional(),
});
export type AirScenario = z.infer<typeof airScenarioSchema>;
