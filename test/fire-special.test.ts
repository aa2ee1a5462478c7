import { describe, expect, it } from 'vitest';
import { apply, type GameEvent } from '../src/engine/systems/panzer/index.js';
import { computeFire, counterbatteryChance, resolveFire } from '../src/engine/systems/panzer/rules/fire.js';
import { computeAssault, resolveAssault, retreatHex } from '../src/engine/systems/panzer/rules/assault.js';
import { makeDice } from '../src/engine/core/rng.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';

const fort = (f: 'trench' | 'bunker' | 'pillbox') => ({
  rubble: 'none' as const,
  minefield: 0,
  minefieldPenetrated: false,
  obstacle: 'none' as const,
  congestion: null,
  congestionCounter: 0,
  fortification: f,
  fortificationVacated: false,
});

const guns = {
  type: 'artillery' as const,
  component: 'guns' as const,
  strength: 12,
  soft: { value: 20, range: 10 },
  hard: { value: 5, range: 10 },
  flags: { indirect: true },
};

describe('PC-FIR special rules', () => {
  it('PC-FRT-05 illustration: TRENCH −20% becomes Trench −10% when vacated', () => {
    const s = combatGame({
      scenario: {
        params: { combat: { fortification: { ip: -10, trench: -20, bunker: -30, pillbox: -40 } } },
      },
    });
    const loc = s.units[idx(s, 'x1')]!.loc;
    s.hexes[loc] = fort('trench');
    const spec = { firer: idx(s, 'a1'), target: idx(s, 'x1'), indirect: false, opportunity: false };
    expect(computeFire(s, spec).modifier).toBeCloseTo(-20);
    s.hexes[loc]!.fortificationVacated = true;
    expect(computeFire(s, spec).modifier).toBeCloseTo(-10);
  });

  it('PC-FIR-26: a unit with a fixed Facing fires only into its three front directions', () => {
    const back = combatGame({ allied: [{ id: 'a1', facing: 3 }] }); // faces W, target is E
    expect(apply(back, { type: 'fire', units: ['a1'], target: '05,06' })).toMatchObject({
      ok: false,
      error: { rule: 'PC-FIR-26' },
    });
    const front = combatGame({ allied: [{ id: 'a1', facing: 1 }] }); // NE: E is beside it
    expect(apply(front, { type: 'fire', units: ['a1'], target: '05,06' }).ok).toBe(true);
  });

  it('PC-FIR-25: counterbattery chance = (men-eq / road stacking) / range, × Counterbattery %, none beyond 10', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', ...guns, hex: '02,06' },
        { id: 'a2', hex: '04,06' },
      ],
    });
    // 120 men-eq / 1500 road stacking / range 3 to x1 at 05,06.
    expect(counterbatteryChance(s, idx(s, 'a1'))).toBeCloseTo((100 * 120) / 1500 / 3);
    s.world.params.side.allied.counterbattery = 200;
    expect(counterbatteryChance(s, idx(s, 'a1'))).toBeCloseTo((2 * 100 * 120) / 1500 / 3);
    const far = combatGame({
      allied: [{ id: 'a1', ...guns, hex: '00,00' }],
      axis: [{ id: 'x1', hex: '11,09' }],
    });
    expect(counterbatteryChance(far, idx(far, 'a1'))).toBe(0);
  });

  it('PC-FIR-25: with the option on, unspotted firing artillery may be spotted', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', ...guns, hex: '02,06' },
        { id: 'a2', hex: '04,06' },
      ],
      scenario: { optionalRules: ['counterbattery'], params: { combat: { opFireOnFire: false } } },
    });
    s.knowledge.axis.spotted = s.knowledge.axis.spotted.filter((u) => u !== idx(s, 'a1'));
    const calc = computeFire(s, {
      firer: idx(s, 'a1'),
      target: idx(s, 'x1'),
      indirect: true,
      opportunity: false,
    });
    const events: GameEvent[] = [];
    resolveFire(s, calc, scriptedDice([0]), events);
    expect(s.knowledge.axis.spotted).toContain(idx(s, 'a1'));
    expect(events.some((e) => e.type === 'spotted' && e.by === 'axis')).toBe(true);
  });

  it('PC-FIR-31: indirect fire can rubble a town', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', ...guns, hex: '03,05' },
        { id: 'a2', hex: '05,05' },
      ],
      axis: [{ id: 'x1', hex: '06,05' }],
    });
    const calc = computeFire(s, {
      firer: idx(s, 'a1'),
      target: idx(s, 'x1'),
      indirect: true,
      opportunity: false,
    });
    resolveFire(s, calc, scriptedDice([0]), []);
    expect(s.hexes[s.world.board.parse('06,05')!]!.rubble).toBe('uncleared');
  });

  it('PC-FIR-27: a Siege Gun fires at most once per turn', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', ...guns, speed: 18, flags: { indirect: true, siegeGun: true }, hex: '02,06' },
        { id: 'a2', hex: '04,06' },
      ],
      scenario: { params: { combat: { opFireOnFire: false } } },
    });
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06', indirect: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(apply(r.state, { type: 'fire', units: ['a1'], target: '05,06', indirect: true })).toMatchObject({
      ok: false,
      error: { rule: 'PC-FIR-27' },
    });
  });
});

