// OCS movement module, construction (OCS-MOV-60..79): airbases, fortifications and ports by
// engineer-capable units within their work radius and by combat units in their own hex; one job a
// turn, no movement, SP from a depot in range, immediate effect, level caps, and the fortification
// level feeding the panzer fortification of the hex (PC-FRT).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { cloneState } from '../src/engine/systems/panzer/game.js';
import type { ConstructCommand } from '../src/engine/systems/panzer/commands.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { depotsOf } from '../src/engine/systems/panzer/modules/ocs/depots.js';
import { FORT_TYPE_BY_LEVEL, workHexes } from '../src/engine/systems/panzer/modules/ocs/construction.js';
import { airbasesOf, fortsOf, portsOf } from '../src/engine/systems/panzer/modules/ocs/view.js';
import { fortificationAt, protectedBy } from '../src/engine/systems/panzer/rules/fortifications.js';
import { ocsGame } from './fixtures/ocs-small.js';
import { idx, ok, refused, u } from './fixtures/movement.js';

const build = (
  unit: string,
  hex: string,
  what: ConstructCommand['what'],
  action: ConstructCommand['action'] = 'build',
) => ({ type: 'construct', unit, hex, what, action }) as const;
const at = (s: GameState, hex: string) => s.world.board.parse(hex)!;
const beirutSp = (s: GameState) => depotsOf(s)[0]!.sp;
const place = (s: GameState, id: string, hex: string) => {
  const d = cloneState(s);
  d.units[idx(d, id)]!.loc = at(d, hex);
  return d;
};

describe('OCS-MOV-60..67 engineers: airbases within the work radius', () => {
  it('OCS-MOV-61/63/66/67: an engineer in Combat mode builds an airbase 2 hexes away, paying 1 SP, at once', () => {
    const s = ocsGame();
    const r = ok(apply(s, build('sappers', '04,06', 'airbase')));
    expect(airbasesOf(r.state)[at(s, '04,06')]).toEqual({ level: 1, side: 'allied' });
    expect(beirutSp(r.state)).toBe(5);
    expect(r.events[0]).toMatchObject({ type: 'unitState', rule: 'OCS-MOV-71' });
  });

  it('OCS-MOV-63: 3 hexes away is beyond the work radius', () => {
    expect(refused(apply(ocsGame(), build('sappers', '06,04', 'airbase'))).rule).toBe('OCS-MOV-63');
  });

  it('OCS-MOV-63, OCS-MOV-D-10: the path must be one foot movement could take (no enemy unit, no water)', () => {
    const s = ocsGame();
    const hexes = workHexes(s, 'allied', at(s, '03,04'), 2);
    expect(hexes.has(at(s, '03,02'))).toBe(true);
    expect(hexes.has(at(s, '03,00'))).toBe(false); // row 0 is water
    const blocked = place(place(s, 'senegal', '04,04'), 'legion', '04,05');
    expect(workHexes(blocked, 'allied', at(s, '03,04'), 2).has(at(s, '05,05'))).toBe(false);
  });

  it('OCS-MOV-61: an engineer not in Combat mode is not engineer-capable', () => {
    const s = ok(apply(ocsGame(), { type: 'mode', unit: 'sappers', mode: 'move' })).state;
    expect(refused(apply(s, build('sappers', '04,06', 'airbase'))).rule).toBe('OCS-MOV-61');
  });

  it('OCS-MOV-61: an infantry battalion may not build an airbase (OCS-MOV-NS-25)', () => {
    expect(refused(apply(ocsGame(), build('durham', '03,03', 'airbase'))).rule).toBe('OCS-MOV-61');
  });

  it('OCS-MOV-62: a unit that moved may not build; one that built may not move', () => {
    const moved = ok(apply(ocsGame(), { type: 'move', units: ['sappers'], path: ['03,05'] })).state;
    expect(refused(apply(moved, build('sappers', '04,06', 'airbase'))).rule).toBe('OCS-MOV-62');
    const built = ok(apply(ocsGame(), build('sappers', '04,06', 'airbase'))).state;
    expect(refused(apply(built, { type: 'move', units: ['sappers'], path: ['03,05'] })).rule).toBe(
      'OCS-MOV-62',
    );
  });

  it('OCS-MOV-65: one hex and one kind of work per turn; the next turn it may work again', () => {
    let s = ok(apply(ocsGame(), build('sappers', '04,06', 'airbase'))).state;
    expect(refused(apply(s, build('sappers', '03,05', 'fortification'))).rule).toBe('OCS-MOV-65');
    s = ok(apply(s, { type: 'endTurn' })).state;
    s = ok(apply(s, { type: 'endTurn' })).state;
    expect(apply(s, build('sappers', '03,05', 'fortification')).ok).toBe(true);
  });

  it('OCS-MOV-71: an airbase gains one level a phase, however many units work on it', () => {
    let s = place(ocsGame(), 'a-hq', '02,05');
    s = ok(apply(s, build('sappers', '02,06', 'airbase'))).state;
    expect(airbasesOf(s)[at(s, '02,06')]!.level).toBe(2);
    expect(refused(apply(s, build('a-hq', '02,06', 'airbase'))).rule).toBe('OCS-MOV-71');
  });

  it('OCS-MOV-70: not beyond level 3', () => {
    const s = cloneState(ocsGame());
    s.ocs = { ...s.ocs!, airbases: { [at(s, '02,06')]: { level: 3, side: 'allied' } } };
    expect(refused(apply(s, build('sappers', '02,06', 'airbase'))).rule).toBe('OCS-MOV-70');
  });

  it('OCS-MOV-64/66: reducing costs nothing; a port is damaged and repaired (OCS-MOV-NS-21: 1 SP)', () => {
    let s = place(ocsGame(), 'sappers', '02,04');
    s = ok(apply(s, build('sappers', '02,06', 'airbase', 'reduce'))).state;
    expect(airbasesOf(s)[at(s, '02,06')]).toBeUndefined();
    expect(beirutSp(s)).toBe(6);
    s = place(s, 'a-hq', '02,03');
    s = ok(apply(s, build('a-hq', '01,03', 'port', 'reduce'))).state;
    expect(portsOf(s)[at(s, '01,03')]).toEqual({ level: 1, max: 2 });
    expect(refused(apply(s, build('a-hq', '01,03', 'port'))).rule).toBe('OCS-MOV-65');
  });

  it('OCS-MOV-66: no depot in range, no construction', () => {
    const s = cloneState(ocsGame());
    s.ocs = { ...s.ocs!, depots: [] };
    expect(refused(apply(s, build('sappers', '04,06', 'airbase'))).message).toMatch(/no friendly depot/);
  });
});

