// Panzer Battles differences found in the rule-ID audit (issue 13, panzer-battles.md §22.3): each
// tested under the tactical profile against the operational game's value.
import { typhoons } from './fixtures/mini.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';
import { fogStrengthLabel, hexConceals, leadingDigit } from '../src/engine/systems/panzer/rules/spotting.js';
import { strengthText } from '../src/render/ascii-hex/glyphs.js';
import { computeFire, elevationFire } from '../src/engine/systems/panzer/rules/fire.js';
import { aaFire, aaRangeFactor } from '../src/engine/systems/panzer/rules/air.js';
import { digInChance } from '../src/engine/systems/panzer/rules/digin.js';
import { hexStateFor } from '../src/engine/systems/panzer/rules/fortifications.js';
import { combatGame, idx, type CombatSetup } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { scenarioOf, unit } from './fixtures/movement.js';

const tactical = (setup: CombatSetup = {}) =>
  combatGame({ ...setup, scenario: { profile: 'tactical', ...setup.scenario } });
const shot = (s: GameState, firer = 'a1', target = 'x1') =>
  computeFire(s, { firer: idx(s, firer), target: idx(s, target), indirect: false, opportunity: false });
const byRule = (calc: { factors: readonly { value: number; rule?: string }[] }, rule: string) =>
  calc.factors.filter((f) => f.rule === rule).map((f) => f.value);

const gun = {
  id: 'a1',
  type: 'artillery' as const,
  component: 'guns' as const,
  strength: 12,
  soft: { value: 20, range: 10 },
  hard: { value: 8, range: 10 },
  hex: '01,06',
};
const tank = { id: 'x1', component: 'vehicles' as const, strength: 10, flags: { hardTarget: true } };

describe('PB-FIRE-16: Artillery Hard Target Mod at range ≤ 4 (PC-FIR-21: range 1)', () => {
  it('PB-FIRE-16: artillery 4 hexes from a Hard target gets the mod under the tactical profile only', () => {
    // 01,06 to 05,06 is 4 hexes.
    const pb = tactical({ allied: [gun], axis: [tank] });
    const pc = combatGame({ allied: [gun], axis: [tank] });
    const mod = pb.world.params.artilleryHardTargetMod / 100;
    expect(byRule(shot(pb), 'PB-FIRE-16')).toEqual([mod]);
    expect(byRule(shot(pc), 'PC-FIR-21')).toEqual([]);
    expect(byRule(shot(pc), 'PB-FIRE-16')).toEqual([]);
  });

  it('PB-FIRE-16: not at range 5, and both games give it at range 1', () => {
    const far = tactical({ allied: [{ ...gun, hex: '00,06' }], axis: [tank] });
    expect(byRule(shot(far), 'PB-FIRE-16')).toEqual([]);
    const near = (s: GameState) => [...byRule(shot(s), 'PB-FIRE-16'), ...byRule(shot(s), 'PC-FIR-21')];
    expect(near(tactical({ allied: [{ ...gun, hex: '04,06' }], axis: [tank] })).length).toBe(1);
    expect(near(combatGame({ allied: [{ ...gun, hex: '04,06' }], axis: [tank] })).length).toBe(1);
  });
});

describe('PB-FIRE-15: the elevation modifier per level, both ways, up to 5 levels', () => {
  const pbParams = tactical().world.params;
  const pcParams = combatGame().world.params;
  const per = pbParams.elevationModifier; // −10% a level (Parameter Data default)

  it('PB-FIRE-15: a target 2 levels (50 m) higher −2 × the modifier; 2 levels lower +2 ×', () => {
    expect(elevationFire(pbParams, 100, 150)).toEqual({
      label: 'target 2 levels higher',
      pct: 2 * per,
      rule: 'PB-FIRE-15',
    });
    expect(elevationFire(pbParams, 150, 100)?.pct).toBe(-2 * per);
  });

  it('PB-FIRE-15: levels are whole 25 m bands (PB-MAP-04), capped at 5', () => {
    expect(elevationFire(pbParams, 110, 120)).toBeNull(); // both in the 100-124 m level
    expect(elevationFire(pbParams, 120, 125)?.pct).toBe(per); // the next level up
    expect(elevationFire(pbParams, 0, 400)?.pct).toBe(5 * per); // 16 levels, counted 5
    expect(elevationFire(pbParams, 400, 0)?.pct).toBe(-5 * per);
  });

  it('PC-FIR-12 unchanged in the operational game: once, and only at a higher target', () => {
    expect(elevationFire(pcParams, 100, 150)).toEqual({
      label: 'target higher',
      pct: per,
      rule: 'PC-FIR-12',
    });
    expect(elevationFire(pcParams, 150, 100)).toBeNull();
  });

  it('PB-FIRE-15: the shot carries the modifier, and indirect fire does not', () => {
    const s = tactical();
    const elevation = s.world.elevation as Int16Array;
    elevation[s.units[idx(s, 'a1')]!.loc] = 20; // level 0
    elevation[s.units[idx(s, 'x1')]!.loc] = 75; // level 3
    expect(byRule(shot(s), 'PB-FIRE-15')).toEqual([3 * per]);
    const indirect = computeFire(s, {
      firer: idx(s, 'a1'),
      target: idx(s, 'x1'),
      indirect: true,
      opportunity: false,
    });
    expect(byRule(indirect, 'PB-FIRE-15')).toEqual([]);
  });

  it('PB-FIRE-15: the modifier is antisymmetric and never beyond 5 levels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (a, b) => {
        const up = elevationFire(pbParams, a, b)?.pct ?? 0;
        const down = elevationFire(pbParams, b, a)?.pct ?? 0;
        return up === -down && Math.abs(up) <= Math.abs(5 * per);
      }),
    );
  });
});

