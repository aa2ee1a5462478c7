// The computer under the OCS movement module (issue 14): A/I-vs-A/I games of the small OCS
// scenario with 0 refused commands, and the module's orders it gives: OCS mode changes, rail
// moves, construction by engineers, depot wiring and blowing, breakouts of worn, cut-off units.
import { describe, expect, it } from 'vitest';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import { cloneState, newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { runMatch } from '../src/sim/match.js';
import { ocsGame, ocsScenario } from './fixtures/ocs-small.js';
import { idx } from './fixtures/movement.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { plannerFor } from '../src/engine/systems/panzer/rules/planner.js';
import { evalStep } from '../src/engine/systems/panzer/rules/movecost.js';

/** Plays the whole game A/I against A/I; every command given and every refusal. */
function playOut(state: GameState, seed: string) {
  const players = {
    allied: computerSide('ai', state, 'allied', { seed }),
    axis: computerSide('ai', state, 'axis', { seed }),
  };
  let s = state;
  const commands: Command[] = [];
  const refusals: string[] = [];
  for (let n = 0; n < 40 && !s.result; n++) {
    const r = players[s.activeSide].playSideTurn(s);
    s = r.state as GameState;
    commands.push(...(r.commands as Command[]));
    for (const f of r.refusals) refusals.push(`${JSON.stringify(f.command)}: ${f.error.message}`);
  }
  return { state: s, commands, refusals };
}

describe('the A/I under the OCS module', () => {
  it('OCS-MOV-29/30/34: the planner prices steps with the module step cost (a unit in Combat mode follows the railway as a road)', () => {
    const s = ocsGame();
    const b = s.world.board;
    const d = idx(s, 'durham');
    const from = b.parse('03,03')!;
    const to = b.parse('04,03')!;
    const step = plannerFor(s, 'allied').stepCost([d], from, to);
    expect(step.ok && step.costs[0]).toBe(s.world.params.roadCosts.road.foot);
    // The panzer rule charges a Deployed unit the terrain, not the road (same map without the module).
    expect(s.world.hooks.stepCost).not.toBe(evalStep);
    const plain = newGame({ ...ocsScenario(), modules: [] }, 5).state;
    const host = plannerFor(plain, 'allied').stepCost([d], from, to);
    expect(host.ok && host.costs[0]).not.toBe(s.world.params.roadCosts.road.foot);
    const path = plannerFor(s, 'allied').findPath([d], b.parse('07,03')!);
    expect(path.ok && path.path.every((l) => b.offset(l).row === 3)).toBe(true);
  });

  it('OCS-MOV-21/25/40/61/76: a whole A/I game gives mode, rail and construction orders with 0 refusals', () => {
    const g = playOut(ocsGame(), 'ocs-1');
    expect(g.refusals).toEqual([]);
    expect(g.state.result).not.toBeNull();
    const types = new Set(g.commands.map((c) => c.type));
    expect(types).toContain('railMove');
    expect(types).toContain('construct');
    const modes = g.commands.filter((c) => c.type === 'mode').map((c) => (c as { mode: string }).mode);
    // Only OCS modes reach the engine (Travel became Move, Deployed became Combat).
    expect(modes.every((m) => ['combat', 'move', 'strategic', 'reserve'].includes(m))).toBe(true);
    expect(modes).toContain('strategic');
  });

  it('runMatch over several seeds: 0 refused commands (fog of war on)', () => {
    for (const seed of [1, 2, 3]) {
      const m = runMatch(panzerSystem, { ...ocsScenario(), fogOfWar: true }, seed, {
        allied: 'ai',
        axis: 'ai',
      });
      expect(m.refusalSamples, `seed ${seed}`).toEqual([]);
      expect(m.result).not.toBeNull();
    }
  });

  it('OCS-MOV-10..16: a cut-off, worn, non-wheeled unit tries a breakout first', () => {
    const s = cloneState(ocsGame());
    const d = idx(s, 'durham');
    s.ops = { ...s.ops, isolated: [d] };
    s.units[d]!.cohesion = 'disrupted';
    const r = computerSide('ai', s, 'allied', { seed: 'b' }).playSideTurn(s);
    expect(r.refusals).toEqual([]);
    expect((r.commands[0] as Command).type).toBe('breakout');
  });

  it('OCS-MOV-50: a depot the enemy nears is wired; one the enemy is next to, unguarded, is blown', () => {
    const s = cloneState(ocsGame());
    const b = s.world.board;
    // A Vichy battalion two or three hexes from the Beirut depot, then one next to it.
    s.units[idx(s, 'senegal')]!.loc = b.parse('04,05')!;
    refreshSpotting(s, 'all');
    const wire = computerSide('ai', s, 'allied', { seed: 'w' }).playSideTurn(s);
    expect(wire.refusals).toEqual([]);
    expect(wire.commands).toContainEqual({ type: 'blowDepot', hex: '02,04', wire: true });
    const t = cloneState(ocsGame());
    t.units[idx(t, 'senegal')]!.loc = b.parse('02,05')!;
    refreshSpotting(t, 'all');
    const blow = computerSide('ai', t, 'allied', { seed: 'x' }).playSideTurn(t);
    expect(blow.refusals).toEqual([]);
    expect(blow.commands).toContainEqual({ type: 'blowDepot', hex: '02,04' });
  });
});
