// Supply points and depots of the OCS module (OCS-MOV-50..53, the SP paragraphs of the spec).
// A depot is a new marker in OcsState, not a panzer Supply Unit: see docs/rules-decisions.md
// ("OCS movement module", Supply points) for why. Depots hold SP in whole tokens; construction
// pays from depots in range of the worker; the owner may blow all or part of a depot with the
// Depot Blowing Table, or wire it to be blown when the enemy enters its hex in the enemy's turn.

import { ruleError, type RuleError } from '../../../../core/errors.js';
import { diceFor } from '../../../../core/rng.js';
import type { BlowDepotCommand } from '../../commands.js';
import type { GameEvent } from '../../events.js';
import type { GameState } from '../../model/state.js';
import { otherSide, SIDE_NAMES, type Side } from '../../model/unit.js';
import { hexLoc } from '../../rules/guards.js';
import { supplyReach } from '../../rules/explicit-supply.js';
import type { OcsParams } from './params.js';
import { mutableOcs, type OcsDepot, type OcsState } from './state.js';

const fmt = (x: number) => String(Math.round(x * 1000) / 1000);

/** The depots of the scenario, before play changed them. */
export function scenarioDepots(state: GameState): OcsDepot[] {
  const out: OcsDepot[] = [];
  for (const d of state.world.scenario.ocs?.depots ?? []) {
    const loc = state.world.board.parse(d.hex);
    if (loc === undefined) continue;
    const sp = roundToToken(d.sp, state.world.params.ocs.token, false);
    out.push({ loc, side: d.side, sp, ...(d.name !== undefined ? { name: d.name } : {}) });
  }
  return out;
}

/** The depots now (the scenario's until the module's first step seeded them). */
export function depotsOf(state: GameState): readonly OcsDepot[] {
  return state.ocs?.depots ?? scenarioDepots(state);
}

/** A depot's name for messages: its own name, else "the depot at 05,03". */
export function depotName(state: GameState, d: OcsDepot): string {
  return d.name ?? `the depot at ${state.world.board.label(d.loc)}`;
}

/**
 * OCS-MOV-52, OCS-MOV-NS-19: `sp` rounded to the nearest whole token; a value exactly between two
 * tokens goes up when `tieUp`.
 */
export function roundToToken(sp: number, token: number, tieUp: boolean): number {
  if (token <= 0) return sp;
  const t = sp / token;
  const lower = Math.floor(t + 1e-9);
  const frac = t - lower;
  const n = Math.abs(frac - 0.5) < 1e-9 ? (tieUp ? lower + 1 : lower) : Math.round(t);
  return Math.round(n * token * 1e6) / 1e6;
}

/** OCS-MOV-52: the SP one roll destroys of `tried` SP: the table's percent, to the nearest token. */
export function blowResult(
  tried: number,
  roll: number,
  p: OcsParams,
): { percent: number; destroyed: number } {
  const key = String(Math.min(6, Math.max(1, roll))) as keyof OcsParams['blowTable'];
  const percent = p.blowTable[key];
  const destroyed = Math.min(tried, roundToToken((tried * percent) / 100, p.token, p.blowTieUp));
  return { percent, destroyed };
}

/**
 * OCS-MOV-66, OCS-MOV-NS-02: the side's depots in range of `loc`, nearest first (ties: more SP,
 * then map order). In range = a supply path (PC-SUP-34) of at most params.ocs.depotRange hexes.
 */
export function depotsInRange(state: GameState, side: Side, loc: number): { index: number; dist: number }[] {
  const reach = supplyReach(state, side, loc, state.world.params.ocs.depotRange);
  const out: { index: number; dist: number }[] = [];
  depotsOf(state).forEach((d, index) => {
    const dist = reach.get(d.loc);
    if (d.side === side && d.sp > 0 && dist !== undefined) out.push({ index, dist });
  });
  const depots = depotsOf(state);
  return out.sort(
    (a, b) => a.dist - b.dist || depots[b.index]!.sp - depots[a.index]!.sp || a.index - b.index,
  );
}

/** The SP a side can spend at `loc` from depots in range. */
export function spInRange(state: GameState, side: Side, loc: number): number {
  const depots = depotsOf(state);
  return depotsInRange(state, side, loc).reduce((a, r) => a + depots[r.index]!.sp, 0);
}

/**
 * Spends `amount` SP at `loc` from the side's depots in range, nearest first (several depots may
 * pay together). Changes the draft; a refusal when they do not hold enough.
 */
