// Retreat in the area-impulse system (AI-FIRE-60..74, 80, 92, D-04, D-06): legal areas, the fewest
// enemy units first, the owner's split among tied areas, the over-stacking cascade, never back
// into the target area, no revisiting, elimination when there is no way out.

import { describe, expect, it } from 'vitest';
import { firstRetreatChoices, legalRetreatAreas } from '../src/engine/systems/area-impulse/retreat.js';
import { areaImpulseSystem } from '../src/engine/systems/area-impulse/system.js';
import type { Side } from '../src/engine/systems/area-impulse/model.js';
import {
  areaIx,
  buildScenario,
  controller,
  play,
  refusal,
  start,
  unitIx,
  where,
  type UnitSpec,
} from './area-impulse-fixtures.js';

const many = (prefix: string, side: Side, area: string, n: number): UnitSpec[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, side, area }));

/** R (German) is fired on from F; its neighbours: A German with 2 Soviets, B and B2 empty, C Soviet with a Soviet unit. */
function fan() {
  return buildScenario({
    areas: [
      { id: 'F', control: 'soviet' },
      { id: 'R', control: 'german' },
      { id: 'A', control: 'german' },
      { id: 'B', control: 'soviet' },
      { id: 'C', control: 'soviet' },
      { id: 'B2', control: null },
    ],
    borders: [
      ['F', 'R'],
      ['R', 'A'],
      ['R', 'B'],
      ['R', 'C'],
      ['R', 'B2'],
    ],
    units: [
      { id: 'g1', side: 'german', area: 'R' },
      { id: 'g2', side: 'german', area: 'R' },
      { id: 'g3', side: 'german', area: 'A' },
      { id: 's1', side: 'soviet', area: 'F' },
      { id: 's2', side: 'soviet', area: 'A' },
      { id: 's3', side: 'soviet', area: 'A' },
      { id: 's4', side: 'soviet', area: 'C' },
    ],
    initiative: ['soviet', 'soviet', 'soviet'],
  });
}

// Defence 5, TDV 0, firepower 2: the dice sum minus 3 is the damage.
const FIRE_R = { type: 'fire', units: ['s1'], target: 'R' } as const;

describe('area-impulse: where a retreating unit may go', () => {
  it('AI-FIRE-60: adjacent areas its side controls (even with enemies in them) or free of enemies; never the target (AI-FIRE-72)', () => {
    const s = start(fan());
    const ids = (xs: number[]) => xs.map((a) => s.world.scenario.areas[a]!.id);
    expect(
      ids(legalRetreatAreas(s, { side: 'german', from: areaIx(s, 'R'), exclude: new Set([areaIx(s, 'R')]) })),
    ).toEqual(['A', 'B', 'B2']);
    // AI-FIRE-62: the fewest enemy units: B and B2 (0), not A (2).
    expect(ids(firstRetreatChoices(s, unitIx(s, 'g1'), areaIx(s, 'R')))).toEqual(['B', 'B2']);
  });

  it('AI-FIRE-62/AI-FIRE-64, AI-FIRE-D-04: with no choice given, a unit goes to the first tied area in area order', () => {
    const hit = play(start(fan()), FIRE_R, [2, 3]).state; // 2 damage
    const r = play(hit, { type: 'allocate', outcomes: { g1: 'flipRetreat' } });
    expect(where(r.state, 'g1')).toBe('B');
    expect(r.state.units[unitIx(hit, 'g1')]!.fresh).toBe(false);
  });

  it('AI-FIRE-63: the owner splits the retreat among tied areas, unit by unit; an area that is not tied-fewest is refused', () => {
    const hit = play(start(fan()), FIRE_R, [3, 4]).state; // 4 damage
    const r = play(hit, {
      type: 'allocate',
      outcomes: { g1: 'flipRetreat', g2: 'flipRetreat' },
      retreats: { g1: 'B2', g2: 'B' },
    });
    expect([where(r.state, 'g1'), where(r.state, 'g2')]).toEqual(['B2', 'B']);
    // AI-FIRE-92: both areas entered with no Soviet unit become German; B was Soviet.
    expect([controller(r.state, 'B'), controller(r.state, 'B2')]).toEqual(['german', 'german']);
    expect(
      refusal(hit, {
        type: 'allocate',
        outcomes: { g1: 'flipRetreat', g2: 'flipRetreat' },
        retreats: { g1: 'A' },
      }),
    ).toMatchObject({
      rule: 'AI-FIRE-62',
    });
    expect(
      refusal(hit, {
        type: 'allocate',
        outcomes: { g1: 'flipRetreat', g2: 'flipRetreat' },
        retreats: { g1: 'C' },
      }).rule,
    ).toBe('AI-FIRE-62');
    // A destination for a unit that does not retreat says so.
    expect(
      refusal(hit, { type: 'allocate', outcomes: { g1: 'eliminate', g2: 'flip' }, retreats: { g1: 'B' } })
        .code,
    ).toBe('BAD_COMMAND');
  });
});

