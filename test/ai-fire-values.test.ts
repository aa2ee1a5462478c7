// The A/I's fire values come from the engine's own fire preview run on its side's belief
// (src/engine/systems/panzer/ai/engine-rules.ts): chooseTarget + previewOfCalc (PC-FIR-01..30, PC-CRT-01/07),
// expected loss × VP per point (PC-VIC-07), and never from what the side cannot see (PC-SPT-12).
import { describe, expect, it } from 'vitest';
import {
  apply,
  newGame,
  viewFor,
  type GameState,
  type Scenario,
  type Side,
  type UnitSetup,
} from '../src/engine/systems/panzer/index.js';
import { BREAK_WEIGHT, DISRUPT_WEIGHT, engineRules } from '../src/engine/systems/panzer/ai/engine-rules.js';
import {
  ESTIMATED_RULES,
  estimatedFireValueFrom,
  shotValueEstimate,
} from '../src/engine/systems/panzer/ai/estimate.js';
import { createAi } from '../src/engine/systems/panzer/ai/index.js';
import { previewFire } from '../src/engine/systems/panzer/rules/preview.js';
import { isRuleError } from '../src/engine/core/errors.js';
import { miniScenario, unit } from './fixtures/mini.js';

const HQ_A = unit({
  id: 'a-hq',
  side: 'allied',
  type: 'hq',
  hqOf: 'a-div',
  commandRange: 8,
  strength: 100,
  hex: '01,04',
});
const CLEAR = { environment: { visibility: { min: 5, max: 5, start: 5 } } } as const;

function position(units: UnitSetup[], over: Partial<Scenario> = {}): GameState {
  return newGame(miniScenario({ units, ...CLEAR, ...over }), 'fire-values').state;
}
const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;
const at = (s: GameState, hex: string) => s.world.board.parse(hex)!;

/** An allied rifle battalion at 05,04 facing one axis unit at 06,04 (its HQ next to it, seen). */
function duel(target: Partial<UnitSetup>, over: Partial<Scenario> = {}): GameState {
  return position(
    [
      HQ_A,
      unit({ id: 'a-inf1', side: 'allied', hex: '05,04', strength: 600 }),
      unit({
        id: 'x-hq',
        side: 'axis',
        type: 'hq',
        hqOf: 'x-div',
        commandRange: 8,
        strength: 100,
        hex: '07,04',
      }),
      unit({ id: 'x-target', side: 'axis', hex: '06,04', strength: 500, ...target }),
    ],
    over,
  );
}

const fireValue = (s: GameState, side: Side, firer: string, hex: string) => {
  const opts = engineRules(s.world).fireOptions(viewFor(s, side), idx(s, firer));
  const o = opts.find((x) => x.target === at(s, hex));
  expect(o, `a fire option at ${hex}`).toBeDefined();
  return o!.value;
};

