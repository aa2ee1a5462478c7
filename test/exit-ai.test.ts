import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/systems/panzer/index.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { planOperations } from '../src/engine/systems/panzer/ai/operational.js';
import { believeEnemies } from '../src/engine/systems/panzer/ai/belief.js';
import { buildMaps } from '../src/engine/systems/panzer/ai/maps.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { combatGame, idx } from './fixtures/combat.js';
import { ok } from './fixtures/engineers.js';

// The Axis own an exit at 09,06; the town objective (06,04) is the Allied side's.
const SCENARIO = {
  objectives: [
    { hex: '06,04', name: 'Villers-Bocage', vp: 20, owner: 'allied' as const },
    { hex: '09,06', name: 'Exit east', vp: 0, owner: 'axis' as const, kind: 'exit' as const },
  ],
};

function game(x1Hex: string, params = {}): GameState {
  return combatGame({
    allied: [{ id: 'a1', hex: '01,06' }],
    axis: [{ id: 'x1', hex: x1Hex, strength: 600 }],
    scenario: { ...SCENARIO, ...(Object.keys(params).length ? { params } : {}) },
  });
}

/** Plays whole side-turns with the A/I on both sides until `done` or the game ends. */
function play(s: GameState, done: (s: GameState) => boolean, sideTurns = 12) {
  const players = {
    allied: computerSide('ai', s, 'allied', { seed: 'x' }),
    axis: computerSide('ai', s, 'axis', { seed: 'x' }),
  };
  const refused: string[] = [];
  const commands: string[] = [];
  for (let n = 0; n < sideTurns && !s.result && !done(s); n++) {
    const r = players[s.activeSide].playSideTurn(s);
    refused.push(...r.refusals.map((x) => `${x.command.type}: ${x.error.message}`));
    commands.push(...r.commands.map((c) => c.type));
    s = r.state;
  }
  return { state: s, refused, commands };
}

describe('PC-VIC-03 exit objectives: the computer uses them', () => {
  it('PC-VIC-03: on its final move of the game, a unit on its exit leaves the map (0 refused)', () => {
    let s = game('09,06');
    // Up to the Axis turn of the last game turn: the Allies move first, so it is the Axis final move.
    while (!(s.turn === s.world.scenario.start.turns && s.activeSide === 'axis'))
      s = ok(s, { type: 'endTurn' });
    const r = computerSide('ai', s, 'axis', { seed: 'x' }).playSideTurn(s);
    expect(r.refusals).toEqual([]);
    expect(r.commands.some((c) => c.type === 'exitMap' && c.unit === 'x1')).toBe(true);
    expect(r.state.units[idx(r.state, 'x1')]!.status).toBe('exited');
    expect(r.state.objectives[1]!.exitVp).toBeGreaterThan(0);
  });

  it('PC-VIC-03: the planner sends a formation to an exit worth more than anything else', () => {
    // Losses (and so exits) worth 1 VP a man: the 600-man unit is worth 300 VP as an exit goal.
    const s = game('07,06', { vpPerMenLost: 1 });
    const view = viewFor(s, 'axis');
    const enemies = believeEnemies(view);
    const plan = planOperations(view, enemies, buildMaps(view, enemies), [], { tasks: {}, raids: {} });
    const task = [...plan.tasks.values()].find((t) => t.exit);
    expect(task).toBeDefined();
    expect(view.map.board.label(task!.target)).toBe('09,06');
  });

  it('PC-VIC-03: sent to an exit, the A/I moves there and leaves, with no refused order', () => {
    const out = play(game('07,06', { vpPerMenLost: 1 }), (s) => s.units[idx(s, 'x1')]!.status === 'exited');
    expect(out.refused).toEqual([]);
    expect(out.commands).toContain('exitMap');
    expect(out.state.units[idx(out.state, 'x1')]!.status).toBe('exited');
    expect(out.state.objectives[1]!.exitVp).toBe(600);
  });
});
