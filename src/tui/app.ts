// The client's state and key handling, apart from any terminal: keys go in through key(), a frame
// comes out of draw() (drawing is in draw.ts). It never shows the GameState: every panel is drawn
// from viewFor(state, viewer) and every report line from eventsFor (design invariant 3). No timers:
// the computer's turn runs synchronously, so tests drive the app key by key.

import type { Command } from '../engine/systems/panzer/commands.js';
import type { GameEvent } from '../engine/systems/panzer/events.js';
import { SIDES, SIDE_NAMES, type Side } from '../engine/systems/panzer/model/unit.js';
import { eventsFor, viewFor, type SideView } from '../engine/systems/panzer/view.js';
// The side giving orders: the active side, or the defender in a Defensive Fire Phase (PC-PHS-02).
import { actingSide } from '../engine/systems/panzer/rules/phases.js';
import type { Frame } from './frame.js';
import { actionFor, ACTIONS, type Context, type Keymap } from './keymap.js';
import type {
  ComputerPlayer,
  MapPainter,
  MapRequest,
  MovePlan,
  OverlayProvider,
  Overlays,
  Planner,
  Player,
  Previewer,
  SessionLike,
  Zoom,
} from './ports.js';
import { namerFor, reportEntries, type ReportEntry } from './report.js';
import { SETTING_CHOICES, type Settings, type SettingsStore } from './settings.js';
import { makePalette, resolveColorDepth, type Palette } from './theme.js';
import { listRows, nextFilter, type ListFilter } from './unitlist.js';
import { drawApp } from './draw.js';
import { matchCardLines } from './match-card.js';
import { afterAction, type AfterAction } from '../session/after-action.js';
import type { EndScreenOptions } from './end-screen.js';

/** Saving and loading, supplied by the host (files in the config directory). */
export interface SavesPort {
  save(session: SessionLike, side: Side): string;
  autosave(session: SessionLike, side: Side): void;
  list(): { file: string; title: string; error?: string }[];
  load(file: string): SessionLike;
}

export interface AppOptions {
  readonly session: SessionLike;
  readonly players: Record<Side, Player>;
  readonly settings: SettingsStore;
  readonly keymap: (name: string) => Keymap;
  readonly painter: MapPainter;
  readonly planner: Planner;
  readonly previewer: Previewer;
  readonly computer?: ComputerPlayer;
  readonly overlayProvider?: OverlayProvider;
  /**
   * Let the host draw a frame before the computer plays (the host then calls runPending()).
   * Off by default so that tests and tools can drive the App synchronously.
   */
  readonly deferComputer?: boolean;
  readonly saves?: SavesPort;
  readonly env?: NodeJS.ProcessEnv;
  /** Passwords set before the start (hot-seat); players may also set one at their first hand-over. */
  readonly passwords?: Partial<Record<Side, string>>;
  /** Opens the end-of-game charts (issue 7); the host draws them over the game. */
  readonly charts?: (report: AfterAction, opts: EndScreenOptions) => void;
  /** Show the match card when each player first sits down (default true; tests turn it off). */
  readonly matchCard?: boolean;
  /** Messages for the start-up report (keymap conflicts...). */
  readonly notices?: readonly string[];
  readonly onQuit: () => void;
}

export type Dialog =
  | { kind: 'help' }
  | { kind: 'confirm'; text: string; onYes: () => void }
  | { kind: 'palette'; query: string; index: number }
  | { kind: 'settings'; index: number }
  | { kind: 'jump'; col: number; row: number }
  | { kind: 'load'; index: number; entries: { file: string; title: string; error?: string }[] }
  | { kind: 'message'; title: string; lines: string[] };

export type Screen =
  | { kind: 'play' }
  | { kind: 'handover'; side: Side }
  | { kind: 'password'; side: Side; mode: 'enter' | 'set'; typed: string; error?: string };

export interface Order {
  /** 'hex': another order aimed at a hex (bridges, ferries, deception), built by `build`. */
  readonly kind: 'move' | 'fire' | 'assault' | 'hex';
  readonly label?: string;
  readonly build?: (units: readonly string[], hex: string) => Command;
  readonly units: readonly number[];
}

/** What each human side has on its screen between turns. */
interface SideDesk {
  report: ReportEntry[];
  /** Events since this side last looked, shown through its fog at its next turn (PC-NET-06). */
  inbox: GameEvent[];
  cursor: number;
  originCol: number;
  originRow: number;
  passwordAsked: boolean;
  /** The desk has been shown once (start-up notices are dropped after the first turn). */
  opened: boolean;
}

export const MIN_COLS = 80;
export const MIN_ROWS = 24;

export class App {
  session: SessionLike;
  readonly players: Record<Side, Player>;
  settings: Settings;
  keymap: Keymap;
  palette: Palette;
  viewer: Side;
  screen: Screen = { kind: 'play' };
  dialog: Dialog | null = null;
  focus: 'map' | 'units' | 'report' = 'map';
  order: Order | null = null;
  plan: MovePlan | null = null;
  preview: { summary: string; lines: readonly string[]; error?: string } | null = null;
  selected: number[] = [];
  zoom: Zoom = 'normal';
  overlays: Overlays = { ranges: false, los: false, zoc: false, objectives: true };
  message: { text: string; warn: boolean } | null = null;
  listFilter: ListFilter = { kind: 'all' };
  listTree = false;
  listIndex = 0;
  reportIndex = -1;
  expanded = new Set<number>();
  /** Where the terminal cursor goes after a frame (the map cursor hex), or null to hide it. */
  terminalCursor: { x: number; y: number } | null = null;
  /** Where draw() put the map's inside and the unit list's rows (for mouse clicks). */
  mapRect: { x: number; y: number; w: number; h: number } | null = null;
  listRect: { x: number; y: number; w: number; h: number; start: number } | null = null;
  /** Text rows of the report panel, updated by draw(). */
  reportRows = 4;
  /** Map panel size in hexes, updated by draw(); used to scroll by half a screen. */
  mapFit = { cols: 10, rows: 10 };
  readonly desks: Record<Side, SideDesk>;
  private readonly passwords: Partial<Record<Side, string>>;
  private viewCache: { state: unknown; side: Side; view: SideView } | null = null;
  quitting = false;

