// Red Strike fog of war for air and naval units (issue 17): RS-FOW-2/3, RS-DET-1..3, RS-AMB-9, the
// no-fog-leak property (nothing of an undetected enemy unit changes the viewer's view), the
// visibility of detection events, RS-OPT-18 (HQ and LRMU detection), RS-OPT-24 (damage
// assessment) and Recon markers (RS-AIR-66 step 4).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  damageKnown,
  groundTargetKnown,
  isReconnoitred,
  markRecon,
  tryDetect,
} from '../src/engine/systems/red-strike/detection/api.js';
import { detEventVisible, fogView } from '../src/engine/systems/red-strike/detection/fog.js';
import { detectionExtension } from '../src/engine/systems/red-strike/detection/index.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { cloneState } from '../src/engine/systems/red-strike/game.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { AIR, NAV, at, detGame, fly, hx, sail } from './rs-det-fixtures.js';

const WP_AIR = [AIR.mig, AIR.mi24, AIR.tu16];
const WP_NAV = [NAV.wsag, NAV.wss];

interface AirConf {
  airborne: boolean;
  hex: number;
  mode: 'offensive' | 'intercept' | null;
  sorties: number;
  hits: number;
}
interface NavConf {
  hex: number;
  hits: number;
  mp: number;
}

/** Sea hexes where no automatic detection applies (not a port or a coastal city). */
function quietSea(s: RsState): number[] {
  const out: number[] = [];
  s.world.map.terrain.forEach((t, h) => {
    if (
      (t === 'openWater' || t === 'coastalWater') &&
      !s.world.map.cities.has(h) &&
      !s.world.map.ports.has(h)
    )
      out.push(h);
  });
  return out;
}

function hide(base: RsState, airs: AirConf[], navs: NavConf[], tracked: number): RsState {
  const s = cloneState(base);
  WP_AIR.forEach((i, k) => {
    const c = airs[k]!;
    const u = s.ext.air!.units[i]!;
    u.hex = c.airborne ? c.hex : -1;
    u.base = c.airborne ? null : 'wb';
    u.mode = c.mode;
    u.sorties = c.sorties;
    u.hits = c.hits;
    u.detected = false;
  });
  WP_NAV.forEach((i, k) => {
    const c = navs[k]!;
    const u = s.ext.naval!.units[i]! as unknown as Record<string, unknown>;
    u.hex = c.hex;
    u.mode = 'sea';
    u.hits = c.hits;
    u.detected = false;
    if ('mpLeft' in u) u.mpLeft = c.mp;
  });
  // Detection's own records of the hidden units' moves.
  s.ext.det!.track = { a4: { hex: tracked, mp: tracked % 17 } };
  s.ext.det!.attempts = [{ d: 'g0', t: 'a4', mp: tracked % 5, range: 0, band: 'same', ok: false }];
  return s;
}

