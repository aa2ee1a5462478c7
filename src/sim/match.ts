// The headless match harness (issue 6): plays a whole game between two players (the A/I or a
// baseline bot on each side) and reports the result, VP, losses, turns, refusals, the time of each
// side-turn split into engine time and A/I time, and the final state hash. Timing lives here, in
// the harness, never in the engine.

import { performance } from 'node:perf_hooks';
import { newGame, type NewGame } from '../engine/systems/panzer/game.js';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import type { GameResult, LossTally } from '../engine/systems/panzer/model/state.js';
import { stateHash } from '../save/hash.js';
import { SIDES, type Side } from '../engine/systems/panzer/model/unit.js';
import { buildWorld, type World } from '../engine/systems/panzer/world.js';
import {
  engineRules,
  makeSettings,
  newMemory,
  playSideTurn,
  TurnBrain,
} from '../engine/systems/panzer/ai/index.js';
import type {
  AiMemory,
  AiSettings,
  Difficulty,
  TurnPlayer,
  TurnTimer,
} from '../engine/systems/panzer/ai/index.js';
import { makeBot, type BotKind } from './bots.js';
import { actingSide } from '../engine/systems/panzer/rules/phases.js';

export type PlayerKind = 'ai' | BotKind;
export const PLAYER_KINDS: readonly PlayerKind[] = ['ai', 'random', 'greedy'];

export interface SideTurnTiming {
  readonly turn: number;
  readonly side: Side;
  readonly engineMs: number;
  readonly aiMs: number;
  readonly commands: number;
  readonly refusals: number;
  readonly work: number;
  readonly notes?: readonly string[];
}

export interface MatchResult {
  readonly scenario: string;
  readonly seed: string;
  readonly sides: Record<Side, PlayerKind>;
  readonly result: GameResult | null;
  readonly turns: number;
  readonly losses: Record<Side, LossTally>;
  readonly refusals: Record<Side, number>;
  readonly refusalSamples: readonly string[];
  readonly commands: number;
  readonly timings: readonly SideTurnTiming[];
  readonly hash: string;
}

export interface MatchOptions {
  readonly difficulty?: Difficulty;
  readonly settings?: Partial<AiSettings>;
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

export function runMatch(
  scenario: Scenario | World,
  seed: string | number,
  sides: Record<Side, PlayerKind>,
  opts: MatchOptions = {},
): MatchResult {
  const world = 'board' in scenario ? scenario : buildWorld(scenario);
  const game: NewGame = newGame(world, seed);
  let state = game.state;
  const memories: Partial<Record<Side, AiMemory>> = {};
  const settings: Partial<Record<Side, AiSettings>> = {};
  for (const side of SIDES)
    if (sides[side] === 'ai') {
      memories[side] = newMemory(side);
      settings[side] = makeSettings(state, side, {
        ...(opts.difficulty ? { difficulty: opts.difficulty } : {}),
        ...(opts.settings ? { settings: opts.settings } : {}),
      });
    }
  const botRules = engineRules(world);
  const timings: SideTurnTiming[] = [];
  const refusals: Record<Side, number> = { allied: 0, axis: 0 };
  const samples: string[] = [];
  let commands = 0;
  // Under phases a player turn takes up to three calls: moves, the enemy's Defensive Fire, the rest.
  const cap = opts.maxSideTurns ?? (world.scenario.start.turns * 2 + 4) * (state.phase ? 3 : 1);
  for (let n = 0; n < cap && !state.result; n++) {
    const side = actingSide(state); // the active side, or the defender in a Defensive Fire Phase
    const turn = state.turn;
    const newPlayer = (): TurnPlayer =>
      sides[side] === 'ai'
        ? new TurnBrain(settings[side]!, memories[side]!)
        : makeBot(sides[side] as BotKind, botRules, `${state.seed}|bot`);
    const watch = new Stopwatch();
    const r = playSideTurn(state, side, newPlayer(), { timer: watch, trace: !!opts.trace, newPlayer });
    state = r.state;
    commands += r.commands.length;
    refusals[side] += r.refusals.length;
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
  }
  return {
    scenario: world.scenario.id,
    seed: String(seed),
    sides,
    result: state.result,
    turns: state.turn,
    losses: state.losses,
    refusals,
    refusalSamples: samples,
    commands,
    timings,
    hash: stateHash(state),
  };
}

/** Score of `side` in a finished game: 1 win, 1/2 draw, 0 loss (research/ai.md 3.2). */
export function scoreFor(r: MatchResult, side: Side): number {
  if (!r.result || r.result.winner === null) return 0.5;
  return r.result.winner === side ? 1 : 0;
}
