// The fire sequence (AI-FIRE-01..51, 90): which fire orders are legal, attack and defence points,
// the damage and who must apply it, the fire marker. Legality and the defence are computed on a
// Field, so the engine, the client's preview and the computer players get the same answer.

import { ruleError, type RuleError } from '../../core/errors.js';
import type { Dice } from '../../core/rng.js';
import { countIn, unitCapacity, unitsIn, type Field } from './field.js';
import type {
  AreaCommand,
  AreaEvent,
  AreaState,
  CardDef,
  FireBreakdown,
  PendingDamage,
  Side,
} from './model.js';
import { sideName } from './scenario.js';
import { areaName, otherSide, sideOf, unitDef, unitLabel } from './world.js';

export type FireCommand = Extract<AreaCommand, { type: 'fire' }>;

/** A fire order checked against the map: indices instead of ids. */
export interface FireOrder {
  readonly side: Side;
  readonly units: readonly number[];
  readonly from: number;
  readonly target: number;
  readonly cards: readonly CardDef[];
  /** Attack points the bombard cards add. */
  readonly cardBonus: number;
  /** AI-FIRE-50: the points the firer wants on each target unit (a directed card), else null. */
  readonly assign: ReadonlyMap<number, number> | null;
}

export interface Defence {
  readonly highestDefense: number;
  /** The target unit holding the highest defence (AI-FIRE-10). */
  readonly defender: number;
  readonly tdv: number;
  readonly tdvIgnored: FireBreakdown['tdvIgnored'];
  readonly defense: number;
}

/** A unit's firepower and defence on the face it shows (AI-FIRE-NS-04: each face has its own). */
export function faceOf(field: Field, unit: number): { readonly firepower: number; readonly defense: number } {
  const d = unitDef(field.world, unit);
  return field.units[unit]!.fresh ? d.fresh : d.spent;
}

/**
 * AI-FIRE-10/11: the highest defence among the target units plus the TDV, unless (a) the firers
 * are in the target area, (b) the target side does not control it, (c) it holds a fire marker of
 * the target side (AI-FIRE-91). A marker of the firing side does not count (AI-FIRE-11, derived).
 */
export function defenceOf(field: Field, firingSide: Side, from: number, target: number): Defence {
  const targetSide = otherSide(field.world, firingSide);
  let highestDefense = -1;
  let defender = -1;
  for (const u of unitsIn(field, target, targetSide)) {
    const d = faceOf(field, u).defense;
    if (d > highestDefense) {
      highestDefense = d;
      defender = u;
    }
  }
  const tdv = field.world.scenario.areas[target]!.tdv;
  // AI-FIRE-D-03: every firer is in one area (NS-02 decision), so "a firing unit in the target
  // area" is "the firers' area is the target area".
  const tdvIgnored: FireBreakdown['tdvIgnored'] =
    from === target
      ? 'ownArea'
      : field.control[target] !== targetSide
        ? 'notControlled'
        : field.markers[target]!.includes(targetSide)
          ? 'fireMarker'
          : null;
  const hd = Math.max(0, highestDefense);
  return { highestDefense: hd, defender, tdv, tdvIgnored, defense: hd + (tdvIgnored ? 0 : tdv) };
}

function cardOf(field: Field, id: string): CardDef | undefined {
  return field.world.scenario.cards?.find((c) => c.id === id);
}

