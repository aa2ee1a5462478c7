// The unit list: its keys (move in the list, jump to a unit, filter, organisation tree) and its
// rectangle. Rows and filters are the presenter's.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Rect, Shell } from '../shell.js';

export function listAction(shell: Shell, action: string): void {
  const rows = shell.listRows();
  switch (action) {
    case 'list.up':
      shell.listIndex = Math.max(0, shell.listIndex - 1);
      return;
    case 'list.down':
      shell.listIndex = Math.min(rows.length - 1, shell.listIndex + 1);
      return;
    case 'list.pageUp':
      shell.listIndex = Math.max(0, shell.listIndex - 10);
      return;
    case 'list.pageDown':
      shell.listIndex = Math.min(rows.length - 1, shell.listIndex + 10);
      return;
    case 'list.jump': {
      const u = rows[shell.listIndex]?.unit;
      if (u === undefined) return;
      shell.selected = [u];
      shell.focus = 'map';
      shell.moveCursor(shell.presenter.unitLoc(shell.view, u));
      return;
    }
    case 'list.filter':
      shell.listFilter = shell.presenter.nextFilter(shell.view, shell.listFilter);
      shell.listIndex = 0;
      return;
    case 'list.tree':
      shell.listTree = !shell.listTree;
      shell.listIndex = 0;
      return;
    case 'list.back':
      shell.focus = 'map';
      return;
  }
}

export function drawList(shell: Shell, f: Frame, r: Rect, box: BoxChars): void {
  const p = shell.palette;
  const focused = shell.focus === 'units';
  const label = shell.presenter.filterLabel(shell.view, shell.listFilter);
  const title = `Units: ${label}${shell.listTree ? ' · tree' : ''}`;
  drawBox(f, r.x, r.y, r.w, r.h, title, box, p.border, focused ? p.focusTitle : p.title);
  const rows = shell.listRows();
  if (shell.listIndex >= rows.length) shell.listIndex = Math.max(0, rows.length - 1);
  const h = r.h - 2;
  const start = Math.max(0, Math.min(shell.listIndex - Math.floor(h / 2), rows.length - h));
  shell.listRect = { x: r.x + 1, y: r.y + 1, w: r.w - 2, h, start };
  for (let i = 0; i < h; i++) {
    const row = rows[start + i];
    const idx = start + i;
    let a = p.plain;
    if (row && row.unit === undefined) a = p.heading;
    if (row && row.unit !== undefined && shell.selected.includes(row.unit)) a = p.selected;
    if (focused && idx === shell.listIndex) a = p.cursor;
    f.line(r.x + 1, r.y + 1 + i, row ? '  '.repeat(row.depth) + row.text : '', r.w - 2, a);
  }
}
