// Applying damage (AI-FIRE-22..42, 50/51, D-05, 80, 92): the owner of the target units gives one
// outcome per unit from the fixed menu, costing exactly the points to apply; retreats then run one
// unit at a time (retreat.ts), and areas entered by retreat with no enemy in them change hands.

import { ruleError, type RuleError } from '../../core/errors.js';
import { countIn, unitCapacity, unitsIn, type Field } from './field.js';
import type { AreaCommand, AreaEvent, AreaState, DamageOutcome, PendingDamage } from './model.js';
import { firstRetreatChoices, retreatUnit } from './retreat.js';
import { areaName, otherSide, unitLabel } from './world.js';

export type AllocateCommand = Extract<AreaCommand, { type: 'allocate' }>;

/** AI-FIRE-30/31: the cost of each outcome on each face; one outcome per unit. */
const FRESH_COST: Partial<Record<DamageOutcome, number>> = { flip: 1, flipRetreat: 2, eliminate: 3 };
const SPENT_COST: Partial<Record<DamageOutcome, number>> = { retreat: 1, eliminate: 2 };

/** The points an outcome costs on this face; undefined when the face has no such outcome. */
export function outcomeCost(fresh: boolean, outcome: DamageOutcome): number | undefined {
  return (fresh ? FRESH_COST : SPENT_COST)[outcome];
}

/**
 * The outcome that costs exactly `cost` on this face (AI-FIRE-31: the costs run 0..3 fresh and
 * 0..2 spent, one outcome each), 'none' for 0, undefined above the capacity.
 */
export function outcomeForCost(fresh: boolean, cost: number): DamageOutcome | 'none' | undefined {
  if (cost === 0) return 'none';
  const table = fresh ? FRESH_COST : SPENT_COST;
  return (Object.keys(table) as DamageOutcome[]).find((o) => table[o] === cost);
}

export function retreats(outcome: DamageOutcome): boolean {
  return outcome === 'retreat' || outcome === 'flipRetreat';
}

/** The units the pending damage falls on: the owner's units in the target area (AI-FIRE-22). */
export function targetUnits(field: Field, pending: PendingDamage): number[] {
  return unitsIn(field, pending.area, pending.owner);
}

/** AI-FIRE-50 / D-05: the exact cost each unit's outcome must have under directed damage. */
export function directedCost(field: Field, pending: PendingDamage, unit: number): number {
  const asked = pending.assigned?.[unit] ?? 0;
  return Math.min(asked, unitCapacity(field.units[unit]!));
}

export interface Allocation {
  readonly outcomes: ReadonlyMap<number, DamageOutcome>;
  /** The owner's first retreat area per unit, where there was a choice (AI-FIRE-63). */
  readonly retreats: ReadonlyMap<number, number>;
}

