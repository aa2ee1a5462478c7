// The lobby (issue 19): the player's games and whose turn each is, the open challenges (theirs and
// others', accepted with a key), "new game against the computer", "challenge a player", the games
// they may watch, and q to leave. Built like the game's screen: boxed regions on one Frame, each
// region owning its keys (Tab moves between them), a message line for refusals (the store's own
// sentence) and a help line at the bottom. The lists follow the store: the lobby subscribes to
// the games it shows and redraws when one changes (a challenge accepted, a turn played).

import { BOLD, drawBox, type Frame } from '../../tui/frame.js';
import type { GameStore, GameSummary } from '../contract.js';
import { GameForm, type FormResult } from './game-form.js';
import { begin, bottomLines, finish, titleLine, type Look } from './look.js';
import type { LobbyAccounts, ScenarioChoice } from './ports.js';
import {
  challengeRow,
  gameRow,
  POLICY_LABEL,
  seatName,
  seatOf,
  sideName,
  turnState,
  watchRow,
} from './rows.js';
import { wrapText } from '../../tui/dialogs/box.js';
import type { Stage } from './stage.js';

export type Region = 'games' | 'challenges' | 'start' | 'watch';
const REGIONS: readonly Region[] = ['games', 'challenges', 'watch', 'start'];

const START_ITEMS = ['New game against the computer', 'Challenge a player', 'Leave'] as const;
const START_HELP = [
  'Play a scenario against the computer: it plays its part as soon as yours ends.',
  'Challenge a player by name, or anyone; choose what spectators may see.',
  'Leave the server: your games wait here for your next login.',
];

/** What the lobby asks the connection to do. */
export interface LobbyActions {
  /** Opens one of the player's games (to play, to wait for the opponent, or for a last look). */
  play(id: string): void;
  watch(id: string): void;
  leave(): void;
  /** Draw again (after a change the lobby heard from the store). */
  redraw(): void;
}

interface Row {
  readonly id: string;
  readonly text: string;
  readonly mark?: string;
  readonly markGood?: boolean;
}

export class Lobby implements Stage {
  focus: Region = 'games';
  private index: Record<Region, number> = { games: 0, challenges: 0, start: 0, watch: 0 };
  private games: GameSummary[] = [];
  private challenges: GameSummary[] = [];
  private watchable: GameSummary[] = [];
  private form: GameForm | null = null;
  message: { text: string; warn: boolean } | null = null;
  private unsubscribe: (() => void)[] = [];
  private refreshQueued = false;
  private active = false;

  constructor(
    public look: Look,
    readonly account: string,
    private readonly store: GameStore,
    private readonly scenarios: readonly ScenarioChoice[],
    /** Whether a named opponent exists, checked before the challenge is made. */
    private readonly accounts: Pick<LobbyAccounts, 'exists'>,
    private readonly actions: LobbyActions,
  ) {}

  /** Shown again: the lists are read afresh and followed until the lobby is left. */
  enter(message?: { text: string; warn: boolean }): void {
    this.active = true;
    this.form = null;
    if (message) this.message = message;
    this.refresh();
  }

  leave(): void {
    this.active = false;
    this.follow([]);
  }

  say(text: string, warn: boolean): void {
    this.message = { text, warn };
  }

  /** Reads the store's lists; a failing store leaves the lists as they were, with its reason. */
  refresh(): void {
    try {
      const s = this.store;
      const all = s.mine(this.account);
      this.games = all.filter((g) => g.status !== 'open');
      // The player's own open challenges are listed with the others', once.
      const open = [...all.filter((g) => g.status === 'open'), ...s.openChallenges(this.account)];
      this.challenges = open.filter((g, i) => open.findIndex((o) => o.id === g.id) === i);
      this.watchable = s.watchable(this.account);
    } catch (e) {
      this.say(`The games could not be read: ${errorText(e)}`, true);
    }
    // An emptied list (a challenge taken) gives the focus back to the player's games.
    const shown = {
      games: this.games,
      challenges: this.challenges,
      watch: this.watchable,
      start: START_ITEMS,
    };
    if (shown[this.focus].length === 0 && this.games.length > 0) this.focus = 'games';
    if (this.active) this.follow([...this.games, ...this.challenges].map((g) => g.id));
  }

  /** Subscribes to the games shown, so that a turn played or a challenge taken shows at once. */
  private follow(ids: readonly string[]): void {
    for (const u of this.unsubscribe.splice(0)) u();
    for (const id of ids)
      this.unsubscribe.push(
        this.store.subscribe(id, () => {
          // Not inside the store's notification: re-subscribing there could loop its listeners.
          if (this.refreshQueued) return;
          this.refreshQueued = true;
          queueMicrotask(() => {
            this.refreshQueued = false;
            if (!this.active) return;
            this.refresh();
            this.actions.redraw();
          });
        }),
      );
  }