export function spendSp(
  draft: GameState,
  side: Side,
  loc: number,
  amount: number,
  rule: string,
): { from: string[] } | RuleError {
  const have = spInRange(draft, side, loc);
  const range = draft.world.params.ocs.depotRange;
  if (have + 1e-9 < amount)
    return ruleError(
      'STATE',
      have > 0
        ? `This needs ${fmt(amount)} SP and the depots within ${range} hexes of ${draft.world.board.label(loc)} hold ${fmt(have)}.`
        : `This needs ${fmt(amount)} SP and no friendly depot with SP is within ${range} hexes of ${draft.world.board.label(loc)} by a supply path.`,
      rule,
    );
  const order = depotsInRange(draft, side, loc);
  const ocs = mutableOcs(draft);
  ocs.depots ??= scenarioDepots(draft);
  let left = amount;
  const from: string[] = [];
  for (const r of order) {
    if (left <= 1e-9) break;
    const d = ocs.depots[r.index]!;
    const take = Math.min(d.sp, left);
    ocs.depots[r.index] = { ...d, sp: Math.round((d.sp - take) * 1e6) / 1e6 };
    left -= take;
    from.push(`${fmt(take)} SP from ${depotName(draft, d)}`);
  }
  return { from };
}

/** The owner's depot in `hex`, or why not. */
function ownDepotAt(draft: GameState, hex: string, side: Side): number | RuleError {
  const loc = hexLoc(draft, hex);
  if (typeof loc !== 'number') return loc;
  const i = depotsOf(draft).findIndex((d) => d.loc === loc);
  if (i < 0) return ruleError('NOT_ALLOWED', `There is no depot in ${hex}.`, 'OCS-MOV-50');
  if (depotsOf(draft)[i]!.side !== side)
    return ruleError(
      'NOT_YOUR_UNIT',
      `The depot in ${hex} is the enemy's; a player blows only his own depots.`,
      'OCS-MOV-50',
    );
  return i;
}

/** Rolls the table for `tried` SP of depot `i` and books the result. Changes the draft. */
function blow(
  draft: GameState,
  ocs: OcsState,
  i: number,
  tried: number,
  roll: number,
  events: GameEvent[],
  how: string,
): number {
  const p = draft.world.params.ocs;
  ocs.depots ??= scenarioDepots(draft);
  const d = ocs.depots[i]!;
  const { percent, destroyed } = blowResult(tried, roll, p);
  const left = Math.round((d.sp - destroyed) * 1e6) / 1e6;
  ocs.depots[i] = { ...d, sp: left, wired: false };
  events.push({
    type: 'message',
    seenBy: d.side,
    rule: 'OCS-MOV-52',
    text: `${how} ${depotName(draft, d)}: ${fmt(tried)} SP tried, rolled ${roll} on the Depot Blowing Table (not from the source, OCS-MOV-NS-19) = ${percent}%: ${fmt(destroyed)} SP destroyed, ${fmt(left)} SP left`,
  });
  return destroyed;
}

