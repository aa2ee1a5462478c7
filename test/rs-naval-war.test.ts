// The naval war: mines, convoys, amphibious landings, SSBNs, the Kiel canal, fog of war and the
// computer player (RS-NAV-50..55, RS-NAV-60..62, RS-NAV-70/71, RS-GCB-46, RS-MAP-9, RS-OPT-12,
// RS-VIC-16..18, RS-DET-1/2) with fixed rolls.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actingSide, apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import { extVictoryPoints } from '../src/engine/systems/red-strike/ext/registry.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import {
  changeMines,
  hitCanal,
  hitNavalUnit,
  portOperational,
} from '../src/engine/systems/red-strike/naval/api.js';
import {
  convoySp,
  endStepNaval,
  groundEnteredNaval,
  strategicNaval,
  supplyNaval,
} from '../src/engine/systems/red-strike/naval/turn.js';
import { navalSnapshotSchema } from '../src/engine/systems/red-strike/naval/state.js';
import { computerSide } from '../src/engine/systems/red-strike/players.js';
import { supplySources } from '../src/engine/systems/red-strike/supply.js';
import { eventsFor, viewFor } from '../src/engine/systems/red-strike/view.js';
import { unit } from './red-strike-fixtures.js';
import { at, atMove, hx, navalGame, nu, ship } from './rs-naval-fixtures.js';

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

describe('RS-NAV-50..55 mines', () => {
  it('RS-NAV-51 / RS-NAV-55 / RS-VIC-16: a minelayer adds 1 level in its zone for 10 MP, once per zone per GT; the WP scores 1 VP outside the Baltic', () => {
    const s = atMove(navalGame({ ships: [ship('ml', 'wp', 'SAG', hx(5, 0), { minelayer: true })] }), 'wp', 0);
    const r = ok(s, { type: 'naval-mines', unit: 'ml', action: 'lay' });
    expect(r.state.ext.naval!.mines).toEqual([1, 0]);
    expect(nu(r.state, 'ml').mpLeft).toBe(20);
    expect(refused(r.state, { type: 'naval-mines', unit: 'ml', action: 'lay' }).message).toMatch(
      /already laid/,
    );
    expect(extVictoryPoints(r.state).wp).toBe(1);
  });

  it('RS-VIC-16: WP mines in the Baltic score nothing; NATO mines score nothing', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(1, 0))] });
    changeMines(s, at(s, hx(8, 0)), 1, 'wp', []);
    changeMines(s, at(s, hx(1, 0)), 1, 'nato', []);
    expect(extVictoryPoints(s)).toEqual({ nato: 0, wp: 0 });
    expect(s.ext.naval!.mines).toEqual([1, 1]);
  });

  it('RS-NAV-51: the maximum level is 8; RS-NAV-54: a sweeper removes 1 (and the VP stay)', () => {
    const s = atMove(
      navalGame({
        ships: [
          ship('mcm', 'nato', 'MCM', hx(1, 0), { minesweeper: true }),
          ship('ml', 'nato', 'SAG', hx(1, 0), { minelayer: true }),
        ],
        mines: { a: 8 },
      }),
      'nato',
    );
    expect(refused(s, { type: 'naval-mines', unit: 'ml', action: 'lay' }).message).toMatch(
      /maximum mine level 8/,
    );
    const r = ok(s, { type: 'naval-mines', unit: 'mcm', action: 'sweep' });
    expect(r.state.ext.naval!.mines![0]).toBe(7);
    expect(refused(s, { type: 'naval-mines', unit: 'mcm', action: 'lay' }).message).toMatch(
      /not a minelayer/,
    );
  });

  it('RS-NAV-53: a port in a zone with 5+ levels is mined: no supply source, no In Port, no landing', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(3, 1))], mines: { a: 4 } });
    const kiel = at(s, hx(3, 2));
    expect(portOperational(s, kiel)).toBe(true);
    expect(supplySources(s, 'nato')).toContain(kiel);
    changeMines(s, kiel, 1, 'wp', []);
    expect(portOperational(s, kiel)).toBe(false);
    expect(supplySources(s, 'nato')).not.toContain(kiel);
    expect(
      refused(
        { ...s, step: { kind: 'assign', side: 'nato' } },
        { type: 'naval-mode', unit: 'a', mode: 'port' },
      ).rule,
    ).toBe('RS-NAV-12');
  });
});

