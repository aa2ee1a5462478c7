// Zones of control (PC-ZOC-01..06, PC-UNT-10). A unit's ZOC is the hexes next to it; enemy ZOC
// limits moving from one ZOC hex straight into another (movecost.ts applies PC-ZOC-03/04/05).

import type { Board } from '../../../core/board.js';
import type { UnitDef, UnitState } from '../model/unit.js';

/**
 * PC-ZOC-02 / PC-UNT-10: units without a ZOC. "Towed Heavy AA" is read as any towed anti-aircraft
 * unit (rules-decisions, Movement). A fixed Facing limits the ZOC to three hexes (markZoc).
 */
export function hasZoc(def: UnitDef, st: Pick<UnitState, 'cohesion' | 'status' | 'loc'>): boolean {
  if (st.status !== 'active' || st.loc < 0) return false;
  if (st.cohesion === 'broken') return false;
  switch (def.type) {
    case 'hq':
    case 'supply':
    case 'partisan':
    case 'irregular':
    case 'deception':
      return false;
    case 'antiTank':
    case 'antiAircraft':
      return !def.flags.towed;
    default:
      return true;
  }
}

/**
 * Marks the ZOC of a unit standing at `loc` into `zoc` (sets `bit`: in an enemy ZOC for the other side).
 * PC-ZOC-01: with a fixed Facing only the hex faced and the two beside it.
 */
export function markZoc(board: Board, loc: number, zoc: Uint8Array, facing?: number, bit = 1): void {
  const { adjStart, adj, adjDir } = board;
  for (let k = adjStart[loc]!, end = adjStart[loc + 1]!; k < end; k++) {
    if (facing !== undefined && adjDir[k]! >= 0) {
      const off = (adjDir[k]! - facing + 6) % 6;
      if (off !== 0 && off !== 1 && off !== 5) continue;
    }
    zoc[adj[k]!] = zoc[adj[k]!]! | bit;
  }
}

/** PC-ZOC-04, PC-SUT-05/06/07: units that may move from one enemy ZOC straight into another. */
export function zocToZocExempt(def: UnitDef): 'free' | 'fullMa' | null {
  if (def.type === 'irregular') return 'fullMa';
  if (def.type === 'commando' || def.type === 'partisan' || def.flags.commando) return 'free';
  return null;
}
