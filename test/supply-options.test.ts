// Optional supply rules: Artillery Setup and Stockpiling (PC-SUP-24..27), Virtual Supply Trucks
// (PC-SUP-30/31) and Explicit Supply (PC-SUP-32..39).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import { diceFor } from '../src/engine/core/rng.js';
import {
  artilleryTurnStart,
  needsSetup,
  setupChance,
} from '../src/engine/systems/panzer/rules/artillery-setup.js';
import { unitsAt } from '../src/engine/systems/panzer/rules/combat-units.js';
import {
  captureSupplyUnits,
  explicitResupply,
  resupplyCost,
  sideOf,
  supplyRange,
} from '../src/engine/systems/panzer/rules/explicit-supply.js';
import { computeFire, firerRefusal } from '../src/engine/systems/panzer/rules/fire.js';
import { ownActiveUnit } from '../src/engine/systems/panzer/rules/guards.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { ownUnitLines } from '../src/tui/systems/panzer/hexinfo.js';
import {
  ammoChecks,
  computeSupply,
  localSupplyOf,
  supplyMap,
} from '../src/engine/systems/panzer/rules/supply.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { miniScenario, unit } from './fixtures/mini.js';

const idx = (s: GameState, id: string) => s.world.unitIndex.get(id)!;
const at = (s: GameState, label: string) => s.world.board.parse(label)!;

function gun(over: Partial<UnitSetup> & Pick<UnitSetup, 'id' | 'side'>): UnitSetup {
  return unit({
    type: 'artillery',
    component: 'guns',
    strength: 12,
    hard: { value: 4, range: 8 },
    soft: { value: 20, range: 8 },
    assault: 1,
    moveClass: 'motorized',
    speed: 12,
    flags: { indirect: true, towed: true },
    ...over,
  });
}

/** A 20x12 open map; Allied supply from the west edge, Axis from the east edge. */
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

function game(sc: Scenario, rules: string[] = [], seed: string | number = 1): GameState {
  return newGame(sc, seed, { optionalRules: rules }).state;
}

const setupParams = (v: number, stockpiling = 0): Scenario['params'] => ({
  side: { allied: { artillerySetup: v, stockpiling }, axis: { artillerySetup: v, stockpiling } },
});

