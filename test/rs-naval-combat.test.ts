// The naval war: naval-to-naval combat, AS shots, escort force, carriers, bombardment and naval
// artillery support (RS-NAV-3, RS-NAV-5, RS-NAV-30..33, RS-NAV-40/41, RS-NAV-65, RS-HIT-9,
// RS-AMB-28, RS-OPT-20, RS-OPT-22) with fixed rolls.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import {
  carrierHex,
  carrierSortieLoss,
  hitNavalUnit,
  hitPort,
  portOperational,
  missileTarget,
} from '../src/engine/systems/red-strike/naval/api.js';
import { allowedFactors, targetEcm } from '../src/engine/systems/red-strike/naval/rules.js';
import { currentMa, def, navalAt } from '../src/engine/systems/red-strike/naval/sea.js';
import { supplyNaval } from '../src/engine/systems/red-strike/naval/turn.js';
import { unit } from './red-strike-fixtures.js';
import { at, atMove, hx, navalGame, navalScenario, ni, nu, ship } from './rs-naval-fixtures.js';
import { newGame } from '../src/engine/systems/red-strike/game.js';

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
/** Every naval unit detected (the tests name their combat rolls, not detection rolls). */
function seen(s: RsState): RsState {
  for (const u of s.ext.naval!.units) u.detected = true;
  return s;
}

describe('RS-NAV-32 the factor table (RS-NAV-5)', () => {
  const s = navalGame({
    ships: [
      ship('sag', 'nato', 'SAG', hx(1, 0)),
      ship('ssn', 'nato', 'SSN', hx(1, 0), { ss: 5 }),
      ship('rsag', 'wp', 'SAG', hx(2, 0)),
      ship('rsub', 'wp', 'SS', hx(2, 0), { ss: 4 }),
      ship('rport', 'wp', 'SAG', hx(8, 2)),
      ship('rsubport', 'wp', 'SS', hx(8, 2)),
    ],
  });
  const f = (a: string, t: string) => allowedFactors(s, ni(s, a), ni(s, t));

  it('RS-NAV-32: a submarine At Sea is attacked with SS only, by a surface unit or a submarine', () => {
    expect(f('sag', 'rsub')).toEqual(['SS']);
    expect(f('ssn', 'rsub')).toEqual(['SS']);
  });
  it('RS-NAV-32: a submarine attacks a surface unit with SS or AS', () => {
    expect(f('ssn', 'rsag')).toEqual(['SS', 'AS']);
  });
  it('RS-NAV-32: surface against surface with AS or B', () => {
    expect(f('sag', 'rsag')).toEqual(['AS', 'B']);
  });
  it('RS-NAV-32: surface against a unit In Port with B; RS-NAV-5: a submarine In Port is a surface unit', () => {
    expect(nu(s, 'rport').mode).toBe('port');
    expect(f('sag', 'rport')).toEqual(['B']);
    expect(f('sag', 'rsubport')).toEqual(['B']);
    expect(targetEcm(s, ni(s, 'rsubport')).ecm).toBe(0);
  });
});

