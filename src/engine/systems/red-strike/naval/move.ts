// Naval movement (RS-NAV-20..22, RS-SEQ-4, RS-MAP-6, RS-MAP-9): a stack that starts together moves
// at the MA of its slowest unit, each unit using one activation; mines attack at the first hex
// entered in each mined zone (RS-NAV-52); detection is tried in every hex entered (RS-DET-25);
// a detected stack may be intercepted by the other side's At Sea units under standing orders
// (RS-NAV-34), which stops it.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { navalEntered } from '../adn/api.js';
import { detectFrom, isDetected, tryDetect } from '../detection/api.js';
import { isOn } from '../ext/options.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { bestFactor, mineAttack, naval2naval, spend, spendRefusal } from './rules.js';
import {
  boxOf,
  currentMa,
  def,
  enterCost,
  escortForce,
  hexsideBlocked,
  navalIndex,
  ns,
  onBoard,
  subAtSea,
  zoneOf,
} from './sea.js';

/** One step of a path: a hex, or a holding box (RS-MAP-6). */
export type Leg =
  | { readonly hex: number; readonly box: null; readonly mp: number }
  | { readonly hex: -1; readonly box: string; readonly mp: number };

export interface NavalMovePlan {
  readonly units: number[];
  readonly legs: Leg[];
}

/** RS-NAV-21 / RS-MAP-6: the legs of a path from where the units are, or a refusal. */
export function planPath(
  s: RsState,
  side: Side,
  start: { hex: number; box: string | null },
  path: readonly string[],
): Leg[] | RuleError {
  const b = s.world.map.board;
  const legs: Leg[] = [];
  let hex = start.hex;
  let box = start.box;
  for (const label of path) {
    const bx = boxOf(s, label);
    if (bx) {
      if (!s.options.includes('holding-boxes'))
        return ruleError(
          'NOT_ALLOWED',
          'The holding boxes are not in force in this game (RS-MAP-5).',
          'RS-MAP-5',
        );
      if (bx.side !== side)
        return ruleError('NOT_ALLOWED', `${bx.name} is the other side's holding box (RS-MAP-5).`, 'RS-MAP-5');
      if (box !== null || !bx.edge.map((e) => b.parse(e)).includes(hex))
        return ruleError(
          'NOT_ALLOWED',
          `${bx.name} is entered from its edge hexes ${bx.edge.join(', ')} (RS-MAP-6).`,
          'RS-MAP-6',
        );
      legs.push({ hex: -1, box: bx.id, mp: bx.mp });
      box = bx.id;
      hex = -1;
      continue;
    }
    const to = b.parse(label);
    if (to === undefined) return ruleError('NO_SUCH_HEX', `No hex or holding box "${label}".`);
    const cost = enterCost(s, side, to);
    if (cost === null)
      return ruleError(
        'IMPASSABLE',
        `${label} has no sea: naval units never enter all-land hexes (RS-NAV-21${side === 'wp' ? ', the Kiel canal is NATO only RS-MAP-9' : ''}).`,
        'RS-NAV-21',
      );
    if (box !== null) {
      const from = boxOf(s, box)!;
      if (!from.edge.map((e) => b.parse(e)).includes(to))
        return ruleError(
          'NOT_ALLOWED',
          `Units leave ${from.name} by its edge hexes ${from.edge.join(', ')} (RS-MAP-6).`,
          'RS-MAP-6',
        );
      legs.push({ hex: to, box: null, mp: from.mp });
    } else {
      if (b.distance(hex, to) !== 1)
        return ruleError('NOT_ADJACENT', `${label} is not next to the hex before it.`);
      if (hexsideBlocked(s, hex, to))
        return ruleError(
          'IMPASSABLE',
          `A blocked hexside stops naval movement into ${label} (RS-NAV-21).`,
          'RS-NAV-21',
        );
      legs.push({ hex: to, box: null, mp: cost });
    }
    hex = to;
    box = null;
  }
  return legs;
}

/**
 * RS-NAV-22: checks a naval move (units starting together, MA of the slowest, one activation each).
 * RS-STK-8: naval units have no stacking limit in a hex or a sea zone.
 */
