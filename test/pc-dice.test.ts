// Dice you can hold (issue 20): every start-of-turn procedure takes its dice from a DiceSource, so
// these tests fix the rolls and check the outcome on both sides of each threshold, and that the
// event reports the threshold it rolled against. The default source is the game's own dice; the
// property at the end proves the reported rounding draws exactly what the old roundRandom drew.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDice } from '../src/engine/core/rng.js';
import type { GameEvent, Roll } from '../src/engine/systems/panzer/events.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { isFirstTurnOfDay } from '../src/engine/systems/panzer/rules/clock.js';
import { commandTest, modifiedCommandRange } from '../src/engine/systems/panzer/rules/command.js';
import { gameDice, roundRandomRoll } from '../src/engine/systems/panzer/rules/dice-source.js';
import { explicitResupply } from '../src/engine/systems/panzer/rules/explicit-supply.js';
import { recoverFatigue } from '../src/engine/systems/panzer/rules/fatigue.js';
import { recoverMorale } from '../src/engine/systems/panzer/rules/morale.js';
import { expectedRecovery, recoverLosses } from '../src/engine/systems/panzer/rules/recovery.js';
import {
  expectedReplacements,
  receiveReplacements,
} from '../src/engine/systems/panzer/rules/replacements.js';
import { ammoChecks, fuelChecks, supplyVariations } from '../src/engine/systems/panzer/rules/supply.js';
import {
  demolitionRoll,
  progressBridges,
  triggerWiredBridges,
} from '../src/engine/systems/panzer/rules/bridges.js';
import { engineering } from '../src/engine/systems/panzer/rules/engineers.js';
import { scriptedDice } from './fixtures/dice.js';
import { openMapScenario, supplyUnit, unit } from './fixtures/mini.js';
import { held } from './pc-dice-held.js';

const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;
const at = (s: GameState, label: string) => s.world.board.parse(label)!;
const stateOf = (ev: readonly GameEvent[], unit: number) =>
  ev.filter((e): e is Extract<GameEvent, { type: 'unitState' }> => e.type === 'unitState' && e.unit === unit);
const rollsOf = (ev: readonly GameEvent[], unit: number): readonly Roll[] =>
  stateOf(ev, unit).flatMap((e) => e.rolls ?? []);

/** A corps HQ over a division HQ over an infantry battalion, a gun and a truck unit (Allied). */
function scenario(over: Partial<Scenario> = {}, extra: UnitSetup[] = []): Scenario {
  return {
    ...openMapScenario(30, 10),
    units: [
      unit({
        id: 'corps-hq',
        side: 'allied',
        type: 'hq',
        org: 'allies',
        hqOf: 'allies',
        commandRange: 10,
        hex: '01,01',
      }),
      unit({
        id: 'div-hq',
        side: 'allied',
        type: 'hq',
        org: 'a-div',
        hqOf: 'a-div',
        commandRange: 6,
        hex: '03,01',
      }),
      unit({ id: 'a1', side: 'allied', org: 'a-div', hex: '05,01' }),
      unit({
        id: 'gun',
        side: 'allied',
        org: 'a-div',
        type: 'artillery',
        component: 'guns',
        strength: 12,
        flags: { indirect: true },
        hex: '04,02',
      }),
      unit({
        id: 'lorry',
        side: 'allied',
        org: 'a-div',
        moveClass: 'motorized',
        hex: '05,02',
      }),
      unit({ id: 'enemy', side: 'axis', org: 'x-div', hex: '28,08' }),
      ...extra,
    ],
    objectives: [],
    ...over,
  };
}

function game(over: Partial<Scenario> = {}, extra: UnitSetup[] = [], rules: string[] = []): GameState {
  return newGame(scenario(over, extra), 1, { optionalRules: rules }).state;
}

/** Local and Global Supply 80 for the Allies everywhere (no Isolation). */
function supplyAt(s: GameState, value: number): void {
  s.ops.globalSupply = { ...s.ops.globalSupply, allied: value };
  const local: Record<number, number> = {};
  s.units.forEach((u) => {
    if (u.loc >= 0) local[u.loc] = value;
  });
  s.ops.localSupply = { ...s.ops.localSupply, allied: local };
  s.ops.isolated = [];
  s.ops.outOfCommand = [];
}