/** Checks the firers (fresh, own, on the map, all in one area: AI-FIRE-NS-02 decision). */
export function checkFirers(
  field: Field,
  side: Side,
  ids: readonly string[],
  verb: string,
): number[] | RuleError {
  const w = field.world;
  if (!Array.isArray(ids) || ids.length === 0)
    return ruleError('BAD_COMMAND', `Name the units that ${verb}.`);
  const units: number[] = [];
  for (const id of ids) {
    const u = typeof id === 'string' ? w.unitIndex.get(id) : undefined;
    if (u === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${String(id)}".`);
    if (units.includes(u)) return ruleError('BAD_COMMAND', `${unitLabel(w, u)} is named twice.`);
    if (sideOf(w, u) !== side)
      return ruleError(
        'NOT_YOUR_UNIT',
        `${unitLabel(w, u)} is ${sideName(sideOf(w, u))}: the ${sideName(side)} player gives this order.`,
      );
    const st = field.units[u]!;
    if (st.status !== 'active')
      return ruleError(
        'NOT_ON_MAP',
        `${unitLabel(w, u)} is not on the map (${st.status === 'reserve' ? 'not yet arrived' : 'eliminated'}).`,
      );
    if (!st.fresh)
      return ruleError(
        'NOT_ALLOWED',
        `${unitLabel(w, u)} is spent: only fresh units ${verb} (AI-FIRE-NS-02 decision).`,
        'AI-FIRE-NS-02',
      );
    const first = units[0];
    if (first !== undefined && field.units[first]!.area !== st.area)
      return ruleError(
        'NOT_ALLOWED',
        `${unitLabel(w, first)} is in ${areaName(w, field.units[first]!.area)} and ${unitLabel(w, u)} in ${areaName(w, st.area)}: units ${verb} together from one area (AI-FIRE-NS-02 decision).`,
        'AI-FIRE-NS-02',
      );
    units.push(u);
  }
  return units;
}

function checkCards(
  field: Field,
  side: Side,
  hand: readonly string[],
  ids: readonly string[],
): CardDef[] | RuleError {
  const cards: CardDef[] = [];
  for (const id of ids) {
    const card = typeof id === 'string' ? cardOf(field, id) : undefined;
    if (!card || card.side !== side || !hand.includes(id))
      return ruleError(
        'NOT_ALLOWED',
        `The ${sideName(side)} hand holds no card "${String(id)}" this turn.`,
        'AI-FIRE-NS-09',
      );
    if (cards.includes(card)) return ruleError('BAD_COMMAND', `The card ${card.name} is played twice.`);
    if (card.kind === 'directed' && cards.some((c) => c.kind === 'directed'))
      return ruleError(
        'NOT_ALLOWED',
        'One directed card is enough: the damage can only be directed once (AI-FIRE-50).',
        'AI-FIRE-50',
      );
    cards.push(card);
  }
  return cards;
}

/** AI-FIRE-50 / AI-FIRE-D-05: the firer's plan, points per target unit, each at most what the unit can absorb. */
function checkAssign(
  field: Field,
  target: number,
  targetSide: Side,
  assign: Readonly<Record<string, number>>,
): Map<number, number> | RuleError {
  const w = field.world;
  const out = new Map<number, number>();
  for (const [id, points] of Object.entries(assign)) {
    const u = w.unitIndex.get(id);
    if (u === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${id}".`);
    const st = field.units[u]!;
    if (sideOf(w, u) !== targetSide || st.status !== 'active' || st.area !== target)
      return ruleError(
        'BAD_COMMAND',
        `${unitLabel(w, u)} is not among the target units in ${areaName(w, target)}.`,
        'AI-FIRE-50',
      );
    const cap = unitCapacity(st);
    if (!Number.isInteger(points) || points < 1 || points > cap)
      return ruleError(
        'BAD_COMMAND',
        `${unitLabel(w, u)} can take 1 to ${cap} points (${st.fresh ? 'fresh' : 'spent'}, AI-FIRE-31), not ${String(points)}.`,
        'AI-FIRE-50',
      );
    out.set(u, points);
  }
  if (out.size === 0)
    return ruleError(
      'BAD_COMMAND',
      'A directed card needs the points wanted on each target unit (assign).',
      'AI-FIRE-50',
    );
  return out;
}

/** Whether a fire order is legal on this map for `side` holding `hand`; the checked order if so. */
export function checkFire(
  field: Field,
  side: Side,
  hand: readonly string[],
  cmd: FireCommand,
): FireOrder | RuleError {
  const w = field.world;
  const units = checkFirers(field, side, cmd.units, 'fire');
  if (!Array.isArray(units)) return units;
  if (units.length > w.rules.maxFirers)
    return ruleError(
      'NOT_ALLOWED',
      `${units.length} units named: at most ${w.rules.maxFirers} fire together (AI-FIRE-NS-02 decision).`,
      'AI-FIRE-NS-02',
    );
  const from = field.units[units[0]!]!.area;
  const target = typeof cmd.target === 'string' ? w.board.parse(cmd.target) : undefined;
  if (target === undefined) return ruleError('NO_SUCH_AREA', `There is no area "${String(cmd.target)}".`);
  const dist = w.board.distance(from, target);
  if (dist > w.rules.fireRange)
    return ruleError(
      'OUT_OF_RANGE',
      `${areaName(w, target)} is ${dist === Infinity ? 'not connected to' : `${dist} areas from`} ${areaName(w, from)}: fire reaches ${w.rules.fireRange === 0 ? 'only its own area' : `${w.rules.fireRange} border${w.rules.fireRange > 1 ? 's' : ''}`} (AI-FIRE-NS-03 decision).`,
      'AI-FIRE-NS-03',
    );
  const targetSide = otherSide(w, side);
  if (countIn(field, target, targetSide) === 0)
    return ruleError(
      'CANNOT_FIRE',
      `${areaName(w, target)} holds no ${sideName(targetSide)} units to fire at (AI-FIRE-22).`,
      'AI-FIRE-22',
    );
  const cards = checkCards(field, side, hand, cmd.cards ?? []);
  if (!Array.isArray(cards)) return cards;
  const directed = cards.some((c) => c.kind === 'directed');
  if (!directed && cmd.assign !== undefined)
    return ruleError(
      'BAD_COMMAND',
      'Only a directed card lets the firer assign damage (AI-FIRE-22, AI-FIRE-50).',
      'AI-FIRE-50',
    );
  let assign: Map<number, number> | null = null;
  if (directed) {
    const a = checkAssign(field, target, targetSide, cmd.assign ?? {});
    if (!(a instanceof Map)) return a;
    assign = a;
  }
  const cardBonus = cards.reduce((s, c) => s + (c.kind === 'bombard' ? (c.value ?? 0) : 0), 0);
  return { side, units, from, target, cards, cardBonus, assign };
}

/** Total firepower of the firers (AI-FIRE-02: all of them, on the face they show). */
export function firepowerOf(field: Field, units: readonly number[]): number {
  return units.reduce((s, u) => s + faceOf(field, u).firepower, 0);
}

/** The dice for one fire action (AI-FIRE-03: one roll for all the firers; AI-FIRE-D-01 and AI-FIRE-NS-12: the scenario's `dice`, 2d6 by default). */
export function rollFire(field: Field, dice: Dice): number[] {
  const { count, sides } = field.world.rules.dice;
  return Array.from({ length: count }, () => dice.int(1, sides));
}

/** AI-FIRE-01: attack (02), defence (10/11), damage (20/21) for a given roll. */
export function breakdownOf(field: Field, order: FireOrder, roll: readonly number[]): FireBreakdown {
  const firepower = firepowerOf(field, order.units);
  const attack = roll.reduce((s, d) => s + d, 0) + firepower + order.cardBonus;
  const d = defenceOf(field, order.side, order.from, order.target);
  return {
    roll: [...roll],
    firepower,
    cardBonus: order.cardBonus,
    attack,
    highestDefense: d.highestDefense,
    tdv: d.tdv,
    tdvIgnored: d.tdvIgnored,
    defense: d.defense,
    damage: Math.max(0, attack - d.defense),
  };
}

/** AI-FIRE-41: what the target units can absorb, 3 a fresh unit and 2 a spent one. */
export function capacityIn(field: Field, area: number, side: Side): number {
  return unitsIn(field, area, side).reduce((s, u) => s + unitCapacity(field.units[u]!), 0);
}

/**
 * AI-FIRE-50/AI-FIRE-51, AI-FIRE-D-05: the points each target unit gets from the damage dealt under a directed card.
 * The plan is made before the roll, so the damage fills it unit by unit, the largest request first
 * (ties: scenario order); points beyond the plan are ignored like points beyond capacity (AI-FIRE-40).
 */
export function directedPoints(assign: ReadonlyMap<number, number>, damage: number): Map<number, number> {
  const order = [...assign.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const out = new Map<number, number>();
  let left = damage;
  for (const [u, asked] of order) {
    const got = Math.min(asked, left);
    if (got > 0) out.set(u, got);
    left -= got;
  }
  return out;
}

/** AI-FIRE-40/41: the points that must be applied out of `damage`. */
export function pointsToApply(
  field: Field,
  order: FireOrder,
  damage: number,
): { toApply: number; assigned?: Map<number, number> } {
  if (order.assign) {
    const assigned = directedPoints(order.assign, damage);
    return { toApply: [...assigned.values()].reduce((s, p) => s + p, 0), assigned };
  }
  return { toApply: Math.min(damage, capacityIn(field, order.target, otherSide(field.world, order.side))) };
}

/**
 * Resolves a checked fire order with its roll on a copy of the state (`next`, changed in place):
 * the firers become spent (NS-02), the cards are discarded (NS-09), the firing side's marker goes
 * in the firers' area whatever the result (AI-FIRE-90, AI-FIRE-D-02), and damage > 0 waits for its owner.
 */
export function resolveFire(next: AreaState, order: FireOrder, roll: readonly number[]): AreaEvent[] {
  // Everything is computed on the situation before the firers flip: the firepower is theirs fresh.
  const b = breakdownOf(next, order, roll);
  const w = next.world;
  const events: AreaEvent[] = [
    {
      type: 'fire',
      side: order.side,
      units: [...order.units],
      from: order.from,
      target: order.target,
      cards: order.cards.map((c) => c.id),
      breakdown: b,
    },
  ];
  const { toApply, assigned } = pointsToApply(next, order, b.damage);
  if (w.rules.fireSpends) for (const u of order.units) next.units[u]!.fresh = false;
  const played = new Set(order.cards.map((c) => c.id));
  next.hands[order.side] = (next.hands[order.side] ?? []).filter((c) => !played.has(c));
  if (!next.markers[order.from]!.includes(order.side)) next.markers[order.from]!.push(order.side);
  events.push({ type: 'marker', area: order.from, side: order.side });
  if (b.damage > toApply) events.push({ type: 'ignored', points: b.damage - toApply });
  if (toApply > 0) {
    const pending: PendingDamage = {
      kind: 'allocate',
      firingSide: order.side,
      owner: otherSide(w, order.side),
      area: order.target,
      from: order.from,
      damage: b.damage,
      toApply,
      ...(assigned ? { assigned: Object.fromEntries(assigned) } : {}),
    };
    next.pending = pending;
  }
  return events;
}