describe('A/I fire values from the engine preview on the belief', () => {
  it('PC-FIR-05, PC-CRT-01, PC-VIC-07: with nothing hidden, the value is the preview’s expected loss × VP per point, plus the morale term', () => {
    const s = duel({}, { fogOfWar: false });
    const truth = previewFire(s, idx(s, 'a-inf1'), at(s, '06,04'));
    if (isRuleError(truth)) throw new Error(truth.message);
    expect(truth.loss.mean).toBeGreaterThan(0);
    const vp = s.world.params.vpPerMenLost;
    const expected =
      truth.loss.mean * vp +
      500 * vp * (DISRUPT_WEIGHT * truth.chance.disrupted + BREAK_WEIGHT * truth.chance.broken);
    expect(fireValue(s, 'allied', 'a-inf1', '06,04')).toBeCloseTo(expected, 9);
    // The morale term is modest: no more than the casualties themselves on a plain shot.
    expect(expected - truth.loss.mean * vp).toBeLessThanOrEqual(truth.loss.mean * vp * 1.5);
  });

  it('PC-FIR-01: one option per target hex, valued at the unit the engine would pick there', () => {
    const s = position(
      [
        HQ_A,
        unit({ id: 'a-inf1', side: 'allied', hex: '05,04', strength: 600 }),
        unit({ id: 'x-weak', side: 'axis', hex: '06,04', strength: 100, defense: 20 }),
        unit({ id: 'x-soft', side: 'axis', hex: '06,04', strength: 500, defense: 6 }),
      ],
      { fogOfWar: false },
    );
    const opts = engineRules(s.world).fireOptions(viewFor(s, 'allied'), idx(s, 'a-inf1'));
    expect(opts.filter((o) => o.target === at(s, '06,04'))).toHaveLength(1);
    const picked = previewFire(s, idx(s, 'a-inf1'), at(s, '06,04'));
    if (isRuleError(picked)) throw new Error(picked.message);
    expect(picked.target).toBe(idx(s, 'x-soft'));
    expect(opts[0]!.value).toBeGreaterThanOrEqual(picked.loss.mean * s.world.params.vpPerMenLost);
  });

  it('PC-FIR-05: a higher target defense value gives a lower value (the option and the position estimate)', () => {
    const values = (defense: number) => {
      const s = duel({ defense });
      const view = viewFor(s, 'allied');
      return {
        option: fireValue(s, 'allied', 'a-inf1', '06,04'),
        from: estimatedFireValueFrom(view, idx(s, 'a-inf1'), at(s, '05,04')),
      };
    };
    const soft = values(10);
    const hard = values(30);
    expect(hard.option).toBeLessThan(soft.option);
    expect(hard.from).toBeLessThan(soft.from);
    expect(hard.from).toBeCloseTo(soft.from / 3, 9); // combat value = attack ÷ defense
  });

  it('PC-FIR-23: armored targets are valued with the firer’s armor effectiveness and their defense', () => {
    const tank = (defense: number) =>
      duel({
        type: 'armor',
        component: 'vehicles',
        strength: 10,
        moveClass: 'tracked',
        defense,
        flags: { hardTarget: true },
      });
    const weak = tank(8);
    const tiger = tank(30);
    const from = (s: GameState) =>
      estimatedFireValueFrom(viewFor(s, 'allied'), idx(s, 'a-inf1'), at(s, '05,04'));
    expect(from(tiger)).toBeLessThan(from(weak));
    expect(fireValue(tiger, 'allied', 'a-inf1', '06,04')).toBeLessThan(
      fireValue(weak, 'allied', 'a-inf1', '06,04'),
    );
  });

  it('PC-FIR-05: shotValueEstimate divides by the target counter’s defense value, which the view shows', () => {
    const s = duel({ defense: 10 });
    const view = viewFor(s, 'allied');
    const e = view.enemies.find((x) => x.index === idx(s, 'x-target'))!;
    expect(e.ratings.defense).toBe(10);
    const d10 = shotValueEstimate(view, 6000, e, false);
    expect(shotValueEstimate(view, 6000, e, false, { defense: 10, armored: false })).toBeCloseTo(d10, 12);
    expect(shotValueEstimate(view, 6000, e, false, { defense: 20, armored: false })).toBeCloseTo(d10 / 2, 12);
  });

  it('PC-SPT-12: under fog the value does not change when a hidden fact of the target changes', () => {
    const base = duel({});
    const read = (s: GameState) => {
      const view = viewFor(s, 'allied');
      return {
        option: fireValue(s, 'allied', 'a-inf1', '06,04'),
        from: estimatedFireValueFrom(view, idx(s, 'a-inf1'), at(s, '04,04')),
      };
    };
    const before = read(base);
    expect(before.option).toBeGreaterThan(0);
    const hidden = structuredClone({ ...base, world: undefined }) as unknown as GameState;
    const changed: GameState = { ...hidden, world: base.world };
    const t = changed.units[idx(changed, 'x-target')]!;
    t.strength = 420; // same magnitude class (XXX) as 500
    t.fatigue = 250;
    t.lowAmmo = true;
    t.lowFuel = true;
    t.digging = true;
    // The truth does change: the engine's own preview on the full state sees the new strength.
    const truthBefore = previewFire(base, idx(base, 'a-inf1'), at(base, '06,04'));
    const truthAfter = previewFire(changed, idx(changed, 'a-inf1'), at(changed, '06,04'));
    if (isRuleError(truthBefore) || isRuleError(truthAfter)) throw new Error('preview refused');
    expect(truthAfter.chance).not.toEqual(truthBefore.chance);
    expect(read(changed)).toEqual(before);
  });

  it('an option is left out only when apply() refuses that shot, and no unit that can fire is left without options', () => {
    let checked = 0;
    let fired = 0;
    for (const fogOfWar of [true, false]) {
      let s = newGame(miniScenario({ fogOfWar }), 'fire-counts').state;
      const ais = { allied: createAi(s, 'allied'), axis: createAi(s, 'axis') };
      for (let n = 0; n < 10 && !s.result; n++) {
        const side = s.activeSide;
        const view = viewFor(s, side);
        const rules = engineRules(s.world);
        for (const u of view.own) {
          const byView = [...new Set(ESTIMATED_RULES.fireOptions(view, u.index).map((o) => o.target))];
          const byEngine = new Set(rules.fireOptions(view, u.index).map((o) => o.target));
          let legal = 0;
          for (const loc of byView) {
            const indirect = !!u.def.flags.indirect;
            const r = apply(s, {
              type: 'fire',
              units: [u.def.id],
              target: s.world.board.label(loc),
              ...(indirect ? { indirect: true } : {}),
            });
            checked++;
            if (r.ok) legal++;
            if (!byEngine.has(loc)) expect(r.ok, `${u.def.id} at ${s.world.board.label(loc)}`).toBe(false);
          }
          if (legal > 0) {
            fired++;
            expect(byEngine.size).toBeGreaterThan(0);
          }
        }
        s = ais[side].playTurn(s).state;
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(fired).toBeGreaterThan(0);
  });
});
