// A/I strength (issue 6 targets): paired games, the same seed played twice with the sides swapped,
// against the random and greedy bots on several bundled scenarios. Prints win rates (draws = 1/2)
// with Wilson 95 % intervals, and every command apply() refused (target: none).
//
//   npx tsx bench/ai-strength.bench.ts                 (80 pairs, villers-bocage + kursk-south)
//   AI_PAIRS=20 AI_SCENARIOS=villers-bocage,crusader AI_OPPONENTS=greedy npx tsx bench/ai-strength.bench.ts
//   AI_DIFFICULTY=hard ... plays the A/I at that level (default normal)
//   AI_SHARD=0/2 ... runs every other pair (to use both cores, run 0/2 and 1/2 and add up)

import { loadBundledScenario } from '../src/scenario/index.js';
import { buildWorld } from '../src/engine/world.js';
import { runMatch, scoreFor, type PlayerKind } from '../src/sim/match.js';
import type { Difficulty } from '../src/engine/ai/index.js';
import { pct, wilson } from '../src/sim/stats.js';

const pairs = Number(process.env.AI_PAIRS ?? 80);
const scenarios = (process.env.AI_SCENARIOS ?? 'villers-bocage,kursk-south').split(',');
const opponents = (process.env.AI_OPPONENTS ?? 'random,greedy').split(',') as PlayerKind[];
const [shard, shards] = (process.env.AI_SHARD ?? '0/1').split('/').map(Number) as [number, number];
const firstSeed = Number(process.env.AI_SEED ?? 1000);
const difficulty = (process.env.AI_DIFFICULTY ?? 'normal') as Difficulty;

interface Tally {
  score: number;
  games: number;
  refusals: number;
  aiWinsAsAllied: number;
  aiWinsAsAxis: number;
  draws: number;
}

const total = new Map<string, Tally>();
for (const id of scenarios) {
  let world;
  try {
    world = buildWorld(loadBundledScenario(id));
  } catch (e) {
    console.log(`${id}: skipped (${(e as Error).message})`);
    continue;
  }
  for (const opp of opponents) {
    const t: Tally = { score: 0, games: 0, refusals: 0, aiWinsAsAllied: 0, aiWinsAsAxis: 0, draws: 0 };
    for (let p = 0; p < pairs; p++) {
      if (p % shards !== shard) continue;
      const seed = String(firstSeed + p);
      const g1 = runMatch(world, seed, { allied: 'ai', axis: opp }, { difficulty });
      const g2 = runMatch(world, seed, { allied: opp, axis: 'ai' }, { difficulty });
      const s1 = scoreFor(g1, 'allied');
      const s2 = scoreFor(g2, 'axis');
      t.score += s1 + s2;
      t.games += 2;
      t.refusals += g1.refusals.allied + g2.refusals.axis;
      if (s1 === 1) t.aiWinsAsAllied++;
      if (s2 === 1) t.aiWinsAsAxis++;
      t.draws += (s1 === 0.5 ? 1 : 0) + (s2 === 0.5 ? 1 : 0);
    }
    const w = wilson(t.score, t.games);
    console.log(
      `${id.padEnd(16)} ai vs ${opp.padEnd(7)} ${String(t.score).padStart(6)}/${t.games} = ${pct(w.rate)} (95% CI ${pct(w.lo)}-${pct(w.hi)}); wins as allied ${t.aiWinsAsAllied}, as axis ${t.aiWinsAsAxis}, draws ${t.draws}; A/I refused commands ${t.refusals}`,
    );
    const all = total.get(opp) ?? {
      score: 0,
      games: 0,
      refusals: 0,
      aiWinsAsAllied: 0,
      aiWinsAsAxis: 0,
      draws: 0,
    };
    all.score += t.score;
    all.games += t.games;
    all.refusals += t.refusals;
    total.set(opp, all);
  }
}
for (const [opp, t] of total) {
  const w = wilson(t.score, t.games);
  console.log(
    `ALL scenarios     ai vs ${opp.padEnd(7)} ${t.score}/${t.games} = ${pct(w.rate)} (95% CI ${pct(w.lo)}-${pct(w.hi)}); refused ${t.refusals}`,
  );
}
