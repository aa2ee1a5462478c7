import { describe, expect, it } from 'vitest';
import { SIDE } from '../src/engine/systems/panzer/model/terrain.js';
import { game, move, ok, refused, tank, truck, u, unit, type MapSpec } from './fixtures/movement.js';

// Default costs (src/engine/systems/panzer/model/terrain.ts): Clear foot 3 / motorized 4 / tracked 3; Forest 4 /
// 9 / 7; primary road 2 foot, 1 vehicles; road 2. Allowances: foot C 9, tank C 15, truck C 18.

const inf = (hex = '01,02', over = {}) => unit({ id: 'inf', side: 'allied', hex, ...over });
const enemyFar = unit({ id: 'far', side: 'axis', hex: '09,07' });
const spec = (over: Partial<MapSpec> & { units: MapSpec['units'] }): MapSpec => ({
  ...over,
  units: [...over.units, enemyFar],
});

describe('PC-MOV-02 terrain cost by movement class', () => {
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
  it('foot, tracked and motorized units pay their own Forest cost', () => {
    const s = game(
      spec({
        terrain,
        units: [
          inf(),
          tank({ id: 'tk', side: 'allied', hex: '01,02' }),
          truck({ id: 'tr', side: 'allied', hex: '01,02' }),
        ],
      }),
    );
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(9 - 4);
    expect(u(ok(move(s, 'tk', ['02,02'])).state, 'tk').mp).toBe(15 - 7);
    expect(u(ok(move(s, 'tr', ['02,02'])).state, 'tr').mp).toBe(18 - 9);
  });

  it('refuses a step the unit cannot afford, naming unit, MP left and cost', () => {
    const s = game(spec({ terrain, units: [inf('00,02', { name: '2./IR 9' })] }));
    // Clear 3 + Clear 3 = 6, leaving 3; Forest costs 4.
    const e = refused(move(s, 'inf', ['01,02', '00,03', '01,03', '02,02']));
    expect(e.code).toBe('NOT_ENOUGH_MP');
    expect(e.message).toBe('2./IR 9 has 0 MP left; Forest costs 4.');
    const e2 = refused(move(s, 'inf', ['01,02', '02,02', '03,02']));
    expect(e2.message).toBe('2./IR 9 has 2 MP left; Forest costs 4.');
  });

  it('impassible terrain (-1) cannot be entered', () => {
    const t = [
      '..........',
      '..........',
      '..#.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const e = refused(move(game(spec({ terrain: t, units: [inf()] })), 'inf', ['02,02']));
    expect(e.code).toBe('IMPASSABLE');
    expect(e.message).toContain('Impassible');
  });

  it('PC-MAP-10 ground units cannot enter Water', () => {
    const t = [
      '..........',
      '..........',
      '..~.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    expect(refused(move(game(spec({ terrain: t, units: [inf()] })), 'inf', ['02,02'])).message).toContain(
      'Water',
    );
  });

  it('a move records moved, revealed, MP and a moved event with path and MP', () => {
    const s = game(spec({ units: [inf()] }));
    const r = ok(move(s, 'inf', ['02,02', '03,02']));
    const st = u(r.state, 'inf');
    expect(st.moved).toBe(true);
    expect(st.revealed).toBe(true);
    expect(r.state.world.board.label(st.loc)).toBe('03,02');
    const ev = r.events.find((e) => e.type === 'moved');
    expect(ev).toMatchObject({ type: 'moved', mpSpent: 6, mpLeft: 3 });
    expect(ev && ev.type === 'moved' ? ev.path.map((l) => r.state.world.board.label(l)) : []).toEqual([
      '02,02',
      '03,02',
    ]);
  });

  it('refuses a path that is not a chain of adjacent hexes', () => {
    const e = refused(move(game(spec({ units: [inf()] })), 'inf', ['03,02']));
    expect(e.code).toBe('BAD_PATH');
  });

  it('PC-VIC-01 entering an objective takes it', () => {
    const s = game({ ...spec({ units: [inf()] }), objectives: [{ hex: '02,02', vp: 10, owner: 'axis' }] });
    const r = ok(move(s, 'inf', ['02,02']));
    expect(r.state.objectives[0]!.owner).toBe('allied');
    expect(r.events.some((e) => e.type === 'objectiveTaken')).toBe(true);
  });
});

describe('PC-MAP-04 hexside costs', () => {
  it('a Stream adds its cost per class; a River blocks', () => {
    const s = game(
      spec({
        hexsides: [
          { hex: '01,02', dir: 'E', features: ['stream'] },
          { hex: '01,03', dir: 'E', features: ['river'] },
        ],
        units: [inf(), tank({ id: 'tk', side: 'allied', hex: '01,02' }), inf('01,03', { id: 'inf3' })],
      }),
    );
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(9 - 5);
    expect(u(ok(move(s, 'tk', ['02,02'])).state, 'tk').mp).toBe(15 - 6);
    const e = refused(move(s, 'inf3', ['02,03']));
    expect(e.message).toBe('inf3 cannot cross the River between 01,03 and 02,03.');
  });
});

describe('PC-MAP-06 elevation', () => {
  const elevation = Array.from({ length: 8 }, () => [0, 0, 200, 0, 0, 0, 0, 0, 0, 0]);
  it('climbing costs per 100 m, descending costs nothing extra', () => {
    const s = game(spec({ elevation, units: [inf()] }));
    const r = ok(move(s, 'inf', ['02,02']));
    expect(u(r.state, 'inf').mp).toBe(9 - 5); // Clear 3 + 2 x 100 m
    expect(u(ok(move(r.state, 'inf', ['03,02'])).state, 'inf').mp).toBe(4 - 3);
  });
  it('PC-SUT-04 mountain units pay half the elevation cost', () => {
    const s = game(spec({ elevation, units: [inf('01,02', { flags: { mountain: true } })] }));
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(9 - 4);
  });
});

describe('PC-ENV-05 ground conditions, PC-ENV-08 storms', () => {
  const road = {
    lines: [
      { kind: 'road' as const, hexes: ['01,02', '02,02', '03,02'] },
      { kind: 'primaryRoad' as const, hexes: ['01,04', '02,04', '03,04'] },
    ],
  };
  it('Soft ground multiplies costs (foot x1.25 -> Clear 3.75)', () => {
    const s = game(spec({ environment: { condition: 'soft' }, units: [inf()] }));
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(9 - 3.75);
  });
  it('Mud: an ordinary road costs 2 x 2.5; a Primary Road in Travel Mode ignores the condition', () => {
    const s = game(
      spec({
        ...road,
        environment: { condition: 'mud' },
        units: [
          truck({ id: 'a', side: 'allied', hex: '01,02', mode: 'travel' }),
          truck({ id: 'b', side: 'allied', hex: '01,04', mode: 'travel' }),
        ],
      }),
    );
    expect(u(ok(move(s, 'a', ['02,02'])).state, 'a').mp).toBe(18 - 5);
    expect(u(ok(move(s, 'b', ['02,04'])).state, 'b').mp).toBe(18 - 1);
  });
  it('a Storm doubles movement costs', () => {
    const s = game(spec({ environment: { storm: true }, units: [inf()] }));
    expect(u(ok(move(s, 'inf', ['02,02'])).state, 'inf').mp).toBe(9 - 6);
  });
  it('PC-MAP-08 under Snow, Marsh counts as Clear (vehicles need no road)', () => {
    const t = [
      '..........',
      '..........',
      '..m.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(
      spec({
        terrain: t,
        environment: { condition: 'snow' },
        units: [truck({ id: 'tr', side: 'allied', hex: '01,02' })],
      }),
    );
    expect(u(ok(move(s, 'tr', ['02,02'])).state, 'tr').mp).toBe(18 - 8); // Clear 4 x Snow 2
  });
});

describe('PC-MOV-05 roads, PC-MOV-06 terrain needing a road', () => {
  const lines = [{ kind: 'road' as const, hexes: ['01,02', '02,02', '03,02', '04,02'] }];
  it('road rates only in Travel Mode', () => {
    const s = game(
      spec({
        lines,
        units: [
          truck({ id: 'dep', side: 'allied', hex: '01,02' }),
          truck({ id: 'trv', side: 'allied', hex: '01,02', mode: 'travel' }),
        ],
      }),
    );
    expect(u(ok(move(s, 'dep', ['02,02'])).state, 'dep').mp).toBe(18 - 4);
    expect(u(ok(move(s, 'trv', ['02,02', '03,02'])).state, 'trv').mp).toBe(18 - 4);
  });
  it('a stack over the Road Stacking Limit moves at cross-country rates', () => {
    const s = game(
      spec({
        lines,
        params: { roadStacking: 400 },
        units: [truck({ id: 'trv', side: 'allied', hex: '01,02', mode: 'travel', strength: 500 })],
      }),
    );
    expect(u(ok(move(s, 'trv', ['02,02'])).state, 'trv').mp).toBe(18 - 4);
  });
  it('friendly units already in the hex count toward the Road Stacking Limit', () => {
    const s = game(
      spec({
        lines,
        params: { roadStacking: 800 },
        units: [
          truck({ id: 'trv', side: 'allied', hex: '01,02', mode: 'travel', strength: 500 }),
          inf('02,02', { id: 'jam', strength: 400 }),
        ],
      }),
    );
    expect(u(ok(move(s, 'trv', ['02,02'])).state, 'trv').mp).toBe(18 - 4);
  });
  it('vehicles enter Marsh only by road in Travel Mode, leave it by road, and stay in Travel Mode', () => {
    const t = [
      '..........',
      '..........',
      '..m.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(
      spec({
        terrain: t,
        lines,
        units: [
          truck({ id: 'dep', side: 'allied', hex: '01,02' }),
          truck({ id: 'trv', side: 'allied', hex: '01,02', mode: 'travel' }),
        ],
      }),
    );
    expect(refused(move(s, 'dep', ['02,02'])).message).toBe(
      'dep can enter Marsh (02,02) only along a road in Travel Mode.',
    );
    const r = ok(move(s, 'trv', ['02,02']));
    expect(u(r.state, 'trv').mp).toBe(16);
    expect(refused(move(r.state, 'trv', ['02,03'])).message).toBe(
      'trv entered Marsh by road and must leave it by road.',
    );
    ok(move(r.state, 'trv', ['03,02']));
    const m = refused(ok({ ok: true, state: r.state, events: [] }) && applyMode(r.state, 'trv', 'deployed'));
    expect(m.rule).toBe('PC-MOV-06');
  });
});

import { apply, type GameState } from '../src/engine/systems/panzer/index.js';
function applyMode(s: GameState, unit: string, mode: 'deployed' | 'travel' | 'rail') {
  return apply(s, { type: 'mode', unit, mode });
}

describe('PC-MOV-07, PC-WAT-01 bridges', () => {
  const bridge = (
    kind: 'bridgeLight' | 'bridgeMedium' | 'bridgeHeavy',
    extra: ('river' | 'stream')[] = ['river'],
  ) => ({
    hexsides: [{ hex: '01,02', dir: 'E' as const, features: [...extra, kind] }],
  });
  it('a bridge is used only in Travel Mode', () => {
    const s = game(
      spec({ ...bridge('bridgeHeavy'), units: [inf(), inf('01,02', { id: 'trv', mode: 'travel' })] }),
    );
    const e = refused(move(s, 'inf', ['02,02']));
    expect(e.code).toBe('MODE');
    expect(e.message).toBe('inf must be in Travel Mode to use the bridge between 01,02 and 02,02.');
    expect(u(ok(move(s, 'trv', ['02,02'])).state, 'trv').mp).toBe(9 - 3);
  });
  it('Light bridges carry foot units only; Medium not armour; Heavy everything', () => {
    const units = [
      inf('01,02', { id: 'foot', mode: 'travel' }),
      truck({ id: 'truck', side: 'allied', hex: '01,02', mode: 'travel' }),
      tank({ id: 'tank', side: 'allied', hex: '01,02', mode: 'travel' }),
    ];
    const light = game(spec({ ...bridge('bridgeLight'), units }));
    ok(move(light, 'foot', ['02,02']));
    expect(refused(move(light, 'truck', ['02,02'])).message).toBe(
      'The Light bridge between 01,02 and 02,02 cannot carry truck.',
    );
    const medium = game(spec({ ...bridge('bridgeMedium'), units }));
    ok(move(medium, 'truck', ['02,02']));
    expect(refused(move(medium, 'tank', ['02,02'])).code).toBe('IMPASSABLE');
    const heavy = game(spec({ ...bridge('bridgeHeavy'), units }));
    ok(move(heavy, 'tank', ['02,02']));
  });
  it('PC-SUT-09 an On Foot motorized unit moves as foot and may use a Light bridge', () => {
    const s = game(
      spec({
        ...bridge('bridgeLight'),
        units: [truck({ id: 'mot', side: 'allied', hex: '01,02', mode: 'travel', speed: 9 })],
      }),
    );
    s.units[s.world.unitIndex.get('mot')!]!.onFoot = true;
    expect(u(ok(move(s, 'mot', ['02,02'])).state, 'mot').mp).toBe(9 - 3);
  });
  it('PC-ENG-15 a damaged river bridge blocks; a damaged stream bridge costs the stream', () => {
    const s = game(spec({ ...bridge('bridgeHeavy'), units: [inf('01,02', { mode: 'travel' })] }));
    const e = s.world.board.hexside(s.world.board.parse('01,02')!, 0);
    s.edgeOverrides = { [e]: s.world.edges[e]! | SIDE.bridgeDamaged };
    expect(refused(move(s, 'inf', ['02,02'])).message).toBe('The bridge between 01,02 and 02,02 is damaged.');
    const st = game(
      spec({ ...bridge('bridgeHeavy', ['stream']), units: [inf('01,02', { mode: 'travel' })] }),
    );
    st.edgeOverrides = { [e]: st.world.edges[e]! | SIDE.bridgeDamaged };
    expect(u(ok(move(st, 'inf', ['02,02'])).state, 'inf').mp).toBe(9 - 5);
  });
});

describe('PC-WAT fords and ferries', () => {
  it('PC-WAT-06 a Ford lets Travel Mode units cross a river for the Ford cost; a road over it pays road cost', () => {
    const s = game(
      spec({
        hexsides: [
          { hex: '01,02', dir: 'E', features: ['river', 'ford'] },
          { hex: '01,04', dir: 'E', features: ['river', 'ford'] },
        ],
        lines: [{ kind: 'road', hexes: ['01,04', '02,04'] }],
        units: [
          inf(),
          inf('01,02', { id: 'trv', mode: 'travel' }),
          inf('01,04', { id: 'road', mode: 'travel' }),
        ],
      }),
    );
    expect(refused(move(s, 'inf', ['02,02'])).message).toBe(
      'inf must be in Travel Mode to use the ford between 01,02 and 02,02.',
    );
    expect(u(ok(move(s, 'trv', ['02,02'])).state, 'trv').mp).toBe(9 - 5);
    expect(u(ok(move(s, 'road', ['02,04'])).state, 'road').mp).toBe(9 - 2);
  });

  it('PC-WAT-02 a hexside ferry carries one unit a turn for its whole allowance', () => {
    const s = game(
      spec({
        hexsides: [{ hex: '01,02', dir: 'E', features: ['river', 'ferry'] }],
        units: [
          inf('01,02', { id: 'a', mode: 'travel' }),
          inf('01,02', { id: 'b', mode: 'travel' }),
          inf('01,02', { id: 'dep' }),
        ],
      }),
    );
    expect(refused(move(s, 'dep', ['02,02'])).code).toBe('STATE');
    expect(refused(move(s, ['a', 'b'], ['02,02'])).rule).toBe('PC-WAT-02');
    const r = ok(move(s, 'a', ['02,02']));
    expect(u(r.state, 'a').mp).toBe(0);
    expect(refused(move(r.state, 'b', ['02,02'])).message).toBe(
      'The ferry between 01,02 and 02,02 has already carried a unit this turn.',
    );
    const spent = ok(move(s, 'b', ['01,03']));
    expect(refused(move(spent.state, 'b', ['01,02', '02,02'])).code).toBe('NOT_ENOUGH_MP');
  });

  it('PC-WAT-04 a full-hex ferry costs the whole allowance to enter; the unit leaves normally', () => {
    const t = [
      '..........',
      '..........',
      '..~.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(
      spec({
        terrain: t,
        features: [{ hex: '02,02', fullHexFerry: true }],
        units: [inf('01,02', { mode: 'travel' }), inf('01,02', { id: 'dep' })],
      }),
    );
    expect(refused(move(s, 'dep', ['02,02'])).code).toBe('STATE');
    const r = ok(move(s, 'inf', ['02,02']));
    expect(u(r.state, 'inf').mp).toBe(0);
  });

  it('PC-WAT-05 a full-hex bridge is crossed in Travel Mode at road rates', () => {
    const t = [
      '..........',
      '..........',
      '..~.......',
      '..........',
      '..........',
      '..........',
      '..........',
      '..........',
    ];
    const s = game(
      spec({
        terrain: t,
        features: [{ hex: '02,02', fullHexBridge: true }],
        units: [inf('01,02', { mode: 'travel' }), inf('01,02', { id: 'dep' })],
      }),
    );
    expect(refused(move(s, 'dep', ['02,02'])).code).toBe('MODE');
    expect(u(ok(move(s, 'inf', ['02,02', '03,02'])).state, 'inf').mp).toBe(9 - 2 - 3);
  });
});
