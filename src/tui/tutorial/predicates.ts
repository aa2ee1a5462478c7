// Predicates the steps are built from: each reads the shell's state or the signals the App reported
// since the step began (types.ts), never raw keystrokes, so a step is done however the player did
// it (a key of any keymap, the palette, a mouse click).

import type { TutorialContext, TutorialSignal } from './types.js';

type Predicate = (ctx: TutorialContext) => boolean;

const any = (ctx: TutorialContext, f: (s: TutorialSignal) => boolean) => ctx.signals.some(f);

/** The player ran the action (or one of them). */
export const ran =
  (...ids: string[]): Predicate =>
  (ctx) =>
    any(ctx, (s) => s.kind === 'action' && ids.includes(s.id));

/** Units of the player's are selected. */
export const hasSelection: Predicate = (ctx) => ctx.shell.selected.length > 0;

/** The session took the commands of this order. */
export const orderDone =
  (id: string): Predicate =>
  (ctx) =>
    any(ctx, (s) => s.kind === 'order' && s.id === id);

/** The order went after its preview was drawn while aiming (a move's path, fire's odds). */
export const orderDoneAfterPreview =
  (id: string): Predicate =>
  (ctx) =>
    ctx.previewed(id) && orderDone(id)(ctx);

/** A result's breakdown is open: a report entry expanded, or its breakdown window. */
export const breakdownOpen: Predicate = (ctx) =>
  ctx.shell.expanded.size > 0 ||
  (ctx.shell.dialog?.kind === 'message' && ctx.shell.dialog.title.startsWith('Breakdown'));

/** The player's desk opened on a new turn: the other side has played its part. */
export const newTurn: Predicate = (ctx) => any(ctx, (s) => s.kind === 'desk');

/** A new turn began and its opening window (what was seen of the enemy's turn) is closed again. */
export const enemyTurnRead: Predicate = (ctx) => newTurn(ctx) && ctx.shell.dialog === null;

export const both =
  (a: Predicate, b: Predicate): Predicate =>
  (ctx) =>
    a(ctx) && b(ctx);
