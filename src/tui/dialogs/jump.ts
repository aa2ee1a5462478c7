// The jump map: the whole map shrunk into the screen (drawn by the system's map), a cursor moved
// in big steps; Enter moves the view there.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import { actionFor } from '../keymap.js';
import type { Dialog, Shell } from '../shell.js';

type JumpDialog = Extract<Dialog, { kind: 'jump' }>;

export function jumpKey(shell: Shell, d: JumpDialog, key: string): void {
  const grid = shell.presenter.map.grid(shell.view);
  const step = Math.max(1, Math.floor(Math.max(grid.cols, grid.rows) / 20));
  const act = actionFor(shell.keymap, 'map', key);
  if (key === 'escape' || act === 'map.jump') shell.dialog = null;
  else if (key === 'enter') {
    shell.dialog = null;
    const loc = grid.locAt(d.col, d.row);
    if (loc >= 0) shell.moveCursor(loc);
    const desk = shell.desk;
    desk.originCol = clamp(
      d.col - Math.floor(shell.mapFit.cols / 2),
      0,
      Math.max(0, grid.cols - shell.mapFit.cols),
    );
    desk.originRow = clamp(
      d.row - Math.floor(shell.mapFit.rows / 2),
      0,
      Math.max(0, grid.rows - shell.mapFit.rows),
    );
  } else if (act === 'cursor.w' || key === 'left') d.col = clamp(d.col - step, 0, grid.cols - 1);
  else if (act === 'cursor.e' || key === 'right') d.col = clamp(d.col + step, 0, grid.cols - 1);
  else if (act === 'cursor.up' || key === 'up') d.row = clamp(d.row - step, 0, grid.rows - 1);
  else if (act === 'cursor.down' || key === 'down') d.row = clamp(d.row + step, 0, grid.rows - 1);
}

export function drawJump(shell: Shell, d: JumpDialog, f: Frame, box: BoxChars): void {
  const p = shell.palette;
  const map = shell.presenter.map;
  const rect = { x: 2, y: 2, w: f.cols - 4, h: f.rows - 4 };
  const loc = map.grid(shell.view).locAt(d.col, d.row);
  const where = loc >= 0 ? shell.presenter.label(shell.view, loc) : '';
  const title = `Jump map ${where} · arrows, Enter jumps, Esc closes`;
  drawBox(f, rect.x - 1, rect.y - 1, rect.w + 2, rect.h + 2, title, box, p.border, p.title);
  map.paintJump(f, rect, shell.view, { col: d.col, row: d.row }, p);
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