/** R (German) borders F (Soviet firers), C (Soviet, occupied) and D (German, `inD` German units); D borders E. */
function funnel(inD: number, extra: { e?: boolean; eFull?: boolean } = {}) {
  const areas = [
    { id: 'F', control: 'soviet' as const },
    { id: 'R', control: 'german' as const },
    { id: 'C', control: 'soviet' as const },
    { id: 'D', control: 'german' as const },
    ...(extra.e
      ? [
          { id: 'E', control: null },
          { id: 'G', control: 'soviet' as const },
        ]
      : []),
  ];
  return buildScenario({
    areas,
    borders: [
      ['F', 'R'],
      ['R', 'C'],
      ['R', 'D'],
      ...(extra.e
        ? ([
            ['D', 'E'],
            ['E', 'G'],
          ] as const)
        : []),
    ],
    units: [
      { id: 'r1', side: 'german', area: 'R' },
      { id: 'r2', side: 'german', area: 'R' },
      ...many('d', 'german', 'D', inD),
      ...(extra.eFull ? many('e', 'german', 'E', 10) : []),
      { id: 's1', side: 'soviet', area: 'F' },
      { id: 's2', side: 'soviet', area: 'C' },
      ...(extra.e ? [{ id: 's3', side: 'soviet' as const, area: 'G' }] : []),
    ],
    initiative: ['soviet', 'soviet', 'soviet'],
  });
}

describe('area-impulse: over-stacking (AI-FIRE-70..74)', () => {
  it('AI-FIRE-70/71/74: the unit that takes D above 10 goes on from D to E; the one that fits stays', () => {
    const hit = play(start(funnel(9, { e: true })), FIRE_R, [3, 4]).state; // 4 damage
    const r = play(hit, { type: 'allocate', outcomes: { r1: 'flipRetreat', r2: 'flipRetreat' } });
    expect(where(r.state, 'r1')).toBe('D');
    expect(where(r.state, 'r2')).toBe('E');
    const ix = (id: string) => areaIx(hit, id);
    expect(r.events).toContainEqual({
      type: 'damage',
      unit: unitIx(hit, 'r2'),
      outcome: 'flipRetreat',
      path: [ix('D'), ix('E')],
      eliminated: false,
      cost: 2,
    });
    expect(areaImpulseSystem.explainEvents(r.state, r.events)).toContain(
      'AI-FIRE-71 D is over the stack limit: goes on to E',
    );
    // AI-FIRE-92: E had no Soviet unit, so it is German now.
    expect(controller(r.state, 'E')).toBe('german');
  });

  it('AI-FIRE-72/AI-FIRE-73, AI-FIRE-D-06: a unit continuing from a full D whose only other border is the target area is eliminated', () => {
    const hit = play(start(funnel(10)), FIRE_R, [2, 3]).state; // 2 damage
    const r = play(hit, { type: 'allocate', outcomes: { r1: 'flipRetreat' } });
    expect(where(r.state, 'r1')).toBe('eliminated');
    expect(r.events).toContainEqual({
      type: 'damage',
      unit: unitIx(hit, 'r1'),
      outcome: 'flipRetreat',
      path: [areaIx(hit, 'D')],
      eliminated: true,
      cost: 2,
    });
    expect(
      areaImpulseSystem.explainEvents(r.state, r.events).some((l) => l.startsWith('AI-FIRE-61/73')),
    ).toBe(true);
  });

  it('AI-FIRE-74: no revisiting: from a full E the way back into D is closed, so the unit is eliminated instead of bouncing', () => {
    const hit = play(start(funnel(10, { e: true, eFull: true })), FIRE_R, [2, 3]).state;
    const r = play(hit, { type: 'allocate', outcomes: { r1: 'flipRetreat' } });
    expect(where(r.state, 'r1')).toBe('eliminated');
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: 'damage',
        path: [areaIx(hit, 'D'), areaIx(hit, 'E')],
        eliminated: true,
      }),
    );
  });
});

describe('area-impulse: elimination for want of a retreat (AI-FIRE-61/80)', () => {
  it('AI-FIRE-61/AI-FIRE-80: with every neighbour Soviet-held, a retreating unit goes to the casualty box; a 1-point retreat too', () => {
    const sc = buildScenario({
      areas: [
        { id: 'F', control: 'soviet' },
        { id: 'R', control: 'german' },
        { id: 'C', control: 'soviet' },
      ],
      borders: [
        ['F', 'R'],
        ['R', 'C'],
      ],
      units: [
        { id: 'r1', side: 'german', area: 'R' },
        { id: 's1', side: 'soviet', area: 'F' },
        { id: 's2', side: 'soviet', area: 'C' },
      ],
      initiative: ['soviet', 'soviet', 'soviet'],
    });
    let s = start(sc);
    expect(firstRetreatChoices(s, unitIx(s, 'r1'), areaIx(s, 'R'))).toEqual([]);
    s = play(s, FIRE_R, [2, 3]).state;
    const r = play(s, { type: 'allocate', outcomes: { r1: 'flipRetreat' } });
    expect(where(r.state, 'r1')).toBe('eliminated');
    expect(r.events).toContainEqual({
      type: 'damage',
      unit: unitIx(s, 'r1'),
      outcome: 'flipRetreat',
      path: [],
      eliminated: true,
      cost: 2,
    });
    expect(areaImpulseSystem.describeEvents(r.state, r.events)).toContain(
      'German r1 is flipped and retreats but has nowhere to go: eliminated (2 points)',
    );
  });
});
