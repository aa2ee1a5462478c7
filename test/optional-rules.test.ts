// Optional rules whose mechanics the manual leaves open, and replacements:
// PC-ASL-07 Alternate Assault, PC-FAT-06 Night Fatigue, PC-REC-03/04 Replacements.

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { computeAssault } from '../src/engine/systems/panzer/rules/assault.js';
import { lightOfTurn } from '../src/engine/systems/panzer/rules/clock.js';
import { isDetached } from '../src/engine/systems/panzer/rules/command.js';
import { nightFatigue } from '../src/engine/systems/panzer/rules/night-fatigue.js';
import {
  expectedReplacements,
  receiveReplacements,
  replacementRate,
  replacementSupplyFactor,
} from '../src/engine/systems/panzer/rules/replacements.js';
import { computeSupply } from '../src/engine/systems/panzer/rules/supply.js';
import { miniScenario, unit } from './fixtures/mini.js';

const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;
const at = (s: GameState, label: string) => s.world.board.parse(label)!;

function field(over: Partial<Scenario> = {}): Scenario {
  const base = miniScenario();
  return {
    ...base,
    map: { width: 20, height: 12, terrain: Array.from({ length: 12 }, () => '.'.repeat(20)) },
    supplyEdges: { allied: ['W'], axis: ['E'] },
    units: [unit({ id: 'a1', side: 'allied', hex: '05,05' }), unit({ id: 'x1', side: 'axis', hex: '18,05' })],
    objectives: [],
    ...over,
  };
}

const game = (sc: Scenario, rules: string[] = [], seed = 1): GameState =>
  newGame(sc, seed, { optionalRules: rules }).state;

const tanks = (over: Partial<UnitSetup> & Pick<UnitSetup, 'id' | 'side'>): UnitSetup =>
  unit({
    type: 'armor',
    component: 'vehicles',
    strength: 40,
    moveClass: 'tracked',
    speed: 15,
    hard: { value: 14, range: 2 },
    soft: { value: 10, range: 2 },
    assault: 20,
    flags: { hardTarget: true },
    ...over,
  });

describe('PC-ASL-07 Alternate Assault (optional): range-0 Hard values count in assaults', () => {
  const sc = (defenders: UnitSetup[], attackerHard = { value: 4, range: 0 }) =>
    field({
      units: [unit({ id: 'a1', side: 'allied', hex: '05,05', hard: attackerHard }), ...defenders],
    });
  const bonus = (s: GameState) =>
    computeAssault(s, [idx(s, 'a1')], at(s, '06,05')).factors.filter((f) => f.rule === 'PC-ASL-07');

  it('an infantry battalion with Hard 4/0 adds 4 × 600 men-eq against an all-armoured defence', () => {
    const on = game(sc([tanks({ id: 'x1', side: 'axis', hex: '06,05' })]), ['alternateAssault']);
    const off = game(sc([tanks({ id: 'x1', side: 'axis', hex: '06,05' })]));
    expect(bonus(on).map((f) => f.value)).toEqual([2400]);
    expect(bonus(off)).toEqual([]);
    const tOn = computeAssault(on, [idx(on, 'a1')], at(on, '06,05')).attack.total;
    const tOff = computeAssault(off, [idx(off, 'a1')], at(off, '06,05')).attack.total;
    expect(tOn - tOff).toBeCloseTo(2400);
  });

  it('the bonus scales with the armoured share of the opposing men-equivalents (400 of 1000 = 40%)', () => {
    const s = game(
      sc([tanks({ id: 'x1', side: 'axis', hex: '06,05' }), unit({ id: 'x2', side: 'axis', hex: '06,05' })]),
      ['alternateAssault'],
    );
    expect(bonus(s)[0]!.value).toBeCloseTo(4 * 600 * 0.4);
  });

  it('no armour opposite, or a Hard value with range 1 or more: no effect', () => {
    expect(bonus(game(sc([unit({ id: 'x1', side: 'axis', hex: '06,05' })]), ['alternateAssault']))).toEqual(
      [],
    );
    const ranged = game(sc([tanks({ id: 'x1', side: 'axis', hex: '06,05' })], { value: 4, range: 1 }), [
      'alternateAssault',
    ]);
    expect(bonus(ranged)).toEqual([]);
  });

  it('defenders use their range-0 Hard values against attacking armour too', () => {
    const s = game(
      field({
        units: [
          tanks({ id: 'a1', side: 'allied', hex: '05,05' }),
          unit({ id: 'x1', side: 'axis', hex: '06,05', hard: { value: 3, range: 0 } }),
        ],
      }),
      ['alternateAssault'],
    );
    const f = computeAssault(s, [idx(s, 'a1')], at(s, '06,05')).factors.filter((x) => x.rule === 'PC-ASL-07');
    expect(f.map((x) => x.value)).toEqual([3 * 600]);
    expect(f[0]!.label).toContain('x1');
  });
});

