// Airborne, glider and infiltration arrivals (PC-RNF-06/07) and storms (PC-RNF-10), with fixed dice.
// A test scenario: the Arnhem dossier puts the later lifts' landing zones off the bundled map, so no
// bundled scenario has an airborne arrival (docs/rules-decisions.md, PC-RNF-06).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, viewFor, type GameState } from '../src/engine/systems/panzer/index.js';
import type { Arrival, UnitSetup } from '../src/engine/systems/panzer/model/scenario.js';
import type { HexState } from '../src/engine/systems/panzer/model/state.js';
import type { GameEvent, Roll } from '../src/engine/systems/panzer/events.js';
import { handlePlaceReinforcement } from '../src/engine/systems/panzer/rules/placement.js';
import {
  DEFAULT_LANDING,
  lethalTerrain,
  type LandingParams,
} from '../src/engine/systems/panzer/rules/airborne.js';
import type { DiceSource } from '../src/engine/systems/panzer/rules/dice-source.js';
import { arrivalOrders, AIRBORNE_MAX_HOLD } from '../src/engine/systems/panzer/ai/arrivals.js';
import { arrivedLines, arrivedOrder } from '../src/tui/systems/panzer/arrived.js';
import { listRows } from '../src/tui/systems/panzer/unitlist.js';
import { combatGame, idx } from './fixtures/combat.js';
import { scriptedDice } from './fixtures/dice.js';
import { miniScenario } from './fixtures/mini.js';
import { nextAlliedTurn } from './fixtures/engineers.js';

// Row 2: Marsh, Swamp, Forest, Town, Rough, Village, Orchard, Bocage from column 2; row 5: Water, Impassible.
const TERRAIN = [
  '............',
  '............',
  '..msftrvob..',
  '............',
  '............',
  '..~#........',
  '............',
  '............',
  '............',
  '............',
];

type Over = Partial<UnitSetup> & { id: string };

/** "drop" arrives on turn 2 at `hex` as `arrives` says; "a1" stands at 04,06 and "x1" at `x1Hex`. */
function game(
  arrives: Partial<Arrival> & { hex: string },
  opts: { x1Hex?: string; axis?: Over[]; drop?: Partial<UnitSetup> } = {},
): GameState {
  const base = miniScenario();
  return combatGame({
    allied: [
      { id: 'a1', hex: '04,06' },
      { id: 'drop', name: '2 Para', hex: undefined, arrives: { turn: 2, ...arrives }, ...opts.drop },
    ],
    axis: opts.axis ?? [{ id: 'x1', hex: opts.x1Hex ?? '09,08' }],
    scenario: { map: { ...base.map, terrain: TERRAIN } },
  });
}

