// The tactical profile: Panzer Battles (../shared/rules/panzer-battles.md), 250 m hexes and 30-minute
// turns. It carries the rules where Panzer Battles differs from Panzer Campaigns (Appendix 1,
// PB-DIFF-*): parameter defaults (params.ts) and the hooks below. Rule code never asks for it.

import type { Params } from '../../model/params.js';
import type { UnitDef } from '../../model/unit.js';
import type { TurnStep } from '../../rules/turn.js';
import type { PanzerHooks, PanzerProfile } from '../profile.js';
import { TACTICAL_PARAMS } from './params.js';
import { noPenetration } from './impediments.js';
import { withHedgeStep } from './map.js';
import { pbMoraleBase } from './size-class.js';
import { carriedGuard, carryMove } from './carry.js';

/**
 * Start-of-turn steps the tactical rules do not have: unit loss recovery and replacements
 * (PB-CRT-09, PB-DIFF-16: "no strength recovery or replacements during a scenario") and night
 * fatigue (PB-FAT-04, PB-DIFF-18: "no night fatigue").
 */
export const TACTICAL_DROPPED_STEPS: readonly string[] = ['PC-REC-01', 'PC-REC-03', 'PC-FAT-06'];

export function tacticalSteps(steps: readonly TurnStep[]): TurnStep[] {
  return steps.filter((s) => !TACTICAL_DROPPED_STEPS.includes(s.rule));
}

/**
 * PB-FAT-03 size factor k: 1 for a company (or larger) or combined platoons of 3+ sub-units, 2 for
 * a combined pair of platoons, 3 for a lone platoon or squad. PB units are a size class smaller
 * than PC's (PB-DIFF-41), so a unit's k comes from its own size, not from PC's classes.
 */
export function pbSizeFactor(def: UnitDef): 1 | 2 | 3 {
  if (def.size !== 'platoon') return 1;
  const n = def.subUnits ?? 1;
  return n >= 3 ? 1 : n === 2 ? 2 : 3;
}

/** PB-FAT-03: k × the Fatigue Factor parameter (0 there falls back to the operational factors). */
export function tacticalFatigueFactor(base: PanzerHooks['fatigueFactor']): PanzerHooks['fatigueFactor'] {
  return (params: Params, def: UnitDef) => {
    const f = params.variant.fatigueFactor;
    return f > 0 ? pbSizeFactor(def) * f : base(params, def);
  };
}

export const TACTICAL: PanzerProfile = {
  id: 'tactical',
  name: 'Panzer Battles (tactical)',
  description:
    'The Panzer Battles rules where they differ from Panzer Campaigns: 250 m hexes, 30-minute turns, platoons and companies',
  params: TACTICAL_PARAMS,
  hooks: (base) => ({
    startSteps: withHedgeStep(tacticalSteps(base.startSteps)), // PB-IMP-30: Hedge Rows (map.ts)
    fatigueFactor: tacticalFatigueFactor(base.fatigueFactor),
    moraleBase: pbMoraleBase, // PB-CRT-05, PB-DIFF-41: platoon-scale size classes
    // PB-IMP-04, PB-IMP-20: no penetrated obstacles or minefields; PB-UNIT-33: passengers go along.
    move: carryMove(noPenetration(base.move)),
    guard: carriedGuard(base.guard), // PB-UNIT-33: a carried unit gives no orders of its own
  }),
};
