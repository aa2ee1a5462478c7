import { describe, expect, it } from 'vitest';
import { arrivals, fobCleanup } from '../src/engine/systems/red-strike/air/phases.js';
import { describeAir } from '../src/engine/systems/red-strike/air/words.js';
import {
  checkLaunch,
  enterLast,
  flyBack,
  flyOut,
  takeOff,
} from '../src/engine/systems/red-strike/air/flight.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsEvent, RsState } from '../src/engine/systems/red-strike/model.js';
import { airGame, airIdx, at, HEX, natoSegment, withModes } from './rs-air-fixtures.js';
import { unit } from './red-strike-fixtures.js';

function must(s: RsState, cmd: unknown, rolls: number[]) {
  const r = apply(s, cmd, { dice: scriptedDice(rolls) });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('optional rules of the air war (RS-OPT-7, RS-OPT-9)', () => {
  const far = { type: 'air-mission', kind: 'interdiction', units: ['f111'], target: HEX(11, 0) };

  it('RS-OPT-7: a refuelling-symbol unit doubles its MA for the mission and pays ×2 SP (NATO)', () => {
    const s = withModes(
      natoSegment(
        airGame({
          options: ['air', 'refuelling'],
          air: [{ id: 'f111', side: 'nato', base: 'ramstein', ma: 12, symbols: { refuelling: true } }],
        }),
      ),
      ['f111'],
    );
    // Ramstein 01,03 to 11,00: 10 hexes, 20 MP the round trip.
    expect(apply(s, far).ok).toBe(false);
    const r = must(s, { ...far, refuel: true }, [10]);
    expect(r.state.sp.nato).toBe(s.sp.nato - 4);
  });

  it('RS-OPT-7: not without the option or the symbol', () => {
    const s = withModes(
      natoSegment(airGame({ air: [{ id: 'f111', side: 'nato', base: 'ramstein', ma: 12 }] })),
      ['f111'],
    );
    const r = apply(s, { ...far, refuel: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-OPT-7');
  });

  it('RS-OPT-9: a US single-sortie strike halves the factors (B 5 → 3: roll 3 hits, 4 misses)', () => {
    const mk = () =>
      withModes(
        natoSegment(
          airGame({
            options: ['air', 'single-sortie'],
            air: [{ id: 'f111', side: 'nato', base: 'ramstein', b: 5 }],
          }),
        ),
        ['f111'],
      );
    const cmd = {
      type: 'air-mission',
      kind: 'interdiction',
      units: ['f111'],
      target: HEX(9, 1),
      singleSortie: true,
    };
    expect(must(mk(), cmd, [3]).state.interdicted.length).toBe(1);
    expect(must(mk(), cmd, [4]).state.interdicted.length).toBe(0);
    const off = withModes(
      natoSegment(airGame({ air: [{ id: 'f111', side: 'nato', base: 'ramstein', b: 5 }] })),
      ['f111'],
    );
    const r = apply(off, cmd);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-OPT-9');
  });
});

describe('ferry, FOBs and arrivals (RS-AIR-51, RS-AIR-6, RS-REIN)', () => {
  it('RS-AIR-51: a ferry re-bases the unit, which then has no sortie left; a unit that flew this GT may not ferry', () => {
    const s = withModes(natoSegment(airGame()), ['f16a', 'f16b']);
    const r = must(
      s,
      { type: 'air-mission', kind: 'ferry', units: ['f16a'], target: HEX(0, 5), land: 'hahn' },
      [],
    );
    const u = r.state.ext.air!.units[airIdx(s, 'f16a')]!;
    expect(u.base).toBe('hahn');
    expect(u.sorties).toBe(0);
    expect(r.state.sp.nato).toBe(s.sp.nato - 1);
    const t = must(
      s,
      { type: 'air-mission', kind: 'interdiction', units: ['f16b'], target: HEX(9, 1) },
      [10],
    ).state;
    const f = apply(t, {
      type: 'air-mission',
      kind: 'ferry',
      units: ['f16b'],
      target: HEX(0, 5),
      land: 'hahn',
    });
    expect(f.ok).toBe(false);
    if (!f.ok) expect(f.error.rule).toBe('RS-AIR-51');
  });

  function fobGame(): RsState {
    return airGame({
      ground: [unit('n-inf', 'nato', 'infantry', HEX(4, 3)), unit('w-arm', 'wp', 'armour', HEX(5, 3))],
      air: [
        { id: 'ah64', side: 'nato', base: 'fob:n-inf', type: 'attack-helicopter', b: 8, ma: 8 },
        { id: 'f16a', side: 'nato', base: 'ramstein' },
      ],
    });
  }

  it('RS-AIR-6: a FOB unit has 1 sortie, needs no mode and sits with its ground unit; only VTOL or helicopters use a FOB', () => {
    const s = fobGame();
    expect(s.ext.air!.units[0]!.sorties).toBe(1);
    const m = apply(at(s, { kind: 'assign', side: 'nato' }), {
      type: 'air-mode',
      unit: 'ah64',
      mode: 'offensive',
    });
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.error.rule).toBe('RS-AIR-6');
    const t = withModes(natoSegment(s), ['f16a']);
    const f = apply(t, {
      type: 'air-mission',
      kind: 'ferry',
      units: ['f16a'],
      target: HEX(4, 3),
      land: 'fob:n-inf',
    });
    expect(f.ok).toBe(false);
    if (!f.ok) expect(f.error.rule).toBe('RS-AIR-6');
  });

  it('RS-AIR-6: the FOB unit defends its own hex with a CAS that spends no sortie, once per combat phase', () => {
    let s = withModes(at(fobGame(), { kind: 'combat', stage: 1, side: 'wp' }), []);
    s = must(s, { type: 'attack', units: ['w-arm'], hex: HEX(4, 3) }, []).state;
    // The WP armour may try to detect it entering 05,03 (10: no); B 8, roll 9: a miss.
    const r = must(s, { type: 'air-cas', units: ['ah64'] }, [10, 9]);
    expect(r.state.ext.air!.units[0]!.sorties).toBe(1);
    expect(r.state.ext.air!.units[0]!.base).toBe('fob:n-inf');
    // A second CAS in the same phase uses the sortie.
    const t = must(r.state, { type: 'air-cas', units: ['ah64'] }, [10, 9]);
    expect(t.state.ext.air!.units[0]!.sorties).toBe(0);
  });

  it('RS-AIR-6: the air unit is destroyed with its FOB ground unit', () => {
    const s = fobGame();
    const n = { ...s, units: s.units.map((u) => ({ ...u })), ext: structuredClone(s.ext) };
    const g = n.units[n.world.byId.get('n-inf')!]!;
    g.eliminated = true;
    g.loc = -1;
    fobCleanup(n, []);
    expect(n.ext.air!.units[0]!.eliminated).toBe(true);
  });

  it('RS-AIR-21 / RS-AIR-12: with no base left in reach a helicopter lands on a clear friendly hex, a jet is lost', () => {
    const s = withModes(
      natoSegment(
        airGame({
          air: [
            { id: 'uh1', side: 'nato', base: 'ramstein', type: 'helicopter', ma: 4 },
            { id: 'f4', side: 'nato', base: 'ramstein', ma: 4 },
          ],
        }),
      ),
      ['uh1', 'f4'],
    );
    const n = { ...s, sp: { ...s.sp }, units: s.units.map((u) => ({ ...u })), ext: structuredClone(s.ext) };
    const plan = checkLaunch(n, 'nato', {
      kind: 'air-superiority',
      units: ['uh1', 'f4'],
      target: n.world.map.board.parse(HEX(3, 3))!,
      strike: false,
    });
    if ('code' in plan) throw new Error(plan.message);
    const m = takeOff(n, plan);
    for (const b of n.ext.air!.bases) if (b.side === 'nato') b.captured = true;
    const dice = scriptedDice(Array<number>(40).fill(10));
    flyOut(n, m, dice, []);
    enterLast(n, m, dice, []);
    flyBack(n, m, dice, []);
    const uh1 = n.ext.air!.units[0]!;
    expect(uh1.base).toBe(`field:${HEX(1, 3)}`);
    expect(uh1.sorties).toBe(0);
    expect(n.ext.air!.units[1]!.eliminated).toBe(true);
    // From the field it may only return to a friendly base.
    const t = { ...natoSegment(n), ext: structuredClone(n.ext) };
    t.ext.air!.units[0]!.sorties = 1;
    const r = apply(t, { type: 'air-mission', kind: 'interdiction', units: ['uh1'], target: HEX(2, 2) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('RS-AIR-21');
  });

  it('RS-REIN: a unit due in GT 2 arrives on its base in the strategic step with its sorties', () => {
    const s = airGame({ air: [{ id: 'f15', side: 'nato', base: 'hahn', arrives: 2 }] });
    expect(s.ext.air!.units[0]!.pending).toBe(true);
    const n = { ...s, turn: 2, ext: structuredClone(s.ext) };
    arrivals(n, []);
    expect(n.ext.air!.units[0]!.pending).toBe(false);
    expect(n.ext.air!.units[0]!.sorties).toBe(3);
  });
});

describe('the report (describe)', () => {
  it('every air event has a sentence', () => {
    const s = withModes(natoSegment(airGame()), ['f16a']);
    const r = must(s, { type: 'air-mission', kind: 'interdiction', units: ['f16a'], target: HEX(9, 1) }, [4]);
    const more: RsEvent[] = [
      {
        type: 'air-recce',
        side: 'nato',
        what: 'x',
        hex: 3,
        roll: 2,
        need: 5,
        success: true,
        casualtyRoll: 10,
        casualty: true,
      },
      { type: 'air-transport', side: 'nato', unit: 0, to: 3, roll: 7, modified: 5, result: 'landed' },
      { type: 'air-eab', side: 'nato', base: 'eab-nato-1', hex: 3 },
      { type: 'air-base-hit', base: 'ramstein', hits: 2, registered: 1, cpy: 1, destroyed: false },
      { type: 'air-mode', unit: 0, mode: 'offensive', side: 'nato' },
    ];
    for (const e of [...r.events, ...more])
      if (e.type.startsWith('air-')) expect(describeAir(r.state, e)).toMatch(/\w/);
  });
});
