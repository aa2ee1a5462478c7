// The five objective value formats of Panzer Battles (PB-VP-02..04), written in a scenario as the
// objective's `value` text, in the manual's own notation:
//
//   1  exit objective          kind "exit" (PC-VIC-03: VP for each unit removed there; no `value`)
//   2  "25"                     the holder has 25 VP (the objective's `vp`, the traditional kind)
//   3  "1-2[10] 3-4[15] ..."    the holder has the value of the turn range the game is in
//   4  "3/5"                    per-turn accrual: each game turn the Allies hold it they accrue 3,
//                               each one the Axis holds it the Axis accrues 5
//   5  "1-3[0/0] 4-6[0/5] ..."  per-turn accrual with values per turn range
//
// PB-VP-03: a single range must be 1-<last turn>; a sequence ascends with no gap or overlap and ends
// at the last turn; values are whole numbers >= 0; in "a/x" at least one is above 0 ("[0/0]" is
// allowed inside a sequence). PB-VP-04: the result is one net score (our victory levels already
// count Allied VP minus Axis VP, whoever moves first).
//
// Our readings (not from the source, docs/rules-decisions.md):
// - Format 3 is held like format 2: its worth to the holder is the value of the current turn's range
//   (shown as it changes), so at the end of the game the last range counts; both sides may hold it
//   (the manual's "only the first side accrues" is read as the net-score view of PB-VP-04, §23 item 3).
// - Accrual happens at the end of each game turn, to the side holding the objective then; accrued VP
//   stay with the side that earned them when the objective changes hands.
// - Values are public, as every objective here (PB-VP-05's hidden values under fog are not kept:
//   the briefing and the match card already show every objective to both players).

import type { GameEvent } from '../events.js';
import type { ObjectiveSetup, Scenario } from '../model/scenario.js';
import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import type { World } from '../world.js';

export interface TurnRange {
  readonly from: number;
  readonly to: number;
}

/** An objective's value, parsed (format 1, exit, is the objective's kind and is not listed here). */
export type VpFormat =
  | { readonly format: 2; readonly vp: number }
  | { readonly format: 3; readonly ranges: readonly (TurnRange & { readonly vp: number })[] }
  | { readonly format: 4; readonly allied: number; readonly axis: number }
  | {
      readonly format: 5;
      readonly ranges: readonly (TurnRange & { readonly allied: number; readonly axis: number })[];
    };

const WHOLE = /^\d{1,6}$/;
const PAIR = /^(\d{1,6})\/(\d{1,6})$/;
const SEGMENT = /^(\d{1,4})-(\d{1,4})\[([^\]]*)\]$/;

/** The ranges ascend from turn 1 to the last turn with no gap or overlap (PB-VP-03); a sentence when not. */
function rangeProblem(ranges: readonly TurnRange[], lastTurn: number): string | null {
  let next = 1;
  for (const r of ranges) {
    if (r.from > r.to) return `the range ${r.from}-${r.to} runs backwards`;
    if (r.from !== next)
      return r.from < next
        ? `the range ${r.from}-${r.to} overlaps the one before (PB-VP-03: no overlaps)`
        : `turns ${next}-${r.from - 1} have no value (PB-VP-03: no gaps)`;
    next = r.to + 1;
  }
  if (next - 1 !== lastTurn)
    return `the ranges end at turn ${next - 1}, not at the scenario's last turn ${lastTurn} (PB-VP-03)`;
  return null;
}

/**
 * Reads a `value` text in one of formats 2-5 for a scenario of `lastTurn` turns: the format, or a
 * sentence saying what is wrong (PB-VP-02, PB-VP-03).
 */
export function parseVpValue(text: string, lastTurn: number): VpFormat | string {
  const t = text.trim();
  if (WHOLE.test(t)) return { format: 2, vp: Number(t) };
  const pair = PAIR.exec(t);
  if (pair) {
    const [allied, axis] = [Number(pair[1]), Number(pair[2])];
    if (allied === 0 && axis === 0)
      return '"0/0" gives nobody anything: one of the two must be above 0 (PB-VP-02)';
    return { format: 4, allied, axis };
  }
  const parts = t.split(/\s+/);
  const ranges: (TurnRange & { vp?: number; allied?: number; axis?: number })[] = [];
  for (const part of parts) {
    const m = SEGMENT.exec(part);
    if (!m)
      return `"${part}" is not a value: write "25", "3/5", "1-2[10] 3-4[15]" or "1-3[0/0] 4-6[0/5]" (PB-VP-02)`;
    const [from, to, inner] = [Number(m[1]), Number(m[2]), m[3]!];
    const v = PAIR.exec(inner);
    if (v) ranges.push({ from, to, allied: Number(v[1]), axis: Number(v[2]) });
    else if (WHOLE.test(inner)) ranges.push({ from, to, vp: Number(inner) });
    else return `"[${inner}]" in "${part}" must be a whole number >= 0 or "a/x" (PB-VP-02, PB-VP-03)`;
  }
  const pairs = ranges.filter((r) => r.allied !== undefined).length;
  if (pairs !== 0 && pairs !== ranges.length)
    return 'mixes one-time values and per-turn "a/x" values: use one kind in all ranges (PB-VP-02 formats 3 and 5)';
  const bad = rangeProblem(ranges, lastTurn);
  if (bad) return bad;
  return pairs > 0
    ? { format: 5, ranges: ranges.map((r) => ({ from: r.from, to: r.to, allied: r.allied!, axis: r.axis! })) }
    : { format: 3, ranges: ranges.map((r) => ({ from: r.from, to: r.to, vp: r.vp! })) };
}

