// The text equivalents of the full-screen client's screens, for line mode: each function reads
// the shell's state (the viewer's view, through the presenter) and answers with short lines. They
// name no rule system: what a location, a unit or a preview says is the presenter's text, so every
// system that has a presenter reads out in line mode too.

import type { Context } from '../keymap.js';
import type { Dialog, Screen, Shell } from '../shell.js';
import { SETTING_CHOICES, SETTING_LABELS, type Settings } from '../settings.js';
import type { ListRow } from '../systems/presenter.js';

/** Several spaces (the unit list's columns) read as one. */
const squeeze = (text: string) => text.trim().replace(/\s{2,}/g, ' ');

/** A window's title without its key hints ("Match card · Esc closes" → "Match card"). */
const titleOf = (title: string) => title.split(' · ')[0]!;

function names(items: readonly string[], max = 3): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

function sideName(shell: Shell, side: string): string {
  return shell.session.system.sideName(side, shell.session.state);
}

// ---- the cursor, the selection, the preview -----------------------------------------------------

/** One line for the cursor location: where (label, terrain or area), then whose units are there. */
export function cursorLine(shell: Shell): string {
  const p = shell.presenter;
  const view = shell.view;
  const label = p.label(view, shell.cursor);
  const lines = p.infoLines(view, shell.cursor, shell.selected);
  const head = lines[0] ? squeeze(lines[0].text) : label;
  const own: string[] = [];
  const enemy: string[] = [];
  for (const l of lines.slice(1)) {
    // The info panel marks units by style: the viewer's own, the selected one ('>'), the enemy's.
    if (l.style === 'own') own.push(squeeze(l.text));
    else if (l.style === 'selected') own.push(selectedText(l.text));
    else if (l.style === 'enemy') enemy.push(squeeze(l.text));
  }
  const parts = [head.includes(label) ? head : `${label}, ${head}`];
  if (own.length > 0) parts.push(`yours: ${names(own)}`);
  if (enemy.length > 0) parts.push(`enemy: ${names(enemy)}`);
  return parts.join('; ');
}

/** The selected units as the unit list shows them (strength, place, name). */
export function selectionLine(shell: Shell): string {
  if (shell.selected.length === 0) return 'Nothing selected.';
  const p = shell.presenter;
  const rows = p.listRows(shell.view, p.firstFilter, false);
  const text = shell.selected.map((u) => rows.find((r) => r.unit === u)?.text ?? `unit ${u}`).map(squeeze);
  return `Selected: ${names(text, 4)}`;
}

/** The aimed order's preview at the cursor, in one line. */
export function previewLine(shell: Shell): string | undefined {
  const aim = shell.aim;
  const pv = shell.preview;
  if (!aim || !pv) return undefined;
  const what = aim.spec.title ?? aim.spec.label;
  return `${what}: ${[pv.summary, pv.error ? `not possible: ${pv.error}` : ''].filter(Boolean).join('; ')}`;
}

// ---- the word commands ----------------------------------------------------------------------

/** `look`: the info panel for the cursor location, every line. */
export function lookLines(shell: Shell): string[] {
  const p = shell.presenter;
  const lines = p.infoLines(shell.view, shell.cursor, shell.selected);
  return [
    `${p.infoTitle}:`,
    ...lines.map((l) => (l.style === 'selected' ? selectedText(l.text) : squeeze(l.text))),
  ];
}

/** The info panel marks the selected unit with '>', which a screen reader says as "greater than". */
function selectedText(text: string): string {
  return `${squeeze(text).replace(/^>\s*/, '')} (selected)`;
}

/** `units` and `tree`: the unit list as it stands (filter, tree), each unit with its row number. */
export function unitLines(shell: Shell): string[] {
  const p = shell.presenter;
  const rows = shell.listRows();
  const filter = p.filterLabel(shell.view, shell.listFilter);
  const count = rows.filter((r) => r.unit !== undefined).length;
  const out = [`Units, ${filter}${shell.listTree ? ', by formation' : ''}: ${count}. jump N goes to unit N.`];
  rows.forEach((r: ListRow, i) =>
    out.push(
      r.unit === undefined
        ? `${'  '.repeat(r.depth)}${squeeze(r.text)}:`
        : `${'  '.repeat(r.depth)}${i + 1}. ${squeeze(r.text)}`,
    ),
  );
  return out;
}