describe('RS-NAV-60..62 convoys', () => {
  const convoyUnits = [
    unit('n1', 'nato', 'armour', hx(1, 6)),
    unit('w1', 'wp', 'armour', hx(10, 6)),
    unit('reinf', 'nato', 'armour', undefined, { arrives: { turn: 1, hex: hx(3, 2) } }),
  ];
  const convoy = (hex: string) =>
    ship('c1', 'nato', 'convoy', hex, {
      as: 0,
      b: 0,
      aa: 0,
      cargo: { sp: 30, units: ['reinf'], port: hx(3, 2) },
    });

  it('RS-NAV-62: each hit takes 33 % of the original SP (10 of 30); 3 hits sink it', () => {
    expect([0, 1, 2, 3].map((h) => convoySp(30, h))).toEqual([30, 20, 10, 0]);
  });

  it('RS-NAV-60 / RS-NAV-61: the ground units aboard wait for the convoy; it unloads in port in the next strategic step, SP in the supply phase', () => {
    const s = navalGame({ ships: [convoy(hx(3, 1))], units: convoyUnits });
    const g = s.world.byId.get('reinf')!;
    // The land game does not place the unit while it is aboard (its arrives is GT1).
    expect(s.units[g]!.pending).toBe(true);
    s.ext.naval!.units[0]!.hex = at(s, hx(3, 2));
    s.ext.naval!.units[0]!.hits = 1;
    const events: RsEvent[] = [];
    strategicNaval(s, events);
    expect(s.units[g]!.pending).toBe(false);
    expect(s.units[g]!.loc).toBe(at(s, hx(3, 2)));
    // RS-NAV-62: 1 convoy hit = 1 hit on each unit aboard (flipped by its first).
    expect(s.units[g]!.reduced).toBe(true);
    const sp = s.sp.nato;
    supplyNaval(s, 'nato', events);
    expect(s.sp.nato).toBe(sp + 20);
    expect(nu(s, 'c1').hex).toBe(-1);
  });

  it('RS-NAV-62 / RS-VIC-17: a sunk convoy loses its cargo and the WP scores 5 VP', () => {
    const s = navalGame({ ships: [convoy(hx(3, 1))], units: convoyUnits });
    hitNavalUnit(s, 0, 3, []);
    expect(s.units[s.world.byId.get('reinf')!]!.eliminated).toBe(true);
    expect(extVictoryPoints(s).wp).toBe(5);
  });
});

