import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, eventsFor, newGame, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import type {
  AirMissionEvent,
  AirInterdictionEvent,
  GameEvent,
} from '../src/engine/systems/panzer/events.js';
import { typhoons } from './fixtures/mini.js';
import type { AirUnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import {
  airAvailabilityPercent,
  airReconChance,
  airRefusal,
  airTurnStart,
  interceptionChance,
  interdictionChance,
} from '../src/engine/systems/panzer/rules/air.js';
import { idx, move, ok, refused, scenarioOf, truck, u, unit, type MapSpec } from './fixtures/movement.js';

const plane = typhoons;
const recon = (over: Partial<AirUnitSetup> = {}) =>
  plane({ id: 'r', name: 'Spitfire PR', kind: 'recon', strength: 5, hard: 0, soft: 0, ...over });
const spotter = unit({ id: 'spot', side: 'allied', hex: '01,02' });
const target = unit({ id: 'tgt', side: 'axis', hex: '03,02' });
const noIntercept = { side: { axis: { airInterception: 0 }, allied: { airInterception: 0 } } };

function airGame(
  units: MapSpec['units'],
  air: AirUnitSetup[],
  over: Partial<MapSpec> = {},
  seed: string | number = 1,
): GameState {
  const spec: MapSpec = { fogOfWar: false, units, params: noIntercept, ...over };
  return newGame({ ...scenarioOf(spec), air }, seed).state;
}
const strike = (s: GameState, hex: string, air = 'p', t?: string) =>
  apply(s, { type: 'airStrike', air, hex, ...(t ? { target: t } : {}) });
const mission = (events: readonly GameEvent[]) =>
  events.find((e) => e.type === 'airMission') as AirMissionEvent;
const endTurn = (s: GameState) => ok(apply(s, { type: 'endTurn' })).state;

describe('PC-AIR-02/04 air strikes', () => {
  it('PC-AIR-04: Soft value × aircraft × 2, then the common casualty calculation', () => {
    const s = airGame([spotter, target], [plane()]);
    const r = ok(strike(s, '03,02'));
    const e = mission(r.events);
    // 8 Soft × 12 aircraft × 10 men-eq = 960, doubled = 1920; defense 10 → combat value 192.
    expect(e.factors).toContainEqual(
      expect.objectContaining({ label: 'air strike', value: 2, rule: 'PC-AIR-04' }),
    );
    expect(e.numbers).toMatchObject({ attack: 1920, defense: 10, combatValue: 192, modifier: 0 });
    expect(e.numbers!.low).toBeCloseTo(0.96);
    expect(e.numbers!.high).toBeCloseTo(11.52);
    expect(e.losses[0]!.unit).toBe(idx(s, 'tgt'));
    expect(u(r.state, 'tgt').strength).toBe(600 - e.losses[0]!.loss);
  });

  it('PC-AIR-02: the hex must hold spotted enemy units', () => {
    const s = airGame([spotter, target], [plane()], { fogOfWar: true });
    expect(refused(strike(s, '05,05')).code).toBe('NOT_SPOTTED');
    const hidden = airGame([spotter, unit({ id: 'far', side: 'axis', hex: '09,07' })], [plane()], {
      fogOfWar: true,
    });
    expect(refused(strike(hidden, '09,07')).rule).toBe('PC-AIR-02');
  });

  it('PC-AIR-02, PC-ENV-08 (d): no missions in a Storm or at Night; Dawn with nominal visibility 2 flies', () => {
    const s = airGame([spotter, target], [plane()]);
    s.weather.storm = true;
    expect(refused(strike(s, '03,02')).rule).toBe('PC-ENV-08');
    const night = airGame([spotter, target], [plane()], { start: { date: '1944-06-13T23:00' } });
    expect(airRefusal(night)?.rule).toBe('PC-AIR-02');
    const dawn = airGame([spotter, target], [plane()], {
      start: { date: '1944-06-13T05:00' },
      environment: { visibility: { min: 2, max: 2, start: 2 } },
    });
    expect(airRefusal(dawn)).toBeNull();
  });

  it('PC-AIR-12: the Air Strike Hex Limit counts aircraft per hex per player turn', () => {
    const planes = [plane(), plane({ id: 'p2', name: 'Typhoons 2', strength: 4 })];
    const limited = airGame([spotter, target], planes, {
      params: { ...noIntercept, airStrikeHexLimit: 12 },
    });
    const first = ok(strike(limited, '03,02')).state;
    expect(refused(strike(first, '03,02', 'p2')).rule).toBe('PC-AIR-12');
    const open = airGame([spotter, target], planes, { params: { ...noIntercept, airStrikeHexLimit: 0 } });
    ok(strike(ok(strike(open, '03,02')).state, '03,02', 'p2'));
  });

  it('PC-AIR-18: an owned air unit needs a spotter of its organisation', () => {
    const own = airGame([spotter, target], [plane({ owner: 'a-div' })]);
    ok(strike(own, '03,02'));
    const other = airGame(
      [unit({ id: 'spot', side: 'allied', hex: '01,02', org: 'allies' }), target],
      [plane({ owner: 'a-div' })],
    );
    expect(refused(strike(other, '03,02')).rule).toBe('PC-AIR-18');
  });

  it('PC-AIR-19: only Detached spotters halve the strike', () => {
    const hq = unit({ id: 'hq', side: 'allied', type: 'hq', hqOf: 'a-div', commandRange: 1, hex: '09,07' });
    const s = airGame([spotter, target, hq], [plane()]);
    const e = mission(ok(strike(s, '03,02')).events);
    expect(e.factors).toContainEqual(expect.objectContaining({ value: 0.5, rule: 'PC-AIR-19' }));
    expect(e.numbers!.attack).toBe(960);
  });

  it('RECON units cannot strike; a strike needs a ready unit', () => {
    const s = airGame([spotter, target], [plane(), recon()]);
    expect(refused(strike(s, '03,02', 'r')).code).toBe('NOT_ALLOWED');
    const after = ok(strike(s, '03,02')).state;
    expect(refused(strike(after, '03,02')).rule).toBe('PC-AIR-15');
  });
});

describe('PC-AIR-03/21 AA fire', () => {
  const aa = (id: string, hex: string, over = {}) =>
    unit({ id, side: 'axis', hex, type: 'antiAircraft', aa: { value: 2, range: 2 }, strength: 100, ...over });
  // The default infantry target has AA 1 at range 0; here it has none.
  const target = unit({ id: 'tgt', side: 'axis', hex: '03,02', aa: { value: 0, range: 0 } });

  it('range multiplier 1/(2R+1): ×1 at range 0 (App. C item 13), ×1/3 at 1, ×1/5 at 2', () => {
    const s = airGame(
      [spotter, target, aa('aa0', '03,02'), aa('aa1', '04,02'), aa('aa2', '05,02')],
      [plane()],
    );
    const e = mission(ok(strike(s, '03,02')).events);
    const byUnit = (id: string) => e.aa.find((x) => x.unit === idx(s, id))!;
    expect(byUnit('aa0').factors.some((f) => f.rule === 'PC-AIR-03' && f.kind === 'mul')).toBe(false);
    expect(byUnit('aa0').numbers.attack).toBe(200);
    expect(byUnit('aa1').numbers.attack).toBeCloseTo(200 / 3);
    expect(byUnit('aa2').numbers.attack).toBeCloseTo(40);
    // Defense 5 of the air unit.
    expect(byUnit('aa0').numbers.combatValue).toBe(40);
  });

  it('×1/2 when Disrupted, Low on Ammo or in Travel Mode', () => {
    const s = airGame([spotter, target, aa('aa', '03,02', { mode: 'travel' })], [plane()]);
    s.units[idx(s, 'aa')]!.lowAmmo = true;
    const e = mission(ok(strike(s, '03,02')).events);
    expect(e.aa[0]!.numbers.attack).toBe(50);
  });

  it('high-flying Recon and Heavy Bombers meet only Heavy AA; Heavy AA is reduced against low-flying', () => {
    const units = [spotter, target, aa('light', '03,02'), aa('heavy', '04,02', { flags: { heavyAA: true } })];
    const s = airGame(
      units,
      [plane(), recon(), plane({ id: 'b', name: 'Lancasters', flags: { carpet: true } })],
      {
        params: { ...noIntercept, air: { carpetScatter: 0 } },
      },
    );
    const low = mission(ok(strike(s, '03,02')).events);
    expect(low.aa.map((x) => x.unit).sort()).toEqual([idx(s, 'light'), idx(s, 'heavy')].sort());
    const heavyShot = low.aa.find((x) => x.unit === idx(s, 'heavy'))!;
    expect(heavyShot.factors).toContainEqual(expect.objectContaining({ value: 0.5, rule: 'PC-AIR-21' }));
    const high = mission(ok(apply(s, { type: 'airRecon', air: 'r', hex: '03,02' })).events);
    expect(high.aa.map((x) => x.unit)).toEqual([idx(s, 'heavy')]);
    const carpet = mission(ok(strike(s, '03,02', 'b')).events);
    expect(carpet.aa.map((x) => x.unit)).toEqual([idx(s, 'heavy')]);
  });
});

describe('PC-AIR-05 Carpet Bombing', () => {
  it('hits every unit in the hex, friend or foe, needs no spotting, disrupts more', () => {
    const units = [
      unit({ id: 'friend', side: 'allied', hex: '06,05' }),
      unit({ id: 'foe', side: 'axis', hex: '06,05' }),
      unit({ id: 'far', side: 'allied', hex: '00,00' }),
    ];
    const s = airGame(units, [plane({ flags: { carpet: true } })], {
      fogOfWar: true,
      params: { ...noIntercept, air: { carpetScatter: 0 } },
    });
    const e = mission(ok(strike(s, '06,05')).events);
    expect(e.kind).toBe('carpet');
    expect(e.losses.map((l) => l.unit).sort()).toEqual([idx(s, 'friend'), idx(s, 'foe')].sort());
    expect(e.factors).toContainEqual(expect.objectContaining({ label: 'disruption effect', value: 3 }));
  });

  it('the target hex scatters by up to 2 hexes', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = airGame(
        [unit({ id: 'far', side: 'allied', hex: '00,00' })],
        [plane({ flags: { carpet: true } })],
        {},
        seed,
      );
      const e = mission(ok(strike(s, '05,04')).events);
      expect(s.world.board.distance(e.target, s.world.board.parse('05,04')!)).toBeLessThanOrEqual(2);
    }
  });
});

