// The fire sequence of the area-impulse system (../shared/rules/area-impulse-fire.md): the spec's
// worked example, the TDV cases, excess damage, exact allocation, card-directed damage and bombard
// cards. Each test names the rule IDs it checks.

import { describe, expect, it } from 'vitest';
import { previewFire } from '../src/engine/systems/area-impulse/preview.js';
import { areaImpulseSystem } from '../src/engine/systems/area-impulse/system.js';
import type { AreaEvent, DamageOutcome } from '../src/engine/systems/area-impulse/model.js';
import {
  areaIx,
  buildScenario,
  controller,
  edit,
  play,
  refusal,
  start,
  unitIx,
  where,
  workedExample,
  workedExampleStart,
} from './area-impulse-fixtures.js';

const FIRE = { type: 'fire', units: ['s1', 's2'], target: 'T' } as const;

describe('area-impulse: the worked example (AI-FIRE section 11)', () => {
  it('AI-FIRE-01/AI-FIRE-02/AI-FIRE-03/AI-FIRE-10/AI-FIRE-20, AI-FIRE-D-01 (2d6): roll 11 + firepower 4 = 15 against 9 + TDV 3 = 12 gives 3 damage, allocated by the German player', () => {
    const s = workedExampleStart();
    const r = play(s, FIRE, [5, 6]);
    const fire = r.events.find((e) => e.type === 'fire');
    expect(fire).toEqual({
      type: 'fire',
      side: 'soviet',
      units: [unitIx(s, 's1'), unitIx(s, 's2')],
      from: areaIx(s, 'F'),
      target: areaIx(s, 'T'),
      cards: [],
      breakdown: {
        roll: [5, 6],
        firepower: 4,
        cardBonus: 0,
        attack: 15,
        highestDefense: 9,
        tdv: 3,
        tdvIgnored: null,
        defense: 12,
        damage: 3,
      },
    });
    expect(r.state.pending).toMatchObject({ owner: 'german', firingSide: 'soviet', damage: 3, toApply: 3 });
    expect(areaImpulseSystem.actingSide(r.state)).toBe('german');
    expect(areaImpulseSystem.explainEvents(r.state, r.events)).toEqual([
      'AI-FIRE-02/03 attack: dice 5+6 = 11 + firepower 4 (s1 2, s2 2) = 15',
      'AI-FIRE-10 defence: highest target defence 9 + TDV 3 of T = 12',
      'AI-FIRE-20 damage: 15 - 12 = 3',
      "AI-FIRE-90 Soviet fire marker in F, the firers' area (D-02: whatever the result)",
    ]);
  });

  it('AI-FIRE-90, AI-FIRE-NS-06: a Soviet fire marker goes in the firers\u2019 area F, and the firers are spent (AI-FIRE-NS-02)', () => {
    const r = play(workedExampleStart(), FIRE, [5, 6]);
    expect(r.state.markers[areaIx(r.state, 'F')]).toEqual(['soviet']);
    expect(r.state.markers[areaIx(r.state, 'T')]).toEqual([]);
    expect(r.events).toContainEqual({ type: 'marker', area: areaIx(r.state, 'F'), side: 'soviet' });
    expect(r.state.units[unitIx(r.state, 's1')]!.fresh).toBe(false);
  });

  it('AI-FIRE-23/AI-FIRE-30/AI-FIRE-31/AI-FIRE-42: exactly the allocations costing 3 over 2 fresh + 1 spent are legal, in the five kinds the example implies', () => {
    const hit = play(workedExampleStart(), FIRE, [5, 6]).state;
    const fresh: (DamageOutcome | undefined)[] = [undefined, 'flip', 'flipRetreat', 'eliminate'];
    const spent: (DamageOutcome | undefined)[] = [undefined, 'retreat', 'eliminate'];
    const kinds = new Set<string>();
    let legal = 0;
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 4; b++)
        for (let c = 0; c < 3; c++) {
          const outcomes: Record<string, DamageOutcome> = {};
          if (fresh[a]) outcomes.g1 = fresh[a]!;
          if (fresh[b]) outcomes.g2 = fresh[b]!;
          if (spent[c]) outcomes.g3 = spent[c]!;
          const r = areaImpulseSystem.apply(hit, { type: 'allocate', outcomes });
          expect(r.ok).toBe(a + b + c === 3);
          if (!r.ok) {
            expect(r.error.rule).toBe('AI-FIRE-42');
            continue;
          }
          legal++;
          kinds.add([[fresh[a], fresh[b]].filter(Boolean).sort().join('+'), spent[c] ?? ''].join('|'));
        }
    expect(legal).toBe(9);
    // The source's three, plus the two derived ones (AI-FIRE section 11).
    expect([...kinds].sort()).toEqual(
      [
        'eliminate|',
        'flip+flip|retreat',
        'flip|eliminate',
        'flip+flipRetreat|',
        'flipRetreat|retreat',
      ].sort(),
    );
  });

  it('AI-FIRE-60/62/92: the spent unit retreats to the empty Soviet-controlled area E (fewest enemy units, not M), which becomes German', () => {
    const hit = play(workedExampleStart(), FIRE, [5, 6]).state;
    const r = play(hit, { type: 'allocate', outcomes: { g1: 'flip', g2: 'flip', g3: 'retreat' } });
    expect(where(r.state, 'g3')).toBe('E');
    expect(r.events).toContainEqual({
      type: 'damage',
      unit: unitIx(hit, 'g3'),
      outcome: 'retreat',
      path: [areaIx(hit, 'E')],
      eliminated: false,
      cost: 1,
    });
    expect(controller(hit, 'E')).toBe('soviet');
    expect(controller(r.state, 'E')).toBe('german');
    expect(r.events).toContainEqual({ type: 'control', area: areaIx(hit, 'E'), side: 'german' });
    // M is legal too (German-controlled) but holds a Soviet unit: E comes first, and choosing M is refused.
    const m = refusal(hit, {
      type: 'allocate',
      outcomes: { g1: 'flip', g2: 'flip', g3: 'retreat' },
      retreats: { g3: 'M' },
    });
    expect(m).toMatchObject({ code: 'NOT_ALLOWED', rule: 'AI-FIRE-62' });
    expect(m.message).toContain('the legal areas with the fewest enemy units are E');
    // The firing side's impulse is over with the allocation: the German player has the next one.
    expect(r.state.pending).toBeNull();
    expect(r.state.active).toBe('german');
    expect(areaImpulseSystem.actingSide(r.state)).toBe('german');
  });

  it('AI-FIRE-21: attack not above defence does no damage; the marker is placed anyway (AI-FIRE-D-02) and the impulse passes', () => {
    const r = play(workedExampleStart(), FIRE, [4, 4]);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({
      breakdown: { attack: 12, defense: 12, damage: 0 },
    });
    expect(r.state.pending).toBeNull();
    expect(r.state.markers[areaIx(r.state, 'F')]).toEqual(['soviet']);
    expect(r.state.active).toBe('german');
    expect(areaImpulseSystem.explainEvents(r.state, r.events)).toContain(
      'AI-FIRE-21 damage: attack 12 is not above defence 12: none',
    );
  });
});

