// `hexfront sim <scenario> --seed N [--sides ai,ai|ai,random|greedy,ai] [--json]` (issue 6): plays
// a whole game headless between the A/I and/or baseline bots and prints the result and VP, the
// losses per side, the turn count, the time of each side-turn (engine and A/I apart), refused
// commands and the final state hash. --games N plays seeds N, N+1, ... in paired games (sides
// swapped) and prints win rates with 95 % intervals.

import type { Command as Program } from 'commander';
import { SIDES, type Side } from '../engine/systems/panzer/model/unit.js';
import { buildWorld } from '../engine/systems/panzer/world.js';
import type { Difficulty } from '../engine/systems/panzer/ai/index.js';
import { PLAYER_KINDS, runMatch, scoreFor, type MatchResult, type PlayerKind } from '../sim/match.js';
import { pct, wilson } from '../sim/stats.js';
import { resolveScenarioArg } from './scenario-arg.js';

export interface SimOptions {
  seed: string;
  sides: string;
  json?: boolean;
  difficulty?: string;
  games?: string;
  timings?: boolean;
  trace?: boolean;
}

export function parseSides(text: string): Record<Side, PlayerKind> {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== 2 || !parts.every((p) => (PLAYER_KINDS as readonly string[]).includes(p)))
    throw new Error(
      `--sides takes two of ${PLAYER_KINDS.join('|')} separated by a comma (allied,axis), got "${text}"`,
    );
  return { allied: parts[0] as PlayerKind, axis: parts[1] as PlayerKind };
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
}
function p95(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]! : 0;
}

export function describeMatch(r: MatchResult, timings = false): string[] {
  const out: string[] = [];
  const res = r.result;
  out.push(`${r.scenario} seed ${r.seed}: allied=${r.sides.allied} axis=${r.sides.axis}`);
  out.push(
    res
      ? `result: ${res.level}${res.winner ? ` (${res.winner} wins)` : ''} on turn ${res.turn}, VP allied ${res.vp.allied} axis ${res.vp.axis}`
      : `result: unfinished after turn ${r.turns}`,
  );
  for (const side of SIDES) {
    const l = r.losses[side];
    out.push(
      `losses ${side}: ${l.men} men, ${l.guns} guns, ${l.vehicles} vehicles (${l.vp.toFixed(1)} VP); refused commands: ${r.refusals[side]}`,
    );
  }
  for (const side of SIDES) {
    const t = r.timings.filter((x) => x.side === side);
    const tot = t.map((x) => x.aiMs + x.engineMs);
    out.push(
      `side-turn time ${side} (${r.sides[side]}): median ${median(tot).toFixed(1)} ms, p95 ${p95(tot).toFixed(1)} ms, max ${Math.max(0, ...tot).toFixed(1)} ms; engine median ${median(t.map((x) => x.engineMs)).toFixed(1)} ms, A/I median ${median(t.map((x) => x.aiMs)).toFixed(1)} ms`,
    );
  }
  if (timings)
    for (const t of r.timings) {
      out.push(
        `  turn ${t.turn} ${t.side}: engine ${t.engineMs.toFixed(1)} ms, A/I ${t.aiMs.toFixed(1)} ms, ${t.commands} commands, ${t.refusals} refused, ${t.work} work`,
      );
      for (const n of t.notes ?? []) out.push(`    ${n}`);
    }
  for (const s of r.refusalSamples) out.push(`  refused: ${s}`);
  out.push(`turns: ${r.turns}  commands: ${r.commands}  final hash: ${r.hash}`);
  return out;
}

export function runSim(scenarioArg: string, opts: SimOptions, print: (s: string) => void): number {
  const scenario = resolveScenarioArg(scenarioArg);
  const world = buildWorld(scenario);
  const sides = parseSides(opts.sides);
  const difficulty = (opts.difficulty ?? 'normal') as Difficulty;
  if (!['easy', 'normal', 'hard'].includes(difficulty))
    throw new Error(`--difficulty takes easy|normal|hard, got "${opts.difficulty}"`);
  const games = opts.games ? Number(opts.games) : 0;
  if (!games) {
    const r = runMatch(world, opts.seed, sides, { difficulty, trace: !!opts.trace });
    if (opts.json) print(JSON.stringify(r));
    else for (const l of describeMatch(r, opts.timings || opts.trace)) print(l);
    return 0;
  }
  // Paired games: each seed played twice with the players swapped (research/ai.md 3.2).
  const base = Number(opts.seed) || 0;
  const a = sides.allied;
  const b = sides.axis;
  let score = 0;
  let n = 0;
  let refused = 0;
  for (let g = 0; g < games; g++) {
    const seed = String(base + g);
    const r1 = runMatch(world, seed, { allied: a, axis: b }, { difficulty });
    const r2 = runMatch(world, seed, { allied: b, axis: a }, { difficulty });
    score += scoreFor(r1, 'allied') + scoreFor(r2, 'axis');
    n += 2;
    refused += r1.refusals.allied + r2.refusals.axis;
    if (opts.json) print(JSON.stringify({ seed, a: scoreFor(r1, 'allied'), b: scoreFor(r2, 'axis') }));
  }
  const w = wilson(score, n);
  print(
    `${a} vs ${b} on ${world.scenario.id}: ${score}/${n} = ${pct(w.rate)} (95% CI ${pct(w.lo)}-${pct(w.hi)}); ${a} refused commands: ${refused}`,
  );
  return 0;
}

export function register(program: Program): void {
  program
    .command('sim <scenario>')
    .description('play a whole game headless between the A/I and baseline bots')
    .option('--seed <n>', 'game seed', '1')
    .option('--sides <allied,axis>', `players, each ${PLAYER_KINDS.join('|')}`, 'ai,ai')
    .option('--difficulty <level>', 'A/I difficulty: easy|normal|hard', 'normal')
    .option('--games <n>', 'play n paired games (sides swapped) from --seed and print the win rate')
    .option('--timings', 'print the time of every side-turn')
    .option('--trace', 'print every side-turn with the reason for each A/I command')
    .option('--json', 'print the result as JSON')
    .action((scenario: string, opts: SimOptions) => {
      process.exitCode = runSim(scenario, opts, (s) => process.stdout.write(`${s}\n`));
    });
}
