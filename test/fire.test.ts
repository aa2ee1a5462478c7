import { describe, expect, it } from 'vitest';
import { apply, type GameEvent, type GameState } from '../src/engine/systems/panzer/index.js';
import {
  armorEffectiveness,
  computeFire,
  fireCost,
  infantryEffectiveness,
  qualityFirePercent,
  rangeDivisor,
} from '../src/engine/systems/panzer/rules/fire.js';
import { combatGame, idx } from './fixtures/combat.js';

const fireEvents = (events: readonly GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'fire' }> => e.type === 'fire');

function ok(state: GameState, cmd: Parameters<typeof apply>[1]) {
  const r = apply(state, cmd);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

function refused(state: GameState, cmd: Parameters<typeof apply>[1]) {
  const r = apply(state, cmd);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

const spec = (s: GameState, firer = 'a1', target = 'x1', indirect = false, opportunity = false) => ({
  firer: idx(s, firer),
  target: idx(s, target),
  indirect,
  opportunity,
});
const factor = (
  calc: { factors: readonly { label: string; value: number; rule?: string }[] },
  rule: string,
) => calc.factors.filter((f) => f.rule === rule);

describe('PC-FIR fire values and modifiers', () => {
  it('PC-FIR-04: basic attack strength = value × men-equivalents (vehicles ×10)', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', type: 'armor', component: 'vehicles', strength: 20, soft: { value: 8, range: 2 } },
      ],
    });
    const c = computeFire(s, spec(s));
    expect(c.attack).toBe(8 * 200);
    expect(c.defense).toBe(10);
    expect(c.combatValue).toBe(160);
  });

  it('PC-FIR-16 example: breakpoint 70% men = 90% effectiveness', () => {
    expect(infantryEffectiveness(100, 70, 90)).toBeCloseTo(100);
    expect(infantryEffectiveness(70, 70, 90)).toBeCloseTo(90);
    expect(infantryEffectiveness(85, 70, 90)).toBeCloseTo(95);
    expect(infantryEffectiveness(35, 70, 90)).toBeCloseTo(45);
    expect(infantryEffectiveness(0, 70, 90)).toBe(0);
    // An infantry battalion at half strength fires with 64.3% of its full 600 men.
    const s = combatGame({ allied: [{ id: 'a1', startStrength: 300 }] });
    expect(computeFire(s, spec(s)).attack).toBeCloseTo(10 * 600 * ((90 * 50) / 70 / 100));
  });

  it('PC-FIR-10: quality A +20% × QFM, B +10% × QFM, C 0, D −20%, E −40%, F −60%', () => {
    expect((['A', 'B', 'C', 'D', 'E', 'F'] as const).map((q) => qualityFirePercent(q, 1))).toEqual([
      20, 10, 0, -20, -40, -60,
    ]);
    expect(qualityFirePercent('A', 2)).toBe(40);
    expect(qualityFirePercent('D', 2)).toBe(-20);
    const s = combatGame({ allied: [{ id: 'a1', quality: 'A' }] });
    const c = computeFire(s, spec(s));
    expect(c.modifier).toBeCloseTo(20);
    expect(c.casualties.effective).toBeCloseTo(600 * 1.2);
  });

  it('PC-FIR-11: fatigue Medium −10%, High −20%, Maximum −40%', () => {
    for (const [fatigue, pct] of [
      [50, 0],
      [150, -10],
      [250, -20],
      [300, -40],
    ] as const) {
      const s = combatGame({ allied: [{ id: 'a1', fatigue }] });
      expect(computeFire(s, spec(s)).modifier).toBeCloseTo(pct);
    }
  });

  it('PC-FIR-14/15/30: Disrupted, Digging-In, Low Ammo, Travel Mode halve the fire value', () => {
    const s = combatGame();
    const a = s.units[idx(s, 'a1')]!;
    a.cohesion = 'disrupted';
    a.digging = true;
    a.lowAmmo = true;
    a.mode = 'travel';
    const c = computeFire(s, spec(s));
    expect(c.attack).toBeCloseTo(6000 / 16);
    expect(factor(c, 'PC-FIR-14').length).toBe(1);
    expect(factor(c, 'PC-FIR-15').length).toBe(3);
  });

  it('PC-FIR-15: firing from a hex enterable only by road is ×1/4 instead of ×1/2', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', type: 'armor', component: 'vehicles', moveClass: 'tracked', strength: 10, hex: '04,06' },
      ],
      scenario: {},
    });
    // Make a1's hex Marsh (vehicles only by road).
    const marsh = s.world.params.terrain.findIndex((t) => t.key === 'marsh');
    s.world.terrain[s.units[idx(s, 'a1')]!.loc] = marsh;
    s.units[idx(s, 'a1')]!.mode = 'travel';
    const c = computeFire(s, spec(s));
    expect(factor(c, 'PC-FIR-15').map((f) => f.value)).toEqual([0.25]);
  });

  it('PC-FIR-19/20: a target in Travel Mode defends at 1/2 (towed guns 1/4) and gets no terrain', () => {
    const s = combatGame();
    const forest = s.world.params.terrain.findIndex((t) => t.key === 'forest');
    s.world.terrain[s.units[idx(s, 'x1')]!.loc] = forest;
    expect(computeFire(s, spec(s)).modifier).toBeCloseTo(-30); // deployed: Forest −30%
    s.units[idx(s, 'x1')]!.mode = 'travel';
    const c = computeFire(s, spec(s));
    expect(c.defense).toBe(5);
    expect(c.modifier).toBe(0);
    const t = combatGame({
      axis: [
        {
          id: 'x1',
          type: 'artillery',
          component: 'guns',
          strength: 12,
          flags: { towed: true },
          mode: 'travel',
        },
      ],
    });
    expect(computeFire(t, spec(t)).defense).toBe(2.5);
  });

  it('PC-FIR-22 example: Range Effect 1.5 divides by 1.5 at 2, 2 at 3, 2.5 at 4; range 0 doubles', () => {
    expect([2, 3, 4].map((n) => rangeDivisor(n, 1.5))).toEqual([1.5, 2, 2.5]);
    expect(rangeDivisor(1, 1.5)).toBe(1);
    expect(1 / rangeDivisor(0, 1.5)).toBe(2);
    const s = combatGame({ allied: [{ id: 'a1', soft: { value: 10, range: 3 }, hex: '02,06' }] });
    const c = computeFire(s, spec(s));
    expect(c.range).toBe(3);
    expect(c.attack).toBeCloseTo(6000 / 2);
  });

  it('PC-FIR-23 examples: H 4 vs D 8 → 1/2; H 8 vs D 2 → 1/√4 = 1/2; H = D → 1', () => {
    expect(armorEffectiveness(4, 8)).toBe(0.5);
    expect(armorEffectiveness(8, 2)).toBe(0.5);
    expect(armorEffectiveness(5, 5)).toBe(1);
    const s = combatGame({
      allied: [{ id: 'a1', type: 'antiTank', component: 'guns', strength: 12, hard: { value: 4, range: 1 } }],
      axis: [
        {
          id: 'x1',
          type: 'armor',
          component: 'vehicles',
          strength: 10,
          defense: 8,
          flags: { hardTarget: true },
        },
      ],
    });
    const c = computeFire(s, spec(s));
    expect(c.hard).toBe(true);
    expect(factor(c, 'PC-FIR-23')[0]!.value).toBe(0.5);
    expect(factor(c, 'PC-FIR-23')[0]!.label).toContain('arms 50%');
    expect(c.attack).toBe(4 * 120 * 0.5);
  });

  it('PC-FIR-21: artillery at range 1 against a Hard target × Artillery Hard Target Mod', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', type: 'artillery', component: 'guns', strength: 12, hard: { value: 6, range: 5 } },
      ],
      axis: [
        {
          id: 'x1',
          type: 'armor',
          component: 'vehicles',
          strength: 10,
          defense: 6,
          flags: { hardTarget: true },
        },
      ],
    });
    expect(factor(computeFire(s, spec(s)), 'PC-FIR-21')[0]!.value).toBe(0.5);
  });

  it('PC-FIR-12: a higher target gets the Elevation modifier (halved for Mountain firers); not for indirect fire', () => {
    const s = combatGame();
    s.world.elevation[s.units[idx(s, 'x1')]!.loc] = 200;
    expect(computeFire(s, spec(s)).modifier).toBeCloseTo(-10);
    const m = combatGame({ allied: [{ id: 'a1', flags: { mountain: true } }] });
    m.world.elevation[m.units[idx(m, 'x1')]!.loc] = 200;
    expect(computeFire(m, spec(m)).modifier).toBeCloseTo(-5);
  });

  it('PC-FIR-08/09, PC-FRT-04: fortifications: IP %; Bunker raises defense and makes a Hard target; vacated halves', () => {
    const s = combatGame();
    const loc = s.units[idx(s, 'x1')]!.loc;
    s.hexes[loc] = {
      rubble: 'none',
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none',
      congestion: null,
      congestionCounter: 0,
      fortification: 'trench',
      fortificationVacated: false,
    };
    expect(computeFire(s, spec(s)).modifier).toBeCloseTo(-25);
    s.hexes[loc]!.fortificationVacated = true;
    expect(computeFire(s, spec(s)).modifier).toBeCloseTo(-12.5);
    s.hexes[loc]!.fortification = 'bunker';
    s.hexes[loc]!.fortificationVacated = false;
    const c = computeFire(s, spec(s));
    expect(c.hard).toBe(true); // uses a1's Hard value 2
    expect(c.attack).toBe(2 * 600);
    expect(c.defense).toBe(15);
    expect(c.modifier).toBeCloseTo(-35);
  });

  it('PC-FIR-14: a Broken target takes fewer casualties', () => {
    const s = combatGame();
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    expect(computeFire(s, spec(s)).combatValue).toBe(300);
  });

  it('PC-FIR-17 example: Indirect Mod 50% halves indirect opportunity fire only', () => {
    const s = combatGame({
      allied: [
        {
          id: 'a1',
          type: 'artillery',
          component: 'guns',
          strength: 12,
          soft: { value: 20, range: 8 },
          flags: { indirect: true },
          hex: '01,06',
        },
        { id: 'a2', hex: '04,06' },
      ],
    });
    const own = computeFire(s, spec(s, 'a1', 'x1', true, false));
    const opp = computeFire(s, spec(s, 'a1', 'x1', true, true));
    expect(own.attack).toBe(20 * 120);
    expect(opp.attack).toBe(20 * 120 * 0.5);
    expect(factor(opp, 'PC-FIR-17')[0]!.value).toBe(0.5);
    expect(factor(own, 'PC-FIR-22')).toEqual([]); // no range attenuation for indirect fire
  });

  it('PC-FIR-24: indirect fire at armor or an HQ doubles the disruption effect', () => {
    const s = combatGame({
      allied: [
        {
          id: 'a1',
          type: 'artillery',
          component: 'guns',
          strength: 12,
          hard: { value: 5, range: 8 },
          soft: { value: 20, range: 8 },
          flags: { indirect: true },
          hex: '01,06',
        },
        { id: 'a2', hex: '04,06' },
      ],
      axis: [{ id: 'x1', type: 'armor', component: 'vehicles', strength: 10, flags: { hardTarget: true } }],
    });
    expect(computeFire(s, spec(s, 'a1', 'x1', true)).disruptionLoss).toBe(2);
    expect(computeFire(s, spec(s, 'a2', 'x1', false)).disruptionLoss).toBe(1);
  });

  it('PC-FIR-27: a Siege Gun fires ×50 against a Pillbox', () => {
    const s = combatGame({
      allied: [
        {
          id: 'a1',
          type: 'artillery',
          component: 'guns',
          strength: 2,
          hard: { value: 17, range: 35 },
          soft: { value: 18, range: 35 },
          flags: { indirect: true, siegeGun: true },
        },
      ],
    });
    const loc = s.units[idx(s, 'x1')]!.loc;
    s.hexes[loc] = {
      rubble: 'none',
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none',
      congestion: null,
      congestionCounter: 0,
      fortification: 'pillbox',
      fortificationVacated: false,
    };
    expect(factor(computeFire(s, spec(s)), 'PC-FIR-27')[0]!.value).toBe(50);
  });

  it('PC-FIR-02: direct fire costs 1/3 MA, indirect 1/2 MA, ships twice', () => {
    const s = combatGame({ allied: [{ id: 'a1' }, { id: 'a2', type: 'naval', hex: '03,06' }] });
    expect(s.units[idx(s, 'a1')]!.mpMax).toBe(9);
    expect(fireCost(s, idx(s, 'a1'), false)).toBe(3);
    expect(fireCost(s, idx(s, 'a1'), true)).toBe(5);
    expect(fireCost(s, idx(s, 'a2'), false)).toBe(6);
  });
});