describe('PC-ASL retreat rules', () => {
  const surround = (s: ReturnType<typeof combatGame>, loc: number) => {
    const board = s.world.board;
    for (let k = board.adjStart[loc]!; k < board.adjStart[loc + 1]!; k++)
      s.hexes[board.adj[k]!] = { ...fort('trench'), fortification: null, minefield: 1 };
  };

  it('PC-ASL-19: a retreating unit does not enter an enemy ZOC unless a friendly unit is there', () => {
    // x1 at 05,06 attacked from 04,06; a2 (Allied) at 07,06 puts 06,05/06,06/06,07 in its ZOC.
    const s = combatGame({ allied: [{ id: 'a1' }, { id: 'a2', hex: '07,06' }] });
    const to = retreatHex(s, idx(s, 'x1'), [idx(s, 'a1')]);
    const board = s.world.board;
    expect(to).toBeGreaterThanOrEqual(0);
    expect(board.distance(to, s.units[idx(s, 'a2')]!.loc)).toBeGreaterThan(1);
  });

  it('PC-ASL-22: Fanatical defenders in a Bunker stay, with no extra loss', () => {
    const s = combatGame({ axis: [{ id: 'x1', flags: { fanatical: true } }] });
    const loc = s.units[idx(s, 'x1')]!.loc;
    s.hexes[loc] = fort('bunker');
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    s.units[idx(s, 'x1')]!.fatigue = 300;
    const ev: GameEvent[] = [];
    resolveAssault(s, computeAssault(s, [idx(s, 'a1')], loc), makeDice('f'), ev);
    const a = ev.find((e): e is Extract<GameEvent, { type: 'assault' }> => e.type === 'assault')!;
    expect(s.units[idx(s, 'x1')]!.loc).toBe(loc);
    expect(a.defenderLosses[0]!.captured).toBeUndefined();
    expect(a.success).toBe(false);
  });

  it('PC-ASL-23: towed guns that must travel to move are eliminated when forced to retreat; towed AT guns lose 50% and limber up', () => {
    const arty = combatGame({
      axis: [
        {
          id: 'x1',
          type: 'artillery',
          component: 'guns',
          strength: 12,
          flags: { towed: true, mustTravel: true },
        },
      ],
    });
    const loc = arty.units[idx(arty, 'x1')]!.loc;
    arty.units[idx(arty, 'x1')]!.cohesion = 'broken';
    arty.units[idx(arty, 'x1')]!.fatigue = 300;
    resolveAssault(arty, computeAssault(arty, [idx(arty, 'a1')], loc), makeDice('t'), []);
    expect(arty.units[idx(arty, 'x1')]!.status).toBe('eliminated');

    const at = combatGame({
      axis: [
        { id: 'x1', type: 'antiTank', component: 'guns', strength: 12, assault: 0, flags: { towed: true } },
      ],
    });
    at.units[idx(at, 'x1')]!.cohesion = 'broken';
    at.units[idx(at, 'x1')]!.fatigue = 300;
    const ev: GameEvent[] = [];
    resolveAssault(at, computeAssault(at, [idx(at, 'a1')], loc), scriptedDice([0]), ev);
    const x = at.units[idx(at, 'x1')]!;
    expect(x.status).toBe('active');
    expect(x.mode).toBe('travel');
    expect(x.loc).not.toBe(loc);
    expect(x.strength).toBeLessThanOrEqual(6);
  });

  it('PC-ASL-20 optional Surrender: Broken units that cannot retreat are eliminated', () => {
    const s = combatGame({ axis: [{ id: 'x1', strength: 400 }], scenario: { optionalRules: ['surrender'] } });
    const loc = s.units[idx(s, 'x1')]!.loc;
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    s.units[idx(s, 'x1')]!.fatigue = 300;
    surround(s, loc);
    resolveAssault(s, computeAssault(s, [idx(s, 'a1')], loc), scriptedDice([0]), []);
    expect(s.units[idx(s, 'x1')]!.status).toBe('eliminated');
  });
});

