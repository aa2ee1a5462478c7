// The commands of phased play (PC-PHS-02/06/07): Next Phase, End Turn under phases, the computer's
// Automatic Defensive Fire and the assault on a Deserted Hex. The phase bookkeeping is in phases.ts.

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import { PHASE_ORDER } from '../model/phase.js';
import type { GameState } from '../model/state.js';
import { otherSide } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import { attackerRefusal } from './assault.js';
import { unitsAt } from './combat-units.js';
import { chooseTarget, resolveFire, type FireCalc } from './fire.js';
import { actingSide, automaticDefensiveFire } from './phases.js';
import { refreshSpotting } from './spotting.js';
import { endPlayerTurn } from './turn.js';
import { captureAt } from './victory.js';

/** `nextPhase`: the next phase of the 8-phase turn (PC-PHS-02); after the Assault Phase the next player turn starts. */
export function handleNextPhase(draft: GameState): GameEvent[] | RuleError {
  if (!draft.phase)
    return ruleError(
      'NOT_ALLOWED',
      'This game has no phases: Manual Defensive Fire (PC-OPT-16) is off. End the turn instead.',
      'PC-OPT-16',
    );
  return advancePhase(draft);
}

/**
 * `endTurn`: without phases it ends the player turn (PC-TRN-07). Under phases it passes play to the
 * other player: phases advance until the other side must give orders (a Defensive Fire Phase run by
 * a player, or the other side's Movement Phase) or the game ends. Under Automatic Defensive Fire that
 * is the other side's Movement Phase, as without phases (rules-decisions: Phased play).
 */
export function handleEndTurn(draft: GameState): GameEvent[] {
  if (!draft.phase) return endPlayerTurn(draft);
  const me = actingSide(draft);
  const events: GameEvent[] = [];
  for (let n = 0; n < PHASE_ORDER.length + 1; n++) {
    events.push(...advancePhase(draft));
    if (draft.result || !draft.phase || actingSide(draft) !== me) break;
  }
  return events;
}

function advancePhase(draft: GameState): GameEvent[] {
  const p = draft.phase!;
  const at = PHASE_ORDER.indexOf(p.name);
  if (at === PHASE_ORDER.length - 1) return endPlayerTurn(draft); // its start step opens the Movement Phase
  const next = PHASE_ORDER[at + 1]!;
  p.name = next;
  p.fired = [];
  if (next === 'offensiveFire') p.deploying = []; // PC-PHS-05: Deploying lasts through the Defensive Fire Phase
  const events: GameEvent[] = [
    { type: 'phaseStarted', turn: draft.turn, phase: next, side: actingSide(draft) },
  ];
  if (next === 'defensiveFire' && automaticDefensiveFire(draft.world)) {
    events.push(...runAutomaticDefensiveFire(draft));
    events.push(...advancePhase(draft));
  }
  return events;
}

/**
 * PC-PHS-06: the computer fires every unit of the defending side that can fire, once each (the
 * Fire Phase limit, PC-PHS-03c), in unit order, at the spotted enemy unit in reach where it expects
 * the most casualties (direct or, for artillery, indirect; ties: direct, then the lower hex number).
 */
export function runAutomaticDefensiveFire(draft: GameState): GameEvent[] {
  const side = otherSide(draft.activeSide);
  const events: GameEvent[] = [];
  const fired: number[] = [];
  for (let f = 0; f < draft.units.length; f++) {
    const def = draft.world.units[f]!;
    const s = draft.units[f]!;
    if (def.side !== side || s.status !== 'active' || s.loc < 0) continue;
    const shot = bestDefensiveShot(draft, f);
    if (!shot) continue;
    resolveFire(draft, shot, diceFor(draft, `adf|${f}`), events);
    fired.push(f);
  }
  if (fired.length) events.push(...refreshSpotting(draft, fired));
  return events;
}

function bestDefensiveShot(draft: GameState, firer: number): FireCalc | null {
  const def = draft.world.units[firer]!;
  const from = draft.units[firer]!.loc;
  const reach = Math.max(def.hard.range, def.soft.range);
  const spotted = draft.knowledge[def.side].spotted;
  const locs = [
    ...new Set(
      spotted
        .map((i) => draft.units[i]!)
        .filter((u) => u.status === 'active' && u.loc >= 0)
        .map((u) => u.loc),
    ),
  ]
    .filter((loc) => draft.world.board.distance(from, loc) <= reach)
    .sort((a, b) => a - b);
  let best: FireCalc | null = null;
  for (const loc of locs)
    for (const indirect of def.flags.indirect ? [false, true] : [false]) {
      const calc = chooseTarget(draft, firer, loc, { indirect, opportunity: false });
      if ('code' in calc || calc.casualties.effective <= 0) continue;
      if (!best || calc.casualties.effective > best.casualties.effective) best = calc;
    }
  return best;
}

/**
 * PC-PHS-07: an assault on a Deserted Hex (emptied by Offensive Fire Phase fire). The attackers
 * must be able to assault it as usual (PC-ASL-02/03, PC-PHS-03d); they take it without a fight and
 * without losses, and move in.
 */
export function assaultDeserted(
  draft: GameState,
  attackers: readonly number[],
  loc: number,
): GameEvent[] | RuleError {
  for (const a of attackers) {
    const why = attackerRefusal(draft, a, loc);
    if (why) return why;
  }
  const events: GameEvent[] = [];
  for (const a of attackers) {
    const s = draft.units[a]!;
    const from = s.loc;
    s.loc = loc;
    s.moved = true;
    s.assaulted = true;
    events.push({ type: 'moved', unit: a, from, path: [loc], mpSpent: 0, mpLeft: s.mp });
  }
  draft.phase!.deserted = draft.phase!.deserted.filter((d) => d !== loc);
  captureAt(draft, loc, draft.activeSide, events);
  events.push({
    type: 'message',
    text: `The Deserted Hex ${draft.world.board.label(loc)} is taken without a fight.`,
    rule: 'PC-PHS-07',
  });
  events.push(...refreshSpotting(draft, [...attackers]));
  return events;
}

/** True when `loc` may be assaulted although empty (PC-PHS-07). */
export function desertedTarget(draft: GameState, loc: number): boolean {
  return (
    draft.phase?.name === 'assault' && draft.phase.deserted.includes(loc) && unitsAt(draft, loc).length === 0
  );
}
