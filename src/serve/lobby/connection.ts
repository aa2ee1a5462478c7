// One SSH session's screen (issue 19): the newcomer form at a first login, then the lobby, the
// games (played, waited for, watched) and back to the lobby, until the player leaves. Everything
// is the connection's own: one blessed surface on the session's channel (no signal handlers: the
// signals belong to the server process), the account's settings and keymap, one App per game.
// Nothing here is process-global, so two sessions never share a screen, settings or a keymap.

import { DEFAULT_SETTINGS } from '../../tui/settings.js';
import type { App } from '../../tui/app.js';
import { openBlessedSurface } from '../../tui/screen.js';
import type { AnySession } from '../../session/session.js';
import { relabelRecording } from '../record/recordings.js';
import type { ConnectionContext, ConnectionHandler, GameSummary, OpenedGame } from '../contract.js';
import { GameStage } from './game-stage.js';
import { carryView, LiveStage } from './live-stage.js';
import { Lobby, errorText } from './lobby.js';
import { lookOf } from './look.js';
import { NewcomerForm } from './newcomer.js';
import { accountSettingsStore, type ConnectionDeps } from './ports.js';
import { seatName, seatOf } from './rows.js';
import { StageHost, type Stage } from './stage.js';
import { isReady, WaitingScreen } from './waiting.js';

/** What the terminal shows last when the player leaves. */
export const GOODBYE = 'Goodbye from hexfront: your games wait on the server.';

export function makeConnectionHandler(deps: ConnectionDeps): ConnectionHandler {
  return (ctx) => new Connection(deps, ctx).run();
}

