// The computer opponent (issue 6, PC-AI): orders, belief, fields, the operational planner, fog
// invariance (design invariant 3) and determinism of whole A/I games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  newGame,
  viewFor,
  type GameState,
  type SideView,
} from '../src/engine/systems/panzer/index.js';
import {
  believeEnemies,
  buildMaps,
  costField,
  formationsOf,
  makeSettings,
  newMemory,
  orderFor,
  ordersFromScenario,
  planOperations,
  TurnBrain,
  UNREACHABLE,
  type FormationOrder,
} from '../src/engine/systems/panzer/ai/index.js';
import { runMatch } from '../src/sim/match.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { wilson } from '../src/sim/stats.js';
import { miniScenario, unit } from './fixtures/mini.js';

/** Everything a SideView says, in a canonical string (to know when two views are the same). */
export function viewFingerprint(v: SideView): string {
  let h = 0;
  for (let i = 0; i < v.map.edges.length; i++) h = (h * 31 + v.map.edges[i]!) | 0;
  return JSON.stringify({
    t: [v.turn, v.activeSide, v.visibility, v.condition, v.light, v.result],
    own: v.own.map((u) => [u.index, u.state]),
    enemies: v.enemies,
    unknown: v.unknown,
    lastKnown: v.lastKnown,
    objectives: v.objectives,
    edges: h,
    forts: [...v.map.fortifications],
    mines: [...v.map.minefields],
    rubble: [...v.map.rubble],
  });
}

describe('PC-AI-02/03 A/I orders', () => {
  it('PC-AI-03: an order to a parent organisation governs its sub-organisations and persists every turn', () => {
    const { state } = newGame(miniScenario(), 1);
    const view = viewFor(state, 'allied');
    const orders: FormationOrder[] = [{ org: 'allies', order: 'hold', target: 40, source: 'scenario' }];
    for (let turn = 1; turn <= 6; turn++) {
      const v = { ...view, turn };
      expect(orderFor(v, orders, 'a-div')?.order).toBe('hold');
    }
  });

  it('a later order (fromTurn) supersedes an earlier one; player orders beat scenario orders', () => {
    const { state } = newGame(miniScenario(), 1);
    const view = viewFor(state, 'axis');
    const orders: FormationOrder[] = [
      { org: 'x-div', order: 'attack', target: 10, source: 'scenario' },
      { org: 'x-div', order: 'attack', target: 20, fromTurn: 4, source: 'scenario' },
    ];
    expect(orderFor({ ...view, turn: 3 }, orders, 'x-div')?.target).toBe(10);
    expect(orderFor({ ...view, turn: 4 }, orders, 'x-div')?.target).toBe(20);
    const withPlayer: FormationOrder[] = [...orders, { org: 'x-div', order: 'reserve', source: 'player' }];
    expect(orderFor({ ...view, turn: 5 }, withPlayer, 'x-div')?.order).toBe('reserve');
  });

  it('scenario orders naming unknown organisations or hexes are dropped', () => {
    const { state } = newGame(miniScenario(), 1);
    const view = viewFor(state, 'axis');
    const got = ordersFromScenario(view, [
      { org: 'x-div', order: 'hold', target: '06,04' },
      { org: 'nope', order: 'hold' },
      { org: 'x-div', order: 'move', target: '99,99' },
      { org: 'a-div', order: 'hold' }, // the other side's organisation
    ]);
    expect(got).toEqual([
      { org: 'x-div', order: 'hold', target: view.map.board.parse('06,04'), source: 'scenario' },
    ]);
  });
});