describe('RS-NAV-30..33 naval-to-naval combat', () => {
  const base = () =>
    seen(
      atMove(
        navalGame({
          ships: [
            ship('a', 'nato', 'SAG', hx(1, 0), { as: 6, asRange: 2, ecm: 0 }),
            ship('r', 'wp', 'SAG', hx(3, 0), { as: 5, asRange: 0, b: 0, ecm: 3 }),
          ],
        }),
        'nato',
      ),
    );

  it('RS-NAV-32 / RS-TRK: AS 6, roll 2 -> d 4; target ECM 3, ECM roll 1 -> back 2 -> d 2 -> 1 hit; 10 MP spent, 1 shot used', () => {
    const s = base();
    // r cannot reply: its AS reaches range 0 only and it has no B.
    const r = ok(s, { type: 'naval-attack', unit: 'a', target: 'r', factor: 'AS' }, [2, 1]);
    expect(nu(r.state, 'r').hits).toBe(1);
    expect(nu(r.state, 'a').asShots).toBe(1);
    expect(nu(r.state, 'a').mpLeft).toBe(20);
    expect(nu(r.state, 'a').fired).toBe(true);
  });

  it('RS-NAV-1: naval units spend no SP in combat', () => {
    const s = base();
    const r = ok(s, { type: 'naval-attack', unit: 'a', target: 'r', factor: 'AS' }, [10]);
    expect(r.state.sp).toEqual(s.sp);
  });

  it('RS-NAV-23: one offensive combat per GT', () => {
    const r = ok(base(), { type: 'naval-attack', unit: 'a', target: 'r' }, [10]);
    expect(refused(r.state, { type: 'naval-attack', unit: 'a', target: 'r' }).message).toMatch(
      /one offensive combat/,
    );
  });

  it('RS-NAV-30 / RS-DET-2: an undetected unit cannot be attacked', () => {
    const s = base();
    s.ext.naval!.units[ni(s, 'r')]!.detected = false;
    expect(refused(s, { type: 'naval-attack', unit: 'a', target: 'r' }).message).toMatch(/not detected/);
  });

  it('RS-NAV-33: out of AS range (the path must run over open water)', () => {
    const s = seen(
      atMove(
        navalGame({
          ships: [ship('a', 'nato', 'SAG', hx(1, 0), { asRange: 1, b: 0 }), ship('r', 'wp', 'SAG', hx(4, 0))],
        }),
        'nato',
      ),
    );
    expect(refused(s, { type: 'naval-attack', unit: 'a', target: 'r' }).message).toMatch(/out of .*range/);
  });

  it('RS-NAV-33: each AS use takes a shot; with none left AS cannot be used; In Port the supply phase reloads 1 SP per shot', () => {
    const s = seen(
      atMove(
        navalGame({
          ships: [
            ship('a', 'nato', 'SAG', hx(3, 2), { b: 0 }),
            ship('r', 'wp', 'SAG', hx(3, 1), { b: 0, as: 0 }),
          ],
        }),
        'nato',
      ),
    );
    s.ext.naval!.units[ni(s, 'a')]!.asShots = 0;
    s.ext.naval!.units[ni(s, 'a')]!.mode = 'sea';
    expect(refused(s, { type: 'naval-attack', unit: 'a', target: 'r' }).message).toMatch(/no AS shots left/);
    s.ext.naval!.units[ni(s, 'a')]!.mode = 'port';
    const events: RsEvent[] = [];
    const sp = s.sp.nato;
    supplyNaval(s, 'nato', events);
    expect(nu(s, 'a').asShots).toBe(2);
    expect(s.sp.nato).toBe(sp - 2);
  });

  it('RS-NAV-33: eight-shot units carry 8', () => {
    const s = navalGame({ ships: [ship('wis', 'nato', 'SAG', hx(1, 0), { asShots: 8 })] });
    expect(nu(s, 'wis').asShots).toBe(8);
  });

  it('RS-NAV-31/32: both detected -> simultaneous: the target replies with its factor before the hits', () => {
    const s = seen(
      atMove(
        navalGame({
          ships: [
            ship('a', 'nato', 'SAG', hx(1, 0), { as: 6, ecm: 0, hits: 5 }),
            ship('r', 'wp', 'SAG', hx(1, 0), { as: 5, b: 0, ecm: 0, hits: 5 }),
          ],
        }),
        'nato',
      ),
    );
    // a: AS 6 roll 1 -> d 5 -> 2 hits. r replies with AS 5 (not 3): roll 5 -> d 0 -> 1 hit.
    const r = ok(s, { type: 'naval-attack', unit: 'a', target: 'r', factor: 'AS' }, [1, 5]);
    expect(nu(r.state, 'r').hits).toBe(2);
    expect(nu(r.state, 'a').hits).toBe(1);
  });

  it('RS-NAV-32: attacker undetected -> its hits come first and the reply uses what is left', () => {
    const s = seen(
      atMove(
        navalGame({
          ships: [
            ship('a', 'nato', 'SAG', hx(1, 0), { as: 6, ecm: 0, hits: 5 }),
            ship('r', 'wp', 'SAG', hx(1, 0), { as: 5, b: 0, ecm: 0, hits: 5 }),
          ],
        }),
        'nato',
      ),
    );
    s.ext.naval!.units[ni(s, 'a')]!.detected = false;
    // a: roll 1 -> 2 hits; r replies with AS 5-2 = 3: roll 3 -> d 0 -> 1 hit.
    const r = ok(s, { type: 'naval-attack', unit: 'a', target: 'r', factor: 'AS' }, [1, 3]);
    expect(
      r.events.filter((e) => e.type === 'naval-fire').map((e) => (e as { value: number }).value),
    ).toEqual([6, 3]);
  });

  it('RS-OPT-20: civil shipping: +1 on AS rolls in GT1', () => {
    const s = seen(
      atMove(
        navalGame({
          ships: [
            ship('a', 'nato', 'SAG', hx(1, 0), { as: 6 }),
            ship('r', 'wp', 'SAG', hx(1, 0), { as: 0, b: 0, ecm: 0 }),
          ],
          options: ['naval', 'civil-shipping'],
        }),
        'nato',
      ),
    );
    // roll 6 + 1 = 7 > 6: no effect.
    const r = ok(s, { type: 'naval-attack', unit: 'a', target: 'r', factor: 'AS' }, [6]);
    expect(nu(r.state, 'r').hits).toBe(0);
  });

  it('RS-HIT-9: each hit takes 1 from every factor', () => {
    const s = seen(
      atMove(
        navalGame({
          ships: [
            ship('a', 'nato', 'SAG', hx(1, 0), { as: 6 }),
            ship('r', 'wp', 'SAG', hx(1, 0), { as: 0, b: 0, ecm: 0 }),
          ],
        }),
        'nato',
      ),
    );
    s.ext.naval!.units[ni(s, 'a')]!.hits = 2;
    const r = ok(s, { type: 'naval-attack', unit: 'a', target: 'r', factor: 'AS' }, [10]);
    expect(r.events.find((e) => e.type === 'naval-fire')).toMatchObject({ value: 4 });
  });
});

