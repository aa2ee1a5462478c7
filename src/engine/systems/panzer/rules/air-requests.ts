// Air missions requested in one turn and flown the next (PB-AIR-02, PB-DIFF-33: "as in Squad
// Battles"). With params.variant.airDelay on (the tactical profile), the airStrike and airRecon
// orders do not fly at once: they are checked as a mission would be (the air unit ready, the
// weather, a spotted enemy in the hex and a valid spotter, PB-AIR-23 / PB-SPOT-14: no Broken
// spotter, none that moved or fired this turn), and recorded. At the start of the side's next turn,
// once it has looked around again, each request flies through the ordinary mission rules
// (rules/air.ts: interception with jets at ½, PB-AIR-19 / PB-DIFF-42; AA fire; the strike). A strike
// whose hex no longer holds a spotted enemy shifts to the adjacent hex holding the most spotted
// enemy men-equivalents, if any; otherwise it is not flown (PB-AIR-02), and the air unit stays
// ready. A Storm, or visibility too low, cancels it (PB-AIR-10).
//
// Our decisions (not from the source): only the calling side sees its requests (the manual's plane
// icon is on the caller's map); the spotter rule is judged at the request and, at the flight, the
// side must still see an enemy in the hex or beside it; a chosen target unit that moved away is
// replaced by the automatic choice (PB-AIR-04); carpet bombing (PB-AIR-05) needs no spotter and is
// flown at the hex as called.