describe('PB-AIR-03: AA fire takes the direct-fire range effect (PC-AIR-03: 1/(2R+1))', () => {
  const pbParams = tactical().world.params;
  const pcParams = combatGame().world.params;

  it('PB-AIR-03: range 0 ×2, range 1 ×1, range N > 1 ÷ (1 + (N−1)(R−1)) with R = 1.5', () => {
    expect([0, 1, 2, 3].map((r) => aaRangeFactor(r, pbParams)[1])).toEqual([2, 1, 1 / 1.5, 1 / 2]);
    expect(aaRangeFactor(2, pbParams)[2]).toBe('PB-AIR-03');
  });

  it('PC-AIR-03 unchanged in the operational game: range 0 ×1, range R ×1/(2R+1)', () => {
    expect([0, 1, 2].map((r) => aaRangeFactor(r, pcParams)[1])).toEqual([1, 1 / 3, 1 / 5]);
  });

  it('PB-AIR-03: an AA unit next to the target hex fires at ×1 under the tactical profile', () => {
    const plane = typhoons();
    const flak = unit({ id: 'flak', side: 'axis', hex: '04,02', aa: { value: 4, range: 3 } });
    const spotter = unit({ id: 'spot', side: 'allied', hex: '01,02' });
    const game = (profile?: 'tactical') =>
      newGame(
        {
          ...scenarioOf({ fogOfWar: false, units: [spotter, flak] }),
          ...(profile ? { profile } : {}),
          air: [plane],
        },
        1,
      ).state;
    const target = (s: GameState) => s.world.board.parse('03,02')!;
    const rangeFactor = (s: GameState) =>
      aaFire(s, 0, target(s), scriptedDice([0.5]))[0]!.factors.find((f) => /^range/.test(f.label));
    expect(rangeFactor(game('tactical'))).toBeUndefined(); // ×1 is not listed
    expect(rangeFactor(game())).toMatchObject({ value: 1 / 3, rule: 'PC-AIR-03' });
  });
});

describe('PB-TURN-03, PB-DIFF-02: no phased play — turn play only', () => {
  const units = [
    unit({ id: 'a', side: 'allied', hex: '01,02' }),
    unit({ id: 'x', side: 'axis', hex: '06,02' }),
  ];
  const start = (profile: 'tactical' | undefined, optionalRules: string[]) => () =>
    newGame({ ...scenarioOf({ units, optionalRules }), ...(profile ? { profile } : {}) }, 1);

  it('PB-TURN-03: a tactical game with Manual or Automatic Defensive Fire is refused, naming the rule', () => {
    expect(start('tactical', ['manualDefensiveFire'])).toThrow(/^optionalRules: .*PB-TURN-03/);
    expect(start('tactical', ['automaticDefensiveFire', 'manualDefensiveFire'])).toThrow(
      /manualDefensiveFire and automaticDefensiveFire/,
    );
  });

  it('PB-TURN-03: other optional rules stay open, and the operational game keeps phased play', () => {
    expect(start('tactical', ['alternativeCalculation'])).not.toThrow();
    expect(start(undefined, ['manualDefensiveFire'])).not.toThrow();
  });
});