describe('PC-AIR-06..08 Air Recon', () => {
  it('PC-AIR-07 probability: 1/(R+1) × (100%+M) × S/(S+5) × state × quality', () => {
    const s = airGame([spotter, target], [recon()], {
      terrain: ['..........', '...r......', ...Array(6).fill('..........')],
    });
    const def = recon();
    const c = s.world.board.parse('03,02')!;
    const rough = s.world.board.parse('03,01')!;
    // R = 1, Rough -20%, S = 5: 1/2 × 0.8 × 5/10 × 1 × 1 = 0.2
    expect(airReconChance(s, def, { strength: 5, cohesion: 'ok' }, c, rough)).toBeCloseTo(0.2);
    expect(airReconChance(s, recon({ quality: 'A' }), { strength: 5, cohesion: 'ok' }, c, rough)).toBeCloseTo(
      0.3,
    );
    expect(airReconChance(s, def, { strength: 5, cohesion: 'disrupted' }, c, rough)).toBeCloseTo(0.1);
    expect(airReconChance(s, def, { strength: 5, cohesion: 'broken' }, c, rough)).toBe(0);
    // R = 0 in the open with 15 aircraft, F quality: 1 × 1 × 15/20 × 0.4 = 0.3
    expect(airReconChance(s, recon({ quality: 'F' }), { strength: 15, cohesion: 'ok' }, c, c)).toBeCloseTo(
      0.3,
    );
  });

  it('spots hidden units under fog, each in detail or as Unknown', () => {
    const hidden = unit({ id: 'h', side: 'axis', hex: '08,06' });
    const s = airGame(
      [unit({ id: 'a', side: 'allied', hex: '00,00' }), hidden],
      [recon({ strength: 50, quality: 'A' })],
      {
        fogOfWar: true,
      },
    );
    let found = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const g = { ...s, seed: String(seed) };
      const r = ok(apply(g, { type: 'airRecon', air: 'r', hex: '08,06' }));
      const e = mission(r.events);
      const k = r.state.knowledge.allied;
      if (e.spotted!.length + e.unknown!.length > 0) found++;
      expect(k.spotted.includes(idx(s, 'h'))).toBe(e.spotted!.includes(idx(s, 'h')));
      expect(k.unknown.includes(idx(s, 'h'))).toBe(e.unknown!.includes(idx(s, 'h')));
    }
    // R = 0, clear, 50/55 aircraft, A: p ≈ 1.36 → always seen.
    expect(found).toBe(10);
  });
});

