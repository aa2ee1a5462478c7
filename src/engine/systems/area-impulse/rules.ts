// The parameters the fire-sequence source leaves open (its section 12, AI-FIRE-NS-xx), with the
// defaults hexfront plays. A scenario's `rules` overrides any of them; docs/rules-decisions.md
// ("Area-impulse (AI-FIRE)") records each choice and why.

import type { AreaRules } from './model.js';

export const DEFAULT_RULES: AreaRules = {
  // AI-FIRE-70: the source's 10-unit limit; NS-08 extends it to moves and arrivals.
  stackLimit: 10,
  // AI-FIRE-NS-01: one pass by each side in a row ends the turn.
  passesToEndTurn: 2,
  // AI-FIRE-NS-01: a safety net; a turn of real play is far shorter.
  maxImpulses: 60,
  // AI-FIRE-NS-03: the firers' own area and the areas bordering it.
  fireRange: 1,
  // AI-FIRE-NS-02: how many units fire together. The source adds "all firing units" (AI-FIRE-02):
  // by default any number, up to a stack; a scenario may set fewer.
  maxFirers: 10,
  // AI-FIRE-NS-02: acting turns a unit to its spent face (the fresh/spent economy of the family).
  fireSpends: true,
  moveSpends: true,
  // AI-FIRE-NS-06 / NS-02: a new turn starts clean.
  markersClearAtTurnEnd: true,
  refreshAtTurnEnd: true,
  // AI-FIRE-D-01: two six-sided dice.
  dice: { count: 2, sides: 6 },
};

/** The scenario's rules over the defaults. */
export function resolveRules(overrides: Partial<AreaRules> | undefined): AreaRules {
  return { ...DEFAULT_RULES, ...(overrides ?? {}) };
}
