// The tactical profile's map and movement rules (issue 13, pb-map): the Panzer Battles values of
// params.variant.map (rules/map-variant.ts) and the start step that ends Hedge Row vulnerability.

import type { MapVariantParams } from '../../rules/map-variant.js';
import { endHedgeVulnerability } from '../../rules/hedgerows.js';
import type { TurnStep } from '../../rules/turn.js';

export const TACTICAL_MAP_PARAMS: MapVariantParams = {
  hedgeVehicleDefense: 0.5, // PB-IMP-30, PB-DIFF-12: "Defense halved"
  hedgeVehicleAssault: 0.5, // PB-ASLT-13, PB-DIFF-13: "½ assault and ½ defense"
  wreckChance: 0.5, // PB-IMP-35: "a wreck may be created"; the chance is ours, not from the source
  wreckMe: 10, // PB-IMP-35, PB-MOVE-16: "wrecks × 10"
  shallowObstacleShare: 0.5, // PB-IMP-04, PB-DIFF-27: "in shallow water, entering costs ½ MA"
  shallowMineEffect: 0.5, // PB-IMP-20, PB-DIFF-27: "mines in shallow water are ½ as effective"
  elevatedHeight: 5, // PB-MAP-03, PB-DIFF-21: ours, not from the source (an embankment of 5 m)
  elevatedClimb: true, // PB-MAP-03: ours: climbing the embankment off the line costs as an Embankment
  markerSides: true, // PB-MAP-05, PB-FORT-06, PB-DIFF-17
  columnOrders: 'standing', // PB-MOVE-32, PB-DIFF-07
};

/** PB-IMP-30: "vulnerable for the rest of the game turn": cleared as each game turn starts. */
export const HEDGE_STEP: TurnStep = {
  rule: 'PB-IMP-30',
  name: 'Hedge Row vulnerability ends',
  run: (state, side) => endHedgeVulnerability(state, side),
};

/** The start steps with HEDGE_STEP first (before anything that fires or moves). */
export function withHedgeStep(steps: readonly TurnStep[]): TurnStep[] {
  return [HEDGE_STEP, ...steps];
}
