import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsCommand, RsEvent, RsState, Step } from '../src/engine/systems/red-strike/model.js';
import { nextStatus, suppliedHexes, supplySources } from '../src/engine/systems/red-strike/supply.js';
import { applyHit } from '../src/engine/systems/red-strike/units.js';
import { victoryPoints } from '../src/engine/systems/red-strike/victory.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

const run = (s: RsState, c: RsCommand) => {
  const r = apply(s, c, { dice: scriptedDice([]) });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { s: r.state, events: r.events as RsEvent[] };
};

describe('RS-SUP: supply', () => {
  it('RS-SUP-2: the status machine with a turn of grace', () => {
    expect(nextStatus('in', true)).toBe('in');
    expect(nextStatus('in', false)).toBe('oos1');
    expect(nextStatus('oos1', false)).toBe('oos');
    expect(nextStatus('oos1', true)).toBe('in');
    expect(nextStatus('oos', false)).toBe('oos');
    expect(nextStatus('oos', true)).toBe('in');
  });
  it('RS-SUP-10 / RS-SUP-11 #4: a line never crosses enemy-controlled hexes', () => {
    const s = game([unit('n', 'nato', 'armour', HEX(2, 2)), unit('w', 'wp', 'armour', HEX(10, 2))]);
    const ok = suppliedHexes(s, 'nato');
    expect(ok[loc(s, HEX(2, 2))]).toBe(1);
    expect(ok[loc(s, HEX(7, 2))]).toBe(0);
  });
  it('RS-SUP-11 #5 / RS-ZOC-7: an empty EZOC hex blocks the line; a friendly unit in it cancels that', () => {
    // A WP division wall across the NATO side cuts 03,xx off from the west edge, except through 01,04.
    const units = [unit('n', 'nato', 'armour', HEX(3, 3))];
    for (let r = 0; r < 8; r += 2) units.push(unit(`d${r}`, 'wp', 'armour', HEX(1, r), { size: 'div' }));
    const s = game([...units, unit('w', 'wp', 'armour', HEX(10, 2))]);
    // make the WP hexes NATO-controlled so that only ZOC matters
    for (let r = 0; r < 8; r++) s.control[loc(s, HEX(1, r))] = 'nato';
    expect(suppliedHexes(s, 'nato')[loc(s, HEX(3, 3))]).toBe(0);
  });
  it('RS-SUP-20 / RS-SUP-22: a map-edge supply hex occupied by the enemy is not a source', () => {
    const s = game([unit('n', 'nato', 'armour', HEX(3, 3)), unit('w', 'wp', 'armour', HEX(0, 1))]);
    expect(supplySources(s, 'nato')).toEqual([loc(s, HEX(0, 6))]);
  });
  it('RS-SUP-1 / RS-SEQ-3 / RS-SUP-40 / RS-SUP-41: the supply phase after both assignment phases marks a cut-off unit OOS in 1 GT, and adds income', () => {
    let s = game([unit('n', 'nato', 'armour', HEX(9, 2)), unit('w', 'wp', 'armour', HEX(10, 6))]);
    ({ s } = run(s, { type: 'end' }));
    const r = run(s, { type: 'end' });
    expect(r.s.units[idx(r.s, 'n')]!.supply).toBe('oos1');
    expect(r.s.sp).toEqual({ nato: 110, wp: 110 });
    expect(r.s.step).toEqual({ kind: 'move', stage: 1, segment: 0, side: 'wp' });
  });
});

