// Scenario special rules (dossier tutorial-and-tactical.md §B8, model/special-rules.ts): finite
// ammunition (SR-AMMO), burning buildings (SR-BURN) and truces (SR-TRUCE). Each test names the
// dossier section and the PB/PC rule the special rule extends.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  restoreState,
  snapshotOf,
  viewFor,
  type GameEvent,
  type Roll,
} from '../src/engine/systems/panzer/index.js';
import type { SpecialRules } from '../src/engine/systems/panzer/model/special-rules.js';
import { chooseTarget } from '../src/engine/systems/panzer/rules/fire.js';
import { burnTurnStart, isBuildingHex, tryIgnite } from '../src/engine/systems/panzer/rules/burning.js';
import { hexStateFor } from '../src/engine/systems/panzer/rules/fortifications.js';
import { nextLeaveFire } from '../src/engine/systems/panzer/ai/burning.js';
import { truceOn } from '../src/engine/systems/panzer/rules/truce.js';
import { checkScenario } from '../src/engine/systems/panzer/scenario/checks.js';
import { hexInfoLines } from '../src/tui/systems/panzer/hexinfo.js';
import { specialRulesLines } from '../src/tui/systems/panzer/special-rules-text.js';
import { combatGame, idx, spotAll } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { miniScenario } from './fixtures/mini.js';

const AMMO: SpecialRules = {
  ammunition: [{ side: 'allied', shots: 3, byType: { mortar: 1 }, units: { a2: 7 } }],
};

const BURN: SpecialRules = {
  burning: {
    terrain: ['t'],
    fromTurn: 1,
    igniters: [{ side: 'allied', types: ['armor'], chance: 40 }],
    leaveTurns: 1,
    lossPercent: 20,
    burnTurns: 3,
  },
};

/** Allied a1 at 05,05 next to Axis x1 in the town hex 06,05 of the mini map. */
function townFight(special: SpecialRules, a1: object = {}) {
  return combatGame({
    allied: [{ id: 'a1', hex: '05,05', ...a1 }],
    axis: [{ id: 'x1', hex: '06,05' }],
    scenario: { specialRules: special },
  });
}

const messages = (events: readonly GameEvent[], rule: string) =>
  events.flatMap((e) => (e.type === 'message' && e.rule === rule ? [e.text] : []));

