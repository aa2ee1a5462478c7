import { describe, expect, it } from 'vitest';
import { airCombat, missionAa } from '../src/engine/systems/red-strike/adn/a2a.js';
import { bvrFactor } from '../src/engine/systems/red-strike/adn/airinfo.js';
import { enterHex, hitAdnInstallation } from '../src/engine/systems/red-strike/adn/api.js';
import { INTERCEPTOR_STACK } from '../src/engine/systems/red-strike/adn/intercept.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { adnGame, airborne, copy, flight, HEX, loc, type AdnAirIn } from './rs-adn-fixtures.js';

type Shot = {
  unit: number;
  target: number;
  bvr?: number;
  shot: { factor: number; drm: number; hits: number; ecm: number };
};
const shots = (ev: RsEvent[]) => ev.filter((e) => e.type === 'adn-a2a') as unknown as Shot[];

function game(air: AdnAirIn[], options: string[] = ['air'], adn: Record<string, unknown> = {}): RsState {
  const s = copy(adnGame({ air, options, adn }));
  for (const id of ['crc-a', 'crp-a', 'soc-a', 'crc-w', 'rp-w']) hitAdnInstallation(s, id, 4, []);
  return s;
}

const F14 = [6, 5, 5, 4, 4, 3];

describe('air-to-air combat (RS-AIR-53, RS-AIR-70, RS-AIR-71)', () => {
  it('RS-AIR-71: the F-14 (AIM-54 Phoenix) BVR row: normal AA at 0, 6 5 5 4 4 3 at 1-6 OpHexes, nothing beyond', () => {
    const d = { bvr: F14 } as Parameters<typeof bvrFactor>[0];
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((r) => bvrFactor(d, r))).toEqual([null, 6, 5, 5, 4, 4, 3, null]);
    // RS-HIT-8: a hit lowers it by 1.
    expect(bvrFactor(d, 1, 1)).toBe(5);
  });

  it('RS-AIR-53 strike with escort, interceptors detected: simultaneous; one interceptor per escort, the surplus bypasses to the strikers (RS-AIR-60)', () => {
    const s = game([
      { id: 'f16a', side: 'nato', base: 'ramstein', aa: 2, hits: 3 },
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 3 },
      { id: 'm1', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 3 },
      { id: 'm2', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 3 },
    ]);
    const [f16, f15] = airborne(s, ['f16a', 'f15'], HEX(8, 3), true);
    const fl = flight(s, 'nato', 'surface-attack', [f16!, f15!], HEX(9, 3), [f15!]);
    const ev: RsEvent[] = [];
    // m1 → F-15 rolls 1 (d 3: 2 hits), m2 → F-16 rolls 10 (miss), F-15 → m1 rolls 2 (d 3: 2 hits).
    const hit = airCombat(
      s,
      fl,
      { side: 'wp', how: 'interceptors', units: [2, 3], detected: true },
      loc(s, HEX(8, 3)),
      1,
      scriptedDice([1, 10, 2]),
      ev,
    );
    expect(shots(ev).map((x) => [x.unit, x.target])).toEqual([
      [2, f15],
      [3, f16],
      [f15, 2],
    ]);
    // Both results apply: the F-15 fired although hit.
    expect(s.ext.air!.units[f15!]!.hits).toBe(2);
    expect(s.ext.air!.units[2]!.hits).toBe(2);
    expect(fl.aborted.has(f15!)).toBe(true);
    expect(fl.aborted.has(f16!)).toBe(false);
    expect([...hit]).toEqual([2]);
  });

  it('RS-AIR-31 / RS-AIR-53 interceptors undetected: they fire first and their hits take effect before the escorts fire back', () => {
    const s = game([
      { id: 'f16a', side: 'nato', base: 'ramstein', aa: 2, hits: 3 },
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 2 },
      { id: 'm1', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 3 },
    ]);
    const [f16, f15] = airborne(s, ['f16a', 'f15'], HEX(8, 3), true);
    const fl = flight(s, 'nato', 'surface-attack', [f16!, f15!], HEX(9, 3), [f15!]);
    const ev: RsEvent[] = [];
    // m1 rolls 1 against the escort: 2 hits, its capacity: the F-15 is shot down before it fires (no roll left).
    airCombat(
      s,
      fl,
      { side: 'wp', how: 'interceptors', units: [2], detected: false },
      loc(s, HEX(8, 3)),
      1,
      scriptedDice([1]),
      ev,
    );
    expect(s.ext.air!.units[f15!]!.eliminated).toBe(true);
    expect(shots(ev)).toHaveLength(1);
  });

  it('RS-AIR-70 #4: undetected interceptors vs an anti-air mission: the survivors fire back with factors lowered by the hits just taken', () => {
    const s = game([
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 3 },
      { id: 'm1', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 3 },
    ]);
    const [f15] = airborne(s, ['f15'], HEX(8, 3), true);
    const fl = flight(s, 'nato', 'air-superiority', [f15!], HEX(9, 3));
    const ev: RsEvent[] = [];
    // m1 rolls 4: d 0, 1 hit; the F-15 fires back with AA 5 − 1 = 4.
    airCombat(
      s,
      fl,
      { side: 'wp', how: 'interceptors', units: [1], detected: false },
      loc(s, HEX(8, 3)),
      1,
      scriptedDice([4, 10]),
      ev,
    );
    expect(shots(ev).map((x) => x.shot.factor)).toEqual([4, 4]);
    expect(shots(ev)[1]!.unit).toBe(f15);
  });

  it('RS-AIR-53 strike without escort: strikers give a free shot, multirole strikers fight with half AA (RS-AIR-18) or full AA if they jettison', () => {
    const s = game([
      { id: 'a10', side: 'nato', base: 'ramstein', type: 'attack', aa: 3, hits: 3 },
      { id: 'f16m', side: 'nato', base: 'ramstein', type: 'multirole', aa: 5, hits: 3 },
      { id: 'm1', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 3 },
    ]);
    const [a10, f16] = airborne(s, ['a10', 'f16m'], HEX(8, 3), true);
    const fl = flight(s, 'nato', 'surface-attack', [a10!, f16!], HEX(9, 3));
    expect(missionAa(s, fl, a10!, new Set())).toBe(0);
    expect(missionAa(s, fl, f16!, new Set())).toBe(3); // ½ × 5 = 2.5 → 3 (RS-RND-1)
    expect(missionAa(s, fl, f16!, new Set([f16!]))).toBe(5);
    const ev: RsEvent[] = [];
    // m1 shoots at the strongest striker; only the multirole F-16 fires back (both miss).
    airCombat(
      s,
      fl,
      { side: 'wp', how: 'interceptors', units: [2], detected: true },
      loc(s, HEX(8, 3)),
      1,
      scriptedDice([10, 10]),
      ev,
    );
    expect(shots(ev).map((x) => x.unit)).toEqual([2, f16]);
    expect(shots(ev)[1]!.shot.factor).toBe(3);
    // Jettison by standing order: full AA, and it cannot go on with the strike.
    s.ext.adn!.orders.nato = { ...s.ext.adn!.orders.nato, jettison: true };
    const fl2 = flight(s, 'nato', 'surface-attack', [a10!, f16!], HEX(9, 3));
    const ev2: RsEvent[] = [];
    airCombat(
      s,
      fl2,
      { side: 'wp', how: 'interceptors', units: [2], detected: true },
      loc(s, HEX(8, 3)),
      1,
      scriptedDice([10, 10]),
      ev2,
    );
    expect(shots(ev2).find((x) => x.unit === f16)!.shot.factor).toBe(5);
    expect(fl2.aborted.has(f16!)).toBe(true);
  });

  it('RS-AIR-71: an F-14 interceptor fires BVR at 1 OpHex with factor 6 first, then with its AA in the same hex', () => {
    const s = game([
      {
        id: 'f14',
        side: 'nato',
        base: 'ramstein',
        type: 'fighter',
        aa: 3,
        hits: 3,
        bvr: F14,
        model: 'F-14A',
      },
      { id: 'mig27', side: 'wp', base: 'altenburg', type: 'attack', aa: 1, hits: 3 },
    ]);
    const [m] = airborne(s, ['mig27'], HEX(3, 3), true);
    const fl = flight(s, 'wp', 'surface-attack', [m!], HEX(2, 3));
    const ev: RsEvent[] = [];
    airCombat(
      s,
      fl,
      { side: 'nato', how: 'interceptors', units: [0], detected: false },
      loc(s, HEX(3, 3)),
      1,
      scriptedDice([7, 10]),
      ev,
    );
    expect(shots(ev).map((x) => [x.bvr, x.shot.factor])).toEqual([
      [1, 6],
      [undefined, 3],
    ]);
    // At 2 OpHexes (scenario parameter) the row reads 5.
    const ev2: RsEvent[] = [];
    airCombat(
      s,
      flight(s, 'wp', 'surface-attack', [m!], HEX(2, 3)),
      { side: 'nato', how: 'interceptors', units: [0], detected: false },
      loc(s, HEX(3, 3)),
      2,
      scriptedDice([7, 10]),
      ev2,
    );
    expect(shots(ev2)[0]!.shot.factor).toBe(5);
  });

  it("RS-AIR-16 / RS-AMB-25: a NATO E-3A within 10 hexes gives −1 to NATO's air-to-air roll and its ECM roll; RS-AIR-70: −1 against slow aircraft", () => {
    const s = game([
      { id: 'e3', side: 'nato', base: 'ramstein', type: 'ewda', model: 'E-3A', aa: 0, b: 0 },
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 3, ecm: 2 },
      {
        id: 'an12',
        side: 'wp',
        base: 'altenburg',
        type: 'transport',
        aa: 0,
        hits: 3,
        symbols: { slow: true },
      },
    ]);
    s.ext.adn!.ewda.push({ unit: 0, side: 'nato', hex: loc(s, HEX(2, 3)), carrier: null });
    const [t] = airborne(s, ['an12'], HEX(5, 3), true);
    const fl = flight(s, 'wp', 'transport', [t!], HEX(2, 3));
    const ev: RsEvent[] = [];
    airCombat(
      s,
      fl,
      { side: 'nato', how: 'cap', units: [1], detected: true },
      loc(s, HEX(5, 3)),
      1,
      scriptedDice([10]),
      ev,
    );
    expect(shots(ev)[0]!.shot.drm).toBe(-2);
  });
});

