import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  BRIDGE_BITS,
  canonicalJson,
  SIDE,
  snapshotOf,
  type Command,
  type GameState,
  type Quality,
} from '../src/engine/systems/panzer/index.js';
import { evalStep, knowledgeFor, moverStack } from '../src/engine/systems/panzer/rules/movecost.js';
import { idx } from './fixtures/combat.js';
import { edgeOf, engGame, locOf, PIONEERS } from './fixtures/engineers.js';

/** Applies commands, skipping refused ones (a random order may be illegal). */
function run(state: GameState, cmds: readonly Command[]): GameState {
  let s = state;
  for (const c of cmds) {
    const r = apply(s, c);
    if (r.ok) s = r.state;
  }
  return s;
}

describe('engineer properties', () => {
  it('PC-ENG-10/14: bridge work is deterministic for a seed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom<Quality>('A', 'B', 'C', 'D', 'E', 'F'),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (seed, bridgeValue, quality, turns, pontoon) => {
          const game = () =>
            engGame({
              seed,
              allied: [{ id: 'pi', ...PIONEERS, quality, hex: pontoon ? '04,08' : '08,04' }],
              scenario: { params: { side: { allied: { bridgeValue, pontoonMinTurns: 2 } } } },
            });
          const cmds: Command[] = [
            { type: 'buildBridge', unit: 'pi', toward: pontoon ? '05,08' : '09,04' },
            ...Array.from({ length: turns * 2 }, () => ({ type: 'endTurn' }) as const),
          ];
          const a = run(game(), cmds);
          const b = run(game(), cmds);
          expect(canonicalJson(snapshotOf(a))).toBe(canonicalJson(snapshotOf(b)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('PC-ENG-15: a damaged bridge is never crossed as a bridge: the step costs what it costs with no bridge at all', () => {
    const cases = fc.record({
      side: fc.constantFrom('river', 'stream', 'canal', 'gully', 'antiTankDitch'),
      bridge: fc.constantFrom(SIDE.bridgeLight, SIDE.bridgeMedium, SIDE.bridgeHeavy),
      road: fc.boolean(),
      mover: fc.constantFrom('foot', 'motorized', 'tank'),
      travel: fc.boolean(),
    });
    fc.assert(
      fc.property(cases, (c) => {
        const over =
          c.mover === 'tank'
            ? {
                type: 'armor' as const,
                component: 'vehicles' as const,
                moveClass: 'tracked' as const,
                strength: 10,
                speed: 15,
                flags: { hardTarget: true },
              }
            : c.mover === 'motorized'
              ? { moveClass: 'motorized' as const, speed: 15 }
              : {};
        const s = engGame({
          allied: [{ id: 'u', hex: '06,06', mode: c.travel ? 'travel' : 'deployed', ...over }],
        });
        const edge = edgeOf(s, '06,06', '07,06');
        const base = SIDE[c.side] | (c.road ? SIDE.road : 0);
        const cost = (bits: number) => {
          s.edgeOverrides = { [edge]: bits };
          const k = knowledgeFor(s, 'allied', true);
          const r = evalStep(k, moverStack(k, s, [idx(s, 'u')]), locOf(s, '06,06'), locOf(s, '07,06'));
          return r.ok ? r.costs[0]! : 'blocked';
        };
        const damaged = cost(base | c.bridge | SIDE.bridgeDamaged);
        expect(damaged).toEqual(cost(base));
        // ... while the same bridge intact carries a unit in Travel Mode that may use it.
        if (c.travel && c.bridge === SIDE.bridgeHeavy) expect(cost(base | c.bridge)).not.toBe('blocked');
        expect(base & BRIDGE_BITS).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('PC-IMP-06: minefield strength stays a whole number within 0..3 whatever engineers do', () => {
    const cmd = fc.constantFrom<Command>(
      { type: 'clearHex', unit: 'mc' },
      { type: 'layMines', unit: 'pi' },
      { type: 'stopWork', unit: 'mc' },
      { type: 'stopWork', unit: 'pi' },
      { type: 'endTurn' },
      { type: 'endTurn' },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(cmd, { maxLength: 30 }),
        (strength, mineClear, mineProb, cmds) => {
          const s0 = engGame({
            allied: [
              { id: 'mc', ...PIONEERS, flags: { engineer: true, mineClear: true }, hex: '02,08' },
              { id: 'pi', ...PIONEERS, flags: { engineer: true }, hex: '02,08' },
            ],
            scenario: { params: { mineProb, engineers: { mineClear } } },
          });
          s0.hexes[locOf(s0, '02,08')]!.minefield = strength;
          let s = s0;
          for (const c of cmds) {
            const r = apply(s, c);
            if (!r.ok) continue;
            s = r.state;
            const m = s.hexes[locOf(s, '02,08')]!.minefield;
            expect(Number.isInteger(m) && m >= 0 && m <= 3).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