  constructor(readonly opts: AppOptions) {
    this.session = opts.session;
    this.players = opts.players;
    this.settings = opts.settings.load();
    this.keymap = opts.keymap(this.settings.keymap);
    this.palette = this.makePalette();
    this.passwords = { ...opts.passwords };
    const state = this.session.state;
    const firstHuman = SIDES.find((s) => opts.players[s] === 'human') ?? state.activeSide;
    this.viewer = opts.players[state.activeSide] === 'human' ? state.activeSide : firstHuman;
    this.desks = {
      allied: this.newDesk('allied'),
      axis: this.newDesk('axis'),
    };
    for (const n of [...(opts.notices ?? []), ...this.keymap.notices])
      for (const s of SIDES) this.desks[s].report.push({ kind: 'error', text: n, detail: [] });
    for (const s of SIDES) this.desks[s].inbox.push(...this.session.startEvents);
    this.beginTurn();
    const notices = [...(opts.notices ?? []), ...this.keymap.notices];
    if (notices.length > 0 && this.screen.kind === 'play' && !this.dialog)
      this.dialog = {
        kind: 'message',
        title: 'Notices at start (also in the report) · any key',
        lines: notices,
      };
  }

  get hotseat(): boolean {
    return this.players.allied === 'human' && this.players.axis === 'human';
  }

  private newDesk(side: Side): SideDesk {
    const view = viewFor(this.session.state, side);
    const first = view.own.find((u) => u.state.loc >= 0);
    const cursor = first ? first.state.loc : 0;
    const board = view.map.board;
    return {
      report: [],
      inbox: [],
      cursor,
      originCol: Math.max(0, (cursor % board.width) - 5),
      originRow: Math.max(0, Math.floor(cursor / board.width) - 5),
      passwordAsked: false,
      opened: false,
    };
  }

  private makePalette(): Palette {
    return makePalette(this.settings.theme, resolveColorDepth(this.settings.color, this.opts.env ?? {}));
  }

  get desk(): SideDesk {
    return this.desks[this.viewer];
  }

  get view(): SideView {
    const state = this.session.state;
    const c = this.viewCache;
    if (c && c.state === state && c.side === this.viewer) return c.view;
    const view = viewFor(state, this.viewer);
    this.viewCache = { state, side: this.viewer, view };
    return view;
  }

  get cursor(): number {
    return this.desk.cursor;
  }

  // ---- turn flow ---------------------------------------------------------------------------

  /** The active side takes over: the computer plays at once; a human gets the hand-over screen. */
  private beginTurn(): void {
    for (let guard = 0; guard < 4 && !this.session.state.result; guard++) {
      const side = actingSide(this.session.state);
      if (this.players[side] === 'computer') {
        if (this.opts.deferComputer) {
          // Draw first ("the computer is playing"), then the host calls runPending().
          this.pendingComputer = side;
          this.say(`The computer is playing the ${SIDE_NAMES[side]} turn…`, false);
          return;
        }
        this.runComputer(side);
        continue;
      }
      this.viewer = side;
      if (this.hotseat) this.screen = { kind: 'handover', side };
      else this.openDesk();
      return;
    }
    if (this.session.state.result) this.openDesk();
  }

  /** A computer turn waiting for the host to run it (deferComputer). */
  pendingComputer: Side | null = null;

  /** Runs the computer turn the last frame announced, then carries on with the next turn. */
  runPending(): void {
    const side = this.pendingComputer;
    if (side === null) return;
    this.pendingComputer = null;
    this.message = null;
    if (actingSide(this.session.state) === side && !this.session.state.result) this.runComputer(side);
    this.beginTurn();
  }

  /** The computer's player turn: its commands, then the end of its turn (PC-AI). */
  private runComputer(side: Side): void {
    const cmds = this.opts.computer ? safe(() => this.opts.computer!(this.session.state, side), []) : [];
    for (const cmd of cmds) {
      if (actingSide(this.session.state) !== side || this.session.state.result) break;
      const r = this.session.apply(cmd);
      if (r.ok) this.deliver(r.events, null);
    }
    if (actingSide(this.session.state) === side && !this.session.state.result) {
      const r = this.session.apply({ type: 'endTurn' });
      if (r.ok) this.deliver(r.events, null);
    }
  }

  /** Events go to every side's inbox except the one that sees them live on its screen. */
  private deliver(events: readonly GameEvent[], liveSide: Side | null): void {
    for (const s of SIDES) if (s !== liveSide) this.desks[s].inbox.push(...events);
    if (liveSide) this.addReport(liveSide, eventsFor(events, this.session.state, liveSide));
  }

  private addReport(side: Side, events: readonly GameEvent[]): void {
    const view = side === this.viewer ? this.view : viewFor(this.session.state, side);
    const entries = reportEntries(events, namerFor(view), this.settings.reportVerbosity);
    const report = this.desks[side].report;
    // Full detail: combat results open with their breakdown.
    if (this.settings.reportVerbosity === 'full' && side === this.viewer)
      entries.forEach((e, k) => {
        if (e.kind === 'combat' && e.detail.length > 0) this.expanded.add(report.length + k);
      });
    report.push(...entries);
    if (side === this.viewer && this.focus !== 'report')
      this.reportIndex = this.desks[side].report.length - 1;
  }

