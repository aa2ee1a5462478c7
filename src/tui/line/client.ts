// Line mode (issue 23): the full-screen client's App played by sentences and commands, for screen
// readers and plain pipes. The App keeps all the state and takes the same keys; this client turns
// each input line into key presses (or a word command that reads a screen out) and, after each
// line, announces what changed in short lines: the status message, new report entries, a window,
// a hand-over, the cursor's new place. It writes nothing itself (host.ts does), so tests drive it
// line by line and read its answers.

import type { SideId } from '../../engine/core/system.js';
import type { App } from '../app.js';
import type { Dialog } from '../shell.js';
import type { OrderPreview, ReportEntry } from '../systems/presenter.js';
import {
  cardLines,
  cursorLine,
  dialogItem,
  dialogLines,
  dialogState,
  enemyLines,
  entryAnnouncement,
  entryLines,
  helpText,
  listRowLine,
  lookLines,
  oddsLines,
  previewLine,
  rawKeyLines,
  reportLines,
  reportRowLines,
  screenLine,
  scoreLines,
  selectionLine,
  unitLines,
} from './describe.js';
import { actionFor } from '../keymap.js';
import { keyOfToken, repeated, type KeyPress } from './keys.js';

/** Directions by name: the map actions they run (the keys differ between keymaps). */
const DIRECTIONS: Readonly<Record<string, string>> = {
  east: 'cursor.e',
  west: 'cursor.w',
  ne: 'cursor.ne',
  nw: 'cursor.nw',
  se: 'cursor.se',
  sw: 'cursor.sw',
  north: 'cursor.up',
  south: 'cursor.down',
};

/** What a word takes after it: nothing, an optional number, or the rest of the line. */
type WordArgs = 'none' | 'number' | 'rest';

interface Word {
  readonly args: WordArgs;
  run(client: LineClient, args: readonly string[]): string[];
}

/** What the last announcement described, to announce only what changed since. */
interface Seen {
  screen: string;
  viewer: SideId;
  dialog: Dialog | null;
  dialogState: string;
  cursor: number;
  selected: string;
  preview: OrderPreview | null;
  focus: string;
  list: string;
  reportAt: string;
  /** The status line's turn part: turn, phase, whose impulse, score (announced when it changes). */
  status: string;
}

export class LineClient {
  private seen: Seen | null = null;
  /** How much of each side's report has been announced (a new turn brings a new report). */
  private readonly printed = new Map<SideId, { entries: readonly ReportEntry[]; n: number }>();
  private messages: string[] = [];
  private lastMessage: unknown = null;
  private last: string[] = [];

  /**
   * @param notes lines the App's host callbacks leave for the next answer (the after-action
   * report, which the full-screen host draws as charts)
   */
  constructor(
    readonly app: App,
    private readonly notes: string[] = [],
  ) {
    // Drawing never runs here: a breakdown always opens as a window (which is read out in full)
    // rather than under its entry in a report panel of some height.
    app.reportRows = 0;
  }

  /** The first answer: a greeting, then the start as the screen would show it. */
  opening(): string[] {
    const s = this.app.session;
    const title = s.system.summarize(s.scenario).title;
    // The App may have spoken already (the computer plays first).
    this.noteMessage();
    return this.answer([`hexfront line mode: ${title}. Type help for the commands.`]);
  }

  /** One line typed by the player; the answer, line by line. */
  input(line: string): string[] {
    const app = this.app;
    if (app.quitting) return [];
    const text = line.trim();
    const out: string[] = [];
    if (app.pendingComputer !== null) out.push('The computer is still playing.');
    else if (app.screen.kind === 'handover') this.press({ key: text === 'C-c' ? 'C-c' : 'enter', ch: '\r' });
    else if (app.screen.kind === 'password') {
      // The whole line is the password; it is never printed back.
      for (const ch of [...text]) this.press({ key: ch, ch });
      this.press({ key: 'enter', ch: '\r' });
    } else if (text.toLowerCase() === 'again') return this.last;
    else if (app.dialog?.kind === 'palette' && !keyOfToken(text)) this.search(text);
    else this.commands(text, out);
    return (this.last = this.answer(out));
  }

