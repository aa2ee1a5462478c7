// Help: the keys of the screen the player is on, from the keymap in use. Two columns only when
// both fit whole (a wide screen); otherwise one column that scrolls, so that no label is cut at
// 80x24 (issue 18: undo, mode change, dig in, rail, patrol and quit must be findable there). The
// map legend follows the keys as a section of its own.

import type { BoxChars, Frame } from '../frame.js';
import { helpLines } from '../keymap.js';
import type { Dialog, Shell } from '../shell.js';
import { dialogBox } from './box.js';
import { legendLines } from './legend.js';

type HelpDialog = Extract<Dialog, { kind: 'help' }>;

export function drawHelp(shell: Shell, d: HelpDialog, f: Frame, box: BoxChars): void {
  const ctx = shell.focus;
  const lines = helpLines(shell.keymap, ctx, (a) => shell.orderOff(a));
  const kw = Math.min(22, Math.max(...lines.map((l) => l.keys.length)));
  const cols = lines.map((l) => ({ text: `${l.keys.padEnd(kw)}  ${l.label}` }));
  const title = `Keys: ${ctx} (keymap ${shell.keymap.name}) · Esc closes`;
  const maxH = f.rows - 4;
  const half = Math.ceil(cols.length / 2);
  const colW = Math.floor((f.cols - 8) / 2);
  const widest = Math.max(...cols.map((l) => [...l.text].length));
  // The map legend is a section of help (issue 18), after the keys, in one column.
  const legend = legendLines(shell);
  const section =
    legend.length > 0 ? [{ text: '' }, { text: 'Map legend:' }, ...legend.map((text) => ({ text }))] : [];
  if (cols.length <= maxH || widest >= colW)
    return dialogBox(shell.palette, f, box, title, [...cols, ...section], 30, d);
  const merged = cols.slice(0, half).map((l, i) => ({
    text: l.text.padEnd(colW) + (cols[half + i]?.text ?? ''),
  }));
  dialogBox(shell.palette, f, box, title, [...merged, ...section], f.cols - 4, d);
}
