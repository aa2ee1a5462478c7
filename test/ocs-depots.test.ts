// OCS movement module, supply points and depots (OCS-MOV-50..53): the scenario block and its
// checks, the Depot Blowing Table with fixed dice, whole and part blowing, token rounding, wired
// depots blown in the enemy's turn, capture, and "in range" for spending SP.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import { cloneState } from '../src/engine/systems/panzer/game.js';
import {
  blowResult,
  depotsInRange,
  depotsOf,
  handleBlowDepot,
  roundToToken,
  spendSp,
} from '../src/engine/systems/panzer/modules/ocs/depots.js';
import { defaultOcsParams } from '../src/engine/systems/panzer/modules/ocs/params.js';
import { buildWorld, WorldError } from '../src/engine/systems/panzer/world.js';
import { checkScenarioValue } from '../src/scenario/load.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { ocsGame, ocsScenario } from './fixtures/ocs-small.js';
import { ok, refused } from './fixtures/movement.js';

const P = defaultOcsParams();
const sp = (s: ReturnType<typeof ocsGame>, hex: string) =>
  depotsOf(s).find((d) => d.loc === s.world.board.parse(hex))?.sp;

describe('OCS-MOV-50..52 the scenario block: depots, airbases, fortifications, ports', () => {
  it('OCS-MOV-50: depots come from ocs.depots with their SP', () => {
    const s = ocsGame();
    expect(sp(s, '02,04')).toBe(6);
    expect(sp(s, '11,04')).toBe(4);
  });

  it('OCS-MOV-70/72/78/79: levels and one-per-hex limits are scenario errors naming the field', () => {
    const bad = checkScenarioValue(
      ocsScenario(
        {},
        {
          depots: [{ hex: '40,40', side: 'allied', sp: 1 }],
          airbases: [
            { hex: '02,06', level: 1 },
            { hex: '02,06', level: 2 },
          ],
          fortifications: [
            { hex: '12,03', level: 2 },
            { hex: '12,03', level: 1 },
          ],
          ports: [{ hex: '99,03' }],
        },
      ),
      's.json',
    );
    const paths = bad.issues.map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'ocs.depots[0].hex',
        'ocs.airbases[1].hex',
        'ocs.fortifications[1].hex',
        'ocs.ports[0].hex',
      ]),
    );
    // The schema refuses a level above the cap, naming the field.
    const high = checkScenarioValue(
      ocsScenario({}, { fortifications: [{ hex: '12,03', level: 5 }] }),
      's.json',
    );
    expect(high.issues.map((i) => i.path)).toContain('ocs.fortifications[0].level');
    expect(bad.issues.find((i) => i.path === 'ocs.airbases[1].hex')?.message).toMatch(
      /one airbase \(OCS-MOV-72\)/,
    );
    expect(() =>
      buildWorld(
        ocsScenario(
          {},
          {
            fortifications: [
              { hex: '12,03', level: 1 },
              { hex: '12,03', level: 2 },
            ],
          },
        ),
      ),
    ).toThrow(WorldError);
  });
});

