// The area-impulse system through the RuleSystem contract: scenario checks that name file, field,
// line and column; the summary; views and fog (the enemy's cards); saves; the event lines; the
// after-action report; the registry.

import { describe, expect, it } from 'vitest';
import { formatIssue } from '../src/engine/core/scenario/issues.js';
import { systemById } from '../src/engine/registry.js';
import { areaImpulseSystem as sys } from '../src/engine/systems/area-impulse/system.js';
import { checkGameScenarioText } from '../src/scenario/load.js';
import { play, skirmish, workedExampleStart } from './area-impulse-fixtures.js';

const good = skirmish();

/** The skirmish as JSON text with a change, checked as a file: the issues as printed. */
function issuesOf(change: (x: Record<string, unknown>) => void): string[] {
  const x = structuredClone(good) as unknown as Record<string, unknown>;
  change(x);
  const r = checkGameScenarioText(JSON.stringify(x, null, 2), 'bad.json');
  return r.issues.map(formatIssue);
}

type Json = Record<string, unknown> & { areas: Record<string, unknown>[]; units: Record<string, unknown>[] };

describe('area-impulse: scenario checks', () => {
  it('the registry lists the system; a good file loads with its summary', () => {
    expect(systemById('area-impulse')).toBe(sys);
    const r = checkGameScenarioText(JSON.stringify({ $schema: 'x', ...good }, null, 2), 'ok.json');
    expect(r.issues).toEqual([]);
    expect(r.loaded?.summary).toMatchObject({
      system: 'area-impulse',
      scale: 'area',
      map: '9 areas',
      turns: 4,
      firstTurn: 'turn 1',
      lastTurn: 'turn 4',
      units: { german: 8, soviet: 8 },
      firstSide: 'german',
    });
    expect(sys.sides).toEqual(['german', 'soviet']);
    expect(sys.sideName('soviet')).toBe('Soviet');
  });

  it('unknown references (AI-FIRE-NS-11 borders), duplicates, a unit with no place, cells off the grid or shared, each with field, line and column', () => {
    const issues = issuesOf((raw) => {
      const x = raw as Json;
      x.borders = [...(x.borders as unknown[]), { a: 'W1', b: 'Atlantis' }];
      x.units[1]!.id = 'g-pz1';
      x.units[2]!.area = 'Z9';
      delete x.units[3]!.area;
      (x.areas[0]!.cells as unknown[]) = [{ col: 9, row: 0 }];
      (x.areas[1]!.cells as unknown[]) = [{ col: 1, row: 0 }];
      (x.areas[2]!.cells as unknown[]) = [{ col: 1, row: 0 }];
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bad\.json:\d+:\d+: areas\[0\]\.cells\[0\]: cell 9,0 is off the 9x1 grid$/),
        expect.stringMatching(
          /^bad\.json:\d+:\d+: areas\[2\]\.cells\[0\]: cell 1,0 is already drawn for areas\[1\] \("W2"\)$/,
        ),
        expect.stringMatching(/borders\[12\]\.b: names no area \("Atlantis"\)$/),
        expect.stringMatching(/units\[1\]\.id: "g-pz1" is already the id of units\[0\]$/),
        expect.stringMatching(/units\[2\]\.area: names no area \("Z9"\)$/),
        expect.stringMatching(/units\[3\]: has neither an area nor an arrival: give it one of them$/),
      ]),
    );
  });

  it('stacking over the limit at the start, victory areas unknown, initiative and turn names of the wrong length, the same side twice', () => {
    const issues = issuesOf((raw) => {
      const x = raw as Json;
      x.rules = { stackLimit: 1 };
      x.victory = {
        ...(x.victory as object),
        vp: { Nowhere: 2 },
        suddenDeath: [{ side: 'german', areas: ['E1', 'E9'] }],
      };
      x.initiative = ['german'];
      x.turnNames = ['a', 'b'];
      (x.sides as unknown[]) = [
        { id: 'german', name: 'German' },
        { id: 'german', name: 'Also German' },
      ];
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /units\[2\]\.area: is German unit number 2 in "W1": at most 1 a side in an area \(AI-FIRE-70, AI-FIRE-NS-08\)$/,
        ),
        expect.stringMatching(/victory\.vp\.Nowhere: names no area \("Nowhere"\)$/),
        expect.stringMatching(/victory\.suddenDeath\[0\]\.areas\[1\]: names no area \("E9"\)$/),
        expect.stringMatching(/initiative: has 1 entries for 4 turns$/),
        expect.stringMatching(/turnNames: has 2 names for 4 turns$/),
        expect.stringMatching(/sides\[1\]\.id: both sides are "german"/),
      ]),
    );
  });

  it('the schema: strict fields, sides fixed to german and soviet, the system literal, TDV 0..9 (AI-FIRE-NS-05), dice (AI-FIRE-NS-12)', () => {
    const issues = issuesOf((raw) => {
      const x = raw as Json;
      x.colour = 'red';
      x.areas[0]!.tdv = 12;
      x.rules = { dice: { count: 2, sides: 1 } };
      (x.sides as unknown[]) = [
        { id: 'german', name: 'German' },
        { id: 'red', name: 'Red' },
      ];
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/colour: unknown field/),
        expect.stringMatching(/areas\[0\]\.tdv: must be at most 9, got 12$/),
        expect.stringMatching(/rules\.dice\.sides: must be at least 2, got 1$/),
        expect.stringMatching(
          /sides\[1\]\.id: the text "red" is not allowed; expected one of "german", "soviet"$/,
        ),
      ]),
    );
  });
});

