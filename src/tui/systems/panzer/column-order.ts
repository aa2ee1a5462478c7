// Column Movement Orders (PB-MOVE-32, §6.5): the manual's Alt + right-click on a destination with
// a unit of the division as the hot spot. Here: select a unit, give "Column move", aim at the
// destination; the engine gathers the joined units of its division (rules/column-moves.ts). The
// order stands until it arrives; the hex info shows it on each unit, and "Cancel column" ends it.
// Under rules without column orders (the operational game) the engine says why not.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';
import type { OrderContext, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;
type Order = OrderSpec<GameState, Command, SideView>;

function firstId(ctx: Ctx): string | undefined {
  const i = ctx.selected[0];
  return i === undefined ? undefined : ctx.state.world.units[i]?.id;
}

/** The destination of the column order a unit of the side's own belongs to, or undefined. */
export function columnDestOf(view: SideView, u: Pick<OwnUnitView, 'index'>): number | undefined {
  return view.columns?.find((c) => c.units.includes(u.index))?.dest;
}

export function columnOrder(): Order {
  return {
    id: 'order.column',
    keys: [],
    label: 'Column move: the division goes by road to a hex (PC-AI-04, PB-MOVE-32)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: 'COLUMN',
    prompt: 'Column move: put the cursor on the destination, Enter to send the column, Esc to cancel.',
    followSelection: true,
    build(ctx) {
      const unit = firstId(ctx);
      if (!unit) return { error: 'Select a unit of the column first.' };
      return { commands: [{ type: 'column', unit, to: ctx.view.map.board.label(ctx.cursor) }] };
    },
    done(view) {
      const n = view.columns?.length ?? 0;
      return n > 0
        ? `Column orders in force: ${n} (they go on at the start of your turns).`
        : 'The column is there.';
    },
  };
}

export function cancelColumnOrder(): Order {
  return {
    id: 'order.cancelColumn',
    keys: [],
    label: 'Cancel the column order of the selected unit (PB-MOVE-32)',
    target: 'none',
    needsSelection: true,
    ownTurnOnly: true,
    build(ctx) {
      const unit = firstId(ctx);
      if (!unit) return { error: 'Select a unit of the column first.' };
      return { commands: [{ type: 'cancelColumn', unit }], message: 'Column order cancelled.' };
    },
  };
}