describe('OCS-MOV-75..79 fortifications', () => {
  it('OCS-MOV-75: a 1-RE combat unit in Combat mode that has not moved builds in its own hex for 2 SP', () => {
    const s = ocsGame();
    const r = ok(apply(s, build('leicesters', '05,04', 'fortification')));
    expect(fortsOf(r.state)[at(s, '05,04')]).toBe(1);
    expect(beirutSp(r.state)).toBe(4);
  });

  it('OCS-MOV-NS-22: the level is the panzer fortification of the hex (1 = Improved Position) and protects at once', () => {
    const r = ok(apply(ocsGame(), build('leicesters', '05,04', 'fortification'))).state;
    expect(fortificationAt(r, at(r, '05,04'))?.type).toBe('ip');
    expect(protectedBy(r, idx(r, 'leicesters'))?.type).toBe('ip');
    expect(FORT_TYPE_BY_LEVEL.slice(1)).toEqual(['ip', 'trench', 'bunker', 'pillbox']);
    // The scenario's level-1 fortification at 12,03 is an Improved Position from the start.
    expect(fortificationAt(r, at(r, '12,03'))?.type).toBe('ip');
  });

  it('OCS-MOV-75: a battalion (1/2 RE) may not; nor a unit in Move mode', () => {
    expect(refused(apply(ocsGame(), build('durham', '03,03', 'fortification'))).rule).toBe('OCS-MOV-75');
    const s = ok(apply(ocsGame(), { type: 'mode', unit: 'leicesters', mode: 'move' })).state;
    expect(refused(apply(s, build('leicesters', '05,04', 'fortification'))).rule).toBe('OCS-MOV-75');
  });

  it('OCS-MOV-D-11: a combat unit builds in its own hex only', () => {
    expect(refused(apply(ocsGame(), build('leicesters', '05,05', 'fortification'))).rule).toBe(
      'OCS-MOV-D-11',
    );
  });

  it('OCS-MOV-76: one level per hex and phase; OCS-MOV-D-12: an engineer pays 2 SP too', () => {
    let s = place(ocsGame(), 'sappers', '05,05');
    s = ok(apply(s, build('leicesters', '05,04', 'fortification'))).state;
    expect(refused(apply(s, build('sappers', '05,04', 'fortification'))).rule).toBe('OCS-MOV-76');
    const e = ok(
      apply(place(ocsGame(), 'sappers', '05,05'), build('sappers', '05,05', 'fortification')),
    ).state;
    expect(beirutSp(e)).toBe(4);
  });

  it('OCS-MOV-78: not beyond level 4; OCS-MOV-77: any number of hexes', () => {
    const s = cloneState(ocsGame());
    s.ocs = { ...s.ocs!, forts: { [at(s, '05,04')]: 4 } };
    expect(refused(apply(s, build('leicesters', '05,04', 'fortification'))).rule).toBe('OCS-MOV-78');
    const two = ok(
      apply(
        ok(apply(ocsGame(), build('leicesters', '05,04', 'fortification'))).state,
        build('sappers', '03,04', 'fortification'),
      ),
    ).state;
    expect(Object.keys(fortsOf(two)).length).toBe(3);
  });

  it('OCS-MOV-79: the fortification of a hex is one marker; reducing level 1 removes it and the host fortification', () => {
    let s = place(ocsGame(), 'sappers', '05,05');
    s = ok(apply(s, build('leicesters', '05,04', 'fortification'))).state;
    s = ok(apply(s, { type: 'endTurn' })).state;
    s = ok(apply(s, { type: 'endTurn' })).state;
    s = ok(apply(s, build('sappers', '05,04', 'fortification', 'reduce'))).state;
    expect(fortsOf(s)[at(s, '05,04')]).toBeUndefined();
    expect(fortificationAt(s, at(s, '05,04'))).toBeNull();
    expect(u(s, 'sappers').loc).toBe(at(s, '05,05'));
  });
});

