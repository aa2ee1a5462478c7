// The naval war's state slice (state.ext.naval), its commands and its events (issue 17).
// Commands and events of this folder start with "naval-" so they never clash with another's.
// The fields named here are read by other folders (detection/, air/, missiles/, the client):
// keep them; add what the rules need.

/** RS-NAV-10..13 */
export type NavalMode = 'port' | 'sea';

/** One naval unit's state, by the index of its definition in scenario.extended.naval.units. */
export interface NavalUnitState {
  /** Hex, or -1 in a holding box, not arrived or sunk. */
  hex: number;
  /** The holding box it is in, or null. */
  box: string | null;
  mode: NavalMode;
  /** RS-HIT-9 hits taken. */
  hits: number;
  eliminated: boolean;
  /** RS-DET-1: detected by the enemy. */
  detected: boolean;
  pending: boolean;
}

/** state.ext.naval */
export interface NavalState {
  units: NavalUnitState[];
}

/** The commands this folder handles (none yet). */
export type NavalCommand = never;

/** Events of this folder: each starts with "naval-". */
export type NavalEvent = {
  readonly type: 'naval-note';
  readonly text: string;
  readonly side?: 'nato' | 'wp';
};
