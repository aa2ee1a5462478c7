// `hexfront sim <scenario> --seed N [--sides ai,ai|ai,random|greedy,ai] [--json]` (issue 6): plays
// a whole game headless between the computer players the scenario's system offers (the A/I, the
// baseline bots) and prints the result and score, the system's summary (losses), the turn count,
// the time of each side-turn (engine and A/I apart), refused commands and the final state hash.
// --games N plays seeds N, N+1, ... in paired games (sides swapped) and prints win rates with
// 95 % intervals.

import type { Command as Program } from 'commander';
import type { AnySystem, Difficulty, SideId } from '../engine/core/system.js';
import { listSystems } from '../engine/registry.js';
import { runMatch, scoreFor, type MatchResult } from '../sim/match.js';
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
  /** Optional rules in force, comma-separated; default the scenario's. */
  rules?: string;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** "ai,random": the computer player of each of the system's sides, in the order of its sides. */
export function parseSides(system: AnySystem, text: string): Record<SideId, string> {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== system.sides.length || !parts.every((p) => system.players.includes(p)))
    throw new Error(
      `--sides takes ${system.sides.length} of ${system.players.join('|')} separated by commas (${system.sides.join(',')}), got "${text}"`,
    );
  return Object.fromEntries(system.sides.map((side, i) => [side, parts[i]!]));
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
}
function p95(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]! : 0;
}

export function describeMatch(system: AnySystem, r: MatchResult, timings = false): string[] {
  const out: string[] = [];
  const res = r.result;
  out.push(`${r.scenario} seed ${r.seed}: ${system.sides.map((s) => `${s}=${r.sides[s]}`).join(' ')}`);
  const score = res?.score;
  out.push(
    res
      ? `result: ${res.title}${res.winner ? ` (${res.winner} wins)` : ''} on turn ${res.turn} (${res.reason})${score ? `, score ${system.sides.map((s) => `${s} ${score[s] ?? 0}`).join(' ')}` : ''}`
      : `result: unfinished after turn ${r.turns}`,
  );
  out.push(...r.summary);
  out.push(`refused commands: ${system.sides.map((s) => `${s} ${r.refusals[s] ?? 0}`).join(', ')}`);
  for (const side of system.sides) {
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
  const { system, scenario, summary } = resolveScenarioArg(scenarioArg);
  const sides = parseSides(system, opts.sides);
  const difficulty = (opts.difficulty ?? 'normal') as Difficulty;
  if (!DIFFICULTIES.includes(difficulty))
    throw new Error(`--difficulty takes ${DIFFICULTIES.join('|')}, got "${opts.difficulty}"`);
  const games = opts.games ? Number(opts.games) : 0;
  const known = system.optionalRules.map((r) => r.key);
  const rules = opts.rules
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = rules?.filter((r) => !known.includes(r)) ?? [];
  if (unknown.length > 0)
    throw new Error(
      `--rules: ${unknown.join(', ')} not an optional rule of ${system.title} (${known.join(', ') || 'none'})`,
    );
  const game = rules ? { game: { ...system.defaultOptions(scenario), optionalRules: rules } } : {};
  if (!games) {
    const r = runMatch(system, scenario, opts.seed, sides, { difficulty, trace: !!opts.trace, ...game });
    if (opts.json) print(JSON.stringify(r));
    else for (const l of describeMatch(system, r, opts.timings || opts.trace)) print(l);
    return 0;
  }
  // Paired games: each seed played twice with the players swapped (research/ai.md 3.2).
  const base = Number(opts.seed) || 0;
  const [first, second] = system.sides as [SideId, SideId];
  const a = sides[first]!;
  const b = sides[second]!;
  let score = 0;
  let n = 0;
  let refused = 0;
  for (let g = 0; g < games; g++) {
    const seed = String(base + g);
    const r1 = runMatch(system, scenario, seed, { [first]: a, [second]: b }, { difficulty, ...game });
    const r2 = runMatch(system, scenario, seed, { [first]: b, [second]: a }, { difficulty, ...game });
    score += scoreFor(r1, first) + scoreFor(r2, second);
    n += 2;
    refused += (r1.refusals[first] ?? 0) + (r2.refusals[second] ?? 0);
    if (opts.json) print(JSON.stringify({ seed, a: scoreFor(r1, first), b: scoreFor(r2, second) }));
  }
  const w = wilson(score, n);
  print(
    `${a} vs ${b} on ${summary.id}: ${score}/${n} = ${pct(w.rate)} (95% CI ${pct(w.lo)}-${pct(w.hi)}); ${a} refused commands: ${refused}`,
  );
  return 0;
}

/** What --sides takes, for each system hexfront plays. */
function sidesHelp(): string {
  return listSystems()
    .map((s) => `${s.id}: ${s.sides.join(',')}, each ${s.players.join('|')}`)
    .join('; ');
}

export function register(program: Program): void {
  program
    .command('sim <scenario>')
    .description('play a whole game headless between the A/I and baseline bots')
    .option('--seed <n>', 'game seed', '1')
    .option('--sides <a,b>', `the computer player of each side (${sidesHelp()})`, 'ai,ai')
    .option('--difficulty <level>', 'A/I difficulty: easy|normal|hard', 'normal')
    .option('--games <n>', 'play n paired games (sides swapped) from --seed and print the win rate')
    .option('--timings', 'print the time of every side-turn')
    .option('--trace', 'print every side-turn with the reason for each A/I command')
    .option('--json', 'print the result as JSON')
    .option(
      '--rules <keys>',
      "optional rules in force, comma-separated (see `hexfront rules`); default the scenario's",
    )
    .action((scenario: string, opts: SimOptions) => {
      process.exitCode = runSim(scenario, opts, (s) => process.stdout.write(`${s}\n`));
    });
}
