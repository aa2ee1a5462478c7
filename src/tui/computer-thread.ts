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

interface Init {
  readonly tag: typeof TAG;
  readonly systemId: string;
  readonly scenario: unknown;
  readonly options: GameOptions;
  readonly difficulty?: Difficulty;
}

interface TurnRequest {
  readonly id: number;
  readonly side: SideId;
  readonly snapshot: unknown;
}

type TurnReply =
  | { readonly id: number; readonly commands: readonly unknown[] }
  | { readonly id: number; readonly error: string };

/** The thread's side: answers each turn request with the commands of that side's part. */
async function serve(init: Init): Promise<void> {
  const { systemById } = await import('../engine/registry.js');
  const system = systemById(init.systemId);
  const players = new Map<SideId, ComputerSide<unknown, unknown>>();
  parentPort!.on('message', (req: TurnRequest) => {
    let reply: TurnReply;
    try {
      if (!system) throw new Error(`no rule system "${init.systemId}"`);
      const state = system.restore(init.scenario, init.options, req.snapshot);
      let p = players.get(req.side);
      if (!p) {
        const opts = init.difficulty ? { difficulty: init.difficulty } : {};
        p = system.createPlayer(system.players[0]!, state, req.side, opts);
        players.set(req.side, p);
      }
      reply = { id: req.id, commands: p.playSideTurn(state).commands };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? e.message : String(e) };
    }
    parentPort!.postMessage(reply);
  });
}

if (!isMainThread && (workerData as Partial<Init> | null)?.tag === TAG) void serve(workerData as Init);

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

/**
 * Starts the thread for a game (it loads the engine while the player reads the first screen).
 * From the TypeScript sources (tests, `npm run hexfront`) the thread loads them through tsx; from
 * the bundle this module is a chunk of plain JavaScript.
 */
export function startComputerThread(session: AnySession, difficulty?: Difficulty): ThreadedComputer {
  const system = session.system;
  const init: Init = {
    tag: TAG,
    systemId: system.id,
    scenario: system.scenarioOf(session.state),
    options: system.optionsOf(session.state),
    ...(difficulty ? { difficulty } : {}),
  };
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
  const worker = new Worker(entry, { workerData: init });
  worker.unref(); // never what keeps the process alive
  let next = 0;
  const waiting = new Map<number, { resolve: (c: readonly unknown[]) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('message', (r: TurnReply) => {
    const w = waiting.get(r.id);
    if (!w) return;
    waiting.delete(r.id);
    if ('error' in r) w.reject(new Error(r.error));
    else w.resolve(r.commands);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the computer player stopped')));
  return {
    play(s, side) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, side, snapshot: s.system.snapshot(s.state) } satisfies TurnRequest);
      });
    },
    close() {
      waiting.clear();
      void worker.terminate();
    },
  };
}
