// Issue 18, part 5: "the move preview said 6.3 MP with 6.8 left; the move cost 9.25". The cause:
// the client showed the path search's scalar cost (scaled for stacks, without the patrol recall,
// rounded to one decimal), while apply() charges each unit its own step costs on the true board.
// The preview now prices the path as apply() checks it (world stepCost hook on the side's
// knowledge), and apply() names every step that cost more on the true board (unseenSurcharge).
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { apply, newGame, type GameState } from '../src/engine/systems/panzer/index.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { loadScenarioFile } from '../src/scenario/load.js';
import { enginePlanner } from '../src/tui/systems/panzer/engine-ports.js';

const dir = join(import.meta.dirname, '..', 'scenarios');
const scenarios = new Map<string, Scenario>();
const scenario = (id: string) => {
  let s = scenarios.get(id);
  if (!s) scenarios.set(id, (s = loadScenarioFile(join(dir, `${id}.json`))));
  return s;
};

/** Villers-Bocage after the Axis player's first turn: the Allied side moves. */
function alliedTurn(): GameState {
  const r = apply(newGame(scenario('villers-bocage'), 'seed1').state, { type: 'endTurn' });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.activeSide).toBe('allied');
  return r.state;
}

const own = (s: GameState) =>
  s.units.flatMap((u, i) =>
    u.status === 'active' && u.loc >= 0 && u.mp > 0 && s.world.units[i]!.side === s.activeSide ? [i] : [],
  );

const surcharges = (events: readonly GameEvent[], unit: number) =>
  events.filter(
    (e): e is Extract<GameEvent, { type: 'unitState' }> =>
      e.type === 'unitState' && e.unit === unit && /paid [\d.]+ MP more than planned/.test(e.what),
  );

/** Plays random previewed moves; for each, the charge equals the preview or the surcharge is named. */
function checkMoves(
  id: string,
  seed: string,
  picks: readonly { unit: number; dest: number; end: boolean }[],
) {
  let state = newGame(scenario(id), seed).state;
  let checked = 0;
  for (const pick of picks) {
    if (state.result) break;
    const units = own(state);
    if (pick.end || units.length === 0) {
      const r = apply(state, { type: 'endTurn' });
      if (r.ok) state = r.state;
      continue;
    }
    const u = units[pick.unit % units.length]!;
    const from = state.units[u]!.loc;
    const board = state.world.board;
    const near: number[] = [];
    for (let l = 0; l < board.size; l++) {
      const d = board.distance(from, l);
      if (d >= 1 && d <= 5) near.push(l);
    }
    const dest = near[pick.dest % near.length]!;
    const plan = enginePlanner.plan(state, [u], dest);
    if (plan.error || plan.cost === undefined || plan.path.length === 0) continue;
    const r = apply(state, {
      type: 'move',
      units: [state.world.units[u]!.id],
      path: plan.path.map((l) => board.label(l)),
    });
    // The path check prices as the preview does: a previewed affordable path is never refused.
    expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    if (!r.ok) continue;
    const moved = r.events.find((e) => e.type === 'moved' && e.unit === u);
    if (moved?.type !== 'moved') continue;
    const named = surcharges(r.events, u);
    const previewed = moved.path.length === 0 ? 0 : plan.steps![moved.path.length - 1]!.mp;
    if (named.length === 0) expect(moved.mpSpent).toBe(previewed);
    else {
      // Each named surcharge says how much: the charge is the preview plus their sum.
      const extra = named.reduce((a, e) => a + Number(/paid ([\d.]+) MP/.exec(e.what)![1]), 0);
      expect(moved.mpSpent).toBe(previewed + extra);
    }
    checked++;
    state = r.state;
  }
  return checked;
}

describe('the move preview equals what the move charges (issue 18, 5; PC-MOV-02)', () => {
  it('reproduces the report: a step into an unseen enemy ZOC costs ×2, and the move names it (PC-ZOC-03)', () => {
    // Villers-Bocage, turn 1: A Sqn 1st Troop at 16,04 moves to 18,05. A hidden Tiger at 17,05
    // puts 18,04 and 18,05 in its zone of control; the side does not see it, so the preview prices
    // the last step at 3 MP and the true board at 6 (ZOC to ZOC ×2).
    const start = alliedTurn();
    const board = start.world.board;
    const at = (l: string) => board.parse(l)!;
    const u = start.world.units.findIndex((d) => d.name === 'A Sqn 1st Troop');
    const tiger = start.world.units.findIndex((d) => d.name === '2./101, Hantusch');
    const units = start.units.map((s, i) =>
      i === u ? { ...s, loc: at('16,04') } : i === tiger ? { ...s, loc: at('17,05') } : s,
    );
    const state: GameState = {
      ...start,
      units,
      combat: { ...start.combat, opFire: { ...start.combat.opFire, axis: 'none' } },
    };
    expect(state.knowledge.allied.spotted).not.toContain(tiger);
    const plan = enginePlanner.plan(state, [u], at('18,05'));
    expect(plan.path.map((l) => board.label(l))).toEqual(['16,03', '17,03', '18,04', '18,05']);
    expect(plan.cost).toBe(8);
    const r = apply(state, {
      type: 'move',
      units: [start.world.units[u]!.id],
      path: ['16,03', '17,03', '18,04', '18,05'],
    });
    if (!r.ok) throw new Error(r.error.message);
    const moved = r.events.find((e) => e.type === 'moved' && e.unit === u);
    expect(moved?.type === 'moved' && moved.mpSpent).toBe(11);
    const named = surcharges(r.events, u);
    expect(named.map((e) => [e.what, e.rule])).toEqual([
      [
        'paid 3 MP more than planned entering 18,05: an enemy zone of control it had not seen (ZOC to ZOC costs ×2)',
        'PC-ZOC-03',
      ],
    ]);
  });

  it('a patrolling unit: the preview includes the recall and says so (PC-SUT-08)', () => {
    const start = alliedTurn();
    const board = start.world.board;
    const u = start.world.units.findIndex((d) => d.name === 'A Sqn 1st Troop');
    const units = start.units.map((s, i) =>
      i === u ? { ...s, loc: board.parse('16,04')!, patrolling: true } : s,
    );
    const state: GameState = { ...start, units };
    const plan = enginePlanner.plan(state, [u], board.parse('17,03')!);
    const recall = Math.ceil((state.units[u]!.mpMax / 2) * 4) / 4;
    expect(plan.notes?.[0]).toMatch(/recall the patrol \(PC-SUT-08\)/);
    const r = apply(state, {
      type: 'move',
      units: [start.world.units[u]!.id],
      path: plan.path.map((l) => board.label(l)),
    });
    if (!r.ok) throw new Error(r.error.message);
    const moved = r.events.find((e) => e.type === 'moved' && e.unit === u);
    expect(moved?.type === 'moved' && moved.mpSpent).toBe(plan.cost);
    expect(plan.cost).toBe(recall + 2);
  });

  for (const id of ['villers-bocage', 'crusader'])
    it(`${id}: random previewed moves are charged the preview, or the surcharge is named (property)`, () => {
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 5 }),
          fc.array(fc.record({ unit: fc.nat(), dest: fc.nat(), end: fc.boolean() }), {
            minLength: 10,
            maxLength: 40,
          }),
          (seed, picks) => {
            checkMoves(id, seed, picks);
          },
        ),
        { numRuns: 15, seed: 18 },
      );
    });
});
