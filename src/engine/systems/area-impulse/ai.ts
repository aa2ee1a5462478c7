// The A/I's decisions, from a side's view only (design invariant 3): the map is in plain sight, its
// own hand is known, the enemy's is a count. Each decision is one command:
// - damage to apply: the allocation that loses least (flips before retreats before eliminations),
//   keeping a unit in a VP area where it can (an exact-cost search over the units, AI-FIRE-42);
// - its impulse: the fire with the best expected damage if it is worth it (bombard cards when they
//   help enough, a directed card on the most valuable targets); else a move of fresh units toward
//   the nearest VP area the enemy holds; else a pass.

import { unitCapacity, unitsIn, countIn, areasWithFresh, fieldOfView, type Field } from './field.js';
import { directedCost, outcomeForCost, retreats, targetUnits } from './damage.js';
import { checkFire, defenceOf, faceOf, firepowerOf, type FireCommand } from './fire.js';
import { damageOdds } from './preview.js';
import type { AreaCommand, AreaView, CardDef, DamageOutcome, PendingDamage, Side } from './model.js';
import { checkMove } from './move.js';
import { firstRetreatChoices } from './retreat.js';
import { areaName, otherSide, unitLabel } from './world.js';

export interface Choice {
  readonly command: AreaCommand;
  readonly note: string;
}

export const PASS: Choice = { command: { type: 'pass' }, note: 'pass: nothing worth doing' };

/** Knobs (ComputerOptions.tuning): the expected damage a fire must promise, the worth of a card. */
export interface AiTuning {
  readonly fireThreshold: number;
  readonly cardCost: number;
}

export const DEFAULT_TUNING: AiTuning = { fireThreshold: 0.7, cardCost: 0.35 };

const vpOf = (f: Field, area: number) => f.world.scenario.victory.vp?.[f.world.scenario.areas[area]!.id] ?? 0;

function unitValue(f: Field, u: number): number {
  const d = f.world.scenario.units[u]!;
  return 1 + 0.5 * d.fresh.firepower + 0.2 * d.fresh.defense;
}

// ---- allocation ----

/** What losing this much on this unit costs the side (lower is better). */
function lossOf(f: Field, u: number, cost: number, target: number): number {
  if (cost === 0) return 0;
  const fresh = f.units[u]!.fresh;
  const o = outcomeForCost(fresh, cost)!;
  const v = unitValue(f, u);
  const gone = 6 + v;
  if (o === 'eliminate') return gone;
  if (o === 'flip') return 1;
  // A retreat with nowhere to go eliminates the unit (AI-FIRE-61).
  if (firstRetreatChoices(f, u, target).length === 0) return gone;
  return o === 'flipRetreat' ? 2.5 : 1.5;
}

interface Plan {
  loss: number;
  costs: number[];
}

/** The least-loss costs per unit summing to exactly `total` (AI-FIRE-42), the area kept if it can be. */
export function bestAllocation(f: Field, pending: PendingDamage): Map<number, DamageOutcome> {
  const units = targetUnits(f, pending);
  const vacate = 3 + 2 * vpOf(f, pending.area);
  // dp[stay][cost]: the best plan so far; stay = some unit remains in the area.
  let dp: (Plan | undefined)[][] = [[{ loss: 0, costs: [] }], []];
  for (const u of units) {
    const cap = unitCapacity(f.units[u]!);
    const forced = pending.assigned ? directedCost(f, pending, u) : undefined;
    const next: (Plan | undefined)[][] = [[], []];
    for (let stay = 0; stay < 2; stay++)
      dp[stay]!.forEach((p, c) => {
        if (!p) return;
        for (let k = 0; k <= cap; k++) {
          if (forced !== undefined && k !== forced) continue;
          if (c + k > pending.toApply) break;
          const o = outcomeForCost(f.units[u]!.fresh, k);
          const stays = o === 'none' || o === 'flip' ? 1 : stay;
          const loss = p.loss + lossOf(f, u, k, pending.area);
          const had = next[stays]![c + k];
          if (!had || loss < had.loss) next[stays]![c + k] = { loss, costs: [...p.costs, k] };
        }
      });
    dp = next;
  }
  const kept = dp[1]![pending.toApply];
  const lost = dp[0]![pending.toApply];
  const best = kept && (!lost || kept.loss <= lost.loss + vacate) ? kept : (lost ?? kept)!;
  const out = new Map<number, DamageOutcome>();
  units.forEach((u, i) => {
    const o = outcomeForCost(f.units[u]!.fresh, best.costs[i]!);
    if (o && o !== 'none') out.set(u, o);
  });
  return out;
}

