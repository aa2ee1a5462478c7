// The nbc extension's state slice (state.ext.nbc), its commands and its events (issue 17).
// Commands and events of this folder start with "nbc-" so they never clash with another's.

/** state.ext.nbc */
export interface NbcState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type NbcCommand = never;

/** Events of this folder: each starts with "nbc-". */
export type NbcEvent = { readonly type: 'nbc-note'; readonly text: string; readonly side?: 'nato' | 'wp' };