describe('PC-SUP-24..26 Artillery Setup (optional)', () => {
  const sc = (over: Partial<Scenario> = {}) =>
    field({
      params: setupParams(70),
      units: [
        unit({ id: 'a1', side: 'allied', hex: '05,05' }),
        gun({ id: 'gun', side: 'allied', hex: '04,05' }),
        gun({ id: 'sp', side: 'allied', hex: '04,06', flags: { indirect: true }, moveClass: 'tracked' }),
        gun({
          id: 'at',
          side: 'allied',
          hex: '04,07',
          type: 'antiTank',
          flags: { indirect: true, towed: true },
        }),
        gun({
          id: 'siege',
          side: 'allied',
          hex: '04,08',
          flags: { indirect: true, towed: true, siegeGun: true },
        }),
        gun({ id: 'late', side: 'allied', arrives: { turn: 2, hex: '00,05' } }),
        gun({ id: 'limbered', side: 'allied', hex: '03,05', mode: 'travel' }),
        unit({ id: 'x1', side: 'axis', hex: '12,05' }),
      ],
      ...over,
    });

  it('PC-SUP-24: moving marks indirect-fire artillery Setup Required; indirect fire refused, direct allowed', () => {
    let s = game(sc(), ['artillerySetup']);
    const g = idx(s, 'gun');
    expect(s.units[g]!.setupRequired).toBeUndefined();
    s.units[g]!.mode = 'travel'; // towed guns move limbered
    const r = apply(s, { type: 'move', units: ['gun'], path: ['04,04'] });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(s.units[g]!.setupRequired).toBe(true);
    s.units[g]!.mode = 'deployed';
    const refusal = firerRefusal(s, g, true, false);
    expect(refusal?.rule).toBe('PC-SUP-24');
    expect(firerRefusal(s, g, false, false)?.rule).not.toBe('PC-SUP-24');
  });

  it('hex info shows "setting up" and "stockpiled" for own units', () => {
    const s = game(sc(), ['artillerySetup']);
    const g = idx(s, 'limbered');
    s.units[g]!.stockpiled = true;
    const view = viewFor(s, 'allied');
    const text = ownUnitLines(
      view,
      view.own.find((o) => o.index === g)!,
      false,
    )
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('setting up');
    expect(text).toContain('stockpiled');
  });

  it('without the optional rule, moving never requires setup', () => {
    const s = game(sc(), []);
    const g = idx(s, 'gun');
    s.units[g]!.mode = 'travel';
    const r = apply(s, { type: 'move', units: ['gun'], path: ['04,04'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units[g]!.setupRequired).toBeUndefined();
    expect(r.state.units[idx(s, 'limbered')]!.setupRequired).toBeUndefined();
  });

  it('PC-SUP-25: 100% = no setup at all; at >= 90% self-propelled guns are exempt, towed ones are not', () => {
    const s90 = game(sc({ params: setupParams(90) }), ['artillerySetup']);
    expect(needsSetup(s90.world, s90.world.units[idx(s90, 'sp')]!)).toBe(false);
    expect(needsSetup(s90.world, s90.world.units[idx(s90, 'gun')]!)).toBe(true);
    const s89 = game(sc({ params: setupParams(89) }), ['artillerySetup']);
    expect(needsSetup(s89.world, s89.world.units[idx(s89, 'sp')]!)).toBe(true);
    const s100 = game(sc({ params: setupParams(100) }), ['artillerySetup']);
    expect(needsSetup(s100.world, s100.world.units[idx(s100, 'gun')]!)).toBe(false);
    expect(s100.units[idx(s100, 'limbered')]!.setupRequired).toBeUndefined();
  });

  it('PC-SUP-25/26: siege guns set up at half the chance; anti-tank guns never need setup', () => {
    const s = game(sc(), ['artillerySetup']);
    expect(setupChance(s.world, s.world.units[idx(s, 'siege')]!)).toBe(35);
    expect(setupChance(s.world, s.world.units[idx(s, 'gun')]!)).toBe(70);
    expect(needsSetup(s.world, s.world.units[idx(s, 'at')]!)).toBe(false);
  });

  it('PC-SUP-26: artillery starting in Travel Mode or arriving as reinforcements counts as having moved', () => {
    const s = game(sc(), ['artillerySetup']);
    expect(s.units[idx(s, 'limbered')]!.setupRequired).toBe(true);
    expect(s.units[idx(s, 'late')]!.setupRequired).toBe(true);
    expect(s.units[idx(s, 'gun')]!.setupRequired).toBeUndefined();
  });

  it('PC-SUP-24: after a turn without moving or firing, the unit sets up when the roll is under the Setup value', () => {
    for (const above of [true, false]) {
      const s = game(sc(), ['artillerySetup']);
      const g = idx(s, 'gun');
      Object.assign(s.units[g]!, { setupRequired: true, moved: false, fired: false });
      const roll = diceFor(s, `setup:${g}`).percent();
      const params = s.world.params.side.allied;
      const saved = params.artillerySetup;
      params.artillerySetup = above ? roll + 0.01 : roll; // the world is shared: restored below
      const ev: GameEvent[] = [];
      artilleryTurnStart(s, 'allied', ev);
      params.artillerySetup = saved;
      expect(s.units[g]!.setupRequired).toBe(above ? undefined : true);
      const e = ev.find((x) => x.type === 'unitState' && x.unit === g);
      expect(e && 'rolls' in e ? e.rolls?.[0] : undefined).toMatchObject({ value: roll, success: above });
    }
  });

  it('PC-SUP-24: no test while the unit moved or fired in its last turn (the one-turn delay)', () => {
    const s = game(sc({ params: setupParams(99) }), ['artillerySetup']);
    const g = idx(s, 'gun');
    Object.assign(s.units[g]!, { setupRequired: true, moved: false, fired: true });
    artilleryTurnStart(s, 'allied', []);
    expect(s.units[g]!.setupRequired).toBe(true);
    Object.assign(s.units[g]!, { moved: true, fired: false });
    artilleryTurnStart(s, 'allied', []);
    expect(s.units[g]!.setupRequired).toBe(true);
  });

  it('PC-SUP-26: towed artillery cannot finish setting up in Travel Mode', () => {
    const s = game(sc({ params: setupParams(99) }), ['artillerySetup']);
    const g = idx(s, 'limbered');
    Object.assign(s.units[g]!, { moved: false, fired: false });
    for (let k = 0; k < 5; k++) artilleryTurnStart(s, 'allied', []);
    expect(s.units[g]!.setupRequired).toBe(true);
    s.units[g]!.mode = 'deployed';
    let done = false;
    for (let k = 0; k < 20 && !done; k++) {
      s.seq++;
      artilleryTurnStart(s, 'allied', []);
      done = !s.units[g]!.setupRequired;
    }
    expect(done).toBe(true);
  });
});

describe('PC-SUP-27 Stockpiled artillery', () => {
  const sc = (stockpiling: number, over: Partial<UnitSetup> = {}) =>
    field({
      params: setupParams(70, stockpiling),
      units: [
        unit({ id: 'a1', side: 'allied', hex: '05,05' }),
        gun({ id: 'gun', side: 'allied', hex: '04,05', ...over }),
        unit({ id: 'x1', side: 'axis', hex: '09,05' }),
      ],
    });

  it('may be set in the scenario', () => {
    const s = game(sc(0, { stockpiled: true }));
    expect(s.units[idx(s, 'gun')]!.stockpiled).toBe(true);
  });

  it('becomes Stockpiled on Day turns when Stockpiling > 0, never at night or at 0%', () => {
    const s = game(sc(100)); // start 08:00: a Day turn
    const g = idx(s, 'gun');
    delete s.units[g]!.stockpiled;
    artilleryTurnStart(s, 'allied', []);
    expect(s.units[g]!.stockpiled).toBe(true);

    const none = game(sc(0));
    artilleryTurnStart(none, 'allied', []);
    expect(none.units[idx(none, 'gun')]!.stockpiled).toBeUndefined();

    const night = game(sc(100));
    delete night.units[g]!.stockpiled;
    night.turn = 8; // 08:00 + 7 × 2 h = 22:00, a Night turn
    artilleryTurnStart(night, 'allied', []);
    expect(night.units[g]!.stockpiled).toBeUndefined();
  });

  it('eligible units have not moved or fired, are neither Disrupted nor Broken nor Unavailable', () => {
    for (const change of [
      (s: GameState, g: number) => (s.units[g]!.fired = true),
      (s: GameState, g: number) => (s.units[g]!.moved = true),
      (s: GameState, g: number) => (s.units[g]!.cohesion = 'disrupted'),
      (s: GameState, g: number) => (s.ops.unavailable = [g]),
    ]) {
      const s = game(sc(100));
      const g = idx(s, 'gun');
      delete s.units[g]!.stockpiled;
      change(s, g);
      artilleryTurnStart(s, 'allied', []);
      expect(s.units[g]!.stockpiled).toBeUndefined();
    }
  });

  it('(a) fire × the Stockpiled Fire modifier: 150% by default', () => {
    const s = game(sc(0, { stockpiled: true }));
    const g = idx(s, 'gun');
    const calc = computeFire(s, { firer: g, target: idx(s, 'x1'), indirect: false, opportunity: false });
    const f = calc.factors.find((x) => x.rule === 'PC-SUP-27');
    expect(f?.value).toBe(1.5);
    s.units[g]!.stockpiled = false;
    const plain = computeFire(s, { firer: g, target: idx(s, 'x1'), indirect: false, opportunity: false });
    expect(plain.factors.some((x) => x.rule === 'PC-SUP-27')).toBe(false);
    expect(calc.attack / plain.attack).toBeCloseTo(1.5);
  });

  it('(b)(c) supply tests at 75% (80% -> 60%); the first failure costs the status, not availability', () => {
    // Find a seed whose ammo roll r lies in [60, 80): a fail at 60%, a pass at 80%.
    let s!: GameState;
    let g = -1;
    let r = 0;
    for (let seed = 1; seed < 200; seed++) {
      s = game(sc(0, { stockpiled: true }), [], seed);
      g = idx(s, 'gun');
      r = diceFor(s, `ammo:${g}`).percent();
      if (r >= 60 && r < 80) break;
    }
    expect(r).toBeGreaterThanOrEqual(60);
    expect(localSupplyOf(s, g)).toBe(80);
    s.units[g]!.fired = true;
    const plain = structuredClone({ stock: s.units[g]!.stockpiled });
    expect(plain.stock).toBe(true);
    const ev: GameEvent[] = [];
    ammoChecks(s, 'allied', ev);
    expect(s.units[g]!.stockpiled).toBeUndefined();
    expect(s.ops.unavailable).not.toContain(g);
    const e = ev.find((x) => x.type === 'unitState' && x.unit === g);
    expect(e && 'rolls' in e ? e.rolls?.[0]?.target : undefined).toBe(60);
    // Not stockpiled, the same roll passes at 80%.
    ammoChecks(s, 'allied', []);
    expect(s.ops.unavailable).not.toContain(g);
  });

  it('any movement ends Stockpiled status', () => {
    const s = game(sc(0, { stockpiled: true, mode: 'travel' }));
    const r = apply(s, { type: 'move', units: ['gun'], path: ['04,04'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units[idx(s, 'gun')]!.stockpiled).toBeUndefined();
  });
});

describe('PC-SUP-30/31 Virtual Supply Trucks (optional)', () => {
  /** A source at 00,05 (value 80) and a primary road along row 5. */
  const sc = (units: UnitSetup[], terrain?: string[]) =>
    field({
      map: {
        width: 20,
        height: 12,
        terrain: terrain ?? Array.from({ length: 12 }, () => '.'.repeat(20)),
        lines: [
          {
            kind: 'primaryRoad',
            hexes: Array.from({ length: 20 }, (_, c) => `${String(c).padStart(2, '0')},05`),
          },
        ],
      },
      supplySources: [{ hex: '00,05', side: 'allied', value: 80 }],
      params: { roadCosts: { primaryRoad: { motorized: 3 } } },
      units,
    });

  it('worked example: on a primary road at 3 MP per hex, supply drops by 0.06 per hex (about 1 point every 16 hexes)', () => {
    const s = game(sc([unit({ id: 'a1', side: 'allied', hex: '16,05' })]), ['virtualSupplyTrucks']);
    const m = supplyMap(s, 'allied');
    expect(m.get(at(s, '01,05'))).toBeCloseTo(80 - 0.06, 6);
    expect(m.get(at(s, '10,05'))).toBeCloseTo(80 - 0.6, 6);
    expect(m.get(at(s, '16,05'))).toBeCloseTo(79.04, 6);
    computeSupply(s, 'allied', []);
    expect(localSupplyOf(s, idx(s, 'a1'))).toBeCloseTo(79.04, 6);
  });

  it('without the rule every traced hex gets the source value', () => {
    const s = game(sc([unit({ id: 'a1', side: 'allied', hex: '16,05' })]), []);
    expect(supplyMap(s, 'allied').get(at(s, '16,05'))).toBe(80);
  });

  it('off the road the path costs the cross-country rate; values fall with distance and never exceed the source', () => {
    const s = game(sc([unit({ id: 'a1', side: 'allied', hex: '16,05' })]), ['virtualSupplyTrucks']);
    const m = supplyMap(s, 'allied');
    const onRoad = m.get(at(s, '08,05'))!;
    const offRoad = m.get(at(s, '08,09'))!;
    expect(offRoad).toBeLessThan(onRoad);
    for (const v of m.values()) expect(v).toBeLessThanOrEqual(80);
    for (const v of m.values()) expect(v).toBeGreaterThanOrEqual(0);
  });

  it('PC-SUP-31: hexes prohibited to motorized movement (Marsh) cost 50 MP', () => {
    // Column 3 is Marsh on every row but the road row: through it costs 50 instead of the road.
    const terrain = Array.from({ length: 12 }, () => '...m................');
    const s = game(sc([unit({ id: 'a1', side: 'allied', hex: '04,02' })], terrain), ['virtualSupplyTrucks']);
    const m = supplyMap(s, 'allied');
    // 03,05 is Marsh too, but the road crosses it: 3 MP per hex all along the road.
    expect(m.get(at(s, '03,05'))).toBeCloseTo(80 - 4 * 0.06 + 0.06, 6);
    // 03,00 can only be entered as Marsh: its cost includes 50 MP, so at least 1 point lower.
    expect(m.get(at(s, '03,00'))!).toBeLessThanOrEqual(80 - 0.02 * 50);
  });

  it('PC-SUP-31: enemy units and their un-negated ZOC block the trucks; a detour costs more', () => {
    const base = game(sc([unit({ id: 'a1', side: 'allied', hex: '16,05' })]), ['virtualSupplyTrucks']);
    const blocked = game(
      sc([unit({ id: 'a1', side: 'allied', hex: '16,05' }), unit({ id: 'x1', side: 'axis', hex: '08,05' })]),
      ['virtualSupplyTrucks'],
    );
    const v0 = supplyMap(base, 'allied').get(at(base, '16,05'))!;
    const m = supplyMap(blocked, 'allied');
    expect(m.has(at(blocked, '08,05'))).toBe(false);
    expect(m.has(at(blocked, '09,05'))).toBe(false); // in the enemy ZOC, no friendly unit
    expect(m.get(at(blocked, '16,05'))!).toBeLessThan(v0);
  });

  it('several sources: each hex takes the best of (source value − 0.02 × path cost)', () => {
    const base = sc([unit({ id: 'a1', side: 'allied', hex: '16,05' })]);
    const s = game(
      {
        ...base,
        supplySources: [
          { hex: '00,05', side: 'allied', value: 80 },
          { hex: '19,05', side: 'allied', value: 79.5 },
        ],
      },
      ['virtualSupplyTrucks'],
    );
    const m = supplyMap(s, 'allied');
    expect(m.get(at(s, '01,05'))).toBeCloseTo(79.94, 6);
    expect(m.get(at(s, '10,05'))).toBeCloseTo(79.4, 6); // 80 − 10 × 0.06 beats 79.5 − 9 × 0.06
    expect(m.get(at(s, '15,05'))).toBeCloseTo(79.26, 6); // 79.5 − 4 × 0.06 beats 80 − 15 × 0.06
    expect(m.get(at(s, '19,05'))).toBeCloseTo(79.5, 6);
  });

  it('property: VST never changes which hexes are Isolated and never raises a value (PC-SUP-07/30)', () => {
    const hex = fc.tuple(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 11 }));
    const label = ([c, r]: [number, number]) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.uniqueArray(hex, { minLength: 0, maxLength: 8, selector: label }),
        fc.array(fc.tuple(hex, fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 3 }),
        (enemies, sources) => {
          const units = [
            unit({ id: 'a1', side: 'allied', hex: '16,05' }),
            ...enemies
              .filter((h) => label(h) !== '16,05')
              .map((h, i) => unit({ id: `x${i}`, side: 'axis', hex: label(h) })),
          ];
          const scn: Scenario = {
            ...sc(units),
            supplySources: sources.map(([h, value]) => ({ hex: label(h), side: 'allied' as const, value })),
          };
          const plain = supplyMap(game(scn), 'allied');
          const vst = supplyMap(game(scn, ['virtualSupplyTrucks']), 'allied');
          expect([...vst.keys()].sort((a, b) => a - b)).toEqual([...plain.keys()].sort((a, b) => a - b));
          for (const [loc, v] of vst) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(plain.get(loc)! + 1e-9);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('PC-SUP-30: only for a side with Supply Sources; PC-SUP-32: Explicit Supply overrides it', () => {
    const noSources = game(field(), ['virtualSupplyTrucks']);
    expect(supplyMap(noSources, 'allied').get(at(noSources, '16,05'))).toBe(80);
    const withSupplyUnits = game(
      sc([
        unit({ id: 'a1', side: 'allied', hex: '16,05' }),
        unit({
          id: 'sup',
          side: 'allied',
          type: 'supply',
          component: 'vehicles',
          strength: 20,
          hex: '02,05',
        }),
      ]),
      ['virtualSupplyTrucks', 'explicitSupply'],
    );
    expect(supplyMap(withSupplyUnits, 'allied').get(at(withSupplyUnits, '16,05'))).toBe(80);
  });
});

describe('PC-SUP-32..39 Explicit Supply (optional)', () => {
  const supply = (over: Partial<UnitSetup> = {}) =>
    unit({
      id: 'sup',
      side: 'allied',
      name: 'Supply Column',
      type: 'supply',
      component: 'vehicles',
      strength: 20,
      assault: 0,
      hard: { value: 0, range: 0 },
      soft: { value: 0, range: 0 },
      moveClass: 'motorized',
      supplyRange: 3,
      hex: '05,05',
      ...over,
    });
  const sc = (units: UnitSetup[]) => field({ units });
  const rules = ['explicitSupply'];

  it('PC-SUP-33: supply tests use a Local Supply Value of 80 (not the Global value)', () => {
    const s = game(
      field({
        params: { side: { allied: { globalSupply: 40 } } },
        units: [supply(), unit({ id: 'a1', side: 'allied', hex: '07,05' })],
      }),
      rules,
    );
    expect(localSupplyOf(s, idx(s, 'a1'))).toBe(80);
    const off = game(
      field({
        params: { side: { allied: { globalSupply: 40 } } },
        units: [supply(), unit({ id: 'a1', side: 'allied', hex: '07,05' })],
      }),
    );
    expect(localSupplyOf(off, idx(off, 'a1'))).toBe(40);
  });

  it('PC-SUP-33: the ammo test alone decides, a 20% chance of Low Ammo: no HQ range test rescues it', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed < 40 && seen.size < 2; seed++) {
      const s = game(
        sc([
          supply({ hex: '15,09' }),
          unit({
            id: 'a-hq',
            side: 'allied',
            type: 'hq',
            hqOf: 'a-div',
            commandRange: 8,
            strength: 100,
            hex: '04,05',
          }),
          unit({ id: 'a1', side: 'allied', hex: '05,05' }),
        ]),
        rules,
        seed,
      );
      const a = idx(s, 'a1');
      s.units[a]!.fired = true;
      const roll = diceFor(s, `ammo:${a}`).percent();
      ammoChecks(s, 'allied', []);
      expect(s.units[a]!.lowAmmo).toBe(roll >= 80);
      seen.add(roll >= 80);
    }
    expect(seen.size).toBe(2);
  });

  it('PC-SUP-34/35: a Supply Unit within range resupplies a Low Ammo unit; 600 men cost 6 points', () => {
    const s = game(sc([supply(), unit({ id: 'a1', side: 'allied', hex: '07,05' })]), rules);
    const a = idx(s, 'a1');
    s.units[a]!.lowAmmo = true;
    s.units[a]!.lowFuel = true;
    const ev: GameEvent[] = [];
    explicitResupply(s, 'allied', ev);
    expect(s.units[a]!.lowAmmo).toBe(false);
    expect(s.units[a]!.lowFuel).toBe(false);
    expect(s.units[idx(s, 'sup')]!.strength).toBe(14);
    expect(ev.some((e) => e.type === 'unitState' && e.rule === 'PC-SUP-34')).toBe(true);
  });

  it('PC-SUP-35 worked example: 120 men cost 2 points 20% of the time and 1 point 80% of the time', () => {
    const s = game(sc([supply(), unit({ id: 'a1', side: 'allied', hex: '07,05', strength: 120 })]), rules);
    expect(resupplyCost(s, s.world.units[idx(s, 'a1')]!, 120)).toBeCloseTo(1.2);
    let twos = 0;
    const n = 2000;
    for (let k = 0; k < n; k++) {
      s.seq = k; // fresh dice for each resupply
      s.units[idx(s, 'a1')]!.lowAmmo = true;
      s.units[idx(s, 'sup')]!.strength = 20;
      explicitResupply(s, 'allied', []);
      const cost = 20 - s.units[idx(s, 'sup')]!.strength;
      expect([1, 2]).toContain(cost);
      if (cost === 2) twos++;
    }
    expect(twos / n).toBeGreaterThan(0.16);
    expect(twos / n).toBeLessThan(0.24);
  });

  it('a vehicle unit costs X/10: 40 tanks cost 4 points', () => {
    const s = game(
      sc([
        supply(),
        unit({
          id: 't',
          side: 'allied',
          hex: '06,05',
          type: 'armor',
          component: 'vehicles',
          strength: 40,
          moveClass: 'tracked',
        }),
      ]),
      rules,
    );
    s.units[idx(s, 't')]!.lowFuel = true;
    explicitResupply(s, 'allied', []);
    expect(s.units[idx(s, 'sup')]!.strength).toBe(16);
  });

  it('units out of range are not served; Unavailable artillery becomes Available', () => {
    const s = game(
      sc([
        supply(),
        unit({ id: 'far', side: 'allied', hex: '12,05' }),
        gun({ id: 'gun', side: 'allied', hex: '05,06' }),
      ]),
      rules,
    );
    s.units[idx(s, 'far')]!.lowAmmo = true;
    s.ops.unavailable = [idx(s, 'gun')];
    explicitResupply(s, 'allied', []);
    expect(s.units[idx(s, 'far')]!.lowAmmo).toBe(true);
    expect(s.ops.unavailable).toEqual([]);
  });

  it('PC-SUP-36: Disrupted half range, Broken 0 (own hex only), Travel Mode = Unavailable', () => {
    const s = game(sc([supply(), unit({ id: 'a1', side: 'allied', hex: '07,05' })]), rules);
    const u = idx(s, 'sup');
    expect(supplyRange(s, u)).toBe(3);
    s.units[u]!.cohesion = 'disrupted';
    expect(supplyRange(s, u)).toBe(1);
    s.units[idx(s, 'a1')]!.lowAmmo = true;
    explicitResupply(s, 'allied', []);
    expect(s.units[idx(s, 'a1')]!.lowAmmo).toBe(true); // 2 hexes away
    s.units[u]!.cohesion = 'broken';
    expect(supplyRange(s, u)).toBe(0);
    s.units[u]!.cohesion = 'ok';
    expect(viewFor(s, 'allied').own.find((o) => o.index === u)!.ops?.unavailable).toBe(false);
    s.units[u]!.mode = 'travel';
    expect(supplyRange(s, u)).toBe(-1);
    expect(viewFor(s, 'allied').own.find((o) => o.index === u)!.ops?.unavailable).toBe(true);
    explicitResupply(s, 'allied', []);
    expect(s.units[idx(s, 'a1')]!.lowAmmo).toBe(true);
  });

  it('PC-SUP-34: the path avoids enemy units and enemy ZOC hexes without a friendly unit', () => {
    // Axis units at 07,04 and 07,06 put 06,05, 07,05 and the hexes around them under ZOC: no path
    // of 3 hexes or fewer reaches 08,05.
    const s = game(
      sc([
        supply({ hex: '05,05' }),
        unit({ id: 'a1', side: 'allied', hex: '08,05' }),
        unit({ id: 'x1', side: 'axis', hex: '07,04' }),
        unit({ id: 'x2', side: 'axis', hex: '07,06' }),
      ]),
      rules,
    );
    s.units[idx(s, 'a1')]!.lowAmmo = true;
    explicitResupply(s, 'allied', []);
    expect(s.units[idx(s, 'a1')]!.lowAmmo).toBe(true);
    // The same without the enemies: served.
    const t = game(sc([supply({ hex: '05,05' }), unit({ id: 'a1', side: 'allied', hex: '08,05' })]), rules);
    t.units[idx(t, 'a1')]!.lowAmmo = true;
    explicitResupply(t, 'allied', []);
    expect(t.units[idx(t, 'a1')]!.lowAmmo).toBe(false);
  });

  it('property: resupply serves only units within range, costs X/100 or X/10 rounded either way, never below 0', () => {
    const hex = fc.tuple(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 11 }));
    const label = ([c, r]: [number, number]) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(hex, fc.integer({ min: 1, max: 900 })), {
          minLength: 1,
          maxLength: 8,
          selector: ([h]) => label(h),
        }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        (needy, strength, range, seed) => {
          const supHex = '10,06';
          const units = [
            supply({ hex: supHex, strength, supplyRange: range }),
            ...needy.map(([h, str], i) =>
              unit({ id: `n${i}`, side: 'allied', hex: label(h), strength: str }),
            ),
          ];
          const s = game(sc(units), rules, seed);
          const ids = needy.map((_, i) => idx(s, `n${i}`));
          for (const i of ids) s.units[i]!.lowAmmo = true;
          explicitResupply(s, 'allied', []);
          const sup = s.units[idx(s, 'sup')]!;
          expect(sup.strength).toBeGreaterThanOrEqual(0);
          let lo = 0;
          let hi = 0;
          for (const i of ids) {
            const u = s.units[i]!;
            const d = s.world.board.distance(u.loc, at(s, supHex));
            if (!u.lowAmmo) {
              expect(d).toBeLessThanOrEqual(range);
              lo += Math.floor(u.strength / 100);
              hi += Math.ceil(u.strength / 100);
            } else if (sup.status === 'active') expect(d).toBeGreaterThan(range);
          }
          const used = strength - sup.strength;
          expect(used).toBeLessThanOrEqual(hi);
          if (sup.status === 'active') expect(used).toBeGreaterThanOrEqual(lo);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('PC-SUP-37: a Supply Unit whose strength reaches 0 is removed', () => {
    const s = game(sc([supply({ strength: 3 }), unit({ id: 'a1', side: 'allied', hex: '07,05' })]), rules);
    s.units[idx(s, 'a1')]!.lowAmmo = true;
    explicitResupply(s, 'allied', []);
    expect(s.units[idx(s, 'a1')]!.lowAmmo).toBe(false);
    expect(s.units[idx(s, 'sup')]!.status).toBe('eliminated');
    expect(s.units[idx(s, 'sup')]!.loc).toBe(-1);
  });

  it('PC-SUP-32: under Explicit Supply the HQ range test no longer clears Low Ammo', () => {
    const s = game(sc([unit({ id: 'a1', side: 'allied', hex: '02,04' }), supply({ hex: '15,09' })]), rules);
    const a = idx(s, 'a1');
    s.units[a]!.lowAmmo = true;
    for (let k = 0; k < 10; k++) {
      s.seq++;
      ammoChecks(s, 'allied', []);
    }
    expect(s.units[a]!.lowAmmo).toBe(true);
  });

  it('PC-SUP-38: a Supply Unit left alone by an assault is captured, halved, and changes sides; the owner may recapture it', () => {
    const s = game(sc([supply({ strength: 15 }), unit({ id: 'x1', side: 'axis', hex: '06,05' })]), rules);
    const u = idx(s, 'sup');
    const ev: GameEvent[] = [];
    captureSupplyUnits(s, at(s, '05,05'), 'axis', ev);
    expect(s.units[u]!.strength).toBe(7);
    expect(sideOf(s, u)).toBe('axis');
    expect(unitsAt(s, at(s, '05,05'), 'allied')).toEqual([]);
    expect(ev[0]).toMatchObject({ type: 'unitState', rule: 'PC-SUP-38' });
    captureSupplyUnits(s, at(s, '05,05'), 'allied', []);
    expect(s.units[u]!.strength).toBe(3);
    expect(sideOf(s, u)).toBe('allied');
  });

  it('PC-SUP-38: the captor sees, commands and draws supply from the captured unit', () => {
    const s = game(
      sc([
        supply({ strength: 20 }),
        unit({ id: 'x1', side: 'axis', hex: '06,05' }),
        unit({ id: 'a9', side: 'allied', hex: '01,01' }),
      ]),
      rules,
    );
    const u = idx(s, 'sup');
    captureSupplyUnits(s, at(s, '05,05'), 'axis', []);
    expect(viewFor(s, 'axis').own.some((o) => o.index === u)).toBe(true);
    expect(viewFor(s, 'allied').own.some((o) => o.index === u)).toBe(false);
    s.activeSide = 'axis';
    expect(ownActiveUnit(s, 'sup')).toBe(u);
    s.units[idx(s, 'x1')]!.lowAmmo = true;
    explicitResupply(s, 'axis', []);
    expect(s.units[idx(s, 'x1')]!.lowAmmo).toBe(false);
    expect(s.units[u]!.strength).toBe(4); // 10 after capture, 600 men cost 6
  });

  it('PC-SUP-38: no capture while other friendly units remain in the hex', () => {
    const s = game(sc([supply(), unit({ id: 'a1', side: 'allied', hex: '05,05' })]), rules);
    captureSupplyUnits(s, at(s, '05,05'), 'axis', []);
    expect(sideOf(s, idx(s, 'sup'))).toBe('allied');
    expect(s.units[idx(s, 'sup')]!.strength).toBe(20);
  });

  it('PC-SUP-38: an assault on a hex held only by a Supply Unit captures it (assault.ts calls the capture)', () => {
    const s = game(
      sc([
        supply({ side: 'axis', hex: '06,05' }),
        unit({ id: 'a1', side: 'allied', hex: '05,05' }),
        unit({ id: 'x9', side: 'axis', hex: '18,10' }),
      ]),
      rules,
    );
    const r = apply(s, { type: 'assault', units: ['a1'], target: '06,05' });
    if (!r.ok) throw new Error(r.error.message);
    const u = idx(s, 'sup');
    const t = r.state.units[u]!;
    if (t.status === 'active' && t.loc === at(s, '06,05')) {
      expect(sideOf(r.state, u)).toBe('allied');
      expect(t.strength).toBeLessThanOrEqual(10); // halved after any assault losses
      expect(r.events.some((e) => e.type === 'unitState' && e.rule === 'PC-SUP-38')).toBe(true);
    } else {
      // The Supply Unit retreated out of the hex: nothing to capture.
      expect(sideOf(r.state, u)).toBe('axis');
    }
  });
});
