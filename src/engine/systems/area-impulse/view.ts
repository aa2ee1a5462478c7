// What a side may know (design invariant 3). Units on the map are in plain sight (decision: the
// source has no hidden units, and the scenario lists the reinforcements); the enemy's cards in hand
// are hidden, shown only as a count. Events are public: every fire, move and loss happens in sight,
// and a played card is shown when it is played.

import { scoreOf } from './field.js';
import type { AreaEvent, AreaState, AreaView, CardDef, Side } from './model.js';
import { otherSide } from './world.js';

export function viewFor(state: AreaState, side: Side): AreaView {
  const { world } = state;
  const cards = world.scenario.cards ?? [];
  const own = state.hands[side] ?? [];
  return {
    world,
    side,
    turn: state.turn,
    turns: world.scenario.turns,
    active: state.active,
    impulse: state.impulse,
    passes: state.passes,
    // Every unit in scenario order (fieldOfView relies on index i being unit i).
    units: state.units.map((u, index) => ({ index, def: world.scenario.units[index]!, state: { ...u } })),
    control: [...state.control],
    markers: state.markers.map((m) => [...m]),
    hand: own.map((id) => cards.find((c) => c.id === id)).filter((c): c is CardDef => c !== undefined),
    enemyCards: (state.hands[otherSide(world, side)] ?? []).length,
    pending: state.pending,
    score: scoreOf(state),
    result: state.result,
  };
}

export function eventsFor(_state: AreaState, events: readonly AreaEvent[], _side: Side): AreaEvent[] {
  return [...events];
}
