// The A/I asks the engine's own combat arithmetic about its side's belief (src/engine/systems/panzer/ai/belief-state.ts):
// assault odds from computeAssault/resolveAssault (PC-ASL, PC-CRT), never from hidden state (PC-SPT-12).
import { describe, expect, it } from 'vitest';
import {
  newGame,
  type GameState,
  type Scenario,
  type UnitSetup,
} from '../src/engine/systems/panzer/index.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { engineRules } from '../src/engine/systems/panzer/ai/engine-rules.js';
import { beliefState } from '../src/engine/systems/panzer/ai/belief-state.js';
import { previewAssault } from '../src/engine/systems/panzer/rules/preview.js';
import { isRuleError } from '../src/engine/core/errors.js';
import { hexStateFor } from '../src/engine/systems/panzer/rules/fortifications.js';
import { createAi } from '../src/engine/systems/panzer/ai/index.js';
import { HQ_A, HQ_X, miniScenario, unit } from './fixtures/mini.js';

const CLEAR = { environment: { visibility: { min: 5, max: 5, start: 5 } } } as const;

function position(units: UnitSetup[], over: Partial<Scenario> = {}): GameState {
  return newGame(miniScenario({ units, ...CLEAR, ...over }), 'belief').state;
}
const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;
const at = (s: GameState, hex: string) => s.world.board.parse(hex)!;

describe('A/I belief state and assault odds', () => {
  it('PC-ASL-17: with nothing hidden, the odds are the engine preview (hex taken, within sampling error)', () => {
    const s = position(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04', strength: 500 }),
        unit({ id: 'a-inf2', side: 'allied', hex: '05,05', strength: 500 }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,04', strength: 200 }),
      ],
      { fogOfWar: false },
    );
    const attackers = [idx(s, 'a-inf1'), idx(s, 'a-inf2')];
    const truth = previewAssault(s, attackers, at(s, '06,04'), 400);
    if (isRuleError(truth)) throw new Error(truth.message);
    const odds = engineRules(s.world).assault(viewFor(s, 'allied'), attackers, at(s, '06,04'));
    expect(odds).toBeDefined();
    expect(Math.abs(odds!.pWin - truth.chance.hexTaken)).toBeLessThan(0.2);
    expect(odds!.defenderLoss).toBeGreaterThan(0);
  });

  it('PC-ASL-17: the defender counter’s defense value counts (a Tiger-like defender is harder to take)', () => {
    const odds = (defense: number) => {
      const s = position([
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04', strength: 600 }),
        HQ_X,
        unit({
          id: 'x-tank',
          side: 'axis',
          hex: '06,04',
          type: 'armor',
          component: 'vehicles',
          strength: 6,
          moveClass: 'tracked',
          assault: 17,
          defense,
          flags: { hardTarget: true },
        }),
      ]);
      return engineRules(s.world).assault(viewFor(s, 'allied'), [idx(s, 'a-inf1')], at(s, '06,04'))!;
    };
    const soft = odds(6);
    const hard = odds(30);
    expect(hard.pWin).toBeLessThanOrEqual(soft.pWin);
    expect(hard.defenderLoss).toBeLessThan(soft.defenderLoss);
  });

  it('PC-SPT-12: the belief holds no unspotted enemy, and a fogged strength stays in its magnitude class', () => {
    const s = position(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04' }),
        HQ_X,
        unit({ id: 'x-seen', side: 'axis', hex: '06,04', strength: 900 }),
        unit({ id: 'x-hidden', side: 'axis', hex: '11,00', strength: 900 }),
      ],
      { environment: { visibility: { min: 2, max: 2, start: 2 } } },
    );
    // Losses the allied side cannot know: the spotted unit is down to 60 men (magnitude XX).
    s.units[idx(s, 'x-seen')]!.strength = 60;
    const view = viewFor(s, 'allied');
    expect(view.enemies.map((e) => e.index)).toEqual([idx(s, 'x-seen')]);
    const b = beliefState(view, s.world, s).state;
    expect(b.units[idx(s, 'x-hidden')]!.status).not.toBe('active');
    expect(b.units[idx(s, 'x-hidden')]!.loc).toBe(-1);
    const seen = b.units[idx(s, 'x-seen')]!;
    expect(seen.loc).toBe(at(s, '06,04'));
    expect(seen.strength).toBeGreaterThanOrEqual(10);
    expect(seen.strength).toBeLessThanOrEqual(99);
  });

  it('PC-SPT-12: a fortification the side does not see is not in its belief, one it sees is', () => {
    const base = miniScenario();
    const s = position(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '06,04' }),
      ],
      {
        environment: { visibility: { min: 2, max: 2, start: 2 } },
        map: {
          ...base.map,
          features: [
            { hex: '06,04', fortification: 'ip' },
            { hex: '11,09', fortification: 'bunker' },
          ],
        },
      },
    );
    const view = viewFor(s, 'allied');
    const b = beliefState(view, s.world, s).state;
    expect(hexStateFor(b, at(s, '11,09')).fortification).toBeNull();
    expect(hexStateFor(b, at(s, '06,04')).fortification).toBe('ip');
  });

  it('PC-VIC-01/02: a formation attacking one objective sends a spare unit toward an empty one two moves away (raid)', () => {
    const objectives: Scenario['objectives'] = [
      { hex: '09,03', name: 'Bridge', vp: 60, owner: 'axis' },
      { hex: '00,09', name: 'Empty village', vp: 40, owner: 'axis' },
    ];
    const s = position(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '04,03' }),
        unit({ id: 'a-inf2', side: 'allied', hex: '04,04' }),
        unit({ id: 'a-inf3', side: 'allied', hex: '04,05' }),
        HQ_X,
        unit({ id: 'x-inf1', side: 'axis', hex: '10,03' }),
      ],
      { objectives, ai: { allied: [{ org: 'a-div', order: 'attack', target: '09,03' }] } },
    );
    const village = at(s, '00,09');
    const nearest = (g: GameState) =>
      Math.min(
        ...['a-inf1', 'a-inf2', 'a-inf3'].map((id) =>
          g.world.board.distance(g.units[idx(g, id)]!.loc, village),
        ),
      );
    const r = createAi(s, 'allied').playTurn(s);
    expect(r.refusals).toEqual([]);
    expect(nearest(r.state)).toBeLessThan(nearest(s) - 1);
  });
});
