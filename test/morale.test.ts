import { describe, expect, it } from 'vitest';
import { apply, type GameState } from '../src/engine/systems/panzer/index.js';
import {
  attemptRecovery,
  currentMorale,
  moraleCheck,
  moralePassChance,
  recoveryChance,
} from '../src/engine/systems/panzer/rules/morale.js';
import {
  fatigueLevel,
  fatigueCombatPercent,
  fatigueMoraleModifier,
  recoverFatigue,
  restedLastTurn,
} from '../src/engine/systems/panzer/rules/fatigue.js';
import { expectedRecovery, recoverLosses } from '../src/engine/systems/panzer/rules/recovery.js';
import { markEngaged } from '../src/engine/systems/panzer/rules/combat-units.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { defaultVariantParams } from '../src/engine/systems/panzer/profiles/rule-params.js';

/** Moves a fresh game to turn 2 (Allied) without anyone acting. */
function turnTwo(state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 2; i++) {
    const r = apply(s, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('PC-MRL morale', () => {
  it('PC-MRL-01/02: morale = quality number minus fatigue, Low Ammo/Fuel, Disrupted, Isolated', () => {
    const s = combatGame({ allied: [{ id: 'a1', quality: 'B' }] });
    const a = idx(s, 'a1');
    expect(currentMorale(s, a)).toBe(5);
    s.units[a]!.fatigue = 150;
    expect(currentMorale(s, a)).toBe(4);
    s.units[a]!.fatigue = 250;
    expect(currentMorale(s, a)).toBe(3);
    s.units[a]!.fatigue = 300;
    expect(currentMorale(s, a)).toBe(1);
    s.units[a]!.fatigue = 0;
    s.units[a]!.lowAmmo = true;
    s.units[a]!.lowFuel = true;
    expect(currentMorale(s, a)).toBe(4); // together once (rules-decisions)
    s.units[a]!.cohesion = 'disrupted';
    expect(currentMorale(s, a)).toBe(3);
    s.ops.isolated = [a];
    expect(currentMorale(s, a)).toBe(2);
  });

  it('PC-MRL-02: the Disrupted −1 does not apply to Morale F units trying to recover', () => {
    const s = combatGame({ allied: [{ id: 'a1', quality: 'F' }] });
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'disrupted';
    expect(currentMorale(s, a)).toBe(0);
    expect(currentMorale(s, a, true)).toBe(1);
  });

  it('PC-MRL-03: a unit with No Morale always fails', () => {
    const s = combatGame({ allied: [{ id: 'a1', quality: 'F', fatigue: 300 }] });
    expect(moralePassChance(currentMorale(s, idx(s, 'a1')))).toBe(0);
    expect(moraleCheck(s, idx(s, 'a1'), scriptedDice([0])).passed).toBe(false);
  });

  it('PC-MRL-08 examples: morale A always passes the d6 test, morale D 50%', () => {
    expect(moralePassChance(6)).toBe(1);
    expect(moralePassChance(3)).toBe(0.5);
  });

  it('PC-MRL-06/08 examples: range test C 8, R 12 → 2/5; C 8, R 8 → 50%', () => {
    // a-hq has command range 8 and quality C. Put the unit 12 and then 8 hexes away.
    const s = combatGame({ allied: [{ id: 'a1', quality: 'A' }] });
    const a = idx(s, 'a1');
    const hq = idx(s, 'a-hq');
    s.units[a]!.cohesion = 'disrupted';
    const board = s.world.board;
    const at = (r: number) => {
      for (let loc = 0; loc < board.size; loc++) if (board.distance(loc, s.units[hq]!.loc) === r) return loc;
      throw new Error('no hex');
    };
    s.units[a]!.loc = at(8);
    // Morale A: 6, disrupted −1 → 5 when recovering: P(d6 ≤ 5) = 5/6.
    expect(recoveryChance(s, a)).toBeCloseTo((0.5 + 0.5 * 0.5) * (5 / 6));
    s.units[a]!.loc = at(12);
    // Beyond the HQ's nominal range 8 the unit is also Detached: −1 more when recovering (PC-MRL-02).
    expect(recoveryChance(s, a)).toBeCloseTo((0.4 + 0.6 * 0.5) * (4 / 6));
  });

  it('PC-MRL-06: a failed range test still reaches the morale test half the time', () => {
    const s = combatGame();
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'disrupted';
    // range roll 99 fails, second chance 10 < 50 passes, d6 = 1 ≤ morale 4 → recovers
    const r = attemptRecovery(s, a, scriptedDice([0.99, 0.1, 0]));
    expect(r.after).toBe('ok');
    expect(r.rolls.map((x) => x.success)).toEqual([false, true, true]);
    const r2 = attemptRecovery(s, a, scriptedDice([0.99, 0.6, 0]));
    expect(r2.after).toBe('disrupted');
  });

  it('PC-MRL-06 step 0: a Broken unit at Maximum Fatigue cannot recover; Broken → Disrupted otherwise', () => {
    const s = combatGame();
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'broken';
    s.units[a]!.fatigue = 300;
    expect(recoveryChance(s, a)).toBe(0);
    expect(attemptRecovery(s, a, scriptedDice([0])).after).toBe('broken');
    s.units[a]!.fatigue = 0;
    expect(attemptRecovery(s, a, scriptedDice([0])).after).toBe('disrupted');
  });

  it('PC-MRL-07: without a working HQ the chance is half the morale test alone', () => {
    const s = combatGame();
    const a = idx(s, 'a1');
    s.units[a]!.cohesion = 'disrupted';
    s.units[idx(s, 'a-hq')]!.status = 'eliminated';
    s.units[idx(s, 'a-hq')]!.loc = -1;
    // morale C 4, disrupted −1, Detached (its HQ is gone) −1 = 2: P = 1/2 × 2/6
    expect(recoveryChance(s, a)).toBeCloseTo(1 / 6);
  });

  it('PC-MRL-04: a Disrupted unit that fails again breaks only at Maximum Fatigue (default reading)', async () => {
    const { applyCasualties } = await import('../src/engine/systems/panzer/rules/results.js');
    const s = combatGame();
    const x = idx(s, 'x1');
    s.units[x]!.cohesion = 'disrupted';
    applyCasualties(s, x, 15, { reason: 't' }, scriptedDice([0, 0, 0, 0.99]), []);
    expect(s.units[x]!.cohesion).toBe('disrupted');
    s.units[x]!.fatigue = 300;
    applyCasualties(s, x, 15, { reason: 't' }, scriptedDice([0, 0, 0, 0.99]), []);
    expect(s.units[x]!.cohesion).toBe('broken');
    const t = combatGame({ scenario: { params: { combat: { breakRule: 'anyFailure' } } } });
    t.units[x]!.cohesion = 'disrupted';
    applyCasualties(t, x, 15, { reason: 't' }, scriptedDice([0, 0, 0, 0.99]), []);
    expect(t.units[x]!.cohesion).toBe('broken');
  });
});

describe('PC-FAT fatigue', () => {
  it('PC-GEN-03 levels and effects', () => {
    const pc = defaultVariantParams(); // the operational scale, 0-300
    expect([0, 1, 99, 100, 199, 200, 299, 300].map((f) => fatigueLevel(f, pc))).toEqual([
      'none',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'maximum',
    ]);
    expect([0, 150, 250, 300].map((f) => fatigueCombatPercent(f, pc))).toEqual([0, -10, -20, -40]);
    expect([0, 150, 250, 300].map((f) => fatigueMoraleModifier(f, pc))).toEqual([0, -1, -2, -4]);
  });

  it('PC-FAT-04: a unit that moved, fired, assaulted or was fired upon does not rest', () => {
    const s = turnTwo(combatGame());
    const a = idx(s, 'a1');
    expect(restedLastTurn(s, a)).toBe(true);
    markEngaged(s, a);
    expect(restedLastTurn(s, a)).toBe(false);
    const t = turnTwo(combatGame());
    t.units[a]!.digging = true;
    expect(restedLastTurn(t, a)).toBe(false);
  });

  it('PC-FAT-05: fatigue recovered is 0..2 × rest (rest doubled at night)', () => {
    const s = turnTwo(combatGame({ allied: [{ id: 'a1', fatigue: 200 }] }));
    const a = idx(s, 'a1');
    let min = Infinity;
    let max = -Infinity;
    for (let seq = 0; seq < 300; seq++) {
      const t = { ...s, seq, units: s.units.map((u) => ({ ...u, fatigue: 200 })) };
      recoverFatigue(t, 'allied', []);
      const got = 200 - t.units[a]!.fatigue;
      min = Math.min(min, got);
      max = Math.max(max, got);
    }
    const rest = s.world.params.restValue;
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThanOrEqual(2 * rest);
    expect(max).toBeGreaterThan(rest);
  });
});

describe('PC-REC loss recovery', () => {
  it('PC-REC-01/02 examples at 2%, quality C: 200 of 600 lost → 4; 10 lost → 0.2; 1 of 35 tanks → 0.02', () => {
    const s = turnTwo(
      combatGame({
        allied: [
          { id: 'a1', startStrength: 400 },
          { id: 'a2', startStrength: 590, hex: '00,09' },
          { id: 'a3', type: 'armor', component: 'vehicles', strength: 35, startStrength: 34, hex: '01,09' },
        ],
      }),
    );
    expect(s.world.params.side.allied.unitRecovery).toBe(2);
    // Undo what the start of turn 2 already recovered.
    s.units[idx(s, 'a1')]!.strength = 400;
    s.units[idx(s, 'a2')]!.strength = 590;
    s.units[idx(s, 'a3')]!.strength = 34;
    expect(expectedRecovery(s, idx(s, 'a1'))).toBeCloseTo(4);
    expect(expectedRecovery(s, idx(s, 'a2'))).toBeCloseTo(0.2);
    expect(expectedRecovery(s, idx(s, 'a3'))).toBeCloseTo(0.02);
  });

  it('PC-REC-02: quality A recovers at 200%, F at 25%; Broken units recover nothing', () => {
    const s = turnTwo(
      combatGame({
        allied: [
          { id: 'a1', startStrength: 400, quality: 'A' },
          { id: 'a2', startStrength: 400, quality: 'F', hex: '00,09' },
        ],
      }),
    );
    s.units[idx(s, 'a1')]!.strength = 400;
    s.units[idx(s, 'a2')]!.strength = 400;
    expect(expectedRecovery(s, idx(s, 'a1'))).toBeCloseTo(8);
    expect(expectedRecovery(s, idx(s, 'a2'))).toBeCloseTo(1);
    s.units[idx(s, 'a1')]!.cohesion = 'broken';
    expect(expectedRecovery(s, idx(s, 'a1'))).toBe(0);
  });

  it('PC-REC-01: recovery happens at the start of the side turn and never exceeds full strength', () => {
    const s = turnTwo(combatGame({ allied: [{ id: 'a1', startStrength: 599, quality: 'A' }] }));
    const a = idx(s, 'a1');
    for (let seq = 0; seq < 50; seq++) {
      const t = { ...s, seq, units: s.units.map((u) => ({ ...u })) };
      recoverLosses(t, 'allied', []);
      expect(t.units[a]!.strength).toBeLessThanOrEqual(600);
      expect(t.units[a]!.strength).toBeGreaterThanOrEqual(599);
    }
  });
});