describe('area-impulse: defence and the TDV (AI-FIRE-10/11)', () => {
  const tdvOf = (events: readonly AreaEvent[]) => {
    const f = events.find((e) => e.type === 'fire');
    return f?.type === 'fire' ? [f.breakdown.tdvIgnored, f.breakdown.defense] : null;
  };

  it('AI-FIRE-10, AI-FIRE-NS-04: only the single highest defence counts (of the face shown), the others add nothing', () => {
    const s = edit(workedExampleStart(), (x) => {
      x.units[unitIx(x, 'g1')]!.fresh = false; // 9 fresh, spent 7
    });
    expect(tdvOf(play(s, FIRE, [1, 1]).events)).toEqual([null, 7 + 3]);
  });

  it('AI-FIRE-11(a), AI-FIRE-D-03: firing at units in the firers\u2019 own area ignores the TDV', () => {
    const s = workedExampleStart();
    // s3 is in M with g4 (defence 6); M has TDV 2.
    const r = play(s, { type: 'fire', units: ['s3'], target: 'M' }, [1, 1]);
    expect(tdvOf(r.events)).toEqual(['ownArea', 6]);
    expect(areaImpulseSystem.explainEvents(r.state, r.events)[1]).toContain('AI-FIRE-11(a)');
  });

  it('AI-FIRE-11(b): the TDV is ignored when the target side does not control the area', () => {
    // K is Soviet-controlled and holds only the German g5 (defence 6, TDV 2).
    const r = play(workedExampleStart(), { type: 'fire', units: ['s1'], target: 'K' }, [1, 1]);
    expect(tdvOf(r.events)).toEqual(['notControlled', 6]);
  });

  it('AI-FIRE-11(c), AI-FIRE-91: a German fire marker in T lets the Soviets ignore its TDV; a Soviet marker there does not', () => {
    const base = workedExampleStart();
    const german = edit(base, (x) => x.markers[areaIx(x, 'T')]!.push('german'));
    expect(tdvOf(play(german, FIRE, [1, 1]).events)).toEqual(['fireMarker', 9]);
    const soviet = edit(base, (x) => x.markers[areaIx(x, 'T')]!.push('soviet'));
    expect(tdvOf(play(soviet, FIRE, [1, 1]).events)).toEqual([null, 12]);
  });

  it('AI-FIRE-11(c) in play: after the Germans fire from T, Soviet fire into T ignores its TDV', () => {
    let s = start(workedExample());
    s = play(s, { type: 'pass' }).state; // Soviet impulse 1
    s = play(s, { type: 'fire', units: ['g1'], target: 'F' }, [1, 1]).state; // German fire from T
    expect(s.markers[areaIx(s, 'T')]).toEqual(['german']);
    const r = play(s, { type: 'fire', units: ['s1', 's2'], target: 'T' }, [1, 1]);
    // g1 fired and is spent (defence 7); g3 is fresh here (8): the highest face shown counts (NS-04).
    expect(tdvOf(r.events)).toEqual(['fireMarker', 8]);
  });
});

