// The turn sequence (AI-FIRE-NS-01 decisions): a turn is alternating impulses, the first by the
// side with the initiative; each impulse is one fire, one move or a pass. Two passes in a row (one
// by each side, `passesToEndTurn`) or `maxImpulses` end the turn: victory is checked, spent units
// become fresh, fire markers go (NS-06), hands are dealt again (NS-09) and reinforcements arrive.
// Control follows every impulse (NS-07). All functions change `next`, a copy made by apply().

import type { AreaEvent, AreaScenario, AreaState, Side } from './model.js';
import { countIn, scoreOf } from './field.js';
import { annihilationResult, endOfTurnResult, unitsOnMap } from './victory.js';
import { firstSideOf, otherSide, sideOf, worldOf } from './world.js';

/** AI-FIRE-NS-09: the cards a side holds in `turn` (those whose turns include it, or all turns). */
export function handFor(state: Pick<AreaState, 'world'>, side: Side, turn: number): string[] {
  return (state.world.scenario.cards ?? [])
    .filter((c) => c.side === side && (c.turns === undefined || c.turns.includes(turn)))
    .map((c) => c.id);
}

/**
 * AI-FIRE-NS-07: an area holding units of one side only is that side's; empty or contested areas
 * keep their controller.
 */
export function updateControl(next: AreaState): AreaEvent[] {
  const events: AreaEvent[] = [];
  const [a, b] = next.world.sides;
  for (let area = 0; area < next.control.length; area++) {
    const na = countIn(next, area, a);
    const nb = countIn(next, area, b);
    const holder = na > 0 && nb === 0 ? a : nb > 0 && na === 0 ? b : null;
    if (holder !== null && next.control[area] !== holder) {
      next.control[area] = holder;
      events.push({ type: 'control', area, side: holder });
    }
  }
  return events;
}

/**
 * Reinforcements due by this turn arrive in the first of their entry areas their side controls
 * with room under the stack limit (NS-08); with none, they wait for the next turn (decision).
 */
export function arrivals(next: AreaState): AreaEvent[] {
  const w = next.world;
  const events: AreaEvent[] = [];
  next.units.forEach((u, i) => {
    const def = w.scenario.units[i]!;
    if (u.status !== 'reserve' || !def.arrives || def.arrives.turn > next.turn) return;
    const side = sideOf(w, i);
    const entry = def.arrives.entry
      .map((id) => w.areaIndex.get(id)!)
      .find((a) => next.control[a] === side && countIn(next, a, side) < w.rules.stackLimit);
    if (entry === undefined) return;
    next.units[i] = { area: entry, fresh: true, status: 'active' };
    events.push({ type: 'arrived', unit: i, area: entry });
  });
  return events;
}

function impulseEvent(next: AreaState): AreaEvent {
  return { type: 'impulse', turn: next.turn, impulse: next.impulse + 1, side: next.active };
}

/** The start of a game: turn 1's hands, turn-1 arrivals, the first impulse. */
export function newGame(scenario: AreaScenario, seed: string): { state: AreaState; events: AreaEvent[] } {
  const world = worldOf(scenario);
  const first = firstSideOf(world, 1);
  const state: AreaState = {
    world,
    seed,
    seq: 0,
    turn: 1,
    active: first,
    impulse: 0,
    passes: 0,
    units: scenario.units.map((u) =>
      u.area !== undefined
        ? { area: world.areaIndex.get(u.area)!, fresh: true, status: 'active' }
        : { area: -1, fresh: true, status: 'reserve' },
    ),
    control: scenario.areas.map((a) => a.control),
    markers: scenario.areas.map(() => []),
    hands: { [world.sides[0]]: [], [world.sides[1]]: [] },
    pending: null,
    history: [],
    result: null,
  };
  for (const side of world.sides) state.hands[side] = handFor(state, side, 1);
  const events: AreaEvent[] = [{ type: 'turnStarted', turn: 1, first }, ...arrivals(state)];
  events.push(impulseEvent(state));
  return { state, events };
}

/** The end of a turn (NS-01): score, victory, refresh (NS-02), markers (NS-06), the next turn. */
export function endTurn(next: AreaState): AreaEvent[] {
  const w = next.world;
  const score = scoreOf(next);
  const events: AreaEvent[] = [{ type: 'turnEnded', turn: next.turn, score }];
  next.history = [...next.history, { turn: next.turn, score, units: unitsOnMap(next) }];
  const result = endOfTurnResult(next);
  if (result) {
    next.result = result;
    events.push({ type: 'gameOver', result });
    return events;
  }
  if (w.rules.refreshAtTurnEnd)
    next.units.forEach((u, i) => {
      if (u.status === 'active' && !u.fresh) next.units[i] = { ...u, fresh: true };
    });
  if (w.rules.markersClearAtTurnEnd) next.markers = next.markers.map(() => []);
  next.turn += 1;
  next.impulse = 0;
  next.passes = 0;
  next.active = firstSideOf(w, next.turn);
  // NS-09: cards not played are lost with the turn; the new turn's hands are dealt.
  for (const side of w.sides) next.hands[side] = handFor(next, side, next.turn);
  events.push({ type: 'turnStarted', turn: next.turn, first: next.active }, ...arrivals(next));
  events.push(impulseEvent(next));
  return events;
}

/**
 * The end of `side`'s impulse: control, annihilation, then the other side's impulse, or the end
 * of the turn after `maxImpulses`.
 */
export function endImpulse(next: AreaState, side: Side): AreaEvent[] {
  const events = updateControl(next);
  const over = annihilationResult(next);
  if (over) {
    next.result = over;
    next.history = [...next.history, { turn: next.turn, score: scoreOf(next), units: unitsOnMap(next) }];
    events.push({ type: 'gameOver', result: over });
    return events;
  }
  if (next.impulse >= next.world.rules.maxImpulses) return [...events, ...endTurn(next)];
  next.active = otherSide(next.world, side);
  events.push(impulseEvent(next));
  return events;
}

/** A pass (NS-01): the turn ends after `passesToEndTurn` passes in a row. */
export function applyPass(next: AreaState, side: Side): AreaEvent[] {
  next.passes += 1;
  const events: AreaEvent[] = [{ type: 'passed', side }];
  if (next.passes >= next.world.rules.passesToEndTurn) return [...events, ...endTurn(next)];
  return [...events, ...endImpulse(next, side)];
}