describe('PC-CMD-10 the command test with held dice', () => {
  const setUp = () => {
    const s = game();
    supplyAt(s, 80);
    return { s, corps: idx(s, 'corps-hq'), div: idx(s, 'div-hq') };
  };

  it('PC-CMD-10: first chance: a roll under S (80) is In Command, a roll of S is not', () => {
    const { s, corps } = setUp();
    const under = held({ [`command:${corps}`]: [0.7999] });
    const r = commandTest(s, 'allied', [], under.source);
    expect(r.find((x) => x.hq === corps)).toMatchObject({ inCommand: true });
    expect(r.find((x) => x.hq === corps)!.rolls[0]).toMatchObject({ target: 80, success: true });
    expect(s.ops.outOfCommand).not.toContain(corps);

    const ev: GameEvent[] = [];
    commandTest(s, 'allied', ev, held({ [`command:${corps}`]: [0.8] }).source);
    expect(s.ops.outOfCommand).toContain(corps);
    // A top HQ has no superior: one roll, its threshold reported.
    expect(rollsOf(ev, corps)).toEqual([
      expect.objectContaining({ value: 80, target: 80, success: false, rule: 'PC-CMD-10' }),
    ]);
  });

  it('PC-CMD-10: highest level first, one die per HQ tagged command:<hq>', () => {
    const { s, corps, div } = setUp();
    const h = held({});
    commandTest(s, 'allied', [], h.source);
    expect(h.asked).toEqual([`command:${corps}`, `command:${div}`]);
  });

  it('PC-CMD-10: second chance under C/(C+R) from an In Command superior; both thresholds reported', () => {
    const { s, corps, div } = setUp();
    const c = modifiedCommandRange(s, corps);
    const r = s.world.board.distance(s.units[div]!.loc, s.units[corps]!.loc);
    expect([c, r]).toEqual([10, 2]);
    const p = c / (c + r); // 10/12
    // Just under: In Command on the second chance, and an event says so with both rolls.
    const ev: GameEvent[] = [];
    const pass = commandTest(
      s,
      'allied',
      ev,
      held({ [`command:${corps}`]: [0], [`command:${div}`]: [0.95, p - 1e-6] }).source,
    );
    expect(pass.find((x) => x.hq === div)!.inCommand).toBe(true);
    expect(s.ops.outOfCommand).not.toContain(div);
    const shown = rollsOf(ev, div);
    expect(shown.map((x) => [x.target, x.success])).toEqual([
      [80, false],
      [(100 * 10) / 12, true],
    ]);
    expect(stateOf(ev, div)[0]!.what).toMatch(/second chance/);

    // Just over: Out of Command, the event reports the first chance and the second chance.
    const ev2: GameEvent[] = [];
    commandTest(s, 'allied', ev2, held({ [`command:${corps}`]: [0], [`command:${div}`]: [0.95, p] }).source);
    expect(s.ops.outOfCommand).toContain(div);
    expect(rollsOf(ev2, div).map((x) => [x.target, x.success])).toEqual([
      [80, false],
      [(100 * 10) / 12, false],
    ]);
  });

  it('PC-CMD-10: no second chance when the superior HQ is Out of Command', () => {
    const { s, corps, div } = setUp();
    const ev: GameEvent[] = [];
    commandTest(
      s,
      'allied',
      ev,
      held({ [`command:${corps}`]: [0.99], [`command:${div}`]: [0.95, 0] }).source,
    );
    expect(s.ops.outOfCommand).toEqual([corps, div].sort((a, b) => a - b));
    expect(rollsOf(ev, div)).toHaveLength(1);
    expect(stateOf(ev, div)[0]!.what).toMatch(/Out of Command too/);
  });

  it('property PC-CMD-10: the division HQ is In Command exactly when first < S or (corps In Command and second < C/(C+R))', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        (top, first, second, supply) => {
          const { s, corps, div } = setUp();
          s.ops.globalSupply = { ...s.ops.globalSupply, allied: supply };
          const ev: GameEvent[] = [];
          const res = commandTest(
            s,
            'allied',
            ev,
            held({ [`command:${corps}`]: [top], [`command:${div}`]: [first, second] }).source,
          );
          const corpsIn = top * 100 < supply;
          const divIn = first * 100 < supply || (corpsIn && second < 10 / 12);
          expect(res.find((x) => x.hq === div)!.inCommand).toBe(divIn);
          expect(s.ops.outOfCommand.includes(div)).toBe(!divIn);
          // Every reported roll is on the right side of its threshold.
          for (const roll of rollsOf(ev, div)) expect(roll.success).toBe(roll.value < roll.target);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('PC-SUP-12/13/14 ammo checks with held dice', () => {
  const setUp = () => {
    const s = game();
    supplyAt(s, 80);
    return s;
  };

  it('PC-SUP-12: a roll under the Local Supply Value keeps the ammo; at the value the range test (PC-SUP-13) decides', () => {
    const s = setUp();
    const a = idx(s, 'a1');
    const hq = idx(s, 'div-hq');
    s.units[a]!.fired = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${a}`]: [0.7999] }).source);
    expect(s.units[a]!.lowAmmo).toBe(false);

    const c = modifiedCommandRange(s, hq);
    const r = s.world.board.distance(s.units[a]!.loc, s.units[hq]!.loc);
    const p = c / (c + r);
    s.units[a]!.fired = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${a}`]: [0.8, p - 1e-6] }).source);
    expect(s.units[a]!.lowAmmo).toBe(false); // saved by the range test

    s.units[a]!.fired = true;
    const ev: GameEvent[] = [];
    ammoChecks(s, 'allied', ev, held({ [`ammo:${a}`]: [0.8, p] }).source);
    expect(s.units[a]!.lowAmmo).toBe(true);
    expect(rollsOf(ev, a).map((x) => [x.rule, x.value, x.target, x.success])).toEqual([
      ['PC-SUP-12', 80, 80, false],
      ['PC-SUP-13', p * 100, p * 100, false],
    ]);
  });

  it('PC-SUP-13: Low Ammo clears on a range-test roll under C/(C+R), not on one at it', () => {
    const s = setUp();
    const a = idx(s, 'a1');
    const hq = idx(s, 'div-hq');
    const c = modifiedCommandRange(s, hq);
    const p = c / (c + s.world.board.distance(s.units[a]!.loc, s.units[hq]!.loc));
    s.units[a]!.lowAmmo = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${a}`]: [p] }).source);
    expect(s.units[a]!.lowAmmo).toBe(true);
    const ev: GameEvent[] = [];
    ammoChecks(s, 'allied', ev, held({ [`ammo:${a}`]: [p - 1e-6] }).source);
    expect(s.units[a]!.lowAmmo).toBe(false);
    expect(rollsOf(ev, a)[0]).toMatchObject({ target: p * 100, success: true, rule: 'PC-SUP-13' });
  });

  it('PC-SUP-14: artillery that fired goes Unavailable on a roll at the Local Supply Value, and back on a roll under it', () => {
    const s = setUp();
    const g = idx(s, 'gun');
    s.units[g]!.fired = true;
    ammoChecks(s, 'allied', [], held({ [`ammo:${g}`]: [0.7999] }).source);
    expect(s.ops.unavailable).not.toContain(g);
    const ev: GameEvent[] = [];
    ammoChecks(s, 'allied', ev, held({ [`ammo:${g}`]: [0.8] }).source);
    expect(s.ops.unavailable).toContain(g);
    expect(rollsOf(ev, g)[0]).toMatchObject({ value: 80, target: 80, success: false, rule: 'PC-SUP-14' });
    s.units[g]!.fired = false;
    ammoChecks(s, 'allied', [], held({ [`ammo:${g}`]: [0.8] }).source);
    expect(s.ops.unavailable).toContain(g);
    const back: GameEvent[] = [];
    ammoChecks(s, 'allied', back, held({ [`ammo:${g}`]: [0.7999] }).source);
    expect(s.ops.unavailable).not.toContain(g);
    expect(rollsOf(back, g)[0]).toMatchObject({ target: 80, success: true });
  });
});

describe('PC-SUP-16/18/19 fuel with held dice', () => {
  const midnight = (s: GameState) => {
    for (let t = 2; t < 60; t++) if (isFirstTurnOfDay(s.world, t)) return t;
    throw new Error('no midnight turn');
  };

  it('PC-SUP-16/18: at midnight a unit that moved passes on a roll under the Local Supply Value, or within its In Command HQ radius', () => {
    const s = game();
    supplyAt(s, 80);
    s.turn = midnight(s);
    const l = idx(s, 'lorry');
    s.units[l]!.moved = true;
    fuelChecks(s, 'allied', [], held({ [`fuel:${l}`]: [0.8] }).source);
    expect(s.units[l]!.lowFuel).toBe(false); // failed roll, but 2 hexes from its HQ of range 6

    // Out of the HQ's radius: the same roll makes it Low on Fuel; a roll under 80 does not.
    s.units[l]!.loc = at(s, '20,02');
    s.ops.localSupply.allied[s.units[l]!.loc] = 80;
    s.units[l]!.moved = true;
    fuelChecks(s, 'allied', [], held({ [`fuel:${l}`]: [0.7999] }).source);
    expect(s.units[l]!.lowFuel).toBe(false);
    s.units[l]!.moved = true;
    const ev: GameEvent[] = [];
    fuelChecks(s, 'allied', ev, held({ [`fuel:${l}`]: [0.8] }).source);
    expect(s.units[l]!.lowFuel).toBe(true);
    expect(rollsOf(ev, l)).toEqual([
      expect.objectContaining({ value: 80, target: 80, success: false, rule: 'PC-SUP-16' }),
    ]);
    expect(stateOf(ev, l)[0]!.what).toMatch(/PC-SUP-18/);
  });

  it('PC-SUP-19: off midnight a Low Fuel unit refuels on a roll under the Refuel Percentage (50) when its HQ is in range', () => {
    const s = game();
    supplyAt(s, 80);
    s.turn = midnight(s) + 1;
    const l = idx(s, 'lorry');
    s.units[l]!.lowFuel = true;
    fuelChecks(s, 'allied', [], held({ [`fuel:${l}`]: [0.5] }).source);
    expect(s.units[l]!.lowFuel).toBe(true);
    const ev: GameEvent[] = [];
    fuelChecks(s, 'allied', ev, held({ [`fuel:${l}`]: [0.4999] }).source);
    expect(s.units[l]!.lowFuel).toBe(false);
    expect(rollsOf(ev, l)[0]).toMatchObject({ target: 50, success: true, rule: 'PC-SUP-19' });
  });
});

describe('PC-SUP-21 supply variations with held dice', () => {
  it('PC-SUP-21: a variation happens on a roll under its probability, and its message gives the roll', () => {
    const s = game({
      supplyVariations: [{ side: 'allied', probability: 30, amount: -10 }],
    } as Partial<Scenario>);
    for (let t = 2; t < 60; t++)
      if (isFirstTurnOfDay(s.world, t)) {
        s.turn = t;
        break;
      }
    const before = s.ops.globalSupply.allied;
    supplyVariations(s, 'allied', [], undefined, held({ 'variation:0': [0.3] }).source);
    expect(s.ops.globalSupply.allied).toBe(before);
    const ev: GameEvent[] = [];
    supplyVariations(s, 'allied', ev, undefined, held({ 'variation:0': [0.2999] }).source);
    expect(s.ops.globalSupply.allied).toBe(before - 10);
    expect(ev[0]).toMatchObject({ type: 'message', rule: 'PC-SUP-21' });
    expect(ev[0]!.type === 'message' && ev[0]!.text).toMatch(/rolled 30 under 30%/);
  });
});

describe('PC-SUP-34/35 explicit resupply with held dice', () => {
  const supply = supplyUnit('06,01', { org: 'a-div' });

  it('PC-SUP-35: 650 men cost 6.5 points: 7 on a rounding roll under 0.5, 6 on one at 0.5; the event reports it', () => {
    const run = (u: number) => {
      const s = game({}, [supply], ['explicitSupply']);
      const a = idx(s, 'a1');
      s.units[a]!.strength = 650;
      s.units[a]!.lowAmmo = true;
      const ev: GameEvent[] = [];
      explicitResupply(s, 'allied', ev, held({ 'explicit-supply': [u] }, { strict: true }).source);
      return { s, a, ev };
    };
    const up = run(0.4999);
    expect(up.s.units[up.a]!.lowAmmo).toBe(false);
    expect(up.s.units[idx(up.s, 'sup')]!.strength).toBe(13);
    expect(rollsOf(up.ev, up.a)[0]).toMatchObject({ target: 0.5, success: true, rule: 'PC-SUP-35' });
    const down = run(0.5);
    expect(down.s.units[idx(down.s, 'sup')]!.strength).toBe(14);
    expect(rollsOf(down.ev, down.a)[0]).toMatchObject({ value: 0.5, target: 0.5, success: false });
  });
});

describe('PC-FAT-05 fatigue recovery with held dice', () => {
  it('PC-FAT-05: a resting unit recovers a random 0..2 × Rest Value, randomly rounded, each draw reported', () => {
    const run = (draw: number, round: number) => {
      const s = game();
      s.turn = 2; // a day turn: Rest Value 10
      const a = idx(s, 'a1');
      s.units[a]!.fatigue = 100;
      const ev: GameEvent[] = [];
      const h = held({ [`fatigue-rest|${a}`]: [draw, round] });
      recoverFatigue(s, 'allied', ev, h.source);
      return { fatigue: s.units[a]!.fatigue, rolls: rollsOf(ev, a) };
    };
    // 0.375 × 20 = 7.5: 8 under 0.5, 7 at it.
    expect(run(0.375, 0.4999).fatigue).toBe(92);
    const r = run(0.375, 0.5);
    expect(r.fatigue).toBe(93);
    expect(r.rolls[0]).toMatchObject({ value: 7.5, target: 20, rule: 'PC-FAT-05' });
    expect(r.rolls[1]).toMatchObject({ value: 0.5, target: 0.5, success: false, rule: 'PC-GEN-06' });
    expect(run(0, 0).fatigue).toBe(100); // nothing drawn, no event
  });
});

describe('PC-MRL-06 morale recovery with held dice', () => {
  it('PC-MRL-06: a Disrupted unit recovers on a range roll under C/(C+R) and a d6 at most its morale', () => {
    const run = (range: number, d6: number) => {
      const s = game();
      const a = idx(s, 'a1');
      s.units[a]!.cohesion = 'disrupted';
      const ev: GameEvent[] = [];
      recoverMorale(s, 'allied', ev, held({ [`recover|${a}`]: [range, d6] }, { strict: false }).source);
      return { s, a, ev };
    };
    const ok = run(0, 0); // d6 = 1
    expect(ok.s.units[ok.a]!.cohesion).toBe('ok');
    const rolls = rollsOf(ok.ev, ok.a);
    expect(rolls.map((r) => r.rule)).toEqual(['PC-MRL-06', 'PC-MRL-06']);
    const target = rolls[0]!.target;
    expect(target).toBeGreaterThan(0);
    // A range roll at the threshold fails it; the 50% second chance is then rolled (and held at 0.5: fails).
    const s = game();
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'disrupted';
    recoverMorale(s, 'allied', [], held({ [`recover|${a}`]: [target / 100, 0.5] }).source);
    expect(s.units[a]!.cohesion).toBe('disrupted');
  });
});

describe('PC-REC-01 loss recovery and PC-REC-03 replacements with held dice', () => {
  it('PC-REC-01: 5% of 50 missing = 2.5: 3 on a rounding roll under 0.5, 2 at 0.5', () => {
    const run = (u: number) => {
      const s = game({ params: { side: { allied: { unitRecovery: 5 } } } } as Partial<Scenario>);
      s.turn = 2;
      const a = idx(s, 'a1');
      s.units[a]!.strength = 550;
      expect(expectedRecovery(s, a)).toBeCloseTo(2.5);
      const ev: GameEvent[] = [];
      recoverLosses(s, 'allied', ev, held({ [`recover-loss|${a}`]: [u] }).source);
      return { strength: s.units[a]!.strength, rolls: rollsOf(ev, a) };
    };
    const up = run(0.4999);
    expect(up.strength).toBe(553);
    expect(up.rolls[0]).toMatchObject({ target: 0.5, success: true, rule: 'PC-REC-01' });
    expect(run(0.5).strength).toBe(552);
  });

  it('PC-REC-03: a 0.75% replacement rate on 600 men = 4.5: 5 under 0.5, 4 at 0.5', () => {
    const run = (u: number) => {
      const base = scenario();
      const s = newGame(
        { ...base, orgs: base.orgs.map((o) => (o.id === 'a-div' ? { ...o, replacementRate: 0.75 } : o)) },
        1,
      ).state;
      supplyAt(s, 80);
      s.turn = 2;
      const a = idx(s, 'a1');
      s.units[a]!.strength = 500;
      expect(expectedReplacements(s, a)).toBeCloseTo(4.5);
      const ev: GameEvent[] = [];
      receiveReplacements(s, 'allied', ev, held({ [`replacements|${a}`]: [u] }).source);
      return { strength: s.units[a]!.strength, rolls: rollsOf(ev, a) };
    };
    const up = run(0.4999);
    expect(up.strength).toBe(505);
    expect(up.rolls[0]).toMatchObject({ target: 0.5, success: true, rule: 'PC-REC-03' });
    expect(run(0.5).strength).toBe(504);
  });
});

describe('PC-ENG bridge work, wired bridges and demolition with held dice', () => {
  const bridged = (over: Partial<Scenario> = {}) =>
    scenario({
      map: {
        ...openMapScenario(30, 10).map,
        hexsides: [
          { hex: '08,02', dir: 'E', features: ['river'] },
          { hex: '08,03', dir: 'E', features: ['river', 'bridgeHeavy'] },
        ],
      },
      ...over,
    });

  it('PC-ENG-19: the wired bridge blows on a roll under the Wired Bridge chance (50) and stands at it; the message gives both', () => {
    const run = (u: number) => {
      const s = newGame(
        bridged({ wiredBridges: [{ hex: '08,03', dir: 'E', against: 'allied' }] } as Partial<Scenario>),
        1,
      ).state;
      const ev: GameEvent[] = [];
      const blown = triggerWiredBridges(s, 'allied', at(s, '08,03'), ev, held({ 'wired|0': [u] }).source);
      return { blown, text: ev[0]?.type === 'message' ? ev[0].text : '' };
    };
    const yes = run(0.4999);
    expect(yes.blown).toBe(true);
    expect(yes.text).toMatch(/blown \(rolled 50 against the Wired Bridge chance 50%\)/);
    const no = run(0.5);
    expect(no.blown).toBe(false);
    expect(no.text).toMatch(/stands \(rolled 50 against the Wired Bridge chance 50%\)/);
  });

  it('PC-ENG-10: bridge work finishes on a roll under the combined chance, not at it', () => {
    const run = (u: number) => {
      const s = newGame(bridged({}), 1).state;
      const a = idx(s, 'a1');
      const loc = at(s, '08,02');
      engineering(s).jobs = [
        {
          kind: 'build',
          unit: a,
          loc,
          edge: s.world.board.hexside(loc, 0),
          target: -1,
          started: 1,
          turns: 1,
        },
      ];
      const h = held({}, { fallback: [u] });
      const ev: GameEvent[] = [];
      progressBridges(s, 'allied', ev, h.source);
      return { asked: h.asked, rolls: rollsOf(ev, a) };
    };
    const probe = run(0.99);
    expect(probe.asked).toHaveLength(1);
    expect(probe.asked[0]).toMatch(/^eng-bridge\|build\|/);
    expect(probe.rolls).toEqual([]);
    const done = run(0);
    expect(done.rolls[0]).toMatchObject({ success: true, rule: 'PC-ENG-10' });
    const chance = done.rolls[0]!.target;
    expect(run(chance / 100 - 1e-9).rolls).toHaveLength(1);
    expect(run(chance / 100).rolls).toHaveLength(0);
  });

  it('PC-ENG-17: demolition takes held dice: the lowest draw converts to no vehicle loss, the highest damages', () => {
    const s = newGame(bridged({}), 1).state;
    const a = idx(s, 'a1');
    const low = demolitionRoll(s, a, 30, 'x', scriptedDice([0, 0, 0.99]));
    const high = demolitionRoll(s, a, 30, 'x', scriptedDice([1 - 1e-12, 1 - 1e-12, 0]));
    expect(high.raw).toBeGreaterThan(low.raw);
    expect(high.damaged).toBe(high.converted > 0);
    // The default dice are the game's own: the same tag gives the same result.
    expect(demolitionRoll(s, a, 30, 'x')).toEqual(demolitionRoll(s, a, 30, 'x'));
  });
});

describe('PC-GEN-06 the reported rounding draws what Dice.roundRandom draws', () => {
  it('property: roundRandomRoll gives roundRandom’s value and leaves the stream where roundRandom leaves it', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ min: 0, max: 1000, noNaN: true }), (key, x) => {
        const a = makeDice(key);
        const b = makeDice(key);
        const r = roundRandomRoll(a, x, 'x', 'PC-GEN-06');
        expect(r.value).toBe(b.roundRandom(x));
        expect(a.next()).toBe(b.next());
        expect(r.roll.success).toBe(r.value > Math.floor(x));
      }),
    );
  });

  it('the default source is the game’s dice: the same state and tag give the same rolls', () => {
    const s = game();
    const d = gameDice(s);
    expect(d('ammo:3').next()).toBe(makeDice(`${s.seed}|${s.seq}|ammo:3`).next());
  });
});
