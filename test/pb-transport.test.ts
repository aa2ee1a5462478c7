// Panzer Battles carrying (issue 13, pb-units): Transport units, ships and external riders, the
// carry and uncarry orders (PB-UNIT-33), and what carrying changes in movement, fire and assault
// (PB-UNIT-34, PB-ASLT-21, PB-DIFF-22..28).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, newGame, type GameEvent, type GameState } from '../src/engine/systems/panzer/index.js';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import type { UnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { checkScenario } from '../src/engine/systems/panzer/scenario/checks.js';
import { cargoLost, carryCapacity, passengersOf } from '../src/engine/systems/panzer/rules/transport.js';
import { riderMinefieldLoss } from '../src/engine/systems/panzer/rules/riders.js';
import { chooseTarget, isHardTarget } from '../src/engine/systems/panzer/rules/fire.js';
import { isRuleError } from '../src/engine/core/errors.js';
import { scenarioOf, unit, type MapSpec, DIV_HQS } from './fixtures/movement.js';
import { scriptedDice } from './fixtures/dice.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { withCarrying } from '../src/engine/systems/panzer/ai/carry.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { spotAll } from './fixtures/combat.js';

const trucks = (over: Partial<UnitSetup> = {}) =>
  unit({
    id: 'trucks',
    side: 'allied',
    type: 'infantry',
    component: 'vehicles',
    size: 'platoon',
    strength: 6, // 60 men-equivalents of room
    assault: 0,
    hard: { value: 0, range: 0 },
    soft: { value: 0, range: 0 },
    defense: 2,
    speed: 12,
    moveClass: 'motorized',
    flags: { transport: true },
    hex: '02,02',
    ...over,
  });
const rifles = (over: Partial<UnitSetup> = {}) =>
  unit({ id: 'rifles', side: 'allied', size: 'platoon', strength: 40, speed: 6, hex: '02,02', ...over });
const tanks = (over: Partial<UnitSetup> = {}) =>
  unit({
    id: 'tanks',
    side: 'allied',
    type: 'armor',
    component: 'vehicles',
    size: 'platoon',
    strength: 5, // 25 riders
    speed: 12,
    moveClass: 'tracked',
    assault: 8,
    defense: 14,
    hard: { value: 12, range: 3 },
    soft: { value: 8, range: 3 },
    flags: { hardTarget: true },
    hex: '02,02',
    ...over,
  });

function tactical(units: UnitSetup[], over: Partial<MapSpec> = {}, profile = 'tactical'): GameState {
  const scenario = { ...scenarioOf({ units: [...DIV_HQS, ...units], ...over }), profile };
  const { state } = newGame(scenario, 7);
  return state;
}

