// `hexfront serve` put together (issue 19): the store (accounts, games, settings) in the data
// directory, one computer thread shared by every game against the computer, the connection (newcomer
// form, lobby, game) for each SSH session, and the SSH front. Everything lives in the returned
// object: two servers in one process share nothing.

import { mkdirSync } from 'node:fs';
import type { Difficulty } from '../engine/core/system.js';
import { startComputerPool } from '../tui/computer-thread.js';
import { storedAccountSettings } from './account-settings.js';
import { bundledScenarioChoices } from './lobby/choices.js';
import { makeConnectionHandler } from './lobby/connection.js';
import { startSshServer, type ServeLimits, type SshServer } from './ssh/index.js';
import { AccountStore } from './store/accounts.js';
import { ServerGameStore } from './store/games.js';
import { notifyHook } from './store/notify.js';
import { FileStorage, storeDir } from './store/storage.js';

export interface ServeOptions {
  readonly dataDir: string;
  readonly host?: string;
  readonly port?: number;
  readonly record?: boolean;
  readonly limits?: Partial<ServeLimits>;
  /** The operator's command run when it becomes a player's part (argv; no shell). */
  readonly notify?: readonly string[];
  /** Games no one has played for this long are abandoned. */
  readonly abandonAfterMs?: number;
  readonly difficulty?: Difficulty;
  readonly log?: (line: string) => void;
}

export interface RunningServer {
  readonly ssh: SshServer;
  readonly games: ServerGameStore;
  readonly accounts: AccountStore;
  close(): Promise<void>;
}

/** How often abandoned games are looked for. */
const EXPIRY_SWEEP_MS = 60 * 60_000;

export async function startServe(o: ServeOptions): Promise<RunningServer> {
  const log = o.log ?? (() => {});
  mkdirSync(o.dataDir, { recursive: true, mode: 0o700 });
  const storage = new FileStorage(storeDir(o.dataDir));
  const accounts = new AccountStore(storage, { log });
  const pool = startComputerPool();
  const notify = o.notify?.length ? notifyHook(o.notify, { log }) : undefined;
  const games = new ServerGameStore(storage, {
    runComputer: (session, side, gameId) => pool.play(gameId, session, side, o.difficulty),
    ...(notify ? { notify: (account, summary) => void notify(account, summary) } : {}),
    accounts,
    ...(o.abandonAfterMs !== undefined ? { timeoutMs: o.abandonAfterMs } : {}),
    log,
  });
  // Computer parts that were due when the server last stopped are played now.
  games.resumeComputers();
  const handler = makeConnectionHandler({
    games,
    accounts: {
      exists: (name) => accounts.exists(name),
      nameProblem: (name) => accounts.nameProblem(name),
      create: (name, credential) => accounts.create(name, credential),
    },
    settings: storedAccountSettings(storage, log),
    scenarios: bundledScenarioChoices(),
    log,
  });
  const ssh = await startSshServer({
    dataDir: o.dataDir,
    ...(o.host !== undefined ? { host: o.host } : {}),
    ...(o.port !== undefined ? { port: o.port } : {}),
    ...(o.record ? { record: true } : {}),
    ...(o.limits ? { limits: o.limits } : {}),
    accounts,
    handler,
    log,
  });
  const sweep = setInterval(() => {
    const n = games.expire(Date.now());
    if (n) log(`${n} game${n === 1 ? '' : 's'} abandoned (no move for the timeout)`);
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  return {
    ssh,
    games,
    accounts,
    async close() {
      clearInterval(sweep);
      await ssh.close();
      await games.idle();
      pool.close();
    },
  };
}
