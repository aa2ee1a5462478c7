// NBC warfare, DEFCON and World Opinion (§20, §6.5): DEFCON, WO, VP, release, fallout, entering.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import {
  nuclearAllowed,
  nuclearAttack,
  shiftWorldOpinion,
} from '../src/engine/systems/red-strike/nbc/api.js';
import { nbcExtension } from '../src/engine/systems/red-strike/nbc/index.js';
import { endStepMarkers, strategicWo, woAward } from '../src/engine/systems/red-strike/nbc/rules.js';
import { victoryPoints } from '../src/engine/systems/red-strike/victory.js';
import { at, game, HEX, idx, loc, unit } from './red-strike-fixtures.js';

function setup(options: string[] = ['nbc'], defcon = 5): RsState {
  return game(
    [
      unit('a', 'nato', 'armour', HEX(5, 2)),
      unit('b', 'wp', 'armour', HEX(9, 3)),
      unit('c', 'wp', 'armour', HEX(8, 6)),
    ],
    { options, extended: { nbc: { defcon, worldOpinion: 0, authorised: {} }, installations: [] } },
  );
}

const none = scriptedDice([]);

describe('DEFCON (RS-NBC-1, RS-NBC-2, RS-NBC-4)', () => {
  it('RS-NBC-1: nuclear use moves DEFCON once per GT however many attacks', () => {
    const s = setup();
    nuclearAttack(s, 'wp', loc(s, HEX(5, 2)), 'small', none, []);
    nuclearAttack(s, 'wp', loc(s, HEX(4, 2)), 'small', none, []);
    expect(s.ext.nbc!.defcon).toBe(4);
    s.turn = 2;
    nuclearAttack(s, 'nato', loc(s, HEX(9, 3)), 'small', none, []);
    expect(s.ext.nbc!.defcon).toBe(3);
  });

  it('RS-NBC-4 / RS-VIC-14: DEFCON 3 and 2 give 5 VP each to the side attacked; RS-VIC-15 first use 15', () => {
    const s = setup(['nbc'], 4);
    const ev: RsEvent[] = [];
    nuclearAttack(s, 'wp', loc(s, HEX(4, 4)), 'small', none, ev);
    expect(s.ext.nbc!.defcon).toBe(3);
    expect(s.ext.nbc!.vp.defcon).toEqual({ nato: 5, wp: 0 });
    expect(s.ext.nbc!.vp.firstNuclear).toEqual({ nato: 15, wp: 0 });
    s.turn = 2;
    nuclearAttack(s, 'wp', loc(s, HEX(4, 5)), 'small', none, ev);
    expect(s.ext.nbc!.vp.defcon).toEqual({ nato: 10, wp: 0 });
    expect(nbcExtension.victoryPoints!(s)).toEqual({ nato: 25, wp: 0 });
    // The land game adds them (RS-VIC-3).
    const land = victoryPoints({ ...s, options: [] });
    expect(victoryPoints(s).nato - land.nato).toBe(25);
  });

  it('RS-NBC-2 / RS-AMB-19: DEFCON 1 ends the game at once with no winner', () => {
    const s = setup(['nbc'], 2);
    const ev: RsEvent[] = [];
    nuclearAttack(s, 'nato', loc(s, HEX(9, 3)), 'medium', none, ev);
    expect(s.ext.nbc!.defcon).toBe(1);
    expect(s.result).toMatchObject({ winner: null });
    expect(s.result!.reason).toContain('NATO');
    expect(s.step.kind).toBe('over');
  });
});