describe('interception by standing orders (RS-AIR-31, RS-AIR-52, RS-AIR-55..57, RS-AMB-14)', () => {
  const wpFighters = (n: number): AdnAirIn[] =>
    Array.from({ length: n }, (_, k) => ({
      id: `m${k}`,
      side: 'wp',
      base: 'altenburg',
      type: 'fighter',
      aa: 4,
      hits: 2,
    }));

  function strikeInto(s: RsState, hex: string): { fl: ReturnType<typeof flight>; f: number } {
    const [f] = airborne(s, ['f16a'], hex, true);
    return { fl: flight(s, 'nato', 'interdiction', [f!], HEX(9, 1)), f: f! };
  }

  it('RS-AIR-52 / RS-AMB-14: intercept-mode units of the base in reach rise, at most 6 in one stack; each pays 1 SP and a sortie', () => {
    const s = game([{ id: 'f16a', side: 'nato', base: 'ramstein', aa: 0, hits: 3 }, ...wpFighters(8)]);
    for (let k = 1; k <= 8; k++) {
      s.ext.air!.units[k]!.mode = 'intercept';
      s.ext.air!.units[k]!.sorties = 2;
      s.ext.air!.units[k]!.detected = true; // seen as they close in: no detection roll in this test
    }
    const sp = s.sp.wp;
    const { fl } = strikeInto(s, HEX(8, 3));
    const ev: RsEvent[] = [];
    enterHex(s, fl, loc(s, HEX(8, 3)), 'out', scriptedDice(Array(INTERCEPTOR_STACK).fill(10)), ev);
    const it = ev.find((e) => e.type === 'adn-intercept') as unknown as {
      units: number[];
      detected: boolean;
    };
    expect(it.units).toHaveLength(6);
    expect(s.sp.wp).toBe(sp - 6);
    expect(it.units.every((u) => s.ext.air!.units[u]!.sorties === 1)).toBe(true);
    // Concluded: back on the base display, undetected.
    expect(it.units.every((u) => !s.ext.air!.units[u]!.detected)).toBe(true);
  });

  it('standing orders: intercept "none" keeps them on the ground; "strikes" lets an anti-air mission pass', () => {
    const s = game([{ id: 'f16a', side: 'nato', base: 'ramstein', aa: 0, hits: 3 }, ...wpFighters(1)]);
    s.ext.air!.units[1]!.mode = 'intercept';
    s.ext.air!.units[1]!.sorties = 2;
    s.ext.adn!.orders.wp = { ...s.ext.adn!.orders.wp, intercept: 'none' };
    const { fl } = strikeInto(s, HEX(8, 3));
    const ev: RsEvent[] = [];
    enterHex(s, fl, loc(s, HEX(8, 3)), 'out', scriptedDice([]), ev);
    expect(ev.some((e) => e.type === 'adn-intercept')).toBe(false);
    s.ext.adn!.orders.wp = { ...s.ext.adn!.orders.wp, intercept: 'strikes' };
    const aa = flight(s, 'nato', 'air-superiority', [0], HEX(9, 1));
    enterHex(s, aa, loc(s, HEX(8, 3)), 'out', scriptedDice([]), ev);
    expect(ev.some((e) => e.type === 'adn-intercept')).toBe(false);
  });

  it('RS-AIR-14 / RS-AIR-31: a mission in intercept mode is never intercepted; an undetected one neither (RS-DET-2)', () => {
    const s = game([{ id: 'f16a', side: 'nato', base: 'ramstein', aa: 0, hits: 3 }, ...wpFighters(1)]);
    s.ext.air!.units[1]!.mode = 'intercept';
    s.ext.air!.units[1]!.sorties = 2;
    const [f] = airborne(s, ['f16a'], HEX(8, 3), false);
    const ev: RsEvent[] = [];
    enterHex(
      s,
      flight(s, 'nato', 'interdiction', [f!], HEX(9, 1)),
      loc(s, HEX(8, 3)),
      'out',
      scriptedDice([]),
      ev,
    );
    s.ext.air!.units[f!]!.detected = true;
    enterHex(
      s,
      flight(s, 'nato', 'intercept', [f!], HEX(9, 1)),
      loc(s, HEX(8, 3)),
      'out',
      scriptedDice([]),
      ev,
    );
    expect(ev.some((e) => e.type === 'adn-intercept')).toBe(false);
  });

  it('RS-AIR-55/56: a CAP unit within 4 hexes of its AO-hex engages a detected mission once, and stays on CAP after a hit', () => {
    const s = game([
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 3 },
      { id: 'mig27', side: 'wp', base: 'altenburg', type: 'attack', aa: 2, hits: 3 },
    ]);
    s.ext.adn!.cap.push({
      unit: 0,
      side: 'nato',
      hex: loc(s, HEX(2, 3)),
      base: 'ramstein',
      sp: 6,
      carrier: false,
      detected: true,
    });
    airborne(s, ['f15'], HEX(2, 3), true);
    const [m] = airborne(s, ['mig27'], HEX(5, 3), true);
    const fl = flight(s, 'wp', 'interdiction', [m!], HEX(1, 3));
    const ev: RsEvent[] = [];
    // Detected CAP: simultaneous; the F-15 rolls 10 (miss); the MiG-27 is a striker: free shot.
    enterHex(s, fl, loc(s, HEX(5, 3)), 'out', scriptedDice([10]), ev);
    expect(shots(ev)).toHaveLength(1);
    // Once per mission.
    enterHex(s, fl, loc(s, HEX(4, 3)), 'out', scriptedDice([]), ev);
    expect(shots(ev)).toHaveLength(1);
    // A CAP unit beyond 4 hexes does not react.
    const far = flight(s, 'wp', 'interdiction', [m!], HEX(1, 3));
    const ev2: RsEvent[] = [];
    enterHex(s, far, loc(s, HEX(7, 3)), 'out', scriptedDice([]), ev2);
    expect(shots(ev2)).toHaveLength(0);
  });

  it('RS-AIR-57: a detected mission entering a base hex: its units are alerted up to CPY, spend a sortie, and fighters fight with half AA', () => {
    const s = game([
      { id: 'f16a', side: 'nato', base: 'ramstein', aa: 0, hits: 3 },
      { id: 'm0', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 2 },
      { id: 'm1', side: 'wp', base: 'altenburg', type: 'attack', aa: 2, hits: 2 },
    ]);
    for (const k of [1, 2]) {
      s.ext.air!.units[k]!.mode = 'offensive';
      s.ext.air!.units[k]!.sorties = 2;
    }
    const [f] = airborne(s, ['f16a'], HEX(10, 3), true);
    const fl = flight(s, 'nato', 'surface-attack', [f!], HEX(10, 3));
    const ev: RsEvent[] = [];
    // Altenburg's AA fires at the strike in its hex only in targetHexFire; here: the alert (m0 fights with AA 2).
    enterHex(s, fl, loc(s, HEX(10, 3)), 'out', scriptedDice([10]), ev);
    const al = ev.find((e) => e.type === 'adn-intercept') as unknown as { how: string; units: number[] };
    expect(al.how).toBe('alert');
    expect(al.units).toEqual([1, 2]);
    expect(shots(ev).map((x) => [x.unit, x.shot.factor])).toEqual([[1, 2]]);
    expect(s.ext.air!.units[1]!.sorties).toBe(1);
    expect(s.ext.adn!.alerted.map((x) => x.unit)).toEqual([1, 2]);
  });
});

