import { describe, expect, it } from 'vitest';
import { enterHex, navalEntered, targetHexFire } from '../src/engine/systems/red-strike/adn/api.js';
import { closeAirDefenceDrm, spreadHits } from '../src/engine/systems/red-strike/adn/fire.js';
import { hitAdnInstallation } from '../src/engine/systems/red-strike/adn/api.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { adnGame, airborne, copy, flight, HEX, loc, unit } from './rs-adn-fixtures.js';

type Ev = RsEvent & { type: string };
const fires = (ev: RsEvent[]) =>
  ev.filter((e) => e.type === 'adn-fire') as (Ev & {
    shot: { drm: number; hits: number; modified: number };
  })[];

function game(extra: Parameters<typeof adnGame>[0] = {}): RsState {
  return copy(adnGame(extra));
}

/** Knocks a side's ADN sector out of service (tests of the other kinds of fire). */
function quiet(s: RsState, side: 'nato' | 'wp'): RsState {
  for (const id of side === 'nato' ? ['crc-a', 'crp-a', 'soc-a'] : ['crc-w', 'rp-w'])
    hitAdnInstallation(s, id, 4, []);
  return s;
}

describe('ADN fire on entering an enemy sector (RS-AIR-101, RS-AIR-102, RS-AIR-22)', () => {
  it('RS-AIR-101/102: entering a fully operational WP sector, the mission is detected and each installation in range fires once per sector entry', () => {
    const s = game({ air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ecm: 0, hits: 3 }] });
    const b = s.world.map.board;
    const inRange = ['crc-w', 'rp-w'].filter(
      (id) => b.distance(loc(s, id === 'crc-w' ? HEX(9, 3) : HEX(11, 0)), loc(s, HEX(6, 3))) <= 6,
    ).length;
    expect(inRange).toBe(2);
    const [f16] = airborne(s, ['f16a'], HEX(6, 3), false);
    const fl = flight(s, 'nato', 'interdiction', [f16!], HEX(9, 1));
    let ev: RsEvent[] = [];
    enterHex(s, fl, loc(s, HEX(6, 3)), 'out', scriptedDice([10, 10]), ev);
    expect(s.ext.air!.units[f16!]!.detected).toBe(true);
    expect(ev.some((e) => e.type === 'adn-detected')).toBe(true);
    expect(
      fires(ev)
        .map((e) => (e as unknown as { firer: { id: string } }).firer.id)
        .sort(),
    ).toEqual(['crc-w', 'rp-w']);
    // The next hex of the same sector: no second attack (no roll at all).
    ev = [];
    s.ext.air!.units[f16!]!.hex = loc(s, HEX(7, 3));
    enterHex(s, fl, loc(s, HEX(7, 3)), 'out', scriptedDice([]), ev);
    expect(fires(ev)).toEqual([]);
    // Out of the sector and back in: a new entry, a new attack per installation.
    enterHex(s, fl, loc(s, HEX(5, 3)), 'back', scriptedDice([]), ev);
    ev = [];
    enterHex(s, fl, loc(s, HEX(6, 3)), 'back', scriptedDice([10, 10]), ev);
    expect(fires(ev)).toHaveLength(2);
  });

  it('RS-AIR-101: WP ADN fires with AA 4 when fully operational: a roll of 2 leaves a difference of 2, 1 hit (RS-TRK-3); the hit unit aborts', () => {
    const s = game({ air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ecm: 2, hits: 3 }] });
    // 06,05: the CRC (4 hexes) is in range, the RP (7 hexes) is not.
    const [f16] = airborne(s, ['f16a'], HEX(6, 5), false);
    const fl = flight(s, 'nato', 'interdiction', [f16!], HEX(9, 1));
    const ev: RsEvent[] = [];
    // CRC fires: roll 2 (≤ 4, d = 2), ECM 2 rolls 5 (not below 2): 1 hit.
    enterHex(s, fl, loc(s, HEX(6, 5)), 'out', scriptedDice([2, 5]), ev);
    const f = fires(ev);
    expect(f).toHaveLength(1);
    expect(f[0]!.shot.hits).toBe(1);
    expect(s.ext.air!.units[f16!]!.hits).toBe(1);
    expect(fl.aborted.has(f16!)).toBe(true);
  });

  it('RS-AIR-22 / RS-AIR-102: helicopters are never auto-detected nor attacked by the ADN', () => {
    const s = game({ air: [{ id: 'hind', side: 'nato', base: 'ramstein', type: 'attack-helicopter' }] });
    const [h] = airborne(s, ['hind'], HEX(6, 3), false);
    const fl = flight(s, 'nato', 'cas', [h!], HEX(8, 3));
    const ev: RsEvent[] = [];
    enterHex(s, fl, loc(s, HEX(6, 3)), 'out', scriptedDice([]), ev);
    expect(s.ext.air!.units[h!]!.detected).toBe(false);
    expect(ev.some((e) => e.type === 'adn-detected' || e.type === 'adn-fire')).toBe(false);
    // Even detected (by a ground unit, say), the ADN does not fire at it.
    const fl2 = flight(s, 'nato', 'cas', [h!], HEX(8, 3));
    s.ext.air!.units[h!]!.detected = true;
    enterHex(s, fl2, loc(s, HEX(6, 3)), 'out', scriptedDice([]), ev);
    expect(fires(ev)).toEqual([]);
  });

  it('RS-AIR-101: in a limited sector there is no automatic detection; after a detection each installation fires with the limited AA (WP 3, range 5)', () => {
    const s = game({ air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ecm: 0, hits: 3 }] });
    hitAdnInstallation(s, 'crc-w', 4, []); // LVD 3 limited at 4 hits
    const [f16] = airborne(s, ['f16a'], HEX(8, 1), false);
    const b = s.world.map.board;
    expect(b.distance(loc(s, HEX(11, 0)), loc(s, HEX(8, 1)))).toBeLessThanOrEqual(5);
    const fl = flight(s, 'nato', 'interdiction', [f16!], HEX(9, 1));
    const ev: RsEvent[] = [];
    enterHex(s, fl, loc(s, HEX(8, 1)), 'out', scriptedDice([]), ev);
    expect(s.ext.air!.units[f16!]!.detected).toBe(false);
    expect(fires(ev)).toEqual([]);
    // Detected by the standard tables (the air war's tryDetect) in the next hex of the sector.
    s.ext.air!.units[f16!]!.detected = true;
    enterHex(s, fl, loc(s, HEX(9, 1)), 'out', scriptedDice([3]), ev);
    const f = fires(ev);
    expect(f).toHaveLength(1);
    // Factor 3, roll 3: difference 0, 1 hit.
    expect(f[0]!.shot.hits).toBe(1);
  });

  it('RS-AIR-101: an out-of-service sector neither detects nor fires', () => {
    const s = game();
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const [f16] = airborne(s, ['f16a'], HEX(6, 3), true);
    const ev: RsEvent[] = [];
    enterHex(
      s,
      flight(s, 'nato', 'interdiction', [f16!], HEX(9, 1)),
      loc(s, HEX(6, 3)),
      'out',
      scriptedDice([]),
      ev,
    );
    expect(fires(ev)).toEqual([]);
  });
});

