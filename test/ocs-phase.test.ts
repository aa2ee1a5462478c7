// OCS movement module, the phase as a whole: who acts (OCS-MOV-02), voluntary breakouts
// (OCS-MOV-15), free choice of movers (OCS-MOV-20), mode restrictions (OCS-MOV-22), MP per hex
// (OCS-MOV-24/34), capacity arithmetic (OCS-MOV-49), damaging own depots (OCS-MOV-53), immediate
// effect of construction (OCS-MOV-67) and segment C on the host's air rules (OCS-MOV-81).
import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/apply.js';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import { cloneState } from '../src/engine/systems/panzer/game.js';
import type { AirUnitSetup } from '../src/engine/systems/panzer/model/index.js';
import { computerSide } from '../src/engine/systems/panzer/ai/players.js';
import { depotsOf, handleBlowDepot } from '../src/engine/systems/panzer/modules/ocs/depots.js';
import { ocsGuard } from '../src/engine/systems/panzer/modules/ocs/segments.js';
import { refreshSpotting } from '../src/engine/systems/panzer/rules/spotting.js';
import { ocsGame, ocsUnits } from './fixtures/ocs-small.js';
import { idx, ok, refused, u, unit } from './fixtures/movement.js';

const plane: AirUnitSetup = {
  id: 'hurricanes',
  name: 'Hurricanes',
  side: 'allied',
  kind: 'combat',
  strength: 12,
  hard: 4,
  soft: 8,
  defense: 5,
  quality: 'C',
};
const NO_INTERCEPT = { side: { axis: { airInterception: 0 }, allied: { airInterception: 0 } } };

describe('OCS-MOV-02/15/20 who acts, and when', () => {
  it("OCS-MOV-02: the module's orders are the phasing player's: in the Vichy turn the Commonwealth depot is not theirs to blow", () => {
    const s = ok(apply(ocsGame(), { type: 'endTurn' })).state;
    expect(refused(apply(s, { type: 'blowDepot', hex: '02,04' })).rule).toBe('OCS-MOV-50');
    expect(apply(s, { type: 'blowDepot', hex: '11,04', wire: true }).ok).toBe(true);
  });

  it('OCS-MOV-15: a breakout is voluntary: the A/I leaves a cut-off unit in good order where it is', () => {
    const s = cloneState(ocsGame());
    s.ops = { ...s.ops, isolated: [idx(s, 'durham')] };
    const r = computerSide('ai', s, 'allied', { seed: 'v' }).playSideTurn(s);
    expect((r.commands as Command[]).some((c) => c.type === 'breakout')).toBe(false);
    expect(r.refusals).toEqual([]);
  });

  it('OCS-MOV-20: the player moves as many or as few units as he likes (none at all included)', () => {
    expect(apply(ocsGame(), { type: 'endTurn' }).ok).toBe(true);
    let s = ok(apply(ocsGame(), { type: 'move', units: ['durham'], path: ['04,03'] })).state;
    s = ok(apply(s, { type: 'move', units: ['leicesters'], path: ['06,04'] })).state;
    expect(s.activeSide).toBe('allied');
  });
});

describe('OCS-MOV-22/24/34 costs and restrictions', () => {
  it('OCS-MOV-24, OCS-MOV-34: a hex entered costs its TEC cost; along the railway only the road cost (OCS-MOV-29/30)', () => {
    const s = ocsGame();
    const road = s.world.params.roadCosts.road.foot;
    const clear = s.world.params.terrain.find((t) => t.letter === '.')!.cost.foot;
    const onRail = ok(apply(s, { type: 'move', units: ['durham'], path: ['04,03'] })).state;
    expect(u(onRail, 'durham').mp).toBe(u(s, 'durham').mpMax - road);
    const offRoad = ok(apply(s, { type: 'move', units: ['leicesters'], path: ['06,04'] })).state;
    expect(u(offRoad, 'leicesters').mp).toBe(u(s, 'leicesters').mpMax - clear);
  });

  it('OCS-MOV-22/25: a unit obeys its mode: in Reserve mode it has half its Combat-mode allowance', () => {
    const s = ok(apply(ocsGame(), { type: 'mode', unit: 'leicesters', mode: 'reserve' })).state;
    expect(u(s, 'leicesters').mpMax).toBe(Math.floor(u(ocsGame(), 'leicesters').mpMax / 2));
    const far = ['06,04', '07,04', '08,04', '09,05', '09,06'];
    expect(refused(apply(s, { type: 'move', units: ['leicesters'], path: far })).code).toBe('NOT_ENOUGH_MP');
  });
});

describe('OCS-MOV-49/53/67/81', () => {
  it('OCS-MOV-49: used + cost may not exceed the capacity: two battalions use 1 RE, a third is refused', () => {
    const units = [...ocsUnits(), unit({ id: 'bn3', side: 'allied', name: '3rd bn', hex: '04,03' })];
    let s = ocsGame({ units: [...units, unit({ id: 'bn2', side: 'allied', name: '2nd bn', hex: '04,03' })] });
    const path = ['05,03', '06,03', '07,03', '08,03'];
    for (const id of ['bn2', 'bn3']) s = ok(apply(s, { type: 'mode', unit: id, mode: 'move' })).state;
    s = ok(apply(s, { type: 'mode', unit: 'cheshire', mode: 'move' })).state;
    s = ok(apply(s, { type: 'railMove', unit: 'bn2', path })).state;
    s = ok(apply(s, { type: 'railMove', unit: 'bn3', path })).state;
    expect(s.ocs!.railUsed.allied).toBe(1);
    const e = refused(apply(s, { type: 'railMove', unit: 'cheshire', path: ['02,03', '03,03', '04,03'] }));
    expect(e.rule).toBe('OCS-MOV-47');
  });

  it('OCS-MOV-53: damaging an own depot is blowing part of it', () => {
    const d = cloneState(ocsGame());
    handleBlowDepot(d, { type: 'blowDepot', hex: '02,04', sp: 4 }, () => 3);
    expect(depotsOf(d)[0]!.sp).toBe(4);
  });

  it('OCS-MOV-67: a new airbase can be used at once (airbaseRange on: a strike near it is allowed)', () => {
    let s = ocsGame({ air: [plane], params: { ...NO_INTERCEPT, ocs: { airbaseRange: 2 } } });
    const strike: Command = { type: 'airStrike', air: 'hurricanes', hex: '06,04' };
    expect(ocsGuard(s, strike)?.rule).toBe('OCS-MOV-NS-22');
    s = ok(
      apply(s, { type: 'construct', unit: 'sappers', hex: '04,05', what: 'airbase', action: 'build' }),
    ).state;
    expect(ocsGuard(s, strike)).toBeNull();
  });

  it('OCS-MOV-80/81: in segment C the air strike is the host air rules (PC-AIR), reported as an air mission', () => {
    let s = cloneState(ocsGame({ air: [plane], params: NO_INTERCEPT }));
    s.units[idx(s, 'senegal')]!.loc = s.world.board.parse('06,04')!;
    refreshSpotting(s, 'all');
    s = ok(apply(s, { type: 'ocsSegment' })).state;
    const r = ok(apply(s, { type: 'airStrike', air: 'hurricanes', hex: '06,04' }));
    expect(r.events.some((e) => e.type === 'airMission')).toBe(true);
  });
});
