// Supply items of issue 20: the Low Fuel defence of dismounted infantry (PC-SUP-17 with PC-SUT-09),
// one rule for fire, assault and air strikes; and the Low Ammo test of an Isolated unit under
// Explicit Supply (PC-SUP-10b, PC-SUP-12, PC-SUP-33), with held dice.

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { strikeValue } from '../src/engine/systems/panzer/rules/air.js';
import { computeAssault } from '../src/engine/systems/panzer/rules/assault.js';
import { isFirstTurnOfDay } from '../src/engine/systems/panzer/rules/clock.js';
import { computeFire } from '../src/engine/systems/panzer/rules/fire.js';
import { lowFuelDefence } from '../src/engine/systems/panzer/rules/low-fuel.js';
import {
  ammoChecks,
  ammoTestValue,
  fuelChecks,
  localSupplyOf,
} from '../src/engine/systems/panzer/rules/supply.js';
import { combatGame, idx } from './fixtures/combat.js';
import { openMapScenario, supplyUnit, unit } from './fixtures/mini.js';
import { held } from './pc-dice-held.js';

describe('PC-SUP-17 with PC-SUT-09: the Low Fuel defence', () => {
  it('PC-SUP-17: Low Fuel halves the defence; On Foot (dismounted) it does not; neither status alone matters', () => {
    expect(lowFuelDefence({ lowFuel: true, onFoot: false })).toEqual({
      label: 'Low Fuel',
      value: 0.5,
      rule: 'PC-SUP-17',
    });
    expect(lowFuelDefence({ lowFuel: true, onFoot: true })).toBeUndefined();
    expect(lowFuelDefence({ lowFuel: false, onFoot: false })).toBeUndefined();
    expect(lowFuelDefence({ lowFuel: false, onFoot: true })).toBeUndefined();
  });

  /** x1 is motorized infantry: fuelled, Low Fuel, or Low Fuel and On Foot. */
  const target = (lowFuel: boolean, onFoot: boolean) => {
    const s = combatGame({ axis: [{ id: 'x1', moveClass: 'motorized' }] });
    const x = idx(s, 'x1');
    s.units[x]!.lowFuel = lowFuel;
    s.units[x]!.onFoot = onFoot;
    return { s, x };
  };
  const fire = (s: GameState) =>
    computeFire(s, { firer: idx(s, 'a1'), target: idx(s, 'x1'), indirect: false, opportunity: false });
  const assault = (s: GameState) => computeAssault(s, [idx(s, 'a1')], s.units[idx(s, 'x1')]!.loc);
  const plane = {
    strength: 10,
    hard: 10,
    soft: 10,
    quality: 'C' as const,
    fatigue: 0,
    side: 'allied' as const,
  };

  it('PC-SUP-17 fire: the Low Fuel target defends at half; dismounted (PC-SUT-09) at its normal value', () => {
    const normal = fire(target(false, false).s).defense;
    expect(fire(target(true, false).s).defense).toBeCloseTo(normal / 2);
    expect(fire(target(true, false).s).factors.some((f) => f.rule === 'PC-SUP-17')).toBe(true);
    expect(fire(target(true, true).s).defense).toBeCloseTo(normal);
    expect(fire(target(true, true).s).factors.some((f) => f.rule === 'PC-SUP-17')).toBe(false);
  });

  it('PC-SUP-17 assault: the defenders’ average defence halves for Low Fuel, not when dismounted (PC-SUT-09)', () => {
    const normal = assault(target(false, false).s).attack.defense;
    expect(assault(target(true, false).s).attack.defense).toBeCloseTo(normal / 2);
    expect(assault(target(true, true).s).attack.defense).toBeCloseTo(normal);
  });

  it('PC-SUP-17 air strike: the Low Fuel target defends at half; dismounted (PC-SUT-09) at its normal value', () => {
    const value = (lowFuel: boolean, onFoot: boolean) => {
      const { s, x } = target(lowFuel, onFoot);
      return strikeValue(s, plane, x, [], 0);
    };
    const normal = value(false, false).defense;
    expect(value(true, false).defense).toBeCloseTo(normal / 2);
    expect(value(true, true).defense).toBeCloseTo(normal);
  });
});

describe('PC-SUP-33 Explicit Supply for Isolated units', () => {
  const supply = supplyUnit('20,08');
  const units: UnitSetup[] = [
    unit({
      id: 'hq',
      side: 'allied',
      type: 'hq',
      org: 'a-div',
      hqOf: 'a-div',
      commandRange: 8,
      hex: '04,04',
    }),
    unit({ id: 'a1', side: 'allied', hex: '05,04' }),
    unit({
      id: 'gun',
      side: 'allied',
      type: 'artillery',
      component: 'guns',
      strength: 12,
      flags: { indirect: true },
      hex: '05,05',
    }),
    unit({ id: 'lorry', side: 'allied', moveClass: 'motorized', hex: '06,04' }),
    unit({ id: 'x1', side: 'axis', hex: '28,08' }),
    supply,
  ];
  const game = (explicit: boolean): GameState => {
    const sc: Scenario = { ...openMapScenario(30, 10), units, objectives: [] };
    const s = newGame(sc, 1, { optionalRules: explicit ? ['explicitSupply'] : [] }).state;
    s.ops.isolated = [idx(s, 'a1'), idx(s, 'gun'), idx(s, 'lorry')].sort((a, b) => a - b);
    s.ops.outOfCommand = [];
    return s;
  };

  it('PC-SUP-33: the Isolated unit that fired takes the Low Ammo test at 80: it passes under 80 and fails at 80', () => {
    const s = game(true);
    const a = idx(s, 'a1');
    expect(localSupplyOf(s, a)).toBe(0); // PC-SUP-06: an Isolated hex still shows 0
    expect(ammoTestValue(s, a)).toBe(80);
    s.units[a]!.fired = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${a}`]: [0.7999] }).source);
    expect(s.units[a]!.lowAmmo).toBe(false);
    s.units[a]!.fired = true;
    const ev: GameEvent[] = [];
    ammoChecks(s, 'allied', ev, held({ [`ammo:${a}`]: [0.8, 0] }).source);
    expect(s.units[a]!.lowAmmo).toBe(true);
    const e = ev.find((x) => x.type === 'unitState' && x.unit === a);
    // One roll only: under Explicit Supply no HQ range test follows (PC-SUP-33).
    expect(e && e.type === 'unitState' ? e.rolls : []).toEqual([
      expect.objectContaining({ value: 80, target: 80, success: false, rule: 'PC-SUP-12' }),
    ]);
  });

  it('PC-SUP-10b: without Explicit Supply the Isolated unit that fired is Low on Ammo whatever it rolls', () => {
    const s = game(false);
    const a = idx(s, 'a1');
    s.units[a]!.fired = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${a}`]: [0] }).source);
    expect(s.units[a]!.lowAmmo).toBe(true);
  });

  it('PC-SUP-10c/d: under Explicit Supply Isolated artillery that fired is still Unavailable, an Isolated mover still Low on Fuel', () => {
    const s = game(true);
    const g = idx(s, 'gun');
    s.units[g]!.fired = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${g}`]: [0] }).source);
    expect(s.ops.unavailable).toContain(g);
    for (let t = 2; t < 60; t++)
      if (isFirstTurnOfDay(s.world, t)) {
        s.turn = t;
        break;
      }
    const l = idx(s, 'lorry');
    s.units[l]!.moved = true;
    fuelChecks(s, 'allied', [], held({ [`fuel:${l}`]: [0] }).source);
    expect(s.units[l]!.lowFuel).toBe(true);
  });
});
