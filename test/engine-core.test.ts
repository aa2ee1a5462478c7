import { describe, expect, it } from 'vitest';
import { apply, newGame, viewFor, formatTime, timeOfTurn } from '../src/engine/systems/panzer/index.js';
import { miniScenario } from './fixtures/mini.js';

describe('PC-TRN turn structure', () => {
  it('PC-TRN-03: sides alternate and the game turn advances after both player turns', () => {
    const { state } = newGame(miniScenario(), 1);
    expect(state.activeSide).toBe('allied');
    const a = apply(state, { type: 'endTurn' });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.state.activeSide).toBe('axis');
    expect(a.state.turn).toBe(1);
    const b = apply(a.state, { type: 'endTurn' });
    if (!b.ok) throw new Error(b.error.message);
    expect(b.state.turn).toBe(2);
    expect(b.state.activeSide).toBe('allied');
    expect(formatTime(timeOfTurn(b.state.world, 2))).toBe('10:00 13 Jun 1944');
  });

  it('PC-RNF-01: a reinforcement arrives on its turn', () => {
    let { state } = newGame(miniScenario(), 1);
    const late = state.world.unitIndex.get('a-late')!;
    expect(state.units[late]!.status).toBe('reserve');
    for (let i = 0; i < 4; i++) {
      const r = apply(state, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.turn).toBe(3);
    // PC-RNF-02 (issue 20): it waits in the Arrived list until placed at its entry hex.
    expect(state.units[late]!.status).toBe('arrived');
    expect(state.units[late]!.loc).toBe(-1);
    const r = apply(state, { type: 'placeReinforcement', unit: 'a-late' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units[late]!.status).toBe('active');
    expect(state.world.board.label(r.state.units[late]!.loc)).toBe('00,03');
  });

  it('PC-TRN-07: the game ends after the last turn with a result', () => {
    let { state } = newGame(miniScenario(), 1);
    for (let i = 0; i < 12; i++) {
      const r = apply(state, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.result).not.toBeNull();
    expect(state.result!.vp.axis).toBe(100);
    expect(apply(state, { type: 'endTurn' }).ok).toBe(false);
  });

  it('apply never changes its input state', () => {
    const { state } = newGame(miniScenario(), 1);
    const before = JSON.stringify({ ...state, world: undefined });
    apply(state, { type: 'endTurn' });
    expect(JSON.stringify({ ...state, world: undefined })).toBe(before);
  });

  it('viewFor gives own units in full and no unspotted enemy', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    expect(v.own.length).toBe(5);
    for (const e of v.enemies) expect(state.knowledge.allied.spotted).toContain(e.index);
  });
});
