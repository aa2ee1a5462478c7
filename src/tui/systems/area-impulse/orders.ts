// The orders of the area-impulse system in the client (keys in brackets, rebindable in keymaps):
//
//   fire [f]      the selected fresh units (Enter selects all of them in the cursor area, Space one
//                 at a time) fire at the area under the cursor; the preview shows attack against
//                 defence and the chance of damage before Enter commits it (AI-FIRE-01..11).
//   card [c]      cycles the cards that go with the next fire (none, each card, the combinations);
//                 shown on the status line and in the fire preview. Works while aiming, too.
//   assign [A]    a directed card (AI-FIRE-50) puts all the points one unit can absorb on one
//                 target unit, the first in the target area; A picks the next one.
//   move [m]      the selected fresh units move to the bordering area under the cursor.
//   pass [p]      the impulse passes (two passes in a row end the turn); the shell's end-turn key
//                 does the same, the system's end-turn command being a pass.
//   damage [d]    while the viewer owns pending damage: the selected unit hit (or the first one)
//                 takes the next outcome that fits the points left (AI-FIRE-30/31);
//   apply [D]     sends the allocation once the outcomes cost exactly the points to apply (AI-FIRE-42).
//
// Retreat destinations are left to the rules' default (the first of the tied areas in area order,
// AI-FIRE-63): the client has no dialog for them.

import {
  checkMove,
  fieldOfView,
  previewFire,
  type AreaCommand,
  type AreaState,
  type AreaView,
  type DamageOutcome,
  type PendingDamage,
} from '../../../engine/systems/area-impulse/index.js';
import type { OrderBuild, OrderContext, OrderPreview, OrderSpec } from '../presenter.js';
import { costOf, myPending, OUTCOME_WORDS, unitsHit, type Choices } from './choices.js';
import { areaLabel, enemyOf, fmt1, plural, sideNameOf, tdvReason } from './words.js';

type Ctx = OrderContext<AreaState, AreaView>;
type Order = OrderSpec<AreaState, AreaCommand, AreaView>;

/** The viewer's selected units still on the map. */
function selectedUnits(ctx: Ctx) {
  return ctx.selected
    .map((i) => ctx.view.units[i])
    .filter((u) => u !== undefined && u.def.side === ctx.view.side && u.state.status === 'active');
}

const idsOf = (ctx: Ctx) => selectedUnits(ctx).map((u) => u!.def.id);

/** The firers: the strongest of the selected units, as many as may fire together (AI-FIRE-NS-02). */
function firersOf(ctx: Ctx) {
  return selectedUnits(ctx)
    .sort((a, b) => b!.def.fresh.firepower - a!.def.fresh.firepower || a!.index - b!.index)
    .slice(0, ctx.view.world.rules.maxFirers);
}
const firerIdsOf = (ctx: Ctx) => firersOf(ctx).map((u) => u!.def.id);
const areaIdOf = (view: AreaView, area: number) => view.world.board.areaId(area);
const enemiesIn = (view: AreaView, area: number) =>
  view.units.filter((u) => u.def.side !== view.side && u.state.status === 'active' && u.state.area === area);

/** The fire preview at the cursor: "attack 2d6+6 (+2 card) vs 9+3=12: 58% for 1+ damage, ~1.4". */
export function firePreview(ctx: Ctx, choices: Choices): OrderPreview {
  const view = ctx.view;
  const cards = choices.cardsFor(view);
  const directed = cards.some((c) => c.kind === 'directed');
  const pick = directed ? choices.assignFor(view, ctx.cursor) : null;
  const assign = pick ? { [view.units[pick.unit]!.def.id]: pick.points } : undefined;
  const p = previewFire(
    view,
    firerIdsOf(ctx),
    areaIdOf(view, ctx.cursor),
    cards.map((c) => c.id),
    assign,
  );
  if ('code' in p) return { summary: '', error: p.message };
  const defence = p.tdvIgnored ? `${p.highestDefense}` : `${p.highestDefense}+${p.tdv}=${p.defense}`;
  // Short enough for the map panel's last line at 80 columns; the lines above it say the rest.
  const summary = `${p.attackText}${p.cardBonus ? ` (+${p.cardBonus} card)` : ''} vs ${defence}: ${Math.round(p.chance * 100)}% 1+ dmg, ~${fmt1(p.expected)}`;
  const lines = [
    `firepower ${p.firepower} (${plural(firersOf(ctx).length, 'unit')}, AI-FIRE-02)${selectedUnits(ctx).length > firersOf(ctx).length ? `: the strongest ${view.world.rules.maxFirers} of ${selectedUnits(ctx).length} fire` : ''}`,
    ...(cards.length ? [`cards: ${cards.map((c) => c.name).join(', ')}`] : []),
    p.tdvIgnored
      ? `TDV ${p.tdv} ignored: ${tdvReason(view.world, p.tdvIgnored, ctx.cursor, enemyOf(view.world, view.side))}`
      : `defence ${p.highestDefense} + TDV ${p.tdv} (AI-FIRE-10)`,
    `${Math.round(p.chance * 100)}% for 1+ damage, ~${fmt1(p.expected)} expected`,
    `they can absorb ${p.capacity} (AI-FIRE-41)`,
    ...(pick ? [`directed: ${pick.points} on ${view.units[pick.unit]!.def.name} (A: next)`] : []),
  ];
  return { summary, lines };
}