describe('OCS-MOV-70/78/79 (property): any sequence of construction and depot orders keeps the limits', () => {
  const UNITS = ['sappers', 'a-hq', 'leicesters', 'durham', 'genie', 'legion'];
  const HEXES = ['02,03', '03,04', '04,05', '05,04', '02,06', '12,03', '12,04', '11,03', '01,03'];
  const cmd = fc.oneof(
    fc.record({
      type: fc.constant('construct' as const),
      unit: fc.constantFrom(...UNITS),
      hex: fc.constantFrom(...HEXES),
      what: fc.constantFrom('airbase' as const, 'fortification' as const, 'port' as const),
      action: fc.constantFrom('build' as const, 'reduce' as const),
    }),
    fc.record({ type: fc.constant('blowDepot' as const), hex: fc.constantFrom('02,04', '11,04') }),
    fc.constant({ type: 'endTurn' as const }),
  );
  it('levels within 1..3 and 1..4, one marker per hex, SP never negative, the host fortification matches', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 40 }), (cmds) => {
        let s = ocsGame();
        for (const c of cmds) {
          const r = apply(s, c);
          if (r.ok) s = r.state;
        }
        for (const a of Object.values(airbasesOf(s))) expect(a.level).toBeGreaterThanOrEqual(1);
        for (const a of Object.values(airbasesOf(s))) expect(a.level).toBeLessThanOrEqual(3);
        for (const [loc, level] of Object.entries(fortsOf(s))) {
          expect(level).toBeGreaterThanOrEqual(1);
          expect(level).toBeLessThanOrEqual(4);
          expect(fortificationAt(s, Number(loc))?.type).toBe(FORT_TYPE_BY_LEVEL[level]);
        }
        for (const d of depotsOf(s)) expect(d.sp).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40 },
    );
  });
});
