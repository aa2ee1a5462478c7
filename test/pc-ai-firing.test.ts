import { describe, expect, it } from 'vitest';
import { apply, applyAll, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import { aiFireOrder } from '../src/tui/systems/panzer/combine-orders.js';
import { planAiFire } from '../src/engine/systems/panzer/ai/fire-all.js';
import type { AiRules } from '../src/engine/systems/panzer/ai/rules-port.js';
import { combatGame, idx } from './fixtures/combat.js';

/** Two Allied units next to an Axis unit at 05,06, one far from it; Allied to move. */
function game(): GameState {
  return combatGame({
    allied: [
      { id: 'a1', hex: '04,06' },
      { id: 'a2', hex: '05,07' },
      { id: 'far', hex: '00,00' },
    ],
    axis: [{ id: 'x1', hex: '05,06' }],
  });
}

describe('PC-AI-05 Activate A/I Firing', () => {
  it('PC-AI-05: every unit of the side that can fire fires once, at the target the A/I rates best', () => {
    const s = game();
    const plan = planAiFire(s, 'allied');
    expect(plan.fired).toEqual([idx(s, 'a1'), idx(s, 'a2')]);
    expect(plan.commands).toEqual([
      { type: 'fire', units: ['a1'], target: '05,06' },
      { type: 'fire', units: ['a2'], target: '05,06' },
    ]);
    // The commands go through apply() as a player's would, and none is refused.
    const r = applyAll(s, plan.commands);
    expect(r.error).toBeUndefined();
    expect(r.state.units[idx(s, 'a1')]!.fired).toBe(true);
    expect(r.state.units[idx(s, 'far')]!.fired).toBe(false);
    const own = new Set([idx(s, 'a1'), idx(s, 'a2')]);
    expect(r.events.filter((e) => e.type === 'fire' && e.firers.some((f) => own.has(f)))).toHaveLength(2);
  });

  it('PC-AI-05: nothing to fire at gives no commands; the enemy side is never ordered', () => {
    const s = combatGame({ allied: [{ id: 'a1', hex: '00,00' }], axis: [{ id: 'x1', hex: '11,09' }] });
    expect(planAiFire(s, 'allied').commands).toEqual([]);
    // Axis units cannot fire in the Allied turn: the plan leaves every refused shot out.
    expect(planAiFire(game(), 'axis').commands).toEqual([]);
  });

  it('PC-AI-05: a shot the rules refuse is left out, and a destroyed target is not fired at again', () => {
    const s = game();
    // A rules port that rates a hex with no enemy highest: apply() refuses it, so it is dropped.
    const rules = {
      fireOptions: (_v: unknown, u: number) =>
        u === idx(s, 'a1')
          ? [
              { target: s.world.board.parse('08,08')!, indirect: false, value: 99 },
              { target: s.world.board.parse('05,06')!, indirect: false, value: 1 },
            ]
          : [{ target: s.world.board.parse('05,06')!, indirect: false, value: 1 }],
    } as unknown as AiRules;
    const plan = planAiFire(s, 'allied', rules);
    expect(plan.commands.map((c) => c.units[0])).toEqual(['a2']);
    // With the target gone after the first shot, the second unit finds nothing left to fire at.
    const weak = game();
    weak.units[idx(weak, 'x1')]!.strength = 1;
    const p2 = planAiFire(weak, 'allied');
    const after = applyAll(weak, p2.commands);
    expect(after.error).toBeUndefined();
    expect(after.state.units[idx(weak, 'x1')]!.status).toBe('eliminated');
    expect(p2.commands).toEqual([{ type: 'fire', units: ['a1'], target: '05,06' }]);
    expect(apply(after.state, { type: 'endTurn' }).ok).toBe(true);
  });
});

describe('PC-AI-05 in the client (panzer orders)', () => {
  it('PC-AI-05: the palette order gives the planned shots, or says there is nothing to fire at', () => {
    const s = game();
    const ctx = { state: s, view: viewFor(s, 'allied'), side: 'allied', selected: [], cursor: -1 };
    const built = aiFireOrder().build(ctx, null);
    expect('commands' in built && built.commands).toEqual(planAiFire(s, 'allied').commands);
    expect('message' in built && built.message).toBe('A/I firing: 2 units fired.');
    const quiet = combatGame({ allied: [{ id: 'a1', hex: '00,00' }], axis: [{ id: 'x1', hex: '11,09' }] });
    const none = aiFireOrder().build({ ...ctx, state: quiet, view: viewFor(quiet, 'allied') }, null);
    expect(none).toEqual({ error: 'No unit of yours can fire at a target now.' });
  });
});
