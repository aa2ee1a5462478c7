import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../src/engine/systems/panzer/index.js';
import { cloneState } from '../src/engine/systems/panzer/game.js';
import { lineOfSight } from '../src/engine/systems/panzer/rules/los.js';
import { refreshSpotting, magnitudeOf, sideSeesHex } from '../src/engine/systems/panzer/rules/spotting.js';
import { ally, axis, idx, loc, spotGame } from './fixtures/spot-map.js';

const spotted = (s: GameState, side: 'allied' | 'axis') =>
  s.knowledge[side].spotted.map((i) => s.world.units[i]!.id);
const unknown = (s: GameState, side: 'allied' | 'axis') =>
  s.knowledge[side].unknown.map((i) => s.world.units[i]!.id);

/** Moves a unit as the movement code would (the mover is of the active side) and refreshes. */
function moveTo(s: GameState, id: string, hex: string): GameEvent[] {
  const i = idx(s, id);
  s.units[i]!.loc = loc(s, hex);
  s.units[i]!.moved = true;
  return refreshSpotting(s, [i]);
}

describe('PC-SPT-01 / PC-ENV-01 visibility', () => {
  it('PC-SPT-03: a unit in Clear within Visibility and LOS is spotted; beyond Visibility it is not', () => {
    const s = spotGame({
      visibility: 4,
      units: [ally('a', '01,05'), axis('near', '05,05'), axis('far', '06,05')],
    });
    expect(spotted(s, 'allied')).toEqual(['near']);
    expect(spotted(s, 'axis')).toEqual(['a']); // symmetric: near sees a at 4
  });

  it('PC-ENV-12: at Night Visibility is 1: only adjacent units are spotted', () => {
    const s = spotGame({
      date: '1944-06-13T23:00',
      visibility: 5,
      units: [ally('a', '01,05'), axis('adj', '02,05'), axis('two', '03,04')],
    });
    expect(spotted(s, 'allied')).toEqual(['adj']);
  });

  it('PC-ENV-01: at Dawn Visibility is halved, rounded down', () => {
    // Dawn begins 05:00 by default; nominal 5 -> 2.
    const s = spotGame({
      date: '1944-06-13T05:00',
      visibility: 5,
      units: [ally('a', '01,05'), axis('two', '03,05'), axis('three', '04,05')],
    });
    expect(spotted(s, 'allied')).toEqual(['two']);
  });

  it('PC-ENV-08: in a Storm Visibility is 1', () => {
    const s = spotGame({ storm: true, visibility: 5, units: [ally('a', '01,05'), axis('two', '03,05')] });
    expect(spotted(s, 'allied')).toEqual([]);
  });

  it('PC-MAP-07: woods between hide a unit in the open', () => {
    const s = spotGame({ terrain: { '03,05': 'f' }, units: [ally('a', '01,05'), axis('b', '05,05')] });
    expect(spotted(s, 'allied')).toEqual([]);
    expect(spotted(s, 'axis')).toEqual([]);
  });
});

describe('PC-SPT-03/04 concealment', () => {
  it('PC-SPT-03: a unit in woods that has not acted stays concealed at range 2+', () => {
    const s = spotGame({ terrain: { '04,05': 'f' }, units: [ally('a', '01,05'), axis('hid', '04,05')] });
    expect(spotted(s, 'allied')).toEqual([]);
    // The unit in the wood sees the enemy in the open.
    expect(spotted(s, 'axis')).toEqual(['a']);
  });

  it('PC-SPT-03: a concealed unit is spotted when an enemy moves adjacent', () => {
    const s = spotGame({ terrain: { '04,05': 'f' }, units: [ally('a', '01,05'), axis('hid', '04,05')] });
    const ev = moveTo(s, 'a', '03,05');
    expect(spotted(s, 'allied')).toEqual(['hid']);
    expect(ev).toContainEqual({ type: 'spotted', by: 'allied', units: [idx(s, 'hid')] });
  });

  it('PC-SPT-03: concealing open terrain (field) hides at 3 hexes but not at 2', () => {
    const s = spotGame({
      terrain: { '04,05': ',', '05,03': ',' },
      units: [ally('a', '02,05'), axis('f2', '04,05'), axis('f3', '05,03')],
    });
    expect(spotted(s, 'allied')).toEqual(['f2']);
  });

  it('PC-SPT-03: a unit that moves within enemy view is spotted even into woods', () => {
    const s = spotGame({ terrain: { '04,05': 'f' }, units: [ally('a', '01,05'), axis('b', '08,05')] });
    s.activeSide = 'axis';
    expect(spotted(s, 'allied')).toEqual([]); // beyond Visibility 4
    moveTo(s, 'b', '04,05');
    expect(spotted(s, 'allied')).toEqual(['b']);
    expect(s.units[idx(s, 'b')]!.revealed).toBe(true);
  });

  it('PC-SPT-04: once revealed a unit stays spotted while in enemy LOS, and may hide again out of it', () => {
    const s = spotGame({ terrain: { '04,05': 'f' }, units: [ally('a', '01,05'), axis('b', '04,06')] });
    s.activeSide = 'axis';
    moveTo(s, 'b', '04,05');
    expect(spotted(s, 'allied')).toEqual(['b']);
    // New player turn: a full recompute keeps it (still in LOS).
    refreshSpotting(s, 'all');
    expect(spotted(s, 'allied')).toEqual(['b']);
    // It leaves sight, then comes back into the wood unseen (teleported: no move to be seen).
    s.units[idx(s, 'b')]!.loc = loc(s, '10,09');
    refreshSpotting(s, 'all');
    expect(spotted(s, 'allied')).toEqual([]);
    s.units[idx(s, 'b')]!.loc = loc(s, '04,05');
    refreshSpotting(s, 'all');
    expect(spotted(s, 'allied')).toEqual([]);
  });
});