describe('RS-NAV-70/71 amphibious transport', () => {
  const marines = (hex: string) => unit('mar', 'nato', 'infantry', hex, { subtype: 'marines', ma: 6 });

  it('RS-NAV-71: landing in a free clear hex: the unit may spend half its MA; RS-NAV-70: one activation and combat transport RE', () => {
    const s = atMove(
      navalGame({ ships: [], units: [marines(hx(3, 2)), unit('w1', 'wp', 'armour', hx(10, 6))] }),
      'nato',
    );
    const r = ok(s, {
      type: 'naval-amphibious',
      unit: 'mar',
      path: [hx(3, 1), hx(4, 1), hx(5, 1), hx(6, 1), hx(7, 2)],
    });
    const g = r.state.units[r.state.world.byId.get('mar')!]!;
    expect(g.loc).toBe(at(s, hx(7, 2)));
    expect(g.mpLeft).toBe(3);
    expect(r.state.control[at(s, hx(7, 2))]).toBe('nato');
    expect(r.state.ext.naval!.activations!.nato).toBe(4);
    expect(r.state.ext.naval!.amphibUsed!.nato).toBe(1);
  });

  it('RS-NAV-71: landing in a free non-clear hex: the unit may not move on', () => {
    const s = atMove(
      navalGame({ ships: [], units: [marines(hx(3, 2)), unit('w1', 'wp', 'armour', hx(10, 6))] }),
      'nato',
    );
    // 04,02 is clear; make a woods coast at 05,02 for the test.
    const terrain = [...s.world.map.terrain];
    terrain[at(s, hx(5, 2))] = 'woods';
    const s2 = { ...s, world: { ...s.world, map: { ...s.world.map, terrain } } };
    const r = ok(s2, { type: 'naval-amphibious', unit: 'mar', path: [hx(3, 1), hx(4, 1), hx(5, 2)] });
    expect(r.state.units[r.state.world.byId.get('mar')!]!.mpLeft).toBe(0);
  });

  it('RS-NAV-70: only amphibious or marine units, from a friendly operating port, within the combat transport capacity', () => {
    const s = atMove(
      navalGame({
        ships: [],
        units: [unit('tank', 'nato', 'armour', hx(3, 2)), unit('w1', 'wp', 'armour', hx(10, 6))],
      }),
      'nato',
    );
    expect(
      refused(s, { type: 'naval-amphibious', unit: 'tank', path: [hx(3, 1), hx(4, 2)] }).message,
    ).toMatch(/amphibious or marine/);
    const s2 = atMove(
      navalGame({ ships: [], units: [marines(hx(2, 2)), unit('w1', 'wp', 'armour', hx(10, 6))] }),
      'nato',
    );
    expect(
      refused(s2, { type: 'naval-amphibious', unit: 'mar', path: [hx(2, 1), hx(4, 2)] }).message,
    ).toMatch(/operating port/);
  });

  it('RS-NAV-71 / RS-GCB-46: against an enemy-held hex the unit waits in the sea hex, attacks in the combat phase (+3 with a SAG) and goes home if it does not get ashore', () => {
    const units = [
      marines(hx(3, 2)),
      unit('w1', 'wp', 'infantry', hx(6, 2)),
      unit('w9', 'wp', 'armour', hx(10, 6)),
    ];
    const s = atMove(navalGame({ ships: [ship('sag', 'nato', 'SAG', hx(5, 1))], units }), 'nato');
    const r = ok(s, {
      type: 'naval-amphibious',
      unit: 'mar',
      path: [hx(3, 1), hx(4, 1), hx(5, 1), hx(6, 2)],
    });
    const g = r.state.world.byId.get('mar')!;
    expect(r.state.units[g]!.loc).toBe(at(s, hx(5, 1)));
    expect(r.state.ext.naval!.landings).toEqual([
      { unit: g, target: at(s, hx(6, 2)), port: at(s, hx(3, 2)), sag: true, turn: 1 },
    ]);
    // The computer declares the landing attack with the SAG flag.
    const c: RsState = { ...r.state, step: { kind: 'combat', stage: 1, side: 'nato' }, attackedHexes: [] };
    const r2 = ok(c, { type: 'attack', units: ['mar'], hex: hx(6, 2), flags: { amphibiousWithSag: true } });
    expect(r2.state.combat!.flags.amphibiousWithSag).toBe(true);
    // Not ashore at the end of the GT: back to port.
    const e = { ...r.state };
    endStepNaval(e, []);
    expect(e.units[g]!.loc).toBe(at(s, hx(3, 2)));
  });
});

describe('RS-NAV-70 landing ships (naval units that carry a ground unit)', () => {
  it('RS-NAV-70: the ship named as carrying the unit sails with it; each hit on it off the coast is a hit on the unit', () => {
    const units = [
      unit('inf', 'nato', 'infantry', hx(3, 2)),
      unit('w1', 'wp', 'infantry', hx(6, 2)),
      unit('w9', 'wp', 'armour', hx(10, 6)),
    ];
    const lst = ship('lst', 'nato', 'amphibious', hx(3, 2), { as: 0, b: 1, ecm: 0, carries: 'inf' });
    const s = atMove(navalGame({ ships: [lst], units }), 'nato');
    const r = ok(s, {
      type: 'naval-amphibious',
      unit: 'inf',
      path: [hx(3, 1), hx(4, 1), hx(5, 1), hx(6, 2)],
    });
    expect(nu(r.state, 'lst').hex).toBe(at(s, hx(5, 1)));
    expect(nu(r.state, 'lst').movedIn).not.toBeNull();
    const g = r.state.world.byId.get('inf')!;
    hitNavalUnit(r.state, 0, 1, []);
    expect(r.state.units[g]!.hits).toBe(1);
  });
});

