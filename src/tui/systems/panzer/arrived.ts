// Units → Arrived (PC-RNF-02, PC-TRN-15): the side's arrived reinforcements, waiting off the map
// at their entry hexes. The order (key P, for Place) lists them while the cursor picks an entry
// hex; Enter places the units waiting there; Esc leaves them in the list for later (holding them).

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { UnitSetup } from '../../../engine/systems/panzer/model/scenario.js';
import {
  arrivalKinds,
  stormHoldText,
  stormHolds,
  type ArrivalKind,
} from '../../../engine/systems/panzer/rules/airborne.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { OwnUnitView, SideView } from '../../../engine/systems/panzer/view.js';
import type { OrderContext, OrderPreview, OrderSpec } from '../presenter.js';

type Ctx = OrderContext<GameState, SideView>;

interface Waiting {
  readonly unit: OwnUnitView;
  readonly hex: string;
  readonly loc: number;
  /** How it arrives: airborne, glider, amphibious, infiltration (PC-RNF-06/07); empty by road. */
  readonly kinds: readonly ArrivalKind[];
  /** Why it cannot be placed now (a storm, PC-RNF-10; the enemy in its entry hex, PC-RNF-02), or undefined. */
  readonly held?: string;
  /** What holds it, for the list's tag. */
  readonly heldBy?: 'storm' | 'enemy';
}

/** The arrived units of the viewer's side with their entry hexes (PC-RNF-03), in list order. */
export function arrivedList(view: SideView): Waiting[] {
  const out: Waiting[] = [];
  for (const u of view.own) {
    if (u.state.status !== 'arrived') continue;
    const a = (u.def as Partial<UnitSetup>).arrives;
    const hex = a?.hex;
    const loc = hex === undefined ? undefined : view.map.board.parse(hex);
    if (hex === undefined || loc === undefined) continue;
    const hold = stormHolds(a, view.storm)
      ? { held: stormHoldText(u.def.name, a), heldBy: 'storm' as const }
      : u.entryHeld
        ? {
            held: `An enemy unit holds ${hex}, ${u.def.name}'s entry hex; it waits until the hex is clear (PC-RNF-02).`,
            heldBy: 'enemy' as const,
          }
        : {};
    out.push({ unit: u, hex, loc, kinds: arrivalKinds(a), ...hold });
  }
  return out;
}

/** " [airborne]", " [glider, storm]": the kind of arrival and a storm hold, for a list line. */
export function arrivedTag(w: Waiting): string {
  const tags = [
    ...w.kinds,
    ...(w.heldBy === 'storm' ? ['storm'] : w.heldBy === 'enemy' ? ['enemy at entry'] : []),
  ];
  return tags.length > 0 ? ` [${tags.join(', ')}]` : '';
}

/** The Arrived list, one line a unit, for the preview of the order. */
export function arrivedLines(view: SideView): string[] {
  const list = arrivedList(view);
  if (list.length === 0) return ['No reinforcements are waiting.'];
  const storm = list.some((w) => w.heldBy === 'storm');
  return [
    `Arrived (${list.length}), each at its entry hex:`,
    ...list.map((w) => `  ${w.hex}  ${w.unit.def.name}${arrivedTag(w)}`),
    ...(storm ? ['Storm: held until it passes (PC-RNF-10).'] : []),
  ];
}

function preview(ctx: Ctx): OrderPreview {
  const list = arrivedList(ctx.view);
  const atHex = list.filter((w) => w.loc === ctx.cursor);
  const here = atHex.filter((w) => !w.held);
  const hex = ctx.view.map.board.label(ctx.cursor);
  if (list.length === 0)
    return { summary: 'No reinforcements are waiting.', error: 'No reinforcements are waiting.' };
  if (here.length === 0 && atHex.length > 0)
    return {
      summary:
        atHex[0]!.heldBy === 'storm' ? `A storm holds the arrivals at ${hex}` : `The enemy holds ${hex}`,
      lines: arrivedLines(ctx.view),
      error: atHex[0]!.held!,
    };
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
      // Units a storm holds stay in the list (PC-RNF-10): no order the engine would refuse.
      const here = list.filter((w) => w.loc === ctx.cursor && !w.held);
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
