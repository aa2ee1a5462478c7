// The detection extension's state slice (state.ext.det), its commands and its events (issue 17).
// Commands and events of this folder start with "det-" so they never clash with another's.

import type { ReconTarget } from './api.js';

/** state.ext.det */
export interface DetectionState {
  /** Set by init(); replaced by the real fields as the rules land. */
  readonly started?: boolean;
  /** RS-AIR-66 / RS-SF-3 Recon markers. */
  recon?: ReconTarget[];
}

/** The commands this folder handles (none yet). */
export type DetectionCommand = never;

/** Events of this folder: each starts with "det-". */
export type DetectionEvent = {
  readonly type: 'det-note';
  readonly text: string;
  readonly side?: 'nato' | 'wp';
};