describe('PC-FAT-06 Night Fatigue (optional)', () => {
  // Turn 1 is 08:00 and turns last 2 h: turn 8 is 22:00 (Night), turn 3 is 12:00 (Day).
  const setup = (rules: string[], turn: number) => {
    const s = game(
      field({
        units: [
          unit({ id: 'a1', side: 'allied', hex: '05,05' }),
          unit({ id: 'a2', side: 'allied', hex: '03,03' }),
          unit({ id: 'x1', side: 'axis', hex: '18,05' }),
        ],
      }),
      rules,
    );
    s.turn = turn;
    s.units[idx(s, 'a1')]!.moved = true;
    return s;
  };

  it('a unit that did not rest through a Night turn gains 10 fatigue; a resting unit gains none', () => {
    const s = setup(['nightFatigue'], 9);
    expect(lightOfTurn(s.world, 8)).toBe('night');
    const ev: GameEvent[] = [];
    nightFatigue(s, 'allied', ev);
    expect(s.units[idx(s, 'a1')]!.fatigue).toBe(10);
    expect(s.units[idx(s, 'a2')]!.fatigue).toBe(0);
    expect(ev).toEqual([
      expect.objectContaining({ type: 'unitState', unit: idx(s, 'a1'), rule: 'PC-FAT-06' }),
    ]);
  });

  it('nothing after a Day turn, and nothing with the rule off', () => {
    const day = setup(['nightFatigue'], 3);
    expect(lightOfTurn(day.world, 2)).toBe('day');
    nightFatigue(day, 'allied', []);
    expect(day.units[idx(day, 'a1')]!.fatigue).toBe(0);
    const off = setup([], 9);
    nightFatigue(off, 'allied', []);
    expect(off.units[idx(off, 'a1')]!.fatigue).toBe(0);
  });

  it('fatigue stays within 0..300 (PC-GEN-03)', () => {
    const s = setup(['nightFatigue'], 9);
    s.units[idx(s, 'a1')]!.fatigue = 295;
    nightFatigue(s, 'allied', []);
    expect(s.units[idx(s, 'a1')]!.fatigue).toBe(300);
  });
});