/** The value text for an objective: its `value`, or its `vp` written as format 2. */
export function valueTextOf(o: ObjectiveSetup): string {
  return o.value ?? String(o.vp);
}

/** Every objective's `value` checked against the scenario's length, each problem naming the field. */
export function vpValueProblems(
  s: Pick<Scenario, 'objectives' | 'start'>,
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  s.objectives.forEach((o, i) => {
    if (o.value === undefined) return;
    const path = `objectives[${i}].value`;
    if ((o.kind ?? 'normal') !== 'normal') {
      out.push({
        path,
        message: `a ${o.kind} objective keeps its own rule; "value" is for normal objectives (PB-VP-02)`,
      });
      return;
    }
    const f = parseVpValue(o.value, s.start.turns);
    if (typeof f === 'string') out.push({ path, message: f });
  });
  return out;
}

const cache = new WeakMap<World, readonly VpFormat[]>();

/** The parsed format of each objective of a world (checked when the scenario was loaded). */
export function formatsOf(world: World): readonly VpFormat[] {
  let f = cache.get(world);
  if (!f) {
    f = world.objectives.map((o) => {
      const p = o.value === undefined ? null : parseVpValue(o.value, world.scenario.start.turns);
      return p === null || typeof p === 'string' ? { format: 2 as const, vp: o.vp } : p;
    });
    cache.set(world, f);
  }
  return f;
}

const inRange = (r: TurnRange, turn: number) => turn >= r.from && turn <= r.to;

/** What holding objective i is worth now for its holder (formats 2 and 3); 0 for accrual ones. */
export function heldValue(world: World, i: number, turn: number): number {
  const f = formatsOf(world)[i]!;
  if (f.format === 2) return f.vp;
  if (f.format === 3) return f.ranges.find((r) => inRange(r, turn))?.vp ?? 0;
  return 0;
}

/** The VP per game turn a side accrues for holding objective i in `turn` (formats 4 and 5). */
export function accrualRate(world: World, i: number, turn: number, side: Side): number {
  const f = formatsOf(world)[i]!;
  if (f.format === 4) return f[side];
  if (f.format === 5) return f.ranges.find((r) => inRange(r, turn))?.[side] ?? 0;
  return 0;
}

/** Formats 4 and 5 accrue; the others are held. */
export function accrues(world: World, i: number): boolean {
  const f = formatsOf(world)[i]!.format;
  return f === 4 || f === 5;
}

/**
 * PB-VP-02 formats 4 and 5: at the end of a game turn the side holding each accrual objective
 * accrues its value for that turn. The record is replaced, never changed in place (game.ts copies
 * objectives one level deep).
 */
export function accrueObjectiveVp(state: GameState, events: GameEvent[]): void {
  const { world } = state;
  world.objectives.forEach((def, i) => {
    if (!accrues(world, i)) return;
    const o = state.objectives[i]!;
    if (!o.owner || o.expired) return;
    const gain = accrualRate(world, i, state.turn, o.owner);
    if (gain <= 0) return;
    const was = o.accrued ?? { allied: 0, axis: 0 };
    o.accrued = { ...was, [o.owner]: was[o.owner] + gain };
    events.push({
      type: 'message',
      text: `${def.name ?? 'Objective'}: +${gain} VP to the ${o.owner === 'allied' ? 'Allies' : 'Axis'} for turn ${state.turn}`,
      rule: 'PB-VP-02',
    });
  });
}

/**
 * What objective i is still worth to `side` holding it from `turn` on: formats 2 and 3 its value in
 * this turn's range; formats 4 and 5 the side's rate summed over the turns left (the computer's
 * and the player's measure of it, as the view's `vp`).
 */
export function objectiveWorth(world: World, i: number, turn: number, side: Side): number {
  if (!accrues(world, i)) return heldValue(world, i, turn);
  let sum = 0;
  for (let t = turn; t <= world.scenario.start.turns; t++) sum += accrualRate(world, i, t, side);
  return sum;
}
