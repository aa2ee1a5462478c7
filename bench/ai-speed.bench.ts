// A/I speed (issue 6 targets) on the largest bundled scenario (the most units): the time of every
// side-turn of whole A/I-vs-A/I games, engine time (apply, viewFor) and A/I time apart. Targets on
// the 2-core reference machine: median <= 1 s, p95 <= 2 s, max <= 5 s.
//
//   npx tsx bench/ai-speed.bench.ts          (AI_SPEED_SEEDS=3 seeds, AI_SPEED_TURNS=12 game turns
//                                            each; AI_SPEED_TURNS=0 plays whole games)

import type { ScenarioSummary } from '../src/engine/core/system.js';
import { listBundledScenarios, loadBundledGameScenario } from '../src/scenario/bundled.js';
import { runMatch } from '../src/sim/match.js';
import { report, summarise } from './util.js';

const seeds = Number(process.env.AI_SPEED_SEEDS ?? 3);
const turns = Number(process.env.AI_SPEED_TURNS ?? 12);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const unitsOf = (s: ScenarioSummary) => sum(Object.values(s.units));
let largest: ScenarioSummary | undefined;
for (const s of listBundledScenarios()) if (!largest || unitsOf(s) > unitsOf(largest)) largest = s;
if (!largest) throw new Error('no bundled scenario');
const { system, scenario, summary } = loadBundledGameScenario(largest.id);
console.log(
  `largest bundled scenario: ${summary.id} (${summary.map}, ${unitsOf(summary)} units, ${summary.turns} turns)`,
);
// The first kind of computer player a system offers is its A/I (RuleSystem.players).
const sides = Object.fromEntries(system.sides.map((s) => [s, system.players[0]!]));
const total: number[] = [];
const engine: number[] = [];
const ai: number[] = [];
let refused = 0;
for (let i = 0; i < seeds; i++) {
  const r = runMatch(
    system,
    scenario,
    String(500 + i),
    sides,
    turns > 0 ? { maxSideTurns: turns * system.sides.length } : {},
  );
  refused += sum(Object.values(r.refusals));
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
