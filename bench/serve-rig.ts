// What the serve benches share (never used by tests): the server in a child process
// (bench/serve-child.ts) and players as ssh2 clients whose bytes go into an @xterm/headless
// terminal, so a bench reads the screen a player would see. Every process started here is killed
// by its pid when the bench exits, however it exits.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import ssh2 from 'ssh2';
import type { ClientChannel } from 'ssh2';

const { Client, utils } = ssh2;
const here = path.dirname(fileURLToPath(import.meta.url));

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** "load 3.10 2.95 2.80": the machine is shared, so every figure is printed with it. */
export function load(): string {
  return `load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
}

export const mb = (bytes: number) => bytes / (1024 * 1024);

export interface Memory {
  readonly rss: number;
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
}

export interface ServerChild {
  readonly port: number;
  readonly pid: number;
  /** Every line the server logged, in order. */
  readonly logs: string[];
  /** What the server wrote on stderr (nothing, when all is well). */
  readonly stderr: string[];
  request<T>(op: string, args?: Record<string, unknown>): Promise<T>;
  mem(): Promise<Memory>;
  bytes(clientPort: number): Promise<{ written: number; read: number }>;
  /** False once the server process has exited. */
  alive(): boolean;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
const dirs = new Set<string>();
let cleanupHooked = false;
function hookCleanup(): void {
  if (cleanupHooked) return;
  cleanupHooked = true;
  const cleanup = () => {
    for (const c of children) if (c.pid !== undefined && c.exitCode === null) process.kill(c.pid, 'SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  };
  process.on('exit', cleanup);
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => {
      cleanup();
      process.exit(130);
    });
}

/** Starts `hexfront serve` in a child process with a fresh data directory. */
export async function forkServer(
  o: { limits?: Record<string, number>; record?: boolean } = {},
): Promise<ServerChild> {
  hookCleanup();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hexfront-bench-serve-'));
  dirs.add(dataDir);
  const child = fork(path.join(here, 'serve-child.ts'), [], {
    cwd: path.join(here, '..'),
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      HEXFRONT_BENCH_DATA: dataDir,
      HEXFRONT_BENCH_LIMITS: JSON.stringify(o.limits ?? {}),
      HEXFRONT_BENCH_RECORD: o.record ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  children.add(child);
  const logs: string[] = [];
  const stderr: string[] = [];
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (d: string) => stderr.push(...d.split('\n').filter((l) => l.trim())));
  let next = 1;
  let stopping = false;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const ready = new Promise<{ port: number; pid: number }>((resolve, reject) => {
    child.on('message', (m: Record<string, unknown>) => {
      if (typeof m.log === 'string') logs.push(m.log);
      else if (m.ready) resolve(m as unknown as { port: number; pid: number });
      else if (typeof m.id === 'number') {
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if (m.ok) w?.resolve(m.value);
        else w?.reject(new Error(String(m.error)));
      }
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code !== 0 && !stopping) {
        // The server died under the bench: what it said last is the finding.
        console.log(`the server process exited (code ${code}, signal ${signal}); its stderr:`);
        for (const l of stderr.slice(-40)) console.log(`  | ${l}`);
      }
      const e = new Error(`the server process exited (${code ?? signal}): ${stderr.slice(-5).join(' | ')}`);
      reject(e);
      for (const w of waiting.values()) w.reject(e);
      waiting.clear();
    });
  });
  const { port, pid } = await ready;
  const request = <T>(op: string, args: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      if (!child.connected) return reject(new Error(`${op}: the server process is gone`));
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, op, ...args }, (e) => {
        if (!e) return;
        waiting.delete(id);
        reject(e);
      });
    });
  return {
    port,
    pid,
    logs,
    stderr,
    request,
    mem: () => request<Memory>('mem'),
    bytes: (clientPort) => request('bytes', { port: clientPort }),
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        await request('close').catch(() => {});
        const t = setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGKILL'), 8000);
        await exited;
        clearTimeout(t);
      }
      rmSync(dataDir, { recursive: true, force: true });
      dirs.delete(dataDir);
    },
  };
}

export interface Key {
  readonly privateKey: string;
  readonly algo: string;
  readonly data: string;
}

/**
 * A fresh ed25519 key. ssh2 1.17.0's generateKeyPairSync('ed25519') drops a leading zero byte of
 * the public key (1 key in 256), and parseKey then refuses the file ("Malformed OpenSSH private
 * key"): such a key is thrown away and another made.
 */
export function makeKey(): Key {
  for (let tries = 0; tries < 20; tries++) {
    const pair = utils.generateKeyPairSync('ed25519');
    const parsed = utils.parseKey(pair.private);
    if (parsed instanceof Error || Array.isArray(parsed)) continue;
    return { privateKey: pair.private, algo: parsed.type, data: parsed.getPublicSSH().toString('base64') };
  }
  throw new Error('key: ssh2 made 20 keys it cannot parse');
}

/** A player: an SSH connection, a shell at cols x rows, and the terminal it draws into. */
export class Player {
  readonly client = new Client();
  channel: ClientChannel | null = null;
  readonly term: InstanceType<typeof xterm.Terminal>;
  /** Bytes of channel data received (what the screen got, without SSH's framing). */
  received = 0;
  lastData = 0;
  exitCode: number | null | undefined = undefined;
  /** Errors the client or the channel reported, as text. */
  readonly errors: string[] = [];
  /** The compression the two sides agreed on, server to client. */
  compression = '';
  closed: Promise<void> = Promise.resolve();
  private pending: Promise<void> = Promise.resolve();
  private pokes: (() => void)[] = [];

  constructor(
    readonly cols = 80,
    readonly rows = 24,
  ) {
    this.term = new xterm.Terminal({ cols, rows, scrollback: 0, allowProposedApi: true });
    this.client.on('error', (e: Error) => this.errors.push(`client: ${e.message}`));
    this.client.on('handshake', (n: { sc?: { compress?: string } }) => {
      this.compression = n.sc?.compress ?? '';
    });
  }

  /** The client's port: the key of its socket on the server side. */
  get localPort(): number {
    const sock = (this.client as unknown as { _sock?: { localPort?: number } })._sock;
    return sock?.localPort ?? 0;
  }

  connect(port: number, username: string, key: Key, o: { compress?: boolean; timeoutMs?: number } = {}) {
    return new Promise<void>((resolve, reject) => {
      const fail = (e: Error) => reject(e);
      this.client.once('error', fail);
      this.client.once('close', () => reject(new Error('closed before login')));
      this.client.once('ready', () => {
        this.client.removeListener('error', fail);
        resolve();
      });
      this.client.connect({
        host: '127.0.0.1',
        port,
        username,
        privateKey: key.privateKey,
        readyTimeout: o.timeoutMs ?? 30_000,
        algorithms: {
          compress: o.compress ? ['zlib@openssh.com', 'zlib', 'none'] : ['none'],
        },
      });
    });
  }

  shell(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.client.shell({ term: 'xterm-256color', cols: this.cols, rows: this.rows }, (err, ch) => {
        if (err) return reject(err);
        this.channel = ch;
        ch.on('data', (d: Buffer) => {
          this.received += d.length;
          this.lastData = Date.now();
          this.pending = this.pending.then(() => new Promise<void>((r) => this.term.write(d, r)));
          this.pokes.splice(0).forEach((p) => p());
        });
        ch.stderr.on('data', (d: Buffer) => this.errors.push(`stderr: ${d.toString().trim()}`));
        ch.on('error', (e: Error) => this.errors.push(`channel: ${e.message}`));
        ch.on('exit', (code: number | null) => {
          this.exitCode = code;
        });
        this.closed = new Promise<void>((r) => ch.once('close', () => r()));
        resolve();
      });
    });
  }

  /** The screen as text, one line per row, once every byte received so far is drawn. */
  async screen(): Promise<string> {
    await this.pending;
    const b = this.term.buffer.active;
    return Array.from({ length: this.rows }, (_, y) => b.getLine(y)?.translateToString(true) ?? '').join(
      '\n',
    );
  }

  /** The screen's cells as one string of rows x cols characters (for counting changed cells). */
  async cells(): Promise<string> {
    await this.pending;
    const b = this.term.buffer.active;
    return Array.from({ length: this.rows }, (_, y) =>
      (b.getLine(y)?.translateToString(false) ?? '').padEnd(this.cols).slice(0, this.cols),
    ).join('');
  }

  /** Where the terminal's cursor is (the game puts it on the map cursor's hex). */
  async cursor(): Promise<{ x: number; y: number }> {
    await this.pending;
    const b = this.term.buffer.active;
    return { x: b.cursorX, y: b.cursorY };
  }

  /** Waits until the screen shows `what`; the error shows the screen. */
  async until(what: string | RegExp, timeoutMs = 20_000): Promise<string> {
    const end = Date.now() + timeoutMs;
    const test = (s: string) => (typeof what === 'string' ? s.includes(what) : what.test(s));
    for (;;) {
      const s = await this.screen();
      if (test(s)) return s;
      const left = end - Date.now();
      if (left <= 0)
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${String(what)}; the screen:\n${s}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, Math.min(left, 250));
        this.pokes.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  /**
   * Resolves once output has started (or `firstMs` passed with none) and then stopped for
   * `quietMs`: the end of one frame.
   */
  async quiet(quietMs = 80, firstMs = 1500): Promise<void> {
    const start = this.received;
    const t0 = Date.now();
    while (this.received === start && Date.now() - t0 < firstMs) await delay(5);
    while (Date.now() - this.lastData < quietMs) await delay(5);
    await this.pending;
  }

  keys(...ks: string[]): void {
    for (const k of ks) this.channel?.write(k);
  }

  end(): void {
    this.client.end();
  }
}

export const KEY = {
  up: '\x1b[A',
  down: '\x1b[B',
  right: '\x1b[C',
  left: '\x1b[D',
  enter: '\r',
  esc: '\x1b',
  tab: '\t',
} as const;

/** The game's map is on screen: its panel's title, or the status line's turn (a message may hide it). */
export const GAME_SHOWN = /Map · (normal|zoom-out|extreme)|Turn \d+\//;
export const LOBBY_SHOWN = 'hexfront · lobby ·';

/**
 * From the lobby, a new game against the computer on the form's default choices (its default
 * scenario, the side that moves first), briefing closed, map on screen.
 */
export async function newGameFromLobby(p: Player, timeoutMs = 60_000): Promise<void> {
  p.keys('n');
  await p.until('New game against the computer', timeoutMs);
  p.keys(KEY.enter);
  await openedGame(p, timeoutMs);
}

/** After a game was opened: closes the briefing if it is shown, and waits for the map. */
export async function openedGame(p: Player, timeoutMs = 60_000): Promise<void> {
  const s = await p.until(new RegExp(`Briefing|${GAME_SHOWN.source}`), timeoutMs);
  if (s.includes('Briefing')) {
    p.keys(KEY.esc);
    await p.until(GAME_SHOWN, timeoutMs);
    // The briefing's window gone as well.
    const end = Date.now() + timeoutMs;
    while ((await p.screen()).includes('Briefing') && Date.now() < end) await delay(50);
  }
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
