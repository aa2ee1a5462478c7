// Ground movement (RS-MOV-1..5, RS-ZOC-3, RS-STK-1..2, RS-MAP-3, RS-NEU-1), rail movement
// (RS-MOV-10..13) and overrun (RS-MOV-20..23). check* functions answer a RuleError or an order;
// apply* change a copy of the state.

import { ruleError, type RuleError } from '../../core/errors.js';
import { hasHqSupport } from './command.js';
import type { RsDice } from './dice.js';
import type { RsEvent, RsState } from './model.js';
import { retreat } from './retreat.js';
import { roundRs } from './round.js';
import { extExtraMp, extSupplyBlocks, interdictedSet } from './ext/registry.js';
import { bridgeOpen, weatherMa } from './optional/api.js';
import { otherSide, type Side } from './scenario.js';
import { moveRefusal, segmentKey } from './sequence.js';
import { armourClass, currentCs, isAssault, occupant, ownUnitsNamed, reOf, unitsAt } from './units.js';
import { hexLabel } from './world.js';
import { zocOf } from './zoc.js';

/** Decision RS-D-STACKMOVE (not from the source): moves may build stacks up to the 9 RE a DA stack may hold (RS-STK-2); RS-STK-4 judges them at combat. */
export const MOVE_STACK_LIMIT = 9;

/** RS-STK-2: the normal stacking limit. */
export const STACK_LIMIT = 6;

/** RS-MOV-1 / RS-SUP-3: the MA this GT (halved when OOS, RS-RND-1). */
export function movementAllowance(s: RsState, unit: number): number {
  const d = s.world.units[unit]!;
  // RS-OPT-14: bad weather halves it again (weather.ts; as before with the option off).
  return weatherMa(s, d.ma, s.units[unit]!.supply === 'oos');
}

/**
 * MP for `unit` to step from `a` into the adjacent `b` (terrain and hexside, RS-MOV-1, RS-MOV-3,
 * RS-MOV-7), not counting EZOC or interdiction; 'P' when prohibited.
 */
export function stepCost(s: RsState, unit: number, a: number, b: number): number | 'P' {
  const w = s.world;
  const tec = w.tables.tec;
  const edge = w.map.board.edgeBetween(a, b);
  if (edge < 0) return 'P';
  const hs = w.map.hexside[edge];
  // An impassable hexside stays impassable on a road (no road crosses one in our data).
  if (hs === 'impassable') return 'P';
  // RS-MOV-3: along a road or railway, 0.5 MP, other terrain and rivers ignored.
  // RS-OPT-1: not across a destroyed bridge.
  if ((w.map.roadEdge[edge] || w.map.railEdge[edge]) && bridgeOpen(s, edge)) return tec.roadMp;
  const d = w.units[unit]!;
  const t = tec.terrain[w.map.terrain[b]!];
  const base = armourClass(d) ? t.mp.armour : t.mp.infantry;
  if (base === 'P') return 'P';
  if (!hs) return base;
  const pontoon = hasPontoon(s, unit);
  const extra = pontoon ? tec.hexsides[hs].mpWithPontoon : tec.hexsides[hs].mp;
  return extra === 'P' ? 'P' : base + extra;
}

/** RS-GND-5: stacked with a pontoon unit, or in range of an HQ with pontoon support. */
function hasPontoon(s: RsState, unit: number): boolean {
  const u = s.units[unit]!;
  const here = unitsAt(s, u.loc, s.world.units[unit]!.side);
  return (
    here.some((i) => /pontoon|bridg/i.test(s.world.units[i]!.subtype)) || hasHqSupport(s, unit, 'pontoon')
  );
}

export interface StackOrder {
  readonly units: number[];
  readonly side: Side;
  readonly from: number;
}

/** The common checks of a stack order: known units, the acting side's, together in one hex, allowed to move now. */
export function checkStack(
  s: RsState,
  side: Side,
  ids: readonly string[],
  verb: string,
): StackOrder | RuleError {
  const units = ownUnitsNamed(s, side, ids, verb);
  if ('code' in units) return units;
  const from = s.units[units[0]!]!.loc;
  const apart = units.find((i) => s.units[i]!.loc !== from);
  if (apart !== undefined)
    return ruleError(
      'BAD_COMMAND',
      `${s.world.units[apart]!.name} is not in ${hexLabel(s.world, from)} with the others: a ${verb} order moves one stack.`,
    );
  for (const i of units) {
    const why = moveRefusal(s, i);
    if (why)
      return ruleError(
        s.step.kind === 'move' ? 'MODE' : 'WRONG_PHASE',
        why,
        why.match(/\((RS-[A-Z]+-\d+)\)/)?.[1],
      );
  }
  return { units, side, from };
}

