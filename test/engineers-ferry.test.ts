import { describe, expect, it } from 'vitest';
import { apply, type Command, type GameState } from '../src/engine/systems/panzer/index.js';
import { supplyMap } from '../src/engine/systems/panzer/rules/supply.js';
import { idx } from './fixtures/combat.js';
import { engGame, engineerScenario, locOf, ok, PIONEERS } from './fixtures/engineers.js';

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

const FIELD = { ...PIONEERS, flags: { engineer: true } };
const BOATS = { ...PIONEERS, flags: { engineer: true, hasBoats: true } };

describe('PC-ENG-20 ferrying across rivers', () => {
  it('PC-ENG-20: a foot unit in Travel Mode with its full MA crosses out of the engineer hex; it spends its MA, the engineer nothing', () => {
    let s = engGame({
      allied: [
        { id: 'pi', ...FIELD },
        { id: 'inf', hex: '08,04', mode: 'travel' },
      ],
    });
    const before = s.units[idx(s, 'pi')]!.mp;
    s = ok(s, { type: 'ferry', engineer: 'pi', unit: 'inf', to: '09,04' });
    expect(s.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '09,04'));
    expect(s.units[idx(s, 'inf')]!.mp).toBe(0);
    expect(s.units[idx(s, 'pi')]!.mp).toBe(before);
  });

  it('PC-ENG-20: into the engineer hex from across the river too', () => {
    const s = ok(
      engGame({
        allied: [
          { id: 'pi', ...FIELD },
          { id: 'inf', hex: '09,04', mode: 'travel' },
        ],
      }),
      {
        type: 'ferry',
        engineer: 'pi',
        unit: 'inf',
        to: '08,04',
      },
    );
    expect(s.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '08,04'));
  });

  it('PC-ENG-20: who may be ferried, and by whom', () => {
    const mk = (unitOver = {}, engOver = {}) =>
      engGame({
        allied: [
          { id: 'pi', ...FIELD, ...engOver },
          { id: 'u', hex: '08,04', mode: 'travel', ...unitOver },
        ],
      });
    const cmd: Command = { type: 'ferry', engineer: 'pi', unit: 'u', to: '09,04' };
    expect(
      refused(mk({ type: 'armor', component: 'vehicles', moveClass: 'tracked', strength: 20 }), cmd).rule,
    ).toBe('PC-ENG-20');
    expect(refused(mk({ mode: 'deployed' }), cmd).code).toBe('MODE');
    expect(refused(mk({}, { mode: 'travel' }), cmd).code).toBe('MODE');
    expect(refused(mk({}, { type: 'infantry', flags: {} }), cmd).message).toMatch(/not an engineer/);
    // Horse-mounted men may be ferried.
    expect(ok(mk({ moveClass: 'horse', type: 'cavalry' }), cmd).units).toBeDefined();
    const spent = mk();
    spent.units[idx(spent, 'u')]!.mp -= 1;
    expect(refused(spent, cmd).code).toBe('NOT_ENOUGH_MP');
    const dis = mk();
    dis.units[idx(dis, 'pi')]!.cohesion = 'disrupted';
    expect(refused(dis, cmd).code).toBe('STATE');
    expect(refused(mk(), { ...cmd, to: '07,04' }).message).toMatch(/no river/);
    // Not while building a bridge.
    const building = ok(mk({}, { flags: { engineer: true, bridgeEngineer: true } }), {
      type: 'buildBridge',
      unit: 'pi',
      toward: '09,04',
    });
    expect(refused(building, cmd).message).toMatch(/Bridge Operations/);
  });

  it('PC-ENG-20: an engineer ferries itself only in Travel Mode', () => {
    const s = ok(engGame({ allied: [{ id: 'pi', ...FIELD, mode: 'travel' }] }), {
      type: 'ferry',
      engineer: 'pi',
      unit: 'pi',
      to: '09,04',
    });
    expect(s.units[idx(s, 'pi')]!.loc).toBe(locOf(s, '09,04'));
    expect(
      refused(engGame({ allied: [{ id: 'pi', ...FIELD }] }), {
        type: 'ferry',
        engineer: 'pi',
        unit: 'pi',
        to: '09,04',
      }).code,
    ).toBe('MODE');
  });
});

describe('PC-ENG-22 ferrying into Water hexes', () => {
  it('PC-ENG-22: Has Boats engineers ferry a unit into an adjacent Water hex, one at a time', () => {
    const mk = (boats = true) =>
      engGame({
        allied: [
          { id: 'pi', ...(boats ? BOATS : FIELD), hex: '04,08' },
          { id: 'inf', hex: '04,08', mode: 'travel' },
          { id: 'inf2', hex: '04,07', mode: 'travel' },
        ],
      });
    const cmd: Command = { type: 'ferry', engineer: 'pi', unit: 'inf', to: '05,08' };
    expect(refused(mk(false), cmd).message).toMatch(/no boats/);
    const s = ok(mk(), cmd);
    expect(s.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '05,08'));
    expect(refused(s, { type: 'ferry', engineer: 'pi', unit: 'inf2', to: '05,08' }).message).toMatch(
      /one unit at a time/,
    );
    // Not into a Water hex with a bridge.
    const br = engGame({
      allied: [
        { id: 'pi', ...BOATS, hex: '04,09' },
        { id: 'inf', hex: '04,09', mode: 'travel' },
      ],
    });
    expect(refused(br, { type: 'ferry', engineer: 'pi', unit: 'inf', to: '05,09' }).message).toMatch(
      /bridge/,
    );
  });
});

describe('PC-ENG-21 supply through an engineer ferry', () => {
  it('PC-ENG-21: supply reaches one hex across the river from a ferrying engineer, no further', () => {
    // A river down the whole of column 8 with no crossing; Allied supply only from the west edge.
    // (odd rows are shifted right, so their NE and SE hexsides face column 9 too)
    const river = Array.from({ length: 10 }, (_, r) =>
      (r % 2 ? (r < 9 ? (['E', 'NE', 'SE'] as const) : (['E', 'NE'] as const)) : (['E'] as const)).map(
        (dir) => ({
          hex: `08,${String(r).padStart(2, '0')}`,
          dir,
          features: ['river' as const],
        }),
      ),
    ).flat();
    const base = engineerScenario();
    const scenario = { map: { ...base.map, hexsides: river }, supplyEdges: { allied: ['W' as const] } };
    const without = engGame({ allied: [{ id: 'inf', hex: '08,04' }], scenario });
    expect(supplyMap(without, 'allied').has(locOf(without, '09,04'))).toBe(false);
    const s = engGame({ allied: [{ id: 'pi', ...FIELD }], scenario });
    const map = supplyMap(s, 'allied');
    expect(map.has(locOf(s, '09,04'))).toBe(true);
    expect(map.has(locOf(s, '10,04'))).toBe(false);
    // A Disrupted engineer cannot ferry, so it carries no supply.
    s.units[idx(s, 'pi')]!.cohesion = 'disrupted';
    expect(supplyMap(s, 'allied').has(locOf(s, '09,04'))).toBe(false);
  });
});
