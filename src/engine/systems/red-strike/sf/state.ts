// The sf extension's state slice (state.ext.sf), its commands and its events (issue 17).
// Commands and events of this folder start with "sf-" so they never clash with another's.

/** state.ext.sf */
export interface SfState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type SfCommand = never;

/** Events of this folder: each starts with "sf-". */
export type SfEvent = { readonly type: 'sf-note'; readonly text: string; readonly side?: 'nato' | 'wp' };