describe('PC-MAP-08 Snow', () => {
  it('PC-MAP-08: under Snow a field is Clear, so a unit in it is no longer concealed', () => {
    const setup = { terrain: { '04,05': ',' }, units: [ally('a', '01,05'), axis('b', '04,05')] };
    expect(spotted(spotGame(setup), 'allied')).toEqual([]);
    expect(spotted(spotGame({ ...setup, condition: 'snow' }), 'allied')).toEqual(['b']);
  });

  it('PC-MAP-08: under Snow a swamp blocks like a forest', () => {
    const s = spotGame({ terrain: { '03,05': 's' }, elevation: { '01,05': 55 }, units: [] });
    const [a, b] = [loc(s, '01,05'), loc(s, '05,05')];
    expect(lineOfSight(s.world, a, b)).toBe(true); // the line passes 49.5 m over a 43 m swamp
    expect(lineOfSight(s.world, a, b, 'snow')).toBe(false); // but not over a 55 m wood
  });
});

describe('PC-SPT lost contact and last-known positions', () => {
  it('a spotted unit that moves out of sight raises lostContact and leaves a last-known position', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '04,05', { strength: 450 })] });
    const b = idx(s, 'b');
    expect(spotted(s, 'allied')).toEqual(['b']);
    s.activeSide = 'axis';
    const ev = moveTo(s, 'b', '09,05');
    expect(ev).toContainEqual({ type: 'lostContact', by: 'allied', units: [b] });
    expect(spotted(s, 'allied')).toEqual([]);
    expect(s.knowledge.allied.lastKnown[b]).toEqual({ loc: loc(s, '04,05'), turn: 1, magnitude: 3 });
  });

  it('PC-UNT-11: magnitudes X, XX, XXX', () => {
    expect([1, 9, 10, 99, 100, 999].map(magnitudeOf)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('a unit destroyed in sight is forgotten; one that vanished out of sight is remembered', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '03,05'), axis('c', '09,09')] });
    const b = idx(s, 'b');
    s.units[b]!.status = 'eliminated';
    s.units[b]!.loc = -1;
    refreshSpotting(s, [b]);
    expect(s.knowledge.allied.lastKnown[b]).toBeUndefined();
  });
});

describe('PC-SPT-06 Broken units and PC-SPT-10 patrols', () => {
  it('PC-SPT-06: a Broken unit spots enemies only as Unknown', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '03,05')] });
    s.units[idx(s, 'a')]!.cohesion = 'broken';
    refreshSpotting(s, 'all');
    expect(spotted(s, 'allied')).toEqual([]);
    expect(unknown(s, 'allied')).toEqual(['b']);
  });

  it('PC-SPT-10: a Patrolling unit spots every enemy within 2 hexes regardless of LOS', () => {
    const s = spotGame({
      date: '1944-06-13T23:00', // night: Visibility 1
      terrain: { '02,05': 'f', '03,05': 'f' },
      units: [ally('a', '01,05'), axis('b', '03,05')],
    });
    expect(spotted(s, 'allied')).toEqual([]);
    s.units[idx(s, 'a')]!.patrolling = true;
    refreshSpotting(s, [idx(s, 'a')]);
    expect(spotted(s, 'allied')).toEqual(['b']);
  });
});

