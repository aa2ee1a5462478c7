// Guards shared by the command handlers: each returns the resolved value or a typed refusal.

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES } from '../model/unit.js';
import { actingSide, phaseTitle } from './phases.js';

/** The index of a unit of the active side that is on the map. */
export function ownActiveUnit(state: GameState, id: string): number | RuleError {
  const i = state.world.unitIndex.get(id);
  if (i === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${id}".`);
  const def = state.world.units[i]!;
  // Under phases the Defensive Fire Phase belongs to the non-active side (PC-PHS-02).
  const acting = actingSide(state);
  // A captured Supply Unit has changed sides (PC-SUP-38).
  if ((state.units[i]!.owner ?? def.side) !== acting)
    return state.phase
      ? ruleError(
          'NOT_YOUR_UNIT',
          `${def.name} is ${SIDE_NAMES[def.side]}; it is the ${phaseTitle(state)}.`,
          'PC-PHS-02',
        )
      : ruleError(
          'NOT_YOUR_UNIT',
          `${def.name} is ${SIDE_NAMES[def.side]}; it is the ${SIDE_NAMES[acting]} turn.`,
        );
  const s = state.units[i]!;
  if (s.status !== 'active' || s.loc < 0) return ruleError('NOT_ON_MAP', `${def.name} is not on the map.`);
  return i;
}

/** The location named by a hex label. */
export function hexLoc(state: GameState, label: string): number | RuleError {
  const loc = state.world.board.parse(label);
  if (loc === undefined) return ruleError('NO_SUCH_HEX', `"${label}" is not a hex on this map.`);
  return loc;
}

export function unitName(state: GameState, i: number): string {
  return state.world.units[i]!.name;
}
