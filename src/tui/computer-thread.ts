// The computer's turn on a worker thread (issue 21, "Ctrl-C always works"). A side-turn of the A/I
// is one long synchronous computation: on the main thread it kept the terminal's keys (Ctrl-C comes
// as a key in raw mode) and SIGHUP waiting until it ended, up to a minute on a big map. Here the
// main thread only waits for a message, so a key or a signal is handled at once, and quitting
// terminates the thread.
//
// The thread holds one computer player per side for the whole game, as the in-thread player of
// start.ts does, so that it remembers what it saw. States cross as the system's snapshots (a state
// may hold functions, which cannot be cloned); the engine is deterministic, so the commands are
// the same as on the main thread.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { AnySession } from '../session/session.js';
import type { ComputerSide, Difficulty, GameOptions, SideId } from '../engine/core/system.js';

const TAG = 'hexfront-computer';

/** What a thread needs to know of a game, sent with the first request for it. */
interface GameSetup {
  readonly systemId: string;
  readonly scenario: unknown;
  readonly options: GameOptions;
  readonly difficulty?: Difficulty;
}

interface TurnRequest {
  readonly id: number;
  /** Which game: one thread may play for many (the server's pool, src/serve/). */
  readonly game: string;
  readonly setup?: GameSetup;
  readonly side: SideId;
  readonly snapshot: unknown;
}

type TurnReply =
  | { readonly id: number; readonly commands: readonly unknown[] }
  | { readonly id: number; readonly error: string; readonly unknownGame?: true };

/** Games a thread keeps players for; the oldest is forgotten past this (its A/I starts afresh). */
const GAMES_PER_THREAD = 64;

/** The thread's side: answers each turn request with the commands of that side's part. */
async function serve(): Promise<void> {
  const { systemById } = await import('../engine/registry.js');
  const games = new Map<string, { setup: GameSetup; players: Map<SideId, ComputerSide<unknown, unknown>> }>();
  parentPort!.on('message', (req: TurnRequest | { forget: string }) => {
    if ('forget' in req) {
      games.delete(req.forget);
      return;
    }
    let reply: TurnReply;
    try {
      let g = games.get(req.game);
      if (req.setup) {
        g = { setup: req.setup, players: new Map() };
        games.set(req.game, g);
        if (games.size > GAMES_PER_THREAD) games.delete(games.keys().next().value!);
      }
      if (!g) {
        reply = { id: req.id, error: `no game "${req.game}" on this thread`, unknownGame: true };
      } else {
        const system = systemById(g.setup.systemId);
        if (!system) throw new Error(`no rule system "${g.setup.systemId}"`);
        const state = system.restore(g.setup.scenario, g.setup.options, req.snapshot);
        let p = g.players.get(req.side);
        if (!p) {
          const opts = g.setup.difficulty ? { difficulty: g.setup.difficulty } : {};
          p = system.createPlayer(system.players[0]!, state, req.side, opts);
          g.players.set(req.side, p);
        }
        reply = { id: req.id, commands: p.playSideTurn(state).commands };
      }
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort!.postMessage(reply);
  });
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) void serve();

/** tsx's loader API (its ES module build), as a URL a data: module can import. */
function tsxApi(): string {
  const pkgFile = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(pkgFile), pkg.exports['./esm/api']!.import.default)).href;
}

/** A computer player whose side-turns run on a worker thread; `close` ends the thread. */
export interface ThreadedComputer {
  play(session: AnySession, side: SideId): Promise<readonly unknown[]>;
  close(): void;
}

/** One thread that plays for many games (the server's, src/serve/): each game by its key. */
export interface ComputerPool {
  play(game: string, session: AnySession, side: SideId, difficulty?: Difficulty): Promise<readonly unknown[]>;
  /** Drops what the thread remembers of a game (it ended, or it left memory). */
  forget(game: string): void;
  close(): void;
}

/**
 * Starts the thread for a game (it loads the engine while the player reads the first screen).
 */
export function startComputerThread(difficulty?: Difficulty): ThreadedComputer {
  const pool = startComputerPool();
  return {
    play: (s, side) => pool.play('game', s, side, difficulty),
    close: () => pool.close(),
  };
}

/**
 * Starts a thread that plays for any number of games. From the TypeScript sources (tests,
 * `npm run hexfront`) the thread loads them through tsx; from the bundle this module is a chunk of
 * plain JavaScript.
 */
export function startComputerPool(): ComputerPool {
  const self = new URL(import.meta.url);
  // Node reads no TypeScript in a thread of its own: from the sources, a small module registers
  // tsx's loader first, then imports this one.
  const entry = self.pathname.endsWith('.ts')
    ? new URL(
        `data:text/javascript,${encodeURIComponent(
          `const { register } = await import(${JSON.stringify(tsxApi())}); register(); await import(${JSON.stringify(self.href)});`,
        )}`,
      )
    : self;
  const worker = new Worker(entry, { workerData: { tag: TAG } });
  worker.unref(); // never what keeps the process alive
  let next = 0;
  /** Games whose set-up the thread has been sent (it may have forgotten one since: then resent). */
  const known = new Set<string>();
  const waiting = new Map<number, { resolve: (c: readonly unknown[]) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('message', (r: TurnReply) => {
    const w = waiting.get(r.id);
    if (!w) return;
    waiting.delete(r.id);
    if ('error' in r) w.reject(Object.assign(new Error(r.error), r.unknownGame ? { unknownGame: true } : {}));
    else w.resolve(r.commands);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the computer player stopped')));
  const ask = (
    game: string,
    s: AnySession,
    side: SideId,
    difficulty: Difficulty | undefined,
    withSetup: boolean,
  ) => {
    const id = next++;
    const setup: GameSetup | undefined = withSetup
      ? {
          systemId: s.system.id,
          scenario: s.system.scenarioOf(s.state),
          options: s.system.optionsOf(s.state),
          ...(difficulty ? { difficulty } : {}),
        }
      : undefined;
    known.add(game);
    return new Promise<readonly unknown[]>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({
        id,
        game,
        ...(setup ? { setup } : {}),
        side,
        snapshot: s.system.snapshot(s.state),
      } satisfies TurnRequest);
    });
  };
  return {
    async play(game, s, side, difficulty) {
      try {
        return await ask(game, s, side, difficulty, !known.has(game));
      } catch (e) {
        if (!(e as { unknownGame?: boolean }).unknownGame) throw e;
        return ask(game, s, side, difficulty, true); // the thread forgot it (GAMES_PER_THREAD)
      }
    },
    forget(game) {
      known.delete(game);
      worker.postMessage({ forget: game });
    },
    close() {
      waiting.clear();
      void worker.terminate();
    },
  };
}
