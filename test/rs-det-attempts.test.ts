// Red Strike detection attempts with fixed rolls (issue 17): who may try (RS-DET-4..7, RS-DET-10/11,
// RS-AMB-39), the repeat rule RS-DET-5, stacks RS-DET-1, the line rules RS-DET-5/6, advanced bands
// RS-DET-21/23, automatic detection RS-DET-3 / RS-FOW-4, sonobuoys RS-DET-26, and the end step
// RS-DET-12/30/31.

import { describe, expect, test } from 'vitest';
import {
  isDetected,
  revealOnFire,
  setDetected,
  tryDetect,
  type Detectable,
} from '../src/engine/systems/red-strike/detection/api.js';
import { detectionEndStep } from '../src/engine/systems/red-strike/detection/endstep.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { AIR, NAV, at, detGame, dock, fly, hx, sail } from './rs-det-fixtures.js';

const air = (unit: number): Detectable => ({ kind: 'air', unit });
const nav = (unit: number): Detectable => ({ kind: 'naval', unit });
const attempts = (ev: RsEvent[]) => ev.filter((e) => e.type === 'det-attempt');

function run(s: RsState, t: Detectable, hex: string, rolls: number[], opts?: { mpSpent?: number }) {
  const dice = scriptedDice(rolls);
  const events: RsEvent[] = [];
  const ok = tryDetect(s, t, at(s, hex), dice, events, undefined, opts);
  return { ok, events, used: dice.used() };
}

describe('RS-DET-10/11 ground units detect air units at range 0', () => {
  test('RS-DET-10 a NATO ground unit detects a MiG-29 in its hex on 7 or less', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(2, 1)));
    const miss = run(s, air(AIR.mig), hx(2, 1), [8]);
    expect(miss.ok).toBe(false);
    expect(miss.used).toBe(1);
    expect(attempts(miss.events)[0]).toMatchObject({
      number: 7,
      range: 0,
      roll: 8,
      success: false,
      rule: 'RS-DET-10',
    });
    const s2 = detGame();
    fly(s2, AIR.mig, at(s2, hx(2, 1)));
    const hit = run(s2, air(AIR.mig), hx(2, 1), [7]);
    expect(hit.ok).toBe(true);
    expect(isDetected(s2, air(AIR.mig))).toBe(true);
    expect(hit.events.some((e) => e.type === 'det-spotted')).toBe(true);
  });
  test('RS-DET-4 a ground unit one hex away may not try (range 0 only)', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(3, 1)));
    expect(run(s, air(AIR.mig), hx(3, 1), []).used).toBe(0);
  });
  test('RS-DET-7 / RS-AIR-22 / RS-AMB-26 helicopter DRM: +2 for a NATO detector (Mi-24: 5+2 = 7 detected, 6+2 = 8 not)', () => {
    const s = detGame();
    fly(s, AIR.mi24, at(s, hx(2, 1)));
    const miss = run(s, air(AIR.mi24), hx(2, 1), [6]);
    expect(miss.ok).toBe(false);
    expect(attempts(miss.events)[0]).toMatchObject({ drm: 2, number: 7 });
    const s2 = detGame();
    fly(s2, AIR.mi24, at(s2, hx(2, 1)));
    expect(run(s2, air(AIR.mi24), hx(2, 1), [5]).ok).toBe(true);
  });
  test('RS-DET-7 helicopter DRM: +3 for a WP detector (AH-64: 3+3 = 6 detected, 4+3 = 7 not)', () => {
    const s = detGame();
    dock(s, NAV.wsag);
    dock(s, NAV.wss);
    fly(s, AIR.ah64, at(s, hx(21, 1)));
    const miss = run(s, air(AIR.ah64), hx(21, 1), [4]);
    expect(miss.ok).toBe(false);
    expect(attempts(miss.events)[0]).toMatchObject({ drm: 3, number: 6, rule: 'RS-DET-11' });
    const s2 = detGame();
    dock(s2, NAV.wsag);
    dock(s2, NAV.wss);
    fly(s2, AIR.ah64, at(s2, hx(21, 1)));
    expect(run(s2, air(AIR.ah64), hx(21, 1), [3]).ok).toBe(true);
  });
});