function parsePath(s: RsState, labels: readonly string[], from: number): number[] | RuleError {
  if (labels.length === 0) return ruleError('BAD_PATH', 'The path names no hex.');
  const out: number[] = [];
  let prev = from;
  for (const label of labels) {
    const loc = s.world.map.board.parse(label);
    if (loc === undefined) return ruleError('NO_SUCH_HEX', `No hex "${label}" on this map.`);
    if (s.world.map.board.distance(prev, loc) !== 1)
      return ruleError('BAD_PATH', `${label} is not next to ${s.world.map.board.label(prev)}.`);
    out.push(loc);
    prev = loc;
  }
  return out;
}

/** MP left to each unit before this order (a fresh MA when the unit has not moved this segment). */
function mpBefore(s: RsState, unit: number): number {
  const u = s.units[unit]!;
  const step = s.step;
  const key = step.kind === 'move' ? segmentKey(step.stage, step.segment) : '';
  return u.movedIn === key ? u.mpLeft : movementAllowance(s, unit);
}

export interface MovePlan {
  readonly order: StackOrder;
  readonly path: number[];
  /** MP left to each unit at the end. */
  readonly mpLeft: number[];
  readonly stopped: boolean;
}

/** RS-MOV-1..5, RS-ZOC-3, RS-NEU-1, RS-STK-1: checks a move along `labels`. */
export function checkMove(
  s: RsState,
  side: Side,
  ids: readonly string[],
  labels: readonly string[],
): MovePlan | RuleError {
  const order = checkStack(s, side, ids, 'move');
  if ('code' in order) return order;
  const w = s.world;
  const step = s.step;
  if (step.kind !== 'move') return ruleError('WRONG_PHASE', 'Units move only in a movement segment.');
  for (const i of order.units)
    if (s.units[i]!.railStage === step.stage)
      return ruleError(
        'NOT_ALLOWED',
        `${w.units[i]!.name} moved by rail: it may spend no other MP in this movement phase (RS-MOV-12).`,
        'RS-MOV-12',
      );
  const path = parsePath(s, labels, order.from);
  if ('code' in path) return path;
  const tec = w.tables.tec;
  const ezoc = zocOf(s, otherSide(side));
  const interdicted = interdictedSet(s, side);
  const mp = order.units.map((i) => mpBefore(s, i));
  if (mp.some((m) => m <= 0))
    return ruleError(
      'NOT_ENOUGH_MP',
      `${w.units[order.units[mp.findIndex((m) => m <= 0)]!]!.name} has no MP left.`,
      'RS-MOV-1',
    );
  let at = order.from;
  for (let k = 0; k < path.length; k++) {
    const to = path[k]!;
    const label = hexLabel(w, to);
    if (w.map.territory[to] === 'neutral')
      return ruleError(
        'IMPASSABLE',
        `${label} is neutral territory: ground units never enter it (RS-NEU-1).`,
        'RS-NEU-1',
      );
    if (occupant(s, to) === otherSide(side))
      return ruleError(
        'ENEMY_OCCUPIED',
        `${label} holds enemy units: friendly and enemy ground units never share a hex (RS-STK-1); an overrun may clear it (RS-MOV-20).`,
        'RS-STK-1',
      );
    if (k > 0 && ezoc[at])
      return ruleError(
        'ZOC',
        `${hexLabel(w, at)} is in an enemy zone of control: a unit entering it must stop (RS-ZOC-3).`,
        'RS-ZOC-3',
      );
    for (let j = 0; j < order.units.length; j++) {
      const i = order.units[j]!;
      const c = stepCost(s, i, at, to);
      if (c === 'P')
        return ruleError(
          'IMPASSABLE',
          `${w.units[i]!.name} cannot enter ${label} from ${hexLabel(w, at)} (prohibited terrain or hexside, RS-MOV-1).`,
          'RS-MOV-1',
        );
      let cost = c;
      const parts = [`${c} terrain`];
      if (ezoc[at]) {
        cost += tec.leaveEzocMp;
        parts.push(`+${tec.leaveEzocMp} to leave an enemy ZOC (RS-ZOC-3)`);
      }
      if (interdicted.has(to)) {
        cost += tec.interdictionMp;
        parts.push(`+${tec.interdictionMp} interdiction (RS-MOV-5)`);
      }
      const extra = extExtraMp(s, i, to);
      if (extra > 0) {
        cost += extra;
        parts.push(`+${extra} (extended rules)`);
      }
      if (cost > mp[j]! + 1e-9)
        return ruleError(
          'NOT_ENOUGH_MP',
          `${w.units[i]!.name} has ${mp[j]} MP left; entering ${label} costs ${cost} (${parts.join(', ')}) (RS-MOV-1).`,
          'RS-MOV-1',
        );
      mp[j] = mp[j]! - cost;
    }
    if (interdicted.has(to)) interdicted.delete(to);
    at = to;
  }
  const final = path[path.length - 1]!;
  const re =
    reOf(
      s,
      unitsAt(s, final, side).filter((i) => !order.units.includes(i)),
    ) + reOf(s, order.units);
  if (re > MOVE_STACK_LIMIT)
    return ruleError(
      'STACKING',
      `${hexLabel(w, final)} would hold ${re} RE; a stack may reach ${MOVE_STACK_LIMIT} RE only to attack in deliberate assault (RS-STK-2).`,
      'RS-STK-2',
    );
  // RS-ZOC-3: entering an EZOC hex ends the move.
  const stopped = ezoc[final] === 1;
  return { order, path, mpLeft: stopped ? mp.map(() => 0) : mp, stopped };
}

