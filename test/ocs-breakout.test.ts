// OCS movement module, Breakout Segment (OCS-MOV-10..18): worked example A-1 on a hand-made
// corridor, fixed dice for success and failure, the return from the Turn Record Track.
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { cloneState, newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Scenario, UnitSetup } from '../src/engine/systems/panzer/model/index.js';
import {
  breakoutEligibility,
  handleBreakout,
  resolveBreakout,
  returnFromTurnTrack,
} from '../src/engine/systems/panzer/modules/ocs/breakout.js';
import { panzerHost } from '../src/engine/systems/panzer/modules/ocs/host.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import { scenarioOf, truck, u, unit } from './fixtures/movement.js';

// A valley one hex wide (row 2) between water; the Vichy II/17e Senegalese stands in a pocket at
// 04,01 and its ZOC covers 04,02 and 05,02, so every path east from 02,02 crosses it.
const TERRAIN = [
  '~~~~~~~~~~~~~~~~~~~~',
  '~~~~.~~~~~~~~~~~~~~~',
  '~..................~',
  '~~~~~~~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~~~~~~~',
];
const RAIL = {
  stations: [{ hex: '12,02', name: 'Merdjayoun' }],
  railLines: [{ gauge: 'standard', hexes: ['12,02', '13,02'] }],
};

function world(escapee: UnitSetup, friendHex = '12,02'): GameState {
  const units = [
    escapee,
    unit({ id: 'friend', side: 'allied', name: '2/5 Leicesters', hex: friendHex }),
    unit({ id: 'senegal', side: 'axis', name: 'II/17e Senegalais', hex: '04,01' }),
  ];
  const scn: Scenario = { ...scenarioOf({ terrain: TERRAIN, units }), modules: ['ocs'], ocs: RAIL };
  const s = cloneState(newGame(scn, 7).state);
  // OCS-MOV-NS-02: the host's supply trace found the escapee Isolated (PC-SUP-05/10).
  s.ops = { ...s.ops, isolated: [s.world.unitIndex.get(escapee.id)!] };
  return s;
}
const tjff = truck({ id: 'tjff', side: 'allied', name: 'TJFF', hex: '02,02', type: 'cavalry' });
const foot = unit({ id: 'tjff', side: 'allied', name: 'TJFF (on foot)', hex: '02,02' });
const idOf = (s: GameState, id: string) => s.world.unitIndex.get(id)!;

