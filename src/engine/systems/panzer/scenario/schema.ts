// The scenario file format as a zod schema. It mirrors the engine's Scenario type
// (src/engine/systems/panzer/model/scenario.ts) field for field, so that a parsed file IS a Scenario: the
// compile-time checks at the bottom fail when the two drift apart. Objects are strict, so a
// misspelt optional field ("arives") is an error instead of being silently ignored.
//
// Cross-field rules (unique ids, hexes on the map, ...) live in checks.ts; this file only says
// what each field may hold.

import { z } from 'zod';
import { DIRECTIONS } from '../../../core/hex/coords.js';
import { defaultParams } from '../model/params.js';
import type { Scenario } from '../model/scenario.js';
import {
  CONDITIONS,
  MOVE_CLASSES,
  SIDE_FEATURES,
  type HexsideType,
  type SideFeature,
  type TerrainType,
} from '../model/terrain.js';
import { QUALITIES, SIDES, UNIT_TYPES } from '../model/unit.js';
import type { DeepPartial } from '../model/util.js';
import { specialRulesSchema } from './special-rules.js';

const HEX_LABEL = /^\d{1,4},\d{1,4}$/;

export const hexLabel = z
  .string()
  .regex(HEX_LABEL, { error: 'must be a hex written "col,row", like "12,07"' })
  .meta({ description: 'A hex written "col,row" (offset coordinates), e.g. "12,07".' });

const int = () => z.int();
const nonNeg = () => z.int().min(0);
const positive = () => z.int().min(1);

/**
 * Maximums for the numbers that size work (issue 21): ranges, speeds and counts beyond them only
 * made the game spin. Chosen from the largest bundled scenario with wide room: ranges reach 52 hexes
 * there, speeds 24, fire values 60, strengths 2,200, maps 85x88 and 567 units.
 */
export const SCENARIO_LIMITS = {
  range: 200,
  speed: 500,
  factor: 10_000,
  strength: 100_000,
  mapSide: 1_000,
  units: 20_000,
  turns: 10_000,
} as const;
const hexRange = () => nonNeg().max(SCENARIO_LIMITS.range);
const factor = () => z.number().min(0).max(SCENARIO_LIMITS.factor);
const text = () => z.string().min(1, { error: 'must not be empty' });

export const sideSchema = z.enum(SIDES);
export const conditionSchema = z.enum(CONDITIONS);
export const moveClassSchema = z.enum(MOVE_CLASSES);
export const sideFeatureSchema = z.enum(SIDE_FEATURES as [SideFeature, ...SideFeature[]]);
const sizeSchema = z.enum([
  'army',
  'corps',
  'division',
  'brigade',
  'regiment',
  'battalion',
  'company',
  'platoon',
]);

// ---- units and organisations (unit.ts) -------------------------------------------------------

const attackValue = z.strictObject({
  value: factor(),
  range: hexRange().meta({ description: 'Maximum range in hexes; 0 = same hex (assault) only.' }),
});

const unitFlags = z.strictObject({
  hardTarget: z.boolean().optional(),
  indirect: z.boolean().optional(),
  towed: z.boolean().optional(),
  heavyArtillery: z.boolean().optional(),
  siegeGun: z.boolean().optional(),
  mustTravel: z.boolean().optional(),
  engineer: z.boolean().optional(),
  bridgeEngineer: z.boolean().optional(),
  mineClear: z.boolean().optional(),
  demolition: z.boolean().optional(),
  hasBoats: z.boolean().optional(),
  mountain: z.boolean().optional(),
  commando: z.boolean().optional(),
  amphibious: z.boolean().optional(),
  airborne: z.boolean().optional(),
  lowReliability: z.boolean().optional(),
  recon: z.boolean().optional(),
  heavyAA: z.boolean().optional(),
  fanatical: z.boolean().optional(),
  fragileMorale: z.boolean().optional(),
  transport: z.boolean().optional().meta({
    description: 'A Transport unit: carries men or foot-class guns (PB-UNIT-33, tactical profile).',
  }),
});

