// OCS movement module, the segments of the Movement Phase (OCS-MOV-01, OCS-MOV-80/81): Breakout,
// Movement, then Air and Naval Bombardment; out-of-segment orders are refused with the rule; the
// module's orders are refused by scenarios without the module.
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import type { AirUnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { ocsGuard } from '../src/engine/systems/panzer/modules/ocs/segments.js';
import { viewFor } from '../src/engine/systems/panzer/view.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { ocsGame } from './fixtures/ocs-small.js';
import { game, ok, refused, unit } from './fixtures/movement.js';

const plane = (over: Partial<AirUnitSetup> = {}): AirUnitSetup => ({
  id: 'hurricanes',
  name: 'Hurricanes',
  side: 'allied',
  kind: 'combat',
  strength: 12,
  hard: 4,
  soft: 8,
  defense: 5,
  quality: 'C',
  ...over,
});
const AIR = [plane(), plane({ id: 'blenheims', name: 'Blenheims', flags: { carpet: true } })];
const NO_INTERCEPT = { side: { axis: { airInterception: 0 }, allied: { airInterception: 0 } } };

describe('OCS-MOV-01 segment order', () => {
  it('OCS-MOV-01/10: the phase opens in the Breakout Segment; a move starts the Movement Segment', () => {
    const s = ocsGame();
    expect(s.ocs!.segment).toBe('breakout');
    expect(viewFor(s, 'allied').ocs!.segment).toBe('breakout');
    const r = ok(apply(s, { type: 'move', units: ['durham'], path: ['04,03'] })).state;
    expect(r.ocs!.segment).toBe('movement');
  });

  it('OCS-MOV-01: ocsSegment ends the Movement Segment; then no ground movement, mode change, rail, construction or depot blowing', () => {
    const s = ok(apply(ocsGame(), { type: 'ocsSegment' })).state;
    expect(s.ocs!.segment).toBe('bombardment');
    for (const cmd of [
      { type: 'move', units: ['durham'], path: ['04,03'] },
      { type: 'mode', unit: 'durham', mode: 'move' },
      { type: 'breakout', unit: 'durham' },
      { type: 'railMove', unit: 'durham', path: ['04,03'] },
      { type: 'construct', unit: 'sappers', hex: '03,04', what: 'fortification', action: 'build' },
      { type: 'blowDepot', hex: '02,04' },
      { type: 'digIn', unit: 'durham' },
    ] as const) {
      const e = refused(apply(s, cmd));
      expect(e.rule, cmd.type).toBe('OCS-MOV-01');
      expect(e.message).toMatch(/Bombardment Segment/);
    }
    expect(refused(apply(s, { type: 'ocsSegment' })).rule).toBe('OCS-MOV-01');
  });

  it('OCS-MOV-80: ground units do not fire in segment C; ships and air units do', () => {
    const s = ok(apply(ocsGame(), { type: 'ocsSegment' })).state;
    expect(refused(apply(s, { type: 'fire', units: ['leicesters'], target: '06,04' })).rule).toBe(
      'OCS-MOV-80',
    );
    expect(ocsGuard(s, { type: 'airStrike', air: 'x', hex: '10,04' })).toBeNull();
    expect(ocsGuard(s, { type: 'endTurn' })).toBeNull();
  });

  it('OCS-MOV-01: a new player turn opens the Breakout Segment again', () => {
    let s = ok(apply(ocsGame(), { type: 'ocsSegment' })).state;
    s = ok(apply(s, { type: 'endTurn' })).state;
    expect(s.ocs!.segment).toBe('breakout');
  });

  it('OCS-MOV-80, OCS-MOV-23(5): bombing (Carpet) waits for segment C; tactical strikes fly in segment B', () => {
    const s = ocsGame({ air: AIR, params: NO_INTERCEPT });
    const e = refused(apply(s, { type: 'airStrike', air: 'blenheims', hex: '10,04' }));
    expect(e.rule).toBe('OCS-MOV-80');
    expect(ocsGuard(s, { type: 'airStrike', air: 'hurricanes', hex: '10,04' })).toBeNull();
    const c = ok(apply(s, { type: 'ocsSegment' })).state;
    expect(ocsGuard(c, { type: 'airStrike', air: 'blenheims', hex: '10,04' })).toBeNull();
  });

  it('OCS-MOV-NS-22: with params.ocs.airbaseRange an air strike needs a friendly airbase in range', () => {
    const s = ocsGame({ air: AIR, params: { ...NO_INTERCEPT, ocs: { airbaseRange: 3 } } });
    expect(ocsGuard(s, { type: 'airStrike', air: 'hurricanes', hex: '10,04' })?.rule).toBe('OCS-MOV-NS-22');
    expect(ocsGuard(s, { type: 'airStrike', air: 'hurricanes', hex: '04,05' })).toBeNull();
  });

  it('OCS-MOV-01: describeEvents reads the segment change', () => {
    const s = ocsGame();
    const r = ok(apply(s, { type: 'ocsSegment' }));
    expect(panzerSystem.describeEvents(r.state, r.events).join('\n')).toMatch(
      /Air and Naval Bombardment Segment/,
    );
  });
});

describe('the module orders without the module', () => {
  it('OCS-MOV-50/60/01: refused with a sentence naming the module', () => {
    const s = game({ units: [unit({ id: 'a', side: 'allied', hex: '02,02' })] });
    for (const cmd of [
      { type: 'blowDepot', hex: '02,02' },
      { type: 'construct', unit: 'a', hex: '02,02', what: 'fortification', action: 'build' },
      { type: 'ocsSegment' },
    ] as const)
      expect(refused(apply(s, cmd)).message).toMatch(/OCS movement module/);
  });
});
