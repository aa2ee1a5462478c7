// Red Strike detection data (issue 17): the standard tables RS-DET-10/11, the RS-DET-6 model lists
// (RS-AMB-39), the RCS rows of RS-DET-22 and its defaults, the inter-map range RS-DET-41, and the
// Recon Success Table RS-AIR-68.

import { describe, expect, test } from 'vitest';
import {
  inModelList,
  MODEL_LISTS,
  RECON_TABLE,
  reconSuccessNumber,
  STANDARD_TABLES,
  standardTablesSchema,
} from '../src/engine/systems/red-strike/detection/data.js';
import {
  interMapRange,
  loadRcs,
  RCS_DATA,
  RCS_EXAMPLE_AIR,
  RCS_EXAMPLE_SURFACE,
  rangeBand,
  rcsNumber,
  rcsRow,
} from '../src/engine/systems/red-strike/detection/rcs.js';

type Cell = [number, number] | null;
const row = (air: Cell, surface: Cell, sub: Cell) => ({ air, surface, submarine: sub });
const cell = (c: { number: number; range: number } | null): Cell => (c ? [c.number, c.range] : null);

describe('RS-DET-10/11 standard detection tables', () => {
  const spec = {
    nato: {
      air: row([5, 2], [5, 5], null),
      ewda: row([7, 10], [8, 10], null),
      mpa: row(null, [6, 5], [5, 2]),
      surface: row([6, 4], [7, 3], [4, 1]),
      submarine: row(null, [6, 2], [4, 1]),
      ground: row([7, 0], null, null),
    },
    wp: {
      air: row([4, 2], [5, 5], null),
      ewda: row([5, 8], [6, 8], null),
      mpa: row(null, [5, 5], [5, 2]),
      surface: row([6, 4], [6, 3], [4, 1]),
      submarine: row(null, [6, 2], [3, 1]),
      ground: row([6, 0], null, null),
    },
  } as const;
  for (const side of ['nato', 'wp'] as const)
    for (const [kind, r] of Object.entries(spec[side]))
      test(`${side === 'nato' ? 'RS-DET-10' : 'RS-DET-11'} ${side} ${kind} row`, () => {
        const t = STANDARD_TABLES[side][kind as keyof (typeof spec)['nato']];
        expect({ air: cell(t.air), surface: cell(t.surface), submarine: cell(t.submarine) }).toEqual(r);
      });

  test('the table schema names the bad field', () => {
    const bad = structuredClone(STANDARD_TABLES) as unknown as { nato: { air: { air: { number: number } } } };
    bad.nato.air.air.number = 11;
    const r = standardTablesSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe('nato.air.air.number');
  });
});

describe('RS-DET-6 / RS-AMB-39 model lists', () => {
  test('RS-DET-6 submarine detectors: P-3, Nimrod, S-3, Sea King... (NATO); Il-38, Tu-142, Ka-27 (WP)', () => {
    for (const m of [
      'P-3C Orion',
      'Nimrod MR.2',
      'S-3A Viking',
      'SH-3H Sea King',
      'Lynx HAS.2',
      'Br.1150 Atlantic',
    ])
      expect(inModelList(MODEL_LISTS.submarine.nato, m)).toBe(true);
    for (const m of ['Il-38 May', 'Tu-142M', 'Ka-27', 'Mi-14PL', 'Ka-25'])
      expect(inModelList(MODEL_LISTS.submarine.wp, m)).toBe(true);
    for (const m of ['F-15C', 'E-3A', 'Tornado IDS'])
      expect(inModelList(MODEL_LISTS.submarine.nato, m)).toBe(false);
  });
  test('RS-DET-6 surface detectors include the EWDA models and Tu-16K, not fighters', () => {
    for (const m of ['E-3A', 'E-2C Hawkeye', 'AEW2 Shackleton', 'P-3C'])
      expect(inModelList(MODEL_LISTS.surface.nato, m)).toBe(true);
    for (const m of ['Tu-16K', 'Il-38', 'A-50']) expect(inModelList(MODEL_LISTS.surface.wp, m)).toBe(true);
    expect(inModelList(MODEL_LISTS.surface.wp, 'MiG-29')).toBe(false);
    expect(inModelList(MODEL_LISTS.surface.wp, 'Tu-16 Badger')).toBe(false);
  });
  test('RS-AMB-39 the EWDA row is for E-3A, E-2C, Shackleton and A-50 only', () => {
    for (const m of ['E-3A', 'E-2C', 'Shackleton AEW2', 'A-50'])
      expect(inModelList(MODEL_LISTS.ewda, m)).toBe(true);
    expect(inModelList(MODEL_LISTS.ewda, 'P-3C')).toBe(false);
  });
});

