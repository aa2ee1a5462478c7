// A server game on the connection's screen: the client's App, seated on the player's side (the
// viewer never changes to another side: design invariant 3), in the play-by-e-mail mode, so that
// the opponent's part since the player last played is read first and replayed on the map through
// their fog (PC-NET-05/06). The store is the referee and the record: every command is committed
// as it is made (a dropped connection loses nothing), and the part's end is committed before the
// App quits. A spectator's App is read-only.

import type { SideId } from '../../engine/core/system.js';
import type { AnySession, Player } from '../../session/session.js';
import { App } from '../../tui/app.js';
import type { Frame } from '../../tui/frame.js';
import { loadKeymap } from '../../tui/keymap.js';
import type { Surface } from '../../tui/screen.js';
import type { SettingsStore } from '../../tui/settings.js';
import type { OpenedGame } from '../contract.js';
import type { Stage } from './stage.js';

export interface GameStageOptions {
  readonly opened: OpenedGame;
  /** The side shown (a spectator of a finished game picks one). */
  readonly side: SideId;
  readonly settings: SettingsStore;
  readonly env: NodeJS.ProcessEnv;
  readonly surface: Surface;
  readonly readOnly: boolean;
  /** What an order key is told on a read-only screen (default: the spectator's WATCHING). */
  readonly readOnlyReason?: string;
  /**
   * Stores the session (the player's commands so far); throws with the store's reason. Not called
   * for a spectator.
   */
  readonly commit: (session: AnySession) => void;
  /**
   * The App has quit; `partEnded` when the player's part was committed as over, `error` the store's
   * reason when the last commit was refused.
   */
  readonly quit: (partEnded: boolean, error: string | null) => void;
  readonly redraw: () => void;
  /** No start windows (briefing, match card): a spectator's view opened again as the game moves on. */
  readonly quiet?: boolean;
  /** Called when the screen is left (a spectator's subscription ends). */
  readonly leave?: () => void;
}

function markOf(s: AnySession): { length: number; last: unknown } {
  return { length: s.log.length, last: s.log[s.log.length - 1] };
}

export class GameStage implements Stage {
  readonly app: App;
  /** The log as last committed: its length and its last command (an undo and a new move). */
  private committed: { length: number; last: unknown };
  private partEnded = false;
  private failedCommit: string | null = null;

  constructor(private readonly o: GameStageOptions) {
    const { opened, side } = o;
    const session = opened.session;
    const players: Record<SideId, Player> = {};
    for (const s of session.system.sides)
      players[s] = opened.summary.seats[s]?.kind === 'computer' ? 'computer' : 'human';
    this.committed = markOf(session);
    const since = opened.since;
    this.app = new App({
      session,
      players,
      settings: o.settings,
      // No keymap.json from the server's disk: the bundled keymaps, as the player's setting names.
      keymap: (name, orders) => loadKeymap(name, undefined, undefined, orders),
      env: o.env,
      seat: side,
      readOnly: o.readOnly,
      ...(o.readOnlyReason !== undefined ? { readOnlyReason: o.readOnlyReason } : {}),
      // The match card opens on the player's first look at a game only, not at every part (the
      // opponent's part is then the first thing shown): a part that began after the start says
      // the player has played here before.
      matchCard: !o.quiet && !(since?.before && since.before.log > 0),
      pbem: {
        events: since?.events ?? [],
        ...(since?.before ? { before: since.before } : {}),
        onPartEnd: (s) => {
          if (o.readOnly) return;
          this.partEnded = this.commitNow(s);
        },
      },
      charts: (report, opts) => void o.surface.showCharts?.(report, opts).then(() => o.redraw()),
      onQuit: () => {
        // Whatever was played before quitting is kept (issue 19: leaving mid-part loses nothing).
        const s = this.app.session;
        if (!this.partEnded && !o.readOnly && this.changed(s)) this.commitNow(s);
        o.quit(this.partEnded, this.failedCommit);
      },
    });
  }

  get gameId(): string {
    return this.o.opened.summary.id;
  }

  /** Commits the session if it changed; false (and the reason on screen) when the store refused. */
  commitNow(session: AnySession): boolean {
    try {
      this.o.commit(session);
      this.committed = markOf(session);
      this.failedCommit = null;
      return true;
    } catch (e) {
      this.failedCommit = `The server could not store your move: ${e instanceof Error ? e.message : String(e)}`;
      this.app.say(this.failedCommit, true);
      return false;
    }
  }

  private changed(s: AnySession): boolean {
    const m = markOf(s);
    return m.length !== this.committed.length || m.last !== this.committed.last;
  }

  /** Leaving the game's screen (to the lobby, or another game). */
  leave(): void {
    this.o.leave?.();
  }

  key(key: string, ch: string | undefined): void {
    this.app.key(key, ch);
    // After every command, not only at the part's end: a dropped connection loses nothing. An
    // undo shortens the log; that is committed too.
    const s = this.app.session;
    if (!this.o.readOnly && !this.app.quitting && this.changed(s)) this.commitNow(s);
  }

  click(x: number, y: number): void {
    this.app.click(x, y);
  }

  draw(f: Frame): void {
    this.app.draw(f);
  }

  cursor(): { x: number; y: number } | null {
    return this.app.terminalCursor;
  }

  mouse(): boolean {
    return this.app.settings.mouse === 'on';
  }

  /** The connection closed under the game: commit what was played. */
  closing(): void {
    if (this.o.readOnly || this.app.quitting) return;
    const s = this.app.session;
    if (this.changed(s)) this.commitNow(s);
  }
}
