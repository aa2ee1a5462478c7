// The weather change as the report panel shows it at 80x24 (PC-ENV-02/04/08/09): what changed,
// from what to what, and each draw against its chance in percent, in lines that fit the panel.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { rollDailyWeather, rollVisibility } from '../src/engine/systems/panzer/rules/weather.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { namerFor, reportEntry } from '../src/tui/systems/panzer/report.js';
import { scriptedDice } from './fixtures/dice.js';
import { weatherGame } from './fixtures/mini.js';

const game = weatherGame;

/** The report panel's inner width at 80x24, less the detail indent the panel adds. */
const PANEL = 46;

describe('PC-ENV weather in the report panel', () => {
  it('PC-ENV-02: "visibility 3 → 4 hexes", each draw against its chance in percent, and the range', () => {
    const s = game(false);
    s.weather.visibilityTrend = 0;
    const events: GameEvent[] = [];
    rollVisibility(s, scriptedDice([0.19, 0.49]), events);
    const entry = reportEntry(events[0]!, namerFor(viewFor(s, 'allied')))!;
    expect(entry.text).toBe('Weather: visibility 3 → 4 hexes');
    expect(entry.detail).toEqual([
      '  starts to change: 19 under 20%? yes',
      '  rises (else falls): 49 under 50%? yes',
      '  range today 1-5 hexes (PC-ENV-02, PC-ENV-10)',
    ]);
    for (const l of [entry.text, ...entry.detail]) expect(l.length).toBeLessThanOrEqual(PANEL);
  });

  it('PC-ENV-08/09: the ground condition and the storm say what they were', () => {
    const s = game(true);
    const events: GameEvent[] = [];
    rollDailyWeather(s, scriptedDice([0.45, 0.39, 0.9]), events);
    const e = events.find((x) => x.type === 'weather' && x.condition === 'mud')!;
    const entry = reportEntry(e, namerFor(viewFor(s, 'allied')))!;
    expect(entry.text).toBe('Weather: ground normal → mud, storm');
    expect(entry.detail.map((d) => d.trim())).toEqual([
      expect.stringMatching(
        /^ground condition mud \(the day's table\): rolled 45 vs 100 — yes \(PC-ENV-09\)$/,
      ),
      expect.stringMatching(/^storm: rolled 39 vs 40 — yes \(PC-ENV-08\)$/),
    ]);
  });
});