describe('§B8 finite ammunition: SR-AMMO (extends PB-SUP-10..14, Low Ammo off in PB-SUP-14)', () => {
  it('SR-AMMO: shots by unit id over unit type over the side default; HQs and the other side carry none', () => {
    const s = combatGame({
      allied: [{ id: 'a1' }, { id: 'a2' }, { id: 'm1', type: 'mortar', hex: '02,06' }],
      scenario: { specialRules: AMMO },
    });
    expect(s.units[idx(s, 'a1')]!.ammo).toBe(3);
    expect(s.units[idx(s, 'a2')]!.ammo).toBe(7);
    expect(s.units[idx(s, 'm1')]!.ammo).toBe(1);
    expect(s.units[idx(s, 'a-hq')]!.ammo).toBeUndefined();
    expect(s.units[idx(s, 'x1')]!.ammo).toBeUndefined();
  });

  it('SR-AMMO: each shot spends one; at 0 the unit cannot fire and the refusal names SR-AMMO', () => {
    let s = combatGame({ scenario: { specialRules: { ammunition: [{ side: 'allied', shots: 1 }] } } });
    const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(s.units[idx(s, 'a1')]!.ammo).toBe(0);
    expect(messages(r.events, 'SR-AMMO')).toEqual([expect.stringContaining('out of ammunition')]);
    s.units[idx(s, 'a1')]!.mp = 30; // plenty of MP: only the ammunition stops it
    spotAll(s);
    const again = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
    expect(again).toMatchObject({ ok: false, error: { rule: 'SR-AMMO' } });
    // Opportunity fire is refused the same way (chooseTarget is where both pass).
    const op = chooseTarget(s, idx(s, 'a1'), s.units[idx(s, 'x1')]!.loc, {
      indirect: false,
      opportunity: true,
    });
    expect(op).toMatchObject({ rule: 'SR-AMMO' });
  });

  it('SR-AMMO (property): a unit fires exactly min(shots, tries) times and never goes below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 6 }), (shots, tries) => {
        let s = combatGame({
          allied: [{ id: 'a1', strength: 2000 }],
          axis: [{ id: 'x1', strength: 5000 }],
          scenario: { specialRules: { ammunition: [{ side: 'allied', shots }] } },
        });
        let fired = 0;
        for (let n = 0; n < tries; n++) {
          s.units[idx(s, 'a1')]!.mp = 30;
          spotAll(s);
          const r = apply(s, { type: 'fire', units: ['a1'], target: '05,06' });
          if (!r.ok) {
            expect(r.error.rule).toBe('SR-AMMO');
            continue;
          }
          fired++;
          s = r.state;
          expect(s.units[idx(s, 'a1')]!.ammo).toBeGreaterThanOrEqual(0);
        }
        expect(fired).toBe(Math.min(shots, tries));
        expect(s.units[idx(s, 'a1')]!.ammo).toBe(shots - fired);
      }),
      { numRuns: 40 },
    );
  });

  it('SR-AMMO: a side without the rule fires as often as before', () => {
    const s = combatGame({ scenario: { specialRules: AMMO } });
    const r = apply({ ...s, activeSide: 'axis' }, { type: 'fire', units: ['x1'], target: '04,06' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.units[idx(s, 'x1')]!.ammo).toBeUndefined();
  });

  it('SR-AMMO: the count survives a save, and the hex info shows it ("ammo 3", OUT OF AMMO at 0)', () => {
    const s = combatGame({ scenario: { specialRules: AMMO } });
    const back = restoreState(s.world, structuredClone(snapshotOf(s)));
    expect(back.units[idx(s, 'a1')]!.ammo).toBe(3);
    const loc = s.units[idx(s, 'a1')]!.loc;
    const text = () =>
      hexInfoLines(viewFor(s, 'allied'), loc, [])
        .map((l) => l.text)
        .join('\n');
    expect(text()).toContain('ammo 3');
    s.units[idx(s, 'a1')]!.ammo = 0;
    expect(text()).toContain('OUT OF AMMO');
  });

  it('SR-AMMO: the scenario check names a bad unit id and a second rule for one side', () => {
    const bad = miniScenario({
      specialRules: {
        ammunition: [
          { side: 'allied', shots: 3, units: { nobody: 2, 'x-hq': 1 } },
          { side: 'allied', shots: 4 },
        ],
      },
    });
    const paths = checkScenario(bad).map((p) => `${p.path}: ${p.message}`);
    expect(paths).toContain('specialRules.ammunition[0].units.nobody: unknown unit "nobody"');
    expect(paths).toContain('specialRules.ammunition[0].units.x-hq: "x-hq" is not a allied unit');
    expect(paths).toContain('specialRules.ammunition[1].side: "allied" already has an ammunition rule');
  });
});

