// PC-FIR-28 for the computer: the men-equivalents that have fired from each hex this turn are the
// side's own knowledge, in its view during its own turn, so the A/I's belief state counts the Hex
// Fire Limitation as the rules do (a refused fire order in kursk-south, seed 18, turn 58).
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import { beliefState } from '../src/engine/systems/panzer/ai/belief-state.js';
import { combatGame, idx } from './fixtures/combat.js';

function fired(): GameState {
  const s = combatGame();
  s.world.params.combat.opFireOnFire = false;
  const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('PC-FIR-28: the Hex Fire Limitation in the side view and the A/I belief state', () => {
  it('the firing side sees what has fired from its hex; the belief state carries it; the enemy sees none', () => {
    const s = fired();
    const from = s.units[idx(s, 'a1')]!.loc;
    expect(s.combat.hexFire[from]).toBeGreaterThan(0);
    const own = viewFor(s, 'allied');
    expect(own.hexFire?.[from]).toBe(s.combat.hexFire[from]);
    expect(beliefState(own, s.world, s).state.combat.hexFire[from]).toBe(s.combat.hexFire[from]);
    expect(viewFor(s, 'axis').hexFire).toBeUndefined();
  });
});
