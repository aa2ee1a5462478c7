// How the computer's side-turn grows with the size of the game (issue 21, "Scale"): a 500x500 map
// with 100 to 4,000 units (half a side each, facing across a river), fog of war on. Each size runs
// in a child process of its own, so that its peak memory (max RSS) is its own. Target: the
// side-turn at 4,000 units under 10 s and 600 MB.
//
//   npx tsx bench/ai-scale.bench.ts            (AI_SCALE_SIZES=100,500,1000,2000,4000)

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import type { HexsideEntry, LinePath, Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import { GameSession } from '../src/session/session.js';
import { miniScenario, unit } from '../test/fixtures/mini.js';

const SIDE = 500;

function scenarioWith(units: number): Scenario {
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
  const player = panzerSystem.createPlayer(panzerSystem.players[0]!, session.state, side, {});
  const turn = player.playSideTurn(session.state);
  const ms = performance.now() - t0;
  let refused = 0;
  for (const c of turn.commands) if (!session.apply(c).ok) refused++;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ units, ms, rssMb, commands: turn.commands.length, refused }));
}

const arg = process.argv.indexOf('--child');
if (arg >= 0) child(Number(process.argv[arg + 1]));
else {
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
      const x = JSON.parse(line) as { ms: number; rssMb: number; commands: number; refused: number };
      console.log(
        `  ${String(n).padStart(5)} units: ${(x.ms / 1000).toFixed(2).padStart(7)} s, max RSS ${x.rssMb.toFixed(0).padStart(5)} MB, ${x.commands} commands, ${x.refused} refused`,
      );
    } catch {
      console.log(
        `  ${String(n).padStart(5)} units: failed (${r.signal ?? r.status}) ${r.stderr.slice(-300)}`,
      );
    }
  }
  console.log('target at 4,000 units: under 10 s and 600 MB');
}