describe('§B8 burning buildings: SR-BURN (extends PB-IMP-01 / PC-FIR-31 rubble)', () => {
  it('SR-BURN: a direct shot by an igniter into a building hex sets it on fire when the roll is under the chance', () => {
    const s = townFight(BURN, {
      type: 'armor',
      component: 'vehicles',
      strength: 10,
      flags: { hardTarget: true },
    });
    const loc = s.units[idx(s, 'x1')]!.loc;
    expect(isBuildingHex(s.world, loc)).toBe(true);
    const rolls: Roll[] = [];
    const events: GameEvent[] = [];
    tryIgnite(s, [idx(s, 'a1')], loc, scriptedDice([0.45]), rolls, events); // 45 >= 40: no fire
    expect(s.hexes[loc]?.burning).toBeUndefined();
    tryIgnite(s, [idx(s, 'a1')], loc, scriptedDice([0.39]), rolls, events); // 39 < 40: fire
    expect(s.hexes[loc]?.burning).toBe(s.turn * 2 + s.playerTurn);
    expect(rolls.map((r) => [r.rule, r.target, r.success])).toEqual([
      ['SR-BURN', 40, false],
      ['SR-BURN', 40, true],
    ]);
    expect(messages(events, 'SR-BURN')).toEqual([expect.stringContaining('is on fire')]);
    expect(viewFor(s, 'axis').map.burning?.get(loc)).toBe(s.turn); // smoke: both sides see it
    expect(hexInfoLines(viewFor(s, 'allied'), loc, []).map((l) => l.text)).toContain(
      `BURNING since turn ${s.turn}: get out`,
    );
  });

  it('SR-BURN: no roll for a non-igniter, outside building hexes or before the first turn', () => {
    const infantry = townFight(BURN);
    const loc = infantry.units[idx(infantry, 'x1')]!.loc;
    const rolls: Roll[] = [];
    tryIgnite(infantry, [idx(infantry, 'a1')], loc, scriptedDice([0]), rolls, []);
    const tank = { type: 'armor' as const, component: 'vehicles' as const, strength: 10 };
    const open = combatGame({ allied: [{ id: 'a1', ...tank }], scenario: { specialRules: BURN } });
    tryIgnite(open, [idx(open, 'a1')], open.units[idx(open, 'x1')]!.loc, scriptedDice([0]), rolls, []);
    const early = townFight({ burning: { ...BURN.burning!, fromTurn: 3 } }, tank);
    tryIgnite(early, [idx(early, 'a1')], loc, scriptedDice([0]), rolls, []);
    expect(rolls).toEqual([]);
  });

  it('SR-BURN: occupants get leaveTurns of their own turns to leave, then lose lossPercent each turn; after burnTurns it is rubble for good', () => {
    const s = townFight(BURN);
    const loc = s.units[idx(s, 'x1')]!.loc;
    const x1 = idx(s, 'x1');
    const hit = (turn: number, playerTurn: 0 | 1) => {
      s.turn = turn;
      s.playerTurn = playerTurn;
      const events: GameEvent[] = [];
      const before = s.units[x1]!.strength;
      burnTurnStart(s, 'axis', events, scriptedDice([0.99]));
      return { lost: before - s.units[x1]!.strength, events };
    };
    hexStateFor(s, loc).burning = 1 * 2 + 0; // fire in the Allied player turn of turn 1
    expect(hit(1, 1).lost).toBe(0); // the Axis turn right after: time to get out
    expect(hit(2, 1).lost).toBe(120); // still there a turn later: 20% of 600 men
    const out = hit(4, 0); // 3 game turns after the fire started
    expect(messages(out.events, 'SR-BURN')).toEqual([expect.stringContaining('burnt out')]);
    expect(s.hexes[loc]).toMatchObject({ rubble: 'uncleared', burnt: true });
    expect(s.hexes[loc]!.burning).toBeUndefined();
    const rolls: Roll[] = [];
    tryIgnite(s, [idx(s, 'a1')], loc, scriptedDice([0]), rolls, []);
    expect(rolls).toEqual([]); // burnt out: it cannot burn again
  });

  it('SR-BURN: the A/I steps a unit out of a burning hex into a hex it may enter, another building first', () => {
    const s = townFight(BURN);
    const x1 = idx(s, 'x1');
    const loc = s.units[x1]!.loc;
    hexStateFor(s, loc).burning = 2;
    s.units[x1]!.mp = 9;
    const view = viewFor(s, 'axis');
    const tried = new Set<number>();
    const cmd = nextLeaveFire(view, s.world, tried);
    expect(cmd).toMatchObject({ type: 'move', units: ['x1'] });
    const to = s.world.board.parse(cmd!.path[0]!)!;
    expect(s.world.board.distance(loc, to)).toBe(1);
    expect(isBuildingHex(s.world, to)).toBe(true); // 06,04 or 07,04: the town's other hexes
    expect(apply({ ...s, activeSide: 'axis' }, cmd!).ok).toBe(true);
    expect(nextLeaveFire(view, s.world, tried)).toBeNull(); // each unit is tried once
  });

  it('SR-BURN: the check names an unknown terrain letter, an igniter with no units and an unknown igniter unit', () => {
    const bad = miniScenario({
      specialRules: {
        burning: {
          ...BURN.burning!,
          terrain: ['t', 'Q'],
          igniters: [
            { side: 'axis', chance: 10 },
            { side: 'axis', units: ['ghost'], chance: 10 },
          ],
        },
      },
    });
    const paths = checkScenario(bad).map((p) => `${p.path}: ${p.message}`);
    expect(paths).toContain('specialRules.burning.terrain[1]: unknown terrain letter "Q"');
    expect(paths).toContain(
      'specialRules.burning.igniters[0]: names no unit types and no units: give "types" or "units"',
    );
    expect(paths).toContain('specialRules.burning.igniters[1].units[0]: unknown unit "ghost"');
  });
});

