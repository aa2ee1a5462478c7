import { describe, expect, it } from 'vitest';
import { apply, SIDE, type Command, type GameState } from '../src/engine/systems/panzer/index.js';
import { demolitionRoll } from '../src/engine/systems/panzer/rules/bridges.js';
import { idx } from './fixtures/combat.js';
import { edgeOf, engGame, locOf, nextAlliedTurn, ok, PIONEERS } from './fixtures/engineers.js';

function refused(state: GameState, cmd: Command) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted`);
  return r.error;
}

/** A very strong engineer (assault 50 × 1000 men) against defenses set to 1: always damages. */
const SAPPERS = { ...PIONEERS, strength: 1000, assault: 50 };
const weakBridges = { params: { bridgeDefense: { light: 1, medium: 1, heavy: 1 } } };

describe('PC-ENG-15..18 damaging bridges and AT ditches', () => {
  it('PC-ENG-17: the assault value attacks the bridge defense; the result ÷ 10 must be above 0', () => {
    const s = engGame({ allied: [{ id: 'pi', ...PIONEERS, hex: '08,03' }] });
    const pi = idx(s, 'pi');
    // 12 × 400 = 4800 against a Heavy bridge of 30: CV 160; LCV 5, HCV 60 → [0.8, 9.6] ÷ 10.
    const d = demolitionRoll(s, pi, 30, 'test');
    expect(d.cv).toBeCloseTo(160);
    expect(d.low).toBeCloseTo(0.8);
    expect(d.high).toBeCloseTo(9.6);
    expect(d.damaged).toBe(d.converted > 0);
    expect(d.converted).toBeLessThanOrEqual(1);
    // Without an assault value nothing is ever damaged.
    const none = engGame({ allied: [{ id: 'pi', ...PIONEERS, assault: 0, hex: '08,03' }] });
    expect(demolitionRoll(none, idx(none, 'pi'), 30, 'x').damaged).toBe(false);
  });

  it('PC-ENG-15: damaging the bridge at 08,03; a damaged bridge cannot be crossed as a bridge', () => {
    let s = engGame({
      allied: [
        { id: 'pi', ...SAPPERS, hex: '08,03' },
        { id: 'inf', hex: '07,03', mode: 'travel' },
      ],
      scenario: weakBridges,
    });
    s = ok(s, { type: 'damageBridge', unit: 'pi', toward: '09,03' });
    const edge = edgeOf(s, '08,03', '09,03');
    expect(s.edgeOverrides[edge]! & SIDE.bridgeDamaged).toBeTruthy();
    expect(s.units[idx(s, 'pi')]!.mp).toBe(0);
    const e = refused(s, { type: 'move', units: ['inf'], path: ['08,03', '09,03'] });
    expect(e.message).toMatch(/damaged/);
  });

  it('PC-ENG-15: eligibility: engineers and Commandos only, steady, Deployed, not after moving or firing', () => {
    const mk = (over = {}) =>
      engGame({
        allied: [{ id: 'pi', ...SAPPERS, name: '3./Pi 17', hex: '08,03', ...over }],
        scenario: weakBridges,
      });
    const cmd: Command = { type: 'damageBridge', unit: 'pi', toward: '09,03' };
    expect(refused(mk({ type: 'infantry', flags: {} }), cmd).code).toBe('NOT_ALLOWED');
    expect(ok(mk({ type: 'commando', flags: {} }), cmd).edgeOverrides).toBeDefined();
    const d = mk();
    d.units[idx(d, 'pi')]!.cohesion = 'disrupted';
    expect(refused(d, cmd).message).toBe('3./Pi 17 is Disrupted; Disrupted units cannot damage bridges.');
    const t = mk();
    t.units[idx(t, 'pi')]!.mode = 'travel';
    expect(refused(t, cmd).code).toBe('MODE');
    const m = mk();
    m.units[idx(m, 'pi')]!.moved = true;
    expect(refused(m, cmd).message).toMatch(/has moved this turn/);
    expect(refused(mk({ hex: '08,04' }), { ...cmd, toward: '09,04' }).message).toMatch(/no bridge/);
  });

  it('PC-ENG-18: an AT ditch has Defense 1; destroyed, it no longer stops movement', () => {
    let s = engGame({
      allied: [
        { id: 'pi', ...SAPPERS, hex: '01,01' },
        { id: 'inf', hex: '01,02' },
      ],
    });
    const edge = edgeOf(s, '01,01', '02,01');
    expect(refused(s, { type: 'move', units: ['pi'], path: ['02,01'] }).code).toBe('IMPASSABLE');
    s = ok(s, { type: 'damageBridge', unit: 'pi', toward: '02,01' });
    expect(s.edgeOverrides[edge]! & SIDE.antiTankDitch).toBe(0);
    s = nextAlliedTurn(s);
    s = ok(s, { type: 'move', units: ['pi'], path: ['02,01'] });
  });

  it('PC-ENG-16: a Full-Hex Bridge is wired from on it, then damaged from next to it; it is then Water for good', () => {
    let s = engGame({
      allied: [
        { id: 'pi', ...SAPPERS, hex: '05,09', mode: 'travel' },
        { id: 'inf', hex: '03,09', mode: 'travel' },
      ],
      scenario: {
        params: { side: { allied: { bridgeValue: 100 } }, bridgeDefense: { light: 1, medium: 1, heavy: 1 } },
      },
    });
    const bridge = locOf(s, '05,09');
    // Not wired: no demolition yet.
    const early = engGame({ allied: [{ id: 'pi', ...SAPPERS, hex: '04,09' }] });
    expect(refused(early, { type: 'damageBridge', unit: 'pi', toward: '05,09' }).message).toMatch(
      /WIRED first/,
    );
    s = ok(s, { type: 'wireBridge', unit: 'pi' });
    s = nextAlliedTurn(s);
    expect(s.hexes[bridge]!.fullHexBridge).toBe('wired');
    s = ok(s, { type: 'move', units: ['pi'], path: ['06,09'] });
    s = ok(s, { type: 'mode', unit: 'pi', mode: 'deployed' });
    s = nextAlliedTurn(s);
    s = ok(s, { type: 'damageBridge', unit: 'pi', toward: '05,09' });
    expect(s.hexes[bridge]!.fullHexBridge).toBe('damaged');
    expect(refused(s, { type: 'move', units: ['inf'], path: ['04,09', '05,09'] }).code).toBe('IMPASSABLE');
    // Never repaired: not even a pontoon may replace it (PC-ENG-14).
  });

  it('PC-ENG-16: wiring starts only on a turn after moving onto the bridge', () => {
    let s = engGame({ allied: [{ id: 'pi', ...SAPPERS, hex: '04,09', mode: 'travel' }] });
    s = ok(s, { type: 'move', units: ['pi'], path: ['05,09'] });
    expect(refused(s, { type: 'wireBridge', unit: 'pi' }).message).toMatch(/next turn/);
  });

  it('PC-DEC-04 (b): enemy partisans nearby may spoil the demolition (Deception Damage)', () => {
    const s = engGame({
      allied: [{ id: 'pi', ...SAPPERS, hex: '08,03' }],
      axis: [{ id: 'x1' }, { id: 'par', type: 'partisan', hex: '06,01' }],
      scenario: {
        params: {
          bridgeDefense: { light: 1, medium: 1, heavy: 1 },
          side: { axis: { deceptionDamage: 100, deceptionRange: 3 } },
        },
      },
    });
    const r = apply(s, { type: 'damageBridge', unit: 'pi', toward: '09,03' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.edgeOverrides[edgeOf(s, '08,03', '09,03')]).toBeUndefined();
    expect(r.events.some((e) => e.type === 'unitState' && e.rule === 'PC-DEC-04')).toBe(true);
    // Out of range, no effect.
    const far = engGame({
      allied: [{ id: 'pi', ...SAPPERS, hex: '08,03' }],
      axis: [{ id: 'x1' }, { id: 'par', type: 'partisan', hex: '00,09' }],
      scenario: {
        params: {
          bridgeDefense: { light: 1, medium: 1, heavy: 1 },
          side: { axis: { deceptionDamage: 100, deceptionRange: 3 } },
        },
      },
    });
    expect(
      ok(far, { type: 'damageBridge', unit: 'pi', toward: '09,03' }).edgeOverrides[
        edgeOf(far, '08,03', '09,03')
      ]! & SIDE.bridgeDamaged,
    ).toBeTruthy();
  });
});

describe('PC-IMP-02 damaging rail, PC-WAT-03 destroying ferries', () => {
  it('PC-IMP-02: any Deployed unit damages the rail in its hex for 1/3 MA; not under a Rail Mode unit', () => {
    let s = engGame({
      allied: [
        { id: 'inf', hex: '01,00' },
        { id: 'pi', ...PIONEERS, hex: '05,05' },
      ],
    });
    const inf = idx(s, 'inf');
    const mp = s.units[inf]!.mpMax;
    s = ok(s, { type: 'damageRail', unit: 'inf' });
    expect(s.units[inf]!.mp).toBe(mp - Math.ceil((mp / 3) * 4) / 4);
    for (const b of ['00,00', '02,00'])
      expect(s.edgeOverrides[edgeOf(s, '01,00', b)]! & SIDE.railDamaged).toBeTruthy();
    expect(refused(s, { type: 'damageRail', unit: 'pi' }).message).toMatch(/no undamaged rail/);
    const br = engGame({ allied: [{ id: 'inf', hex: '01,00' }] });
    br.units[idx(br, 'inf')]!.cohesion = 'broken';
    expect(refused(br, { type: 'damageRail', unit: 'inf' }).rule).toBe('PC-IMP-02');
    const rail = engGame({
      allied: [
        { id: 'inf', hex: '01,00' },
        { id: 'r', hex: '01,00', mode: 'rail' },
      ],
    });
    expect(refused(rail, { type: 'damageRail', unit: 'inf' }).message).toMatch(/Rail Mode/);
  });

  it('PC-WAT-03: an adjacent Deployed unit destroys a hexside ferry for 1/3 MA', () => {
    let s = engGame({ allied: [{ id: 'inf', hex: '08,06' }] });
    const edge = edgeOf(s, '08,06', '09,06');
    s = ok(s, { type: 'destroyFerry', unit: 'inf', toward: '09,06' });
    expect(s.edgeOverrides[edge]! & SIDE.ferry).toBe(0);
    expect(s.edgeOverrides[edge]! & SIDE.river).toBeTruthy();
    expect(refused(s, { type: 'destroyFerry', unit: 'inf', toward: '09,06' }).message).toMatch(/no ferry/);
  });
});

describe('PC-ENG-19 Auto Wired Bridge Demolition', () => {
  const wired = (chance: number) =>
    engGame({
      allied: [
        { id: 'inf', hex: '06,03', mode: 'travel' },
        { id: 'pi', ...PIONEERS, strength: 1000, assault: 50, hex: '08,04' },
      ],
      scenario: {
        wiredBridges: [{ hex: '08,03', dir: 'E', against: 'allied' }],
        params: { side: { allied: { wiredBridge: chance } } },
      },
    });

  it('PC-ENG-19: a unit of the given side moving next to the bridge sets off the test; success blows it and stops the move', () => {
    const s = wired(100);
    const r = apply(s, { type: 'move', units: ['inf'], path: ['07,03', '08,03', '09,03'] });
    if (!r.ok) throw new Error(r.error.message);
    const edge = edgeOf(s, '08,03', '09,03');
    expect(r.state.edgeOverrides[edge]! & SIDE.bridgeDamaged).toBeTruthy();
    expect(r.state.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '08,03'));
    expect(r.events.some((e) => e.type === 'message' && e.rule === 'PC-ENG-19')).toBe(true);
  });

  it('PC-ENG-19: a failed test removes the wiring for good; the bridge is never tested again', () => {
    let s = wired(0);
    s = ok(s, { type: 'move', units: ['inf'], path: ['07,03', '08,03'] });
    s.world.params.side.allied.wiredBridge = 100;
    s = ok(s, { type: 'move', units: ['inf'], path: ['09,03'] });
    expect(s.units[idx(s, 'inf')]!.loc).toBe(locOf(s, '09,03'));
    expect(s.edgeOverrides[edgeOf(s, '08,03', '09,03')]).toBeUndefined();
  });

  it('PC-ENG-19: no Full-Hex Bridge is wired in play, and the side the bridges serve may not demolish by hand', () => {
    let s = engGame({
      allied: [{ id: 'inf', hex: '02,02' }],
      axis: [{ id: 'x1' }, { id: 'xpi', ...PIONEERS, hex: '09,03' }],
      scenario: { wiredBridges: [{ hex: '08,03', dir: 'E', against: 'allied' }] },
    });
    s = ok(s, { type: 'endTurn' }); // Axis turn
    const e = apply(s, { type: 'damageBridge', unit: 'xpi', toward: '08,03' });
    expect(e).toMatchObject({ ok: false, error: { rule: 'PC-ENG-19' } });
    // The Allied engineer next to the wired bridge may still try (it is not the side it serves).
    const a = engGame({
      allied: [{ id: 'pi', ...PIONEERS, strength: 1000, assault: 50, hex: '08,03' }],
      scenario: { wiredBridges: [{ hex: '08,03', dir: 'E', against: 'allied' }] },
    });
    expect(apply(a, { type: 'damageBridge', unit: 'pi', toward: '09,03' }).ok).toBe(true);
    const f = engGame({
      allied: [{ id: 'pi', ...PIONEERS, hex: '05,09', mode: 'travel' }],
      scenario: { wiredBridges: [{ hex: '08,03', dir: 'E', against: 'axis' }] },
    });
    expect(apply(f, { type: 'wireBridge', unit: 'pi' })).toMatchObject({
      ok: false,
      error: { rule: 'PC-ENG-19' },
    });
  });
});