/** RS-GND-42: a stack whose composition changes loses BH (the movers and both stacks touched). */
function compositionChanged(
  s: RsState,
  movers: readonly number[],
  from: number,
  to: number,
  side: Side,
): void {
  const left = unitsAt(s, from, side).filter((i) => !movers.includes(i));
  const joined = unitsAt(s, to, side).filter((i) => !movers.includes(i));
  if (left.length > 0 || joined.length > 0)
    for (const i of [...movers, ...left, ...joined]) s.units[i]!.bh = false;
}

/** Takes control of enemy-controlled hexes entered (RS-MAP-3). */
export function takeControl(s: RsState, side: Side, hexes: readonly number[], events: RsEvent[]): void {
  for (const h of hexes)
    if (s.control[h] !== null && s.control[h] !== side) {
      s.control[h] = side;
      events.push({ type: 'control', hex: h, side });
    }
}

export function applyMove(s: RsState, plan: MovePlan, events: RsEvent[]): void {
  const step = s.step;
  if (step.kind !== 'move') return;
  const key = segmentKey(step.stage, step.segment);
  const { units, side, from } = plan.order;
  const to = plan.path[plan.path.length - 1]!;
  compositionChanged(s, units, from, to, side);
  units.forEach((i, j) => {
    const u = s.units[i]!;
    u.loc = to;
    u.movedIn = key;
    u.mpLeft = plan.mpLeft[j]!;
  });
  // RS-MOV-5: the interdiction marker is removed when a ground unit enters the hex.
  s.interdicted = s.interdicted.filter((h) => !plan.path.includes(h));
  takeControl(s, side, plan.path, events);
  events.push({ type: 'moved', units, path: plan.path, rail: false, mpLeft: Math.min(...plan.mpLeft) });
}

// ---- rail --------------------------------------------------------------------------------------

export interface RailPlan {
  readonly order: StackOrder;
  readonly path: number[];
  readonly re: number;
}

