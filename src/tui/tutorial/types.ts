// The tutorial's data: a step is text, a predicate that says when the player has done it, and an
// optional region to highlight. Steps are data so that a system (its presenter) or a scenario
// supplies its own; the shell runs them without knowing the system (src/tui/tutorial/tutorial.ts).

import type { Shell } from '../shell.js';

/**
 * What happened in the client since the step began, as the App reports it (app.ts hooks): an action
 * run (from a key or the palette), an order whose commands the session took, the viewer's desk
 * opening on a new turn (after the other side's part).
 */
export type TutorialSignal =
  | { readonly kind: 'action'; readonly id: string }
  | { readonly kind: 'order'; readonly id: string }
  | { readonly kind: 'desk' };

/** What a step's predicate reads: the shell's state now and the signals since the step began. */
export interface TutorialContext {
  readonly shell: Shell;
  readonly signals: readonly TutorialSignal[];
  /** True when the order with this id was aimed with a preview drawn since the step began. */
  readonly previewed: (orderId: string) => boolean;
}

/** The regions a step may point at (draw.ts layout). */
export type TutorialRegion = 'map' | 'info' | 'units' | 'report';

export interface TutorialStep {
  readonly id: string;
  /** A few words for the panel's title ("Select a unit"). */
  readonly title: string;
  /**
   * What to read and do. `{action.id}` stands for the keys the keymap in use binds to the action
   * (tutorial.ts keysText), so the text never names a key the player's keymap does not have.
   */
  readonly text: string;
  /** The step is done: the tutorial moves on. A final step without one waits for the skip key. */
  readonly done?: (ctx: TutorialContext) => boolean;
  readonly highlight?: TutorialRegion;
}
