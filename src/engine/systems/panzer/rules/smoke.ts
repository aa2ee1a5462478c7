// Smoke (PB-FIRE-46, with PB-SPOT-07, PB-MAP-04, PB-ENV-01, PB-DIFF-43). A scenario gives each side
// a number of smoke shots (params.variant.smoke.shots); each is used up for good. Any indirect-fire
// unit may fire smoke instead of a fire mission, at a hex it could fire at indirectly: in range, seen
// by a valid spotter (PB-SPOT-14: not Broken, not moved or fired this turn under the tactical
// profile), at the cost of an indirect shot (PB-FIRE-03; the spec's implementation note) and
// marking the unit as having fired. Smoke blocks line of sight:
//
// 1. it is one height level high (PB-DIFF-43: 25 m in PB Normandy): a sight line that passes over
//    a smoke hex higher than its ground + that height sees over it, so an observer two levels above
//    the target does (the figure of PB-FIRE-46);
// 2. only a line through a smoke hex is blocked; a line along a hexside is blocked only when the
//    hexes on both sides hold smoke (the two nudged lines of los.ts, blocked only if both are);
// 3. units in a smoke hex see and are seen: the observer's and the target's own hexes never block.
//
// Fire is affected through sight alone (direct fire needs it, PB-FIRE-01; indirect fire needs a
// spotter that sees the hex, PB-SPOT-14): the manual gives smoke no fire modifier, nor do we.
//
// Our values (not from the source; the spec lists "smoke cost/duration" as unspecified, §24): smoke
// lasts `playerTurns` player turns counted from the one it was fired in (2: the rest of the firer's
// turn and the whole of the enemy's, which screens a move and the reply to it) and then clears at
// once; the operational game has no smoke (0 shots; PC has none).

import type { SmokeCommand } from '../commands.js';
import { isRuleError, ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES, type Side } from '../model/unit.js';
import { costRefusal, fireCost, firerRefusal, spottersOf } from './fire.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { hexStateFor } from './fortifications.js';

export { defaultSmokeParams, type SmokeParams } from './smoke-params.js';
import { smokeHexes } from './smoke-sight.js';

/** Player-turn serial, as combat's `engaged` counts them. */
const serial = (state: Pick<GameState, 'turn' | 'playerTurn'>) => state.turn * 2 + state.playerTurn;

/** Smoke a side has fired so far, and what it has left (PB-FIRE-46). */
export function smokeShotsLeft(state: GameState, side: Side): number {
  const used = state.combat.smokeFired?.[side] ?? 0;
  return Math.max(0, state.world.params.variant.smoke.shots[side] - used);
}

/** Why `unit` may not fire smoke at `loc` now, or null. */
export function smokeRefusal(state: GameState, unit: number, loc: number): RuleError | null {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const side = def.side;
  if (state.world.params.variant.smoke.shots[side] <= 0)
    return ruleError(
      'NOT_ALLOWED',
      `The ${SIDE_NAMES[side]} side has no smoke in this scenario.`,
      'PB-FIRE-46',
    );
  if (smokeShotsLeft(state, side) <= 0)
    return ruleError(
      'NOT_ALLOWED',
      `The ${SIDE_NAMES[side]} side has fired all its smoke shots.`,
      'PB-FIRE-46',
    );
  if (!def.flags.indirect)
    return ruleError(
      'CANNOT_FIRE',
      `${def.name} is not an indirect-fire unit; only those fire smoke.`,
      'PB-FIRE-46',
    );
  const cannot = firerRefusal(state, unit, true, false) ?? costRefusal(state, unit, true, false);
  if (cannot) return cannot;
  const hex = state.world.board.label(loc);
  const reach = Math.max(def.hard.range, def.soft.range);
  const d = state.world.board.distance(s.loc, loc);
  if (d > reach)
    return ruleError(
      'OUT_OF_RANGE',
      `${hex} is ${d} hexes away; ${def.name} reaches ${reach}.`,
      'PB-FIRE-46',
    );
  if (spottersOf(state, side, loc).length === 0)
    return ruleError(
      'NOT_SPOTTED',
      `No unit spots ${hex} for ${def.name}: a spotter must see it, not be Broken, and not have moved or fired this turn.`,
      'PB-SPOT-14',
    );
  return null;
}

/** The smoke order: an indirect-fire unit lays smoke on a hex (PB-FIRE-46). */
export function handleSmoke(draft: GameState, cmd: SmokeCommand): GameEvent[] | RuleError {
  const unit = ownActiveUnit(draft, cmd.unit);
  if (isRuleError(unit)) return unit;
  const loc = hexLoc(draft, cmd.hex);
  if (isRuleError(loc)) return loc;
  const refusal = smokeRefusal(draft, unit, loc);
  if (refusal) return refusal;
  const def = draft.world.units[unit]!;
  const side = def.side;
  const s = draft.units[unit]!;
  s.mp -= fireCost(draft, unit, true);
  s.fired = true;
  s.revealed = true;
  const p = draft.world.params.variant.smoke;
  const until = serial(draft) + p.playerTurns; // clears at the start of that player turn
  hexStateFor(draft, loc).smoke = { side, until }; // the draft's own copy of the hex (draft.ts)
  const used = draft.combat.smokeFired?.[side] ?? 0;
  draft.combat.smokeFired = { ...draft.combat.smokeFired, [side]: used + 1 };
  return [
    {
      type: 'message',
      text: `${def.name} lays smoke on ${cmd.hex} (${smokeShotsLeft(draft, side)} smoke shots left)`,
      rule: 'PB-FIRE-46',
    },
  ];
}

/** Start of a player turn: smoke whose time is up clears (PB-FIRE-46, our duration). */
export function clearSmoke(state: GameState, events: GameEvent[]): void {
  if (!state.combat.smokeFired) return; // none fired this game (the operational game never does)
  const now = serial(state);
  for (const loc of smokeHexes(state)) {
    const h = hexStateFor(state, loc);
    if (h.smoke && h.smoke.until <= now) {
      delete h.smoke;
      events.push({
        type: 'message',
        text: `The smoke on ${state.world.board.label(loc)} clears`,
        rule: 'PB-FIRE-46',
      });
    }
  }
}
