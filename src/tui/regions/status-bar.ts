// The status line: the presenter's parts for the turn, the help key, then what changes with every
// cursor move last, so that a move rewrites only the tail; plain separators (no '·', which blessed
// sends through the line-drawing charset) keep it cheap. A message replaces it until the next key.

import type { Frame } from '../frame.js';
import { displayKey, keysOf } from '../keymap.js';
import type { Rect, Shell } from '../shell.js';

export function drawStatus(shell: Shell, f: Frame, r: Rect): void {
  const p = shell.palette;
  if (shell.message) {
    const m = shell.message;
    f.line(r.x, r.y, ` ${m.text}`, r.w, m.warn ? p.warn | (8 << 18) : p.status);
    return;
  }
  const parts = shell.presenter.status(shell.view, shell.cursor, shell.selected);
  const helpKey = keysOf(shell.keymap, 'help')[0];
  const all = [...parts.turn, ...(helpKey ? [`${displayKey(helpKey)} help`] : []), ...parts.here];
  // The score goes before the help key when the whole line still fits; otherwise it is one key
  // away (the score window), never cutting the cursor's hex off the end.
  const withScore = parts.score ? [...parts.turn, parts.score, ...all.slice(parts.turn.length)] : all;
  const text = (xs: string[]) => ` ${xs.join(' | ')}`;
  f.line(r.x, r.y, text([...text(withScore)].length <= r.w ? withScore : all), r.w, p.status);
}