/** `report`: the report's entries, numbered; those with a breakdown say so. */
export function reportLines(shell: Shell): string[] {
  const rep = shell.desk.report;
  if (rep.length === 0) return ['The report is empty.'];
  return [
    `Report, ${rep.length} entries (report N gives an entry's breakdown):`,
    ...rep.map((e, i) => `${i + 1}. ${e.text}${e.detail.length > 0 ? ' (+)' : ''}`),
  ];
}

/** `report N`: one entry with its breakdown. */
export function entryLines(shell: Shell, n: number): string[] {
  const e = shell.desk.report[n - 1];
  if (!e) return [`No report entry ${n}; the report has ${shell.desk.report.length}.`];
  return [`${n}. ${e.text}`, ...e.detail.map(squeeze)];
}

/** A new report entry as line mode announces it: the line, and where its breakdown is. */
export function entryAnnouncement(shell: Shell, i: number): string {
  const e = shell.desk.report[i]!;
  return e.detail.length > 0 ? `${e.text} (more: report ${i + 1})` : e.text;
}

/** `odds`: the aimed order's preview in full: the summary, the path with its costs, the breakdown. */
export function oddsLines(shell: Shell): string[] {
  const aim = shell.aim;
  if (!aim) return ['No order is being aimed: select a unit, then give an order (help lists them).'];
  const p = shell.presenter;
  const pv = shell.preview;
  const what = aim.spec.title ?? aim.spec.label;
  const at = p.label(shell.view, shell.cursor);
  if (!pv) return [`${what} at ${at}: nothing to preview here; move the cursor to a target.`];
  const out = [`${what} at ${at}:${pv.summary ? ` ${pv.summary}` : ''}`];
  if (pv.error) out.push(`Not possible: ${pv.error}`);
  // Exact to the quarter MP, as the map's preview shows it (issue 18: "6.3" for 6.25 misled).
  const fmt = (n: number) => String(Math.round(n * 100) / 100);
  if (pv.steps && pv.steps.length > 0)
    out.push(`Path: ${pv.steps.map((s) => `${p.label(shell.view, s.loc)} (${fmt(s.mp)} MP)`).join(', ')}`);
  else if (pv.path && pv.path.length > 0)
    out.push(`Path: ${pv.path.map((l) => p.label(shell.view, l)).join(', ')}`);
  out.push(...(pv.lines ?? []).map(squeeze));
  return out;
}

/** `card`: the match card. */
export function cardLines(shell: Shell): string[] {
  return ['Match card:', ...shell.presenter.matchCard(shell.session.state, shell.players)];
}

/** `score`: the turn and score as the status line has them, the objectives, and the result once over. */
export function scoreLines(shell: Shell): string[] {
  const p = shell.presenter;
  const sys = shell.session.system;
  const out = [p.status(shell.view, shell.cursor, shell.selected).turn.join(', ')];
  const objectives = p.objectives?.(shell.view) ?? [];
  if (objectives.length > 0) out.push('Objectives:', ...objectives);
  const r = sys.result(shell.session.state);
  if (r) {
    out.push(`${r.title} on turn ${r.turn} (${r.reason})`);
    if (r.score)
      out.push(
        `Score: ${sys.sides.map((s) => `${sys.sideName(s, shell.session.state)} ${r.score![s] ?? 0}`).join(', ')}`,
      );
  }
  return out;
}

/** `enemy`: what the viewer saw of the other side's part, as it was reported when the desk opened. */
export function enemyLines(shell: Shell): string[] {
  const seen = shell.desk.seen;
  const enemy = shell.session.system.sides.find((s) => s !== shell.viewer) ?? shell.viewer;
  if (seen.length === 0) return [`Nothing seen of the ${sideName(shell, enemy)} side since your last turn.`];
  return [`What you saw of the ${sideName(shell, enemy)} side:`, ...seen.map((e) => e.text)];
}

