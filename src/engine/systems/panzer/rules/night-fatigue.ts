// Optional Night Fatigue (PC-FAT-06). The manual only says the rule "encourages players to rest
// units at night". Our reading (rules-decisions): a unit that did not rest (PC-FAT-04) through a
// night turn of its side gains params.supplyOptions.nightFatigueGain fatigue at the start of its
// next turn. Resting units are untouched and keep the doubled night rest of PC-FAT-05.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { ruleOn } from '../world.js';
import { lightOfTurn } from './clock.js';
import { clampFatigue, restedLastTurn } from './fatigue.js';

/** The game turn of the side's previous player turn. */
function previousTurnOfSide(state: GameState): number {
  return state.turn - 1;
}

export function nightFatigue(state: GameState, side: Side, events: GameEvent[]): void {
  if (!ruleOn(state.world, 'nightFatigue') || state.turn <= 1) return;
  if (lightOfTurn(state.world, previousTurnOfSide(state)) !== 'night') return;
  const gain = state.world.params.supplyOptions.nightFatigueGain;
  if (gain <= 0) return;
  state.units.forEach((s, i) => {
    if (state.world.units[i]!.side !== side || s.status !== 'active' || s.loc < 0) return;
    if (restedLastTurn(state, i)) return;
    const before = s.fatigue;
    s.fatigue = clampFatigue(s.fatigue + gain, state.world.params.variant);
    if (s.fatigue === before) return;
    events.push({
      type: 'unitState',
      unit: i,
      what: `no rest at night, fatigue +${s.fatigue - before}`,
      fatigue: s.fatigue,
      rule: 'PC-FAT-06',
    });
  });
}
