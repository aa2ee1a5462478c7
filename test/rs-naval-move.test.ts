// The naval war: activation, modes and movement (RS-SEQ-4, RS-AMB-15, RS-NAV-10..13, RS-NAV-20..22,
// RS-MAP-5/6/9, RS-NAV-52, RS-NAV-34) with fixed rolls.

import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { activationLimit } from '../src/engine/systems/red-strike/naval/rules.js';
import { enterCost } from '../src/engine/systems/red-strike/naval/sea.js';
import { rollActivations } from '../src/engine/systems/red-strike/naval/turn.js';
import { at, atMove, hx, navalGame, ni, nu, ship } from './rs-naval-fixtures.js';

function ok(s: RsState, cmd: unknown, rolls: number[] = []) {
  const r = apply(s, cmd, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
function refused(s: RsState, cmd: unknown, rolls: number[] = []) {
  const r = apply(s, cmd, { dice: scriptedDice(rolls) });
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

describe('RS-SEQ-4 / RS-AMB-15 naval activation', () => {
  it('RS-SEQ-4: 1d10 halved with 0.5 up: 1..10 -> 1,1,2,2,3,3,4,4,5,5', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(activationLimit)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('RS-SEQ-4: each side rolls at the start of the stage, the initiative player first', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(1, 0))] });
    const events: never[] = [];
    rollActivations(s, 1, scriptedDice([7, 2]), events);
    expect(s.ext.naval!.activations).toEqual({ nato: 4, wp: 1 });
    expect(s.ext.naval!.activationRolls).toEqual({ nato: 7, wp: 2 });
  });

  it('RS-SEQ-4: each unit of a moving stack counts 1 toward the limit', () => {
    const s = atMove(
      navalGame({
        ships: [
          ship('a', 'nato', 'SAG', hx(1, 0)),
          ship('b', 'nato', 'SAG', hx(1, 0)),
          ship('c', 'nato', 'SAG', hx(1, 0)),
        ],
      }),
      'nato',
      0,
      2,
    );
    const e = refused(s, { type: 'naval-move', units: ['a', 'b', 'c'], path: [hx(2, 0)] });
    expect(e.rule).toBe('RS-SEQ-4');
    const r = ok(s, { type: 'naval-move', units: ['a', 'b'], path: [hx(2, 0)] });
    expect(r.state.ext.naval!.activations!.nato).toBe(0);
    expect(refused(r.state, { type: 'naval-move', units: ['c'], path: [hx(2, 0)] }).message).toMatch(
      /activation/,
    );
  });
});

describe('RS-NAV-21 costs and RS-NAV-20/22 movement', () => {
  const s0 = navalGame({
    ships: [ship('a', 'nato', 'SAG', hx(1, 0), { ma: 12 }), ship('slow', 'nato', 'SAG', hx(1, 0), { ma: 6 })],
  });

  it('RS-NAV-21: open sea 1 MP, coastal 5, a port 5, the Kiel canal 2 for NATO only, land never', () => {
    expect(enterCost(s0, 'nato', at(s0, hx(4, 0)))).toBe(1);
    expect(enterCost(s0, 'nato', at(s0, hx(4, 1)))).toBe(5);
    expect(enterCost(s0, 'nato', at(s0, hx(3, 2)))).toBe(5);
    expect(enterCost(s0, 'nato', at(s0, hx(2, 2)))).toBe(2);
    expect(enterCost(s0, 'wp', at(s0, hx(2, 2)))).toBeNull();
    expect(enterCost(s0, 'nato', at(s0, hx(4, 4)))).toBeNull();
  });

  it('RS-NAV-21: a path costs its hexes; more than the MA is refused', () => {
    const s = atMove(s0, 'nato');
    // 2 open-sea hexes (2) + 2 coastal (10) = 12 MP: exactly the MA of "a".
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(2, 0), hx(3, 0), hx(3, 1), hx(4, 1)] });
    expect(nu(r.state, 'a').hex).toBe(at(s, hx(4, 1)));
    expect(nu(r.state, 'a').mpLeft).toBe(0);
    const e = refused(s, {
      type: 'naval-move',
      units: ['a'],
      path: [hx(2, 0), hx(3, 0), hx(3, 1), hx(4, 1), hx(5, 1)],
    });
    expect(e.message).toMatch(/costs 17 MP/);
  });

  it('RS-STK-8: naval units have no stacking limit: eight move together', () => {
    const many = Array.from({ length: 8 }, (_, k) => ship(`s${k}`, 'nato', 'SAG', hx(1, 0)));
    const s = atMove(navalGame({ ships: many }), 'nato', 0, 8);
    const r = ok(s, { type: 'naval-move', units: many.map((x) => x.id), path: [hx(2, 0)] });
    expect(r.state.ext.naval!.units.every((u) => u.hex === at(s, hx(2, 0)))).toBe(true);
  });

  it('RS-NAV-22: a stack moves at the MA of its slowest unit', () => {
    const s = atMove(s0, 'nato');
    const e = refused(s, { type: 'naval-move', units: ['a', 'slow'], path: [hx(1, 1), hx(2, 1)] });
    expect(e.message).toMatch(/10 MP, the stack has 6/);
  });

  it('RS-NAV-21: never into an all-land hex', () => {
    const e = refused(atMove(s0, 'nato'), { type: 'naval-move', units: ['a'], path: [hx(1, 1), hx(1, 2)] });
    expect(e.rule).toBe('RS-NAV-21');
  });

  it('RS-NAV-20: a unit moves once per GT: it may go on in the same segment, not in a later one', () => {
    const s = atMove(s0, 'nato');
    const r1 = ok(s, { type: 'naval-move', units: ['a'], path: [hx(2, 0)] });
    const r2 = ok(r1.state, { type: 'naval-move', units: ['a'], path: [hx(3, 0)] });
    expect(nu(r2.state, 'a').mpLeft).toBe(10);
    expect(r2.state.ext.naval!.activations!.nato).toBe(4);
    const later = atMove(r2.state, 'nato', 0, 5, 2);
    expect(refused(later, { type: 'naval-move', units: ['a'], path: [hx(4, 0)] }).message).toMatch(
      /already moved this turn \(RS-NAV-20\)/,
    );
  });

  it('RS-SEQ-6: naval units spend MP only in their own segment', () => {
    expect(refused(atMove(s0, 'wp'), { type: 'naval-move', units: ['a'], path: [hx(2, 0)] }).message).toMatch(
      /not yours|segments/,
    );
  });

  it('RS-MAP-9: NATO naval units cross the Kiel canal at 2 MP a hex; a WP ground unit entering it destroys it', () => {
    const s = atMove(navalGame({ ships: [ship('a', 'nato', 'SAG', hx(2, 1), { ma: 5 })] }), 'nato');
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(2, 2)] });
    expect(nu(r.state, 'a').mpLeft).toBe(3);
  });
});

