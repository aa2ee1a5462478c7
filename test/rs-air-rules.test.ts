import { describe, expect, it } from 'vitest';
import { groundStrike, navalStrike } from '../src/engine/systems/red-strike/air/strike.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { setDetected } from '../src/engine/systems/red-strike/detection/api.js';
import { airGame, airIdx, at, HEX, natoSegment, withModes, wpSegment } from './rs-air-fixtures.js';
import { unit } from './red-strike-fixtures.js';

function refusedBy(s: RsState, cmd: unknown): string | undefined {
  const r = apply(s, cmd, { dice: scriptedDice([]) });
  if (r.ok) throw new Error('accepted');
  return r.error.rule;
}

const copy = (s: RsState): RsState => ({
  ...s,
  units: s.units.map((u) => ({ ...u })),
  ext: structuredClone(s.ext),
});

describe('mission rules (RS-AIR-32, RS-AIR-40..44, RS-AIR-50, RS-AIR-59..65)', () => {
  it('RS-AIR-40: a flight path goes hex by hex and ends in the target', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    const jump = {
      type: 'air-mission',
      kind: 'interdiction',
      units: ['f16a'],
      target: HEX(6, 3),
      path: [HEX(1, 3), HEX(4, 3), HEX(6, 3)],
    };
    expect(refusedBy(s, jump)).toBe('RS-AIR-40');
    const r = apply(
      s,
      { ...jump, path: [HEX(1, 3), HEX(2, 3), HEX(3, 3), HEX(4, 3), HEX(5, 3), HEX(6, 3)] },
      { dice: scriptedDice([10]) },
    );
    expect(r.ok).toBe(true);
  });

  it('RS-AIR-41/43: a strike needs the factor it attacks with; RS-AIR-60: escorts need AA and a non-anti-air mission', () => {
    const s = withModes(
      natoSegment(
        airGame({
          air: [
            { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', b: 0, aa: 7 },
            { id: 'f16a', side: 'nato', base: 'ramstein' },
            { id: 'e3', side: 'nato', base: 'hahn', type: 'ewda', b: 0, aa: 0 },
          ],
        }),
      ),
      ['f15', 'f16a', 'e3'],
    );
    expect(
      refusedBy(s, { type: 'air-mission', kind: 'interdiction', units: ['f15'], target: HEX(6, 3) }),
    ).toBe('RS-AIR-43');
    expect(
      refusedBy(s, {
        type: 'air-mission',
        kind: 'air-superiority',
        units: ['f15'],
        escorts: ['f16a'],
        target: HEX(6, 3),
      }),
    ).toBe('RS-AIR-60');
    const ok = apply(
      s,
      { type: 'air-mission', kind: 'interdiction', units: ['f16a'], escorts: ['f15'], target: HEX(6, 3) },
      { dice: scriptedDice([10]) },
    );
    expect(ok.ok).toBe(true);
    // RS-AIR-42: the escort pays 1 SP, the striker 2.
    if (ok.ok) expect(ok.state.sp.nato).toBe(s.sp.nato - 3);
    // RS-AIR-50: EWDA units fly no mission.
    expect(
      refusedBy(s, { type: 'air-mission', kind: 'air-superiority', units: ['e3'], target: HEX(6, 3) }),
    ).toBe('RS-AIR-50');
  });

  it('RS-AIR-59 / RS-AIR-32: an offensive fighter flies air superiority (1 SP) and lands with a sortie used', () => {
    const s = withModes(
      natoSegment(
        airGame({ air: [{ id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', b: 0, aa: 7 }] }),
      ),
      ['f15'],
    );
    const r = apply(
      s,
      { type: 'air-mission', kind: 'air-superiority', units: ['f15'], target: HEX(7, 1) },
      { dice: scriptedDice([]) },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.sp.nato).toBe(s.sp.nato - 1);
    expect(r.state.ext.air!.units[0]!.sorties).toBe(2);
    expect(r.state.ext.air!.units[0]!.base).toBe('ramstein');
  });

  it('RS-AIR-44: a raid takes off from at most 2 bases', () => {
    const s = withModes(
      natoSegment(
        airGame({
          air: [
            { id: 'a', side: 'nato', base: 'ramstein' },
            { id: 'b', side: 'nato', base: 'hahn' },
            { id: 'c', side: 'nato', base: 'bitburg' },
          ],
        }),
      ),
      ['a', 'b', 'c'],
    );
    expect(
      refusedBy(s, { type: 'air-mission', kind: 'interdiction', units: ['a', 'b', 'c'], target: HEX(7, 1) }),
    ).toBe('RS-AIR-44');
    const two = apply(
      s,
      { type: 'air-mission', kind: 'interdiction', units: ['a', 'b'], target: HEX(7, 1) },
      { dice: scriptedDice([10, 10]) },
    );
    expect(two.ok).toBe(true);
    if (two.ok) {
      expect(two.state.ext.air!.units[0]!.base).toBe('ramstein');
      expect(two.state.ext.air!.units[1]!.base).toBe('hahn');
    }
  });

  it('RS-AIR-64: mining needs the minelayer symbol and a sea hex', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    expect(refusedBy(s, { type: 'air-mission', kind: 'mining', units: ['f16a'], target: HEX(7, 1) })).toBe(
      'RS-AIR-64',
    );
  });

  it('RS-AIR-61/65: naval strikes need a detected naval target of the right kind', () => {
    const naval = {
      units: [
        { id: 'sag', side: 'wp', nation: 'USSR', name: 'SAG', class: 'SAG', ma: 10, hex: HEX(9, 6) },
        { id: 'sub', side: 'wp', nation: 'USSR', name: 'Kilo', class: 'SS', ma: 10, hex: HEX(9, 6) },
      ],
    };
    const s = withModes(
      natoSegment(
        airGame({
          options: ['air', 'naval'],
          naval,
          air: [{ id: 'p3', side: 'nato', base: 'hahn', as: 5, ss: 5, b: 0 }],
        }),
      ),
      ['p3'],
    );
    const ship = {
      type: 'air-mission',
      kind: 'anti-ship',
      units: ['p3'],
      target: HEX(9, 6),
      targetUnit: 'sag',
    };
    expect(refusedBy(s, ship)).toBe('RS-AIR-61');
    expect(refusedBy(s, { ...ship, kind: 'anti-submarine' })).toBe('RS-AIR-65');
    expect(refusedBy(s, { ...ship, targetUnit: 'sub' })).toBe('RS-AIR-65');
  });

  it('RS-AIR-61: the Tu-22M2 entering the ship\u2019s hex attacks with AS 9: 1d10 ≤ 9 hits, 10 misses', () => {
    const ground = [unit('n-inf', 'nato', 'infantry', HEX(0, 0)), unit('w-far', 'wp', 'armour', HEX(11, 7))];
    const naval = {
      units: [
        {
          id: 'sag',
          side: 'nato',
          nation: 'US',
          name: 'SAG',
          class: 'SAG',
          ma: 10,
          hex: HEX(3, 6),
          aa: 0,
          ecm: 0,
        },
      ],
    };
    const s0 = withModes(
      wpSegment(
        airGame({
          ground,
          options: ['air', 'naval'],
          naval,
          air: [
            {
              id: 'tu22',
              side: 'wp',
              base: 'altenburg',
              type: 'bomber',
              as: 9,
              b: 0,
              model: 'Tu-22M2',
              ma: 30,
            },
          ],
        }),
      ),
      ['tu22'],
    );
    const s = { ...s0, ext: structuredClone(s0.ext) };
    setDetected(s, { kind: 'naval', unit: 0 }, true, []);
    const cmd = {
      type: 'air-mission',
      kind: 'anti-ship',
      units: ['tu22'],
      target: HEX(3, 6),
      targetUnit: 'sag',
    };
    // A detection try on the way (10: no), then the attack roll.
    const hit = apply(s, cmd, { dice: scriptedDice([10, 9]) });
    expect(hit.ok && hit.state.ext.naval!.units[0]!.hits).toBe(1);
    const miss = apply(s, cmd, { dice: scriptedDice([10, 10]) });
    expect(miss.ok && miss.state.ext.naval!.units[0]!.hits).toBe(0);
  });

  it('RS-AIR-90: the naval target\u2019s ECM roll moves the marker back (AS 6, roll 1: d 5; ECM 5, roll 2: −3 → 1 hit)', () => {
    const s = airGame({ air: [{ id: 'su24', side: 'wp', base: 'altenburg', as: 6 }] });
    const n = {
      ...copy(s),
      world: {
        ...s.world,
        scenario: {
          ...s.world.scenario,
          extended: {
            ...s.world.scenario.extended!,
            naval: {
              units: [
                {
                  id: 'ffg',
                  side: 'nato',
                  nation: 'US',
                  name: 'FFG',
                  class: 'AAW',
                  aa: 3,
                  ecm: 5,
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
    expect(navalStrike(n, [0], 0, 'as', { mission: 1, side: 'wp' }, scriptedDice([1, 2]), [])).toBe(1);
  });

  it('RS-NAV-65 / RS-AIR-90: an escort force uses its highest ECM and −1 per SAG on the ECM roll', () => {
    const s = airGame({ air: [{ id: 'su24', side: 'wp', base: 'altenburg', as: 5 }] });
    const mk = (escorted: boolean) =>
      ({
        ...copy(s),
        world: {
          ...s.world,
          scenario: {
            ...s.world.scenario,
            extended: {
              ...s.world.scenario.extended!,
              naval: {
                units: [
                  { id: 'cv', side: 'nato', nation: 'US', name: 'CV', class: 'CV', ecm: 2, hits: 4, ma: 10 },
                  {
                    id: 'sag',
                    side: 'nato',
                    nation: 'US',
                    name: 'SAG',
                    class: 'SAG',
                    ecm: 4,
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
              {
                hex: escorted ? 5 : 9,
                box: null,
                mode: 'sea',
                hits: 0,
                eliminated: false,
                detected: true,
                pending: false,
              },
            ],
          },
        },
      }) as unknown as RsState;
    // AS 5, roll 1: difference 4. Alone: ECM 2, roll 2 is not below it → 2 hits.
    expect(navalStrike(mk(false), [0], 0, 'as', { mission: 1, side: 'wp' }, scriptedDice([1, 2]), [])).toBe(
      2,
    );
    // Escorted: ECM 4, roll 2 − 1 = 1 → back 3 → difference 1 → 1 hit.
    expect(navalStrike(mk(true), [0], 0, 'as', { mission: 1, side: 'wp' }, scriptedDice([1, 2]), [])).toBe(1);
  });

  it('RS-AIR-82: a precision striker puts all its hits on the unit chosen; others spread them (RS-HIT-4)', () => {
    const ground = [
      unit('n-inf', 'nato', 'infantry', HEX(4, 3)),
      unit('w-a', 'wp', 'armour', HEX(8, 3)),
      unit('w-b', 'wp', 'armour', HEX(8, 3)),
    ];
    const mk = (precision: boolean) =>
      copy(
        airGame({
          ground,
          air: [{ id: 'f117', side: 'nato', base: 'ramstein', b: 8, symbols: { precision } }],
        }),
      );
    // B 8, roll 1: difference 7 → 2 hits (green row).
    const p = mk(true);
    groundStrike(
      p,
      [0],
      p.world.map.board.parse(HEX(8, 3))!,
      p.world.byId.get('w-b')!,
      { mission: 1, side: 'nato' },
      scriptedDice([1]),
      [],
    );
    expect(p.units[p.world.byId.get('w-b')!]!.hits).toBe(2);
    const q = mk(false);
    groundStrike(
      q,
      [0],
      q.world.map.board.parse(HEX(8, 3))!,
      q.world.byId.get('w-b')!,
      { mission: 1, side: 'nato' },
      scriptedDice([1]),
      [],
    );
    expect(q.units[q.world.byId.get('w-b')!]!.hits).toBe(1);
    expect(q.units[q.world.byId.get('w-a')!]!.hits).toBe(1);
  });

  it('RS-AIR-62 / RS-AIR-80: a surface attack on an enemy air base hits the base (RS-AIR-3): B 8, roll 1 → 2 hits; the base fires after the undetected strike (RS-AIR-45, RS-GA-5)', () => {
    const ground = [unit('n-inf', 'nato', 'infantry', HEX(4, 3)), unit('w-far', 'wp', 'armour', HEX(11, 7))];
    const s = withModes(
      natoSegment(airGame({ ground, air: [{ id: 'f111', side: 'nato', base: 'ramstein', b: 8, ma: 30 }] })),
      ['f111'],
    );
    const r = apply(
      s,
      {
        type: 'air-mission',
        kind: 'surface-attack',
        units: ['f111'],
        target: HEX(10, 3),
        installation: 'altenburg',
      },
      // The strike (1), then the base's AA fires at the now detected F-111 (RS-GA-5): 10, a miss.
      { dice: scriptedDice([1, 10]) },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.ext.air!.bases.find((b) => b.id === 'altenburg')!.hits).toBe(2);
    expect(airIdx(s, 'f111')).toBe(0);
  });

  it('RS-AIR-32: intercept-mode units fly no strike; modes are given only to own units on an operative base', () => {
    const s = at(airGame(), { kind: 'assign', side: 'nato' });
    expect(apply(s, { type: 'air-mode', unit: 'mig27', mode: 'offensive' }).ok).toBe(false);
  });
});
