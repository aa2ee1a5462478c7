import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { apply } from '../src/engine/systems/panzer/apply.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import {
  effectiveVisibility,
  rollDailyWeather,
  rollVisibility,
  visibilityFor,
} from '../src/engine/systems/panzer/rules/weather.js';
import { scriptedDice } from './fixtures/dice.js';
import { miniScenario, weatherGame } from './fixtures/mini.js';

const weather = [
  { from: '1944-06-13', conditions: { normal: 100 }, visibility: { min: 3, max: 5 } },
  { from: '1944-06-14', conditions: { mud: 100 }, visibility: { min: 2, max: 2 }, storm: 100 },
];

function playTo(state: GameState, turn: number): GameState {
  let s = state;
  while (s.turn < turn) {
    const r = apply(s, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('PC-ENV weather', () => {
  it('PC-ENV-01: night and storm visibility 1, dawn and dusk half rounded down', () => {
    expect(visibilityFor(5, 'day', false)).toBe(5);
    expect(visibilityFor(5, 'dawn', false)).toBe(2);
    expect(visibilityFor(3, 'dusk', false)).toBe(1);
    expect(visibilityFor(5, 'night', false)).toBe(1);
    expect(visibilityFor(5, 'day', true)).toBe(1);
  });

  it('PC-ENV-02: visibility stays within the scenario range every turn', () => {
    let { state } = newGame(
      miniScenario({
        start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 40, firstSide: 'allied' },
      }),
      9,
    );
    for (let t = 0; t < 39; t++) {
      state = playTo(state, state.turn + 1);
      expect(state.weather.visibility).toBeGreaterThanOrEqual(3);
      expect(state.weather.visibility).toBeLessThanOrEqual(5);
    }
  });

  it('PC-ENV-09/10: under Programmed Weather the day line sets condition, storm and visibility', () => {
    const sc = miniScenario({
      start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 12, firstSide: 'allied' },
      optionalRules: ['programmedWeather'],
      environment: { visibility: { min: 3, max: 5, start: 4 }, weather },
    });
    const s = playTo(newGame(sc, 1).state, 9); // 08:00 + 8 × 2 h = 00:00 on 14 June
    expect(s.weather.condition).toBe('mud');
    expect(s.weather.storm).toBe(true);
    expect(s.weather.visibility).toBe(2);
    expect(effectiveVisibility(s)).toBe(1); // PC-ENV-08 storm
  });

  it('PC-OPT-11: without the optional rule the weather table is not used', () => {
    const sc = miniScenario({
      start: { date: '1944-06-13T08:00', minutesPerTurn: 120, turns: 12, firstSide: 'allied' },
      environment: { visibility: { min: 3, max: 5, start: 4 }, weather },
    });
    const s = playTo(newGame(sc, 1).state, 9);
    expect(s.weather.condition).toBe('normal');
    expect(s.weather.storm).toBe(false);
  });
});

describe('PC-ENV weather rolls reported (issue 20: every threshold a procedure rolled against)', () => {
  const game = weatherGame;

  it('PC-ENV-02: a change of visibility gives its draws and the 20% and 50% it had to beat', () => {
    const s = game(false);
    s.weather.visibilityTrend = 0;
    const events: GameEvent[] = [];
    rollVisibility(s, scriptedDice([0.19, 0.49]), events);
    expect(s.weather.visibility).toBe(4);
    const e = events.find((x) => x.type === 'weather');
    expect(e?.type === 'weather' && e.rolls).toEqual([
      expect.objectContaining({ value: 0.19, target: 0.2, success: true, rule: 'PC-ENV-02' }),
      expect.objectContaining({ value: 0.49, target: 0.5, success: true }),
    ]);
    // At the threshold: no change, so no event.
    const s2 = game(false);
    s2.weather.visibilityTrend = 0;
    const none: GameEvent[] = [];
    rollVisibility(s2, scriptedDice([0.2]), none);
    expect(s2.weather.visibility).toBe(3);
    expect(none).toEqual([]);
  });

  it('PC-ENV-08/09: the day’s condition and storm draws are reported against the table’s bands', () => {
    const s = game(true);
    const events: GameEvent[] = [];
    // 45 falls in the mud band (30..100); 39 is under the 40% storm; then visibility holds.
    rollDailyWeather(s, scriptedDice([0.45, 0.39, 0.9]), events);
    expect(s.weather.condition).toBe('mud');
    expect(s.weather.storm).toBe(true);
    const e = events.find((x) => x.type === 'weather' && x.condition === 'mud');
    expect(e?.type === 'weather' && e.rolls?.map((r) => [r.rule, r.value, r.target, r.success])).toEqual([
      ['PC-ENV-09', 45, 100, true],
      ['PC-ENV-08', 39, 40, true],
    ]);
    // At 40 the storm roll fails.
    const s2 = game(true);
    rollDailyWeather(s2, scriptedDice([0.1, 0.4, 0.9]), []);
    expect(s2.weather.condition).toBe('normal');
    expect(s2.weather.storm).toBe(false);
  });
});