import type { AirReconCommand, AirStrikeCommand } from '../commands.js';
import { isRuleError, ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { AirRequest } from '../model/air.js';
import type { GameState } from '../model/state.js';
import { menEquivalent, otherSide, type Side } from '../model/unit.js';
import { readUnits } from '../draft.js';
import { airRefusal, handleAirRecon, handleAirStrike, readyAirUnit } from './air.js';
import { spottersOf } from './fire.js';
import { hexLoc } from './guards.js';

/** Enemy units of `side` in `loc` that it spots in full or as Unknown (PC-AIR-08). */
function seenEnemiesIn(state: GameState, side: Side, loc: number): number[] {
  const k = state.knowledge[side];
  const enemy = otherSide(side);
  const units = readUnits(state);
  const out: number[] = [];
  for (const i of [...k.spotted, ...k.unknown]) {
    const s = units[i]!;
    if (s.status === 'active' && s.loc === loc && state.world.units[i]!.side === enemy) out.push(i);
  }
  return out.sort((a, b) => a - b);
}

function requestsOf(state: GameState): readonly AirRequest[] {
  return state.air.requests ?? [];
}

/** The request an air unit has waiting, if any. */
export function pendingRequest(state: GameState, air: number): AirRequest | undefined {
  return requestsOf(state).find((r) => r.air === air);
}

/** Why this mission cannot be requested now, or null (the checks of a flight, PB-AIR-02/21/23). */
function requestRefusal(
  draft: GameState,
  cmd: AirStrikeCommand | AirReconCommand,
  air: number,
  loc: number,
): RuleError | null {
  const def = draft.world.scenario.air![air]!;
  const waiting = pendingRequest(draft, air);
  if (waiting)
    return ruleError(
      'STATE',
      `${def.name} is already called to ${draft.world.board.label(waiting.loc)}; it flies at the start of your next turn.`,
      'PB-AIR-02',
    );
  const weather = airRefusal(draft);
  if (weather) return weather;
  if (cmd.type === 'airRecon' || def.flags?.carpet) return null; // PB-AIR-05, PB-AIR-12: no spotter needed
  const seen = seenEnemiesIn(draft, def.side, loc);
  if (seen.length === 0) return ruleError('NOT_SPOTTED', `No spotted enemy unit in ${cmd.hex}.`, 'PB-AIR-02');
  if (cmd.target !== undefined) {
    const t = draft.world.unitIndex.get(cmd.target);
    if (t === undefined || !seen.includes(t))
      return ruleError(
        'NOT_SPOTTED',
        `"${cmd.target}" is not a spotted enemy unit in ${cmd.hex}.`,
        'PB-AIR-04',
      );
  }
  const spotters = spottersOf(draft, def.side, loc);
  if (spotters.length === 0)
    return ruleError(
      'NOT_SPOTTED',
      `No unit can spot ${cmd.hex} for an air strike: a spotter must see it, not be Broken, and not have moved or fired this turn.`,
      'PB-AIR-23',
    );
  return null;
}

/** The airStrike and airRecon orders under the delay: a request, recorded (PB-AIR-02). */
function requestMission(draft: GameState, cmd: AirStrikeCommand | AirReconCommand): GameEvent[] | RuleError {
  const kind = cmd.type === 'airRecon' ? 'recon' : 'combat';
  const air = readyAirUnit(draft, cmd.air, kind);
  if (isRuleError(air)) return air;
  const loc = hexLoc(draft, cmd.hex);
  if (isRuleError(loc)) return loc;
  const refusal = requestRefusal(draft, cmd, air, loc);
  if (refusal) return refusal;
  const def = draft.world.scenario.air![air]!;
  const target =
    cmd.type === 'airStrike' && cmd.target !== undefined ? draft.world.unitIndex.get(cmd.target) : undefined;
  const request: AirRequest = {
    air,
    kind: cmd.type === 'airRecon' ? 'recon' : 'strike',
    loc,
    ...(target !== undefined ? { target } : {}),
    turn: draft.turn,
  };
  draft.air.requests = [...requestsOf(draft), request];
  const what =
    request.kind === 'recon' ? 'recon over' : def.flags?.carpet ? 'carpet bombing of' : 'strike on';
  return [
    {
      type: 'message',
      text: `${def.name}: ${what} ${cmd.hex} requested; it flies at the start of your next turn`,
      seenBy: def.side,
      rule: 'PB-AIR-02',
    },
  ];
}

/** The airStrike order: flown now (PC-AIR-02) or requested for the next turn (PB-AIR-02). */
export function handleAirStrikeOrder(draft: GameState, cmd: AirStrikeCommand): GameEvent[] | RuleError {
  return draft.world.params.variant.airDelay ? requestMission(draft, cmd) : handleAirStrike(draft, cmd);
}

/** The airRecon order: flown now (PC-AIR-06) or requested for the next turn (PB-AIR-02). */
export function handleAirReconOrder(draft: GameState, cmd: AirReconCommand): GameEvent[] | RuleError {
  return draft.world.params.variant.airDelay ? requestMission(draft, cmd) : handleAirRecon(draft, cmd);
}

/**
 * PB-AIR-02: the hex a requested strike falls on: its own if the side still sees an enemy there,
 * else the adjacent hex with the most spotted enemy men-equivalents (lowest location on a tie), else
 * none.
 */
export function strikeHex(state: GameState, side: Side, loc: number): number | null {
  if (seenEnemiesIn(state, side, loc).length > 0) return loc;
  let best: number | null = null;
  let bestMen = 0;
  const units = readUnits(state);
  const board = state.world.board;
  const around = board.within(loc, 1).filter((n) => n !== loc);
  for (const n of around.sort((a, b) => a - b)) {
    const men = seenEnemiesIn(state, side, n).reduce(
      (sum, i) => sum + menEquivalent(state.world.units[i]!, units[i]!.strength),
      0,
    );
    if (men > bestMen) [best, bestMen] = [n, men];
  }
  return best;
}

/**
 * Start of the side's turn, after it has looked around (turn.ts): its requested missions fly, in
 * the order requested, through the ordinary mission rules; each that cannot is reported with why.
 */
export function flyRequestedMissions(state: GameState, side: Side): GameEvent[] {
  const all = requestsOf(state);
  const mine = all.filter((r) => state.world.scenario.air?.[r.air]?.side === side);
  if (mine.length === 0) return [];
  const rest = all.filter((r) => !mine.includes(r));
  if (rest.length > 0) state.air.requests = rest;
  else delete state.air.requests;
  const events: GameEvent[] = [];
  const board = state.world.board;
  for (const r of mine) {
    const def = state.world.scenario.air![r.air]!;
    const cancel = (why: string, rule = 'PB-AIR-02') =>
      events.push({
        type: 'message',
        text: `${def.name}: the mission requested on ${board.label(r.loc)} is not flown: ${why}`,
        seenBy: side,
        rule,
      });
    let hex = r.loc;
    if (r.kind === 'strike' && !def.flags?.carpet) {
      const at = strikeHex(state, side, r.loc);
      if (at === null) {
        cancel('no spotted enemy unit is there or beside it');
        continue;
      }
      hex = at;
    }
    const label = board.label(hex);
    const targetId = r.target !== undefined ? state.world.units[r.target]!.id : undefined;
    const keepTarget =
      hex === r.loc && r.target !== undefined && seenEnemiesIn(state, side, hex).includes(r.target);
    const out =
      r.kind === 'recon'
        ? handleAirRecon(state, { type: 'airRecon', air: def.id, hex: label })
        : handleAirStrike(state, {
            type: 'airStrike',
            air: def.id,
            hex: label,
            ...(keepTarget && targetId ? { target: targetId } : {}),
          });
    if (isRuleError(out)) {
      cancel(out.message.replace(/\.$/, ''), out.rule);
      continue;
    }
    if (hex !== r.loc)
      events.push({
        type: 'message',
        text: `${def.name}: ${board.label(r.loc)} is empty; the strike shifts to ${label}`,
        seenBy: side,
        rule: 'PB-AIR-02',
      });
    events.push(...out);
  }
  return events;
}