describe('RS-DET-5 repeat attempts (standard)', () => {
  test('RS-DET-5 the same unit retries the same target only after it spent 10 more MP', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(2, 1)));
    expect(run(s, air(AIR.mig), hx(2, 1), [9]).used).toBe(1);
    expect(run(s, air(AIR.mig), hx(2, 1), []).used).toBe(0);
    expect(run(s, air(AIR.mig), hx(2, 1), [], { mpSpent: 9 }).used).toBe(0);
    const again = run(s, air(AIR.mig), hx(2, 1), [1], { mpSpent: 10 });
    expect(again.used).toBe(1);
    expect(again.ok).toBe(true);
  });
  test('RS-DET-5 a naval unit may always try an enemy naval unit entering its hex unless it failed at 0', () => {
    const s = detGame();
    dock(s, NAV.nssn);
    dock(s, NAV.wss);
    const b = s.world.map.board;
    expect(b.distance(at(s, hx(2, 6)), at(s, hx(5, 6)))).toBe(3);
    sail(s, NAV.wsag, at(s, hx(5, 6)));
    const far = run(s, nav(NAV.wsag), hx(5, 6), [10]);
    expect(attempts(far.events)[0]).toMatchObject({ range: 3, number: 7 });
    // Enters the SAG's hex after 3 MP: a same-hex attempt is allowed.
    sail(s, NAV.wsag, at(s, hx(2, 6)));
    const same = run(s, nav(NAV.wsag), hx(2, 6), [10], { mpSpent: 3 });
    expect(attempts(same.events)[0]).toMatchObject({ range: 0 });
    // It failed at 0: no more until 10 more MP.
    expect(run(s, nav(NAV.wsag), hx(2, 6), [], { mpSpent: 5 }).used).toBe(0);
    expect(run(s, nav(NAV.wsag), hx(2, 6), [1], { mpSpent: 13 }).ok).toBe(true);
  });
});

describe('RS-DET-1 stacks', () => {
  test('RS-DET-1 detecting one air unit detects the air units stacked with it, not the naval units', () => {
    const s = detGame();
    dock(s, NAV.nssn);
    const hex = at(s, hx(3, 5));
    fly(s, AIR.mig, hex);
    fly(s, AIR.tu16, hex);
    sail(s, NAV.wsag, hex);
    const r = run(s, air(AIR.mig), hx(3, 5), [6]);
    expect(attempts(r.events)[0]).toMatchObject({ number: 6, detector: { kind: 'naval', unit: NAV.nsag } });
    expect(isDetected(s, air(AIR.tu16))).toBe(true);
    expect(isDetected(s, nav(NAV.wsag))).toBe(false);
  });
  test('RS-DET-1 surface and submarine units in one stack are detected separately', () => {
    const s = detGame();
    const hex = at(s, hx(3, 6));
    sail(s, NAV.wsag, hex);
    sail(s, NAV.wss, hex);
    dock(s, NAV.nssn);
    expect(run(s, nav(NAV.wsag), hx(3, 6), [1]).ok).toBe(true);
    expect(isDetected(s, nav(NAV.wss))).toBe(false);
  });
  test('RS-DET-4 a stack moving together is tried as one unit: one roll per detector', () => {
    const s = detGame();
    const hex = at(s, hx(2, 1));
    fly(s, AIR.mig, hex);
    fly(s, AIR.tu16, hex);
    expect(run(s, air(AIR.mig), hx(2, 1), [9]).used).toBe(1);
    expect(run(s, air(AIR.tu16), hx(2, 1), []).used).toBe(0);
  });
});

