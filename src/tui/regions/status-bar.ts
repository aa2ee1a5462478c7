// The status line: the presenter's parts for the turn, the help key, then what changes with every
// cursor move last, so that a move rewrites only the tail (parts give way whole, never cut); plain separators (no '·', which blessed
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
  const help = helpKey ? [`${displayKey(helpKey)} help`] : [];
  const text = (xs: readonly string[]) => ` ${xs.join(' | ')}`;
  const fits = (xs: readonly string[]) => [...text(xs)].length <= r.w;
  f.line(r.x, r.y, text(fitStatus(parts.turn, parts.score, help, parts.here, fits)), r.w, p.status);
}

/**
 * The parts that fit, never one cut in the middle. Given up in this order while the line is too
 * long: the score (one key away, the score window), the help key (every dialog's help line shows
 * it too), the cursor's hex (the hex info panel heads with it), then the turn parts from the last,
 * keeping the first. Presenters put their turn parts in order of importance.
 */
export function fitStatus(
  turn: readonly string[],
  score: string | undefined,
  help: readonly string[],
  here: readonly string[],
  fits: (parts: readonly string[]) => boolean,
): readonly string[] {
  const candidates: (readonly string[])[] = [
    ...(score ? [[...turn, score, ...help, ...here]] : []),
    [...turn, ...help, ...here],
    [...turn, ...here],
  ];
  for (let keep = turn.length; keep >= Math.min(1, turn.length); keep--) candidates.push(turn.slice(0, keep));
  return candidates.find(fits) ?? candidates[candidates.length - 1]!;
}
