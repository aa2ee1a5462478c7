// The closing summary (`sim`, `run`) and the after-action report. Units and control are in plain
// sight in this system, so the lines are the same for both readers; the charts wait for the end of
// the game as the contract asks.

import type { AfterActionReport } from '../../core/system.js';
import { scoreOf } from './field.js';
import type { AreaState, Side } from './model.js';
import { plural } from '../../core/words.js';
import { sideName } from './scenario.js';
import { outcomeOf } from './victory.js';
import { sideOf } from './world.js';

export interface SideTally {
  readonly onMap: number;
  readonly eliminated: number;
  readonly toCome: number;
}

export function tallyOf(state: AreaState, side: Side): SideTally {
  let onMap = 0;
  let eliminated = 0;
  let toCome = 0;
  state.units.forEach((u, i) => {
    if (sideOf(state.world, i) !== side) return;
    if (u.status === 'active') onMap++;
    else if (u.status === 'eliminated') eliminated++;
    else toCome++;
  });
  return { onMap, eliminated, toCome };
}

export function summaryLines(state: AreaState): string[] {
  const score = scoreOf(state);
  return state.world.sides.map((s) => {
    const t = tallyOf(state, s);
    return `${s}: ${score[s] ?? 0} VP, ${plural(t.onMap, 'unit')} on the map, ${t.eliminated} eliminated, ${t.toCome} to come`;
  });
}

export function afterAction(state: AreaState, _reader: Side | null): AfterActionReport {
  const w = state.world;
  const over = state.result !== null;
  const outcome = state.result ? outcomeOf(state, state.result) : null;
  const score = scoreOf(state);
  const lines = [
    w.scenario.title,
    outcome
      ? `${outcome.title} on turn ${outcome.turn}: ${outcome.reason}`
      : `Turn ${state.turn} of ${w.scenario.turns}, impulse ${state.impulse + 1}`,
    ...w.sides.map((s) => {
      const t = tallyOf(state, s);
      return `${sideName(s)}: ${score[s] ?? 0} VP; ${plural(t.onMap, 'unit')} on the map, ${t.eliminated} eliminated, ${t.toCome} to come`;
    }),
    ...state.history.map(
      (h) =>
        `  end of turn ${h.turn}: ${w.sides.map((s) => `${sideName(s)} ${h.score[s] ?? 0} VP, ${plural(h.units[s] ?? 0, 'unit')}`).join('; ')}`,
    ),
  ];
  const x = state.history.map((h) => String(h.turn));
  return {
    lines,
    data: {
      turn: state.turn,
      result: state.result,
      outcome,
      score,
      units: Object.fromEntries(w.sides.map((s) => [s, tallyOf(state, s)])),
      history: state.history,
    },
    charts:
      over && x.length > 0
        ? [
            {
              title: 'Score (VP) by turn',
              x,
              series: w.sides.map((s) => ({
                title: sideName(s),
                y: state.history.map((h) => h.score[s] ?? 0),
              })),
            },
            {
              title: 'Units on the map by turn',
              x,
              series: w.sides.map((s) => ({
                title: sideName(s),
                y: state.history.map((h) => h.units[s] ?? 0),
              })),
            },
          ]
        : [],
  };
}
