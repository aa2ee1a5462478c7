// The map text layer (docs/scenario-format.md): parsing, its errors with file:line:col, the
// conversion to the engine's MapData, and a round trip through formatMapText.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../src/engine/systems/panzer/world.js';
import { DEFAULT_TERRAIN, SIDE } from '../src/engine/systems/panzer/model/terrain.js';
import type { MapData } from '../src/engine/systems/panzer/model/scenario.js';
import {
  checkMap,
  checkScenarioText,
  formatIssue,
  formatMapText,
  parseMapText,
} from '../src/scenario/index.js';
import { miniScenario } from './fixtures/mini.js';

const SMALL = `; a small map
[terrain]
. . f f t
 . , f . .
. . . v .

[elevation step=10 base=40]
0 0 1 2 3
 0 1 2 3 4
0 0 0 1 2

[hexsides]
01,00-01,02 E river     ; a river down column 1
01,01 NE SE river
01,01 E bridgeHeavy
03,00 SE stream

[lines]
primaryRoad 00,01 .. 04,01
rail 00,02 01,02
  02,02
road 04,00 03,01

[places]
04,00 Le Bourg
03,02 Saint-Just du Pont

[features]
02,02 minefield=2 rubble
04,00 fortification=bunker congestion=both
`;

/** A scenario JSON using map text `name` (files held in memory). */
function withMap(mapText: string, name = 'm.map') {
  const s = { ...miniScenario(), map: { file: name } } as Record<string, unknown>;
  // Keep units and objectives on the small map.
  s.units = miniScenario().units.map((u, k) => {
    const hex = `0${k % 5},0${Math.floor(k / 5)}`;
    return { ...u, hex: u.hex === undefined ? undefined : hex, arrives: u.arrives && { ...u.arrives, hex } };
  });
  s.objectives = [{ hex: '04,00', vp: 10, owner: 'axis' }];
  s.start = { ...miniScenario().start, turns: 6 };
  const files: Record<string, string> = { 's.json': JSON.stringify(s, null, 2), [name]: mapText };
  return checkScenarioText(files['s.json']!, 's.json', (f) => {
    const t = files[f];
    if (t === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return t;
  });
}

function mapErrors(text: string): string[] {
  return withMap(text).issues.map(formatIssue);
}

describe('map text: reading', () => {
  const { map, errors } = parseMapText(SMALL);

  it('reads terrain rows, spaced with the odd-row indent or packed', () => {
    expect(errors).toEqual([]);
    expect(map).toMatchObject({ width: 5, height: 3, terrain: ['..fft', '.,f..', '...v.'] });
    expect(parseMapText('[terrain]\n..fft\n.,f..\n').map.terrain).toEqual(['..fft', '.,f..']);
  });

  it('reads elevation digits as base + digit x step', () => {
    expect(map.elevation).toEqual([
      [40, 40, 50, 60, 70],
      [40, 50, 60, 70, 80],
      [40, 40, 40, 50, 60],
    ]);
    expect(parseMapText('[terrain]\n..\n[elevation metres]\n120 -5\n').map.elevation).toEqual([[120, -5]]);
    expect(parseMapText('[terrain]\n..\n[elevation step=25]\nz a\n').map.elevation).toEqual([[875, 250]]);
  });

  it('expands hexside ranges and several directions', () => {
    expect(map.hexsides).toEqual([
      { hex: '01,00', dir: 'E', features: ['river'] },
      { hex: '01,01', dir: 'E', features: ['river'] },
      { hex: '01,02', dir: 'E', features: ['river'] },
      { hex: '01,01', dir: 'NE', features: ['river'] },
      { hex: '01,01', dir: 'SE', features: ['river'] },
      { hex: '01,01', dir: 'E', features: ['bridgeHeavy'] },
      { hex: '03,00', dir: 'SE', features: ['stream'] },
    ]);
  });

  it('fills ".." with the straight hex line and continues a line on the next row', () => {
    expect(map.lines).toEqual([
      { kind: 'primaryRoad', hexes: ['00,01', '01,01', '02,01', '03,01', '04,01'] },
      { kind: 'rail', hexes: ['00,02', '01,02', '02,02'] },
      { kind: 'road', hexes: ['04,00', '03,01'] },
    ]);
  });

  it('reads places (names with spaces) and features', () => {
    expect(map.features).toEqual([
      { hex: '04,00', name: 'Le Bourg' },
      { hex: '03,02', name: 'Saint-Just du Pont' },
      { hex: '02,02', minefield: 2, rubble: true },
      { hex: '04,00', fortification: 'bunker', congestion: 'both' },
    ]);
  });

  it('list sections may come in several blocks; grids may not', () => {
    const two = parseMapText(
      '[terrain]\n..\n[places]\n00,00 A\n[lines]\nroad 00,00 01,00\n[places]\n01,00 B\n',
    );
    expect(two.errors).toEqual([]);
    expect(two.map.features).toEqual([
      { hex: '00,00', name: 'A' },
      { hex: '01,00', name: 'B' },
    ]);
    expect(parseMapText('[terrain]\n..\n[elevation]\n00\n[elevation]\n00\n').errors[0]).toMatchObject({
      line: 5,
      message: 'section [elevation] appears twice',
    });
  });

  it('gives the engine the same world as the equivalent inline map', () => {
    const r = withMap(SMALL);
    expect(r.issues).toEqual([]);
    const w = buildWorld(r.scenario!);
    const b = w.board;
    const e = (from: string, to: string) => w.edges[b.edgeBetween(b.parse(from)!, b.parse(to)!)]!;
    expect(e('01,01', '02,01') & SIDE.river).toBeTruthy();
    expect(e('01,01', '02,01') & SIDE.bridgeHeavy).toBeTruthy();
    expect(e('01,01', '02,01') & SIDE.primaryRoad).toBeTruthy();
    expect(e('01,00', '02,00') & SIDE.bridgeHeavy).toBe(0);
    expect(w.elevation[b.parse('04,01')!]).toBe(80);
    expect(w.features.get(b.parse('04,00')!)).toMatchObject({ name: 'Le Bourg', fortification: 'bunker' });
  });
});

describe('map text: errors name file, line and column', () => {
  const cases: [string, string, string][] = [
    [
      'an unknown terrain letter',
      '[terrain]\n. . .\n . Q .\n',
      'm.map:3:4: map.terrain[1][1]: unknown terrain letter "Q"',
    ],
    [
      'a packed row with an unknown letter',
      '[terrain]\n...\n.Q.\n',
      'm.map:3:2: map.terrain[1][1]: unknown terrain letter "Q"',
    ],
    [
      'a short row',
      '[terrain]\n. . .\n . .\n',
      'm.map:3:2: map.terrain[1]: row 1 has 2 hexes, but the map is 3 wide',
    ],
    [
      'a short first row (the width is what most rows have)',
      '[terrain]\n. .\n . . .\n. . .\n',
      'm.map:2:1: map.terrain[0]: row 0 has 2 hexes, but the map is 3 wide',
    ],
    [
      'two spaces in a spaced row',
      '[terrain]\n. .  .\n',
      'm.map:2:5: map.terrain[0]: hexes in a spaced row are separated by exactly one space',
    ],
    [
      'a space in a packed row',
      '[terrain]\n.. .\n',
      'm.map:2:3: map.terrain[0]: a packed row has no spaces; separate every hex by one space, or none',
    ],
    [
      'an unknown section',
      '[terrain]\n...\n[rivers]\n',
      'm.map:3:2: map: unknown section "[rivers]"; sections are [terrain] [elevation] [hexsides] [lines] [places] [features]',
    ],
    [
      'text before the first section',
      '...\n[terrain]\n...\n',
      'm.map:1:1: map: text before the first section; start the map with [terrain]',
    ],
    ['no terrain at all', '[places]\n00,00 X\n', 'm.map:2:1: map.terrain: the map has no [terrain] section'],
    [
      'a section twice',
      '[terrain]\n...\n[terrain]\n',
      'm.map:3:2: map.terrain: section [terrain] appears twice',
    ],
    [
      'a bad hex in hexsides',
      '[terrain]\n...\n[hexsides]\n1;2 E river\n',
      'm.map:4:1: map.hexsides[0].hex: "1" is not a hex; write it "col,row", like "12,07"',
    ],
    [
      'an unknown hexside feature',
      '[terrain]\n...\n[hexsides]\n00,00 E moat\n',
      'm.map:4:9: map.hexsides[0].features: unknown hexside "moat"; expected a direction (E NE NW W SW SE) or a feature',
    ],
    [
      'a hexside without features',
      '[terrain]\n...\n[hexsides]\n00,00 E\n',
      'm.map:4:7: map.hexsides[0]: give at least one feature after the directions, like "river"',
    ],
    [
      'a diagonal hexside range',
      '[terrain]\n...\n...\n[hexsides]\n00,00-01,01 E river\n',
      'm.map:5:1: map.hexsides[0].hex: range "00,00-01,01" must stay in one column or one row',
    ],
    [
      'a hexside off the map',
      '[terrain]\n...\n[hexsides]\n00,00-00,03 E river\n',
      'm.map:4:1: map.hexsides[1].hex: hex "00,01" is not on the map (columns 00-2, rows 00-0)',
    ],
    [
      'a hexside on the map edge',
      '[terrain]\n...\n[hexsides]\n02,00 E river\n',
      'm.map:4:1: map.hexsides[0].hex: the E side of 02,00 is the map edge, not a hexside between two hexes',
    ],
    [
      'road hexes that are not neighbours',
      '[terrain]\n....\n[lines]\nroad 00,00 01,00 03,00\n',
      'm.map:4:18: map.lines[0].hexes[2]: 03,00 is not adjacent to 01,00 (a road runs from hex to neighbouring hex)',
    ],
    [
      'an unknown line kind',
      '[terrain]\n...\n[lines]\ntrack 00,00 01,00\n',
      'm.map:4:1: map.lines: a line starts with road, primaryRoad or rail, found "track"',
    ],
    [
      'a dangling ".."',
      '[terrain]\n...\n[lines]\nroad 00,00 ..\n',
      'm.map:4:12: map.lines[0]: ".." must stand between two hexes',
    ],
    [
      'a one-hex road',
      '[terrain]\n...\n[lines]\nroad 00,00\n',
      'm.map:4:1: map.lines[0].hexes: a road needs at least two hexes',
    ],
    [
      'a road off the map',
      '[terrain]\n...\n[lines]\nroad 01,00 .. 04,00\n',
      'm.map:4:12: map.lines[0].hexes[2]: hex "03,00" is not on the map (columns 00-2, rows 00-0)',
    ],
    [
      'a bad elevation digit',
      '[terrain]\n. .\n[elevation]\n0 #\n',
      'm.map:4:3: map.elevation[0][1]: "#" is not an elevation digit (0-9, a-z)',
    ],
    [
      'an elevation row too long',
      '[terrain]\n..\n..\n[elevation]\n00\n000\n',
      'm.map:6:1: map.elevation[1]: row 1 has 3 values, but the map is 2 wide',
    ],
    [
      'a bad elevation setting',
      '[terrain]\n..\n[elevation step=0]\n00\n',
      'm.map:3:12: map.elevation: step must be a positive number of metres',
    ],
    [
      'a bad minefield',
      '[terrain]\n..\n[features]\n00,00 minefield=4\n',
      'm.map:4:7: map.features[0].minefield: write minefield=1, minefield=2 or minefield=3',
    ],
    [
      'an unknown hex feature',
      '[terrain]\n..\n[features]\n00,00 castle\n',
      'm.map:4:7: map.features[0].castle: unknown feature "castle"',
    ],
    [
      'a place off the map',
      '[terrain]\n..\n[places]\n05,00 Nowhere\n',
      'm.map:4:1: map.features[0].hex: hex "05,00" is not on the map (columns 00-1, rows 00-0)',
    ],
    [
      'a place without a name',
      '[terrain]\n..\n[places]\n00,00\n',
      'm.map:4:1: map.features: a place is a hex and a name, like "06,04 Villers-Bocage"',
    ],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const errors = mapErrors(text);
    expect(
      errors.some((e) => e.startsWith(expected)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('a unit placed off a map given as text is reported against the JSON', () => {
    const errors = mapErrors('[terrain]\n.\n');
    expect(
      errors.some((e) => /^s\.json:\d+:\d+: objectives\[0\]\.hex: hex "04,00" is not on the 1x1 map/.test(e)),
    ).toBe(true);
  });

  it('reports every problem in the map at once', () => {
    const errors = mapErrors('[terrain]\n. Q .\n . . . .\n[lines]\nrail 00,00 02,00\n');
    expect(errors.filter((e) => e.startsWith('m.map'))).toEqual([
      'm.map:2:3: map.terrain[0][1]: unknown terrain letter "Q" (known: . , r o f b m s v t C i d ~ # w)',
      'm.map:3:2: map.terrain[1]: row 1 has 4 hexes, but the map is 3 wide',
      'm.map:5:12: map.lines[0].hexes[1]: 02,00 is not adjacent to 00,00 (a rail runs from hex to neighbouring hex)',
    ]);
  });
});

describe('map text: the example in docs/scenario-format.md', () => {
  it('reads without errors and puts roads over the river only on bridges', () => {
    const doc = readFileSync(path.join(import.meta.dirname, '..', 'docs', 'scenario-format.md'), 'utf8');
    const example = /```\n(; Test Crossroads \(32[\s\S]*?)```/.exec(doc)![1]!;
    const parsed = parseMapText(example);
    expect(parsed.errors).toEqual([]);
    const letters = new Set(DEFAULT_TERRAIN.map((t) => t.letter));
    expect(checkMap(parsed.map, letters)).toEqual([]);
    const w = buildWorld({ ...miniScenario(), map: parsed.map, units: [], objectives: [] });
    const bridges = SIDE.bridgeLight | SIDE.bridgeMedium | SIDE.bridgeHeavy;
    for (const e of w.edges)
      if (e & SIDE.river && e & (SIDE.road | SIDE.rail)) expect(e & bridges).not.toBe(0);
    expect(parsed.map.lines![1]!.hexes).toEqual(['03,02', '03,01', '04,00']);
  });
});

describe('map text: round trip', () => {
  const letters = ['.', ',', 'f', 't', 'v', 'm', 'r'];
  const mapArb = fc
    .record({ width: fc.integer({ min: 2, max: 9 }), height: fc.integer({ min: 2, max: 7 }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        terrain: fc.array(
          fc
            .array(fc.constantFrom(...letters), { minLength: width, maxLength: width })
            .map((r) => r.join('')),
          {
            minLength: height,
            maxLength: height,
          },
        ),
        elevation: fc.option(
          fc.array(
            fc.array(
              fc.integer({ min: 0, max: 30 }).map((x) => 20 + x * 5),
              { minLength: width, maxLength: width },
            ),
            {
              minLength: height,
              maxLength: height,
            },
          ),
          { nil: undefined },
        ),
        hexsides: fc.array(
          fc.record({
            hex: fc
              .tuple(fc.integer({ min: 0, max: width - 2 }), fc.integer({ min: 0, max: height - 1 }))
              .map(([c, r]) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`),
            dir: fc.constant('E' as const),
            features: fc.subarray(['river', 'stream', 'bridgeLight', 'escarpment'] as const, {
              minLength: 1,
            }),
          }),
          { maxLength: 5 },
        ),
        lines: fc.array(
          fc.record({
            kind: fc.constantFrom('road' as const, 'primaryRoad' as const, 'rail' as const),
            hexes: fc
              .integer({ min: 0, max: height - 1 })
              .map((r) =>
                Array.from(
                  { length: width },
                  (_, c) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`,
                ),
              ),
          }),
          { maxLength: 3 },
        ),
        features: fc.array(
          fc.oneof(
            fc.record({
              hex: fc.constant('00,00'),
              name: fc.constantFrom('Caen', 'Le Mesnil-Patry', 'Hill 112'),
            }),
            fc.record({
              hex: fc.constant('01,01'),
              minefield: fc.constantFrom(1 as const, 2 as const, 3 as const),
              rubble: fc.constant(true),
            }),
          ),
          { maxLength: 3 },
        ),
      }),
    );

  it('parseMapText(formatMapText(map)) gives the same world as the map', () => {
    fc.assert(
      fc.property(mapArb, (raw) => {
        const map: MapData = Object.fromEntries(
          Object.entries(raw).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
        ) as unknown as MapData;
        const text = formatMapText(map);
        const back = parseMapText(text);
        expect(back.errors).toEqual([]);
        const a = buildWorld({ ...miniScenario(), map, units: [], objectives: [] });
        const b = buildWorld({ ...miniScenario(), map: back.map, units: [], objectives: [] });
        expect(Array.from(b.terrain)).toEqual(Array.from(a.terrain));
        expect(Array.from(b.elevation)).toEqual(Array.from(a.elevation));
        expect(Array.from(b.edges)).toEqual(Array.from(a.edges));
        expect(new Map([...b.features].sort(([x], [y]) => x - y))).toEqual(
          new Map([...a.features].sort(([x], [y]) => x - y)),
        );
      }),
      { numRuns: 60 },
    );
  });
});