describe('PC-ASL-22a', () => {
  it('Fanatical units that cannot retreat take no extra loss, even under the Surrender rule', () => {
    const s = combatGame({
      axis: [{ id: 'x1', strength: 400, flags: { fanatical: true } }],
      scenario: { optionalRules: ['surrender'] },
    });
    const loc = s.units[idx(s, 'x1')]!.loc;
    const board = s.world.board;
    for (let k = board.adjStart[loc]!; k < board.adjStart[loc + 1]!; k++)
      s.hexes[board.adj[k]!] = { ...fort('trench'), fortification: null, minefield: 1 };
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    s.units[idx(s, 'x1')]!.fatigue = 300;
    const ev: GameEvent[] = [];
    resolveAssault(s, computeAssault(s, [idx(s, 'a1')], loc), scriptedDice([0]), ev);
    const a = ev.find((e): e is Extract<GameEvent, { type: 'assault' }> => e.type === 'assault')!;
    expect(s.units[idx(s, 'x1')]!.status).toBe('active');
    expect(a.defenderLosses[0]!.captured).toBeUndefined();
  });
});

describe('PC-FIR-30 other fire multipliers', () => {
  const spec = (s: ReturnType<typeof combatGame>) => ({
    firer: idx(s, 'a1'),
    target: idx(s, 'x1'),
    indirect: false,
    opportunity: false,
  });
  const rules = (s: ReturnType<typeof combatGame>) =>
    computeFire(s, spec(s)).factors.map((f) => `${f.rule} ${f.value}`);

  it('Patrolling ×3/4, Stockpiled × Stockpiled Fire, Storm ×1/2, Frozen Penalty −P/2 (firer), Ship ×2', () => {
    const s = combatGame({
      allied: [{ id: 'a1', type: 'naval' }],
      scenario: { params: { side: { allied: { frozenPenalty: 40 } } } },
    });
    const a = s.units[idx(s, 'a1')]! as (typeof s.units)[number] & { stockpiled?: boolean };
    a.patrolling = true;
    a.stockpiled = true;
    s.weather.storm = true;
    s.weather.condition = 'frozen';
    const r = rules(s);
    expect(r).toContain('PC-FIR-30 0.75');
    expect(r).toContain(`PC-SUP-27 ${s.world.params.stockpiledFireModifier / 100}`);
    expect(r).toContain('PC-ENV-08 0.5');
    expect(r).toContain('PC-ENV-11 0.8');
    expect(r).toContain('PC-FIR-02 2');
    expect(computeFire(s, spec(s)).attack).toBeCloseTo(6000 * 0.75 * 1.5 * 0.5 * 0.8 * 2);
  });

  it('target side: Low Fuel defense ×1/2; Frozen Penalty −P (non-urban) or −P/2 (urban)', () => {
    const s = combatGame({ scenario: { params: { side: { axis: { frozenPenalty: 40 } } } } });
    s.units[idx(s, 'x1')]!.lowFuel = true;
    s.weather.condition = 'frozen';
    expect(computeFire(s, spec(s)).defense).toBeCloseTo(10 * 0.5 * 0.6);
    s.world.terrain[s.units[idx(s, 'x1')]!.loc] = s.world.params.terrain.findIndex((t) => t.key === 'town');
    expect(computeFire(s, spec(s)).defense).toBeCloseTo(10 * 0.5 * 0.8);
  });

  it('PC-ASL-25: Patrolling attackers ×3/4 and Storm ×1/2 in assault', () => {
    const s = combatGame();
    s.units[idx(s, 'a1')]!.patrolling = true;
    s.weather.storm = true;
    const c = computeAssault(s, [idx(s, 'a1')], s.units[idx(s, 'x1')]!.loc);
    expect(c.attack.total).toBeCloseTo(7200 * 0.5 * 0.75);
    expect(c.answer.total).toBeCloseTo(7200 * 0.5);
  });
});
