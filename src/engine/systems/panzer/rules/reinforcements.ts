// Reinforcements and withdrawals (PC-RNF), and scheduled releases of Fixed units (PC-MOV-21).

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide, type Side } from '../model/unit.js';
import { recordLoss } from './victory.js';

/**
 * PC-RNF-01/03/04/05: units scheduled for this turn arrive at their hex (the player cannot change
 * it; stacking is ignored on arrival). A protection value D breaks enemy units within D hexes and
 * eliminates enemy units in the arrival hex.
 */
export function arriveReinforcements(state: GameState, side: Side, events: GameEvent[]): void {
  const { world } = state;
  world.scenario.units.forEach((u, i) => {
    const s = state.units[i]!;
    if (u.side !== side || s.status !== 'reserve' || !u.arrives || u.arrives.turn > state.turn) return;
    if (state.surrendered.includes(u.nation)) return; // PC-RNF-11
    const loc = world.board.parse(u.arrives.hex)!;
    const d = u.arrives.protection ?? 0;
    if (d > 0) {
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
    s.status = 'active';
    s.loc = loc;
    events.push({ type: 'arrived', unit: i, loc });
  });
}

/** PC-RNF-08: scheduled withdrawals leave the map at the start of their side's turn. */
export function withdrawUnits(state: GameState, side: Side, events: GameEvent[]): void {
  state.world.scenario.units.forEach((u, i) => {
    const s = state.units[i]!;
    if (u.side !== side || u.withdraws === undefined || u.withdraws > state.turn) return;
    if (s.status !== 'active' && s.status !== 'reserve') return;
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