  rows(region: Region): Row[] {
    switch (region) {
      case 'games':
        return this.games.map((g) => {
          const r = gameRow(this.scenarios, g, this.account);
          return { id: g.id, text: r.text, mark: r.state.text, markGood: r.state.mine };
        });
      case 'challenges':
        return this.challenges.map((g) => ({
          id: g.id,
          text: challengeRow(this.scenarios, g, this.account),
        }));
      case 'start':
        return START_ITEMS.map((t) => ({ id: t, text: t }));
      case 'watch':
        return this.watchable.map((g) => ({ id: g.id, text: watchRow(g) }));
    }
  }

  /** The selected row of the focused region in full (the lists cut long lines at 80 columns). */
  details(): string[] {
    const i = this.index[this.focus];
    if (this.focus === 'start') return [START_HELP[i] ?? ''];
    const list =
      this.focus === 'games' ? this.games : this.focus === 'challenges' ? this.challenges : this.watchable;
    const g = list[Math.min(i, list.length - 1)];
    if (!g) return [];
    const seats = Object.entries(g.seats).map(
      ([side, seat]) =>
        `${sideName(this.scenarios, g, side)}: ${seatName(seat)}${seat?.kind === 'account' && seat.name === this.account ? ' (you)' : ''}`,
    );
    const state = g.status === 'active' ? turnState(g, this.account).text : g.status;
    const action =
      this.focus === 'games'
        ? 'Enter: play'
        : this.focus === 'watch'
          ? 'Enter: watch'
          : seatOf(g, this.account)
            ? 'Yours: it waits for a taker.'
            : 'Enter or a: accept';
    return [
      g.title,
      `scenario ${g.scenarioId}`,
      ...seats,
      `turn ${g.turn} · ${state}`,
      `spectators: ${POLICY_LABEL[g.spectators]}`,
      '',
      action,
    ];
  }

  key(key: string, ch: string | undefined): void {
    if (this.form) return this.formKey(key, ch);
    this.message = null;
    const k = key === 'j' ? 'down' : key === 'k' ? 'up' : key;
    const rows = this.rows(this.focus);
    const i = this.index[this.focus];
    switch (k) {
      case 'q':
      case 'C-c':
        return this.actions.leave();
      case 'tab':
      case 'S-tab': {
        const step = k === 'tab' ? 1 : REGIONS.length - 1;
        this.focus = REGIONS[(REGIONS.indexOf(this.focus) + step) % REGIONS.length]!;
        return;
      }
      case 'up':
        this.index[this.focus] = Math.max(0, i - 1);
        return;
      case 'down':
        this.index[this.focus] = Math.max(0, Math.min(rows.length - 1, i + 1));
        return;
      case 'home':
        this.index[this.focus] = 0;
        return;
      case 'end':
        this.index[this.focus] = Math.max(0, rows.length - 1);
        return;
      case 'n':
        this.form = new GameForm('computer', this.scenarios);
        return;
      case 'c':
        this.form = new GameForm('challenge', this.scenarios);
        return;
      case 'r':
        this.refresh();
        this.say('Lists read again.', false);
        return;
    }
    const row = rows[Math.min(i, rows.length - 1)];
    if (this.focus === 'challenges' && (k === 'enter' || k === 'a')) return this.accept(row?.id);
    if (k !== 'enter') return;
    if (this.focus === 'start') {
      if (i === 0) this.form = new GameForm('computer', this.scenarios);
      else if (i === 1) this.form = new GameForm('challenge', this.scenarios);
      else this.actions.leave();
      return;
    }
    if (!row)
      return this.say(
        this.focus === 'games' ? 'No games yet: n starts one.' : 'Nothing to watch now.',
        false,
      );
    if (this.focus === 'games') return this.actions.play(row.id);
    if (this.focus === 'watch') return this.actions.watch(row.id);
  }

  private accept(id: string | undefined): void {
    const g = this.challenges.find((x) => x.id === id);
    if (!g) return this.say('No open challenge here: c makes one.', false);
    if (seatOf(g, this.account))
      return this.say('This challenge is yours: it waits for someone to accept it.', false);
    try {
      this.store.accept(this.account, g.id);
    } catch (e) {
      this.refresh();
      return this.say(errorText(e), true);
    }
    this.actions.play(g.id);
  }

  private formKey(key: string, ch: string | undefined): void {
    const form = this.form!;
    const r = form.key(key, ch);
    if (r === 'cancel') {
      this.form = null;
      return;
    }
    if (r) this.submit(r);
  }