describe('RS-NAV-71 the opposed landing in combat (RS-GCB-46, RS-GCB-55)', () => {
  const marines = unit('mar', 'nato', 'infantry', hx(3, 2), { subtype: 'marines', ma: 6 });
  function landingCombat(roll: number) {
    const units = [marines, unit('w1', 'wp', 'infantry', hx(6, 2)), unit('w9', 'wp', 'armour', hx(10, 6))];
    const s = atMove(navalGame({ ships: [ship('sag', 'nato', 'SAG', hx(5, 1))], units }), 'nato');
    const r1 = ok(s, {
      type: 'naval-amphibious',
      unit: 'mar',
      path: [hx(3, 1), hx(4, 1), hx(5, 1), hx(6, 2)],
    });
    const c: RsState = { ...r1.state, step: { kind: 'combat', stage: 1, side: 'nato' }, attackedHexes: [] };
    const r2 = ok(c, { type: 'attack', units: ['mar'], hex: hx(6, 2), flags: { amphibiousWithSag: true } });
    const r3 = ok(r2.state, { type: 'formation', formations: { [hx(6, 2)]: 'AC' } });
    return ok(r3.state, { type: 'formation', formations: { [hx(5, 1)]: 'AC' } }, [roll]);
  }

  it('RS-NAV-71: hits on the landing force are doubled; hit defenders must retreat and the landing unit may go ashore', () => {
    const r = landingCombat(2);
    const report = r.events.find((e) => e.type === 'combat')!;
    expect(report.type === 'combat' && report.report.notes).toEqual(
      expect.arrayContaining([
        'hits on the landing force are doubled (RS-NAV-71)',
        'the defenders hit by an amphibious landing retreat (RS-NAV-71)',
      ]),
    );
    expect(report.type === 'combat' && report.report.hits).toEqual({ nato: 2, wp: 1 });
    expect(report.type === 'combat' && report.report.drms.some((d) => d.rule === 'RS-GCB-46')).toBe(true);
    const r2 = ok(r.state, { type: 'advance', units: ['mar'], to: hx(6, 2) });
    const g = r2.state.world.byId.get('mar')!;
    expect(r2.state.units[g]!.loc).toBe(at(r.state, hx(6, 2)));
    const e = { ...r2.state, combat: null };
    endStepNaval(e, []);
    expect(e.units[g]!.loc).toBe(at(r.state, hx(6, 2)));
  });

  it('RS-GCB-46: with the naval war on, the +3 flag needs a landing with a SAG', () => {
    const units = [unit('n1', 'nato', 'armour', hx(5, 2)), unit('w1', 'wp', 'infantry', hx(6, 2))];
    const s: RsState = {
      ...navalGame({ ships: [], units }),
      step: { kind: 'combat', stage: 1, side: 'nato' },
      attackedHexes: [],
    };
    expect(
      refused(s, { type: 'attack', units: ['n1'], hex: hx(6, 2), flags: { amphibiousWithSag: true } }).rule,
    ).toBe('RS-GCB-46');
  });
});

describe('RS-OPT-12 SSBNs, RS-MAP-9 the Kiel canal', () => {
  it("RS-OPT-12 / RS-VIC-18: an undetected SSBN in its side's haven box hides in the end step: 2 VP", () => {
    const s = navalGame({
      ships: [ship('boomer', 'nato', 'SSBN', undefined, { box: 'arctic' })],
      options: ['naval', 'holding-boxes', 'ssbn'],
    });
    endStepNaval(s, []);
    expect(nu(s, 'boomer').hidden).toBe(true);
    expect(extVictoryPoints(s).nato).toBe(2);
  });

  it('RS-OPT-12: not without the option', () => {
    const s = navalGame({ ships: [ship('boomer', 'nato', 'SSBN', undefined, { box: 'arctic' })] });
    endStepNaval(s, []);
    expect(nu(s, 'boomer').hidden).toBe(false);
  });

  it('RS-MAP-9: the canal is destroyed when one of its hexes takes its second hit', () => {
    const s = navalGame({ ships: [] });
    expect(hitCanal(s, at(s, hx(2, 2)), [])).toBe(false);
    expect(hitCanal(s, at(s, hx(3, 3)), [])).toBe(false);
    expect(hitCanal(s, at(s, hx(2, 2)), [])).toBe(true);
    expect(s.ext.naval!.canalDestroyed).toBe(true);
  });

  it('RS-MAP-9: the first WP ground unit entering a canal hex destroys the canal', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SAG', hx(2, 1))] });
    groundEnteredNaval(s, 'nato', [at(s, hx(2, 2))], []);
    expect(s.ext.naval!.canalDestroyed).toBe(false);
    groundEnteredNaval(s, 'wp', [at(s, hx(2, 2))], []);
    expect(s.ext.naval!.canalDestroyed).toBe(true);
    expect(refused(atMove(s, 'nato'), { type: 'naval-move', units: ['a'], path: [hx(2, 2)] }).rule).toBe(
      'RS-NAV-21',
    );
  });
});

