// The tutorial's panel: the current step in a box over the unit list (the right-hand column's lower
// part), so that the map and its cursor stay in view at 80x24; a long step grows it up over the
// bottom of the info panel, never over the map. The region the step points at gets its border in
// the path colour. Drawn after the panels and only while no window is open (a window is on top).

import { layout } from '../draw.js';
import { ASCII_BOX, UNICODE_BOX, drawBox, type Frame } from '../frame.js';
import { wrapText } from '../dialogs/box.js';
import type { Rect, Shell } from '../shell.js';
import { stepText, keysText, type Tutorial } from './tutorial.js';
import type { TutorialRegion } from './types.js';

/** Rows the panel may take from the info panel above the unit list (not from the source: a layout choice). */
const GROW_INTO_INFO = 4;

/** Where the tutorial panel goes in a frame of this size (for tests: it must not meet the map). */
export function tutorialRect(shell: Shell, cols: number, rows: number, lineCount: number): Rect {
  const L = layout(cols, rows, shell.settings);
  const h = Math.min(L.list.h + GROW_INTO_INFO, Math.max(L.list.h, lineCount + 2));
  return { x: L.list.x, y: L.list.y + L.list.h - h, w: L.list.w, h };
}

/** The panel's lines: the step's title, its text (keys filled in), and the skip and back keys. */
export function tutorialLines(
  shell: Shell,
  t: Tutorial,
  width: number,
): { head: string[]; body: string[]; keys: string[] } {
  const km = shell.keymap;
  const head = wrapText(t.step.title, width).map((l) => l.trimStart());
  const body = wrapText(stepText(km, t.step.text), width).map((l) => l.trimStart());
  const last = t.index === t.steps.length - 1;
  const keys = `${keysText(km, 'tutorial.next')} ${last ? 'closes' : 'skips'} · ${keysText(km, 'tutorial.back')} back`;
  return { head, body, keys: wrapText(keys, width).map((l) => l.trimStart()) };
}

export function drawTutorial(shell: Shell, t: Tutorial, f: Frame): void {
  if (t.finished || shell.dialog || shell.screen.kind !== 'play') return;
  const L = layout(f.cols, f.rows, shell.settings);
  const ascii = shell.settings.charset === 'ascii';
  const p = shell.palette;
  const inner = L.list.w - 2;
  // A blank column either side of the text.
  const { head, body, keys } = tutorialLines(shell, t, inner - 2);
  const r = tutorialRect(shell, f.cols, f.rows, head.length + body.length + keys.length);
  if (t.step.highlight) highlight(f, regionRect(L, t.step.highlight), p.path);
  f.fill(r.x, r.y, r.w, r.h, ' ', p.plain);
  const title = `Tutorial ${t.index + 1}/${t.steps.length}`;
  drawBox(f, r.x, r.y, r.w, r.h, title, ascii ? ASCII_BOX : UNICODE_BOX, p.path, p.focusTitle);
  // The keys line stays whatever the text's length (the step texts are written to fit 80x24).
  const room = Math.max(0, r.h - 2 - head.length - keys.length);
  const shown = [
    ...head.map((text) => ({ text, a: p.heading })),
    ...body.slice(0, room).map((text) => ({ text, a: p.plain })),
    ...keys.map((text) => ({ text, a: p.dim })),
  ];
  shown.forEach((l, i) => f.line(r.x + 1, r.y + 1 + i, ` ${l.text}`, inner, l.a));
  if (ascii) asciiCells(f, r);
}

function regionRect(L: ReturnType<typeof layout>, region: TutorialRegion): Rect {
  return L[region === 'units' ? 'list' : region];
}

/** The region's border in the highlight colour, its characters kept. */
function highlight(f: Frame, r: Rect, a: number): void {
  for (let x = r.x; x < r.x + r.w; x++) {
    paint(f, x, r.y, a);
    paint(f, x, r.y + r.h - 1, a);
  }
  for (let y = r.y; y < r.y + r.h; y++) {
    paint(f, r.x, y, a);
    paint(f, r.x + r.w - 1, y, a);
  }
}

function paint(f: Frame, x: number, y: number, a: number): void {
  if (x >= 0 && y >= 0 && x < f.cols && y < f.rows) f.attrs[y * f.cols + x] = a;
}

const ASCII_OF: Record<string, string> = { '·': '-', '←': '<', '→': '>', '↑': '^', '↓': 'v', '…': '.' };

/** The ASCII charset: the panel's cells in printable ASCII, as draw.ts does for the rest. */
function asciiCells(f: Frame, r: Rect): void {
  for (let y = r.y; y < r.y + r.h; y++)
    for (let x = r.x; x < r.x + r.w; x++) {
      const ch = f.ch(x, y);
      if (ch > '~') f.set(x, y, ASCII_OF[ch] ?? '?', f.attrAt(x, y));
    }
}
