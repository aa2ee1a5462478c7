// The only module that knows blessed. The client sees a Surface: a size, key and resize events, and
// present(frame). blessed is loaded lazily so that `hexfront --help` stays fast, and always with
// the pitfalls of research/stack.md avoided: terminal 'xterm-256color' (Debian's terminfo cannot be
// parsed), warnings off (no warning box over the map), smartCSR and fullUnicode on.

import { createRequire } from 'node:module';
import type * as Blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Frame } from './frame.js';
import type { AfterActionReport } from '../engine/core/system.js';
import type { EndScreenOptions } from './end-screen.js';

/** A key as the keymaps name it: "a", "A", "?", "up", "C-c", "S-tab", "enter", "escape"... */
export type KeyName = string;

export interface Surface {
  readonly cols: number;
  readonly rows: number;
  onKey(handler: (key: KeyName, ch: string | undefined) => void): void;
  onResize(handler: () => void): void;
  /** Mouse clicks (cell coordinates), once enabled with setMouse(true). */
  onClick(handler: (x: number, y: number) => void): void;
  /** Clicks only (no motion reports, which would flood a slow link); off leaves text selection free. */
  setMouse(on: boolean): void;
  /**
   * Shows the end-of-game charts over the game (issue 7) until q, Enter or Esc; keys go to the
   * charts meanwhile. Resolves when they are closed; the next present() redraws everything.
   */
  showCharts?(report: AfterActionReport, opts: EndScreenOptions): Promise<void>;
  /** Shows the frame; `cursor` puts the terminal's cursor on a cell (null hides it). */
  present(frame: Frame, cursor?: { x: number; y: number } | null): void;
  /** Leaves the alternate screen and restores the terminal; safe to call twice. */
  destroy(): void;
}

export interface SurfaceOptions {
  readonly input?: NodeJS.ReadableStream;
  readonly output?: NodeJS.WritableStream;
  /** Install handlers that restore the terminal on a crash or signal (off in tests). */
  readonly handleSignals?: boolean;
}

const require = createRequire(import.meta.url);

/** blessed's key names, made into the keymap's: a shifted letter is the capital letter. */
export function normalizeKey(full: string | undefined, ch: string | undefined): KeyName | undefined {
  if (!full) return ch;
  if (full === 'return') return undefined; // blessed sends "return" then "enter" for one \r
  if (full === 'linefeed') return 'enter';
  const m = /^S-([a-z])$/.exec(full);
  if (m) return m[1]!.toUpperCase();
  return full;
}

