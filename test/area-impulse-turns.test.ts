// The turn sequence of the area-impulse system (AI-FIRE-NS-01/02/06/07/08/09 decisions): impulses,
// passes ending a turn, the impulse cap, refresh, markers, hands, reinforcements, control, moves,
// and victory. Each test names the decision or rule it checks.

import { describe, expect, it } from 'vitest';
import { areaImpulseSystem as sys } from '../src/engine/systems/area-impulse/system.js';
import type { VictoryDef } from '../src/engine/systems/area-impulse/model.js';
import {
  areaIx,
  buildScenario,
  controller,
  edit,
  play,
  refusal,
  start,
  unitIx,
  where,
} from './area-impulse-fixtures.js';

/** GW (German) - MID (nobody) - SR (Soviet) - RIV (Soviet); GW-SR across a ravine. */
function line(victory: VictoryDef = {}, turns = 3, rules = {}) {
  return buildScenario({
    areas: [
      { id: 'GW', control: 'german', tdv: 1 },
      { id: 'MID', control: null },
      { id: 'SR', control: 'soviet', tdv: 2 },
      { id: 'RIV', control: 'soviet', tdv: 2 },
    ],
    borders: [
      ['GW', 'MID'],
      ['MID', 'SR'],
      ['SR', 'RIV'],
      ['GW', 'SR', 'ravine'],
    ],
    units: [
      { id: 'g1', side: 'german', area: 'GW' },
      { id: 'g2', side: 'german', area: 'GW' },
      { id: 's1', side: 'soviet', area: 'SR' },
      { id: 's2', side: 'soviet', area: 'RIV' },
      // Reinforcements for turn 2, when there is one.
      ...(turns >= 2
        ? [
            { id: 'g3', side: 'german' as const, arrives: { turn: 2, entry: ['MID', 'GW'] } },
            { id: 's3', side: 'soviet' as const, arrives: { turn: 2, entry: ['MID'] } },
          ]
        : []),
    ],
    cards: [
      { id: 'arty', side: 'german', kind: 'bombard', name: 'Artillery', value: 2, turns: [1], text: '+2' },
    ],
    turns,
    initiative: ['german', 'soviet', 'german'].slice(0, turns),
    rules,
    victory,
  });
}

