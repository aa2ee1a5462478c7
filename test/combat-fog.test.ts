import { describe, expect, it } from 'vitest';
import { apply, explainCombat, type GameEvent } from '../src/engine/systems/panzer/index.js';
import { combatEventFor } from '../src/engine/systems/panzer/rules/combat-fog.js';
import { combatGame, idx } from './fixtures/combat.js';

const noOp = { scenario: { params: { combat: { opFireOnFire: false } } } };

describe('combat results under fog of war (design invariant 3, PC-UNT-11)', () => {
  it('the firer learns the losses, not the target strength left, fatigue or morale rolls', () => {
    const s = combatGame(noOp);
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events.find((x) => x.type === 'fire')! as Extract<GameEvent, { type: 'fire' }>;
    const mine = combatEventFor(e, s.world, 'allied') as typeof e;
    expect(mine.losses[0]!.loss).toBe(e.losses[0]!.loss);
    expect(mine.losses[0]!.strengthAfter).toBe(-1);
    expect(mine.losses[0]!.fatigueAfter).toBe(-1);
    expect(mine.losses[0]!.rolls).toEqual([]);
    expect(mine.factors).toEqual(e.factors);
    expect(JSON.stringify(mine)).not.toContain(`"strengthAfter":${e.losses[0]!.strengthAfter}`);
    expect(explainCombat(mine, s.world).some((l) => l.includes('strength ?'))).toBe(true);
  });

  it('the target learns its own side of the calculation, not the firer strength or quality', () => {
    const s = combatGame({ allied: [{ id: 'a1', quality: 'A' }], ...noOp });
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events.find((x) => x.type === 'fire')! as Extract<GameEvent, { type: 'fire' }>;
    const theirs = combatEventFor(e, s.world, 'axis') as typeof e;
    expect(theirs.factors.every((f) => f.applies === 'defense')).toBe(true);
    expect(theirs.fireValue).toBe(-1);
    expect(theirs.numbers!.attack).toBe(-1);
    expect(theirs.losses).toEqual(e.losses);
    expect(JSON.stringify(theirs)).not.toContain('600 men-eq');
    expect(explainCombat(theirs, s.world)).toContain(
      `Enemy fire: ${e.numbers!.casualties} men-eq casualties [PC-CRT-01]`,
    );
  });

  it('an assault tells each side its own values and the losses, not the enemy units', () => {
    const s = combatGame({ axis: [{ id: 'x1', strength: 777 }] });
    const r = apply(s, { type: 'assault', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events.find((x) => x.type === 'assault')! as Extract<GameEvent, { type: 'assault' }>;
    const att = combatEventFor(e, s.world, 'allied') as typeof e;
    expect(JSON.stringify(att)).not.toContain('777');
    expect(att.factors.some((f) => f.label.startsWith('a1: '))).toBe(true);
    expect(att.factors.some((f) => f.label.startsWith('x1: '))).toBe(false);
    expect(att.defenderLosses[0]!.loss).toBe(e.defenderLosses[0]!.loss);
    const def = combatEventFor(e, s.world, 'axis') as typeof e;
    expect(def.factors.some((f) => f.label.startsWith('a1: '))).toBe(false);
    expect(def.numbers!.attackers.attack).toBe(-1);
    expect(def.attackerLosses[0]!.strengthAfter).toBe(e.attackerLosses[0]!.eliminated ? 0 : -1);
  });
});

describe('previews under fog of war', () => {
  it('previewFire with fog: true does not depend on the target hidden strength, fatigue or ammo', async () => {
    const { previewFire } = await import('../src/engine/systems/panzer/rules/preview.js');
    const weak = combatGame({ axis: [{ id: 'x1', startStrength: 12, fatigue: 280 }] });
    const strong = combatGame({ axis: [{ id: 'x1' }] });
    const at = (s: typeof weak) => previewFire(s, idx(s, 'a1'), s.units[idx(s, 'x1')]!.loc, { fog: true });
    expect(JSON.stringify(at(weak))).toBe(JSON.stringify(at(strong)));
    const truth = previewFire(weak, idx(weak, 'a1'), weak.units[idx(weak, 'x1')]!.loc);
    if ('code' in truth) throw new Error(truth.message);
    expect(truth.chance.eliminated).toBeGreaterThan(0);
    expect(weak.units[idx(weak, 'x1')]!.strength).toBe(12);
  });
});
