// Reinforcements and withdrawals (PC-RNF), and scheduled releases of Fixed units (PC-MOV-21).

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide, type Side } from '../model/unit.js';
import { recordLoss } from './victory.js';

/**
 * PC-RNF-01/02: units scheduled for this turn arrive off the map, in the side's Arrived list
 * (status 'arrived'), waiting at their entry hex until the player places them with
 * `placeReinforcement` (rules/placement.ts) or holds them for a later turn. The arrival is
 * announced to the side alone; the enemy learns of a unit only once it is placed and seen.
 */
export function arriveReinforcements(state: GameState, side: Side, events: GameEvent[]): void {
  const { world } = state;
  const names: string[] = [];
  world.scenario.units.forEach((u, i) => {
    const s = state.units[i]!;
    if (u.side !== side || s.status !== 'reserve' || !u.arrives || u.arrives.turn > state.turn) return;
    if (state.surrendered.includes(u.nation)) return; // PC-RNF-11
    s.status = 'arrived';
    s.loc = -1;
    // PC-RNF-10: a storm holds amphibious, airborne and glider arrivals (rules/airborne.ts).
    const a = u.arrives;
    const held = state.weather.storm && (a.airborne || a.glider || a.amphibious);
    names.push(`${world.units[i]!.name} at ${a.hex}${held ? ' (held by the storm, PC-RNF-10)' : ''}`);
  });
  if (names.length > 0)
    events.push({
      type: 'message',
      text: `Reinforcements arrived (${names.length}), waiting to be placed: ${names.join(', ')}`,
      seenBy: side,
      rule: 'PC-RNF-02',
    });
}

/**
 * PC-RNF-03/04/05: an arrived unit enters the map at its entry hex (the player cannot change it;
 * stacking is ignored on arrival), its protection value applied there.
 */
export function enterMap(state: GameState, i: number, events: GameEvent[]): void {
  const u = state.world.scenario.units[i]!;
  const s = state.units[i]!;
  const loc = state.world.board.parse(u.arrives!.hex)!;
  protectArrival(state, i, loc, events);
  s.status = 'active';
  s.loc = loc;
  events.push({ type: 'arrived', unit: i, loc });
}

/**
 * PC-RNF-05: a protection value D breaks enemy units within D hexes of the arrival hex `loc` and
 * eliminates enemy units in it (an airborne unit's is applied where it lands, rules/airborne.ts).
 */
export function protectArrival(state: GameState, i: number, loc: number, events: GameEvent[]): void {
  const { world } = state;
  const u = world.scenario.units[i]!;
  const side = u.side;
  const d = u.arrives?.protection ?? 0;
  if (d <= 0) return;
  state.units.forEach((e, j) => {
    if (e.status !== 'active' || world.units[j]!.side !== otherSide(side)) return;
    const dist = world.board.distance(e.loc, loc);
    if (dist === 0) {
      recordLoss(state, j, e.strength);
      e.strength = 0;
      e.status = 'eliminated';
      e.loc = -1;
      events.push({ type: 'eliminated', unit: j, reason: 'reinforcement protection (PC-RNF-05)' });
    } else if (dist <= d && e.cohesion !== 'broken') {
      e.cohesion = 'broken';
      events.push({
        type: 'unitState',
        unit: j,
        what: 'broken by arriving reinforcements',
        cohesion: 'broken',
        rule: 'PC-RNF-05',
      });
    }
  });
}

/** PC-RNF-08: scheduled withdrawals leave the map at the start of their side's turn. */
export function withdrawUnits(state: GameState, side: Side, events: GameEvent[]): void {
  state.world.scenario.units.forEach((u, i) => {
    const s = state.units[i]!;
    if (u.side !== side || u.withdraws === undefined || u.withdraws > state.turn) return;
    // An arrival still waiting in the Arrived list is withdrawn as well (PC-RNF-02).
    if (s.status !== 'active' && s.status !== 'reserve' && s.status !== 'arrived') return;
    s.status = 'withdrawn';
    s.loc = -1;
    events.push({ type: 'withdrawn', unit: i });
  });
}

/** PC-MOV-21: organisations with a scheduled release free their Fixed units. */
export function releaseScheduled(state: GameState, side: Side, events: GameEvent[]): void {
  state.world.scenario.units.forEach((u, i) => {
    const s = state.units[i]!;
    if (u.side !== side || !s.fixed || u.releaseTurn === undefined || u.releaseTurn > state.turn) return;
    s.fixed = false;
    events.push({ type: 'released', unit: i, reason: `scheduled release on turn ${u.releaseTurn}` });
  });
}