describe('area-impulse: the contract', () => {
  it('viewFor shows every unit and the own hand, the enemy hand only as a count; eventsFor passes every event (plain sight)', () => {
    const s = sys.newGame(good, 'v').state;
    const g = sys.viewFor(s, 'german');
    expect(g.units).toHaveLength(good.units.length);
    expect(g.hand.map((c) => c.id)).toEqual(['stuka', 'guns']);
    expect(g.enemyCards).toBe(1);
    const r = play(s, { type: 'pass' });
    expect(sys.eventsFor(r.state, r.events, 'soviet')).toEqual(r.events);
  });

  it('describeEvents: the worked example read aloud', () => {
    const hit = play(workedExampleStart(), { type: 'fire', units: ['s1', 's2'], target: 'T' }, [5, 6]);
    expect(sys.describeEvents(hit.state, hit.events)).toEqual([
      'Soviet fires from F at T with s1, s2: attack 15 against defence 12, 3 damage points',
      'Soviet fire marker in F',
    ]);
    const done = play(hit.state, { type: 'allocate', outcomes: { g1: 'flip', g2: 'flip', g3: 'retreat' } });
    expect(sys.describeEvents(done.state, done.events)).toEqual([
      'German g1 is flipped to spent (1 point)',
      'German g2 is flipped to spent (1 point)',
      'German g3 retreats to E (1 point)',
      'E is now German-controlled',
      // NS-07 after the impulse: K holds only the German g5.
      'K is now German-controlled',
      'German impulse 2 of turn 1',
    ]);
  });

  it('restore refuses a snapshot of another scenario; summaryLines and the after-action report, with charts only at the end', () => {
    const s = sys.newGame(good, 'aar').state;
    expect(() => sys.restore(good, {}, { ...(sys.snapshot(s) as object), units: [] })).toThrow(/units/);
    expect(sys.summaryLines(s)).toEqual([
      'german: 0 VP, 6 units on the map, 0 eliminated, 2 to come',
      'soviet: 3 VP, 6 units on the map, 0 eliminated, 2 to come',
    ]);
    expect(sys.afterAction(s, 'german').charts).toEqual([]);
    let end = s;
    while (!end.result) end = play(end, { type: 'pass' }).state;
    const aar = sys.afterAction(end, null);
    expect(aar.lines[1]).toBe(
      'Soviet victory (Soviet groups held) on turn 4: Soviet holds an area of every group at the end of the last turn',
    );
    expect(aar.charts.map((c) => c.title)).toEqual(['Score (VP) by turn', 'Units on the map by turn']);
    expect(aar.charts[1]!.series).toEqual([
      { title: 'German', y: [6, 7, 8, 8] },
      { title: 'Soviet', y: [6, 7, 8, 8] },
    ]);
    expect(() => sys.createPlayer('genius', s, 'german')).toThrow(/known: ai, random/);
    expect(sys.players).toEqual(['ai', 'random']);
  });
});