const unitDefShape = {
  id: text(),
  name: text(),
  side: sideSchema,
  nation: text(),
  type: z.enum(UNIT_TYPES),
  component: z.enum(['men', 'guns', 'vehicles']),
  size: sizeSchema,
  org: text().meta({ description: 'Id of the organisation this unit belongs to.' }),
  strength: positive()
    .max(SCENARIO_LIMITS.strength)
    .meta({ description: 'Full strength: men, guns or vehicles.' }),
  hard: attackValue,
  soft: attackValue,
  assault: factor(),
  aa: attackValue,
  defense: factor(),
  speed: nonNeg().max(SCENARIO_LIMITS.speed).meta({ description: 'Movement allowance; 0 = immobile.' }),
  moveClass: moveClassSchema,
  quality: z.enum(QUALITIES),
  flags: unitFlags,
  hqOf: text().optional().meta({ description: 'For HQ units: the organisation it commands.' }),
  commandRange: hexRange().optional(),
  subUnits: positive().optional().meta({ description: 'Sub-units of a combined company; absent = 1.' }),
  facing: z.int().min(0).max(5).optional().meta({ description: 'Fixed facing 0..5 = E,NE,NW,W,SW,SE.' }),
  supplyRange: hexRange().optional().meta({ description: 'Supply Unit range in hexes (PC-SUP-34).' }),
};

export const unitSetupSchema = z.strictObject({
  ...unitDefShape,
  hex: hexLabel.optional().meta({ description: 'Starting hex; absent for units that arrive later.' }),
  mode: z.enum(['deployed', 'travel', 'rail']).optional(),
  fatigue: z
    .int()
    .min(0)
    .optional()
    .meta({ description: 'Fatigue 0..params.variant.fatigueMax (300, or 150 under the tactical profile).' }),
  startStrength: nonNeg().optional(),
  fixed: z.boolean().optional(),
  releaseTurn: positive().optional(),
  arrives: z
    .strictObject({
      turn: positive(),
      hex: hexLabel,
      protection: nonNeg().optional(),
      airborne: z
        .boolean()
        .optional()
        .meta({ description: 'Drops by parachute at `hex`: scatter and landing losses (PC-RNF-06).' }),
      glider: z
        .boolean()
        .optional()
        .meta({ description: 'Lands by glider at `hex`: scatter and landing losses (PC-RNF-06).' }),
      amphibious: z
        .boolean()
        .optional()
        .meta({ description: 'Lands from the sea at `hex`; storms hold it (PC-RNF-04/10).' }),
      infiltration: z
        .boolean()
        .optional()
        .meta({ description: 'Arrives in an empty hex at or next to `hex` (PC-RNF-07).' }),
      scatter: z
        .int()
        .min(0)
        .max(SCENARIO_LIMITS.mapSide)
        .optional()
        .meta({ description: 'Airborne or glider: the most hexes it may scatter; absent = 1 (PC-RNF-06).' }),
    })
    .refine((a) => !(a.airborne && a.glider), {
      error: 'a reinforcement lands by parachute ("airborne") or by glider ("glider"), not both',
      path: ['glider'],
    })
    .optional(),
  withdraws: positive().optional(),
  deployed: z
    .boolean()
    .optional()
    .meta({ description: 'A Deception Unit that starts deployed (PC-DEC-02).' }),
  stockpiled: z.boolean().optional().meta({ description: 'Artillery that starts Stockpiled (PC-SUP-27).' }),
});

export const orgNodeSchema = z.strictObject({
  id: text(),
  name: text(),
  side: sideSchema,
  level: z.enum([...sizeSchema.options, 'armyGroup']),
  parent: text().optional(),
  replacementRate: nonNeg()
    .optional()
    .meta({ description: 'Replacements, % of full strength per turn (PC-REC-03).' }),
});

// ---- map (scenario.ts MapData) ---------------------------------------------------------------

