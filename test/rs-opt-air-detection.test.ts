// RS-OPT-9 (single-sortie strike) and RS-OPT-11 (stealth) where they touch detection and air
// defence: detection numbers halved and air-defence hits halved against a single-sortie striker;
// the F-117 tried only in the hex it flies through, with the roll doubled.

import { describe, expect, test } from 'vitest';
import type { Flight } from '../src/engine/systems/red-strike/adn/api.js';
import { applyFlightHits } from '../src/engine/systems/red-strike/adn/fire.js';
import { tryDetect, type Detectable } from '../src/engine/systems/red-strike/detection/api.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { AIR, at, detGame, fly, hx } from './rs-det-fixtures.js';

const f15: Detectable = { kind: 'air', unit: AIR.f15 };

function attempt(s: RsState, hex: string, rolls: number[]) {
  const dice = scriptedDice(rolls);
  const events: RsEvent[] = [];
  const ok = tryDetect(s, f15, at(s, hex), dice, events);
  return { ok, used: dice.used(), events: events.filter((e) => e.type === 'det-attempt') };
}

function overWpArmour(options: string[], single: boolean): RsState {
  const s = detGame(options);
  fly(s, AIR.f15, at(s, hx(12, 1)));
  if (single) s.ext.air!.units[AIR.f15]!.single = true;
  return s;
}

function stealthy(s: RsState): RsState {
  (s.world.scenario.extended!.air!.units[AIR.f15]!.symbols as { stealth?: boolean }).stealth = true;
  return s;
}

describe('RS-OPT-9 single-sortie strike: detection and air defence', () => {
  test('RS-OPT-9: a WP ground unit detects an F-15 in its hex on 6 or less; against a single-sortie striker on 3 or less (RS-DET-11)', () => {
    expect(attempt(overWpArmour(['air', 'single-sortie'], false), hx(12, 1), [4]).ok).toBe(true);
    const miss = attempt(overWpArmour(['air', 'single-sortie'], true), hx(12, 1), [4]);
    expect(miss.ok).toBe(false);
    expect(miss.events[0]).toMatchObject({ number: 3, roll: 4 });
    expect(attempt(overWpArmour(['air', 'single-sortie'], true), hx(12, 1), [3]).ok).toBe(true);
  });

  test('RS-OPT-9: hits by air-defence fire on a single-sortie striker are halved, rounded down', () => {
    const s = overWpArmour(['air', 'single-sortie'], true);
    const flight: Flight = {
      side: 'nato',
      kind: 'surface-attack',
      units: [AIR.f15],
      escorts: [],
      target: at(s, hx(12, 1)),
      aborted: new Set(),
      adnFired: new Set(),
    };
    const events: RsEvent[] = [];
    applyFlightHits(s, flight, new Map([[AIR.f15, 1]]), flight.target, events);
    expect(s.ext.air!.units[AIR.f15]!.hits).toBe(0);
    expect(flight.aborted.has(AIR.f15)).toBe(false);
    applyFlightHits(s, flight, new Map([[AIR.f15, 3]]), flight.target, events);
    expect(s.ext.air!.units[AIR.f15]!.hits).toBe(1);
    expect(flight.aborted.has(AIR.f15)).toBe(true);
  });
});

describe('RS-OPT-11 stealth: detection', () => {
  test('RS-OPT-11: detection rolls against the F-117 are doubled (3 → 6 ≤ 6 detected, 4 → 8 not)', () => {
    const s = stealthy(overWpArmour(['air', 'stealth'], false));
    expect(attempt(s, hx(12, 1), [4]).ok).toBe(false);
    const s2 = stealthy(overWpArmour(['air', 'stealth'], false));
    expect(attempt(s2, hx(12, 1), [3]).ok).toBe(true);
  });

  test('RS-OPT-11: only a detector in the hex it flies through may try; without the rule a SAG 2 hexes off tries', () => {
    const plain = detGame(['air', 'naval']);
    fly(plain, AIR.f15, at(plain, hx(18, 4)));
    expect(attempt(plain, hx(18, 4), [10, 10, 10, 10]).used).toBeGreaterThan(0);
    const s = stealthy(detGame(['air', 'naval', 'stealth']));
    fly(s, AIR.f15, at(s, hx(18, 4)));
    expect(attempt(s, hx(18, 4), []).used).toBe(0);
  });
});