describe('RS-DET-6 who may detect naval units', () => {
  test('RS-DET-6 a submarine is not detected across a land hex (the island at 06,06)', () => {
    const s = detGame();
    dock(s, NAV.nsag);
    dock(s, NAV.nssn);
    const b = s.world.map.board;
    const island = at(s, hx(6, 6));
    const water = (h: number) => h >= 0 && s.world.map.terrain[h] === 'openWater';
    const d = [0, 1, 2].find((k) => water(b.neighbor(island, k)) && water(b.neighbor(island, k + 3)))!;
    const from = b.neighbor(island, d);
    const to = b.neighbor(island, d + 3);
    expect(b.distance(from, to)).toBe(2);
    expect(b.line(from, to, 1)).toContain(island);
    expect(b.line(from, to, -1)).toContain(island);
    fly(s, AIR.p3, from);
    sail(s, NAV.wss, to);
    expect(tryDetect(s, nav(NAV.wss), to, scriptedDice([]), [])).toBe(false);
    // Over open water the P-3 (maritime patrol row, 5 at 2 OpHexes) may try.
    fly(s, AIR.p3, at(s, hx(8, 5)));
    sail(s, NAV.wss, at(s, hx(8, 7)));
    const r = run(s, nav(NAV.wss), hx(8, 7), [5]);
    expect(r.ok).toBe(true);
    expect(attempts(r.events)[0]).toMatchObject({ number: 5, range: 2 });
  });
  test('RS-DET-6 / RS-AMB-39 an F-15 does not detect ships; a Tu-16K uses the generic row (5 at 5)', () => {
    const s = detGame();
    dock(s, NAV.nssn);
    fly(s, AIR.f15, at(s, hx(17, 6)));
    expect(run(s, nav(NAV.wsag), hx(18, 6), []).used).toBe(0);
    fly(s, AIR.tu16, at(s, hx(5, 6)));
    const r = run(s, nav(NAV.nsag), hx(2, 6), [5]);
    expect(attempts(r.events)[0]).toMatchObject({
      number: 5,
      range: 3,
      detector: { kind: 'air', unit: AIR.tu16 },
    });
    fly(s, AIR.tu16, -1);
    fly(s, AIR.mig, at(s, hx(3, 6)));
    setDetected(s, nav(NAV.nsag), false, []);
    expect(run(s, nav(NAV.nsag), hx(2, 6), [], { mpSpent: 20 }).used).toBe(0);
  });
});

describe('RS-DET-20..23 advanced detection', () => {
  const adv = ['air', 'naval', 'advanced-detection'];
  test('RS-DET-21 one attempt per range band; RS-DET-23 always a same-hex attempt unless it failed there', () => {
    const s = detGame(adv);
    const b = s.world.map.board;
    fly(s, AIR.e3a, at(s, hx(1, 0)));
    expect(b.distance(at(s, hx(1, 0)), at(s, hx(13, 0)))).toBe(12);
    fly(s, AIR.mig, at(s, hx(13, 0)));
    const band1 = run(s, air(AIR.mig), hx(13, 0), [6]);
    expect(attempts(band1.events)[0]).toMatchObject({ range: 12, number: 5, rule: 'RS-DET-22' });
    fly(s, AIR.mig, at(s, hx(11, 0)));
    expect(run(s, air(AIR.mig), hx(11, 0), [], { mpSpent: 30 }).used).toBe(0);
    fly(s, AIR.mig, at(s, hx(5, 0)));
    const band0 = run(s, air(AIR.mig), hx(5, 0), [10], { mpSpent: 40 });
    expect(attempts(band0.events)[0]).toMatchObject({ range: 4, number: 9 });
    fly(s, AIR.mig, at(s, hx(1, 0)));
    const same = run(s, air(AIR.mig), hx(1, 0), [10], { mpSpent: 44 });
    expect(attempts(same.events)[0]).toMatchObject({ range: 0, number: 9 });
    expect(run(s, air(AIR.mig), hx(1, 0), [], { mpSpent: 60 }).used).toBe(0);
  });
  test('RS-DET-3 in the advanced game a coastal city hex does not detect a ship', () => {
    const s = detGame(adv);
    sail(s, NAV.wsag, at(s, hx(20, 4)));
    expect(isDetected(s, nav(NAV.wsag))).toBe(false);
  });
});

describe('RS-DET-3 / RS-FOW-4 automatic detection', () => {
  test('RS-FOW-4 a naval unit In Port is detected; RS-DET-3 (standard) a ship in a coastal city hex is', () => {
    const s = detGame();
    s.ext.naval!.units[NAV.nsag]!.mode = 'port';
    sail(s, NAV.nsag, at(s, hx(1, 4)));
    expect(isDetected(s, nav(NAV.nsag))).toBe(true);
    sail(s, NAV.wsag, at(s, hx(20, 4)));
    expect(isDetected(s, nav(NAV.wsag))).toBe(true);
    const r = run(s, nav(NAV.wsag), hx(20, 4), []);
    expect(r.ok).toBe(true);
    expect(s.ext.naval!.units[NAV.wsag]!.detected).toBe(true);
  });
  test('RS-DET-3 EWDA air units are always detected', () => {
    const s = detGame();
    fly(s, AIR.e3a, at(s, hx(1, 0)));
    expect(isDetected(s, air(AIR.e3a))).toBe(true);
  });
  test('RS-DET-3 a unit using a combat factor is detected, except stand-off fire from outside every detection range', () => {
    const s = detGame();
    dock(s, NAV.nssn);
    fly(s, AIR.tu16, at(s, hx(10, 7)));
    const ev: RsEvent[] = [];
    expect(revealOnFire(s, air(AIR.tu16), ev, { standOffFrom: at(s, hx(10, 7)) })).toBe(false);
    expect(revealOnFire(s, air(AIR.tu16), ev, { standOffFrom: at(s, hx(4, 6)) })).toBe(true);
    const s2 = detGame();
    fly(s2, AIR.tu16, at(s2, hx(10, 7)));
    expect(revealOnFire(s2, air(AIR.tu16), [])).toBe(true);
  });
});

