// Giving an order: the presenter's OrderSpec says what it needs; here the shell checks it, aims it
// with the cursor while the preview follows, asks for confirmation when the order wants it, and
// applies the commands it becomes through the session.

import { safe } from './safe.js';
import { openGrid } from './screens/grid-editor.js';
import type { Shell } from './shell.js';
import type { OrderContext, OrderSpec } from './systems/presenter.js';

type Spec = OrderSpec<unknown, unknown, unknown>;

function contextOf(shell: Shell): OrderContext<unknown, unknown> {
  return {
    state: shell.session.state,
    view: shell.view,
    side: shell.viewer,
    selected: shell.aim?.units ?? shell.selected,
    cursor: shell.cursor,
  };
}

export function startOrder(shell: Shell, spec: Spec): void {
  const sys = shell.session.system;
  if (spec.ownTurnOnly && sys.actingSide(shell.session.state) !== shell.viewer)
    return shell.say('It is not your turn.', true);
  if (spec.needsSelection && shell.selected.length === 0)
    return shell.say('Select a unit first (Space or Enter where it stands).', true);
  if (spec.target === 'none') {
    const built = spec.build(contextOf(shell), null);
    if ('error' in built) return shell.say(built.error, true);
    // No commands: the order changed only a choice the presenter keeps (the cards to play with
    // the next fire...). An order being aimed stays aimed, its preview redone with the choice.
    if (built.commands.length === 0) {
      if (built.grid) return openGrid(shell, built.grid);
      if (built.cursor !== undefined && built.cursor >= 0) shell.moveCursor(built.cursor);
      if (shell.aim) updatePreview(shell);
      if (built.message) shell.say(built.message, false);
      return;
    }
    return issue(shell, built.commands, spec, built.message);
  }
  shell.aim = { spec, units: shell.selected.slice() };
  shell.preview = null;
  const at = safe(() => spec.aim?.(contextOf(shell)), undefined);
  if (at !== undefined && at >= 0) {
    shell.desk.cursor = at;
    shell.ensureCursorVisible();
  }
  shell.say(
    spec.prompt ?? `${spec.label}: put the cursor on the target, Enter to confirm, Esc to cancel.`,
    false,
  );
  updatePreview(shell);
}

/** The aimed order's preview at the cursor. */
export function updatePreview(shell: Shell): void {
  const spec = shell.aim?.spec;
  if (!spec?.preview) {
    shell.preview = null;
    return;
  }
  const ctx = contextOf(shell);
  shell.preview = safe(() => spec.preview!(ctx), { summary: 'No preview', lines: [] });
}

export function cancelOrder(shell: Shell): void {
  shell.aim = null;
  shell.preview = null;
  shell.say('Order cancelled.', false);
}

/** Enter while aiming: the order's commands go, after a confirmation when it asks for one. */
export function confirmOrder(shell: Shell): void {
  const aim = shell.aim;
  if (!aim) return;
  const built = aim.spec.build(contextOf(shell), shell.preview);
  if ('error' in built) return shell.say(built.error, true);
  if (built.confirm && shell.settings.confirmFire) {
    shell.dialog = {
      kind: 'confirm',
      text: built.confirm,
      onYes: () => issue(shell, built.commands, aim.spec, built.message),
    };
    return;
  }
  issue(shell, built.commands, aim.spec, built.message);
}

/** Applies an order's commands; on success the order is done and the cursor may follow the unit. */
export function issue(
  shell: Shell,
  commands: readonly unknown[],
  spec: Spec | undefined,
  message?: string,
): void {
  const path = shell.preview?.path;
  if (!shell.applyOwn(commands)) return;
  shell.aim = null;
  shell.preview = null;
  if (spec?.followSelection) {
    const first = shell.selected[0];
    const at =
      first !== undefined ? shell.presenter.unitLoc(shell.view, first) : (path?.[path.length - 1] ?? -1);
    if (at >= 0) shell.moveCursor(at);
  }
  const done = message ?? (spec?.done ? safe(() => spec.done!(shell.view), undefined) : undefined);
  // Said only while the viewer still gives orders: a hand-over has its own messages.
  const sys = shell.session.system;
  if (done && sys.actingSide(shell.session.state) === shell.viewer) shell.say(done, false);
}
