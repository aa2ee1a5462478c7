// A/I orders for the player's own formations in the client (PC-AI-02/03): hand the selected unit's
// formation (its own organisation or one above it) to the computer with an order and the cursor's
// hex as objective, see which units are under A/I orders, take a formation back, and, as each of
// the side's parts begins, the computer's orders for them (partStart, called by the shell).

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import type { DelegatedOrderView, OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';
import { apply } from '../../../engine/systems/panzer/apply.js';
import { orderWords } from '../../../engine/systems/panzer/rules/delegation.js';
import { playDelegated } from '../../../engine/systems/panzer/ai/delegated.js';
import { orgChain } from '../../../engine/systems/panzer/ai/orders.js';
import type { OrderContext, OrderPreview, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;
type Order = OrderSpec<GameState, Command, SideView>;
type Kind = DelegatedOrderView['order'];

const KINDS: readonly Kind[] = ['attack', 'hold', 'move'];
const KIND_NAMES: Record<Kind, string> = { attack: 'attack', hold: 'defend', move: 'move to' };

/** The A/I order under which a unit of the side is played, if any: its nearest organisation's. */
export function delegatedOrderOf(view: SideView, u: OwnUnitView): DelegatedOrderView | undefined {
  const orders = view.delegated;
  if (!orders?.length) return undefined;
  for (const org of orgChain(view, u.def.hqOf ?? u.def.org)) {
    const o = orders.find((x) => x.org === org);
    if (o) return o;
  }
  return undefined;
}

/** "A/I: attack 17,10", the mark of a unit under A/I orders (hex info, unit list). */
export function delegatedMark(view: SideView, o: DelegatedOrderView): string {
  return `A/I: ${orderWords(o.order, view.map.board.label(o.target))}`;
}

/** One line per A/I order of the side, for the order's preview and the palette's list. */
export function delegatedList(view: SideView): string[] {
  const orders = view.delegated ?? [];
  if (orders.length === 0) return ['No formation is under A/I orders.'];
  return orders.map((o) => `${o.name}: ${delegatedMark(view, o)} (since turn ${o.since})`);
}

/**
 * The shell's part-start hook (PC-AI-03): the computer's orders for the side's formations under
 * A/I orders, played from the side's own view (ai/delegated.ts), with the report's lines.
 */
export function delegatedPartStart(
  state: GameState,
  side: string,
): { commands: readonly Command[]; lines: readonly string[] } | null {
  const turn = playDelegated(state, side as Side);
  if (!turn) return null;
  return { commands: turn.commands, lines: ['A/I orders for your formations (PC-AI-03):', ...turn.lines] };
}

/** What the next A/I order will be: the order kind and how far up the organisation tree it goes. */
interface Choice {
  kind: Kind;
  up: number;
}

/** The organisations a selected unit's formation can be handed over at: its own, then upwards. */
function levels(ctx: Ctx): { id: string; name: string; level: string }[] {
  const u = ctx.view.own.find((o) => o.index === ctx.selected[0]);
  if (!u) return [];
  return orgChain(ctx.view, u.def.hqOf ?? u.def.org).flatMap((id) => {
    const o = ctx.view.orgs.get(id);
    return o ? [{ id, name: o.name, level: o.level }] : [];
  });
}

function chosenOrg(ctx: Ctx, choice: Choice) {
  const l = levels(ctx);
  return l[Math.min(choice.up, l.length - 1)];
}

function preview(ctx: Ctx, choice: Choice): OrderPreview {
  const org = chosenOrg(ctx, choice);
  const hex = ctx.view.map.board.label(ctx.cursor);
  const keys = '[ order, ] level';
  if (!org)
    return { summary: 'Select a unit of a formation first.', error: 'The selected unit has no formation.' };
  return {
    summary: `Enter: ${org.name} (${org.level}) to ${KIND_NAMES[choice.kind]} ${hex} · ${keys}`,
    lines: [`A/I: ${org.name} will ${KIND_NAMES[choice.kind]} ${hex}`, ...delegatedList(ctx.view)],
  };
}

/** A/I → A/I Orders, their choices, the list and Take back (PC-AI-02/03). */
export function delegationOrders(): Order[] {
  const choice: Choice = { kind: 'attack', up: 0 };
  return [
    {
      id: 'order.delegate',
      keys: ['i'],
      label: 'A/I orders: the computer plays the formation (PC-AI-03)',
      target: 'loc',
      needsSelection: true,
      ownTurnOnly: true,
      title: 'A/I ORDERS',
      prompt: 'A/I orders: cursor on the objective, [ order, ] formation, Enter gives it, Esc cancels.',
      preview: (ctx) => preview(ctx, choice),
      build(ctx) {
        const org = chosenOrg(ctx, choice);
        if (!org) return { error: 'The selected unit has no formation to hand over.' };
        const hex = ctx.view.map.board.label(ctx.cursor);
        choice.up = 0; // the next order starts again at the unit's own organisation
        const order: Command = { type: 'delegate', org: org.id, order: choice.kind, target: hex };
        // The computer plays the formation at once with what it has left this turn (played on the
        // same state, so each command is accepted), then at the start of each of the side's turns.
        const given = apply(ctx.state, order);
        if (!given.ok) return { commands: [order] }; // the engine's refusal says why
        const now = playDelegated(given.state, ctx.side as Side);
        const n = Math.max(0, (now?.commands.length ?? 1) - 1);
        return {
          commands: [order, ...(now?.commands ?? [])],
          message: `A/I ${orderWords(choice.kind, hex)}: ${org.name}, ${n} order${n === 1 ? '' : 's'} now; Q takes it back.`,
        };
      },
    },
    {
      id: 'order.delegateKind',
      keys: ['['],
      label: 'A/I orders: next order (attack / defend / move to)',
      target: 'none',
      needsSelection: false,
      ownTurnOnly: false,
      build() {
        choice.kind = KINDS[(KINDS.indexOf(choice.kind) + 1) % KINDS.length]!;
        return { commands: [], message: `A/I order: ${KIND_NAMES[choice.kind]}.` };
      },
    },
    {
      id: 'order.delegateLevel',
      keys: [']'],
      label: 'A/I orders: next formation level, upwards',
      target: 'none',
      needsSelection: true,
      ownTurnOnly: false,
      build(ctx) {
        const l = levels(ctx);
        if (l.length === 0) return { error: 'The selected unit has no formation.' };
        choice.up = (Math.min(choice.up, l.length - 1) + 1) % l.length;
        const org = l[choice.up]!;
        return { commands: [], message: `A/I formation: ${org.name} (${org.level}).` };
      },
    },
    {
      id: 'order.takeBack',
      keys: ['Q'],
      label: 'A/I orders: take the formation back (PC-AI-03)',
      target: 'none',
      needsSelection: true,
      ownTurnOnly: true,
      build(ctx) {
        const u = ctx.view.own.find((o) => o.index === ctx.selected[0]);
        const o = u ? delegatedOrderOf(ctx.view, u) : undefined;
        if (!u || !o) return { error: `${u?.def.name ?? 'The unit'} is not under A/I orders.` };
        return {
          commands: [{ type: 'takeBack', org: o.org }],
          message: `${o.name} is under your orders again.`,
        };
      },
    },
    {
      id: 'order.delegatedList',
      keys: [],
      label: 'A/I orders: list those in force',
      target: 'none',
      needsSelection: false,
      ownTurnOnly: false,
      build: (ctx) => ({ commands: [], message: delegatedList(ctx.view).join(' · ') }),
    },
  ];
}
