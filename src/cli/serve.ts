// `hexfront serve`: the game served over SSH (issue 19). Players need no install:
// `ssh -p 2222 yourname@host` opens the lobby. `serve recordings` lists the recorded sessions and
// `serve replay FILE` plays one into this terminal. docs/serve.md is the operator's guide.

import type { Command as Program } from 'commander';
import path from 'node:path';
import { configDir } from '../save/paths.js';

/** The data directory: the host key, the accounts, the games, the recordings. */
function dataDirOf(given: string | undefined): string {
  return path.resolve(given ?? path.join(configDir(), 'server'));
}

function positiveInt(name: string, max: number) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > max)
      throw new Error(`${name}: a whole number from 0 to ${max}, not "${v}"`);
    return n;
  };
}

function speedOf(v: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--speed: a number above 0, not "${v}"`);
  return n;
}

interface ServeCliOptions {
  port: number;
  host: string;
  data?: string;
  record?: boolean;
  idle: number;
  maxSessions?: number;
  perAccount?: number;
  abandonDays: number;
  notify?: string[];
}

export function register(program: Program): void {
  const serve = program
    .command('serve')
    .description('serve hexfront over SSH: ssh -p PORT name@host opens the lobby (docs/serve.md)')
    .option('--port <n>', 'the port to listen on', positiveInt('--port', 65535), 2222)
    .option('--host <address>', 'the address to listen on', '0.0.0.0')
    .option('--data <dir>', 'the data directory (host key, accounts, games, recordings)')
    .option('--record', 'record every session as an asciicast v2 file (never the keys typed)')
    .option(
      '--idle <minutes>',
      'close a session after this long without a key (0: never)',
      positiveInt('--idle', 10_000),
      30,
    )
    .option('--max-sessions <n>', 'sessions on the whole server', positiveInt('--max-sessions', 100_000))
    .option('--per-account <n>', 'sessions of one account at once', positiveInt('--per-account', 1000))
    .option(
      '--abandon-days <n>',
      'a game no one has played for this many days is abandoned',
      positiveInt('--abandon-days', 3650),
      14,
    )
    .option(
      '--notify <argv...>',
      "a command run when it is a player's part (HEXFRONT_ACCOUNT, HEXFRONT_GAME... in its environment)",
    )
    .action(async (o: ServeCliOptions) => {
      const { startServe } = await import('../serve/server.js');
      const log = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
      const dataDir = dataDirOf(o.data);
      const server = await startServe({
        dataDir,
        host: o.host,
        port: o.port,
        ...(o.record ? { record: true } : {}),
        limits: {
          idleMs: o.idle * 60_000,
          ...(o.maxSessions !== undefined ? { maxSessions: o.maxSessions } : {}),
          ...(o.perAccount !== undefined ? { maxSessionsPerAccount: o.perAccount } : {}),
        },
        abandonAfterMs: o.abandonDays * 24 * 3600_000,
        ...(o.notify?.length ? { notify: o.notify } : {}),
        log,
      });
      const { host, port, hostKeyFingerprint } = server.ssh;
      process.stdout.write(
        `hexfront serve: listening on ${host}:${port}\n` +
          `  host key ${hostKeyFingerprint}\n` +
          `  data in ${dataDir}\n` +
          `  players: ssh -p ${port} NAME@<this host>\n`,
      );
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.stdout.write('hexfront serve: stopping\n');
          void server.close().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  serve
    .command('recordings')
    .description('list the recorded sessions (serve --record)')
    .option('--data <dir>', 'the data directory')
    .action(async (o: { data?: string }) => {
      const { listRecordings } = await import('../serve/ssh/index.js');
      const list = listRecordings(dataDirOf(o.data));
      if (!list.length) {
        process.stdout.write('No recordings (start the server with --record).\n');
        return;
      }
      for (const r of list) {
        const size = r.width && r.height ? `${r.width}x${r.height}` : '?';
        const length = r.duration !== undefined ? `${Math.round(r.duration)} s` : '';
        const detail = r.problem
          ? `damaged: ${r.problem}`
          : `${r.label} · ${r.startedAt ?? '?'} · ${size} · ${length}`;
        process.stdout.write(`${r.name}  ${detail}\n`);
      }
    });

  serve
    .command('replay <file>')
    .description('play a recorded session into this terminal (a name from `serve recordings`, or a path)')
    .option('--data <dir>', 'the data directory')
    .option('--speed <x>', 'play faster (2) or slower (0.5)', speedOf, 1)
    .option('--max-idle <seconds>', 'cut pauses longer than this', speedOf, 2)
    .action(async (file: string, o: { data?: string; speed: number; maxIdle: number }) => {
      const { listRecordings, replayRecording } = await import('../serve/ssh/index.js');
      const known = listRecordings(dataDirOf(o.data)).find((r) => r.name === file);
      const target = known ? known.file : path.resolve(file);
      const done = await replayRecording(target, process.stdout, { speed: o.speed, maxIdle: o.maxIdle });
      process.stdout.write(
        `\x1b[0m\nEnd of the recording: ${done.events} events, recorded at ${done.width}x${done.height}.\n`,
      );
    });
}
