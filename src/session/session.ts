// A game in progress: the scenario, the seed, the command log and the current state (design
// invariant 4). Everything a client needs to play: apply with a log, undo of moves that revealed
// nothing (PC-TRN-14 as the issue allows it), who plays each side, and the events of each turn
// for the report.

import { apply, type ApplyResult } from '../engine/systems/panzer/apply.js';
import type { Command } from '../engine/systems/panzer/commands.js';
import type { RuleError } from '../engine/core/errors.js';
import type { GameEvent } from '../engine/systems/panzer/events.js';
import { newGame } from '../engine/systems/panzer/game.js';
import type { GameState } from '../engine/systems/panzer/model/state.js';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import type { Side } from '../engine/systems/panzer/model/unit.js';
import type { GameOptions } from '../engine/systems/panzer/rules/optional.js';
import { buildWorld, type World } from '../engine/systems/panzer/world.js';

export type Player = 'human' | 'computer';

export interface SessionOptions {
  readonly seed: string | number;
  readonly players?: Partial<Record<Side, Player>>;
  /** Optional rules and fog of war chosen at the start (PC-OPT); default: the scenario's. */
  readonly game?: GameOptions;
}

/** One applied command and what it did, kept for the current and the previous player turn. */
export interface LogEntry {
  readonly command: Command;
  readonly side: Side;
  readonly turn: number;
  readonly events: readonly GameEvent[];
}

/** Events that show the mover learnt something or that dice were rolled: such a move cannot be undone. */
const REVEALING: ReadonlySet<GameEvent['type']> = new Set([
  'spotted',
  'fire',
  'assault',
  'eliminated',
  'unitState',
  'released',
  'lostContact',
]);

export class GameSession {
  readonly world: World;
  readonly seed: string;
  players: Record<Side, Player>;
  private current: GameState;
  private readonly commands: Command[] = [];
  /** Entries since the start of the previous player turn, for reports. */
  private recent: LogEntry[] = [];
  /** States before each undoable command of the current player turn. */
  private undoStack: { state: GameState; logLength: number; recentLength: number }[] = [];
  readonly startEvents: readonly GameEvent[];

  constructor(scenario: Scenario | World, options: SessionOptions) {
    this.world = 'board' in scenario ? scenario : buildWorld(scenario, options.game);
    this.seed = String(options.seed);
    this.players = { allied: 'human', axis: 'computer', ...options.players };
    const g = newGame(this.world, this.seed);
    this.current = g.state;
    this.startEvents = g.events;
  }

  get scenario(): Scenario {
    return this.world.scenario;
  }

  get state(): GameState {
    return this.current;
  }

  get log(): readonly Command[] {
    return this.commands;
  }

  /** Commands and events of the current and the previous player turn. */
  get recentEntries(): readonly LogEntry[] {
    return this.recent;
  }

  apply(cmd: Command): ApplyResult {
    const before = this.current;
    const r = apply(before, cmd);
    if (!r.ok) return r;
    const entry: LogEntry = { command: cmd, side: before.activeSide, turn: before.turn, events: r.events };
    if (cmd.type === 'endTurn') {
      // Keep only the turn that just ended, so the incoming player can read it through their fog.
      this.recent = this.recent.filter((e) => e.side === before.activeSide && e.turn === before.turn);
      this.undoStack = [];
    } else if (this.isUndoable(cmd, r.events)) {
      this.undoStack.push({
        state: before,
        logLength: this.commands.length,
        recentLength: this.recent.length,
      });
    } else {
      this.undoStack = []; // something was learnt or rolled: nothing before it can be taken back
    }
    this.commands.push(cmd);
    this.recent.push(entry);
    this.current = r.state;
    return r;
  }

  private isUndoable(cmd: Command, events: readonly GameEvent[]): boolean {
    return (cmd.type === 'move' || cmd.type === 'mode') && !events.some((e) => REVEALING.has(e.type));
  }

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  /** Takes back the last move or mode change if it revealed nothing; otherwise says why not. */
  undo(): { ok: true } | { ok: false; error: RuleError } {
    const top = this.undoStack.pop();
    if (!top)
      return {
        ok: false,
        error: {
          code: 'NOT_ALLOWED',
          message: 'Nothing to undo: only moves that revealed nothing this turn can be taken back.',
          rule: 'PC-TRN-14',
        },
      };
    this.current = top.state;
    this.commands.length = top.logLength;
    this.recent.length = top.recentLength;
    return { ok: true };
  }

  /** Restores a session from its log (used by saves and replays). Stops at the first refusal. */
  static replay(
    scenario: Scenario | World,
    options: SessionOptions,
    log: readonly Command[],
  ): { session: GameSession; error?: { index: number; error: RuleError } } {
    const s = new GameSession(scenario, options);
    for (let i = 0; i < log.length; i++) {
      const r = s.apply(log[i]!);
      if (!r.ok) return { session: s, error: { index: i, error: r.error } };
    }
    return { session: s };
  }

  /** Adopts a state loaded from a snapshot together with the log that produced it. */
  static fromSnapshot(
    world: World,
    options: SessionOptions,
    log: readonly Command[],
    state: GameState,
  ): GameSession {
    const s = new GameSession(world, options);
    s.commands.push(...log);
    s.current = state;
    return s;
  }
}
