import { describe, expect, it } from 'vitest';
import { apply, makeDice, type GameState } from '../src/engine/systems/panzer/index.js';
import { SIDE } from '../src/engine/systems/panzer/model/terrain.js';
import { breakdownChance, nightDisruptionChance } from '../src/engine/systems/panzer/rules/movement.js';
import { game, idx, move, ok, refused, tank, truck, u, unit, type MapSpec } from './fixtures/movement.js';

const inf = (hex = '01,02', over = {}) => unit({ id: 'inf', side: 'allied', hex, ...over });
const far = unit({ id: 'far', side: 'axis', hex: '09,07' });
const spec = (units: MapSpec['units'], over: Partial<MapSpec> = {}): MapSpec => ({
  fogOfWar: false,
  units: [...units, far],
  ...over,
});
const mode = (s: GameState, unit: string, m: 'deployed' | 'travel' | 'rail') =>
  apply(s, { type: 'mode', unit, mode: m });
const movedEvent = (events: readonly { type: string }[]) =>
  events.find((e) => e.type === 'moved') as { stoppedBy?: string } | undefined;

describe('PC-IMP impediments', () => {
  it('PC-IMP-01 rubble triples costs; uncleared rubble stops road movement, cleared rubble allows it', () => {
    const lines = [{ kind: 'road' as const, hexes: ['01,02', '02,02'] }];
    const s = game(
      spec([inf(), truck({ id: 'tr', side: 'allied', hex: '01,02', mode: 'travel' })], {
        lines,
        features: [{ hex: '02,02', rubble: true }],
      }),
    );
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(0);
    expect(u(ok(move(s, 'tr', ['02,02'])).state, 'tr').mp).toBe(18 - 12);
    s.hexes[s.world.board.parse('02,02')!]!.rubble = 'cleared';
    expect(u(ok(move(s, 'tr', ['02,02'])).state, 'tr').mp).toBe(18 - 6);
  });

  it('PC-IMP-03 an obstacle costs the whole allowance, then is penetrated: +1/4 MA deployed, no road in Travel Mode', () => {
    const lines = [{ kind: 'road' as const, hexes: ['01,02', '02,02'] }];
    const s = game(
      spec(
        [inf(), inf('01,02', { id: 'b' }), truck({ id: 'tr', side: 'allied', hex: '01,02', mode: 'travel' })],
        {
          lines,
          features: [{ hex: '02,02', obstacle: true }],
        },
      ),
    );
    const r = ok(move(s, 'inf', ['02,02']));
    expect(u(r.state, 'inf').mp).toBe(0);
    expect(r.state.hexes[s.world.board.parse('02,02')!]!.obstacle).toBe('penetrated');
    expect(u(ok(move(r.state, 'b', ['02,02'])).state, 'b').mp).toBe(9 - 3 - 2.25);
    expect(u(ok(move(r.state, 'tr', ['02,02'])).state, 'tr').mp).toBe(18 - 4);
  });

  it('PC-IMP-04 congestion costs the affected side its whole allowance', () => {
    const s = game(
      spec([inf(), inf('03,02', { id: 'ax', side: 'axis' })], {
        features: [{ hex: '02,02', congestion: 'allied' }],
      }),
    );
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(0);
    const spent = ok(move(s, 'inf', ['01,03']));
    expect(refused(move(spent.state, 'inf', ['02,02'])).code).toBe('NOT_ENOUGH_MP');
  });

  it('PC-IMP-06/07 a minefield attack: S/3 of the MA lost, S x 3% casualties, the move stops, the field is penetrated', () => {
    const s = game(spec([inf()], { features: [{ hex: '02,02', minefield: 2 }] }));
    const r = ok(move(s, 'inf', ['02,02', '03,02']));
    const st = u(r.state, 'inf');
    expect(r.state.world.board.label(st.loc)).toBe('02,02');
    expect(st.mp).toBe(0); // 9 - Clear 3 - 2/3 x 9
    expect(st.strength).toBe(600 - 36);
    expect(movedEvent(r.events)?.stoppedBy).toBe('minefield');
    expect(r.state.hexes[s.world.board.parse('02,02')!]!.minefieldPenetrated).toBe(true);
    expect(r.state.losses.allied.men).toBe(36);
  });

  it('PC-ENG-06 engineers pay 1/3 MA to enter a minefield and suffer no attack', () => {
    const s = game(
      spec([inf('01,02', { flags: { engineer: true } })], { features: [{ hex: '02,02', minefield: 3 }] }),
    );
    const r = ok(move(s, 'inf', ['02,02', '03,02']));
    expect(u(r.state, 'inf').mp).toBe(0);
    expect(u(r.state, 'inf').strength).toBe(600);
  });

  it('PC-IMP-02 damaged rail cannot be used', () => {
    const lines = [{ kind: 'rail' as const, hexes: ['01,02', '02,02', '03,02'] }];
    const s = game(spec([inf('01,02', { mode: 'rail' })], { lines }));
    const e = s.world.board.edgeBetween(s.world.board.parse('01,02')!, s.world.board.parse('02,02')!);
    s.edgeOverrides = { [e]: s.world.edges[e]! | SIDE.railDamaged };
    expect(refused(move(s, 'inf', ['02,02'])).rule).toBe('PC-MOV-08');
  });
});

