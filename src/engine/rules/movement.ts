// Movement (PC-MOV, PC-ZOC, PC-IMP, PC-WAT, PC-SUT). Interim: being implemented.

import type { ModeCommand, MoveCommand } from '../commands.js';
import { ruleError, type RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';

export function handleMove(_draft: GameState, _cmd: MoveCommand): GameEvent[] | RuleError {
  return ruleError('NOT_ALLOWED', 'Movement is not implemented yet.');
}

export function handleMode(_draft: GameState, _cmd: ModeCommand): GameEvent[] | RuleError {
  return ruleError('NOT_ALLOWED', 'Mode changes are not implemented yet.');
}
