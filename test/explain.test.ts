import { describe, expect, it } from 'vitest';
import { apply, explainCombat, type GameEvent } from '../src/engine/systems/panzer/index.js';
import { combatGame, idx } from './fixtures/combat.js';

describe('explain: fire and assault results in words', () => {
  it('a fire event reads as a chain of factors with rule IDs, the draw and the losses', () => {
    const s = combatGame({
      allied: [{ id: 'a1', quality: 'A' }],
      scenario: { params: { combat: { opFireOnFire: false } } },
    });
    s.units[idx(s, 'a1')]!.mode = 'travel';
    s.units[idx(s, 'x1')]!.mode = 'travel';
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events.find((x): x is Extract<GameEvent, { type: 'fire' }> => x.type === 'fire')!;
    const lines = explainCombat(e, s.world);
    expect(lines[0]).toBe(e.summary);
    expect(lines[1]).toBe(
      'Fire Soft 10 × 600 men-eq = 6000 [PC-FIR-16] × 0.50 Travel Mode [PC-FIR-15] = 3000',
    );
    expect(lines[2]).toBe('Defense 10 × 0.50 Travel Mode [PC-FIR-19] = 5');
    expect(lines[3]).toBe('3000 ÷ 5 = 600');
    expect(lines[4]).toBe('Combat value 600; +20% A quality [PC-FIR-10] → +20% = effective 720 [PC-GEN-07]');
    expect(lines[5]).toMatch(/^Casualties between 3\.6 and 43\.2 \[PC-CRT-01\]: drew [\d.]+ → \d+ men-eq$/);
    expect(lines.some((l) => /^x1 loses \d+ men/.test(l))).toBe(true);
  });

  it('an assault event names both calculations and the outcome', () => {
    const s = combatGame();
    const r = apply(s, { type: 'assault', units: ['a1'], target: '05,06' });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events.find((x) => x.type === 'assault')!;
    const lines = explainCombat(e, s.world);
    expect(lines).toContain('a1: assault 12 × 600 men-eq = 7200');
    expect(lines.some((l) => l.startsWith('Attackers: total 7200 ÷ defense 10 = 720'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Defenders: total 7200 ÷ defense 10 = 720'))).toBe(true);
    expect(explainCombat({ type: 'message', text: 'x' }, s.world)).toEqual([]);
  });

  it('PC-FIR-18 Indirect Fire by the Map: an unspotted hex at 1/4, result hidden from the firer', () => {
    const s = combatGame({
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
      ],
      scenario: { optionalRules: ['indirectByMap'], params: { combat: { opFireOnFire: false } } },
    });
    s.knowledge.allied.spotted = [];
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06', indirect: true });
    if (!r.ok) throw new Error(r.error.message);
    const e = r.events.find((x): x is Extract<GameEvent, { type: 'fire' }> => x.type === 'fire')!;
    expect(e.factors.find((f) => f.rule === 'PC-FIR-18')!.value).toBe(0.25);
    expect(e.hiddenFromFirer).toBe(true);
    const plain = combatGame({
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
      ],
    });
    plain.knowledge.allied.spotted = [];
    expect(apply(plain, { type: 'fire', units: ['a1'], target: '05,06', indirect: true }).ok).toBe(false);
  });
});
