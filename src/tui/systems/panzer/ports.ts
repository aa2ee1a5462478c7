// The Panzer Campaigns presenter's ports: the hex map painter, the movement planner, the combat
// previews and the rule-aware overlays, as small interfaces so that tests and benchmarks can pass
// their own. The state goes only to the engine's own planning and preview functions, which answer
// with what the side may know (design invariant 3).

import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import type { Side } from '../../../engine/systems/panzer/model/unit.js';
import type { SideView } from '../../../engine/systems/panzer/view.js';
import type { Frame } from '../../frame.js';
import type { MapRequest, Zoom } from '../presenter.js';

/** What the panzer map panel asks the hex renderer to draw. */
/** What the hex map painter draws: the shell's map request with the move path and the overlays laid out. */
export interface HexMapRequest extends Omit<MapRequest<SideView>, 'preview' | 'extra'> {
  readonly path: readonly number[];
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
  paint(frame: Frame, x: number, y: number, req: HexMapRequest): void;
  /** After paint: the cell (relative to the panel) that stands for a hex, if on screen. */
  anchor?(loc: number): { x: number; y: number } | undefined;
  /** After paint: the hex drawn at a cell of the panel, -1 for none (mouse clicks). */
  hexAt?(x: number, y: number): number;
  /** Draws the whole map shrunk into the window (the jump map). */
  paintJump?(frame: Frame, x: number, y: number, req: HexMapRequest): void;
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
  /** What the cost includes beyond the steps, or may add to it (patrol recall, a known minefield). */
  readonly notes?: readonly string[];
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
  /** The enemy unit the shot hits (fire at a stack hits one unit, PC-FIR-01). */
  readonly targetUnit?: number;
  readonly lines: readonly string[];
  readonly error?: string;
}

export interface Previewer {
  /** `targetUnit`: the enemy unit in the hex the player chose to fire at; default the rules' pick. */
  fire(
    state: GameState,
    side: Side,
    units: readonly number[],
    target: number,
    targetUnit?: number,
  ): CombatPreview;
  assault(state: GameState, side: Side, units: readonly number[], target: number): CombatPreview;
}

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
