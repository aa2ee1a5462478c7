// Fire → Smoke (PB-FIRE-46): the selected indirect-fire unit lays smoke on the hex under the
// cursor. The preview says whether it may (range, MP, a still spotter, shots left: the rules' own
// smokeRefusal, which reads only the side's own units) and how many shots the side has left.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { smokeRefusal } from '../../../engine/systems/panzer/rules/smoke.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { OrderContext, OrderPreview, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;

function preview(ctx: Ctx): OrderPreview {
  const unit = ctx.selected[0];
  const hex = ctx.view.map.board.label(ctx.cursor);
  if (unit === undefined) return { summary: 'Select an indirect-fire unit', error: 'Select a unit first.' };
  const why = smokeRefusal(ctx.state, unit, ctx.cursor);
  const left = ctx.view.smokeShotsLeft ?? 0;
  const lines = [
    `Smoke shots left: ${left}`,
    'Smoke blocks sight through the hex for this turn and the enemy’s (PB-FIRE-46).',
  ];
  if (why) return { summary: `No smoke on ${hex}`, lines, error: why.message };
  return { summary: `Smoke on ${hex}`, lines };
}

export function smokeOrder(): OrderSpec<GameState, Command, SideView> {
  return {
    id: 'order.smoke',
    keys: [], // from the palette (":" then "smoke"): the keymaps have no letter left for it
    label: 'Smoke: the selected indirect-fire unit screens a hex (PB-FIRE-46)',
    target: 'loc',
    needsSelection: true,
    ownTurnOnly: true,
    title: 'SMOKE',
    prompt: 'Smoke: put the cursor on the hex to screen, Enter to confirm, Esc to cancel.',
    preview,
    build(ctx, p) {
      if (p?.error) return { error: p.error };
      const unit = ctx.view.own.find((u) => u.index === ctx.selected[0]);
      if (!unit) return { error: 'Select a unit first.' };
      return { commands: [{ type: 'smoke', unit: unit.def.id, hex: ctx.view.map.board.label(ctx.cursor) }] };
    },
  };
}
