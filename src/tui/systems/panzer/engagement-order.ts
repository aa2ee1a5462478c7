// Turn → Opportunity Fire (PB-FIRE-37, PB-DIFF-31): the side's engagement limits, firer class ×
// target class, N / S / M / L, edited in a window (screens/grid-editor.ts) and given as one
// `engagement` order, so that the referee and a replay agree. Under rules without the setting (the
// operational game) the order says why not.

import type { Command } from '../../../engine/systems/panzer/commands.js';
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import {
  ENGAGEMENT_LIMITS,
  OP_FIRE_CLASSES,
  type OpFireClass,
} from '../../../engine/systems/panzer/profiles/rule-params.js';
import {
  engagementMatrixOf,
  formatMatrix,
  parseMatrix,
} from '../../../engine/systems/panzer/rules/engagement-settings.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { GridEdit, OrderSpec } from '../presenter.js';

/** What the classes are called in the window (rule-params.ts OP_FIRE_CLASSES). */
export const CLASS_LABELS: Readonly<Record<OpFireClass, string>> = {
  infantry: 'Infantry',
  armor: 'Armour',
  vehicle: 'Vehicle',
  gun: 'Gun',
  other: 'Other',
};

/** The window's help: the four limits in the rule's words and what the classes hold. */
export const ENGAGEMENT_HELP: readonly string[] = [
  'N never · S within 1/3 of the range · M within 2/3 · L anywhere in range',
  'Armour = hard targets; Vehicle = other vehicles; Other = HQs and the rest.',
  'Opportunity fire in the enemy’s turn obeys it (PB-FIRE-37).',
];

/** The editor for a side's matrix, starting from the one in force. */
export function engagementGrid(state: GameState, side: Side): GridEdit<Command> {
  const now = engagementMatrixOf(state, side);
  const before = formatMatrix(now);
  return {
    title: 'Opportunity fire: engagement limits',
    corner: 'firer/target',
    rowLabels: OP_FIRE_CLASSES.map((c) => CLASS_LABELS[c]),
    colLabels: OP_FIRE_CLASSES.map((c) => CLASS_LABELS[c]),
    choices: ENGAGEMENT_LIMITS,
    values: OP_FIRE_CLASSES.map((f) => OP_FIRE_CLASSES.map((t) => now[f][t])),
    help: ENGAGEMENT_HELP,
    commit(values) {
      const limits = values.map((r) => r.join('')).join('/');
      if (limits === before || typeof parseMatrix(limits) === 'string') return { commands: [] };
      return {
        commands: [{ type: 'engagement', side, limits }],
        message: 'Engagement limits set for opportunity fire (PB-FIRE-37).',
      };
    },
  };
}

export function engagementOrder(): OrderSpec<GameState, Command, SideView> {
  return {
    id: 'turn.engagement',
    keys: [], // from the palette (":" then "engagement"): the keymaps have no letter left for it
    label: 'Opportunity fire engagement limits: firer × target, N/S/M/L (PB-FIRE-37)',
    target: 'none',
    needsSelection: false,
    ownTurnOnly: true,
    build(ctx) {
      if (!ctx.state.world.params.variant.engagementSetting)
        return {
          error:
            'Engagement limits are a Panzer Battles setting (PB-FIRE-37); here O sets all / armour only / none.',
        };
      return { commands: [], grid: engagementGrid(ctx.state, ctx.side as Side) };
    },
  };
}