describe('PC-REC-03/04 Replacements', () => {
  const orgs = (rate: number, on: 'a-div' | 'allies' = 'a-div'): Scenario['orgs'] =>
    miniScenario().orgs.map((o) => (o.id === on ? { ...o, replacementRate: rate } : o));
  const sc = (over: Partial<Scenario> = {}, hex = '04,05', q: UnitSetup['quality'] = 'C') =>
    field({
      orgs: orgs(10),
      units: [
        unit({
          id: 'a-hq',
          side: 'allied',
          type: 'hq',
          hqOf: 'a-div',
          commandRange: 8,
          strength: 100,
          hex: '03,05',
        }),
        unit({ id: 'a1', side: 'allied', hex, startStrength: 300, quality: q }),
        unit({ id: 'x1', side: 'axis', hex: '18,05' }),
      ],
      ...over,
    });
  const ready = (s: GameState) => {
    s.turn = 2;
    computeSupply(s, 'allied', []);
    return s;
  };

  it('a unit receives rate × its full strength: 10% of 600 = 60 men; quality has no effect', () => {
    for (const q of ['C', 'A', 'F'] as const) {
      const s = ready(game(sc({}, '04,05', q)));
      const a = idx(s, 'a1');
      expect(expectedReplacements(s, a)).toBeCloseTo(60);
      const ev: GameEvent[] = [];
      receiveReplacements(s, 'allied', ev);
      expect(s.units[a]!.strength).toBe(360);
      expect(ev[0]).toMatchObject({ type: 'unitState', unit: a, rule: 'PC-REC-03' });
    }
  });

  it('the rate comes from the nearest organisation above the unit that has one', () => {
    const s = ready(game(sc({ orgs: orgs(6, 'allies') })));
    expect(replacementRate(s, idx(s, 'a1'))).toBe(6);
    const none = ready(game(sc({ orgs: miniScenario().orgs })));
    expect(replacementRate(none, idx(none, 'a1'))).toBe(0);
    expect(expectedReplacements(none, idx(none, 'a1'))).toBe(0);
  });

  it('PC-REC-04: x < 20 none, 20..50 × (x − 20)/30, above 50 full; x = 50 full, x = 30 one third', () => {
    expect(replacementSupplyFactor(19.9)).toBe(0);
    expect(replacementSupplyFactor(20)).toBe(0);
    expect(replacementSupplyFactor(30)).toBeCloseTo(1 / 3);
    expect(replacementSupplyFactor(50)).toBe(1);
    expect(replacementSupplyFactor(80)).toBe(1);
    const s = ready(game(sc()));
    const a = idx(s, 'a1');
    s.ops.localSupply.allied[s.units[a]!.loc] = 30;
    expect(expectedReplacements(s, a)).toBeCloseTo(20);
    s.ops.localSupply.allied[s.units[a]!.loc] = 15;
    expect(expectedReplacements(s, a)).toBe(0);
  });

  it('Detached units receive a quarter of the rate (15 of 60)', () => {
    const s = ready(game(sc({}, '17,11')));
    const a = idx(s, 'a1');
    expect(isDetached(s, a)).toBe(true);
    expect(expectedReplacements(s, a)).toBeCloseTo(15);
  });

  it('Isolated, Disrupted, Broken or not-rested units receive none', () => {
    for (const change of [
      (s: GameState, a: number) => (s.ops.isolated = [a]),
      (s: GameState, a: number) => (s.units[a]!.cohesion = 'disrupted'),
      (s: GameState, a: number) => (s.units[a]!.cohesion = 'broken'),
      (s: GameState, a: number) => (s.units[a]!.moved = true),
      (s: GameState, a: number) => (s.units[a]!.fired = true),
    ]) {
      const s = ready(game(sc()));
      const a = idx(s, 'a1');
      change(s, a);
      expect(expectedReplacements(s, a)).toBe(0);
      receiveReplacements(s, 'allied', []);
      expect(s.units[a]!.strength).toBe(300);
    }
  });

  it('never above full strength', () => {
    const s = ready(game(sc({ orgs: orgs(50) })));
    const a = idx(s, 'a1');
    s.units[a]!.strength = 590;
    receiveReplacements(s, 'allied', []);
    expect(s.units[a]!.strength).toBe(600);
  });

  it('arrive at the start of the side turn (PC-TRN-11 step 9), after loss recovery', () => {
    let s = game(sc());
    const a = idx(s, 'a1');
    for (let k = 0; k < 2; k++) {
      const r = apply(s, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (k === 1) {
        const rec = r.events.findIndex(
          (e) => e.type === 'unitState' && e.unit === a && e.rule === 'PC-REC-01',
        );
        const rep = r.events.findIndex(
          (e) => e.type === 'unitState' && e.unit === a && e.rule === 'PC-REC-03',
        );
        expect(rep).toBeGreaterThanOrEqual(0);
        if (rec >= 0) expect(rec).toBeLessThan(rep);
      }
    }
    expect(s.turn).toBe(2);
    expect(s.units[a]!.strength).toBeGreaterThanOrEqual(360);
  });
});
