// The Missile Table (RS-MSL-3, RS-MSL-13, spec §0.3): per missile its carriers, range in OpHexes
// (28 km each), the warheads it may carry and the d100 hit number per warhead and target kind.
// The rulebook text gives one data point only: the Soviet AS-4 with HE at 14 OpHexes hits on
// d100 <= 57 (RS-MSL-13). Every other value is our labelled default (`source: 'default'`, not from
// the source), built by one method (decision RS-D-MSL-TABLE in docs/rules-decisions.md):
//   - range: the published maximum range in km, divided by 28 and rounded down (at least 1);
//   - HE hit number by guidance class, anchored on the AS-4's 57: old inertial ballistic 40,
//     modern ballistic 60, anti-ship sea-skimmer 65 (vs ships; 45 vs installations), land-attack
//     cruise 70 (installations; 50 vs ground units); a class that cannot engage a target kind has
//     no number for it (no ballistic missile hits a ship);
//   - chemical: the HE number + 20 (an area weapon), at most 95;
//   - nuclear: small = HE + 30 (at most 95); medium and massive are "sure" hits (the table's tick,
//     RS-MSL-4: never rolled).
// checkMissileTable() checks the data with a zod schema whose messages name the field.

import { z } from 'zod';
import type { Warhead } from './api.js';

export const WARHEADS = ['HE', 'CH', 'small', 'medium', 'massive'] as const;
export const TARGET_KINDS = ['ground', 'naval', 'installation'] as const;
export type MissileTargetKind = (typeof TARGET_KINDS)[number];
export const CARRIERS = ['ground', 'air', 'naval'] as const;

const hitNumber = z.union([
  z.number().int().min(1, 'a d100 hit number is 1..100').max(100, 'a d100 hit number is 1..100'),
  z.literal('sure'),
]);
const perTarget = z.strictObject({
  ground: hitNumber.optional(),
  naval: hitNumber.optional(),
  installation: hitNumber.optional(),
});

export const missileSchema = z
  .strictObject({
    /** The name commands and counters use: "Scud-B", "AS-4". */
    name: z.string().min(1, 'a missile needs a name'),
    /** Sides and nations that field it. */
    side: z.enum(['nato', 'wp']),
    nations: z.array(z.string().min(1)).min(1, 'name at least one nation'),
    carriers: z.array(z.enum(CARRIERS)).min(1, 'name at least one carrier kind (ground, air, naval)'),
    /** Range in OpHexes (28 km). */
    range: z.number().int().min(1, 'a range is at least 1 OpHex'),
    /** The published range in km the default was computed from (documentation). */
    km: z.number().positive().optional(),
    /** d100 hit number per warhead (the warheads allowed) and target kind (those it may attack). */
    hit: z.strictObject({
      HE: perTarget.optional(),
      CH: perTarget.optional(),
      small: perTarget.optional(),
      medium: perTarget.optional(),
      massive: perTarget.optional(),
    }),
    /** RS-MSL-10: a cruise missile ("MA" symbol). */
    cruise: z.boolean().default(false),
    /** RS-MSL-11: fired with the carrier's AS factor on the track, not with this table. */
    asFactor: z.boolean().default(false),
    source: z.enum(['rulebook', 'default']),
    /** Fields of a 'rulebook' entry that are still our defaults. */
    defaults: z.array(z.string()).default([]),
    note: z.string().optional(),
  })
  .refine((m) => Object.values(m.hit).some((t) => t && Object.keys(t).length > 0), {
    message: 'a missile needs at least one warhead with a hit number',
    path: ['hit'],
  });
export type MissileEntry = z.infer<typeof missileSchema>;

export const missileTableSchema = z.array(missileSchema).superRefine((xs, ctx) => {
  const seen = new Set<string>();
  xs.forEach((m, i) => {
    const key = m.name.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `"${m.name}" is listed twice` });
    seen.add(key);
  });
});

/** Problems of a raw table, each naming the field ("missiles[3].hit.HE.ground: ..."); [] when valid. */
export function checkMissileTable(raw: unknown): string[] {
  const r = missileTableSchema.safeParse(raw);
  if (r.success) return [];
  return r.error.issues.map((iss) => {
    const [i, ...rest] = iss.path;
    const name =
      Array.isArray(raw) && typeof i === 'number' ? (raw[i] as { name?: unknown })?.name : undefined;
    const where = `missiles[${String(i ?? '')}]${rest.map((p) => `.${String(p)}`).join('')}`;
    return `${where}${typeof name === 'string' ? ` (${name})` : ''}: ${iss.message}`;
  });
}

// ---- the default method ------------------------------------------------------------------------

