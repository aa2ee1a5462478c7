// Snow in combat (PC-MAP-08, PC-ENV-06; issue 20): under Snow, Field and Marsh are treated as Clear
// and Swamp as Forest, in fire, assault and air strikes as in movement and sight. One function
// (rules/terrain-in-effect.ts) gives the terrain in effect to every rule.

import { describe, expect, it } from 'vitest';
import type { Condition } from '../src/engine/systems/panzer/model/terrain.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import { airReconChance, interdictionChance, strikeValue } from '../src/engine/systems/panzer/rules/air.js';
import { computeAssault } from '../src/engine/systems/panzer/rules/assault.js';
import { computeFire } from '../src/engine/systems/panzer/rules/fire.js';
import { terrainInEffect as losTerrainInEffect } from '../src/engine/systems/panzer/rules/los.js';
import { terrainInEffect, terrainNow } from '../src/engine/systems/panzer/rules/terrain-in-effect.js';
import { combatGame, idx } from './fixtures/combat.js';
import { miniScenario } from './fixtures/mini.js';

/** a1 at 04,06 and x1 at 05,06 with x1's hex of the given terrain letter, under `condition`. */
function duel(letter: string, condition: Condition, allied: Partial<UnitSetup> = {}): GameState {
  const base = miniScenario();
  const terrain = base.map.terrain.map((row, r) =>
    r === 6 ? `${row.slice(0, 5)}${letter}${row.slice(6)}` : row,
  );
  const s = combatGame({ allied: [{ id: 'a1', ...allied }], scenario: { map: { ...base.map, terrain } } });
  s.weather = { ...s.weather, condition };
  return s;
}

const terrainFactors = (factors: readonly { label: string; value: number; rule?: string }[], rule: string) =>
  factors.filter((f) => f.rule === rule).map((f) => [f.label, f.value]);

const fireSpec = (s: GameState) => ({
  firer: idx(s, 'a1'),
  target: idx(s, 'x1'),
  indirect: false,
  opportunity: false,
});
const tank: Partial<UnitSetup> = {
  type: 'armor',
  component: 'vehicles',
  strength: 20,
  moveClass: 'tracked',
  flags: { hardTarget: true },
};

describe('PC-MAP-08 the terrain in effect', () => {
  it('PC-MAP-08: under Snow Field and Marsh are Clear and Swamp is Forest; nothing changes otherwise', () => {
    const s = duel('.', 'snow');
    const t = s.world.params.terrain;
    const key = (i: number) => t[i]!.key;
    const snow = terrainInEffect(s.world.params, true);
    const normal = terrainInEffect(s.world.params, false);
    t.forEach((x, i) => {
      expect(key(normal[i]!)).toBe(x.key);
      const want = x.key === 'field' || x.key === 'marsh' ? 'clear' : x.key === 'swamp' ? 'forest' : x.key;
      expect(key(snow[i]!)).toBe(want);
    });
  });

  it('PC-MAP-08: LOS and movement use the same function (los.ts re-exports it)', () => {
    expect(losTerrainInEffect).toBe(terrainInEffect);
  });

  it('PC-MAP-08: the hex shows the normal terrain in brackets, "Forest [Swamp]", only under Snow', () => {
    const s = duel('s', 'snow');
    const loc = s.units[idx(s, 'x1')]!.loc;
    expect(terrainNow(s, loc)).toMatchObject({ label: 'Forest [Swamp]' });
    expect(terrainNow(s, loc).terrain.key).toBe('forest');
    s.weather = { ...s.weather, condition: 'mud' };
    expect(terrainNow(s, loc)).toMatchObject({ label: 'Swamp' });
    expect(terrainNow(s, loc).under).toBeUndefined();
  });
});