export const mapDataSchema = z.strictObject({
  width: positive().max(SCENARIO_LIMITS.mapSide),
  height: positive().max(SCENARIO_LIMITS.mapSide),
  terrain: z.array(z.string()).readonly().meta({
    description: 'One string per row, one terrain letter per hex.',
  }),
  elevation: z.array(z.array(z.number()).readonly()).readonly().optional(),
  hexsides: z
    .array(
      z.strictObject({
        hex: hexLabel,
        dir: z.enum(DIRECTIONS),
        features: z.array(sideFeatureSchema).readonly(),
      }),
    )
    .readonly()
    .optional(),
  lines: z
    .array(
      z.strictObject({
        kind: z.enum(['road', 'primaryRoad', 'rail']),
        hexes: z.array(hexLabel).readonly(),
        elevated: z
          .boolean()
          .optional()
          .meta({ description: 'An elevated road or railway, on an embankment (PB-MAP-03).' }),
      }),
    )
    .readonly()
    .optional(),
  features: z
    .array(
      z.strictObject({
        hex: hexLabel,
        rubble: z.boolean().optional(),
        minefield: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
        obstacle: z.boolean().optional(),
        congestion: z.enum([...SIDES, 'both']).optional(),
        fortification: z.enum(['ip', 'trench', 'bunker', 'pillbox']).optional(),
        fullHexBridge: z.boolean().optional(),
        fullHexFerry: z.boolean().optional(),
        side: sideSchema
          .optional()
          .meta({ description: 'The side its fortification and minefield belong to (PB-MAP-05).' }),
        name: z.string().optional(),
      }),
    )
    .readonly()
    .optional(),
});

/** In a file the map may instead be a text layer kept next to the JSON (docs/scenario-format.md). */
export const mapFileRefSchema = z.strictObject({
  file: text().meta({ description: 'Map text file, relative to the scenario file.' }),
});

// ---- parameter overrides (params.ts, as DeepPartial<Params>) ---------------------------------

const costTable = z.strictObject(
  Object.fromEntries(MOVE_CLASSES.map((m) => [m, z.number()])) as Record<
    (typeof MOVE_CLASSES)[number],
    z.ZodNumber
  >,
);

const terrainType = z.strictObject({
  key: text(),
  name: text(),
  letter: z
    .string()
    .regex(/^[!-~]$/, { error: 'must be one printable ASCII character (not a space)' })
    .refine((l) => l !== ';' && l !== '[', { error: '";" and "[" are reserved in map text' }),
  cost: costTable,
  modifier: z.number(),
  blocksLos: z.boolean(),
  obstacleHeight: z.number(),
  concealing: z.boolean(),
  urban: z.boolean(),
  water: z.boolean(),
  vehiclesRoadOnly: z.boolean().optional(),
  shallow: z.boolean().optional(),
});

const hexsideType = z.strictObject({
  feature: sideFeatureSchema,
  name: text(),
  cost: costTable,
  modifier: z.number(),
});

/**
 * The override schema of a parameter group, derived from its defaults: every field optional, of
 * the default's type, nested groups likewise. Params grows with every rule area (combat,
 * spotting...), so deriving it keeps the schema exactly a DeepPartial<Params> with no edit here.
 * Text parameters are checked as text only; the JSON Schema shows each default.
 */
function overridesOf<T extends object>(
  defaults: T,
  arrays: Record<string, z.ZodType> = {},
): z.ZodType<DeepPartial<T>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [k, v] of Object.entries(defaults)) {
    const given = arrays[k];
    const field =
      given ??
      (typeof v === 'number'
        ? z.number()
        : typeof v === 'boolean'
          ? z.boolean()
          : typeof v === 'string'
            ? z.string()
            : Array.isArray(v) || v === null || typeof v !== 'object'
              ? z.unknown()
              : overridesOf(v as object));
    // Leaves say their default; groups and tables would only repeat params.ts.
    shape[k] =
      typeof v === 'object'
        ? field.optional()
        : field.optional().meta({ description: `default: ${JSON.stringify(v)}` });
  }
  return z.strictObject(shape) as unknown as z.ZodType<DeepPartial<T>>;
}

