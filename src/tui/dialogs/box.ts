// A dialog's window: centred, sized to its lines, drawn over the game. Lines longer than the
// screen allows wrap at a space (80x24 is the size most players have), never cut.

import { drawBox, type BoxChars, type Frame } from '../frame.js';
import type { DialogScroll } from '../shell.js';
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
  scrolling?: DialogScroll,
): void {
  const w = Math.min(
    f.cols - 4,
    Math.max(minW, title.length + 6, ...lines.map((l) => [...l.text].length + 4)),
  );
  const wrapped = lines.flatMap((l) => wrapText(l.text, w - 4).map((text) => ({ text, a: l.a })));
  const h = Math.min(f.rows - 2, wrapped.length + 2);
  const x = Math.floor((f.cols - w) / 2);
  const y = Math.floor((f.rows - h) / 2);
  const page = Math.max(1, h - 2);
  const overflow = Math.max(0, wrapped.length - page);
  const top = Math.min(Math.max(0, scrolling?.scroll ?? 0), overflow);
  if (scrolling) Object.assign(scrolling, { scroll: top, overflow, page });
  f.fill(x, y, w, h, ' ', p.plain);
  drawBox(f, x, y, w, h, title, box, p.border, p.title);
  for (let i = 0; i < h - 2; i++) {
    const l = wrapped[top + i];
    if (l) f.line(x + 2, y + 1 + i, l.text, w - 4, l.a ?? p.plain);
  }
  // A window taller than the screen says where the reader is and how to see the rest.
  if (overflow > 0) {
    const end = top + page;
    const more = end < wrapped.length ? 'PgDn more' : 'end';
    const where = ` lines ${top + 1}-${end} of ${wrapped.length} · ${more} `;
    f.text(x + Math.max(2, w - 2 - where.length), y + h - 1, where, p.title, w - 4);
  }
}

/**
 * Scroll keys of a window taller than the screen (help, messages): true when the action scrolled.
 * One line for up/down, a page for PgUp/PgDn; drawing clamps the offset to the lines there are.
 */
export function scrollAction(d: DialogScroll, action: string): boolean {
  const page = Math.max(1, (d.page ?? 1) - 1);
  const step: Record<string, number> = {
    'dialog.up': -1,
    'dialog.down': 1,
    'dialog.pageUp': -page,
    'dialog.pageDown': page,
  };
  const by = step[action];
  if (by === undefined) return false;
  d.scroll = Math.min(Math.max(0, (d.scroll ?? 0) + by), d.overflow ?? 0);
  return true;
}