/** The start of the Allied turn 2, the unit in the Arrived list. */
function turn2(s0: GameState): GameState {
  let s = s0;
  for (let k = 0; k < 2; k++) {
    const r = apply(s, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  expect(s.units[idx(s, 'drop')]!.status).toBe('arrived');
  return s;
}

/** Fixed dice: every named roll draws `values` in order. */
const fixed =
  (values: readonly number[]): DiceSource =>
  () =>
    scriptedDice(values);

/** Places "drop" with fixed dice (the state is changed in place), returning the events. */
function place(s: GameState, values: readonly number[], p: LandingParams = DEFAULT_LANDING): GameEvent[] {
  const out = handlePlaceReinforcement(s, { type: 'placeReinforcement', unit: 'drop' }, fixed(values), p);
  if (!Array.isArray(out)) throw new Error(out.message);
  return out;
}

function landing(events: readonly GameEvent[]): Extract<GameEvent, { type: 'unitState' }> {
  const e = events.find((x) => x.type === 'unitState' && x.rule === 'PC-RNF-06');
  if (!e || e.type !== 'unitState') throw new Error('no landing event');
  return e;
}

const at = (s: GameState, id: string) => s.world.board.label(s.units[idx(s, id)]!.loc);
const strength = (s: GameState) => s.units[idx(s, 'drop')]!.strength;

describe('PC-RNF-06 landing-loss table (600 men, no scatter, the "up to" draw at half: 0.5)', () => {
  // Draws: the loss fraction, then the random rounding (PC-GEN-06).
  const rows: [string, string, boolean, number, number][] = [
    ['All other landings (Clear): up to 20%', '06,04', false, 20, 60],
    ['Marsh, any airborne: up to 60%', '02,02', false, 60, 180],
    ['Swamp, any airborne: up to 60%', '03,02', false, 60, 180],
    ['a paratrooper in Forest is an "other" landing: up to 20%', '04,02', false, 20, 60],
    ['Glider in Forest: up to 60%', '04,02', true, 60, 180],
    ['Glider in Town: up to 60%', '05,02', true, 60, 180],
    ['Glider in Rough: up to 60%', '06,02', true, 60, 180],
    ['Glider in Village: up to 60%', '07,02', true, 60, 180],
    ['Glider in Orchard: up to 60%', '08,02', true, 60, 180],
    ['Glider in Bocage: up to 60%', '09,02', true, 60, 180],
    ['Glider in Clear: up to 20%', '06,04', true, 20, 60],
  ];
  for (const [name, hex, glider, max, loss] of rows)
    it(`PC-RNF-06 ${name}`, () => {
      const s = turn2(game({ hex, ...(glider ? { glider: true } : { airborne: true }), scatter: 0 }));
      const vp0 = s.losses.allied.vp;
      const men0 = s.losses.allied.men;
      const ev = place(s, [0.5, 0.9]);
      expect(at(s, 'drop')).toBe(hex);
      expect(strength(s)).toBe(600 - loss);
      const e = landing(ev);
      expect(e.strength).toBe(600 - loss);
      const draw = e.rolls!.find((r) => r.label.startsWith('landing loss'))!;
      expect(draw.target).toBe(max);
      expect(draw.value).toBe(max / 2);
      // Landing losses count for victory points.
      expect(s.losses.allied.men - men0).toBe(loss);
      expect(s.losses.allied.vp).toBeGreaterThan(vp0);
    });

  it('PC-RNF-06 the draw is the whole range: 0 loses nothing, 1 loses the full "up to"', () => {
    const none = turn2(game({ hex: '02,02', airborne: true, scatter: 0 }));
    place(none, [0, 0.9]);
    expect(strength(none)).toBe(600);
    const all = turn2(game({ hex: '02,02', airborne: true, scatter: 0 }));
    place(all, [1, 0.9]);
    expect(strength(all)).toBe(240);
  });

  it('PC-RNF-06 a fractional loss is rounded at random, and the roll is reported (PC-GEN-06)', () => {
    const s = turn2(game({ hex: '06,04', airborne: true, scatter: 0 }));
    // 0.123 × 20% = 2.46% of 600 = 14.76: 0.5 is under 0.76, so 15.
    const ev = place(s, [0.123, 0.5]);
    expect(strength(s)).toBe(585);
    const r = landing(ev).rolls!.find((x) => x.rule === 'PC-GEN-06')!;
    expect(r.value).toBe(0.5);
    expect(r.target).toBeCloseTo(0.76, 5);
    expect(r.success).toBe(true);
  });

  it('PC-RNF-06 Water: eliminated, every man counted for VP', () => {
    // Dropped at 02,04 with scatter 1; the direction roll picks 02,05 (Water).
    const s = turn2(game({ hex: '02,04', airborne: true, scatter: 1 }));
    const { board } = s.world;
    const ring = board.within(board.parse('02,04')!, 1).filter((l) => l !== board.parse('02,04'));
    const k = ring.indexOf(board.parse('02,05')!);
    const men0 = s.losses.allied.men;
    const ev = place(s, [0.99, (k + 0.5) / ring.length]);
    const u = s.units[idx(s, 'drop')]!;
    expect(u.status).toBe('eliminated');
    expect(u.loc).toBe(-1);
    expect(s.losses.allied.men - men0).toBe(600);
    expect(ev).toContainEqual({
      type: 'eliminated',
      unit: idx(s, 'drop'),
      reason: 'landed in Water at 02,05 (PC-RNF-06)',
    });
    const rolls = landing(ev).rolls!;
    expect(rolls[0]!.label).toBe('scatter: 1 of 0-1 hexes from 02,04');
    expect(rolls[1]!.label).toMatch(/^scatter direction: lands at 02,05/);
  });

  it('PC-RNF-06 Impassible: eliminated', () => {
    const s = turn2(game({ hex: '03,04', glider: true, scatter: 1 }));
    const { board } = s.world;
    const ring = board.within(board.parse('03,04')!, 1).filter((l) => l !== board.parse('03,04'));
    const k = ring.indexOf(board.parse('03,05')!);
    place(s, [0.99, (k + 0.5) / ring.length]);
    expect(s.units[idx(s, 'drop')]!.status).toBe('eliminated');
  });
});

describe('PC-RNF-06 extras: scatter and minefields', () => {
  it('PC-RNF-06 +10% per hex of scatter: 2 hexes add 20% (flat, the default reading)', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 2 }));
    // 0.9 × 3 = 2.7: 2 hexes; then a direction; then the loss draw 0.5 of 20% + 20% = 30%.
    const ev = place(s, [0.9, 0.5, 0.5, 0.9]);
    const u = s.units[idx(s, 'drop')]!;
    expect(s.world.board.distance(u.loc, s.world.board.parse('06,06')!)).toBe(2);
    expect(u.strength).toBe(600 - 180);
    const draw = landing(ev).rolls!.find((r) => r.label.startsWith('landing loss'))!;
    expect(draw.label).toBe('landing loss, Clear, scatter 2×10%: up to 20% +20% = 30%');
    expect(landing(ev).what).toMatch(/2 hexes from 06,06/);
  });

  it('PC-RNF-06 the "ceiling" reading: the extras raise the "up to" instead', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 2 }));
    place(s, [0.9, 0.5, 0.5, 0.9], { ...DEFAULT_LANDING, extras: 'ceiling' });
    expect(strength(s)).toBe(600 - 120); // 0.5 × (20 + 20) = 20%
  });

  it('PC-RNF-06 a scatter roll of 0 keeps the drop hex, no extra', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 2 }));
    place(s, [0.2, 0.5, 0.9]);
    expect(at(s, 'drop')).toBe('06,06');
    expect(strength(s)).toBe(540);
  });

  for (const [points, pct] of [
    [1, 2],
    [2, 4],
    [3, 6],
  ] as const)
    it(`PC-RNF-06 +2% per minefield point: ${points} point(s) add ${pct}%`, () => {
      const s = turn2(game({ hex: '06,06', airborne: true, scatter: 0 }));
      const loc = s.world.board.parse('06,06')!;
      s.hexes[loc] = { ...(s.hexes[loc] ?? blankHex()), minefield: points };
      place(s, [0.5, 0.9]);
      expect(strength(s)).toBe(600 - (600 * (10 + pct)) / 100);
    });

  it('PC-RNF-06 extras never take more than 100%: the unit is eliminated, never negative', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 9 }));
    const loc = s.world.board.parse('06,06')!;
    s.hexes[loc] = { ...(s.hexes[loc] ?? blankHex()), minefield: 3 };
    place(s, [0.99, 0.5, 0.99, 0.9]);
    const u = s.units[idx(s, 'drop')]!;
    expect(u.strength).toBe(0);
    expect(u.status).toBe('eliminated');
  });
});

