// The computer opponent plays phased games (PC-PHS-02/06): it moves in its Movement Phase, fires in
// its Fire Phases (the enemy's Defensive Fire Phase included) and assaults in its Assault Phase.

import { describe, expect, it } from 'vitest';
import { runMatch } from '../src/sim/match.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { miniScenario } from './fixtures/mini.js';

const scenario = miniScenario({ environment: { visibility: { min: 4, max: 6, start: 5 } } });

describe('PC-PHS-02 the A/I in phased play', () => {
  for (const rules of [['manualDefensiveFire'], ['manualDefensiveFire', 'automaticDefensiveFire']])
    it(`plays a whole game to its end under ${rules.join(' + ')}, deterministically`, () => {
      const game = { game: { optionalRules: rules } };
      const a = runMatch(panzerSystem, scenario, 1, { allied: 'ai', axis: 'ai' }, game);
      const b = runMatch(panzerSystem, scenario, 1, { allied: 'ai', axis: 'ai' }, game);
      expect(a.result).not.toBeNull();
      expect(a.turns).toBe(scenario.start.turns);
      expect(a.hash).toBe(b.hash);
      // No order refused: none in the wrong phase, by the wrong side, a second shot in a phase, or
      // an assault by a unit that moved and fired.
      expect(a.refusals).toEqual({ allied: 0, axis: 0 });
      for (const seed of [2, 3, 4])
        expect(
          runMatch(panzerSystem, scenario, seed, { allied: 'ai', axis: 'ai' }, game).refusalSamples,
        ).toEqual([]);
      expect(a.commands).toBeGreaterThan(4 * scenario.start.turns * 2); // it did more than pass phases
    });
});
