// The standard detection tables (RS-DET-10/11), the aircraft models allowed to detect naval units
// (RS-DET-6, RS-AMB-39), the helicopter DRM (RS-DET-7 / RS-AIR-22, RS-AMB-26) and the Recon Success
// Table (RS-AIR-68, shared by air recce and special forces RS-SF-3) as data, checked by a zod
// schema when the module loads (a bad entry names its field).

import { z } from 'zod';
import type { TerrainId } from '../data/schema.js';
import type { Side } from '../scenario.js';

/** What a unit detects with (the rows of RS-DET-10/11). */
export const detectorKinds = ['air', 'ewda', 'mpa', 'surface', 'submarine', 'ground'] as const;
export type DetectorKind = (typeof detectorKinds)[number];
/** What is detected (the columns). A submarine In Port is a surface unit (RS-NAV-5). */
export const targetKinds = ['air', 'surface', 'submarine'] as const;
export type TargetKind = (typeof targetKinds)[number];

/** A cell: detected if 1d10 (+ DRM) ≤ number, at most `range` OpHexes away; null = "—" (cannot). */
const cell = z
  .strictObject({ number: z.number().int().min(1).max(10), range: z.number().int().min(0).max(25) })
  .nullable();
const row = z.strictObject({ air: cell, surface: cell, submarine: cell });
const table = z.strictObject(
  Object.fromEntries(detectorKinds.map((k) => [k, row])) as Record<DetectorKind, typeof row>,
);
export const standardTablesSchema = z.strictObject({ nato: table, wp: table });
export type StandardTables = z.infer<typeof standardTablesSchema>;
export type DetectionCell = z.infer<typeof cell>;

const c = (number: number, range: number) => ({ number, range });

/** RS-DET-10 (NATO detecting WP) and RS-DET-11 (WP detecting NATO), from the rulebook. */
export const STANDARD_TABLES: StandardTables = standardTablesSchema.parse({
  nato: {
    air: { air: c(5, 2), surface: c(5, 5), submarine: null },
    ewda: { air: c(7, 10), surface: c(8, 10), submarine: null },
    mpa: { air: null, surface: c(6, 5), submarine: c(5, 2) },
    surface: { air: c(6, 4), surface: c(7, 3), submarine: c(4, 1) },
    submarine: { air: null, surface: c(6, 2), submarine: c(4, 1) },
    ground: { air: c(7, 0), surface: null, submarine: null },
  },
  wp: {
    air: { air: c(4, 2), surface: c(5, 5), submarine: null },
    ewda: { air: c(5, 8), surface: c(6, 8), submarine: null },
    mpa: { air: null, surface: c(5, 5), submarine: c(5, 2) },
    surface: { air: c(6, 4), surface: c(6, 3), submarine: c(4, 1) },
    submarine: { air: null, surface: c(6, 2), submarine: c(3, 1) },
    ground: { air: c(6, 0), surface: null, submarine: null },
  },
});

/** An aircraft model list entry: its name in the rulebook and the prefixes that match a scenario's `model`. */
const modelEntry = z.strictObject({ name: z.string().min(1), match: z.array(z.string().min(1)).min(1) });
export const modelListsSchema = z.strictObject({
  /** RS-DET-6: the only air units that may detect submarines (they use the maritime-patrol row). */
  submarine: z.strictObject({ nato: z.array(modelEntry), wp: z.array(modelEntry) }),
  /** RS-DET-6: the only air units that may detect surface naval units. */
  surface: z.strictObject({ nato: z.array(modelEntry), wp: z.array(modelEntry) }),
  /** RS-AMB-39: the listed models that use the EWDA row (EWDA units are always detected, RS-DET-3). */
  ewda: z.array(modelEntry),
});
export type ModelLists = z.infer<typeof modelListsSchema>;

const m = (name: string, ...match: string[]) => ({ name, match });
const P3 = m('P-3 Orion', 'P-3', 'Orion');
const NIMROD = m('Nimrod MR-2', 'Nimrod');
const S3 = m('S-3 Viking', 'S-3', 'Viking');
const ALIZE = m('Br.1050 Alizé', 'Br.1050', 'Alize', 'Alizé');
const ATLANTIC = m('Br.1150 Atlantic', 'Br.1150', 'Atlantic');
const LYNX86 = m('Lynx Mk86', 'Lynx Mk86', 'Lynx Mk.86');
const SEAKING = m('SH-3 Sea King', 'SH-3', 'Sea King');
const LYNXHAS = m('Lynx HAS2', 'Lynx HAS', 'Lynx');
const E3A = m('E-3A Sentry', 'E-3', 'Sentry');
const E2C = m('E-2C Hawkeye', 'E-2', 'Hawkeye');
const SHACKLETON = m('AEW2 Shackleton', 'AEW2', 'AEW.2', 'Shackleton');
const A50 = m('A-50', 'A-50', 'Mainstay');