describe('PC-AIR-10/11 interception', () => {
  it('an intercepted mission has no effect and the unit still needs its availability test', () => {
    const s = airGame([spotter, target], [plane()], { params: { side: { axis: { airInterception: 100 } } } });
    const r = ok(strike(s, '03,02'));
    const e = mission(r.events);
    expect(e.intercepted).toBe(true);
    expect(e.losses).toEqual([]);
    expect(u(r.state, 'tgt').strength).toBe(600);
    expect(r.state.air.units[0]!.status).toBe('unavailable');
  });

  it('Jet Aircraft are intercepted at half the probability', () => {
    const s = airGame([spotter, target], [plane()], { params: { side: { axis: { airInterception: 30 } } } });
    expect(interceptionChance(s, plane())).toBe(30);
    expect(interceptionChance(s, plane({ flags: { jet: true } }))).toBe(15);
  });
});

describe('PC-AIR-15/16/17 availability', () => {
  it('after a mission the unit waits for a passed availability test at the start of its turns', () => {
    const sure = airGame([spotter, target], [plane()], {
      params: {
        ...noIntercept,
        side: { allied: { airAvailability: 100, airInterception: 0 }, axis: { airInterception: 0 } },
      },
    });
    const flown = ok(strike(sure, '03,02')).state;
    expect(endTurn(endTurn(flown)).air.units[0]!.status).toBe('ready');
    const never = airGame([spotter, target], [plane()], {
      params: { side: { allied: { airAvailability: 0 }, axis: { airInterception: 0 } } },
    });
    const f2 = ok(strike(never, '03,02')).state;
    expect(endTurn(endTurn(f2)).air.units[0]!.status).toBe('unavailable');
  });

  it('PC-AIR-15 example: at 20% a unit waits 5 turns on average (about 2 missions in a 10-turn day)', () => {
    const s = airGame([spotter, target], [plane()], {
      params: { side: { allied: { airAvailability: 20 } } },
    });
    let total = 0;
    const runs = 2000;
    for (let k = 0; k < runs; k++) {
      s.seed = `avail-${k}`;
      s.air.units[0]!.status = 'unavailable';
      let turns = 0;
      while ((s.air.units[0]!.status as string) !== 'ready') {
        s.turn = turns + 2;
        airTurnStart(s, 'allied', []);
        turns++;
      }
      total += turns;
    }
    expect(total / runs).toBeGreaterThan(4.5);
    expect(total / runs).toBeLessThan(5.5);
  });

  it('Single Use units fly once', () => {
    const s = airGame([spotter, target], [plane({ flags: { singleUse: true } })], {
      params: {
        ...noIntercept,
        side: { allied: { airAvailability: 100, airInterception: 0 }, axis: { airInterception: 0 } },
      },
    });
    const flown = ok(strike(s, '03,02')).state;
    expect(endTurn(endTurn(flown)).air.units[0]!.status).toBe('spent');
  });

  it('PC-AIR-16 scheduled availability changes; PC-OPT-12 Low Visibility Air Effects', () => {
    const s = airGame([spotter, target], [plane()], {
      environment: { visibility: { min: 2, max: 2, start: 2 } },
    });
    expect(airAvailabilityPercent(s, 'allied')).toBe(70);
    const low = airGame([spotter, target], [plane()], {
      environment: { visibility: { min: 2, max: 2, start: 2 } },
      optionalRules: ['lowVisibilityAir'],
    });
    expect(airAvailabilityPercent(low, 'allied')).toBe(35);
    const sched = newGame(
      {
        ...scenarioOf({ units: [spotter, target] }),
        air: [plane()],
        airSchedule: [{ turn: 1, side: 'allied', availability: 5 }],
      },
      1,
    ).state;
    expect(airAvailabilityPercent(sched, 'allied')).toBe(5);
  });
});

