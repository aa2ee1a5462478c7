import { describe, expect, it } from 'vitest';
import { hitAdnInstallation } from '../src/engine/systems/red-strike/adn/api.js';
import { adnExtension } from '../src/engine/systems/red-strike/adn/index.js';
import { apply } from '../src/engine/systems/red-strike/apply.js';
import { scriptedDice } from '../src/engine/systems/red-strike/dice.js';
import type { RsState } from '../src/engine/systems/red-strike/model.js';
import { eventsFor, viewFor } from '../src/engine/systems/red-strike/view.js';
import { adnGame, airIdx, at, copy, HEX, loc, type AdnAirIn } from './rs-adn-fixtures.js';

function ok(s: RsState, cmd: unknown) {
  const r = apply(s, cmd, { dice: scriptedDice([]) });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

function refused(s: RsState, cmd: unknown) {
  const r = apply(s, cmd, { dice: scriptedDice([]) });
  if (r.ok) throw new Error('accepted');
  return r.error;
}

const AIR: AdnAirIn[] = [
  { id: 'f15a', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5 },
  { id: 'f15b', side: 'nato', base: 'ramstein', type: 'fighter', aa: 5 },
  { id: 'a10', side: 'nato', base: 'hahn', type: 'attack', aa: 0, b: 5 },
  { id: 'e3a', side: 'nato', base: 'hahn', type: 'ewda', model: 'E-3A', aa: 0, b: 0 },
  { id: 'ef111', side: 'nato', base: 'hahn', type: 'jammer', model: 'EF-111A', aa: 0, b: 0, ecm: 6 },
  { id: 'mig29', side: 'wp', base: 'altenburg', type: 'fighter', aa: 5 },
];

function natoAssign(options: string[] = ['air']): RsState {
  return at(copy(adnGame({ air: AIR, options })), { kind: 'assign', side: 'nato' });
}

describe('CAP (RS-AIR-56)', () => {
  it('RS-AIR-56: a fighter flies CAP over an AO-hex within 10 hexes of its base for 6 SP (NATO); it leaves the base display', () => {
    const s = natoAssign();
    // Out of the WP ADN's reach (its CRC at 09,03 reaches 6 hexes): knock the WP sector out.
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const sp = s.sp.nato;
    const r = ok(s, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) });
    expect(r.state.sp.nato).toBe(sp - 6);
    const i = airIdx(s, 'f15a');
    expect(r.state.ext.adn!.cap).toMatchObject([
      { unit: i, hex: loc(s, HEX(3, 3)), base: 'ramstein', sp: 6 },
    ]);
    expect(r.state.ext.air!.units[i]!.base).toBeNull();
    expect(r.state.ext.air!.units[i]!.hex).toBe(loc(s, HEX(3, 3)));
    // Re-placing refunds the old cost; calling it off refunds it all.
    const r2 = ok(r.state, { type: 'adn-cap', unit: 'f15a', hex: HEX(2, 3) });
    expect(r2.state.sp.nato).toBe(sp - 6);
    const r3 = ok(r2.state, { type: 'adn-cap', unit: 'f15a' });
    expect(r3.state.sp.nato).toBe(sp);
    expect(r3.state.ext.air!.units[i]!.base).toBe('ramstein');
  });

  it('RS-AIR-56: no AO-hex within range of an operational enemy ADN installation, beyond 10 hexes, or shared', () => {
    const s = natoAssign();
    expect(refused(s, { type: 'adn-cap', unit: 'f15a', hex: HEX(4, 3) }).rule).toBe('RS-AIR-56'); // CRC Eisenach 5 hexes
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const r = ok(s, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) });
    expect(refused(r.state, { type: 'adn-cap', unit: 'f15b', hex: HEX(3, 3) }).message).toMatch(
      /1 per AO-hex/,
    );
    expect(refused(s, { type: 'adn-cap', unit: 'a10', hex: HEX(2, 5) }).rule).toBe('RS-AIR-55');
  });

  it('RS-AIR-56 / RS-AIR-32: an offensive-mode unit or a unit with hits flies no CAP; only in the assignment phase', () => {
    const s = natoAssign();
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const t = copy(s);
    t.ext.air!.units[airIdx(t, 'f15a')]!.mode = 'offensive';
    expect(refused(t, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) }).rule).toBe('RS-AIR-32');
    const h = copy(s);
    h.ext.air!.units[airIdx(h, 'f15a')]!.hits = 1;
    expect(refused(h, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) }).rule).toBe('RS-AIR-56');
    const m = at(s, { kind: 'move', stage: 1, segment: 0, side: 'nato' });
    expect(refused(m, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) }).code).toBe('WRONG_PHASE');
  });

  it('RS-AIR-56: the end phase removes the CAP markers and the units go back to their base', () => {
    const s = natoAssign();
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const n = copy(ok(s, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) }).state);
    adnExtension.endStep!(n, scriptedDice([]), []);
    expect(n.ext.adn!.cap).toEqual([]);
    expect(n.ext.air!.units[airIdx(n, 'f15a')]).toMatchObject({ base: 'ramstein', hex: -1 });
  });

  it('fog of war: the enemy does not see an undetected CAP, the CAP event, or the standing orders', () => {
    const s = natoAssign();
    hitAdnInstallation(s, 'crc-w', 4, []);
    hitAdnInstallation(s, 'rp-w', 4, []);
    const r = ok(s, { type: 'adn-cap', unit: 'f15a', hex: HEX(3, 3) });
    const r2 = ok(r.state, { type: 'adn-orders', intercept: 'strikes', alert: false });
    const wp = viewFor(r2.state, 'wp');
    expect(wp.ext.adn!.cap).toEqual([]);
    expect(wp.ext.adn!.orders.nato.intercept).toBe('all');
    expect(eventsFor(r.state, r.events, 'wp')).toEqual([]);
    expect(eventsFor(r2.state, r2.events, 'wp')).toEqual([]);
    expect(viewFor(r2.state, 'nato').ext.adn!.orders.nato).toMatchObject({
      intercept: 'strikes',
      alert: false,
    });
  });
});

