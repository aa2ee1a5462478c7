// Combat commands (PC-FIR, PC-ASL, PC-MSC-01). Interim: being implemented.

import type { AssaultCommand, DigInCommand, FireCommand, OpFireCommand } from '../commands.js';
import { ruleError, type RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';

const notYet = (what: string) => ruleError('NOT_ALLOWED', `${what} is not implemented yet.`);

export function handleFire(_d: GameState, _c: FireCommand): GameEvent[] | RuleError {
  return notYet('Fire');
}
export function handleAssault(_d: GameState, _c: AssaultCommand): GameEvent[] | RuleError {
  return notYet('Assault');
}
export function handleDigIn(_d: GameState, _c: DigInCommand): GameEvent[] | RuleError {
  return notYet('Digging in');
}
export function handleOpFire(_d: GameState, _c: OpFireCommand): GameEvent[] | RuleError {
  return notYet('Opportunity-fire settings');
}
