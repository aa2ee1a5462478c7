import { describe, expect, it } from 'vitest';
import { apply, type GameEvent, type GameState } from '../src/engine/systems/panzer/index.js';
import {
  combinedArmsPenalty,
  combinedOrganisation,
  computeAssault,
  resolveAssault,
  unitModifier,
} from '../src/engine/systems/panzer/rules/assault.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';

const tanks = (id: string, strength: number, hex: string) => ({
  id,
  type: 'armor' as const,
  component: 'vehicles' as const,
  moveClass: 'tracked' as const,
  speed: 12,
  strength,
  flags: { hardTarget: true },
  hex,
});
const inf = (id: string, strength: number, hex: string) => ({ id, strength, hex });

function setTerrain(s: GameState, hex: string, key: string) {
  s.world.terrain[s.world.board.parse(hex)!] = s.world.params.terrain.findIndex((t) => t.key === key);
}

const assaultEvent = (events: readonly GameEvent[]) =>
  events.find((e): e is Extract<GameEvent, { type: 'assault' }> => e.type === 'assault')!;

describe('PC-ASL assault values and modifiers', () => {
  it('PC-ASL-10 example: A at Medium fatigue +10%, C at High −20%; attackers use −20%, defenders +10%', () => {
    const s = combatGame({
      allied: [
        { id: 'a1', quality: 'A', fatigue: 150 },
        { id: 'a2', quality: 'C', fatigue: 250, hex: '04,07' },
      ],
      axis: [
        { id: 'x1', quality: 'A', fatigue: 150 },
        { id: 'x2', quality: 'C', fatigue: 250, hex: '05,06' },
      ],
    });
    expect(unitModifier(s, idx(s, 'a1'))).toBe(10);
    expect(unitModifier(s, idx(s, 'a2'))).toBe(-20);
    const c = computeAssault(s, [idx(s, 'a1'), idx(s, 'a2')], s.world.board.parse('05,06')!);
    expect(c.attack.modifier).toBeCloseTo(-20);
    expect(c.answer.modifier).toBeCloseTo(10);
  });

  it('PC-ASL-11 example 1: 14 vehicles + 100 infantry against 120 infantry → 2 vehicles at half', () => {
    const s = combatGame({
      allied: [tanks('t', 14, '04,06'), inf('i', 100, '04,06')],
      axis: [inf('x1', 120, '05,06')],
    });
    setTerrain(s, '05,06', 'forest');
    const p = combinedArmsPenalty(
      s,
      [idx(s, 't'), idx(s, 'i')],
      [idx(s, 'x1')],
      s.world.board.parse('05,06')!,
    );
    expect(p).toEqual([2, 0]);
  });

  it('PC-ASL-11 example 2: 10 vehicles + 800 infantry against 200 → no penalty', () => {
    const s = combatGame({
      allied: [tanks('t', 10, '04,06'), inf('i', 800, '04,06')],
      axis: [inf('x1', 200, '05,06')],
    });
    setTerrain(s, '05,06', 'forest');
    expect(
      combinedArmsPenalty(s, [idx(s, 't'), idx(s, 'i')], [idx(s, 'x1')], s.world.board.parse('05,06')!),
    ).toEqual([0, 0]);
  });

  it('PC-ASL-11 example 3: hex A 10 vehicles + 800 infantry, hex B 20 vehicles, defender 200 → 10 vehicles of hex B at half', () => {
    const s = combatGame({
      allied: [tanks('tA', 10, '04,06'), inf('iA', 800, '04,06'), tanks('tB', 20, '05,07')],
      axis: [inf('x1', 200, '05,06')],
    });
    setTerrain(s, '05,06', 'forest');
    const list = [idx(s, 'tA'), idx(s, 'iA'), idx(s, 'tB')];
    expect(combinedArmsPenalty(s, list, [idx(s, 'x1')], s.world.board.parse('05,06')!)).toEqual([0, 0, 10]);
    const c = computeAssault(s, list, s.world.board.parse('05,06')!);
    expect(c.factors.some((f) => f.rule === 'PC-ASL-11' && f.value === 0.75)).toBe(true);
  });

  it('PC-ASL-11: no penalty in a Clear hex', () => {
    const s = combatGame({ allied: [tanks('t', 14, '04,06')], axis: [inf('x1', 600, '05,06')] });
    expect(combinedArmsPenalty(s, [idx(s, 't')], [idx(s, 'x1')], s.world.board.parse('05,06')!)).toEqual([0]);
  });

  it('PC-ASL-16 example: 10 losses at night into a Village (M = −20) count as 50 for disruption', () => {
    const s = combatGame({
      scenario: { start: { date: '1944-06-13T00:00', minutesPerTurn: 120, turns: 6, firstSide: 'allied' } },
    });
    setTerrain(s, '05,06', 'village');
    const c = computeAssault(s, [idx(s, 'a1')], s.world.board.parse('05,06')!);
    expect(10 * c.attackerDisruption).toBeCloseTo(50);
  });

  it('PC-ASL-17: total assault value and strength-weighted average defense', () => {
    const s = combatGame({
      allied: [{ id: 'a1', assault: 12, strength: 600 }, tanks('t', 10, '04,07')],
      axis: [
        { id: 'x1', defense: 10, strength: 600 },
        { id: 'x2', defense: 20, strength: 200, hex: '05,06' },
      ],
    });
    const c = computeAssault(s, [idx(s, 'a1'), idx(s, 't')], s.world.board.parse('05,06')!);
    expect(c.attack.total).toBe(12 * 600 + 12 * 100);
    expect(c.attack.defense).toBeCloseTo((10 * 600 + 20 * 200) / 800);
    expect(c.answer.total).toBe(12 * 800);
    expect(c.answer.defense).toBeCloseTo(10);
  });

  it('PC-ASL-02/05: attacker in Travel Mode ×1/4; defender Disrupted ×1/2, Broken ×1/4, Travel ×1/4', () => {
    const s = combatGame({ allied: [{ id: 'a1', mode: 'travel' }] });
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    const c = computeAssault(s, [idx(s, 'a1')], s.world.board.parse('05,06')!);
    expect(c.attack.total).toBe(7200 / 4);
    expect(c.answer.total).toBe(7200 / 4);
    s.units[idx(s, 'x1')]!.cohesion = 'disrupted';
    expect(computeAssault(s, [idx(s, 'a1')], s.world.board.parse('05,06')!).answer.total).toBe(3600);
  });

  it('PC-ASL-05/PC-FIR-26: a fixed-facing defender attacked only through its rear defends at 0', () => {
    const s = combatGame({ axis: [{ id: 'x1', facing: 0 }] }); // faces E; a1 attacks from the W
    expect(computeAssault(s, [idx(s, 'a1')], s.world.board.parse('05,06')!).answer.total).toBe(0);
  });

  it('PC-ASL-08/09: the largest hexside modifier applies; terrain applies only when vehicles attack', () => {
    const s = combatGame({ allied: [{ id: 'a1' }, tanks('t', 10, '04,07')] });
    setTerrain(s, '05,06', 'forest');
    const loc = s.world.board.parse('05,06')!;
    expect(computeAssault(s, [idx(s, 'a1')], loc).attack.modifier).toBeCloseTo(0);
    expect(
      computeAssault(s, [idx(s, 'a1'), idx(s, 't')], loc).factors.some(
        (f) => f.rule === 'PC-ASL-09' && f.value === -30,
      ),
    ).toBe(true);
  });

  it('PC-ASL-13 example: a Goliath (assault 2) loses 16; bunker defense bonus halved', () => {
    const s = combatGame({
      allied: [
        { id: 'a1' },
        {
          id: 'g',
          type: 'armor',
          component: 'vehicles',
          strength: 20,
          assault: 2,
          defense: 2,
          hex: '04,07',
          flags: { demolition: true, hardTarget: true },
        },
      ],
      axis: [{ id: 'x1', assault: 0 }], // no losses from the defenders: only the demolition charge
    });
    const loc = s.world.board.parse('05,06')!;
    s.hexes[loc] = {
      rubble: 'none',
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none',
      congestion: null,
      congestionCounter: 0,
      fortification: 'bunker',
      fortificationVacated: false,
    };
    const withG = computeAssault(s, [idx(s, 'a1'), idx(s, 'g')], loc);
    const without = computeAssault(s, [idx(s, 'a1')], loc);
    expect(without.attack.defense).toBeCloseTo(15);
    expect(withG.attack.defense).toBeCloseTo(12.5);
    const ev: GameEvent[] = [];
    resolveAssault(s, withG, scriptedDice([0]), ev);
    expect(s.units[idx(s, 'g')]!.strength).toBe(4);
  });

  it('PC-ASL-14: attackers from different divisions take −20%', () => {
    const s = combatGame({
      allied: [{ id: 'a1' }, { id: 'a2', hex: '04,07', org: 'b-div' }],
      scenario: {
        orgs: [
          { id: 'allies', name: 'XXX Corps', side: 'allied', level: 'corps' },
          { id: 'a-div', name: '7th Armd', side: 'allied', level: 'division', parent: 'allies' },
          { id: 'b-div', name: '50th Div', side: 'allied', level: 'division', parent: 'allies' },
          { id: 'axis', name: 'I SS Pz Corps', side: 'axis', level: 'corps' },
          { id: 'x-div', name: 'Panzer Lehr', side: 'axis', level: 'division', parent: 'axis' },
        ],
      },
    });
    expect(combinedOrganisation(s, [idx(s, 'a1'), idx(s, 'a2')])).toBe(true);
    expect(combinedOrganisation(s, [idx(s, 'a1')])).toBe(false);
    expect(
      computeAssault(s, [idx(s, 'a1'), idx(s, 'a2')], s.world.board.parse('05,06')!).attack.modifier,
    ).toBeCloseTo(-20);
  });
});