  /** Shows the viewer's desk: first the enemy's turn as seen through its own fog. */
  private openDesk(): void {
    const side = this.viewer;
    const desk = this.desk;
    const firstLook = !desk.opened;
    const seen = eventsFor(desk.inbox, this.session.state, side);
    desk.inbox = [];
    // A new turn starts a new report; the start-up notices (keymap conflicts) stay for the first.
    desk.report = desk.opened ? [] : desk.report.filter((e) => e.kind === 'error');
    desk.opened = true;
    const before = desk.report.length;
    this.addReport(side, seen);
    this.screen = { kind: 'play' };
    // PC-NET-05/06: the incoming player first reads what they saw of the enemy's turn.
    const news = desk.report.slice(before).filter((e) => e.kind !== 'heading');
    if (news.length > 0 && this.session.state.turn + this.session.state.playerTurn > 1) {
      const enemy = SIDE_NAMES[side === 'allied' ? 'axis' : 'allied'];
      const max = 16;
      const lines = news.slice(-max).map((e) => e.text);
      if (news.length > max) lines.unshift(`… ${news.length - max} earlier lines in the report`);
      this.dialog = { kind: 'message', title: `What you saw of the ${enemy} turn · Esc closes`, lines };
    }
    // Issue 8: each player sees the match card (optional rules in force) on first sitting down.
    if (firstLook && this.opts.matchCard !== false) {
      const card = matchCardLines(this.session.state.world, this.players);
      const after = this.dialog?.kind === 'message' ? ['', this.dialog.title, ...this.dialog.lines] : [];
      this.dialog = {
        kind: 'message',
        title: 'Match card · Esc closes · M shows it again',
        lines: [...card, ...after],
      };
    }
    this.selected = [];
    this.order = null;
    this.focus = 'map';
    this.expanded.clear();
    this.reportIndex = desk.report.length - 1;
    this.ensureCursorVisible();
    this.showResult();
  }

  private resultShown = false;

  /** The end of the game (PC-VIC-07): the level of victory and the points, once. */
  private showResult(): void {
    const r = this.session.state.result;
    if (!r || this.resultShown) return;
    this.resultShown = true;
    const level: Record<typeof r.level, string> = {
      alliedMajor: 'Allied major victory',
      alliedMinor: 'Allied minor victory',
      draw: 'Draw',
      axisMinor: 'Axis minor victory',
      axisMajor: 'Axis major victory',
    };
    this.dialog = {
      kind: 'message',
      title: 'Game over · Esc closes',
      lines: [
        `${level[r.level]} on turn ${r.turn} (${r.reason === 'time' ? 'last turn played' : r.reason === 'surrender' ? 'surrender' : 'early termination'})`,
        `Victory points: Allied ${r.vp.allied}, Axis ${r.vp.axis}`,
        '',
        'The map stays open for a last look; G shows the charts, q quits.',
      ],
    };
  }

  /** The after-action charts (issue 7): only once the game is over, when both sides may see all. */
  private openCharts(): void {
    const state = this.session.state;
    if (!state.result) return this.say('The after-action charts open when the game is over.', true);
    if (!this.opts.charts) return this.say('Charts are not available in this terminal.', true);
    this.dialog = null;
    this.opts.charts(afterAction(state, this.viewer), {
      ascii: this.settings.charset === 'ascii',
      mono: this.settings.theme === 'mono',
    });
  }

  private endTurn(): void {
    const side = this.viewer;
    const r = this.session.apply({ type: 'endTurn' });
    if (!r.ok) return this.say(r.error.message, true);
    for (const s of SIDES) this.desks[s].inbox.push(...r.events);
    this.handOver(side);
  }

  /** The viewer's part is over: autosave, then the side giving orders next takes over. */
  private handOver(side: Side): void {
    this.selected = [];
    this.order = null;
    if (this.opts.saves) {
      const saves = this.opts.saves;
      safe(() => saves.autosave(this.session, side), undefined);
    }
    this.beginTurn();
  }

  // ---- keys --------------------------------------------------------------------------------

  context(): Context {
    if (this.dialog) return 'dialog';
    return this.focus === 'map' ? 'map' : this.focus;
  }

  key(key: string, ch?: string): void {
    if (this.quitting) return;
    if (key === 'C-c') return this.quit();
    if (this.pendingComputer !== null) return;
    if (this.screen.kind === 'handover') return this.afterHandover();
    if (this.screen.kind === 'password') return this.passwordKey(key, ch);
    const d = this.dialog;
    if (d?.kind === 'message') {
      // Any key closes a message window.
      this.dialog = null;
      return;
    }
    if (d && (d.kind === 'palette' || d.kind === 'jump'))
      return d.kind === 'palette' ? this.paletteKey(key, ch) : this.jumpKey(key);
    const action = actionFor(this.keymap, this.context(), key);
    this.message = null;
    if (!action) return;
    this.run(action);
  }

  /** A mouse click: on the map it moves the cursor (a second click cycles the stack), on the unit list it jumps. */
  click(x: number, y: number): void {
    if (this.quitting || this.screen.kind !== 'play' || this.dialog || this.pendingComputer !== null) return;
    this.message = null;
    const m = this.mapRect;
    if (m && x >= m.x && y >= m.y && x < m.x + m.w && y < m.y + m.h) {
      const loc = this.opts.painter.hexAt?.(x - m.x, y - m.y) ?? -1;
      if (loc < 0) return;
      this.focus = 'map';
      if (loc === this.cursor && !this.order) return this.cycleSelection();
      return this.moveCursor(loc);
    }
    const l = this.listRect;
    if (l && x >= l.x && y >= l.y && x < l.x + l.w && y < l.y + l.h) {
      const i = l.start + (y - l.y);
      if (i >= this.listRows().length) return;
      this.listIndex = i;
      this.focus = 'units';
      this.listAction('list.jump');
    }
  }

