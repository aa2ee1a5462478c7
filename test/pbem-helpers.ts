// Helpers for the play-by-e-mail tests: two players, each with their own record, exchanging turn
// files, the system's A/I choosing each side's commands.
import type { ComputerSide, SideId } from '../src/engine/core/system.js';
import { createGame, openTurn, writeTurn, type PbemGame } from '../src/pbem/game.js';
import { journalOf, restoreJournal, type Journal } from '../src/pbem/journal.js';
import { resolveScenarioId } from '../src/cli/scenario-arg.js';
import { loadBundledGameScenario } from '../src/scenario/bundled.js';

/** A cheap scrypt for tests (the real default costs 0.1 s a derivation). */
export const TEST_KDF = { N: 2 ** 10, r: 8, p: 1 };

export const resolve = resolveScenarioId;

/** The A/I plays the player's part (App.playComputer's rule: its commands, then an end of part). */
export function playPart(g: PbemGame, ais: Map<string, ComputerSide<unknown, unknown>>): void {
  const s = g.session;
  const sys = s.system;
  if (sys.result(s.state) || sys.actingSide(s.state) !== g.side) return;
  let ai = ais.get(g.side);
  if (!ai) {
    ai = sys.createPlayer(sys.players[0]!, s.state, g.side, {});
    ais.set(g.side, ai);
  }
  for (const cmd of ai.playSideTurn(s.state).commands) {
    if (sys.result(s.state) || sys.actingSide(s.state) !== g.side) break;
    s.apply(cmd);
  }
  if (!sys.result(s.state) && sys.actingSide(s.state) === g.side) s.apply(sys.endTurnCommand(s.state));
}

export interface Exchange {
  files: { text: string; from: SideId; file: number }[];
  games: Record<SideId, PbemGame>;
  journals: Record<SideId, Journal>;
  /** Hash of the state each receiver rebuilt, per file (equal to the sender's). */
  agreed: boolean[];
  /** Each side's record after each file it wrote or read (index = file number). */
  history: { side: SideId; file: number; journal: Journal }[];
  joinCode: string;
}

/** A game through turn files until it ends or `maxFiles` were written. */
export function exchange(scenario: string, maxFiles: number, passwords: Record<SideId, string>): Exchange {
  const loaded = loadBundledGameScenario(scenario);
  const sys = loaded.system;
  const first = sys.actingSide(sys.newGame(loaded.scenario, 's', sys.defaultOptions(loaded.scenario)).state);
  const { game, joinCode } = createGame({ loaded, side: first, password: passwords[first]!, kdf: TEST_KDF });
  const ais = new Map<string, ComputerSide<unknown, unknown>>();
  const games: Record<SideId, PbemGame> = { [first]: game };
  const journals: Record<SideId, Journal> = {};
  const files: Exchange['files'] = [];
  const agreed: boolean[] = [];
  const history: Exchange['history'] = [];
  let g = game;
  for (let n = 0; n < maxFiles; n++) {
    playPart(g, ais);
    const text = writeTurn(g);
    journals[g.side] = journalOf(g);
    history.push({ side: g.side, file: g.file, journal: journals[g.side]! });
    files.push({ text, from: g.side, file: g.file });
    const senderHash = sys.hash(g.session.state);
    const over = sys.result(g.session.state) !== null;
    const to = sys.sides.find((s) => s !== g.side)!;
    const j = journals[to] ?? null;
    const opened = openTurn(text, {
      journal: j,
      password: passwords[to]!,
      ...(j ? {} : { joinCode }),
      resolve,
      restore: restoreJournal,
    });
    agreed.push(sys.hash(opened.game.session.state) === senderHash);
    g = opened.game;
    games[to] = g;
    journals[to] = journalOf(g);
    history.push({ side: to, file: g.file, journal: journals[to]! });
    if (over) break; // the last file was opened: the receiver has seen the end
  }
  return { files, games, journals, agreed, history, joinCode };
}