/** The word commands, for `help`. */
export const WORD_HELP: readonly string[] = [
  'look: the cursor location in full',
  'units, tree: your units, as a list or by formation; jump N: go to unit N',
  'report: the report; report N: the breakdown of entry N',
  'odds: the preview of the order being aimed',
  'card: the match card; score: turn, score and objectives',
  'enemy: what you saw of the enemy since your last turn',
  'go PLACE: the cursor to a hex or area by its name',
  'east, west, ne, nw, se, sw, north, south: move the cursor',
  'do ACTION: any action by its name or a word of its label',
  'keys: the raw key bindings; keys K...: press keys by name',
  'again: the last answer again; quit: leave the game',
];

/**
 * `help`: every action of a context (default: the current one) and of global, with the keys to
 * type, then the words.
 */
export function helpText(shell: Shell, ctx: Context = shell.context()): string[] {
  const km = shell.keymap;
  const contexts: Context[] = ctx === 'global' ? ['global'] : [ctx, 'global'];
  const out = [`Keys (${ctx}), typed by name, several on a line; right*3 repeats:`];
  for (const c of contexts)
    for (const [id, info] of Object.entries(km.actions)) {
      if (info.context !== c) continue;
      const keys = km.byAction.get(c)?.get(id) ?? [];
      // An action with no key (an engineer's order...) is reached from the palette, here by `do`.
      out.push(keys.length > 0 ? `${keys.join(' or ')}: ${info.label}` : `do ${id}: ${info.label}`);
    }
  out.push('Words:', ...WORD_HELP);
  return out;
}

/** `keys`: the bindings as the keymap holds them, key = action, for the current context and global. */
export function rawKeyLines(shell: Shell): string[] {
  const ctx = shell.context();
  const out: string[] = [];
  for (const c of ctx === 'global' ? ['global' as Context] : [ctx, 'global' as Context])
    for (const [key, action] of shell.keymap.byKey.get(c) ?? []) out.push(`${c} ${key} = ${action}`);
  return out;
}

// ---- screens and windows ------------------------------------------------------------------

/** The hot-seat screens: the hand-over names only the side to play (PC-NET-01). */
export function screenLine(shell: Shell, s: Screen): string {
  if (s.kind === 'handover') return `Pass to the ${sideName(shell, s.side)} player, then press Enter.`;
  if (s.kind === 'password')
    return `${s.error ? `${s.error} ` : ''}${sideName(shell, s.side)} player: ${
      s.mode === 'set'
        ? 'choose a password and press Enter (Enter alone for none).'
        : 'type your password and press Enter.'
    }`;
  return '';
}

/** A window over the game, when it opens. */
export function dialogLines(shell: Shell, d: Dialog): string[] {
  const km = shell.keymap;
  const key = (action: string, fallback: string) => km.byAction.get('dialog')?.get(action)?.[0] ?? fallback;
  switch (d.kind) {
    case 'message':
      // A window nested in another (the enemy's turn under the match card) keeps its title's hints.
      return [
        `${titleOf(d.title)}:`,
        ...d.lines.map((l) => (l.includes(' · Esc closes') ? `${titleOf(l)}:` : l)),
      ];
    case 'help':
      // The keys of the panel the player is on, as the full-screen help window lists them.
      return helpText(shell, shell.focus);
    case 'confirm':
      return [`${d.text} ${key('dialog.yes', 'y')}/${key('dialog.no', 'n')}`];
    case 'palette':
      return [
        'Command palette: type words to search, enter runs the chosen action, escape closes.',
        ...(d.query ? [dialogItem(shell, d)] : []),
      ];
    case 'settings':
      return ['Settings: up and down choose, left and right change, escape closes.', dialogItem(shell, d)];
    case 'load':
      return [
        `Load a game, ${d.entries.length} saves: up and down choose, enter loads, escape closes.`,
        dialogItem(shell, d),
      ];
    case 'replay':
      // The enemy's turn step by step (PC-NET-06): the line of the step the map cursor is on.
      return [`Replay ${d.index + 1} of ${d.steps.length}: ${d.steps[d.index]?.text ?? ''}`];
    case 'jump':
      return [
        'Jump map: the arrows move, enter jumps, escape closes (go PLACE is quicker).',
        dialogItem(shell, d),
      ];
    case 'grid':
      // A table of settings (screens/grid-editor.ts): the rows as text, the cell the cursor is on.
      return [
        `${d.edit.title}: the arrows move, a letter (${d.edit.choices.join(' ')}) sets, enter gives the order, escape cancels.`,
        `${d.edit.corner}: ${d.edit.colLabels.join(' ')}`,
        ...d.edit.rowLabels.map((r, i) => `${r}: ${d.values[i]!.join(' ')}`),
        ...d.edit.help,
        dialogItem(shell, d),
      ];
  }
}