export function checkNavalMove(
  s: RsState,
  side: Side,
  ids: readonly string[],
  path: readonly string[],
): NavalMovePlan | RuleError {
  if (ids.length === 0) return ruleError('BAD_COMMAND', 'A naval move needs at least one unit.');
  if (path.length === 0) return ruleError('BAD_COMMAND', 'A naval move needs a path.');
  const st = ns(s);
  const units: number[] = [];
  for (const id of ids) {
    const i = navalIndex(s, id);
    if (i === undefined) return ruleError('NO_SUCH_UNIT', `No naval unit "${id}".`);
    if (units.includes(i)) return ruleError('BAD_COMMAND', `${def(s, i).name} is named twice.`);
    const why = spendRefusal(s, i, side, 1);
    if (why) return ruleError('NOT_ALLOWED', why, 'RS-NAV-20');
    units.push(i);
  }
  const first = st.units[units[0]!]!;
  if (units.some((i) => st.units[i]!.hex !== first.hex || st.units[i]!.box !== first.box))
    return ruleError(
      'NOT_ALLOWED',
      'Units move together only when they start in the same hex (RS-NAV-22).',
      'RS-NAV-22',
    );
  const fresh = units.filter((i) => st.units[i]!.movedIn !== `${s.turn}.${stageSeg(s)}`).length;
  if (fresh > (st.activations?.[side] ?? 0))
    return ruleError(
      'NOT_ALLOWED',
      `${fresh} units need activations, ${st.activations?.[side] ?? 0} left in this action stage (RS-SEQ-4: each unit of a stack counts 1).`,
      'RS-SEQ-4',
    );
  const legs = planPath(s, side, { hex: first.hex, box: first.box }, path);
  if ('code' in legs) return legs;
  const mp = Math.min(
    ...units.map((i) => {
      const u = st.units[i]!;
      return u.movedIn === `${s.turn}.${stageSeg(s)}` ? (u.mpLeft ?? 0) : currentMa(s, def(s, i), u);
    }),
  );
  const need = legs.reduce((a, l) => a + l.mp, 0);
  if (need > mp)
    return ruleError(
      'NOT_ENOUGH_MP',
      `The path costs ${need} MP, the stack has ${mp} (RS-NAV-21/22).`,
      'RS-NAV-21',
    );
  return { units, legs };
}

function stageSeg(s: RsState): string {
  return s.step.kind === 'move' ? `${s.step.stage}.${s.step.segment}` : 'x';
}

/** Carries out a checked move; returns the hexes entered (it may stop early: mines, interception). */
export function applyNavalMove(
  s: RsState,
  side: Side,
  plan: NavalMovePlan,
  dice: RsDice,
  events: RsEvent[],
): void {
  const st = ns(s);
  for (const i of plan.units) spend(s, i, 0);
  const startHex = st.units[plan.units[0]!]!.hex;
  let lastZone = startHex >= 0 ? -2 : -1; // RS-NAV-52: the first hex entered counts as an entry.
  const entered: number[] = [];
  let box: string | undefined;
  let moving = [...plan.units];
  const seen = () => plan.units.some((i) => isDetected(s, { kind: 'naval', unit: i }));
  let seenFrom = seen() ? 0 : -1;
  for (const leg of plan.legs) {
    for (const i of moving) {
      const u = st.units[i]!;
      u.mpLeft = Math.max(0, (u.mpLeft ?? 0) - leg.mp);
      u.hex = leg.hex;
      u.box = leg.box;
    }
    if (leg.box !== null) {
      // RS-MAP-5: no combat, mines or detection in a holding box.
      box = leg.box;
      lastZone = -1;
      continue;
    }
    entered.push(leg.hex);
    const zone = zoneOf(s, leg.hex);
    if (zone !== lastZone && zone >= 0) for (const i of moving) mineAttack(s, i, zone, dice, events);
    lastZone = zone;
    moving = moving.filter((i) => onBoard(st.units[i]!));
    if (moving.length === 0) break;
    detectOnEntry(s, side, moving, leg.hex, dice, events);
    if (seenFrom < 0 && seen()) seenFrom = entered.length - 1;
    if (intercept(s, side, moving, dice, events)) {
      for (const i of moving) st.units[i]!.mpLeft = 0;
      break;
    }
    // RS-AIR-58: the other side's intercept-mode aircraft may strike the detected stack; it stops here.
    if (isOn(s, 'air') && navalEntered(s, side, moving, leg.hex, dice, events)) break;
  }
  const where = box !== undefined ? { box } : {};
  // The other side sees the move from where the stack was detected on (design invariant 3).
  if (seenFrom === 0) {
    events.push({ type: 'naval-moved', side, units: plan.units, path: entered, ...where, hidden: false });
    return;
  }
  events.push({ type: 'naval-moved', side, units: plan.units, path: entered, ...where, hidden: true });
  if (seenFrom > 0)
    events.push({
      type: 'naval-moved',
      side,
      units: plan.units.filter((i) => isDetected(s, { kind: 'naval', unit: i })),
      path: entered.slice(seenFrom),
      ...(seen() ? where : {}),
      hidden: false,
      spotted: true,
    });
}

