// The only module that knows blessed. The client sees a Surface: a size, key and resize events, and
// present(frame). blessed is loaded lazily so that `hexfront --help` stays fast, and always with
// the pitfalls of research/stack.md avoided: terminal 'xterm-256color' (Debian's terminfo cannot be
// parsed), warnings off (no warning box over the map), smartCSR and fullUnicode on.

import { createRequire } from 'node:module';
import type * as Blessed from 'blessed';
import type { Widgets } from 'blessed';
import type { Frame } from './frame.js';
import { ScreenWriter } from './screen-writer.js';
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
  let cursorShown = false;
  let mouseOn = false;
  // blessed starts every changed line with a move to column 1 and then moves right again; one
  // absolute move does the same in fewer bytes (about 6 per changed line, 20 per cursor move).
  const prog = screen.program as unknown as { _write(text: string): unknown };
  const write = prog._write.bind(prog);
  prog._write = (text: string) => write(compactMoves(text));
  // Frames go out through our own writer (screen-writer.ts: scroll regions, layered colours), not
  // blessed's draw, which sent two to four times the bytes for a map scroll. blessed keeps the
  // terminal set-up, keys, resize and the end-screen charts; the two never draw at the same time.
  const writer = openWriter(screen);
  screen.on('resize', () => {
    // blessed's alloc() has just cleared the terminal.
    writer.cleared(screen.width as number, screen.height as number);
  });
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
      handOver(screen, writer);
      const end = openEndScreen(screen, report, opts);
      await new Promise<void>((resolve) => {
        const onKey = (_ch: string | undefined, key: { full?: string } | undefined) => {
          if (!['q', 'enter', 'return', 'escape'].includes(key?.full ?? '')) return;
          screen.removeListener('keypress', onKey);
          end.destroy();
          // Forget what the terminal shows, so the next frame is drawn in full over the charts.
          (screen as unknown as { alloc(): void }).alloc();
          writer.cleared(screen.width as number, screen.height as number);
          modal = false;
          resolve();
        };
        screen.on('keypress', onKey);
      });
    },
    present(frame, cursor) {
      // While the charts are up they own the screen; the frame after them is drawn in full.
      if (destroyed || modal) return;
      const size = { cols: screen.width as number, rows: screen.height as number };
      if (frame.cols !== size.cols || frame.rows !== size.rows) return; // a resize is on its way
      let out = writer.render(frame, cursor ?? null);
      // The terminal cursor marks the map's cursor hex. It is shown behind blessed's back
      // (cursorHidden stays true) so that blessed never wraps output in hide/show sequences.
      if (cursor && !cursorShown) out += '\x1b[?25h';
      else if (!cursor && cursorShown) out += '\x1b[?25l';
      cursorShown = !!cursor;
      if (out) write(out);
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

/** A writer that sends what blessed's terminal can show: ACS and UTF-8 as its terminfo says. */
function openWriter(screen: Widgets.Screen): ScreenWriter {
  const { tput } = screen.program as unknown as {
    tput: {
      unicode: boolean;
      brokenACS: boolean;
      acscr: Record<string, string>;
      utoa: Record<string, string>;
      numbers: Record<string, number>;
      strings: Record<string, string>;
    };
  };
  const unicode = tput.unicode || tput.numbers.U8 === 1;
  const acs = tput.strings.enter_alt_charset_mode && !tput.brokenACS ? tput.acscr : undefined;
  const { charWidth } = require('blessed/lib/unicode') as { charWidth(ch: string): number };
  const writer = new ScreenWriter({
    ...(acs ? { acs } : {}),
    // Without UTF-8, blessed's rule: line drawing through the graphics set, the rest as ASCII.
    ...(unicode ? { charWidth } : { acsRun: 1, toAscii: (ch: string) => tput.utoa[ch] ?? '?' }),
  });
  // The screen blessed has just cleared is blank, but to be sure the first frame clears it again.
  writer.invalidate();
  return writer;
}

/** Gives blessed what the terminal shows, so that its own drawing (the charts) diffs against it. */
function handOver(screen: Widgets.Screen, writer: ScreenWriter): void {
  const s = screen as unknown as { lines: [number, string][][]; olines: [number, string][][] };
  for (let y = 0; y < s.lines.length; y++) {
    const line = s.lines[y]!;
    const old = s.olines[y]!;
    for (let x = 0; x < line.length; x++) {
      const { attr, ch } = writer.shownAt(x, y);
      line[x] = [attr, ch];
      old[x] = [attr, ch];
    }
  }
  writer.invalidate();
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