describe('PC-IMP-05 congestion expiry, PC-SUT-08 patrol recall', () => {
  it('a marker of one side expires after Congestion Expiration turns with its units in the hex', () => {
    const s = game(
      spec([inf('02,02')], {
        features: [{ hex: '02,02', congestion: 'allied' }],
        params: { congestionExpiration: 3 },
      }),
    );
    const l = s.world.board.parse('02,02')!;
    // Counted at the start of each Allied player turn: turn 1, turn 2, then turn 3 clears it.
    expect(s.hexes[l]!.congestionCounter).toBe(1);
    let st = s;
    for (let i = 0; i < 2; i++) st = ok(apply(st, { type: 'endTurn' })).state;
    expect(st.hexes[l]!.congestionCounter).toBe(2);
    expect(st.hexes[l]!.congestion).toBe('allied');
    for (let i = 0; i < 2; i++) st = ok(apply(st, { type: 'endTurn' })).state;
    expect(st.hexes[l]!.congestion).toBeNull();
  });
  it('markers affecting both sides never expire', () => {
    const s = game(
      spec([inf('02,02')], {
        features: [{ hex: '02,02', congestion: 'both' }],
        params: { congestionExpiration: 1 },
      }),
    );
    let st = s;
    for (let i = 0; i < 4; i++) st = ok(apply(st, { type: 'endTurn' })).state;
    expect(st.hexes[s.world.board.parse('02,02')!]!.congestion).toBe('both');
  });
  it('a patrolling unit that moves is recalled first, for 1/2 MA', () => {
    const s = game(spec([inf()]));
    s.units[idx(s, 'inf')]!.patrolling = true;
    const r = ok(move(s, 'inf', ['02,02']));
    expect(u(r.state, 'inf').mp).toBe(9 - 4.5 - 3);
    expect(u(r.state, 'inf').patrolling).toBe(false);
    expect(refused(move(s, 'inf', ['02,02', '03,02'])).code).toBe('NOT_ENOUGH_MP');
  });
});