/** The blowDepot hook (OCS-MOV-50..52). `die` replaces the dice (tests). */
export function handleBlowDepot(
  draft: GameState,
  cmd: BlowDepotCommand,
  die?: () => number,
): GameEvent[] | RuleError {
  // OCS-MOV-02: the phasing player's order (in the enemy's phase only through a wired depot).
  const side = draft.activeSide;
  const i = ownDepotAt(draft, cmd.hex, side);
  if (typeof i !== 'number') return i;
  const d = depotsOf(draft)[i]!;
  const p = draft.world.params.ocs;
  const events: GameEvent[] = [];
  mutableOcs(draft).segment = 'movement'; // OCS-MOV-10: the Breakout Segment is over
  if (cmd.wire) {
    // OCS-MOV-50: blowing in the enemy's phase, prepared now (a Reaction Phase stand-in, OCS-MOV-NS-20).
    if (cmd.sp !== undefined)
      return ruleError(
        'BAD_COMMAND',
        'sp: a wired depot is blown whole when the enemy enters; give no "sp".',
        'OCS-MOV-51',
      );
    const ocs = mutableOcs(draft);
    ocs.depots ??= scenarioDepots(draft);
    ocs.depots[i] = { ...d, wired: !d.wired };
    events.push({
      type: 'message',
      seenBy: side,
      rule: 'OCS-MOV-50',
      text: d.wired
        ? `${depotName(draft, d)} is no longer wired for demolition`
        : `${depotName(draft, d)} is wired: it will be blown if the enemy enters ${draft.world.board.label(d.loc)} in his turn`,
    });
    return events;
  }
  if (d.sp <= 0) return ruleError('NOT_ALLOWED', `${depotName(draft, d)} holds no SP to blow.`, 'OCS-MOV-50');
  // OCS-MOV-51: the whole depot or a part of it, in whole tokens (OCS-MOV-53: damaging = a part).
  let tried = d.sp;
  if (cmd.sp !== undefined) {
    if (typeof cmd.sp !== 'number' || !Number.isFinite(cmd.sp) || cmd.sp <= 0)
      return ruleError(
        'BAD_COMMAND',
        'sp: give a positive number of SP to blow, or none for the whole depot.',
        'OCS-MOV-51',
      );
    const whole = roundToToken(cmd.sp, p.token, false);
    if (Math.abs(whole - cmd.sp) > 1e-9)
      return ruleError(
        'BAD_COMMAND',
        `sp: ${cmd.sp} is not a whole number of ${p.token}-SP tokens.`,
        'OCS-MOV-52',
      );
    if (cmd.sp > d.sp + 1e-9)
      return ruleError(
        'BAD_COMMAND',
        `sp: ${depotName(draft, d)} holds ${fmt(d.sp)} SP, fewer than ${cmd.sp}.`,
        'OCS-MOV-51',
      );
    tried = cmd.sp;
  }
  const roll = die ? die() : diceFor(draft, 'ocs-blow').int(1, p.blowDie);
  blow(draft, mutableOcs(draft), i, tried, roll, events, tried < d.sp ? 'Blowing part of' : 'Blowing');
  return events;
}

/**
 * Units of `side` entered `locs` (`by` names the unit that entered each, when known): each enemy
 * depot there is blown first if it was wired (OCS-MOV-50, in the enemy's phase), and what is left
 * is captured (OCS-MOV-NS-19: the SP change hands). The capture is told to the mover as a unit
 * event, so that the move that revealed it cannot be undone. Changes the draft.
 */
export function overrunDepots(
  draft: GameState,
  side: Side,
  locs: readonly number[],
  events: GameEvent[],
  by: ReadonlyMap<number, number> = new Map(),
): void {
  const at = new Set(locs);
  const list = depotsOf(draft);
  if (!list.some((d) => d.side !== side && at.has(d.loc))) return;
  const ocs = mutableOcs(draft);
  ocs.depots ??= scenarioDepots(draft);
  const p = draft.world.params.ocs;
  ocs.depots.forEach((d, i) => {
    if (d.side === side || !at.has(d.loc)) return;
    if (d.wired && d.sp > 0) {
      const roll = diceFor(draft, `ocs-blow-wired-${i}`).int(1, p.blowDie);
      blow(draft, ocs, i, d.sp, roll, events, 'The enemy enters: blowing');
    }
    const now = ocs.depots![i]!;
    ocs.depots![i] = {
      loc: now.loc,
      side,
      sp: now.sp,
      ...(now.name !== undefined ? { name: now.name } : {}),
    };
    const what = `captures ${depotName(draft, now)} with ${fmt(now.sp)} SP (capture: not from the source)`;
    events.push({
      type: 'message',
      seenBy: otherSide(side),
      text: `${SIDE_NAMES[side]} ${what}`,
      rule: 'OCS-MOV-50',
    });
    const unit = by.get(now.loc);
    events.push(
      unit !== undefined
        ? { type: 'unitState', unit, what, rule: 'OCS-MOV-50' }
        : { type: 'message', seenBy: side, text: `${SIDE_NAMES[side]} ${what}`, rule: 'OCS-MOV-50' },
    );
  });
}

/** Start-of-turn sweep: depots in hexes held only by the enemy change hands (after assaults...). */
export function sweepDepots(state: GameState, _side: Side, events: GameEvent[]): void {
  for (const side of ['allied', 'axis'] as const) {
    const held = new Set<number>();
    const enemyHeld = new Set<number>();
    state.units.forEach((s, i) => {
      if (s.status !== 'active' || s.loc < 0) return;
      const us = (s.owner ?? state.world.units[i]!.side) === side;
      (us ? held : enemyHeld).add(s.loc);
    });
    const locs = [...held].filter((l) => !enemyHeld.has(l));
    overrunDepots(state, side, locs, events);
  }
}