describe('area-impulse: applying damage (AI-FIRE-40/41/42)', () => {
  const lone = () =>
    buildScenario({
      areas: [
        { id: 'A', control: 'soviet' },
        { id: 'B', control: 'german', tdv: 0 },
      ],
      borders: [['A', 'B']],
      units: [
        { id: 'g', side: 'german', area: 'B', def: 4 },
        { id: 's', side: 'soviet', area: 'A', fp: 1 },
      ],
      initiative: ['soviet', 'soviet', 'soviet'],
    });

  it('AI-FIRE-40/41: 5 points on a lone fresh unit: 3 are applied (it is eliminated), 2 are ignored', () => {
    // 2d6 4 + 1 + firepower 1 = 6... use 4+4: attack 9 against defence 4: 5 damage.
    const r = play(start(lone()), { type: 'fire', units: ['s'], target: 'B' }, [4, 4]);
    expect(r.state.pending).toMatchObject({ damage: 5, toApply: 3 });
    expect(r.events).toContainEqual({ type: 'ignored', points: 2 });
    expect(areaImpulseSystem.explainEvents(r.state, r.events)).toContain(
      'AI-FIRE-40/41 2 points beyond what the target units can absorb: ignored',
    );
    expect(refusal(r.state, { type: 'allocate', outcomes: { g: 'flipRetreat' } })).toMatchObject({
      rule: 'AI-FIRE-42',
    });
    const done = play(r.state, { type: 'allocate', outcomes: { g: 'eliminate' } });
    expect(where(done.state, 'g')).toBe('eliminated');
  });

  it('AI-FIRE-42: an allocation that does not sum to the points to apply is refused, with the numbers', () => {
    const hit = play(workedExampleStart(), FIRE, [5, 6]).state;
    expect(refusal(hit, { type: 'allocate', outcomes: { g1: 'flip' } })).toEqual({
      code: 'NOT_ALLOWED',
      message: 'The outcomes cost 1 point; exactly 3 must be applied (AI-FIRE-40/42).',
      rule: 'AI-FIRE-42',
    });
    expect(refusal(hit, { type: 'allocate', outcomes: { g1: 'eliminate', g2: 'flip' } }).rule).toBe(
      'AI-FIRE-42',
    );
  });

  it('AI-FIRE-30/31: a fresh unit cannot retreat unflipped, a spent one cannot flip; only target units may be named (AI-FIRE-22)', () => {
    const hit = play(workedExampleStart(), FIRE, [5, 6]).state;
    expect(refusal(hit, { type: 'allocate', outcomes: { g1: 'retreat', g2: 'flipRetreat' } }).message).toBe(
      'g1 is fresh: flip (1), flipRetreat (2) or eliminate (3), not "retreat" (AI-FIRE-30/31).',
    );
    expect(refusal(hit, { type: 'allocate', outcomes: { g3: 'flip', g1: 'flipRetreat' } }).message).toContain(
      'g3 is spent',
    );
    expect(refusal(hit, { type: 'allocate', outcomes: { g4: 'eliminate' } }).message).toBe(
      'g4 is not among the units hit in T (AI-FIRE-22).',
    );
  });

  it('AI-FIRE-22: while damage waits only its owner\u2019s allocation is taken; without damage there is nothing to allocate', () => {
    const hit = play(workedExampleStart(), FIRE, [5, 6]).state;
    expect(refusal(hit, { type: 'pass' })).toMatchObject({ code: 'WRONG_PHASE', rule: 'AI-FIRE-22' });
    expect(refusal(workedExampleStart(), { type: 'allocate', outcomes: {} }).code).toBe('WRONG_PHASE');
  });
});

