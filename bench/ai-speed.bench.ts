// A/I speed (issue 6 targets) on the largest bundled scenario: the time of every side-turn of
// whole A/I-vs-A/I games, engine time (apply, viewFor) and A/I time apart. Targets on the 2-core
// reference machine: median <= 1 s, p95 <= 2 s, max <= 5 s.
//
//   npx tsx bench/ai-speed.bench.ts          (AI_SPEED_SEEDS=3 seeds, AI_SPEED_TURNS=12 game turns
//                                            each; AI_SPEED_TURNS=0 plays whole games)

import { listBundledScenarios, loadBundledScenario } from '../src/scenario/index.js';
import { buildWorld, type World } from '../src/engine/systems/panzer/world.js';
import { runMatch } from '../src/sim/match.js';
import { report, summarise } from './util.js';

const seeds = Number(process.env.AI_SPEED_SEEDS ?? 3);
const turns = Number(process.env.AI_SPEED_TURNS ?? 12);
let largest: World | undefined;
for (const s of listBundledScenarios()) {
  try {
    const w = buildWorld(loadBundledScenario(s.id));
    const size = w.board.size * 1 + w.units.length * 200;
    const cur = largest ? largest.board.size + largest.units.length * 200 : -1;
    if (size > cur) largest = w;
  } catch {
    // a scenario another helper is still writing; skip it
  }
}
if (!largest) throw new Error('no bundled scenario');
const w = largest;
console.log(
  `largest bundled scenario: ${w.scenario.id} (${w.board.width}x${w.board.height}, ${w.units.length} units, ${w.scenario.start.turns} turns)`,
);
const total: number[] = [];
const engine: number[] = [];
const ai: number[] = [];
let refused = 0;
for (let i = 0; i < seeds; i++) {
  const r = runMatch(
    w,
    String(500 + i),
    { allied: 'ai', axis: 'ai' },
    turns > 0 ? { maxSideTurns: turns * 2 } : {},
  );
  refused += r.refusals.allied + r.refusals.axis;
  for (const x of r.refusalSamples) console.log(`  refused: ${x}`);
  for (const t of r.timings) {
    total.push(t.engineMs + t.aiMs);
    engine.push(t.engineMs);
    ai.push(t.aiMs);
  }
}
report(
  'side-turn total (engine + A/I)',
  summarise(total),
  'median <= 1000 ms, p95 <= 2000 ms, max <= 5000 ms',
);
report('side-turn engine (apply, viewFor)', summarise(engine));
report('side-turn A/I (thinking)', summarise(ai));
console.log(
  `${seeds} seeds x ${turns > 0 ? `${turns} game turns` : 'whole games'}; A/I refused commands: ${refused}`,
);
