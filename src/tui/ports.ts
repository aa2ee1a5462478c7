// What the client needs from the other parts of the game, as small interfaces. The real modules
// (session, renderer, movement planner, combat previews, computer opponent) are plugged in by
// cli.ts; tests and benchmarks can pass their own. The client never reads the full GameState for
// display: it draws viewFor(state, side) (design invariant 3); the state goes only to the engine's
// own planning and preview functions, which answer with what the side may know.

import type { ApplyResult } from '../engine/systems/panzer/apply.js';
import type { Command } from '../engine/systems/panzer/commands.js';
import type { RuleError } from '../engine/core/errors.js';
import type { GameEvent } from '../engine/systems/panzer/events.js';
import type { GameState } from '../engine/systems/panzer/model/state.js';
import type { Side } from '../engine/systems/panzer/model/unit.js';
import type { SideView } from '../engine/systems/panzer/view.js';
import type { Frame } from './frame.js';
import type { Palette } from './theme.js';

export type Player = 'human' | 'computer';

/** The game in progress (src/session GameSession has this shape). */
export interface SessionLike {
  readonly state: GameState;
  readonly startEvents: readonly GameEvent[];
  apply(cmd: Command): ApplyResult;
  canUndo(): boolean;
  undo(): { ok: true } | { ok: false; error: RuleError };
}

export type Zoom = 'normal' | 'out' | 'extreme';

export interface Overlays {
  ranges: boolean;
  los: boolean;
  zoc: boolean;
  objectives: boolean;
}

/** What the map panel asks the renderer to draw. */
export interface MapRequest {
  readonly view: SideView;
  /** Top-left hex of the viewport (offset coordinates). */
  readonly originCol: number;
  readonly originRow: number;
  /** The panel's inner size in cells. */
  readonly width: number;
  readonly height: number;
  readonly zoom: Zoom;
  readonly charset: 'unicode' | 'ascii';
  readonly palette: Palette;
  readonly cursor: number;
  /** Highlight the cursor hex in the map (inverse video); off when the terminal cursor marks it. */
  readonly highlightCursor: boolean;
  readonly selected: readonly number[];
  readonly path: readonly number[];
  readonly overlays: Overlays;
  /** Path preview with the MP spent up to each hex. */
  readonly pathSteps?: readonly { readonly loc: number; readonly mp: number }[];
  /** Reachable hexes with the MP left on arrival. */
  readonly moveRange?: ReadonlyMap<number, number>;
  readonly fireRange?: Iterable<number>;
  readonly los?: { readonly hexes: readonly number[]; readonly blockedFrom?: number };
  readonly enemyZoc?: Iterable<number>;
}

export interface MapPainter {
  /** How many hex columns and rows fit in a panel of this size at this zoom. */
  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number };
  /** Draws the viewport into the frame at (x, y). */
  paint(frame: Frame, x: number, y: number, req: MapRequest): void;
  /** After paint: the cell (relative to the panel) that stands for a hex, if on screen. */
  anchor?(loc: number): { x: number; y: number } | undefined;
  /** After paint: the hex drawn at a cell of the panel, -1 for none (mouse clicks). */
  hexAt?(x: number, y: number): number;
  /** Draws the whole map shrunk into the window (the jump map). */
  paintJump?(frame: Frame, x: number, y: number, req: MapRequest): void;
}

/** A path preview for the selected units to a hex (movement planner). */
export interface MovePlan {
  /** Hexes entered, in order, not including the start hex. */
  readonly path: readonly number[];
  /** MP spent up to each hex of the path, when the planner knows. */
  readonly steps?: readonly { readonly loc: number; readonly mp: number }[];
  /** MP the move costs, when the planner knows. */
  readonly cost?: number;
  readonly mpLeft?: number;
  /** Why the move is not possible, in the engine's words. */
  readonly error?: string;
}

export interface Planner {
  plan(state: GameState, units: readonly number[], to: number): MovePlan;
  /** Hexes the units can reach this turn with the MP left on arrival, when the planner knows. */
  reachable?(state: GameState, units: readonly number[]): ReadonlyMap<number, number>;
}

/** An odds preview shown before a fire or assault is confirmed. */
export interface CombatPreview {
  readonly summary: string;
  readonly lines: readonly string[];
  readonly error?: string;
}

export interface Previewer {
  fire(state: GameState, side: Side, units: readonly number[], target: number): CombatPreview;
  assault(state: GameState, side: Side, units: readonly number[], target: number): CombatPreview;
}

/** The computer opponent: the commands of one player turn, from what its side may know. */
/** Rule-aware overlays (line of sight, zones of control), when the engine offers them. */
export interface OverlayProvider {
  los?(
    state: GameState,
    side: Side,
    from: number,
    to: number,
  ): { hexes: readonly number[]; blockedFrom?: number };
  enemyZoc?(state: GameState, side: Side): Iterable<number>;
}

export type ComputerPlayer = (state: GameState, side: Side) => readonly Command[];
