// Engineer Parameter Data (PC-ENG). The manual leaves these open (Appendix C.3); every default is
// recorded in docs/rules-decisions.md under "Engineers".

export interface EngineerParams {
  /** Class of the hexside bridge an engineer builds (PC-ENG-09; the manual does not say). */
  builtBridge: 'light' | 'medium' | 'heavy';
  /**
   * PC-ENG-06: chance per turn, percent, that a clearing unit lowers a minefield by 1 (or removes an
   * Obstacle, PC-IMP-03). The manual gives no rate; × men/100 for units under 100 men, as laying.
   */
  mineClear: number;
  /** PC-ENG-10: an engineer company (or smaller) has this fraction of a battalion's chance (1/3). */
  companyBridgeFactor: number;
}

export function defaultEngineerParams(): EngineerParams {
  return { builtBridge: 'heavy', mineClear: 50, companyBridgeFactor: 1 / 3 };
}