function checkOutcomes(
  field: Field,
  pending: PendingDamage,
  cmd: AllocateCommand,
): Map<number, DamageOutcome> | RuleError {
  const w = field.world;
  const targets = new Set(targetUnits(field, pending));
  const outcomes = new Map<number, DamageOutcome>();
  const given = cmd.outcomes;
  if (typeof given !== 'object' || given === null)
    return ruleError('BAD_COMMAND', 'An allocation gives one outcome per unit (outcomes).');
  // AI-FIRE-23: only the menu's outcomes, one per unit (AI-FIRE-31).
  for (const [id, outcome] of Object.entries(given)) {
    const u = w.unitIndex.get(id);
    if (u === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${id}".`);
    if (!targets.has(u))
      return ruleError(
        'BAD_COMMAND',
        `${unitLabel(w, u)} is not among the units hit in ${areaName(w, pending.area)} (AI-FIRE-22).`,
        'AI-FIRE-22',
      );
    const fresh = field.units[u]!.fresh;
    if (outcomeCost(fresh, outcome) === undefined)
      return ruleError(
        'BAD_COMMAND',
        fresh
          ? `${unitLabel(w, u)} is fresh: flip (1), flipRetreat (2) or eliminate (3), not "${String(outcome)}" (AI-FIRE-30/31).`
          : `${unitLabel(w, u)} is spent: retreat (1) or eliminate (2), not "${String(outcome)}" (AI-FIRE-30/31).`,
        'AI-FIRE-30',
      );
    outcomes.set(u, outcome);
  }
  return outcomes;
}

function checkRetreats(
  field: Field,
  pending: PendingDamage,
  outcomes: ReadonlyMap<number, DamageOutcome>,
  given: Readonly<Record<string, string>>,
): Map<number, number> | RuleError {
  const w = field.world;
  const out = new Map<number, number>();
  for (const [id, where] of Object.entries(given)) {
    const u = w.unitIndex.get(id);
    const o = u === undefined ? undefined : outcomes.get(u);
    if (u === undefined || o === undefined || !retreats(o))
      return ruleError(
        'BAD_COMMAND',
        `"${id}" does not retreat in this allocation: a destination is only for a retreating unit.`,
      );
    const to = typeof where === 'string' ? w.board.parse(where) : undefined;
    if (to === undefined) return ruleError('NO_SUCH_AREA', `There is no area "${String(where)}".`);
    const choices = firstRetreatChoices(field, u, pending.area);
    if (!choices.includes(to))
      return ruleError(
        'NOT_ALLOWED',
        choices.length === 0
          ? `${unitLabel(w, u)} has no legal retreat: it is eliminated (AI-FIRE-61).`
          : `${unitLabel(w, u)} cannot retreat to ${areaName(w, to)}: the legal areas with the fewest enemy units are ${choices.map((a) => areaName(w, a)).join(', ')} (AI-FIRE-60/62/63).`,
        'AI-FIRE-62',
      );
    out.set(u, to);
  }
  return out;
}

/** Whether an allocation is legal for the pending damage (AI-FIRE-40..42, 50, D-05). */
export function checkAllocation(
  field: Field,
  pending: PendingDamage,
  cmd: AllocateCommand,
): Allocation | RuleError {
  const w = field.world;
  const outcomes = checkOutcomes(field, pending, cmd);
  if (!(outcomes instanceof Map)) return outcomes;
  const cost = (u: number) => {
    const o = outcomes.get(u);
    return o === undefined ? 0 : outcomeCost(field.units[u]!.fresh, o)!;
  };
  if (pending.assigned)
    for (const u of targetUnits(field, pending)) {
      const want = directedCost(field, pending, u);
      if (cost(u) !== want) {
        const o = outcomeForCost(field.units[u]!.fresh, want);
        return ruleError(
          'NOT_ALLOWED',
          `${unitLabel(w, u)} got ${want} point${want === 1 ? '' : 's'} from the directed fire: its outcome must cost exactly ${want} (${o ?? 'none'}) (AI-FIRE-50, D-05).`,
          'AI-FIRE-50',
        );
      }
    }
  const total = [...outcomes.keys()].reduce((s, u) => s + cost(u), 0);
  if (total !== pending.toApply)
    return ruleError(
      'NOT_ALLOWED',
      `The outcomes cost ${total} point${total === 1 ? '' : 's'}; exactly ${pending.toApply} must be applied (AI-FIRE-40/42).`,
      'AI-FIRE-42',
    );
  const r = checkRetreats(field, pending, outcomes, cmd.retreats ?? {});
  if (!(r instanceof Map)) return r;
  return { outcomes, retreats: r };
}

/**
 * Applies a checked allocation on `next` (a state copy, changed in place). Units are handled in
 * scenario order (AI-FIRE-64: one at a time), so when a stack fills the later units go on.
 */
export function applyAllocation(next: AreaState, pending: PendingDamage, alloc: Allocation): AreaEvent[] {
  const w = next.world;
  const events: AreaEvent[] = [];
  const entered = new Set<number>();
  const units = [...alloc.outcomes.keys()].sort((a, b) => a - b);
  for (const u of units) {
    const outcome = alloc.outcomes.get(u)!;
    const cost = outcomeCost(next.units[u]!.fresh, outcome)!;
    if (outcome === 'eliminate') {
      next.units[u] = { ...next.units[u]!, area: -1, status: 'eliminated' };
      events.push({ type: 'damage', unit: u, outcome, path: [], eliminated: true, cost });
      continue;
    }
    if (outcome === 'flip' || outcome === 'flipRetreat') next.units[u] = { ...next.units[u]!, fresh: false };
    if (!retreats(outcome)) {
      events.push({ type: 'damage', unit: u, outcome, path: [], eliminated: false, cost });
      continue;
    }
    const r = retreatUnit(next, u, pending.area, alloc.retreats.get(u));
    for (const a of r.path) entered.add(a);
    events.push({ type: 'damage', unit: u, outcome, path: r.path, eliminated: r.eliminated, cost });
  }
  // AI-FIRE-92: once the retreat is complete, areas it entered with no enemy in them change hands.
  const enemy = otherSide(w, pending.owner);
  for (const a of [...entered].sort((x, y) => x - y)) {
    if (countIn(next, a, enemy) === 0 && next.control[a] !== pending.owner) {
      next.control[a] = pending.owner;
      events.push({ type: 'control', area: a, side: pending.owner });
    }
  }
  next.pending = null;
  return events;
}