class Connection {
  private host!: StageHost;
  private lobby: Lobby | null = null;
  private account = '';
  private finished = false;
  private resolve: () => void = () => {};
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly deps: ConnectionDeps,
    private readonly ctx: ConnectionContext,
  ) {
    this.env = deps.env ?? { TERM: 'xterm-256color' };
  }

  run(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.resolve = resolve;
      const tty = this.ctx.tty;
      const surface = openBlessedSurface({ input: tty, output: tty, handleSignals: false });
      this.host = new StageHost(surface, (e, stage) => this.failed(e, stage));
      this.ctx.onClose(() => this.dropped());
      const id = this.ctx.identity;
      if (id.kind === 'account') return this.enterLobby(id.account.name);
      this.host.show(
        new NewcomerForm(
          lookOf(DEFAULT_SETTINGS, this.env),
          this.deps.accounts,
          id.key,
          (account) => {
            // The session's recording, "newcomer" so far, is named by the account from now on.
            relabelRecording(this.ctx.tty, account.name);
            this.enterLobby(account.name, `Welcome, ${account.name}: your account is made.`);
          },
          () => this.leave(),
          () => this.host.render(),
          id.sshUser,
        ),
      );
    });
  }

  private get settings() {
    return accountSettingsStore(this.deps.settings, this.account);
  }

  private enterLobby(account: string, message?: string, warn = false): void {
    if (this.finished) return;
    this.account = account;
    const look = lookOf(this.settings.load(), this.env);
    if (!this.lobby)
      this.lobby = new Lobby(look, account, this.deps.games, this.deps.scenarios, this.deps.accounts, {
        play: (id) => this.play(id),
        watch: (id) => this.watch(id),
        leave: () => this.leave(),
        redraw: () => this.host.render(),
      });
    // The settings may have changed in a game (theme, characters).
    this.lobby.look = look;
    this.lobby.enter(message ? { text: message, warn } : undefined);
    this.host.show(this.lobby);
  }

  /** Opens one of the player's games: to play their part, to wait for the opponent's, or to look. */
  private play(id: string): void {
    let opened: OpenedGame;
    try {
      opened = this.deps.games.open(this.account, id);
    } catch (e) {
      return this.enterLobby(this.account, errorText(e), true);
    }
    const g = opened.summary;
    const side = opened.side ?? seatOf(g, this.account);
    if (side === null) return this.enterLobby(this.account, 'You have no seat in this game.', true);
    if (g.status === 'open')
      return this.enterLobby(
        this.account,
        'Nobody has taken the other seat yet: the game starts when someone does.',
      );
    // From this game's own screen (the part just played, or the other part followed live), the
    // next one opens in place: the same spot on the map, zoom and overlays.
    const from = this.appOn(id);
    if (!isReady(g, side) && g.status === 'active') this.wait(opened, side);
    else this.showGame(opened, side, false);
    const to = this.appOn(id);
    if (from && to && to !== from) {
      carryView(from, to);
      this.host.render();
    }
  }

  /** The App of the screen up now, when it is game `id` played or followed live. */
  private appOn(id: string): App | null {
    const s = this.host.stage;
    if ((s instanceof LiveStage || s instanceof GameStage) && s.gameId === id) return s.app;
    return null;
  }

  /**
   * The other side's part: the game, live and read-only, through the player's fog (live-stage.ts);
   * the waiting screen if the game cannot be shown.
   */
  private wait(opened: OpenedGame, side: string): void {
    const g = opened.summary;
    let live: LiveStage;
    try {
      live = new LiveStage({
        opened,
        side,
        account: this.account,
        store: this.deps.games,
        settings: this.settings,
        env: this.env,
        surface: this.host.surface,
        ready: () => {
          if (this.host.stage === live) this.play(g.id);
        },
        back: () => {
          if (this.host.stage === live) this.enterLobby(this.account);
        },
        redraw: () => this.host.render(),
      });
    } catch (e) {
      this.deps.log?.(`hexfront serve: ${this.ctx.remote} ${this.account}: game ${g.id}: ${errorText(e)}`);
      return this.waitingScreen(g, side);
    }
    this.host.show(live);
  }

  private waitingScreen(g: GameSummary, side: string): void {
    const opponent = seatName(g.toMove !== null ? (g.seats[g.toMove] ?? null) : null);
    this.host.show(
      new WaitingScreen(
        lookOf(this.settings.load(), this.env),
        g,
        side,
        opponent,
        this.deps.games,
        () => this.play(g.id),
        () => this.enterLobby(this.account),
        () => this.leave(),
      ),
    );
  }

  private watch(id: string, again = false): void {
    let opened: OpenedGame;
    try {
      opened = this.deps.games.watch(this.account, id);
    } catch (e) {
      return this.enterLobby(this.account, errorText(e), true);
    }
    // A finished game watched with everything shown: through the first side's eyes (the App shows
    // one side's view; not from the source, issue 19 names no side).
    const side = opened.side ?? opened.session.system.sides[0]!;
    // Watching follows the game: when it moves on a turn (or ends), the spectator's view is opened
    // again as the store allows, with a line saying so.
    const { turn, status } = opened.summary;
    let stage: GameStage | null = null;
    const stop = this.deps.games.subscribe(id, (s) => {
      if (s.turn === turn && s.status === status) return;
      queueMicrotask(() => {
        if (!stage || this.host.stage !== stage) return;
        this.watch(id, true);
        const next = this.host.stage;
        if (next instanceof GameStage && next !== stage)
          next.app.say(
            s.status === 'over' ? 'The game is over.' : `The game moved on: turn ${s.turn}.`,
            false,
          );
        this.host.render();
      });
    });
    stage = this.showGame(opened, side, true, { leave: stop, quiet: again });
  }

  private showGame(
    opened: OpenedGame,
    side: string,
    readOnly: boolean,
    more: { leave?: () => void; quiet?: boolean } = {},
  ): GameStage | null {
    const id = opened.summary.id;
    let stage: GameStage;
    try {
      stage = this.gameStage(opened, side, readOnly, more);
    } catch (e) {
      // A game the client cannot show (a damaged record...): the lobby says so, the session goes on.
      more.leave?.();
      this.deps.log?.(`hexfront serve: ${this.ctx.remote} ${this.account}: game ${id}: ${errorText(e)}`);
      this.enterLobby(this.account, `This game could not be opened: ${errorText(e)}`, true);
      return null;
    }
    this.host.show(stage);
    return stage;
  }

  private gameStage(
    opened: OpenedGame,
    side: string,
    readOnly: boolean,
    more: { leave?: () => void; quiet?: boolean },
  ): GameStage {
    const id = opened.summary.id;
    let last: GameSummary = opened.summary;
    const stage: GameStage = new GameStage({
      opened,
      side,
      settings: this.settings,
      env: this.env,
      surface: this.host.surface,
      readOnly,
      commit: (session: AnySession) => {
        last = this.deps.games.commit(this.account, id, session);
      },
      quit: (partEnded, error) => {
        if (this.host.stage !== stage) return;
        if (error) return this.enterLobby(this.account, error, true);
        if (!partEnded)
          return this.enterLobby(
            this.account,
            readOnly ? undefined : 'Back in the lobby: your game is kept on the server.',
          );
        // The part is over and stored: the computer's part has been played by the store, or the
        // human opponent's is awaited; a finished game opens for a last look.
        if (isReady(last, side) || last.status === 'active') return this.play(id);
        this.enterLobby(this.account, `The game is ${last.status}.`);
      },
      redraw: () => this.host.render(),
      ...more,
    });
    return stage;
  }

  /** The player leaves with q: the terminal is restored, then the channel closes. */
  private leave(): void {
    if (this.finished) return;
    this.finished = true;
    this.host.close();
    this.ctx.close(0, GOODBYE);
    this.resolve();
  }

  /** The channel closed from the other end: what was played is committed, nothing is drawn. */
  private dropped(): void {
    if (this.finished) return;
    this.finished = true;
    const s = this.host.stage;
    if (s instanceof GameStage) s.closing();
    this.host.close();
    this.resolve();
  }

  /** A screen threw: a game's failure returns to the lobby; the lobby's closes the session. */
  private failed(e: unknown, stage: Stage): void {
    const text = errorText(e);
    this.deps.log?.(
      `hexfront serve: ${this.ctx.remote} ${this.account || '(newcomer)'}: ${e instanceof Error ? (e.stack ?? text) : text}`,
    );
    if ((stage instanceof GameStage || stage instanceof LiveStage) && this.lobby) {
      if (stage instanceof GameStage) stage.closing();
      return this.enterLobby(this.account, `The game screen failed (${text}); your game is kept.`, true);
    }
    if (this.finished) return;
    this.finished = true;
    this.host.close();
    this.ctx.close(1, `hexfront: this session failed (${text}). Your games are kept; log in again.`);
    this.resolve();
  }
}
