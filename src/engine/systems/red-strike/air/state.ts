// The air extension's state slice (state.ext.air), its commands and its events (issue 17).
// Commands and events of this folder start with "air-" so they never clash with another's.

/** state.ext.air */
export interface AirState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type AirCommand = never;

/** Events of this folder: each starts with "air-". */
export type AirEvent = { readonly type: 'air-note'; readonly text: string; readonly side?: 'nato' | 'wp' };