describe('PC-FIR fire commands', () => {
  it('a shot costs MP, marks the firer fired and revealed, and reports the breakdown', () => {
    const s = combatGame();
    s.world.params.combat.opFireOnFire = false;
    const r = ok(s, { type: 'fire', units: ['a1'], target: '05,06' });
    const a = r.state.units[idx(s, 'a1')]!;
    expect(a.mp).toBe(6);
    expect(a.fired).toBe(true);
    expect(a.revealed).toBe(true);
    const [f] = fireEvents(r.events);
    expect(f!.targetUnit).toBe(idx(s, 'x1'));
    expect(f!.losses[0]!.loss).toBe(
      r.state.units[idx(s, 'x1')]!.strength === 600 ? 0 : 600 - r.state.units[idx(s, 'x1')]!.strength,
    );
    expect(f!.factors.some((x) => x.rule === 'PC-FIR-16')).toBe(true);
    expect(f!.numbers!.low).toBeCloseTo(3);
    expect(f!.numbers!.high).toBeCloseTo(36);
  });

  it('PC-FIR-29 Auto Multi-Fire fires until the MP run out', () => {
    const s = combatGame();
    s.world.params.combat.opFireOnFire = false;
    const r = ok(s, { type: 'fire', units: ['a1'], target: '05,06', repeat: true });
    expect(fireEvents(r.events).length).toBe(3);
    expect(r.state.units[idx(s, 'a1')]!.mp).toBe(0);
    expect(refused(r.state, { type: 'fire', units: ['a1'], target: '05,06' }).code).toBe('NOT_ENOUGH_MP');
  });

  it('refusals a player reads: out of range, not spotted, no LOS, Broken, unknown hex', () => {
    const far = combatGame({ allied: [{ id: 'a1', hex: '02,06' }] });
    const e1 = refused(far, { type: 'fire', units: ['a1'], target: '05,06' });
    expect(e1.code).toBe('OUT_OF_RANGE');
    expect(e1.message).toBe('a1 has Soft range 1; 05,06 is 3 hexes away.');

    const unseen = combatGame();
    unseen.knowledge.allied.spotted = [];
    expect(refused(unseen, { type: 'fire', units: ['a1'], target: '05,06' }).message).toBe(
      'No spotted enemy unit in 05,06.',
    );
    expect(refused(unseen, { type: 'fire', units: ['a1'], target: '07,06' }).code).toBe('NOT_SPOTTED');

    const blocked = combatGame({
      allied: [{ id: 'a1', hex: '05,04', soft: { value: 10, range: 3 } }],
      axis: [{ id: 'x1', hex: '07,04' }],
    });
    const town = blocked.world.params.terrain.findIndex((t) => t.key === 'town');
    expect(blocked.world.terrain[blocked.world.board.parse('06,04')!]).toBe(town);
    const e3 = refused(blocked, { type: 'fire', units: ['a1'], target: '07,04' });
    expect(e3.code).toBe('NO_LOS');

    const broken = combatGame();
    broken.units[idx(broken, 'a1')]!.cohesion = 'broken';
    const e4 = refused(broken, { type: 'fire', units: ['a1'], target: '05,06' });
    expect(e4).toMatchObject({ code: 'CANNOT_FIRE', rule: 'PC-FIR-14' });

    expect(refused(combatGame(), { type: 'fire', units: ['a1'], target: '99,99' }).code).toBe('NO_SUCH_HEX');
    expect(refused(combatGame(), { type: 'fire', units: ['x1'], target: '04,06' }).code).toBe(
      'NOT_YOUR_UNIT',
    );
  });

  it('PC-FIR-03: indirect fire needs a spotter that sees the target; Broken units cannot spot', () => {
    const mk = () =>
      combatGame({
        allied: [
          {
            id: 'a1',
            type: 'artillery',
            component: 'guns',
            strength: 12,
            soft: { value: 20, range: 8 },
            flags: { indirect: true },
            hex: '00,06',
          },
          { id: 'a2', hex: '04,06' },
        ],
      });
    const s = mk();
    const r = ok(s, { type: 'fire', units: ['a1'], target: '05,06', indirect: true });
    expect(fireEvents(r.events)[0]!.indirect).toBe(true);
    expect(r.state.units[idx(s, 'a1')]!.mp).toBe(s.units[idx(s, 'a1')]!.mp - fireCost(s, idx(s, 'a1'), true));
    const t = mk();
    t.units[idx(t, 'a2')]!.cohesion = 'broken';
    t.units[idx(t, 'a-hq')]!.loc = t.world.board.parse('00,00')!;
    expect(refused(t, { type: 'fire', units: ['a1'], target: '05,06', indirect: true }).code).toBe(
      'NOT_SPOTTED',
    );
    expect(refused(mk(), { type: 'fire', units: ['a2'], target: '05,06', indirect: true }).rule).toBe(
      'PC-FIR-03',
    );
  });

  it('PC-FIR-28 example: stacking limit 1600 lets one 1600-man stack fire twice, a newcomer once', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', strength: 1600, speed: 18 },
        { id: 'a2', strength: 1600, speed: 18, hex: '03,06' },
      ],
      scenario: { params: { maxStacking: 1600, combat: { opFireOnFire: false } } },
    });
    let r = ok(s, { type: 'fire', units: ['a1'], target: '05,06' });
    r = ok(r.state, { type: 'fire', units: ['a1'], target: '05,06' });
    // a1 leaves and a2 takes its place (placed directly: movement is not under test).
    const st = r.state;
    st.units[idx(st, 'a1')]!.loc = st.world.board.parse('04,07')!;
    st.units[idx(st, 'a2')]!.loc = st.world.board.parse('04,06')!;
    r = ok(st, { type: 'fire', units: ['a2'], target: '05,06' });
    const e = refused(r.state, { type: 'fire', units: ['a2'], target: '05,06' });
    expect(e.rule).toBe('PC-FIR-28');
  });

  it('an eliminated target leaves play with an event and the losses count for victory', () => {
    const s = combatGame({
      axis: [{ id: 'x1', strength: 3, startStrength: 3 }],
      allied: [{ id: 'a1', soft: { value: 40, range: 1 } }],
    });
    s.world.params.combat.opFireOnFire = false;
    const r = ok(s, { type: 'fire', units: ['a1'], target: '05,06', repeat: true });
    const x = r.state.units[idx(s, 'x1')]!;
    expect(x.status).toBe('eliminated');
    expect(x.loc).toBe(-1);
    expect(r.events.some((e) => e.type === 'eliminated' && e.unit === idx(s, 'x1'))).toBe(true);
    expect(r.state.losses.axis.men).toBe(3);
    expect(fireEvents(r.events)[0]!.summary).toMatch(/\/X$/);
  });
});