/** Retreat destinations where there is a choice: the tied area with the most own units and room. */
export function chooseRetreats(
  f: Field,
  pending: PendingDamage,
  outcomes: ReadonlyMap<number, DamageOutcome>,
): Record<string, string> {
  const w = f.world;
  const sent = new Map<number, number>();
  const out: Record<string, string> = {};
  for (const [u, o] of [...outcomes.entries()].sort((a, b) => a[0] - b[0])) {
    if (!retreats(o)) continue;
    const choices = firstRetreatChoices(f, u, pending.area);
    if (choices.length < 2) continue;
    const room = (a: number) => w.rules.stackLimit - countIn(f, a, pending.owner) - (sent.get(a) ?? 0);
    const score = (a: number) => (room(a) > 0 ? 10 + vpOf(f, a) * 3 + countIn(f, a, pending.owner) : room(a));
    const to = choices.reduce((b, a) => (score(a) > score(b) ? a : b));
    sent.set(to, (sent.get(to) ?? 0) + 1);
    out[w.scenario.units[u]!.id] = w.scenario.areas[to]!.id;
  }
  return out;
}

export function allocationChoice(view: AreaView, pending: PendingDamage): Choice {
  const f = fieldOfView(view);
  const outcomes = bestAllocation(f, pending);
  const ids = (u: number) => f.world.scenario.units[u]!.id;
  const rs = chooseRetreats(f, pending, outcomes);
  return {
    command: {
      type: 'allocate',
      outcomes: Object.fromEntries([...outcomes.entries()].map(([u, o]) => [ids(u), o])),
      ...(Object.keys(rs).length > 0 ? { retreats: rs } : {}),
    },
    note: `apply ${pending.toApply} in ${areaName(f.world, pending.area)}: ${[...outcomes.entries()].map(([u, o]) => `${unitLabel(f.world, u)} ${o}`).join(', ') || 'nothing'}`,
  };
}

// ---- fire ----

interface FireOption {
  readonly command: FireCommand;
  readonly worth: number;
  readonly margin: number;
  readonly note: string;
}

/** The directed plan: the most valuable target units first, each asked for all it can take. */
function directedAssign(f: Field, target: number, enemy: Side): Record<string, number> {
  const units = unitsIn(f, target, enemy).sort((a, b) => unitValue(f, b) - unitValue(f, a) || a - b);
  return Object.fromEntries(
    units.slice(0, 3).map((u) => [f.world.scenario.units[u]!.id, unitCapacity(f.units[u]!)]),
  );
}

function fireOptions(view: AreaView, tuning: AiTuning): FireOption[] {
  const f = fieldOfView(view);
  const w = f.world;
  const side = view.side;
  const enemy = otherSide(w, side);
  const hand = view.hand.map((c) => c.id);
  const bombards = view.hand.filter((c) => c.kind === 'bombard');
  const directed: CardDef | undefined = view.hand.find((c) => c.kind === 'directed');
  const meanRoll = (w.rules.dice.count * (w.rules.dice.sides + 1)) / 2;
  const out: FireOption[] = [];
  for (const from of areasWithFresh(f, side)) {
    // The strongest fresh units, as many as may fire together (AI-FIRE-NS-02).
    const firers = unitsIn(f, from, side)
      .filter((u) => f.units[u]!.fresh)
      .sort((a, b) => firepowerOf(f, [b]) - firepowerOf(f, [a]) || a - b)
      .slice(0, w.rules.maxFirers);
    const fp = firepowerOf(f, firers);
    const ids = firers.map((u) => w.scenario.units[u]!.id);
    // Our marker in our own area lets the enemy ignore its TDV when firing back (AI-FIRE-11c).
    const exposed = view.markers[from]!.includes(side) ? 0 : 0.1 * w.scenario.areas[from]!.tdv;
    for (const target of w.board.within(from, w.rules.fireRange)) {
      if (countIn(f, target, enemy) === 0) continue;
      const d = defenceOf(f, side, from, target);
      const cap = unitsIn(f, target, enemy).reduce((s, u) => s + unitCapacity(f.units[u]!), 0);
      const worthOf = (cards: readonly CardDef[], isDirected: boolean) => {
        const bonus = cards.reduce((t, c) => t + (c.kind === 'bombard' ? (c.value ?? 0) : 0), 0);
        const odds = damageOdds(f, fp + bonus, d.defense, cap);
        const worth =
          odds.expected * (isDirected ? 1.6 : 1) * (1 + 0.1 * vpOf(f, target)) -
          cards.length * tuning.cardCost -
          exposed -
          0.05 * firers.length;
        return { cards, bonus, odds, worth, isDirected };
      };
      for (const isDirected of directed ? [false, true] : [false]) {
        // Bombards one at a time, the strongest first, while each adds more than it costs: the
        // hand lasts the whole turn, so a card not needed here may make a later fire worth it.
        let v = worthOf(isDirected && directed ? [directed] : [], isDirected);
        for (const b of [...bombards].sort((x, y) => (y.value ?? 0) - (x.value ?? 0))) {
          const more = worthOf([...v.cards, b], isDirected);
          if (more.worth <= v.worth) break;
          v = more;
        }
        const command: FireCommand = {
          type: 'fire',
          units: ids,
          target: w.scenario.areas[target]!.id,
          ...(v.cards.length ? { cards: v.cards.map((c) => c.id) } : {}),
          ...(isDirected ? { assign: directedAssign(f, target, enemy) } : {}),
        };
        // Only what the rules take (the same check apply makes): the A/I never gives a refused order.
        if ('code' in checkFire(f, side, hand, command)) continue;
        out.push({
          command,
          worth: v.worth,
          margin: meanRoll + fp + v.bonus - d.defense,
          note: `fire ${areaName(w, from)} -> ${areaName(w, target)}: ${Math.round(v.odds.chance * 100)}% for 1+, expected ${v.odds.expected.toFixed(2)}${v.cards.length ? ` with ${v.cards.map((c) => c.name).join(', ')}` : ''}`,
        });
      }
    }
  }
  return out;
}

