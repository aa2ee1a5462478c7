// startGame(options): loads the scenario, the settings and the keymap, opens the terminal and plays
// until the player quits. The host of the client: it plugs the real engine planner, previews,
// computer opponent and save files into the App (ports.ts).

import path from 'node:path';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import { otherSide, type Side } from '../engine/systems/panzer/model/unit.js';
import type { Ai, Difficulty } from '../engine/systems/panzer/ai/index.js';
import type * as AiIndex from '../engine/systems/panzer/ai/index.js';
import type * as SaveFileModule from '../save/save-file.js';
import { savesDir } from '../save/paths.js';
import { GameSession } from '../session/session.js';
import { resolveScenarioArg, resolveScenarioId } from '../cli/scenario-arg.js';
import { DEFAULT_SCENARIO_ID } from '../scenario/bundled.js';
import { App, MIN_COLS, MIN_ROWS, type SavesPort } from './app.js';
import { attach, type Host } from './host.js';
import { enginePreviewer } from './combat-preview.js';
import { engineOverlays, enginePlanner } from './engine-ports.js';
import { loadKeymap } from './keymap.js';
import { RendererPainter } from './map-adapter.js';
import type { ComputerPlayer, Player, SessionLike } from './ports.js';
import { openBlessedSurface } from './screen.js';
import { openSettingsStore } from './settings.js';

export interface StartOptions {
  /** A bundled scenario id or a scenario file; default: the tutorial. */
  readonly scenario?: string;
  /** The side the player takes against the computer; default: the scenario's first side. */
  readonly side?: Side;
  readonly hotseat?: boolean;
  readonly seed?: string;
  /** A save file to continue instead of a new game (players, seed and options come from it). */
  readonly load?: string;
  /** How hard the computer plays (issue 6). */
  readonly difficulty?: Difficulty;
  /** Optional rules chosen at the start (PC-OPT); default: the scenario's. */
  readonly optionalRules?: readonly string[];
  readonly input?: NodeJS.ReadableStream;
  readonly output?: NodeJS.WritableStream;
  readonly env?: NodeJS.ProcessEnv;
}

type AiModule = typeof AiIndex;
type SaveModule = typeof SaveFileModule;

/**
 * One A/I per computer side, kept for the whole game so that it remembers what it saw. The A/I
 * module is loaded in the background while the player reads the first frame (start-up time).
 */
export function computerPlayer(ai: () => AiModule | undefined, difficulty?: Difficulty): ComputerPlayer {
  const ais = new Map<Side, Ai>();
  return (state, side) => {
    const mod = ai();
    if (!mod) return [];
    let a = ais.get(side);
    if (!a) {
      a = mod.createAi(state, side, difficulty ? { difficulty } : {});
      ais.set(side, a);
    }
    // Under phases the A/I passes its phases itself, up to the other side's (PC-PHS-02).
    return a.playTurn(state, { endTurn: state.phase !== undefined }).commands;
  };
}

/** Save files; the save module (zod, hashing) loads after the first frame. */
export function savesPort(
  dir: string,
  players: () => Record<Side, Player>,
  mod: () => SaveModule | undefined,
  resolve: (id: string) => Scenario | undefined = resolveScenarioId,
): SavesPort {
  const m = (): SaveModule => {
    const x = mod();
    if (!x) throw new Error('saving is still starting up; try again in a moment');
    return x;
  };
  const stamp = () => new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19);
  return {
    save(session: SessionLike, side: Side) {
      const s = session as GameSession;
      const file = path.join(dir, `${s.scenario.id}-t${s.state.turn}-${side}-${stamp()}.json`);
      m().writeSave(file, s, { side, players: players() });
      return file;
    },
    autosave(session: SessionLike, side: Side) {
      m().writeAutosave(dir, session as GameSession, { side, players: players() });
    },
    list() {
      return m()
        .listSaves(dir)
        .map((l) => ({
          file: l.file,
          title: l.meta
            ? `${l.meta.title} · ${l.meta.side ?? l.meta.activeSide} · turn ${l.meta.turn} · ${l.meta.savedAt.slice(0, 16).replace('T', ' ')}`
            : l.name,
          ...(l.error ? { error: l.error } : {}),
        }));
    },
    load(file: string) {
      return m().loadSession(m().readSave(file), file, resolve);
    },
  };
}

function newSession(o: StartOptions): { session: GameSession; players: Record<Side, Player> } {
  const scenario: Scenario = resolveScenarioArg(o.scenario ?? DEFAULT_SCENARIO_ID);
  const human: Side = o.side ?? scenario.start.firstSide;
  const players: Record<Side, Player> = o.hotseat
    ? { allied: 'human', axis: 'human' }
    : ({ [human]: 'human', [otherSide(human)]: 'computer' } as Record<Side, Player>);
  const seed = o.seed ?? String(Date.now() % 1_000_000_007);
  const game = o.optionalRules ? { optionalRules: o.optionalRules } : undefined;
  return { session: new GameSession(scenario, { seed, players, ...(game ? { game } : {}) }), players };
}

/** A saved game: a damaged file or a changed scenario is refused with the save module's message. */
async function continueSave(file: string): Promise<{ session: GameSession; players: Record<Side, Player> }> {
  const { loadSession, readSave } = await import('../save/save-file.js');
  const session = loadSession(readSave(file), file, resolveScenarioId);
  return { session, players: { ...session.players } };
}

export async function startGame(o: StartOptions = {}): Promise<number> {
  const env = o.env ?? process.env;
  const output = (o.output ?? process.stdout) as NodeJS.WriteStream;
  if (!output.isTTY) {
    process.stderr.write('hexfront: the game needs a terminal (try `hexfront run` for scripted play)\n');
    return 2;
  }
  let session: GameSession;
  let players: Record<Side, Player>;
  try {
    ({ session, players } = o.load ? await continueSave(o.load) : newSession(o));
  } catch (e) {
    process.stderr.write(`hexfront: ${(e as Error).message}\n`);
    return 1;
  }
  const settings = openSettingsStore(env);
  let aiMod: AiModule | undefined;
  let saveMod: SaveModule | undefined;
  const aiLoad = import('../engine/systems/panzer/ai/index.js').then((x) => (aiMod = x));
  // The computer moves first: it needs its A/I before the first frame.
  if (players[session.state.activeSide] === 'computer') await aiLoad;
  const surface = openBlessedSurface({
    ...(o.input ? { input: o.input } : {}),
    output,
    handleSignals: true,
  });
  return new Promise<number>((resolve) => {
    const hostRef: { current?: Host } = {};
    const app = new App({
      session,
      players,
      settings,
      keymap: (name) => loadKeymap(name, settings.dir || undefined),
      painter: new RendererPainter(),
      planner: enginePlanner,
      previewer: enginePreviewer,
      overlayProvider: engineOverlays,
      computer: computerPlayer(() => aiMod, o.difficulty),
      deferComputer: true,
      saves: savesPort(
        savesDir(),
        () => players,
        () => saveMod,
      ),
      env,
      charts: (report, opts) => void surface.showCharts?.(report, opts).then(() => hostRef.current?.render()),
      onQuit: () => {
        surface.destroy();
        resolve(0);
      },
    });
    hostRef.current = attach(app, surface);
    void import('../save/save-file.js').then((x) => (saveMod = x));
  });
}

export { MIN_COLS, MIN_ROWS };