/**
 * RS-DET-1/4/25: the moving stack may be detected as it enters a hex (surface units and submarines
 * separately), and it tries to detect the enemy naval units around it. The detection folder owns
 * the tables and the ranges.
 */
export function detectOnEntry(
  s: RsState,
  side: Side,
  moving: readonly number[],
  hex: number,
  dice: RsDice,
  events: RsEvent[],
): void {
  const st = ns(s);
  const surface = moving.find((i) => !subAtSea(def(s, i), st.units[i]!));
  const sub = moving.find((i) => subAtSea(def(s, i), st.units[i]!));
  for (const lead of [surface, sub]) {
    if (lead === undefined) continue;
    if (tryDetect(s, { kind: 'naval', unit: lead }, hex, dice, events))
      for (const i of moving)
        if (subAtSea(def(s, i), st.units[i]!) === subAtSea(def(s, lead), st.units[lead]!))
          st.units[i]!.detected = true;
  }
  // RS-DET-4: each unit that has moved tries the undetected enemy units within its ranges.
  for (const i of moving) if (onBoard(st.units[i]!)) detectFrom(s, { kind: 'naval', unit: i }, dice, events);
}

/**
 * RS-NAV-34 / RS-SEQ-7 (decision RS-D-NAVINTERCEPT): the other side's At Sea units with the
 * standing order "intercept", not yet moved this GT, that reach a detected unit of the moving
 * stack with a factor, fire at it (one activation each, up to the limit); the target returns fire.
 * The interceptors count as moved. Returns true when an interception happened (the stack stops).
 */
export function intercept(
  s: RsState,
  side: Side,
  moving: readonly number[],
  dice: RsDice,
  events: RsEvent[],
): boolean {
  const st = ns(s);
  const enemy = otherSide(side);
  if (!(st.orders?.[enemy]?.intercept ?? false)) return false;
  const seen = moving.filter((i) => isDetected(s, { kind: 'naval', unit: i }) && onBoard(st.units[i]!));
  if (seen.length === 0) return false;
  let happened = false;
  st.units.forEach((u, k) => {
    if (!onBoard(u) || def(s, k).side !== enemy || u.mode !== 'sea' || u.movedIn || u.fired) return;
    if ((st.activations?.[enemy] ?? 0) <= 0) return;
    const live = seen.filter((i) => onBoard(st.units[i]!));
    if (live.length === 0) return;
    // RS-NAV-65: an escorted stack is fired at through its escort force.
    const esc = escortForce(s, st.units[live[0]!]!.hex, side).filter((i) => live.includes(i));
    const targets =
      esc.length > 0 ? [...esc, ...live.filter((i) => subAtSea(def(s, i), st.units[i]!))] : live;
    for (const t of targets) {
      const f = bestFactor(s, k, t);
      if (!f) continue;
      u.movedIn = `${s.turn}.intercept`;
      u.mpLeft = 0;
      u.fired = true;
      st.activated = [...(st.activated ?? []), k];
      st.activations![enemy] -= 1;
      naval2naval(s, k, t, f, dice, events, 'intercepts (RS-NAV-34)');
      happened = true;
      return;
    }
  });
  return happened;
}