  /** Runs the computer's turn the last answer announced (deferComputer); the answer to it. */
  runPending(): string[] {
    this.app.runPending();
    return this.answer([]);
  }

  private answer(out: string[]): string[] {
    this.announce(out);
    return out
      .flatMap((l) => l.split('\n'))
      .map(clean)
      .filter((l) => l !== '');
  }

  // ---- input ---------------------------------------------------------------------------------

  press(k: KeyPress): void {
    this.app.key(k.key, k.ch);
    this.noteMessage();
  }

  /** Status-line messages in order: each key replaces the last, so each is kept as it comes. */
  private noteMessage(): void {
    const m = this.app.message;
    if (m && m !== this.lastMessage) this.messages.push(m.text);
    this.lastMessage = m;
  }

  /** The palette's query: the line replaces what was typed, through the palette's own keys. */
  private search(text: string): void {
    const d = this.app.dialog;
    if (d?.kind !== 'palette') return;
    for (let i = d.query.length; i > 0; i--) this.press({ key: 'backspace', ch: undefined });
    for (const ch of [...text]) this.press(ch === ' ' ? { key: 'space', ch } : { key: ch, ch });
  }

  /** Keys and words, left to right; a line with an unknown token does nothing and says so. */
  private commands(text: string, out: string[]): void {
    const tokens = text.split(/\s+/).filter(Boolean);
    if (tokens.length === 0) {
      // An empty line asks where things stand: the open window's question, else the status line.
      out.push(...(this.app.dialog ? dialogLines(this.app, this.app.dialog) : [this.where()]));
      return;
    }
    const steps: (() => void)[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const word = WORDS[tokens[i]!.toLowerCase()];
      if (word) {
        let args: string[] = [];
        if (word.args === 'rest') args = tokens.splice(i + 1);
        else if (word.args === 'number' && /^\d+$/.test(tokens[i + 1] ?? '')) args = tokens.splice(i + 1, 1);
        steps.push(() => {
          // What the keys before it changed comes first, then the word's answer.
          this.announce(out);
          out.push(...word.run(this, args));
          this.noteMessage();
        });
        continue;
      }
      const { token, times } = repeated(tokens[i]!);
      const dir = DIRECTIONS[token.toLowerCase()];
      const key = dir ? undefined : keyOfToken(token);
      if (!dir && !key) {
        out.push(`Unknown command "${tokens[i]}": nothing done. Type help for the commands.`);
        return;
      }
      for (let n = 0; n < times; n++) steps.push(() => (dir ? this.direction(dir) : this.press(key!)));
      // The palette's key with words after it (": dig in"): the words are what is searched for.
      if (
        key &&
        i + 1 < tokens.length &&
        actionFor(this.app.keymap, this.app.context(), key.key) === 'palette'
      ) {
        const query = tokens.splice(i + 1).join(' ');
        steps.push(() => this.search(query));
      }
    }
    for (const step of steps) {
      if (this.app.quitting || this.app.pendingComputer !== null) break;
      step();
    }
  }

  /** A direction by name: the key bound to it when there is one, so it behaves as that key. */
  private direction(action: string): void {
    const key = this.app.keymap.byAction.get('map')?.get(action)?.[0];
    if (key) return this.press(keyOfToken(key) ?? { key, ch: undefined });
    if (this.app.context() !== 'map' || this.app.screen.kind !== 'play') return;
    this.app.run(action);
    this.noteMessage();
  }

  /** An empty line: where things stand (the status line). */
  private where(): string {
    const st = this.app.presenter.status(this.app.view, this.app.cursor, this.app.selected);
    return [...st.turn, ...st.here].join(', ');
  }

  /** Why a word that acts cannot act now, or undefined when it can. */
  busy(): string | undefined {
    const app = this.app;
    if (app.screen.kind !== 'play') return 'Not now: finish the hand-over first.';
    if (app.dialog) return `Not now: answer the open window first (${dialogLines(app, app.dialog)[0]})`;
    return undefined;
  }