  private submit(r: FormResult): void {
    try {
      if (r.kind === 'computer') {
        const g = this.store.createVsComputer(this.account, r.scenarioId, r.side);
        this.form = null;
        return this.actions.play(g.id);
      }
      if (r.opponent !== undefined && r.opponent === this.account)
        return this.say('You cannot challenge yourself: leave the opponent empty for anyone.', true);
      if (r.opponent !== undefined && !this.accounts.exists(r.opponent))
        return this.say(`No player is called "${r.opponent}" on this server.`, true);
      const g = this.store.challenge({
        account: this.account,
        scenarioId: r.scenarioId,
        side: r.side,
        ...(r.opponent ? { opponent: r.opponent } : {}),
        spectators: r.spectators,
      });
      this.form = null;
      this.refresh();
      this.focus = 'challenges';
      this.index.challenges = Math.max(
        0,
        this.challenges.findIndex((c) => c.id === g.id),
      );
      this.say(
        r.opponent ? `Challenge sent to ${r.opponent}: ${g.title}.` : `Open challenge made: ${g.title}.`,
        false,
      );
    } catch (e) {
      // The store's refusal (an unknown opponent, a scenario it does not have...), word for word.
      this.say(errorText(e), true);
    }
  }

  help(): string {
    if (this.form) return this.form.help();
    const common = 'Tab list · n vs computer · c challenge · r refresh · q leave';
    switch (this.focus) {
      case 'games':
        return `↑↓ Enter play · ${common}`;
      case 'challenges':
        return `↑↓ Enter accept · ${common}`;
      case 'start':
        return `↑↓ Enter choose · ${common}`;
      case 'watch':
        return `↑↓ Enter watch · ${common}`;
    }
  }

  draw(f: Frame): void {
    const look = this.look;
    const p = look.palette;
    if (!begin(look, f)) return;
    const yourTurn = this.games.filter((g) => gameRow(this.scenarios, g, this.account).state.mine).length;
    titleLine(
      look,
      f,
      `hexfront · lobby · ${this.account}${yourTurn > 0 ? ` · your turn in ${yourTurn} game${yourTurn > 1 ? 's' : ''}` : ''}`,
    );
    const top = 1;
    const h = f.rows - 3;
    const rightW = Math.max(33, Math.floor(f.cols / 3));
    const leftW = f.cols - rightW;
    const gamesH = Math.round(h * 0.4);
    const challengesH = Math.round(h * 0.3);
    const startH = START_ITEMS.length + 2;
    this.region(
      f,
      'games',
      'Your games',
      { x: 0, y: top, w: leftW, h: gamesH },
      'No games yet: n starts one.',
    );
    this.region(
      f,
      'challenges',
      'Open challenges',
      { x: 0, y: top + gamesH, w: leftW, h: challengesH },
      'No open challenges: c makes one.',
    );
    this.region(
      f,
      'watch',
      'Games to watch',
      { x: 0, y: top + gamesH + challengesH, w: leftW, h: h - gamesH - challengesH },
      'Nothing to watch now.',
    );
    this.region(f, 'start', 'Start', { x: leftW, y: top, w: rightW, h: startH }, '');
    const d = { x: leftW, y: top + startH, w: rightW, h: h - startH };
    drawBox(f, d.x, d.y, d.w, d.h, 'Details', look.box, p.border, p.title);
    const lines = this.details().flatMap((l) => (l ? wrapText(l, d.w - 4) : ['']));
    lines
      .slice(0, d.h - 2)
      .forEach((l, k) => f.text(d.x + 2, d.y + 1 + k, l, k === 0 ? p.heading : p.plain, d.w - 4));
    if (this.form) this.form.draw(look, f);
    bottomLines(look, f, this.message, this.help());
    finish(look, f);
  }

  private region(
    f: Frame,
    region: Region,
    title: string,
    r: { x: number; y: number; w: number; h: number },
    empty: string,
  ): void {
    const p = this.look.palette;
    const focused = this.focus === region && !this.form;
    const rows = this.rows(region);
    const count = rows.length && region !== 'start' ? ` (${rows.length})` : '';
    drawBox(f, r.x, r.y, r.w, r.h, title + count, this.look.box, p.border, focused ? p.focusTitle : p.title);
    const inner = r.h - 2;
    const w = r.w - 2;
    if (rows.length === 0) {
      f.text(r.x + 2, r.y + 1, empty, p.dim, w - 2);
      return;
    }
    const i = Math.min(this.index[region], rows.length - 1);
    this.index[region] = Math.max(0, i);
    const start = Math.max(0, Math.min(i - Math.floor(inner / 2), rows.length - inner));
    for (let k = 0; k < inner && start + k < rows.length; k++) {
      const row = rows[start + k]!;
      const y = r.y + 1 + k;
      const on = start + k === i;
      const a = on && focused ? p.selected : p.plain;
      // The mark ("your turn") goes at the right end, in its own colour.
      const mark = row.mark ? ` ${row.mark} ` : '';
      const room = Math.max(0, w - [...mark].length);
      f.line(r.x + 1, y, ` ${clip(row.text, room - 1)}`, room, a);
      if (mark) f.text(r.x + 1 + room, y, mark, row.markGood ? p.good | (BOLD << 18) : a);
    }
  }

  cursor(): { x: number; y: number } | null {
    return this.form?.caret ?? null;
  }
}

function clip(text: string, width: number): string {
  const cs = [...text];
  return cs.length <= width ? text : cs.slice(0, Math.max(0, width - 1)).join('') + '…';
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
