import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, eventsFor, makeDice, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import { deceptionDamageFails } from '../src/engine/systems/panzer/rules/deception.js';
import { renderFrameText } from '../src/tui/systems/panzer/render-text.js';
import { game, idx, move, ok, refused, u, unit, type MapSpec } from './fixtures/movement.js';

const inf = (id: string, hex: string, over = {}) => unit({ id, side: 'allied', hex, ...over });
const ax = (id: string, hex: string, over = {}) => unit({ id, side: 'axis', hex, ...over });
const decoy = (hex: string, over = {}) =>
  unit({ id: 'dec', side: 'axis', hex, type: 'deception', soft: { value: 0, range: 0 }, ...over });
/** Axis moves first, so the Deception Unit's side acts at once. Deception Range 2. */
const spec = (units: MapSpec['units'], over: Partial<MapSpec> = {}): MapSpec => ({
  fogOfWar: true,
  start: { firstSide: 'axis' },
  params: {
    side: { axis: { deceptionRange: 2, deceptionEffect: 100, deceptionDetect: 0, deceptionDamage: 100 } },
  },
  units,
  ...over,
});
const deploy = (s: GameState, hex: string, unitId = 'dec') =>
  apply(s, { type: 'deployDeception', unit: unitId, hex });
const endTurn = (s: GameState) => ok(apply(s, { type: 'endTurn' }));
const label = (s: GameState, id: string) => s.world.board.label(u(s, id).loc);

describe('PC-DEC-02 deploying a Deception Unit', () => {
  it('a first deployment reaches 3 × Deception Range; the counter leaves the map for a marker', () => {
    const s = game(spec([decoy('00,00'), inf('a', '09,07')]));
    expect(refused(deploy(s, '07,00')).code).toBe('OUT_OF_RANGE'); // 7 > 3 × 2
    const r = ok(deploy(s, '06,00'));
    expect(u(r.state, 'dec').status).toBe('deployed');
    expect(label(r.state, 'dec')).toBe('06,00');
    expect(r.events[0]).toMatchObject({ type: 'unitState', rule: 'PC-DEC-02' });
  });

  it('the unit must not have moved or used MP this turn', () => {
    const s = game(spec([decoy('00,00'), inf('a', '09,07')]));
    const moved = ok(move(s, 'dec', ['01,00'])).state;
    expect(refused(deploy(moved, '02,00')).rule).toBe('PC-DEC-02');
    const once = ok(deploy(s, '02,00')).state;
    expect(refused(deploy(once, '03,00')).message).toMatch(/moved or used MP/);
  });

  it('redeployment only on the first turn after midnight, within 2 × Deception Range', () => {
    // 22:00 start, 2-hour turns: game turn 2 is the midnight turn, game turn 3 is not.
    const s = game(
      spec([decoy('00,00'), inf('a', '09,07')], { start: { firstSide: 'axis', date: '1944-06-13T22:00' } }),
    );
    const t1 = ok(deploy(s, '03,00')).state;
    const t2 = endTurn(endTurn(t1).state).state;
    expect(t2.turn).toBe(2);
    expect(refused(deploy(t2, '08,00')).code).toBe('OUT_OF_RANGE'); // 5 > 2 × 2
    const moved = ok(deploy(t2, '07,00')).state;
    expect(label(moved, 'dec')).toBe('07,00');
    const t3 = endTurn(endTurn(moved).state).state;
    expect(refused(deploy(t3, '06,00')).message).toMatch(/first turn after midnight/);
  });
});