export const paramsOverrideSchema = overridesOf(defaultParams(), {
  terrain: z.array(terrainType).readonly().meta({
    description: 'Replaces the whole terrain table (arrays replace, never merge).',
  }),
  hexsides: z.array(hexsideType).readonly().meta({ description: 'Replaces the whole hexside table.' }),
});

// ---- the scenario (scenario.ts) --------------------------------------------------------------

const visibilityRange = z.strictObject({ min: hexRange(), max: hexRange() });
const hour = () => z.int().min(0).max(23);

const scenarioShape = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
    error: 'must be lower-case letters, digits and dashes, like "villers-bocage"',
  }),
  system: z
    .literal('panzer')
    .optional()
    .meta({ description: 'The rule system; a file without one is a Panzer Campaigns scenario.' }),
  profile: z
    .string()
    .optional()
    .meta({ description: 'The scale of play: "operational" (default) or another registered profile.' }),
  modules: z
    .array(z.string())
    .readonly()
    .optional()
    .meta({ description: 'Rule modules laid over the profile, in order.' }),
  version: positive(),
  title: text(),
  description: text().meta({ description: 'One line, shown by `hexfront scenarios`.' }),
  scale: z.enum(['operational', 'tactical']),
  sources: z.array(z.string()).readonly().optional(),
  notes: z.array(z.string()).readonly().optional(),
  briefing: z.partialRecord(sideSchema, z.string()).optional(),
  sides: z
    .partialRecord(
      sideSchema,
      z.strictObject({
        name: text().meta({ description: 'What players call the side: "Soviet", "Commonwealth".' }),
        adjective: text()
          .optional()
          .meta({ description: 'For "the ___ turn" and victory levels; default: the name.' }),
      }),
    )
    .optional()
    .meta({ description: 'Side names; the rules keep the ids allied and axis. Default: Allied, Axis.' }),
  start: z.strictObject({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
      error: 'must be a local date and time "YYYY-MM-DDTHH:MM"',
    }),
    minutesPerTurn: positive().max(7 * 24 * 60),
    turns: positive().max(SCENARIO_LIMITS.turns),
    firstSide: sideSchema,
  }),
  daylight: z.strictObject({ dawn: hour(), day: hour(), dusk: hour(), night: hour() }).optional(),
  environment: z
    .strictObject({
      visibility: z
        .strictObject({ min: hexRange(), max: hexRange(), start: hexRange().optional() })
        .optional(),
      condition: conditionSchema.optional(),
      conditionRange: z.array(conditionSchema).readonly().optional(),
      storm: z.boolean().optional(),
      weather: z
        .array(
          z.strictObject({
            from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date "YYYY-MM-DD"' }),
            conditions: z.partialRecord(conditionSchema, z.number().min(0).max(100)),
            visibility: visibilityRange,
            storm: z.number().min(0).max(100).optional(),
          }),
        )
        .readonly()
        .optional(),
    })
    .optional(),
  fogOfWar: z.boolean().optional(),
  earlyTermination: z.boolean().optional(),
  optionalRules: z.array(z.string()).readonly().optional(),
  params: paramsOverrideSchema.optional(),
  map: mapDataSchema,
  orgs: z.array(orgNodeSchema).readonly(),
  units: z.array(unitSetupSchema).max(SCENARIO_LIMITS.units).readonly(),
  objectives: z
    .array(
      z.strictObject({
        hex: hexLabel,
        name: z.string().optional(),
        vp: int(),
        value: z.string().max(2000).optional().meta({
          description:
            'PB-VP-02 value formats, replacing vp: "25", "1-2[10] 3-4[15]" (by turn range), "3/5" (Allied/Axis VP per turn held), "1-3[0/0] 4-6[0/5]" (per turn, by range).',
        }),
        owner: sideSchema.nullable(),
        kind: z.enum(['normal', 'exit', 'limited', 'surrender']).optional(),
        expires: positive().optional(),
        nation: text().optional(),
      }),
    )
    .readonly(),
  victory: z
    .strictObject({ alliedMajor: int(), alliedMinor: int(), axisMinor: int(), axisMajor: int() })
    .meta({
      description: 'Net VP (Allied - Axis) thresholds: alliedMajor > alliedMinor > axisMinor > axisMajor.',
    }),
  ai: z
    .partialRecord(
      sideSchema,
      z
        .array(
          z.strictObject({
            org: text(),
            order: z.enum(['hold', 'attack', 'move', 'reserve']),
            target: hexLabel.optional(),
            fromTurn: positive().optional(),
          }),
        )
        .readonly(),
    )
    .optional(),
  supplySources: z
    .array(
      z.strictObject({
        hex: hexLabel,
        side: sideSchema,
        value: z.number().min(0),
        name: z.string().optional(),
      }),
    )
    .readonly()
    .optional(),
  supplyEdges: z.partialRecord(sideSchema, z.array(z.enum(['N', 'S', 'E', 'W'])).readonly()).optional(),
  supplyVariations: z
    .array(
      z.strictObject({
        side: sideSchema,
        probability: z.number().min(0).max(100),
        amount: z.number(),
        oneTime: z.boolean().optional(),
        isGlobal: z.boolean().optional(),
        railCapacity: z.boolean().optional(),
      }),
    )
    .readonly()
    .optional(),
  wiredBridges: z
    .array(
      z.strictObject({
        hex: hexLabel,
        dir: z.enum(DIRECTIONS).optional(),
        against: sideSchema,
      }),
    )
    .readonly()
    .optional()
    .meta({
      description:
        'PC-ENG-19: bridges wired against a side: the hexside bridge toward dir, or the Full-Hex Bridge in hex.',
    }),
  air: z
    .array(
      z.strictObject({
        id: text(),
        name: text(),
        side: sideSchema,
        nation: text().optional(),
        kind: z.enum(['combat', 'recon']),
        strength: positive().meta({ description: 'Number of aircraft.' }),
        hard: factor(),
        soft: factor(),
        defense: factor(),
        quality: z.enum(QUALITIES),
        flags: z
          .strictObject({
            carpet: z.boolean().optional(),
            singleUse: z.boolean().optional(),
            jet: z.boolean().optional(),
          })
          .optional(),
        owner: text().optional().meta({ description: 'Owning organisation (PC-AIR-18).' }),
        fatigue: z.int().min(0).optional().meta({
          description: 'Fatigue 0..params.variant.fatigueMax (300, or 150 under the tactical profile).',
        }),
        available: z.boolean().optional(),
      }),
    )
    .readonly()
    .optional()
    .meta({ description: 'Off-map air units (PC-AIR-01).' }),
  airSchedule: z
    .array(z.strictObject({ turn: positive(), side: sideSchema, availability: z.number().min(0).max(100) }))
    .readonly()
    .optional()
    .meta({ description: 'Scheduled Air Availability changes (PC-AIR-16).' }),
  ocs: z
    .strictObject({
      stations: z
        .array(
          z.strictObject({
            hex: hexLabel,
            name: z.string().optional(),
            side: sideSchema.optional().meta({ description: 'Controlling side at the start.' }),
          }),
        )
        .readonly()
        .meta({ description: 'Rail hexes with a village, a city or a port (OCS-MOV-42).' }),
      railLines: z
        .array(
          z.strictObject({
            name: z.string().optional(),
            gauge: text().meta({ description: 'Lines of the same gauge connect (OCS-MOV-45).' }),
            double: z.boolean().optional().meta({ description: 'Double line: half capacity (OCS-MOV-48).' }),
            hexes: z.array(hexLabel).readonly(),
          }),
        )
        .readonly(),
      railCapacity: z
        .partialRecord(sideSchema, z.number().min(0))
        .optional()
        .meta({ description: 'RE of rail capacity per player turn (OCS-MOV-47).' }),
      depots: z
        .array(
          z.strictObject({
            hex: hexLabel,
            side: sideSchema,
            sp: z
              .number()
              .min(0)
              .meta({ description: 'Supply Points held; tokens are params.ocs.token SP.' }),
            name: z.string().optional(),
          }),
        )
        .readonly()
        .optional()
        .meta({ description: 'Supply depots and the SP they hold (OCS-MOV-50..53).' }),
      airbases: z
        .array(
          z.strictObject({
            hex: hexLabel,
            level: z.int().min(1).max(3).meta({ description: 'Level 1..3 (OCS-MOV-70).' }),
            side: sideSchema.optional().meta({ description: 'Owner; absent = whoever controls the hex.' }),
          }),
        )
        .readonly()
        .optional()
        .meta({ description: 'Airbases, one per hex (OCS-MOV-70..72).' }),
      fortifications: z
        .array(
          z.strictObject({
            hex: hexLabel,
            level: z.int().min(1).max(4).meta({ description: 'Level 1..4 (OCS-MOV-78).' }),
          }),
        )
        .readonly()
        .optional()
        .meta({ description: 'Fortifications, one per hex (OCS-MOV-75..79).' }),
      ports: z
        .array(
          z.strictObject({
            hex: hexLabel,
            name: z.string().optional(),
            level: z.int().min(1).max(9).optional().meta({ description: 'Undamaged level (default 1).' }),
          }),
        )
        .readonly()
        .optional()
        .meta({ description: 'Ports engineers may damage or repair (OCS-MOV-64).' }),
    })
    .optional()
    .meta({
      description:
        'Stations, gauges, rail capacity, depots, airbases, fortifications and ports of the OCS movement module.',
    }),
  specialRules: specialRulesSchema,
};

