// Properties of the area-impulse rules over many random games (fast-check): the same seed and
// commands give the same hash (design invariant 1/2); every unit is in exactly one place (on the map
// in one area, in reserve or in the casualty box); no side ever has more than the stack limit in an
// area (AI-FIRE-70, NS-08); eliminated units stay eliminated (AI-FIRE-80); pending damage never
// exceeds what the targets can absorb (AI-FIRE-41); snapshots restore to the same game.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import { aiChoice } from '../src/engine/systems/area-impulse/ai.js';
import { capacityIn } from '../src/engine/systems/area-impulse/fire.js';
import type { AreaCommand, AreaState } from '../src/engine/systems/area-impulse/model.js';
import { randomChoice } from '../src/engine/systems/area-impulse/players.js';
import { areaImpulseSystem as sys } from '../src/engine/systems/area-impulse/system.js';
import { skirmish } from './area-impulse-fixtures.js';

// The skirmish as it is, and with a stack limit of 2, where moves, retreats and arrivals meet it.
const SCENARIOS = [skirmish(), skirmish({ stackLimit: 2 })];
let sc = SCENARIOS[0]!;

function invariants(prev: AreaState, s: AreaState): void {
  const n = sc.areas.length;
  s.units.forEach((u, i) => {
    // Exactly one place: an area when active, nowhere (-1) in reserve or the casualty box.
    expect(['reserve', 'active', 'eliminated']).toContain(u.status);
    if (u.status === 'active') expect(u.area >= 0 && u.area < n).toBe(true);
    else expect(u.area).toBe(-1);
    if (prev.units[i]!.status === 'eliminated') expect(u.status).toBe('eliminated');
  });
  const stacks = new Map<string, number>();
  s.units.forEach((u, i) => {
    if (u.status !== 'active') return;
    const key = `${u.area}|${sc.units[i]!.side}`;
    stacks.set(key, (stacks.get(key) ?? 0) + 1);
  });
  for (const count of stacks.values()) expect(count).toBeLessThanOrEqual(s.world.rules.stackLimit);
  if (s.pending) {
    expect(s.pending.toApply).toBeLessThanOrEqual(capacityIn(s, s.pending.area, s.pending.owner));
    expect(sys.actingSide(s)).toBe(s.pending.owner);
  }
  expect(s.seq).toBe(prev.seq + 1);
}

/** Plays up to `limit` commands with the given kinds, checking every step; returns the commands. */
function playChecked(
  seed: string,
  kinds: Record<string, 'ai' | 'random'>,
  limit: number,
): { state: AreaState; commands: AreaCommand[] } {
  let state = sys.newGame(sc, seed).state;
  const commands: AreaCommand[] = [];
  for (let k = 0; k < limit && !state.result; k++) {
    const side = sys.actingSide(state);
    const view = sys.viewFor(state, side);
    const choice = kinds[side] === 'ai' ? aiChoice(view) : randomChoice(view, makeDice(`${seed}|${k}`));
    const r = sys.apply(state, choice.command);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(choice.command)}: ${r.error.message}`);
    invariants(state, r.state);
    state = r.state;
    commands.push(choice.command);
  }
  return { state, commands };
}

const kinds = fc.record({
  german: fc.constantFrom<'ai' | 'random'>('ai', 'random'),
  soviet: fc.constantFrom<'ai' | 'random'>('ai', 'random'),
});

describe('area-impulse: properties over random games', () => {
  it('every unit is in exactly one of map/reserve/casualties, stacks never exceed the limit, eliminated units stay out, pending damage fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), kinds, fc.constantFrom(...SCENARIOS), (seed, k, scenario) => {
        sc = scenario;
        playChecked(seed, k, 400);
      }),
      { numRuns: 40 },
    );
  });

  it('determinism: the same seed and commands give the same hash; a snapshot restores to the same game', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        kinds,
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(...SCENARIOS),
        (seed, k, cut, scenario) => {
          sc = scenario;
          const { state, commands } = playChecked(seed, k, 120);
          let replay = sys.newGame(sc, seed).state;
          let mid: AreaState | undefined;
          commands.forEach((c, i) => {
            const r = sys.apply(replay, c);
            if (!r.ok) throw new Error(r.error.message);
            replay = r.state;
            if (i + 1 === Math.min(cut, commands.length)) mid = replay;
          });
          expect(sys.hash(replay)).toBe(sys.hash(state));
          if (!mid) return;
          // Through JSON, as a save file does.
          const restored = sys.restore(sc, {}, JSON.parse(JSON.stringify(sys.snapshot(mid))));
          expect(sys.hash(restored)).toBe(sys.hash(mid));
          let again = restored;
          for (const c of commands.slice(Math.min(cut, commands.length))) {
            const r = sys.apply(again, c);
            if (!r.ok) throw new Error(r.error.message);
            again = r.state;
          }
          expect(sys.hash(again)).toBe(sys.hash(state));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('apply never changes the state it is given', () => {
    sc = SCENARIOS[1]!;
    const { commands } = playChecked('frozen', { german: 'random', soviet: 'ai' }, 60);
    let s = sys.newGame(sc, 'frozen').state;
    for (const c of commands) {
      const before = JSON.stringify(sys.snapshot(s));
      const r = sys.apply(s, c);
      expect(JSON.stringify(sys.snapshot(s))).toBe(before);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });
});
