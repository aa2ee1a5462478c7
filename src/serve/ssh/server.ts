// The SSH front of `hexfront serve` (issue 19): one Node process, one ConnectionContext per SSH
// session with a pty and a shell, handed to the connection handler (the lobby). This module owns
// the transport: the host key, authentication into an Identity (authenticate.ts), the limits
// (limits.ts), refusing every channel that is not a terminal session (port forwarding here,
// exec/sftp/X11/agent in session.ts), and optionally a recording of each session. Everything it
// keeps lives in the object it returns: two servers in one process share nothing.

import { createServer, type Server as NetServer, type Socket } from 'node:net';
import ssh2 from 'ssh2';
import type { Connection } from 'ssh2';
import type { AccountDirectory, ConnectionHandler, Identity } from '../contract.js';
import { recordTerminal } from '../record/recordings.js';
import { AuthLimiter } from './auth-limiter.js';
import { ConnectionAuth } from './authenticate.js';
import { loadOrCreateHostKey } from './host-key.js';
import { resolveLimits, type ServeLimits } from './limits.js';
import { serveSessionChannel, TERMINAL_RESET, type LiveSession } from './session.js';

const { Server } = ssh2;

export interface SshServerOptions {
  /** Default '0.0.0.0' (every interface); tests pass '127.0.0.1'. */
  readonly host?: string;
  /** Default 2222; 0 picks a free port (see the returned `port`). */
  readonly port?: number;
  /** Where the host key and the recordings are kept. */
  readonly dataDir: string;
  readonly accounts: AccountDirectory;
  readonly handler: ConnectionHandler;
  readonly limits?: Partial<ServeLimits>;
  /** Record every session as asciicast v2 in `<dataDir>/recordings/` (default false). */
  readonly record?: boolean;
  /** One line per event worth an operator's eye; default: none (the CLI passes one). */
  readonly log?: (line: string) => void;
  /** Milliseconds; for tests of the auth backoff and the recordings' timing. */
  readonly now?: () => number;
}

export interface SshServerStats {
  readonly connections: number;
  readonly sessions: number;
  /** Sessions by account name (newcomers are under "newcomer"). */
  readonly perAccount: Readonly<Record<string, number>>;
  readonly blockedAddresses: number;
  /** Input bytes cut by the input bound in the sessions still open. */
  readonly inputDropped: number;
}

export interface SshServer {
  readonly host: string;
  readonly port: number;
  /** "SHA256:...", for the operator to publish so that players can check it. */
  readonly hostKeyFingerprint: string;
  readonly limits: ServeLimits;
  stats(): SshServerStats;
  /** Stops listening, tells every session the server is stopping, and resolves when all are gone. */
  close(): Promise<void>;
}

interface ConnectionRecord {
  readonly socket: Socket;
  readonly address: string;
  client?: Connection;
  grace?: NodeJS.Timeout;
}

