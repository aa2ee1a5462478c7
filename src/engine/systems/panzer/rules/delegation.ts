// A/I orders for a player's own formations (PC-AI-02/03): the player hands an organisation to the
// computer with an objective, and the computer plays its units at the start of each of the side's
// parts until the player takes it back. The orders are game state (a save, a PBEM turn and
// `hexfront serve` keep them) seen only by their own side (view.ts). The commands the computer
// gives for them are ordinary commands from the client (ai/delegated.ts), so they are refereed and
// logged like the player's own; `delegatedPart` marks the part as done before them.

import type { DelegateCommand, DelegatedPartCommand, TakeBackCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { DelegatedOrder, DelegationState, GameState } from '../model/state.js';
import { SIDE_NAMES, type Side } from '../model/unit.js';
import { actingSide } from './phases.js';

const RULE = 'PC-AI-03';

export const DELEGATED_ORDERS: readonly DelegatedOrder['order'][] = ['attack', 'hold', 'move'];

/** What the order says to a player: "attack 12,07", "defend 12,07", "move to 12,07". */
export function orderWords(order: DelegatedOrder['order'], hex: string): string {
  return order === 'hold' ? `defend ${hex}` : order === 'move' ? `move to ${hex}` : `attack ${hex}`;
}

/** The part of the turn a side gives orders in: a player turn, or one phase of it (PC-PHS-02). */
export function partKey(state: GameState): string {
  return `${state.turn}.${state.playerTurn}.${state.phase?.name ?? ''}`;
}

/** The side's A/I orders now in force. */
export function delegatedOrders(state: GameState, side: Side): readonly DelegatedOrder[] {
  return state.delegation?.orders[side] ?? [];
}

/** The side's orders not yet carried out in this part of the turn (all of them as a part begins). */
export function dueOrders(state: GameState, side: Side): readonly DelegatedOrder[] {
  const part = partKey(state);
  return delegatedOrders(state, side).filter((o) => o.played !== part);
}

/**
 * Whether some of the side's A/I orders are still to be carried out in this part: it is the
 * side's part, and an order was not carried out in it yet (the part just began, or it was given
 * in it).
 */
export function delegationDue(state: GameState, side: Side): boolean {
  return !state.result && actingSide(state) === side && dueOrders(state, side).length > 0;
}

function emptyDelegation(): DelegationState {
  return { orders: { allied: [], axis: [] } };
}

/** The organisation `org` of the acting side, or why not. */
function ownOrg(state: GameState, org: string): { side: Side; name: string } | RuleError {
  const node = state.world.orgs.get(org);
  if (!node) return ruleError('NO_SUCH_UNIT', `There is no organisation "${org}".`, RULE);
  const side = actingSide(state);
  if (node.side !== side)
    return ruleError(
      'NOT_YOUR_UNIT',
      `${node.name} belongs to the ${SIDE_NAMES[node.side]} side; only your own formations take A/I orders.`,
      RULE,
    );
  return { side, name: node.name };
}

/**
 * A/I → A/I Orders (PC-AI-02/03). Not from the source: any organisation of the side may take one
 * (the manual: "normally" a Division at least); an order to an organisation replaces its earlier
 * one, and an order to a sub-organisation wins over its parent's (PC-AI-03, ai/orders.ts orderFor).
 */
export function handleDelegate(draft: GameState, cmd: DelegateCommand): GameEvent[] | RuleError {
  const own = ownOrg(draft, cmd.org);
  if ('code' in own) return own;
  if (!DELEGATED_ORDERS.includes(cmd.order))
    return ruleError(
      'BAD_COMMAND',
      `"${String(cmd.order)}" is not an A/I order; the orders are ${DELEGATED_ORDERS.join(', ')}.`,
      RULE,
    );
  const target = draft.world.board.parse(cmd.target);
  if (target === undefined)
    return ruleError('NO_SUCH_HEX', `The objective "${cmd.target}" is not a hex on this map.`, RULE);
  const before = draft.delegation ?? emptyDelegation();
  const order: DelegatedOrder = { org: cmd.org, order: cmd.order, target, since: draft.turn };
  // Replaced whole, never changed in place: states share `delegation` (game.ts copyWith).
  const list = [...before.orders[own.side].filter((o) => o.org !== cmd.org), order];
  draft.delegation = { orders: { ...before.orders, [own.side]: list } };
  const hex = draft.world.board.label(target);
  return [
    {
      type: 'message',
      text: `${own.name} is under A/I orders: ${orderWords(cmd.order, hex)}`,
      seenBy: own.side,
      rule: RULE,
    },
  ];
}

/** A/I Order Dialog → delete (PC-AI-03): the formation is the player's again. */
export function handleTakeBack(draft: GameState, cmd: TakeBackCommand): GameEvent[] | RuleError {
  const own = ownOrg(draft, cmd.org);
  if ('code' in own) return own;
  const before = draft.delegation;
  const list = before?.orders[own.side] ?? [];
  if (!before || !list.some((o) => o.org === cmd.org))
    return ruleError('NOT_ALLOWED', `${own.name} has no A/I orders to take back.`, RULE);
  draft.delegation = { orders: { ...before.orders, [own.side]: list.filter((o) => o.org !== cmd.org) } };
  return [{ type: 'message', text: `${own.name} is under your orders again`, seenBy: own.side, rule: RULE }];
}

/**
 * The side's A/I orders not yet carried out in this part are carried out now: the client sends
 * the computer's commands for them next (ai/delegated.ts).
 */
export function handleDelegatedPart(draft: GameState, _cmd: DelegatedPartCommand): GameEvent[] | RuleError {
  const side = actingSide(draft);
  if (delegatedOrders(draft, side).length === 0)
    return ruleError('NOT_ALLOWED', `The ${SIDE_NAMES[side]} side has no formations under A/I orders.`, RULE);
  if (dueOrders(draft, side).length === 0)
    return ruleError(
      'NOT_ALLOWED',
      'The A/I orders were already carried out in this part of the turn.',
      RULE,
    );
  const played = partKey(draft);
  const before = draft.delegation!;
  draft.delegation = {
    orders: { ...before.orders, [side]: before.orders[side].map((o) => ({ ...o, played })) },
  };
  return [];
}
