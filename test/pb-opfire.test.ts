// Panzer Battles opportunity fire and impediments under the tactical profile (issue 13): unlimited
// opportunity fire with the engagement-limit matrix, and no penetrated obstacles or minefields.
import { describe, expect, it } from 'vitest';
import { newGame, type GameState } from '../src/engine/systems/panzer/index.js';
import {
  engageable,
  opFireClass,
  opportunityFire,
  withinEngagementLimit,
} from '../src/engine/systems/panzer/rules/opportunity.js';
import { defaultEngagementMatrix, uniformMatrix } from '../src/engine/systems/panzer/profiles/rule-params.js';
import { checkScenarioValue } from '../src/scenario/load.js';
import { combatGame, idx } from './fixtures/combat.js';
import { miniScenario, unit } from './fixtures/mini.js';
import { move, ok, scenarioOf, u, type MapSpec } from './fixtures/movement.js';

const TACTICAL = { profile: 'tactical' } as const;
const sure = { combat: { opFireChance: 100 } }; // every eligible firer fires at range 1

/** Axis x1 has just entered 05,06 beside Allied a1: the Allied side may fire at it. */
function opFire(state: GameState) {
  return opportunityFire(state, [idx(state, 'x1')], state.units[idx(state, 'x1')]!.loc, 'enter');
}
const shots = (state: GameState) => opFire(state).events.filter((e) => e.type === 'fire').length;

describe('PB opportunity fire (tactical profile)', () => {
  it('PB-FIRE-35 (PB-DIFF-05): opportunity fire is unlimited; the operational game allows a few shots a turn', () => {
    const pc = combatGame({ scenario: { params: sure } });
    const pb = combatGame({ scenario: { ...TACTICAL, params: sure } });
    for (const s of [pc, pb]) s.combat.opShots[idx(s, 'a1')] = s.world.params.combat.opFireShotsPerTurn;
    expect(shots(pc)).toBe(0); // PC-TRN-06: its shots are used up
    expect(shots(pb)).toBe(1);
  });

  it('PB-FIRE-37 table: N never, S within 1/3 of the maximum range, M within 2/3, L anywhere in range', () => {
    expect(withinEngagementLimit('N', 1, 9)).toBe(false);
    expect([3, 4].map((d) => withinEngagementLimit('S', d, 9))).toEqual([true, false]);
    expect([6, 7].map((d) => withinEngagementLimit('M', d, 9))).toEqual([true, false]);
    expect(withinEngagementLimit('L', 9, 9)).toBe(true);
    // Never less than one hex: a 1-hex weapon set to S still fires at an adjacent mover.
    expect(withinEngagementLimit('S', 1, 1)).toBe(true);
  });

  it('PB-FIRE-37 (PB-DIFF-31): a side that set N for infantry against infantry holds its fire', () => {
    const held = uniformMatrix('L');
    held.infantry.infantry = 'N';
    const pb = combatGame({
      scenario: { ...TACTICAL, params: { ...sure, variant: { engagementLimits: { allied: held } } } },
    });
    expect(engageable(pb, idx(pb, 'a1'), [idx(pb, 'x1')])).toEqual([]);
    expect(shots(pb)).toBe(0);
    // The other side's matrix is its own: the default one lets Axis infantry engage infantry.
    expect(pb.world.params.variant.engagementLimits.axis).toEqual(defaultEngagementMatrix());
  });

  it("PB-FIRE-37: the default matrix holds the infantry's fire on armour until it is within 1/3 of the range", () => {
    const tank = {
      type: 'armor' as const,
      component: 'vehicles' as const,
      strength: 20,
      flags: { hardTarget: true },
    };
    const rifles = { id: 'a1', soft: { value: 10, range: 3 }, hard: { value: 2, range: 3 } };
    const at = (hex: string) =>
      combatGame({ allied: [rifles], axis: [{ id: 'x1', hex, ...tank }], scenario: TACTICAL });
    expect(opFireClass(at('05,06').world.units[0]!)).toBe('other'); // the HQ
    const near = at('05,06');
    const far = at('06,06');
    expect(engageable(near, idx(near, 'a1'), [idx(near, 'x1')])).toEqual([idx(near, 'x1')]);
    expect(engageable(far, idx(far, 'a1'), [idx(far, 'x1')])).toEqual([]);
  });

  it('PB-FIRE-37: a bad limit in a scenario is an error naming the field', () => {
    const bad = checkScenarioValue(
      { ...miniScenario(), params: { variant: { engagementLimits: { axis: { gun: { armor: 'X' } } } } } },
      's.json',
    );
    expect(bad.issues.map((i) => i.path)).toContain('params.variant.engagementLimits.axis.gun.armor');
    expect(bad.issues.find((i) => i.path.endsWith('gun.armor'))!.message).toMatch(/N \(never\), S/);
  });
});

describe('PB-IMP-04, PB-IMP-20 (PB-DIFF-06): no penetrated obstacles or minefields', () => {
  const inf = (id: string, hex = '01,02') => unit({ id, side: 'allied', hex });
  const spec = (features: MapSpec['features']): MapSpec => ({
    fogOfWar: false,
    units: [inf('a'), inf('b'), unit({ id: 'far', side: 'axis', hex: '09,07' })],
    features,
  });
  const game = (s: MapSpec, profile?: string) =>
    newGame({ ...scenarioOf(s), ...(profile ? { profile } : {}) }, 1).state;

  it('an Obstacle costs the full MA at every entry and stays intact', () => {
    const s = game(spec([{ hex: '02,02', obstacle: true }]), 'tactical');
    const r = ok(move(s, 'a', ['02,02']));
    expect(u(r.state, 'a').mp).toBe(0);
    expect(r.state.hexes[s.world.board.parse('02,02')!]!.obstacle).toBe('intact');
    expect(u(ok(move(r.state, 'b', ['02,02'])).state, 'b').mp).toBe(0); // PC-IMP-03 would charge 1/4
    const pc = game(spec([{ hex: '02,02', obstacle: true }]));
    expect(ok(move(pc, 'a', ['02,02'])).state.hexes[pc.world.board.parse('02,02')!]!.obstacle).toBe(
      'penetrated',
    );
  });

  it('a minefield entered stays unpenetrated, so it still blocks supply (PB-SUP-05)', () => {
    const s = game(spec([{ hex: '02,02', minefield: 1 }]), 'tactical');
    const r = ok(move(s, 'a', ['02,02']));
    expect(r.state.hexes[s.world.board.parse('02,02')!]!.minefieldPenetrated).toBe(false);
    const pc = game(spec([{ hex: '02,02', minefield: 1 }]));
    expect(
      ok(move(pc, 'a', ['02,02'])).state.hexes[pc.world.board.parse('02,02')!]!.minefieldPenetrated,
    ).toBe(true);
  });
});