describe('optional and advanced interception rules (RS-AIR-104, RS-OPT-13)', () => {
  it('RS-AIR-104 [advanced]: over its own sector only interceptors based in that sector rise, unless its EWDA covers the hex', () => {
    const air: AdnAirIn[] = [
      { id: 'mig27', side: 'wp', base: 'altenburg', type: 'attack', aa: 0, hits: 3 },
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 3 },
      { id: 'e3', side: 'nato', base: 'hahn', type: 'ewda', model: 'E-3A', aa: 0, b: 0 },
    ];
    // The sector map leaves Ramstein (01,03) outside 2 ATAF; the WP mission flies over 2 ATAF.
    const rows = [
      'AAAAAALLLLLL',
      'AAAAAALLLLLL',
      'AAAAAALLLLLL',
      'A.AAAALLLLLL',
      'AAAAAALLLLLL',
      'AAAAAALLLLLL',
      'AAAAAALLLLLL',
      '............',
    ];
    const mk = () => {
      const s = game(air, ['air'], { sectorInterception: true, rows });
      s.ext.air!.units[1]!.mode = 'intercept';
      s.ext.air!.units[1]!.sorties = 3;
      s.ext.air!.units[1]!.detected = true;
      return s;
    };
    const s = mk();
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
    expect(ev.some((e) => e.type === 'adn-intercept')).toBe(false);
    // The E-3A 3 hexes away covers the hex (NATO EWDA range 10): Ramstein's interceptors may rise.
    const t = mk();
    t.ext.adn!.ewda.push({ unit: 2, side: 'nato', hex: loc(t, HEX(2, 1)), carrier: null });
    const [m2] = airborne(t, ['mig27'], HEX(4, 3), true);
    const ev2: RsEvent[] = [];
    enterHex(
      t,
      flight(t, 'wp', 'interdiction', [m2!], HEX(2, 3)),
      loc(t, HEX(4, 3)),
      'out',
      scriptedDice([10]),
      ev2,
    );
    expect(ev2.some((e) => e.type === 'adn-intercept')).toBe(true);
  });

  it('RS-OPT-13 / RS-AMB-33: faster interceptors (class 3 vs class 1) shoot first even when the mission saw them coming', () => {
    const air: AdnAirIn[] = [
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 2, model: 'F-15C' },
      { id: 'mig21', side: 'wp', base: 'altenburg', type: 'fighter', aa: 4, hits: 3, speedClass: 1 },
    ];
    const s = game(air, ['air', 'variable-speed']);
    const [m] = airborne(s, ['mig21'], HEX(4, 3), true);
    const fl = flight(s, 'wp', 'air-superiority', [m!], HEX(2, 3));
    const ev: RsEvent[] = [];
    // F-15 rolls 1 (−1 vs slow: d 5 → 2 hits); the MiG-21 fires back hit, with AA 4 − 2 = 2.
    airCombat(
      s,
      fl,
      { side: 'nato', how: 'interceptors', units: [0], detected: true },
      loc(s, HEX(4, 3)),
      1,
      scriptedDice([1, 10]),
      ev,
    );
    expect(shots(ev).map((x) => x.shot.factor)).toEqual([5, 2]);
    // Without the rule: simultaneous, the MiG-21 fires with its full AA.
    const t = game(air);
    const [m2] = airborne(t, ['mig21'], HEX(4, 3), true);
    const ev2: RsEvent[] = [];
    airCombat(
      t,
      flight(t, 'wp', 'air-superiority', [m2!], HEX(2, 3)),
      { side: 'nato', how: 'interceptors', units: [0], detected: true },
      loc(t, HEX(4, 3)),
      1,
      scriptedDice([1, 10]),
      ev2,
    );
    expect(shots(ev2).map((x) => x.shot.factor)).toEqual([5, 4]);
  });
});

