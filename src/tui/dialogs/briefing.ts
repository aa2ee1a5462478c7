// The briefing window (issue 18): the scenario, the viewer's side's orders and how to win, from the
// presenter (a system without a briefing shows its match card). A message window: it scrolls when
// taller than the screen (box.ts) and closes on Esc. Shown when a new game starts (app.ts) and
// reopened with its key or from the palette ("brief", "victory", "tutorial" find it).

import { displayKey, keysOf } from '../keymap.js';
import type { Dialog, Shell } from '../shell.js';

export const BRIEFING_TITLE = 'Briefing';

export function briefingLines(shell: Shell): string[] {
  const state = shell.session.state;
  return shell.presenter.briefing?.(state, shell.viewer) ?? shell.presenter.matchCard(state, shell.players);
}

/** The briefing as a window; `more` goes under it (the match card at the start of a game). */
export function briefingDialog(shell: Shell, more: readonly string[] = []): Dialog {
  const key = keysOf(shell.keymap, 'briefing')[0];
  const again = key ? ` · ${displayKey(key)} shows it again` : '';
  return {
    kind: 'message',
    title: `${BRIEFING_TITLE} · Esc closes${again}`,
    lines: [...briefingLines(shell), ...more],
  };
}
