// The computer players of the area-impulse system: `ai` (ai.ts) and `random`, the baseline that
// gives any legal command. Both decide from viewFor(state, side) only and check their orders with
// the rules' own checks on that view, so they give no refused command. A call plays the side's
// part until the other side acts: usually one impulse, or an allocation and then an impulse.

import type { RuleError } from '../../core/errors.js';
import { makeDice, type Dice } from '../../core/rng.js';
import type { ComputerOptions, ComputerSide, TurnTimer } from '../../core/system.js';
import { aiChoice, allocationChoice, DEFAULT_TUNING, PASS, type AiTuning, type Choice } from './ai.js';
import { apply } from './apply.js';
import { directedCost, outcomeForCost, retreats, targetUnits } from './damage.js';
import { areasWithFresh, countIn, fieldOfView, unitCapacity, unitsIn } from './field.js';
import { checkFire } from './fire.js';
import type { AreaCommand, AreaState, AreaView, DamageOutcome, PendingDamage, Side } from './model.js';
import { checkMove } from './move.js';
import { firstRetreatChoices } from './retreat.js';
import { actingSideOf } from './state.js';
import { viewFor } from './view.js';
import { otherSide } from './world.js';

export const PLAYER_KINDS = ['ai', 'random'] as const;

const untimed: TurnTimer = { ai: (f) => f(), engine: (f) => f() };

function pick<T>(dice: Dice, items: readonly T[]): T | undefined {
  return items.length ? items[dice.int(0, items.length - 1)] : undefined;
}

/** A random allocation of exactly `toApply` points (AI-FIRE-42), random retreat areas among the tied. */
export function randomAllocation(view: AreaView, pending: PendingDamage, dice: Dice): Choice {
  const f = fieldOfView(view);
  const w = f.world;
  const units = targetUnits(f, pending);
  const order = units
    .map((u) => ({ u, r: dice.next() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.u);
  let left = pending.toApply;
  let capLeft = units.reduce((s, u) => s + unitCapacity(f.units[u]!), 0);
  const outcomes: Record<string, DamageOutcome> = {};
  const retreatTo: Record<string, string> = {};
  for (const u of order) {
    const cap = unitCapacity(f.units[u]!);
    capLeft -= cap;
    const cost = pending.assigned
      ? directedCost(f, pending, u)
      : dice.int(Math.max(0, left - capLeft), Math.min(cap, left));
    left -= cost;
    const o = outcomeForCost(f.units[u]!.fresh, cost);
    if (!o || o === 'none') continue;
    const id = w.scenario.units[u]!.id;
    outcomes[id] = o;
    if (retreats(o)) {
      const to = pick(dice, firstRetreatChoices(f, u, pending.area));
      if (to !== undefined) retreatTo[id] = w.scenario.areas[to]!.id;
    }
  }
  return {
    command: {
      type: 'allocate',
      outcomes,
      ...(Object.keys(retreatTo).length ? { retreats: retreatTo } : {}),
    },
    note: 'random allocation',
  };
}

/** Every impulse the side may give now, of a few shapes: a whole area's fresh units or one unit. */
export function legalImpulses(view: AreaView, dice: Dice): Choice[] {
  const f = fieldOfView(view);
  const w = f.world;
  const side = view.side;
  const enemy = otherSide(w, side);
  const hand = view.hand.map((c) => c.id);
  const out: Choice[] = [];
  for (const from of areasWithFresh(f, side)) {
    const fresh = unitsIn(f, from, side).filter((u) => f.units[u]!.fresh);
    const groups = [fresh.slice(0, w.rules.maxFirers), [pick(dice, fresh)!]].map((g) =>
      g.map((u) => w.scenario.units[u]!.id),
    );
    for (const units of groups) {
      for (const target of w.board.within(from, w.rules.fireRange)) {
        if (countIn(f, target, enemy) === 0) continue;
        const cards = view.hand.filter(() => dice.chance(0.3));
        const directed = cards.find((c) => c.kind === 'directed');
        const played = cards.filter((c) => c.kind === 'bombard' || c === directed);
        const hit = pick(dice, unitsIn(f, target, enemy))!;
        const command: AreaCommand = {
          type: 'fire',
          units,
          target: w.scenario.areas[target]!.id,
          ...(played.length ? { cards: played.map((c) => c.id) } : {}),
          ...(directed
            ? { assign: { [w.scenario.units[hit]!.id]: dice.int(1, unitCapacity(f.units[hit]!)) } }
            : {}),
        };
        if (!('code' in checkFire(f, side, hand, command))) out.push({ command, note: 'random fire' });
      }
      for (const to of w.board.neighbors(from)) {
        const command: AreaCommand = { type: 'move', units, to: w.scenario.areas[to]!.id };
        if (!('code' in checkMove(f, side, command))) out.push({ command, note: 'random move' });
      }
    }
  }
  return out;
}

export function randomChoice(view: AreaView, dice: Dice): Choice {
  if (view.pending) return randomAllocation(view, view.pending, dice);
  const orders = legalImpulses(view, dice);
  // A pass is as likely as any one order, so turns end.
  return orders[dice.int(0, orders.length)] ?? PASS;
}

function tuningOf(opts: ComputerOptions): AiTuning {
  const t = opts.tuning ?? {};
  const num = (k: keyof AiTuning) => (typeof t[k] === 'number' ? (t[k] as number) : DEFAULT_TUNING[k]);
  return { fireThreshold: num('fireThreshold'), cardCost: num('cardCost') };
}

export function computerSide(
  kind: string,
  _state: AreaState,
  side: Side,
  opts: ComputerOptions = {},
): ComputerSide<AreaState, AreaCommand> {
  if (!(PLAYER_KINDS as readonly string[]).includes(kind))
    throw new RangeError(`no computer player "${kind}"; known: ${PLAYER_KINDS.join(', ')}`);
  const tuning = tuningOf(opts);
  const decide = (view: AreaView, state: AreaState): Choice =>
    kind === 'ai'
      ? aiChoice(view, tuning)
      : randomChoice(view, makeDice(`${opts.seed ?? state.seed}|random|${side}|${state.seq}`));
  return {
    playSideTurn(start, o = {}) {
      const timer = o.timer ?? untimed;
      let state = start;
      const commands: AreaCommand[] = [];
      const refusals: { command: AreaCommand; error: RuleError }[] = [];
      const notes: string[] = [];
      let work = 0;
      // One impulse (after an allocation, perhaps) hands over; the guard only stops a broken player.
      for (let guard = 0; guard < 200 && !state.result && actingSideOf(state) === side; guard++) {
        const view = timer.engine(() => viewFor(state, side));
        // After a refusal: the plain allocation or a pass, which the rules always take.
        const choice =
          refusals.length > 0
            ? view.pending
              ? allocationChoice(view, view.pending)
              : PASS
            : timer.ai(() => decide(view, state));
        work++;
        const r = timer.engine(() => apply(state, choice.command));
        if (!r.ok) {
          refusals.push({ command: choice.command, error: r.error });
          if (refusals.length > 3) break;
          continue;
        }
        state = r.state;
        commands.push(choice.command);
        if (o.trace) notes.push(choice.note);
      }
      return { state, commands, refusals, work, notes };
    },
  };
}