describe('ground-to-air fire (RS-GA-1..8)', () => {
  const ground = () => [
    unit('n-hq', 'nato', 'hq', HEX(4, 3), { aa: 2 }),
    unit('n-nl', 'nato', 'infantry', HEX(3, 4), { aa: 2, nation: 'NL' }),
    unit('w-arm', 'wp', 'armour', HEX(8, 3), { aa: 3 }),
  ];
  const wpStrike = () =>
    quiet(
      game({
        ground: ground(),
        air: [{ id: 'mig27', side: 'wp', base: 'altenburg', b: 3, ecm: 0, hits: 3 }],
      }),
      'nato',
    );

  it('RS-GA-8: the close air defence DRM by the owner of the firing unit', () => {
    expect(closeAirDefenceDrm('nato', 'NL')).toBe(-3);
    expect(closeAirDefenceDrm('nato', 'US')).toBe(-2);
    expect(closeAirDefenceDrm('nato', 'FRG')).toBe(-2);
    expect(closeAirDefenceDrm('nato', 'FR')).toBe(-2);
    expect(closeAirDefenceDrm('nato', 'BE')).toBe(-1);
    expect(closeAirDefenceDrm('nato', 'UK')).toBe(0);
    expect(closeAirDefenceDrm('wp', 'USSR')).toBe(-1);
  });

  it("RS-GA-8 / RS-AMB-44: a US HQ that is the strike's target fires with −2 (roll 3 → 1 ≤ AA 2: 1 hit); not when only overflown", () => {
    const s = wpStrike();
    const [m] = airborne(s, ['mig27'], HEX(4, 3), true);
    const fl = flight(s, 'wp', 'surface-attack', [m!], HEX(4, 3));
    const ev: RsEvent[] = [];
    targetHexFire(s, fl, 'before', scriptedDice([3]), ev);
    const f = fires(ev);
    expect(f).toHaveLength(1);
    expect(f[0]!.shot.drm).toBe(-2);
    expect(f[0]!.shot.modified).toBe(1);
    expect(f[0]!.shot.hits).toBe(1);
    expect(fl.aborted.has(m!)).toBe(true);
    // The same HQ under a mission passing through its hex: no close defence DRM; 3 > 2 misses.
    const s2 = wpStrike();
    const [m2] = airborne(s2, ['mig27'], HEX(4, 3), true);
    const ev2: RsEvent[] = [];
    enterHex(
      s2,
      flight(s2, 'wp', 'surface-attack', [m2!], HEX(2, 3)),
      loc(s2, HEX(4, 3)),
      'out',
      scriptedDice([3]),
      ev2,
    );
    expect(fires(ev2)[0]!.shot.drm).toBe(0);
    expect(fires(ev2)[0]!.shot.hits).toBe(0);
  });

  it('RS-GA-8: a Dutch unit that is the target fires with −3', () => {
    const s = wpStrike();
    const [m] = airborne(s, ['mig27'], HEX(3, 4), true);
    const ev: RsEvent[] = [];
    targetHexFire(s, flight(s, 'wp', 'cas', [m!], HEX(3, 4)), 'before', scriptedDice([5]), ev);
    expect(fires(ev)[0]!.shot.drm).toBe(-3);
    expect(fires(ev)[0]!.shot.modified).toBe(2);
  });

  it('RS-GA-1: a ground unit with AA fires once at a detected mission entering its hex; not at an undetected one (RS-GA-10)', () => {
    const s = game({
      ground: ground(),
      air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ecm: 0, hits: 3 }],
    });
    // Out of every ADN sector's reach: knock out the WP sector first.
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const [f] = airborne(s, ['f16a'], HEX(8, 3), false);
    const ev: RsEvent[] = [];
    enterHex(
      s,
      flight(s, 'nato', 'interdiction', [f!], HEX(10, 3)),
      loc(s, HEX(8, 3)),
      'out',
      scriptedDice([]),
      ev,
    );
    expect(fires(ev)).toEqual([]);
    s.ext.air!.units[f!]!.detected = true;
    enterHex(
      s,
      flight(s, 'nato', 'interdiction', [f!], HEX(10, 3)),
      loc(s, HEX(8, 3)),
      'out',
      scriptedDice([1]),
      ev,
    );
    expect(fires(ev)).toHaveLength(1);
    expect(fires(ev)[0]!.shot.hits).toBe(1);
  });

  it('RS-GA-7: a unit with AA 0 fires only at air units attacking it', () => {
    const s = quiet(
      game({
        ground: [unit('n-inf', 'nato', 'infantry', HEX(4, 3), { aa: 0 })],
        air: [{ id: 'mig27', side: 'wp', base: 'altenburg', b: 3, ecm: 0, hits: 3 }],
      }),
      'nato',
    );
    const [m] = airborne(s, ['mig27'], HEX(4, 3), true);
    const ev: RsEvent[] = [];
    enterHex(
      s,
      flight(s, 'wp', 'interdiction', [m!], HEX(2, 3)),
      loc(s, HEX(4, 3)),
      'out',
      scriptedDice([]),
      ev,
    );
    expect(fires(ev)).toEqual([]);
    // Attacked: US −2, roll 1 → −1 ≤ 0: difference 1, 1 hit.
    targetHexFire(s, flight(s, 'wp', 'surface-attack', [m!], HEX(4, 3)), 'before', scriptedDice([1]), ev);
    expect(fires(ev)).toHaveLength(1);
    expect(fires(ev)[0]!.shot.hits).toBe(1);
  });

  it("RS-GA-2: no ground-to-air fire where the firer's own aircraft fly; RS-OPT-5 friendly fire allows it and may hit them", () => {
    const air = [
      { id: 'mig27', side: 'wp' as const, base: 'altenburg', b: 3, ecm: 0, hits: 3 },
      { id: 'f15', side: 'nato' as const, base: 'ramstein', type: 'fighter', ecm: 1, hits: 3 },
    ];
    const s = quiet(game({ ground: ground(), air }), 'nato');
    const [m] = airborne(s, ['mig27'], HEX(4, 3), true);
    airborne(s, ['f15'], HEX(4, 3), true);
    const ev: RsEvent[] = [];
    targetHexFire(s, flight(s, 'wp', 'surface-attack', [m!], HEX(4, 3)), 'before', scriptedDice([]), ev);
    expect(fires(ev)).toEqual([]);
    const t = quiet(game({ ground: ground(), air, options: ['air', 'friendly-fire'] }), 'nato');
    const [m2] = airborne(t, ['mig27'], HEX(4, 3), true);
    const [f15] = airborne(t, ['f15'], HEX(4, 3), true);
    const ev2: RsEvent[] = [];
    // HQ rolls 1 (−2: d = 3, 2 hits); friendly-fire roll 2: NATO gives 1 hit to its own aircraft.
    targetHexFire(
      t,
      flight(t, 'wp', 'surface-attack', [m2!], HEX(4, 3)),
      'before',
      scriptedDice([1, 2]),
      ev2,
    );
    expect(t.ext.air!.units[f15!]!.hits).toBe(1);
    expect(t.ext.air!.units[m2!]!.hits).toBe(1);
    expect(ev2.some((e) => e.type === 'adn-air-hits' && e.friendly === true)).toBe(true);
  });

  it('RS-OPT-17 / RS-AMB-34: a stand-off jammer within 10 hexes: +3 to the ADN roll and its ECM for the stack', () => {
    const s = game({
      options: ['air', 'jammers'],
      air: [
        { id: 'f16a', side: 'nato', base: 'ramstein', ecm: 0, hits: 3 },
        { id: 'ef111', side: 'nato', base: 'ramstein', type: 'jammer', ecm: 6, aa: 0, b: 0 },
      ],
    });
    s.ext.adn!.jammers.push({ unit: 1, side: 'nato', hex: loc(s, HEX(3, 3)) });
    airborne(s, ['ef111'], HEX(3, 3), true);
    const [f] = airborne(s, ['f16a'], HEX(6, 5), false);
    const ev: RsEvent[] = [];
    // Roll 1 +3 = 4 ≤ 4: d = 0; ECM 6 rolls 3: back 3 boxes, past zero: no effect.
    enterHex(
      s,
      flight(s, 'nato', 'interdiction', [f!], HEX(9, 1)),
      loc(s, HEX(6, 5)),
      'out',
      scriptedDice([1, 3]),
      ev,
    );
    const shot = fires(ev)[0]!.shot as { drm: number; modified: number; hits: number; ecm: number };
    expect(shot.drm).toBe(3);
    expect(shot.modified).toBe(4);
    expect(shot.ecm).toBe(6);
    expect(shot.hits).toBe(0);
  });

  it('RS-OPT-11: ground-to-air rolls against the F-117 count twice, and the ADN never detects it', () => {
    const s = game({
      options: ['air', 'stealth'],
      ground: ground(),
      air: [
        {
          id: 'f117',
          side: 'nato',
          base: 'ramstein',
          model: 'F-117A',
          ecm: 0,
          hits: 3,
          symbols: { stealth: true },
        },
      ],
    });
    const [f] = airborne(s, ['f117'], HEX(8, 3), false);
    const ev: RsEvent[] = [];
    const fl = flight(s, 'nato', 'interdiction', [f!], HEX(10, 3));
    enterHex(s, fl, loc(s, HEX(6, 3)), 'out', scriptedDice([]), ev);
    expect(s.ext.air!.units[f!]!.detected).toBe(false);
    quiet(s, 'wp');
    s.ext.air!.units[f!]!.detected = true;
    enterHex(s, fl, loc(s, HEX(8, 3)), 'out', scriptedDice([2]), ev);
    // w-arm AA 3: roll 2 counts 4 > 3: no effect (it would hit with a single reading).
    const shot = fires(ev).find(
      (e) => (e as unknown as { firer: { kind: string } }).firer.kind === 'ground',
    )!.shot;
    expect(shot.modified).toBe(4);
    expect(shot.hits).toBe(0);
  });

  it('RS-GA-6 / RS-HIT-8: hits on an air stack are spread evenly (jammers last)', () => {
    const s = game({
      air: [
        { id: 'a', side: 'nato', base: 'ramstein', hits: 2 },
        { id: 'b', side: 'nato', base: 'ramstein', hits: 2 },
        { id: 'j', side: 'nato', base: 'ramstein', hits: 2, type: 'jammer' },
      ],
    });
    expect([...spreadHits(s, [0, 1, 2], 2)]).toEqual([
      [0, 1],
      [1, 1],
    ]);
    const m = spreadHits(s, [0, 1, 2], 4);
    expect([m.get(0), m.get(1), m.get(2)]).toEqual([2, 1, 1]);
    // No unit takes more than its capacity; the rest is lost.
    const all = spreadHits(s, [0, 1, 2], 20);
    expect([...all.values()].reduce((x, y) => x + y, 0)).toBe(6);
  });
});