function fireOrder(choices: Choices): Order {
  return {
    id: 'order.fire',
    keys: ['f'],
    label: 'Fire: the selected fresh units at the area under the cursor (AI-FIRE-01)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: 'FIRE',
    prompt: 'Fire: cursor on the target area, c cards, Enter fires, Esc cancels.',
    aim(ctx) {
      // The cursor stays on an area with enemy units in range; else the first such area.
      const from = selectedUnits(ctx)[0]?.state.area ?? -1;
      if (from < 0) return undefined;
      const range = ctx.view.world.rules.fireRange;
      const inRange = (a: number) => ctx.view.world.board.distance(from, a) <= range;
      if (inRange(ctx.cursor) && enemiesIn(ctx.view, ctx.cursor).length > 0) return undefined;
      return ctx.view.world.board.within(from, range).find((a) => enemiesIn(ctx.view, a).length > 0);
    },
    preview: (ctx) => firePreview(ctx, choices),
    build(ctx, preview): OrderBuild<AreaCommand> {
      const view = ctx.view;
      const cards = choices.cardsFor(view);
      const pick = cards.some((c) => c.kind === 'directed') ? choices.assignFor(view, ctx.cursor) : null;
      const target = areaIdOf(view, ctx.cursor);
      return {
        commands: [
          {
            type: 'fire',
            units: firerIdsOf(ctx),
            target,
            ...(cards.length ? { cards: cards.map((c) => c.id) } : {}),
            ...(pick ? { assign: { [view.units[pick.unit]!.def.id]: pick.points } } : {}),
          },
        ],
        ...(preview && !preview.error
          ? { confirm: `Fire at ${areaLabel(view, ctx.cursor)}? ${preview.summary}` }
          : {}),
      };
    },
  };
}

const moveOrder: Order = {
  id: 'order.move',
  keys: ['m'],
  label: 'Move: the selected fresh units to the bordering area under the cursor',
  target: 'loc',
  needsSelection: true,
  ownTurnOnly: true,
  title: 'MOVE',
  prompt: 'Move: cursor on a bordering area, Enter moves, Esc cancels.',
  followSelection: true,
  preview(ctx): OrderPreview | null {
    const view = ctx.view;
    const units = selectedUnits(ctx);
    const from = units[0]?.state.area ?? -1;
    if (from < 0 || from === ctx.cursor) return null;
    const r = checkMove(fieldOfView(view), view.side, {
      type: 'move',
      units: idsOf(ctx),
      to: areaIdOf(view, ctx.cursor),
    });
    const summary = `move ${plural(units.length, 'unit')}: ${areaLabel(view, from)} to ${areaLabel(view, ctx.cursor)}`;
    return 'code' in r ? { summary, error: r.message } : { summary };
  },
  build(ctx, preview) {
    if (!preview) return { error: 'Put the cursor on a bordering area first.' };
    // A refused move goes to the rules all the same: the refusal says why, in the rules' words.
    return { commands: [{ type: 'move', units: idsOf(ctx), to: areaIdOf(ctx.view, ctx.cursor) }] };
  },
};