function ok(state: GameState, cmd: Command): { state: GameState; events: readonly GameEvent[] } {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(`${cmd.type} refused: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

function refusal(state: GameState, cmd: Command): { message: string; rule?: string } {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

const at = (s: GameState, id: string) => s.units[s.world.unitIndex.get(id)!]!;
const ix = (s: GameState, id: string) => s.world.unitIndex.get(id)!;
const label = (s: GameState, id: string) => s.world.board.label(at(s, id).loc);

describe('PB-UNIT-33 carry and uncarry', () => {
  it('PB-UNIT-33: infantry boards a Transport in its hex for 1/3 MA each and rides with it', () => {
    const s0 = tactical([trucks(), rifles()]);
    const { state: s1 } = ok(s0, { type: 'carry', unit: 'trucks', units: ['rifles'] });
    expect(at(s1, 'rifles').carriedBy).toBe(ix(s1, 'trucks'));
    expect(at(s1, 'trucks').mp).toBe(at(s0, 'trucks').mp - 4);
    expect(at(s1, 'rifles').mp).toBe(at(s0, 'rifles').mp - 2);
    const { state: s2, events } = ok(s1, { type: 'move', units: ['trucks'], path: ['03,02', '04,02'] });
    expect(label(s2, 'rifles')).toBe('04,02');
    expect(at(s2, 'rifles').moved).toBe(true);
    expect(events.some((e) => e.type === 'moved' && e.unit === ix(s2, 'rifles'))).toBe(true);
  });

  it('PB-UNIT-33: a carried unit gives no order of its own until it is unloaded', () => {
    const { state } = ok(tactical([trucks(), rifles()]), {
      type: 'carry',
      unit: 'trucks',
      units: ['rifles'],
    });
    const e = refusal(state, { type: 'move', units: ['rifles'], path: ['03,02'] });
    expect(e.rule).toBe('PB-UNIT-33');
    expect(e.message).toMatch(/carried by trucks.*uncarry/);
    expect(refusal(state, { type: 'digIn', unit: 'rifles' }).rule).toBe('PB-UNIT-33');
  });

  it('PB-UNIT-33: uncarry puts the passengers down with the share of their MA the carrier has left, less 1/3', () => {
    const s0 = tactical([trucks({ speed: 18 }), rifles()]);
    const { state: s1 } = ok(s0, { type: 'carry', unit: 'trucks', units: ['rifles'] });
    const { state: s2 } = ok(s1, { type: 'move', units: ['trucks'], path: ['03,02'] });
    const tr = at(s2, 'trucks');
    const share = tr.mp / tr.mpMax;
    const { state: s3 } = ok(s2, { type: 'uncarry', unit: 'trucks' });
    const rf = at(s3, 'rifles');
    expect(rf.carriedBy).toBeUndefined();
    expect(rf.loc).toBe(tr.loc);
    const expected = Math.min(at(s2, 'rifles').mp, rf.mpMax * share) - rf.mpMax / 3;
    expect(rf.mp).toBe(Math.max(0, Math.floor(expected * 4) / 4));
    expect(rf.mp).toBeGreaterThan(0);
  });

  it('PB-UNIT-33 capacity: 10 men or 1 gun per Transport vehicle, 5 riders per vehicle', () => {
    const s = tactical([trucks(), rifles({ strength: 70 }), tanks()]);
    expect(carryCapacity(s, ix(s, 'trucks'))).toBe(60);
    expect(carryCapacity(s, ix(s, 'tanks'))).toBe(25);
    expect(refusal(s, { type: 'carry', unit: 'trucks', units: ['rifles'] }).message).toMatch(/room for 60/);
    expect(refusal(s, { type: 'carry', unit: 'tanks', units: ['rifles'] }).message).toMatch(
      /5 riders per vehicle/,
    );
    const small = tactical([tanks(), rifles({ strength: 25 })]);
    ok(small, { type: 'carry', unit: 'tanks', units: ['rifles'] });
  });

  it('PB-UNIT-33: who may ride: guns of foot-class units in Transports, only foot infantry as riders', () => {
    const gun = (moveClass: 'foot' | 'motorized') =>
      unit({
        id: 'gun',
        side: 'allied',
        type: 'antiTank',
        component: 'guns',
        size: 'platoon',
        strength: 2,
        moveClass,
        flags: { towed: true },
        hex: '02,02',
      });
    const s = tactical([trucks(), tanks(), gun('foot')]);
    ok(s, { type: 'carry', unit: 'trucks', units: ['gun'] });
    expect(refusal(s, { type: 'carry', unit: 'tanks', units: ['gun'] }).message).toMatch(
      /only foot infantry/,
    );
    const s2 = tactical([trucks(), gun('motorized')]);
    expect(refusal(s2, { type: 'carry', unit: 'trucks', units: ['gun'] }).message).toMatch(
      /guns of foot-class units/,
    );
    const elsewhere = tactical([trucks(), rifles({ hex: '03,02' })]);
    expect(refusal(elsewhere, { type: 'carry', unit: 'trucks', units: ['rifles'] }).message).toMatch(
      /same hex/,
    );
    const infantry = tactical([rifles(), rifles({ id: 'r2' })]);
    expect(refusal(infantry, { type: 'carry', unit: 'rifles', units: ['r2'] }).message).toMatch(
      /cannot carry/,
    );
  });

  it('PB-DIFF-22: Panzer Campaigns (the operational profile) has no carrying', () => {
    const s = tactical([trucks(), rifles()], {}, 'operational');
    const e = refusal(s, { type: 'carry', unit: 'trucks', units: ['rifles'] });
    expect(e.rule).toBe('PB-DIFF-22');
    expect(e.message).toMatch(/tactical profile/);
  });

  it('PB-UNIT-33: a carrier pays its load cost once and refuses without the MP', () => {
    const s0 = tactical([trucks({ speed: 3 }), rifles({ strength: 20 }), rifles({ id: 'r2', strength: 20 })]);
    const { state: s1 } = ok(s0, { type: 'carry', unit: 'trucks', units: ['rifles', 'r2'] });
    expect(at(s1, 'trucks').mp).toBe(at(s0, 'trucks').mp - 1);
    expect(passengersOf(s1, ix(s1, 'trucks'))).toHaveLength(2);
  });

  it('a Transport flag on a unit of men is a scenario error naming the field', () => {
    const scenario = {
      ...scenarioOf({ units: [...DIV_HQS, rifles({ flags: { transport: true } })] }),
      profile: 'tactical',
    };
    const paths = checkScenario(scenario).map((p) => `${p.path}: ${p.message}`);
    expect(paths.join('\n')).toMatch(/units\[2\]\.flags\.transport: a Transport unit is made of vehicles/);
    expect(checkScenario({ ...scenarioOf({ units: [...DIV_HQS, trucks()] }), profile: 'tactical' })).toEqual(
      [],
    );
  });
});

describe('PB-UNIT-34 external riders and passengers in combat', () => {
  const enemy = (over: Partial<UnitSetup> = {}) =>
    unit({
      id: 'x1',
      side: 'axis',
      size: 'company',
      strength: 100,
      hex: '03,02',
      soft: { value: 10, range: 3 },
      hard: { value: 4, range: 3 },
      ...over,
    });

  it('PB-UNIT-34 item 3, PB-FIRE-16 (PB-DIFF-26): riders are fired on as soft targets with Defense 16 on a hard tank', () => {
    const { state } = ok(tactical([tanks(), rifles({ strength: 25 }), enemy()]), {
      type: 'carry',
      unit: 'tanks',
      units: ['rifles'],
    });
    const s = { ...state } as GameState;
    spotAll(s);
    expect(isHardTarget(s, ix(s, 'tanks'))).toBe(true);
    expect(isHardTarget(s, ix(s, 'rifles'))).toBe(false);
    const calc = chooseTarget(s, ix(s, 'x1'), at(s, 'rifles').loc, {
      indirect: false,
      opportunity: false,
      only: ix(s, 'rifles'),
    });
    if (isRuleError(calc)) throw new Error(calc.message);
    expect(calc.factors.find((f) => f.rule === 'PB-UNIT-34')?.value).toBe(16);
  });

  it('PB-UNIT-34: passengers inside a Transport cannot be fired at apart from it', () => {
    const { state } = ok(tactical([trucks(), rifles(), enemy()]), {
      type: 'carry',
      unit: 'trucks',
      units: ['rifles'],
    });
    const s = { ...state } as GameState;
    spotAll(s);
    const calc = chooseTarget(s, ix(s, 'x1'), at(s, 'rifles').loc, {
      indirect: false,
      opportunity: false,
      only: ix(s, 'rifles'),
    });
    expect(isRuleError(calc) && calc.rule).toBe('PB-UNIT-34');
  });

  it('PB-ASLT-21 (PB-DIFF-24): riders on a vehicle that assaults are eliminated', () => {
    const { state } = ok(tactical([tanks(), rifles({ strength: 25 }), enemy()]), {
      type: 'carry',
      unit: 'tanks',
      units: ['rifles'],
    });
    const { state: s, events } = ok(state, { type: 'assault', units: ['tanks'], target: '03,02' });
    expect(at(s, 'rifles').status).toBe('eliminated');
    expect(
      events.some(
        (e) => e.type === 'eliminated' && e.unit === ix(s, 'rifles') && /PB-ASLT-21/.test(e.reason),
      ),
    ).toBe(true);
  });

  it('PB-ASLT-21: riders on a vehicle in the assaulted hex are eliminated; passengers inside get off to defend', () => {
    const axisTanks = tanks({ id: 'xt', side: 'axis', hex: '03,02' });
    const axisRiders = rifles({ id: 'xr', side: 'axis', strength: 25, hex: '03,02' });
    const axisTrucks = trucks({ id: 'xtr', side: 'axis', hex: '03,02' });
    const axisLorried = rifles({ id: 'xl', side: 'axis', strength: 40, hex: '03,02' });
    const attacker = unit({
      id: 'a1',
      side: 'allied',
      size: 'company',
      strength: 200,
      hex: '02,02',
      assault: 12,
    });
    const s0 = tactical([attacker, axisTanks, axisRiders, axisTrucks, axisLorried], {}, 'tactical');
    // Load the Axis units in an Axis turn, then hand over.
    let s = ok(s0, { type: 'endTurn' }).state;
    s = ok(s, { type: 'carry', unit: 'xt', units: ['xr'] }).state;
    s = ok(s, { type: 'carry', unit: 'xtr', units: ['xl'] }).state;
    s = ok(s, { type: 'endTurn' }).state;
    const { state: after, events } = ok(s, { type: 'assault', units: ['a1'], target: '03,02' });
    expect(at(after, 'xr').status).toBe('eliminated');
    expect(at(after, 'xl').carriedBy).toBeUndefined();
    expect(
      events.some(
        (e) => e.type === 'unitState' && e.unit === ix(after, 'xl') && /to meet the assault/.test(e.what),
      ),
    ).toBe(true);
  });

  it('PB-UNIT-34 item 2 (PB-DIFF-25): riders lose 4 × what the unit would to the minefield', () => {
    const { state } = ok(tactical([tanks(), rifles({ strength: 25 })]), {
      type: 'carry',
      unit: 'tanks',
      units: ['rifles'],
    });
    // 25 men × strength 2 × 3% × 4 = 6 men, with no random rounding left over.
    expect(riderMinefieldLoss(state, ix(state, 'rifles'), 2, scriptedDice([0.5]))).toBe(6);
    const moved = ok(
      tactical([tanks(), rifles({ strength: 25 })], { features: [{ hex: '03,02', minefield: 2 }] }),
      { type: 'carry', unit: 'tanks', units: ['rifles'] },
    ).state;
    const { state: s, events } = ok(moved, { type: 'move', units: ['tanks'], path: ['03,02'] });
    expect(at(s, 'rifles').strength).toBe(19);
    expect(label(s, 'rifles')).toBe('03,02');
    expect(events.some((e) => e.type === 'unitState' && e.rule === 'PB-UNIT-34')).toBe(true);
  });

  it('PB-UNIT-34: passengers of a destroyed Transport are lost with it; riders of a destroyed vehicle jump off Disrupted', () => {
    let s = tactical([trucks(), rifles(), tanks({ id: 't2' }), rifles({ id: 'r2', strength: 20 })]);
    s = ok(s, { type: 'carry', unit: 'trucks', units: ['rifles'] }).state;
    s = ok(s, { type: 'carry', unit: 't2', units: ['r2'] }).state;
    const d = { ...s, units: s.units.map((u) => ({ ...u })) } as GameState;
    const events: GameEvent[] = [];
    const where = d.units[ix(d, 'trucks')]!.loc;
    for (const c of ['trucks', 't2']) {
      d.units[ix(d, c)]!.status = 'eliminated';
      d.units[ix(d, c)]!.loc = -1;
      cargoLost(d, ix(d, c), where, events);
    }
    expect(d.units[ix(d, 'rifles')]!.status).toBe('eliminated');
    expect(d.units[ix(d, 'r2')]!.status).toBe('active');
    expect(d.units[ix(d, 'r2')]!.cohesion).toBe('disrupted');
    expect(d.units[ix(d, 'r2')]!.carriedBy).toBeUndefined();
  });

  it('PB-UNIT-34 item 4 (PB-DIFF-28): passengers of a ship sunk in Shallow water lose half and are Disrupted', () => {
    const ship = unit({
      id: 'ship',
      side: 'allied',
      type: 'naval',
      component: 'vehicles',
      size: 'company',
      strength: 2,
      moveClass: 'naval',
      speed: 10,
      hex: '02,02',
    });
    const terrain = [
      '..........',
      '..........',
      '..w.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    let s = tactical([ship, rifles({ strength: 41, hex: '02,02' })], { terrain });
    s = ok(s, { type: 'carry', unit: 'ship', units: ['rifles'] }).state;
    const d = { ...s, units: s.units.map((u) => ({ ...u })) } as GameState;
    const events: GameEvent[] = [];
    const where = d.units[ix(d, 'ship')]!.loc;
    d.units[ix(d, 'ship')]!.status = 'eliminated';
    cargoLost(d, ix(d, 'ship'), where, events);
    const r = d.units[ix(d, 'rifles')]!;
    expect([r.status, r.strength, r.cohesion, r.loc]).toEqual(['active', 20, 'disrupted', where]);
  });

  it('PB-UNIT-33: carrying never changes the number of units in play or their total strength (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 0, max: 2 }), (men, steps) => {
        let s = tactical([tanks(), rifles({ strength: men })]);
        const total = (x: GameState) => x.units.reduce((n, u) => n + u.strength, 0);
        const before = total(s);
        s = ok(s, { type: 'carry', unit: 'tanks', units: ['rifles'] }).state;
        const path = ['03,02', '04,02', '05,02'].slice(0, steps);
        if (path.length) s = ok(s, { type: 'move', units: ['tanks'], path }).state;
        s = ok(s, { type: 'uncarry', unit: 'tanks' }).state;
        return total(s) === before && at(s, 'rifles').loc === at(s, 'tanks').loc && at(s, 'rifles').mp >= 0;
      }),
      { numRuns: 25 },
    );
  });
});

describe('PB-UNIT-33 the computer carries (ai/carry.ts)', () => {
  it('PB-UNIT-33: the A/I loads foot infantry far from the enemy, rides, and gives no refused command', () => {
    const far = tactical(
      [
        trucks({ speed: 18, strength: 8 }),
        rifles(),
        unit({ id: 'x1', side: 'axis', size: 'company', strength: 100, hex: '09,02' }),
      ],
      { objectives: [{ hex: '08,02', name: 'Hill', vp: 50, owner: 'axis' }] },
    );
    const player = computerSide('ai', far, 'allied', { seed: '1' });
    const r = player.playSideTurn(far);
    expect(r.refusals).toEqual([]);
    const carried = r.commands.find((c) => c.type === 'carry');
    expect(carried).toEqual({ type: 'carry', unit: 'trucks', units: ['rifles'] });
    // The riflemen went wherever the trucks went (and got off near the enemy, or are still aboard).
    expect(at(r.state, 'rifles').loc).toBe(at(r.state, 'trucks').loc);
  });

  it('PB-ASLT-21: the A/I wrapper unloads a carrier before it assaults', () => {
    const s = ok(tactical([tanks(), rifles({ strength: 25 })]), {
      type: 'carry',
      unit: 'tanks',
      units: ['rifles'],
    }).state;
    const view = viewFor(s, 'allied');
    const assault: Command = { type: 'assault', units: ['tanks'], target: '03,02' };
    const move: Command = { type: 'move', units: ['rifles'], path: ['03,02'] };
    const queue = [move, assault];
    const refused: Command[] = [];
    const inner = {
      next: () => (queue.length ? { command: queue.shift()!, note: '' } : null),
      refused: (c: Command) => void refused.push(c),
    };
    const p = withCarrying(inner);
    expect(p.next(view)?.command).toEqual({ type: 'uncarry', unit: 'tanks' });
    expect(refused).toEqual([move]); // the carried riflemen are never ordered
    expect(p.next(view)?.command).toEqual(assault);
  });

  it('PC-MSC-08 with PB-UNIT-33: the A/I wrapper drops an exit that the unload would leave without MP', () => {
    const s = ok(tactical([tanks(), rifles({ strength: 25 })]), {
      type: 'carry',
      unit: 'tanks',
      units: ['rifles'],
    }).state;
    const exit: Command = { type: 'exitMap', unit: 'tanks' };
    const run = (mp: number) => {
      const t = s.world.units.findIndex((d) => d.id === 'tanks');
      const state = { ...s, units: s.units.map((u, i) => (i === t ? { ...u, mp } : u)) };
      const queue = [exit];
      const refused: Command[] = [];
      const p = withCarrying({
        next: () => (queue.length ? { command: queue.shift()!, note: '' } : null),
        refused: (c: Command) => void refused.push(c),
      });
      return { first: p.next(viewFor(state, 'allied'))?.command, refused };
    };
    // The unload costs a third of the MA, rounded up to the quarter MP; with no more than that left, no exit.
    const low = run(1);
    expect(low.first).toBeUndefined();
    expect(low.refused).toEqual([exit]);
    expect(run(100).first).toEqual({ type: 'uncarry', unit: 'tanks' });
  });
});
