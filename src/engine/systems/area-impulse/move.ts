// Movement (AI-FIRE-NS-01/02/08 decisions; the source describes only fire): fresh units of one area
// move together to an adjacent area and become spent. Entering an area that holds enemy units is
// allowed (close combat: fire there ignores the TDV, AI-FIRE-11a) except across a ravine border,
// and a move may not take a side above the stack limit in an area (NS-08).

import { ruleError, type RuleError } from '../../core/errors.js';
import { countIn, type Field } from './field.js';
import { checkFirers } from './fire.js';
import type { AreaCommand, AreaEvent, AreaState, Side } from './model.js';
import { sideName } from './scenario.js';
import { areaName, otherSide } from './world.js';

export type MoveCommand = Extract<AreaCommand, { type: 'move' }>;

export interface MoveOrder {
  readonly side: Side;
  readonly units: readonly number[];
  readonly from: number;
  readonly to: number;
}

export function checkMove(field: Field, side: Side, cmd: MoveCommand): MoveOrder | RuleError {
  const w = field.world;
  const units = checkFirers(field, side, cmd.units, 'move');
  if (!Array.isArray(units)) return units;
  const from = field.units[units[0]!]!.area;
  const to = typeof cmd.to === 'string' ? w.board.parse(cmd.to) : undefined;
  if (to === undefined) return ruleError('NO_SUCH_AREA', `There is no area "${String(cmd.to)}".`);
  const edge = w.board.edgeBetween(from, to);
  if (edge < 0)
    return ruleError(
      'NOT_ADJACENT',
      `${areaName(w, to)} does not border ${areaName(w, from)}: units move one area at a time (AI-FIRE-NS-01 decision).`,
      'AI-FIRE-NS-01',
    );
  const enemy = otherSide(w, side);
  if (w.ravine.has(edge) && countIn(field, to, enemy) > 0)
    return ruleError(
      'ENEMY_OCCUPIED',
      `${areaName(w, to)} holds ${sideName(enemy)} units and the border from ${areaName(w, from)} is a ravine: no close assault across it (decision).`,
      'AI-FIRE-NS-01',
    );
  const there = countIn(field, to, side);
  if (there + units.length > w.rules.stackLimit)
    return ruleError(
      'STACKING',
      `${areaName(w, to)} holds ${there} ${sideName(side)} units; ${units.length} more would exceed ${w.rules.stackLimit} (AI-FIRE-70, AI-FIRE-NS-08 decision).`,
      'AI-FIRE-NS-08',
    );
  return { side, units, from, to };
}

/** Moves the units on `next` (a state copy, changed in place). */
export function applyMove(next: AreaState, order: MoveOrder): AreaEvent[] {
  for (const u of order.units)
    next.units[u] = {
      ...next.units[u]!,
      area: order.to,
      fresh: next.units[u]!.fresh && !next.world.rules.moveSpends,
    };
  return [{ type: 'moved', side: order.side, units: [...order.units], from: order.from, to: order.to }];
}