describe('PC-RNF-06 landing on enemy units', () => {
  it('PC-RNF-06 80%, then moved to an adjacent non-enemy hex where its terrain loss applies too', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 0 }, { x1Hex: '06,06' }));
    // 80% of 600 = 480; the move roll; then 0.5 of up to 20% = 10% of 120 = 12.
    const ev = place(s, [0.9, 0.5, 0.5, 0.9]);
    const u = s.units[idx(s, 'drop')]!;
    const { board } = s.world;
    expect(u.status).toBe('active');
    expect(board.distance(u.loc, board.parse('06,06')!)).toBe(1);
    expect(u.strength).toBe(108);
    const e = landing(ev);
    expect(e.what).toMatch(/on enemy units: 80%/);
    expect(e.rolls!.some((r) => r.label.startsWith('moved off the enemy to'))).toBe(true);
    // No scatter or minefield extra after landing on the enemy.
    expect(e.rolls!.find((r) => r.label.startsWith('landing loss'))!.label).toBe(
      `landing loss, Clear: up to 20% = 10%`,
    );
  });

  it('PC-RNF-06 no non-enemy hex next to it: eliminated (not from the source)', () => {
    const probe = game({ hex: '06,06', airborne: true, scatter: 0 });
    const { board } = probe.world;
    const ring = board.within(board.parse('06,06')!, 1).map((l) => board.label(l));
    const s = turn2(
      game(
        { hex: '06,06', airborne: true, scatter: 0 },
        { axis: ring.map((hex, k) => ({ id: `x${k}`, hex })) },
      ),
    );
    place(s, [0.9, 0.5, 0.5, 0.9]);
    expect(s.units[idx(s, 'drop')]!.status).toBe('eliminated');
  });

  it('PC-RNF-06 an airborne drop on the enemy is not refused (the ground arrival would be)', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 0 }, { x1Hex: '06,06' }));
    expect(apply(s, { type: 'placeReinforcement', unit: 'drop' }).ok).toBe(true);
  });
});

