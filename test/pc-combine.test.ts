import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  apply,
  restoreState,
  snapshotOf,
  viewFor,
  type Command,
  type GameState,
} from '../src/engine/systems/panzer/index.js';
import {
  combinedFatigue,
  combinedName,
  subUnitCount,
  subUnitMark,
} from '../src/engine/systems/panzer/rules/combine.js';
import { combineOrders } from '../src/engine/systems/panzer/ai/combine.js';
import { formatEvent } from '../src/engine/systems/panzer/format-event.js';
import { fullStrength, nameWithParts } from '../src/tui/systems/panzer/combined.js';
import { breakdownOrder, combineAllOrder, combineOrder } from '../src/tui/systems/panzer/combine-orders.js';
import { miniScenario } from './fixtures/mini.js';
import { combatGame, idx } from './fixtures/combat.js';

const ORGS = [
  ...miniScenario().orgs!,
  { id: 'a-bn', name: '1/7 Queens', side: 'allied' as const, level: 'battalion' as const, parent: 'a-div' },
  { id: 'a-bn2', name: '1/6 Queens', side: 'allied' as const, level: 'battalion' as const, parent: 'a-div' },
];

const coy = (id: string, over: object = {}) => ({
  id,
  name: `${id.toUpperCase()} Coy`,
  size: 'company' as const,
  org: 'a-bn',
  strength: 120,
  hex: '03,06',
  ...over,
});

function game(allied: object[] = [coy('c1'), coy('c2'), coy('c3')]): GameState {
  return combatGame({
    allied: allied as never[],
    axis: [{ id: 'x1', hex: '09,06' }],
    scenario: { orgs: ORGS },
  });
}