  /** Runs an action by its id (from a key or the palette). */
  run(action: string): void {
    const d = this.dialog;
    if (d) return this.dialogAction(d, action);
    switch (action) {
      case 'help':
        this.dialog = { kind: 'help' };
        return;
      case 'palette':
        this.dialog = { kind: 'palette', query: '', index: 0 };
        return;
      case 'settings':
        this.dialog = { kind: 'settings', index: 0 };
        return;
      case 'charts':
        return this.openCharts();
      case 'matchCard':
        this.dialog = {
          kind: 'message',
          title: 'Match card · Esc closes',
          lines: matchCardLines(this.session.state.world, this.players),
        };
        return;
      case 'save':
        return this.save();
      case 'load':
        return this.openLoad();
      case 'quit':
        if (this.settings.confirmQuit)
          this.dialog = {
            kind: 'confirm',
            text: 'Quit the game? (the last turn is autosaved)',
            onYes: () => this.quit(),
          };
        else this.quit();
        return;
      case 'abort':
        return this.quit();
    }
    if (this.focus === 'units') return this.listAction(action);
    if (this.focus === 'report') return this.reportAction(action);
    this.mapAction(action);
  }

  private quit(): void {
    this.quitting = true;
    this.opts.onQuit();
  }

  private say(text: string, warn: boolean): void {
    this.message = { text, warn };
  }

  // ---- map ---------------------------------------------------------------------------------

  private mapAction(action: string): void {
    const dirs: Record<string, number> = {
      'cursor.e': 0,
      'cursor.ne': 1,
      'cursor.nw': 2,
      'cursor.w': 3,
      'cursor.sw': 4,
      'cursor.se': 5,
    };
    if (action in dirs) return this.moveCursor(this.view.map.board.neighbor(this.cursor, dirs[action]!));
    const board = this.view.map.board;
    const col = this.cursor % board.width;
    const row = Math.floor(this.cursor / board.width);
    switch (action) {
      case 'cursor.up':
        return this.moveCursor(row > 0 ? this.cursor - board.width : -1);
      case 'cursor.down':
        return this.moveCursor(row + 1 < board.height ? this.cursor + board.width : -1);
      case 'scroll.left':
        return this.scroll(-Math.ceil(this.mapFit.cols / 2), 0);
      case 'scroll.right':
        return this.scroll(Math.ceil(this.mapFit.cols / 2), 0);
      case 'scroll.up':
        return this.scroll(0, -Math.ceil(this.mapFit.rows / 2));
      case 'scroll.down':
        return this.scroll(0, Math.ceil(this.mapFit.rows / 2));
      case 'select.cycle':
        return this.cycleSelection();
      case 'act':
        return this.act();
      case 'cancel':
        if (this.order) {
          this.order = null;
          this.plan = null;
          this.preview = null;
          return this.say('Order cancelled.', false);
        }
        this.selected = [];
        return;
      case 'unit.next':
        return this.nextUnit(1);
      case 'unit.prev':
        return this.nextUnit(-1);
      case 'order.move':
      case 'order.fire':
      case 'order.assault':
        return this.startOrder(action.slice(6) as 'move' | 'fire' | 'assault');
      case 'order.mode':
        return this.changeMode();
      case 'order.recon':
      case 'order.patrol':
      case 'order.layMines':
      case 'order.clearHex':
      case 'order.stopWork':
      case 'order.dismantleBridge':
      case 'order.abandonBridge':
      case 'order.wireBridge':
      case 'order.damageRail': {
        const type = action.slice(6) as 'recon';
        return this.forSelected((id) => ({ type, unit: id }));
      }
      case 'order.buildBridge':
        return this.startHexOrder('Build a bridge toward', (u, hex) => ({
          type: 'buildBridge',
          unit: u[0]!,
          toward: hex,
        }));
      case 'order.damageBridge':
        return this.startHexOrder('Damage the bridge toward', (u, hex) => ({
          type: 'damageBridge',
          unit: u[0]!,
          toward: hex,
        }));
      case 'order.destroyFerry':
        return this.startHexOrder('Destroy the ferry toward', (u, hex) => ({
          type: 'destroyFerry',
          unit: u[0]!,
          toward: hex,
        }));
      case 'order.airStrike':
      case 'order.airRecon': {
        // PC-AIR-02/06: the side's first ready air unit of the kind flies at the cursor hex.
        const recon = action === 'order.airRecon';
        const a = this.view.air?.find(
          (x) => x.state.status === 'ready' && (x.def.kind === 'recon') === recon,
        );
        if (!a) return this.say(recon ? 'No RECON air unit is ready.' : 'No combat air unit is ready.', true);
        const hex = this.view.map.board.label(this.cursor);
        const r = this.session.apply(
          recon ? { type: 'airRecon', air: a.def.id, hex } : { type: 'airStrike', air: a.def.id, hex },
        );
        if (!r.ok) return this.say(r.error.message, true);
        return this.deliver(r.events, this.viewer);
      }
      case 'order.deployDeception':
        return this.startHexOrder('Deploy the deception marker at', (u, hex) => ({
          type: 'deployDeception',
          unit: u[0]!,
          hex,
        }));
      case 'order.ferry':
        // The first selected unit is the engineer; the second (or the engineer itself) is ferried.
        return this.startHexOrder('Ferry to', (u, hex) => ({
          type: 'ferry',
          engineer: u[0]!,
          unit: u[1] ?? u[0]!,
          to: hex,
        }));
      case 'order.digIn':
        return this.forSelected((id) => ({ type: 'digIn', unit: id }));
      case 'order.rail':
        return this.forSelected((id) => ({ type: 'mode', unit: id, mode: 'rail' }));
      case 'turn.opFire': {
        // PC-TRN-06: all -> armour only -> none -> all.
        const cur = this.session.state.combat?.opFire?.[this.viewer] ?? 'all';
        const next = cur === 'all' ? 'armorOnly' : cur === 'armorOnly' ? 'none' : 'all';
        const r = this.session.apply({ type: 'opFire', side: this.viewer, setting: next });
        if (!r.ok) return this.say(r.error.message, true);
        const names = { all: 'all units', armorOnly: 'armour only', none: 'none' } as const;
        return this.say(`Opportunity fire: ${names[next]}`, false);
      }
      case 'turn.nextPhase': {
        const r = this.session.apply({ type: 'nextPhase' });
        if (!r.ok) return this.say(r.error.message, true);
        this.deliver(r.events, this.viewer);
        // PC-PHS-02: the next phase may belong to the other side (a Defensive Fire Phase, their turn).
        if (actingSide(this.session.state) !== this.viewer) return this.handOver(this.viewer);
        return this.say(`${this.view.phase?.title ?? 'Next phase'}.`, false);
      }
      case 'order.undo': {
        const r = this.session.undo();
        if (!r.ok) return this.say(r.error.message, true);
        this.desk.report.push({ kind: 'info', text: 'Move undone.', detail: [] });
        this.selected = this.selected.filter((i) => this.session.state.units[i]?.status === 'active');
        return this.say('Move undone.', false);
      }
      case 'turn.end':
        if (this.settings.confirmEndTurn)
          this.dialog = {
            kind: 'confirm',
            text: `End the ${SIDE_NAMES[this.viewer]} turn ${this.session.state.turn}?`,
            onYes: () => this.endTurn(),
          };
        else this.endTurn();
        return;
      case 'zoom.normal':
      case 'zoom.out':
      case 'zoom.extreme':
        this.zoom = action.slice(5) as Zoom;
        return;
      case 'map.jump':
        this.dialog = { kind: 'jump', col, row };
        return;
      case 'overlay.ranges':
      case 'overlay.los':
      case 'overlay.zoc':
      case 'overlay.objectives': {
        const k = action.slice(8) as keyof Overlays;
        this.overlays = { ...this.overlays, [k]: !this.overlays[k] };
        return this.say(`${ACTIONS[action]!.label}: ${this.overlays[k] ? 'on' : 'off'}`, false);
      }
      case 'focus.units':
        this.focus = 'units';
        return;
      case 'focus.report':
        this.focus = 'report';
        return;
      case 'report.explain': {
        const rep = this.desk.report;
        let i = rep.length - 1;
        while (i >= 0 && rep[i]!.detail.length === 0) i--;
        if (i < 0) return this.say('Nothing to explain yet.', false);
        this.focus = 'report';
        this.reportIndex = i;
        this.expanded.add(i);
        return;
      }
    }
  }