describe('RS-NAV-10..13 modes', () => {
  it('RS-NAV-12: In Port only in a friendly operating port; In Port units are detected and never spend MP', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(3, 2)), ship('b', 'nato', 'SAG', hx(1, 1))] });
    expect(nu(s, 'a').mode).toBe('port');
    expect(nu(s, 'a').detected).toBe(true);
    expect(refused(s, { type: 'naval-mode', unit: 'b', mode: 'port' }).rule).toBe('RS-NAV-12');
    expect(
      refused(atMove(s, 'nato'), { type: 'naval-move', units: ['a'], path: [hx(3, 1)] }).message,
    ).toMatch(/In Port/);
  });

  it('RS-NAV-11: putting to sea makes the unit undetected', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(3, 2))] });
    const r = ok(s, { type: 'naval-mode', unit: 'a', mode: 'sea' });
    expect(nu(r.state, 'a').mode).toBe('sea');
    expect(nu(r.state, 'a').detected).toBe(false);
  });

  it('RS-NAV-10: modes are given in the assignment phase only', () => {
    const s = atMove(navalGame({ ships: [ship('a', 'nato', 'SAG', hx(3, 2))] }), 'nato');
    expect(refused(s, { type: 'naval-mode', unit: 'a', mode: 'sea' }).rule).toBe('RS-NAV-10');
  });

  it('RS-NAV-13: enemy ground units entering a port send the naval units In Port there to sea', () => {
    const s0 = navalGame({
      ships: [ship('a', 'nato', 'SAG', hx(3, 2))],
      units: [
        // The WP tank starts next to the NATO port (a test position, RS-STK-5).
        {
          id: 'w1',
          side: 'wp',
          nation: 'USSR',
          name: 'w1',
          subtype: 'armored',
          class: 'armour',
          size: 'bde',
          cs: 4,
          csReduced: 2,
          ma: 8,
          hex: hx(4, 2),
        },
        {
          id: 'n1',
          side: 'nato',
          nation: 'US',
          name: 'n1',
          subtype: 'armored',
          class: 'armour',
          size: 'bde',
          cs: 4,
          csReduced: 2,
          ma: 8,
          hex: hx(0, 6),
        },
      ],
    });
    // AS3 reaction segment: WP (the reaction player) moves its frontline units (RS-SEQ-6).
    const s = {
      ...s0,
      step: { kind: 'move' as const, stage: 3 as const, segment: 0 as const, side: 'wp' as const },
    };
    const r = ok(s, { type: 'move', units: ['w1'], path: [hx(3, 2)] });
    expect(nu(r.state, 'a').mode).toBe('sea');
  });
});