function ok(state: GameState, cmd: Command): GameState {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

function set(state: GameState, id: string, over: Partial<GameState['units'][number]>): GameState {
  Object.assign(state.units[idx(state, id)]!, over);
  return state;
}

describe('PC-MSC-03 Combine', () => {
  it('PC-MSC-03: strengths add up, the others leave the map, the host shows +++ and [n] (PC-MSC-04)', () => {
    const s0 = game();
    const s = ok(s0, { type: 'combine', units: ['c1', 'c2'] });
    const c1 = s.units[idx(s, 'c1')]!;
    const c2 = s.units[idx(s, 'c2')]!;
    expect(c1.strength).toBe(240);
    expect(c1.parts).toEqual([idx(s, 'c2')]);
    expect(c2.status).toBe('merged');
    expect(c2.loc).toBe(-1);
    expect(c2.mergedInto).toBe(idx(s, 'c1'));
    expect(subUnitCount(s.world, idx(s, 'c1'), c1)).toBe(2);
    expect(combinedName(s.world, idx(s, 'c1'), c1)).toBe('C1 Coy+++');
    expect(subUnitMark(s.world, idx(s, 'c1'), c1)).toBe('[2]');
    // PC-MSC-04: a unit that could combine but has not shows [1].
    expect(subUnitMark(s.world, idx(s, 'c3'), s.units[idx(s, 'c3')]!)).toBe('[1]');
    // The input state is untouched.
    expect(s0.units[idx(s0, 'c2')]!.status).toBe('active');
    expect(s0.units[idx(s0, 'c1')]!.strength).toBe(120);
  });

  it('PC-MSC-04: the client shows name+++ [n], [1] for a unit that could combine here, the full strength of all parts', () => {
    const s = ok(game([coy('c1'), coy('c2'), coy('c3'), coy('lone', { org: 'a-bn2' })]), {
      type: 'combine',
      units: ['c1', 'c2'],
    });
    const view = viewFor(s, 'allied');
    const own = (id: string) => view.own.find((u) => u.index === idx(s, id))!;
    expect(nameWithParts(view, own('c1'))).toBe('C1 Coy+++ [2]');
    expect(fullStrength(view, own('c1'))).toBe(240);
    expect(nameWithParts(view, own('c3'))).toBe('C3 Coy [1]');
    // Nothing of its battalion in the hex: no mark.
    expect(nameWithParts(view, own('lone'))).toBe('LONE Coy');
  });

  it('PC-MSC-04: when every sub-unit of the battalion has combined, it takes the battalion name', () => {
    const s = ok(game(), { type: 'combine', units: ['c1', 'c2', 'c3'] });
    const c1 = s.units[idx(s, 'c1')]!;
    expect(combinedName(s.world, idx(s, 'c1'), c1)).toBe('1/7 Queens+++');
    expect(subUnitCount(s.world, idx(s, 'c1'), c1)).toBe(3);
  });

  it('PC-MSC-03: the worst condition of any part, averaged fatigue (PC-FAT-07), the lowest MP', () => {
    const s0 = game();
    set(s0, 'c1', { cohesion: 'ok', fatigue: 0, mp: 9, strength: 100 });
    set(s0, 'c2', { cohesion: 'disrupted', fatigue: 120, mp: 4, strength: 50, lowAmmo: true });
    const s = ok(s0, { type: 'combine', units: ['c1', 'c2'] });
    const c1 = s.units[idx(s, 'c1')]!;
    expect(c1.cohesion).toBe('disrupted');
    expect(c1.mp).toBe(4);
    expect(c1.lowAmmo).toBe(true);
    // Weighted by strength (our default, not from the source): (100 × 0 + 50 × 120) / 150 = 40.
    expect(c1.fatigue).toBe(40);
    expect(
      combinedFatigue(
        [
          { ...c1, strength: 100, fatigue: 0 },
          { ...c1, strength: 50, fatigue: 120 },
        ],
        'parts',
      ),
    ).toBe(60);
  });

  it('PC-MSC-03: combining costs no MP and a Broken part makes the whole Broken', () => {
    const s0 = game();
    set(s0, 'c2', { cohesion: 'broken' });
    const mp = s0.units[idx(s0, 'c1')]!.mp;
    const s = ok(s0, { type: 'combine', units: ['c1', 'c2'] });
    expect(s.units[idx(s, 'c1')]!.mp).toBe(mp);
    expect(s.units[idx(s, 'c1')]!.cohesion).toBe('broken');
  });

  it('PC-MSC-03 Alt: "all" combines every possible unit in the hex, by battalion and component', () => {
    const s = ok(
      game([
        coy('c1'),
        coy('c2'),
        coy('c3'),
        coy('d1', { org: 'a-bn2' }),
        coy('d2', { org: 'a-bn2' }),
        coy('g1', { component: 'guns', strength: 6 }),
      ]),
      { type: 'combine', hex: '03,06', all: true },
    );
    expect(s.units[idx(s, 'c1')]!.parts).toEqual([idx(s, 'c2'), idx(s, 'c3')]);
    expect(s.units[idx(s, 'd1')]!.parts).toEqual([idx(s, 'd2')]);
    expect(s.units[idx(s, 'g1')]!.status).toBe('active');
    expect(s.units[idx(s, 'g1')]!.parts).toBeUndefined();
  });

  it('PC-MSC-03: refusals explain why (battalion, component, size, hex, HQ, type, mode, merged, one unit)', () => {
    const s = game([
      coy('c1'),
      coy('c2'),
      coy('d1', { org: 'a-bn2' }),
      coy('g1', { component: 'guns', strength: 6 }),
      coy('b1', { size: 'battalion' }),
      coy('far', { hex: '02,06' }),
      coy('c9'),
      coy('hw', { type: 'heavyWeapons' }),
    ]);
    expect(refused(s, { type: 'combine', units: ['c1', 'd1'] }).message).toBe(
      "D1 Coy (1/6 Queens) is not of C1 Coy's battalion (1/7 Queens); only units of the same battalion combine.",
    );
    expect(refused(s, { type: 'combine', units: ['c1', 'g1'] }).message).toBe(
      'G1 Coy counts guns and C1 Coy men; only units of the same component combine.',
    );
    expect(refused(s, { type: 'combine', units: ['c1', 'b1'] }).message).toBe(
      'B1 Coy is a battalion; only company or platoon units combine.',
    );
    expect(refused(s, { type: 'combine', units: ['c1', 'far'] }).message).toBe(
      "FAR Coy is at 02,06, not in C1 Coy's hex 03,06; units combine only in one hex.",
    );
    expect(refused(s, { type: 'combine', units: ['c1', 'hw'] }).message).toBe(
      'HW Coy is heavyWeapons and C1 Coy infantry; only units of one type combine (a Combined unit fights with one set of values).',
    );
    expect(refused(s, { type: 'combine', units: ['c1', 'a-hq'] }).message).toBe(
      '7 Armd HQ is an HQ; HQs do not combine.',
    );
    expect(refused(s, { type: 'combine', units: ['c1'] }).message).toMatch(/two or more/);
    expect(refused(s, { type: 'combine', units: ['c1', 'c1'] }).message).toBe('C1 Coy is named twice.');
    expect(refused(s, { type: 'combine', units: ['c1', 'x1'] }).code).toBe('NOT_YOUR_UNIT');
    const travel = set(structuredCloneState(s), 'c2', { mode: 'travel' });
    expect(refused(travel, { type: 'combine', units: ['c1', 'c2'] }).message).toMatch(/same mode first/);
    const merged = ok(s, { type: 'combine', units: ['c1', 'c2'] });
    expect(refused(merged, { type: 'combine', units: ['c9', 'c2'] }).message).toBe(
      'C2 Coy is combined into C1 Coy; order that unit.',
    );
    expect(refused(s, { type: 'combine', hex: '02,06', all: true }).message).toMatch(
      /No units at 02,06 may combine/,
    );
    expect(refused(s, { type: 'combine', units: ['c1', 'c2'], all: 'yes' } as never).message).toBe(
      'The "all" of a "combine" order must be true or false.',
    );
    for (const e of [refused(s, { type: 'combine', units: ['c1', 'd1'] })]) expect(e.rule).toBe('PC-MSC-03');
  });

  it('PC-MSC-03: the report line names the parts and the combined unit', () => {
    const r = apply(game(), { type: 'combine', units: ['c1', 'c2'] });
    if (!r.ok) throw new Error(r.error.message);
    const lines = r.events.map((e) => formatEvent(e, r.state.world));
    expect(lines.join('\n')).toMatch(/combines with C2 Coy: C1 Coy\+\+\+ \[2\]/);
  });
});

describe('PC-MSC-05 Breakdown', () => {
  it('PC-MSC-05: splits off one sub-unit at a time, last in first out, no MP cost', () => {
    let s = ok(game(), { type: 'combine', units: ['c1', 'c2', 'c3'] });
    const mp = s.units[idx(s, 'c1')]!.mp;
    s = ok(s, { type: 'breakdown', unit: 'c1' });
    const c3 = s.units[idx(s, 'c3')]!;
    expect(c3.status).toBe('active');
    expect(c3.loc).toBe(s.units[idx(s, 'c1')]!.loc);
    expect(c3.strength).toBe(120);
    expect(c3.mergedInto).toBeUndefined();
    expect(s.units[idx(s, 'c1')]!.strength).toBe(240);
    expect(s.units[idx(s, 'c1')]!.parts).toEqual([idx(s, 'c2')]);
    expect(s.units[idx(s, 'c1')]!.mp).toBe(mp);
    const last = apply(s, { type: 'breakdown', unit: 'c1' });
    if (!last.ok) throw new Error(last.error.message);
    expect(last.events.map((e) => e.type === 'unitState' && e.what)).toEqual([
      'breaks down from C1 Coy with 120 men',
      'splits off C2 Coy; it is no longer combined',
    ]);
    s = last.state;
    expect(s.units[idx(s, 'c1')]!.parts).toBeUndefined();
    expect(s.units[idx(s, 'c2')]!.status).toBe('active');
    expect(refused(s, { type: 'breakdown', unit: 'c1' }).message).toBe(
      'C1 Coy is not a Combined unit; there is nothing to break down.',
    );
  });

  it('PC-MSC-05: losses are shared by full strength; the split keeps the whole fatigue and condition', () => {
    const s0 = game([coy('c1', { strength: 100 }), coy('c2', { strength: 50 })]);
    let s = ok(s0, { type: 'combine', units: ['c1', 'c2'] });
    set(s, 'c1', { strength: 90, fatigue: 77, cohesion: 'disrupted' });
    s = ok(s, { type: 'breakdown', unit: 'c1' });
    // C2 is a third of the full 150: 30 of the 90 left.
    expect(s.units[idx(s, 'c2')]!.strength).toBe(30);
    expect(s.units[idx(s, 'c1')]!.strength).toBe(60);
    expect(s.units[idx(s, 'c2')]!.fatigue).toBe(77);
    expect(s.units[idx(s, 'c2')]!.cohesion).toBe('disrupted');
  });

  it('PC-MSC-05: a combined unit of 1 cannot split; a scenario-combined unit has nothing to split', () => {
    let s = ok(game(), { type: 'combine', units: ['c1', 'c2'] });
    set(s, 'c1', { strength: 1 });
    expect(refused(s, { type: 'breakdown', unit: 'c1' }).message).toMatch(/too few to split/);
    s = game([coy('c1', { subUnits: 3 }), coy('c2')]);
    expect(refused(s, { type: 'breakdown', unit: 'c1' }).message).toMatch(/began the scenario combined/);
    expect(subUnitMark(s.world, idx(s, 'c1'), s.units[idx(s, 'c1')]!)).toBe('[3]');
    expect(combinedName(s.world, idx(s, 'c1'), s.units[idx(s, 'c1')]!)).toBe('C1 Coy+++');
  });

  it('PC-MSC-03/05: a combined game saves and loads (the snapshot check knows parts and mergedInto)', () => {
    const s = ok(game(), { type: 'combine', units: ['c1', 'c2'] });
    const back = restoreState(s.world, JSON.parse(JSON.stringify(snapshotOf(s))));
    expect(back.units[idx(back, 'c1')]!.parts).toEqual([idx(s, 'c2')]);
    const bad = JSON.parse(JSON.stringify(snapshotOf(s)));
    bad.units[idx(s, 'c1')].parts = [9999];
    expect(() => restoreState(s.world, bad)).toThrow(/parts/);
  });

  it('PC-MSC-03/05 property: combine then breakdown never creates or loses strength; no unit in two places', () => {
    const ids = ['c1', 'c2', 'c3', 'c4'];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('combine' as const),
        a: fc.constantFrom(...ids),
        b: fc.constantFrom(...ids),
      }),
      fc.record({ kind: fc.constant('breakdown' as const), a: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('all' as const) }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 4, maxLength: 4 }),
        fc.array(step, { maxLength: 12 }),
        (str, steps) => {
          let s = game(ids.map((id) => coy(id, { strength: 120 })));
          ids.forEach((id, k) => set(s, id, { strength: str[k]! }));
          const total = str.reduce((a, b) => a + b, 0);
          for (const st of steps) {
            const cmd: Command =
              st.kind === 'combine'
                ? { type: 'combine', units: [st.a, st.b] }
                : st.kind === 'breakdown'
                  ? { type: 'breakdown', unit: st.a }
                  : { type: 'combine', hex: '03,06', all: true };
            const r = apply(s, cmd);
            if (r.ok) s = r.state;
            const parts = ids.map((id) => idx(s, id));
            const active = parts.filter((u) => s.units[u]!.status === 'active');
            // Strength: the units on the map hold all of it.
            expect(active.reduce((n, u) => n + s.units[u]!.strength, 0)).toBe(total);
            // Every unit is either on the map or inside exactly one unit on the map.
            const inside = active.flatMap((u) => s.units[u]!.parts ?? []);
            expect(new Set(inside).size).toBe(inside.length);
            for (const u of parts) {
              const st2 = s.units[u]!;
              if (st2.status === 'active') expect(inside).not.toContain(u);
              else {
                expect(st2.status).toBe('merged');
                expect(st2.loc).toBe(-1);
                expect(s.units[st2.mergedInto!]!.parts).toContain(u);
                expect(inside.filter((x) => x === u)).toHaveLength(1);
              }
            }
            expect(active.length + inside.length).toBe(ids.length);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('PC-MSC-03 for the computer', () => {
  it('PC-MSC-03: the A/I combines depleted companies of one battalion in one hex, and only those', () => {
    const s = game([coy('c1'), coy('c2'), coy('c3'), coy('d1', { org: 'a-bn2' })]);
    set(s, 'c1', { strength: 40 });
    set(s, 'c2', { strength: 30 });
    set(s, 'd1', { strength: 20 });
    const cmds = combineOrders(viewFor(s, 'allied'));
    expect(cmds).toEqual([{ type: 'combine', units: ['c1', 'c2'] }]);
    expect(apply(s, cmds[0]!).ok).toBe(true);
    // Not on the other side's turn.
    expect(combineOrders(viewFor(s, 'axis'))).toEqual([]);
  });
});

function structuredCloneState(s: GameState): GameState {
  return restoreState(s.world, JSON.parse(JSON.stringify(snapshotOf(s))));
}

describe('PC-MSC-03/05 in the client (panzer orders)', () => {
  const ctx = (state: GameState, selected: number[], cursor = -1) => ({
    state,
    view: viewFor(state, 'allied'),
    side: 'allied',
    selected,
    cursor,
  });

  it('PC-MSC-03: Combine on a whole stack combines each battalion group; on one Combined unit it breaks down', () => {
    const s = game([
      coy('c1'),
      coy('c2'),
      coy('d1', { org: 'a-bn2' }),
      coy('d2', { org: 'a-bn2' }),
      coy('g1', { component: 'guns', strength: 6 }),
    ]);
    const stack = ['c1', 'c2', 'd1', 'd2', 'g1'].map((id) => idx(s, id));
    const built = combineOrder().build(ctx(s, stack), null);
    expect('commands' in built && built.commands).toEqual([
      { type: 'combine', units: ['c1', 'c2'] },
      { type: 'combine', units: ['d1', 'd2'] },
    ]);
    const t = ok(s, { type: 'combine', units: ['c1', 'c2'] });
    const again = combineOrder().build(ctx(t, [idx(t, 'c1')]), null);
    expect('commands' in again && again.commands).toEqual([{ type: 'breakdown', unit: 'c1' }]);
    // No pair to combine: the order goes to the engine, which says why.
    const lone = combineOrder().build(ctx(s, [idx(s, 'c1'), idx(s, 'g1')]), null);
    expect('commands' in lone && lone.commands).toEqual([{ type: 'combine', units: ['c1', 'g1'] }]);
    const all = combineAllOrder().build(ctx(s, [], s.world.board.parse('03,06')!), null);
    expect('commands' in all && all.commands).toEqual([{ type: 'combine', hex: '03,06', all: true }]);
    const bd = breakdownOrder().build(ctx(t, [idx(t, 'c1')]), null);
    expect('commands' in bd && bd.commands).toEqual([{ type: 'breakdown', unit: 'c1' }]);
  });
});

describe('a unit combined in play counts its sub-units for the size rules (PC-MSC-03 with PC-CRT-04/05, PC-MSC-02, PC-REC-01)', () => {
  it('fatigue factor, morale-check base and dig-in size follow the combined size; recovery aims at the full strength of the parts', async () => {
    const { sizedDef } = await import('../src/engine/systems/panzer/rules/combine.js');
    const { fatigueFactor, moraleBase, sizeClass } =
      await import('../src/engine/systems/panzer/rules/combat-units.js');
    const { expectedRecovery } = await import('../src/engine/systems/panzer/rules/recovery.js');
    let s = game();
    const c1 = idx(s, 'c1');
    const lone = sizedDef(s.world, c1, s.units[c1]!);
    expect(lone).toBe(s.world.units[c1]); // nothing combined: the same definition
    expect([sizeClass(lone), fatigueFactor(lone), moraleBase(lone)]).toEqual([1, 6, 5]);
    s = ok(s, { type: 'combine', units: ['c1', 'c2'] });
    const pair = sizedDef(s.world, c1, s.units[c1]!);
    expect([sizeClass(pair), fatigueFactor(pair), moraleBase(pair)]).toEqual([2, 4, 10]);
    s = ok(s, { type: 'combine', units: ['c1', 'c3'] });
    const three = sizedDef(s.world, c1, s.units[c1]!);
    expect([sizeClass(three), fatigueFactor(three), moraleBase(three)]).toEqual([3, 2, 15]);
    // At 360 of the parts' 360 men there is nothing to recover; at 300 the combined unit is 60
    // short, as a lone company at 60 of 120 is, and recovers as much (before: 300 > 120, nothing).
    expect(expectedRecovery(s, c1)).toBe(0);
    const lone60 = set(game(), 'c1', { strength: 60 });
    const expected = expectedRecovery(lone60, idx(lone60, 'c1'));
    expect(expected).toBeGreaterThan(0);
    expect(expectedRecovery(set(s, 'c1', { strength: 300 }), c1)).toBeCloseTo(expected, 10);
  });
});

describe('PB-UNIT-50: under the tactical profile only platoons combine', () => {
  const tactical = (allied: object[]) =>
    combatGame({
      allied: allied as never[],
      axis: [{ id: 'x1', hex: '09,06' }],
      scenario: { orgs: ORGS, profile: 'tactical' },
    });

  it('two companies of one battalion are refused, naming PB-UNIT-50; two platoons combine', () => {
    const s = tactical([
      coy('c1'),
      coy('c2'),
      coy('p1', { size: 'platoon' }),
      coy('p2', { size: 'platoon' }),
    ]);
    const e = refused(s, { type: 'combine', units: ['c1', 'c2'] });
    expect(e.message).toBe('C1 Coy is a company; only platoon units combine.');
    expect(e.rule).toBe('PB-UNIT-50');
    const after = ok(s, { type: 'combine', units: ['p1', 'p2'] });
    expect(after.units[idx(after, 'p1')]!.parts).toEqual([idx(after, 'p2')]);
    // The computer offers no company combine either.
    const orders = combineOrders(viewFor(s, 'allied'));
    expect(JSON.stringify(orders)).not.toContain('"c1"');
  });

  it('the operational game still combines companies (PC-MSC-03)', () => {
    const g = ok(game(), { type: 'combine', units: ['c1', 'c2'] });
    expect(g.units[idx(g, 'c1')]!.parts).toEqual([idx(g, 'c2')]);
  });
});
