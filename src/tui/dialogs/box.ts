// A dialog's window: centred, sized to its lines, drawn over the game. Lines longer than the
// screen allows wrap at a space (80x24 is the size most players have), never cut.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Palette } from '../theme.js';

/** Word-wrapped lines of at most `width` characters; continuation lines are indented. */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  let rest = [...text];
  let indent = '';
  while (rest.length + indent.length > width && width > 8) {
    const room = width - indent.length;
    let cut = rest.slice(0, room + 1).lastIndexOf(' ');
    if (cut < room / 2) cut = room;
    out.push(indent + rest.slice(0, cut).join('').trimEnd());
    rest = [...rest.slice(cut).join('').trimStart()];
    indent = '  ';
  }
  out.push(indent + rest.join(''));
  return out;
}

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
  const wrapped = lines.flatMap((l) => wrapText(l.text, w - 4).map((text) => ({ text, a: l.a })));
  const h = Math.min(f.rows - 2, wrapped.length + 2);
  const x = Math.floor((f.cols - w) / 2);
  const y = Math.floor((f.rows - h) / 2);
  f.fill(x, y, w, h, ' ', p.plain);
  drawBox(f, x, y, w, h, title, box, p.border, p.title);
  for (let i = 0; i < h - 2; i++) {
    const l = wrapped[i];
    if (l) f.line(x + 2, y + 1 + i, l.text, w - 4, l.a ?? p.plain);
  }
}
