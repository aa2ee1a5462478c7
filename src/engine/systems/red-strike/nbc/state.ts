// The nbc extension's state slice (state.ext.nbc), its commands and its events (issue 17).
// Commands and events of this folder start with "nbc-" so they never clash with another's.

import type { Side } from '../scenario.js';

export type NuclearSizeName = 'small' | 'medium' | 'massive';

/** RS-NBC-13/16: a "Nuclear attack" marker, flipped to "Nuclear contamination" in the end step. */
export interface NbcMarker {
  hex: number;
  kind: 'attack' | 'contamination';
  /** RS-NBC-17: quarter turns taken (0, 1 = 90°, 2 = 180°). */
  rotation: number;
  /** The attack it comes from (RS-OPT-4: new markers are added next to the chain's last one). */
  chain: number;
  /** RS-OPT-4: the last marker placed of its chain. */
  last: boolean;
}

/** state.ext.nbc */
export interface NbcState {
  /** RS-NBC-1 / RS-AMB-46: 5..1. */
  defcon: number;
  /** The GT in which nuclear use last moved DEFCON (once per GT, RS-NBC-1 / RS-AMB-21); 0 = never. */
  defconMovedGt: number;
  /** RS-WO-1: World Opinion, + toward NATO, - toward the WP. */
  wo: number;
  /** VP scored so far by this extension, by source (RS-VIC-13..15). */
  vp: { wo: Record<Side, number>; defcon: Record<Side, number>; firstNuclear: Record<Side, number> };
  /** RS-NBC-4: the side that used nuclear weapons first, or null. */
  firstNuclear: Side | null;
  /** Sides that have used nuclear weapons (retaliation is authorised, RS-NBC-5). */
  nuclearUsed: Record<Side, boolean>;
  /** RS-NBC-5: authorised to use nuclear weapons at will. */
  authorised: Record<Side, boolean>;
  /** RS-NBC-21: the GT of the first chemical attack of the game, or 0. */
  firstChemicalGt: number;
  /** RS-NBC-24: sides that have used chemicals (WO moved once per player). */
  chemicalUsed: Record<Side, boolean>;
  /** RS-NBC-20 (B): hexes a chemical missile struck, keyed "GT.stage", for that stage's combat. */
  chemicalHexes: { hex: number; key: string; by: Side }[];
  markers: NbcMarker[];
  nextChain: number;
  /** RS-NBC-14: city, port or sonobuoy hexes destroyed by a nuclear attack. */
  destroyed: number[];
  /** RS-OPT-21: a side whose officer released nuclear weapons this GT, and whether it struck yet. */
  strangelove: Record<Side, 'none' | 'owed' | 'done'>;
}

/** RS-NBC-20..22: chemical use declared in an open ground combat by its attacker. */
export type NbcCommand =
  | { readonly type: 'nbc-chemical'; readonly unit: string }
  /** RS-NBC-13: small nuclear artillery by a ground unit with artillery support at an adjacent hex. */
  | { readonly type: 'nbc-nuclear-artillery'; readonly unit: string; readonly hex: string };

/** Events of this folder: each starts with "nbc-". */
export type NbcEvent =
  | { readonly type: 'nbc-note'; readonly text: string; readonly side?: Side }
  | {
      readonly type: 'nbc-nuclear';
      readonly by: Side;
      readonly hex: number;
      readonly size: NuclearSizeName;
      readonly hits: number;
      readonly destroyed: boolean;
    }
  | { readonly type: 'nbc-chemical'; readonly by: Side; readonly hex: number; readonly shifts?: number }
  | {
      readonly type: 'nbc-wo';
      readonly toward: Side;
      readonly spaces: number;
      readonly wo: number;
      readonly why: string;
    }
  | { readonly type: 'nbc-defcon'; readonly defcon: number; readonly by: Side; readonly vp: number }
  | { readonly type: 'nbc-vp'; readonly side: Side; readonly vp: number; readonly why: string }
  | {
      readonly type: 'nbc-release';
      readonly side: Side;
      readonly roll: readonly [number, number];
      readonly authorised: boolean;
    }
  | {
      readonly type: 'nbc-strangelove';
      readonly side: Side;
      readonly roll: readonly [number, number];
      readonly released: boolean;
    }
  | {
      readonly type: 'nbc-fallout';
      readonly from: number;
      readonly to: number | null;
      readonly roll: number;
      readonly added: boolean;
    }
  | { readonly type: 'nbc-marker'; readonly hex: number; readonly kind: 'contamination' | 'removed' }
  | {
      readonly type: 'nbc-entered';
      readonly side: Side;
      readonly hex: number;
      readonly units: readonly number[];
      readonly hits: number;
    };