/** An order given at once, by the side whose impulse (or allocation) it is, with or without a selection. */
function atOnce(id: string, key: string, label: string, build: (ctx: Ctx) => OrderBuild<AreaCommand>): Order {
  return { id, keys: [key], label, target: 'none', needsSelection: false, ownTurnOnly: true, build };
}

const passOrder = atOnce(
  'turn.pass',
  'p',
  'Pass the impulse (a pass by each side in a row ends the turn, AI-FIRE-NS-01)',
  (ctx) =>
    myPending(ctx.view)
      ? { error: 'First apply the damage: d picks outcomes, D applies them.' }
      : { commands: [{ type: 'pass' }] },
);

// Cards and the directed card's target give no commands: the choice is the presenter's, and an
// aimed fire stays aimed with its preview redone (src/tui/orders.ts).
const cardOrder = (choices: Choices): Order =>
  atOnce('order.card', 'c', 'Cards to play with the next fire (cycles through the hand)', (ctx) => {
    if (ctx.view.hand.length === 0) return { error: 'No cards in hand this turn.' };
    const cards = choices.nextCards(ctx.view);
    return {
      commands: [],
      message: `Cards for the next fire: ${cards.length ? cards.map((c) => c.name).join(', ') : 'none'}`,
    };
  });

const assignOrder = (choices: Choices): Order =>
  atOnce('order.assign', 'A', 'Directed card: the next target unit gets the points (AI-FIRE-50)', (ctx) => {
    if (!choices.hasDirected(ctx.view)) return { error: 'Choose a directed card first (c).' };
    const pick = choices.nextAssign(ctx.view, ctx.cursor);
    if (!pick) return { error: 'Aim the fire at an area with enemy units first (f), then A.' };
    return {
      commands: [],
      message: `Directed points: ${pick.points} on ${ctx.view.units[pick.unit]!.def.name}`,
    };
  });

/** An order of the damage allocation: only while the viewer owns pending damage (AI-FIRE-22). */
const allocationOrder = (
  id: string,
  key: string,
  label: string,
  build: (ctx: Ctx, p: PendingDamage) => OrderBuild<AreaCommand>,
): Order =>
  atOnce(id, key, label, (ctx) => {
    const p = myPending(ctx.view);
    return p ? build(ctx, p) : { error: 'No damage to apply.' };
  });

const damageOrder = (choices: Choices): Order =>
  allocationOrder(
    'order.damage',
    'd',
    'Damage: next outcome for the selected unit hit (AI-FIRE-30/31)',
    (ctx, p) => {
      const view = ctx.view;
      const hit = unitsHit(view, p);
      const unit = ctx.selected.find((u) => hit.includes(u)) ?? hit[0];
      if (unit === undefined) return { error: 'No unit to apply the damage to.' };
      const o = choices.cycleOutcome(view, unit);
      const left = p.toApply - choices.spent(view);
      return {
        commands: [],
        message: `${view.units[unit]!.def.name}: ${OUTCOME_WORDS[o]} (${costOf(view.units[unit]!.state.fresh, o)}); ${left} of ${p.toApply} left${left === 0 ? ', D applies' : ''}`,
      };
    },
  );

const applyOrder = (choices: Choices): Order =>
  allocationOrder('order.apply', 'D', 'Damage: apply the chosen outcomes (AI-FIRE-40/42)', (ctx, p) => {
    const view = ctx.view;
    const left = p.toApply - choices.spent(view);
    if (left !== 0)
      return {
        error:
          left > 0
            ? `${left} more point${left === 1 ? '' : 's'} to apply (d: next outcome of the selected unit).`
            : `${-left} point${left === -1 ? '' : 's'} too many (d: next outcome of the selected unit).`,
      };
    const outcomes: Record<string, DamageOutcome> = {};
    for (const [u, o] of choices.allocation(view)) if (o !== 'none') outcomes[view.units[u]!.def.id] = o;
    return {
      commands: [{ type: 'allocate', outcomes }],
      message: `${sideNameOf(view.world, view.side)}: damage applied.`,
    };
  });

export function areaOrders(choices: Choices): Order[] {
  return [
    fireOrder(choices),
    cardOrder(choices),
    assignOrder(choices),
    moveOrder,
    passOrder,
    damageOrder(choices),
    applyOrder(choices),
  ];
}