/** The scenario as the engine takes it (map inline). */
export const scenarioSchema = z.strictObject(scenarioShape);

/** What a scenario file may hold: the map inline or as a reference to a map text file. */
export const scenarioFileSchema = z.strictObject({
  $schema: z.string().optional().meta({ description: 'Editor hint; ignored by hexfront.' }),
  ...scenarioShape,
  map: z.union([mapFileRefSchema, mapDataSchema]),
});

/** For validation: everything but the map, which the loader reads separately (file or inline). */
export const scenarioWithoutMapSchema = z.strictObject({
  $schema: z.string().optional(),
  ...scenarioShape,
  map: z.unknown().optional(),
});

// ---- compile-time checks: the schema and the engine types must agree both ways ---------------

//
// When the engine's Scenario or Params types gain a field, tsc names it here, e.g.
//   Type '"units[].flags.fanatical"' does not satisfy the constraint 'never'.
// Add the field to the schema above (and run `npm run schema`).

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The field paths where A and B differ: a key on one side only, or a different leaf type. */
type DiffPaths<A, B, P extends string> = [A] extends [readonly (infer X)[]]
  ? [B] extends [readonly (infer Y)[]]
    ? DiffPaths<X, Y, `${P}[]`>
    : P
  : [A] extends [object]
    ? [B] extends [object]
      ? | `${P}.${Exclude<keyof A, keyof B> & string}`
        | `${P}.${Exclude<keyof B, keyof A> & string}`
        | {
            [K in keyof A & keyof B & string]-?: DiffPaths<NonNullable<A[K]>, NonNullable<B[K]>, `${P}.${K}`>;
          }[keyof A & keyof B & string]
      : P
    : Same<A, B> extends true
      ? never
      : P;
type MustBeNever<T extends never> = T;
export type _ScenarioSchemaDiff = MustBeNever<
  DiffPaths<z.infer<typeof scenarioSchema>, Scenario, 'scenario'>
>;
export type _TerrainSchemaDiff = MustBeNever<DiffPaths<z.infer<typeof terrainType>, TerrainType, 'terrain'>>;
export type _HexsideSchemaDiff = MustBeNever<DiffPaths<z.infer<typeof hexsideType>, HexsideType, 'hexside'>>;
const _scenarioMatches: Same<z.infer<typeof scenarioSchema>, Scenario> = true;
void _scenarioMatches;