describe('RS-NAV-65 escort force (RS-AMB-28)', () => {
  const make = () =>
    seen(
      atMove(
        navalGame({
          ships: [
            ship('cv', 'nato', 'CVN', hx(2, 0), { ecm: 1, hits: 6 }),
            ship('sag1', 'nato', 'SAG', hx(2, 0), { ecm: 4 }),
            ship('sag2', 'nato', 'SAG', hx(2, 0), { ecm: 2 }),
            ship('r', 'wp', 'SAG', hx(2, 0), { as: 7 }),
          ],
        }),
        'wp',
        0,
        5,
        1,
      ),
    );

  it('RS-NAV-65: an attack on an escorted stack must target a SAG of the escort force', () => {
    const e = refused(make(), { type: 'naval-attack', unit: 'r', target: 'cv' });
    expect(e.message).toMatch(/escort force \(RS-NAV-65\)/);
  });

  it('RS-NAV-65 / RS-AMB-28: the stack defends with its highest ECM and -1 on the ECM roll per SAG', () => {
    const s = make();
    expect(targetEcm(s, ni(s, 'sag2'))).toEqual({ ecm: 4, ecmDrm: -2 });
    // AS 7 roll 2 -> d 5; ECM 4, roll 3 - 2 = 1 -> back 3 -> d 2 -> 1 hit. NATO SAGs reply (roll 10: miss).
    s.ext.naval!.orders!.nato.returnFire = false;
    const r = ok(s, { type: 'naval-attack', unit: 'r', target: 'sag2', factor: 'AS' }, [2, 3]);
    expect(nu(r.state, 'sag2').hits).toBe(1);
  });

  it("RS-NAV-65: a missile's first hit goes to the escort force (the least-damaged SAG)", () => {
    const s = make();
    s.ext.naval!.units[ni(s, 'sag1')]!.hits = 1;
    expect(missileTarget(s, at(s, hx(2, 0)), ni(s, 'cv'))).toBe(ni(s, 'sag2'));
    expect(missileTarget(s, at(s, hx(2, 0)), ni(s, 'sag1'))).toBe(ni(s, 'sag1'));
  });
});