describe('PC-MOV-21 release of Fixed units', () => {
  it('PC-MOV-21: a Fixed unit is released when the enemy spots it', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '07,05', { fixed: true })] });
    const b = idx(s, 'b');
    expect(s.units[b]!.fixed).toBe(true);
    const ev = moveTo(s, 'a', '04,05');
    expect(s.units[b]!.fixed).toBe(false);
    expect(ev).toContainEqual({ type: 'released', unit: b, reason: 'spotted by the enemy' });
  });

  it('PC-MOV-21: spotting one unit of an organisation with a Release releases its other Fixed units early', () => {
    const s = spotGame({
      units: [
        ally('a', '01,05'),
        axis('seen', '07,05', { fixed: true, releaseTurn: 5 }),
        axis('far', '11,09', { fixed: true, releaseTurn: 5 }),
        axis('noRelease', '11,08', { fixed: true }),
      ],
    });
    const ev = moveTo(s, 'a', '04,05');
    expect(s.units[idx(s, 'far')]!.fixed).toBe(false);
    expect(s.units[idx(s, 'noRelease')]!.fixed).toBe(true);
    expect(ev).toContainEqual({
      type: 'released',
      unit: idx(s, 'far'),
      reason: 'Panzer Lehr spotted by the enemy (early release)',
    });
  });

  it('PC-MOV-21: a Fixed unit that stays concealed stays Fixed', () => {
    const s = spotGame({
      terrain: { '07,05': 'f' },
      units: [ally('a', '01,05'), axis('b', '07,05', { fixed: true })],
    });
    moveTo(s, 'a', '04,05');
    expect(s.units[idx(s, 'b')]!.fixed).toBe(true);
  });
});

describe('PC-SPT-08 dust spotting', () => {
  const dust = (percent: number, date = '1944-06-13T08:00') =>
    spotGame({
      date,
      visibility: 2,
      params: { side: { allied: { dustSpotting: percent } } },
      units: [
        ally('a', '01,05'),
        axis('tank', '08,05', { type: 'armor', component: 'vehicles', strength: 20, moveClass: 'tracked' }),
        axis('foot', '08,07'),
      ],
    });

  it('PC-SPT-08: vehicles moving beyond Visibility are seen as Unknown when the parameter is set', () => {
    const s = dust(100);
    s.activeSide = 'axis';
    const ev = moveTo(s, 'tank', '07,05');
    expect(unknown(s, 'allied')).toEqual(['tank']);
    expect(spotted(s, 'allied')).toEqual([]);
    expect(ev).toContainEqual({ type: 'spotted', by: 'allied', units: [], unknown: [idx(s, 'tank')] });
    moveTo(s, 'foot', '07,07'); // foot units raise no dust
    expect(unknown(s, 'allied')).toEqual(['tank']);
  });

  it('PC-SPT-08: no dust spotting when the parameter is zero, or at night', () => {
    const s = dust(0);
    s.activeSide = 'axis';
    moveTo(s, 'tank', '07,05');
    expect(unknown(s, 'allied')).toEqual([]);
    const n = dust(100, '1944-06-13T23:00');
    n.activeSide = 'axis';
    moveTo(n, 'tank', '07,05');
    expect(unknown(n, 'allied')).toEqual([]);
  });
});

describe('incremental refresh', () => {
  it('spotting stays with the side for the rest of the player turn when the spotter moves on', () => {
    const s = spotGame({ units: [ally('a', '01,05'), axis('b', '04,05')] });
    expect(spotted(s, 'allied')).toEqual(['b']);
    moveTo(s, 'a', '00,00');
    expect(spotted(s, 'allied')).toEqual(['b']);
    refreshSpotting(s, 'all'); // next player turn
    expect(spotted(s, 'allied')).toEqual([]);
  });

  it('knowledge arrays stay sorted and the refresh is deterministic', () => {
    const units = [ally('a', '05,05')];
    for (let i = 0; i < 8; i++) units.push(axis(`x${i}`, `${String(9 - i).padStart(2, '0')},0${i % 10}`));
    const s1 = spotGame({ visibility: 6, units });
    const s2 = spotGame({ visibility: 6, units });
    expect(s1.knowledge).toEqual(s2.knowledge);
    const k = s1.knowledge.allied.spotted;
    expect(k).toEqual(k.slice().sort((x, y) => x - y));
    const c = cloneState(s1);
    expect(refreshSpotting(c, 'all')).toEqual([]);
    expect(c.knowledge).toEqual(s1.knowledge);
  });

  it('sideSeesHex: a side sees hexes in LOS within Visibility', () => {
    const s = spotGame({ terrain: { '03,05': 'f' }, units: [ally('a', '01,05')] });
    expect(sideSeesHex(s, 'allied', loc(s, '02,05'))).toBe(true);
    expect(sideSeesHex(s, 'allied', loc(s, '04,05'))).toBe(false);
    expect(sideSeesHex(s, 'allied', loc(s, '06,05'))).toBe(false);
  });
});
