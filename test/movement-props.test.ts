// Property tests of the movement rules on small generated maps (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type Command, type GameState } from '../src/engine/systems/panzer/index.js';
import { menEquivalent } from '../src/engine/systems/panzer/model/unit.js';
import { plannerFor } from '../src/engine/systems/panzer/rules/planner.js';
import { generatedScenario } from './fixtures/genmap.js';

const mapArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  width: fc.integer({ min: 8, max: 14 }),
  height: fc.integer({ min: 7, max: 10 }),
});

function start(m: { seed: string; width: number; height: number }): GameState {
  const sc = generatedScenario({ ...m, unitsPerSide: 5, roadEvery: 5 });
  return newGame({ ...sc, fogOfWar: false, params: { maxStacking: 1000, roadStacking: 800 } }, m.seed).state;
}

const ownUnits = (s: GameState) =>
  s.units.flatMap((u, i) => (u.status === 'active' && s.world.units[i]!.side === s.activeSide ? [i] : []));

/** Invariants that hold after every accepted command. */
function checkInvariants(s: GameState, events: readonly { type: string }[]): void {
  const { board } = s.world;
  const me = new Map<string, number>();
  s.units.forEach((u, i) => {
    // A unit stands in exactly one hex, or in none when it is off the map.
    if (u.status === 'active') {
      expect(u.loc).toBeGreaterThanOrEqual(0);
      expect(u.loc).toBeLessThan(board.size);
    } else expect(u.loc).toBe(-1);
    expect(u.mp).toBeGreaterThanOrEqual(0); // MP never go negative
    const def = s.world.units[i]!;
    if (u.status === 'active' && u.mode !== 'rail') {
      const key = `${def.side}@${u.loc}`;
      me.set(key, (me.get(key) ?? 0) + menEquivalent(def, u.strength));
    }
  });
  for (const v of me.values()) expect(v).toBeLessThanOrEqual(s.world.params.maxStacking);
  for (const e of events as readonly { type: string; unit?: number; path?: readonly number[] }[])
    if (e.type === 'moved' && e.path && e.path.length > 0 && s.units[e.unit!]!.status === 'active')
      expect(s.units[e.unit!]!.loc).toBe(e.path[e.path.length - 1]);
}

const stepArb = fc.record({
  kind: fc.constantFrom('move', 'move', 'move', 'stack', 'mode', 'end'),
  pick: fc.nat(),
  dirs: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
  mode: fc.constantFrom('deployed' as const, 'travel' as const, 'rail' as const),
});

function toCommand(
  s: GameState,
  step: typeof stepArb extends fc.Arbitrary<infer T> ? T : never,
): Command | undefined {
  const own = ownUnits(s);
  if (step.kind === 'end' || own.length === 0) return { type: 'endTurn' };
  const u = own[step.pick % own.length]!;
  const id = s.world.units[u]!.id;
  if (step.kind === 'mode') return { type: 'mode', unit: id, mode: step.mode };
  const board = s.world.board;
  const path: string[] = [];
  let at = s.units[u]!.loc;
  for (const d of step.dirs) {
    const n = board.neighbor(at, d);
    if (n < 0) continue;
    path.push(board.label(n));
    at = n;
  }
  if (path.length === 0) return undefined;
  const units =
    step.kind === 'stack'
      ? own.filter((j) => s.units[j]!.loc === s.units[u]!.loc).map((j) => s.world.units[j]!.id)
      : [id];
  return { type: 'move', units, path };
}

describe('movement properties', () => {
  it('a unit never stands in two hexes; legal moves never break stacking; MP never go negative', () => {
    fc.assert(
      fc.property(mapArb, fc.array(stepArb, { minLength: 1, maxLength: 25 }), (m, steps) => {
        let s = start(m);
        checkInvariants(s, []);
        for (const step of steps) {
          const cmd = toCommand(s, step);
          if (!cmd) continue;
          const r = apply(s, cmd);
          if (!r.ok) {
            // A refusal is a sentence, never an exception.
            expect(r.error.message.length).toBeGreaterThan(0);
            continue;
          }
          checkInvariants(r.state, r.events);
          s = r.state;
          if (s.result) break;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('found paths are legal, and their cost is the sum of their step costs', () => {
    fc.assert(
      fc.property(mapArb, fc.nat(), fc.nat(), (m, pick, target) => {
        const s = start(m);
        const own = ownUnits(s);
        const u = own[pick % own.length]!;
        const to = target % s.world.board.size;
        const p = plannerFor(s, s.activeSide).findPath([u], to, {
          refuseDetours: false,
          avoidMinefields: false,
        });
        if (!p.ok) return;
        expect(p.costs.reduce((a, b) => a + b, 0)).toBe(p.total);
        expect(p.unitCosts.map((c) => c[0])).toEqual(p.costs);
        if (p.affordable === 0) return;
        const path = p.path.slice(0, p.affordable);
        const r = apply(s, {
          type: 'move',
          units: [s.world.units[u]!.id],
          path: path.map((l) => s.world.board.label(l)),
        });
        if (!r.ok) throw new Error(r.error.message);
        const moved = r.events.find((e) => e.type === 'moved' && e.unit === u);
        if (!moved || moved.type !== 'moved') throw new Error('no moved event');
        // Opportunity fire may stop the unit early: what it entered is a prefix of the plan.
        expect(path.slice(0, moved.path.length)).toEqual(moved.path);
        expect(moved.mpSpent).toBe(p.costs.slice(0, moved.path.length).reduce((a, b) => a + b, 0));
      }),
      { numRuns: 80 },
    );
  });

  it('the reachable set agrees with findPath', () => {
    fc.assert(
      fc.property(mapArb, fc.nat(), (m, pick) => {
        const s = start(m);
        const own = ownUnits(s);
        const u = own[pick % own.length]!;
        const planner = plannerFor(s, s.activeSide);
        const reach = planner.reachable([u]);
        const mp = s.units[u]!.mp;
        expect(reach.budget).toBe(mp);
        for (let loc = 0; loc < s.world.board.size; loc++) {
          if (loc === s.units[u]!.loc) continue;
          const p = planner.findPath([u], loc, { refuseDetours: false, avoidMinefields: false });
          if (reach.left[loc]! >= 0) {
            expect(p.ok).toBe(true);
            if (p.ok) expect(p.total).toBe(mp - reach.left[loc]!);
          } else if (p.ok) expect(p.total).toBeGreaterThan(mp);
        }
      }),
      { numRuns: 25 },
    );
  });
});
