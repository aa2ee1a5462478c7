// The determinism sweep (issue 21, design invariant 1): computer-vs-computer games of every bundled
// scenario of every system, each checked three ways: replayed from its command log, restored from
// its snapshot after a JSON round trip, and played again from the same seed. All three must give
// the state hash of the game itself. Prints the counts; exits 1 on any difference.
//
//   npx tsx bench/determinism.bench.ts      (DET_SEEDS=4 per scenario, DET_SIDE_TURNS=6 each)

import type { AnySystem, SideId } from '../src/engine/core/system.js';
import { listBundledScenarios, loadBundledGameScenario } from '../src/scenario/bundled.js';
import { GameSession } from '../src/session/session.js';

const seeds = Number(process.env.DET_SEEDS ?? 4);
const sideTurns = Number(process.env.DET_SIDE_TURNS ?? 6);

function play(system: AnySystem, scenario: unknown, seed: string): GameSession<unknown, unknown, unknown> {
  const s = new GameSession(system, scenario, { seed });
  const players = new Map<SideId, ReturnType<AnySystem['createPlayer']>>();
  for (let t = 0; t < sideTurns && system.result(s.state) === null; t++) {
    const side = system.actingSide(s.state);
    let p = players.get(side);
    if (!p) players.set(side, (p = system.createPlayer(system.players[0]!, s.state, side, {})));
    for (const c of p.playSideTurn(s.state).commands) {
      if (system.actingSide(s.state) !== side || system.result(s.state) !== null) break;
      s.apply(c);
    }
    if (system.actingSide(s.state) === side && system.result(s.state) === null)
      s.apply(system.endTurnCommand(s.state));
  }
  return s;
}

let games = 0;
let commands = 0;
let differences = 0;
const t0 = performance.now();
for (const summary of listBundledScenarios()) {
  const { system, scenario } = loadBundledGameScenario(summary.id);
  for (let i = 1; i <= seeds; i++) {
    const seed = `det-${i}`;
    const game = play(system, scenario, seed);
    const hash = system.hash(game.state);
    const replayed = GameSession.replay(system, scenario, { seed }, game.log);
    const snapshot = JSON.parse(JSON.stringify(system.snapshot(game.state))) as unknown;
    const restored = system.restore(scenario, system.optionsOf(game.state), snapshot);
    const again = play(system, scenario, seed);
    const checks: [string, string][] = [
      [
        'replayed from the log',
        replayed.error ? `refused at ${replayed.error.index}` : system.hash(replayed.session.state),
      ],
      ['restored from the snapshot', system.hash(restored)],
      ['played again', system.hash(again.state)],
    ];
    for (const [how, h] of checks)
      if (h !== hash) {
        differences++;
        console.log(`  DIFFERENT: ${summary.id} seed ${seed}, ${how}`);
      }
    games++;
    commands += game.log.length;
  }
}
console.log(
  `determinism sweep: ${games} games (${seeds} seeds x ${games / seeds} scenarios, ${sideTurns} side-turns each), ${commands} commands, ${games * 3} checks, ${differences} differences, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
if (differences) process.exitCode = 1;
