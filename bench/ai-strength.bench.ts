// A/I strength (issue 6 targets): paired games, the same seed played twice with the sides swapped,
// against the random and greedy bots on several bundled scenarios. Prints win rates (draws = 1/2)
// with Wilson 95 % intervals, and every command apply() refused (target: none).
//
//   npm run bench -- ai-strength      (80 pairs on villers-bocage + test-crossroads, normal level,
//                                      the pairs shared out over AI_JOBS processes, default 2)
//   AI_PAIRS=20 AI_SCENARIOS=villers-bocage,crusader AI_OPPONENTS=greedy npx tsx bench/ai-strength.bench.ts
//   AI_DIFFICULTY=hard ... plays the A/I at that level (default normal)
//   AI_SEED=2000 ...       first seed of the pairs (default 1000)

import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Difficulty, SideId } from '../src/engine/core/system.js';
import { loadBundledGameScenario } from '../src/scenario/bundled.js';
import { runMatch, scoreFor } from '../src/sim/match.js';
import { pct, wilson } from '../src/sim/stats.js';

const pairs = Number(process.env.AI_PAIRS ?? 80);
const scenarios = (process.env.AI_SCENARIOS ?? 'villers-bocage,test-crossroads').split(',');
const opponents = (process.env.AI_OPPONENTS ?? 'random,greedy').split(',');
const firstSeed = Number(process.env.AI_SEED ?? 1000);
const difficulty = (process.env.AI_DIFFICULTY ?? 'normal') as Difficulty;
const jobs = Math.max(1, Number(process.env.AI_JOBS ?? Math.min(2, cpus().length)));

interface Tally {
  score: number;
  games: number;
  refusals: number;
  /** Wins of the A/I playing the system's first side, and its second. */
  aiWinsAsFirst: number;
  aiWinsAsSecond: number;
  draws: number;
}
type Tallies = Record<string, Tally>; // by "scenario|opponent"

const empty = (): Tally => ({
  score: 0,
  games: 0,
  refusals: 0,
  aiWinsAsFirst: 0,
  aiWinsAsSecond: 0,
  draws: 0,
});

function add(into: Tally, t: Tally): void {
  into.score += t.score;
  into.games += t.games;
  into.refusals += t.refusals;
  into.aiWinsAsFirst += t.aiWinsAsFirst;
  into.aiWinsAsSecond += t.aiWinsAsSecond;
  into.draws += t.draws;
}

/** Plays every `shards`-th pair starting at `shard`. */
function playShard(shard: number, shards: number): Tallies {
  const out: Tallies = {};
  for (const id of scenarios) {
    const { system, scenario } = loadBundledGameScenario(id);
    const [first, second] = system.sides as [SideId, SideId];
    const ai = system.players[0]!; // the first kind a system offers is its A/I
    for (const opp of opponents) {
      const t = (out[`${id}|${opp}`] = empty());
      for (let p = shard; p < pairs; p += shards) {
        const seed = String(firstSeed + p);
        const g1 = runMatch(system, scenario, seed, { [first]: ai, [second]: opp }, { difficulty });
        const g2 = runMatch(system, scenario, seed, { [first]: opp, [second]: ai }, { difficulty });
        const s1 = scoreFor(g1, first);
        const s2 = scoreFor(g2, second);
        t.score += s1 + s2;
        t.games += 2;
        t.refusals += (g1.refusals[first] ?? 0) + (g2.refusals[second] ?? 0);
        if (s1 === 1) t.aiWinsAsFirst++;
        if (s2 === 1) t.aiWinsAsSecond++;
        t.draws += (s1 === 0.5 ? 1 : 0) + (s2 === 0.5 ? 1 : 0);
      }
    }
  }
  return out;
}

/** The same file run as a child process plays one shard and sends its tallies back. */
function playInChildren(): Promise<Tallies[]> {
  const file = fileURLToPath(import.meta.url);
  return Promise.all(
    Array.from(
      { length: jobs },
      (_, k) =>
        new Promise<Tallies>((resolve, reject) => {
          const child = fork(file, [], { env: { ...process.env, AI_SHARD: `${k}/${jobs}` } });
          child.on('message', (m) => resolve(m as Tallies));
          child.on('error', reject);
          child.on('exit', (code) => code !== 0 && reject(new Error(`shard ${k} exited with ${code}`)));
        }),
    ),
  );
}

function report(parts: readonly Tallies[]): void {
  console.log(`${pairs} pairs per scenario and opponent, A/I difficulty ${difficulty}, seeds ${firstSeed}..`);
  const total = new Map<string, Tally>();
  for (const id of scenarios) {
    const [first, second] = loadBundledGameScenario(id).system.sides;
    for (const opp of opponents) {
      const t = empty();
      for (const p of parts) if (p[`${id}|${opp}`]) add(t, p[`${id}|${opp}`]!);
      const w = wilson(t.score, t.games);
      console.log(
        `${id.padEnd(16)} ai vs ${opp.padEnd(7)} ${String(t.score).padStart(6)}/${t.games} = ${pct(w.rate)} (95% CI ${pct(w.lo)}-${pct(w.hi)}); wins as ${first} ${t.aiWinsAsFirst}, as ${second} ${t.aiWinsAsSecond}, draws ${t.draws}; A/I refused commands ${t.refusals}`,
      );
      const all = total.get(opp) ?? empty();
      add(all, t);
      total.set(opp, all);
    }
  }
  for (const [opp, t] of total) {
    const w = wilson(t.score, t.games);
    console.log(
      `ALL scenarios     ai vs ${opp.padEnd(7)} ${t.score}/${t.games} = ${pct(w.rate)} (95% CI ${pct(w.lo)}-${pct(w.hi)}); refused ${t.refusals}`,
    );
  }
}

const shardEnv = process.env.AI_SHARD;
if (shardEnv && process.send) {
  const [k, n] = shardEnv.split('/').map(Number) as [number, number];
  process.send(playShard(k, n), () => process.exit(0));
} else if (jobs > 1) {
  report(await playInChildren());
} else {
  report([playShard(0, 1)]);
}