describe('OCS-MOV-52 the Depot Blowing Table and tokens (OCS-MOV-NS-19)', () => {
  it('OCS-MOV-52: rounded to the nearest token (1/4 SP), ties up', () => {
    expect(roundToToken(1.1, 0.25, true)).toBe(1);
    expect(roundToToken(1.125, 0.25, true)).toBe(1.25);
    expect(roundToToken(1.125, 0.25, false)).toBe(1);
    expect(roundToToken(1.2, 0.25, true)).toBe(1.25);
  });

  it('OCS-MOV-52: the table by die face: 1 = 25%, 3 = 50%, 6 = 100% of 3 SP', () => {
    expect(blowResult(3, 1, P)).toEqual({ percent: 25, destroyed: 0.75 });
    expect(blowResult(3, 3, P)).toEqual({ percent: 50, destroyed: 1.5 });
    expect(blowResult(3, 6, P)).toEqual({ percent: 100, destroyed: 3 });
  });

  it('OCS-MOV-52 (property): the SP destroyed are whole tokens, never more than tried', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 6 }), (tokens, roll) => {
        const tried = tokens * P.token;
        const { destroyed } = blowResult(tried, roll, P);
        expect(destroyed).toBeLessThanOrEqual(tried + 1e-9);
        expect(destroyed).toBeGreaterThanOrEqual(0);
        expect(Math.abs(destroyed / P.token - Math.round(destroyed / P.token))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('OCS-MOV-50/51 blowing own depots', () => {
  it('OCS-MOV-51: the whole depot, rolled 4 = 75%: 6 SP -> 1.5 left', () => {
    const d = cloneState(ocsGame());
    const ev = handleBlowDepot(d, { type: 'blowDepot', hex: '02,04' }, () => 4);
    expect(Array.isArray(ev)).toBe(true);
    expect(sp(d, '02,04')).toBe(1.5);
  });

  it('OCS-MOV-51: part of it: 2 of 6 SP, rolled 1 = 25% -> 0.5 destroyed', () => {
    const d = cloneState(ocsGame());
    handleBlowDepot(d, { type: 'blowDepot', hex: '02,04', sp: 2 }, () => 1);
    expect(sp(d, '02,04')).toBe(5.5);
  });

  it('OCS-MOV-50/51/52: bad orders are refused with the field and rule', () => {
    const s = ocsGame();
    expect(refused(apply(s, { type: 'blowDepot', hex: '11,04' })).rule).toBe('OCS-MOV-50');
    expect(refused(apply(s, { type: 'blowDepot', hex: '05,05' })).rule).toBe('OCS-MOV-50');
    expect(refused(apply(s, { type: 'blowDepot', hex: '02,04', sp: 7 })).message).toMatch(/^sp:/);
    expect(refused(apply(s, { type: 'blowDepot', hex: '02,04', sp: 0.3 })).rule).toBe('OCS-MOV-52');
  });

  it('OCS-MOV-50: through apply the roll comes from the game dice and is reported to the owner only', () => {
    const r = ok(apply(ocsGame(), { type: 'blowDepot', hex: '02,04' }));
    expect(sp(r.state, '02,04')).toBeLessThan(6);
    const msg = r.events.find((e) => e.type === 'message');
    expect(msg).toMatchObject({ seenBy: 'allied', rule: 'OCS-MOV-52' });
  });

  it('OCS-MOV-50: a wired depot is blown in the enemy turn when an enemy unit enters; the rest is captured', () => {
    let s = ocsGame();
    s = ok(apply(s, { type: 'blowDepot', hex: '02,04', wire: true })).state;
    expect(depotsOf(s)[0]!.wired).toBe(true);
    // Move the Commonwealth units out of the way and hand the turn to the Vichy side.
    s = ok(apply(s, { type: 'endTurn' })).state;
    expect(s.activeSide).toBe('axis');
    const d = cloneState(s);
    // Put a Vichy unit next to the depot and walk it in.
    d.units[d.world.unitIndex.get('senegal')!]!.loc = d.world.board.parse('02,05')!;
    const r = ok(apply(d, { type: 'move', units: ['senegal'], path: ['02,04'] }));
    const depot = depotsOf(r.state)[0]!;
    expect(depot.side).toBe('axis');
    expect(depot.sp).toBeLessThan(6);
    expect(r.events.some((e) => e.type === 'message' && e.rule === 'OCS-MOV-52')).toBe(true);
  });

  it('OCS-MOV-50: an unwired depot overrun is captured whole', () => {
    let s = ok(apply(ocsGame(), { type: 'endTurn' })).state;
    s = cloneState(s);
    s.units[s.world.unitIndex.get('senegal')!]!.loc = s.world.board.parse('02,05')!;
    const r = ok(apply(s, { type: 'move', units: ['senegal'], path: ['02,04'] }));
    expect(depotsOf(r.state)[0]).toMatchObject({ side: 'axis', sp: 6 });
    // The mover learnt what the depot held: the move cannot be undone.
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'unitState', rule: 'OCS-MOV-50' }));
    expect(panzerSystem.isUndoable({ type: 'move', units: ['senegal'], path: ['02,04'] }, r.events)).toBe(
      false,
    );
  });
});

describe('OCS-MOV-66 SP from a depot in range (OCS-MOV-NS-02: a supply path of params.ocs.depotRange)', () => {
  it('in range by supply path; out of range beyond depotRange', () => {
    const s = ocsGame();
    const b = s.world.board;
    expect(depotsInRange(s, 'allied', b.parse('03,04')!).length).toBe(1);
    expect(depotsInRange(s, 'allied', b.parse('09,06')!).length).toBe(0);
  });

  it('spends nearest first and refuses when the depots in range hold too little', () => {
    const d = cloneState(ocsGame());
    const r = spendSp(d, 'allied', d.world.board.parse('03,04')!, 2, 'OCS-MOV-75');
    expect('from' in r).toBe(true);
    expect(sp(d, '02,04')).toBe(4);
    const no = spendSp(d, 'allied', d.world.board.parse('03,04')!, 5, 'OCS-MOV-75');
    expect('code' in no && no.rule).toBe('OCS-MOV-75');
  });
});
