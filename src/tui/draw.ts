// Drawing the client into a frame: the layout of design.md's Screen section (map, info, unit
// list, report, status line) and the dialogs over it. Each region draws its own rectangle
// (regions/, dialogs/, screens/) from the viewer's view only.

import { ASCII_BOX, UNICODE_BOX, type Frame } from './frame.js';
import { drawDialog } from './dialogs/index.js';
import { drawInfo } from './regions/info-panel.js';
import { drawMap } from './regions/map-panel.js';
import { drawReport } from './regions/report-panel.js';
import { drawStatus } from './regions/status-bar.js';
import { drawList } from './regions/unit-list.js';
import { drawScreen } from './screens/handover.js';
import type { Settings } from './settings.js';
import type { Rect, Shell } from './shell.js';

export type { Rect };

/** The smallest terminal the client draws in: the size an SSH session opens at. */
export const MIN_COLS = 80;
export const MIN_ROWS = 24;

export interface Layout {
  readonly map: Rect;
  readonly report: Rect;
  readonly info: Rect;
  readonly list: Rect;
  readonly status: Rect;
}

export function layout(cols: number, rows: number, s: Settings, largeReport = false): Layout {
  const side = Math.max(
    24,
    Math.min(s.sidePanelWidth + Math.floor((cols - MIN_COLS) / 4), Math.floor(cols / 2)),
  );
  const mainW = cols - side;
  const reportH = Math.max(
    4,
    Math.min(s.reportHeight + Math.floor((rows - MIN_ROWS) / 4), Math.floor(rows / 3)),
  );
  // Enlarged (the report.grow toggle): half the rows, the map keeping the other half.
  const shownH = largeReport ? Math.max(reportH, Math.floor((rows - 1) / 2)) : reportH;
  const mapH = rows - 1 - shownH;
  const infoH = Math.max(8, Math.floor((rows - 1) * 0.55));
  return {
    map: { x: 0, y: 0, w: mainW, h: mapH },
    report: { x: 0, y: mapH, w: mainW, h: shownH },
    info: { x: mainW, y: 0, w: side, h: infoH },
    list: { x: mainW, y: infoH, w: side, h: rows - 1 - infoH },
    status: { x: 0, y: rows - 1, w: cols, h: 1 },
  };
}

export function tooSmallText(cols: number, rows: number): string {
  return `terminal too small: now ${cols}×${rows}, need ${MIN_COLS}×${MIN_ROWS}`;
}

export function drawApp(shell: Shell, f: Frame): void {
  drawAll(shell, f);
  if (shell.settings.charset === 'ascii') asciiOnly(f);
}

function drawAll(shell: Shell, f: Frame): void {
  const p = shell.palette;
  shell.terminalCursor = null;
  f.fill(0, 0, f.cols, f.rows, ' ', p.plain);
  if (f.cols < MIN_COLS || f.rows < MIN_ROWS) {
    const t = tooSmallText(f.cols, f.rows);
    f.text(Math.max(0, Math.floor((f.cols - t.length) / 2)), Math.floor(f.rows / 2), t, p.warn);
    return;
  }
  if (drawScreen(shell, f)) return;
  const box = shell.settings.charset === 'ascii' ? ASCII_BOX : UNICODE_BOX;
  const L = layout(f.cols, f.rows, shell.settings, shell.reportLarge);
  drawMap(shell, f, L.map, box);
  drawReport(shell, f, L.report, box);
  drawInfo(shell, f, L.info, box);
  drawList(shell, f, L.list, box);
  drawStatus(shell, f, L.status);
  if (shell.dialog) drawDialog(shell, shell.dialog, f, box);
}

const ASCII_FALLBACK: Record<string, string> = {
  '·': '-',
  '—': '-',
  '–': '-',
  '…': '.',
  '▸': '>',
  '▾': 'v',
  '✗': 'x',
  '×': 'x',
  '←': '<',
  '→': '>',
  '↑': '^',
  '↓': 'v',
};

/** The ASCII charset setting: every cell of the frame in plain ASCII (terminals without UTF-8). */
function asciiOnly(f: Frame): void {
  const c = f.chars;
  for (let i = 0; i < c.length; i++) {
    const ch = c[i]!;
    if (ch > '~') c[i] = ASCII_FALLBACK[ch] ?? '?';
  }
}