  moveCursor(loc: number): void {
    if (loc < 0 || loc >= this.view.map.board.size) return;
    this.desk.cursor = loc;
    this.ensureCursorVisible();
    if (!this.order) {
      // Selection belongs to a hex: leaving it keeps the selection for orders, as in the originals.
      return;
    }
    this.updateOrderPreview();
  }

  /** Scroll by half a screen when the cursor leaves the map panel (cheap on slow links). */
  ensureCursorVisible(): void {
    const board = this.view.map.board;
    const col = this.cursor % board.width;
    const row = Math.floor(this.cursor / board.width);
    const d = this.desk;
    const { cols, rows } = this.mapFit;
    const halfC = Math.max(1, Math.ceil(cols / 2));
    const halfR = Math.max(1, Math.ceil(rows / 2));
    while (col < d.originCol) d.originCol -= halfC;
    while (col >= d.originCol + cols) d.originCol += halfC;
    while (row < d.originRow) d.originRow -= halfR;
    while (row >= d.originRow + rows) d.originRow += halfR;
    d.originCol = clamp(d.originCol, 0, Math.max(0, board.width - cols));
    d.originRow = clamp(d.originRow, 0, Math.max(0, board.height - rows));
  }

  private scroll(dc: number, dr: number): void {
    const board = this.view.map.board;
    const d = this.desk;
    d.originCol = clamp(d.originCol + dc, 0, Math.max(0, board.width - this.mapFit.cols));
    d.originRow = clamp(d.originRow + dr, 0, Math.max(0, board.height - this.mapFit.rows));
    // Keep the cursor on screen: it moves with the map.
    const col = clamp(this.cursor % board.width, d.originCol, d.originCol + this.mapFit.cols - 1);
    const row = clamp(Math.floor(this.cursor / board.width), d.originRow, d.originRow + this.mapFit.rows - 1);
    d.cursor = clamp(row, 0, board.height - 1) * board.width + clamp(col, 0, board.width - 1);
  }

  private ownInHex(loc: number): number[] {
    return this.view.own
      .filter((u) => u.state.loc === loc && u.state.status === 'active')
      .map((u) => u.index);
  }

  private cycleSelection(): void {
    const here = this.ownInHex(this.cursor);
    if (here.length === 0) {
      this.selected = [];
      return this.say('No unit of yours in this hex.', false);
    }
    const cur = this.selected.length === 1 ? here.indexOf(this.selected[0]!) : -1;
    this.selected = [here[(cur + 1) % here.length]!];
  }

  private act(): void {
    if (this.order) return this.confirmOrder();
    const here = this.ownInHex(this.cursor);
    if (here.length === 0) return this.say('No unit of yours in this hex.', false);
    this.selected = here;
  }

  private nextUnit(step: 1 | -1): void {
    const movable = this.view.own.filter(
      (u) => u.state.status === 'active' && u.state.loc >= 0 && u.state.mp > 0 && !u.state.fixed,
    );
    if (movable.length === 0) return this.say('No unit has MP left.', false);
    const cur = this.selected.length > 0 ? movable.findIndex((u) => u.index === this.selected[0]) : -1;
    const i = cur < 0 ? (step > 0 ? 0 : movable.length - 1) : (cur + step + movable.length) % movable.length;
    const u = movable[i]!;
    this.selected = [u.index];
    this.moveCursor(u.state.loc);
  }

  private ids(units: readonly number[]): string[] {
    return units.map((i) => this.session.state.world.units[i]!.id);
  }