  // ---- announcing what changed -------------------------------------------------------------------

  private announce(out: string[]): void {
    const app = this.app;
    const said = out.length;
    out.push(...this.messages.splice(0), ...this.notes.splice(0));
    const screenKey = screenKeyOf(app);
    const before = this.seen;
    // The computer is about to play: only its announcement; the desk is read out once it is back.
    if (app.pendingComputer !== null) return;
    if (app.screen.kind !== 'play') {
      // The hand-over and the password show nothing of either side: not the desk behind them.
      if (before?.screen !== screenKey) out.push(screenLine(app, app.screen));
      this.seen = this.snapshot();
      return;
    }
    const printed = this.printed.get(app.viewer);
    const report = app.desk.report;
    // A new desk: the game starts, a turn begins, the other hot-seat player sits down, a game loads.
    const fresh =
      !before || before.screen !== screenKey || before.viewer !== app.viewer || printed?.entries !== report;
    const from = printed && printed.entries === report ? Math.min(printed.n, report.length) : 0;
    const news = report.slice(from).map((_, k) => entryAnnouncement(app, from + k));
    this.announceDialog(out, before, new Set(report.slice(from).map((e) => e.text)));
    out.push(...news);
    this.printed.set(app.viewer, { entries: report, n: report.length });
    const now = this.snapshot();
    // A window closed with nothing else to say (Esc on the settings, "n" to a question): say so.
    if (before?.dialog && !app.dialog && out.length === said && !before.dialog.kind.match(/^(message|help)$/))
      out.push('Closed.');
    if (now.status !== before?.status) out.push(now.status);
    if (before && !fresh && now.focus !== before.focus) out.push(focusLine(this, now.focus));
    if (app.focus === 'units' && before && !fresh && now.list !== before.list && now.focus === before.focus)
      out.push(listRowLine(app));
    if (
      app.focus === 'report' &&
      before &&
      !fresh &&
      (now.reportAt !== before.reportAt || now.focus !== before.focus)
    )
      out.push(...reportRowLines(app));
    if (fresh || now.cursor !== before.cursor) out.push(cursorLine(app));
    // A selection the turn's end cleared is no news; one the player cleared (Esc) is.
    const playing = app.system.actingSide(app.session.state) === app.viewer;
    if (!fresh && now.selected !== before.selected && (now.selected !== '' || playing))
      out.push(selectionLine(app));
    const pv = previewLine(app);
    if (pv && (fresh || now.cursor !== before.cursor || now.preview !== before.preview)) out.push(pv);
    this.seen = now;
  }

  /**
   * A window that opened or changed, read out; a message or help window closes once read (the
   * full-screen client closes it on the next key). Lines that new report entries repeat (the
   * enemy's turn window) are left to the report.
   */
  private announceDialog(out: string[], before: Seen | null, reported: ReadonlySet<string>): void {
    const app = this.app;
    const d = app.dialog;
    if (!d) return;
    if (d === before?.dialog) {
      if (dialogState(app, d) !== before.dialogState) out.push(dialogItem(app, d));
      return;
    }
    out.push(...dialogLines(app, d).filter((l) => !reported.has(l)));
    if (d.kind === 'message' || d.kind === 'help') app.dialog = null;
  }

  private snapshot(): Seen {
    const app = this.app;
    return {
      screen: screenKeyOf(app),
      viewer: app.viewer,
      dialog: app.dialog,
      dialogState: dialogState(app, app.dialog),
      cursor: app.cursor,
      selected: app.selected.join(','),
      preview: app.preview,
      focus: app.focus,
      list: `${app.listIndex}|${app.listTree}|${app.presenter.filterLabel(app.view, app.listFilter)}`,
      reportAt: `${app.reportIndex}|${app.expanded.has(app.reportIndex)}`,
      status:
        app.screen.kind === 'play'
          ? app.presenter.status(app.view, app.cursor, app.selected).turn.join(', ')
          : '',
    };
  }
}

