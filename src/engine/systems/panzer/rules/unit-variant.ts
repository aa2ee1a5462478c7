// Unit and assault rules where Panzer Battles differs from Panzer Campaigns (issue 13, pb-units):
// transport units, external riders and carry/uncarry (PB-UNIT-33/34, PB-DIFF-22..28), and the
// overrun of Assault-0 units (PB-ASLT-20, PB-DIFF-23). They sit under params.variant.units. The
// defaults are the operational game's, where neither rule exists (Panzer Campaigns has no carrying
// and resolves every assault); the tactical profile (profiles/tactical/params.ts) turns them on.
// Rule code reads these values and never asks which profile is on.

export interface CarryParams {
  /** PB-UNIT-33, PB-DIFF-22: the carry and uncarry orders exist. false = refused (PC). */
  enabled: boolean;
  /** PB-UNIT-33: men-equivalents a Transport unit carries per vehicle: 10 men or 1 gun. */
  transportPerVehicle: number;
  /** PB-UNIT-33: men-equivalents a naval unit carries per ship: 40 men, 4 guns or 4 vehicles. */
  navalPerShip: number;
  /** PB-UNIT-33: external riders on any other vehicle unit: 5 men per vehicle. */
  ridersPerVehicle: number;
  /**
   * The share of its MA each of carrier and passenger pays to load. PB-UNIT-34 leaves the cost
   * unspecified; ours, not from the source: 1/3 (as a mode change to Deployed, PB-UNIT-23).
   */
  loadShare: number;
  /**
   * The share of its MA the carrier pays to unload (all it has left if less), and the passenger too
   * after it is given the share of its MA the carrier has left. Ours, not from the source: 1/3.
   */
  unloadShare: number;
  /** PB-UNIT-34 item 3, PB-FIRE-16, PB-DIFF-26: the Defense of external riders. */
  riderDefense: number;
  /** PB-UNIT-34 item 2, PB-IMP-20, PB-DIFF-25: external riders' minefield losses ×4. */
  riderMineFactor: number;
  /**
   * PB-UNIT-34 item 4, PB-DIFF-28: the share of their strength passengers of a ship lost in
   * Shallow water lose (½); they are Disrupted and wade on in that hex instead of being eliminated.
   */
  shallowPassengerLoss: number;
}

export interface UnitVariantParams {
  carry: CarryParams;
  /**
   * PB-ASLT-20, PB-DIFF-23: a hex whose defenders all have Assault 0 is overrun: the attackers pay
   * only the cost of moving in and the defenders are forced out with no resistance. false = the
   * assault is resolved like any other (PC-ASL).
   */
  overrunAssaultZero: boolean;
}

export function defaultUnitVariantParams(): UnitVariantParams {
  return {
    carry: {
      enabled: false,
      transportPerVehicle: 10,
      navalPerShip: 40,
      ridersPerVehicle: 5,
      loadShare: 1 / 3,
      unloadShare: 1 / 3,
      riderDefense: 16,
      riderMineFactor: 4,
      shallowPassengerLoss: 0.5,
    },
    overrunAssaultZero: false,
  };
}
