// Scenario loading (src/scenario): every kind of error is reported with the file, the field path
// and, where it can be known, the line and column (design invariant 6).

import { describe, expect, it } from 'vitest';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { DEFAULT_TERRAIN } from '../src/engine/systems/panzer/model/terrain.js';
import {
  checkScenarioText,
  formatIssue,
  formatPath,
  parseJsonSource,
  ScenarioError,
  type ScenarioIssue,
} from '../src/scenario/index.js';
import { splitPath } from '../src/engine/core/scenario/json-source.js';
import { miniScenario } from './fixtures/mini.js';

type Json = Record<string, unknown>;

/** A virtual file system for the loader: { "s.json": text, "s.map": text }. */
function check(files: Record<string, string>, main = 's.json') {
  const read = (f: string): string => {
    const t = files[f];
    if (t === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return t;
  };
  return checkScenarioText(files[main]!, main, read);
}

/** The mini fixture as pretty JSON (one field a line, like a hand-written file), after `edit`. */
function mini(edit: (s: Json) => void = () => {}): string {
  const s = structuredClone(miniScenario()) as unknown as Json;
  edit(s);
  return JSON.stringify(s, null, 2);
}

const units = (s: Json) => s.units as Json[];
const map = (s: Json) => s.map as Json;

function only(text: string): ScenarioIssue {
  const r = check({ 's.json': text });
  expect(r.issues.map(formatIssue)).toHaveLength(1);
  return r.issues[0]!;
}

/** Line and column where `needle` first occurs in `text` (1-based), for expected positions. */
function posOf(text: string, needle: string, from = 0): { line: number; col: number } {
  const i = text.indexOf(needle, from);
  expect(i).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, i).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

describe('scenario JSON: good files load', () => {
  it('the engine fixture is a valid scenario and comes back unchanged', () => {
    const r = check({ 's.json': mini() });
    expect(r.issues).toEqual([]);
    expect(r.scenario).toEqual(miniScenario());
  });

  it('PC-ENG-19: a wired bridge on a bridged hexside, named from either bank, is accepted', () => {
    for (const w of [
      { hex: '08,03', dir: 'E', against: 'allied' },
      { hex: '09,03', dir: 'W', against: 'allied' },
    ])
      expect(check({ 's.json': mini((s) => (s.wiredBridges = [w])) }).issues).toEqual([]);
  });

  it('a "$schema" editor hint is accepted and dropped', () => {
    const r = check({ 's.json': mini((s) => (s.$schema = '../docs/scenario.schema.json')) });
    expect(r.issues).toEqual([]);
    expect(r.scenario).not.toHaveProperty('$schema');
  });

  it('a scenario-defined terrain letter is known to the map check', () => {
    const text = mini((s) => {
      const rows = map(s).terrain as string[];
      rows[0] = 'Q' + rows[0]!.slice(1);
      s.params = {
        terrain: [
          ...miniScenarioTerrain(),
          {
            key: 'quarry',
            name: 'Quarry',
            letter: 'Q',
            cost: { foot: 4, ski: 4, bicycle: 4, horse: 4, motorized: 8, tracked: 6, naval: -1, rail: -1 },
            modifier: -20,
            blocksLos: false,
            obstacleHeight: 0,
            concealing: true,
            urban: false,
            water: false,
          },
        ],
      };
    });
    expect(check({ 's.json': text }).issues).toEqual([]);
  });
});

/** The default terrain table, as a scenario would copy it before adding a letter. */
const miniScenarioTerrain = (): unknown[] => structuredClone(DEFAULT_TERRAIN as unknown as unknown[]);

describe('scenario JSON: syntax errors name line and column', () => {
  it('a trailing comma', () => {
    const text = '{\n  "id": "x",\n  "version": 1,\n}\n';
    const i = only(text);
    expect(i).toMatchObject({ file: 's.json', line: 4, col: 1 });
    expect(i.message).toMatch(/trailing comma/);
  });

  it('a field given twice', () => {
    const i = only('{\n  "id": "x",\n  "id": "y"\n}');
    expect(i).toMatchObject({ line: 3, col: 3 });
    expect(i.message).toMatch(/"id" appears twice/);
  });

  it('an unclosed string', () => {
    expect(only('{ "id": "x }').message).toMatch(/not closed|line break/);
  });

  it('text after the value', () => {
    const i = only('{}\n]');
    expect(i).toMatchObject({ line: 2, col: 1 });
  });
});

describe('scenario JSON: positions', () => {
  const text = '{\n  "a": [1, {"b": "x", "c": {"d": null}}],\n  "e\\"f": true\n}';
  const src = parseJsonSource(text);
  it.each([
    ['', 1, 1],
    ['a', 2, 8],
    ['a[1]', 2, 12],
    ['a[1].c.d', 2, 34],
    ['a[1].c.zz', 2, 28],
    ['a[5]', 2, 8],
    ['["e\\"f"]', 3, 11],
  ])('%s is at %i:%i', (path, line, col) => {
    expect(src.locate(path)).toEqual({ line, col });
  });
  it('splitPath inverts formatPath', () => {
    const segs = ['units', 3, 'hard', 'value', 'a b', 0];
    expect(splitPath(formatPath(segs))).toEqual(segs);
  });
});

describe('scenario JSON: shape errors name the field path and its position', () => {
  it('a missing required field', () => {
    const i = only(mini((s) => delete s.title));
    expect(formatIssue(i)).toBe('s.json:1:1: title: is missing (expected text)');
  });

  it('a wrong type points at the value', () => {
    const text = mini((s) => (units(s)[3]!.strength = '600'));
    const i = only(text);
    expect(i.path).toBe('units[3].strength');
    expect(i.message).toBe('expected a number, got the text "600"');
    expect(i).toMatchObject(posOf(text, '"600"'));
  });

  it('a fraction where a whole number belongs', () => {
    const i = only(mini((s) => (units(s)[1]!.speed = 7.5)));
    expect(i.path).toBe('units[1].speed');
    expect(i.message).toMatch(/whole number/);
  });

  it('a misspelt field is an unknown field at its own path', () => {
    const text = mini((s) => (units(s)[2]!.arives = { turn: 2, hex: '00,00' }));
    const i = only(text);
    expect(i.path).toBe('units[2].arives');
    expect(i.message).toMatch(/unknown field/);
    expect(i).toMatchObject(posOf(text, '{', text.indexOf('"arives"')));
  });

  it('a value outside an enumeration lists the allowed values', () => {
    const i = only(mini((s) => (units(s)[0]!.quality = 'Z')));
    expect(i.path).toBe('units[0].quality');
    expect(i.message).toBe('the text "Z" is not allowed; expected one of "A", "B", "C", "D", "E", "F"');
  });

  it('a hex written the wrong way', () => {
    const i = only(mini((s) => (units(s)[1]!.hex = '12-07')));
    expect(i.path).toBe('units[1].hex');
    expect(i.message).toMatch(/must be a hex written "col,row"/);
  });

  it('a negative number where counts start at 0', () => {
    const i = only(mini((s) => ((s.start as Json).turns = 0)));
    expect(i.path).toBe('start.turns');
    expect(i.message).toBe('must be at least 1, got 0');
  });

  it('an unknown side in a per-side record', () => {
    const r = check({ 's.json': mini((s) => (s.briefing = { allies: 'Go' })) });
    expect(r.issues.length).toBeGreaterThan(0);
    expect(r.issues[0]!.path).toMatch(/^briefing/);
  });

  it('an unknown parameter name', () => {
    const i = only(mini((s) => (s.params = { maxStackng: 10 })));
    expect(i.path).toBe('params.maxStackng');
    expect(i.message).toMatch(/unknown field/);
  });

  it('a parameter of the wrong type, nested', () => {
    const i = only(mini((s) => (s.params = { side: { axis: { globalSupply: 'high' } } })));
    expect(i.path).toBe('params.side.axis.globalSupply');
  });

  it('every problem is reported, not only the first', () => {
    const r = check({
      's.json': mini((s) => {
        units(s)[0]!.quality = 'Z';
        units(s)[1]!.speed = -1;
        delete s.victory;
      }),
    });
    expect(r.issues.map((i) => i.path).sort()).toEqual(['units[0].quality', 'units[1].speed', 'victory']);
  });
});

describe('scenario JSON: cross-field checks', () => {
  const cases: [string, (s: Json) => void, string, RegExp][] = [
    ['duplicate unit ids', (s) => (units(s)[2]!.id = 'a-inf1'), 'units[2].id', /"a-inf1" is used twice/],
    [
      'unknown organisation',
      (s) => (units(s)[1]!.org = 'nobody'),
      'units[1].org',
      /unknown organisation "nobody"/,
    ],
    [
      'organisation of the other side',
      (s) => (units(s)[1]!.org = 'x-div'),
      'units[1].org',
      /belongs to the axis side/,
    ],
    [
      'unknown parent organisation',
      (s) => ((s.orgs as Json[])[1]!.parent = 'nope'),
      'orgs[1].parent',
      /unknown organisation "nope"/,
    ],
    [
      'duplicate organisation ids',
      (s) => ((s.orgs as Json[])[3]!.id = 'a-div'),
      'orgs[3].id',
      /"a-div" is used twice/,
    ],
    [
      'a hex off the map',
      (s) => (units(s)[0]!.hex = '12,03'),
      'units[0].hex',
      /"12,03" is not on the 12x10 map/,
    ],
    [
      'neither a hex nor an arrival',
      (s) => delete units(s)[1]!.hex,
      'units[1]',
      /needs a starting "hex" or an "arrives" entry/,
    ],
    [
      'arrival after the last turn',
      (s) => ((units(s)[4]!.arrives as Json).turn = 9),
      'units[4].arrives.turn',
      /turn 9 is after the last turn \(6\)/,
    ],
    [
      'arrival hex off the map',
      (s) => ((units(s)[4]!.arrives as Json).hex = '00,10'),
      'units[4].arrives.hex',
      /not on/,
    ],
    [
      'two HQs for one organisation',
      (s) => (units(s)[1]!.hqOf = 'a-div'),
      'units[1].hqOf',
      /already has an HQ/,
    ],
    [
      'start strength above full strength',
      (s) => (units(s)[1]!.startStrength = 700),
      'units[1].startStrength',
      /more than the full strength 600/,
    ],
    [
      'victory levels out of order',
      (s) => (s.victory = { alliedMajor: 10, alliedMinor: 50, axisMinor: -50, axisMajor: -150 }),
      'victory',
      /alliedMajor >= alliedMinor > axisMinor >= axisMajor/,
    ],
    [
      'two objectives on one hex',
      (s) => ((s.objectives as Json[])[1]!.hex = '06,04'),
      'objectives[1].hex',
      /objectives\[0\] is already at 06,04/,
    ],
    [
      'a limited objective without expiry',
      (s) => ((s.objectives as Json[])[1]!.kind = 'limited'),
      'objectives[1].expires',
      /needs the turn it expires/,
    ],
    [
      'a surrender objective for a nation with no units',
      (s) => Object.assign((s.objectives as Json[])[1]!, { kind: 'surrender', nation: 'Italy' }),
      'objectives[1].nation',
      /no unit belongs to the nation "Italy" \(known: UK, Germany\)/,
    ],
    [
      'an exit objective without an owner',
      (s) => Object.assign((s.objectives as Json[])[1]!, { kind: 'exit', owner: null }),
      'objectives[1].owner',
      /needs the side that exits there/,
    ],
    [
      'an air unit with the id of a ground unit',
      (s) =>
        (s.air = [
          {
            id: 'a-inf1',
            name: 'Typhoons',
            side: 'allied',
            kind: 'combat',
            strength: 12,
            hard: 4,
            soft: 8,
            defense: 2,
            quality: 'B',
          },
        ]),
      'air[0].id',
      /"a-inf1" is already used/,
    ],
    [
      'an air unit owned by an organisation of the other side',
      (s) =>
        (s.air = [
          {
            id: 'tac',
            name: 'Typhoons',
            side: 'allied',
            kind: 'combat',
            strength: 12,
            hard: 4,
            soft: 8,
            defense: 2,
            quality: 'B',
            owner: 'x-div',
          },
        ]),
      'air[0].owner',
      /belongs to the axis side/,
    ],
    [
      'an air availability change after the last turn',
      (s) => (s.airSchedule = [{ turn: 7, side: 'axis', availability: 10 }]),
      'airSchedule[0].turn',
      /turn 7 is after the last turn \(6\)/,
    ],
    [
      'a supply source off the map',
      (s) => (s.supplySources = [{ hex: '20,20', side: 'axis', value: 100 }]),
      'supplySources[0].hex',
      /not on the 12x10 map/,
    ],
    [
      'PC-ENG-19: a wired bridge where there is no bridge',
      (s) => (s.wiredBridges = [{ hex: '08,02', dir: 'E', against: 'allied' }]),
      'wiredBridges[0].dir',
      /there is no bridge on the E side of 08,02/,
    ],
    [
      'PC-ENG-19: a wired full-hex bridge where there is none',
      (s) => (s.wiredBridges = [{ hex: '08,02', against: 'allied' }]),
      'wiredBridges[0]',
      /08,02 has no full-hex bridge/,
    ],
    [
      'an impossible date',
      (s) => ((s.start as Json).date = '1944-02-30T08:00'),
      'start.date',
      /not a real date/,
    ],
    [
      'daylight hours out of order',
      (s) => (s.daylight = { dawn: 6, day: 5, dusk: 20, night: 21 }),
      'daylight',
      /dawn <= day <= dusk <= night/,
    ],
    [
      'visibility min above max',
      (s) => (s.environment = { visibility: { min: 6, max: 3 } }),
      'environment.visibility',
      /min \(6\) is greater than max \(3\)/,
    ],
    [
      'an A/I order for an organisation of the other side',
      (s) => (s.ai = { allied: [{ org: 'x-div', order: 'hold' }] }),
      'ai.allied[0].org',
      /belongs to the axis side/,
    ],
    [
      'an attack order without a target',
      (s) => (s.ai = { axis: [{ org: 'x-div', order: 'attack' }] }),
      'ai.axis[0].target',
      /needs a target hex/,
    ],
    [
      'PC-MAP-03a: a unit starting in terrain its class cannot enter',
      (s) => ((map(s).terrain as string[])[5] = '..#.........'),
      'units[2].hex',
      /02,05 is Impassible, which foot units cannot enter/,
    ],
    [
      'PC-UNT-08: overstacked at the start',
      (s) => {
        s.params = { maxStacking: 1000 };
        for (const u of units(s)) if (u.side === 'allied' && u.hex) u.hex = '01,04';
      },
      'units[2].hex',
      /01,04 holds 1300 men-equivalents at the start, over the stacking limit of 1000/,
    ],
    [
      'a side with no units',
      (s) => (s.units = units(s).filter((u) => u.side === 'allied')),
      'units',
      /no axis units/,
    ],
    [
      'an organisation that is its own ancestor',
      (s) => ((s.orgs as Json[])[0]!.parent = 'a-div'),
      'orgs[0].parent',
      /its own ancestor/,
    ],
  ];
  it.each(cases)('%s', (_name, edit, path, message) => {
    const text = mini(edit);
    const r = check({ 's.json': text });
    const hit = r.issues.find((i) => i.path === path);
    expect(hit, r.issues.map(formatIssue).join('\n')).toBeDefined();
    expect(hit!.message).toMatch(message);
    expect(hit!.line).toBeGreaterThan(0);
    expect(r.scenario).toBeUndefined();
  });

  it('the line of a cross-field error is the line of the field', () => {
    const text = mini((s) => (units(s)[1]!.org = 'nobody'));
    const i = check({ 's.json': text }).issues[0]!;
    expect(i).toMatchObject(posOf(text, '"nobody"'));
    expect(formatIssue(i)).toBe(`s.json:${i.line}:${i.col}: units[1].org: unknown organisation "nobody"`);
  });
});

describe('scenario JSON: inline map checks', () => {
  it('a row of the wrong length', () => {
    const i = only(mini((s) => ((map(s).terrain as string[])[3] = '...........')));
    expect(i.path).toBe('map.terrain[3]');
    expect(i.message).toBe('row 3 has 11 hexes, but the map is 12 wide');
  });

  it('an unknown terrain letter', () => {
    const i = only(mini((s) => ((map(s).terrain as string[])[2] = '....fQf.....')));
    expect(i.path).toBe('map.terrain[2][5]');
    expect(i.message).toMatch(/^unknown terrain letter "Q"/);
  });

  it('too few rows (terrain and elevation both say so)', () => {
    const r = check({ 's.json': mini((s) => (map(s).height = 11)) });
    expect(r.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'map.terrain: has 10 rows, but the map is 11 rows high',
      'map.elevation: has 10 rows, but the map is 11 rows high',
    ]);
  });

  it('road hexes that are not neighbours', () => {
    const i = only(mini((s) => ((map(s).lines as Json[])[0]!.hexes = ['00,03', '01,03', '03,03'])));
    expect(i.path).toBe('map.lines[0].hexes[2]');
    expect(i.message).toMatch(/03,03 is not adjacent to 01,03/);
  });

  it('a hexside on the map edge', () => {
    const i = only(mini((s) => (map(s).hexsides = [{ hex: '11,00', dir: 'E', features: ['river'] }])));
    expect(i.path).toBe('map.hexsides[0].hex');
    expect(i.message).toMatch(/map edge/);
  });

  it('an unknown hexside feature', () => {
    const i = only(mini((s) => (map(s).hexsides = [{ hex: '01,01', dir: 'E', features: ['moat'] }])));
    expect(i.path).toBe('map.hexsides[0].features[0]');
  });

  it('elevation rows of the wrong length', () => {
    const i = only(mini((s) => ((map(s).elevation as number[][])[4] = [1, 2, 3])));
    expect(i.path).toBe('map.elevation[4]');
  });
});

