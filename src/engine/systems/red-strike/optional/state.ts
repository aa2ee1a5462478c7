// The optional extension's state slice (state.ext.opt), its commands and its events (issue 17).
// Commands and events of this folder start with "opt-" so they never clash with another's.

/** state.ext.opt */
export interface OptionalState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type OptionalCommand = never;

/** Events of this folder: each starts with "opt-". */
export type OptionalEvent = {
  readonly type: 'opt-note';
  readonly text: string;
  readonly side?: 'nato' | 'wp';
};
