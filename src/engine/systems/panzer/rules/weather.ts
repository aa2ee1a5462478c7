// Visibility, ground conditions and storms (PC-ENV).

import type { GameEvent, Roll } from '../events.js';
import type { GameState, Light } from '../model/state.js';
import { CONDITIONS, type Condition } from '../model/terrain.js';
import type { Dice } from '../../../core/rng.js';
import { ruleOn } from '../world.js';
import { dayNumber, lightOfTurn, timeOfTurn } from './clock.js';

function visRange(state: GameState): { min: number; max: number } {
  const prog = programmedDay(state);
  if (prog) return prog.visibility;
  const v = state.world.scenario.environment?.visibility;
  return { min: v?.min ?? 1, max: v?.max ?? 5 };
}

/** PC-ENV-09: the day's line of the weather table, only under the Programmed Weather rule (PC-OPT-11). */
function programmedDay(state: GameState) {
  if (!ruleOn(state.world, 'programmedWeather')) return undefined;
  const table = state.world.scenario.environment?.weather;
  if (!table || table.length === 0) return undefined;
  const today = timeOfTurn(state.world, state.turn).absDay;
  let found = undefined;
  for (const line of table) if (dayNumber(line.from) <= today) found = line;
  return found ?? table[0];
}

/**
 * PC-ENV-02: the visibility change, once per game turn, within the scenario's range. Our model
 * (the manual gives none): a change continues in the same direction with 60% chance; with no
 * trend, a new one starts with 20% chance, up or down equally.
 */
export function rollVisibility(state: GameState, dice: Dice, events: GameEvent[]): void {
  const w = state.weather;
  const { min, max } = visRange(state);
  const before = w.visibility;
  // Each draw is one next(), as Dice.chance draws, so a game rolls what it rolled before.
  const rolls: Roll[] = [];
  const draw = (label: string, p: number) => {
    const value = dice.next();
    rolls.push({ label, value, target: p, success: value < p, rule: 'PC-ENV-02' });
    return value < p;
  };
  if (w.visibilityTrend !== 0 && draw('visibility keeps changing', 0.6)) {
    w.visibility += w.visibilityTrend;
  } else if (draw('visibility starts to change', 0.2)) {
    w.visibilityTrend = draw('visibility rises (else falls)', 0.5) ? 1 : -1;
    w.visibility += w.visibilityTrend;
  } else {
    w.visibilityTrend = 0;
  }
  if (w.visibility >= max) {
    w.visibility = max;
    if (w.visibilityTrend > 0) w.visibilityTrend = 0;
  }
  if (w.visibility <= min) {
    w.visibility = min;
    if (w.visibilityTrend < 0) w.visibilityTrend = 0;
  }
  if (w.visibility !== before)
    events.push({
      type: 'weather',
      visibility: w.visibility,
      condition: w.condition,
      storm: w.storm,
      changed: true,
      rolls,
      visibilityBefore: before,
      range: { min, max },
    });
}

/** PC-ENV-04/08/09: the day's ground condition and storm, then a visibility draw for the turn. */
export function rollDailyWeather(state: GameState, dice: Dice, events: GameEvent[]): void {
  const w = state.weather;
  const conditionBefore = w.condition;
  const before = `${w.condition}/${w.storm}`;
  const prog = programmedDay(state);
  const rolls: Roll[] = [];
  if (prog) {
    const drawn = dice.percent();
    let roll = drawn;
    let chosen: Condition = w.condition;
    let upTo = 0;
    for (const c of CONDITIONS) {
      const p = prog.conditions[c] ?? 0;
      upTo += p;
      if (roll < p) {
        chosen = c;
        break;
      }
      roll -= p;
    }
    // The table's line as cumulative bands: the draw falls under the chosen condition's top.
    rolls.push({
      label: `ground condition ${chosen} (the day's table)`,
      value: drawn,
      target: upTo,
      success: drawn < upTo,
      rule: 'PC-ENV-09',
    });
    w.condition = chosen;
    const stormRoll = dice.percent();
    w.storm = stormRoll < (prog.storm ?? 0);
    rolls.push({
      label: 'storm',
      value: stormRoll,
      target: prog.storm ?? 0,
      success: w.storm,
      rule: 'PC-ENV-08',
    });
  } else {
    const range = state.world.scenario.environment?.conditionRange;
    if (range && range.length > 0) w.condition = range[dice.int(0, range.length - 1)]!;
    // Without programmed weather a storm only lasts if the scenario starts with one (PC-ENV-08).
  }
  rollVisibility(state, dice, events);
  if (`${w.condition}/${w.storm}` !== before)
    events.push({
      type: 'weather',
      visibility: w.visibility,
      condition: w.condition,
      storm: w.storm,
      changed: true,
      ...(rolls.length ? { rolls } : {}),
      conditionBefore,
    });
}

/**
 * Effective visibility in hexes for the current turn (PC-ENV-01, PC-ENV-08): night and storms 1,
 * dawn and dusk half (rounded down, at least 1).
 */
export function effectiveVisibility(state: GameState): number {
  return visibilityFor(state.weather.visibility, lightOfTurn(state.world, state.turn), state.weather.storm);
}

export function visibilityFor(nominal: number, light: Light, storm: boolean): number {
  if (storm || light === 'night') return 1;
  if (light === 'dawn' || light === 'dusk') return Math.max(1, Math.floor(nominal / 2));
  return nominal;
}
