import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runMatch } from '../src/sim/match.js';
import { redStrikeSystem } from '../src/engine/systems/red-strike/system.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { newGame } from '../src/engine/systems/red-strike/game.js';
import { computerSide } from '../src/engine/systems/red-strike/players.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { currentCs, onMap, reOf, unitsAt } from '../src/engine/systems/red-strike/units.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';

const scenario = fuldaGap1989();

/** Invariants after every command: strength and hits never negative, stacks within 9 RE (RS-STK-2 by movement). */
function checkInvariants(s: RsState): void {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i]!;
    expect(u.hits).toBeGreaterThanOrEqual(0);
    expect(currentCs(s.world.units[i]!, u)).toBeGreaterThanOrEqual(0);
    expect(u.mpLeft).toBeGreaterThanOrEqual(0);
  }
  expect(s.sp.nato).toBeGreaterThanOrEqual(0);
  expect(s.sp.wp).toBeGreaterThanOrEqual(0);
  for (let loc = 0; loc < s.world.map.board.size; loc++) {
    const here = unitsAt(s, loc);
    const sides = new Set(here.map((i) => s.world.units[i]!.side));
    // RS-STK-1: never both sides in a hex.
    expect(sides.size).toBeLessThanOrEqual(1);
  }
}

/** Plays a whole game between two computer players, checking the invariants after each side's part. */
function play(seed: string, kinds: { nato: string; wp: string }): { state: RsState; refusals: number } {
  let state = newGame(scenario, seed).state;
  const players = { nato: computerSide(kinds.nato, state, 'nato'), wp: computerSide(kinds.wp, state, 'wp') };
  let refusals = 0;
  for (let n = 0; n < 500 && !state.result; n++) {
    const side = redStrikeSystem.actingSide(state) as 'nato' | 'wp';
    const r = players[side].playSideTurn(state);
    refusals += r.refusals.length;
    state = r.state;
    checkInvariants(state);
    if (r.commands.length === 0) break;
  }
  return { state, refusals };
}

describe('Red Strike games (the Fulda Gap, A/I against A/I)', () => {
  it('a whole game runs to its end with 0 refused commands (runMatch)', () => {
    const r = runMatch(redStrikeSystem, scenario, 'rs-1', { nato: 'ai', wp: 'ai' });
    expect(r.refusalSamples).toEqual([]);
    expect(r.refusals).toEqual({ nato: 0, wp: 0 });
    expect(r.result).not.toBeNull();
    expect(r.turns).toBe(4);
  });
  it('the random player also gives only legal orders; invariants hold after every part', () => {
    const g = play('rs-2', { nato: 'random', wp: 'random' });
    expect(g.refusals).toBe(0);
    expect(g.state.result).not.toBeNull();
  });
  it('determinism: the same seed gives the same game (hash), and snapshot/restore keeps it', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b'), (seed) => {
        const a = runMatch(redStrikeSystem, scenario, seed, { nato: 'ai', wp: 'ai' });
        const b = runMatch(redStrikeSystem, scenario, seed, { nato: 'ai', wp: 'ai' });
        expect(a.hash).toBe(b.hash);
      }),
      { numRuns: 2 },
    );
    const s = play('rs-3', { nato: 'ai', wp: 'ai' }).state;
    const back = redStrikeSystem.restore(
      scenario,
      {},
      JSON.parse(JSON.stringify(redStrikeSystem.snapshot(s))),
    );
    expect(redStrikeSystem.hash(back)).toBe(redStrikeSystem.hash(s));
  });
  it('combats happen with formations paid in SP', () => {
    const s = play('rs-4', { nato: 'ai', wp: 'ai' }).state;
    expect(s.combats).toBeGreaterThan(0);
    expect(s.sp.wp).toBeLessThan(scenario.sp.wp + 4 * scenario.spIncome.wp);
  });
});

describe('RS-STK-2 (property): no legal move leaves a stack above 9 RE', () => {
  it('random move orders on the Fulda map', () => {
    const start = newGame(scenario, 'p').state;
    // Jump to the WP's first segment (after both assignment phases and the supply phase).
    const first = apply(start, { type: 'end' });
    if (!first.ok) throw new Error('setup');
    const s = apply(first.state, { type: 'end' });
    if (!s.ok) throw new Error('setup');
    const base = s.state;
    const wpUnits = base.units
      .map((u, i) => (onMap(u) && base.world.units[i]!.side === 'wp' ? base.world.units[i]!.id : null))
      .filter((x): x is string => x !== null);
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...wpUnits),
            fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
          ),
          { maxLength: 12 },
        ),
        (orders) => {
          let st = base;
          for (const [id, dirs] of orders) {
            const i = st.world.byId.get(id)!;
            let at = st.units[i]!.loc;
            const path: string[] = [];
            for (const d of dirs) {
              const n = st.world.map.board.neighbor(at, d);
              if (n < 0) break;
              path.push(st.world.map.board.label(n));
              at = n;
            }
            if (path.length === 0) continue;
            const r = apply(st, { type: 'move', units: [id], path });
            if (!r.ok) continue;
            st = r.state;
            for (let loc = 0; loc < st.world.map.board.size; loc++)
              expect(reOf(st, unitsAt(st, loc))).toBeLessThanOrEqual(9);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