describe('naval-to-air fire and weather (RS-GA-9, RS-OPT-14)', () => {
  it('RS-GA-9: an enemy naval unit with AA fires at a detected mission entering its hex, as ground-to-air', () => {
    const s = quiet(
      game({
        options: ['air', 'naval'],
        air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ecm: 0, hits: 3 }],
        naval: {
          units: [
            {
              id: 'sag',
              side: 'wp',
              nation: 'USSR',
              name: 'Baltic SAG',
              class: 'SAG',
              aa: 5,
              ma: 30,
              hex: HEX(9, 7),
            },
          ],
        },
      }),
      'wp',
    );
    expect(s.ext.naval?.units[0]?.hex).toBe(loc(s, HEX(9, 7)));
    const [f] = airborne(s, ['f16a'], HEX(9, 7), true);
    const ev: RsEvent[] = [];
    enterHex(
      s,
      flight(s, 'nato', 'anti-ship', [f!], HEX(10, 7)),
      loc(s, HEX(9, 7)),
      'out',
      scriptedDice([5]),
      ev,
    );
    const shot = fires(ev)[0]!;
    expect((shot as unknown as { firer: { kind: string } }).firer.kind).toBe('naval');
    expect(shot.shot.hits).toBe(1);
  });

  it('RS-OPT-14: in the bad-weather GT the ground-to-air rolls are +2', () => {
    const s = quiet(
      game({
        options: ['air', 'weather'],
        ground: [unit('w-arm', 'wp', 'armour', HEX(8, 3), { aa: 3 })],
        air: [{ id: 'f16a', side: 'nato', base: 'ramstein', ecm: 0, hits: 3 }],
      }),
      'wp',
    );
    s.ext.opt!.weather.badTurns = [s.turn];
    const [f] = airborne(s, ['f16a'], HEX(8, 3), true);
    const ev: RsEvent[] = [];
    enterHex(
      s,
      flight(s, 'nato', 'interdiction', [f!], HEX(10, 3)),
      loc(s, HEX(8, 3)),
      'out',
      scriptedDice([2]),
      ev,
    );
    expect(fires(ev)[0]!.shot.modified).toBe(4);
    expect(fires(ev)[0]!.shot.hits).toBe(0);
  });
});