describe('area-impulse: impulses and turns (AI-FIRE-NS-01)', () => {
  it('AI-FIRE-NS-01: the side with the initiative has the first impulse; impulses alternate; each is one move, fire or pass', () => {
    const s0 = start(line());
    expect(s0.active).toBe('german');
    expect(sys.actingSide(s0)).toBe('german');
    const r = play(s0, { type: 'move', units: ['g1'], to: 'MID' });
    expect(r.state.active).toBe('soviet');
    expect(r.state.impulse).toBe(1);
    expect(r.state.seq).toBe(1);
    expect(r.events).toContainEqual({ type: 'impulse', turn: 1, impulse: 2, side: 'soviet' });
    expect(sys.endsTurn({ type: 'move', units: [], to: '' })).toBe(true);
    expect(sys.endsTurn({ type: 'allocate', outcomes: {} })).toBe(false);
    expect(sys.endTurnCommand(s0)).toEqual({ type: 'pass' });
    expect(sys.isUndoable({ type: 'pass' }, [])).toBe(false);
  });

  it('AI-FIRE-NS-01: two passes in a row (one by each side) end the turn; an action between them resets the count', () => {
    let s = start(line());
    s = play(s, { type: 'pass' }).state;
    expect(s.passes).toBe(1);
    s = play(s, { type: 'move', units: ['s1'], to: 'MID' }).state;
    expect(s.passes).toBe(0);
    s = play(s, { type: 'pass' }).state;
    expect(s.turn).toBe(1);
    const r = play(s, { type: 'pass' });
    expect(r.state.turn).toBe(2);
    // s1 holds MID alone, so MID is Soviet: s3 enters there, g3 by its second entry GW.
    expect(r.events.map((e) => e.type)).toEqual([
      'passed',
      'turnEnded',
      'turnStarted',
      'arrived',
      'arrived',
      'impulse',
    ]);
    expect([where(r.state, 'g3'), where(r.state, 's3')]).toEqual(['GW', 'MID']);
    // Turn 2's initiative is Soviet.
    expect(r.state.active).toBe('soviet');
    expect(r.state.impulse).toBe(0);
  });

  it('AI-FIRE-NS-01: a turn also ends after maxImpulses impulses', () => {
    let s = start(line({}, 3, { maxImpulses: 3 }));
    s = play(s, { type: 'move', units: ['g1'], to: 'MID' }).state;
    s = play(s, { type: 'move', units: ['s2'], to: 'SR' }).state;
    expect(s.turn).toBe(1);
    s = play(s, { type: 'move', units: ['g2'], to: 'MID' }).state;
    expect(s.turn).toBe(2);
  });

  it('AI-FIRE-NS-02/AI-FIRE-NS-06/AI-FIRE-NS-09: at the end of a turn spent units become fresh, fire markers go, unplayed cards are lost and reinforcements arrive', () => {
    let s = start(line());
    expect(s.hands.german).toEqual(['arty']);
    s = play(s, { type: 'move', units: ['g1'], to: 'MID' }).state; // MID becomes German (NS-07)
    expect(controller(s, 'MID')).toBe('german');
    // 1 + 1 + 2 = 4 against g2's 5 + TDV 1: no damage, but a Soviet marker in SR.
    s = play(s, { type: 'fire', units: ['s1'], target: 'GW' }, [1, 1]).state;
    expect(s.markers[areaIx(s, 'SR')]).toEqual(['soviet']);
    expect(s.units[unitIx(s, 'g1')]!.fresh).toBe(false);
    s = play(s, { type: 'pass' }).state;
    const r = play(s, { type: 'pass' });
    s = r.state;
    expect(s.turn).toBe(2);
    expect(s.units[unitIx(s, 'g1')]!.fresh).toBe(true);
    expect(s.units[unitIx(s, 's1')]!.fresh).toBe(true);
    expect(s.markers.every((m) => m.length === 0)).toBe(true);
    expect(s.hands.german).toEqual([]);
    // g3 arrives in MID (German now, the first of its entries); s3's only entry is not Soviet: it waits.
    expect(where(s, 'g3')).toBe('MID');
    expect(where(s, 's3')).toBe('reserve');
    expect(r.events).toContainEqual({ type: 'arrived', unit: unitIx(s, 'g3'), area: areaIx(s, 'MID') });
  });

  it('AI-FIRE-NS-08: a reinforcement skips a full entry area for the next one it controls', () => {
    const sc = line({}, 3, { stackLimit: 2 });
    let s = start(sc);
    // MID stays uncontrolled: g3 must use GW, which holds 2 = the limit, so it waits.
    s = play(play(s, { type: 'pass' }).state, { type: 'pass' }).state;
    expect(where(s, 'g3')).toBe('reserve');
    const roomy = edit(start(sc), (x) => {
      x.units[unitIx(x, 'g2')]!.area = areaIx(x, 'MID');
    });
    // MID: g2 alone (German after the first impulse), GW: g1 alone.
    let t = play(roomy, { type: 'pass' }).state;
    t = play(t, { type: 'pass' }).state;
    expect(where(t, 'g3')).toBe('MID');
  });
});