/** What a window has chosen now: the palette's matches, the setting, the save, the jump position. */
export function dialogItem(shell: Shell, d: Dialog): string {
  switch (d.kind) {
    case 'palette': {
      const m = shell.paletteMatches(d.query);
      if (m.length === 0) return `No action matches "${d.query}".`;
      const label = (id: string) => shell.keymap.actions[id]!.label;
      const rest = m.length > 1 ? `; ${m.length - 1} more: ${names(m.slice(d.index + 1).map(label), 3)}` : '';
      return `${d.index + 1} of ${m.length}: ${label(m[d.index]!)}${rest}`;
    }
    case 'settings': {
      const k = (Object.keys(SETTING_CHOICES) as (keyof Settings)[])[d.index]!;
      return `${SETTING_LABELS[k]}: ${String(shell.settings[k])}`;
    }
    case 'load': {
      const e = d.entries[d.index];
      return e ? `${d.index + 1}. ${e.title}${e.error ? `: ${e.error}` : ''}` : 'No saves.';
    }
    case 'replay':
      return `Replay ${d.index + 1} of ${d.steps.length}: ${d.steps[d.index]?.text ?? ''}`;
    case 'jump': {
      const loc = shell.presenter.map.grid(shell.view).locAt(d.col, d.row);
      return loc >= 0 ? `At ${shell.presenter.label(shell.view, loc)}` : 'Off the map';
    }
    case 'grid':
      return `At ${d.edit.rowLabels[d.row]} / ${d.edit.colLabels[d.col]}: ${d.values[d.row]![d.col]}`;
    default:
      return '';
  }
}

/** A window's state that changes under keys without a new window (a choice moving, a query typed). */
export function dialogState(shell: Shell, d: Dialog | null): string {
  if (!d) return '';
  if (d.kind === 'palette') return `${d.query}|${d.index}`;
  if (d.kind === 'replay') return `replay ${d.index}`;
  if (d.kind === 'settings' || d.kind === 'load' || d.kind === 'jump' || d.kind === 'grid')
    return dialogItem(shell, d);
  return d.kind;
}

/** The unit list row the list cursor is on (the unit list has the focus). */
export function listRowLine(shell: Shell): string {
  const rows = shell.listRows();
  const r = rows[shell.listIndex];
  if (!r) return 'The unit list is empty.';
  return `Row ${shell.listIndex + 1} of ${rows.length}: ${squeeze(r.text)}${r.unit === undefined ? ' (formation)' : ''}`;
}

/** The report entry the report cursor is on (the report has the focus), its breakdown when open. */
export function reportRowLines(shell: Shell): string[] {
  const rep = shell.desk.report;
  const e = rep[shell.reportIndex];
  if (!e) return ['The report is empty.'];
  const head = `Entry ${shell.reportIndex + 1} of ${rep.length}: ${e.text}`;
  return shell.expanded.has(shell.reportIndex) ? [head, ...e.detail.map(squeeze)] : [head];
}
