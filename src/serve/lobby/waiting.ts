// Waiting for the opponent without the game on screen: the fallback when the live view
// (live-stage.ts) cannot show the game. It follows the game in the store and opens it as soon as
// the opponent's part ends, so that the player sees that part through their own fog.

import type { Frame } from '../../tui/frame.js';
import type { GameStore, GameSummary } from '../contract.js';
import { begin, bottomLines, center, finish, titleLine, type Look } from './look.js';
import type { Stage } from './stage.js';

export class WaitingScreen implements Stage {
  private unsubscribe: (() => void) | null = null;
  private done = false;

  constructor(
    private readonly look: Look,
    private summary: GameSummary,
    /** The side the player holds. */
    private readonly side: string,
    /** Who is to play, as the player reads it ("ann", "the computer"). */
    private readonly opponent: string,
    store: GameStore,
    /** The game is the player's again (or over): open it. */
    private readonly ready: (summary: GameSummary) => void,
    private readonly back: () => void,
    private readonly leaveServer: () => void,
  ) {
    this.unsubscribe = store.subscribe(summary.id, (s) => {
      this.summary = s;
      if (this.done || !isReady(s, side)) return;
      this.done = true;
      // Outside the store's notification: opening the game commits and subscribes in turn.
      queueMicrotask(() => this.ready(s));
    });
  }

  key(key: string): void {
    // As in a game, q goes back to the lobby; only the lobby's q leaves the server.
    if (key === 'escape' || key === 'enter' || key === 'q') return this.back();
    if (key === 'C-c') return this.leaveServer();
  }

  leave(): void {
    this.done = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  draw(f: Frame): void {
    const look = this.look;
    const p = look.palette;
    if (!begin(look, f)) return;
    const g = this.summary;
    titleLine(look, f, `hexfront · ${g.title} · turn ${g.turn}`);
    const y = Math.floor(f.rows / 2) - 3;
    center(f, y, `Waiting for ${this.opponent} to play their part.`, p.heading);
    center(f, y + 2, 'The game opens here by itself as soon as it is your turn again:', p.plain);
    center(f, y + 3, 'you will see their part through your own fog, as it was played.', p.plain);
    center(f, y + 5, 'You can also leave: the game waits on the server for your next login.', p.dim);
    bottomLines(look, f, null, 'Esc or q: back to the lobby');
    finish(look, f);
  }

  cursor(): null {
    return null;
  }
}

/** The game needs the player again: their part, or the end to look at. */
export function isReady(s: GameSummary, side: string): boolean {
  return s.status === 'over' || (s.status === 'active' && s.toMove === side);
}