describe('PC-AIR-13/14 air interdiction', () => {
  const sure = { side: { axis: { airInterdiction: 100 } }, air: { interdictionCap: 100 } };
  const enemyAir = [plane({ id: 'lw', name: 'Fw 190', side: 'axis' })];
  const mover = truck({ id: 'tr', side: 'allied', hex: '01,02', mode: 'travel' });
  const far = unit({ id: 'far', side: 'axis', hex: '09,07' });

  it('a Travel Mode mover is interdicted: double disruption, up to half its MA lost; the move ends', () => {
    const s = airGame([mover, far], enemyAir, { params: sure });
    const r = ok(move(s, 'tr', ['02,02', '03,02']));
    const e = r.events.find((x) => x.type === 'airInterdiction') as AirInterdictionEvent;
    expect(e).toBeDefined();
    expect(e.unit).toBe(idx(s, 'tr'));
    expect(e.factors).toContainEqual(expect.objectContaining({ label: 'disruption effect', value: 2 }));
    expect(e.mpLost).toBeLessThanOrEqual(Math.floor(u(s, 'tr').mpMax / 2));
    expect(r.state.world.board.label(u(r.state, 'tr').loc)).toBe('02,02');
  });

  it('no enemy air, a Deployed mover alone, or a Storm: no interdiction', () => {
    const none = airGame([mover, far], [], { params: sure });
    expect(ok(move(none, 'tr', ['02,02'])).events.some((x) => x.type === 'airInterdiction')).toBe(false);
    const deployed = airGame([unit({ id: 'inf', side: 'allied', hex: '01,02' }), far], enemyAir, {
      params: sure,
    });
    expect(ok(move(deployed, 'inf', ['02,02'])).events.some((x) => x.type === 'airInterdiction')).toBe(false);
    const storm = airGame([mover, far], enemyAir, { params: sure });
    storm.weather.storm = true;
    expect(ok(move(storm, 'tr', ['02,02'])).events.some((x) => x.type === 'airInterdiction')).toBe(false);
  });

  it('the chance grows with Travel/Rail units in the hex, follows terrain, halves at Dawn and Dusk', () => {
    const p = { side: { axis: { airInterdiction: 10 } } };
    const s = airGame([mover, far], enemyAir, {
      params: p,
      terrain: ['..........', '...r......', ...Array(6).fill('..........')],
    });
    const clear = s.world.board.parse('02,02')!;
    const rough = s.world.board.parse('03,01')!;
    expect(interdictionChance(s, 'axis', clear, 1).chance).toBe(10);
    expect(interdictionChance(s, 'axis', clear, 3).chance).toBe(30);
    expect(interdictionChance(s, 'axis', rough, 1).chance).toBeCloseTo(8);
    const dawn = airGame([mover, far], enemyAir, { params: p, start: { date: '1944-06-13T05:00' } });
    expect(interdictionChance(dawn, 'axis', clear, 2).chance).toBe(10);
  });
});

