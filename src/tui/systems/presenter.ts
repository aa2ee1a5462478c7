// What a rule system shows in the client shell, and how its orders are given: the Presenter. The
// shell (screen, panels, dialogs, keymaps, hot-seat, saves) knows no system; it asks the presenter
// of the game's system for the map, the info lines, the unit list, the report lines, the status
// line, the match card and the orders. Everything a presenter draws comes from the viewer's view
// (design invariant 3); `state` is handed only to the system's own planning and preview functions,
// which answer with what the side may know.

import type { RuleSystem, SideId } from '../../engine/core/system.js';
import type { Frame } from '../frame.js';
import type { Palette } from '../theme.js';
import type { TutorialStep } from '../tutorial/types.js';

export type LineStyle = 'plain' | 'heading' | 'own' | 'enemy' | 'dim' | 'selected' | 'warn' | 'good' | 'low';

/** A line of the info panel. */
export interface InfoLine {
  readonly text: string;
  readonly style: LineStyle;
}

/** A row of the unit list. */
export interface ListRow {
  readonly text: string;
  /** The unit on this row; undefined for a heading (a formation). */
  readonly unit?: number;
  readonly depth: number;
}

/** A line of the report panel, with its breakdown (factors, rolls, losses) on demand. */
export interface ReportEntry {
  readonly text: string;
  /** Where it happened, for the replay on the map (PC-NET-06); only a place the reader saw. */
  readonly loc?: number;
  readonly detail: readonly string[];
  readonly kind: 'heading' | 'combat' | 'move' | 'info' | 'error';
}

export type Verbosity = 'brief' | 'normal' | 'full';
export type Zoom = 'normal' | 'out' | 'extreme';

/** Map overlays the player toggles; a presenter draws those its board has. */
export interface Overlays {
  ranges: boolean;
  los: boolean;
  zoc: boolean;
  objectives: boolean;
}

/** What the shell knows when it asks a presenter about orders, previews and overlays. */
export interface OrderContext<S, V> {
  readonly state: S;
  readonly view: V;
  readonly side: SideId;
  readonly selected: readonly number[];
  /** The cursor: the target while an order is being aimed. */
  readonly cursor: number;
}

/** A preview shown while an order is aimed: a line, an optional breakdown and the path, if any. */
export interface OrderPreview {
  readonly summary: string;
  readonly lines?: readonly string[];
  /** Why the order cannot be given as aimed, in the rules' words. */
  readonly error?: string;
  /** Locations entered, in order (a move's path), with the cost spent up to each. */
  readonly path?: readonly number[];
  readonly steps?: readonly { readonly loc: number; readonly mp: number }[];
}

export type OrderBuild<C> =
  | {
      readonly commands: readonly C[];
      /** Asked before the commands go (combat, with the confirm-fire setting on). */
      readonly confirm?: string;
      /** Said on the status line once they went. */
      readonly message?: string;
      /** With no commands: where the cursor goes (the next target of an aimed fire, issue 18). */
      readonly cursor?: number;
      /** With no commands: a table of settings to edit first (screens/grid-editor.ts). */
      readonly grid?: GridEdit<C>;
    }
  | { readonly error: string };

/**
 * A table of one-letter settings a player edits in a window before an order goes (the op-fire
 * engagement matrix, PB-FIRE-37): rows × columns, each cell one of `choices`; Enter gives `commit`'s
 * commands, Esc drops the edit.
 */
export interface GridEdit<C> {
  readonly title: string;
  /** The corner cell's text ("firer/target"). */
  readonly corner: string;
  readonly rowLabels: readonly string[];
  readonly colLabels: readonly string[];
  /** One character each, typed to set a cell; Space cycles through them. */
  readonly choices: readonly string[];
  readonly values: readonly (readonly string[])[];
  /** Lines under the table: what the letters mean. */
  readonly help: readonly string[];
  commit(values: readonly (readonly string[])[]): {
    readonly commands: readonly C[];
    readonly message?: string;
  };
}