/** The screen as announced: a password screen's typing is not a change (and is never said). */
function screenKeyOf(app: App): string {
  return JSON.stringify(app.screen.kind === 'password' ? { ...app.screen, typed: '' } : app.screen);
}

function focusLine(client: LineClient, focus: string): string {
  const app = client.app;
  if (focus === 'units')
    return `Unit list, ${app.presenter.filterLabel(app.view, app.listFilter)}. ${listRowLine(app)}`;
  if (focus === 'report') return 'Report:';
  return 'Back to the map.';
}

/** No escape codes or other control characters reach the output, whatever a text held. */
function clean(line: string): string {
  return line.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trimEnd();
}

const numberArg = (args: readonly string[]) => (args[0] !== undefined ? Number(args[0]) : undefined);

const WORDS: Readonly<Record<string, Word>> = {
  look: { args: 'none', run: (c) => lookLines(c.app) },
  units: {
    args: 'none',
    run(c) {
      c.app.listTree = false;
      return unitLines(c.app);
    },
  },
  tree: {
    args: 'none',
    run(c) {
      c.app.listTree = true;
      return unitLines(c.app);
    },
  },
  jump: {
    args: 'number',
    run(c, args) {
      const n = numberArg(args);
      const row = n !== undefined ? c.app.listRows()[n - 1] : undefined;
      if (row?.unit === undefined) return [`No unit ${args[0] ?? ''} in the unit list (units lists them).`];
      const busy = c.busy();
      if (busy) return [busy];
      c.app.listIndex = n! - 1;
      c.app.focus = 'units';
      c.app.run('list.jump');
      return [];
    },
  },
  report: {
    args: 'number',
    run: (c, args) => {
      const n = numberArg(args);
      return n === undefined ? reportLines(c.app) : entryLines(c.app, n);
    },
  },
  odds: { args: 'none', run: (c) => oddsLines(c.app) },
  card: { args: 'none', run: (c) => cardLines(c.app) },
  score: { args: 'none', run: (c) => scoreLines(c.app) },
  objectives: { args: 'none', run: (c) => scoreLines(c.app) },
  enemy: { args: 'none', run: (c) => enemyLines(c.app) },
  help: { args: 'none', run: (c) => helpText(c.app) },
  keys: {
    args: 'rest',
    run(c, args) {
      if (args.length === 0) return rawKeyLines(c.app);
      // Raw: a token that names no key goes to the App as it is (a key name of some keymap).
      for (const t of args) c.press(keyOfToken(t) ?? { key: t, ch: undefined });
      return [];
    },
  },
  do: {
    args: 'rest',
    run(c, args) {
      const app = c.app;
      const query = args.join(' ');
      const id = app.keymap.actions[query] ? query : app.paletteMatches(query)[0];
      if (!query || !id) return [`No action matches "${query}" (help lists them).`];
      if (app.screen.kind !== 'play') return ['Not now: finish the hand-over first.'];
      app.message = null;
      app.run(id);
      return [];
    },
  },
  go: {
    args: 'rest',
    run(c, args) {
      const busy = c.busy();
      if (busy) return [busy];
      const loc = findPlace(c.app, args.join(' '));
      if (loc < 0) return [`No place called "${args.join(' ')}".`];
      c.app.focus = 'map';
      c.app.moveCursor(loc);
      return [];
    },
  },
  quit: {
    args: 'none',
    run(c) {
      c.app.run('quit');
      return [];
    },
  },
};

/** A location by what a player calls it: the whole label first, else the first that contains it. */
function findPlace(app: App, name: string): number {
  const q = name.trim().toLowerCase();
  if (!q) return -1;
  const grid = app.presenter.map.grid(app.view);
  let partial = -1;
  for (let row = 0; row < grid.rows; row++)
    for (let col = 0; col < grid.cols; col++) {
      const loc = grid.locAt(col, row);
      if (loc < 0) continue;
      const label = app.presenter.label(app.view, loc).toLowerCase();
      if (label === q) return loc;
      if (partial < 0 && label.includes(q)) partial = loc;
    }
  return partial;
}
