// How the computer's side-turn grows with the size of the game (issue 21, "Scale"): a 500x500 map
// with 100 to 4,000 units (half a side each, facing across a river), fog of war on. Each size runs
// in a child process of its own, so that its peak memory (max RSS) is its own. Target: the
// side-turn at 4,000 units under 10 s and 600 MB.
//
//   npx tsx bench/ai-scale.bench.ts            (AI_SCALE_SIZES=100,500,1000,2000,4000)
//
// Measured 2026-11-25 on the shared 2-core machine (load 3-5, so +-15 %), the same tree before and
// after copy-on-write drafts (draft.ts), the unit grid (unit-grid.ts), one-pass move knowledge and
// the A/I's carried view indexes. Side-turn wall time; max RSS at the end of the side-turn, and in
// brackets once a GameSession has also replayed the orders and kept its undo states:
//
//   units   before                      after
//     100   1.20 s, 254 MB (254 MB)     0.98 s, 317 MB (317 MB)
//     500   2.13 s, 309 MB (314 MB)     1.53 s, 354 MB (355 MB)
//    1000   3.74 s, 315 MB (406 MB)     2.08 s, 316 MB (329 MB)
//    2000   8.98 s, 317 MB (956 MB)     3.43 s, 329 MB (385 MB)
//    4000  35.12 s, 337 MB (1145 MB)    7.64 s, 330 MB (377 MB)
//
// From 1,000 to 4,000 units (4x the units, 4x the commands) the time now grows 3.7x instead of
// 9.4x. What is left per command is O(units) with small constants: the two move knowledges, the
// unit grid of a draft, spotting's commit, and the A/I's own searches.
//
// Then (H7, same day, load 0.6-1.7, the tree before and after back to back): the move knowledge's
// unit layers kept from command to command (rules/move-layers.ts), the unit grid kept per World
// (unit-grid.ts), Deception sources looked for among partisans and Deception Units only, and the
// A/I's Remove-from-Map step skipped without an exit hex. Side-turn wall / CPU, max RSS:
//
//   units   before                     after
//     100    1.05 s /  1.26 s, 315 MB    0.88 s / 1.05 s, 274 MB
//    1000    2.91 s /  3.95 s, 318 MB    2.02 s / 2.72 s, 320 MB
//    2000    3.60 s /  4.83 s, 330 MB    3.49 s / 4.68 s, 352 MB
//    4000    9.65 s / 12.17 s, 330 MB    7.21 s / 9.36 s, 342 MB
//
// Three more pairs at 4,000 units: before 7.6-9.3 s / 9.7-11.6 s CPU, after 6.4-6.8 s / 8.2-8.9 s
// CPU; max RSS 330-473 MB either way (when the collector runs varies).
//
// CPU is above wall: V8 collects garbage on helper threads. What is left at 4,000 units (profile):
// the A/I's path searches (reachableFrom ~8 %), GC (~10 %, largely the A/I planner's knowledge of
// 1.25 MB per view and command), its occupancy and view indexes (~9 %), spotting's commit (~4 %),
// the supply flood (~4 %).

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import type { HexsideEntry, LinePath, Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { GameSession } from '../src/session/session.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';

const SIDE = 500;

export function scenarioWith(units: number): Scenario {
  let seed = 4009;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const letters = '....,,,rofffbbmv.t~';
  const terrain = Array.from({ length: SIDE }, () =>
    Array.from({ length: SIDE }, () => letters[Math.floor(rnd() * letters.length)]!).join(''),
  );
  const label = (c: number, r: number) => `${String(c).padStart(2, '0')},${String(r).padStart(2, '0')}`;
  const hexsides: HexsideEntry[] = [];
  for (let r = 0; r < SIDE; r++) hexsides.push({ hex: label(250, r), dir: 'E', features: ['river'] });
  const lines: LinePath[] = [];
  for (let r = 20; r < SIDE; r += 60)
    lines.push({ kind: 'road', hexes: Array.from({ length: SIDE }, (_, c) => label(c, r)) });
  const list = Array.from({ length: units }, (_, i) => {
    const side = i % 2 ? ('axis' as const) : ('allied' as const);
    // Both armies near the river, as at the front of a real scenario.
    const c = side === 'allied' ? 200 + Math.floor(rnd() * 50) : 251 + Math.floor(rnd() * 50);
    return unit({
      id: `u${i}`,
      side,
      hex: label(c, Math.floor(rnd() * SIDE)),
      strength: 50 + Math.floor(rnd() * 900),
    });
  });
  return miniScenario({
    map: { width: SIDE, height: SIDE, terrain, hexsides, lines },
    units: list,
    objectives: [
      { hex: label(230, 250), name: 'West town', vp: 100, owner: 'allied' },
      { hex: label(270, 250), name: 'East town', vp: 100, owner: 'axis' },
    ],
  });
}

/** In the child: one side-turn of the A/I at this size; prints ms and max RSS as JSON. */
function child(units: number): void {
  const session = new GameSession(panzerSystem, scenarioWith(units), { seed: 'scale' });
  const side = panzerSystem.actingSide(session.state);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const player = panzerSystem.createPlayer(panzerSystem.players[0]!, session.state, side, {});
  const turn = player.playSideTurn(session.state);
  const ms = performance.now() - t0;
  // CPU time as well as wall time: on a shared machine the wall clock counts other people's work.
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // Peak memory of the side-turn itself, before the session replays its orders (below).
  const rssMb = process.resourceUsage().maxRSS / 1024;
  let refused = 0;
  for (const c of turn.commands) if (!session.apply(c).ok) refused++;
  // And once a session holds every state of the side-turn (its undo history), as a client's does.
  const sessionRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({ units, ms, cpuMs, rssMb, sessionRssMb, commands: turn.commands.length, refused }),
  );
}

const arg = process.argv.indexOf('--child');
const main = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (arg >= 0) child(Number(process.argv[arg + 1]));
else if (main) {
  const sizes = (process.env.AI_SCALE_SIZES ?? '100,500,1000,2000,4000').split(',').map(Number);
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const self = fileURLToPath(import.meta.url);
  console.log(`A/I side-turn on a ${SIDE}x${SIDE} map (fog of war on), one child process per size:`);
  for (const n of sizes) {
    const r = spawnSync(process.execPath, [tsx, self, '--child', String(n)], {
      encoding: 'utf8',
      timeout: 600_000,
    });
    const line = r.stdout.trim().split('\n').pop() ?? '';
    try {
      const x = JSON.parse(line) as {
        ms: number;
        cpuMs: number;
        rssMb: number;
        sessionRssMb: number;
        commands: number;
        refused: number;
      };
      console.log(
        `  ${String(n).padStart(5)} units: ${(x.ms / 1000).toFixed(2).padStart(7)} s (CPU ${(x.cpuMs / 1000).toFixed(2)} s), max RSS ${x.rssMb.toFixed(0).padStart(5)} MB (${x.sessionRssMb.toFixed(0)} MB with the session's copy), ${x.commands} commands, ${x.refused} refused`,
      );
    } catch {
      console.log(
        `  ${String(n).padStart(5)} units: failed (${r.signal ?? r.status}) ${r.stderr.slice(-300)}`,
      );
    }
  }
  console.log('target at 4,000 units: under 10 s and 600 MB');
}