describe('RS-NAV-3 carriers', () => {
  function carrierGame(): RsState {
    const sc = navalScenario({
      ships: [ship('cv', 'nato', 'CVN', hx(2, 0), { hits: 4, carrier: { cpy: 4, aa: 2 } })],
      options: ['naval', 'air'],
    });
    const withAir = {
      ...sc,
      extended: {
        ...sc.extended!,
        air: {
          bases: [],
          units: [
            {
              id: 'f14',
              side: 'nato',
              nation: 'US',
              name: 'VF-1',
              model: 'F-14',
              type: 'fighter',
              aa: 6,
              b: 0,
              as: 0,
              ss: 0,
              ecm: 2,
              hits: 2,
              ma: 40,
              symbols: {},
              base: 'cv',
            },
            {
              id: 'a6',
              side: 'nato',
              nation: 'US',
              name: 'VA-1',
              model: 'A-6',
              type: 'attack',
              aa: 1,
              b: 5,
              as: 4,
              ss: 0,
              ecm: 2,
              hits: 2,
              ma: 40,
              symbols: {},
              base: 'cv',
            },
          ],
          eabs: { nato: 0, wp: 0 },
          recce: { nato: 0, wp: 0 },
        },
      },
    } as typeof sc;
    return newGame(withAir, 'seed').state;
  }

  it('RS-NAV-2: a carrier is an air base where it sails (carrierHex)', () => {
    const s = carrierGame();
    expect(carrierHex(s, 'cv')).toBe(at(s, hx(2, 0)));
    expect(carrierHex(s, 'nope')).toBe(-1);
  });

  it('RS-NAV-3: each hit on a carrier is 1 hit on an air unit aboard (spread evenly); its sortie rate drops by 1, then 2, no more', () => {
    const s = carrierGame();
    const events: RsEvent[] = [];
    hitNavalUnit(s, ni(s, 'cv'), 2, events);
    expect(s.ext.air!.units.map((u) => u.hits)).toEqual([1, 1]);
    expect(carrierSortieLoss(s, 'cv')).toBe(2);
    hitNavalUnit(s, ni(s, 'cv'), 1, events);
    expect(carrierSortieLoss(s, 'cv')).toBe(2);
  });

  it('RS-NAV-3: a sunk carrier takes the air units aboard with it (RS-D-NAVCARRIERSUNK)', () => {
    const s = carrierGame();
    hitNavalUnit(s, ni(s, 'cv'), 9, []);
    expect(nu(s, 'cv').eliminated).toBe(true);
    expect(nu(s, 'cv').hits).toBe(4);
    expect(s.ext.air!.units.every((u) => u.eliminated)).toBe(true);
  });
});

describe('RS-OPT-22 damaged capital ships', () => {
  it("RS-OPT-22: a capital ship's MA is halved after its 2nd hit", () => {
    const s = navalGame({
      ships: [ship('bb', 'nato', 'SAG', hx(1, 0), { capital: true, ma: 30 })],
      options: ['naval', 'damaged-capital-ships'],
    });
    const u = nu(s, 'bb');
    u.hits = 1;
    expect(currentMa(s, def(s, ni(s, 'bb')), u)).toBe(30);
    u.hits = 2;
    expect(currentMa(s, def(s, ni(s, 'bb')), u)).toBe(15);
  });
});

