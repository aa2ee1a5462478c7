import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { apply } from '../src/engine/systems/panzer/apply.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { effectiveVisibility, visibilityFor } from '../src/engine/systems/panzer/rules/weather.js';
import { miniScenario } from './fixtures/mini.js';

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