describe('RS-FOW-2 / RS-DET-2 / RS-AMB-9 the no-fog-leak invariant', () => {
  const base = detGame();
  const sea = quietSea(base);
  const size = base.world.map.board.size;
  const airConf = fc.record({
    airborne: fc.boolean(),
    hex: fc.integer({ min: 0, max: size - 1 }),
    mode: fc.constantFrom<AirConf['mode']>(null, 'offensive', 'intercept'),
    sorties: fc.integer({ min: 0, max: 3 }),
    hits: fc.integer({ min: 0, max: 1 }),
  });
  const navConf = fc.record({
    hex: fc.constantFrom(...sea),
    hits: fc.integer({ min: 0, max: 2 }),
    mp: fc.integer({ min: 0, max: 30 }),
  });
  const conf = fc.tuple(
    fc.array(airConf, { minLength: 3, maxLength: 3 }),
    fc.array(navConf, { minLength: 2, maxLength: 2 }),
    fc.integer({ min: 0, max: size - 1 }),
  );

  test('property: two states differing only in undetected WP air and naval units give NATO the same detection view', () => {
    fc.assert(
      fc.property(conf, conf, (a, b) => {
        const v1 = hide(base, ...a);
        const v2 = hide(base, ...b);
        fogView(v1, 'nato');
        fogView(v2, 'nato');
        expect(JSON.stringify(v1.ext)).toBe(JSON.stringify(v2.ext));
      }),
      { numRuns: 150 },
    );
  });

  test('property: the same holds for the whole view (viewFor, every extension in force)', () => {
    fc.assert(
      fc.property(conf, conf, (a, b) => {
        const strip = (v: RsState) => JSON.stringify({ ...v, world: null });
        expect(strip(viewFor(hide(base, ...a), 'nato'))).toBe(strip(viewFor(hide(base, ...b), 'nato')));
      }),
      { numRuns: 60 },
    );
  });

  test('property: the same for the Warsaw Pact viewer and hidden NATO units', () => {
    const natoAir = [AIR.f15, AIR.p3, AIR.ah64];
    const natoNav = [NAV.nsag, NAV.nssn];
    const hideNato = (airs: AirConf[], navs: NavConf[]) => {
      const s = cloneState(base);
      natoAir.forEach((i, k) => {
        const u = s.ext.air!.units[i]!;
        const c = airs[k]!;
        u.hex = c.airborne ? c.hex : -1;
        u.base = c.airborne ? null : 'nb';
        u.mode = c.mode;
        u.sorties = c.sorties;
        u.hits = c.hits;
      });
      natoNav.forEach((i, k) => {
        const u = s.ext.naval!.units[i]!;
        u.hex = navs[k]!.hex;
        u.hits = navs[k]!.hits;
      });
      fogView(s, 'wp');
      return JSON.stringify(s.ext);
    };
    fc.assert(
      fc.property(conf, conf, (a, b) => {
        expect(hideNato(a[0], a[1])).toBe(hideNato(b[0], b[1]));
      }),
      { numRuns: 100 },
    );
  });

  test('RS-FOW-2 a detected enemy air unit on a mission is seen where it is', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(5, 2)));
    s.ext.air!.units[AIR.mig]!.detected = true;
    fogView(s, 'nato');
    expect(s.ext.air!.units[AIR.mig]!.hex).toBe(at(s, hx(5, 2)));
  });

  test('RS-AMB-9 enemy air units on a base display are hidden except after a recon of the base', () => {
    const s = detGame();
    const v = cloneState(s);
    fogView(v, 'nato');
    expect(v.ext.air!.units[AIR.mig]).toMatchObject({ base: null, hex: -1, sorties: 0 });
    expect(v.ext.air!.units[AIR.f15]!.base).toBe('nb');
    markRecon(s, { kind: 'installation', id: 'wb' }, []);
    const v2 = cloneState(s);
    fogView(v2, 'nato');
    expect(v2.ext.air!.units[AIR.mig]!.base).toBe('wb');
  });

  test('RS-FOW-4 an enemy naval unit In Port is seen; at sea undetected it is not', () => {
    const s = detGame();
    s.ext.naval!.units[NAV.wsag]!.mode = 'port';
    const v = cloneState(s);
    fogView(v, 'nato');
    expect(v.ext.naval!.units[NAV.wsag]!.hex).toBe(s.ext.naval!.units[NAV.wsag]!.hex);
    expect(v.ext.naval!.units[NAV.wss]!.hex).toBe(-1);
  });
});

describe('detection events in the fog', () => {
  test('RS-FOW-2 a failed attempt leaves no trace for the detecting side; the target owner sees a visible detector try', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(2, 1)));
    const ev: RsEvent[] = [];
    tryDetect(s, { kind: 'air', unit: AIR.mig }, at(s, hx(2, 1)), scriptedDice([9]), ev);
    const miss = ev.find((e) => e.type === 'det-attempt')!;
    expect(detEventVisible(s, miss, 'nato')).toBe(false);
    expect(detEventVisible(s, miss, 'wp')).toBe(true);
    expect(detectionExtension.describe!(s, miss)).toContain('RS-DET-10');
  });
  test('RS-DET-4 a successful attempt is seen by both; an undetected naval detector stays hidden from the target owner', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(2, 1)));
    const ev: RsEvent[] = [];
    tryDetect(s, { kind: 'air', unit: AIR.mig }, at(s, hx(2, 1)), scriptedDice([1]), ev);
    const hit = ev.find((e) => e.type === 'det-attempt')!;
    const spotted = ev.find((e) => e.type === 'det-spotted')!;
    expect(detEventVisible(s, hit, 'nato')).toBe(true);
    expect(detEventVisible(s, hit, 'wp')).toBe(true);
    expect(detEventVisible(s, spotted, 'wp')).toBe(true);
    const s2 = detGame();
    const ev2: RsEvent[] = [];
    sail(s2, NAV.wsag, at(s2, hx(3, 6)));
    tryDetect(s2, { kind: 'naval', unit: NAV.wsag }, at(s2, hx(3, 6)), scriptedDice([10, 10]), ev2);
    const bySsn = ev2
      .filter((e) => e.type === 'det-attempt')
      .find((e) => e.type === 'det-attempt' && e.detector.kind === 'naval' && e.detector.unit === NAV.nssn);
    if (bySsn) expect(detEventVisible(s2, bySsn, 'wp')).toBe(false);
    const bySag = ev2.find(
      (e) => e.type === 'det-attempt' && e.detector.kind === 'naval' && e.detector.unit === NAV.nsag,
    )!;
    expect(detEventVisible(s2, bySag, 'wp')).toBe(false);
  });
});

