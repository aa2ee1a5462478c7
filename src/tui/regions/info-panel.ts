// The info panel: the presenter's lines for the cursor location (hex info, area info), wrapped to
// the panel, the selected unit kept in view.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Rect, Shell } from '../shell.js';
import type { InfoLine } from '../systems/presenter.js';
import { styleOf } from '../theme.js';

export function drawInfo(shell: Shell, f: Frame, r: Rect, box: BoxChars): void {
  const p = shell.palette;
  drawBox(f, r.x, r.y, r.w, r.h, shell.presenter.infoTitle, box, p.border, p.title);
  const lines = wrapLines(shell.presenter.infoLines(shell.view, shell.cursor, shell.selected), r.w - 2);
  const h = r.h - 2;
  // Keep the selected unit's lines in view when the stack is taller than the panel.
  let start = 0;
  const sel = lines.findIndex((l) => l.style === 'selected');
  if (sel >= 0 && sel + 5 > h) start = Math.min(sel, Math.max(0, lines.length - h));
  for (let i = 0; i < h; i++) {
    const l = lines[start + i];
    f.line(r.x + 1, r.y + 1 + i, l ? l.text : '', r.w - 2, l ? styleOf(p, l.style) : p.plain);
  }
}

/** Long lines (unit names, hexsides) wrap onto indented continuation lines. */
export function wrapLines(lines: readonly InfoLine[], width: number): InfoLine[] {
  const out: InfoLine[] = [];
  for (const l of lines) {
    let text = l.text;
    let first = true;
    while ([...text].length > width && width > 8) {
      const chars = [...text];
      let cut = chars.slice(0, width).lastIndexOf(' ');
      if (cut < width / 2) cut = width;
      out.push({ text: chars.slice(0, cut).join(''), style: l.style });
      text = '   ' + chars.slice(cut).join('').trimStart();
      first = false;
    }
    out.push({ text, style: first ? l.style : l.style === 'selected' ? 'own' : l.style });
  }
  return out;
}
