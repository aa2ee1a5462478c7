// The map panel: its keys (cursor, scrolling, selection, zoom, overlays, the jump map) and its
// rectangle, drawn by the system's map (presenter.map) with the aimed order's preview line.

import { wrapText } from '../dialogs/box.js';
import { ASCII_BOX, drawBox, type BoxChars, type Frame } from '../frame.js';
import type { Rect, Shell } from '../shell.js';
import type { CursorMove, Overlays, Zoom } from '../systems/presenter.js';

const MOVES: Record<string, CursorMove> = {
  'cursor.e': 'e',
  'cursor.ne': 'ne',
  'cursor.nw': 'nw',
  'cursor.w': 'w',
  'cursor.sw': 'sw',
  'cursor.se': 'se',
  'cursor.up': 'up',
  'cursor.down': 'down',
};

export function mapAction(shell: Shell, action: string): void {
  const map = shell.presenter.map;
  const move = MOVES[action];
  if (move) return shell.moveCursor(map.step(shell.view, shell.cursor, move));
  switch (action) {
    case 'scroll.left':
      return scroll(shell, -Math.ceil(shell.mapFit.cols / 2), 0);
    case 'scroll.right':
      return scroll(shell, Math.ceil(shell.mapFit.cols / 2), 0);
    case 'scroll.up':
      return scroll(shell, 0, -Math.ceil(shell.mapFit.rows / 2));
    case 'scroll.down':
      return scroll(shell, 0, Math.ceil(shell.mapFit.rows / 2));
    case 'select.cycle':
      return cycleSelection(shell);
    case 'act': {
      const here = shell.presenter.selectable(shell.view, shell.cursor);
      if (here.length === 0) return shell.say('No unit of yours here.', false);
      shell.selected = here;
      return;
    }
    case 'cancel':
      shell.selected = [];
      return;
    case 'unit.next':
      return nextUnit(shell, 1);
    case 'unit.prev':
      return nextUnit(shell, -1);
    case 'zoom.normal':
    case 'zoom.out':
    case 'zoom.extreme':
      shell.zoom = action.slice(5) as Zoom;
      return;
    case 'map.jump': {
      const at = map.grid(shell.view).position(shell.cursor);
      shell.dialog = { kind: 'jump', col: at.col, row: at.row };
      return;
    }
    case 'overlay.ranges':
    case 'overlay.los':
    case 'overlay.zoc':
    case 'overlay.objectives': {
      const k = action.slice(8) as keyof Overlays;
      shell.overlays = { ...shell.overlays, [k]: !shell.overlays[k] };
      return shell.say(`${shell.keymap.actions[action]!.label}: ${shell.overlays[k] ? 'on' : 'off'}`, false);
    }
    case 'focus.units':
      shell.focus = 'units';
      return;
    case 'focus.report':
      shell.focus = 'report';
      return;
    case 'report.grow':
      shell.reportLarge = !shell.reportLarge;
      return shell.say(shell.reportLarge ? 'Report enlarged.' : 'Report at its usual size.', false);
    case 'report.explain': {
      const rep = shell.desk.report;
      let i = rep.length - 1;
      while (i >= 0 && rep[i]!.detail.length === 0) i--;
      if (i < 0) return shell.say('Nothing to explain yet.', false);
      shell.focus = 'report';
      shell.reportIndex = i;
      shell.expanded.add(i);
      return;
    }
  }
}

function scroll(shell: Shell, dc: number, dr: number): void {
  const grid = shell.presenter.map.grid(shell.view);
  const d = shell.desk;
  const { cols, rows } = shell.mapFit;
  d.originCol = clamp(d.originCol + dc, 0, Math.max(0, grid.cols - cols));
  d.originRow = clamp(d.originRow + dr, 0, Math.max(0, grid.rows - rows));
  // Keep the cursor on screen: it moves with the map.
  const at = grid.position(d.cursor);
  const col = clamp(at.col, d.originCol, d.originCol + cols - 1);
  const row = clamp(at.row, d.originRow, d.originRow + rows - 1);
  const loc = grid.locAt(clamp(col, 0, grid.cols - 1), clamp(row, 0, grid.rows - 1));
  if (loc >= 0) d.cursor = loc;
}