describe('BVR on both sides (RS-AIR-71)', () => {
  it('RS-AIR-71: simultaneous only when both sides have BVR weapons and both are detected', () => {
    const air: AdnAirIn[] = [
      { id: 'f15', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5, hits: 1, bvr: [5, 4] },
      { id: 'm29', side: 'wp', base: 'altenburg', type: 'fighter', aa: 5, hits: 1, bvr: [4, 3] },
    ];
    const s = game(air);
    const [m] = airborne(s, ['m29'], HEX(4, 3), true);
    const ev: RsEvent[] = [];
    // Detected interceptor: the F-15 (BVR 5) rolls 1: d 4 → 2 hits, the MiG-29 (BVR 4) rolls 1 too: both fall.
    airCombat(
      s,
      flight(s, 'wp', 'air-superiority', [m!], HEX(2, 3)),
      { side: 'nato', how: 'interceptors', units: [0], detected: true },
      loc(s, HEX(4, 3)),
      1,
      scriptedDice([1, 1]),
      ev,
    );
    expect(shots(ev).map((x) => x.bvr)).toEqual([1, 1]);
    expect(s.ext.air!.units[0]!.eliminated && s.ext.air!.units[m!]!.eliminated).toBe(true);
    // Undetected interceptor: it fires first; the MiG-29 is shot down before it can answer.
    const t = game(air);
    const [m2] = airborne(t, ['m29'], HEX(4, 3), true);
    const ev2: RsEvent[] = [];
    airCombat(
      t,
      flight(t, 'wp', 'air-superiority', [m2!], HEX(2, 3)),
      { side: 'nato', how: 'interceptors', units: [0], detected: false },
      loc(t, HEX(4, 3)),
      1,
      scriptedDice([1]),
      ev2,
    );
    expect(shots(ev2)).toHaveLength(1);
    expect(t.ext.air!.units[0]!.eliminated).toBe(false);
  });
});
