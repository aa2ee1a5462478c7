// Test harness for the terminal client: blessed writes into a fake TTY that feeds @xterm/headless;
// keys go in through a PassThrough as the bytes a terminal would send (research/stack.md section 3).

import { PassThrough, Writable } from 'node:stream';
import xterm from '@xterm/headless';
import type { Command } from '../src/engine/systems/panzer/commands.js';
import type { GameEvent } from '../src/engine/systems/panzer/events.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import type { Side } from '../src/engine/systems/panzer/model/unit.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import { GameSession, type AnySession, type Player } from '../src/session/session.js';
import { App, type AppOptions } from '../src/tui/app.js';
import { attach, type Host } from '../src/tui/host.js';
import { buildKeymap, fileKeymapSource } from '../src/tui/keymap.js';
import { openBlessedSurface, type Surface } from '../src/tui/screen.js';
import { memorySettingsStore, type Settings } from '../src/tui/settings.js';

/** The panzer session the harness plays (typed, so tests read its GameState). */
export type PanzerSession = GameSession<GameState, Command, GameEvent>;
import { miniScenario } from './fixtures/mini.js';

export interface FakeTty {
  readonly input: PassThrough & { isTTY: boolean; setRawMode: () => unknown };
  readonly output: Writable & { isTTY: boolean; columns: number; rows: number };
  readonly term: xterm.Terminal;
  /** Bytes written so far. */
  bytes(): number;
  /** Everything written so far, as text. */
  raw(): string;
  /** The screen's text and every cell's colours and attributes, for exact comparisons. */
  snapshot(): Promise<string>;
  screenText(): Promise<string[]>;
  resize(cols: number, rows: number): void;
}

export function fakeTty(cols: number, rows: number): FakeTty {
  const term = new xterm.Terminal({ cols, rows, allowProposedApi: true });
  let pending = Promise.resolve();
  let written = 0;
  const chunks: string[] = [];
  const output = Object.assign(
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        written += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
        chunks.push(chunk.toString());
        pending = pending.then(() => new Promise<void>((r) => term.write(chunk, r)));
        cb();
      },
    }),
    { isTTY: true, columns: cols, rows },
  );
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  return {
    input,
    output,
    term,
    bytes: () => written,
    raw: () => chunks.join(''),
    async snapshot() {
      await new Promise((r) => setImmediate(r));
      await pending;
      const b = term.buffer.active;
      const out: string[] = [];
      for (let y = 0; y < term.rows; y++) {
        const line = b.getLine(y);
        if (!line) continue;
        let attrs = '';
        for (let x = 0; x < term.cols; x++) {
          const c = line.getCell(x);
          if (c) attrs += `${c.getFgColor()}/${c.getBgColor()}/${c.isInverse()}/${c.isBold()};`;
        }
        out.push(line.translateToString(true), attrs);
      }
      return out.join('\n');
    },
    async screenText() {
      await new Promise((r) => setImmediate(r));
      await pending;
      const b = term.buffer.active;
      return Array.from({ length: term.rows }, (_, y) => b.getLine(y)?.translateToString(true) ?? '');
    },
    resize(c, r) {
      output.columns = c;
      output.rows = r;
      term.resize(c, r);
      output.emit('resize');
    },
  };
}

export interface Harness {
  readonly tty: FakeTty;
  readonly app: App;
  readonly host: Host;
  readonly surface: Surface;
  readonly session: PanzerSession;
  /** Sends keys as terminal bytes and waits until blessed has handled them. */
  keys(...seq: string[]): Promise<void>;
  text(): Promise<string>;
  lines(): Promise<string[]>;
  /** Closes a message window (the enemy turn as seen, game over) if one is open. */
  dismiss(): Promise<void>;
  close(): void;
  quit: { called: boolean };
}

export const KEY = {
  up: '\x1b[A',
  down: '\x1b[B',
  right: '\x1b[C',
  left: '\x1b[D',
  home: '\x1b[1~',
  end: '\x1b[4~',
  pageup: '\x1b[5~',
  pagedown: '\x1b[6~',
  enter: '\r',
  escape: '\x1b',
  tab: '\t',
  space: ' ',
  ctrlC: '\x03',
} as const;

export interface HarnessOptions {
  cols?: number;
  rows?: number;
  scenario?: Scenario;
  seed?: string;
  players?: Record<Side, Player>;
  settings?: Partial<Settings>;
  passwords?: Partial<Record<Side, string>>;
  app?: Partial<AppOptions>;
}

/**
 * The App options every client test starts from, for any rule system: no confirmations, no
 * idle-units question, the bundled keymaps with the system's orders, no match card at start.
 */
export function testAppOptions(
  session: AnySession,
  players: Record<string, Player>,
  settings: Partial<Settings> = {},
  more: Partial<AppOptions> = {},
): AppOptions {
  const source = fileKeymapSource();
  return {
    session,
    players,
    settings: memorySettingsStore({
      confirmEndTurn: false,
      confirmFire: false,
      warnIdleUnits: false,
      ...settings,
    }),
    keymap: (name, orders) => buildKeymap(name, source, undefined, orders),
    env: { TERM: 'xterm-256color' },
    // The match card opens at start in play; tests that are not about it start without it.
    matchCard: false,
    onQuit: () => {},
    ...more,
  };
}

export function makeApp(o: HarnessOptions & { onQuit?: () => void } = {}): {
  app: App;
  session: PanzerSession;
} {
  const players = o.players ?? { allied: 'human', axis: 'computer' };
  const session = new GameSession(panzerSystem, o.scenario ?? miniScenario(), {
    seed: o.seed ?? 'tui-test',
    players,
  });
  const app = new App(
    testAppOptions(session, players, o.settings, {
      ...(o.passwords ? { passwords: o.passwords } : {}),
      onQuit: o.onQuit ?? (() => {}),
      ...o.app,
    }),
  );
  return { app, session };
}

/** A client running in a fake terminal: keys in as terminal bytes, the screen's text out. */
export interface Driven {
  readonly tty: FakeTty;
  readonly app: App;
  readonly host: Host;
  readonly surface: Surface;
  /** Sends keys as terminal bytes and waits until blessed has handled them. */
  keys(...seq: string[]): Promise<void>;
  text(): Promise<string>;
  lines(): Promise<string[]>;
  /** Closes up to `max` message windows (the enemy turn as seen, game over) if open. */
  dismiss(max?: number): Promise<void>;
  close(): void;
}

export function drive(app: App, cols = 80, rows = 24): Driven {
  const tty = fakeTty(cols, rows);
  const surface = openBlessedSurface({ input: tty.input, output: tty.output });
  const host = attach(app, surface);
  const settle = () => new Promise((r) => setImmediate(r));
  return {
    tty,
    app,
    host,
    surface,
    async keys(...seq) {
      for (const k of seq) {
        tty.input.write(k);
        await settle();
      }
    },
    text: async () => (await tty.screenText()).join('\n'),
    lines: () => tty.screenText(),
    async dismiss(max = 1) {
      for (let i = 0; i < max && app.dialog?.kind === 'message'; i++) {
        tty.input.write('\x1b');
        await settle();
      }
    },
    close: () => surface.destroy(),
  };
}

export function harness(o: HarnessOptions = {}): Harness {
  const quit = { called: false };
  const { app, session } = makeApp({ ...o, onQuit: () => (quit.called = true) });
  const d = drive(app, o.cols ?? 80, o.rows ?? 24);
  return { ...d, session, quit, dismiss: () => d.dismiss(1) };
}
