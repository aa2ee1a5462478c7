// The player's own Opportunity Fire dialog (PB-FIRE-37, PB-DIFF-31): each side sets its engagement
// limits, firer class × target class, N / S / M / L. The setting is an order in the game's log (the
// `engagement` command), so that the referee, replays and the other player's copy agree on every
// opportunity shot. Until a side gives it, the scenario's matrix (params.variant.engagementLimits)
// holds. Our decisions (not from the source): the setting is per side only (the manual's
// per-selected-unit variant is not offered), and only the side whose turn it is may change its own
// (as the PC-TRN-06 opportunity-fire setting); the operational game has no such order
// (params.variant.engagementSetting false).

import type { EngagementCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES, type Side } from '../model/unit.js';
import {
  ENGAGEMENT_LIMITS,
  OP_FIRE_CLASSES,
  type EngagementLimit,
  type EngagementMatrix,
  type OpFireClass,
} from '../profiles/rule-params.js';

/** The matrix in force for a side: its own setting, else the scenario's (PB-FIRE-37). */
export function engagementMatrixOf(state: GameState, side: Side): EngagementMatrix {
  return state.combat.engagement?.[side] ?? state.world.params.variant.engagementLimits[side];
}

/**
 * A matrix as text: one row of five letters per firer class in OP_FIRE_CLASSES order (infantry,
 * armor, vehicle, gun, other), each letter the limit against the target classes in the same
 * order, rows joined by '/': "LSMML/LLLLL/LLLLL/MLLMM/LLLLL".
 */
export function formatMatrix(m: EngagementMatrix): string {
  return OP_FIRE_CLASSES.map((f) => OP_FIRE_CLASSES.map((t) => m[f][t]).join('')).join('/');
}

/** Reads formatMatrix's text back; a sentence saying what is wrong when it is not one. */
export function parseMatrix(text: string): EngagementMatrix | string {
  const rows = text.split('/');
  const n = OP_FIRE_CLASSES.length;
  if (rows.length !== n)
    return `An engagement matrix has ${n} rows of ${n} letters joined by "/" (firer classes ${OP_FIRE_CLASSES.join(', ')}); got ${rows.length} rows.`;
  const out = {} as Record<OpFireClass, Record<OpFireClass, EngagementLimit>>;
  for (let r = 0; r < n; r++) {
    const row = rows[r]!;
    const firer = OP_FIRE_CLASSES[r]!;
    if (row.length !== n) return `Row ${r + 1} (${firer}) must have ${n} letters; got "${row}".`;
    const cells = {} as Record<OpFireClass, EngagementLimit>;
    for (let c = 0; c < n; c++) {
      const l = row[c]!.toUpperCase();
      if (!(ENGAGEMENT_LIMITS as readonly string[]).includes(l))
        return `Row ${r + 1} (${firer}), column ${c + 1} (${OP_FIRE_CLASSES[c]}): "${row[c]}" is not one of N, S, M, L.`;
      cells[OP_FIRE_CLASSES[c]!] = l as EngagementLimit;
    }
    out[firer] = cells;
  }
  return out;
}

/** The `engagement` order: a side sets its own engagement-limit matrix (PB-FIRE-37). */
export function handleEngagement(draft: GameState, cmd: EngagementCommand): GameEvent[] | RuleError {
  if (!draft.world.params.variant.engagementSetting)
    return ruleError(
      'NOT_ALLOWED',
      'Engagement limits are a Panzer Battles setting (PB-FIRE-37); these rules fire at any target in range (PC-TRN-06 sets all / armour only / none).',
      'PB-FIRE-37',
    );
  if (cmd.side !== 'allied' && cmd.side !== 'axis')
    return ruleError('BAD_COMMAND', `"${String(cmd.side)}" is not a side (allied or axis).`);
  if (cmd.side !== draft.activeSide)
    return ruleError(
      'NOT_YOUR_TURN',
      `Only the ${SIDE_NAMES[draft.activeSide]} player may change settings now.`,
      'PB-FIRE-37',
    );
  const m = parseMatrix(cmd.limits);
  if (typeof m === 'string') return ruleError('BAD_COMMAND', m, 'PB-FIRE-37');
  // Replaced whole, never changed in place (game.ts copies the record by reference).
  draft.combat.engagement = { ...draft.combat.engagement, [cmd.side]: m };
  return [
    {
      type: 'message',
      text: `${SIDE_NAMES[cmd.side]} engagement limits set: ${formatMatrix(m)}`,
      seenBy: cmd.side,
      rule: 'PB-FIRE-37',
    },
  ];
}