describe('PC-RNF-07 infiltration', () => {
  it('PC-RNF-07 arrives in its own hex when it is empty', () => {
    const s = turn2(game({ hex: '06,06', infiltration: true }));
    place(s, [0.5]);
    expect(at(s, 'drop')).toBe('06,06');
    expect(strength(s)).toBe(600);
  });

  it('PC-RNF-07 an occupied hex: an adjacent empty hex, picked by the roll, never the enemy or Water', () => {
    const s = turn2(game({ hex: '03,04', infiltration: true }, { x1Hex: '03,04' }));
    const { board } = s.world;
    const ev = place(s, [0]);
    const u = s.units[idx(s, 'drop')]!;
    expect(board.distance(u.loc, board.parse('03,04')!)).toBe(1);
    expect(s.units.filter((o) => o.status === 'active' && o.loc === u.loc)).toHaveLength(1);
    expect(lethalTerrain(s.world.params.terrain[s.world.terrain[u.loc]!]!)).toBe(false);
    const roll = ev
      .flatMap((e) => (e.type === 'unitState' ? (e.rolls ?? []) : []))
      .find((r) => r.rule === 'PC-RNF-07')!;
    expect(roll.label).toMatch(/^infiltration: 03,04 is not empty; arrives at /);
  });

  it('PC-RNF-07 a partisan with no empty hex waits in the Arrived list', () => {
    const probe = game({ hex: '06,06', infiltration: true });
    const { board } = probe.world;
    const ring = board.within(board.parse('06,06')!, 1).map((l) => board.label(l));
    const s = turn2(
      game(
        { hex: '06,06', infiltration: true },
        { axis: ring.map((hex, k) => ({ id: `x${k}`, hex })), drop: { type: 'partisan' } },
      ),
    );
    const r = apply(s, { type: 'placeReinforcement', unit: 'drop' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units[idx(r.state, 'drop')]!.status).toBe('arrived');
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'message', rule: 'PC-RNF-07', seenBy: 'allied' }),
    );
    // Next turn, with a hex free, it arrives.
    const next = nextAlliedTurn(r.state);
    const x0 = idx(next, 'x0');
    next.units[x0]!.loc = next.world.board.parse('00,09')!;
    const placed = apply(next, { type: 'placeReinforcement', unit: 'drop' });
    if (!placed.ok) throw new Error(placed.error.message);
    expect(placed.state.units[idx(placed.state, 'drop')]!.loc).toBe(board.parse(ring[0]!));
  });
});

describe('PC-RNF-10 storms hold amphibious, airborne and glider arrivals', () => {
  for (const kind of ['airborne', 'glider', 'amphibious'] as const)
    it(`PC-RNF-10 a ${kind} arrival waits in the Arrived list with the reason`, () => {
      const s = turn2(game({ hex: '06,06', [kind]: true }));
      s.weather.storm = true;
      const r = apply(s, { type: 'placeReinforcement', unit: 'drop' });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.rule).toBe('PC-RNF-10');
      expect(r.error.message).toBe(
        `A storm stops ${kind} reinforcements: 2 Para waits in the Arrived list until it passes.`,
      );
      const view = viewFor(s, 'allied');
      expect(arrivedLines(view)).toContain(`  06,06  2 Para [${kind}, storm]`);
      expect(listRows(view, { kind: 'all' }, false)[1]!.text).toBe(`   06,06 2 Para [${kind}, storm]`);
      // The computer holds it; the client's order sends nothing the engine would refuse.
      expect(arrivalOrders(view)).toEqual([]);
      const built = arrivedOrder().build({ view, cursor: s.world.board.parse('06,06')! } as never, null);
      expect('error' in built && built.error).toMatch(/storm/);
      s.weather.storm = false;
      expect(apply(s, { type: 'placeReinforcement', unit: 'drop' }).ok).toBe(true);
    });

  it('PC-RNF-10 a storm does not hold ordinary or infiltration arrivals', () => {
    for (const arrives of [{ hex: '06,06' }, { hex: '06,06', infiltration: true }]) {
      const s = turn2(game(arrives));
      s.weather.storm = true;
      expect(apply(s, { type: 'placeReinforcement', unit: 'drop' }).ok).toBe(true);
    }
  });
});