describe('RS-MAP-5/6 holding boxes', () => {
  it("RS-MAP-6: a unit enters its own box from a named edge hex, paying the box MP; never the other side's box", () => {
    const s = atMove(navalGame({ ships: [ship('a', 'nato', 'SSBN', hx(1, 0), { ma: 10 })] }), 'nato');
    expect(refused(s, { type: 'naval-move', units: ['a'], path: ['arctic'] }).rule).toBe('RS-MAP-6');
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(0, 0), 'arctic'] });
    expect(nu(r.state, 'a').box).toBe('arctic');
    expect(nu(r.state, 'a').hex).toBe(-1);
    expect(nu(r.state, 'a').mpLeft).toBe(4);
    const e = refused(atMove(navalGame({ ships: [ship('a', 'nato', 'SAG', hx(11, 0))] }), 'nato'), {
      type: 'naval-move',
      units: ['a'],
      path: ['east'],
    });
    expect(e.rule).toBe('RS-MAP-5');
  });

  it('RS-MAP-5: without the holding-boxes option there is no box: a unit set up in one starts on its edge hex', () => {
    const s = atMove(
      navalGame({ ships: [ship('a', 'nato', 'SAG', undefined, { box: 'arctic' })], options: ['naval'] }),
      'nato',
    );
    expect(nu(s, 'a')).toMatchObject({ box: null, hex: at(s, hx(0, 0)) });
    expect(refused(s, { type: 'naval-move', units: ['a'], path: ['arctic'] }).rule).toBe('RS-MAP-5');
  });

  it('RS-MAP-6: a unit in a box leaves it by an edge hex', () => {
    const s = atMove(navalGame({ ships: [ship('a', 'nato', 'SAG', undefined, { box: 'arctic' })] }), 'nato');
    expect(nu(s, 'a').box).toBe('arctic');
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(0, 0), hx(1, 0)] });
    expect(nu(r.state, 'a').hex).toBe(at(s, hx(1, 0)));
    expect(nu(r.state, 'a').mpLeft).toBe(24);
  });
});

describe('RS-NAV-52 mines on entry', () => {
  it('RS-NAV-52: the mines attack at the first hex entered in a mined zone: roll 2 vs level 4 -> d 2 -> 1 hit (no ECM)', () => {
    const s = atMove(
      navalGame({ ships: [ship('a', 'nato', 'SAG', hx(5, 0), { ecm: 5 })], mines: { b: 4 } }),
      'nato',
    );
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(6, 0), hx(7, 0), hx(8, 0)] }, [2]);
    expect(nu(r.state, 'a').hits).toBe(1);
    expect(r.events.some((e) => e.type === 'naval-fire' && e.factor === 'mines')).toBe(true);
  });

  it('RS-NAV-50/52: a minesweeper has ECM 7 against mines: roll 1 (d 3), ECM roll 3 moves it back 4 -> no hit', () => {
    const s = atMove(
      navalGame({
        ships: [ship('m', 'nato', 'MCM', hx(5, 0), { minesweeper: true, ecm: 0 })],
        mines: { b: 4 },
      }),
      'nato',
    );
    const r = ok(s, { type: 'naval-move', units: ['m'], path: [hx(6, 0)] }, [1, 3]);
    expect(nu(r.state, 'm').hits).toBe(0);
  });

  it('RS-NAV-52: leaving and re-entering the zone is attacked again', () => {
    const s = atMove(
      navalGame({ ships: [ship('a', 'nato', 'SAG', hx(5, 0), { hits: 9 })], mines: { b: 1 } }),
      'nato',
    );
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(6, 0), hx(5, 0), hx(6, 0)] }, [1, 1]);
    expect(nu(r.state, 'a').hits).toBe(2);
  });
});

describe('RS-NAV-34 interception by standing orders', () => {
  it('RS-NAV-34 / RS-SEQ-7: a detected moving unit is intercepted by an At Sea enemy in range; it stops and both count as moved', () => {
    const s0 = navalGame({
      ships: [
        ship('a', 'nato', 'SAG', hx(1, 0), { ecm: 0 }),
        ship('r', 'wp', 'SAG', hx(4, 0), { ecm: 0, as: 8, b: 0 }),
      ],
    });
    const s = atMove(s0, 'nato');
    s.ext.naval!.units[ni(s, 'a')]!.detected = true;
    s.ext.naval!.units[ni(s, 'r')]!.detected = true;
    // WP AS 8 reaches range 0 only (no B): it fires when "a" enters its hex 04,00.
    // Interceptor fires: roll 8 -> d 0 -> 1 hit; a returns fire simultaneously: roll 10 -> miss.
    const r = ok(
      s,
      { type: 'naval-move', units: ['a'], path: [hx(2, 0), hx(3, 0), hx(4, 0), hx(5, 0)] },
      [8, 10],
    );
    expect(nu(r.state, 'a').hex).toBe(at(s, hx(4, 0)));
    expect(nu(r.state, 'a').hits).toBe(1);
    expect(nu(r.state, 'a').mpLeft).toBe(0);
    expect(nu(r.state, 'r').movedIn).toMatch(/intercept/);
    expect(r.state.ext.naval!.activations!.wp).toBe(4);
  });

  it('RS-NAV-34: with the order off nobody intercepts', () => {
    const s0 = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(1, 0)), ship('r', 'wp', 'SAG', hx(4, 0))] });
    const s = atMove(s0, 'nato');
    s.ext.naval!.orders!.wp.intercept = false;
    s.ext.naval!.units[ni(s, 'a')]!.detected = true;
    s.ext.naval!.units[ni(s, 'r')]!.detected = true;
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(2, 0), hx(3, 0), hx(4, 0), hx(5, 0)] });
    expect(nu(r.state, 'a').hex).toBe(at(s, hx(5, 0)));
  });
});
