// hexSightTest (the fast form used by viewFor for fortifications, minefields and rubble, PC-SPT-12)
// must agree with sideSeesHex everywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import { hexSightTest, sideSeesHex } from '../src/engine/systems/panzer/rules/spotting.js';
import { loadBundledScenario } from '../src/scenario/index.js';

describe('hexSightTest (PC-SPT-12)', () => {
  const { state } = newGame(loadBundledScenario('test-crossroads'), 1);
  it('agrees with sideSeesHex for every hex, whatever the units and their cohesion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(state.world.board.size - 1), { minLength: 45, maxLength: 45 }),
        fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
        (locs, broken) => {
          const s = {
            ...state,
            units: state.units.map((u, i) => ({
              ...u,
              loc: locs[i % locs.length]!,
              status: 'active' as const,
              cohesion: broken[i % broken.length] ? ('broken' as const) : ('ok' as const),
            })),
          };
          for (const side of ['allied', 'axis'] as const) {
            const fast = hexSightTest(s, side);
            for (let loc = 0; loc < s.world.board.size; loc += 7)
              expect(fast(loc)).toBe(sideSeesHex(s, side, loc));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