  private startOrder(kind: 'move' | 'fire' | 'assault'): void {
    if (actingSide(this.session.state) !== this.viewer) return this.say('It is not your turn.', true);
    if (this.selected.length === 0) return this.say('Select a unit first (Space or Enter on its hex).', true);
    this.order = { kind, units: this.selected.slice() };
    this.plan = null;
    this.preview = null;
    if (kind !== 'move') this.aimAtNearestEnemy(kind);
    this.say(
      kind === 'move'
        ? 'Move: put the cursor on the destination, Enter to move, Esc to cancel.'
        : `${kind === 'fire' ? 'Fire' : 'Assault'}: put the cursor on the target, Enter to confirm, Esc to cancel.`,
      false,
    );
    this.updateOrderPreview();
  }

  private startHexOrder(label: string, build: (units: readonly string[], hex: string) => Command): void {
    if (actingSide(this.session.state) !== this.viewer) return this.say('It is not your turn.', true);
    if (this.selected.length === 0) return this.say('Select a unit first (Space or Enter on its hex).', true);
    this.order = { kind: 'hex', label, build, units: this.selected.slice() };
    this.plan = null;
    this.preview = null;
    this.say(`${label}: put the cursor on the hex, Enter to confirm, Esc to cancel.`, false);
  }

  /** Fire and assault start on the nearest enemy the side sees (in range, or adjacent). */
  private aimAtNearestEnemy(kind: 'fire' | 'assault'): void {
    const view = this.view;
    const board = view.map.board;
    const units = this.selected
      .map((i) => view.own.find((u) => u.index === i))
      .filter((u) => u !== undefined);
    const from = units[0]?.state.loc ?? -1;
    if (from < 0 || view.enemies.some((e) => e.loc === this.cursor)) return;
    const reach =
      kind === 'assault' ? 1 : Math.max(1, ...units.map((u) => Math.max(u.def.hard.range, u.def.soft.range)));
    let best = -1;
    let bestD = Infinity;
    for (const e of view.enemies) {
      const d = board.distance(from, e.loc);
      if (d <= reach && d < bestD) {
        best = e.loc;
        bestD = d;
      }
    }
    if (best >= 0) {
      this.desk.cursor = best;
      this.ensureCursorVisible();
    }
  }

  private updateOrderPreview(): void {
    const o = this.order;
    if (!o) return;
    const state = this.session.state;
    if (o.kind === 'hex') {
      this.plan = null;
      this.preview = null;
      return;
    }
    if (o.kind === 'move') {
      const from = state.units[o.units[0]!]?.loc ?? -1;
      this.plan =
        from === this.cursor ? null : safe(() => this.opts.planner.plan(state, o.units, this.cursor), null);
      this.preview = null;
    } else {
      const p = this.opts.previewer;
      this.preview = safe(
        () =>
          o.kind === 'fire'
            ? p.fire(state, this.viewer, o.units, this.cursor)
            : p.assault(state, this.viewer, o.units, this.cursor),
        { summary: 'No preview', lines: [] },
      );
    }
  }

  private confirmOrder(): void {
    const o = this.order;
    if (!o) return;
    const board = this.view.map.board;
    let cmd: Command;
    if (o.kind === 'move') {
      const plan = this.plan;
      if (!plan) return this.say('Choose a destination hex first.', true);
      // A path the planner found goes to the engine even when too long: the engine says why not.
      if (plan.path.length === 0) return this.say(plan.error ?? 'Choose a destination hex first.', true);
      cmd = { type: 'move', units: this.ids(o.units), path: plan.path.map((l) => board.label(l)) };
    } else if (o.kind === 'hex') {
      cmd = o.build!(this.ids(o.units), board.label(this.cursor));
    } else {
      cmd = { type: o.kind, units: this.ids(o.units), target: board.label(this.cursor) };
      if (this.settings.confirmFire && this.preview && !this.preview.error) {
        const text = `${o.kind === 'fire' ? 'Fire at' : 'Assault'} ${board.label(this.cursor)}? ${this.preview.summary}`;
        this.dialog = { kind: 'confirm', text, onYes: () => this.issue(cmd) };
        return;
      }
    }
    this.issue(cmd);
  }

  private issue(cmd: Command): void {
    const r = this.session.apply(cmd);
    if (!r.ok) return this.say(r.error.message, true);
    this.deliver(r.events, this.viewer);
    this.order = null;
    this.plan = null;
    this.preview = null;
    this.selected = this.selected.filter((i) => this.session.state.units[i]?.status === 'active');
    this.showResult();
    if (cmd.type === 'move') {
      const last = cmd.path[cmd.path.length - 1];
      const loc = last ? board(this).parse(last) : undefined;
      const at = this.selected[0] !== undefined ? this.session.state.units[this.selected[0]]!.loc : loc;
      if (at !== undefined && at >= 0) this.moveCursor(at);
    }
  }

  private forSelected(make: (id: string) => Command): void {
    if (this.selected.length === 0) return this.say('Select a unit first (Space or Enter on its hex).', true);
    for (const i of this.selected) {
      const r = this.session.apply(make(this.session.state.world.units[i]!.id));
      if (!r.ok) return this.say(r.error.message, true);
      this.deliver(r.events, this.viewer);
    }
  }

  private changeMode(): void {
    const units = this.session.state.units;
    this.forSelected((id) => {
      const i = this.session.state.world.unitIndex.get(id)!;
      return { type: 'mode', unit: id, mode: units[i]!.mode === 'travel' ? 'deployed' : 'travel' };
    });
  }

  // ---- unit list and report ------------------------------------------------------------------

  private rowsCache: {
    view: SideView;
    filter: ListFilter;
    tree: boolean;
    rows: ReturnType<typeof listRows>;
  } | null = null;

  /** The unit list's rows, rebuilt only when the view, the filter or the tree mode changes. */
  listRows() {
    const view = this.view;
    const c = this.rowsCache;
    if (c && c.view === view && c.filter === this.listFilter && c.tree === this.listTree) return c.rows;
    const rows = listRows(view, this.listFilter, this.listTree);
    this.rowsCache = { view, filter: this.listFilter, tree: this.listTree, rows };
    return rows;
  }

