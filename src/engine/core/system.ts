// The RuleSystem contract: what every game system gives the layers above the engine (scenario
// loading, sessions, saves, replays, the match harness, the command line and the client shell).
// Those layers hold a system as `AnySystem` and never look inside its state, commands, events or
// views: they pass them back to the system that made them. A system is a folder under
// src/engine/systems/ with one object of this type; src/engine/registry.ts lists them.
//
// Methods (not function-valued properties) on purpose: TypeScript checks method parameters
// bivariantly, so a RuleSystem<Scenario, GameState, ...> is usable as an AnySystem without casts.

import type { z } from 'zod';
import type { RuleError } from './errors.js';
import type { ScenarioIssue } from './scenario/issues.js';

/** A side's id, as the system names it ('allied', 'axis', 'nato', ...). */
export type SideId = string;

export type ApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: RuleError };

/** Where a scenario value came from: its file name, its neighbours, positions for messages. */
export interface ScenarioSource {
  /** The scenario's file name (messages start with it). */
  readonly file: string;
  /** Reads a file the scenario names (a map text file), relative to the scenario; throws a readable Error. */
  read(relative: string): string;
  /** The path a file the scenario names is reported under. */
  fileName(relative: string): string;
  /** An issue at a JSON path ("units[3].hex"), with its line and column when they are known. */
  issue(path: string, message: string): ScenarioIssue;
}

export interface ScenarioCheck<Sc> {
  /** Present when there are no issues. */
  readonly scenario?: Sc;
  readonly issues: readonly ScenarioIssue[];
}

/** What a scenario list shows of a scenario, whatever its system. */
export interface ScenarioSummary {
  readonly id: string;
  readonly version: number;
  readonly system: string;
  readonly title: string;
  readonly description: string;
  /** "operational", "tactical", "area"... */
  readonly scale: string;
  /**
   * The rules the scenario plays under when a system has more than one set ("Panzer Battles
   * (tactical)"); absent when the system has a single set of rules.
   */
  readonly rules?: string;
  /** What the map is: "60x91 hexes", "32 areas". */
  readonly map: string;
  /** "YYYY-MM-DDTHH:MM" of the first and the last turn, or the system's own turn names ("turn 1"). */
  readonly firstTurn: string;
  readonly lastTurn: string;
  readonly turns: number;
  /** A turn's length for people: "2 h", "30 min", "1 day". */
  readonly turnLength: string;
  /** Units on each side (every side of the system has an entry). */
  readonly units: Readonly<Record<SideId, number>>;
  /** The side that plays first. */
  readonly firstSide: SideId;
}

/** How a game ended. */
export interface Outcome {
  readonly winner: SideId | null;
  /** "Allied minor victory", "Draw"... */
  readonly title: string;
  readonly turn: number;
  /** "last turn played", "surrender", "early termination"... */
  readonly reason: string;
  /** Victory points (or the system's score) per side, when it keeps one. */
  readonly score?: Readonly<Record<SideId, number>>;
}

/** An optional rule a game can start with (Panzer Campaigns PC-OPT and the like). */
export interface OptionalRuleInfo {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** The rule ID that defines it. */
  readonly rule?: string;
}

/** Options chosen at the start of a game, the same for every system (kept in saves). */
export interface GameOptions {
  /** Optional rules in force; default: the scenario's. */
  readonly optionalRules?: readonly string[];
  /** Fog of war; default: on. */
  readonly fogOfWar?: boolean;
}

/**
 * Timing hooks supplied by a harness (the engine has no clock): `ai` wraps thinking, `engine`
 * wraps apply() and viewFor(), so the two can be reported apart.
 */
export interface TurnTimer {
  ai<T>(f: () => T): T;
  engine<T>(f: () => T): T;
}

export interface SideTurn<S, C> {
  readonly state: S;
  /** The commands applied, in order; the last one hands the game to the other side (or ends it). */
  readonly commands: readonly C[];
  /** Commands the rules refused: a computer player's target is none. */
  readonly refusals: readonly { readonly command: C; readonly error: RuleError }[];
  /** Work units spent (the A/I's budget), 0 for players that keep none. */
  readonly work: number;
  /** Why each command (kept when asked with `trace`). */
  readonly notes: readonly string[];
}

/** A computer player of one side. It decides from viewFor(state, side) only (design invariant 3). */
export interface ComputerSide<S, C> {
  /** Plays the side's part until the other side acts or the game ends. */
  playSideTurn(state: S, opts?: { readonly timer?: TurnTimer; readonly trace?: boolean }): SideTurn<S, C>;
}

export type Difficulty = 'easy' | 'normal' | 'hard';

export interface ComputerOptions {
  readonly difficulty?: Difficulty;
  /** Seed of the player's own stream; default: the game's. */
  readonly seed?: string;
  /** System-specific knobs of the player (benchmarks tune the A/I with them). */
  readonly tuning?: Readonly<Record<string, unknown>>;
}

