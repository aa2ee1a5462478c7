// A game in progress: the system, the scenario, the seed, the command log and the current state
// (design invariant 4). Everything a client needs to play: apply with a log, undo of commands that
// revealed nothing (the system says which, PC-TRN-14 for Panzer Campaigns), who plays each side,
// and the events of each turn for the report. It knows no system: it goes through the RuleSystem.

import type { RuleError } from '../engine/core/errors.js';
import type { ApplyResult, GameOptions, RuleSystem, SideId } from '../engine/core/system.js';
import type { Keyring } from './keyring.js';

export type Player = 'human' | 'computer';

export interface SessionOptions {
  readonly seed: string | number;
  /** Who plays each side; default: the first side human, the other the computer. */
  readonly players?: Readonly<Record<SideId, Player>>;
  /** Optional rules and fog of war chosen at the start; default: the scenario's. */
  readonly game?: GameOptions;
}

/** One applied command and what it did, kept for the current and the previous player turn. */
export interface LogEntry<C = unknown, E = unknown> {
  readonly command: C;
  readonly side: SideId;
  readonly turn: number;
  readonly events: readonly E[];
}

/** Any scenario and view type: the session never reads them. */
type SystemOf<S, C, E> = RuleSystem<unknown, S, C, E, unknown>;

export class GameSession<S = unknown, C = unknown, E = unknown> {
  readonly seed: string;
  readonly options: GameOptions;
  players: Record<SideId, Player>;
  private current: S;
  private readonly commands: C[] = [];
  /** Entries since the start of the previous player turn, for reports. */
  private recent: LogEntry<C, E>[] = [];
  /** States before each undoable command of the current player turn. */
  private undoStack: { state: S; logLength: number; recentLength: number }[] = [];
  readonly startEvents: readonly E[];
  /**
   * The players' passwords as verifiers and the key that seals this game's saves (hot-seat games
   * with passwords, keyring.ts); null for a game without passwords, whose saves stay readable.
   */
  keyring: Keyring | null = null;

  constructor(
    readonly system: SystemOf<S, C, E>,
    readonly scenario: unknown,
    options: SessionOptions,
  ) {
    this.seed = String(options.seed);
    this.options = options.game ?? {};
    const [first, second] = system.sides;
    this.players = { [first!]: 'human', [second!]: 'computer', ...options.players };
    const g = system.newGame(scenario, this.seed, this.options);
    this.current = g.state;
    this.startEvents = g.events;
  }

  get state(): S {
    return this.current;
  }

  get log(): readonly C[] {
    return this.commands;
  }

  /** Commands and events of the current and the previous player turn. */
  get recentEntries(): readonly LogEntry<C, E>[] {
    return this.recent;
  }

  apply(cmd: C): ApplyResult<S, E> {
    const before = this.current;
    const sys = this.system;
    const r = sys.apply(before, cmd);
    if (!r.ok) return r;
    const side = sys.actingSide(before);
    const entry: LogEntry<C, E> = { command: cmd, side, turn: sys.turn(before), events: r.events };
    if (sys.endsTurn(cmd)) {
      // Keep only the turn that just ended, so the incoming player can read it through their fog.
      const turn = sys.turn(before);
      this.recent = this.recent.filter((e) => e.side === side && e.turn === turn);
      this.undoStack = [];
    } else if (sys.isUndoable(cmd, r.events)) {
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

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  /** Takes back the last command if it revealed nothing; otherwise says why not. */
  undo(): { ok: true } | { ok: false; error: RuleError } {
    const top = this.undoStack.pop();
    if (!top)
      return {
        ok: false,
        error: {
          code: 'NOT_ALLOWED',
          // The system decides what is undoable (isUndoable): for Panzer Campaigns, PC-TRN-14.
          message: 'Nothing to undo: only moves that revealed nothing this turn can be taken back.',
        },
      };
    this.current = top.state;
    this.commands.length = top.logLength;
    this.recent.length = top.recentLength;
    return { ok: true };
  }

  /** Restores a session from its log (used by saves and replays). Stops at the first refusal. */
  static replay<S, C, E>(
    system: SystemOf<S, C, E>,
    scenario: unknown,
    options: SessionOptions,
    log: readonly C[],
  ): { session: GameSession<S, C, E>; error?: { index: number; error: RuleError } } {
    const s = new GameSession(system, scenario, options);
    for (let i = 0; i < log.length; i++) {
      const r = s.apply(log[i]!);
      if (!r.ok) return { session: s, error: { index: i, error: r.error } };
    }
    return { session: s };
  }

  /**
   * Adopts a state loaded from a snapshot together with the log that produced it, and the recent
   * entries saved with it (the report after loading is read from them; a snapshot has no events).
   */
  static fromSnapshot<S, C, E>(
    system: SystemOf<S, C, E>,
    scenario: unknown,
    options: SessionOptions,
    log: readonly C[],
    state: S,
    recent: readonly LogEntry<C, E>[] = [],
  ): GameSession<S, C, E> {
    const s = new GameSession(system, scenario, options);
    s.commands.push(...log);
    s.recent.push(...recent);
    s.current = state;
    return s;
  }
}

/** A session of any system, as the shell and the save files hold it. */
export type AnySession = GameSession<unknown, unknown, unknown>;
