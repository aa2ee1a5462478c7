// A/I orders for a human player's own formations (PC-AI-02/03), carried out at the start of each
// of the side's parts: the client calls playDelegated as the part begins and applies the commands
// it returns, in order, before the player gets the keys (they were played on the same state, so
// each is accepted and rolls the same dice). What the A/I may see: the side's own view, nothing
// more — the brain reads viewFor(state, side) after each command, as for the computer opponent;
// the state is used only to apply the commands, as a client would (driver.ts).

import { apply } from '../apply.js';
import type { Command } from '../commands.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { orderWords } from '../rules/delegation.js';
import { viewFor, type DelegatedOrderView, type SideView } from '../view.js';
import type { Refusal } from './driver.js';
import { runDelegated } from './index.js';
import { commandUnits } from './only.js';
import { orgChain, type FormationOrder } from './orders.js';
import type { Difficulty } from './settings.js';

export interface DelegatedTurn {
  /** `delegatedPart` first, then the orders the computer gave the delegated formations. */
  readonly commands: readonly Command[];
  readonly events: readonly GameEvent[];
  /** Commands the engine refused (none is sent to the session; the target is zero). */
  readonly refusals: readonly Refusal[];
  /** For the report: one line a formation, what it was told and how many orders it got. */
  readonly lines: readonly string[];
  readonly state: GameState;
}

/** The side's A/I orders still due in this part, as the planner takes them (player orders, PC-AI-02). */
export function formationOrdersOf(view: SideView): FormationOrder[] {
  return (view.delegated ?? [])
    .filter((o) => o.due)
    .map((o) => ({
      org: o.org,
      order: o.order,
      target: o.target,
      timing: 'deferred',
      source: 'player',
    }));
}

/**
 * Plays the side's formations whose A/I orders are due in this part of the turn (all as the part
 * begins; one just given, when the player hands it over during the part); null when there is
 * nothing to do. Never ends the turn.
 */
export function playDelegated(
  state: GameState,
  side: Side,
  opts: { readonly difficulty?: Difficulty } = {},
): DelegatedTurn | null {
  const view = viewFor(state, side);
  if (!view.delegationDue || !view.delegated?.length) return null;
  const mark: Command = { type: 'delegatedPart' };
  const marked = apply(state, mark);
  if (!marked.ok) return null;
  const r = runDelegated(marked.state, side, formationOrdersOf(view), {
    ...(opts.difficulty ? { difficulty: opts.difficulty } : {}),
  });
  return {
    commands: [mark, ...r.commands],
    events: [...marked.events, ...r.events],
    refusals: r.refusals,
    lines: delegatedLines(
      view,
      r.commands,
      (view.delegated ?? []).filter((o) => o.due),
    ),
    state: r.state,
  };
}

/** "7th Armoured Division: attack 12,07, 5 orders (4 moves, 1 fire)", one line an A/I order. */
export function delegatedLines(
  view: SideView,
  commands: readonly Command[],
  orders: readonly DelegatedOrderView[] = view.delegated ?? [],
): string[] {
  const orgs = new Set(orders.map((o) => o.org));
  const byId = new Map(view.own.map((u) => [u.def.id, u]));
  const tally = new Map<string, Map<string, number>>();
  for (const cmd of commands) {
    const u = byId.get(commandUnits(cmd)[0] ?? '');
    if (!u) continue;
    // The nearest organisation under orders governs the unit (PC-AI-03).
    const org = orgChain(view, u.def.hqOf ?? u.def.org).find((o) => orgs.has(o));
    if (org === undefined) continue;
    const t = tally.get(org) ?? new Map<string, number>();
    t.set(cmd.type, (t.get(cmd.type) ?? 0) + 1);
    tally.set(org, t);
  }
  return orders.map((o) => {
    const what = orderWords(o.order, view.map.board.label(o.target));
    const t = tally.get(o.org);
    if (!t) return `${o.name}: ${what}, no orders this turn`;
    const n = [...t.values()].reduce((a, b) => a + b, 0);
    const kinds = [...t].map(([type, k]) => `${k} ${KIND_WORDS[type] ?? type}`).join(', ');
    return `${o.name}: ${what}, ${n} order${n === 1 ? '' : 's'} (${kinds})`;
  });
}

const KIND_WORDS: Record<string, string> = {
  move: 'move',
  mode: 'mode',
  fire: 'fire',
  assault: 'assault',
  digIn: 'dig-in',
  placeReinforcement: 'placed',
  combine: 'combine',
  exitMap: 'exit',
};
