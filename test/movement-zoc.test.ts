import { describe, expect, it } from 'vitest';
import { blind, game, idx, move, ok, refused, u, unit, type MapSpec } from './fixtures/movement.js';

// The enemy at 05,02 has a ZOC in 04,02 and 04,03 (and its other neighbours). 04,02 -> 04,03 is a
// move from one enemy ZOC straight into another; Clear costs a foot unit 3, its allowance is 9.
const enemy = (over = {}) => unit({ id: 'en', side: 'axis', hex: '05,02', ...over });
const mover = (over = {}) => unit({ id: 'mv', side: 'allied', hex: '04,02', ...over });
const base = (units: MapSpec['units'], over: Partial<MapSpec> = {}): MapSpec => ({
  fogOfWar: false,
  units,
  ...over,
});

describe('PC-ZOC-03 moving from enemy ZOC to enemy ZOC', () => {
  it('entering an enemy ZOC costs nothing extra', () => {
    const s = game(base([unit({ id: 'mv', side: 'allied', hex: '03,02' }), enemy()]));
    expect(u(ok(move(s, 'mv', ['04,02'])).state, 'mv').mp).toBe(9 - 3);
  });
  it('case 3: the ZOC Movement Multiplier multiplies the cost (x2: Clear 6)', () => {
    const s = game(base([mover(), enemy()]));
    expect(u(ok(move(s, 'mv', ['04,03'])).state, 'mv').mp).toBe(9 - 6);
  });
  it('case 1: Locking ZOC forbids it', () => {
    const s = game(base([mover(), enemy()], { optionalRules: ['lockingZoc'] }));
    const e = refused(move(s, 'mv', ['04,03']));
    expect(e.code).toBe('ZOC');
    expect(e.message).toContain('Locking ZOC');
  });
  it('case 2: multiplier 0 allows it only into a friendly-held hex, for the whole allowance', () => {
    const s = game(base([mover(), enemy()], { params: { zocMoveMultiplier: 0 } }));
    expect(refused(move(s, 'mv', ['04,03'])).code).toBe('ZOC');
    const f = game(
      base([mover(), enemy(), unit({ id: 'fr', side: 'allied', hex: '04,03' })], {
        params: { zocMoveMultiplier: 0 },
      }),
    );
    expect(u(ok(move(f, 'mv', ['04,03'])).state, 'mv').mp).toBe(0);
    const spent = ok(move(f, 'mv', ['03,02']));
    expect(refused(move(spent.state, 'mv', ['04,02', '04,03'])).code).toBe('NOT_ENOUGH_MP');
  });
});

describe('PC-ZOC-02 / PC-UNT-10 units without a ZOC', () => {
  const cases: [string, object][] = [
    ['an HQ', { type: 'hq' }],
    ['a towed anti-tank gun', { type: 'antiTank', component: 'guns', strength: 6, flags: { towed: true } }],
    ['a partisan', { type: 'partisan' }],
    ['an irregular', { type: 'irregular' }],
  ];
  for (const [name, over] of cases)
    it(`${name} has no ZOC`, () => {
      const s = game(base([mover(), enemy(over)], { optionalRules: ['lockingZoc'] }));
      expect(u(ok(move(s, 'mv', ['04,03'])).state, 'mv').mp).toBe(9 - 3);
    });
  it('a Broken unit has no ZOC', () => {
    const s = game(base([mover(), enemy()], { optionalRules: ['lockingZoc'] }));
    s.units[idx(s, 'en')]!.cohesion = 'broken';
    ok(move(s, 'mv', ['04,03']));
  });
  it('PC-ZOC-01 a unit with a fixed Facing has a ZOC only in the three hexes it faces', () => {
    // Facing East: ZOC in 06,02 (E), 05,01 (NE) and 05,03 (SE), not in 04,02 / 04,03.
    const s = game(
      base([mover(), enemy({ facing: 0 }), unit({ id: 'mv2', side: 'allied', hex: '05,01' })], {
        optionalRules: ['lockingZoc'],
      }),
    );
    ok(move(s, 'mv', ['04,03']));
    expect(refused(move(s, 'mv2', ['06,02'])).code).toBe('ZOC');
  });
});

