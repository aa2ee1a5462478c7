// The load dialog: the saved games, newest first; a damaged file is listed with why, never hidden.

import type { BoxChars, Frame } from '../frame.js';
import type { Dialog, Shell } from '../shell.js';
import { dialogBox } from './box.js';

type LoadDialog = Extract<Dialog, { kind: 'load' }>;

export function loadAction(shell: Shell, d: LoadDialog, action: string): void {
  if (action === 'dialog.up') d.index = Math.max(0, d.index - 1);
  else if (action === 'dialog.down') d.index = Math.min(d.entries.length - 1, d.index + 1);
  else if (action === 'dialog.yes') shell.loadEntry(d.entries[d.index]);
  else if (action === 'dialog.no') shell.dialog = null;
}

export function drawLoad(shell: Shell, d: LoadDialog, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  const lines = d.entries.map((e, i) => ({
    text: e.error ? `${e.title}: ${e.error}` : e.title,
    a: i === d.index ? p.cursor : e.error ? p.warn : p.plain,
  }));
  dialogBox(p, f, box, 'Load a game · Enter loads, Esc closes', lines, 50);
}
