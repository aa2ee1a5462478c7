// startGame(options): loads the scenario (any system), the settings and the keymap, opens the
// terminal and plays until the player quits. The host of the client: it plugs the system's
// computer player and the save files into the App; the system's presenter comes from the registry.

import type { ThreadedComputer } from './computer-thread.js';
import path from 'node:path';
import type { ComputerSide, Difficulty, SideId } from '../engine/core/system.js';
import type * as SaveFileModule from '../save/save-file.js';
import { resolveSaveName, savesDir } from '../save/paths.js';
import { GameSession, type AnySession, type Player } from '../session/session.js';
import { parseSideArg, resolveScenarioArg, resolveScenarioId } from '../cli/scenario-arg.js';
import { DEFAULT_SCENARIO_ID } from '../scenario/bundled.js';
import type { LoadedScenario } from '../scenario/load.js';
import { App, MIN_COLS, MIN_ROWS, type ComputerPlayer, type SavesPort } from './app.js';
import { attach, type Host } from './host.js';
import { loadKeymap, type SystemKeys } from './keymap.js';
import { openBlessedSurface } from './screen.js';
import { openSettingsStore } from './settings.js';

export interface StartOptions {
  /** A bundled scenario id or a scenario file; default: the tutorial. */
  readonly scenario?: string;
  /** The side the player takes against the computer; default: the scenario's first side. */
  readonly side?: SideId;
  readonly hotseat?: boolean;
  readonly seed?: string;
  /** A save file to continue instead of a new game (players, seed and options come from it). */
  readonly load?: string;
  /** How hard the computer plays (issue 6). */
  readonly difficulty?: Difficulty;
  /** Optional rules chosen at the start (PC-OPT); default: the scenario's. */
  readonly optionalRules?: readonly string[];
  /**
   * Line mode (src/tui/line/): sentences out and commands in, no full-screen frames; for screen
   * readers and pipes. Default: the textMode setting.
   */
  readonly text?: boolean;
  readonly input?: NodeJS.ReadableStream;
  readonly output?: NodeJS.WritableStream;
  readonly env?: NodeJS.ProcessEnv;
  /**
   * Play by e-mail (src/cli/pbem.ts): the game opened from a turn file, the opponent's last part
   * to read first, and what to do when the player's part ends. No save files are written: the
   * player's record of the game is sealed by src/pbem/journal.ts instead.
   */
  readonly pbem?: {
    readonly session: AnySession;
    readonly players: Record<SideId, Player>;
    readonly events: readonly unknown[];
    /** Where the opponent's part began, for the replay on the map. */
    readonly before?: { readonly state: unknown; readonly log: number };
    readonly onPartEnd: (session: AnySession) => void;
  };
}

type SaveModule = typeof SaveFileModule;

/**
 * One computer player per computer side, kept for the whole game so that it remembers what it saw:
 * the system's A/I (its first player kind). Its commands go through the session like a human's.
 */
export function computerPlayer(difficulty?: Difficulty): ComputerPlayer {
  const players = new Map<SideId, ComputerSide<unknown, unknown>>();
  return (session, side) => {
    const sys = session.system;
    let p = players.get(side);
    if (!p) {
      p = sys.createPlayer(sys.players[0]!, session.state, side, difficulty ? { difficulty } : {});
      players.set(side, p);
    }
    return p.playSideTurn(session.state).commands;
  };
}

/**
 * What a save is, by its file name: the two autosaves (the last turn's and the one before it,
 * save-file.ts writeAutosave) look alike in the list otherwise; the others are the player's own.
 */
export function saveLabel(name: string): string {
  if (name === 'autosave.json') return 'autosave (last turn)';
  if (name === 'autosave.prev.json') return 'autosave (the turn before)';
  return 'saved';
}

/** Save files; the save module (zod, hashing) loads after the first frame. */
export function savesPort(
  dir: string,
  players: () => Record<SideId, Player>,
  mod: () => SaveModule | undefined,
  resolve: (id: string) => LoadedScenario | undefined = resolveScenarioId,
): SavesPort {
  const m = (): SaveModule => {
    const x = mod();
    if (!x) throw new Error('saving is still starting up; try again in a moment');
    return x;
  };
  const stamp = () => new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19);
  return {
    save(session: AnySession, side: SideId) {
      const sys = session.system;
      const id = sys.summarize(session.scenario).id;
      const file = path.join(dir, `${id}-t${sys.turn(session.state)}-${side}-${stamp()}.json`);
      m().writeSave(file, session, { side, players: players() });
      return file;
    },
    autosave(session: AnySession, side: SideId) {
      m().writeAutosave(dir, session, { side, players: players() });
    },
    list() {
      return m()
        .listSaves(dir)
        .map((l) => ({
          file: l.file,
          title: l.meta
            ? `${saveLabel(l.name)} · ${l.meta.title} · ${l.meta.side ?? l.meta.activeSide} · turn ${l.meta.turn} · ${l.meta.savedAt.slice(0, 16).replace('T', ' ')}`
            : l.name,
          ...(l.error ? { error: l.error } : {}),
        }));
    },
    load(file: string) {
      return m().loadSession(m().readSave(file), file, resolve);
    },
  };
}