// ---- move ----

/** Areas worth taking: the VP areas the side does not control (else any area holding enemies). */
function goals(f: Field, side: Side): number[] {
  const n = f.world.scenario.areas.length;
  const all = Array.from({ length: n }, (_, a) => a);
  const vp = all.filter((a) => vpOf(f, a) > 0 && f.control[a] !== side);
  return vp.length > 0 ? vp : all.filter((a) => countIn(f, a, otherSide(f.world, side)) > 0);
}

function moveChoice(view: AreaView): Choice | undefined {
  const f = fieldOfView(view);
  const w = f.world;
  const side = view.side;
  const enemy = otherSide(w, side);
  const targets = goals(f, side);
  if (targets.length === 0) return undefined;
  const dist = (a: number) => Math.min(...targets.map((g) => w.board.distance(a, g)));
  let best: { choice: Choice; score: number } | undefined;
  for (const from of areasWithFresh(f, side)) {
    const here = dist(from);
    if (here === 0 || here === Infinity) continue;
    let movers = unitsIn(f, from, side)
      .filter((u) => f.units[u]!.fresh)
      .sort((a, b) => faceOf(f, b).firepower - faceOf(f, a).firepower || a - b);
    // Hold a VP area we have: the steadiest unit stays when enemies are near.
    const threatened = w.board.within(from, w.rules.fireRange).some((a) => countIn(f, a, enemy) > 0);
    if (vpOf(f, from) > 0 && f.control[from] === side && threatened) {
      const all = unitsIn(f, from, side);
      if (movers.length === all.length) {
        const keep = [...all].sort((a, b) => faceOf(f, b).defense - faceOf(f, a).defense || a - b)[0]!;
        movers = movers.filter((u) => u !== keep);
      }
    }
    if (movers.length === 0) continue;
    for (const to of w.board.neighbors(from)) {
      const d = dist(to);
      if (d >= here) continue;
      const room = w.rules.stackLimit - countIn(f, to, side);
      const group = movers.slice(0, Math.max(0, room));
      if (group.length === 0) continue;
      // Into enemies only with at least as many units as they have there.
      if (countIn(f, to, enemy) > group.length + countIn(f, to, side)) continue;
      const command: AreaCommand = {
        type: 'move',
        units: group.map((u) => w.scenario.units[u]!.id),
        to: w.scenario.areas[to]!.id,
      };
      if ('code' in checkMove(f, side, command)) continue;
      const score = here - d + (d === 0 ? 1 : 0) + 0.1 * group.length;
      if (!best || score > best.score)
        best = {
          score,
          choice: {
            command,
            note: `move ${group.length} from ${areaName(w, from)} to ${areaName(w, to)} toward the objectives`,
          },
        };
    }
  }
  return best?.choice;
}

/** The A/I's next command for `view.side`, which must be the acting side. */
export function aiChoice(view: AreaView, tuning: AiTuning = DEFAULT_TUNING): Choice {
  if (view.pending) return allocationChoice(view, view.pending);
  const fires = fireOptions(view, tuning).sort((a, b) => b.worth - a.worth || b.margin - a.margin);
  const fire = fires[0];
  if (fire && fire.worth >= tuning.fireThreshold) return { command: fire.command, note: fire.note };
  return moveChoice(view) ?? PASS;
}
