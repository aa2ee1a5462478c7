// apply() never changes its input (design invariant 1), now that its drafts share what a command
// leaves alone (draft.ts, issue 21 "Scale"): every state handed to apply() is deep-frozen, so any
// write into it, or into a unit or hex entry it shares with a later state, throws; its hash is
// checked before and after as well.
import fc from 'fast-check';
import { types } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import { cow, current, readUnits } from '../src/engine/systems/panzer/draft.js';
import { cloneState, DRAFTS, draftState, newGame, sealDraft } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { otherSide } from '../src/engine/systems/panzer/model/unit.js';
import { stateHash } from '../src/engine/systems/panzer/serialize.js';
import { createAi } from '../src/engine/systems/panzer/ai/index.js';
import { loadBundledScenario } from '../src/scenario/bundled.js';
import { unitsWithin } from '../src/engine/systems/panzer/unit-grid.js';
import { knowledgeFor, releaseKnowledge } from '../src/engine/systems/panzer/rules/movecost.js';

/** Freezes everything a GameState holds but its (static, shared) World. */
function deepFreeze(x: unknown, seen = new Set<object>()): void {
  if (x === null || typeof x !== 'object' || seen.has(x) || ArrayBuffer.isView(x)) return;
  seen.add(x);
  for (const [k, v] of Object.entries(x)) if (k !== 'world') deepFreeze(v, seen);
  Object.freeze(x);
}

/** Every object in the state is plain data: no draft Proxy survives apply(). */
function proxies(x: unknown, path = 'state', seen = new Set<object>()): string[] {
  if (x === null || typeof x !== 'object' || seen.has(x)) return [];
  seen.add(x);
  if (types.isProxy(x)) return [path];
  return Object.entries(x).flatMap(([k, v]) => (k === 'world' ? [] : proxies(v, `${path}.${k}`, seen)));
}

const SCENARIOS = ['crusader', 'arnhem-bridge', 'villers-bocage', 'test-crossroads'] as const;
const scenarios = new Map(SCENARIOS.map((id) => [id, loadBundledScenario(id)]));

/** A game two A/I side-turns in, where the armies have met, so that fire and assaults can land. */
const engaged = new Map<string, GameState>();
function midGame(id: (typeof SCENARIOS)[number]): GameState {
  let s = engaged.get(id);
  if (!s) {
    s = newGame(scenarios.get(id)!, `mid-${id}`).state;
    for (let t = 0; t < 2; t++) s = createAi(s, s.activeSide).playTurn(s).state;
    engaged.set(id, s);
  }
  return s;
}

const ORDERS = [
  'move',
  'move',
  'move',
  'mode',
  'fire',
  'assault',
  'digIn',
  'recon',
  'patrol',
  'opFire',
  'layMines',
  'clearHex',
  'stopWork',
  'buildBridge',
  'damageBridge',
  'exitMap',
  'airStrike',
  'airRecon',
  'endTurn',
] as const;

/** A command of kind `pick[0]` for the side to act, aimed by the other picks (often refused). */
function randomCommand(s: GameState, pick: readonly number[]): Command {
  const { world } = s;
  const { board } = world;
  const p = (i: number) => pick[i % pick.length]!;
  const on = (side: string) =>
    s.units.flatMap((u, i) =>
      u.status === 'active' && u.loc >= 0 && world.units[i]!.side === side ? [i] : [],
    );
  const own = on(s.activeSide);
  const enemy = on(otherSide(s.activeSide));
  const kind = ORDERS[p(0) % ORDERS.length]!;
  if (kind === 'endTurn' || own.length === 0) return { type: 'endTurn' };
  // Fire and assaults come from the units closest to a spotted enemy, so that some are accepted.
  const seen = s.knowledge[s.activeSide].spotted.filter((e) => s.units[e]!.status === 'active');
  const gap = (i: number) => Math.min(...seen.map((e) => board.distance(s.units[i]!.loc, s.units[e]!.loc)));
  const shooters =
    (kind === 'fire' || kind === 'assault') && seen.length > 0
      ? own
          .map((i) => ({ i, d: gap(i) }))
          .sort((a, b) => a.d - b.d || a.i - b.i)
          .slice(0, 5)
          .map((x) => x.i)
      : own;
  const u = shooters[p(1) % shooters.length]!;
  const id = world.units[u]!.id;
  const loc = s.units[u]!.loc;
  const near = board.within(loc, 1 + (p(2) % 3));
  const hex = board.label(near[p(3) % near.length]!);
  // The target: one of the three spotted enemies nearest the unit (any enemy when none is spotted).
  const pool = (seen.length > 0 ? seen : enemy)
    .map((e) => ({ e, d: board.distance(loc, s.units[e]!.loc) }))
    .sort((a, b) => a.d - b.d || a.e - b.e)
    .slice(0, 3);
  const foe = pool.length > 0 ? pool[p(4) % pool.length]!.e : u;
  const foeHex = board.label(s.units[foe]!.loc);
  const air = (s.world.scenario.air ?? []).filter((a) => a.side === s.activeSide);
  switch (kind) {
    case 'move': {
      const path: string[] = [];
      let at = loc;
      for (let k = 0; k < 1 + (p(5) % 4); k++) {
        const next = board.neighbor(at, p(6 + k) % 6);
        if (next < 0) break;
        path.push(board.label(next));
        at = next;
      }
      const stack = own.filter((i) => s.units[i]!.loc === loc).slice(0, 1 + (p(7) % 2));
      return { type: 'move', units: stack.map((i) => world.units[i]!.id), path: path.length ? path : [hex] };
    }
    case 'mode':
      return { type: 'mode', unit: id, mode: (['deployed', 'travel', 'rail'] as const)[p(5) % 3]! };
    case 'fire':
      return { type: 'fire', units: [id], target: foeHex, indirect: p(5) % 4 === 0 };
    case 'assault':
      return { type: 'assault', units: [id], target: foeHex };
    case 'opFire':
      return {
        type: 'opFire',
        side: s.activeSide,
        setting: (['all', 'armorOnly', 'none'] as const)[p(5) % 3]!,
      };
    case 'layMines':
    case 'clearHex':
    case 'digIn':
    case 'recon':
    case 'patrol':
    case 'stopWork':
    case 'exitMap':
      return { type: kind, unit: id };
    case 'buildBridge':
    case 'damageBridge':
      return { type: kind, unit: id, toward: hex };
    case 'airStrike':
    case 'airRecon':
      return air.length > 0
        ? { type: kind, air: air[p(5) % air.length]!.id, hex: foeHex }
        : { type: 'recon', unit: id };
  }
}