function newSession(o: StartOptions): { session: AnySession; players: Record<SideId, Player> } {
  const { system, scenario, summary } = resolveScenarioArg(o.scenario ?? DEFAULT_SCENARIO_ID);
  const human: SideId = o.side !== undefined ? parseSideArg(system, o.side) : summary.firstSide;
  const players: Record<SideId, Player> = {};
  for (const s of system.sides) players[s] = o.hotseat || s === human ? 'human' : 'computer';
  const seed = o.seed ?? String(Date.now() % 1_000_000_007);
  const game = o.optionalRules ? { optionalRules: o.optionalRules } : undefined;
  const session = new GameSession(system, scenario, { seed, players, ...(game ? { game } : {}) });
  return { session, players };
}

/** A saved game: a damaged file or a changed scenario is refused with the save module's message. */
export async function continueSave(
  name: string,
  dir = savesDir(),
): Promise<{ session: AnySession; players: Record<SideId, Player> }> {
  const { loadSession, readSave } = await import('../save/save-file.js');
  // `play --load NAME` takes the names `hexfront saves` prints as well as paths.
  const file = resolveSaveName(name, dir);
  const session = loadSession(readSave(file), file, resolveScenarioId);
  return { session, players: { ...session.players } };
}

export async function startGame(o: StartOptions = {}): Promise<number> {
  const env = o.env ?? process.env;
  const output = (o.output ?? process.stdout) as NodeJS.WriteStream;
  const settings = openSettingsStore(env);
  const text = o.text ?? settings.load().textMode;
  if (!text && !output.isTTY) {
    process.stderr.write(
      'hexfront: the game needs a terminal (try `hexfront play --text` for line mode, or `hexfront run` for scripted play)\n',
    );
    return 2;
  }
  let session: AnySession;
  let players: Record<SideId, Player>;
  try {
    ({ session, players } = o.pbem ?? (o.load ? await continueSave(o.load) : newSession(o)));
  } catch (e) {
    process.stderr.write(`hexfront: ${(e as Error).message}\n`);
    return 1;
  }
  let saveMod: SaveModule | undefined;
  const loadSaveModule = () => void import('../save/save-file.js').then((x) => (saveMod = x));
  const common = {
    session,
    players,
    settings,
    keymap: (name: string, orders: SystemKeys) =>
      loadKeymap(name, settings.dir || undefined, undefined, orders),
    computer: computerPlayer(o.difficulty),
    deferComputer: true,
    ...(o.pbem
      ? {
          pbem: {
            events: o.pbem.events,
            onPartEnd: o.pbem.onPartEnd,
            ...(o.pbem.before ? { before: o.pbem.before } : {}),
          },
        }
      : {
          saves: savesPort(
            savesDir(),
            () => players,
            () => saveMod,
          ),
        }),
    env,
  };
  if (text) {
    const { playLines } = await import('./line/host.js');
    loadSaveModule();
    const input = o.input ?? process.stdin;
    return playLines(common, { input, output });
  }
  const surface = openBlessedSurface({
    ...(o.input ? { input: o.input } : {}),
    output,
    handleSignals: true,
  });
  // The computer plays on a thread of its own, so that Ctrl-C and a closed terminal are heard
  // during its turn (issue 21). It starts after the first frame; until then it plays in place.
  let thread: ThreadedComputer | undefined;
  const startThread = () => {
    if (!Object.values(players).includes('computer') || o.pbem) return;
    void import('./computer-thread.js').then((m) => {
      thread = m.startComputerThread(o.difficulty);
    });
  };
  const inPlace = common.computer;
  return new Promise<number>((resolve) => {
    const hostRef: { current?: Host } = {};
    const app = new App({
      ...common,
      computerThread: (s, side) => (thread ? thread.play(s, side) : Promise.resolve(inPlace(s, side))),
      charts: (report, opts) => void surface.showCharts?.(report, opts).then(() => hostRef.current?.render()),
      onQuit: () => {
        thread?.close();
        surface.destroy();
        resolve(0);
      },
    });
    hostRef.current = attach(app, surface);
    loadSaveModule();
    startThread();
  });
}

export { MIN_COLS, MIN_ROWS };
