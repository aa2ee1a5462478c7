// Design invariants 1 and 2 as properties: the same scenario, seed and commands give the same
// state hash, and no unit ever stands in two hexes, whatever the commands.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import { GameSession } from '../src/session/session.js';
import { stateHash } from '../src/engine/systems/panzer/serialize.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { miniScenario } from './fixtures/mini.js';

const scenario = miniScenario();
const unitIds = scenario.units.map((u) => u.id);

/** A random order: mostly moves of one unit by a few random steps, some mode changes and turn ends. */
const commandArb: fc.Arbitrary<{ kind: number; unit: number; dirs: number[]; mode: number }> = fc.record({
  kind: fc.integer({ min: 0, max: 9 }),
  unit: fc.integer({ min: 0, max: unitIds.length - 1 }),
  dirs: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
  mode: fc.integer({ min: 0, max: 2 }),
});

function toCommand(
  s: GameSession<GameState, Command>,
  c: { kind: number; unit: number; dirs: number[]; mode: number },
): Command {
  if (c.kind === 0) return { type: 'endTurn' };
  const id = unitIds[c.unit]!;
  if (c.kind === 1)
    return { type: 'mode', unit: id, mode: (['deployed', 'travel', 'rail'] as const)[c.mode]! };
  const { board } = s.state.world;
  let loc = s.state.units[c.unit]!.loc;
  const path: string[] = [];
  for (const d of c.dirs) {
    if (loc < 0) break;
    const n = board.neighbor(loc, d);
    if (n < 0) break;
    path.push(board.label(n));
    loc = n;
  }
  return { type: 'move', units: [id], path };
}

function play(seed: number, orders: { kind: number; unit: number; dirs: number[]; mode: number }[]) {
  const s = new GameSession(panzerSystem, scenario, { seed });
  const applied: Command[] = [];
  for (const o of orders) {
    if (s.state.result) break;
    const cmd = toCommand(s, o);
    if (s.apply(cmd).ok) applied.push(cmd);
    // PC-UNT: every unit on the map stands in exactly one hex, inside the map.
    for (const u of s.state.units) {
      if (u.status === 'active') expect(u.loc).toBeGreaterThanOrEqual(0);
      else expect(u.loc).toBe(-1);
      expect(u.loc).toBeLessThan(s.state.world.board.size);
      expect(u.mp).toBeGreaterThanOrEqual(0);
      expect(u.strength).toBeGreaterThanOrEqual(0);
    }
  }
  return { s, applied };
}

describe('determinism (design invariants 1, 2)', () => {
  it('the same seed and commands give the same state hash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.array(commandArb, { maxLength: 40 }),
        (seed, orders) => {
          const a = play(seed, orders);
          const b = GameSession.replay(panzerSystem, scenario, { seed }, a.applied);
          expect(b.error).toBeUndefined();
          expect(stateHash(b.session.state)).toBe(stateHash(a.s.state));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('different seeds can give different weather (the dice are the seed)', () => {
    const hashes = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const s = new GameSession(panzerSystem, scenario, { seed });
      for (let i = 0; i < 10; i++) s.apply({ type: 'endTurn' });
      hashes.add(stateHash(s.state));
    }
    expect(hashes.size).toBeGreaterThan(1);
  });
});
