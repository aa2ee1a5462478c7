// The naval extension's state slice (state.ext.naval), its commands and its events (issue 17).
// Commands and events of this folder start with "naval-" so they never clash with another's.

/** state.ext.naval */
export interface NavalState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type NavalCommand = never;

/** Events of this folder: each starts with "naval-". */
export type NavalEvent = {
  readonly type: 'naval-note';
  readonly text: string;
  readonly side?: 'nato' | 'wp';
};
