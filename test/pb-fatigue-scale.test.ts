// The Panzer Battles fatigue scale under the tactical profile (issue 13, PB-FAT-01): 0-150 with
// levels None 0, Low 1-49, Medium 50-99, High 100-149, Maximum 150, read by every rule that reads
// a fatigue value; and the operational scale (PC-GEN-03, 0-300) unchanged.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameState } from '../src/engine/systems/panzer/index.js';
import {
  atMaxFatigue,
  clampFatigue,
  fatigueCombatPercent,
  fatigueLevel,
  fatigueMoraleModifier,
  fatigueScale,
  maxFatigueGain,
  type FatigueScale,
} from '../src/engine/systems/panzer/rules/fatigue.js';
import { attackerRefusal } from '../src/engine/systems/panzer/rules/assault.js';
import { cohesionAfterFailure, recoveryChance } from '../src/engine/systems/panzer/rules/morale.js';
import { applyCasualties } from '../src/engine/systems/panzer/rules/results.js';
import { defaultVariantParams } from '../src/engine/systems/panzer/profiles/rule-params.js';
import { checkScenarioValue } from '../src/scenario/load.js';
import { combatGame, idx, type CombatSetup } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { miniScenario } from './fixtures/mini.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { ownUnitLines } from '../src/tui/systems/panzer/hexinfo.js';

const TACTICAL = { profile: 'tactical' } as const;
const tactical = (setup: CombatSetup = {}) =>
  combatGame({ ...setup, scenario: { ...TACTICAL, ...setup.scenario } });

const PB_VALUES = [0, 1, 49, 50, 99, 100, 149, 150];
const PC_VALUES = [0, 1, 99, 100, 199, 200, 299, 300];
const LEVELS = ['none', 'low', 'low', 'medium', 'medium', 'high', 'high', 'maximum'];

/** a1 assaults x1 next to it at the given fatigue: the refusal's text, or null. */
function assaultRefusal(s: GameState, fatigue: number): string | null {
  const a = idx(s, 'a1');
  s.units[a]!.fatigue = fatigue;
  return attackerRefusal(s, a, s.units[idx(s, 'x1')]!.loc)?.message ?? null;
}

