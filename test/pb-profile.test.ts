// Panzer Battles, the tactical profile of the panzer system (issue 13): the profile and its
// selection by the tactical scenarios, and the "Fatigue, supply and air" differences (PB-DIFF).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, newGame, type GameEvent, type GameState } from '../src/engine/systems/panzer/index.js';
import { buildWorld } from '../src/engine/systems/panzer/world.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { profileIds, variantTitle } from '../src/engine/systems/panzer/profiles/index.js';
import { pbSizeFactor } from '../src/engine/systems/panzer/profiles/tactical/index.js';
import { maxFatigueGain } from '../src/engine/systems/panzer/rules/fatigue.js';
import { artilleryTurnStart } from '../src/engine/systems/panzer/rules/artillery-setup.js';
import { loadBundledScenario } from '../src/scenario/index.js';
import { matchCardLines } from '../src/tui/systems/panzer/match-card.js';
import { formatOneScenarioRules, formatScenarioRules } from '../src/cli/rules.js';
import { combatGame, idx } from './fixtures/combat.js';
import { unit } from './fixtures/mini.js';

const TACTICAL = { profile: 'tactical' } as const;

function step(state: GameState, rule: string) {
  const s = state.world.hooks.startSteps.find((x) => x.rule === rule);
  if (!s) throw new Error(`no start step ${rule}`);
  return s;
}

