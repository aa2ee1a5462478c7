// Whole area-impulse games between computer players through the RuleSystem contract: the A/I and
// the random player play to the end with no refused command (allocations included, when they own
// the targets in the other side's impulse), and the Stalingrad scenario when its file is there.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaImpulseSystem as sys } from '../src/engine/systems/area-impulse/system.js';
import { loadGameScenarioFile } from '../src/scenario/load.js';
import { runMatch } from '../src/sim/match.js';
import { skirmish } from './area-impulse-fixtures.js';

const STALINGRAD = path.join(import.meta.dirname, '..', 'scenarios', 'stalingrad-factories.json');
// An impulse hands the game over, so a turn is many side-turns (runMatch's default cap counts ~3 a turn).
const OPTS = { maxSideTurns: 5000, trace: true };

describe('area-impulse: whole games with 0 refusals', () => {
  const sc = skirmish();
  for (const [german, soviet] of [
    ['ai', 'ai'],
    ['ai', 'random'],
    ['random', 'ai'],
    ['random', 'random'],
  ] as const)
    it(`${german} (German) vs ${soviet} (Soviet) plays to a result, seeds 1..4`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const m = runMatch(sys, sc, `g${seed}`, { german, soviet }, OPTS);
        expect(m.refusalSamples).toEqual([]);
        expect(m.refusals).toEqual({ german: 0, soviet: 0 });
        expect(m.result).not.toBeNull();
        expect(m.summary).toHaveLength(2);
      }
    });

  it('with a stack limit of 2 (moves refused by NS-08, retreats that cascade, arrivals that wait) every pairing still has 0 refusals', () => {
    const tight = skirmish({ stackLimit: 2 });
    for (const german of ['ai', 'random'])
      for (const soviet of ['ai', 'random'])
        for (let seed = 1; seed <= 3; seed++) {
          const m = runMatch(sys, tight, `t${seed}`, { german, soviet }, OPTS);
          expect(m.refusalSamples).toEqual([]);
          expect(m.result).not.toBeNull();
        }
  });

  it('the A/I fires, allocates and moves: a game has fire, damage and moves in it; the same seed replays to the same hash', () => {
    const a = runMatch(sys, sc, 'replay', { german: 'ai', soviet: 'ai' }, OPTS);
    const b = runMatch(sys, sc, 'replay', { german: 'ai', soviet: 'ai' }, OPTS);
    expect(a.hash).toBe(b.hash);
    const notes = a.timings.flatMap((t) => t.notes ?? []);
    expect(notes.some((n) => n.startsWith('fire '))).toBe(true);
    expect(notes.some((n) => n.startsWith('apply '))).toBe(true);
    expect(notes.some((n) => n.startsWith('move '))).toBe(true);
  });

  it.skipIf(!existsSync(STALINGRAD))(
    'scenarios/stalingrad-factories.json loads and plays to the end, A/I vs A/I and A/I vs random, with 0 refusals',
    () => {
      const loaded = loadGameScenarioFile(STALINGRAD);
      expect(loaded.system.id).toBe('area-impulse');
      for (const sides of [
        { german: 'ai', soviet: 'ai' },
        { german: 'ai', soviet: 'random' },
        { german: 'random', soviet: 'ai' },
      ]) {
        const m = runMatch(sys, loaded.scenario, 'stalingrad', sides, OPTS);
        expect(m.refusalSamples).toEqual([]);
        expect(m.result).not.toBeNull();
      }
    },
  );
});