describe('OCS-MOV-11..15 who may break out (worked example A-1)', () => {
  it('A-1 / OCS-MOV-13: the wheeled TJFF may not try: the enemy ZOC blocks every path', () => {
    const s = world(tjff);
    const r = breakoutEligibility(panzerHost(s), idOf(s, 'tjff'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('OCS-MOV-13');
    const cmd = apply(s, { type: 'breakout', unit: 'tjff' });
    expect(cmd.ok).toBe(false);
  });

  it('A-1 / OCS-MOV-12/14: a non-wheeled unit in the same place may try (ZOC does not block it)', () => {
    const s = world(foot);
    expect(breakoutEligibility(panzerHost(s), idOf(s, 'tjff')).ok).toBe(true);
  });

  it('OCS-MOV-12: an enemy unit in the valley blocks every path, wheeled or not', () => {
    const s = world(foot);
    const sen = s.units[idOf(s, 'senegal')]!;
    sen.loc = s.world.board.parse('07,02')!;
    const r = breakoutEligibility(panzerHost(s), idOf(s, 'tjff'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('OCS-MOV-12');
  });

  it('OCS-MOV-14: 15 hexes in a straight line is allowed, 16 is not', () => {
    const near = world(foot, '17,02'); // 15 hexes from 02,02
    expect(near.world.board.distance(near.units[0]!.loc, near.units[1]!.loc)).toBe(15);
    expect(breakoutEligibility(panzerHost(near), 0).ok).toBe(true);
    const far = world(foot, '18,02');
    const r = breakoutEligibility(panzerHost(far), 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('OCS-MOV-14');
  });

  it('OCS-MOV-11: a supplied unit, or a non-combat unit, may not try', () => {
    const s = world(foot);
    s.ops = { ...s.ops, isolated: [] };
    const r = breakoutEligibility(panzerHost(s), 0);
    expect(!r.ok && r.error.rule).toBe('OCS-MOV-11');
    const hq = world(unit({ id: 'tjff', side: 'allied', type: 'hq', hex: '02,02' }));
    const h = breakoutEligibility(panzerHost(hq), 0);
    expect(!h.ok && h.error.rule).toBe('OCS-MOV-11');
  });
});

describe('OCS-MOV-16..18 the roll and its result', () => {
  it('OCS-MOV-16/17: a 5 succeeds: the unit goes to the Turn Record Track and is due 5 turns later', () => {
    const s = world(foot);
    const out = handleBreakout(s, { type: 'breakout', unit: 'tjff' }, () => 5);
    expect(Array.isArray(out)).toBe(true);
    expect(u(s, 'tjff').status).toBe('turnTrack');
    expect(s.ocs!.turnTrack).toEqual([{ unit: 0, turn: s.turn + 5, from: s.world.board.parse('02,02') }]);
  });

  it('OCS-MOV-16: a 6 succeeds too, and 1 to 4 fail: the unit goes to the dead pile', () => {
    for (const roll of [1, 2, 3, 4]) {
      const s = world(foot);
      resolveBreakout(s, 0, roll);
      expect(u(s, 'tjff').status).toBe('eliminated');
    }
    const six = world(foot);
    resolveBreakout(six, 0, 6);
    expect(six.ocs!.turnTrack[0]!.turn).toBe(six.turn + 6);
  });

  it('OCS-MOV-18 / OCS-MOV-D-03: it returns keeping its losses, without DG or low ammunition', () => {
    const s = world(foot);
    const st = u(s, 'tjff');
    st.strength = 450;
    st.cohesion = 'disrupted';
    st.lowAmmo = true;
    resolveBreakout(s, 0, 5);
    s.turn += 4;
    const early: GameEvent[] = [];
    returnFromTurnTrack(s, 'allied', early);
    expect(early).toEqual([]);
    s.turn += 1;
    const events: GameEvent[] = [];
    returnFromTurnTrack(s, 'allied', events);
    expect(events).toContainEqual({ type: 'arrived', unit: 0, loc: s.world.board.parse('12,02') });
    expect(u(s, 'tjff')).toMatchObject({ status: 'active', strength: 450, cohesion: 'ok', lowAmmo: false });
    expect(s.ocs!.turnTrack).toEqual([]);
  });

  it('OCS-MOV-17: params.ocs.breakoutReturnTurns = 1 brings it back next turn whatever the roll', () => {
    const scn = (): Scenario => ({
      ...scenarioOf({
        terrain: TERRAIN,
        units: [foot, unit({ id: 'friend', side: 'allied', hex: '12,02' })],
      }),
      modules: ['ocs'],
      ocs: RAIL,
      params: { ocs: { breakoutReturnTurns: 1 } },
    });
    const s = cloneState(newGame(scn(), 1).state);
    resolveBreakout(s, 0, 6);
    expect(s.ocs!.turnTrack[0]!.turn).toBe(s.turn + 1);
  });

  it('OCS-MOV-10: the command rolls the game dice; after a move it is refused with a sentence', () => {
    const s = world(foot);
    const r = apply(s, { type: 'breakout', unit: 'tjff' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(['turnTrack', 'eliminated']).toContain(u(r.state, 'tjff').status);
    const moved = apply(s, { type: 'move', units: ['friend'], path: ['13,02'] });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const late = apply(moved.state, { type: 'breakout', unit: 'tjff' });
    expect(late.ok).toBe(false);
    if (!late.ok) {
      expect(late.error.rule).toBe('OCS-MOV-10');
      expect(late.error.message).toMatch(/Breakout Segment is over/);
    }
  });

  it('without the module a breakout is refused, naming the module', () => {
    const s = newGame(scenarioOf({ terrain: TERRAIN, units: [foot] }), 1).state;
    const r = apply(s, { type: 'breakout', unit: 'tjff' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/OCS movement module/);
  });
});
