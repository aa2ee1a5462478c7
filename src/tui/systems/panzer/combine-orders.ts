// The orders of issue 20 in the client: Combine/Breakdown (PC-MSC-03..05), Corps Attachments
// (PC-CMD-15) and A/I → Activate A/I Firing (PC-AI-05). Each builds ordinary commands that go
// through the session like any other; the engine refuses what the rules forbid, in its words.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import { attachmentChoices, parentOrg, unitOrg } from '../../../engine/systems/panzer/rules/attachments.js';
import { actingSide } from '../../../engine/systems/panzer/rules/phases.js';
import { planAiFire } from '../../../engine/systems/panzer/ai/fire-all.js';
import type { OrderContext, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;
type Order = OrderSpec<GameState, Command, SideView>;

const ids = (ctx: Ctx, list: readonly number[]) => list.map((i) => ctx.state.world.units[i]!.id);

/**
 * Combine/Breakdown (PC-MSC-03/05), as the manual's one command: a single selected Combined unit
 * splits off one sub-unit; otherwise the selected units combine, each battalion's companies of one
 * component and mode into one unit (a stack selected whole holds several such groups).
 */
export function combineOrder(): Order {
  return {
    id: 'order.combine',
    keys: ['C'],
    label: 'Combine selected units, or break one down (PC-MSC-03/05)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const sel = ctx.selected;
      const first = ctx.state.units[sel[0]!];
      if (sel.length === 1 && first?.parts?.length)
        return {
          commands: [{ type: 'breakdown', unit: ids(ctx, sel)[0]! }],
          message: 'One sub-unit splits off.',
        };
      const groups = new Map<string, number[]>();
      for (const i of sel) {
        const d = ctx.state.world.units[i]!;
        const s = ctx.state.units[i]!;
        const key = `${s.loc}|${d.org}|${d.component}|${d.type}|${s.mode}`;
        groups.set(key, [...(groups.get(key) ?? []), i]);
      }
      const many = [...groups.values()].filter((g) => g.length > 1);
      // No group of two: the engine's refusal says why (battalion, component, size...).
      if (many.length === 0) return { commands: [{ type: 'combine', units: ids(ctx, sel) }] };
      return {
        commands: many.map((g) => ({ type: 'combine', units: ids(ctx, g) })),
        message: `Combined ${many.length} unit${many.length > 1 ? 's' : ''}.`,
      };
    },
  };
}

/** The manual's Alt + Combine: every unit that may combine in the cursor's hex does. */
export function combineAllOrder(): Order {
  return {
    id: 'order.combineAll',
    keys: ['W'],
    label: 'Combine every possible unit in the hex (PC-MSC-03)',
    target: 'none',
    needsSelection: false,
    ownTurnOnly: true,
    build: (ctx) => ({
      commands: [{ type: 'combine', hex: ctx.view.map.board.label(ctx.cursor), all: true }],
      message: 'Every possible unit here combined.',
    }),
  };
}

/** Combine/Breakdown on each selected Combined unit: one sub-unit each (PC-MSC-05). */
export function breakdownOrder(): Order {
  return {
    id: 'order.breakdown',
    keys: ['I'],
    label: 'Break down a Combined unit by one (PC-MSC-05)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const combined = ctx.selected.filter((i) => ctx.state.units[i]!.parts?.length);
      const list = combined.length > 0 ? combined : ctx.selected.slice(0, 1);
      return { commands: ids(ctx, list).map((unit) => ({ type: 'breakdown', unit })) };
    },
  };
}

/**
 * The organisation an Attach order moves for a selected unit: the unit itself when it hangs
 * straight from a Corps, else the nearest formation above it that does (its Division).
 */
function attachSubject(state: GameState, unit: number, movable: ReadonlySet<string>): string | undefined {
  const def = state.world.units[unit]!;
  if (movable.has(def.id)) return def.id;
  const seen = new Set<string>();
  for (
    let o: string | undefined = def.hqOf ?? unitOrg(state, unit);
    o && !seen.has(o);
    o = parentOrg(state, o)
  ) {
    if (movable.has(o)) return o;
    seen.add(o);
  }
  return undefined;
}

/**
 * Units → Corps Attachments (PC-CMD-15): the selected unit's Division (or the unit, when it is
 * attached straight to a Corps) moves to the next Corps it may join; again for the one after.
 */
export function attachOrder(): Order {
  return {
    id: 'order.attach',
    keys: [],
    label: 'Attach the division to the next Corps (PC-CMD-15)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const side = actingSide(ctx.state) as Side;
      const choices = attachmentChoices(ctx.state, side);
      const subject = attachSubject(ctx.state, ctx.selected[0]!, new Set(choices.map((c) => c.id)));
      const choice = choices.find((c) => c.id === subject);
      if (!choice) {
        // Let the engine say why (not the midnight turn, not under a Corps...).
        const def = ctx.state.world.units[ctx.selected[0]!]!;
        const corps = [...ctx.state.world.orgs.values()].find((o) => o.side === side && o.level === 'corps');
        return { commands: [{ type: 'attach', org: def.hqOf ?? def.org, parent: corps?.id ?? def.org }] };
      }
      // The next Corps after the current one in the order of battle, round the list.
      const order = [...ctx.state.world.orgs.keys()];
      const from = order.indexOf(choice.from);
      const next = [...choice.to].sort(
        (a, b) =>
          ((order.indexOf(a) - from + order.length) % order.length) -
          ((order.indexOf(b) - from + order.length) % order.length),
      )[0]!;
      const name = (id: string) => ctx.state.world.orgs.get(id)?.name ?? id;
      return {
        commands: [{ type: 'attach', org: choice.id, parent: next }],
        message: `${choice.name}: ${name(choice.from)} -> ${name(next)}.`,
      };
    },
  };
}

/** A/I → Activate A/I Firing (PC-AI-05): the computer fires every unit of the side that can. */
export function aiFireOrder(): Order {
  return {
    id: 'order.aiFire',
    keys: ['s'],
    label: 'A/I: Activate A/I Firing (PC-AI-05)',
    target: 'none',
    needsSelection: false,
    ownTurnOnly: true,
    build(ctx) {
      const plan = planAiFire(ctx.state, ctx.side as Side);
      if (plan.commands.length === 0) return { error: 'No unit of yours can fire at a target now.' };
      return {
        commands: plan.commands,
        message: `A/I firing: ${plan.commands.length} unit${plan.commands.length > 1 ? 's' : ''} fired.`,
      };
    },
  };
}
