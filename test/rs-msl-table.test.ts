// The Missile Table (RS-MSL-3, RS-MSL-13): the data file, its schema and the default method.

import { describe, expect, it } from 'vitest';
import { missileRange } from '../src/engine/systems/red-strike/missiles/api.js';
import {
  checkMissileTable,
  hitNumberOf,
  MISSILE_TABLE,
  MISSILE_TABLE_RAW,
  missileEntry,
} from '../src/engine/systems/red-strike/missiles/table.js';

describe('Missile Table', () => {
  it('RS-MSL-13: the AS-4 has range 14 OpHexes and hits on 57 with HE, from the rulebook', () => {
    const m = missileEntry('AS-4')!;
    expect(m.range).toBe(14);
    expect(hitNumberOf(m, 'HE', 'naval')).toBe(57);
    expect(m.source).toBe('rulebook');
    expect(m.defaults).toContain('hit.medium');
    expect(missileRange('as-4')).toBe(14);
  });

  it('every other entry is a labelled default (RS-MSL-3, spec §0.3)', () => {
    const rulebook = MISSILE_TABLE.filter((m) => m.source === 'rulebook').map((m) => m.name);
    expect(rulebook).toEqual(['AS-4']);
    expect(MISSILE_TABLE.length).toBeGreaterThan(20);
    expect(checkMissileTable(MISSILE_TABLE_RAW)).toEqual([]);
  });

  it('ranges are the published km over 28, rounded down (decision RS-D-MSL-TABLE)', () => {
    expect(missileRange('Scud-B')).toBe(10); // 300 km
    expect(missileRange('SS-21')).toBe(2); // 70 km
    expect(missileRange('Lance')).toBe(4); // 120 km
    expect(missileRange('Pershing II')).toBe(63); // 1,770 km
    expect(missileRange('Tomahawk')).toBe(44); // 1,250 km
    expect(missileRange('no such missile')).toBeNull();
  });

  it('RS-MSL-4: nuclear medium and massive warheads are sure hits; ballistic missiles never hit ships', () => {
    expect(hitNumberOf(missileEntry('Scud-B')!, 'medium', 'ground')).toBe('sure');
    expect(hitNumberOf(missileEntry('Scud-B')!, 'HE', 'naval')).toBeUndefined();
    expect(hitNumberOf(missileEntry('Scud-B')!, 'CH', 'ground')).toBe(60);
    expect(hitNumberOf(missileEntry('Lance')!, 'CH', 'ground')).toBeUndefined();
  });

  it('RS-MSL-11: Harpoon, Sea Eagle, Exocet, Kormoran and Rbs-15 use the AS factor', () => {
    for (const name of ['Harpoon', 'Sea Eagle', 'Exocet', 'Kormoran', 'Rbs-15'])
      expect(missileEntry(name)!.asFactor).toBe(true);
  });

  it('the schema names the field of a bad entry', () => {
    const bad = [
      {
        name: 'X',
        side: 'wp',
        nations: ['USSR'],
        carriers: ['ground'],
        range: 0,
        hit: { HE: { ground: 140 } },
        source: 'default',
      },
      { name: 'X', side: 'wp', nations: [], carriers: ['ground'], range: 3, hit: {}, source: 'default' },
    ];
    const problems = checkMissileTable(bad);
    expect(problems).toContain('missiles[0].range (X): a range is at least 1 OpHex');
    expect(problems).toContain('missiles[0].hit.HE.ground (X): a d100 hit number is 1..100');
    expect(problems).toContain('missiles[1].nations (X): name at least one nation');
    expect(problems).toContain('missiles[1].hit (X): a missile needs at least one warhead with a hit number');
    expect(problems).toContain('missiles[1].name (X): "X" is listed twice');
  });
});
