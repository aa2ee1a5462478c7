// Column Movement Orders (PB-MOVE-32, PB-DIFF-07, §6.5): "the only automated movement" of Panzer
// Battles. The player points at a unit and a destination; the units of its division in
// contiguous hexes switch to Travel Mode and move toward the destination one after the other,
// the one nearest the destination first; a unit without enough MP stops and leaves a gap. What
// they cannot reach this turn they go on toward at the start of each of their side's turns: the
// order is game state (saved, seen by its own side only, view.ts) until every unit of it is there
// or gone, the player cancels it, or no unit of it can find a way.
//
// Our readings, not from the source (docs/rules-decisions.md, "Map and movement"):
// - "Division": the unit's nearest organisation of division level, else the top of its tree.
// - Each unit moves by an ordinary move along the cheapest path its side knows (roads in Travel
//   Mode are the cheap way; a road closed by wrecks or rubble is gone round), so opportunity fire,
//   minefields and everything else of a move apply. A unit stopped by them waits for next turn.
// - Each unit's move draws its own dice (the game's dice keyed also by the unit), as if it had
//   been its own command: one unit's rolls never repeat another's.
// - A unit already in a column order that joins a new one leaves the old one.

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { CancelColumnCommand, ColumnCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import type { ColumnOrder, GameState } from '../model/state.js';
import { SIDE_NAMES, type Side } from '../model/unit.js';
import { readUnits } from '../draft.js';
import { ownActiveUnit } from './guards.js';
import { actingSide } from './phases.js';
import { plannerFor } from './planner.js';

const RULE = 'PB-MOVE-32';
/** The rule a column order stands for under the scenario's parameters (PC-AI-04 or PB-MOVE-32). */
const ruleOf = (state: GameState) =>
  state.world.params.variant.map.columnOrders === 'immediate' ? 'PC-AI-04' : RULE;

/** The side's column orders now in force. */
export function columnOrders(state: Pick<GameState, 'columns'>, side: Side): readonly ColumnOrder[] {
  return (state.columns ?? []).filter((o) => o.side === side);
}

/** The column order a unit belongs to, if any. */
export function columnOf(state: Pick<GameState, 'columns'>, unit: number): ColumnOrder | undefined {
  return state.columns?.find((o) => o.units.includes(unit));
}

/** PB-MOVE-32: the organisation a column is drawn from: division level, else the top of the tree. */
export function divisionOf(state: GameState, unit: number): string {
  const orgs = state.world.orgs;
  let id: string | undefined = state.world.units[unit]!.org;
  let top = id;
  while (id !== undefined) {
    const node = orgs.get(id);
    if (!node) break;
    if (node.level === 'division') return id;
    top = id;
    id = state.ops.attachments?.orgs[id] ?? node.parent;
  }
  return top;
}

/**
 * PB-MOVE-32: the column of `unit`: the active units of its side and division that stand in its
 * hex or in hexes joined to it by such units, movable ones only (speed, not Fixed, not in Rail
 * Mode), in location then unit order.
 */
export function columnUnits(state: GameState, unit: number): number[] {
  const { world } = state;
  const side = world.units[unit]!.side;
  const div = divisionOf(state, unit);
  const units = readUnits(state);
  const byLoc = new Map<number, number[]>();
  units.forEach((s, i) => {
    const def = world.units[i]!;
    if (s.status !== 'active' || s.loc < 0 || (s.owner ?? def.side) !== side) return;
    if (def.speed <= 0 || s.fixed || s.mode === 'rail' || s.carriedBy !== undefined) return;
    if (divisionOf(state, i) !== div) return;
    const l = byLoc.get(s.loc) ?? [];
    l.push(i);
    byLoc.set(s.loc, l);
  });
  const start = units[unit]!.loc;
  const seen = new Set<number>([start]);
  const queue = [start];
  for (let q = 0; q < queue.length; q++)
    for (let dir = 0; dir < 6; dir++) {
      const n = world.board.neighbor(queue[q]!, dir);
      if (n >= 0 && !seen.has(n) && byLoc.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  return [...seen].sort((a, b) => a - b).flatMap((l) => byLoc.get(l) ?? []);
}

/** Runs `fn` with the game's dice keyed also by `key`, so that it rolls as a command of its own. */
function withOwnDice<T>(state: GameState, key: string, fn: () => T): T {
  const seed = state.seed;
  state.seed = `${seed}|${key}`;
  try {
    return fn();
  } finally {
    state.seed = seed;
  }
}

/**
 * Moves a column order's units toward its destination with the MP they have: lead first. Returns
 * the events, and whether any unit could not find a way at all.
 */
function advance(state: GameState, order: ColumnOrder, events: GameEvent[]): { stuck: boolean } {
  const { world } = state;
  const board = world.board;
  let stuck = true;
  const live = order.units.filter((u) => state.units[u]!.status === 'active' && state.units[u]!.loc >= 0);
  const dist = (u: number) => board.distance(state.units[u]!.loc, order.dest);
  for (const u of [...live].sort((a, b) => dist(a) - dist(b) || a - b)) {
    const s = state.units[u]!;
    if (s.loc === order.dest) {
      stuck = false;
      continue;
    }
    const id = world.units[u]!.id;
    // PB-MOVE-32: "switch to Travel mode automatically".
    if (s.mode === 'deployed') {
      const r = world.hooks.mode(state, { type: 'mode', unit: id, mode: 'travel' });
      if (Array.isArray(r)) events.push(...r);
    }
    const plan = plannerFor(state, order.side).findPath([u], order.dest, { refuseDetours: false });
    if (!plan.ok) continue;
    stuck = false;
    if (plan.affordable === 0) continue; // no MP for the next step: a gap, it goes on next turn
    const path = plan.path.slice(0, plan.affordable).map((l) => board.label(l));
    const r = withOwnDice(state, `column:${u}`, () =>
      world.hooks.move(state, { type: 'move', units: [id], path }),
    );
    if (Array.isArray(r)) events.push(...r);
  }
  return { stuck };
}

/** Replaces the orders list (never changed in place: states share it). */
function setOrders(state: GameState, orders: ColumnOrder[]): void {
  if (orders.length) state.columns = orders;
  else delete state.columns;
}

/** Whether every unit of the order is at its destination or out of play. */
function finished(state: GameState, order: ColumnOrder): boolean {
  return order.units.every((u) => {
    const s = state.units[u]!;
    return s.status !== 'active' || s.loc < 0 || s.loc === order.dest;
  });
}

function note(state: GameState, order: ColumnOrder, what: string): GameEvent {
  return { type: 'unitState', unit: order.units[0]!, what, rule: ruleOf(state) };
}

/** Carries out the orders of `side` and drops those done or stuck. */
function runOrders(state: GameState, side: Side, events: GameEvent[], only?: ColumnOrder): void {
  const board = state.world.board;
  for (const order of (state.columns ?? []).filter((o) => o.side === side && (!only || o === only))) {
    const { stuck } = advance(state, order, events);
    const left = (state.columns ?? []).filter((o) => o !== order);
    const to = board.label(order.dest);
    if (finished(state, order)) {
      events.push(note(state, order, `column order: the column has reached ${to}`));
      setOrders(state, left);
    } else if (stuck) {
      events.push(note(state, order, `column order dropped: no way to ${to}`));
      setOrders(state, left);
    }
  }
}

/** PB-MOVE-32 start step: at the start of a side's turn its columns go on toward their hexes. */
export function columnStep(state: GameState, side: Side, events: GameEvent[]): void {
  if (!state.columns?.some((o) => o.side === side)) return;
  runOrders(state, side, events);
}

/** The `column` order: form the column of `unit` and send it to `to` (PB-MOVE-32). */
export function handleColumn(draft: GameState, cmd: ColumnCommand): GameEvent[] | RuleError {
  const kind = draft.world.params.variant.map.columnOrders;
  if (kind === 'none')
    return ruleError('NOT_ALLOWED', 'Column movement orders are not used in this scenario.', RULE);
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const dest = draft.world.board.parse(cmd.to);
  if (dest === undefined)
    return ruleError('NO_SUCH_HEX', `"${cmd.to}" is not a hex on this map.`, ruleOf(draft));
  const units = columnUnits(draft, u);
  const name = draft.world.units[u]!.name;
  if (!units.includes(u))
    return ruleError(
      'NOT_ALLOWED',
      `${name} cannot move in a column (it cannot move, or is carried).`,
      ruleOf(draft),
    );
  if (units.every((i) => draft.units[i]!.loc === dest))
    return ruleError('NOT_ALLOWED', `${name}'s column is already at ${cmd.to}.`, ruleOf(draft));
  const plan = plannerFor(draft, actingSide(draft)).findPath([u], dest, { refuseDetours: false });
  if (!plan.ok) return ruleError(plan.error.code, plan.error.message, ruleOf(draft));
  const side = actingSide(draft);
  const order: ColumnOrder = { side, units, dest, since: draft.turn };
  const kept = (draft.columns ?? [])
    .map((o) =>
      o.units.some((i) => units.includes(i)) ? { ...o, units: o.units.filter((i) => !units.includes(i)) } : o,
    )
    .filter((o) => o.units.length > 0);
  setOrders(draft, [...kept, order]);
  const events: GameEvent[] = [
    note(
      draft,
      order,
      `column order: ${units.length} unit${units.length > 1 ? 's' : ''} of ${SIDE_NAMES[side]} to ${cmd.to}`,
    ),
  ];
  runOrders(draft, side, events, order);
  // PC-AI-04: an Immediate order is carried out at once and not kept; units short of MP leave
  // gaps that another order on the tail of the column closes.
  if (kind === 'immediate' && draft.columns?.includes(order)) {
    setOrders(
      draft,
      draft.columns.filter((o) => o !== order),
    );
    if (!finished(draft, order))
      events.push(note(draft, order, `column order carried out (PC-AI-04): gaps left short of ${cmd.to}`));
  }
  return events;
}

/** Cancels the column order `unit` belongs to (the client's "cancel column"). */
export function handleCancelColumn(draft: GameState, cmd: CancelColumnCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const order = columnOf(draft, u);
  if (!order) return ruleError('NOT_ALLOWED', `${draft.world.units[u]!.name} is in no column order.`, RULE);
  setOrders(
    draft,
    (draft.columns ?? []).filter((o) => o !== order),
  );
  return [note(draft, order, `column order to ${draft.world.board.label(order.dest)} cancelled`)];
}
