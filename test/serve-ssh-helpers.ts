// Helpers of the SSH front's tests: a fake AccountDirectory, a test handler, a server on
// 127.0.0.1 at a random port in a temp data dir, and ssh2's Client to talk to it.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import { afterEach } from 'vitest';
import type { ClientChannel, ConnectConfig } from 'ssh2';
import type { Account, AccountDirectory, ConnectionContext, PublicKeyRef } from '../src/serve/contract.js';
import { generateUsableKeyPair } from '../src/serve/ssh/host-key.js';
import { startSshServer, type SshServer, type SshServerOptions } from '../src/serve/ssh/index.js';

const { Client, utils } = ssh2;

export interface TestKey {
  readonly privateKey: string;
  readonly ref: PublicKeyRef;
}

export function makeKey(): TestKey {
  const pair = generateUsableKeyPair();
  const parsed = utils.parseKey(pair.private);
  if (parsed instanceof Error || Array.isArray(parsed)) throw new Error('key');
  return {
    privateKey: pair.private,
    ref: { algo: parsed.type, data: parsed.getPublicSSH().toString('base64') },
  };
}

export function fakeAccounts(
  spec: Record<string, { password?: string; keys?: PublicKeyRef[] }>,
): AccountDirectory & { checks: number } {
  const accounts = new Map<string, Account & { password?: string }>();
  for (const [name, s] of Object.entries(spec)) {
    accounts.set(name.toLowerCase(), {
      name,
      createdAt: '2026-01-01T00:00:00.000Z',
      keys: s.keys ?? [],
      hasPassword: s.password !== undefined,
      ...(s.password !== undefined ? { password: s.password } : {}),
    });
  }
  const dir = {
    checks: 0,
    byKey(key: PublicKeyRef) {
      for (const a of accounts.values()) {
        if (a.keys.some((k) => k.algo === key.algo && k.data === key.data)) return a;
      }
      return undefined;
    },
    async checkPassword(name: string, password: string) {
      dir.checks++;
      const a = accounts.get(name.toLowerCase());
      return a && a.password !== undefined && a.password === password ? a : undefined;
    },
    exists(name: string) {
      return accounts.has(name.toLowerCase());
    },
  };
  return dir;
}

export function who(ctx: ConnectionContext): string {
  const id = ctx.identity;
  return id.kind === 'account' ? id.account.name : `newcomer:${id.sshUser}${id.key ? '+key' : ''}`;
}

/** A handler that greets, reports resizes, counts input, and leaves on "q". */
export function echoHandler(seen: ConnectionContext[] = [], onCtx?: (ctx: ConnectionContext) => void) {
  return async (ctx: ConnectionContext) => {
    seen.push(ctx);
    onCtx?.(ctx);
    const { tty } = ctx;
    tty.write(`hello ${who(ctx)} ${tty.columns}x${tty.rows}\r\n`);
    tty.on('resize', () => tty.write(`size ${tty.columns}x${tty.rows}\r\n`));
    let got = 0;
    await new Promise<void>((resolve) => {
      ctx.onClose(resolve);
      tty.on('data', (d: Buffer) => {
        got += d.length;
        const s = d.toString();
        if (s.includes('q')) {
          ctx.close(0, 'bye');
          resolve();
        } else if (s.includes('?')) tty.write(`got ${got}\r\n`);
      });
    });
  };
}

export interface TestServer extends SshServer {
  readonly dataDir: string;
  readonly logs: string[];
  stop(): Promise<void>;
}

export async function startTestServer(
  opts: Partial<SshServerOptions> & Pick<SshServerOptions, 'accounts' | 'handler'>,
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hexfront-ssh-'));
  const logs: string[] = [];
  let server: SshServer;
  try {
    server = await startSshServer({
      host: '127.0.0.1',
      port: 0,
      dataDir,
      log: (l) => logs.push(l),
      ...opts,
    });
  } catch (e) {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    ...server,
    dataDir,
    logs,
    async stop() {
      await server.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestClient = InstanceType<typeof Client>;

/**
 * A test file's server and clients, stopped and ended after each test: `start` a server, `login`
 * to the one started last.
 */
export function serverRig() {
  let current: TestServer | undefined;
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) c.end();
    await current?.stop();
    current = undefined;
  });
  return {
    async start(opts: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
      current = await startTestServer(opts);
      return current;
    },
    async login(config: Partial<ConnectConfig>): Promise<TestClient> {
      const c = await connect(current!.port, config);
      clients.push(c);
      return c;
    },
  };
}

/** Connects and logs in; rejects with the client's error (e.g. level 'client-authentication'). */
export function connect(port: number, config: Partial<ConnectConfig>): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    const c = new Client();
    c.once('ready', () => resolve(c));
    c.once('error', (e) => {
      c.end();
      reject(e);
    });
    // A server that drops the connection during authentication: no 'error', only 'close'.
    c.once('close', () => reject(new Error('connection closed before login')));
    c.on('keyboard-interactive', (_name, _instr, _lang, prompts, finish) => {
      finish(prompts.map(() => String(config.password ?? '')));
    });
    c.connect({ host: '127.0.0.1', port, readyTimeout: 10_000, ...config });
  });
}

export interface Shell {
  readonly channel: ClientChannel;
  text(): string;
  stderr(): string;
  waitFor(what: string | RegExp, ms?: number): Promise<string>;
  /** Resolves with the exit code (or null) when the channel closes. */
  readonly closed: Promise<number | null>;
}

export function openShell(
  client: TestClient,
  pty: { cols: number; rows: number; term?: string } | false = { cols: 80, rows: 24 },
  options: Record<string, unknown> = {},
): Promise<Shell> {
  return new Promise((resolve, reject) => {
    const cb = (err: Error | undefined, channel: ClientChannel) => {
      if (err) return reject(err);
      let out = '';
      let errOut = '';
      let code: number | null = null;
      const waiters: (() => void)[] = [];
      const poke = () => waiters.splice(0).forEach((w) => w());
      channel.on('data', (d: Buffer) => {
        out += d.toString();
        poke();
      });
      channel.stderr.on('data', (d: Buffer) => {
        errOut += d.toString();
        poke();
      });
      channel.on('exit', (c: number | null) => {
        code = c;
      });
      const closed = new Promise<number | null>((r) => channel.once('close', () => r(code)));
      resolve({
        channel,
        text: () => out,
        stderr: () => errOut,
        closed,
        waitFor(what, ms = 5000) {
          const test = () => (typeof what === 'string' ? out.includes(what) : what.test(out));
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error(`timed out waiting for ${String(what)}; got ${JSON.stringify(out)}`)),
              ms,
            );
            const check = () => {
              if (test()) {
                clearTimeout(timer);
                res(out);
              } else waiters.push(check);
            };
            check();
          });
        },
      });
    };
    if (pty === false) client.shell(false as unknown as ssh2.PseudoTtyOptions, options, cb);
    else client.shell({ term: 'xterm-256color', ...pty }, options, cb);
  });
}

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
