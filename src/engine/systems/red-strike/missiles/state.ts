// The missiles extension's state slice (state.ext.msl), its commands and its events (issue 17).
// Commands and events of this folder start with "msl-" so they never clash with another's.

import type { Side } from '../scenario.js';
import type { Warhead } from './api.js';

/** state.ext.msl */
export interface MissileState {
  /** RS-MSL-2: shots fired per LRMU (unit id); no entry = 3 shots left. */
  fired: Record<string, number>;
  /** RS-OPT-19: LRMUs (unit ids) under a "no missiles" marker until replenished. */
  empty: string[];
  /** Cruise missiles of naval and air units: the GT of each unit's last salvo (one per GT). */
  cruiseGt: Record<string, number>;
  /** Hits on installations that no other folder keeps (scenario installations, ports), by id. */
  installationHits: Record<string, number>;
}

/** A missile's target as a command names it (unit ids, installation ids). */
export type MissileTargetCmd =
  | { readonly kind: 'ground'; readonly unit: string }
  | { readonly kind: 'naval'; readonly unit: string }
  | { readonly kind: 'installation'; readonly id: string }
  | { readonly kind: 'hex' };

export type MissileCommand =
  /** RS-MSL-1..3: an LRMU fires one missile. */
  | {
      readonly type: 'msl-fire';
      readonly unit: string;
      readonly hex: string;
      readonly target: MissileTargetCmd;
      readonly warhead: Warhead;
    }
  /** RS-MSL-10: a naval or air unit's cruise missile. */
  | {
      readonly type: 'msl-cruise';
      readonly unit: string;
      readonly hex: string;
      readonly target: MissileTargetCmd;
      readonly warhead: Warhead;
    };

/** Events of this folder: each starts with "msl-". */
export type MissileEvent =
  | { readonly type: 'msl-note'; readonly text: string; readonly side?: Side }
  | {
      readonly type: 'msl-fired';
      readonly by: Side;
      readonly missile: string;
      readonly hex: number;
      readonly target: string;
      readonly warhead: Warhead;
      /** The d100 roll and its modifier, or null for a sure hit / a missile Patriot destroyed. */
      readonly roll: number | null;
      readonly drm: number;
      readonly need: number | 'sure';
      readonly hit: boolean;
      /** RS-MSL-12: the Patriot d10, when rolled. */
      readonly patriot?: { readonly roll: number; readonly destroyed: boolean };
    }
  | { readonly type: 'msl-spent'; readonly unit: number; readonly left: number; readonly removed: boolean }
  | { readonly type: 'msl-replenished'; readonly unit: number; readonly sp: number }
  | { readonly type: 'msl-interdicted'; readonly hex: number; readonly by: Side }
  | { readonly type: 'msl-installation'; readonly id: string; readonly hits: number };