describe('PC-DEC-03 the deployed marker and the enemy', () => {
  it('never appears in the enemy view, does not block enemy movement and is not bumped', () => {
    const s = game(spec([decoy('02,02', { deployed: true }), inf('a', '01,02')]));
    expect(u(s, 'dec').status).toBe('deployed');
    const allied = endTurn(s).state;
    const v = viewFor(allied, 'allied');
    expect(v.enemies.map((e) => e.index)).not.toContain(idx(s, 'dec'));
    const r = ok(move(allied, 'a', ['02,02', '03,02']));
    expect(label(r.state, 'a')).toBe('03,02');
    expect(u(r.state, 'dec')).toMatchObject({ status: 'deployed' });
    expect(label(r.state, 'dec')).toBe('02,02');
  });

  it('property: a deployed marker is never in the enemy view or event stream under fog', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 1000 }),
        (dc, dr, ac, ar, seed) => {
          const hex = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
          const s = game(spec([decoy(hex(dc, dr), { deployed: true }), inf('a', hex(ac, ar))]), seed);
          const d = idx(s, 'dec');
          const r = endTurn(s);
          const v = viewFor(r.state, 'allied');
          const seen = [...v.enemies.map((e) => e.index), ...v.lastKnown.map((l) => l.index)];
          expect(seen).not.toContain(d);
          expect(r.state.knowledge.allied.spotted).not.toContain(d);
          expect(r.state.knowledge.allied.unknown).not.toContain(d);
          const text = JSON.stringify(eventsFor(r.events, r.state, 'allied'));
          expect(text).not.toMatch(new RegExp(`"unit":${d}[,}]`));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('PC-DEC-04/05 deception effects come from deployed units and partisans only', () => {
  it('an undeployed Deception Unit has no effect on a Travel Mode mover; a deployed one does', () => {
    const units = (deployed: boolean) => [
      decoy('04,02', { deployed }),
      inf('a', '01,02', { mode: 'travel' }),
    ];
    const off = endTurn(game(spec(units(false), { fogOfWar: false }))).state;
    expect(u(ok(move(off, 'a', ['02,02'])).state, 'a').cohesion).toBe('ok');
    const on = endTurn(game(spec(units(true), { fogOfWar: false }))).state;
    expect(u(ok(move(on, 'a', ['02,02'])).state, 'a').cohesion).toBe('disrupted');
  });

  it('PC-DEC-04 (b) Deception Damage: an enemy engineer within range may fail', () => {
    const eng = inf('eng', '03,02', { type: 'engineer', flags: { engineer: true, demolition: true } });
    const s = endTurn(game(spec([decoy('04,02', { deployed: true }), eng]))).state;
    const roll = deceptionDamageFails(s, idx(s, 'eng'), makeDice('x'));
    expect(roll).toMatchObject({ target: 100, success: true, rule: 'PC-DEC-04' });
    const far = endTurn(game(spec([decoy('09,07', { deployed: true }), eng]))).state;
    expect(deceptionDamageFails(far, idx(far, 'eng'), makeDice('x'))).toBeNull();
    const undeployed = endTurn(game(spec([decoy('04,02'), eng]))).state;
    expect(deceptionDamageFails(undeployed, idx(undeployed, 'eng'), makeDice('x'))).toBeNull();
  });

  it('PC-OPT-03 Extended Patrolling: a patrol cancels the Deception Damage of a deployed unit', () => {
    const eng = inf('eng', '03,02', { type: 'engineer', flags: { engineer: true } });
    const pat = inf('pat', '04,03');
    const s = endTurn(
      game(spec([decoy('04,02', { deployed: true }), eng, pat], { optionalRules: ['extendedPatrolling'] })),
    ).state;
    const p = ok(apply(s, { type: 'patrol', unit: 'pat' })).state;
    expect(deceptionDamageFails(p, idx(p, 'eng'), makeDice('x'))).toBeNull();
  });
});

describe("PC-DEC-06/07 detection and recall at the start of the owner's turn", () => {
  it('PC-DEC-06: within Deception Radius of an enemy unit, Deception Detect 100% removes it', () => {
    const p = { side: { axis: { deceptionRange: 2, deceptionDetect: 100 } } };
    const s = game(spec([decoy('02,02', { deployed: true }), inf('a', '03,02')], { params: p }));
    expect(u(s, 'dec').status).toBe('eliminated');
    const away = game(spec([decoy('02,02', { deployed: true }), inf('a', '06,02')], { params: p }));
    expect(u(away, 'dec').status).toBe('deployed');
  });

  it('PC-DEC-07: a friendly regular unit in its hex recalls it; it may then move', () => {
    const s = game(spec([decoy('02,02', { deployed: true }), ax('x', '01,02'), inf('a', '09,07')]));
    const moved = ok(move(s, 'x', ['02,02'])).state;
    const next = endTurn(endTurn(moved).state);
    expect(u(next.state, 'dec').status).toBe('active');
    expect(next.events.some((e) => e.type === 'unitState' && e.rule === 'PC-DEC-07')).toBe(true);
    expect(label(ok(move(next.state, 'dec', ['03,02'])).state, 'dec')).toBe('03,02');
  });

  it('detection is deterministic for a seed', () => {
    const p = { side: { axis: { deceptionRange: 2, deceptionDetect: 50 } } };
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = game(spec([decoy('02,02', { deployed: true }), inf('a', '03,02')], { params: p }), seed);
      const b = game(spec([decoy('02,02', { deployed: true }), inf('a', '03,02')], { params: p }), seed);
      expect(u(a, 'dec').status).toBe(u(b, 'dec').status);
    }
  });
});

describe('PC-SUT-08 the patrol command', () => {
  it('entering the Patrolling state costs the full MA', () => {
    const s = game(spec([inf('a', '01,02'), ax('x', '09,07')], { start: { firstSide: 'allied' } }));
    const r = ok(apply(s, { type: 'patrol', unit: 'a' }));
    expect(u(r.state, 'a')).toMatchObject({ patrolling: true, mp: 0 });
    const moved = ok(move(s, 'a', ['02,02'])).state;
    expect(refused(apply(moved, { type: 'patrol', unit: 'a' })).code).toBe('NOT_ENOUGH_MP');
  });

  it('vehicles, HQs and Broken units cannot patrol', () => {
    const tank = inf('t', '01,02', { component: 'vehicles', type: 'armor', moveClass: 'tracked' });
    const s = game(spec([tank, inf('b', '01,03'), ax('x', '09,07')], { start: { firstSide: 'allied' } }));
    expect(refused(apply(s, { type: 'patrol', unit: 't' })).rule).toBe('PC-SUT-08');
    s.units[idx(s, 'b')]!.cohesion = 'broken';
    expect(refused(apply(s, { type: 'patrol', unit: 'b' })).message).toMatch(/Broken/);
  });
});

describe('PC-SUT-08 (c) / PC-SPT-10 a new patrol spots at once', () => {
  it('an enemy 2 hexes away behind a wood is spotted when the patrol starts', () => {
    const terrain = ['..........', '..........', '..ff......', ...Array(5).fill('..........')];
    const hidden = ax('h', '03,02', {});
    const s = game(
      spec([inf('a', '01,02'), hidden], { terrain, start: { firstSide: 'allied' }, params: {} }),
    );
    const before = s.knowledge.allied.spotted.includes(idx(s, 'h'));
    const r = ok(apply(s, { type: 'patrol', unit: 'a' }));
    expect(before).toBe(false);
    expect(r.state.knowledge.allied.spotted).toContain(idx(s, 'h'));
  });
});

describe('PC-DEC-03 on the map: the marker is drawn for its owner only', () => {
  it('the owner sees a V counter at the marker; the enemy sees nothing there', () => {
    const s = game(spec([decoy('02,02', { deployed: true }), inf('a', '06,05')]));
    const base = { width: 80, height: 30, side: 'axis' as const };
    const own = renderFrameText(s, { side: 'axis', theme: 'mono', ascii: true }, {}, base);
    const enemy = renderFrameText(s, { side: 'allied', theme: 'mono', ascii: true }, {}, base);
    expect(own).toContain('(v)');
    expect(enemy).not.toContain('(v)');
  });
});