  private listAction(action: string): void {
    const rows = this.listRows();
    switch (action) {
      case 'list.up':
        this.listIndex = Math.max(0, this.listIndex - 1);
        return;
      case 'list.down':
        this.listIndex = Math.min(rows.length - 1, this.listIndex + 1);
        return;
      case 'list.pageUp':
        this.listIndex = Math.max(0, this.listIndex - 10);
        return;
      case 'list.pageDown':
        this.listIndex = Math.min(rows.length - 1, this.listIndex + 10);
        return;
      case 'list.jump': {
        const u = rows[this.listIndex]?.unit;
        if (u === undefined) return;
        this.selected = [u];
        this.focus = 'map';
        this.moveCursor(this.session.state.units[u]!.loc);
        return;
      }
      case 'list.filter':
        this.listFilter = nextFilter(this.view, this.listFilter);
        this.listIndex = 0;
        return;
      case 'list.tree':
        this.listTree = !this.listTree;
        this.listIndex = 0;
        return;
      case 'list.back':
        this.focus = 'map';
        return;
    }
  }

  private reportAction(action: string): void {
    const n = this.desk.report.length;
    switch (action) {
      case 'report.up':
        this.reportIndex = Math.max(0, this.reportIndex - 1);
        return;
      case 'report.down':
        this.reportIndex = Math.min(n - 1, this.reportIndex + 1);
        return;
      case 'report.pageUp':
        this.reportIndex = Math.max(0, this.reportIndex - 5);
        return;
      case 'report.pageDown':
        this.reportIndex = Math.min(n - 1, this.reportIndex + 5);
        return;
      case 'report.toggle': {
        const e = this.desk.report[this.reportIndex];
        // A breakdown taller than the panel opens in a window of its own.
        if (e && e.detail.length + 1 > this.reportRows) {
          this.dialog = { kind: 'message', title: 'Breakdown · Esc closes', lines: [e.text, ...e.detail] };
          return;
        }
        if (this.expanded.has(this.reportIndex)) this.expanded.delete(this.reportIndex);
        else this.expanded.add(this.reportIndex);
        return;
      }
      case 'report.back':
        this.focus = 'map';
        return;
    }
  }

  // ---- dialogs -------------------------------------------------------------------------------

  private dialogAction(d: Dialog, action: string): void {
    if (action === 'abort') return this.quit();
    switch (d.kind) {
      case 'confirm':
        if (action === 'dialog.yes') {
          this.dialog = null;
          d.onYes();
        } else if (action === 'dialog.no') this.dialog = null;
        return;
      case 'settings':
        return this.settingsAction(d, action);
      case 'load':
        if (action === 'dialog.up') d.index = Math.max(0, d.index - 1);
        else if (action === 'dialog.down') d.index = Math.min(d.entries.length - 1, d.index + 1);
        else if (action === 'dialog.yes') this.loadEntry(d.entries[d.index]);
        else if (action === 'dialog.no') this.dialog = null;
        return;
      default:
        if (action === 'dialog.no' || action === 'dialog.yes' || action === 'help') this.dialog = null;
    }
  }

  private settingsAction(d: Extract<Dialog, { kind: 'settings' }>, action: string): void {
    const keys = Object.keys(SETTING_CHOICES) as (keyof Settings)[];
    if (action === 'dialog.up') d.index = Math.max(0, d.index - 1);
    else if (action === 'dialog.down') d.index = Math.min(keys.length - 1, d.index + 1);
    else if (action === 'dialog.left' || action === 'dialog.right' || action === 'dialog.yes') {
      const k = keys[d.index]!;
      const choices = SETTING_CHOICES[k] as readonly unknown[];
      const i = choices.indexOf(this.settings[k]);
      const next = choices[(i + (action === 'dialog.left' ? -1 : 1) + choices.length) % choices.length];
      this.settings = { ...this.settings, [k]: next };
      this.opts.settings.save(this.settings);
      if (k === 'keymap') {
        this.keymap = this.opts.keymap(this.settings.keymap);
        for (const n of this.keymap.notices) this.desk.report.push({ kind: 'error', text: n, detail: [] });
      }
      this.palette = this.makePalette();
    } else if (action === 'dialog.no') this.dialog = null;
  }

  /** Palette entries: every action usable from the map, found by any word of its label. */
  paletteMatches(query: string): string[] {
    const q = query.toLowerCase().trim();
    return Object.entries(ACTIONS)
      .filter(([id, a]) => (a.context === 'map' || a.context === 'global') && id !== 'palette')
      .filter(([id, a]) => !q || a.label.toLowerCase().includes(q) || id.toLowerCase().includes(q))
      .map(([id]) => id);
  }

  private paletteKey(key: string, ch: string | undefined): void {
    const d = this.dialog as Extract<Dialog, { kind: 'palette' }>;
    const matches = this.paletteMatches(d.query);
    if (key === 'escape') this.dialog = null;
    else if (key === 'enter') {
      const id = matches[d.index];
      this.dialog = null;
      if (id) this.run(id);
    } else if (key === 'up') d.index = Math.max(0, d.index - 1);
    else if (key === 'down') d.index = Math.min(Math.max(0, matches.length - 1), d.index + 1);
    else if (key === 'backspace') {
      d.query = d.query.slice(0, -1);
      d.index = 0;
    } else if (ch && ch.length === 1 && ch >= ' ' && ch !== '\x7f') {
      d.query += ch;
      d.index = 0;
    }
  }