describe('area-impulse: cards (AI-FIRE-50/51, D-05, NS-09)', () => {
  const carded = () =>
    buildScenario({
      areas: [
        { id: 'A', control: 'german' },
        { id: 'B', control: 'soviet', tdv: 0 },
      ],
      borders: [['A', 'B']],
      units: [
        { id: 'g1', side: 'german', area: 'A', fp: 2 },
        { id: 's1', side: 'soviet', area: 'B', def: 4 },
        { id: 's2', side: 'soviet', area: 'B', def: 4 },
      ],
      cards: [
        {
          id: 'stuka',
          side: 'german',
          kind: 'directed',
          name: 'Stukas',
          text: 'The firer assigns the damage.',
        },
        { id: 'guns', side: 'german', kind: 'bombard', name: 'Heavy guns', value: 3, text: '+3 attack.' },
        {
          id: 'late',
          side: 'german',
          kind: 'bombard',
          name: 'Late guns',
          value: 2,
          turns: [2],
          text: 'Turn 2 only.',
        },
      ],
    });

  it('AI-FIRE-50/AI-FIRE-51, AI-FIRE-D-05: with a directed card the firer puts 3 on one unit and 2 on the other; 4 damage fills the larger request first', () => {
    // 2d6 3+3 + firepower 2 = 8 against 4: 4 damage.
    const r = play(
      start(carded()),
      { type: 'fire', units: ['g1'], target: 'B', cards: ['stuka'], assign: { s1: 2, s2: 3 } },
      [3, 3],
    );
    const s = r.state;
    expect(s.pending).toMatchObject({
      damage: 4,
      toApply: 4,
      assigned: { [unitIx(s, 's2')]: 3, [unitIx(s, 's1')]: 1 },
    });
    // D-05: each unit's outcome must cost exactly its points: s2 eliminated (3), s1 flipped (1).
    expect(
      refusal(s, { type: 'allocate', outcomes: { s1: 'flipRetreat', s2: 'flipRetreat' } }),
    ).toMatchObject({ rule: 'AI-FIRE-50' });
    const done = play(s, { type: 'allocate', outcomes: { s1: 'flip', s2: 'eliminate' } });
    expect(where(done.state, 's2')).toBe('eliminated');
    expect(done.state.units[unitIx(s, 's1')]!.fresh).toBe(false);
    expect(s.hands.german).toEqual(['guns']);
  });

  it('AI-FIRE-50 (source example): 3 damage points on two units may all go on one unit; points beyond the plan are ignored', () => {
    // 2d6 2+3 + 2 = 7 against 4: 3 damage, all on s1.
    const r = play(
      start(carded()),
      { type: 'fire', units: ['g1'], target: 'B', cards: ['stuka'], assign: { s1: 3 } },
      [2, 3],
    );
    expect(r.state.pending).toMatchObject({
      damage: 3,
      toApply: 3,
      assigned: { [unitIx(r.state, 's1')]: 3 },
    });
    // 6 damage on a plan of 3 + 2: 5 applied, 1 ignored (AI-FIRE-40, D-05).
    const big = play(
      start(carded()),
      { type: 'fire', units: ['g1'], target: 'B', cards: ['stuka'], assign: { s1: 3, s2: 2 } },
      [4, 4],
    );
    expect(big.state.pending).toMatchObject({ damage: 6, toApply: 5 });
    expect(big.events).toContainEqual({ type: 'ignored', points: 1 });
  });

  it('AI-FIRE-50: the plan is refused without a directed card, without assign, or above a unit\u2019s capacity (AI-FIRE-31)', () => {
    const s = start(carded());
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'B', assign: { s1: 3 } }).rule).toBe(
      'AI-FIRE-50',
    );
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'B', cards: ['stuka'] }).rule).toBe(
      'AI-FIRE-50',
    );
    expect(
      refusal(s, { type: 'fire', units: ['g1'], target: 'B', cards: ['stuka'], assign: { s1: 4 } }).message,
    ).toBe('s1 can take 1 to 3 points (fresh, AI-FIRE-31), not 4.');
    expect(
      refusal(s, { type: 'fire', units: ['g1'], target: 'B', cards: ['stuka'], assign: { g1: 1 } }).message,
    ).toContain('not among the target units');
  });

  it('AI-FIRE-NS-09: a bombard card adds its value to the attack and is discarded; cards not in the hand this turn are refused', () => {
    const s = start(carded());
    expect(s.hands.german).toEqual(['stuka', 'guns']);
    const r = play(s, { type: 'fire', units: ['g1'], target: 'B', cards: ['guns'] }, [1, 1]);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({
      cards: ['guns'],
      breakdown: { cardBonus: 3, attack: 1 + 1 + 2 + 3 },
    });
    expect(r.state.hands.german).toEqual(['stuka']);
    expect(refusal(s, { type: 'fire', units: ['g1'], target: 'B', cards: ['late'] })).toMatchObject({
      code: 'NOT_ALLOWED',
      rule: 'AI-FIRE-NS-09',
    });
    // The enemy sees the count of a hand, not the cards.
    expect(areaImpulseSystem.viewFor(s, 'soviet').enemyCards).toBe(2);
    expect(areaImpulseSystem.viewFor(s, 'soviet').hand).toEqual([]);
  });
});

