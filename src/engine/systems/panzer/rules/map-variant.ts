// Map and movement rules where Panzer Battles differs from Panzer Campaigns (issue 13, pb-map):
// Hedge Rows, wrecks, Shallow-water obstacles and mines, elevated roads and railways. They sit
// under params.variant.map. The defaults are the operational game's, where each rule has no
// effect (Panzer Campaigns has no Hedge Row hexsides, no wrecks, no Shallow-water rule and no
// elevated lines); the tactical profile (profiles/tactical/params.ts) gives the Panzer Battles
// values. Rule code reads these numbers and never asks which profile is on.

export interface MapVariantParams {
  /**
   * PB-IMP-30, PB-FIRE-16: the Defense of a vehicle that crossed a Hedge Row and ended its move
   * in the hex after it, for the rest of the game turn (PB: ½). 1 = no such rule (PC).
   */
  hedgeVehicleDefense: number;
  /**
   * PB-ASLT-13: the assault value and the Defense of vehicles assaulting across a Hedge Row (PB:
   * ½); those that advance across it become vulnerable as above. 1 = no such rule (PC).
   */
  hedgeVehicleAssault: number;
  /**
   * PB-IMP-35, PB-CRT-08: the chance that each vehicle destroyed leaves a wreck in its hex. The
   * manual gives none (§24); PB: 0.5, our default, not from the source. 0 = no wrecks (PC).
   */
  wreckChance: number;
  /**
   * PB-IMP-35, PB-UNIT-15, PB-MOVE-16: men-equivalents a wreck counts for in stacking and against
   * the road value ("wrecks × 10"); 10 in both games (1 vehicle = 10 men-equivalents, PB-GEN-01).
   */
  wreckMe: number;
  /**
   * PB-IMP-04, PB-DIFF-27: the share of the MA entering an Obstacle in Shallow water costs (PB: ½).
   * 1 = the whole MA, as anywhere else (PC-IMP-03).
   */
  shallowObstacleShare: number;
  /** PB-IMP-20, PB-DIFF-27: minefield attacks in Shallow water are × this (PB: ½). 1 = PC. */
  shallowMineEffect: number;
  /**
   * PB-MAP-03, PB-DIFF-21 (effects unspecified, §24; our reading, not from the source): the height
   * in metres of an elevated road or railway's embankment. A unit on it looks out from that much
   * higher and is seen from as far; the embankment blocks sight across it like a terrain obstacle
   * of that height. 0 = no effect (PC: no elevated lines).
   */
  elevatedHeight: number;
  /**
   * PB-MAP-03 (our reading): a unit that gets onto or off an elevated line other than along it
   * climbs the embankment and pays the Embankment hexside cost of its movement class. false = PC.
   */
  elevatedClimb: boolean;
  /**
   * PB-MAP-05, PB-FORT-06, PB-DIFF-17: fortifications and minefields belong to a side; the owner
   * always knows them and the other side's units get a vacated fortification's benefit from them
   * (rules/marker-sides.ts). false = PC-SPT-12: a side knows only the markers it sees.
   */
  markerSides: boolean;
  /**
   * Column orders (rules/column-moves.ts): 'immediate' = PC-AI-04's Immediate A/I order, carried
   * out at once and then forgotten; 'standing' = PB-MOVE-32's Column Movement Order (PB-DIFF-07),
   * which goes on at the start of each of the side's turns until done; 'none' = refused.
   */
  columnOrders: 'none' | 'immediate' | 'standing';
}

export function defaultMapVariantParams(): MapVariantParams {
  return {
    hedgeVehicleDefense: 1,
    hedgeVehicleAssault: 1,
    wreckChance: 0,
    wreckMe: 10,
    shallowObstacleShare: 1,
    shallowMineEffect: 1,
    elevatedHeight: 0,
    elevatedClimb: false,
    markerSides: false,
    columnOrders: 'immediate', // PC-AI-04
  };
}