describe('RS-DET-1/2 fog of war', () => {
  it('an undetected enemy naval unit leaves no trace in the view; a detected one is shown', () => {
    const s = navalGame({ ships: [ship('a', 'nato', 'SSN', hx(2, 0)), ship('r', 'wp', 'SAG', hx(8, 0))] });
    s.ext.naval!.units[0]!.hits = 1;
    const v = viewFor(s, 'wp');
    expect(v.ext.naval!.units[0]).toMatchObject({ hex: -1, box: null, hits: 0, pending: true });
    expect(viewFor(s, 'nato').ext.naval!.units[0]!.hex).toBe(at(s, hx(2, 0)));
    s.ext.naval!.units[0]!.detected = true;
    expect(viewFor(s, 'wp').ext.naval!.units[0]!.hex).toBe(at(s, hx(2, 0)));
  });

  it("the moves and mine hits of an undetected unit are not in the other side's events", () => {
    const s = atMove(
      navalGame({
        ships: [ship('a', 'nato', 'SSN', hx(5, 0), { hits: 9 }), ship('r', 'wp', 'SAG', hx(11, 0))],
        mines: { b: 2 },
      }),
      'nato',
    );
    s.ext.naval!.units[1]!.detected = true;
    s.ext.naval!.orders!.wp.intercept = false;
    const r = ok(
      s,
      { type: 'naval-move', units: ['a'], path: [hx(6, 0)] },
      [1, 10, 10, 10, 10, 10, 10, 10, 10],
    );
    expect(nu(r.state, 'a').detected).toBe(false);
    const wpSees = eventsFor(r.state, r.events, 'wp').map((e) => e.type);
    expect(wpSees).not.toContain('naval-moved');
    expect(wpSees).not.toContain('naval-hit');
    expect(eventsFor(r.state, r.events, 'nato').map((e) => e.type)).toContain('naval-moved');
  });

  it('a stack detected on its way shows the other side only the part of its move from there on', () => {
    const s = atMove(
      navalGame({ ships: [ship('a', 'nato', 'SAG', hx(1, 0)), ship('r', 'wp', 'SAG', hx(6, 0), { b: 0 })] }),
      'nato',
    );
    s.ext.naval!.units[1]!.detected = true;
    s.ext.naval!.orders!.wp.intercept = false;
    // 02,00 is 4 hexes from the WP SAG (beyond its surface detection range 3); at 03,00 it rolls 1: detected.
    const r = ok(s, { type: 'naval-move', units: ['a'], path: [hx(2, 0), hx(3, 0), hx(4, 0)] }, [1]);
    const wp = eventsFor(r.state, r.events, 'wp').filter((e) => e.type === 'naval-moved');
    const nato = eventsFor(r.state, r.events, 'nato').filter((e) => e.type === 'naval-moved');
    expect(wp.map((e) => e.type === 'naval-moved' && e.path)).toEqual([[at(s, hx(3, 0)), at(s, hx(4, 0))]]);
    expect(nato.map((e) => e.type === 'naval-moved' && e.path.length)).toEqual([3]);
  });

  it('no leak: whatever the hits and positions, the WP view of undetected NATO units is the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (col, hits, port) => {
          const s = navalGame({
            ships: [ship('a', 'nato', 'SAG', hx(1, 0)), ship('r', 'wp', 'SAG', hx(8, 0))],
          });
          const u = s.ext.naval!.units[0]!;
          u.hex = port ? at(s, hx(3, 2)) : at(s, hx(col, 0));
          u.hits = hits;
          u.asShots = hits;
          u.mode = 'sea';
          u.detected = false;
          const base = navalGame({
            ships: [ship('a', 'nato', 'SAG', hx(1, 0)), ship('r', 'wp', 'SAG', hx(8, 0))],
          });
          base.ext.naval!.units[0]!.detected = false;
          expect(viewFor(s, 'wp').ext.naval!.units[0]).toEqual(viewFor(base, 'wp').ext.naval!.units[0]);
          expect(viewFor(s, 'wp').ext.naval!.orders).toEqual(viewFor(base, 'wp').ext.naval!.orders);
          // How many activations NATO has used is not shown either (its rolls are public).
          s.ext.naval!.activationRolls = { nato: 8, wp: 8 };
          s.ext.naval!.activations = { nato: hits, wp: 4 };
          expect(viewFor(s, 'wp').ext.naval!.activations!.nato).toBe(4);
        },
      ),
    );
  });
});

