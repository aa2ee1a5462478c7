// The map legend (issue 18): every glyph the map draws and what it means, from the presenter, which
// builds it from its renderer's glyph tables (src/render/ascii-hex/glyphs.ts legend(),
// src/render/ascii-area/glyphs.ts legendLines()), so it cannot drift from what is drawn. One column,
// in the charset in use; a window that scrolls at 80x24. Help (`?`) shows it too, as a section.

import { displayKey, keysOf } from '../keymap.js';
import type { Dialog, Shell } from '../shell.js';

export function legendLines(shell: Shell): string[] {
  return shell.presenter.legend?.(shell.view, shell.settings.charset) ?? [];
}

export function legendDialog(shell: Shell): Dialog {
  const lines = legendLines(shell);
  const key = keysOf(shell.keymap, 'legend')[0];
  return {
    kind: 'message',
    title: `Map legend · Esc closes${key ? ` · ${displayKey(key)} shows it again` : ''}`,
    lines: lines.length > 0 ? lines : ['This map has no legend.'],
  };
}