describe('EWDA, orders and jammers (RS-AIR-15, RS-AMB-24, RS-OPT-17)', () => {
  it('RS-AIR-15 / RS-AMB-24: an EWDA unit goes to a friendly-controlled hex, always detected, no SP; not to an enemy hex', () => {
    const s = natoAssign();
    const sp = s.sp.nato;
    const r = ok(s, { type: 'adn-ewda', unit: 'e3a', hex: HEX(2, 4) });
    const i = airIdx(s, 'e3a');
    expect(r.state.sp.nato).toBe(sp);
    expect(r.state.ext.adn!.ewda).toMatchObject([{ unit: i, hex: loc(s, HEX(2, 4)) }]);
    expect(r.state.ext.air!.units[i]!.detected).toBe(true);
    expect(refused(s, { type: 'adn-ewda', unit: 'e3a', hex: HEX(8, 4) }).rule).toBe('RS-AMB-24');
    expect(refused(s, { type: 'adn-ewda', unit: 'f15a', hex: HEX(2, 4) }).rule).toBe('RS-AIR-15');
    // Re-placed in a later assignment phase, without a flight path.
    const r2 = ok(r.state, { type: 'adn-ewda', unit: 'e3a', hex: HEX(1, 1) });
    expect(r2.state.ext.adn!.ewda).toHaveLength(1);
  });

  it('RS-OPT-17: a jammer is placed in a friendly hex for 2 SP, only with the optional rule', () => {
    expect(refused(natoAssign(), { type: 'adn-jammer', unit: 'ef111', hex: HEX(3, 3) }).rule).toBe(
      'RS-OPT-17',
    );
    const s = natoAssign(['air', 'jammers']);
    const sp = s.sp.nato;
    const r = ok(s, { type: 'adn-jammer', unit: 'ef111', hex: HEX(3, 3) });
    expect(r.state.sp.nato).toBe(sp - 2);
    expect(r.state.ext.adn!.jammers).toHaveLength(1);
    expect(viewFor(r.state, 'wp').ext.adn!.jammers).toEqual([]);
  });

  it('standing orders are kept per side; parts left out keep their value', () => {
    const s = natoAssign();
    const r = ok(s, { type: 'adn-orders', intercept: 'none', interceptions: 1 });
    expect(r.state.ext.adn!.orders.nato).toMatchObject({
      intercept: 'none',
      cap: 'all',
      alert: true,
      interceptions: 1,
      given: true,
    });
    expect(refused(s, { type: 'adn-orders', intercept: 'some' }).code).toBe('BAD_COMMAND');
  });
});

describe('the log (describe every adn- event)', () => {
  it("every adn- event has a line naming its rule, and the secret ones are the owner's only", async () => {
    const { describeAdn, adnEventVisible } = await import('../src/engine/systems/red-strike/adn/describe.js');
    const { DEFAULT_ORDERS } = await import('../src/engine/systems/red-strike/adn/commands.js');
    const s = natoAssign();
    const shot = { factor: 4, drm: -1, roll: 2, modified: 1, ecm: 2, ecmRoll: 5, final: 3, hits: 2 };
    const events = [
      { type: 'adn-note', text: 'a note' },
      { type: 'adn-cap', side: 'nato', unit: 0, hex: 3, sp: 6 },
      { type: 'adn-cap', side: 'nato', unit: 0, hex: -1, sp: 0 },
      { type: 'adn-ewda', side: 'nato', unit: 3, hex: 3 },
      { type: 'adn-jammer', side: 'nato', unit: 4, hex: 3, sp: 2 },
      { type: 'adn-orders', side: 'nato', orders: DEFAULT_ORDERS },
      { type: 'adn-detected', side: 'nato', units: [0], hex: 7, sector: 'LVD3' },
      { type: 'adn-fire', side: 'wp', firer: { kind: 'adn', id: 'crc-w' }, hex: 7, shot },
      { type: 'adn-fire', side: 'wp', firer: { kind: 'ground', unit: 1 }, hex: 7, shot },
      { type: 'adn-fire', side: 'wp', firer: { kind: 'base', id: 'altenburg' }, hex: 7, shot },
      { type: 'adn-air-hits', side: 'nato', hex: 7, hits: [{ unit: 0, hits: 1 }] },
      {
        type: 'adn-intercept',
        side: 'wp',
        how: 'interceptors',
        from: 'altenburg',
        units: [5],
        targets: [0],
        hex: 7,
        detected: false,
      },
      { type: 'adn-a2a', side: 'wp', unit: 5, target: 0, bvr: 1, shot },
      { type: 'adn-installation', id: 'crc-w', hits: 2, total: 2, destroyed: false, why: 'attack' },
      { type: 'adn-sector', sector: 'LVD3', status: 'limited' },
    ] as never[];
    for (const e of events) {
      const line = describeAdn(s, e);
      expect(line, JSON.stringify(e)).toBeTruthy();
      if ((e as { type: string }).type !== 'adn-note') expect(line).toMatch(/RS-[A-Z]+-\d+/);
    }
    expect(describeAdn(s, events[11]!)).toMatch(/Altenburg/);
    expect(adnEventVisible(events[1]!, 'wp')).toBe(false);
    expect(adnEventVisible(events[5]!, 'wp')).toBe(false);
    expect(adnEventVisible(events[7]!, 'nato')).toBe(true);
  });
});