describe('PC-RNF-06 the computer and the Arrived list', () => {
  it('PC-RNF-06 the list names the kind of arrival', () => {
    const s = turn2(game({ hex: '06,06', glider: true, infiltration: true }));
    expect(arrivedLines(viewFor(s, 'allied'))).toContain('  06,06  2 Para [glider, infiltration]');
  });

  it(`PC-RNF-06 the computer holds a drop with a known enemy in its scatter circle, at most ${AIRBORNE_MAX_HOLD} turns`, () => {
    let s = turn2(game({ hex: '06,06', airborne: true, scatter: 1 }, { x1Hex: '07,06' }));
    expect(arrivalOrders(viewFor(s, 'allied'))).toEqual([]);
    s = nextAlliedTurn(s);
    s.units[idx(s, 'x1')]!.loc = s.world.board.parse('07,06')!;
    s.knowledge.allied.spotted = [idx(s, 'x1')];
    expect(arrivalOrders(viewFor(s, 'allied'))).toEqual([]);
    s = nextAlliedTurn(s);
    s.units[idx(s, 'x1')]!.loc = s.world.board.parse('07,06')!;
    s.knowledge.allied.spotted = [idx(s, 'x1')];
    const orders = arrivalOrders(viewFor(s, 'allied'));
    expect(orders).toEqual([{ type: 'placeReinforcement', unit: 'drop', hex: '06,06' }]);
    for (const o of orders) expect(apply(s, o).ok).toBe(true);
  });

  it('PC-RNF-06 the computer drops at once when no enemy is known near; its orders are never refused', () => {
    const s = turn2(game({ hex: '06,06', airborne: true, scatter: 1 }));
    const orders = arrivalOrders(viewFor(s, 'allied'));
    expect(orders).toHaveLength(1);
    const r = apply(s, orders[0]!);
    if (!r.ok) throw new Error(r.error.message);
    // Through apply's copy-on-write draft: landed within the scatter radius, the loss kept.
    const u = r.state.units[idx(r.state, 'drop')]!;
    expect(u.status).toBe('active');
    expect(r.state.world.board.distance(u.loc, r.state.world.board.parse('06,06')!)).toBeLessThanOrEqual(1);
    expect(u.strength).toBeLessThanOrEqual(600);
    expect(u.strength).toBe(600 - (r.state.losses.allied.men - s.losses.allied.men));
    expect(s.units[idx(s, 'drop')]!.status).toBe('arrived');
  });
});

describe('PC-RNF-06/07 property: a landing keeps the rules of a hex', () => {
  const hexes = TERRAIN.flatMap((row, r) =>
    [...row].map((_, c) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`),
  );
  const land = hexes.filter((h) => {
    const [c, r] = h.split(',').map(Number);
    return !'~#'.includes(TERRAIN[r!]![c!]!);
  });
  it('PC-RNF-06/07 never negative strength, never among the enemy or in Water, losses all counted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...land),
        fc.constantFrom('airborne', 'glider', 'none'),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.uniqueArray(fc.constantFrom(...hexes), { maxLength: 6 }),
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 8, maxLength: 8 }),
        (hex, drop, infiltration, scatter, enemies, draws) => {
          const arrives: Partial<Arrival> & { hex: string } = {
            hex,
            scatter,
            ...(drop === 'none' ? {} : { [drop]: true }),
            ...(infiltration || drop === 'none' ? { infiltration: true } : {}),
          };
          const axis = enemies.filter((h) => h !== '04,06').map((h, k) => ({ id: `x${k}`, hex: h }));
          const s = turn2(game(arrives, { axis: axis.length > 0 ? axis : [{ id: 'x0', hex: '11,00' }] }));
          const men0 = s.losses.allied.men;
          const out = handlePlaceReinforcement(s, { type: 'placeReinforcement', unit: 'drop' }, fixed(draws));
          if (!Array.isArray(out)) return; // refused: nothing changed
          const i = idx(s, 'drop');
          const u = s.units[i]!;
          expect(u.strength).toBeGreaterThanOrEqual(0);
          expect(u.strength).toBeLessThanOrEqual(600);
          expect(s.losses.allied.men - men0).toBe(600 - u.strength);
          if (u.status === 'eliminated') expect(u.loc).toBe(-1);
          if (u.status !== 'active') return;
          expect(u.strength).toBeGreaterThan(0);
          const t = s.world.params.terrain[s.world.terrain[u.loc]!]!;
          expect(lethalTerrain(t)).toBe(false);
          const here = s.units.flatMap((o, j) =>
            o.status === 'active' && o.loc === u.loc && j !== i ? [j] : [],
          );
          expect(here.some((j) => s.world.units[j]!.side === 'axis')).toBe(false);
          // An infiltrator that found an empty hex is alone there.
          const rolled: Roll[] = out.flatMap((e) => (e.type === 'unitState' ? (e.rolls ?? []) : []));
          if (arrives.infiltration && rolled.some((r) => r.rule === 'PC-RNF-07'))
            expect(here).toHaveLength(0);
        },
      ),
      { numRuns: 60, seed: 20 },
    );
  });
});

function blankHex(): HexState {
  return {
    rubble: 'none',
    minefield: 0,
    minefieldPenetrated: false,
    obstacle: 'none',
    congestion: null,
    congestionCounter: 0,
    fortification: null,
    fortificationVacated: false,
  };
}
