// What a player chooses before an order goes to the rules and that only the presenter keeps: the
// cards to play with the next fire, the target unit of a directed card's points, and the outcome
// of each unit hit while damage is being allocated. Each side has its own, so in hot-seat nothing
// one player chose shows on the other's screen (a choice also never names a card the viewer does
// not hold: it is filtered against the viewer's own hand each time it is read).

import {
  directedCost,
  fieldOfView,
  outcomeCost,
  outcomeForCost,
  unitCapacity,
  type AreaView,
  type CardDef,
  type DamageOutcome,
  type PendingDamage,
  type Side,
} from '../../../engine/systems/area-impulse/index.js';

export type Outcome = DamageOutcome | 'none';

/** AI-FIRE-31: the outcomes of each face, in the order `d` cycles them. */
export const FRESH_OUTCOMES: readonly Outcome[] = ['none', 'flip', 'flipRetreat', 'eliminate'];
export const SPENT_OUTCOMES: readonly Outcome[] = ['none', 'retreat', 'eliminate'];

export const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = {
  none: 'none',
  flip: 'flip',
  flipRetreat: 'flip+retreat',
  retreat: 'retreat',
  eliminate: 'eliminate',
};

export function costOf(fresh: boolean, o: Outcome): number {
  return o === 'none' ? 0 : (outcomeCost(fresh, o) ?? 0);
}

/** The units hit (the owner's units in the target area, AI-FIRE-22), from the view. */
export function unitsHit(view: AreaView, p: PendingDamage): number[] {
  return view.units
    .filter((u) => u.def.side === p.owner && u.state.status === 'active' && u.state.area === p.area)
    .map((u) => u.index);
}

/** The pending damage the viewer must allocate, or null. */
export function myPending(view: AreaView): PendingDamage | null {
  return view.pending && view.pending.owner === view.side ? view.pending : null;
}

/**
 * Card sets in the order `c` offers them: none first, then by size. Every set of up to four cards;
 * with more, each card alone, all the bombard cards together, and those with each directed card.
 * Sets with two directed cards are left out (one per fire, AI-FIRE-50).
 */
export function cardSubsets(hand: readonly CardDef[]): string[][] {
  const ids = hand.map((c) => c.id);
  const directed = hand.filter((c) => c.kind === 'directed').map((c) => c.id);
  let sets: string[][];
  if (ids.length > 4) {
    const bombard = hand.filter((c) => c.kind === 'bombard').map((c) => c.id);
    sets = [
      [],
      ...ids.map((id) => [id]),
      ...(bombard.length > 1 ? [bombard] : []),
      ...directed.map((d) => [...bombard, d]),
    ];
  } else {
    sets = [];
    for (let mask = 0; mask < 1 << ids.length; mask++) sets.push(ids.filter((_, k) => mask & (1 << k)));
  }
  return sets
    .filter((s) => s.filter((id) => directed.includes(id)).length <= 1)
    .sort((a, b) => a.length - b.length);
}

interface Allocation {
  key: string;
  outcomes: Map<number, Outcome>;
}

export class Choices {
  private readonly cards = new Map<Side, string[]>();
  private readonly directedPick = new Map<Side, number>();
  private readonly allocations = new Map<Side, Allocation>();

  /** The cards chosen for the next fire that the viewer still holds. */
  cardsFor(view: AreaView): CardDef[] {
    const chosen = this.cards.get(view.side) ?? [];
    return view.hand.filter((c) => chosen.includes(c.id));
  }

  /** The next subset of the hand; returns it. */
  nextCards(view: AreaView): CardDef[] {
    const subsets = cardSubsets(view.hand);
    const now = this.cardsFor(view)
      .map((c) => c.id)
      .join(',');
    const k = subsets.findIndex((s) => s.join(',') === now);
    const next = subsets[(k + 1) % subsets.length] ?? [];
    this.cards.set(view.side, next);
    return this.cardsFor(view);
  }

  hasDirected(view: AreaView): boolean {
    return this.cardsFor(view).some((c) => c.kind === 'directed');
  }

  /**
   * AI-FIRE-50 / D-05, kept simple: a directed card puts all the points one target unit can absorb
   * on one unit, the first enemy unit in the target area unless `A` picked another.
   */
  assignFor(view: AreaView, target: number): { unit: number; points: number } | null {
    const hit = view.units.filter(
      (u) => u.def.side !== view.side && u.state.status === 'active' && u.state.area === target,
    );
    if (hit.length === 0) return null;
    const u = hit[(this.directedPick.get(view.side) ?? 0) % hit.length]!;
    return { unit: u.index, points: unitCapacity(u.state) };
  }

  nextAssign(view: AreaView, target: number): { unit: number; points: number } | null {
    this.directedPick.set(view.side, (this.directedPick.get(view.side) ?? 0) + 1);
    return this.assignFor(view, target);
  }

  /** The outcomes chosen so far for the viewer's pending damage (a new fire starts afresh). */
  allocation(view: AreaView): Map<number, Outcome> {
    const p = myPending(view);
    if (!p) return new Map();
    const key = [view.turn, view.impulse, p.firingSide, p.from, p.area, p.damage, p.toApply].join(':');
    let a = this.allocations.get(view.side);
    if (!a || a.key !== key) {
      a = { key, outcomes: defaultOutcomes(view, p) };
      this.allocations.set(view.side, a);
    }
    return a.outcomes;
  }

  /** Points the chosen outcomes cost. */
  spent(view: AreaView): number {
    let n = 0;
    for (const [u, o] of this.allocation(view)) n += costOf(view.units[u]!.state.fresh, o);
    return n;
  }

  /**
   * The next outcome of a unit hit: the next in AI-FIRE-31's list that does not take more points
   * than are left; under a directed card only the outcome of exactly its points (D-05).
   */
  cycleOutcome(view: AreaView, unit: number): Outcome {
    const p = myPending(view)!;
    const outcomes = this.allocation(view);
    const fresh = view.units[unit]!.state.fresh;
    if (p.assigned) {
      const o = outcomeForCost(fresh, directedCost(fieldOfView(view), p, unit)) ?? 'none';
      outcomes.set(unit, o);
      return o;
    }
    const list = fresh ? FRESH_OUTCOMES : SPENT_OUTCOMES;
    const cur = outcomes.get(unit) ?? 'none';
    const room = p.toApply - this.spent(view) + costOf(fresh, cur);
    let k = list.indexOf(cur);
    for (let n = 0; n < list.length; n++) {
      k = (k + 1) % list.length;
      if (costOf(fresh, list[k]!) <= room) break;
    }
    outcomes.set(unit, list[k]!);
    return list[k]!;
  }
}

/**
 * Where the allocation starts: under a directed card every outcome is fixed (D-05); when the
 * points equal what the units can absorb every unit is eliminated (AI-FIRE-41); otherwise nothing
 * is chosen yet.
 */
function defaultOutcomes(view: AreaView, p: PendingDamage): Map<number, Outcome> {
  const hit = unitsHit(view, p);
  const out = new Map<number, Outcome>();
  const field = fieldOfView(view);
  const capacity = hit.reduce((s, u) => s + unitCapacity(view.units[u]!.state), 0);
  for (const u of hit) {
    const fresh = view.units[u]!.state.fresh;
    if (p.assigned) out.set(u, outcomeForCost(fresh, directedCost(field, p, u)) ?? 'none');
    else out.set(u, p.toApply === capacity ? 'eliminate' : 'none');
  }
  return out;
}
