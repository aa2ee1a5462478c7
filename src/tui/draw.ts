// Drawing the client into a frame: layout of design.md's Screen section (map, hex info, unit list,
// report, status bar) and the dialogs over it. Each panel owns one rectangle and is drawn from the
// viewer's SideView only.

import { formatTime } from '../engine/systems/panzer/rules/clock.js';
import { SIDE_NAMES } from '../engine/systems/panzer/model/unit.js';
import { MIN_COLS, MIN_ROWS, type App } from './app.js';
import { ASCII_BOX, UNICODE_BOX, drawBox, type BoxChars, type Frame } from './frame.js';
import { hexInfoLines, terrainName, type InfoLine } from './hexinfo.js';
import { ACTIONS, displayKey, helpLines, keysOf } from './keymap.js';
import { SETTING_CHOICES, SETTING_LABELS, type Settings } from './settings.js';
import { filterLabel } from './unitlist.js';
import type { Palette } from './theme.js';
import type { MapRequest } from './ports.js';

export interface Layout {
  readonly map: Rect;
  readonly report: Rect;
  readonly info: Rect;
  readonly list: Rect;
  readonly status: Rect;
}
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export function layout(cols: number, rows: number, s: Settings): Layout {
  const side = Math.max(
    24,
    Math.min(s.sidePanelWidth + Math.floor((cols - MIN_COLS) / 4), Math.floor(cols / 2)),
  );
  const mainW = cols - side;
  const reportH = Math.max(
    4,
    Math.min(s.reportHeight + Math.floor((rows - MIN_ROWS) / 4), Math.floor(rows / 3)),
  );
  const mapH = rows - 1 - reportH;
  const infoH = Math.max(8, Math.floor((rows - 1) * 0.55));
  return {
    map: { x: 0, y: 0, w: mainW, h: mapH },
    report: { x: 0, y: mapH, w: mainW, h: reportH },
    info: { x: mainW, y: 0, w: side, h: infoH },
    list: { x: mainW, y: infoH, w: side, h: rows - 1 - infoH },
    status: { x: 0, y: rows - 1, w: cols, h: 1 },
  };
}

export function tooSmallText(cols: number, rows: number): string {
  return `terminal too small: now ${cols}×${rows}, need ${MIN_COLS}×${MIN_ROWS}`;
}

function styleOf(p: Palette, s: InfoLine['style']): number {
  switch (s) {
    case 'heading':
      return p.heading;
    case 'own':
      return p.own;
    case 'enemy':
      return p.enemy;
    case 'dim':
      return p.dim;
    case 'selected':
      return p.selected;
    case 'warn':
      return p.warn;
    case 'good':
      return p.good;
    case 'low':
      return p.low;
    default:
      return p.plain;
  }
}

export function drawApp(app: App, f: Frame): void {
  drawScreen(app, f);
  if (app.settings.charset === 'ascii') asciiOnly(f);
}

