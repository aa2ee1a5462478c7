// The server process of the serve benches (bench/serve-*.bench.ts): `hexfront serve` (startServe)
// on 127.0.0.1 at a free port, alone in its process so that its resident memory is its own. The
// bench (another process, the ssh2 clients) talks to it over the IPC channel of fork():
//   { id, op: 'accounts', list: [{ name, algo, data }] }   accounts tied to public keys
//   { id, op: 'games', account, scenarioId, side, count }   games against the computer
//   { id, op: 'scenarios', accounts } how many of those accounts' games are of each scenario
//   { id, op: 'mem' }         process.memoryUsage() after a full collection (--expose-gc)
//   { id, op: 'bytes', port } bytes written to / read from the TCP socket of the client at that port
//   { id, op: 'stats' }       the SSH front's stats()
//   { id, op: 'close' }       stops the server and exits
// and sends { log } for every line the server logs. It exits by itself when the bench goes away
// (the IPC channel closes), so a bench that dies leaves no server behind. Not a bench: run-all
// only imports *.bench.ts.
import type { Socket } from 'node:net';
import ssh2 from 'ssh2';
import { startServe, type RunningServer } from '../src/serve/server.js';

interface Request {
  readonly id: number;
  readonly op: string;
  readonly [k: string]: unknown;
}

const send = (m: unknown) => {
  if (process.connected) process.send!(m);
};

// The server's TCP sockets, by the client's port: ssh2's Server gets every socket through
// injectSocket (src/serve/ssh/server.ts puts its own net server in front), so wrapping it here
// sees each socket without touching the server's code.
const sockets = new Map<number, Socket>();
const proto = ssh2.Server.prototype as unknown as { injectSocket(s: Socket): void };
const inject = proto.injectSocket;
proto.injectSocket = function (this: unknown, socket: Socket) {
  const port = socket.remotePort;
  if (port !== undefined) {
    sockets.set(port, socket);
    socket.once('close', () => {
      if (sockets.get(port) === socket) sockets.delete(port);
    });
  }
  return inject.call(this, socket);
};

const dataDir = process.env.HEXFRONT_BENCH_DATA;
if (!dataDir) throw new Error('HEXFRONT_BENCH_DATA: the data directory is required');
const limits = JSON.parse(process.env.HEXFRONT_BENCH_LIMITS ?? '{}') as Record<string, number>;
const record = process.env.HEXFRONT_BENCH_RECORD === '1';

/** Set once the server is up; the exit handlers are in place before it starts. */
const running: { server?: RunningServer } = {};
let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const force = setTimeout(() => process.exit(code), 5000);
    force.unref();
    await running.server?.close().catch(() => {});
  }
  process.exit(code);
}
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function gcNow(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}

async function handle(r: Request): Promise<unknown> {
  const s = running.server!;
  switch (r.op) {
    case 'accounts': {
      const list = r.list as { name: string; algo: string; data: string }[];
      for (const a of list) await s.accounts.create(a.name, { key: { algo: a.algo, data: a.data } });
      return list.length;
    }
    case 'games': {
      const ids: string[] = [];
      for (let i = 0; i < Number(r.count ?? 1); i++)
        ids.push(s.games.createVsComputer(String(r.account), String(r.scenarioId), String(r.side)).id);
      return ids;
    }
    case 'scenarios': {
      // The scenarios of the given accounts' games, counted: what the sessions actually loaded.
      const count: Record<string, number> = {};
      for (const name of r.accounts as string[])
        for (const g of s.games.mine(name)) count[g.scenarioId] = (count[g.scenarioId] ?? 0) + 1;
      return count;
    }
    case 'mem':
      gcNow();
      return { ...process.memoryUsage(), gc: typeof (globalThis as { gc?: unknown }).gc === 'function' };
    case 'bytes': {
      const sock = sockets.get(Number(r.port));
      if (!sock) throw new Error(`port: no server socket for client port ${String(r.port)}`);
      return { written: sock.bytesWritten, read: sock.bytesRead };
    }
    case 'stats':
      return s.ssh.stats();
    case 'close':
      setImmediate(() => void stop(0));
      return true;
  }
  throw new Error(`op: unknown operation ${r.op}`);
}

process.on('message', (m: Request) => {
  handle(m).then(
    (value) => send({ id: m.id, ok: true, value }),
    (e: unknown) => send({ id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) }),
  );
});

const server = await startServe({
  dataDir,
  host: '127.0.0.1',
  port: 0,
  limits,
  record,
  log: (line) => send({ log: line }),
});
running.server = server;
send({ ready: true, port: server.ssh.port, pid: process.pid });