  /** The jump map: a cursor over the whole map; Enter moves the view there. */
  private jumpKey(key: string): void {
    const d = this.dialog as Extract<Dialog, { kind: 'jump' }>;
    const board = this.view.map.board;
    const step = Math.max(1, Math.floor(Math.max(board.width, board.height) / 20));
    const act = actionFor(this.keymap, 'map', key);
    if (key === 'escape' || act === 'map.jump') this.dialog = null;
    else if (key === 'enter') {
      this.dialog = null;
      this.moveCursor(d.row * board.width + d.col);
      const dk = this.desk;
      dk.originCol = clamp(
        d.col - Math.floor(this.mapFit.cols / 2),
        0,
        Math.max(0, board.width - this.mapFit.cols),
      );
      dk.originRow = clamp(
        d.row - Math.floor(this.mapFit.rows / 2),
        0,
        Math.max(0, board.height - this.mapFit.rows),
      );
    } else if (act === 'cursor.w' || key === 'left') d.col = clamp(d.col - step, 0, board.width - 1);
    else if (act === 'cursor.e' || key === 'right') d.col = clamp(d.col + step, 0, board.width - 1);
    else if (act === 'cursor.up' || key === 'up') d.row = clamp(d.row - step, 0, board.height - 1);
    else if (act === 'cursor.down' || key === 'down') d.row = clamp(d.row + step, 0, board.height - 1);
  }

  // ---- hand-over and passwords (hot-seat, PC-NET-01) ------------------------------------------

  private afterHandover(): void {
    if (this.screen.kind !== 'handover') return;
    const side = this.screen.side;
    if (this.passwords[side]) this.screen = { kind: 'password', side, mode: 'enter', typed: '' };
    else if (!this.desks[side].passwordAsked)
      this.screen = { kind: 'password', side, mode: 'set', typed: '' };
    else this.openDesk();
  }

  private passwordKey(key: string, ch: string | undefined): void {
    const p = this.screen as Extract<Screen, { kind: 'password' }>;
    if (key === 'enter') {
      if (p.mode === 'set') {
        if (p.typed) this.passwords[p.side] = p.typed;
        this.desks[p.side].passwordAsked = true;
        return this.openDesk();
      }
      if (p.typed === this.passwords[p.side]) return this.openDesk();
      p.typed = '';
      p.error = 'Wrong password.';
    } else if (key === 'backspace') p.typed = p.typed.slice(0, -1);
    else if (key === 'escape') {
      p.typed = '';
      if (p.mode === 'set') {
        this.desks[p.side].passwordAsked = true;
        this.openDesk();
      }
    } else if (ch && ch.length === 1 && ch > ' ' && ch !== '\x7f' && p.typed.length < 64) p.typed += ch;
  }

  // ---- saves ---------------------------------------------------------------------------------

  private save(): void {
    const saves = this.opts.saves;
    if (!saves) return this.say('Saving is not available here.', true);
    try {
      const file = saves.save(this.session, this.viewer);
      this.say(`Saved: ${file}`, false);
    } catch (e) {
      this.say(`Could not save: ${(e as Error).message}`, true);
    }
  }

  private openLoad(): void {
    const saves = this.opts.saves;
    if (!saves) return this.say('Loading is not available here.', true);
    const entries = safe(() => saves.list(), []);
    if (entries.length === 0) return this.say('No saved games yet.', false);
    this.dialog = { kind: 'load', index: 0, entries };
  }

  private loadEntry(entry: { file: string; error?: string } | undefined): void {
    if (!entry || !this.opts.saves) return;
    if (entry.error) return this.say(`Cannot load: ${entry.error}`, true);
    try {
      const s = this.opts.saves.load(entry.file);
      this.dialog = null;
      this.session = s;
      this.viewCache = null;
      for (const side of SIDES) this.desks[side] = this.newDesk(side);
      this.beginTurn();
      this.say(`Loaded ${entry.file}`, false);
    } catch (e) {
      this.say(`Cannot load: ${(e as Error).message}`, true);
    }
  }

  // ---- overlays ------------------------------------------------------------------------------

  private reachCache: { state: unknown; key: string; range: ReadonlyMap<number, number> | undefined } | null =
    null;

  /** Rule-aware map overlays for the current selection and toggles. */
  overlayData(): Pick<MapRequest, 'moveRange' | 'fireRange' | 'los' | 'enemyZoc'> {
    const out: { -readonly [K in 'moveRange' | 'fireRange' | 'los' | 'enemyZoc']?: MapRequest[K] } = {};
    const state = this.session.state;
    const view = this.view;
    const board = view.map.board;
    const sel = this.selected.map((i) => view.own.find((u) => u.index === i)).filter((u) => u !== undefined);
    const first = sel[0];
    if (this.order?.kind === 'move' && this.overlays.ranges && this.opts.planner.reachable) {
      const key = this.order.units.join(',');
      const c = this.reachCache;
      if (!c || c.state !== state || c.key !== key) {
        const planner = this.opts.planner;
        const units = this.order.units;
        this.reachCache = { state, key, range: safe(() => planner.reachable!(state, units), undefined) };
      }
      if (this.reachCache!.range) out.moveRange = this.reachCache!.range;
    }
    if (this.overlays.ranges && first && first.state.loc >= 0) {
      const r = Math.max(0, ...sel.map((u) => Math.max(u.def.hard.range, u.def.soft.range)));
      out.fireRange = board.within(first.state.loc, r);
    }
    if (this.overlays.los && first && first.state.loc >= 0 && first.state.loc !== this.cursor) {
      const p = this.opts.overlayProvider;
      out.los = p?.los
        ? safe(() => p.los!(state, this.viewer, first.state.loc, this.cursor), {
            hexes: board.line(first.state.loc, this.cursor, 1),
          })
        : { hexes: board.line(first.state.loc, this.cursor, 1) };
    }
    if (this.overlays.zoc && this.opts.overlayProvider?.enemyZoc) {
      const p = this.opts.overlayProvider;
      out.enemyZoc = safe(() => [...p.enemyZoc!(state, this.viewer)], []);
    }
    return out;
  }

  // ---- drawing -------------------------------------------------------------------------------

  draw(frame: Frame): void {
    drawApp(this, frame);
  }
}

function board(app: App) {
  return app.view.map.board;
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/** A failing plug-in (planner, preview, computer) must not take the client down. */
function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}
