import { describe, expect, it } from 'vitest';
import { GameSession } from '../src/session/session.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { afterAction, formatAfterAction } from '../src/engine/systems/panzer/after-action.js';
import { recordLoss } from '../src/engine/systems/panzer/rules/victory.js';
import { miniScenario } from './fixtures/mini.js';

describe('after-action report (issue 7)', () => {
  it('during the game it shows only the reader side and no VP history (design invariant 3)', () => {
    const s = new GameSession(panzerSystem, miniScenario(), { seed: 1 });
    const st = s.state;
    recordLoss(st, st.world.unitIndex.get('x-inf1')!, 120);
    const r = afterAction(st, 'allied');
    expect(r.losses.axis).toBeUndefined();
    expect(r.losses.allied).toBeDefined();
    expect(r.vpByTurn).toEqual([]);
    expect(formatAfterAction(r).join('\n')).toContain('unknown until the game ends');
  });

  it('after the game it shows both sides, losses by type and VP by turn', () => {
    const s = new GameSession(panzerSystem, miniScenario(), { seed: 1 });
    recordLoss(s.state, s.state.world.unitIndex.get('x-tank')!, 2);
    while (!s.state.result) s.apply({ type: 'endTurn' });
    const r = afterAction(s.state, 'allied');
    expect(r.side).toBeNull();
    expect(r.losses.axis?.vehicles).toBe(2);
    expect(r.losses.axis?.byType.armor).toBe(2);
    expect(r.vpByTurn).toHaveLength(6);
    const text = formatAfterAction(r).join('\n');
    expect(text).toContain('Victory points by turn');
    expect(text).toMatch(/Axis\s+0 men, 0 guns, 2 vehicles/);
  });
});