describe('PC-DEC-04/05 deception effects on movement', () => {
  const certain = { params: { side: { axis: { deceptionEffect: 100, deceptionRange: 3 } } } };
  const partisan = unit({ id: 'par', side: 'axis', hex: '05,02', type: 'partisan' });
  it('a unit in Travel Mode within range of a partisan may be Disrupted and lose its MP', () => {
    const s = game(spec([inf('01,02', { mode: 'travel' }), partisan], certain));
    const r = ok(move(s, 'inf', ['02,02', '03,02']));
    expect(u(r.state, 'inf').cohesion).toBe('disrupted');
    expect(u(r.state, 'inf').mp).toBe(0);
    expect(r.state.world.board.label(u(r.state, 'inf').loc)).toBe('02,02');
  });
  it('Deployed units are not affected; an own Patrolling unit near the partisan negates it', () => {
    const s = game(
      spec(
        [inf('01,02'), inf('01,02', { id: 'trv', mode: 'travel' }), inf('04,04', { id: 'pat' }), partisan],
        certain,
      ),
    );
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').cohesion).toBe('ok');
    s.units[idx(s, 'pat')]!.patrolling = true;
    expect(u(ok(move(s, 'trv', ['02,02'])).state, 'trv').cohesion).toBe('ok');
  });
  it('patrols negate Deception Units only under Extended Patrolling', () => {
    const decoy = unit({ id: 'dec', side: 'axis', hex: '05,02', type: 'deception', deployed: true });
    const units = [inf('01,02', { mode: 'travel' }), inf('04,04', { id: 'pat' }), decoy];
    const s = game(spec(units, certain));
    s.units[idx(s, 'pat')]!.patrolling = true;
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').cohesion).toBe('disrupted');
    const x = game(spec(units, { ...certain, optionalRules: ['extendedPatrolling'] }));
    x.units[idx(x, 'pat')]!.patrolling = true;
    expect(u(ok(move(x, 'inf', ['02,02'])).state, 'inf').cohesion).toBe('ok');
  });
});

describe('PC-MOV-21/22, PC-MOV-13 units that may not move', () => {
  it('Fixed units cannot move', () => {
    const e = refused(move(game(spec([inf('01,02', { fixed: true })])), 'inf', ['02,02']));
    expect(e.code).toBe('FIXED');
  });
  it('Immobile units (Speed 0) never move', () => {
    expect(refused(move(game(spec([inf('01,02', { speed: 0 })])), 'inf', ['02,02'])).code).toBe('IMMOBILE');
  });
  it('towed guns and must-travel units move only in Travel Mode', () => {
    const gun = unit({
      id: 'gun',
      side: 'allied',
      hex: '01,02',
      type: 'artillery',
      component: 'guns',
      strength: 12,
      flags: { towed: true },
    });
    const s = game(spec([gun, inf('01,02', { id: 'mt', flags: { mustTravel: true } })]));
    expect(refused(move(s, 'gun', ['02,02'])).message).toBe('gun must be in Travel Mode to move.');
    expect(refused(move(s, 'mt', ['02,02'])).code).toBe('MODE');
    ok(move(ok(mode(s, 'gun', 'travel')).state, 'gun', ['02,02']));
  });
  it('PC-SUT-01 rail units move only in Rail Mode; armoured trains are the exception', () => {
    const lines = [{ kind: 'rail' as const, hexes: ['01,02', '02,02'] }];
    const s = game(
      spec(
        [
          unit({ id: 'rg', side: 'allied', hex: '01,02', type: 'rail', moveClass: 'rail', speed: 20 }),
          unit({
            id: 'at',
            side: 'allied',
            hex: '01,02',
            type: 'rail',
            moveClass: 'rail',
            speed: 20,
            mode: 'travel',
            flags: { hardTarget: true },
          }),
        ],
        { lines },
      ),
    );
    expect(refused(move(s, 'rg', ['02,02'])).rule).toBe('PC-SUT-01');
    expect(refused(move(s, 'at', ['02,02'])).code).not.toBe('MODE');
  });
});

