import { describe, expect, it } from 'vitest';
import {
  applyCasualties,
  casualtyRange,
  combinePercents,
  drawCasualties,
  moraleCheckChance,
  strengthLoss,
} from '../src/engine/systems/panzer/rules/results.js';
import { fatigueGain, maxFatigueGain } from '../src/engine/systems/panzer/rules/fatigue.js';
import { fatigueFactor, moraleBase } from '../src/engine/systems/panzer/rules/combat-units.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { unit } from './fixtures/mini.js';

describe('PC-CRT combat results', () => {
  it('PC-CRT-01 example: CV 40, +25%, LCV 50, HCV 250 → effective 50, casualties 2.5..12.5', () => {
    const r = casualtyRange(40, 25, 50, 250);
    expect(r.effective).toBeCloseTo(50);
    expect(r.low).toBeCloseTo(2.5);
    expect(r.high).toBeCloseTo(12.5);
    // A draw at the bottom and at the top of the range.
    expect(drawCasualties(r, scriptedDice([0, 0.99]), false).raw).toBeCloseTo(2.5);
    expect(drawCasualties(r, scriptedDice([1 - 1e-12, 0.99]), false).raw).toBeCloseTo(12.5);
  });

  it('PC-CRT-01/PC-GEN-06 example: 3.7 rounds up with probability 70%', () => {
    // u chosen so that the raw value is 3.7: 2.5 + u × 10 = 3.7.
    const r = casualtyRange(40, 25, 50, 250);
    expect(drawCasualties(r, scriptedDice([0.12, 0.69]), false)).toEqual({
      raw: expect.closeTo(3.7),
      casualties: 4,
    });
    expect(drawCasualties(r, scriptedDice([0.12, 0.71]), false).casualties).toBe(3);
  });

  it('PC-CRT-03 Alternative Calculation averages two draws', () => {
    const r = casualtyRange(40, 25, 50, 250);
    expect(drawCasualties(r, scriptedDice([0, 1 - 1e-12, 0]), true).raw).toBeCloseTo(7.5);
  });

  it('PC-CRT-01: a zero combat value causes nothing', () => {
    const r = casualtyRange(0, 50, 50, 250);
    expect(r).toEqual({ effective: 0, low: 0, high: 0 });
    expect(drawCasualties(r, scriptedDice([0.5]), false).casualties).toBe(0);
  });

  it('PC-CRT-02 example: 5 men against a tank unit is a 50% chance of losing 1 tank', () => {
    expect(strengthLoss('vehicles', 5, scriptedDice([0.49]))).toBe(1);
    expect(strengthLoss('vehicles', 5, scriptedDice([0.51]))).toBe(0);
    expect(strengthLoss('guns', 23, scriptedDice([0.29]))).toBe(3);
    expect(strengthLoss('guns', 23, scriptedDice([0.31]))).toBe(2);
    expect(strengthLoss('men', 23, scriptedDice([0]))).toBe(23);
  });

  it('PC-CRT-04 examples: battalion 15 → 0..30, company 15 → 0..90, tank battalion 20 → 0..40', () => {
    const s = combatGame();
    const bn = unit({ id: 'b', side: 'allied' });
    const coy = unit({ id: 'c', side: 'allied', size: 'company' });
    const tanks = unit({ id: 't', side: 'allied', size: 'battalion', component: 'vehicles' });
    expect(maxFatigueGain(s, bn, 15, false)).toBe(30);
    expect(maxFatigueGain(s, coy, 15, false)).toBe(90);
    expect(maxFatigueGain(s, tanks, 20, false)).toBe(40);
    expect(maxFatigueGain(s, bn, 15, true)).toBe(60); // attacking in an assault: doubled
    expect(fatigueGain(s, bn, 15, false, scriptedDice([1 - 1e-12, 0]))).toBe(30);
    expect(fatigueGain(s, bn, 15, false, scriptedDice([0, 0.5]))).toBe(0);
  });

  it('PC-CRT-04/05 size classes: factor 6/4/2 and base 5/10/15', () => {
    const of = (size: 'platoon' | 'company' | 'battalion', subUnits?: number) =>
      unit({ id: 'u', side: 'axis', size, ...(subUnits ? { subUnits } : {}) });
    expect(
      [of('platoon'), of('company'), of('company', 2), of('company', 3), of('battalion')].map(fatigueFactor),
    ).toEqual([6, 6, 4, 2, 2]);
    expect(
      [of('platoon'), of('company'), of('company', 2), of('company', 3), of('battalion')].map(moraleBase),
    ).toEqual([5, 5, 10, 15, 15]);
  });

  it('PC-CRT-05 examples: a battalion losing 15 checks at 50%, losing 60 at 80%', () => {
    expect(moraleCheckChance(15, 15)).toBeCloseTo(50);
    expect(moraleCheckChance(15, 60)).toBeCloseTo(80);
    expect(moraleCheckChance(15, 0)).toBe(0);
  });

  it('PC-CRT-06: a failed check disrupts; d6 ≤ morale passes', () => {
    const s = combatGame();
    const x = idx(s, 'x1');
    // dice: fatigue draw 0 (no gain), check roll 0 (< 50% needed), d6 = 6 (fails morale 4)
    const l = applyCasualties(s, x, 15, { reason: 'test' }, scriptedDice([0, 0, 0, 0.99]), []);
    expect(l.loss).toBe(15);
    expect(l.cohesionAfter).toBe('disrupted');
    const s2 = combatGame();
    const l2 = applyCasualties(s2, x, 15, { reason: 'test' }, scriptedDice([0, 0, 0, 0.5]), []); // d6 = 4
    expect(l2.cohesionAfter).toBe('ok');
  });

  it('PC-CRT-07 example: 6 men left survive with chance 60%', () => {
    const s = combatGame({ axis: [{ id: 'x1', strength: 20 }] });
    const x = idx(s, 'x1');
    const alive = applyCasualties(s, x, 14, { reason: 'test' }, scriptedDice([0.59, 0, 0.99, 0.99]), []);
    expect(alive.eliminated).toBe(false);
    expect(alive.strengthAfter).toBe(6);
    const s2 = combatGame({ axis: [{ id: 'x1', strength: 20 }] });
    const events: unknown[] = [];
    const dead = applyCasualties(s2, x, 14, { reason: 'test' }, scriptedDice([0.61]), events as never);
    expect(dead.eliminated).toBe(true);
    expect(dead.loss).toBe(20);
    expect(s2.units[x]!.status).toBe('eliminated');
    expect(s2.units[x]!.loc).toBe(-1);
    expect(events).toContainEqual({ type: 'eliminated', unit: x, reason: 'test' });
  });

  it('PC-CRT-09: losses are booked for victory and never exceed strength', () => {
    const s = combatGame({ axis: [{ id: 'x1', strength: 30 }] });
    const x = idx(s, 'x1');
    const l = applyCasualties(s, x, 500, { reason: 'test' }, scriptedDice([0.5]), []);
    expect(l.loss).toBe(30);
    expect(s.losses.axis.men).toBe(30);
    expect(s.losses.axis.vp).toBeGreaterThan(0);
  });

  it('PC-GEN-07: percentage modifiers multiply by default; "add" sums them', () => {
    const s = combatGame();
    expect(combinePercents(s, [25])).toBeCloseTo(25);
    expect(combinePercents(s, [20, -30])).toBeCloseTo(-16);
    s.world.params.combat.percentCombine = 'add';
    expect(combinePercents(s, [20, -30])).toBeCloseTo(-10);
    expect(combinePercents(s, [-60, -50])).toBe(-90);
    s.world.params.combat.percentCombine = 'multiply';
  });
});
