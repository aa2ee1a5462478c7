// Units → Arrived (PC-RNF-02, PC-TRN-15): the player brings each arrived reinforcement onto the
// map at its entry hex, or holds it in the Arrived list for a later turn.

import type { PlaceReinforcementCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES } from '../model/unit.js';
import { actingSide } from './phases.js';
import { refreshSpotting } from './spotting.js';
import {
  DEFAULT_LANDING,
  dropKind,
  landingDice,
  placeArrival,
  stormHoldText,
  stormHolds,
  type LandingParams,
} from './airborne.js';
import type { DiceSource } from './dice-source.js';

/** The units of the side waiting in its Arrived list, in scenario order (PC-RNF-02). */
export function arrivedUnits(state: GameState, side: string): number[] {
  const out: number[] = [];
  state.units.forEach((s, i) => {
    if (s.status === 'arrived' && state.world.units[i]!.side === side) out.push(i);
  });
  return out;
}

/** The entry hex of a reinforcement (PC-RNF-03), or -1 for a unit that does not arrive. */
export function entryLoc(state: GameState, i: number): number {
  const hex = state.world.scenario.units[i]?.arrives?.hex;
  return hex === undefined ? -1 : (state.world.board.parse(hex) ?? -1);
}

/**
 * Why an arrived unit may not be placed at `loc` now, or null. PC-RNF-03: only at its own entry
 * hex. PC-RNF-10: not in a storm when it is airborne, glider or amphibious. Not from the source:
 * an enemy unit in the entry hex keeps an ordinary arrival off the map unless it has a Protection
 * Value (PC-RNF-05 eliminates the enemy there); it may be placed once the hex is clear. Airborne
 * and glider units may land on the enemy (PC-RNF-06) and infiltrators go next to it (PC-RNF-07).
 */
export function placementRefusal(state: GameState, i: number, loc: number): RuleError | null {
  const def = state.world.units[i]!;
  const entry = entryLoc(state, i);
  const { board } = state.world;
  if (loc !== entry)
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} arrives at ${board.label(entry)}; the player cannot change where a reinforcement arrives.`,
      'PC-RNF-03',
    );
  const arrives = state.world.scenario.units[i]!.arrives;
  if (stormHolds(arrives, state.weather.storm))
    return ruleError('NOT_ALLOWED', stormHoldText(def.name, arrives), 'PC-RNF-10');
  if (dropKind(arrives) || arrives?.infiltration) return null;
  const protection = arrives?.protection ?? 0;
  const enemyThere = state.units.some(
    (o, j) =>
      o.status === 'active' && o.loc === entry && (o.owner ?? state.world.units[j]!.side) !== def.side,
  );
  if (enemyThere && protection <= 0)
    return ruleError(
      'ENEMY_OCCUPIED',
      `An enemy unit holds ${board.label(entry)}, ${def.name}'s entry hex; hold it until the hex is clear.`,
      'PC-RNF-03',
    );
  return null;
}

/**
 * PC-RNF-02: places an arrived unit at its entry hex (`hex`, when given, must be that hex); an
 * airborne, glider or infiltration arrival lands by rules/airborne.ts with `dice` (tests fix them).
 */
export function handlePlaceReinforcement(
  draft: GameState,
  cmd: PlaceReinforcementCommand,
  dice: DiceSource = landingDice(draft),
  landing: LandingParams = DEFAULT_LANDING,
): GameEvent[] | RuleError {
  const i = draft.world.unitIndex.get(cmd.unit);
  if (i === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${cmd.unit}".`);
  const def = draft.world.units[i]!;
  const s = draft.units[i]!;
  const side = actingSide(draft);
  if (def.side !== side)
    return ruleError(
      'NOT_YOUR_UNIT',
      `${def.name} is ${SIDE_NAMES[def.side]}; it is the ${SIDE_NAMES[side]} turn.`,
    );
  if (s.status !== 'arrived')
    return ruleError(
      'NOT_ALLOWED',
      s.status === 'reserve'
        ? `${def.name} has not arrived yet (turn ${draft.world.scenario.units[i]!.arrives?.turn ?? '?'}).`
        : s.status === 'active'
          ? `${def.name} is already on the map.`
          : `${def.name} is not in the Arrived list.`,
      'PC-RNF-02',
    );
  let loc = entryLoc(draft, i);
  if (cmd.hex !== undefined) {
    const at = draft.world.board.parse(cmd.hex);
    if (at === undefined) return ruleError('NO_SUCH_HEX', `"${cmd.hex}" is not a hex on this map.`);
    loc = at;
  }
  const bad = placementRefusal(draft, i, loc);
  if (bad) return bad;
  const events: GameEvent[] = [];
  const outcome = placeArrival(draft, i, loc, dice, landing, events);
  // A partisan with no empty hex stays in the Arrived list (PC-RNF-07); a unit lost on landing is gone.
  if (outcome.kind !== 'placed') return events;
  // It arrives with this turn's movement allowance, as the units reset at the start of the turn
  // (PC-TRN-05); under Artillery Setup it counts as having moved (PC-RNF-09, set at game start).
  s.mpMax = draft.world.hooks.allowance(draft, i);
  s.mp = s.mpMax;
  s.moved = false;
  s.fired = false;
  s.assaulted = false;
  s.lossesThisTurn = 0;
  events.push(...refreshSpotting(draft, [i]));
  return events;
}
