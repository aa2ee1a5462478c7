import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, canonicalJson, snapshotOf, type GameEvent } from '../src/engine/systems/panzer/index.js';
import {
  applyCasualties,
  casualtyRange,
  drawCasualties,
} from '../src/engine/systems/panzer/rules/results.js';
import { currentMorale } from '../src/engine/systems/panzer/rules/morale.js';
import {
  casualtyDistribution,
  previewAssault,
  previewFire,
} from '../src/engine/systems/panzer/rules/preview.js';
import { makeDice } from '../src/engine/core/rng.js';
import { combatGame, idx } from './fixtures/combat.js';

const noOpFire = { scenario: { params: { combat: { opFireOnFire: false } } } };

describe('combat properties', () => {
  it('losses never exceed strength, strength never goes below 0, fatigue stays in 0..300', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('men', 'guns', 'vehicles'),
        fc.integer({ min: 1, max: 900 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 300 }),
        fc.string(),
        (component, strength, hits, fatigue, seed) => {
          const s = combatGame({ axis: [{ id: 'x1', component, strength, fatigue }] });
          const x = idx(s, 'x1');
          const dice = makeDice(seed);
          for (const h of hits) {
            if (s.units[x]!.status !== 'active') break;
            const before = s.units[x]!.strength;
            const l = applyCasualties(s, x, h, { reason: 'p', attacking: h % 2 === 0 }, dice, []);
            expect(l.loss).toBeLessThanOrEqual(before);
            expect(l.loss).toBeGreaterThanOrEqual(0);
            expect(s.units[x]!.strength).toBe(before - l.loss);
            expect(s.units[x]!.fatigue).toBeGreaterThanOrEqual(0);
            expect(s.units[x]!.fatigue).toBeLessThanOrEqual(300);
            expect(['ok', 'disrupted', 'broken']).toContain(s.units[x]!.cohesion);
            expect(currentMorale(s, x)).toBeLessThanOrEqual(6);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a fire with zero attack value causes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -90, max: 200 }), fc.string(), (mod, seed) => {
        const r = casualtyRange(0, mod, 5, 60);
        const d = drawCasualties(r, makeDice(seed), false);
        expect(d.casualties).toBe(0);
        const s = combatGame();
        const x = idx(s, 'x1');
        const l = applyCasualties(s, x, d.casualties, { reason: 'p' }, makeDice(seed), []);
        expect(l).toMatchObject({ loss: 0, eliminated: false, cohesionAfter: 'ok', fatigueAfter: 0 });
        expect(l.rolls).toEqual([]);
      }),
    );
    // A unit at 0 % strength cannot exist; a firer with a 0 value is refused.
    const s = combatGame({
      allied: [{ id: 'a1', soft: { value: 0, range: 1 }, hard: { value: 0, range: 0 } }],
    });
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    expect(r.ok).toBe(false);
  });

  it('the same seed gives the same result', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (seed, assault) => {
        const cmd = assault
          ? ({ type: 'assault', units: ['a1'], target: '05,06' } as const)
          : ({ type: 'fire', units: ['a1'], target: '05,06', repeat: true } as const);
        const a = apply(combatGame({ seed }), cmd);
        const b = apply(combatGame({ seed }), cmd);
        expect(a.ok && b.ok).toBe(true);
        if (!a.ok || !b.ok) return;
        expect(canonicalJson(snapshotOf(a.state))).toBe(canonicalJson(snapshotOf(b.state)));
        expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
      }),
      { numRuns: 40 },
    );
  });

  it("the fire preview's range contains the actual result, and previewing touches no dice", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('men', 'vehicles'),
        fc.integer({ min: 5, max: 900 }),
        fc.integer({ min: 1, max: 60 }),
        (seed, component, strength, soft) => {
          const s = combatGame({
            seed,
            allied: [{ id: 'a1', soft: { value: soft, range: 1 }, hard: { value: soft, range: 1 } }],
            axis: [{ id: 'x1', component, strength }],
            ...noOpFire,
          });
          const before = canonicalJson(snapshotOf(s));
          const p = previewFire(s, idx(s, 'a1'), s.units[idx(s, 'x1')]!.loc);
          if ('code' in p) throw new Error(p.message);
          expect(canonicalJson(snapshotOf(s))).toBe(before);
          const total = p.chance.noEffect + p.chance.disrupted + p.chance.broken + p.chance.eliminated;
          expect(total).toBeCloseTo(1, 6);
          const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
          if (!r.ok) throw new Error(r.error.message);
          const f = r.events.find((e): e is Extract<GameEvent, { type: 'fire' }> => e.type === 'fire')!;
          expect(f.losses[0]!.loss).toBeGreaterThanOrEqual(p.loss.min);
          expect(f.losses[0]!.loss).toBeLessThanOrEqual(p.loss.max);
          expect(f.numbers!.casualties).toBeGreaterThanOrEqual(p.casualties.min);
          expect(f.numbers!.casualties).toBeLessThanOrEqual(p.casualties.max);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("the assault preview's casualty ranges contain the actual result", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 50, max: 1500 }), (seed, strength) => {
        const s = combatGame({ seed, axis: [{ id: 'x1', strength }] });
        const p = previewAssault(s, [idx(s, 'a1')], s.units[idx(s, 'x1')]!.loc, 20);
        if ('code' in p) throw new Error(p.message);
        const r = apply(s, { type: 'assault', units: ['a1'], target: '05,06' });
        if (!r.ok) throw new Error(r.error.message);
        const a = r.events.find((e): e is Extract<GameEvent, { type: 'assault' }> => e.type === 'assault')!;
        expect(a.numbers!.attackers.casualties).toBeGreaterThanOrEqual(p.defenderCasualties.min);
        expect(a.numbers!.attackers.casualties).toBeLessThanOrEqual(p.defenderCasualties.max);
        expect(a.numbers!.defenders.casualties).toBeGreaterThanOrEqual(p.attackerCasualties.min);
        expect(a.numbers!.defenders.casualties).toBeLessThanOrEqual(p.attackerCasualties.max);
      }),
      { numRuns: 25 },
    );
  });

  it('the casualty distribution is a distribution and matches sampling (PC-CRT-01, PC-CRT-03)', () => {
    for (const alt of [false, true]) {
      const d = casualtyDistribution(2.5, 12.5, alt);
      const sum = [...d.values()].reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 6);
      const mean = [...d].reduce((a, [k, p]) => a + k * p, 0);
      expect(mean).toBeCloseTo(7.5, 2);
      const dice = makeDice('sample');
      const r = casualtyRange(40, 25, 50, 250);
      const n = 20000;
      let hits = 0;
      for (let i = 0; i < n; i++) if (drawCasualties(r, dice, alt).casualties === 7) hits++;
      expect(hits / n).toBeCloseTo(d.get(7)!, 1);
    }
  });
});
