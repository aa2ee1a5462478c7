import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import {
  commandTest,
  commandingHq,
  isDetached,
  modifiedCommandRange,
  nominalCommandRange,
  rangeTest,
} from '../src/engine/systems/panzer/rules/command.js';
import { makeDice } from '../src/engine/core/rng.js';
import { openMapScenario, unit } from './fixtures/mini.js';

/** A corps HQ over a division HQ over a battalion, Allied; placed by the test. */
function chain(corpsRange: number, divRange = 6, quality: 'A' | 'C' | 'F' = 'C'): Scenario {
  return {
    ...openMapScenario(40, 10),
    units: [
      unit({
        id: 'corps-hq',
        side: 'allied',
        type: 'hq',
        org: 'allies',
        hqOf: 'allies',
        commandRange: corpsRange,
        quality,
        hex: '01,01',
      }),
      unit({
        id: 'div-hq',
        side: 'allied',
        type: 'hq',
        org: 'a-div',
        hqOf: 'a-div',
        commandRange: divRange,
        quality,
        hex: '03,01',
      }),
      unit({ id: 'bn', side: 'allied', org: 'a-div', hex: '05,01' }),
      unit({ id: 'enemy', side: 'axis', org: 'x-div', hex: '38,08' }),
    ],
    objectives: [],
  };
}

function place(state: GameState, id: string, col: number, row: number): void {
  state.units[state.world.unitIndex.get(id)!]!.loc = state.world.board.loc(col, row);
}

const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;

describe('PC-CMD command ranges', () => {
  it('PC-CMD-04: nominal range = OOB range + quality adjustment (A +2, F -3)', () => {
    const a = newGame(chain(10, 6, 'A'), 1).state;
    expect(nominalCommandRange(a.world.units[idx(a, 'corps-hq')]!)).toBe(12);
    const f = newGame(chain(10, 6, 'F'), 1).state;
    expect(nominalCommandRange(f.world.units[idx(f, 'corps-hq')]!)).toBe(7);
  });

  it('PC-CMD-05: disrupted ×1/2, travel ×3/4, broken 0', () => {
    const s = newGame(chain(12), 1).state;
    const hq = idx(s, 'corps-hq');
    expect(modifiedCommandRange(s, hq)).toBe(12);
    s.units[hq]!.cohesion = 'disrupted';
    expect(modifiedCommandRange(s, hq)).toBe(6);
    s.units[hq]!.mode = 'travel';
    expect(modifiedCommandRange(s, hq)).toBe(4);
    s.units[hq]!.cohesion = 'broken';
    expect(modifiedCommandRange(s, hq)).toBe(0);
  });

  it('PC-CMD-07: a unit beyond its HQ nominal range, or whose HQ is gone, is Detached', () => {
    const s = newGame(chain(12, 6), 1).state;
    expect(commandingHq(s, idx(s, 'bn'))).toBe(idx(s, 'div-hq'));
    expect(commandingHq(s, idx(s, 'div-hq'))).toBe(idx(s, 'corps-hq'));
    place(s, 'bn', 9, 1); // 6 hexes from the division HQ at 03,01
    expect(isDetached(s, idx(s, 'bn'))).toBe(false);
    place(s, 'bn', 10, 1); // 7 hexes
    expect(isDetached(s, idx(s, 'bn'))).toBe(true);
    place(s, 'bn', 4, 1);
    const div = s.units[idx(s, 'div-hq')]!;
    div.status = 'eliminated';
    div.loc = -1;
    expect(isDetached(s, idx(s, 'bn'))).toBe(true);
  });

  it('PC-CMD-13: the range test C/(C+R): C = 8, R = 12 gives 2/5; R = C gives 50%', () => {
    const s = newGame(chain(12, 8), 1).state;
    place(s, 'bn', 15, 1); // 12 hexes from 03,01
    const r = rangeTest(s, idx(s, 'bn'), makeDice('x'), 'test', 'PC-CMD-13');
    expect(r.target).toBeCloseTo(40);
    place(s, 'bn', 11, 1); // 8 hexes
    expect(rangeTest(s, idx(s, 'bn'), makeDice('x'), 'test', 'PC-CMD-13').target).toBeCloseTo(50);
  });

  it('PC-CMD-13: the range test fails outright when the HQ is Out of Command', () => {
    const s = newGame(chain(12, 8), 1).state;
    s.ops.outOfCommand = [idx(s, 'div-hq')];
    const r = rangeTest(s, idx(s, 'bn'), makeDice('x'), 'test', 'PC-CMD-13');
    expect(r.success).toBe(false);
  });
});

/** The In Command rate of an HQ over many seeds (each seed is its own game: deterministic). */
function inCommandRate(scenario: Scenario, hqId: string, supply: number, trials: number): number {
  const base = newGame(scenario, 0).state;
  let inCmd = 0;
  for (let t = 0; t < trials; t++) {
    const s: GameState = {
      ...base,
      seed: `trial-${t}`,
      ops: { ...base.ops, globalSupply: { allied: supply, axis: supply } },
    };
    commandTest(s, 'allied', []);
    if (!s.ops.outOfCommand.includes(idx(s, hqId))) inCmd++;
  }
  return inCmd / trials;
}

describe('PC-CMD-10 the command test', () => {
  it('a top HQ is In Command with probability S (S = 80% -> 80%)', () => {
    expect(inCommandRate(chain(12), 'corps-hq', 80, 4000)).toBeCloseTo(0.8, 1);
  });

  it('manual example: S = 70%, corps C = 12 over a division 2 hexes away -> 88%', () => {
    // R = 2: the division HQ at 03,01, the corps HQ at 01,01.
    expect(Math.abs(inCommandRate(chain(12), 'div-hq', 70, 6000) - 0.88)).toBeLessThan(0.02);
  });

  it('manual example: S = 70%, C = 12, R = 12 -> about 80%', () => {
    const sc = chain(12);
    const moved = { ...sc, units: sc.units.map((u) => (u.id === 'div-hq' ? { ...u, hex: '13,01' } : u)) };
    expect(Math.abs(inCommandRate(moved, 'div-hq', 70, 6000) - 0.805)).toBeLessThan(0.02);
  });

  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 100 }), (seed, supply) => {
        const run = () => {
          const base = newGame(chain(12), seed).state;
          const s: GameState = {
            ...base,
            ops: { ...base.ops, globalSupply: { allied: supply, axis: supply } },
          };
          commandTest(s, 'allied', []);
          return s.ops.outOfCommand;
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: 50 },
    );
  });
});
