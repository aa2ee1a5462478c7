// The air war's state slice (state.ext.air), its commands and its events (issue 17).
// Commands and events of this folder start with "air-" so they never clash with another's.
// The fields named here are read by other folders (detection/, adn/, missiles/, sf/, the client):
// keep them; add what the rules need.

/** RS-AIR-30..32 */
export type AirMode = 'offensive' | 'intercept';

/** One air unit's state, by the index of its definition in scenario.extended.air.units. */
export interface AirUnitState {
  /** The base, carrier (naval unit id) or holding box it is on, or null while flying / eliminated. */
  base: string | null;
  /** Hex while airborne (a mission, CAP, EWDA on the map), -1 on a base display. */
  hex: number;
  /** RS-AIR-30: null = no mode this GT (cannot fly, except EWDA/EAB/FOB units). */
  mode: AirMode | null;
  /** RS-AIR-10: sorties left this GT. */
  sorties: number;
  /** RS-HIT-8 hits taken. */
  hits: number;
  eliminated: boolean;
  /** RS-DET-1/2: detected by the enemy (cleared on landing). */
  detected: boolean;
  /** Not arrived yet (RS-REIN). */
  pending: boolean;
}

/** state.ext.air */
export interface AirState {
  units: AirUnitState[];
}

/** The commands this folder handles (none yet). */
export type AirCommand = never;

/** Events of this folder: each starts with "air-". */
export type AirEvent = { readonly type: 'air-note'; readonly text: string; readonly side?: 'nato' | 'wp' };
