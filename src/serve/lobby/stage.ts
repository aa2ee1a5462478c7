// One connection's terminal: a single blessed surface on the SSH channel, and whichever screen is
// up now (the newcomer form, the lobby, the waiting screen or a game) gets its keys and draws its
// frames. The surface's handlers are installed once; switching screens only changes `current`.

import { Frame } from '../../tui/frame.js';
import type { Surface } from '../../tui/screen.js';

/** A full-screen screen of the connection: keys in, a frame out. */
export interface Stage {
  key(key: string, ch: string | undefined): void;
  draw(frame: Frame): void;
  /** Where the terminal's cursor goes after the frame (a text field's caret), null hides it. */
  cursor(): { x: number; y: number } | null;
  click?(x: number, y: number): void;
  /** Mouse reports wanted (the game's setting); default off. */
  mouse?(): boolean;
  /** Leaving this screen for another one (unsubscribe, commit). */
  leave?(): void;
}

export class StageHost {
  private current: Stage | null = null;
  private frame: Frame | undefined;
  private closed = false;

  constructor(
    readonly surface: Surface,
    /** A screen threw: the connection decides what to do (show the lobby with the reason). */
    private readonly onError: (e: unknown, stage: Stage) => void,
  ) {
    surface.onKey((key, ch) => this.guard((s) => s.key(key, ch)));
    surface.onClick((x, y) => this.guard((s) => s.click?.(x, y)));
    surface.onResize(() => this.render());
  }

  get stage(): Stage | null {
    return this.current;
  }

  /** Puts `stage` up (the one before leaves) and draws it. */
  show(stage: Stage): void {
    if (this.closed) return;
    const before = this.current;
    this.current = stage;
    if (before && before !== stage) before.leave?.();
    this.render();
  }

  render(): void {
    const s = this.current;
    if (!s || this.closed) return;
    try {
      const cols = Math.max(1, this.surface.cols);
      const rows = Math.max(1, this.surface.rows);
      if (!this.frame || this.frame.cols !== cols || this.frame.rows !== rows)
        this.frame = new Frame(cols, rows);
      s.draw(this.frame);
      this.surface.present(this.frame, s.cursor());
      this.surface.setMouse(s.mouse?.() ?? false);
    } catch (e) {
      this.failed(e, s);
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const s = this.current;
    this.current = null;
    s?.leave?.();
    try {
      this.surface.destroy();
    } catch {
      // The channel may be gone already (a disconnect): nothing to restore on that side.
    }
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private guard(f: (s: Stage) => void): void {
    const s = this.current;
    if (!s || this.closed) return;
    try {
      f(s);
    } catch (e) {
      this.failed(e, s);
      return;
    }
    this.render();
  }

  private failed(e: unknown, s: Stage): void {
    // A failing screen must not take the connection (or the server) down: the connection puts up
    // another one with the reason (issue 19 "a session that throws is closed with a message").
    this.onError(e, s);
  }
}
