// Panzer Battles fire under the tactical profile (issue 13): the PB fire costs, the stack fire
// modifier and the vehicles' half cover, each against the operational game's value.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, type GameState } from '../src/engine/systems/panzer/index.js';
import {
  computeFire,
  fireCost,
  qualityFirePercent,
  rangeDivisor,
  stackFireMultiplier,
} from '../src/engine/systems/panzer/rules/fire.js';
import { combatGame, idx, type CombatSetup } from './fixtures/combat.js';

const TACTICAL = { profile: 'tactical' } as const;
const tactical = (setup: CombatSetup = {}) =>
  combatGame({ ...setup, scenario: { ...TACTICAL, ...setup.scenario } });

const spec = (s: GameState, indirect = false, firer = 'a1', target = 'x1') => ({
  firer: idx(s, firer),
  target: idx(s, target),
  indirect,
  opportunity: false,
});
const byRule = (calc: { factors: readonly { value: number; rule?: string }[] }, rule: string) =>
  calc.factors.filter((f) => f.rule === rule).map((f) => f.value);

const gun = (type: 'artillery' | 'mortar') => ({
  id: 'a1',
  type,
  component: 'guns' as const,
  strength: 12,
  speed: 12,
  soft: { value: 20, range: 10 },
  hard: { value: 5, range: 10 },
  flags: { indirect: true },
  hex: '01,06',
});

describe('PB fire (tactical profile)', () => {
  it('PB-FIRE-17 example: with R = 1.5, range 2 ÷1.5, 3 ÷2, 4 ÷2.5', () => {
    const s = tactical();
    const r = s.world.params.rangeEffect;
    expect([2, 3, 4].map((n) => rangeDivisor(n, r))).toEqual([1.5, 2, 2.5]);
  });

  it('PB-FIRE-13 table: with QFM 2.5, A +50%, B +25%, C 0, D −20%, E −40%, F −60%', () => {
    const qfm = tactical().world.params.qualityFireModifier;
    expect((['A', 'B', 'C', 'D', 'E', 'F'] as const).map((q) => qualityFirePercent(q, qfm))).toEqual([
      50, 25, 0, -20, -40, -60,
    ]);
    const s = tactical({ allied: [{ id: 'a1', quality: 'A' }] });
    expect(byRule(computeFire(s, spec(s)), 'PC-FIR-10')).toEqual([50]);
  });

  it('PB-FIRE-03: direct 1/3 MA, mortar indirect 1/2 MA, other indirect 2/3 MA at double value', () => {
    const arty = tactical({ allied: [gun('artillery')] });
    const mortar = tactical({ allied: [gun('mortar')] });
    const pcArty = combatGame({ allied: [gun('artillery')] });
    for (const s of [arty, mortar, pcArty]) s.units[idx(s, 'a1')]!.mpMax = 12;
    expect(fireCost(arty, idx(arty, 'a1'), false)).toBe(4);
    expect(fireCost(mortar, idx(mortar, 'a1'), true)).toBe(6);
    expect(fireCost(arty, idx(arty, 'a1'), true)).toBe(8);
    expect(fireCost(pcArty, idx(pcArty, 'a1'), true)).toBe(6); // PC-FIR-02: 1/2 MA
    expect(byRule(computeFire(arty, spec(arty, true)), 'PB-FIRE-03')).toEqual([2]);
    expect(byRule(computeFire(mortar, spec(mortar, true)), 'PB-FIRE-03')).toEqual([]);
    expect(byRule(computeFire(pcArty, spec(pcArty, true)), 'PB-FIRE-03')).toEqual([]);
    // Double value: the same shot has twice the attack of the operational one.
    expect(computeFire(arty, spec(arty, true)).attack).toBeCloseTo(
      2 * computeFire(pcArty, spec(pcArty, true)).attack,
    );
  });

  it('PB-FIRE-21: stack fire ×1 at half the maximum stack, ×1.5 at three quarters, ×2 at the limit', () => {
    expect(stackFireMultiplier(0, 1500)).toBe(1);
    expect(stackFireMultiplier(750, 1500)).toBe(1);
    expect(stackFireMultiplier(1125, 1500)).toBe(1.5);
    expect(stackFireMultiplier(1500, 1500)).toBe(2);
    expect(stackFireMultiplier(4000, 1500)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const m = stackFireMultiplier(lo, 3000);
        return m >= 1 && m <= 2 && m <= stackFireMultiplier(hi, 3000);
      }),
    );
    // A target hex holding 2,250 of the mini map's 3,000 men-equivalents: ×1.5 (600 × 3 + 450).
    const axis = [
      { id: 'x1', strength: 600 },
      { id: 'x2', strength: 600, hex: '05,06' },
      { id: 'x3', strength: 600, hex: '05,06' },
      { id: 'x4', strength: 450, hex: '05,06' },
    ];
    const pb = tactical({ axis });
    const pc = combatGame({ axis });
    expect(byRule(computeFire(pb, spec(pb)), 'PB-FIRE-21')).toEqual([1.5]);
    expect(byRule(computeFire(pc, spec(pc)), 'PB-FIRE-21')).toEqual([]);
  });

  it('PB-FIRE-12 item 5, PB-FORT-02: a vehicle target gets half the terrain and IP/Trench benefit', () => {
    const tank = {
      id: 'x1',
      type: 'armor' as const,
      component: 'vehicles' as const,
      moveClass: 'tracked' as const,
      strength: 20,
      flags: { hardTarget: true },
      hex: '04,01', // a wood of the mini map
    };
    const firer = { id: 'a1', hex: '03,01' };
    const pb = tactical({ allied: [firer], axis: [tank] });
    const pc = combatGame({ allied: [firer], axis: [tank] });
    const woodPc = byRule(computeFire(pc, spec(pc)), 'PC-FIR-07')[0]!;
    expect(woodPc).toBeLessThan(0);
    expect(byRule(computeFire(pb, spec(pb)), 'PC-FIR-07')).toEqual([woodPc / 2]);
    // Infantry in the same wood keeps the whole benefit.
    const inf = tactical({ allied: [firer], axis: [{ id: 'x1', hex: '04,01' }] });
    expect(byRule(computeFire(inf, spec(inf)), 'PC-FIR-07')).toEqual([woodPc]);
    // A Trench: the vehicle gets half of it.
    for (const s of [pb, pc]) s.hexes[s.units[idx(s, 'x1')]!.loc] = trench();
    const trenchPc = byRule(computeFire(pc, spec(pc)), 'PC-FIR-08')[0]!;
    expect(trenchPc).toBeLessThan(0);
    expect(byRule(computeFire(pb, spec(pb)), 'PC-FIR-08')).toEqual([trenchPc / 2]);
  });
});

