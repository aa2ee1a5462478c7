// Help: the keys of the screen the player is on, from the keymap in use (two columns when tall).

import type { BoxChars, Frame } from '../frame.js';
import { helpLines } from '../keymap.js';
import type { Shell } from '../shell.js';
import { dialogBox } from './box.js';

export function drawHelp(shell: Shell, f: Frame, box: BoxChars): void {
  const ctx = shell.focus;
  const lines = helpLines(shell.keymap, ctx);
  const kw = Math.min(22, Math.max(...lines.map((l) => l.keys.length)));
  const cols = lines.map((l) => ({ text: `${l.keys.padEnd(kw)}  ${l.label}` }));
  const title = `Keys: ${ctx} (keymap ${shell.keymap.name}) · Esc closes`;
  const maxH = f.rows - 4;
  if (cols.length <= maxH) return dialogBox(shell.palette, f, box, title, cols);
  const half = Math.ceil(cols.length / 2);
  const colW = Math.floor((f.cols - 8) / 2);
  const merged = cols.slice(0, half).map((l, i) => ({
    text: l.text.slice(0, colW - 1).padEnd(colW) + (cols[half + i]?.text.slice(0, colW - 1) ?? ''),
  }));
  dialogBox(shell.palette, f, box, title, merged, f.cols - 4);
}
