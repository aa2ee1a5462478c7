// The replay of the enemy's turn on the map (PC-NET-06: the replay shows movement and combat
// results, subject to fog of war). Its steps are the report lines the viewer saw of that turn
// (the system's eventsFor, through the presenter): each step moves the map cursor to where it
// happened and shows its line in a strip at the bottom, over the report, so the map stays in view.
// Nothing else is drawn: the map shows the viewer's own view, as always.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Dialog, ReplayStep, Shell } from '../shell.js';
import { wrapText } from './box.js';

type Replay = Extract<Dialog, { kind: 'replay' }>;

/** Opens the replay from the enemy-turn summary; the summary comes back when it ends. */
export function startReplay(
  shell: Shell,
  title: string,
  steps: readonly ReplayStep[],
  back: Dialog | null,
): void {
  if (steps.length === 0) return;
  const d: Replay = { kind: 'replay', title, steps, index: 0, back };
  shell.dialog = d;
  goTo(shell, d, 0);
}

function goTo(shell: Shell, d: Replay, index: number): void {
  d.index = Math.min(Math.max(0, index), d.steps.length - 1);
  const loc = d.steps[d.index]!.loc;
  if (loc !== undefined && loc >= 0) shell.moveCursor(loc);
}

/** Raw keys: → Space n next, ← b back, Home first, Esc q Enter end (back to the summary). */
export function replayKey(shell: Shell, d: Replay, key: string, ch: string | undefined): void {
  if (key === 'right' || key === 'space' || ch === ' ' || ch === 'n') return goTo(shell, d, d.index + 1);
  if (key === 'left' || ch === 'b') return goTo(shell, d, d.index - 1);
  if (key === 'home') return goTo(shell, d, 0);
  if (key === 'end') return goTo(shell, d, d.steps.length - 1);
  if (key === 'escape' || key === 'enter' || key === 'return' || ch === 'q') shell.dialog = d.back;
}

export function drawReplay(shell: Shell, d: Replay, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  const step = d.steps[d.index]!;
  const head = `Replay ${d.index + 1}/${d.steps.length}: ${d.title}`;
  const keys = '→ next · ← back · Esc ends';
  const w = f.cols;
  const text = wrapText(step.text, w - 4);
  const h = Math.min(Math.floor(f.rows / 2), text.length + 3);
  const y = f.rows - 1 - h;
  f.fill(0, y, w, h, ' ', p.plain);
  drawBox(f, 0, y, w, h, head, box, p.border, p.title);
  text.slice(0, h - 3).forEach((l, i) => f.line(2, y + 1 + i, l, w - 4, p.plain));
  f.line(2, y + h - 2, keys, w - 4, p.dim);
}