describe('determinism', () => {
  it('the same seed and commands give the same air results', () => {
    const run = () => {
      const s = airGame([spotter, target], [plane()], {}, 'same');
      return JSON.stringify(ok(strike(s, '03,02')).events);
    };
    expect(run()).toBe(run());
  });
});

describe('fog of war for air missions (design invariant 3)', () => {
  it('the attacker reads losses, not strength left; the side attacked reads no air strength or recon finds', () => {
    const s = airGame([spotter, target], [plane(), recon()], { fogOfWar: true });
    const r = ok(strike(s, '03,02'));
    const mineView = eventsFor(r.events, r.state, 'allied').find(
      (e) => e.type === 'airMission',
    ) as AirMissionEvent;
    expect(mineView.losses[0]!.strengthAfter).toBe(-1);
    expect(mineView.losses[0]!.loss).toBe(mission(r.events).losses[0]!.loss);
    const theirs = eventsFor(r.events, r.state, 'axis').find(
      (e) => e.type === 'airMission',
    ) as AirMissionEvent;
    expect(theirs.strengthAfter).toBe(-1);
    expect(theirs.losses[0]!.strengthAfter).toBe(u(r.state, 'tgt').strength);
    const rec = ok(apply(s, { type: 'airRecon', air: 'r', hex: '03,02' }));
    const seen = eventsFor(rec.events, rec.state, 'axis').find(
      (e) => e.type === 'airMission',
    ) as AirMissionEvent;
    expect(seen.spotted).toEqual([]);
    expect(seen.rolls).toEqual([]);
  });
});