/** One order of a system: an action id with its keys, what it needs, and how it becomes commands. */
export interface OrderSpec<S, C, V> {
  /** The action id ('order.fire'); keymaps bind keys to it. */
  readonly id: string;
  /** Default keys; a keymap file may rebind them. */
  readonly keys: readonly string[];
  /** Help and palette text. */
  readonly label: string;
  /** 'none': given at once; 'loc': aimed with the cursor, then confirmed. */
  readonly target: 'none' | 'loc';
  /** Refused while nothing is selected. */
  readonly needsSelection: boolean;
  /** Only the side giving orders may give it. */
  readonly ownTurnOnly: boolean;
  /** The map panel's title while aiming ('MOVE') and the prompt on the status line. */
  readonly title?: string;
  readonly prompt?: string;
  /** After the order, the cursor follows the first selected unit (moves). */
  readonly followSelection?: boolean;
  /** Where aiming starts (the nearest enemy in range...); undefined keeps the cursor. */
  aim?(ctx: OrderContext<S, V>): number | undefined;
  /** The preview at the cursor while aiming. */
  preview?(ctx: OrderContext<S, V>): OrderPreview | null;
  build(ctx: OrderContext<S, V>, preview: OrderPreview | null): OrderBuild<C>;
  /** The status line once the commands went, from the view after them. */
  done?(view: V): string | undefined;
  /**
   * False when the rules the order belongs to are not in force in this game (Red Strike's air war
   * switched off): help and the palette leave it out, and its key says so. Default: in force.
   */
  inForce?(view: V): boolean;
}

/** What the map panel asks the presenter's map to draw. */
export interface MapRequest<V> {
  readonly view: V;
  /** Top-left grid position of the viewport (hex column and row on a hex map). */
  readonly originCol: number;
  readonly originRow: number;
  /** The panel's inner size in cells. */
  readonly width: number;
  readonly height: number;
  readonly zoom: Zoom;
  readonly charset: 'unicode' | 'ascii';
  readonly palette: Palette;
  readonly cursor: number;
  /** Highlight the cursor location (inverse video); off when the terminal cursor marks it. */
  readonly highlightCursor: boolean;
  readonly selected: readonly number[];
  readonly overlays: Overlays;
  /** The aimed order's preview (a path to draw). */
  readonly preview: OrderPreview | null;
  /** The presenter's own overlay data (ranges, lines of sight...), from overlays(). */
  readonly extra: unknown;
}

/** The board as a grid of columns and rows, for scrolling, the jump map and cursor keys. */
export interface MapGrid {
  readonly cols: number;
  readonly rows: number;
  /** The grid position of a location. */
  position(loc: number): { readonly col: number; readonly row: number };
  /** The location at a grid position, -1 for none. */
  locAt(col: number, row: number): number;
}

export type CursorMove = 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw' | 'up' | 'down';

export interface MapPanel<V> {
  grid(view: V): MapGrid;
  /** The location one step from `loc` (hex directions; on other boards the nearest that way), -1 for none. */
  step(view: V, loc: number, move: CursorMove): number;
  /** How many grid columns and rows fit in a panel of this size at this zoom. */
  fit(width: number, height: number, zoom: Zoom): { cols: number; rows: number };
  paint(frame: Frame, x: number, y: number, req: MapRequest<V>): void;
  /** After paint: the cell (relative to the panel) that stands for a location, if on screen. */
  anchor?(loc: number): { x: number; y: number } | undefined;
  /** After paint: the location drawn at a cell of the panel, -1 for none (mouse clicks). */
  locAt?(x: number, y: number): number;
  /** The whole map shrunk into a window, with the jump cursor at (col, row) of the grid. */
  paintJump(
    frame: Frame,
    rect: { x: number; y: number; w: number; h: number },
    view: V,
    at: { col: number; row: number },
    palette: Palette,
  ): void;
}