describe('scenario JSON: the map file reference', () => {
  it('a missing map file names the reference', () => {
    const text = mini((s) => (s.map = { file: 'gone.map' }));
    const i = only(text);
    expect(i.path).toBe('map.file');
    expect(i.message).toBe('cannot read map file "gone.map": no such file');
    expect(i).toMatchObject(posOf(text, '"gone.map"'));
  });

  it.each([
    ['missing', undefined, 'is missing'],
    ['misspelt', { fiel: 'a.map' }, 'is neither form of map'],
    ['not an object', 'a.map', 'is neither form of map'],
  ])('a map that is %s says what the two forms are', (_name, value, start) => {
    const i = only(mini((s) => (s.map = value)));
    expect(i.path).toBe('map');
    expect(i.message).toBe(
      `${start}: give { "file": "name.map" } (map text) or the map inline with width, height and terrain`,
    );
  });

  it('a map reference with an extra field', () => {
    const i = only(mini((s) => (s.map = { file: 'a.map', width: 3 })));
    expect(i.path).toBe('map.width');
  });
});

// Keeps the type import meaningful: a checked scenario is the engine's Scenario.
export type _Checked = NonNullable<ReturnType<typeof check>['scenario']> extends Scenario ? true : never;

describe('ScenarioError', () => {
  it('says the first problem, how many more, and where to see them all', () => {
    const e = new ScenarioError([
      { file: 'a.json', path: 'units[0].org', line: 3, col: 5, message: 'unknown organisation "x"' },
      { file: 'a.map', path: 'map.terrain[1][1]', line: 4, col: 2, message: 'unknown terrain letter "Q"' },
    ]);
    expect(e.message).toBe(
      'a.json:3:5: units[0].org: unknown organisation "x" (and 1 more problem; `hexfront validate` lists them all)',
    );
    expect(e).toMatchObject({ file: 'a.json', path: 'units[0].org', line: 3, col: 5 });
    expect(e.issues).toHaveLength(2);
  });
});
