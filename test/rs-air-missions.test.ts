import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import {
  interdictionStrike,
  navalStrike,
  groundStrike,
  terrainDrm,
} from '../src/engine/systems/red-strike/air/strike.js';
import { markRecon } from '../src/engine/systems/red-strike/detection/api.js';
import { airGame, airIdx, at, HEX, natoSegment, withModes } from './rs-air-fixtures.js';
import { unit } from './red-strike-fixtures.js';

function ok(s: RsState, cmd: unknown, rolls: number[]) {
  const r = apply(s, cmd, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

function refused(s: RsState, cmd: unknown) {
  const r = apply(s, cmd, { dice: scriptedDice([]) });
  if (r.ok) throw new Error('accepted');
  return r.error;
}

const loc = (s: RsState, l: string) => s.world.map.board.parse(l)!;

describe('air missions (RS-AIR-12, RS-AIR-42, RS-AIR-63)', () => {
  it('RS-AIR-63: an interdiction strike that rolls ≤ B interdicts the hex; the unit flies home and has used a sortie (RS-AIR-10/11)', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    const sp = s.sp.nato;
    const r = ok(s, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(9, 1) }, [4]);
    expect(r.state.interdicted).toContain(loc(s, HEX(9, 1)));
    const u = r.state.ext.air!.units[airIdx(s, 'f16a')]!;
    expect(u.base).toBe('ramstein');
    expect(u.hex).toBe(-1);
    expect(u.sorties).toBe(2);
    // RS-AIR-42: a strike costs 2 SP per air unit.
    expect(r.state.sp.nato).toBe(sp - 2);
    expect(r.events.some((e) => e.type === 'air-strike' && e.success === true)).toBe(true);
  });

  it('RS-AIR-63: a roll above B does nothing, and the mission still ends', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    const r = ok(s, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(9, 1) }, [5]);
    expect(r.state.interdicted).not.toContain(loc(s, HEX(9, 1)));
    expect(r.state.ext.air!.units[airIdx(s, 'f16a')]!.sorties).toBe(2);
  });

  it('RS-AIR-63: a unit aborted before the target (hit by an interceptor) does not attack', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    const n = { ...s, ext: structuredClone(s.ext), interdicted: [] as number[] };
    const events: never[] = [];
    // The strikers left after the abort: none.
    expect(
      interdictionStrike(n, [], loc(s, HEX(9, 1)), { mission: 1, side: 'nato' }, scriptedDice([]), events),
    ).toBe(false);
    expect(n.interdicted).toEqual([]);
  });

  it('RS-AIR-12: the MA covers the round trip', () => {
    const s = withModes(
      natoSegment(airGame({ air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ma: 12 }] })),
      ['f16a'],
    );
    // Ramstein 01,03 to 08,03 is 7 hexes: 14 MP there and back.
    const e = refused(s, { type: 'air-mission', kind: 'surface-attack', units: ['f16a'], target: HEX(8, 3) });
    expect(e.rule).toBe('RS-AIR-12');
    expect(e.message).toMatch(/MA 12/);
  });

  it('RS-AIR-30/31: a unit without a mode or in intercept mode flies no strike', () => {
    const s = natoSegment(airGame());
    expect(
      refused(s, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(6, 1) }).rule,
    ).toBe('RS-AIR-30');
    const t = withModes(s, ['f16a'], 'intercept');
    expect(
      refused(t, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(6, 1) }).rule,
    ).toBe('RS-AIR-31');
  });

  it('RS-AIR-10/11: NATO units fly 3 sorties a GT (box 3 → 2 → 1 → 0), then no more', () => {
    let s = withModes(natoSegment(airGame()), ['f16a']);
    for (let k = 0; k < 3; k++)
      s = ok(
        s,
        { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(6, k) },
        [10],
      ).state;
    expect(s.ext.air!.units[airIdx(s, 'f16a')]!.sorties).toBe(0);
    expect(
      refused(s, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(6, 4) }).rule,
    ).toBe('RS-AIR-10');
  });

  it('RS-STK-6 / RS-AIR-13: at most 6 units a mission; RS-AIR-42: missions fly in the owner\u2019s segment', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    const wpSeg = at(s, { kind: 'move', stage: 1, segment: 0, side: 'wp' });
    const r = apply(wpSeg, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(6, 1) });
    expect(r.ok).toBe(false);
    const seven = apply(s, {
      type: 'air-mission',
      kind: 'interdiction',
      units: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      target: HEX(6, 1),
    });
    expect(seven.ok).toBe(false);
  });

  it('RS-AIR-80/81: B 4 against a unit in the city (+1): roll 2 → difference 1, 1 hit on the green row, no flip', () => {
    const s = airGame({
      ground: [unit('n-inf', 'nato', 'infantry', HEX(4, 3)), unit('w-arm', 'wp', 'armour', HEX(7, 3))],
    });
    const n = { ...s, units: s.units.map((u) => ({ ...u })), ext: structuredClone(s.ext) };
    expect(terrainDrm('city')).toBe(1);
    expect(terrainDrm('mountain')).toBe(2);
    const events: never[] = [];
    const hits = groundStrike(
      n,
      [airIdx(s, 'f16a')],
      loc(s, HEX(7, 3)),
      undefined,
      { mission: 1, side: 'nato' },
      scriptedDice([2]),
      events,
    );
    expect(hits).toBe(1);
    const w = n.units[n.world.byId.get('w-arm')!]!;
    expect(w.hits).toBe(1);
    expect(w.reduced).toBe(false);
  });

  it('RS-AIR-81: a Recon marker doubles B (B 4 → 8: roll 8 hits)', () => {
    const s = airGame();
    const n = { ...s, units: s.units.map((u) => ({ ...u })), ext: structuredClone(s.ext) };
    markRecon(n, { kind: 'ground', unit: n.world.byId.get('w-arm')! }, []);
    const hits = groundStrike(
      n,
      [airIdx(s, 'f16a')],
      loc(s, HEX(8, 3)),
      undefined,
      { mission: 1, side: 'nato' },
      scriptedDice([8]),
      [],
    );
    expect(hits).toBe(1);
  });

  it('RS-AIR-61: AS 9 entering the hex hits on 1d10 ≤ 9 (blue row), misses on 10', () => {
    const s = airGame({
      options: ['air', 'naval'],
      air: [{ id: 'tu22', side: 'wp', base: 'altenburg', type: 'bomber', as: 9, b: 0, model: 'Tu-22M2' }],
    });
    const sc = {
      ...s,
      world: {
        ...s.world,
        scenario: {
          ...s.world.scenario,
          extended: {
            ...s.world.scenario.extended!,
            naval: {
              units: [
                {
                  id: 'sag',
                  side: 'nato',
                  nation: 'US',
                  name: 'SAG 1',
                  class: 'SAG',
                  aa: 3,
                  b: 0,
                  as: 4,
                  asRange: 0,
                  asShots: 2,
                  ss: 0,
                  ecm: 0,
                  hits: 3,
                  ma: 10,
                },
              ],
            },
          },
        },
      },
      ext: {
        ...structuredClone(s.ext),
        naval: {
          units: [
            { hex: 5, box: null, mode: 'sea', hits: 0, eliminated: false, detected: true, pending: false },
          ],
        },
      },
    } as unknown as RsState;
    const tu = airIdx(s, 'tu22');
    expect(navalStrike(sc, [tu], 0, 'as', { mission: 1, side: 'wp' }, scriptedDice([9]), [])).toBe(1);
    expect(navalStrike(sc, [tu], 0, 'as', { mission: 1, side: 'wp' }, scriptedDice([10]), [])).toBe(0);
  });
});