describe('RS-NAV-40 naval-to-ground and RS-NAV-41 naval artillery support', () => {
  const units = [
    unit('n1', 'nato', 'armour', hx(1, 6)),
    unit('w1', 'wp', 'armour', hx(6, 2)),
    unit('w2', 'wp', 'armour', hx(6, 2), { cs: 1, csReduced: 1 }),
    unit('w3', 'wp', 'armour', hx(6, 2)),
  ];

  it('RS-NAV-40: B 9, roll 1 -> d 8 -> 2 green hits; at most 1 per unit per phase, none that eliminates, no flips', () => {
    const s = atMove(navalGame({ ships: [ship('bb', 'nato', 'SAG', hx(6, 1), { b: 9 })], units }), 'nato');
    const r = ok(s, { type: 'naval-bombard', unit: 'bb', hex: hx(6, 2) }, [1]);
    const w = (id: string) => r.state.units[r.state.world.byId.get(id)!]!;
    expect(w('w1').hits + w('w3').hits).toBe(2);
    expect(w('w2').eliminated).toBe(false);
    expect(w('w2').hits).toBe(0);
    expect(w('w1').reduced || w('w3').reduced).toBe(false);
    expect(nu(r.state, 'bb').fired).toBe(true);
  });

  it('RS-NAV-40 / RS-VIC-20: an empty enemy port takes the hits; its 8th destroys it (no supply source, no reload)', () => {
    const s = atMove(navalGame({ ships: [ship('bb', 'nato', 'SAG', hx(8, 1), { b: 9 })] }), 'nato');
    const rostock = at(s, hx(8, 2));
    const r = ok(s, { type: 'naval-bombard', unit: 'bb', hex: hx(8, 2) }, [1]);
    expect(r.state.ext.naval!.portHits![String(rostock)]).toBe(2);
    expect(portOperational(r.state, rostock)).toBe(true);
    expect(hitPort(r.state, rostock, 6, [])).toBe(true);
    expect(portOperational(r.state, rostock)).toBe(false);
  });

  it("RS-NAV-40: the target hex is the unit's own or 1 hex away; once per GT", () => {
    const s = atMove(navalGame({ ships: [ship('bb', 'nato', 'SAG', hx(3, 0), { b: 9 })], units }), 'nato');
    expect(refused(s, { type: 'naval-bombard', unit: 'bb', hex: hx(6, 2) }).rule).toBe('RS-NAV-40');
  });

  it('RS-NAV-41: a B unit next to the combat hex gives its side artillery support (the combat flag)', () => {
    const s0 = navalGame({
      ships: [ship('bb', 'nato', 'SAG', hx(5, 1), { b: 5 })],
      units: [unit('n1', 'nato', 'armour', hx(5, 2)), unit('w1', 'wp', 'armour', hx(6, 2))],
    });
    const s: RsState = { ...s0, step: { kind: 'combat', stage: 1, side: 'nato' }, attackedHexes: [] };
    const r1 = ok(s, { type: 'attack', units: ['n1'], hex: hx(6, 2) });
    // The defender acts first (withdraw or formation); the NATO attacker supports before its formation.
    const r2 = ok(r1.state, { type: 'formation', formations: { [hx(6, 2)]: 'AC' } });
    const r3 = ok(r2.state, { type: 'naval-support', unit: 'bb' });
    expect(r3.state.combat!.flags.attackerNavalArtillery).toBe(true);
    expect(refused(r3.state, { type: 'naval-support', unit: 'bb' }).message).toMatch(/already/);
  });
});

describe('RS-HIT-9 properties', () => {
  it('RS-HIT-9: hits on a naval unit never exceed its capacity; a sunk unit is nowhere', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        (hits, cap) => {
          const s = navalGame({
            ships: [ship('a', 'nato', 'SAG', hx(2, 0), { hits: cap }), ship('b', 'nato', 'SAG', hx(2, 0))],
          });
          for (const h of hits) hitNavalUnit(s, 0, h, []);
          const u = s.ext.naval!.units[0]!;
          expect(u.hits).toBeLessThanOrEqual(cap);
          expect(u.hits).toBeGreaterThanOrEqual(0);
          if (u.eliminated) {
            expect(u.hex).toBe(-1);
            expect(u.box).toBeNull();
            expect(navalAt(s, at(s, hx(2, 0)))).not.toContain(0);
          } else expect(u.hits).toBeLessThan(cap);
        },
      ),
    );
  });
});