describe('air-naval interception (RS-AIR-58)', () => {
  const mk = () => {
    const s = game({
      options: ['air', 'naval'],
      air: [{ id: 'f16a', side: 'nato', base: 'ramstein', aa: 2, as: 6, ecm: 0, hits: 3 }],
      naval: {
        units: [
          {
            id: 'sag',
            side: 'wp',
            nation: 'USSR',
            name: 'Baltic SAG',
            class: 'SAG',
            aa: 5,
            ecm: 2,
            hits: 3,
            ma: 30,
            hex: HEX(3, 7),
          },
        ],
      },
    });
    const u = s.ext.air!.units[0]!;
    u.mode = 'intercept';
    u.sorties = 3;
    u.detected = true; // seen coming: no detection roll in the test
    s.ext.naval!.units[0]!.detected = true;
    return s;
  };

  it('RS-AIR-58: intercept-mode units strike a detected naval unit that has just moved; seen coming, the naval-to-air fire is simultaneous', () => {
    const s = mk();
    const sp = s.sp.nato;
    const ev: RsEvent[] = [];
    // AS 6, roll 2: d 4; the SAG's ECM 2 rolls 5: stays: 2 hits. The SAG's AA 5 rolls 10: no effect.
    const stop = navalEntered(s, 'wp', [0], loc(s, HEX(3, 7)), scriptedDice([2, 5, 10]), ev);
    expect(stop).toBe(true);
    expect(s.ext.naval!.units[0]!.hits).toBe(2);
    expect(s.sp.nato).toBe(sp - 2);
    expect(s.ext.air!.units[0]!.sorties).toBe(2);
    expect(ev.some((e) => e.type === 'adn-air-naval')).toBe(true);
    expect(fires(ev)).toHaveLength(1);
  });

  it('RS-AIR-58: not by the standing order "none", nor against an undetected naval unit', () => {
    const s = mk();
    s.ext.adn!.orders.nato = { ...s.ext.adn!.orders.nato, intercept: 'none' };
    expect(navalEntered(s, 'wp', [0], loc(s, HEX(3, 7)), scriptedDice([]), [])).toBe(false);
    const t = mk();
    t.ext.naval!.units[0]!.detected = false;
    expect(navalEntered(t, 'wp', [0], loc(t, HEX(3, 7)), scriptedDice([]), [])).toBe(false);
  });
});

describe('transport markers (RS-AIR-67)', () => {
  it('RS-AIR-67 / RS-AIR-101: a transport marker is seen by a fully operational enemy sector and its ADN hits fall on the carried unit', () => {
    const s = game({ air: [] });
    const fl = { ...flight(s, 'nato', 'transport', [], HEX(8, 5)), marker: { carried: 0, ecm: 0 as const } };
    const ev: RsEvent[] = [];
    // CRC Eisenach AA 4 rolls 1: d 3, no ECM: 2 hits on the carried infantry.
    enterHex(s, fl, loc(s, HEX(6, 5)), 'out', scriptedDice([1]), ev);
    expect(fires(ev)).toHaveLength(1);
    expect(ev.filter((e) => e.type === 'hit')).toHaveLength(2);
    // Not intercepted (decision RS-D-ADN-MARKER) and no second ADN shot in the same sector.
    enterHex(s, fl, loc(s, HEX(6, 6)), 'out', scriptedDice([]), ev);
    expect(fires(ev)).toHaveLength(1);
  });
});