describe('PC-UNT-06 mode changes', () => {
  const lines = [{ kind: 'rail' as const, hexes: ['01,02', '02,02', '03,02', '04,02'] }];
  it('infantry: to Travel free, back to Deployed 1/3 MA', () => {
    const s = game(spec([inf()]));
    const t = ok(mode(s, 'inf', 'travel'));
    expect(u(t.state, 'inf').mp).toBe(9);
    expect(t.events[0]).toMatchObject({ type: 'modeChanged', mode: 'travel', mpCost: 0 });
    expect(u(ok(mode(t.state, 'inf', 'deployed')).state, 'inf').mp).toBe(6);
  });
  it('towed artillery 1/3 MA each way; heavy artillery and siege guns the full MA', () => {
    const gun = (id: string, flags: object) =>
      unit({
        id,
        side: 'allied',
        hex: '01,02',
        type: 'artillery',
        component: 'guns',
        strength: 6,
        flags: { towed: true, ...flags },
      });
    const s = game(
      spec([gun('light', {}), gun('heavy', { heavyArtillery: true }), gun('siege', { siegeGun: true })]),
    );
    expect(u(ok(mode(s, 'light', 'travel')).state, 'light').mp).toBe(6);
    expect(u(ok(mode(s, 'heavy', 'travel')).state, 'heavy').mp).toBe(0);
    expect(u(ok(mode(s, 'siege', 'travel')).state, 'siege').mp).toBe(0);
  });
  it('the full-MA change needs the full MA unspent', () => {
    const s = game(spec([inf()], { lines }));
    const moved = ok(move(s, 'inf', ['02,02'])).state;
    const e = refused(mode(moved, 'inf', 'rail'));
    expect(e.message).toBe('inf has 6 MP left; changing to Rail Mode costs 9 (its full allowance).');
  });
  it('PC-MOV-08 Rail Mode needs a rail line, costs the full MA and fits the rail capacity', () => {
    const s = game(
      spec([inf(), inf('05,05', { id: 'norail' })], {
        lines,
        params: { side: { allied: { railCapacity: 1000 } } },
      }),
    );
    expect(refused(mode(s, 'norail', 'rail')).rule).toBe('PC-MOV-08');
    const r = ok(mode(s, 'inf', 'rail'));
    expect(u(r.state, 'inf').mp).toBe(0);
    const small = game(spec([inf()], { lines, params: { side: { allied: { railCapacity: 500 } } } }));
    expect(refused(mode(small, 'inf', 'rail')).message).toBe(
      'Rail capacity is 500 men-equivalents and 0 are already in use; inf needs 600.',
    );
  });
  it('PC-MOV-08 no mode change to or from Rail Mode in an over-stacked hex', () => {
    const s = game(spec([inf(), inf('01,02', { id: 'b' })], { lines, params: { maxStacking: 1000 } }));
    expect(refused(mode(s, 'inf', 'rail')).code).toBe('STACKING');
  });
  it('PC-UNT-09 the towed-gun limit applies to deployed guns', () => {
    const gun = (id: string, m: 'deployed' | 'travel') =>
      unit({
        id,
        side: 'allied',
        hex: '01,02',
        type: 'artillery',
        component: 'guns',
        strength: 6,
        mode: m,
        flags: { towed: true },
      });
    const s = game(spec([gun('g1', 'deployed'), gun('g2', 'travel')], { params: { towedGunLimit: 10 } }));
    expect(refused(mode(s, 'g2', 'deployed')).rule).toBe('PC-UNT-09');
  });
  it('Fixed units cannot change mode', () => {
    expect(refused(mode(game(spec([inf('01,02', { fixed: true })])), 'inf', 'travel')).code).toBe('FIXED');
  });
});

describe('PC-MOV-08 rail movement', () => {
  const lines = [{ kind: 'rail' as const, hexes: ['01,02', '02,02', '03,02', '04,02'] }];
  it('units in Rail Mode move along rail lines at the rail cost, and nowhere else', () => {
    const s = game(spec([inf('01,02', { mode: 'rail', speed: 9 })], { lines }));
    expect(u(ok(move(s, 'inf', ['02,02', '03,02', '04,02'])).state, 'inf').mp).toBe(9 - 3);
    expect(refused(move(s, 'inf', ['01,03'])).message).toContain('Rail Mode');
  });
  it('rail traffic through a hex is limited by the Road Stacking Limit', () => {
    const s = game(spec([inf('01,02', { mode: 'rail' })], { lines, params: { roadStacking: 500 } }));
    expect(refused(move(s, 'inf', ['02,02'])).message).toBe(
      'Rail traffic through 02,02 is limited to 500 men-equivalents.',
    );
  });
  it('rail movement may not enter an enemy ZOC (rules-decisions)', () => {
    const s = game(
      spec([inf('01,02', { mode: 'rail' }), unit({ id: 'en', side: 'axis', hex: '03,01' })], { lines }),
    );
    expect(refused(move(s, 'inf', ['02,02', '03,02'])).code).toBe('ZOC');
  });
});

