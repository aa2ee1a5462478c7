// Panzer Battles size classes (PB-DIFF-41, PB-UNIT-54): the morale-check base of PB-CRT-05 and the
// fatigue factor of PB-FAT-03 read a platoon-scale class under the tactical profile; the
// operational game keeps the battalion-scale classes of PC-CRT-04/05.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyCasualties, moraleCheckChance } from '../src/engine/systems/panzer/rules/results.js';
import { pbMoraleBase, pbSizeClass } from '../src/engine/systems/panzer/profiles/tactical/size-class.js';
import { previewOfCalc } from '../src/engine/systems/panzer/rules/preview.js';
import { chooseTarget } from '../src/engine/systems/panzer/rules/fire.js';
import { isRuleError } from '../src/engine/core/errors.js';
import type { GameEvent } from '../src/engine/systems/panzer/index.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { unit } from './fixtures/mini.js';

const TACTICAL = { profile: 'tactical' } as const;

describe('PB size classes (tactical profile)', () => {
  it('PB-UNIT-54: squad or lone platoon, combined pair, company or 3+ combined platoons', () => {
    const of = (size: 'platoon' | 'company' | 'battalion', subUnits?: number) =>
      pbSizeClass({ size, ...(subUnits !== undefined ? { subUnits } : {}) });
    expect([of('platoon'), of('platoon', 2), of('platoon', 3), of('company'), of('battalion')]).toEqual([
      'platoon',
      'pair',
      'company',
      'company',
      'company',
    ]);
  });

  it('PB-CRT-05 (PB-DIFF-41): morale-check base 5 platoon, 10 combined pair, 15 company or 3+ platoons', () => {
    const s = combatGame({ scenario: TACTICAL });
    const base = (size: 'platoon' | 'company', subUnits?: number) =>
      s.world.hooks.moraleBase(unit({ id: 'u', side: 'allied', size, ...(subUnits ? { subUnits } : {}) }));
    expect([base('platoon'), base('platoon', 2), base('platoon', 3), base('company')]).toEqual([
      5, 10, 15, 15,
    ]);
    // The operational game: a lone company is PC-CRT-05's smallest class (5), a battalion 15.
    const pc = combatGame();
    expect(pc.world.hooks.moraleBase(unit({ id: 'c', side: 'allied', size: 'company' }))).toBe(5);
    expect(pc.world.hooks.moraleBase(unit({ id: 'b', side: 'allied', size: 'battalion' }))).toBe(15);
  });

  it('PB-CRT-05 worked example: a company losing 15 men has a 50% chance of a check, 60 men 80%', () => {
    expect(moraleCheckChance(pbMoraleBase({ size: 'company' }), 15)).toBe(50);
    expect(moraleCheckChance(pbMoraleBase({ size: 'company' }), 60)).toBe(80);
    // A lone platoon (base 5) losing 15 men: 75% (the spec's §23 item 8 reading).
    expect(moraleCheckChance(pbMoraleBase({ size: 'platoon' }), 15)).toBe(75);
  });

  it('PB-CRT-05: a loss to a lone platoon rolls its check chance against base 5 under the tactical profile', () => {
    const s = combatGame({
      scenario: TACTICAL,
      axis: [{ id: 'x1', size: 'platoon', strength: 40 }],
    });
    const events: GameEvent[] = [];
    // Dice: fatigue draw, the morale-check-needed percent (99: no check), nothing else.
    const loss = applyCasualties(s, idx(s, 'x1'), 15, { reason: 'test' }, scriptedDice([0, 0.99]), events);
    const need = loss.rolls.find((r) => r.rule === 'PC-CRT-05');
    expect(need?.target).toBe(75);
    expect(need?.label).toContain('+5)');
    const pc = combatGame({ axis: [{ id: 'x1', size: 'platoon', strength: 40 }] });
    const pcLoss = applyCasualties(pc, idx(pc, 'x1'), 15, { reason: 'test' }, scriptedDice([0, 0.99]), []);
    expect(pcLoss.rolls.find((r) => r.rule === 'PC-CRT-05')?.target).toBe(75); // PC: lone platoon also 5
  });

  it('PB-CRT-05: a company is base 15 in PB but 5 in PC (the classes are shifted one size)', () => {
    const roll = (scenario: object) => {
      const s = combatGame({ scenario, axis: [{ id: 'x1', size: 'company', strength: 120 }] });
      const l = applyCasualties(s, idx(s, 'x1'), 15, { reason: 'test' }, scriptedDice([0, 0.99]), []);
      return l.rolls.find((r) => r.rule === 'PC-CRT-05')?.target;
    };
    expect(roll(TACTICAL)).toBe(50);
    expect(roll({})).toBe(75);
  });

  it('PB-CRT-05, PB-FAT-03: the fire preview uses the profile’s size classes, as the resolution does', () => {
    const s = combatGame({
      scenario: TACTICAL,
      allied: [{ id: 'a1', soft: { value: 40, range: 3 } }],
      axis: [{ id: 'x1', size: 'company', strength: 120 }],
    });
    const calc = chooseTarget(s, idx(s, 'a1'), s.units[idx(s, 'x1')]!.loc, {
      indirect: false,
      opportunity: false,
    });
    if (isRuleError(calc)) throw new Error(calc.message);
    const pb = previewOfCalc(s, calc);
    const pc0 = combatGame({
      allied: [{ id: 'a1', soft: { value: 40, range: 3 } }],
      axis: [{ id: 'x1', size: 'company', strength: 120 }],
    });
    const pcCalc = chooseTarget(pc0, idx(pc0, 'a1'), pc0.units[idx(pc0, 'x1')]!.loc, {
      indirect: false,
      opportunity: false,
    });
    if (isRuleError(pcCalc)) throw new Error(pcCalc.message);
    const pc = previewOfCalc(pc0, pcCalc);
    // Base 15 (PB company) makes disruption less likely than base 5 (PC lone company).
    expect(pb.chance.disrupted).toBeLessThan(pc.chance.disrupted);
  });

  it('PB-CRT-05: the chance of a check grows with the loss and falls with the size class (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (loss) => {
        const p = moraleCheckChance(pbMoraleBase({ size: 'platoon' }), loss);
        const pair = moraleCheckChance(pbMoraleBase({ size: 'platoon', subUnits: 2 }), loss);
        const coy = moraleCheckChance(pbMoraleBase({ size: 'company' }), loss);
        return p > pair && pair > coy && coy > 0 && p < 100;
      }),
      { numRuns: 50 },
    );
  });
});
