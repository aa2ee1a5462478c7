// Optional rules a variant does not have. Panzer Battles has no phased play (PB-TURN-03,
// PB-DIFF-02: "no phased play — turn play only"), so under variant.phasedPlay = false a game may not
// choose Manual or Automatic Defensive Fire (PC-OPT-16/17); the game is refused at its start with
// the rule named, rather than played with a rule the scale does not know.

import type { Params } from '../model/params.js';

/** The optional rules that split the turn into phases (PC-PHS). */
export const PHASED_PLAY_RULES: readonly string[] = ['manualDefensiveFire', 'automaticDefensiveFire'];

/** Why the chosen optional rules do not fit the variant's parameters, or null. */
export function optionalRuleProblem(params: Params, chosen: ReadonlySet<string>): string | null {
  if (params.variant.phasedPlay) return null;
  const phased = PHASED_PLAY_RULES.filter((k) => chosen.has(k));
  if (phased.length === 0) return null;
  return (
    `${phased.join(' and ')}: these rules have no phased play, turn play only ` +
    `(PB-TURN-03, PB-DIFF-02); choose neither Manual nor Automatic Defensive Fire`
  );
}
