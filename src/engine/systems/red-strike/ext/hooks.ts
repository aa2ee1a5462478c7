// The seam between the land game and the extended game (issue 17). Each group of [EXT] rules is a
// folder beside the land game's modules (air/, adn/, naval/, detection/, missiles/, nbc/, sf/,
// optional/) that exports one RsExtension. The land game calls the hooks below at fixed points of
// the sequence of play (RS-SEQ-1..11); an extension that is switched off (ext/options.ts) is
// never called, so the land game plays exactly as before with every option off.

import type { z } from 'zod';
import type { RuleError } from '../../../core/errors.js';
import type { Dice } from '../../../core/rng.js';
import type { RsDice } from '../dice.js';
import type { RsCommand, RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import type { RsView } from '../view.js';

/** A computer player's candidate order, with a note for `--trace`. */
export interface ExtChoice {
  readonly command: RsCommand;
  readonly note: string;
}

export interface RsExtension {
  /** The key of its slice in `state.ext` and its name in messages. */
  readonly id: string;
  /** In force in this game (usually `isOn(s, key)`, sometimes "air or naval"). */
  enabled(s: RsState): boolean;

  /** Sets up the extension's state slice in a new game (s.ext[id]). */
  init?(s: RsState): void;
  /** The slice's snapshot schema (saves are checked against it, issue 21). */
  readonly snapshot?: z.ZodType;

  /** The command types it handles. */
  readonly commandTypes?: readonly string[];
  /** The shape of those commands (a strict object or a union of them); the rules check the rest. */
  readonly commandSchema?: z.ZodType;
  /**
   * Applies one of its commands to `n`, a copy of the state the caller throws away on refusal.
   * `side` is the acting side. Returns a RuleError to refuse (nothing is kept), or null.
   */
  apply?(n: RsState, cmd: RsCommand, side: Side, dice: RsDice, events: RsEvent[]): RuleError | null;
  /** Commands of its own that roll no dice and reveal nothing (the client may take them back). */
  isUndoable?(cmd: RsCommand): boolean;
  /** May the side act while a ground combat is open (e.g. a CAS mission, RS-SEQ-9 #4)? */
  allowedInCombat?(cmd: RsCommand): boolean;

  // ---- the sequence of play ----
  /** Strategic step (RS-SEQ-2), after initiative and before reinforcements. */
  strategic?(s: RsState, dice: RsDice, events: RsEvent[]): void;
  /** A side ends its unit assignment (RS-SEQ-3 #1). */
  assigned?(s: RsState, side: Side, dice: RsDice, events: RsEvent[]): void;
  /** Supply phase of a side (RS-SEQ-3 #2), after the ground units' check. */
  supply?(s: RsState, side: Side, dice: RsDice, events: RsEvent[]): void;
  /** Start of an action stage's movement phase (RS-SEQ-4: naval activation rolls). */
  stageStart?(s: RsState, stage: 1 | 2 | 3, dice: RsDice, events: RsEvent[]): void;
  /**
   * Has the active side something of this extension it may do in the current movement segment
   * (a sortie, a naval move)? A segment where no side has anything to do passes by itself.
   */
  mayActInSegment?(s: RsState): boolean;
  /** End step (RS-SEQ-11), before the victory check; may set s.result (DEFCON 1). */
  endStep?(s: RsState, dice: RsDice, events: RsEvent[]): void;
  /** Ground units of `side` entered these hexes (moves, rail, overrun, advance, retreat). */
  groundEntered?(
    s: RsState,
    side: Side,
    units: readonly number[],
    hexes: readonly number[],
    events: RsEvent[],
  ): void;

  // ---- effects on the land game ----
  /** Hexes that act as interdicted for `side`'s ground movement, retreat and supply (RS-MOV-30). */
  interdictedFor?(s: RsState, side: Side): Iterable<number>;
  /** Extra MP for a ground unit entering `to` (e.g. +2 in a contaminated hex, RS-NBC-16). */
  extraMp?(s: RsState, unit: number, to: number): number;
  /** Hexes no supply line of `side` may trace through (RS-SUP-11: nuclear and contaminated hexes). */
  blocksSupply?(s: RsState, side: Side): Iterable<number>;
  /** VP it scores (RS-VIC-13..20), added to the land game's. */
  victoryPoints?(s: RsState): Record<Side, number>;

  // ---- fog of war and words ----
  /** Removes from a side's copy what that side may not know (design invariant 3). */
  view?(v: RsState, side: Side): void;
  /** May `side` read this event of the extension? Default: yes. */
  eventVisible?(s: RsState, e: RsEvent, side: Side): boolean;
  /** One line for its own events; undefined for events it does not know. */
  describe?(s: RsState, e: RsEvent): string | undefined;

  // ---- the computer player ----
  /**
   * Candidate orders for the acting side in the current step, best first, each legal on the view
   * (the computer gives no refused command). Asked before the land game's own orders.
   */
  computer?(v: RsView, kind: 'ai' | 'random', dice: Dice): ExtChoice[];
}