describe('area-impulse: other dice (AI-FIRE-NS-12, AI-FIRE-D-01)', () => {
  it('AI-FIRE-NS-12: a scenario may roll other dice: 3d4 adds three dice to the attack', () => {
    const sc = workedExample();
    const s = start({ ...sc, rules: { dice: { count: 3, sides: 4 } } });
    const r = play(s, FIRE, [4, 4, 4]);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({
      breakdown: { roll: [4, 4, 4], attack: 16 },
    });
    expect(previewFire(s, ['s1', 's2'], 'T')).toMatchObject({
      attackText: '3d4+4',
      attackMin: 7,
      attackMax: 16,
    });
  });
});

describe('area-impulse: the fire preview', () => {
  it('previewFire: "attack 2d6+4 vs 12" with the chance of 1+ damage and the expected damage, from the state or a view', () => {
    const s = workedExampleStart();
    const p = previewFire(s, ['s1', 's2'], 'T');
    expect(p).toMatchObject({
      attackText: '2d6+4',
      attackMin: 6,
      attackMax: 16,
      defense: 12,
      tdvIgnored: null,
      capacity: 8,
    });
    if ('code' in p) throw new Error('refused');
    // 2d6 >= 9: 10/36.
    expect(p.chance).toBeCloseTo(10 / 36, 10);
    // 9:4/36*1 + 10:3/36*2 + 11:2/36*3 + 12:1/36*4
    expect(p.expected).toBeCloseTo((4 + 6 + 6 + 4) / 36, 10);
    const v = previewFire(areaImpulseSystem.viewFor(s, 'soviet'), ['s1', 's2'], 'T');
    expect(v).toEqual(p);
    expect(previewFire(s, ['g1'], 'F')).toMatchObject({ code: 'NOT_YOUR_UNIT' });
  });
});