describe('PC-MOV-10 night movement', () => {
  const night = { start: { date: '1944-06-13T23:00' }, params: { nightMoveDisruption: 100 } };
  it('PC-GEN-04 chance per hex = parameter x quality multiplier', () => {
    expect(nightDisruptionChance(8, 'A')).toBe(2);
    expect(nightDisruptionChance(8, 'C')).toBe(8);
    expect(nightDisruptionChance(8, 'F')).toBe(32);
  });
  it('moving off road at night may disrupt (100% here): the unit is Disrupted, its MP fall to 2/3 and it stops', () => {
    const s = game(spec([inf()], night));
    const r = ok(move(s, 'inf', ['02,02', '03,02']));
    const st = u(r.state, 'inf');
    expect(st.cohesion).toBe('disrupted');
    expect(r.state.world.board.label(st.loc)).toBe('02,02');
    expect(st.mp).toBe(4);
    expect(movedEvent(r.events)?.stoppedBy).toBe('disrupted moving at night');
  });
  it('moving by road in Travel Mode at night never disrupts', () => {
    const lines = [{ kind: 'road' as const, hexes: ['01,02', '02,02', '03,02'] }];
    const s = game(spec([inf('01,02', { mode: 'travel' })], { ...night, lines }));
    const r = ok(move(s, 'inf', ['02,02', '03,02']));
    expect(u(r.state, 'inf').cohesion).toBe('ok');
  });
});

describe('PC-MOV-12 vehicle breakdown', () => {
  it('P = V x C x B / (40000 x Q); x3 for Low Reliability; never a single vehicle', () => {
    expect(breakdownChance(100, 4, 1, 'C')).toBeCloseTo(0.01, 12);
    expect(breakdownChance(100, 4, 1, 'A')).toBeCloseTo(0.01 / 1.2, 12);
    expect(breakdownChance(100, 4, 1, 'C', true)).toBeCloseTo(0.03, 12);
    expect(breakdownChance(1, 400, 100, 'F')).toBe(0);
  });
  it('calibration: 100 vehicles, quality C, B = 1, 100 hexes of primary road at 4 MP lose about 1 vehicle', () => {
    const dice = makeDice('breakdown-calibration');
    const runs = 4000;
    let lost = 0;
    for (let r = 0; r < runs; r++) {
      let v = 100;
      for (let hex = 0; hex < 100; hex++) if (dice.chance(breakdownChance(v, 4, 1, 'C'))) v--;
      lost += 100 - v;
    }
    expect(lost / runs).toBeGreaterThan(0.9);
    expect(lost / runs).toBeLessThan(1.1);
  });
  it('a move by a vehicle unit rolls once, with C = the MP it spent', () => {
    const s = game(
      spec([tank({ id: 'tk', side: 'allied', hex: '01,02' })], { params: { vehicleBreakdown: 4000 } }),
    );
    // P = 40 x 3 x 4000 / 40000 = 12 -> certain.
    const r = ok(move(s, 'tk', ['02,02']));
    expect(u(r.state, 'tk').strength).toBe(39);
    expect(r.events.some((e) => e.type === 'unitState' && e.rule === 'PC-MOV-12')).toBe(true);
  });
});