describe('the side view lists its own air units only', () => {
  it('PC-AIR-01: own air units with their state; none of the enemy', () => {
    const s = airGame([spotter, target], [plane(), plane({ id: 'lw', name: 'Fw 190', side: 'axis' })]);
    expect(viewFor(s, 'allied').air!.map((a) => a.def.id)).toEqual(['p']);
    expect(viewFor(s, 'axis').air!.map((a) => a.def.id)).toEqual(['lw']);
    const flown = ok(strike(s, '03,02')).state;
    expect(viewFor(flown, 'allied').air![0]!.state.status).toBe('unavailable');
  });
});

describe('PC-AIR-01 / PC-REC-01 air units recover losses', () => {
  it('lost aircraft return at the Unit Recovery rate × quality at the start of the side turn', () => {
    const s = airGame([spotter, target], [plane({ quality: 'C' })], {
      params: { ...noIntercept, side: { allied: { unitRecovery: 50 } } },
    });
    s.air.units[0]!.strength = 8;
    const events: GameEvent[] = [];
    airTurnStart(s, 'allied', events);
    // 4 missing × 50% × 1 (C) = 2
    expect(s.air.units[0]!.strength).toBe(10);
    expect(events).toContainEqual(expect.objectContaining({ type: 'airStatus', rule: 'PC-REC-01' }));
  });
});

describe('air properties', () => {
  it('aircraft stay within 0..full strength and the status follows the rules, for any seed', () => {
    const aaUnit = unit({
      id: 'aa',
      side: 'axis',
      hex: '03,02',
      type: 'antiAircraft',
      aa: { value: 20, range: 2 },
      strength: 300,
      flags: { heavyAA: true },
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (seed, single) => {
        const s = airGame(
          [spotter, target, aaUnit],
          [plane({ strength: 3, flags: { singleUse: single } })],
          { params: { side: { axis: { airInterception: 20 } } } },
          seed,
        );
        const r = ok(strike(s, '03,02'));
        let st = r.state;
        for (let k = 0; k < 4; k++) st = endTurn(st);
        const a = st.air.units[0]!;
        expect(a.strength).toBeGreaterThanOrEqual(0);
        expect(a.strength).toBeLessThanOrEqual(3);
        if (a.strength === 0) expect(a.status).toBe('removed');
        else if (single) expect(a.status).toBe('spent');
        else expect(['ready', 'unavailable']).toContain(a.status);
      }),
      { numRuns: 60 },
    );
  });
});

describe('PC-AIR-08 a strike on an Unknown unit tells the attacker nothing', () => {
  it('no losses, no rolls and no unit name in what the attacker reads', () => {
    const s = airGame([spotter, target], [plane()], { fogOfWar: true });
    const t = idx(s, 'tgt');
    s.knowledge.allied.spotted = s.knowledge.allied.spotted.filter((j) => j !== t);
    s.knowledge.allied.unknown = [t];
    const r = ok(strike(s, '03,02'));
    const e = eventsFor(r.events, r.state, 'allied').find((x) => x.type === 'airMission') as AirMissionEvent;
    expect(e.losses).toEqual([]);
    expect(e.rolls).toEqual([]);
    expect(e.summary).not.toContain('tgt');
    expect(mission(r.events).hiddenFromFirer).toBe(true);
  });
});