/** RS-MOV-10..13, RS-AMB-30: a rail move. */
export function checkRail(
  s: RsState,
  side: Side,
  ids: readonly string[],
  labels: readonly string[],
): RailPlan | RuleError {
  const order = checkStack(s, side, ids, 'rail');
  if ('code' in order) return order;
  const w = s.world;
  for (const i of order.units)
    if (s.units[i]!.movedIn !== null)
      return ruleError(
        'NOT_ALLOWED',
        `${w.units[i]!.name} has already spent MP: rail movement starts at the beginning of the unit's move (RS-MOV-10).`,
        'RS-MOV-10',
      );
  if (!w.map.railHex[order.from])
    return ruleError('NOT_ALLOWED', `${hexLabel(w, order.from)} is not a rail hex (RS-MOV-10).`, 'RS-MOV-10');
  const path = parsePath(s, labels, order.from);
  if ('code' in path) return path;
  const ezoc = zocOf(s, otherSide(side));
  let at = order.from;
  for (const to of path) {
    const label = hexLabel(w, to);
    if (!w.map.railEdge[w.map.board.edgeBetween(at, to)])
      return ruleError(
        'BAD_PATH',
        `No railway runs from ${hexLabel(w, at)} to ${label} (RS-MOV-10).`,
        'RS-MOV-10',
      );
    if (!bridgeOpen(s, w.map.board.edgeBetween(at, to)))
      return ruleError(
        'NOT_ALLOWED',
        `The railway bridge from ${hexLabel(w, at)} to ${label} is destroyed (RS-OPT-1).`,
        'RS-OPT-1',
      );
    if (interdictedSet(s, side).has(to))
      return ruleError(
        'NOT_ALLOWED',
        `${label} is interdicted: a train stops one hex before it (RS-MOV-11).`,
        'RS-MOV-11',
      );
    if (extSupplyBlocks(s, side).has(to))
      return ruleError(
        'NOT_ALLOWED',
        `${label} is a nuclear-attack or contaminated hex: no train runs into it (RS-AMB-30).`,
        'RS-AMB-30',
      );
    if (occupant(s, to) === otherSide(side))
      return ruleError('ENEMY_OCCUPIED', `${label} holds enemy units (RS-MOV-11).`, 'RS-MOV-11');
    if (s.control[to] === otherSide(side))
      return ruleError('NOT_ALLOWED', `${label} is enemy-controlled (RS-MOV-11).`, 'RS-MOV-11');
    if (ezoc[to])
      return ruleError(
        'ZOC',
        `${label} is in an enemy zone of control: trains do not run into it (decision RS-D-RAILZOC).`,
      );
    at = to;
  }
  const re = reOf(s, order.units);
  const cap = w.scenario.railCapacity[side];
  if (s.railUsed[side] + re > cap)
    return ruleError(
      'NOT_ALLOWED',
      `Rail capacity: ${cap - s.railUsed[side]} RE left this turn, the stack is ${re} RE (RS-MOV-13).`,
      'RS-MOV-13',
    );
  const final = path[path.length - 1]!;
  const total = reOf(s, unitsAt(s, final, side)) + re;
  if (total > MOVE_STACK_LIMIT)
    return ruleError('STACKING', `${hexLabel(w, final)} would hold ${total} RE (RS-STK-2).`, 'RS-STK-2');
  return { order, path, re };
}

export function applyRail(s: RsState, plan: RailPlan, events: RsEvent[]): void {
  const step = s.step;
  if (step.kind !== 'move') return;
  const { units, side, from } = plan.order;
  const to = plan.path[plan.path.length - 1]!;
  compositionChanged(s, units, from, to, side);
  for (const i of units) {
    const u = s.units[i]!;
    u.loc = to;
    u.movedIn = segmentKey(step.stage, step.segment);
    u.mpLeft = 0;
    u.railStage = step.stage;
  }
  s.railUsed[side] += plan.re;
  events.push({ type: 'moved', units, path: plan.path, rail: true, mpLeft: 0 });
}

// ---- overrun -----------------------------------------------------------------------------------

/** RS-MOV-22 / RS-AMB-41: printed CS, the defender's terrain multiplier only, odds rounded (RS-RND-1). */
export function overrunOdds(s: RsState, movers: readonly number[], target: number): number {
  const w = s.world;
  const att = movers.reduce(
    (a, i) => a + (isAssault(w.units[i]!) ? currentCs(w.units[i]!, s.units[i]!) : 0),
    0,
  );
  const defs = unitsAt(s, target);
  const assault = defs.filter((i) => isAssault(w.units[i]!) || w.units[i]!.class === 'hq');
  const counted = assault.length > 0 ? assault : defs;
  let def = counted.reduce((a, i) => a + currentCs(w.units[i]!, s.units[i]!), 0);
  const eff = w.tables.tec.terrain[w.map.terrain[target]!].combat;
  if (eff.kind === 'multiply') def *= eff.factor;
  if (def <= 0) return Infinity;
  return roundRs(att / def);
}

export interface OverrunPlan {
  readonly order: StackOrder;
  readonly target: number;
  readonly odds: number;
  readonly cost: number[];
}

