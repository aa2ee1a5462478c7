// A/I orders per organisation (PC-AI-02..04). Scenario designers give them in scenario.ai; a human
// player can hand one of their own formations to the A/I with the same orders, deferred (carried
// out at the end of the player turn, PC-AI-03) or immediate (at once, PC-AI-04). Orders are plain
// data that persist until removed or until their `untilTurn` has passed: the WDS 4.05 lesson of
// hold orders "cleared after one turn" (research/ai.md 1.6).

import type { AiOrder } from '../model/scenario.js';
import type { SideView } from '../view.js';

export type OrderKind = AiOrder['order'];

export interface FormationOrder {
  readonly org: string;
  readonly order: OrderKind;
  /** Target hex (location number); hold without a target holds where the formation stands. */
  readonly target?: number;
  readonly fromTurn?: number;
  readonly untilTurn?: number;
  /** For orders a player gives: when they run (PC-AI-02). */
  readonly timing?: 'deferred' | 'immediate';
  readonly source: 'scenario' | 'player';
}

/** Resolves the scenario's orders for one side; orders naming an unknown org or hex are dropped. */
export function ordersFromScenario(view: SideView, orders: readonly AiOrder[] | undefined): FormationOrder[] {
  const out: FormationOrder[] = [];
  for (const o of orders ?? []) {
    if (!view.orgs.has(o.org)) continue;
    const target = o.target !== undefined ? view.map.board.parse(o.target) : undefined;
    if (o.target !== undefined && target === undefined) continue;
    out.push({
      org: o.org,
      order: o.order,
      ...(target !== undefined ? { target } : {}),
      ...(o.fromTurn !== undefined ? { fromTurn: o.fromTurn } : {}),
      source: 'scenario',
    });
  }
  return out;
}

/** Whether an order is in force on `turn`. */
export function orderActive(o: FormationOrder, turn: number): boolean {
  return (
    (o.fromTurn === undefined || turn >= o.fromTurn) && (o.untilTurn === undefined || turn <= o.untilTurn)
  );
}

/** The organisations from `org` up to the top of the tree (PC-CMD-01). */
export function orgChain(view: SideView, org: string): string[] {
  const out: string[] = [];
  let cur: string | undefined = org;
  for (let guard = 0; cur !== undefined && guard < 32; guard++) {
    out.push(cur);
    cur = view.orgs.get(cur)?.parent;
  }
  return out;
}

/**
 * The order that governs a unit of organisation `org`: the one given to the nearest organisation
 * in its chain (PC-AI-03: an order to a Corps applies to its sub-organisations unless they have
 * their own). Player orders take precedence over scenario orders at the same level, and a later
 * order (greater fromTurn) over an earlier one.
 */
export function orderFor(
  view: SideView,
  orders: readonly FormationOrder[],
  org: string,
): FormationOrder | undefined {
  for (const o of orgChain(view, org)) {
    let found: FormationOrder | undefined;
    for (const ord of orders) {
      if (ord.org !== o || !orderActive(ord, view.turn)) continue;
      if (!found || outranks(ord, found)) found = ord;
    }
    if (found) return found;
  }
  return undefined;
}

/** Player orders beat scenario orders; among equals, the later `fromTurn` supersedes the earlier. */
function outranks(a: FormationOrder, b: FormationOrder): boolean {
  if (a.source !== b.source) return a.source === 'player';
  return (a.fromTurn ?? 0) > (b.fromTurn ?? 0);
}

/** Whether a unit of organisation `org` is under one of the given (delegated) organisations. */
export function underAnyOrg(view: SideView, org: string, orgs: ReadonlySet<string>): boolean {
  return orgChain(view, org).some((o) => orgs.has(o));
}