describe('the computer player', () => {
  it('plays whole games with the naval war on and gives no refused command', () => {
    const ships = [
      ship('cv', 'nato', 'CVN', hx(1, 0), { hits: 5 }),
      ship('sag', 'nato', 'SAG', hx(1, 0), { b: 6, asRange: 2 }),
      ship('ml', 'nato', 'MCM', hx(3, 2), { minesweeper: true, minelayer: true }),
      ship('c1', 'nato', 'convoy', undefined, {
        box: 'arctic',
        as: 0,
        b: 0,
        cargo: { sp: 30, units: ['reinf'], port: hx(3, 2) },
      }),
      ship('boomer', 'nato', 'SSBN', hx(2, 0), { as: 0, b: 0 }),
      ship('rsag', 'wp', 'SAG', hx(10, 0), { b: 5, asRange: 3 }),
      ship('rss', 'wp', 'SS', hx(9, 1), { ss: 5, as: 3, b: 0 }),
      ship('rml', 'wp', 'SAG', hx(8, 2), { minelayer: true }),
    ];
    const units = [
      unit('n1', 'nato', 'armour', hx(4, 3)),
      unit('n2', 'nato', 'infantry', hx(5, 5)),
      unit('mar', 'nato', 'infantry', hx(3, 2), { subtype: 'marines' }),
      unit('reinf', 'nato', 'armour', undefined, { arrives: { turn: 2, hex: hx(3, 2) } }),
      unit('w1', 'wp', 'armour', hx(7, 3)),
      unit('w2', 'wp', 'armour', hx(6, 4)),
    ];
    for (const seed of ['1', '2', '3']) {
      let s = navalGame({
        ships,
        units,
        options: ['naval', 'holding-boxes', 'ssbn', 'civil-shipping', 'damaged-capital-ships'],
      });
      s = { ...s, seed };
      const refusals: string[] = [];
      for (let k = 0; k < 200 && !s.result && s.step.kind !== 'over'; k++) {
        const side = actingSide(s);
        const r = computerSide('ai', s, side, { seed }).playSideTurn(s);
        refusals.push(...r.refusals.map((x) => `${x.command.type}: ${x.error.message}`));
        if (r.state === s) break;
        s = r.state;
        // RS-HIT-9: no unit in two places, hits within capacity, a sunk unit nowhere.
        s.ext.naval!.units.forEach((u, i) => {
          const d = s.world.scenario.extended!.naval!.units[i]!;
          expect(u.hex >= 0 && u.box !== null).toBe(false);
          expect(u.hits).toBeLessThanOrEqual(d.hits);
          if (u.eliminated || u.hidden) expect([u.hex, u.box]).toEqual([-1, null]);
        });
      }
      expect(refusals).toEqual([]);
      // The slice's snapshot schema checks the saves (issue 21).
      expect(navalSnapshotSchema.safeParse(s.ext.naval).success).toBe(true);
      expect(s.turn).toBeGreaterThan(1);
    }
  });
});
