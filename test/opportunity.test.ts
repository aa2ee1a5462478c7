import { describe, expect, it } from 'vitest';
import { apply } from '../src/engine/systems/panzer/index.js';
import { opportunityFire } from '../src/engine/systems/panzer/rules/opportunity.js';
import { combatGame, idx } from './fixtures/combat.js';

describe('PC-TRN-06 opportunity fire', () => {
  it('fires at a mover in range with the chance given, at no MP cost, and counts shots', () => {
    const s = combatGame({ scenario: { params: { combat: { opFireChance: 100, opFireShotsPerTurn: 1 } } } });
    const a = idx(s, 'a1');
    const x = idx(s, 'x1');
    const mp = s.units[x]!.mp;
    const out = opportunityFire(s, [a], s.units[a]!.loc, 'enter');
    const fire = out.events.find((e) => e.type === 'fire');
    expect(fire).toMatchObject({ type: 'fire', opportunity: true, firers: [x], targetUnit: a });
    expect(s.units[x]!.mp).toBe(mp);
    expect(s.units[x]!.fired).toBe(true);
    expect(s.combat.opShots[x]).toBe(1);
    // One shot per turn: a second trigger draws nothing.
    expect(opportunityFire(s, [a], s.units[a]!.loc, 'enter').events).toEqual([]);
  });

  it("the side's setting 'none' holds fire; 'armorOnly' fires only at Hard targets", () => {
    const s = combatGame({ scenario: { params: { combat: { opFireChance: 100 } } } });
    s.combat.opFire.axis = 'none';
    expect(opportunityFire(s, [idx(s, 'a1')], s.units[idx(s, 'a1')]!.loc, 'enter').events).toEqual([]);
    s.combat.opFire.axis = 'armorOnly';
    expect(opportunityFire(s, [idx(s, 'a1')], s.units[idx(s, 'a1')]!.loc, 'enter').events).toEqual([]);
  });

  it('PC-FIR-27: Siege Guns never use opportunity fire; PC-FIR-14 Broken units never fire', () => {
    const s = combatGame({
      axis: [
        {
          id: 'x1',
          type: 'artillery',
          component: 'guns',
          strength: 2,
          soft: { value: 18, range: 5 },
          flags: { siegeGun: true, indirect: true },
        },
      ],
      scenario: { params: { combat: { opFireChance: 100 } } },
    });
    expect(opportunityFire(s, [idx(s, 'a1')], s.units[idx(s, 'a1')]!.loc, 'enter').events).toEqual([]);
    const b = combatGame({ scenario: { params: { combat: { opFireChance: 100 } } } });
    b.units[idx(b, 'x1')]!.cohesion = 'broken';
    expect(opportunityFire(b, [idx(b, 'a1')], b.units[idx(b, 'a1')]!.loc, 'enter').events).toEqual([]);
  });

  it('the opFire command sets the side setting (saved in the state)', () => {
    const s = combatGame();
    const r = apply(s, { type: 'opFire', side: 'allied', setting: 'armorOnly' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.combat.opFire.allied).toBe('armorOnly');
    expect(s.combat.opFire.allied).toBe('all');
    expect(apply(s, { type: 'opFire', side: 'axis', setting: 'none' }).ok).toBe(false);
  });

  it('a shot by the active side can draw fire back (PC-TRN-06)', () => {
    const s = combatGame({ scenario: { params: { combat: { opFireChance: 100 } } } });
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const fires = r.events.filter((e) => e.type === 'fire');
    expect(fires.length).toBe(2);
    expect(fires[1]).toMatchObject({ opportunity: true, firers: [idx(s, 'x1')] });
  });
});
