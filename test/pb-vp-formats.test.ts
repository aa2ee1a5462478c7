// The five objective value formats of Panzer Battles (PB-VP-01..05): parsing and validation that
// names the field, one-time values by turn range, per-turn accrual, and the spec's worked examples.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  newGame,
  objectiveVp,
  victoryPoints,
  viewFor,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import {
  accrueObjectiveVp,
  heldValue,
  parseVpValue,
  vpValueProblems,
} from '../src/engine/systems/panzer/rules/vp-formats.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { checkScenarioValue } from '../src/scenario/load.js';
import { objectiveVpText } from '../src/tui/systems/panzer/vp-text.js';
import { matchCardLines } from '../src/tui/systems/panzer/match-card.js';
import { miniScenario } from './fixtures/mini.js';

/** The mini scenario with `turns` turns and its first objective valued by `value`. */
function scenarioWith(value: string, turns = 10): Scenario {
  const base = miniScenario();
  return {
    ...base,
    profile: 'tactical',
    start: { ...base.start, turns },
    objectives: [{ ...base.objectives[0]!, value }, base.objectives[1]!],
  };
}

/** Plays the end of each game turn 1..turns with the first objective held by holder(turn). */
function holdThrough(value: string, turns: number, holder: (turn: number) => 'allied' | 'axis'): GameState {
  const g = newGame(scenarioWith(value, turns), 1).state;
  for (let t = 1; t <= turns; t++) {
    g.turn = t;
    g.objectives[0]!.owner = holder(t);
    accrueObjectiveVp(g, []);
  }
  return g;
}

const net = (g: GameState, first: 'allied' | 'axis') => {
  const other = first === 'allied' ? 'axis' : 'allied';
  const own = (s: 'allied' | 'axis') => g.objectives[0]!.accrued?.[s] ?? 0;
  return own(first) - own(other);
};