type Cls = 'old-ballistic' | 'ballistic' | 'anti-ship' | 'land-cruise' | 'nuclear-only';
const HE_BY_CLASS: Record<Cls, Partial<Record<MissileTargetKind, number>>> = {
  'old-ballistic': { ground: 40, installation: 40 },
  ballistic: { ground: 60, installation: 60 },
  'anti-ship': { naval: 65, installation: 45 },
  'land-cruise': { ground: 50, installation: 70 },
  'nuclear-only': { ground: 60, installation: 60, naval: 60 },
};
const cap = (n: number) => Math.min(95, n);
const map = (t: Partial<Record<MissileTargetKind, number>>, f: (n: number) => number | 'sure') =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, f(v)]));

/** The hit numbers of a class for the listed warheads (the method in the header). */
function hits(cls: Cls, warheads: readonly Warhead[]): Record<string, Record<string, number | 'sure'>> {
  const he = HE_BY_CLASS[cls];
  const out: Record<string, Record<string, number | 'sure'>> = {};
  for (const w of warheads)
    out[w] =
      w === 'HE'
        ? map(he, (n) => n)
        : w === 'CH'
          ? map(he, (n) => cap(n + 20))
          : w === 'small'
            ? map(he, (n) => cap(n + 30))
            : map(he, () => 'sure');
  return out;
}
const hexes = (km: number) => Math.max(1, Math.floor(km / 28));

interface Row {
  name: string;
  side: 'nato' | 'wp';
  nations: string[];
  carriers: ('ground' | 'air' | 'naval')[];
  km: number;
  cls: Cls;
  warheads: Warhead[];
  cruise?: boolean;
  asFactor?: boolean;
  note?: string;
}

const SOV = ['USSR'];
const WP_ALL = ['USSR', 'GDR', 'CSSR', 'Poland'];

const ROWS: Row[] = [
  // Ground-launched (LRMU) ballistic missiles.
  {
    name: 'FROG-7',
    side: 'wp',
    nations: WP_ALL,
    carriers: ['ground'],
    km: 68,
    cls: 'old-ballistic',
    warheads: ['HE', 'CH', 'small'],
  },
  {
    name: 'SS-21',
    side: 'wp',
    nations: WP_ALL,
    carriers: ['ground'],
    km: 70,
    cls: 'ballistic',
    warheads: ['HE', 'CH', 'small'],
    note: 'OTR-21 Tochka',
  },
  {
    name: 'Scud-B',
    side: 'wp',
    nations: WP_ALL,
    carriers: ['ground'],
    km: 300,
    cls: 'old-ballistic',
    warheads: ['HE', 'CH', 'small', 'medium'],
    note: 'R-17',
  },
  {
    name: 'SS-23',
    side: 'wp',
    nations: ['USSR', 'GDR', 'CSSR'],
    carriers: ['ground'],
    km: 400,
    cls: 'ballistic',
    warheads: ['HE', 'CH', 'small', 'medium'],
    note: 'OTR-23 Oka; being destroyed under the INF treaty in 1989',
  },
  {
    name: 'Lance',
    side: 'nato',
    nations: ['US', 'FRG', 'UK', 'Belgium', 'Netherlands', 'Italy'],
    carriers: ['ground'],
    km: 120,
    cls: 'ballistic',
    warheads: ['HE', 'small'],
    note: 'MGM-52',
  },
  {
    name: 'Pluton',
    side: 'nato',
    nations: ['France'],
    carriers: ['ground'],
    km: 120,
    cls: 'ballistic',
    warheads: ['small'],
  },
  {
    name: 'Pershing Ia',
    side: 'nato',
    nations: ['FRG', 'US'],
    carriers: ['ground'],
    km: 740,
    cls: 'nuclear-only',
    warheads: ['small', 'medium'],
  },
  {
    name: 'Pershing II',
    side: 'nato',
    nations: ['US'],
    carriers: ['ground'],
    km: 1770,
    cls: 'nuclear-only',
    warheads: ['small'],
  },
  {
    name: 'GLCM',
    side: 'nato',
    nations: ['US'],
    carriers: ['ground'],
    km: 2500,
    cls: 'nuclear-only',
    warheads: ['small'],
    cruise: true,
    note: 'BGM-109G Gryphon',
  },
  // Air-launched.
  {
    name: 'AS-6',
    side: 'wp',
    nations: SOV,
    carriers: ['air'],
    km: 400,
    cls: 'anti-ship',
    warheads: ['HE', 'medium'],
    note: 'KSR-5 Kingfish (Tu-16K-26)',
  },
  {
    name: 'AS-15',
    side: 'wp',
    nations: SOV,
    carriers: ['air'],
    km: 2500,
    cls: 'nuclear-only',
    warheads: ['medium'],
    cruise: true,
    note: 'Kh-55 Kent (Tu-95MS, Tu-160)',
  },
  {
    name: 'Kormoran',
    side: 'nato',
    nations: ['FRG'],
    carriers: ['air'],
    km: 30,
    cls: 'anti-ship',
    warheads: ['HE'],
    asFactor: true,
    note: 'AS.34 (RS-MSL-11)',
  },
  {
    name: 'Sea Eagle',
    side: 'nato',
    nations: ['UK'],
    carriers: ['air'],
    km: 110,
    cls: 'anti-ship',
    warheads: ['HE'],
    asFactor: true,
    note: 'RS-MSL-11',
  },
  {
    name: 'Exocet',
    side: 'nato',
    nations: ['France'],
    carriers: ['air', 'naval'],
    km: 70,
    cls: 'anti-ship',
    warheads: ['HE'],
    asFactor: true,
    note: 'AM-39 / MM-40 (RS-MSL-11)',
  },
  {
    name: 'Harpoon',
    side: 'nato',
    nations: ['US', 'UK', 'FRG', 'Netherlands', 'Denmark', 'Norway'],
    carriers: ['air', 'naval'],
    km: 120,
    cls: 'anti-ship',
    warheads: ['HE'],
    asFactor: true,
    note: 'AGM/RGM-84D (RS-MSL-11)',
  },
  {
    name: 'Rbs-15',
    side: 'wp',
    nations: ['Sweden'],
    carriers: ['naval'],
    km: 70,
    cls: 'anti-ship',
    warheads: ['HE'],
    asFactor: true,
    note: 'Rbs-15 Mk1: listed with the WP by RS-MSL-11 (a Swedish missile)',
  },
  // Naval cruise missiles.
  {
    name: 'Tomahawk',
    side: 'nato',
    nations: ['US'],
    carriers: ['naval'],
    km: 1250,
    cls: 'land-cruise',
    warheads: ['HE', 'small'],
    cruise: true,
    note: 'BGM-109 TLAM-C/N',
  },
  {
    name: 'Tomahawk TASM',
    side: 'nato',
    nations: ['US'],
    carriers: ['naval'],
    km: 460,
    cls: 'anti-ship',
    warheads: ['HE'],
    cruise: true,
    note: 'BGM-109B anti-ship',
  },
  {
    name: 'SS-N-2',
    side: 'wp',
    nations: WP_ALL,
    carriers: ['naval'],
    km: 80,
    cls: 'anti-ship',
    warheads: ['HE'],
    cruise: true,
    note: 'P-15 Styx',
  },
  {
    name: 'SS-N-12',
    side: 'wp',
    nations: SOV,
    carriers: ['naval'],
    km: 550,
    cls: 'anti-ship',
    warheads: ['HE', 'medium'],
    cruise: true,
    note: 'P-500 Bazalt',
  },
  {
    name: 'SS-N-19',
    side: 'wp',
    nations: SOV,
    carriers: ['naval'],
    km: 625,
    cls: 'anti-ship',
    warheads: ['HE', 'medium'],
    cruise: true,
    note: 'P-700 Granit',
  },
  {
    name: 'SS-N-22',
    side: 'wp',
    nations: SOV,
    carriers: ['naval'],
    km: 120,
    cls: 'anti-ship',
    warheads: ['HE', 'small'],
    cruise: true,
    note: 'P-270 Moskit',
  },
  {
    name: 'SS-N-21',
    side: 'wp',
    nations: SOV,
    carriers: ['naval'],
    km: 2400,
    cls: 'nuclear-only',
    warheads: ['medium'],
    cruise: true,
    note: 'RK-55 Granat',
  },
];