describe('RS-HIT: damage', () => {
  const s = game([
    unit('a', 'nato', 'armour', HEX(1, 1), { cs: 4, csReduced: 2 }),
    unit('art', 'nato', 'support', HEX(1, 2)),
    unit('hq', 'nato', 'hq', HEX(1, 3)),
    unit('w', 'wp', 'armour', HEX(10, 2)),
  ]);
  it('RS-HIT-1 / RS-HIT-3: the first ground hit flips; further hits are markers; strength 1 and one more loss eliminates', () => {
    const d = s.world.units[idx(s, 'a')]!;
    const u = { ...s.units[idx(s, 'a')]! };
    expect(applyHit(d, u, true)).toEqual({ flipped: true, eliminated: false });
    expect(applyHit(d, u, true)).toEqual({ flipped: false, eliminated: false });
    expect(u.hits).toBe(1);
    expect(applyHit(d, u, true).eliminated).toBe(true);
  });
  it('RS-HIT-3: air and missile hits never flip', () => {
    const d = s.world.units[idx(s, 'a')]!;
    const u = { ...s.units[idx(s, 'a')]! };
    applyHit(d, u, false);
    expect(u.reduced).toBe(false);
    expect(u.hits).toBe(1);
  });
  it('RS-HIT-2 / RS-HIT-5: support units die on their first hit; RS-HIT-6 / RS-CMD-5: HQs on their fourth', () => {
    const art = { ...s.units[idx(s, 'art')]! };
    expect(applyHit(s.world.units[idx(s, 'art')]!, art, true).eliminated).toBe(true);
    const hq = { ...s.units[idx(s, 'hq')]! };
    const d = s.world.units[idx(s, 'hq')]!;
    expect([1, 2, 3, 4].map(() => applyHit(d, hq, true).eliminated)).toEqual([false, false, false, true]);
  });
});