describe('PC-ZOC-04/05 exemptions', () => {
  it('PC-SUT-06 irregulars move ZOC to ZOC for their whole allowance', () => {
    const s = game(base([mover({ type: 'irregular' }), enemy()], { optionalRules: ['lockingZoc'] }));
    expect(u(ok(move(s, 'mv', ['04,03'])).state, 'mv').mp).toBe(0);
  });
  it('PC-SUT-07 commandos move ZOC to ZOC at the normal cost (rules-decisions)', () => {
    const s = game(base([mover({ type: 'commando' }), enemy()], { optionalRules: ['lockingZoc'] }));
    expect(u(ok(move(s, 'mv', ['04,03'])).state, 'mv').mp).toBe(9 - 3);
  });
  it('PC-WAT-07 Forced Bridge Movement: an unmoved Travel Mode unit crosses a bridge ZOC to ZOC for its whole allowance', () => {
    const spec = base([mover({ mode: 'travel' }), enemy()], {
      optionalRules: ['lockingZoc'],
      hexsides: [{ hex: '04,02', dir: 'SE', features: ['stream', 'bridgeHeavy'] }],
    });
    const s = game(spec);
    expect(u(ok(move(s, 'mv', ['04,03'])).state, 'mv').mp).toBe(0);
    s.units[idx(s, 'mv')]!.moved = true;
    expect(refused(move(s, 'mv', ['04,03'])).code).toBe('ZOC');
  });
  it('PC-WAT-05 movement over a full-hex bridge is never blocked by ZOC', () => {
    const t = [
      '..........',
      '..........',
      '..........',
      '....~.....',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(
      base([mover({ mode: 'travel' }), enemy()], {
        terrain: t,
        optionalRules: ['lockingZoc'],
        features: [{ hex: '04,03', fullHexBridge: true }],
      }),
    );
    expect(u(ok(move(s, 'mv', ['04,03'])).state, 'mv').mp).toBe(9 - 2);
  });
});

describe('PC-MOV-02 enemy-occupied hexes', () => {
  it('a spotted enemy hex cannot be entered', () => {
    const s = game(base([mover(), enemy()]));
    const e = refused(move(s, 'mv', ['05,02']));
    expect(e.code).toBe('ENEMY_OCCUPIED');
    expect(e.message).toBe('05,02 is held by the enemy.');
  });
  it('an unspotted enemy stops the move before its hex and becomes spotted', () => {
    const s = blind(game({ units: [unit({ id: 'mv', side: 'allied', hex: '02,02' }), enemy()] }));
    const en = idx(s, 'en');
    const r = ok(move(s, 'mv', ['03,02', '04,02', '05,02']));
    expect(r.state.world.board.label(u(r.state, 'mv').loc)).toBe('04,02');
    expect(r.events).toContainEqual({ type: 'spotted', by: 'allied', units: [en] });
    const moved = r.events.find((e) => e.type === 'moved');
    expect(moved && moved.type === 'moved' && moved.stoppedBy).toBe('enemy unit found at 05,02');
    expect(r.state.knowledge.allied.spotted).toContain(en);
  });
  it('a hidden enemy ZOC stops the move instead of refusing it (no leak of hidden units)', () => {
    const s = blind(
      game({
        optionalRules: ['lockingZoc'],
        units: [unit({ id: 'mv', side: 'allied', hex: '03,02' }), enemy()],
      }),
    );
    const r = ok(move(s, 'mv', ['04,02', '04,03']));
    expect(r.state.world.board.label(u(r.state, 'mv').loc)).toBe('04,02');
    const moved = r.events.find((e) => e.type === 'moved');
    expect(moved && moved.type === 'moved' && moved.stoppedBy).toContain('zone of control');
  });
});

describe('PC-UNT-08 stacking', () => {
  const limit = { params: { maxStacking: 1000 } };
  it('a move may not put more men-equivalents in a hex than the Maximum Stacking Limit', () => {
    const s = game(
      base(
        [
          unit({ id: 'mv', side: 'allied', hex: '01,02' }),
          unit({ id: 'fr', side: 'allied', hex: '02,02' }),
          enemy(),
        ],
        limit,
      ),
    );
    const e = refused(move(s, 'mv', ['02,02', '03,02']));
    expect(e.code).toBe('STACKING');
    expect(e.message).toBe('Moving into 02,02 would put 1200 men-equivalents in the hex; the limit is 1000.');
  });
  it('units in Rail Mode do not count', () => {
    const s = game(
      base(
        [
          unit({ id: 'mv', side: 'allied', hex: '01,02' }),
          unit({ id: 'fr', side: 'allied', hex: '02,02', mode: 'rail' }),
          enemy(),
        ],
        limit,
      ),
    );
    ok(move(s, 'mv', ['02,02']));
  });
  it('vehicles and guns count 10 men each (PC-GEN-01)', () => {
    const s = game(
      base(
        [
          unit({
            id: 'mv',
            side: 'allied',
            hex: '01,02',
            component: 'vehicles',
            strength: 41,
            moveClass: 'tracked',
            speed: 15,
          }),
          unit({ id: 'fr', side: 'allied', hex: '02,02', strength: 600 }),
          enemy(),
        ],
        limit,
      ),
    );
    expect(refused(move(s, 'mv', ['02,02'])).message).toContain('1010 men-equivalents');
  });
  it('a stack coming back through its own start hex is not counted twice', () => {
    const s = game(
      base(
        [
          unit({ id: 'a', side: 'allied', hex: '01,02', strength: 500 }),
          unit({ id: 'b', side: 'allied', hex: '01,02', strength: 500 }),
          enemy(),
        ],
        limit,
      ),
    );
    ok(move(s, ['a', 'b'], ['02,02', '01,02']));
  });
});

describe('PC-MOV-09 Disrupted units', () => {
  it('pay 3x to move closer to a spotted enemy, normal cost otherwise', () => {
    const s = game(base([unit({ id: 'mv', side: 'allied', hex: '02,02' }), enemy()]));
    s.units[idx(s, 'mv')]!.cohesion = 'disrupted';
    expect(u(ok(move(s, 'mv', ['03,02'])).state, 'mv').mp).toBe(0);
    expect(u(ok(move(s, 'mv', ['01,02'])).state, 'mv').mp).toBe(6);
  });
});