export interface Presenter<S, C, E, V> {
  readonly system: RuleSystem<unknown, S, C, E, V>;
  readonly map: MapPanel<V>;
  readonly orders: readonly OrderSpec<S, C, V>[];
  /** "Hex info", "Area info" */
  readonly infoTitle: string;
  /**
   * What the other side does between two of the viewer's parts: a whole 'turn' (default; each part
   * starts a new report and opens with a window of what was seen of the enemy's turn) or one
   * 'impulse' (the report runs on through the turn and the enemy's impulse is only reported).
   */
  readonly enemyPart?: 'turn' | 'impulse';
  /** What a player calls a location: "12,07", "Tractor Factory". */
  label(view: V, loc: number): string;
  /** Where a side's cursor starts: its first unit on the map. */
  home(view: V): number;
  /** Where a unit of the viewer's side is, -1 when it is not on the map (or gone). */
  unitLoc(view: V, unit: number): number;
  /** The viewer's units at a location that can be selected. */
  selectable(view: V, loc: number): number[];
  /** Units that can still act, in list order (Tab cycles them). */
  ready(view: V): number[];
  /** What "ready" means, for the message when none is ("No unit has MP left."). */
  readonly noneReady: string;
  infoLines(view: V, loc: number, selected: readonly number[]): InfoLine[];
  /** The unit list: its filters (opaque to the shell), their labels and the rows. */
  readonly firstFilter: unknown;
  nextFilter(view: V, filter: unknown): unknown;
  filterLabel(view: V, filter: unknown): string;
  listRows(view: V, filter: unknown, tree: boolean): ListRow[];
  /** Report lines for events the viewer may read (already passed through eventsFor). */
  report(view: V, events: readonly E[], verbosity: Verbosity): ReportEntry[];
  /**
   * The status line's parts: first what holds for the turn, then `here`, which changes with every
   * cursor move (the shell puts it last, so a cursor move rewrites only the tail).
   */
  status(
    view: V,
    cursor: number,
    selected: readonly number[],
  ): { turn: string[]; here: string[]; score?: string };
  /**
   * The score as the viewer may know it, for the score window (one key away): lines from the view.
   * Optional; without it the window shows the turn and the objectives.
   */
  score?(view: V): string[];
  /**
   * The viewer's units that have done nothing this turn (not moved, fired or assaulted), in list
   * order, with their names: ending the turn warns of them (the `warnIdleUnits` setting).
   */
  idle?(view: V): { index: number; name: string }[];
  /**
   * The objectives and what they are worth, one line each, from the view: what the map shows with
   * its objectives overlay, in words for the line mode's `score` (src/tui/line/). Optional: a
   * system whose status line carries the score may leave it out.
   */
  objectives?(view: V): string[];
  /**
   * The briefing window (issue 18): the scenario, the side's own briefing and how it wins (the
   * victory conditions and objectives), one line or paragraph each; the shell wraps them. It reads
   * the scenario, which both sides know (as the match card does); a scenario with no briefing for
   * the side gives its description. Optional: without it the shell shows the match card's lines.
   */
  briefing?(state: S, side: SideId): string[];
  /**
   * The map legend: every glyph the map draws and what it means, generated from the renderer's own
   * glyph tables so that it cannot drift from them; for the legend window and a section of help.
   */
  legend?(view: V, charset: 'unicode' | 'ascii'): string[];
  /**
   * The steps of the system's tutorial (src/tui/tutorial/) for the viewer's side; without it the
   * shell's generic steps (tutorial/generic.ts).
   */
  tutorial?(view: V): readonly TutorialStep[];
  /** The match card: scenario, players, options in force; nothing on it is secret. */
  matchCard(state: S, players: Readonly<Record<SideId, 'human' | 'computer'>>): string[];
  /** One frame of the map as text for `hexfront render`; throws a sentence for a bad option. */
  renderText(
    view: V,
    args: RenderArgs,
    env: Readonly<Record<string, string | undefined>>,
    size: { width: number; height: number },
  ): string;
  /** Overlay data for the map (ranges, lines of sight, zones of control), from the view. */
  overlays(ctx: OrderContext<S, V>, overlays: Overlays, aiming: OrderSpec<S, C, V> | null): unknown;
  /**
   * Orders the system gives for a human side as its part begins, before the player gets the keys
   * (panzer: the formations the player handed to the computer, PC-AI-03). The shell applies the
   * commands through the session like the player's own and heads the report with `lines`. It plans
   * from what the side may know. Optional; null when there is nothing to do.
   */
  partStart?(
    state: S,
    side: SideId,
  ): { readonly commands: readonly C[]; readonly lines: readonly string[] } | null;
}

/** `hexfront render`'s options, as typed on the command line (each presenter checks its own). */
export interface RenderArgs {
  side?: string;
  zoom?: string;
  ascii?: boolean;
  theme?: string;
  width?: string;
  height?: string;
  at?: string;
}

/** Any presenter, as the shell holds it: it passes states, commands and views back unread. */
export type AnyPresenter = Presenter<unknown, unknown, unknown, unknown>;