function drawScreen(app: App, f: Frame): void {
  const p = app.palette;
  app.terminalCursor = null;
  f.fill(0, 0, f.cols, f.rows, ' ', p.plain);
  if (f.cols < MIN_COLS || f.rows < MIN_ROWS) {
    const t = tooSmallText(f.cols, f.rows);
    f.text(Math.max(0, Math.floor((f.cols - t.length) / 2)), Math.floor(f.rows / 2), t, p.warn);
    return;
  }
  const box = app.settings.charset === 'ascii' ? ASCII_BOX : UNICODE_BOX;
  const s = app.screen;
  if (s.kind === 'handover') {
    // Nothing of either side: only who is to play next.
    center(
      f,
      Math.floor(f.rows / 2) - 1,
      `Pass to the ${SIDE_NAMES[s.side]} player — press a key`,
      p.heading,
    );
    return;
  }
  if (s.kind === 'password') {
    const y = Math.floor(f.rows / 2) - 2;
    center(
      f,
      y,
      s.mode === 'set'
        ? `${SIDE_NAMES[s.side]} player: choose a password (Enter for none)`
        : `${SIDE_NAMES[s.side]} player: password`,
      p.heading,
    );
    center(f, y + 2, `[ ${'*'.repeat(s.typed.length).padEnd(12, ' ')} ]`, p.plain);
    if (s.error) center(f, y + 4, s.error, p.warn);
    return;
  }
  const L = layout(f.cols, f.rows, app.settings);
  drawMap(app, f, L.map, box);
  drawReport(app, f, L.report, box);
  drawInfo(app, f, L.info, box);
  drawList(app, f, L.list, box);
  drawStatus(app, f, L.status);
  if (app.dialog) drawDialog(app, f, box);
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

function center(f: Frame, y: number, text: string, a: number): void {
  f.text(Math.max(0, Math.floor((f.cols - [...text].length) / 2)), y, text, a);
}

const ZOOM_LABEL = { normal: 'normal', out: 'zoom-out', extreme: 'extreme' } as const;

function drawMap(app: App, f: Frame, r: Rect, box: BoxChars): void {
  const p = app.palette;
  const o = app.order;
  const title = `Map · ${ZOOM_LABEL[app.zoom]}${o ? ` · ${o.kind === 'hex' ? (o.label ?? 'ORDER') : o.kind.toUpperCase()}` : ''}`;
  drawBox(f, r.x, r.y, r.w, r.h, title, box, p.border, app.focus === 'map' ? p.focusTitle : p.title);
  const inner = { x: r.x + 1, y: r.y + 1, w: r.w - 2, h: r.h - 2 };
  app.mapRect = inner;
  app.mapFit = app.opts.painter.fit(inner.w, inner.h, app.zoom);
  app.ensureCursorVisible();
  const painter = app.opts.painter;
  painter.paint(f, inner.x, inner.y, mapRequest(app, inner.w, inner.h));
  if (app.settings.cursorStyle === 'terminal' && !app.dialog) {
    const a = painter.anchor?.(app.cursor);
    if (a) app.terminalCursor = { x: inner.x + a.x, y: inner.y + a.y };
  }
  // The order's preview line at the bottom of the map panel.
  let hint = '';
  if (o?.kind === 'move' && app.plan) {
    const pl = app.plan;
    hint = pl.error
      ? `✗ ${pl.error}`
      : `path ${pl.path.length} hex${pl.cost !== undefined ? ` · cost ${fmt(pl.cost)} MP` : ''}${pl.mpLeft !== undefined ? ` · ${fmt(pl.mpLeft)} left` : ''}`;
  } else if (o && app.preview) hint = app.preview.error ? `✗ ${app.preview.error}` : app.preview.summary;
  if (hint)
    f.line(inner.x, inner.y + inner.h - 1, ` ${hint}`, inner.w, hint.startsWith('✗') ? p.warn : p.path);
  if (o && o.kind !== 'move' && app.preview && app.preview.lines.length > 0) {
    const lines = app.preview.lines.slice(0, Math.max(0, inner.h - 2));
    const w = Math.min(inner.w, Math.max(...lines.map((l) => l.length)) + 2);
    lines.forEach((l, i) =>
      f.line(inner.x + inner.w - w, inner.y + inner.h - 2 - lines.length + i, ` ${l}`, w, p.plain),
    );
  }
}

export function mapRequest(app: App, width: number, height: number): MapRequest {
  const view = app.view;
  const desk = app.desk;
  const o = app.order;
  const plan = o?.kind === 'move' ? app.plan : null;
  const path = plan ? plan.path : [];
  const extra = app.overlayData();
  return {
    view,
    originCol: desk.originCol,
    originRow: desk.originRow,
    width,
    height,
    zoom: app.zoom,
    charset: app.settings.charset,
    palette: app.palette,
    cursor: desk.cursor,
    highlightCursor: app.settings.cursorStyle === 'inverse',
    selected: app.selected,
    path,
    ...(path.length > 0 ? { pathSteps: plan?.steps ?? path.map((loc, i) => ({ loc, mp: i + 1 })) } : {}),
    overlays: app.overlays,
    ...extra,
  };
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function drawInfo(app: App, f: Frame, r: Rect, box: BoxChars): void {
  const p = app.palette;
  drawBox(f, r.x, r.y, r.w, r.h, 'Hex info', box, p.border, p.title);
  const lines = wrapLines(hexInfoLines(app.view, app.cursor, app.selected), r.w - 2);
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
function wrapLines(lines: readonly InfoLine[], width: number): InfoLine[] {
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

function drawList(app: App, f: Frame, r: Rect, box: BoxChars): void {
  const p = app.palette;
  const focused = app.focus === 'units';
  const title = `Units: ${filterLabel(app.view, app.listFilter)}${app.listTree ? ' · tree' : ''}`;
  drawBox(f, r.x, r.y, r.w, r.h, title, box, p.border, focused ? p.focusTitle : p.title);
  const rows = app.listRows();
  if (app.listIndex >= rows.length) app.listIndex = Math.max(0, rows.length - 1);
  const h = r.h - 2;
  const start = Math.max(0, Math.min(app.listIndex - Math.floor(h / 2), rows.length - h));
  app.listRect = { x: r.x + 1, y: r.y + 1, w: r.w - 2, h, start };
  for (let i = 0; i < h; i++) {
    const row = rows[start + i];
    const idx = start + i;
    let a = p.plain;
    if (row && row.unit === undefined) a = p.heading;
    if (row && row.unit !== undefined && app.selected.includes(row.unit)) a = p.selected;
    if (focused && idx === app.listIndex) a = p.cursor;
    f.line(r.x + 1, r.y + 1 + i, row ? '  '.repeat(row.depth) + row.text : '', r.w - 2, a);
  }
}

function drawReport(app: App, f: Frame, r: Rect, box: BoxChars): void {
  const p = app.palette;
  const focused = app.focus === 'report';
  const rep = app.desk.report;
  drawBox(f, r.x, r.y, r.w, r.h, `Report (${rep.length})`, box, p.border, focused ? p.focusTitle : p.title);
  // Flatten entries with their expanded breakdowns, then show the window that ends at the chosen entry.
  const flat: { text: string; a: number; entry: number }[] = [];
  rep.forEach((e, i) => {
    const a =
      focused && i === app.reportIndex
        ? p.cursor
        : e.kind === 'heading'
          ? p.heading
          : e.kind === 'combat'
            ? p.warn
            : e.kind === 'error'
              ? p.enemy
              : p.plain;
    const mark = e.detail.length > 0 ? (app.expanded.has(i) ? '▾ ' : '▸ ') : '  ';
    flat.push({
      text: (app.settings.charset === 'ascii' ? mark.replace('▾', 'v').replace('▸', '>') : mark) + e.text,
      a,
      entry: i,
    });
    if (app.expanded.has(i)) for (const d of e.detail) flat.push({ text: '  ' + d, a: p.dim, entry: i });
  });
  const h = r.h - 2;
  app.reportRows = h;
  // The window ends with the chosen entry (its breakdown included) but never hides its first line.
  let start = Math.max(0, flat.length - h);
  const target = app.reportIndex;
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

function drawStatus(app: App, f: Frame, r: Rect): void {
  const p = app.palette;
  const v = app.view;
  const board = v.map.board;
  const sel = app.selected[0] !== undefined ? v.own.find((u) => u.index === app.selected[0]) : undefined;
  const weather = `vis ${v.visibility} ${v.condition}${v.storm ? ' storm' : ''}`;
  // What changes with every cursor move comes last, so that a move rewrites only the tail; plain
  // separators (no '·', which blessed sends through the line-drawing charset) keep it cheap.
  const helpKey = keysOf(app.keymap, 'help')[0];
  const parts = [
    `Turn ${v.turn}/${v.turns}`,
    formatTime(v.time),
    v.phase // PC-PHS-02: the phase names the side giving orders
      ? `${SIDE_NAMES[v.side]}: ${v.phase.title}`
      : `${SIDE_NAMES[v.side]}${v.activeSide !== v.side ? ` (${SIDE_NAMES[v.activeSide]} to move)` : ''}`,
    weather,
    ...(helpKey ? [`${displayKey(helpKey)} help`] : []),
    `${board.label(app.cursor)} ${terrainName(v, app.cursor)}`,
    ...(sel ? [`MP ${fmt(sel.state.mp)}/${fmt(sel.state.mpMax)} ${sel.def.name}`] : []),
  ];
  if (app.message) {
    f.line(r.x, r.y, ` ${app.message.text}`, r.w, app.message.warn ? p.warn | (8 << 18) : p.status);
    return;
  }
  f.line(r.x, r.y, ` ${parts.join(' | ')}`, r.w, p.status);
}

// ---- dialogs -------------------------------------------------------------------------------------

function dialogBox(
  app: App,
  f: Frame,
  box: BoxChars,
  title: string,
  lines: { text: string; a?: number }[],
  minW = 30,
): void {
  const p = app.palette;
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

function drawDialog(app: App, f: Frame, box: BoxChars): void {
  const d = app.dialog!;
  const p = app.palette;
  switch (d.kind) {
    case 'help': {
      const ctx = app.focus === 'map' ? 'map' : app.focus;
      const lines = helpLines(app.keymap, ctx);
      const kw = Math.min(22, Math.max(...lines.map((l) => l.keys.length)));
      const cols = lines.map((l) => ({ text: `${l.keys.padEnd(kw)}  ${l.label}` }));
      // Two columns when the list is taller than the screen.
      const maxH = f.rows - 4;
      if (cols.length > maxH) {
        const half = Math.ceil(cols.length / 2);
        const colW = Math.floor((f.cols - 8) / 2);
        const merged = cols.slice(0, half).map((l, i) => ({
          text: l.text.slice(0, colW - 1).padEnd(colW) + (cols[half + i]?.text.slice(0, colW - 1) ?? ''),
        }));
        return dialogBox(
          app,
          f,
          box,
          `Keys: ${ctx} (keymap ${app.keymap.name}) · Esc closes`,
          merged,
          f.cols - 4,
        );
      }
      return dialogBox(app, f, box, `Keys: ${ctx} (keymap ${app.keymap.name}) · Esc closes`, cols);
    }
    case 'confirm':
      return dialogBox(app, f, box, 'Confirm', [
        { text: d.text },
        { text: '' },
        { text: 'y / Enter: yes    n / Esc: no', a: p.dim },
      ]);
    case 'palette': {
      const matches = app.paletteMatches(d.query);
      const lines = [{ text: `> ${d.query}_`, a: p.heading }];
      const h = Math.min(matches.length, f.rows - 8);
      const start = Math.max(0, Math.min(d.index - Math.floor(h / 2), matches.length - h));
      for (let i = start; i < start + h; i++) {
        const id = matches[i]!;
        const keys = keysOf(app.keymap, id).map(displayKey).join(' ');
        lines.push({
          text: `${ACTIONS[id]!.label}${keys ? `  [${keys}]` : ''}`,
          a: i === d.index ? p.cursor : p.plain,
        });
      }
      return dialogBox(app, f, box, 'Command palette · type to search', lines, 50);
    }
    case 'settings': {
      const keys = Object.keys(SETTING_CHOICES) as (keyof Settings)[];
      const lines = keys.map((k, i) => ({
        text: `${SETTING_LABELS[k].padEnd(26)} ${String(app.settings[k])}`,
        a: i === d.index ? p.cursor : p.plain,
      }));
      lines.push({ text: '', a: p.plain }, { text: '↑↓ choose  ←→ change  Esc close', a: p.dim });
      return dialogBox(app, f, box, 'Settings', lines, 44);
    }
    case 'load': {
      const lines = d.entries.map((e, i) => ({
        text: e.error ? `${e.title}: ${e.error}` : e.title,
        a: i === d.index ? p.cursor : e.error ? p.warn : p.plain,
      }));
      return dialogBox(app, f, box, 'Load a game · Enter loads, Esc closes', lines, 50);
    }
    case 'message':
      return dialogBox(
        app,
        f,
        box,
        d.title,
        d.lines.map((text) => ({ text })),
      );
    case 'jump':
      return drawJump(app, f, box, d.col, d.row);
  }
}

/** The jump map: the whole map shrunk into the screen, one cell for a block of hexes. */
function drawJump(app: App, f: Frame, box: BoxChars, col: number, row: number): void {
  const p = app.palette;
  const v = app.view;
  const board = v.map.board;
  const w = f.cols - 4;
  const h = f.rows - 4;
  const x0 = 2;
  const y0 = 2;
  drawBox(
    f,
    x0 - 1,
    y0 - 1,
    w + 2,
    h + 2,
    `Jump map ${board.label(row * board.width + col)} · arrows, Enter jumps, Esc closes`,
    box,
    p.border,
    p.title,
  );
  const sx = Math.max(1, board.width / w);
  const sy = Math.max(1, board.height / h);
  const own = new Set<number>();
  const enemy = new Set<number>();
  const cell = (loc: number) =>
    Math.floor(Math.floor(loc / board.width) / sy) * w + Math.floor((loc % board.width) / sx);
  for (const u of v.own) if (u.state.loc >= 0 && u.state.status === 'active') own.add(cell(u.state.loc));
  for (const e of v.enemies) enemy.add(cell(e.loc));
  const cc = Math.floor(col / sx);
  const cr = Math.floor(row / sy);
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const hc = Math.floor(i * sx);
      const hr = Math.floor(j * sy);
      if (hc >= board.width || hr >= board.height) {
        f.set(x0 + i, y0 + j, ' ', p.plain);
        continue;
      }
      const loc = hr * board.width + hc;
      const k = j * w + i;
      const t = v.map.params.terrain[v.map.terrain[loc]!];
      let ch = t?.letter ?? ' ';
      let a = p.dim;
      if (own.has(k)) {
        ch = 'O';
        a = p.own;
      } else if (enemy.has(k)) {
        ch = 'X';
        a = p.enemy;
      }
      if (i === cc && j === cr) a = p.cursor;
      f.set(x0 + i, y0 + j, ch, a);
    }
}
