// The schemas of the Red Strike tables the rulebook text does not print (spec §0.3, §30, RS-AMB-5):
// the Terrain Effects Chart, the Ground Combat Ratio Table (final odds column -> DRM) and the Ground
// Combat Results Table. Every entry says where its values come from: 'rulebook' (the spec gives
// them) or 'default' (invented by us, with the reason in `note` and in docs/rules-decisions.md,
// "Red Strike (RS)"). loadTables() parses them and reports a bad field by its path.

import { z } from 'zod';

export const provenance = z.enum(['rulebook', 'default']);
export type Provenance = z.infer<typeof provenance>;

/** MP cost of entering: a number, or 'P' for prohibited (RS-MOV-1). */
const mpCost = z.union([z.number().positive().max(20), z.literal('P')]);

/**
 * The defender's combat benefit of a hex or hexside (RS-GCB-41): a CS multiplier or a number of
 * column shifts to the left (in the defender's favour).
 */
const combatEffect = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('multiply'), factor: z.number().min(1).max(5) }),
  z.strictObject({ kind: z.literal('shift'), columns: z.number().int().min(1).max(5) }),
]);
export type CombatEffect = z.infer<typeof combatEffect>;

export const terrainIds = [
  'clear',
  'rough',
  'woods',
  'woodedRough',
  'swamp',
  'mountain',
  'woodedMountain',
  'town',
  'city',
  'coastalWater',
  'openWater',
  'impassable',
] as const;
export type TerrainId = (typeof terrainIds)[number];

export const hexsideIds = ['river', 'majorRiver', 'impassable'] as const;
export type HexsideId = (typeof hexsideIds)[number];

const terrainEntry = z.strictObject({
  name: z.string().min(1),
  /** The map letter of this terrain in a scenario's terrain rows. */
  letter: z.string().length(1),
  /** MP to enter, for armoured and for infantry-class units (RS-GND-1). */
  mp: z.strictObject({ armour: mpCost, infantry: mpCost }),
  combat: combatEffect,
  /** RS-ZOC-2: ZOCs do not extend into impassable terrain. */
  blocksZoc: z.boolean(),
  source: provenance,
  note: z.string().optional(),
});

const hexsideEntry = z.strictObject({
  name: z.string().min(1),
  /** MP added to cross the hexside; 'P' = prohibited (RS-MOV-1). */
  mp: mpCost,
  /** The same with pontoon/crossing support (RS-GND-5, RS-MOV-7). */
  mpWithPontoon: mpCost,
  combat: combatEffect,
  /** RS-ZOC-2: ZOCs do not cross impassable hexsides or major rivers. */
  blocksZoc: z.boolean(),
  source: provenance,
  note: z.string().optional(),
});

export const tecSchema = z.strictObject({
  terrain: z.strictObject(
    Object.fromEntries(terrainIds.map((t) => [t, terrainEntry])) as Record<TerrainId, typeof terrainEntry>,
  ),
  hexsides: z.strictObject(
    Object.fromEntries(hexsideIds.map((t) => [t, hexsideEntry])) as Record<HexsideId, typeof hexsideEntry>,
  ),
  /** RS-MOV-3: MP per hex along consecutive road or railway hexes (rulebook: 0.5). */
  roadMp: z.number().positive(),
  /** RS-MOV-4 / RS-ZOC-3: MP added to leave an EZOC hex (rulebook: 2). */
  leaveEzocMp: z.number().nonnegative(),
  /** RS-MOV-5: MP added to enter an interdicted hex (rulebook: 2). */
  interdictionMp: z.number().nonnegative(),
});
export type Tec = z.infer<typeof tecSchema>;

/** Odds columns in order, left (worst for the attacker) to right (RS-GCB-32). */
export const oddsColumns = [
  '1-4',
  '1-3',
  '1-2',
  '1-1',
  '2-1',
  '3-1',
  '4-1',
  '5-1',
  '6-1',
  '7-1',
  '8-1',
  '9-1',
  '10-1',
] as const;
export type OddsColumn = (typeof oddsColumns)[number];

export const gcrtSchema = z.strictObject({
  /** The DRM of each final column (RS-GCB-32). */
  drm: z.strictObject(
    Object.fromEntries(oddsColumns.map((c) => [c, z.number().int().min(-10).max(10)])) as Record<
      OddsColumn,
      z.ZodNumber
    >,
  ),
  source: provenance,
  note: z.string(),
});
export type Gcrt = z.infer<typeof gcrtSchema>;

const crtSide = z.strictObject({
  hits: z.number().int().nonnegative(),
  retreat: z.boolean(),
  /** Extra hits when the side totals at least 5 RE (RS-GCB-35). */
  plus5: z.number().int().nonnegative(),
});

export const crtRowSchema = z.strictObject({
  roll: z.number().int(),
  attacker: crtSide.extend({
    /** Further extra hits when the attacker totals at least 9 RE (additional to plus5). */
    plus9: z.number().int().nonnegative(),
  }),
  defender: crtSide,
  source: provenance,
});
export type CrtRow = z.infer<typeof crtRowSchema>;

export const crtSchema = z
  .strictObject({
    rows: z.array(crtRowSchema).min(1),
    note: z.string(),
  })
  .superRefine((crt, ctx) => {
    crt.rows.forEach((r, i) => {
      if (i > 0 && r.roll !== crt.rows[i - 1]!.roll + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'roll'],
          message: `rows must be consecutive modified rolls; expected ${crt.rows[i - 1]!.roll + 1}, got ${r.roll}`,
        });
    });
  });
export type Crt = z.infer<typeof crtSchema>;
