// The command palette: type to find any map or global action (the system's orders included) by a
// word of its label, Enter runs it.

import type { BoxChars, Frame } from '../frame.js';
import { displayKey, keysOf } from '../keymap.js';
import type { Dialog, Shell } from '../shell.js';
import { dialogBox } from './box.js';

type PaletteDialog = Extract<Dialog, { kind: 'palette' }>;

export function paletteKey(shell: Shell, d: PaletteDialog, key: string, ch: string | undefined): void {
  const matches = shell.paletteMatches(d.query);
  if (key === 'escape') shell.dialog = null;
  else if (key === 'enter') {
    const id = matches[d.index];
    shell.dialog = null;
    if (id) shell.run(id);
  } else if (key === 'up') d.index = Math.max(0, d.index - 1);
  else if (key === 'down') d.index = Math.min(Math.max(0, matches.length - 1), d.index + 1);
  else if (key === 'backspace') {
    d.query = d.query.slice(0, -1);
    d.index = 0;
  } else if (ch && ch.length === 1 && ch >= ' ' && ch !== '\x7f') {
    d.query += ch;
    d.index = 0;
  }
}

export function drawPalette(shell: Shell, d: PaletteDialog, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  const matches = shell.paletteMatches(d.query);
  const lines = [{ text: `> ${d.query}_`, a: p.heading }];
  const h = Math.min(matches.length, f.rows - 8);
  const start = Math.max(0, Math.min(d.index - Math.floor(h / 2), matches.length - h));
  for (let i = start; i < start + h; i++) {
    const id = matches[i]!;
    const keys = keysOf(shell.keymap, id).map(displayKey).join(' ');
    lines.push({
      text: `${shell.keymap.actions[id]!.label}${keys ? `  [${keys}]` : ''}`,
      a: i === d.index ? p.cursor : p.plain,
    });
  }
  dialogBox(p, f, box, 'Command palette · type to search', lines, 50);
}