/** RS-DET-6 lists (rulebook) and the RS-AMB-39 split of the surface list. */
export const MODEL_LISTS: ModelLists = modelListsSchema.parse({
  submarine: {
    nato: [P3, NIMROD, S3, ALIZE, ATLANTIC, LYNX86, SEAKING, LYNXHAS],
    wp: [
      m('Mi-14', 'Mi-14'),
      m('Ka-27', 'Ka-27'),
      m('Ka-25', 'Ka-25'),
      m('Il-38 May', 'Il-38'),
      m('Tu-142', 'Tu-142'),
    ],
  },
  surface: {
    nato: [E3A, E2C, SHACKLETON, P3, NIMROD, S3, ALIZE, ATLANTIC, LYNX86, SEAKING, LYNXHAS],
    wp: [m('Tu-16K', 'Tu-16K'), m('Il-38', 'Il-38'), A50],
  },
  ewda: [E3A, E2C, SHACKLETON, A50],
});

/** Lower case, letters and digits only: "Br.1150 Atlantic" → "br1150atlantic". */
export function normaliseModel(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Is `model` one of the list (a prefix of the normalised model, or the name contained in it)? */
export function inModelList(list: readonly { readonly match: readonly string[] }[], model: string): boolean {
  const n = normaliseModel(model);
  return list.some((e) => e.match.some((p) => n.startsWith(normaliseModel(p))));
}

/**
 * RS-DET-7 / RS-AIR-22: the helicopter DRM added to the detection roll (+2 NATO detector, +3 WP).
 * RS-AMB-26 (⚙): `casOnly` false applies it to every helicopter target (the default).
 */
export const HELICOPTER_DRM: Record<Side, number> = { nato: 2, wp: 3 };

// ---- RS-AIR-68 Recon Success Table ------------------------------------------------------------

/** The three columns of the Recon Success Table. */
export type ReconColumn = 'lrmu-sub' | 'hq-assault' | 'installation';

/** What a recon mission aims at; each is read in one column (RS-AIR-68). */
export type ReconKind =
  | 'lrmu'
  | 'submarine'
  | 'hq'
  | 'assault'
  /** Not listed by the rulebook: read in the HQ/assault column (decision RS-D-DET-RECONSUPPORT). */
  | 'support'
  | 'adn'
  | 'surface'
  | 'eab'
  | 'pomcus'
  | 'airbase'
  | 'airport'
  | 'installation'
  | 'interdiction';

export function reconColumn(kind: ReconKind): ReconColumn {
  switch (kind) {
    case 'lrmu':
    case 'submarine':
      return 'lrmu-sub';
    case 'hq':
    case 'assault':
    case 'support':
    case 'adn':
    case 'surface':
    case 'eab':
      return 'hq-assault';
    default:
      return 'installation';
  }
}

const reconCell = z.strictObject({
  nato: z.number().int().min(1).max(10),
  wp: z.number().int().min(1).max(10),
});
const reconRow = z.strictObject({ 'lrmu-sub': reconCell, 'hq-assault': reconCell, installation: reconCell });
export const reconTableSchema = z.strictObject({ open: reconRow, covered: reconRow });

/** RS-AIR-68 (rulebook): success if 1d10 ≤ value. Row "open": clear, rough, swamp, mountain, coastal water, town; "covered": woods, wooded rough, wooded mountain, open water, city. */
export const RECON_TABLE = reconTableSchema.parse({
  open: {
    'lrmu-sub': { wp: 3, nato: 4 },
    'hq-assault': { wp: 4, nato: 5 },
    installation: { wp: 9, nato: 9 },
  },
  covered: {
    'lrmu-sub': { wp: 2, nato: 3 },
    'hq-assault': { wp: 3, nato: 4 },
    installation: { wp: 7, nato: 8 },
  },
});

const COVERED: ReadonlySet<TerrainId> = new Set<TerrainId>([
  'woods',
  'woodedRough',
  'woodedMountain',
  'openWater',
  'city',
]);

/**
 * RS-AIR-68 / RS-SF-3: the Recon Success Table number for a spotter of `side` against a target of
 * `kind` in `terrain` (success if 1d10 ≤ it). Impassable terrain reads the open row (not listed).
 */
export function reconSuccessNumber(side: Side, kind: ReconKind, terrain: TerrainId): number {
  const row = COVERED.has(terrain) ? RECON_TABLE.covered : RECON_TABLE.open;
  return row[reconColumn(kind)][side];
}