/** The address the limits count by: an IPv4 address reached over IPv6 is the IPv4 address. */
function addressOf(socket: Socket): string {
  return (socket.remoteAddress ?? 'unknown').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

export async function startSshServer(opts: SshServerOptions): Promise<SshServer> {
  if (!opts || typeof opts.dataDir !== 'string' || opts.dataDir === '') {
    throw new Error('dataDir: the data directory is required');
  }
  if (typeof opts.handler !== 'function')
    throw new Error('handler: a ConnectionHandler function is required');
  if (!opts.accounts) throw new Error('accounts: an AccountDirectory is required');
  const port = opts.port ?? 2222;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`port: must be 0 to 65535, not ${port}`);
  const host = opts.host ?? '0.0.0.0';
  const limits = resolveLimits(opts.limits);
  const now = opts.now ?? Date.now;
  const log = opts.log ?? (() => {});
  const hostKey = loadOrCreateHostKey(opts.dataDir);
  if (hostKey.created) log(`host key generated: ${hostKey.file} (${hostKey.fingerprint})`);

  const limiter = new AuthLimiter(limits, now);
  const records = new Set<ConnectionRecord>();
  const bySocket = new Map<Socket, ConnectionRecord>();
  const sessions = new Set<LiveSession>();
  const perAccount = new Map<string, number>();
  const newcomersByAddress = new Map<string, number>();
  let stopping = false;

  const ssh = new Server({
    hostKeys: [hostKey.privateKey],
    ident: 'hexfront',
    ...(limits.keepaliveIntervalMs > 0
      ? { keepaliveInterval: limits.keepaliveIntervalMs, keepaliveCountMax: limits.keepaliveCountMax }
      : {}),
  });
  ssh.maxConnections = limits.maxConnections;
  ssh.on('error', (e: Error) => log(`ssh server error: ${e.message}`));

  const count = (map: Map<string, number>, key: string, delta: number) => {
    const n = (map.get(key) ?? 0) + delta;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };

  ssh.on('connection', (client: Connection, info: { ip: string; port: number }) => {
    const socket = (client as unknown as { _sock: Socket })._sock;
    const rec = bySocket.get(socket);
    const address = rec?.address ?? info.ip;
    const remote = `${address}:${info.port}`;
    if (rec) rec.client = client;
    // Without an 'error' listener a reset connection would throw in the whole process.
    client.on('error', (e: Error) => log(`connection ${remote}: ${e.message}`));
    const drop = (reason: string) => {
      log(`connection ${remote}: dropped: ${reason}`);
      // Let the last reply go out first.
      setImmediate(() => client.end());
    };
    const auth = new ConnectionAuth({
      accounts: opts.accounts,
      limiter,
      address,
      remote,
      maxAttempts: limits.maxAuthAttemptsPerConnection,
      log,
      drop,
    });
    client.on('authentication', (ctx) => auth.handle(ctx));
    client.on('ready', () => {
      if (rec?.grace) clearTimeout(rec.grace);
      const identity = auth.identity;
      if (!identity) return drop('ready without an identity');
      let channels = 0;
      client.on('session', (accept, reject) => {
        if (stopping) return reject();
        if (channels >= limits.maxChannelsPerConnection) {
          log(`connection ${remote}: refused a session channel (already ${channels} open)`);
          return reject();
        }
        channels++;
        const session = accept();
        session.once('close', () => channels--);
        serveSessionChannel(session, {
          identity,
          remote,
          limits,
          now,
          log,
          handler: opts.handler,
          admit: (id) => admit(id, address),
          ...(opts.record
            ? {
                record: (tty, term) =>
                  recordTerminal(tty, {
                    dataDir: opts.dataDir,
                    label: id(identity),
                    term,
                    now,
                  }),
              }
            : {}),
          track: (live) => {
            sessions.add(live);
            return () => sessions.delete(live);
          },
        });
      });
    });
    // Port forwarding in either direction, and Unix sockets: refused.
    client.on('tcpip', (_accept, reject, i) => {
      log(`connection ${remote}: refused direct-tcpip to ${i.destIP}:${i.destPort}`);
      reject();
    });
    client.on('openssh.streamlocal', (_accept, reject) => {
      log(`connection ${remote}: refused direct-streamlocal`);
      reject();
    });
    client.on('request', (_accept: unknown, reject: (() => void) | undefined, name: string) => {
      log(`connection ${remote}: refused global request ${name}`);
      reject?.();
    });
  });

  const id = (identity: Identity) => (identity.kind === 'account' ? identity.account.name : 'newcomer');

  function admit(identity: Identity, address: string): { release(): void } | { refused: string } {
    if (sessions.size >= limits.maxSessions) {
      return { refused: `The server is full (${limits.maxSessions} sessions): try again later.` };
    }
    if (identity.kind === 'account') {
      const name = identity.account.name;
      if ((perAccount.get(name) ?? 0) >= limits.maxSessionsPerAccount) {
        return {
          refused: `${name} already has ${limits.maxSessionsPerAccount} sessions open (the most): close one first.`,
        };
      }
    } else if ((newcomersByAddress.get(address) ?? 0) >= limits.maxNewcomersPerAddress) {
      return {
        refused: `${limits.maxNewcomersPerAddress} new players are signing up from your address already: finish one first.`,
      };
    }
    count(perAccount, id(identity), 1);
    if (identity.kind === 'newcomer') count(newcomersByAddress, address, 1);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        count(perAccount, id(identity), -1);
        if (identity.kind === 'newcomer') count(newcomersByAddress, address, -1);
      },
    };
  }

  // Our own TCP server in front of ssh2's, so that a connection that never logs in (not even
  // sends its version line) is dropped after the login grace time.
  const net: NetServer = createServer((socket) => {
    const rec: ConnectionRecord = { socket, address: addressOf(socket) };
    if (stopping) {
      socket.destroy();
      return;
    }
    records.add(rec);
    bySocket.set(socket, rec);
    socket.on('error', () => {}); // reported through the ssh2 connection's 'error'
    socket.once('close', () => {
      if (rec.grace) clearTimeout(rec.grace);
      records.delete(rec);
      bySocket.delete(socket);
    });
    if (limits.loginGraceMs > 0) {
      rec.grace = setTimeout(() => {
        log(`connection ${rec.address}: not logged in after ${limits.loginGraceMs} ms; dropped`);
        socket.destroy();
      }, limits.loginGraceMs);
    }
    ssh.injectSocket(socket);
  });
  net.maxConnections = limits.maxConnections;

  await new Promise<void>((resolve, reject) => {
    net.once('error', (e: Error) =>
      reject(new Error(`port: cannot listen on ${host}:${port} (${e.message})`)),
    );
    net.listen(port, host, () => {
      net.removeAllListeners('error');
      resolve();
    });
  });
  net.on('error', (e) => log(`listener error: ${e.message}`));
  const sweep = setInterval(() => limiter.sweep(), Math.max(1000, Math.min(limits.authWindowMs, 60_000)));
  sweep.unref();
  const address = net.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  log(`listening on ${host}:${boundPort} (host key ${hostKey.fingerprint})`);

  let closed: Promise<void> | undefined;
  return {
    host,
    port: boundPort,
    hostKeyFingerprint: hostKey.fingerprint,
    limits,
    stats() {
      let inputDropped = 0;
      for (const s of sessions) inputDropped += s.droppedInput();
      return {
        connections: records.size,
        sessions: sessions.size,
        perAccount: Object.fromEntries(perAccount),
        blockedAddresses: limiter.blockedCount(),
        inputDropped,
      };
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        stopping = true;
        clearInterval(sweep);
        net.close(() => resolve());
        for (const s of [...sessions]) s.close(0, `${TERMINAL_RESET}\nThe server is stopping.`);
        for (const rec of records) {
          if (rec.grace) clearTimeout(rec.grace);
          if (rec.client) rec.client.end();
          else rec.socket.destroy();
        }
        // A client that does not answer the disconnect is cut off.
        const force = setTimeout(() => {
          for (const rec of records) rec.socket.destroy();
        }, 1000);
        force.unref();
      });
      return closed;
    },
  };
}