describe('A/I belief and maps (research/ai.md 2.3)', () => {
  it('spotted enemies are certain; last-known ones decay with age and are forgotten (PC-SPT-12)', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    const lk = { index: 6, loc: 40, turn: 1, magnitude: 3, type: 'infantry' as const };
    const young = believeEnemies({ ...v, enemies: [], lastKnown: [lk], turn: 2 });
    const old = believeEnemies({ ...v, enemies: [], lastKnown: [lk], turn: 4 });
    const gone = believeEnemies({ ...v, enemies: [], lastKnown: [lk], turn: 20 });
    expect(young[0]!.confidence).toBeGreaterThan(old[0]!.confidence);
    expect(gone).toHaveLength(0);
  });

  it('an Unknown contact counts as a generic enemy (PC-SPT-09)', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    const b = believeEnemies({ ...v, enemies: [], lastKnown: [], unknown: [{ loc: 50 }] });
    expect(b).toHaveLength(1);
    expect(b[0]!.type).toBe('unknown');
    const maps = buildMaps({ ...v, enemies: [], lastKnown: [], unknown: [{ loc: 50 }] }, b);
    expect(maps.threat[50]).toBeGreaterThan(0);
    expect(maps.threat[51]).toBeGreaterThan(0);
    expect(maps.enemySteps[50]).toBe(0);
  });

  it('distance fields: a river is crossed only at the bridge; roads are cheaper in travel mode (PC-MOV-05/07)', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    const b = v.map.board;
    const east = b.parse('10,01')!; // across the river
    const travel = costField(v.map, 'normal', [east], { mc: 'foot', travel: true });
    const west = b.parse('07,01')!;
    expect(travel[west]).toBeLessThan(UNREACHABLE);
    // The way round by the bridge at 08,03/09,03 is longer than the straight line (3 hexes).
    expect(travel[west]!).toBeGreaterThan(3 * 3);
    const roadStart = b.parse('01,03')!;
    const roadEnd = [b.parse('10,03')!];
    const onRoadT = costField(v.map, 'normal', roadEnd, { mc: 'tracked', travel: true });
    const onRoadD = costField(v.map, 'normal', roadEnd, { mc: 'tracked', travel: false });
    expect(onRoadT[roadStart]!).toBeLessThan(onRoadD[roadStart]!);
  });
});

describe('A/I operational planner (research/ai.md 2.4)', () => {
  it('PC-CMD-01: formations group units by organisation, led by their HQ', () => {
    const { state } = newGame(miniScenario(), 1);
    const f = formationsOf(viewFor(state, 'allied'));
    expect(f.map((x) => x.org)).toEqual(['a-div']);
    expect(state.world.units[f[0]!.hq]!.id).toBe('a-hq');
    expect(f[0]!.commandRange).toBe(8);
  });

  it('PC-VIC-02: with no enemy near, a formation goes for the enemy objective; a designer hold order wins', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    const enemies = believeEnemies(v);
    const maps = buildMaps(v, enemies);
    const plan = planOperations(v, enemies, maps, [], newMemory('allied'));
    const t = plan.tasks.get('a-div')!;
    expect(t.kind).toBe('attack');
    expect(v.map.board.label(t.target)).toBe('06,04');
    const tracy = v.map.board.parse('02,07')!;
    const held = planOperations(
      v,
      enemies,
      maps,
      [{ org: 'a-div', order: 'hold', target: tracy, source: 'scenario' }],
      newMemory('allied'),
    );
    expect(held.tasks.get('a-div')).toMatchObject({ kind: 'hold', target: tracy, fromOrder: true });
  });

  it('tasks persist between turns unless something much better appears (hysteresis)', () => {
    const { state } = newGame(miniScenario(), 1);
    const v = viewFor(state, 'allied');
    const memory = newMemory('allied');
    const e = believeEnemies(v);
    const m = buildMaps(v, e);
    const first = planOperations(v, e, m, [], memory).tasks.get('a-div')!;
    const second = planOperations({ ...v, turn: 2 }, e, m, [], memory).tasks.get('a-div')!;
    expect(second.target).toBe(first.target);
    expect(memory.tasks['a-div']!.since).toBe(1);
  });
});

// ---- fog invariance (design invariant 3, research/ai.md 3.4) --------------------------------

/** Units of the enemy of `side` that `side` neither spots nor sees as Unknown. */
function hiddenFrom(state: GameState, side: 'allied' | 'axis'): number[] {
  const k = state.knowledge[side];
  return state.world.units
    .map((u, i) => i)
    .filter((i) => state.world.units[i]!.side !== side && !k.spotted.includes(i) && !k.unknown.includes(i));
}

function fogScenario() {
  // A wider front: several enemies, some out of sight (visibility 3).
  return miniScenario({
    environment: { visibility: { min: 3, max: 3, start: 3 } },
    units: [
      ...miniScenario().units,
      unit({ id: 'x-inf3', side: 'axis', name: 'III/902', hex: '11,09' }),
      unit({ id: 'x-inf4', side: 'axis', name: 'I/902', hex: '09,08' }),
    ],
  });
}