describe('area-impulse: moves and control (AI-FIRE-NS-02/07/08)', () => {
  it('AI-FIRE-NS-07: an area holding units of one side only is that side\u2019s after the impulse; contested areas keep their controller', () => {
    let s = start(line());
    s = play(s, { type: 'move', units: ['g1'], to: 'MID' }).state;
    expect(controller(s, 'MID')).toBe('german');
    s = play(s, { type: 'move', units: ['s1'], to: 'MID' }).state; // contested now
    expect(controller(s, 'MID')).toBe('german');
    expect(controller(s, 'SR')).toBe('soviet'); // empty keeps its controller
  });

  it('AI-FIRE-NS-02: only fresh units act, all from one area; the refusal says why', () => {
    let s = start(line());
    s = play(s, { type: 'move', units: ['g1'], to: 'MID' }).state;
    s = play(s, { type: 'pass' }).state;
    expect(refusal(s, { type: 'move', units: ['g1'], to: 'GW' })).toEqual({
      code: 'NOT_ALLOWED',
      message: 'g1 is spent: only fresh units move (AI-FIRE-NS-02 decision).',
      rule: 'AI-FIRE-NS-02',
    });
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'SR' }).message).toBe(
      'g1 is spent: only fresh units fire (AI-FIRE-NS-02 decision).',
    );
    const fresh = start(line());
    const two = edit(fresh, (x) => {
      x.units[unitIx(x, 'g2')]!.area = areaIx(x, 'MID');
    });
    expect(refusal(two, { type: 'move', units: ['g1', 'g2'], to: 'MID' }).rule).toBe('AI-FIRE-NS-02');
    expect(refusal(fresh, { type: 'move', units: ['s1'], to: 'MID' })).toMatchObject({
      code: 'NOT_YOUR_UNIT',
    });
  });

  it('AI-FIRE-NS-01/AI-FIRE-NS-11: moves go to an adjacent area; not into enemies across a ravine border (decision); AI-FIRE-NS-08: not above the stack limit', () => {
    const s = start(line({}, 3, { stackLimit: 2 }));
    expect(refusal(s, { type: 'move', units: ['g1'], to: 'RIV' }).code).toBe('NOT_ADJACENT');
    expect(refusal(s, { type: 'move', units: ['g1'], to: 'SR' })).toMatchObject({ code: 'ENEMY_OCCUPIED' });
    const crowded = edit(s, (x) => {
      x.units[unitIx(x, 's1')]!.area = areaIx(x, 'RIV');
    });
    // SR is empty now: across the ravine is fine.
    expect(
      play(crowded, { type: 'move', units: ['g1', 'g2'], to: 'SR' }).state.units[unitIx(s, 'g1')]!.area,
    ).toBe(areaIx(s, 'SR'));
    // Close combat: into an area holding enemies over an ordinary border is allowed.
    const close = edit(s, (x) => {
      x.units[unitIx(x, 'g1')]!.area = areaIx(x, 'MID');
      x.units[unitIx(x, 'g2')]!.area = areaIx(x, 'MID');
      x.active = 'soviet';
    });
    expect(where(play(close, { type: 'move', units: ['s1'], to: 'MID' }).state, 's1')).toBe('MID');
    const stacked = edit(s, (x) => {
      x.units[unitIx(x, 'g2')]!.area = areaIx(x, 'MID');
      x.units[unitIx(x, 'g1')]!.area = areaIx(x, 'MID');
    });
    const g3in = edit(stacked, (x) => {
      x.units[unitIx(x, 'g3')] = { area: areaIx(x, 'GW'), fresh: true, status: 'active' };
    });
    expect(refusal(g3in, { type: 'move', units: ['g3'], to: 'MID' })).toMatchObject({
      code: 'STACKING',
      rule: 'AI-FIRE-NS-08',
    });
  });

  it('AI-FIRE-NS-03: fire reaches the own area and adjacent ones; a target needs enemy units', () => {
    const s = start(line());
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'RIV' })).toMatchObject({
      code: 'OUT_OF_RANGE',
      rule: 'AI-FIRE-NS-03',
    });
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'MID' })).toMatchObject({
      code: 'CANNOT_FIRE',
      rule: 'AI-FIRE-22',
    });
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'Atlantis' }).code).toBe('NO_SUCH_AREA');
    expect(refusal(s, { type: 'fire', units: [], target: 'SR' }).code).toBe('BAD_COMMAND');
    expect(refusal(s, { type: 'dig' }).code).toBe('BAD_COMMAND');
    expect(refusal(s, { type: 'fire', units: 'g1', target: 'SR' }).code).toBe('BAD_COMMAND');
  });
});

