// The parameters of smoke (PB-FIRE-46, rules/smoke.ts), apart from the rule so that the parameter
// defaults (profiles/rule-params.ts) import no rule code.

export interface SmokeParams {
  /** Smoke shots each side may fire in the whole scenario (PB-FIRE-46; 0 = none). */
  shots: { allied: number; axis: number };
  /** Height of a smoke screen above its hex's ground, metres (PB-DIFF-43: one level, 25 m). */
  heightMetres: number;
  /** Player turns smoke lasts, the one it is fired in included (ours, not from the source). */
  playerTurns: number;
}

export function defaultSmokeParams(): SmokeParams {
  return { shots: { allied: 0, axis: 0 }, heightMetres: 25, playerTurns: 2 };
}
