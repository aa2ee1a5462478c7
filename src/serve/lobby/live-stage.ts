// Waiting for a human opponent, live (issue 19 "two players can also play live: each sees the
// other's moves as they happen, through their own fog"). While it is the other side's part, the
// player's screen is the game itself, read-only, seated on the player's own side: the map is drawn
// from the player's view (viewFor) and the report gets each command's events through the player's
// fog (eventsFor) as the store commits them. Keys that give no order (cursor, hex info, unit list,
// report, help) work; an order key is told whose part it is. When the part ends, the connection
// opens the player's own part in place (the "what you saw" window as after any part).

import type { SideId } from '../../engine/core/system.js';
import { plural } from '../../engine/core/words.js';
import type { App } from '../../tui/app.js';
import type { Frame } from '../../tui/frame.js';
import type { Surface } from '../../tui/screen.js';
import type { SettingsStore } from '../../tui/settings.js';
import type { GameStore, GameSummary, OpenedGame } from '../contract.js';
import { GameStage } from './game-stage.js';
import { PartFollower, type PartStart } from './part-follower.js';
import type { Stage } from './stage.js';
import { isReady } from './waiting.js';

export interface LiveStageOptions {
  /** The game as the store opened it for the waiting player (their side). */
  readonly opened: OpenedGame;
  readonly side: SideId;
  readonly account: string;
  readonly store: GameStore;
  readonly settings: SettingsStore;
  readonly env: NodeJS.ProcessEnv;
  readonly surface: Surface;
  /** The game needs the player again (their part, or the end), or is no longer active: open it. */
  readonly ready: (summary: GameSummary) => void;
  /** The player left the live view (q): back to the lobby. */
  readonly back: () => void;
  readonly redraw: () => void;
}

/** What an order key is told while the other side plays (issue 19). */
export function waitReason(sideName: string): string {
  return `It is the ${sideName} part: wait for it.`;
}

export class LiveStage implements Stage {
  readonly game: GameStage;
  readonly gameId: string;
  private readonly follower: PartFollower;
  private unsubscribe: (() => void) | null;
  private done = false;
  private pending = false;

  constructor(private readonly o: LiveStageOptions) {
    const { opened, side } = o;
    const { system, state } = opened.session;
    this.gameId = opened.summary.id;
    const acting = system.sideName(system.actingSide(state), state);
    // No `since`: what the other side did is fed to the report below, command by command, so
    // that the start does not open the end-of-part window ("what you saw") before the part ends.
    const { since: _since, ...shown } = opened;
    this.game = new GameStage({
      opened: shown,
      side,
      settings: o.settings,
      env: o.env,
      surface: o.surface,
      readOnly: true,
      readOnlyReason: waitReason(acting),
      quiet: true,
      commit: () => {
        throw new Error('a live view gives no orders');
      },
      quit: () => {
        if (!this.done) o.back();
      },
      redraw: o.redraw,
    });
    this.follower = new PartFollower(system);
    this.catchUp(opened);
    const computer = opened.summary.seats[system.actingSide(state)]?.kind === 'computer';
    this.game.app.say(
      computer
        ? `The computer is playing the ${acting} part: the game opens when it is done.`
        : `Live: the ${acting} part as it is played, through your fog.`,
      false,
    );
    this.unsubscribe = o.store.subscribe(this.gameId, (s) => this.heard(s));
  }

  get app(): App {
    return this.game.app;
  }

  /** The store committed: the game is followed outside its notification (open() reads the store). */
  private heard(s: GameSummary): void {
    if (this.done) return;
    if (s.status !== 'active' || isReady(s, this.o.side)) {
      this.done = true;
      queueMicrotask(() => this.o.ready(s));
      return;
    }
    // Several commits before the next tick (two keys in one packet) make one look.
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      if (this.done) return;
      this.refresh();
      this.o.redraw();
    });
  }

  private refresh(): void {
    let opened: OpenedGame;
    try {
      opened = this.o.store.open(this.o.account, this.gameId);
    } catch (e) {
      this.app.say(`The game could not be followed: ${e instanceof Error ? e.message : String(e)}`, true);
      return;
    }
    this.catchUp(opened);
  }

  /** Brings the screen to the stored game: the map, and the new events through the player's fog. */
  private catchUp(opened: OpenedGame): void {
    const session = opened.session;
    // The store says where the other side's part began; without it nothing of the part is stored
    // yet (or all of it was taken back), so it begins where the game stands.
    const start: PartStart = opened.since?.before ?? { state: session.state, log: session.log.length };
    const news = this.follower.next(session, start);
    this.app.follow(session, news.events);
    if (news.tookBack > 0) {
      const { system, state } = session;
      const who = system.sideName(system.actingSide(state), state);
      this.app.say(`The ${who} side took back ${plural(news.tookBack, 'order')}.`, false);
    }
  }

  key(key: string, ch: string | undefined): void {
    this.game.key(key, ch);
  }

  click(x: number, y: number): void {
    this.game.click(x, y);
  }

  draw(f: Frame): void {
    this.game.draw(f);
  }

  cursor(): { x: number; y: number } | null {
    return this.game.cursor();
  }

  mouse(): boolean {
    return this.game.mouse();
  }

  leave(): void {
    this.done = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.game.leave();
  }
}

/**
 * The player's own part opens where the live view was: the same spot on the map, zoom and
 * overlays, so the screen does not jump when the other side's part ends ("begins in place").
 */
export function carryView(from: App, to: App): void {
  if (from.viewer !== to.viewer) return;
  to.desk.cursor = from.desk.cursor;
  to.desk.originCol = from.desk.originCol;
  to.desk.originRow = from.desk.originRow;
  to.zoom = from.zoom;
  to.overlays = { ...from.overlays };
  to.ensureCursorVisible();
}