describe('§B8 truce for the wounded: SR-TRUCE (extends PB-FIRE-35 and PC-ASL-01)', () => {
  const TRUCE: SpecialRules = { truces: [{ fromTurn: 2, turns: 2, name: 'the truce for the wounded' }] };

  it('SR-TRUCE: in the truce turns fire, opportunity fire and assault are refused naming SR-TRUCE; before and after they are not', () => {
    const s = combatGame({ scenario: { specialRules: TRUCE } });
    expect(apply(s, { type: 'fire', units: ['a1'], target: '05,06' }).ok).toBe(true); // turn 1
    for (const turn of [2, 3]) {
      const t = { ...s, turn };
      expect(apply(t, { type: 'fire', units: ['a1'], target: '05,06' })).toMatchObject({
        ok: false,
        error: { rule: 'SR-TRUCE' },
      });
      expect(apply(t, { type: 'assault', units: ['a1'], target: '05,06' })).toMatchObject({
        ok: false,
        error: { rule: 'SR-TRUCE' },
      });
      const op = chooseTarget(t, idx(s, 'x1'), s.units[idx(s, 'a1')]!.loc, {
        indirect: false,
        opportunity: true,
      });
      expect(op).toMatchObject({ rule: 'SR-TRUCE' });
    }
    expect(apply({ ...s, turn: 4 }, { type: 'fire', units: ['a1'], target: '05,06' }).ok).toBe(true);
    expect(truceOn(s.world, 3)?.name).toBe('the truce for the wounded');
    expect(truceOn(s.world, 4)).toBeUndefined();
  });

  it('SR-TRUCE: the check names a truce after the last turn and overlapping truces', () => {
    const bad = miniScenario({
      specialRules: {
        truces: [
          { fromTurn: 2, turns: 2 },
          { fromTurn: 3, turns: 1 },
          { fromTurn: 9, turns: 1 },
        ],
      },
    });
    const paths = checkScenario(bad).map((p) => `${p.path}: ${p.message}`);
    expect(paths).toContain('specialRules.truces[1]: overlaps truces[0]');
    expect(paths).toContain('specialRules.truces[2].fromTurn: turn 9 is after the last turn (6)');
  });
});

describe('§B8 special rules in the briefing', () => {
  it('SR-AMMO, SR-BURN, SR-TRUCE: the briefing says each rule in force with its turn and time; none without them', () => {
    const s = combatGame({
      scenario: {
        specialRules: { ...AMMO, ...BURN, truces: [{ fromTurn: 2, turns: 1, name: 'the truce' }] },
      },
    });
    const text = specialRulesLines(s.world).join('\n');
    expect(text).toContain(
      'Finite ammunition (SR-AMMO): Allied units start with 3 shots (mortar 1), 1 unit their own count',
    );
    expect(text).toContain('Burning buildings (SR-BURN): from turn 1');
    expect(text).toContain('Town hex on fire (Allied armor 40% a shot)');
    expect(text).toContain('The truce (SR-TRUCE): from turn 2');
    expect(specialRulesLines(combatGame().world)).toEqual([]);
  });
});