describe('RS-SEQ / RS-INI: the turn', () => {
  it("RS-SEQ-1..5 / RS-INI-1 / RS-INI-2 / RS-GCB-3: the scenario's IP first; assignment (IP, RP), supply, AS1 IP/RP, combat IP, AS2, AS3 with the RP first and declaring", () => {
    // Both sides have a frontline and a reserve unit, so every segment has a unit that may move.
    const hq = (id: string, side: 'nato' | 'wp', hex: string) =>
      unit(id, side, 'hq', hex, { level: side === 'nato' ? 'corps' : 'army' });
    let s = game([
      hq('nh', 'nato', HEX(1, 2)),
      unit('n', 'nato', 'armour', HEX(2, 2), { hq: 'nh' }),
      unit('nr', 'nato', 'armour', HEX(2, 3), { hq: 'nh' }),
      hq('wh', 'wp', HEX(10, 3)),
      unit('w', 'wp', 'armour', HEX(10, 2), { hq: 'wh' }),
      unit('wr', 'wp', 'armour', HEX(9, 3), { hq: 'wh' }),
    ]);
    ({ s } = run(s, { type: 'mode', unit: 'wr', mode: 'reserve' }));
    const steps: Step[] = [s.step];
    for (let k = 0; k < 11; k++) {
      ({ s } = run(s, { type: 'end' }));
      if (s.step.kind === 'assign' && s.step.side === 'nato')
        ({ s } = run(s, { type: 'mode', unit: 'nr', mode: 'reserve' }));
      steps.push(s.step);
    }
    const short = steps.map((x) =>
      x.kind === 'assign'
        ? `A-${x.side}`
        : x.kind === 'move'
          ? `M${x.stage}.${x.segment}-${x.side}`
          : x.kind === 'combat'
            ? `C${x.stage}-${x.side}`
            : 'over',
    );
    expect(short).toEqual([
      'A-wp',
      'A-nato',
      'M1.0-wp',
      'M1.1-nato',
      'C1-wp',
      'M2.0-wp',
      'M2.1-nato',
      'C2-wp',
      'M3.0-nato',
      'M3.1-wp',
      'C3-nato',
      'A-wp',
    ]);
    expect(s.turn).toBe(2);
  });
  it('RS-D-EMPTYSEGMENT: a segment in which the active side has no unit allowed to move passes by itself', () => {
    let s = game([unit('n', 'nato', 'armour', HEX(2, 2)), unit('w', 'wp', 'armour', HEX(10, 2))]);
    ({ s } = run(s, { type: 'end' }));
    ({ s } = run(s, { type: 'end' }));
    expect(s.step).toEqual({ kind: 'move', stage: 1, segment: 0, side: 'wp' });
    // NATO has no reserve unit: its AS1 reaction segment passes; the WP's combat phase follows.
    ({ s } = run(s, { type: 'end' }));
    expect(s.step).toEqual({ kind: 'combat', stage: 1, side: 'wp' });
    // No reserves at all: both AS2 segments pass, its combat phase is next; then AS3 opens with
    // the NATO frontline units.
    ({ s } = run(s, { type: 'end' }));
    expect(s.step).toEqual({ kind: 'combat', stage: 2, side: 'wp' });
    ({ s } = run(s, { type: 'end' }));
    expect(s.step).toEqual({ kind: 'move', stage: 3, segment: 0, side: 'nato' });
  });
  it('RS-INI-4: the battles-won marker gives the initiative and is reset; on 0 the IP keeps it', () => {
    let s = game([unit('n', 'nato', 'armour', HEX(2, 2)), unit('w', 'wp', 'armour', HEX(10, 2))], {
      turns: 3,
    });
    s = at(s, { kind: 'combat', stage: 3, side: 'nato' });
    s.battlesWon = 2;
    const r = run(s, { type: 'end' });
    expect(r.s.initiative).toBe('nato');
    expect(r.s.battlesWon).toBe(0);
    expect(r.events.some((e) => e.type === 'turn' && e.changed)).toBe(true);
    const s2 = at(r.s, { kind: 'combat', stage: 3, side: 'wp' });
    const r2 = run(s2, { type: 'end' });
    expect(r2.s.initiative).toBe('nato');
  });
  it('RS-REIN-1 / RS-REIN-7: reinforcements arrive on their GT; an enemy-held entry hex delays them (RS-D-REINDELAY)', () => {
    const units = [
      unit('n', 'nato', 'armour', HEX(2, 2)),
      unit('late', 'nato', 'armour', undefined, { arrives: { turn: 2, hex: HEX(0, 4) } }),
      unit('w', 'wp', 'armour', HEX(10, 2)),
    ];
    let s = game(units, { turns: 3 });
    expect(s.units[idx(s, 'late')]!.pending).toBe(true);
    s = at(s, { kind: 'combat', stage: 3, side: 'nato' });
    const r = run(s, { type: 'end' });
    expect(r.s.units[idx(r.s, 'late')]!.loc).toBe(loc(r.s, HEX(0, 4)));
    let s2 = at(game(units, { turns: 3 }), { kind: 'combat', stage: 3, side: 'nato' });
    s2.control[loc(s2, HEX(0, 4))] = 'wp';
    s2 = run(s2, { type: 'end' }).s;
    expect(s2.units[idx(s2, 'late')]!.pending).toBe(true);
  });
  it('RS-REIN-5: a Territorialheer unit arrives on 1-8 and is withheld on 9-10, rolling again next GT', () => {
    const units = [
      unit('n', 'nato', 'armour', HEX(2, 2)),
      unit('tu', 'nato', 'infantry', undefined, { arrives: { turn: 2, hex: HEX(0, 4) }, arrivalRoll: true }),
      unit('w', 'wp', 'armour', HEX(10, 2)),
    ];
    const s = at(game(units, { turns: 4 }), { kind: 'combat', stage: 3, side: 'nato' });
    const endWith = (st: RsState, roll: number) => {
      const r = apply(st, { type: 'end' }, { dice: scriptedDice([roll]) });
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    const held = endWith(s, 9);
    expect(held.units[idx(held, 'tu')]!.pending).toBe(true);
    const later = endWith(at(held, { kind: 'combat', stage: 3, side: 'nato' }), 8);
    expect(later.units[idx(later, 'tu')]!.loc).toBe(loc(later, HEX(0, 4)));
  });
  it('RS-VIC-1 / RS-VIC-2 / RS-VIC-20 / RS-SEQ-11 / RS-END-1 / RS-END-2: at the end of the last GT, cities held in enemy territory score, the margin names the level and the game ends', () => {
    let s = game([unit('n', 'nato', 'armour', HEX(2, 2)), unit('w', 'wp', 'armour', HEX(10, 2))], {
      turns: 1,
    });
    s.control[loc(s, HEX(7, 3))] = 'nato';
    expect(victoryPoints(s)).toEqual({ nato: 1, wp: 0 });
    s = at(s, { kind: 'combat', stage: 3, side: 'nato' });
    const r = run(s, { type: 'end' });
    expect(r.s.result?.winner).toBe('nato');
    expect(r.s.result?.title).toBe('NATO marginal victory');
    expect(r.s.step.kind).toBe('over');
    expect(apply(r.s, { type: 'end' }).ok).toBe(false);
  });
});
