// The shell's state as its regions, dialogs and screens see it. App (app.ts) holds it; each region
// module (regions/), dialog (dialogs/) and screen (screens/) owns its keys and its rectangle and
// works on this interface, so none of them imports the App, and the App imports them, not the
// other way round (no cycle between the App and drawing).

import type { SideId } from '../engine/core/system.js';
import type { AnySession, Player } from '../session/session.js';
import type { Frame } from './frame.js';
import type { Context, Keymap } from './keymap.js';
import type { Settings } from './settings.js';
import type {
  AnyPresenter,
  GridEdit,
  OrderPreview,
  OrderSpec,
  Overlays,
  ReportEntry,
  Zoom,
} from './systems/presenter.js';
import type { Palette } from './theme.js';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Where a window taller than the screen is scrolled to (dialogs/box.ts): `scroll` is the first line
 * shown (keys move it); drawing writes `overflow` (lines that do not fit) and `page` (lines that
 * do), because only drawing knows the screen's size, and the keys need both to scroll by a page and
 * to know whether a message window scrolls at all.
 */
export interface DialogScroll {
  scroll?: number;
  overflow?: number;
  page?: number;
}

export type Dialog =
  | ({ kind: 'help' } & DialogScroll)
  | { kind: 'confirm'; text: string; onYes: () => void }
  | { kind: 'palette'; query: string; index: number }
  | { kind: 'settings'; index: number }
  | { kind: 'jump'; col: number; row: number }
  | { kind: 'load'; index: number; entries: SaveEntry[] }
  | ({
      kind: 'message';
      title: string;
      lines: string[];
      /** Closes on Esc, Enter or q only, even when it fits (the enemy-turn summary, issue 18). */
      keep?: boolean;
      /** Steps the map can replay, cursor on each (PC-NET-06): the entries the viewer saw. */
      replay?: readonly ReplayStep[];
      /** The replay with the map as it stood at each step, worked out when asked for (PC-NET-06). */
      replayFrom?: () => readonly ReplayStep[];
    } & DialogScroll)
  | { kind: 'replay'; title: string; steps: readonly ReplayStep[]; index: number; back: Dialog | null }
  | { kind: 'grid'; edit: GridEdit<unknown>; values: string[][]; row: number; col: number };

/** One line of a replay on the map: the report line and where it happened, when known. */
export interface ReplayStep {
  readonly text: string;
  readonly loc?: number;
  /** The viewer's view of the game just after this step, which the map shows meanwhile. */
  readonly view?: unknown;
}

export type Screen =
  | { kind: 'play' }
  | { kind: 'handover'; side: SideId }
  | { kind: 'password'; side: SideId; mode: 'enter' | 'set'; typed: string; error?: string };

export interface SaveEntry {
  file: string;
  title: string;
  error?: string;
}

/** An order being aimed with the cursor: which one, and for which units. */
export interface Aim {
  readonly spec: OrderSpec<unknown, unknown, unknown>;
  readonly units: readonly number[];
}

/** What each human side has on its screen between turns. */
export interface SideDesk {
  report: ReportEntry[];
  /** Events since this side last looked, shown through its fog at its next turn (PC-NET-06). */
  inbox: unknown[];
  cursor: number;
  originCol: number;
  originRow: number;
  passwordAsked: boolean;
  /** The desk has been shown once (start-up notices are dropped after the first turn). */
  opened: boolean;
  /**
   * The report entries added when the desk last opened: what this side saw of the other side's
   * part. The full-screen client shows them once in a window; the line mode's `enemy` repeats them.
   */
  seen: ReportEntry[];
  /**
   * Where each of this side's commands of the turn began in the report: the session's log length
   * before it, and the report's. Undo cuts the report back to the mark of the command it takes
   * back, so that an undone move's line does not stay.
   */
  marks: { log: number; report: number }[];
  /**
   * Where this side's last part ended: the state and the log's length when it handed over. The
   * other side's part is replayed from there, command by command (PC-NET-06).
   */
  partEnd?: { readonly state: unknown; readonly log: number };
}

export interface Shell {
  readonly session: AnySession;
  readonly presenter: AnyPresenter;
  readonly players: Readonly<Record<SideId, Player>>;
  readonly settings: Settings;
  readonly keymap: Keymap;
  readonly palette: Palette;
  readonly viewer: SideId;
  readonly view: unknown;
  readonly desk: SideDesk;
  readonly desks: Record<SideId, SideDesk>;
  readonly cursor: number;
  screen: Screen;
  dialog: Dialog | null;
  focus: 'map' | 'units' | 'report';
  aim: Aim | null;
  preview: OrderPreview | null;
  selected: number[];
  zoom: Zoom;
  overlays: Overlays;
  message: { text: string; warn: boolean } | null;
  listFilter: unknown;
  listTree: boolean;
  listIndex: number;
  reportIndex: number;
  expanded: Set<number>;
  /** Where the terminal cursor goes after a frame (the map cursor), or null to hide it. */
  terminalCursor: { x: number; y: number } | null;
  /** Where the map's inside and the unit list's rows were drawn (for mouse clicks). */
  mapRect: Rect | null;
  listRect: (Rect & { start: number }) | null;
  /** Text rows of the report panel, updated by drawing. */
  reportRows: number;
  /** The report panel enlarged (a toggle, issue 18): half the screen instead of its set height. */
  reportLarge: boolean;
  /** Map panel size in grid cells, updated by drawing; used to scroll by half a screen. */
  mapFit: { cols: number; rows: number };

  context(): Context;
  say(text: string, warn: boolean): void;
  moveCursor(loc: number): void;
  ensureCursorVisible(): void;
  /** Runs an action by its id (from a key or the palette). */
  run(action: string): void;
  quit(): void;
  /** The unit list's rows for the current view and filter (cached). */
  listRows(): ReturnType<AnyPresenter['listRows']>;
  /** Palette entries: every map or global action whose label matches the query. */
  paletteMatches(query: string): string[];
  /** A system order whose rules are off in this game: help leaves it out. */
  orderOff(action: string): boolean;
  /** Overlay data for the map (the presenter's), for the current selection and toggles. */
  overlayData(): unknown;
  /** Saves, loads and settings (the host's ports). */
  saveGame(): void;
  openLoad(): void;
  loadEntry(entry: SaveEntry | undefined): void;
  changeSetting(index: number, step: 1 | -1): void;
  openDesk(): void;
  /** Applies the viewer's commands in order, reporting each; stops at the first refusal (said on the status line). */
  applyOwn(commands: readonly unknown[]): boolean;
  setPassword(side: SideId, password: string): void;
  passwordOf(side: SideId): string | undefined;
}

/** A region of the screen: draws into its rectangle, and handles its context's actions. */
export interface Region {
  draw(shell: Shell, frame: Frame, rect: Rect): void;
}