function endTurns(state: GameState, n: number): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let k = 0; k < n; k++) {
    const r = apply(s, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('the tactical profile (issue 13)', () => {
  it('is registered, and villers-bocage and arnhem-bridge select it', () => {
    expect(profileIds()).toContain('tactical');
    for (const id of ['villers-bocage', 'arnhem-bridge']) {
      const s = loadBundledScenario(id);
      expect(s.profile).toBe('tactical');
      expect(buildWorld(s).profile.name).toBe('Panzer Battles (tactical)');
    }
    expect(buildWorld(loadBundledScenario('crusader')).profile.id).toBe('operational');
  });

  it('the scenario summary, `hexfront rules` and the match card name the profile a game uses', () => {
    const vb = panzerSystem.summarize(loadBundledScenario('villers-bocage'));
    const cr = panzerSystem.summarize(loadBundledScenario('crusader'));
    expect(vb.rules).toBe('Panzer Battles (tactical)');
    expect(cr.rules).toBe('Panzer Campaigns (operational)');
    expect(formatScenarioRules([vb, cr])).toEqual([
      'Rules each scenario plays under:',
      '  villers-bocage  Panzer Battles (tactical)',
      '  crusader        Panzer Campaigns (operational)',
    ]);
    expect(formatOneScenarioRules(vb, panzerSystem.title)).toBe(
      'Villers-Bocage (villers-bocage) plays under Panzer Battles (tactical) [rule system: panzer]',
    );
    expect(variantTitle('tactical', ['ocs'])).toMatch(/^Panzer Battles \(tactical\) \+ /);
    const world = buildWorld(loadBundledScenario('arnhem-bridge'));
    expect(matchCardLines(world, { allied: 'human', axis: 'computer' })).toContain(
      'Rules: Panzer Battles (tactical)',
    );
  });

  it('PB-FIRE-17, PB-FIRE-13 (PB-DIFF-09/10): Range Effect 1.5 and Quality Fire Modifier 2.5 are its defaults', () => {
    const w = buildWorld(loadBundledScenario('villers-bocage'));
    expect(w.params.rangeEffect).toBe(1.5);
    expect(w.params.qualityFireModifier).toBe(2.5);
    expect(buildWorld(loadBundledScenario('crusader')).params.qualityFireModifier).toBe(1);
  });
});

describe('PB fatigue, supply and recovery (tactical profile)', () => {
  it('PB-CRT-09 (PB-DIFF-16): no strength recovery or replacements; the operational game recovers', () => {
    const setup = { allied: [{ id: 'a1', startStrength: 300 }], axis: [{ id: 'x1', hex: '11,00' }] };
    const pc = endTurns(combatGame(setup), 2);
    const pb = endTurns(combatGame({ ...setup, scenario: TACTICAL }), 2);
    // 300 missing × 2% × quality C 1 = 6 men recovered in the operational game (PC-REC-01).
    expect(pc.state.units[idx(pc.state, 'a1')]!.strength).toBe(306);
    expect(pb.state.units[idx(pb.state, 'a1')]!.strength).toBe(300);
    expect(pb.events.some((e) => e.type === 'unitState' && e.rule === 'PC-REC-01')).toBe(false);
    const rules = pb.state.world.hooks.startSteps.map((s) => s.rule);
    expect(rules).not.toContain('PC-REC-01');
    expect(rules).not.toContain('PC-REC-03');
  });

  it('PB-FAT-04 (PB-DIFF-18): no night fatigue, even with the optional rule chosen', () => {
    const night = {
      start: { date: '1944-06-13T22:00', minutesPerTurn: 120, turns: 6, firstSide: 'allied' as const },
    };
    const options = (profile?: string) => ({
      ...night,
      ...(profile ? { profile } : {}),
      optionalRules: ['nightFatigue'],
    });
    // a1 moved in the night turn, so it did not rest (PC-FAT-04).
    const game = (profile?: string) => {
      const s = combatGame({ scenario: options(profile), axis: [{ id: 'x1', hex: '11,00' }] });
      s.units[idx(s, 'a1')]!.moved = true;
      return endTurns(s, 2);
    };
    const pc = game();
    const pb = game('tactical');
    const nightFatigue = (events: GameEvent[]) =>
      events.filter((e) => e.type === 'unitState' && e.rule === 'PC-FAT-06');
    expect(nightFatigue(pc.events)).toHaveLength(1);
    expect(pc.state.world.hooks.startSteps.map((s) => s.rule)).toContain('PC-FAT-06');
    expect(pb.state.world.hooks.startSteps.map((s) => s.rule)).not.toContain('PC-FAT-06');
    expect(nightFatigue(pb.events)).toEqual([]);
  });

  it('PB-SUP-25 (PB-DIFF-08): no stockpiling during play; a scenario-start Stockpiled unit keeps it', () => {
    const guns = {
      type: 'artillery' as const,
      component: 'guns' as const,
      strength: 12,
      flags: { indirect: true },
      hex: '01,06',
    };
    const side = { allied: { stockpiling: 100 } };
    const pc = combatGame({ allied: [{ id: 'a1', ...guns }], scenario: { params: { side } } });
    const pb = combatGame({ allied: [{ id: 'a1', ...guns }], scenario: { ...TACTICAL, params: { side } } });
    for (const s of [pc, pb]) artilleryTurnStart(s, 'allied', []);
    expect(pc.units[idx(pc, 'a1')]!.stockpiled).toBe(true); // PC-SUP-27 at 100%
    expect(pb.units[idx(pb, 'a1')]!.stockpiled).toBeUndefined();
    const start = combatGame({ allied: [{ id: 'a1', ...guns, stockpiled: true }], scenario: TACTICAL });
    expect(start.units[idx(start, 'a1')]!.stockpiled).toBe(true);
  });

  it('PB-SUP-06 (PB-DIFF-34): an Isolated non-artillery unit that fired does not go Low on Ammo', () => {
    // Low Ammo switched on (a later title, PB-SUP-14) so that only the Isolated rule is tested.
    const on = { ...TACTICAL, params: { variant: { lowAmmo: true } } };
    for (const [scenario, low] of [
      [{}, true], // PC-SUP-10: fired while Isolated → Low on Ammo
      [on, false],
    ] as const) {
      const s = combatGame({ scenario });
      const a1 = idx(s, 'a1');
      s.units[a1]!.fired = true;
      s.ops.isolated = [a1];
      const events: GameEvent[] = [];
      step(s, 'PC-SUP-12').run(s, 'allied', events);
      expect(s.units[a1]!.lowAmmo ?? false).toBe(low);
      expect(s.units[a1]!.fired).toBe(true); // the switch hides the flag from the test only
    }
  });

  it('PB-SUP-06, PB-SUP-12: Isolated artillery that fired still becomes Unavailable', () => {
    const s = combatGame({
      allied: [{ id: 'a1', type: 'artillery', component: 'guns', strength: 12, flags: { indirect: true } }],
      scenario: TACTICAL,
    });
    const a1 = idx(s, 'a1');
    s.units[a1]!.fired = true;
    s.ops.isolated = [a1];
    step(s, 'PC-SUP-12').run(s, 'allied', []);
    expect(s.ops.unavailable).toContain(a1);
  });

  it('PB-SUP-14: Low Ammo is not used by default; PB-SUP-17: nor Low Fuel', () => {
    const make = (scenario: { profile?: string }, variant: object = {}) => {
      const s = combatGame({
        allied: [{ id: 'a1', type: 'armor', component: 'vehicles', moveClass: 'tracked', strength: 20 }],
        scenario: { ...scenario, params: { variant, side: { allied: { globalSupply: 0 } } } },
      });
      const a1 = idx(s, 'a1');
      s.units[a1]!.fired = true;
      s.ops.isolated = [a1];
      s.ops.movedSinceRefuel = [a1];
      s.turn = 9; // 00:00 on the second day of two-hour turns from 08:00: the refuelling test (PC-SUP-16)
      step(s, 'PC-SUP-12').run(s, 'allied', []);
      step(s, 'PC-SUP-16').run(s, 'allied', []);
      return s.units[a1]!;
    };
    const pc = make({});
    expect([pc.lowAmmo, pc.lowFuel]).toEqual([true, true]);
    const pb = make(TACTICAL);
    expect([pb.lowAmmo ?? false, pb.lowFuel ?? false]).toEqual([false, false]);
    const on = make(TACTICAL, { lowFuel: true });
    expect(on.lowFuel).toBe(true); // a later title may switch it on (PB-SUP-17 "possibly")
  });

  it('PB-FAT-03 examples (Fatigue Factor 2): company 15 → 0–30, platoon 15 → 0–90, tank company 20 → 0–40', () => {
    const s = combatGame({ scenario: TACTICAL });
    expect(s.world.params.variant.fatigueFactor).toBe(2);
    const coy = unit({ id: 'c', side: 'allied', size: 'company' });
    const plt = unit({ id: 'p', side: 'allied', size: 'platoon' });
    const tanks = unit({ id: 't', side: 'allied', size: 'company', component: 'vehicles' });
    expect(maxFatigueGain(s, coy, 15, false)).toBe(30);
    expect(maxFatigueGain(s, plt, 15, false)).toBe(90);
    expect(maxFatigueGain(s, tanks, 20, false)).toBe(40);
    expect(maxFatigueGain(s, coy, 15, true)).toBe(60); // attacking in an assault: doubled
    // Combined platoons: k = 2 for a pair, 1 for three or more.
    expect(pbSizeFactor(unit({ id: 'x', side: 'allied', size: 'platoon', subUnits: 2 }))).toBe(2);
    expect(pbSizeFactor(unit({ id: 'y', side: 'allied', size: 'platoon', subUnits: 3 }))).toBe(1);
    // The operational game keeps PC-CRT-04's factors: a lone company 15 → 0..90.
    expect(maxFatigueGain(combatGame(), coy, 15, false)).toBe(90);
  });

  it('PB-FAT-03: the most fatigue is k × Fatigue Factor × loss for any factor and loss (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 500 }), (f, loss) => {
        const s = combatGame({ scenario: { ...TACTICAL, params: { variant: { fatigueFactor: f } } } });
        const plt = unit({ id: 'p', side: 'allied', size: 'platoon' });
        return maxFatigueGain(s, plt, loss, false) === 3 * f * loss;
      }),
      { numRuns: 30 },
    );
  });
});

describe('the tactical scenarios under the profile', () => {
  it('a new villers-bocage game starts under the tactical hooks', () => {
    const { state } = newGame(loadBundledScenario('villers-bocage'), 1);
    expect(state.world.profile.id).toBe('tactical');
    expect(state.world.params.variant.stockpilingInPlay).toBe(false);
  });
});