describe('PC-MAP-08 in fire (PC-FIR-07)', () => {
  it('PC-MAP-08 fire: a Swamp target gets Forest’s −30% under Snow, its own −20% otherwise', () => {
    expect(
      terrainFactors(computeFire(duel('s', 'normal'), fireSpec(duel('s', 'normal'))).factors, 'PC-FIR-07'),
    ).toEqual([['Swamp', -20]]);
    const s = duel('s', 'snow');
    expect(terrainFactors(computeFire(s, fireSpec(s)).factors, 'PC-FIR-07')).toEqual([
      ['Forest [Swamp]', -30],
    ]);
  });

  it('PC-MAP-08 fire: a Marsh or Field target loses its −10% under Snow (it is Clear)', () => {
    for (const letter of ['m', ',']) {
      const n = duel(letter, 'normal');
      expect(terrainFactors(computeFire(n, fireSpec(n)).factors, 'PC-FIR-07')).toHaveLength(1);
      const s = duel(letter, 'snow');
      expect(terrainFactors(computeFire(s, fireSpec(s)).factors, 'PC-FIR-07')).toEqual([]);
      expect(computeFire(s, fireSpec(s)).modifier).toBeGreaterThan(computeFire(n, fireSpec(n)).modifier);
    }
  });
});

describe('PC-MAP-08 in assault (PC-ASL-09, PC-ASL-11, PC-ASL-16)', () => {
  const assault = (s: GameState) => computeAssault(s, [idx(s, 'a1')], s.units[idx(s, 'x1')]!.loc);

  it('PC-MAP-08 assault: vehicles attacking into a Swamp take Forest’s −30% under Snow', () => {
    expect(terrainFactors(assault(duel('s', 'normal', tank)).factors, 'PC-ASL-09')).toEqual([
      ['attackers: Swamp (vehicles attacking)', -20],
    ]);
    expect(terrainFactors(assault(duel('s', 'snow', tank)).factors, 'PC-ASL-09')).toEqual([
      ['attackers: Forest [Swamp] (vehicles attacking)', -30],
    ]);
  });

  it('PC-MAP-08 assault: attacker losses scale by 100/(100+M) of the terrain in effect', () => {
    expect(assault(duel('s', 'normal', tank)).attackerDisruption).toBeCloseTo(2 * (100 / 80));
    expect(assault(duel('s', 'snow', tank)).attackerDisruption).toBeCloseTo(2 * (100 / 70));
    expect(assault(duel('m', 'snow', tank)).attackerDisruption).toBeCloseTo(2);
  });

  it('PC-MAP-08 assault: a Marsh under Snow is Clear, so unsupported tanks take no Combined Arms Penalty (PC-ASL-11)', () => {
    expect(assault(duel('m', 'normal', tank)).penalised[0]).toBeGreaterThan(0);
    expect(assault(duel('m', 'snow', tank)).penalised[0]).toBe(0);
  });
});

describe('PC-MAP-08 in air strikes, air recon and interdiction', () => {
  const plane = {
    strength: 10,
    hard: 10,
    soft: 10,
    quality: 'C' as const,
    fatigue: 0,
    side: 'allied' as const,
  };

  it('PC-MAP-08 air strike: a Swamp target gets Forest’s −30% under Snow', () => {
    const n = duel('s', 'normal');
    expect(terrainFactors(strikeValue(n, plane, idx(n, 'x1'), [], 0).factors, 'PC-FIR-07')).toEqual([
      ['Swamp', -20],
    ]);
    const s = duel('s', 'snow');
    expect(terrainFactors(strikeValue(s, plane, idx(s, 'x1'), [], 0).factors, 'PC-FIR-07')).toEqual([
      ['Forest [Swamp]', -30],
    ]);
  });

  it('PC-MAP-08 air: recon and interdiction read the terrain in effect', () => {
    const n = duel('m', 'normal');
    const s = duel('m', 'snow');
    const loc = n.units[idx(n, 'x1')]!.loc;
    const def = { quality: 'C' } as Parameters<typeof airReconChance>[1];
    const a = { strength: 4, cohesion: 'ok' as const };
    // Marsh −10% normally; Clear (0) under Snow.
    expect(airReconChance(s, def, a, loc, loc) / airReconChance(n, def, a, loc, loc)).toBeCloseTo(100 / 90);
    expect(interdictionChance(s, 'axis', loc, 1).terrain.key).toBe('clear');
    expect(interdictionChance(n, 'axis', loc, 1).terrain.key).toBe('marsh');
  });
});
