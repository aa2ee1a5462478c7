// Retreat (AI-FIRE-60..74, AI-FIRE-D-04, AI-FIRE-D-06): where a unit that must leave the target area goes. Each unit
// retreats alone (AI-FIRE-64), to an adjacent area its side controls or that holds no enemy units
// (60), the fewest enemy units first (62); among the tied areas the owner chooses for each unit
// (63). A unit that makes its side's stack there exceed the limit goes on from it (70/71), never
// into the target area (72) nor an area it already passed through (74), and with nowhere to go it
// is eliminated (AI-FIRE-61, AI-FIRE-73, AI-FIRE-80). Control does not change until every retreat is done (92), so the
// legal areas do not depend on the order the units go in; only the stacks do.

import { countIn, type Field } from './field.js';
import type { Side } from './model.js';
import { otherSide, sideOf } from './world.js';

/** Where a retreat step starts: the area being left and the areas it may not enter (AI-FIRE-72/74). */
export interface RetreatStep {
  readonly side: Side;
  readonly from: number;
  readonly exclude: ReadonlySet<number>;
}

const enemiesIn = (field: Field, side: Side, area: number) =>
  countIn(field, area, otherSide(field.world, side));

/** AI-FIRE-60 (AI-FIRE-D-06: measured from the area being left): the legal areas, in area order. */
export function legalRetreatAreas(field: Field, { side, from, exclude }: RetreatStep): number[] {
  return field.world.board
    .neighbors(from)
    .filter((a) => !exclude.has(a) && (field.control[a] === side || enemiesIn(field, side, a) === 0))
    .sort((a, b) => a - b);
}

/** AI-FIRE-62: of the legal areas, those with the fewest enemy units (the owner picks among them, 63). */
export function retreatChoices(field: Field, step: RetreatStep): number[] {
  const legal = legalRetreatAreas(field, step);
  const counts = legal.map((a) => enemiesIn(field, step.side, a));
  const fewest = Math.min(...counts);
  return legal.filter((_, k) => counts[k] === fewest);
}

/** The areas a unit retreating out of the target area may be sent to (AI-FIRE-63); [] = eliminated (61). */
export function firstRetreatChoices(field: Field, unit: number, target: number): number[] {
  return retreatChoices(field, { side: sideOf(field.world, unit), from: target, exclude: new Set([target]) });
}

export interface RetreatPath {
  /** Areas entered, the last one where the unit stands; empty when it had nowhere to go. */
  readonly path: readonly number[];
  readonly eliminated: boolean;
}

/** A Field whose units may be moved (a state copy being built by apply). */
export interface DraftField extends Field {
  readonly units: { area: number; fresh: boolean; status: 'reserve' | 'active' | 'eliminated' }[];
}

/**
 * Moves one unit out of the target area on `draft` (changed in place). `chosen` is the owner's
 * pick for the first step among the tied areas; later steps of a continuing retreat take the first
 * tied area in area order (decision: the command names one destination per unit).
 */
export function retreatUnit(draft: DraftField, unit: number, target: number, chosen?: number): RetreatPath {
  const side = sideOf(draft.world, unit);
  const limit = draft.world.rules.stackLimit;
  // AI-FIRE-72: never the target area; AI-FIRE-74: never an area already passed through.
  const visited = new Set<number>([target]);
  const path: number[] = [];
  let from = target;
  for (;;) {
    const choices = retreatChoices(draft, { side, from, exclude: visited });
    if (choices.length === 0) {
      // AI-FIRE-61/AI-FIRE-73/AI-FIRE-80: nowhere to go, to the casualty box.
      draft.units[unit] = { ...draft.units[unit]!, area: -1, status: 'eliminated' };
      return { path, eliminated: true };
    }
    const to = path.length === 0 && chosen !== undefined && choices.includes(chosen) ? chosen : choices[0]!;
    draft.units[unit] = { ...draft.units[unit]!, area: to };
    path.push(to);
    visited.add(to);
    // AI-FIRE-70/71: only the unit that takes the stack above the limit goes on (AI-FIRE-74).
    if (countIn(draft, to, side) <= limit) return { path, eliminated: false };
    from = to;
  }
}
