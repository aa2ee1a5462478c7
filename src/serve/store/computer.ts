// The computer opponent of server games: the system's A/I (its first player kind), one per game
// and side, kept while the server runs so that it remembers what it saw (as computerPlayer in
// src/tui/start.ts does for one game). After a restart it starts afresh, as after loading a save.

import type { ComputerSide, Difficulty, SideId } from '../../engine/core/system.js';
import type { RunComputer } from './games.js';

/** Not from the source: A/I players kept for at most this many games (the oldest are dropped). */
export const MAX_COMPUTER_GAMES = 256;

export function computerRunner(o: { difficulty?: Difficulty; maxGames?: number } = {}): RunComputer {
  const games = new Map<string, Map<SideId, ComputerSide<unknown, unknown>>>();
  const max = o.maxGames ?? MAX_COMPUTER_GAMES;
  return (session, side, gameId) => {
    const sys = session.system;
    let players = games.get(gameId);
    if (players) games.delete(gameId);
    else players = new Map();
    games.set(gameId, players);
    while (games.size > max) games.delete(games.keys().next().value!);
    let p = players.get(side);
    if (!p) {
      p = sys.createPlayer(
        sys.players[0]!,
        session.state,
        side,
        o.difficulty ? { difficulty: o.difficulty } : {},
      );
      players.set(side, p);
    }
    return p.playSideTurn(session.state).commands;
  };
}
