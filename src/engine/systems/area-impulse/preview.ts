// The fire preview the client shows before a fire is committed ("attack 2d6+4 vs 12: 72% for 1+
// damage"), and the damage odds the A/I weighs fires with. It refuses exactly what apply() would
// refuse about the order itself, because it runs the same check.

import type { RuleError } from '../../core/errors.js';
import type { Field } from './field.js';
import { capacityIn, checkFire, defenceOf, firepowerOf } from './fire.js';
import type { AreaState, AreaView, FireBreakdown } from './model.js';
import { otherSide } from './world.js';

export interface FirePreview {
  readonly firepower: number;
  readonly cardBonus: number;
  /** Lowest and highest attack points (AI-FIRE-02): dice minimum/maximum + firepower + cards. */
  readonly attackMin: number;
  readonly attackMax: number;
  /** "2d6+4" */
  readonly attackText: string;
  readonly highestDefense: number;
  readonly tdv: number;
  readonly tdvIgnored: FireBreakdown['tdvIgnored'];
  readonly defense: number;
  /** What the target units can absorb (AI-FIRE-41). */
  readonly capacity: number;
  /** Chance of at least 1 damage point (0..1). */
  readonly chance: number;
  /** Expected damage points applied (beyond capacity ignored, AI-FIRE-40). */
  readonly expected: number;
}

/** The chance of each total of `count` dice with `sides` faces: index = total. */
export function diceDistribution(count: number, sides: number): number[] {
  let dist = [1];
  for (let k = 0; k < count; k++) {
    const next = new Array<number>(dist.length + sides).fill(0);
    dist.forEach((p, t) => {
      for (let f = 1; f <= sides; f++) next[t + f]! += p / sides;
    });
    dist = next;
  }
  return dist;
}

/** Chance of damage >= 1 and the expected damage applied, given the attack modifier and the defence. */
export function damageOdds(
  field: Field,
  bonus: number,
  defense: number,
  capacity: number,
): { chance: number; expected: number } {
  const { count, sides } = field.world.rules.dice;
  let chance = 0;
  let expected = 0;
  diceDistribution(count, sides).forEach((p, total) => {
    const dmg = Math.max(0, total + bonus - defense);
    if (dmg > 0) chance += p;
    expected += p * Math.min(dmg, capacity);
  });
  return { chance, expected };
}

/**
 * What a fire would do, before it is given: "attack 2d6+4 vs 12: 72% for 1+ damage". Works on a
 * game state (for the side whose impulse it is) or on a side's view (that side, its own hand), and
 * refuses exactly what apply() would refuse about the order itself.
 */
export function previewFire(
  source: AreaState | AreaView,
  units: readonly string[],
  target: string,
  cards: readonly string[] = [],
  assign?: Readonly<Record<string, number>>,
): FirePreview | RuleError {
  const isView = 'side' in source;
  const field: Field = isView
    ? {
        world: source.world,
        units: source.units.map((u) => u.state),
        control: source.control,
        markers: source.markers,
      }
    : source;
  const side = isView ? source.side : source.active;
  const hand = isView ? source.hand.map((c) => c.id) : (source.hands[side] ?? []);
  const order = checkFire(field, side, hand, {
    type: 'fire',
    units,
    target,
    cards,
    ...(assign ? { assign } : {}),
  });
  if ('code' in order) return order;
  const firepower = firepowerOf(field, order.units);
  const d = defenceOf(field, side, order.from, order.target);
  const capacity = order.assign
    ? [...order.assign.values()].reduce((s, p) => s + p, 0)
    : capacityIn(field, order.target, otherSide(field.world, side));
  const bonus = firepower + order.cardBonus;
  const { count, sides } = field.world.rules.dice;
  return {
    firepower,
    cardBonus: order.cardBonus,
    attackMin: count + bonus,
    attackMax: count * sides + bonus,
    attackText: `${count}d${sides}${bonus > 0 ? `+${bonus}` : ''}`,
    highestDefense: d.highestDefense,
    tdv: d.tdv,
    tdvIgnored: d.tdvIgnored,
    defense: d.defense,
    capacity,
    ...damageOdds(field, bonus, d.defense, capacity),
  };
}