describe('PB-MOVE-42: dig-in multipliers at platoon scale (multiplied)', () => {
  const diggers = [
    { id: 'p1', size: 'platoon' as const, hex: '00,09' },
    { id: 'p2', size: 'platoon' as const, subUnits: 2, hex: '01,09' },
    { id: 'p3', size: 'platoon' as const, subUnits: 3, hex: '02,09' },
    { id: 'co', size: 'company' as const, hex: '03,09' },
    {
      id: 'eng',
      size: 'platoon' as const,
      type: 'engineer' as const,
      flags: { engineer: true },
      hex: '04,09',
    },
  ];
  const params = { diggingIn: 2 };
  const chances = (s: GameState) => diggers.map((d) => digInChance(s, idx(s, d.id)));

  it('PB-MOVE-42: platoon ×1, combined 2 ×2, combined 3 ×3, engineers ×3; the step to an IP ×4', () => {
    const s = tactical({ allied: diggers, scenario: { params } });
    // Company: unspecified, ours ×3 (variant.digInCompanyMultiplier).
    expect(chances(s)).toEqual([1, 2, 3, 3, 3].map((m) => 2 * m * 4));
  });

  it('PB-MOVE-42: without the IP step (IP → Trench) the size and engineer multipliers alone', () => {
    const s = tactical({ allied: diggers, scenario: { params } });
    for (const d of diggers) hexStateFor(s, s.units[idx(s, d.id)]!.loc).fortification = 'ip';
    expect(chances(s)).toEqual([2, 4, 6, 6, 6]);
  });

  it('PC-MSC-02 unchanged in the operational game: a lone company ×1, no IP multiplier', () => {
    const s = combatGame({ allied: diggers, scenario: { params } });
    expect(chances(s)).toEqual([2, 4, 6, 2, 6]);
  });

  it('PB-MOVE-42: capped at 100%', () => {
    const s = tactical({ allied: diggers, scenario: { params: { diggingIn: 20 } } });
    expect(chances(s)).toEqual([80, 100, 100, 100, 100]);
  });
});

describe('PB-SPOT-05, PB-DIFF-35: the unit sees an enemy (the binoculars), not that it is seen', () => {
  const info = (s: GameState) =>
    hexInfoLines(viewFor(s, 'allied'), s.units[idx(s, 'a1')]!.loc, []).map((l) => l.text);

  it('PB-SPOT-05: hex info says "sees enemy" for a unit with a spotted enemy in sight', () => {
    const s = tactical();
    expect(info(s).some((t) => t.includes('sees enemy'))).toBe(true);
  });

  it('PB-SPOT-05: not when the side has spotted no enemy unit', () => {
    const s = tactical();
    s.knowledge.allied.spotted = [];
    expect(info(s).some((t) => t.includes('sees enemy'))).toBe(false);
  });
});

describe('PB-SPOT-20: fog-of-war strength with a leading digit in hexes without concealment', () => {
  const enemy = (s: GameState) => viewFor(s, 'allied').enemies.find((e) => e.index === idx(s, 'x1'))!;
  const infoAt = (s: GameState) =>
    hexInfoLines(viewFor(s, 'allied'), s.units[idx(s, 'x1')]!.loc, []).map((l) => l.text);

  it('PB-SPOT-20: # = 1-9, #X = 10-99, #XX = 100-999, # the leading digit (§23 item 2)', () => {
    expect([leadingDigit(7), leadingDigit(45), leadingDigit(600), leadingDigit(1234)]).toEqual([7, 4, 6, 1]);
    expect([fogStrengthLabel(1, 7), fogStrengthLabel(2, 4), fogStrengthLabel(3, 6)]).toEqual([
      '7',
      '4X',
      '6XX',
    ]);
    expect(fogStrengthLabel(3)).toBe('XXX'); // PC-UNT-11
    expect(strengthText(undefined, 2, 4)).toBe('4X'); // the counter
    expect(strengthText(undefined, 2)).toBe('XX');
  });

  it('PB-SPOT-20: a 600-man unit in the open reads 6XX under the tactical profile, XXX in PC', () => {
    const pb = tactical();
    expect(hexConceals(pb, pb.units[idx(pb, 'x1')]!.loc)).toBe(false);
    expect(enemy(pb)).toMatchObject({ magnitude: 3, leadingDigit: 6 });
    expect(enemy(pb).strength).toBeUndefined();
    expect(infoAt(pb).some((t) => / 6XX /.test(t))).toBe(true);
    const pc = combatGame();
    expect(enemy(pc).leadingDigit).toBeUndefined();
    expect(infoAt(pc).some((t) => / XXX /.test(t))).toBe(true);
  });

  it('PB-SPOT-20: in a concealing hex only the X marks', () => {
    const s = tactical();
    const cover = [...Array(s.world.board.size).keys()].find((l) => hexConceals(s, l))!;
    expect(cover).toBeDefined();
    s.units[idx(s, 'x1')]!.loc = cover;
    expect(enemy(s).leadingDigit).toBeUndefined();
  });
});