describe('Recon markers (RS-AIR-66, RS-SF-3)', () => {
  test('RS-AIR-66 step 4 a Recon marker is removed at once from a ground unit that moves', () => {
    const s = detGame();
    const w = s.world.byId.get('w-arm')!;
    markRecon(s, { kind: 'ground', unit: w }, []);
    expect(isReconnoitred(s, { kind: 'ground', unit: w })).toBe(true);
    s.units[w]!.loc = at(s, hx(20, 1));
    detectionExtension.groundEntered!(s, 'wp', [w], [at(s, hx(20, 1))], []);
    expect(isReconnoitred(s, { kind: 'ground', unit: w })).toBe(false);
  });
  test('a naval unit that moves loses its marker', () => {
    const s = detGame();
    markRecon(s, { kind: 'naval', unit: NAV.wsag }, []);
    expect(isReconnoitred(s, { kind: 'naval', unit: NAV.wsag })).toBe(true);
    sail(s, NAV.wsag, at(s, hx(17, 6)));
    expect(isReconnoitred(s, { kind: 'naval', unit: NAV.wsag })).toBe(false);
  });
});

describe('RS-OPT-18 HQ and LRMU detection', () => {
  const opts = ['air', 'special-forces', 'hq-detection'];
  test('RS-OPT-18 an enemy HQ is undetected until a recon marks it', () => {
    const s = detGame(opts);
    const hq = s.world.byId.get('w-hq')!;
    expect(groundTargetKnown(s, hq, 'nato')).toBe(false);
    expect(groundTargetKnown(s, s.world.byId.get('w-arm')!, 'nato')).toBe(true);
    const ev: RsEvent[] = [];
    markRecon(s, { kind: 'ground', unit: hq }, ev);
    expect(groundTargetKnown(s, hq, 'nato')).toBe(true);
    expect(ev.some((e) => e.type === 'det-found')).toBe(true);
  });
  test('RS-OPT-18 an LRMU is found when an enemy ground unit moves adjacent', () => {
    const s = detGame(opts);
    const lrmu = s.world.byId.get('w-lrmu')!;
    const arm = s.world.byId.get('n-arm')!;
    expect(groundTargetKnown(s, lrmu, 'nato')).toBe(false);
    s.units[arm]!.loc = at(s, hx(12, 2));
    detectionExtension.groundEntered!(s, 'nato', [arm], [at(s, hx(11, 2)), at(s, hx(12, 2))], []);
    expect(groundTargetKnown(s, lrmu, 'nato')).toBe(true);
  });
  test('RS-OPT-18 off: every HQ and LRMU is known', () => {
    const s = detGame();
    expect(groundTargetKnown(s, s.world.byId.get('w-hq')!, 'nato')).toBe(true);
  });
});

describe('RS-OPT-24 damage assessment', () => {
  test('RS-OPT-24 the hits on an enemy installation are hidden until a recon marks it', () => {
    const s = detGame(['air', 'damage-assessment']);
    expect(damageKnown(s, 'wb', 'nato')).toBe(false);
    expect(damageKnown(s, 'wb', 'wp')).toBe(true);
    markRecon(s, { kind: 'installation', id: 'wb' }, []);
    expect(damageKnown(s, 'wb', 'nato')).toBe(true);
    expect(damageKnown(detGame(), 'wb', 'nato')).toBe(true);
  });
});