describe('PC-SUT movement by unit type', () => {
  const cliff = { hexsides: [{ hex: '01,02', dir: 'E' as const, features: ['cliff' as const] }] };
  it('PC-SUT-04 mountain units cross cliffs for their full MA; others cannot', () => {
    const s = game(spec([inf(), inf('01,02', { id: 'mtn', flags: { mountain: true } })], cliff));
    expect(refused(move(s, 'inf', ['02,02'])).message).toBe(
      'inf cannot cross the Cliff between 01,02 and 02,02.',
    );
    expect(u(ok(move(s, 'mtn', ['02,02'])).state, 'mtn').mp).toBe(0);
  });
  it('PC-SUT-07 commandos cross any hexside for their full MA', () => {
    const s = game(
      spec([inf('01,02', { type: 'commando' })], {
        hexsides: [{ hex: '01,02', dir: 'E', features: ['river'] }],
      }),
    );
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(0);
  });
  it('PC-SUT-02 amphibious units cross rivers in Travel Mode for their full MA; the optional rule lets them swim', () => {
    const t = [
      '..........',
      '..........',
      '...~~.....',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const amph = (id: string, hex: string) =>
      truck({ id, side: 'allied', hex, mode: 'travel', flags: { amphibious: true } });
    const river = { hexsides: [{ hex: '01,04', dir: 'E' as const, features: ['river' as const] }] };
    const s = game(spec([amph('a', '01,04'), amph('w', '02,02')], { ...river, terrain: t }));
    expect(u(ok(move(s, 'a', ['02,04'])).state, 'a').mp).toBe(0);
    expect(refused(move(s, 'w', ['03,02'])).code).toBe('IMPASSABLE');
    const opt = game(
      spec([amph('a', '01,04'), amph('w', '02,02')], { ...river, terrain: t, optionalRules: ['amphibious'] }),
    );
    const swim = ok(move(opt, 'w', ['03,02']));
    expect(u(swim.state, 'w').mp).toBe(0);
  });
  it('PC-SUT-03 ships stay on water away from the shore and at most four a hex', () => {
    const t = [
      '~~~~~~~~~~',
      '~~~~~~~~~~',
      '~~~~~~~~~~',
      '~~~~~~~~~~',
      '~~~~~~~~~~',
      '~~~~~~~~~~',
      '........~~',
      '........~~',
    ];
    const ship = (id: string, hex: string) =>
      unit({
        id,
        side: 'allied',
        hex,
        type: 'naval',
        component: 'vehicles',
        strength: 1,
        moveClass: 'naval',
        speed: 10,
      });
    const s = game({
      fogOfWar: false,
      terrain: t,
      units: [
        ship('s1', '02,02'),
        ship('s2', '02,03'),
        ship('s3', '02,03'),
        ship('s4', '02,03'),
        ship('s5', '02,03'),
        unit({ id: 'far', side: 'axis', hex: '00,07' }),
      ],
    });
    expect(u(ok(move(s, 's1', ['03,02'])).state, 's1').mp).toBe(8);
    expect(refused(move(s, 's1', ['01,03', '01,04', '01,05'])).message).toContain('shallow water');
    expect(refused(move(s, 's1', ['02,03'])).message).toBe('At most 4 ships may be in one hex (02,03).');
  });
});

describe('PC-MOV-01 stacks move together', () => {
  it('each unit pays its own cost; the stack is refused if one cannot pay', () => {
    const terrain = [
      '..........',
      '..........',
      '..ff......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(spec([inf(), tank({ id: 'tk', side: 'allied', hex: '01,02' })], { terrain }));
    const r = ok(move(s, ['inf', 'tk'], ['02,02']));
    expect(u(r.state, 'inf').mp).toBe(5);
    expect(u(r.state, 'tk').mp).toBe(8);
    expect(refused(move(r.state, ['inf', 'tk'], ['03,02', '04,02'])).message).toBe(
      'inf has 1 MP left; Clear costs 3.',
    );
  });
  it('units must start in the same hex', () => {
    const s = game(spec([inf(), inf('02,02', { id: 'b' })]));
    expect(refused(move(s, ['inf', 'b'], ['01,03'])).code).toBe('BAD_COMMAND');
  });
  it('only the active side moves', () => {
    const s = game(spec([inf()]));
    expect(refused(move(s, 'far', ['08,07'])).code).toBe('NOT_YOUR_UNIT');
    void idx;
  });
});
