// Typed refusals (design invariant 6): every illegal command gets a code a program can test and a
// sentence a player can read, e.g. "2./IR 9 has 2 MP left; Forest costs 4".

export type RuleErrorCode =
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'NO_SUCH_UNIT'
  | 'NOT_YOUR_UNIT'
  | 'NOT_ON_MAP'
  | 'NO_SUCH_HEX'
  | 'NO_SUCH_AREA'
  | 'BAD_PATH'
  | 'NOT_ENOUGH_MP'
  | 'IMPASSABLE'
  | 'ENEMY_OCCUPIED'
  | 'ZOC'
  | 'STACKING'
  | 'FIXED'
  | 'IMMOBILE'
  | 'MODE'
  | 'STATE'
  | 'OUT_OF_RANGE'
  | 'NOT_SPOTTED'
  | 'NO_LOS'
  | 'CANNOT_FIRE'
  | 'CANNOT_ASSAULT'
  | 'NOT_ADJACENT'
  | 'NOT_ALLOWED'
  | 'WRONG_PHASE'
  | 'BAD_COMMAND';

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
  /** The rule that forbids it, when one does. */
  readonly rule?: string;
}

export function ruleError(code: RuleErrorCode, message: string, rule?: string): RuleError {
  return rule === undefined ? { code, message } : { code, message, rule };
}

export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && 'code' in x && 'message' in x && !('type' in x);
}
