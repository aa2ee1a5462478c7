// What the client needs from the other parts of the game, as small interfaces. The real modules
// (session, renderer, movement planner, combat previews, computer opponent) are plugged in by
// cli.ts; tests and benchmarks can pass their own. The client never reads the full GameState for
// display: it draws viewFor(state, side) (design invariant 3); the state goes only to the engine's
// own planning and preview functions, which answer with what the side may know.

import type { ApplyResult } from '../engine/apply.js';
import type { Command } from '../engine/commands.js';
import type { RuleError } from '../engine/errors.js';
import type { GameEvent } from '../engine/events.js';
import type { GameState } from '../engine/model/state.js';
import type { Side } from '../engine/model/unit.js';
import type { SideView } from '../engine/view.js';
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
  readonly selected: readonly number[];
  readonly path: readonly number[];
  /** Hexes to mark (reachable hexes, targets in range). */
  readonly marked: ReadonlySet<number>;
  readonly overlays: Overlays;
}

export interface MapPainter {
  /** How many hex columns and rows fit in a panel of this size at this zoom. */
  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number };
  /** Draws into the frame at (x, y); returns the hex under each cell (-1 where none). */
  paint(frame: Frame, x: number, y: number, req: MapRequest): void;
}

/** A path preview for the selected units to a hex (movement planner). */
export interface MovePlan {
  /** Hexes entered, in order, not including the start hex. */
  readonly path: readonly number[];
  /** MP the move costs, when the planner knows. */
  readonly cost?: number;
  readonly mpLeft?: number;
  /** Why the move is not possible, in the engine's words. */
  readonly error?: string;
}

export interface Planner {
  plan(state: GameState, units: readonly number[], to: number): MovePlan;
  /** Hexes the units can reach this turn, when the planner knows. */
  reachable?(state: GameState, units: readonly number[]): ReadonlySet<number>;
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
export type ComputerPlayer = (state: GameState, side: Side) => readonly Command[];