describe('RS-DET-26 sonobuoys', () => {
  const buoys = { detection: { sonobuoys: [hx(20, 6)] } };
  test('RS-DET-26 a WP submarine entering a sonobuoy hex stays undetected on 2d10 = 6', () => {
    const s = detGame(['air', 'naval'], buoys);
    sail(s, NAV.wss, at(s, hx(20, 6)));
    const r = run(s, nav(NAV.wss), hx(20, 6), [2, 4]);
    expect(r.ok).toBe(false);
    expect(r.events.find((e) => e.type === 'det-sonobuoy')).toMatchObject({ dice: [2, 4], success: false });
  });
  test('RS-DET-26 any other sum detects it', () => {
    const s = detGame(['air', 'naval'], buoys);
    sail(s, NAV.wss, at(s, hx(20, 6)));
    expect(run(s, nav(NAV.wss), hx(20, 6), [3, 4]).ok).toBe(true);
  });
});

describe('End step: RS-DET-12, RS-DET-30, RS-DET-31', () => {
  function detected(options: string[]) {
    const s = detGame(options);
    s.ext.naval!.units[NAV.wss]!.detected = true;
    s.ext.naval!.units[NAV.wsag]!.detected = true;
    return s;
  }
  test('RS-DET-12 (standard) a detected submarine out of every enemy submarine-detection range is undetected; a ship stays detected', () => {
    const s = detected(['air', 'naval']);
    const ev: RsEvent[] = [];
    detectionEndStep(s, scriptedDice([]), ev);
    expect(s.ext.naval!.units[NAV.wss]!.detected).toBe(false);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'det-lost', rule: 'RS-DET-12' }));
    expect(s.ext.naval!.units[NAV.wsag]!.detected).toBe(true);
  });
  test("RS-DET-12 a submarine within an enemy SSN's range stays detected (no slip-away roll in the standard game)", () => {
    const s = detected(['air', 'naval']);
    sail(s, NAV.nssn, at(s, hx(15, 7)));
    detectionEndStep(s, scriptedDice([]), []);
    expect(s.ext.naval!.units[NAV.wss]!.detected).toBe(true);
  });
  test('RS-DET-30 (advanced) a detected ship out of every enemy range is undetected', () => {
    const s = detected(['air', 'naval', 'advanced-detection']);
    detectionEndStep(s, scriptedDice([]), []);
    expect(s.ext.naval!.units[NAV.wsag]!.detected).toBe(false);
    expect(s.ext.naval!.units[NAV.wss]!.detected).toBe(false);
  });
  test('RS-DET-31 a submarine within range slips away on 1d10 ≤ its ECM (4)', () => {
    const s = detected(['air', 'naval', 'advanced-detection']);
    sail(s, NAV.nssn, at(s, hx(15, 7)));
    const ev: RsEvent[] = [];
    detectionEndStep(s, scriptedDice([4]), ev);
    expect(s.ext.naval!.units[NAV.wss]!.detected).toBe(false);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'det-lost', rule: 'RS-DET-31', roll: 4 }));
    const s2 = detected(['air', 'naval', 'advanced-detection']);
    sail(s2, NAV.nssn, at(s2, hx(15, 7)));
    detectionEndStep(s2, scriptedDice([5]), []);
    expect(s2.ext.naval!.units[NAV.wss]!.detected).toBe(true);
  });
  test('RS-DET-5 attempts count per GT: the end step forgets them; RS-DET-2 grounded air units lose detection', () => {
    const s = detGame();
    fly(s, AIR.mig, at(s, hx(2, 1)));
    run(s, air(AIR.mig), hx(2, 1), [9]);
    expect(s.ext.det!.attempts.length).toBe(1);
    s.ext.air!.units[AIR.tu16]!.detected = true;
    detectionEndStep(s, scriptedDice([]), []);
    expect(s.ext.det!.attempts).toEqual([]);
    expect(s.ext.air!.units[AIR.tu16]!.detected).toBe(false);
    expect(run(s, air(AIR.mig), hx(2, 1), [1]).ok).toBe(true);
  });
});