describe('PC-ASL assault commands', () => {
  const mk = () => {
    const s = combatGame();
    s.world.params.combat.opFireOnFire = false;
    return s;
  };

  it('refusals: not adjacent, Disrupted attacker, not enough MP, empty hex, unbridged river', () => {
    const s = mk();
    expect(apply(s, { type: 'assault', units: ['a1'], target: '06,06' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED' },
    });
    const far = combatGame({ allied: [{ id: 'a1', hex: '02,06' }] });
    expect(apply(far, { type: 'assault', units: ['a1'], target: '05,06' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ADJACENT' },
    });
    const d = mk();
    d.units[idx(d, 'a1')]!.cohesion = 'disrupted';
    expect(apply(d, { type: 'assault', units: ['a1'], target: '05,06' })).toMatchObject({
      ok: false,
      error: { rule: 'PC-ASL-02' },
    });
    const mp = mk();
    mp.units[idx(mp, 'a1')]!.mp = 5;
    const e = apply(mp, { type: 'assault', units: ['a1'], target: '05,06' });
    expect(e).toMatchObject({
      ok: false,
      error: { code: 'NOT_ENOUGH_MP', message: 'a1 has 5 MP left; an assault needs 6 (2/3 of its MA).' },
    });
    const river = combatGame({ allied: [{ id: 'a1', hex: '08,01' }], axis: [{ id: 'x1', hex: '09,01' }] });
    expect(apply(river, { type: 'assault', units: ['a1'], target: '09,01' })).toMatchObject({
      ok: false,
      error: { rule: 'PC-ASL-03' },
    });
  });

  it('PC-ASL-04: an assault costs 2/3 MA and marks the attackers', () => {
    const s = mk();
    const r = apply(s, { type: 'assault', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const a = r.state.units[idx(s, 'a1')]!;
    expect(a.assaulted).toBe(true);
    expect(a.mp).toBe(3);
    const ev = assaultEvent(r.events);
    expect(ev.numbers!.attackers.combatValue).toBeCloseTo(720);
    expect(ev.summary).toMatch(/^Assault on 05,06: \d+ \/ \d+/);
  });

  it('PC-ASL-18/24: defenders that break retreat and the attackers take the hex (objective captured)', () => {
    // Axis defender already Disrupted and weak; many seeds: whenever it retreats, a1 advances.
    let seen = 0;
    for (let seed = 0; seed < 30 && seen < 3; seed++) {
      const s = combatGame({
        seed,
        axis: [{ id: 'x1', hex: '06,05', strength: 200 }],
        allied: [{ id: 'a1', hex: '05,05', strength: 800 }],
      });
      s.units[idx(s, 'x1')]!.cohesion = 'disrupted';
      const r = apply(s, { type: 'assault', units: ['a1'], target: '06,05' });
      if (!r.ok) throw new Error(r.error.message);
      const ev = assaultEvent(r.events);
      if (!ev.success) continue;
      seen++;
      expect(r.state.units[idx(s, 'a1')]!.loc).toBe(s.world.board.parse('06,05'));
      const x = r.state.units[idx(s, 'x1')]!;
      expect(x.status === 'eliminated' || x.loc !== s.world.board.parse('06,05')).toBe(true);
      expect(ev.advanced).toEqual([idx(s, 'a1')]);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('PC-ASL-24/PC-VIC-01: taking an objective hex captures it', () => {
    const s = combatGame({
      axis: [{ id: 'x1', hex: '06,04', strength: 50 }],
      allied: [{ id: 'a1', hex: '05,04', strength: 800 }],
    });
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    s.units[idx(s, 'x1')]!.fatigue = 300; // cannot recover, stays broken
    for (let n = 0; n < 20; n++) {
      const r = apply({ ...s, seq: n }, { type: 'assault', units: ['a1'], target: '06,04' });
      if (!r.ok) throw new Error(r.error.message);
      if (!assaultEvent(r.events).success) continue;
      expect(r.state.objectives[0]!.owner).toBe('allied');
      expect(r.events.some((e) => e.type === 'objectiveTaken')).toBe(true);
      return;
    }
    throw new Error('never captured');
  });

  it('PC-ASL-20: defenders forced to retreat with no legal hex lose 50% more, captured; PC-FRT-04 fortification halved', () => {
    const s = combatGame({ axis: [{ id: 'x1', strength: 400 }] });
    const loc = s.world.board.parse('05,06')!;
    // Minefields in every other neighbour leave x1 no legal retreat hex (PC-ASL-19).
    const board = s.world.board;
    s.hexes[loc] = {
      rubble: 'none',
      minefield: 0,
      minefieldPenetrated: false,
      obstacle: 'none',
      congestion: null,
      congestionCounter: 0,
      fortification: 'ip',
      fortificationVacated: false,
    };
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    s.units[idx(s, 'x1')]!.fatigue = 300;
    const ev: GameEvent[] = [];
    const calc = computeAssault(s, [idx(s, 'a1')], loc);
    for (let k = board.adjStart[loc]!; k < board.adjStart[loc + 1]!; k++) {
      const n = board.adj[k]!;
      if (n === s.units[idx(s, 'a1')]!.loc) continue;
      s.hexes[n] = {
        rubble: 'none',
        minefield: 1,
        minefieldPenetrated: false,
        obstacle: 'none',
        congestion: null,
        congestionCounter: 0,
        fortification: null,
        fortificationVacated: false,
      };
    }
    resolveAssault(s, calc, scriptedDice([0]), ev);
    const a = assaultEvent(ev);
    const x = a.defenderLosses[0]!;
    expect(x.captured).toBeGreaterThan(0);
    expect(x.strengthAfter).toBeLessThanOrEqual(200);
    expect(s.hexes[loc]!.fortificationVacated).toBe(true);
  });

  it('PC-ASL-21: a Fragile Morale unit of quality C–F that cannot retreat is eliminated', () => {
    const s = combatGame({ axis: [{ id: 'x1', strength: 400, flags: { fragileMorale: true } }] });
    const loc = s.world.board.parse('05,06')!;
    const board = s.world.board;
    s.units[idx(s, 'x1')]!.cohesion = 'broken';
    s.units[idx(s, 'x1')]!.fatigue = 300;
    for (let k = board.adjStart[loc]!; k < board.adjStart[loc + 1]!; k++) {
      const n = board.adj[k]!;
      s.hexes[n] = {
        rubble: 'none',
        minefield: 1,
        minefieldPenetrated: false,
        obstacle: 'none',
        congestion: null,
        congestionCounter: 0,
        fortification: null,
        fortificationVacated: false,
      };
    }
    const ev: GameEvent[] = [];
    resolveAssault(s, computeAssault(s, [idx(s, 'a1')], loc), scriptedDice([0]), ev);
    expect(s.units[idx(s, 'x1')]!.status).toBe('eliminated');
    expect(s.units[idx(s, 'a1')]!.loc).toBe(loc);
  });
});
