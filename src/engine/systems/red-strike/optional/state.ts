// The optional extension's state slice (state.ext.opt), its commands and its events (issue 17).
// Commands and events of this folder start with "opt-" so they never clash with another's.
// Each rule keeps its own part of the slice; a part is present whatever the options, so the
// snapshot schema (snapshot.ts) is one shape.

import type { Side } from '../scenario.js';

/** RS-OPT-23 / RS-OPT-3 / RS-AMB-18: the two decks, the hands and this GT's plays. */
export interface CardsState {
  /** Draw piles, top first (hidden from both sides in the view). */
  deck: Record<Side, string[]>;
  discard: Record<Side, string[]>;
  hand: Record<Side, string[]>;
  /** Cards a side has chosen to play this GT, secret until both have assigned. */
  plays: Record<Side, { card: string; use: 'event' | 'sp' }[]>;
  /** The decks were shuffled (first strategic step). */
  shuffled: boolean;
  /** Event cards removed from the game after use. */
  removed: string[];
}

/** state.ext.opt */
export interface OptionalState {
  /** RS-OPT-1: destroyed bridges (edge ids); never repaired. */
  bridgesDown: number[];
  /** RS-OPT-2b: WP units carrying a breakthrough marker. */
  breakthrough: number[];
  /** RS-OPT-2b: NATO units that retreated or withdrew in the open combat (markers the WP may place). */
  breakthroughDue: { combat: number; count: number } | null;
  /** RS-OPT-2b: WP units that advanced after combat in the current combat phase (they keep the marker). */
  advancedThisPhase: number[];
  /** RS-OPT-14: the GT of the bad weather (roll or card), and whether the roll came up (once a game). */
  weather: { badTurns: number[]; rolledBad: boolean; lastRoll: [number, number] | null };
  /** RS-OPT-10: placed once; markers by number (1..10) and hex, removed ones gone. */
  wallmeister: { placed: boolean; markers: { n: number; hex: number }[] };
  /** RS-OPT-8: markers with their move count (RS-AMB-36) and the city they came from. */
  refugees: { hex: number; moves: number; city: number }[];
  /** RS-OPT-8: the WP's standing order: place refugee markers when its units enter a city's neighbourhood. */
  refugeeOrder: boolean;
  /** RS-OPT-16: ATGM teams sent to the open combat, and combat-transport points spent this GT. */
  atgm: { combat: number; parent: number; bonus: number }[];
  atgmSpent: number;
  /** RS-OPT-23: null when cards are not played. */
  cards: CardsState | null;
  /** Card event "reinforcements delayed": units held back and the GT they may arrive. */
  held: { unit: number; until: number }[];
  /** RS-VIC-20 / RS-HIT-10: hits on the scenario's installations, by id. */
  installations: Record<string, { hits: number; destroyed: boolean }>;
}

/** The commands this folder handles. */
export type OptionalCommand =
  /** RS-OPT-10: NATO places the 10 Wallmeister markers (numbered 1..10 in this order). */
  | { readonly type: 'opt-wallmeister'; readonly hexes: readonly string[] }
  /** RS-OPT-8: the WP's standing order on refugees. */
  | { readonly type: 'opt-refugees'; readonly place: boolean }
  /** RS-OPT-16: NATO sends an ATGM team from `parent` to the hex the WP attacks. */
  | { readonly type: 'opt-atgm'; readonly parent: string }
  /** RS-OPT-23: play a card of the hand for its event or its SP. */
  | { readonly type: 'opt-card'; readonly card: string; readonly use: 'event' | 'sp' }
  /** RS-OPT-2c: a WP second echelon advances after combat along `path`. */
  | { readonly type: 'opt-echelon'; readonly units: readonly string[]; readonly path: readonly string[] };

/** Events of this folder: each starts with "opt-". */
export type OptionalEvent =
  | { readonly type: 'opt-note'; readonly text: string; readonly side?: Side }
  | { readonly type: 'opt-bridge'; readonly edge: number; readonly hexes: readonly [number, number] }
  | {
      readonly type: 'opt-weather';
      readonly roll: readonly [number, number] | null;
      readonly bad: boolean;
      readonly why: 'roll' | 'card';
    }
  | { readonly type: 'opt-wallmeister'; readonly hexes: readonly number[] }
  | { readonly type: 'opt-wallmeister-roll'; readonly roll: number; readonly hex: number | null }
  | {
      readonly type: 'opt-refugees';
      readonly action: 'placed' | 'moved' | 'removed';
      readonly hex: number;
      readonly to?: number;
    }
  | { readonly type: 'opt-refugee-order'; readonly place: boolean }
  | {
      readonly type: 'opt-atgm';
      readonly combat: number;
      readonly parent: number;
      readonly roll: number;
      readonly bonus: number;
    }
  | { readonly type: 'opt-breakthrough'; readonly units: readonly number[]; readonly placed: boolean }
  | { readonly type: 'opt-card-chosen'; readonly side: Side }
  | {
      readonly type: 'opt-card';
      readonly side: Side;
      readonly card: string;
      readonly use: 'event' | 'sp';
      readonly text: string;
    }
  | { readonly type: 'opt-cards-drawn'; readonly side: Side; readonly count: number }
  | {
      readonly type: 'opt-held';
      readonly side: Side;
      readonly units: readonly number[];
      readonly until: number;
    }
  | {
      readonly type: 'opt-installation';
      readonly id: string;
      readonly hits: number;
      readonly destroyed: boolean;
    };