function cycleSelection(shell: Shell): void {
  const here = shell.presenter.selectable(shell.view, shell.cursor);
  if (here.length === 0) {
    shell.selected = [];
    return shell.say('No unit of yours here.', false);
  }
  const cur = shell.selected.length === 1 ? here.indexOf(shell.selected[0]!) : -1;
  shell.selected = [here[(cur + 1) % here.length]!];
}

function nextUnit(shell: Shell, step: 1 | -1): void {
  const ready = shell.presenter.ready(shell.view);
  if (ready.length === 0) return shell.say(shell.presenter.noneReady, false);
  const cur = shell.selected.length > 0 ? ready.indexOf(shell.selected[0]!) : -1;
  const i = cur < 0 ? (step > 0 ? 0 : ready.length - 1) : (cur + step + ready.length) % ready.length;
  const u = ready[i]!;
  shell.selected = [u];
  shell.moveCursor(shell.presenter.unitLoc(shell.view, u));
}

const ZOOM_LABEL = { normal: 'normal', out: 'zoom-out', extreme: 'extreme' } as const;

export function drawMap(shell: Shell, f: Frame, r: Rect, box: BoxChars = ASCII_BOX): void {
  const p = shell.palette;
  const aim = shell.aim;
  const title = `Map · ${ZOOM_LABEL[shell.zoom]}${aim ? ` · ${aim.spec.title ?? aim.spec.label}` : ''}`;
  drawBox(f, r.x, r.y, r.w, r.h, title, box, p.border, shell.focus === 'map' ? p.focusTitle : p.title);
  const inner = { x: r.x + 1, y: r.y + 1, w: r.w - 2, h: r.h - 2 };
  const map = shell.presenter.map;
  shell.mapRect = inner;
  shell.mapFit = map.fit(inner.w, inner.h, shell.zoom);
  shell.ensureCursorVisible();
  const desk = shell.desk;
  map.paint(f, inner.x, inner.y, {
    view: shell.view,
    originCol: desk.originCol,
    originRow: desk.originRow,
    width: inner.w,
    height: inner.h,
    zoom: shell.zoom,
    charset: shell.settings.charset,
    palette: p,
    cursor: desk.cursor,
    highlightCursor: shell.settings.cursorStyle === 'inverse',
    selected: shell.selected,
    overlays: shell.overlays,
    preview: shell.preview,
    extra: shell.overlayData(),
  });
  if (shell.settings.cursorStyle === 'terminal' && !shell.dialog) {
    const a = map.anchor?.(shell.cursor);
    if (a) shell.terminalCursor = { x: inner.x + a.x, y: inner.y + a.y };
  }
  // The order's preview line at the bottom of the map panel, its breakdown above it.
  const pv = aim ? shell.preview : null;
  if (!pv) return;
  const hint = pv.error ? `✗ ${pv.error}` : pv.summary;
  // The hint wraps (up to 3 rows: a refusal says why in full at 80x24), its breakdown above it.
  const hintRows = hint ? wrapText(` ${hint}`, inner.w).slice(0, 3) : [];
  const room = Math.max(0, inner.h - 1 - hintRows.length);
  const lines = pv.path ? [] : (pv.lines ?? []).slice(0, room);
  const w = lines.length > 0 ? Math.min(inner.w, Math.max(...lines.map((l) => l.length)) + 2) : 0;
  // The hint and its breakdown sit at the bottom of the panel, unless the aimed location is drawn
  // there: then at the top, so that they never cover the target (issue 18).
  const at = map.anchor?.(shell.cursor);
  const covered = (top: number, rows: number, left: number) =>
    !!at && at.y >= top && at.y < top + rows && at.x + 3 >= left; // a hex is wider than its anchor
  const hintTop = inner.h - hintRows.length;
  const bottom =
    !covered(hintTop, hintRows.length, 0) && !covered(hintTop - lines.length, lines.length, inner.w - w);
  const hintY = bottom ? inner.y + hintTop : inner.y;
  const linesY = bottom ? inner.y + hintTop - lines.length : inner.y + hintRows.length;
  hintRows.forEach((l, i) => f.line(inner.x, hintY + i, l, inner.w, pv.error ? p.warn : p.path));
  lines.forEach((l, i) => f.line(inner.x + inner.w - w, linesY + i, ` ${l}`, w, p.plain));
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