describe('World Opinion (RS-WO-1, RS-WO-2, RS-NBC-3)', () => {
  it('RS-NBC-3: one small and one massive attack move WO 4 spaces toward the attacked side', () => {
    const s = setup();
    nuclearAttack(s, 'wp', loc(s, HEX(4, 4)), 'small', none, []);
    nuclearAttack(s, 'wp', loc(s, HEX(3, 4)), 'massive', none, []);
    expect(s.ext.nbc!.wo).toBe(4);
  });

  it('RS-WO-2: 1 VP at position 3, 2 VP at 6, scored in every strategic step', () => {
    expect(woAward(2)).toBeNull();
    expect(woAward(3)).toEqual({ side: 'nato', vp: 1 });
    expect(woAward(-6)).toEqual({ side: 'wp', vp: 2 });
    expect(woAward(9)).toEqual({ side: 'nato', vp: 2 });
    const s = setup();
    shiftWorldOpinion(s, 'wp', 6, []);
    nbcExtension.strategic!(s, none, []);
    nbcExtension.strategic!(s, none, []);
    expect(s.ext.nbc!.vp.wo).toEqual({ nato: 0, wp: 4 });
  });

  it('RS-WO-2 / RS-VIC-13 property: World Opinion never gives more than 2 VP a GT', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 8 })), { maxLength: 12 }),
        (moves) => {
          const s = setup();
          for (const [nato, spaces] of moves) {
            const before = { ...s.ext.nbc!.vp.wo };
            shiftWorldOpinion(s, nato ? 'nato' : 'wp', spaces, []);
            strategicWo(s, []);
            const gained = s.ext.nbc!.vp.wo.nato - before.nato + (s.ext.nbc!.vp.wo.wp - before.wp);
            if (gained > 2 || gained < 0) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('release (RS-NBC-5, RS-AMB-20, RS-OPT-21)', () => {
  it('RS-AMB-20: the end-step release roll authorises on two 1s only', () => {
    const s = setup();
    const ev: RsEvent[] = [];
    // Fallout first (no markers: no roll), then NATO 1+1, WP 1+2.
    nbcExtension.endStep!(s, scriptedDice([1, 1, 1, 2]), ev);
    expect(s.ext.nbc!.authorised).toEqual({ nato: true, wp: false });
    expect(nuclearAllowed(s, 'nato')).toBe(true);
    expect(nuclearAllowed(s, 'wp')).toBe(false);
  });

  it('RS-NBC-5: retaliation is authorised automatically', () => {
    const s = setup();
    expect(nuclearAllowed(s, 'nato')).toBe(false);
    nuclearAttack(s, 'wp', loc(s, HEX(4, 4)), 'small', none, []);
    expect(nuclearAllowed(s, 'nato')).toBe(true);
    expect(nuclearAllowed(s, 'wp')).toBe(false);
  });

  it('RS-OPT-21: a 2 on 2d10 in the assignment releases nuclear weapons for action stage 1', () => {
    const s = setup(['nbc', 'strangelove']);
    nbcExtension.assigned!(s, 'wp', scriptedDice([1, 1]), []);
    nbcExtension.assigned!(s, 'nato', scriptedDice([1, 2]), []);
    expect(nuclearAllowed(s, 'wp')).toBe(true);
    expect(nuclearAllowed(s, 'nato')).toBe(false);
    nbcExtension.stageStart!(s, 2, none, []);
    expect(nuclearAllowed(s, 'wp')).toBe(false);
  });
});

describe('contamination and fallout (RS-NBC-14, RS-NBC-16, RS-NBC-17, RS-OPT-4)', () => {
  it('RS-NBC-16: the attack marker becomes contamination in the end step, without a wind roll', () => {
    const s = setup();
    nuclearAttack(s, 'wp', loc(s, HEX(4, 4)), 'small', none, []);
    endStepMarkers(s, none, []);
    expect(s.ext.nbc!.markers[0]).toMatchObject({
      kind: 'contamination',
      rotation: 0,
      hex: loc(s, HEX(4, 4)),
    });
  });

  it('RS-NBC-17: fallout drifts downwind (5 = west wind: east), turns 90° a GT, goes after 180°', () => {
    const s = setup();
    s.ext.nbc!.markers = [
      { hex: loc(s, HEX(4, 4)), kind: 'contamination', rotation: 0, chain: 1, last: true },
    ];
    endStepMarkers(s, scriptedDice([5]), []);
    expect(s.ext.nbc!.markers[0]).toMatchObject({ hex: loc(s, HEX(5, 4)), rotation: 1 });
    endStepMarkers(s, scriptedDice([7]), []); // no wind
    expect(s.ext.nbc!.markers[0]).toMatchObject({ hex: loc(s, HEX(5, 4)), rotation: 2 });
    const ev: RsEvent[] = [];
    endStepMarkers(s, none, ev); // already turned 180°: removed, no roll
    expect(s.ext.nbc!.markers).toEqual([]);
    expect(ev).toContainEqual({ type: 'nbc-marker', hex: loc(s, HEX(5, 4)), kind: 'removed' });
  });

  it('RS-NBC-17: fallout drifting onto units gives 3 hits spread evenly', () => {
    const s = setup();
    s.ext.nbc!.markers = [
      { hex: loc(s, HEX(7, 6)), kind: 'contamination', rotation: 0, chain: 1, last: true },
    ];
    endStepMarkers(s, scriptedDice([5]), []); // east onto 08,06
    expect(s.units[idx(s, 'c')]!.hits).toBe(3);
  });

  it('RS-OPT-4: markers stay; a new one is added downwind of the last; 7-10 count as 5', () => {
    const s = setup(['nbc', 'fallout']);
    s.ext.nbc!.markers = [
      { hex: loc(s, HEX(2, 4)), kind: 'contamination', rotation: 0, chain: 1, last: true },
    ];
    endStepMarkers(s, scriptedDice([9]), []);
    endStepMarkers(s, scriptedDice([2]), []); // wind from the east: drifts west
    expect(s.ext.nbc!.markers.map((m) => [m.hex, m.last])).toEqual([
      [loc(s, HEX(2, 4)), false],
      [loc(s, HEX(3, 4)), false],
      [loc(s, HEX(2, 4)), true],
    ]);
  });

  it('RS-NBC-14/16: entering a contaminated hex costs +2 MP and 3 hits; supply lines are blocked', () => {
    let s = setup();
    const h = loc(s, HEX(8, 3));
    s.ext.nbc!.markers = [{ hex: h, kind: 'contamination', rotation: 0, chain: 1, last: true }];
    expect(nbcExtension.extraMp!(s, idx(s, 'b'), h)).toBe(2);
    expect([...nbcExtension.blocksSupply!(s, 'nato')]).toEqual([h]);
    s = at(s, { kind: 'move', stage: 1, segment: 0, side: 'wp' });
    const r = apply(s, { type: 'move', units: ['b'], path: [HEX(8, 3)] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units[idx(s, 'b')]!.hits).toBe(3);
    expect(r.events.some((e) => e.type === 'nbc-entered')).toBe(true);
  });
});

describe('snapshots', () => {
  it('the nbc and missile slices match their snapshot schemas after play', async () => {
    const { nbcSnapshot } = await import('../src/engine/systems/red-strike/nbc/index.js');
    const { missileSnapshot } = await import('../src/engine/systems/red-strike/missiles/index.js');
    const s = setup(['nbc', 'missiles']);
    nuclearAttack(s, 'wp', loc(s, HEX(4, 4)), 'small', none, []);
    shiftWorldOpinion(s, 'nato', 4, []);
    strategicWo(s, []);
    endStepMarkers(s, none, []);
    expect(nbcSnapshot.safeParse(s.ext.nbc).success).toBe(true);
    expect(missileSnapshot.safeParse(s.ext.msl).success).toBe(true);
  });

  it('RS-NBC-16: a unit with HQ NBC support takes 1 hit entering a contaminated hex', () => {
    let s = game(
      [
        unit('hq', 'wp', 'hq', HEX(10, 3), { support: { nbc: true } }),
        unit('b', 'wp', 'armour', HEX(9, 3), { hq: 'hq' }),
        unit('a', 'nato', 'armour', HEX(2, 2)),
      ],
      { options: ['nbc'] },
    );
    s.ext.nbc!.markers = [
      { hex: loc(s, HEX(8, 3)), kind: 'contamination', rotation: 0, chain: 1, last: true },
    ];
    s = at(s, { kind: 'move', stage: 1, segment: 0, side: 'wp' });
    const r = apply(s, { type: 'move', units: ['b'], path: [HEX(8, 3), HEX(7, 3)] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.units[idx(s, 'b')]!.hits).toBe(1);
  });
});

describe('invariants', () => {
  it('property: nuclear strikes and fallout keep hits non-negative, eliminated units off the map, DEFCON in 1..5', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 95 }),
            fc.constantFrom('small', 'medium', 'massive'),
            fc.integer({ min: 1, max: 10 }),
          ),
          { maxLength: 8 },
        ),
        fc.boolean(),
        (strikes, opt4) => {
          const s = setup(opt4 ? ['nbc', 'fallout'] : ['nbc'], 5);
          for (const [hex, size, wind] of strikes) {
            if (s.result) break;
            nuclearAttack(s, hex % 2 ? 'nato' : 'wp', hex, size as 'small', none, []);
            const rolls = Array.from({ length: 2 * s.ext.nbc!.markers.length + 4 }, () => wind);
            nbcExtension.endStep!(s, scriptedDice(rolls), []);
            s.turn += 1;
          }
          const n = s.ext.nbc!;
          return (
            s.units.every((u) => u.hits >= 0 && (!u.eliminated || u.loc === -1)) &&
            n.defcon >= 1 &&
            n.defcon <= 5 &&
            n.markers.every((m) => m.hex >= 0 && m.hex < s.world.map.board.size)
          );
        },
      ),
    );
  });
});
