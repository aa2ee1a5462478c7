// The missiles extension's state slice (state.ext.msl), its commands and its events (issue 17).
// Commands and events of this folder start with "msl-" so they never clash with another's.

/** state.ext.msl */
export interface MissileState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type MissileCommand = never;

/** Events of this folder: each starts with "msl-". */
export type MissileEvent = {
  readonly type: 'msl-note';
  readonly text: string;
  readonly side?: 'nato' | 'wp';
};