export function checkOverrun(
  s: RsState,
  side: Side,
  ids: readonly string[],
  label: string,
): OverrunPlan | RuleError {
  const order = checkStack(s, side, ids, 'overrun');
  if ('code' in order) return order;
  const w = s.world;
  const step = s.step;
  if (step.kind !== 'move') return ruleError('WRONG_PHASE', 'Overrun is part of movement (RS-MOV-20).');
  const target = w.map.board.parse(label);
  if (target === undefined) return ruleError('NO_SUCH_HEX', `No hex "${label}" on this map.`);
  if (w.map.board.distance(order.from, target) !== 1)
    return ruleError(
      'NOT_ADJACENT',
      `${hexLabel(w, target)} is not next to the stack (RS-MOV-20).`,
      'RS-MOV-20',
    );
  if (occupant(s, target) !== otherSide(side))
    return ruleError('NOT_ALLOWED', `${hexLabel(w, target)} holds no enemy unit to overrun.`, 'RS-MOV-20');
  for (const i of order.units) {
    if (s.units[i]!.overran)
      return ruleError(
        'NOT_ALLOWED',
        `${w.units[i]!.name} has already tried an overrun in this move (RS-MOV-23).`,
        'RS-MOV-23',
      );
    if (s.units[i]!.railStage === step.stage)
      return ruleError('NOT_ALLOWED', `${w.units[i]!.name} moved by rail (RS-MOV-12).`, 'RS-MOV-12');
  }
  if (!order.units.some((i) => isAssault(w.units[i]!)))
    return ruleError(
      'NOT_ALLOWED',
      'Only assault units overrun (their CS is compared, RS-MOV-22).',
      'RS-MOV-22',
    );
  const ezoc = zocOf(s, otherSide(side));
  const cost: number[] = [];
  for (const i of order.units) {
    const c = stepCost(s, i, order.from, target);
    if (c === 'P')
      return ruleError(
        'IMPASSABLE',
        `${w.units[i]!.name} may not cross into ${hexLabel(w, target)} (RS-MOV-21).`,
        'RS-MOV-21',
      );
    const total =
      c +
      (ezoc[order.from] ? w.tables.tec.leaveEzocMp : 0) +
      (s.interdicted.includes(target) ? w.tables.tec.interdictionMp : 0);
    const left = mpBefore(s, i);
    if (total > left + 1e-9)
      return ruleError(
        'NOT_ENOUGH_MP',
        `${w.units[i]!.name} has ${left} MP left; entering ${hexLabel(w, target)} costs ${total} (RS-MOV-21).`,
        'RS-MOV-21',
      );
    cost.push(total);
  }
  const odds = overrunOdds(s, order.units, target);
  if (odds < 6)
    return ruleError(
      'NOT_ALLOWED',
      `Overrun odds are ${odds}-1; at least 6-1 is needed (RS-MOV-22).`,
      'RS-MOV-22',
    );
  return { order, target, odds, cost };
}

/** RS-MOV-22..23: ≥10-1 succeeds; 6-1..9-1 succeeds on 1-5. */
export function applyOverrun(s: RsState, plan: OverrunPlan, dice: RsDice, events: RsEvent[]): void {
  const step = s.step;
  if (step.kind !== 'move') return;
  const key = segmentKey(step.stage, step.segment);
  const { units, side, from } = plan.order;
  const roll = plan.odds >= 10 ? null : dice.d10();
  const success = roll === null || roll <= 5;
  // RS-INI-5: an overrun is not a battle: the battles-won marker does not move.
  events.push({ type: 'overrun', units, target: plan.target, odds: plan.odds, roll, success });
  const before = units.map((i) => mpBefore(s, i));
  for (const i of units) {
    s.units[i]!.movedIn = key;
    s.units[i]!.overran = true;
  }
  if (!success) {
    for (const i of units) s.units[i]!.mpLeft = 0;
    return;
  }
  const defenders = unitsAt(s, plan.target, otherSide(side));
  retreat(
    s,
    { side: otherSide(side), units: defenders, from: plan.target, hexes: 1, avoidAdjacent: [from] },
    events,
  );
  if (occupant(s, plan.target) !== null) {
    for (const i of units) s.units[i]!.mpLeft = 0;
    return;
  }
  compositionChanged(s, units, from, plan.target, side);
  units.forEach((i, j) => {
    s.units[i]!.loc = plan.target;
    s.units[i]!.mpLeft = before[j]! - plan.cost[j]!;
  });
  // Entering an EZOC hex stops the unit as in any move (RS-ZOC-3).
  if (zocOf(s, otherSide(side))[plan.target]) for (const i of units) s.units[i]!.mpLeft = 0;
  s.interdicted = s.interdicted.filter((h) => h !== plan.target);
  takeControl(s, side, [plan.target], events);
  events.push({
    type: 'moved',
    units,
    path: [plan.target],
    rail: false,
    mpLeft: Math.min(...units.map((i) => s.units[i]!.mpLeft)),
  });
}

/** Units of `side` exceeding the normal stacking limit in a hex (RS-STK-2). */
export function overstacked(s: RsState, loc: number, side: Side): boolean {
  return reOf(s, unitsAt(s, loc, side)) > STACK_LIMIT;
}