function fromRow(r: Row): unknown {
  return {
    name: r.name,
    side: r.side,
    nations: r.nations,
    carriers: r.carriers,
    range: hexes(r.km),
    km: r.km,
    hit: hits(r.cls, r.warheads),
    cruise: r.cruise ?? false,
    asFactor: r.asFactor ?? false,
    source: 'default',
    ...(r.note ? { note: r.note } : {}),
  };
}

/** The raw table: the AS-4 row from the rulebook (RS-MSL-13), then our defaults. */
export const MISSILE_TABLE_RAW: readonly unknown[] = [
  {
    name: 'AS-4',
    side: 'wp',
    nations: SOV,
    carriers: ['air'],
    range: 14,
    hit: {
      HE: { ground: 57, naval: 57, installation: 57 },
      medium: { ground: 'sure', naval: 'sure', installation: 'sure' },
    },
    source: 'rulebook',
    defaults: ['hit.medium'],
    note: 'Kh-22 Kitchen (Tu-22M2): range 14 OpHexes and 57 % with HE (RS-MSL-13); the nuclear warhead is our default',
  },
  ...ROWS.map(fromRow),
];

export const MISSILE_TABLE: readonly MissileEntry[] = missileTableSchema.parse(MISSILE_TABLE_RAW);

/** The entry of a missile by name (case-insensitive), or undefined. */
export function missileEntry(name: string): MissileEntry | undefined {
  const k = name.toLowerCase();
  return MISSILE_TABLE.find((m) => m.name.toLowerCase() === k);
}

/** The d100 hit number for a warhead and target kind, 'sure', or undefined when not allowed. */
export function hitNumberOf(
  m: MissileEntry,
  warhead: Warhead,
  kind: MissileTargetKind,
): number | 'sure' | undefined {
  return m.hit[warhead]?.[kind];
}
