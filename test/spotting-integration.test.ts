// Spotting through real commands: apply(move) refreshes spotting (PC-SPT-03, PC-MOV-21), and a
// whole enemy turn replayed through eventsFor shows only what the side saw (PC-NET-06).
import { describe, expect, it } from 'vitest';
import {
  apply,
  eventsFor,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import { ally, axis, idx, spotGame } from './fixtures/spot-map.js';

function run(state: GameState, cmds: readonly Command[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const c of cmds) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('spotting through apply()', () => {
  it('PC-SPT-03, PC-MOV-21: a move into view spots the enemy and releases a Fixed unit', () => {
    const s = spotGame({
      visibility: 3,
      units: [ally('a', '01,05'), axis('b', '06,05', { fixed: true })],
    });
    const b = idx(s, 'b');
    expect(s.knowledge.allied.spotted).toEqual([]);
    const { state, events } = run(s, [{ type: 'move', units: ['a'], path: ['02,05', '03,05'] }]);
    expect(state.knowledge.allied.spotted).toEqual([b]);
    expect(state.knowledge.axis.spotted).toEqual([idx(s, 'a')]);
    expect(events).toContainEqual({ type: 'spotted', by: 'allied', units: [b] });
    expect(events).toContainEqual({ type: 'released', unit: b, reason: 'spotted by the enemy' });
    expect(state.units[b]!.fixed).toBe(false);
    expect(viewFor(state, 'allied').enemies.map((e) => e.index)).toEqual([b]);
  });

  it("PC-NET-06: the replay of the enemy's turn hides its moves out of sight", () => {
    const s = spotGame({
      visibility: 3,
      units: [ally('a', '01,05'), axis('near', '05,05'), axis('far', '10,01')],
    });
    const { state, events } = run(s, [
      { type: 'endTurn' },
      { type: 'move', units: ['far'], path: ['10,02'] },
      { type: 'move', units: ['near'], path: ['04,05'] },
      { type: 'endTurn' },
    ]);
    const seen = eventsFor(events, state, 'allied');
    const moved = seen.filter((e) => e.type === 'moved');
    expect(moved.map((e) => (e.type === 'moved' ? state.world.units[e.unit]!.id : ''))).toEqual(['near']);
    expect(eventsFor(events, state, 'axis').filter((e) => e.type === 'moved')).toHaveLength(2);
  });

  it('PC-ENV-12: as dusk falls the turn-start recompute loses units beyond the shorter Visibility', () => {
    const s = spotGame({
      date: '1944-06-13T18:00', // day; turn 2 at 20:00 is dusk: Visibility 4 -> 2
      visibility: 4,
      units: [ally('a', '01,05'), axis('b', '04,05')],
    });
    const b = idx(s, 'b');
    expect(s.knowledge.allied.spotted).toEqual([b]);
    const { state, events } = run(s, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expect(state.turn).toBe(2);
    expect(state.knowledge.allied.spotted).toEqual([]);
    expect(events).toContainEqual({ type: 'lostContact', by: 'allied', units: [b] });
    expect(viewFor(state, 'allied').lastKnown.map((l) => l.index)).toEqual([b]);
  });
});