describe('RS-DET-20..22 Range Characteristics Summary', () => {
  test('RS-DET-22 the example air row (E-3A) at every OpHex range 0-20', () => {
    const r = rcsRow(RCS_DATA, 'nato', 'ewda', 'US', 'E-3A');
    expect(r!.source).toBe('rulebook');
    const expected = [9, 9, 9, 9, 9, 9, 8, 8, 8, 7, 7, 7, 5, 5, 4, 4, 3, 3, 2, 2, 2];
    expected.forEach((n, range) => expect(rcsNumber(r, 'air', range)).toBe(n));
    expect(rcsNumber(r, 'air', 21)).toBeNull();
    expect([...RCS_EXAMPLE_AIR]).toEqual(expected);
  });
  test('RS-DET-22 the example surface row: 9 to 8 OpHexes, 4 at 19, "—" at 20', () => {
    const r = rcsRow(RCS_DATA, 'nato', 'ewda', 'US', 'E-3A Sentry');
    const expected = [9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 4];
    expected.forEach((n, range) => expect(rcsNumber(r, 'surface', range)).toBe(n));
    expect(rcsNumber(r, 'surface', 20)).toBeNull();
    expect([...RCS_EXAMPLE_SURFACE]).toEqual(expected);
  });
  test('RS-DET-20 defaults derived from the standard tables (labelled "default")', () => {
    const wpSurface = rcsRow(RCS_DATA, 'wp', 'surface', 'USSR');
    expect(wpSurface!.source).toBe('default');
    expect(wpSurface!.surface).toEqual([6, 6, 6, 6]);
    expect(wpSurface!.submarine).toEqual([4, 4]);
    const natoGround = rcsRow(RCS_DATA, 'nato', 'ground', 'US');
    expect(natoGround!.air).toEqual([7]);
    expect(natoGround!.surface).toBeUndefined();
    // A model row wins over the generic row of its platform.
    expect(rcsRow(RCS_DATA, 'nato', 'ewda', 'US', 'E-2C')!.model).toBe('E-2');
    expect(rcsRow(RCS_DATA, 'nato', 'ewda', 'UK', 'Shackleton')!.model).toBeUndefined();
  });
  test('RCS rows from a file: a bad number names its field', () => {
    const bad = loadRcs([{ side: 'nato', platform: 'ewda', source: 'rulebook', air: [9, 12] }]);
    expect(bad).toEqual([expect.objectContaining({ path: 'rcs[0].air[1]' })]);
    const bad2 = loadRcs([{ side: 'nato', platform: 'tank', source: 'default' }]);
    expect((bad2 as { path: string }[])[0]!.path).toBe('rcs[0].platform');
    const ok = loadRcs([{ side: 'wp', platform: 'air', model: 'MiG-31', source: 'default', air: [9, 9, 8] }]);
    expect(Array.isArray(ok) && 'side' in ok[0]!).toBe(true);
  });
  test('RS-DET-21 range bands: 0 = same hex, 1-5 band 0, 6-15 band 1, 16-25 band 2', () => {
    expect([0, 1, 5, 6, 15, 16, 25, 26].map(rangeBand)).toEqual(['same', 0, 0, 1, 1, 2, 2, null]);
  });
  test('RS-DET-41 / RS-AMB-23 the E-2 over its carrier: 10 MP to the transition hex + 5 = 15 OpHexes, within its 15-hex air range', () => {
    const range = interMapRange(10);
    expect(range).toBe(15);
    const e2 = rcsRow(RCS_DATA, 'nato', 'ewda', 'US', 'E-2C Hawkeye');
    expect(rcsNumber(e2, 'air', range)).not.toBeNull();
    expect(rcsNumber(e2, 'air', range + 1)).toBeNull();
  });
});

describe('RS-AIR-68 Recon Success Table (shared with RS-SF-3)', () => {
  test('open terrain: LRMU/sub 3 WP / 4 NATO; HQ/assault/ADN/surface 4 / 5; installations 9 / 9', () => {
    expect(reconSuccessNumber('wp', 'lrmu', 'clear')).toBe(3);
    expect(reconSuccessNumber('nato', 'submarine', 'coastalWater')).toBe(4);
    expect(reconSuccessNumber('wp', 'hq', 'rough')).toBe(4);
    expect(reconSuccessNumber('nato', 'assault', 'town')).toBe(5);
    expect(reconSuccessNumber('nato', 'adn', 'mountain')).toBe(5);
    expect(reconSuccessNumber('wp', 'surface', 'swamp')).toBe(4);
    expect(reconSuccessNumber('wp', 'airbase', 'clear')).toBe(9);
    expect(reconSuccessNumber('nato', 'pomcus', 'clear')).toBe(9);
  });
  test('covered terrain: 2 / 3; 3 / 4; 7 / 8', () => {
    expect(reconSuccessNumber('wp', 'lrmu', 'woods')).toBe(2);
    expect(reconSuccessNumber('nato', 'submarine', 'openWater')).toBe(3);
    expect(reconSuccessNumber('wp', 'eab', 'city')).toBe(3);
    expect(reconSuccessNumber('nato', 'hq', 'woodedRough')).toBe(4);
    expect(reconSuccessNumber('wp', 'airport', 'woodedMountain')).toBe(7);
    expect(reconSuccessNumber('nato', 'interdiction', 'woods')).toBe(8);
    expect(RECON_TABLE.covered.installation).toEqual({ wp: 7, nato: 8 });
  });
});
