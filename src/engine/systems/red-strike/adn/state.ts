// The adn extension's state slice (state.ext.adn), its commands and its events (issue 17).
// Commands and events of this folder start with "adn-" so they never clash with another's.

/** state.ext.adn */
export interface AdnState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
}

/** The commands this folder handles (none yet). */
export type AdnCommand = never;

/** Events of this folder: each starts with "adn-". */
export type AdnEvent = { readonly type: 'adn-note'; readonly text: string; readonly side?: 'nato' | 'wp' };
