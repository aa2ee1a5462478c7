// Units → Arrived (PC-RNF-02, PC-TRN-15): the side's arrived reinforcements, waiting off the map
// at their entry hexes. The order (key P, for Place) lists them while the cursor picks an entry
// hex; Enter places the units waiting there; Esc leaves them in the list for later (holding them).

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { UnitSetup } from '../../../engine/systems/panzer/model/scenario.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';
import type { OrderContext, OrderPreview, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;

interface Waiting {
  readonly unit: OwnUnitView;
  readonly hex: string;
  readonly loc: number;
}

/** The arrived units of the viewer's side with their entry hexes (PC-RNF-03), in list order. */
export function arrivedList(view: SideView): Waiting[] {
  const out: Waiting[] = [];
  for (const u of view.own) {
    if (u.state.status !== 'arrived') continue;
    const hex = (u.def as Partial<UnitSetup>).arrives?.hex;
    const loc = hex === undefined ? undefined : view.map.board.parse(hex);
    if (hex !== undefined && loc !== undefined) out.push({ unit: u, hex, loc });
  }
  return out;
}

/** The Arrived list, one line a unit, for the preview of the order. */
export function arrivedLines(view: SideView): string[] {
  const list = arrivedList(view);
  if (list.length === 0) return ['No reinforcements are waiting.'];
  return [
    `Arrived (${list.length}), each at its entry hex:`,
    ...list.map((w) => `  ${w.hex}  ${w.unit.def.name}`),
  ];
}

function preview(ctx: Ctx): OrderPreview {
  const list = arrivedList(ctx.view);
  const here = list.filter((w) => w.loc === ctx.cursor);
  const hex = ctx.view.map.board.label(ctx.cursor);
  if (list.length === 0)
    return { summary: 'No reinforcements are waiting.', error: 'No reinforcements are waiting.' };
  if (here.length === 0)
    return {
      summary: `No arrived unit enters at ${hex}`,
      lines: arrivedLines(ctx.view),
      error: `No arrived unit enters at ${hex}; the entry hexes are ${[...new Set(list.map((w) => w.hex))].join(', ')} (PC-RNF-03).`,
    };
  return {
    summary: `Enter places ${here.length === 1 ? here[0]!.unit.def.name : `${here.length} units`} at ${hex}; Esc holds them`,
    lines: arrivedLines(ctx.view),
  };
}

/** The Arrived order: a palette entry and a key (P). */
export function arrivedOrder(): OrderSpec<GameState, Command, SideView> {
  return {
    id: 'order.arrived',
    keys: ['P'],
    label: 'Arrived reinforcements: place or hold (PC-RNF-02)',
    target: 'loc',
    needsSelection: false,
    ownTurnOnly: true,
    title: 'ARRIVED',
    prompt: 'Arrived: cursor on an entry hex, Enter places the units waiting there, Esc holds them.',
    aim: (ctx) => arrivedList(ctx.view)[0]?.loc,
    preview,
    build(ctx) {
      const list = arrivedList(ctx.view);
      const here = list.filter((w) => w.loc === ctx.cursor);
      if (here.length === 0) return { error: preview(ctx).error ?? 'No reinforcements are waiting.' };
      const left = list.length - here.length;
      return {
        commands: here.map((w) => ({ type: 'placeReinforcement', unit: w.unit.def.id, hex: w.hex })),
        message: `${here.length} placed at ${w0(here).hex}${left > 0 ? `; ${left} still waiting (P)` : ''}`,
      };
    },
  };
}

const w0 = (l: readonly Waiting[]): Waiting => l[0]!;