describe('area-impulse: victory (AI-FIRE-NS-10 decision)', () => {
  const passTurn = (s: ReturnType<typeof start>) => play(play(s, { type: 'pass' }).state, { type: 'pass' });

  it('sudden death: a side controlling all its listed areas at the end of a turn wins at once', () => {
    let s = start(line({ suddenDeath: [{ side: 'german', areas: ['GW', 'MID'] }] }));
    s = play(s, { type: 'move', units: ['g1'], to: 'MID' }).state;
    expect(s.result).toBeNull(); // only at the end of the turn
    const r = passTurn(s);
    expect(r.state.result).toMatchObject({ winner: 'german', reason: 'suddenDeath', turn: 1 });
    expect(sys.result(r.state)).toMatchObject({
      title: 'German victory (sudden death)',
      reason: 'German controls GW, MID at the end of turn 1',
    });
    expect(r.events.at(-1)?.type).toBe('gameOver');
    expect(sys.apply(r.state, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  it('hold groups: at the end of the last turn the holder wins with an area of every group, else the other side', () => {
    const groups = { side: 'soviet', groups: [['SR'], ['RIV', 'MID']] };
    let held = start(line({ holdGroups: groups }, 1));
    held = passTurn(held).state;
    expect(sys.result(held)).toMatchObject({
      winner: 'soviet',
      title: 'Soviet victory (Soviet groups held)',
    });
    const lost = edit(start(line({ holdGroups: groups }, 1)), (x) => {
      // SR empty and German (a German raid went through it).
      x.control[areaIx(x, 'SR')] = 'german';
      x.units[unitIx(x, 's1')]!.area = areaIx(x, 'RIV');
    });
    const end = passTurn(lost).state;
    expect(sys.result(end)).toMatchObject({
      winner: 'german',
      title: 'German victory (Soviet groups lost)',
      reason: 'Soviet holds no area of SR at the end of the last turn',
    });
  });

  it('score: without groups the side with more VP of controlled areas wins at the end', () => {
    const s = passTurn(start(line({ vp: { GW: 1, SR: 2, RIV: 2 }, scoreSide: 'german' }, 1))).state;
    expect(s.result).toMatchObject({ winner: 'soviet', reason: 'score', score: { german: 1, soviet: 4 } });
    expect(sys.result(s)?.title).toBe('Soviet victory on points');
    expect(s.history).toEqual([
      { turn: 1, score: { german: 1, soviet: 4 }, units: { german: 2, soviet: 2 } },
    ]);
  });

  it('annihilation: a side with no unit on the map and none to come loses at once', () => {
    const sc = buildScenario({
      areas: [
        { id: 'A', control: 'german' },
        { id: 'B', control: 'soviet' },
        { id: 'C', control: 'soviet' },
      ],
      borders: [
        ['A', 'B'],
        ['B', 'C'],
      ],
      units: [
        { id: 'g', side: 'german', area: 'A', fp: 6 },
        { id: 's', side: 'soviet', area: 'B', def: 2 },
        { id: 's2', side: 'soviet', area: 'C' },
      ],
    });
    let s = play(start(sc), { type: 'fire', units: ['g'], target: 'B' }, [6, 6]).state;
    s = edit(s, (x) => {
      x.units[unitIx(x, 's2')] = { area: -1, fresh: true, status: 'eliminated' };
    });
    const r = play(s, { type: 'allocate', outcomes: { s: 'eliminate' } });
    expect(r.state.result).toMatchObject({ winner: 'german', reason: 'annihilation' });
    expect(sys.result(r.state)?.title).toBe('German victory (Soviet annihilated)');
  });
});

describe('how many fire together (AI-FIRE-NS-02 decision)', () => {
  const stack = (rules = {}) =>
    buildScenario({
      areas: [
        { id: 'GW', control: 'german' },
        { id: 'SR', control: 'soviet', tdv: 1 },
      ],
      borders: [['GW', 'SR']],
      units: [
        ...['g1', 'g2', 'g3', 'g4'].map((id) => ({ id, side: 'german' as const, area: 'GW', fp: 2 })),
        { id: 's1', side: 'soviet', area: 'SR' },
      ],
      rules,
    });
  const four = { type: 'fire', units: ['g1', 'g2', 'g3', 'g4'], target: 'SR' };

  it('AI-FIRE-NS-02: at most maxFirers fire together (a scenario sets 3); the refusal says how many may', () => {
    const r = refusal(start(stack({ maxFirers: 3 })), four);
    expect(r).toMatchObject({ code: 'NOT_ALLOWED', rule: 'AI-FIRE-NS-02' });
    expect(r.message).toMatch(/4 units named: at most 3 fire together/);
    const three = play(start(stack({ maxFirers: 3 })), { ...four, units: ['g1', 'g2', 'g3'] }, [1, 1]);
    expect(three.events.find((e) => e.type === 'fire')).toMatchObject({ breakdown: { firepower: 6 } });
  });

  it('AI-FIRE-02: by default all the firing units fire together, a whole stack', () => {
    const r = play(start(stack()), four, [1, 1]);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ breakdown: { firepower: 8 } });
  });
});