/** A chart of the end screen: one line per series over the x labels (turns). */
export interface ChartSpec {
  readonly title: string;
  readonly x: readonly string[];
  readonly series: readonly { readonly title: string; readonly y: readonly number[] }[];
}

/** The after-action report (`hexfront report`, the end screen), written for one reader. */
export interface AfterActionReport {
  readonly lines: readonly string[];
  /** The same as data, for `hexfront report --json`. */
  readonly data: unknown;
  /** Charts for the end screen; empty while the game runs (they would reveal the enemy's losses). */
  readonly charts: readonly ChartSpec[];
}

export interface RuleSystem<Sc = unknown, S = unknown, C = unknown, E = unknown, V = unknown> {
  readonly id: string;
  /** "Panzer Campaigns" */
  readonly title: string;
  /** The two sides, in the order menus list them. */
  readonly sides: readonly SideId[];
  /**
   * What players call a side; given the game's state, as its scenario calls it ("Soviet" in
   * Kursk), without one the system's default name.
   */
  sideName(side: SideId, state?: S): string;

  // ---- scenarios ----
  /** The scenario file's schema (for the JSON Schema in docs/). */
  readonly scenarioSchema: z.ZodType;
  /** Checks a parsed scenario value: the scenario, or every issue found with where it is. */
  checkScenario(value: unknown, source: ScenarioSource): ScenarioCheck<Sc>;
  summarize(scenario: Sc): ScenarioSummary;
  readonly optionalRules: readonly OptionalRuleInfo[];
  /** The options a game of this scenario starts with when the players choose none (the new-game wizard's defaults). */
  defaultOptions(scenario: Sc): GameOptions;
  /**
   * Checks a map text file on its own (`hexfront validate x.map`); null when the system has no map
   * text format. Issues carry `file` and, where known, line and column.
   */
  checkMapText(text: string, file: string): ScenarioIssue[] | null;

  // ---- a game ----
  newGame(
    scenario: Sc,
    seed: string,
    options?: GameOptions,
  ): { readonly state: S; readonly events: readonly E[] };
  apply(state: S, command: C): ApplyResult<S, E>;
  /** The command a player gives to finish their part of the turn. */
  endTurnCommand(state: S): C;
  /** True when the command ends a side's turn (sessions keep one turn of events per side). */
  endsTurn(command: C): boolean;
  /** A command taken back leaves no trace: it revealed nothing and rolled no dice. */
  isUndoable(command: C, events: readonly E[]): boolean;
  /** The side giving orders now. */
  actingSide(state: S): SideId;
  turn(state: S): number;
  result(state: S): Outcome | null;
  viewFor(state: S, side: SideId): V;
  /** The events a side may read (design invariant 3); `state` is the state after them. */
  eventsFor(state: S, events: readonly E[], side: SideId): E[];
  /** The scenario and the options the game was started with. */
  scenarioOf(state: S): Sc;
  optionsOf(state: S): GameOptions;

  // ---- persistence ----
  /** The dynamic state as plain JSON (saves, hashes). */
  snapshot(state: S): unknown;
  /**
   * Rebuilds a state from a snapshot of a game of this scenario with these options. The snapshot
   * comes from a file anyone may edit (issue 21): restore checks it against the scenario (every
   * location on the board, every unit index in the order of battle, every number finite and
   * bounded) and throws an Error naming the first bad field, so that no rule ever runs on it.
   */
  restore(scenario: Sc, options: GameOptions, snapshot: unknown): S;
  /** sha256 of the canonical snapshot: equal states give equal hashes (design invariant 1). */
  hash(state: S): string;

  // ---- the command line ----
  /** Lines a script reader sees for events, with the full truth (`hexfront run`). */
  describeEvents(state: S, events: readonly E[]): string[];
  /** The full breakdown of events (every factor, roll and rule ID) for `hexfront run --explain`; [] when they have none. */
  explainEvents(state: S, events: readonly E[]): string[];
  /** A closing summary of a game for `sim` and `run` (losses, score...). */
  summaryLines(state: S): string[];
  /** The after-action report through `reader`'s fog, or the whole truth (null) once the game is over. */
  afterAction(state: S, reader: SideId | null): AfterActionReport;

  // ---- computer players ----
  /** The kinds of computer player `sim` can pit against each other; the first is the A/I. */
  readonly players: readonly string[];
  createPlayer(kind: string, state: S, side: SideId, opts?: ComputerOptions): ComputerSide<S, C>;
}

/** Any system, as the layers above the engine hold it. */
export type AnySystem = RuleSystem<unknown, unknown, unknown, unknown, unknown>;

/** The other side of a two-sided system. */
export function otherSideOf(system: Pick<AnySystem, 'sides'>, side: SideId): SideId {
  return system.sides.find((s) => s !== side) ?? side;
}
