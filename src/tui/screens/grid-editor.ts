// A window to edit a table of one-letter settings before an order goes (the presenter's GridEdit):
// the op-fire engagement matrix of Panzer Battles (PB-FIRE-37), firer class × target class with
// N/S/M/L. Arrows (or the map's cursor keys h j k l) move, a choice's letter sets the cell, Space
// cycles it, Enter gives the order, Esc leaves everything as it was. It names no system: the
// presenter gives the labels, the choices and the commands. Fits 80x24 with room to spare.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Dialog, Shell } from '../shell.js';
import type { GridEdit } from '../systems/presenter.js';
import { issue } from '../orders.js';
import { wrapText } from '../dialogs/box.js';

type GridDialog = Extract<Dialog, { kind: 'grid' }>;

/** Opens the editor on a copy of the presenter's values. */
export function openGrid(shell: Shell, edit: GridEdit<unknown>): void {
  shell.dialog = { kind: 'grid', edit, values: edit.values.map((r) => r.slice()), row: 0, col: 0 };
}

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};
const VI: Readonly<Record<string, readonly [number, number]>> = {
  k: [-1, 0],
  j: [1, 0],
  h: [0, -1],
  l: [0, 1],
};

/** Every key goes to the editor while it is open (it is modal). */
export function gridKey(shell: Shell, d: GridDialog, key: string, ch: string | undefined): void {
  const rows = d.values.length;
  const cols = d.values[0]?.length ?? 0;
  if (key === 'escape') {
    shell.dialog = null;
    shell.say(`${d.edit.title}: unchanged.`, false);
    return;
  }
  if (key === 'enter') {
    const out = d.edit.commit(d.values);
    shell.dialog = null;
    if (out.commands.length === 0) return shell.say(`${d.edit.title}: unchanged.`, false);
    issue(shell, out.commands, undefined, out.message);
    return;
  }
  const choices = d.edit.choices;
  const typed = ch?.toUpperCase();
  const lower = ch?.toLowerCase();
  if (typed && choices.includes(typed)) {
    d.values[d.row]![d.col] = typed;
    return;
  }
  if (key === 'space' || ch === ' ') {
    const now = choices.indexOf(d.values[d.row]![d.col]!);
    d.values[d.row]![d.col] = choices[(now + 1) % choices.length]!;
    return;
  }
  const step = MOVES[key] ?? (lower && !choices.includes(lower.toUpperCase()) ? VI[lower] : undefined);
  if (!step) return;
  d.row = Math.min(rows - 1, Math.max(0, d.row + step[0]));
  d.col = Math.min(cols - 1, Math.max(0, d.col + step[1]));
}

/** The table, a cursor on one cell, the meaning of the letters and the keys. */
export function drawGrid(shell: Shell, d: GridDialog, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  const e = d.edit;
  const labelW = Math.max(e.corner.length, ...e.rowLabels.map((l) => l.length)) + 1;
  const cellW = Math.max(3, ...e.colLabels.map((l) => l.length + 1));
  const keys = `arrows move · ${e.choices.join('/')} set · Space cycles · Enter: order · Esc: cancel`;
  const tableW = labelW + cellW * e.colLabels.length;
  const raw = [...e.help, '', keys];
  const w = Math.min(f.cols - 2, Math.max(tableW, e.title.length + 4, ...raw.map((l) => l.length)) + 4);
  // Lines wider than the screen wrap at a space (80x24 is the size most players have).
  const body = raw.flatMap((l) => (l === keys ? [l] : wrapText(l, w - 4)));
  const h = Math.min(f.rows, 2 + 2 + e.rowLabels.length + 1 + body.length);
  const x = Math.floor((f.cols - w) / 2);
  const y = Math.max(0, Math.floor((f.rows - h) / 2));
  f.fill(x, y, w, h, ' ', p.plain);
  drawBox(f, x, y, w, h, e.title, box, p.border, p.title);
  const left = x + 2;
  let row = y + 2;
  f.text(left, row, e.corner.padEnd(labelW), p.dim, labelW);
  e.colLabels.forEach((c, j) => f.text(left + labelW + j * cellW, row, c, p.title, cellW));
  row++;
  e.rowLabels.forEach((r, i) => {
    f.text(left, row, r, p.title, labelW);
    e.colLabels.forEach((_, j) => {
      const v = d.values[i]![j]!;
      const changed = v !== e.values[i]![j];
      const a = i === d.row && j === d.col ? p.cursor : changed ? p.warn : p.plain;
      f.text(left + labelW + j * cellW, row, ` ${v} `, a, cellW);
    });
    row++;
  });
  row++;
  for (const line of body) {
    if (row >= y + h - 1) break;
    f.line(left, row++, line, w - 4, line === keys ? p.dim : p.plain);
  }
}