describe('PB-FIRE-10 (PB-DIFF-30): indirect fire into one hex is capped at 1.5 × the maximum stack', () => {
  // Maximum stack 100 men-equivalents: the cap is 150; each battery of 12 guns is 120.
  const setup = (profile?: string) =>
    combatGame({
      allied: [
        { id: 'a2', hex: '04,06' }, // the spotter, adjacent to the target
        { ...gun('artillery'), id: 'g1', hex: '01,06' },
        { ...gun('artillery'), id: 'g2', hex: '01,07' },
      ],
      scenario: { ...(profile ? { profile } : {}), params: { maxStacking: 100, roadStacking: 50 } },
    });
  const fire = (s: GameState, unit: string) =>
    apply(s, { type: 'fire', units: [unit], target: '05,06', indirect: true });

  it('the second battery is refused, naming the rule; the operational game has no such limit', () => {
    const first = fire(setup('tactical'), 'g1');
    if (!first.ok) throw new Error(first.error.message);
    expect(first.state.combat.indirectInto).toEqual({
      [first.state.units[idx(first.state, 'x1')]!.loc]: 120,
    });
    const second = fire(first.state, 'g2');
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.error.rule).toBe('PB-FIRE-10');
      expect(second.error.message).toMatch(/120 of 150 men-equivalents have already fired into 05,06/);
    }
    const pc = fire(setup(), 'g1');
    if (!pc.ok) throw new Error(pc.error.message);
    expect(pc.state.combat.indirectInto).toBeUndefined();
    expect(fire(pc.state, 'g2').ok).toBe(true);
  });

  it('the tally starts again with each player turn', () => {
    const first = fire(setup('tactical'), 'g1');
    if (!first.ok) throw new Error(first.error.message);
    let s = first.state;
    for (let k = 0; k < 2; k++) {
      const r = apply(s, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.combat.indirectInto).toEqual({});
  });
});

function trench() {
  return {
    rubble: 'none' as const,
    minefield: 0,
    minefieldPenetrated: false,
    obstacle: 'none' as const,
    congestion: null,
    congestionCounter: 0,
    fortification: 'trench' as const,
    fortificationVacated: false,
  };
}