describe('PB-FAT-01: the 0-150 fatigue scale and its levels (tactical profile)', () => {
  it('PB-FAT-01 table: None 0, Low 1-49, Medium 50-99, High 100-149, Maximum 150', () => {
    const scale = fatigueScale(tactical());
    expect(scale.fatigueMax).toBe(150);
    expect(PB_VALUES.map((f) => fatigueLevel(f, scale))).toEqual(LEVELS);
  });

  it('PB-FAT-01, PB-FIRE-14, PB-MOR-02: effects begin at Medium (−10%/−1), High −20%/−2, Maximum −40%/−4', () => {
    const scale = fatigueScale(tactical());
    expect([0, 49, 50, 100, 150].map((f) => fatigueCombatPercent(f, scale))).toEqual([0, 0, -10, -20, -40]);
    expect([0, 49, 50, 100, 150].map((f) => fatigueMoraleModifier(f, scale))).toEqual([0, 0, -1, -2, -4]);
  });

  it('PB-FAT-01, PB-ASLT-01: a unit at 150 (Maximum) cannot assault; at 149 fatigue does not stop it', () => {
    expect(assaultRefusal(tactical(), 150)).toMatch(/Maximum Fatigue/);
    expect(assaultRefusal(tactical(), 149) ?? '').not.toMatch(/Fatigue/);
  });

  it('PB-MOR-05: a Disrupted unit at 150 that fails becomes Broken; at 149 it stays Disrupted', () => {
    const s = tactical();
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'disrupted';
    s.units[a]!.fatigue = 150;
    expect(cohesionAfterFailure(s, a)).toBe('broken');
    s.units[a]!.fatigue = 149;
    expect(cohesionAfterFailure(s, a)).toBe('disrupted');
  });

  it('PB-CMD-10, PB-FAT-01: a Broken unit at Maximum (150) cannot recover', () => {
    const s = tactical();
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'broken';
    s.units[a]!.fatigue = 150;
    expect(recoveryChance(s, a)).toBe(0);
    s.units[a]!.fatigue = 149;
    expect(recoveryChance(s, a)).toBeGreaterThan(0);
  });

  it('PB-FAT-03: platoon loses 15 → up to 90, and the gain is capped at 150 ("implied by the scale")', () => {
    const s = tactical({ allied: [{ id: 'a1', size: 'platoon', strength: 200 }] });
    const a = idx(s, 'a1');
    expect(maxFatigueGain(s, s.world.units[a]!, 15, false)).toBe(90);
    s.units[a]!.fatigue = 140;
    // The highest roll of the 0..90 range: 140 + 90 would be 230 on an uncapped scale.
    const line = applyCasualties(s, a, 15, { reason: 'test' }, scriptedDice([0.999]), []);
    expect(s.units[a]!.fatigue).toBe(150);
    expect(line.fatigueAfter).toBe(150);
  });

  it('PB-FAT-01: a scenario unit above 150 under the tactical profile is an error naming the field', () => {
    const units = miniScenario().units.map((u, i) => (i === 0 ? { ...u, fatigue: 200 } : u));
    const bad = checkScenarioValue({ ...miniScenario(), ...TACTICAL, units }, 's.json');
    const issue = bad.issues.find((i) => i.path === 'units[0].fatigue');
    expect(issue?.message).toMatch(/200 is above the Maximum of the 150-point fatigue scale of the tactical/);
    const at150 = miniScenario().units.map((u, i) => (i === 0 ? { ...u, fatigue: 150 } : u));
    const fine = checkScenarioValue({ ...miniScenario(), ...TACTICAL, units: at150 }, 's.json');
    expect(fine.issues.filter((i) => i.path.endsWith('fatigue'))).toEqual([]);
  });

  it('PB-FAT-01: a level table out of order is an error naming params.variant.fatigueLevels', () => {
    const bad = checkScenarioValue(
      { ...miniScenario(), params: { variant: { fatigueLevels: { medium: 120, high: 100 } } } },
      's.json',
    );
    expect(bad.issues.map((i) => i.path)).toContain('params.variant.fatigueLevels');
    const tooBig = checkScenarioValue(
      { ...miniScenario(), ...TACTICAL, params: { variant: { fatigueLevels: { high: 150 } } } },
      's.json',
    );
    expect(tooBig.issues.find((i) => i.path === 'params.variant.fatigueLevels')?.message).toMatch(
      /high < fatigueMax \(150\)/,
    );
  });

  it('PB-FAT-01, PB-UI-02: the hex info names the level on the game scale (120: High of 150, Medium of 300)', () => {
    const line = (s: GameState) => {
      s.units[idx(s, 'a1')]!.fatigue = 120;
      const v = viewFor(s, 'allied');
      const own = v.own.find((o) => o.def.id === 'a1')!;
      return ownUnitLines(v, own, false)
        .map((l) => l.text)
        .join('\n');
    };
    expect(line(tactical())).toMatch(/ftg 120 High Q/);
    expect(line(combatGame())).toMatch(/ftg 120 Med Q/);
  });

  it('property: on any valid scale the levels never go down as fatigue rises, and clamping stays on it', () => {
    const scales = fc
      .tuple(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
      )
      .map(([a, b, c]): FatigueScale => ({
        fatigueLevels: { medium: a, high: a + b },
        fatigueMax: a + b + c,
      }));
    const rank = { none: 0, low: 1, medium: 2, high: 3, maximum: 4 };
    fc.assert(
      fc.property(scales, fc.integer({ min: -50, max: 1300 }), fc.nat(200), (scale, f, step) => {
        const clamped = clampFatigue(f, scale);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(scale.fatigueMax);
        expect(rank[fatigueLevel(f + step, scale)]).toBeGreaterThanOrEqual(rank[fatigueLevel(f, scale)]);
        expect(fatigueLevel(clamped, scale) === 'maximum').toBe(atMaxFatigue(clamped, scale));
      }),
    );
  });
});

describe('PC-GEN-03: the operational scale is unchanged (0-300)', () => {
  it('PC-GEN-03: the default parameters and an operational game keep 300 and the 100/200 levels', () => {
    const pc = defaultVariantParams();
    expect(pc.fatigueMax).toBe(300);
    expect(pc.fatigueLevels).toEqual({ medium: 100, high: 200 });
    const scale = fatigueScale(combatGame());
    expect(PC_VALUES.map((f) => fatigueLevel(f, scale))).toEqual(LEVELS);
    // 120 is Medium in the operational game, High under the tactical profile.
    expect(fatigueCombatPercent(120, scale)).toBe(-10);
    expect(fatigueCombatPercent(120, fatigueScale(tactical()))).toBe(-20);
  });

  it('PC-ASL-02: at 150 an operational unit may still assault; at 300 it may not', () => {
    expect(assaultRefusal(combatGame(), 150) ?? '').not.toMatch(/Fatigue/);
    expect(assaultRefusal(combatGame(), 300)).toMatch(/Maximum Fatigue/);
  });

  it('PC-GEN-03: operational units start at up to 300; 301 is an error naming the field', () => {
    const at = (fatigue: number) =>
      checkScenarioValue(
        { ...miniScenario(), units: miniScenario().units.map((u, i) => (i === 0 ? { ...u, fatigue } : u)) },
        's.json',
      ).issues.filter((i) => i.path === 'units[0].fatigue');
    expect(at(300)).toEqual([]);
    expect(at(301)[0]?.message).toMatch(
      /above the Maximum of the 300-point fatigue scale of the operational/,
    );
  });

  it('PC-CRT-04: an operational fatigue gain is capped at 300, not 150', () => {
    const s = combatGame();
    const a = idx(s, 'a1');
    s.units[a]!.fatigue = 280;
    applyCasualties(s, a, 30, { reason: 'test' }, scriptedDice([0.999]), []);
    expect(s.units[a]!.fatigue).toBe(300);
  });
});