/** Rewrites "go to column 1, then right N" and "go to column 1, then to column X" as one move. */
export function compactMoves(text: string): string {
  return text
    .replace(/\x1b\[(\d+);1H\x1b\[(\d+)C/g, (_m, y: string, n: string) => `\x1b[${y};${Number(n) + 1}H`)
    .replace(/\x1b\[(\d+);1H(\x1b\[\1;\d+H)/g, '$2');
}

export function openBlessedSurface(opts: SurfaceOptions = {}): Surface {
  const blessed = require('blessed') as typeof Blessed;
  const screen = blessed.screen({
    input: opts.input ?? process.stdin,
    output: opts.output ?? process.stdout,
    terminal: 'xterm-256color',
    smartCSR: true,
    fullUnicode: true,
    warnings: false,
    autoPadding: false,
    handleUncaughtExceptions: false,
  } as unknown as Widgets.IScreenOptions);
  let destroyed = false;
  let modal = false;
  let shownAt: string | null = null;
  let mouseOn = false;
  // blessed starts every changed line with a move to column 1 and then moves right again; one
  // absolute move does the same in fewer bytes (about 6 per changed line, 20 per cursor move).
  const prog = screen.program as unknown as { _write(text: string): unknown };
  const write = prog._write.bind(prog);
  prog._write = (text: string) => write(compactMoves(text));
  const surface: Surface = {
    get cols() {
      return screen.width as number;
    },
    get rows() {
      return screen.height as number;
    },
    onKey(handler) {
      screen.on('keypress', (ch: string | undefined, key: { full?: string } | undefined) => {
        if (modal) return;
        const name = normalizeKey(key?.full, ch);
        if (name !== undefined) handler(name, ch);
      });
    },
    onResize(handler) {
      screen.on('resize', handler);
    },
    onClick(handler) {
      const program = screen.program as unknown as {
        on(ev: 'mouse', f: (d: { action: string; x: number; y: number }) => void): void;
      };
      program.on('mouse', (d) => {
        if (d.action === 'mousedown') handler(d.x, d.y);
      });
    },
    setMouse(on) {
      const program = screen.program as unknown as {
        bindMouse(): void;
        setMouse(o: Record<string, boolean>, enable: boolean): void;
        disableMouse(): void;
      };
      const scr = screen as unknown as { _listenedMouse?: boolean };
      if (on === !!mouseOn) return;
      mouseOn = on;
      if (on) {
        program.bindMouse();
        program.setMouse({ vt200Mouse: true, sgrMouse: true }, true);
        scr._listenedMouse = true; // so that leaving the screen turns it off again
      } else {
        program.disableMouse();
        scr._listenedMouse = false;
      }
    },
    async showCharts(report, opts) {
      if (destroyed) return;
      // blessed-contrib and the chart code load only now (start-up time).
      const { openEndScreen } = await import('./end-screen.js');
      modal = true;
      const end = openEndScreen(screen, report, opts);
      await new Promise<void>((resolve) => {
        const onKey = (_ch: string | undefined, key: { full?: string } | undefined) => {
          if (!['q', 'enter', 'return', 'escape'].includes(key?.full ?? '')) return;
          screen.removeListener('keypress', onKey);
          end.destroy();
          // Forget what the terminal shows, so the next frame is drawn in full over the charts.
          (screen as unknown as { alloc(): void }).alloc();
          modal = false;
          resolve();
        };
        screen.on('keypress', onKey);
      });
    },
    present(frame, cursor) {
      if (destroyed) return;
      const lines = screen.lines;
      const rows = Math.min(frame.rows, lines.length);
      for (let y = 0; y < rows; y++) {
        const line = lines[y]!;
        const cols = Math.min(frame.cols, line.length);
        let dirty = false;
        for (let x = 0; x < cols; x++) {
          const i = y * frame.cols + x;
          const a = frame.attrs[i]!;
          const c = frame.chars[i]!;
          const cell = line[x]!;
          if (cell[0] !== a || cell[1] !== c) {
            line[x] = [a, c];
            dirty = true;
          }
        }
        if (dirty) line.dirty = true;
      }
      screen.render();
      // The terminal cursor marks the map's cursor hex: moving it costs one CUP sequence. It is
      // shown behind blessed's back (cursorHidden stays true) so that blessed does not wrap every
      // frame in hide/show sequences (18 bytes a key).
      const program = screen.program as Widgets.Screen['program'] & { _write(s: string): void };
      if (cursor) {
        const at = `${cursor.x},${cursor.y}`;
        if (at !== shownAt) program.cup(cursor.y, cursor.x);
        if (shownAt === null) program._write('\x1b[?25h');
        shownAt = at;
      } else if (shownAt !== null) {
        program._write('\x1b[?25l');
        shownAt = null;
      }
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      screen.destroy();
    },
  };
  if (opts.handleSignals) installRestoreHandlers(surface);
  return surface;
}

/** Restore the terminal on Ctrl-C from outside, kill, or a crash, then report and exit. */
function installRestoreHandlers(surface: Surface): void {
  const restoreAndExit = (code: number, message?: string) => {
    surface.destroy();
    if (message) process.stderr.write(message + '\n');
    process.exit(code);
  };
  process.once('SIGTERM', () => restoreAndExit(143));
  process.once('SIGHUP', () => restoreAndExit(129));
  process.once('SIGINT', () => restoreAndExit(130));
  process.once('uncaughtException', (e) =>
    restoreAndExit(70, `hexfront crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`),
  );
  process.once('unhandledRejection', (e) =>
    restoreAndExit(70, `hexfront crashed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`),
  );
  process.once('exit', () => surface.destroy());
}
