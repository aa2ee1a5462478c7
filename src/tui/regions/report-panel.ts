// The report panel: its keys (move through the entries, open a breakdown) and its rectangle. The
// entries are the presenter's lines for the events the viewer may read; long lines wrap, and the
// panel can be enlarged (report.grow, draw.ts layout).

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Rect, Shell } from '../shell.js';
import { wrapText } from '../dialogs/box.js';

export function reportAction(shell: Shell, action: string): void {
  const n = shell.desk.report.length;
  switch (action) {
    case 'report.up':
      shell.reportIndex = Math.max(0, shell.reportIndex - 1);
      return;
    case 'report.down':
      shell.reportIndex = Math.min(n - 1, shell.reportIndex + 1);
      return;
    case 'report.pageUp':
      shell.reportIndex = Math.max(0, shell.reportIndex - 5);
      return;
    case 'report.pageDown':
      shell.reportIndex = Math.min(n - 1, shell.reportIndex + 5);
      return;
    case 'report.toggle': {
      const e = shell.desk.report[shell.reportIndex];
      // A breakdown taller than the panel opens in a window of its own.
      if (e && e.detail.length + 1 > shell.reportRows) {
        shell.dialog = { kind: 'message', title: 'Breakdown · Esc closes', lines: [e.text, ...e.detail] };
        return;
      }
      if (shell.expanded.has(shell.reportIndex)) shell.expanded.delete(shell.reportIndex);
      else shell.expanded.add(shell.reportIndex);
      return;
    }
    case 'report.back':
      shell.focus = 'map';
      return;
  }
}

export function drawReport(shell: Shell, f: Frame, r: Rect, box: BoxChars): void {
  const p = shell.palette;
  const focused = shell.focus === 'report';
  const rep = shell.desk.report;
  drawBox(f, r.x, r.y, r.w, r.h, `Report (${rep.length})`, box, p.border, focused ? p.focusTitle : p.title);
  // Flatten entries with their expanded breakdowns, then show the window that ends at the chosen entry.
  const flat: { text: string; a: number; entry: number }[] = [];
  const width = r.w - 2;
  rep.forEach((e, i) => {
    const a =
      focused && i === shell.reportIndex
        ? p.cursor
        : e.kind === 'heading'
          ? p.heading
          : e.kind === 'combat'
            ? p.warn
            : e.kind === 'error'
              ? p.enemy
              : p.plain;
    const mark = e.detail.length > 0 ? (shell.expanded.has(i) ? '▾ ' : '▸ ') : '  ';
    const head =
      (shell.settings.charset === 'ascii' ? mark.replace('▾', 'v').replace('▸', '>') : mark) + e.text;
    // Lines wrap at a space rather than being cut at the panel's edge (issue 18: 80x24).
    for (const text of wrapText(head, width)) flat.push({ text, a, entry: i });
    if (shell.expanded.has(i))
      for (const d of e.detail)
        for (const text of wrapText('  ' + d, width)) flat.push({ text, a: p.dim, entry: i });
  });
  const h = r.h - 2;
  shell.reportRows = h;
  // The window ends with the chosen entry (its breakdown included) but never hides its first line.
  let start = Math.max(0, flat.length - h);
  const target = shell.reportIndex;
  if (target >= 0 && target < rep.length) {
    let first = -1;
    let last = -1;
    for (let k = 0; k < flat.length; k++)
      if (flat[k]!.entry === target) {
        if (first < 0) first = k;
        last = k;
      }
    if (first >= 0) start = Math.min(first, Math.max(0, Math.max(last + 1, Math.min(flat.length, h)) - h));
  }
  for (let i = 0; i < h; i++) {
    const l = flat[start + i];
    f.line(r.x + 1, r.y + 1 + i, l ? l.text : '', r.w - 2, l ? l.a : p.plain);
  }
}