describe('fog invariance (design invariant 3)', () => {
  it('changing what the A/I side cannot see never changes its commands', () => {
    const { state: base } = newGame(fogScenario(), 7);
    const side = base.activeSide;
    const hidden = hiddenFrom(base, side);
    expect(hidden.length).toBeGreaterThan(0);
    const settings = makeSettings(base, side, { seed: 'fog' });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            pick: fc.nat(),
            loc: fc.nat({ max: base.world.board.size - 1 }),
            strength: fc.integer({ min: 1, max: 900 }),
            cohesion: fc.constantFrom('ok' as const, 'disrupted' as const, 'broken' as const),
            mode: fc.constantFrom('deployed' as const, 'travel' as const),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.boolean(),
        (changes, forgetEnemyKnowledge) => {
          const other = structuredClone({ ...base, world: undefined }) as unknown as GameState;
          const alt = { ...other, world: base.world } as GameState;
          for (const c of changes) {
            const i = hidden[c.pick % hidden.length]!;
            // A hidden change must stay hidden: never onto or next to the side's units' sight.
            const u = alt.units[i]!;
            u.strength = c.strength;
            u.cohesion = c.cohesion;
            u.mode = c.mode;
            const near = alt.units.some(
              (f, j) =>
                f.loc >= 0 &&
                alt.world.units[j]!.side === side &&
                alt.world.board.distance(f.loc, c.loc) <= 4,
            );
            if (!near) u.loc = c.loc;
          }
          if (forgetEnemyKnowledge)
            alt.knowledge[side === 'allied' ? 'axis' : 'allied'] = {
              spotted: [],
              unknown: [],
              lastKnown: {},
            };
          // Lockstep: while the two views are the same, the decisions must be the same.
          const a = new TurnBrain(settings, newMemory(side));
          const b = new TurnBrain(settings, newMemory(side));
          let sa: GameState = base;
          let sb: GameState = alt;
          for (let n = 0; n < 60; n++) {
            const va = viewFor(sa, side);
            const vb = viewFor(sb, side);
            if (viewFingerprint(va) !== viewFingerprint(vb)) break; // something became visible
            const da = a.next(va);
            const db = b.next(vb);
            expect(db?.command).toEqual(da?.command);
            if (!da || !db) break;
            const ra = apply(sa, da.command);
            const rb = apply(sb, db.command);
            if (!ra.ok) a.refused(da.command);
            else sa = ra.state;
            if (!rb.ok) b.refused(db.command);
            else sb = rb.state;
          }
        },
      ),
      { numRuns: 60, seed: 42 },
    );
  });
});

describe('A/I games are deterministic and legal', () => {
  it('the same seed gives the same final hash', () => {
    const s = miniScenario();
    const a = runMatch(panzerSystem, s, 3, { allied: 'ai', axis: 'ai' });
    const b = runMatch(panzerSystem, s, 3, { allied: 'ai', axis: 'ai' });
    expect(a.hash).toBe(b.hash);
    expect(a.result).not.toBeNull();
  });

  it('the A/I issues no command apply() refuses, against itself and the baseline bots', () => {
    const s = miniScenario({ environment: { visibility: { min: 4, max: 6, start: 5 } } });
    for (const seed of [1, 2]) {
      const a = runMatch(panzerSystem, s, seed, { allied: 'ai', axis: 'ai' });
      expect(a.refusals).toEqual({ allied: 0, axis: 0 });
      const g = runMatch(panzerSystem, s, seed, { allied: 'greedy', axis: 'ai' });
      expect(g.refusals.axis).toBe(0);
      const r = runMatch(panzerSystem, s, seed, { allied: 'ai', axis: 'random' });
      expect(r.refusals.allied).toBe(0);
      expect(a.commands).toBeGreaterThan(12); // it did play: more than the 12 end-of-turn commands
    }
  });

  it('Wilson interval: 80/100 gives 71.1-86.7 % (research/ai.md 3.2)', () => {
    const w = wilson(80, 100);
    expect(w.lo).toBeCloseTo(0.711, 3);
    expect(w.hi).toBeCloseTo(0.867, 3);
  });
});
