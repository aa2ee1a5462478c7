// A dialog's window: centred, sized to its lines, drawn over the game.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Palette } from '../theme.js';

export function dialogBox(
  p: Palette,
  f: Frame,
  box: BoxChars,
  title: string,
  lines: { text: string; a?: number }[],
  minW = 30,
): void {
  const w = Math.min(
    f.cols - 4,
    Math.max(minW, title.length + 6, ...lines.map((l) => [...l.text].length + 4)),
  );
  const h = Math.min(f.rows - 2, lines.length + 2);
  const x = Math.floor((f.cols - w) / 2);
  const y = Math.floor((f.rows - h) / 2);
  f.fill(x, y, w, h, ' ', p.plain);
  drawBox(f, x, y, w, h, title, box, p.border, p.title);
  for (let i = 0; i < h - 2; i++) {
    const l = lines[i];
    if (l) f.line(x + 2, y + 1 + i, l.text, w - 4, l.a ?? p.plain);
  }
}