describe('PB-VP-02 the five value formats', () => {
  it('PB-VP-02: reads the manual’s examples of formats 2-5', () => {
    expect(parseVpValue('25', 10)).toEqual({ format: 2, vp: 25 });
    expect(parseVpValue('1-2[10] 3-4[15] 5-6[20] 7-8[15] 9-10[30]', 10)).toMatchObject({
      format: 3,
      ranges: [{ from: 1, to: 2, vp: 10 }, {}, {}, {}, { from: 9, to: 10, vp: 30 }],
    });
    expect(parseVpValue('3/5', 10)).toEqual({ format: 4, allied: 3, axis: 5 });
    expect(parseVpValue('4/0', 10)).toEqual({ format: 4, allied: 4, axis: 0 });
    expect(parseVpValue('1-3[0/0] 4-6[0/5] 7-10[5/5]', 10)).toMatchObject({
      format: 5,
      ranges: [
        { allied: 0, axis: 0 },
        { allied: 0, axis: 5 },
        { from: 7, to: 10, allied: 5, axis: 5 },
      ],
    });
  });

  it('PB-VP-03: ranges ascend from turn 1 to the last turn with no gap or overlap; values are whole and >= 0', () => {
    const err = (t: string) => parseVpValue(t, 10) as string;
    expect(err('1-5[10]')).toMatch(/end at turn 5, not at the scenario's last turn 10/);
    expect(err('1-3[5] 5-10[5]')).toMatch(/turns 4-4 have no value/);
    expect(err('1-4[5] 4-10[5]')).toMatch(/overlaps/);
    expect(err('2-10[5]')).toMatch(/turns 1-1 have no value/);
    expect(err('1-10[-5]')).toMatch(/whole number >= 0/);
    expect(err('1-5[5] 6-10[1/2]')).toMatch(/mixes/);
    expect(err('0/0')).toMatch(/one of the two must be above 0/);
    expect(err('lots')).toMatch(/is not a value/);
    expect(parseVpValue('1-10[0/0]', 10)).toMatchObject({ format: 5 }); // [0/0] allowed in a segment
  });

  it('PB-VP-03: a bad value is a scenario error naming the field', () => {
    const bad = checkScenarioValue(scenarioWith('1-4[5] 6-10[5]'), 's.json');
    const issue = bad.issues.find((i) => i.path === 'objectives[0].value');
    expect(issue?.message).toMatch(/turns 5-5 have no value/);
    const exit = miniScenario({
      objectives: [{ hex: '00,00', vp: 0, owner: 'allied', kind: 'exit', value: '3/5' }],
    });
    expect(vpValueProblems(exit)[0]).toMatchObject({ path: 'objectives[0].value' });
    expect(checkScenarioValue(scenarioWith('1-3[0/0] 4-6[0/5] 7-10[5/5]'), 's.json').issues).toEqual([]);
  });

  it('PB-VP-04: "3/5" over 10 turns, Allies (first side) hold turns 1-4, Axis 5-10: net -18 to the Allies', () => {
    const g = holdThrough('3/5', 10, (t) => (t <= 4 ? 'allied' : 'axis'));
    expect(g.objectives[0]!.accrued).toEqual({ allied: 12, axis: 30 });
    expect(net(g, 'allied')).toBe(-18);
  });

  it('PB-VP-04: "1-3[0/0] 4-6[0/5] 7-10[5/5]", Axis (first side) holds 1-5, Allies 6-10: net -10 to the Axis', () => {
    const g = holdThrough('1-3[0/0] 4-6[0/5] 7-10[5/5]', 10, (t) => (t <= 5 ? 'axis' : 'allied'));
    expect(net(g, 'axis')).toBe(-10);
  });

  it('PB-VP-02 format 3: the holder has the value of the turn range the game is in', () => {
    const g = newGame(scenarioWith('1-2[10] 3-4[15] 5-6[20] 7-8[15] 9-10[30]'), 1).state;
    expect([1, 3, 6, 8, 10].map((t) => heldValue(g.world, 0, t))).toEqual([10, 15, 20, 15, 30]);
    g.turn = 9;
    const tracy = 50; // the second objective, held by the Allies (format 2)
    expect(objectiveVp(g, 'axis')).toBe(30);
    expect(objectiveVp(g, 'allied')).toBe(tracy);
    expect(objectiveVpText(viewFor(g, 'allied').objectives[0]!, 10)).toBe(
      '1-2[10] 3-4[15] 5-6[20] 7-8[15] 9-10[30]: 30 VP now',
    );
  });

  it('PB-VP-02 format 4: accrues at the end of each game turn played through endTurn, and shows on the screens', () => {
    let g = newGame(scenarioWith('3/5', 6), 1).state; // Villers-Bocage is held by the Axis
    for (let i = 0; i < 4; i++) {
      const r = apply(g, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      g = r.state;
    }
    expect(g.turn).toBe(3);
    expect(g.objectives[0]!.accrued).toEqual({ allied: 0, axis: 10 });
    expect(victoryPoints(g).axis - victoryPoints(newGame(scenarioWith('3/5', 6), 1).state).axis).toBe(10);
    const v = viewFor(g, 'allied');
    expect(v.objectives[0]).toMatchObject({ value: '3/5', accrued: { allied: 0, axis: 10 }, vp: 12 });
    expect(objectiveVpText(v.objectives[0]!, 6)).toBe('3/5 VP per turn held (Allied/Axis), so far 0/10');
    expect(matchCardLines(g.world, { allied: 'human', axis: 'computer' })).toContain(
      'Objectives: 1 scoring per turn held (PB-VP-02; V lists them)',
    );
  });

  it('PB-VP-02: without `value` an objective scores its `vp` as before (operational scenarios unchanged)', () => {
    const g = newGame(miniScenario(), 1).state;
    expect(objectiveVp(g, 'axis')).toBe(100);
    expect(viewFor(g, 'allied').objectives.map((o) => o.vp)).toEqual([100, 50]);
    expect(matchCardLines(g.world, { allied: 'human', axis: 'human' }).join('\n')).not.toContain('PB-VP-02');
  });

  it('PB-VP-02 property: per-turn accrual equals the sum of the holder’s rate over the turns held', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (a, x, alliedHolds) => {
          fc.pre(a + x > 0);
          const g = holdThrough(`${a}/${x}`, 8, (t) => (alliedHolds[t - 1] ? 'allied' : 'axis'));
          const held = alliedHolds.filter(Boolean).length;
          expect(g.objectives[0]!.accrued ?? { allied: 0, axis: 0 }).toEqual({
            allied: a * held,
            axis: x * (8 - held),
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});
