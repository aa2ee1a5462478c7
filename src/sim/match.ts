// The headless match harness (issue 6): plays a whole game between two computer players (the A/I
// or a baseline bot on each side, whatever the system offers) and reports the result, the system's
// closing summary (losses, score), turns, refusals, the time of each side-turn split into engine
// time and A/I time, and the final state hash. Timing lives here, in the harness, never in the
// engine. It knows no system: it goes through the RuleSystem.

import { performance } from 'node:perf_hooks';
import type {
  AnySystem,
  ComputerSide,
  Difficulty,
  GameOptions,
  Outcome,
  SideId,
  TurnTimer,
} from '../engine/core/system.js';

export interface SideTurnTiming {
  readonly turn: number;
  readonly side: SideId;
  readonly engineMs: number;
  readonly aiMs: number;
  readonly commands: number;
  readonly refusals: number;
  readonly work: number;
  readonly notes?: readonly string[];
}

export interface MatchResult {
  readonly system: string;
  readonly scenario: string;
  readonly seed: string;
  /** The kind of computer player of each side (RuleSystem.players). */
  readonly sides: Readonly<Record<SideId, string>>;
  readonly result: Outcome | null;
  readonly turns: number;
  /** The system's closing summary (RuleSystem.summaryLines): losses, score... */
  readonly summary: readonly string[];
  readonly refusals: Readonly<Record<SideId, number>>;
  readonly refusalSamples: readonly string[];
  readonly commands: number;
  readonly timings: readonly SideTurnTiming[];
  readonly hash: string;
}

export interface MatchOptions {
  readonly difficulty?: Difficulty;
  /** System-specific knobs of the A/I (ComputerOptions.tuning). */
  readonly tuning?: Readonly<Record<string, unknown>>;
  /** Optional rules and fog of war; default: the scenario's. */
  readonly game?: GameOptions;
  /** Keep the A/I's reason for every command (hexfront sim --trace). */
  readonly trace?: boolean;
  /** Stop after this many side-turns (safety). */
  readonly maxSideTurns?: number;
}

class Stopwatch implements TurnTimer {
  aiMs = 0;
  engineMs = 0;
  ai<T>(f: () => T): T {
    const t = performance.now();
    try {
      return f();
    } finally {
      this.aiMs += performance.now() - t;
    }
  }
  engine<T>(f: () => T): T {
    const t = performance.now();
    try {
      return f();
    } finally {
      this.engineMs += performance.now() - t;
    }
  }
}

/** A record with an entry for every side of the system. */
function perSide<T>(system: AnySystem, f: (side: SideId) => T): Record<SideId, T> {
  return Object.fromEntries(system.sides.map((s) => [s, f(s)]));
}

export function runMatch(
  system: AnySystem,
  scenario: unknown,
  seed: string | number,
  sides: Readonly<Record<SideId, string>>,
  opts: MatchOptions = {},
): MatchResult {
  let state = system.newGame(scenario, String(seed), opts.game).state;
  const players: Record<SideId, ComputerSide<unknown, unknown>> = perSide(system, (side) => {
    const kind = sides[side];
    if (kind === undefined) throw new RangeError(`no computer player for the side "${side}"`);
    return system.createPlayer(kind, state, side, {
      ...(opts.difficulty ? { difficulty: opts.difficulty } : {}),
      ...(opts.tuning ? { tuning: opts.tuning } : {}),
    });
  });
  const timings: SideTurnTiming[] = [];
  const refusals = perSide(system, () => 0);
  const samples: string[] = [];
  let commands = 0;
  const summary = system.summarize(scenario);
  // A side's part may take several calls (a phased turn takes up to three; an impulse system
  // alternates every impulse), so the game is bounded by its turns, not by a count of calls: the
  // harness stops a game that runs past its last turn or a player that hands nothing over.
  const cap = opts.maxSideTurns ?? Number.MAX_SAFE_INTEGER;
  for (let n = 0; n < cap && !system.result(state) && system.turn(state) <= summary.turns + 1; n++) {
    const side = system.actingSide(state);
    const turn = system.turn(state);
    const watch = new Stopwatch();
    const r = players[side]!.playSideTurn(state, { timer: watch, trace: !!opts.trace });
    state = r.state;
    commands += r.commands.length;
    refusals[side] = (refusals[side] ?? 0) + r.refusals.length;
    for (const f of r.refusals)
      if (samples.length < 12)
        samples.push(`${side} t${turn}: ${JSON.stringify(f.command)} -> ${f.error.message}`);
    timings.push({
      turn,
      side,
      engineMs: watch.engineMs,
      aiMs: watch.aiMs,
      commands: r.commands.length,
      refusals: r.refusals.length,
      work: r.work,
      ...(opts.trace ? { notes: r.notes } : {}),
    });
    if (r.commands.length === 0) break; // stalled: the same state would come back forever
  }
  return {
    system: system.id,
    scenario: summary.id,
    seed: String(seed),
    sides,
    result: system.result(state),
    turns: system.turn(state),
    summary: system.summaryLines(state),
    refusals,
    refusalSamples: samples,
    commands,
    timings,
    hash: system.hash(state),
  };
}

/** Score of `side` in a finished game: 1 win, 1/2 draw, 0 loss (research/ai.md 3.2). */
export function scoreFor(r: MatchResult, side: SideId): number {
  if (!r.result || r.result.winner === null) return 0.5;
  return r.result.winner === side ? 1 : 0;
}