describe('copy-on-write drafts (issue 21, Scale; design invariant 1)', () => {
  // The bundled scenarios here are small: put them through the copy-on-write path all the same.
  const copyOnWriteFrom = DRAFTS.copyOnWriteFrom;
  beforeAll(() => void (DRAFTS.copyOnWriteFrom = 0));
  afterAll(() => void (DRAFTS.copyOnWriteFrom = copyOnWriteFrom));

  it('a draft copies a unit only when reached, never writes the old state, and seals to plain data', () => {
    const s = newGame(scenarios.get('test-crossroads')!, 'cow').state;
    deepFreeze(s);
    const d = draftState(s);
    // Reading the backing array copies nothing: the draft still holds the very same unit objects.
    expect(readUnits(d)[0]).toBe(s.units[0]);
    const u = d.units[0]!; // reached through the draft: its own copy
    expect(u).not.toBe(s.units[0]);
    u.mp = 99;
    expect(s.units[0]!.mp).not.toBe(99);
    expect(d.units[0]).toBe(u); // copied once, then the same copy
    expect(readUnits(d)[0]).toBe(u); // readers see it
    expect(readUnits(d)[1]).toBe(s.units[1]); // the rest is still shared
    const sealed = sealDraft(d);
    expect(proxies(sealed)).toEqual([]);
    expect(Array.isArray(sealed.units)).toBe(true);
    expect(sealed.units[1]).toBe(s.units[1]);
  });

  it('a flat record is copied on its first write only; deletes and new keys stay in the draft', () => {
    const orig: Record<number, number> = Object.freeze({ 1: 10, 2: 20 });
    const r = cow(orig, 'flat');
    expect(current(r)).toBe(orig); // nothing written yet: shared
    expect(r[1]).toBe(10);
    r[3] = 30;
    delete r[1];
    expect(current(r)).not.toBe(orig);
    expect({ ...r }).toEqual({ 2: 20, 3: 30 });
    expect(Object.keys(r)).toEqual(['2', '3']);
    expect(orig).toEqual({ 1: 10, 2: 20 });
  });

  it('a hex entry reached through the draft is copied before it is changed', () => {
    const orig = Object.freeze({ 5: Object.freeze({ minefield: 2 }) }) as unknown as Record<
      number,
      { minefield: number }
    >;
    const h = cow(orig, 'entries');
    h[5]!.minefield = 0;
    expect(orig[5]!.minefield).toBe(2);
    expect(current(h)[5]!.minefield).toBe(0);
  });

  it('design invariant 1: apply() never changes its (deep-frozen) input over random command sequences', () => {
    const kinds = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.constantFrom(...SCENARIOS),
        fc.boolean(),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.array(fc.nat(1_000), { minLength: 10, maxLength: 10 }), { minLength: 5, maxLength: 40 }),
        (id, fresh, seed, picks) => {
          let s = fresh ? newGame(scenarios.get(id)!, seed).state : midGame(id);
          for (const pick of picks) {
            if (s.result) break;
            deepFreeze(s);
            const before = stateHash(s);
            const cmd = randomCommand(s, pick);
            const r = apply(s, cmd);
            expect(stateHash(s)).toBe(before);
            if (!r.ok) continue;
            expect(proxies(r.state)).toEqual([]);
            kinds.set(cmd.type, (kinds.get(cmd.type) ?? 0) + 1);
            s = r.state;
          }
        },
      ),
      { numRuns: 40, seed: 2109 },
    );
    // The sequences did play: moves, fire and turn ends were accepted, not only refused.
    for (const kind of ['move', 'endTurn', 'opFire']) expect(kinds.get(kind) ?? 0).toBeGreaterThan(5);
    for (const kind of ['mode', 'fire', 'digIn']) expect(kinds.get(kind) ?? 0).toBeGreaterThan(0);
  });

  it('design invariant 1: a whole A/I side-turn (moves, fire, assaults, the turn start) leaves its frozen input alone', () => {
    for (const id of SCENARIOS) {
      let s = newGame(scenarios.get(id)!, `cow-${id}`).state;
      for (let t = 0; t < 3 && !s.result; t++) {
        deepFreeze(s);
        const before = stateHash(s);
        const ai = createAi(s, s.activeSide);
        const r = ai.playTurn(s);
        expect(stateHash(s)).toBe(before);
        expect(r.commands.length).toBeGreaterThan(0);
        expect(proxies(r.state)).toEqual([]);
        s = r.state;
      }
    }
  });

  it('a draft reaches the same state as a full copy: same hash after the same commands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCENARIOS),
        fc.array(fc.array(fc.nat(1_000), { minLength: 10, maxLength: 10 }), { minLength: 5, maxLength: 25 }),
        (id, picks) => {
          // The same sequence from a frozen start and from an unshared full copy of it.
          const start = newGame(scenarios.get(id)!, 'same').state;
          let a = start;
          let b = cloneState(start);
          deepFreeze(a);
          for (const pick of picks) {
            const cmd = randomCommand(a, pick);
            const ra = apply(a, cmd);
            const rb = apply(b, cmd);
            expect(ra.ok).toBe(rb.ok);
            if (!ra.ok || !rb.ok) continue;
            a = ra.state;
            b = cloneState(rb.state);
            deepFreeze(a);
            expect(stateHash(a)).toBe(stateHash(b));
          }
        },
      ),
      { numRuns: 15, seed: 2110 },
    );
  });

  it('unitsWithin (opportunity fire, PC-TRN-06) finds exactly the units a full scan finds, in a draft whose units move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCENARIOS),
        fc.array(fc.tuple(fc.nat(10_000), fc.nat(10_000), fc.boolean()), { maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(10_000), fc.integer({ min: 0, max: 25 })), { minLength: 1, maxLength: 8 }),
        (id, changes, looks) => {
          const base = midGame(id);
          const { board } = base.world;
          const d = draftState(base);
          const scan = (loc: number, r: number) =>
            d.units.length === 0
              ? []
              : readUnits(d).flatMap((u, i) =>
                  u.status === 'active' && u.loc >= 0 && board.distance(u.loc, loc) <= r ? [i] : [],
                );
          for (const [k, [loc, r]] of looks.entries()) {
            // Between look-ups the handler moves units, or takes them off the map.
            for (const [u, to, off] of changes.slice(k * 2, k * 2 + 2)) {
              const unit = d.units[u % d.units.length]!;
              if (off) unit.status = 'eliminated';
              else unit.loc = to % board.size;
            }
            const at = loc % board.size;
            expect(unitsWithin(d, at, r)).toEqual(scan(at, r));
          }
          expect(unitsWithin(base, 0, 5)).toEqual(
            base.units.flatMap((u, i) =>
              u.status === 'active' && u.loc >= 0 && board.distance(u.loc, 0) <= 5 ? [i] : [],
            ),
          );
        },
      ),
      { numRuns: 60, seed: 2111 },
    );
  });

  it("a released knowledge's arrays, reused by the next move (PC-MOV, PC-ZOC), give what fresh ones give", () => {
    for (const id of SCENARIOS) {
      const a = midGame(id);
      const b = newGame(a.world, `other-${id}`).state; // the same World: its spare arrays
      for (const truth of [true, false]) {
        const fresh = knowledgeFor(b, b.activeSide, truth);
        const expected = { dyn: fresh.dyn.slice(), friendMe: fresh.friendMe.slice() };
        const spent = [
          knowledgeFor(a, a.activeSide, !truth),
          knowledgeFor(a, otherSide(a.activeSide), truth),
        ];
        releaseKnowledge(...spent);
        const reused = knowledgeFor(b, b.activeSide, truth);
        expect(spent.map((k) => k.dyn)).toContain(reused.dyn); // the arrays were reused, zeroed
        expect(reused.dyn).toEqual(expected.dyn);
        expect(reused.friendMe).toEqual(expected.friendMe);
      }
    }
  });
});
