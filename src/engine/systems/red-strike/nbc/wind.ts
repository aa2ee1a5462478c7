// The wind rose (RS-NBC-17, spec §0.3: external data the rulebook text does not reproduce). A d10
// of 1-6 names the wind by the direction it blows FROM, clockwise from the north-east; the
// fallout drifts one hex downwind (to the opposite side). 7-10: no wind. The directions are our
// labelled default, not from the source (decision RS-D-NBC-WIND): we chose them so that 5 is a
// west wind, which makes RS-OPT-4's "7-10 count as 5 (prevailing westerlies)" drift to the east.

import { DIRECTIONS, type DirectionName } from '../../../core/hex/coords.js';

export interface WindRose {
  /** The wind's origin for d10 results 1..6 (index 0 = result 1). */
  readonly from: readonly [
    DirectionName,
    DirectionName,
    DirectionName,
    DirectionName,
    DirectionName,
    DirectionName,
  ];
  /** RS-OPT-4: the result rolls of 7-10 count as. */
  readonly optCalm: number;
  readonly source: 'rulebook' | 'default';
}

export const WIND_ROSE: WindRose = {
  from: ['NE', 'E', 'SE', 'SW', 'W', 'NW'],
  optCalm: 5,
  source: 'default',
};

const OPPOSITE: Record<DirectionName, DirectionName> = {
  E: 'W',
  NE: 'SW',
  NW: 'SE',
  W: 'E',
  SW: 'NE',
  SE: 'NW',
};

/** The board direction (index into DIRECTIONS) a marker drifts on this roll, or null (no wind). */
export function driftDirection(roll: number, rose: WindRose = WIND_ROSE): number | null {
  if (roll < 1 || roll > 6) return null;
  return DIRECTIONS.indexOf(OPPOSITE[rose.from[roll - 1]!]);
}
