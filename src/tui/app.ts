// The client's state and its turn flow, apart from any terminal: keys go in through key(), a frame
// comes out of draw(). It knows no rule system: the session's RuleSystem plays the game and the
// system's presenter (src/tui/systems/) says what to show and which orders there are. Every panel
// is drawn from the viewer's view and every report line from eventsFor (design invariant 3). Keys
// go to the region, dialog or screen that owns them (regions/, dialogs/, screens/). No timers: the
// computer's turn runs synchronously, so tests drive the app key by key.

import type { SideId } from '../engine/core/system.js';
import { plural } from '../engine/core/words.js';
import type { AfterActionReport } from '../engine/core/system.js';
import { Keyring } from '../session/keyring.js';
import type { AnySession, Player } from '../session/session.js';
import { TUTORIAL_SCENARIO_ID } from '../scenario/bundled.js';
import { drawApp, MIN_COLS, MIN_ROWS } from './draw.js';
import { briefingDialog } from './dialogs/briefing.js';
import { dialogAction, dialogKey } from './dialogs/index.js';
import { legendDialog } from './dialogs/legend.js';
import type { EndScreenOptions } from './end-screen.js';
import type { Frame } from './frame.js';
import { actionFor, systemKeys, type Context, type Keymap, type SystemKeys } from './keymap.js';
import { cancelOrder, confirmOrder, updatePreview, startOrder } from './orders.js';
import { mapAction } from './regions/map-panel.js';
import { reportAction } from './regions/report-panel.js';
import { listAction } from './regions/unit-list.js';
import { screenKey, type Unlocking } from './screens/handover.js';
import { SETTING_CHOICES, type Settings, type SettingsStore } from './settings.js';
import type { Aim, Dialog, Rect, ReplayStep, SaveEntry, Screen, Shell, SideDesk } from './shell.js';
import { presenterFor } from './systems/registry.js';
import type { AnyPresenter, OrderPreview, Overlays, Zoom } from './systems/presenter.js';
import { makePalette, resolveColorDepth, type Palette } from './theme.js';
import { safe } from './safe.js';
import { genericSteps } from './tutorial/generic.js';
import { drawTutorial } from './tutorial/panel.js';
import { Tutorial } from './tutorial/tutorial.js';

export type { Dialog, Screen } from './shell.js';

/** Saving and loading, supplied by the host (files in the config directory). */
export interface SavesPort {
  save(session: AnySession, side: SideId): string;
  autosave(session: AnySession, side: SideId): void;
  list(): SaveEntry[];
  load(file: string): AnySession;
}

/** The computer opponent: the commands of one side's part, from what its side may know. */
export type ComputerPlayer = (session: AnySession, side: SideId) => readonly unknown[];
/** The same, computed off the main thread so that keys and signals are heard meanwhile (issue 21). */
export type ThreadedComputerPlayer = (session: AnySession, side: SideId) => Promise<readonly unknown[]>;

export interface AppOptions {
  readonly session: AnySession;
  readonly players: Record<SideId, Player>;
  readonly settings: SettingsStore;
  /** The keymap by name, with the system's orders as its first layer. */
  readonly keymap: (name: string, orders: SystemKeys) => Keymap;
  /** The presenter of the session's system; default: the registry's (src/tui/systems/registry.ts). */
  readonly presenter?: AnyPresenter;
  readonly computer?: ComputerPlayer;
  /** With deferComputer: plays the computer's parts in place of `computer`, off the main thread. */
  readonly computerThread?: ThreadedComputerPlayer;
  /**
   * Let the host draw a frame before the computer plays (the host then calls runPending()).
   * Off by default so that tests and tools can drive the App synchronously.
   */
  readonly deferComputer?: boolean;
  readonly saves?: SavesPort;
  readonly env?: NodeJS.ProcessEnv;
  /** Passwords set before the start (hot-seat); players may also set one at their first hand-over. */
  readonly passwords?: Partial<Record<SideId, string>>;
  /** Opens the end-of-game charts; the host draws them over the game. */
  readonly charts?: (report: AfterActionReport, opts: EndScreenOptions) => void;
  /** Show the match card when each player first sits down (default true; tests turn it off). */
  readonly matchCard?: boolean;
  /** Open a new game on the briefing (issue 18; default: as matchCard, the other start window). */
  readonly briefing?: boolean;
  /**
   * Start the tutorial on a first game of the tutorial scenario unless the settings say it was
   * seen (issue 18; default: as matchCard, so tests without start windows get no tutorial either).
   */
  readonly tutorial?: boolean;
  /** Messages for the start-up report (keymap conflicts...). */
  readonly notices?: readonly string[];
  /**
   * Play by e-mail (src/pbem/, issue 22): the events of the opponent's last part, which the player
   * reads (and replays with p, PC-NET-06) through their own fog on opening; and what to do when
   * the player's part ends (write the turn file) instead of handing over. The game then quits.
   */
  readonly pbem?: {
    readonly events: readonly unknown[];
    /** Where the opponent's part began: the replay re-applies it from there (PC-NET-06). */
    readonly before?: { readonly state: unknown; readonly log: number };
    readonly onPartEnd: (session: AnySession) => void;
  };
  /**
   * The one side this screen belongs to (a game on the server, src/serve/lobby/): the viewer stays
   * on it whoever acts, and no other side's desk is ever shown here (design invariant 3).
   */
  readonly seat?: SideId;
  /**
   * A spectator's screen (issue 19): the map, the panels and the report stay, but every order, undo
   * and the end of the turn are refused with WATCHING.
   */
  readonly readOnly?: boolean;
  /**
   * What a read-only screen says to an order key instead of WATCHING: a player following the other
   * side's part live (src/serve/lobby/live-stage.ts) is told whose part it is.
   */
  readonly readOnlyReason?: string;
  readonly onQuit: () => void;
}

/** What a spectator is told when they press an order key (issue 19: spectators are read-only). */
export const WATCHING = 'You are watching: spectators cannot give orders.';

export { MIN_COLS, MIN_ROWS };

export class App implements Shell {
  session: AnySession;
  presenter: AnyPresenter;
  readonly players: Record<SideId, Player>;
  settings: Settings;
  keymap: Keymap;
  palette: Palette;
  viewer: SideId;
  screen: Screen = { kind: 'play' };
  dialog: Dialog | null = null;
  focus: 'map' | 'units' | 'report' = 'map';
  aim: Aim | null = null;
  preview: OrderPreview | null = null;
  selected: number[] = [];
  zoom: Zoom = 'normal';
  overlays: Overlays = { ranges: false, los: false, zoc: false, objectives: true };
  message: { text: string; warn: boolean } | null = null;
  listFilter: unknown;
  listTree = false;
  listIndex = 0;
  reportIndex = -1;
  expanded = new Set<number>();
  terminalCursor: { x: number; y: number } | null = null;
  mapRect: Rect | null = null;
  listRect: (Rect & { start: number }) | null = null;
  reportRows = 4;
  reportLarge = false;
  mapFit = { cols: 10, rows: 10 };
  desks: Record<SideId, SideDesk> = {};
  /** An encrypted save being opened from the Load dialog (screens/handover.ts). */
  unlocking: Unlocking | null = null;
  private viewCache: { state: unknown; side: SideId; view: unknown } | null = null;
  private orderKeys: SystemKeys;
  quitting = false;
  /** A computer turn waiting for the host to run it (deferComputer). */
  pendingComputer: SideId | null = null;
  /** The step-by-step guide (src/tui/tutorial/), while it runs. */
  tutorial: Tutorial | null = null;
  /** The game was started here, not loaded: it opens on the briefing. */
  private startedNew: boolean;
  /** The last action run: the order a command without an aimed target came from (tutorial). */
  private lastAction = '';

  constructor(readonly opts: AppOptions) {
    this.session = opts.session;
    this.presenter = opts.presenter ?? presenterFor(opts.session.system);
    this.players = opts.players;
    this.settings = opts.settings.load();
    this.orderKeys = systemKeys(this.presenter.orders);
    this.keymap = opts.keymap(this.settings.keymap, this.orderKeys);
    this.palette = this.makePalette();
    for (const [side, password] of Object.entries(opts.passwords ?? {}))
      if (password) this.setPassword(side, password);
    this.listFilter = this.presenter.firstFilter;
    const sys = this.session.system;
    const acting = sys.actingSide(this.session.state);
    const firstHuman = sys.sides.find((s) => opts.players[s] === 'human') ?? acting;
    this.viewer = opts.seat ?? (opts.players[acting] === 'human' ? acting : firstHuman);
    for (const s of sys.sides) this.desks[s] = this.newDesk(s);
    const notices = [...(opts.notices ?? []), ...this.keymap.notices];
    for (const n of notices)
      for (const s of sys.sides) this.desks[s]!.report.push({ kind: 'error', text: n, detail: [] });
    this.startedNew = this.session.log.length === 0;
    this.fillInboxes();
    // A game that was over when opened is saved already.
    this.overSaved = this.over;
    this.beginTurn();
    // Issue 18: the first game of the tutorial scenario starts the guide (once: settings).
    const tutorialGame = this.system.summarize(this.session.scenario).id === TUTORIAL_SCENARIO_ID;
    if (
      tutorialGame &&
      this.startedNew &&
      !this.over &&
      !this.settings.tutorialSeen &&
      (opts.tutorial ?? opts.matchCard !== false)
    )
      this.startTutorial();
    if (notices.length > 0 && this.screen.kind === 'play' && !this.dialog)
      this.dialog = {
        kind: 'message',
        title: 'Notices at start (also in the report) · any key',
        lines: notices,
      };
  }

  /**
   * What each side reads first: a new game's start events, or for a loaded game the session's
   * recent entries (the turn before and this one), so that the report is not empty after loading.
   */
  private fillInboxes(): void {
    const loaded = this.session.log.length > 0;
    if (this.opts.pbem && loaded) {
      const before = this.opts.pbem.before;
      for (const s of this.system.sides) {
        this.desks[s]!.inbox.push(...this.opts.pbem.events);
        if (before) this.desks[s]!.partEnd = before;
      }
      return;
    }
    const events = loaded ? this.savedEvents() : this.session.startEvents;
    for (const s of this.system.sides) this.desks[s]!.inbox.push(...events);
    // The enemy-turn window would mislabel them (they include the reader's own part): report only.
    this.quietDesk = loaded;
  }

  private quietDesk = false;

  /**
   * A loaded game's recent events, as its save kept them. The loader checks their commands against
   * the log but cannot check the events without replaying the whole game (issue 21), so they are
   * shown only if the presenter can read them for every side; a forged or damaged list is dropped
   * with a line in the report, and the game opens without it.
   */
  private savedEvents(): unknown[] {
    const events = this.session.recentEntries.flatMap((e) => e.events);
    const { state } = this.session;
    const readable = safe(() => {
      for (const side of this.system.sides) {
        const seen = this.system.eventsFor(state, events, side);
        this.presenter.report(this.system.viewFor(state, side), seen, this.settings.reportVerbosity);
      }
      return true;
    }, false);
    if (readable) return events;
    for (const side of this.system.sides)
      this.desks[side]!.report.push({
        kind: 'error',
        text: 'The report saved with this game could not be read; it starts again from here.',
        detail: [],
      });
    return [];
  }

  get system() {
    return this.session.system;
  }

  get hotseat(): boolean {
    // Play by e-mail: both players are people, but never at this keyboard together.
    if (this.opts.pbem || this.opts.seat !== undefined) return false;
    return this.system.sides.every((s) => this.players[s] === 'human');
  }

  private newDesk(side: SideId): SideDesk {
    const view = this.system.viewFor(this.session.state, side);
    const cursor = this.presenter.home(view);
    const at = this.presenter.map.grid(view).position(cursor);
    return {
      report: [],
      inbox: [],
      cursor,
      originCol: Math.max(0, at.col - 5),
      originRow: Math.max(0, at.row - 5),
      passwordAsked: false,
      opened: false,
      seen: [],
      marks: [],
    };
  }

  private makePalette(): Palette {
    return makePalette(this.settings.theme, resolveColorDepth(this.settings.color, this.opts.env ?? {}));
  }

  get desk(): SideDesk {
    return this.desks[this.viewer]!;
  }

  get view(): unknown {
    // During a replay of the enemy's part the map shows the game as it stood at that step.
    const d = this.dialog;
    const then = d?.kind === 'replay' ? d.steps[d.index]?.view : undefined;
    if (then !== undefined) return then;
    const state = this.session.state;
    const c = this.viewCache;
    if (c && c.state === state && c.side === this.viewer) return c.view;
    const view = this.system.viewFor(state, this.viewer);
    this.viewCache = { state, side: this.viewer, view };
    return view;
  }

  get cursor(): number {
    return this.desk.cursor;
  }

  /** Whose orders the session takes now. */
  private acting(): SideId {
    return this.system.actingSide(this.session.state);
  }

  private get over(): boolean {
    return this.system.result(this.session.state) !== null;
  }

  // ---- turn flow ---------------------------------------------------------------------------

  /** The acting side takes over: the computer plays at once; a human gets the hand-over screen. */
  private beginTurn(): void {
    for (let guard = 0; guard < 4 && !this.over; guard++) {
      const side = this.acting();
      // A seated screen shows its own side only: the other side plays elsewhere (the server).
      if (this.opts.seat !== undefined) {
        this.viewer = this.opts.seat;
        this.openDesk();
        return;
      }
      if (this.players[side] === 'computer') {
        if (this.opts.deferComputer) {
          // Draw first ("the computer is playing"), then the host calls runPending().
          this.pendingComputer = side;
          this.say(
            `The computer is playing the ${this.system.sideName(side, this.session.state)} turn…`,
            false,
          );
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
    if (this.over) {
      this.autosaveOver();
      this.openDesk();
    }
  }

  private overSaved = false;

  /**
   * The finished game goes to the autosave as well. The autosave is otherwise written when a human
   * hands over, so a game that ended in the computer's part (or by a human's order) left the turn
   * before it there: `hexfront report` read a game in progress, and `hexfront` reopened it.
   */
  private autosaveOver(): void {
    if (this.overSaved || !this.over || !this.opts.saves) return;
    this.overSaved = true;
    const saves = this.opts.saves;
    safe(() => saves.autosave(this.session, this.viewer), undefined);
  }

  /** Runs the computer turn the last frame announced, then carries on with the next turn. */
  runPending(): void | Promise<void> {
    const side = this.pendingComputer;
    if (side === null) return;
    this.pendingComputer = null;
    const carryOn = () => {
      this.message = null;
      this.beginTurn();
      this.tutorial?.check(this);
    };
    const thread = this.opts.computerThread;
    if (thread && this.acting() === side && !this.over) {
      // The frame says "the computer is playing" until the thread answers; Ctrl-C quits meanwhile.
      this.thinking = side;
      return thread(this.session, side)
        .catch((e: unknown) => {
          this.say(
            `The computer player failed (${e instanceof Error ? e.message : String(e)}); its part ends.`,
            true,
          );
          return [];
        })
        .then((cmds) => {
          this.thinking = null;
          if (this.quitting) return;
          this.playComputer(side, cmds);
          const failed = this.message?.warn ? this.message : null;
          carryOn();
          if (failed) this.message = failed;
        });
    }
    if (this.acting() === side && !this.over) this.runComputer(side);
    carryOn();
  }

  /** The side whose part the computer thread is playing, if it is. */
  thinking: SideId | null = null;

  /** The computer's part: its commands, then the end of its part if it did not end it. */
  private runComputer(side: SideId): void {
    this.playComputer(
      side,
      this.opts.computer ? safe(() => this.opts.computer!(this.session, side), []) : [],
    );
  }

  private playComputer(side: SideId, cmds: readonly unknown[]): void {
    for (const cmd of cmds) {
      if (this.acting() !== side || this.over) break;
      const r = this.session.apply(cmd);
      if (r.ok) this.deliver(r.events, null);
    }
    if (this.acting() === side && !this.over) {
      const r = this.session.apply(this.system.endTurnCommand(this.session.state));
      if (r.ok) this.deliver(r.events, null);
    }
  }

  /** Events go to every side's inbox except the one that sees them live on its screen. */
  deliver(events: readonly unknown[], liveSide: SideId | null): void {
    for (const s of this.system.sides) if (s !== liveSide) this.desks[s]!.inbox.push(...events);
    if (liveSide) this.addReport(liveSide, this.system.eventsFor(this.session.state, events, liveSide));
  }

  /**
   * A seated, read-only screen following the other side's part as it is played elsewhere (issue
   * 19 "two players can also play live"): `session` is the same game as the server holds it now,
   * `events` what its new commands did. The map is drawn from the viewer's own view (viewFor) and
   * the report gets the events through the viewer's fog (eventsFor): never another side's desk
   * (design invariant 3). The cursor, the panels and an open window stay as the player left them.
   */
  follow(session: AnySession, events: readonly unknown[]): void {
    if (!this.opts.readOnly || this.opts.seat === undefined)
      throw new Error('follow: only a seated, read-only screen follows a game played elsewhere');
    if (session.system !== this.system || session.seed !== this.session.seed)
      throw new Error('follow: not the same game');
    this.session = session;
    if (events.length > 0)
      this.addReport(this.viewer, this.system.eventsFor(session.state, events, this.viewer));
    // Units of the viewer may be gone (fire in the other part): no selection or list row of them.
    this.selected = this.selected.filter((i) => this.presenter.unitLoc(this.view, i) >= 0);
    this.listIndex = Math.max(0, Math.min(this.listIndex, this.listRows().length - 1));
    this.showResult();
  }

  private addReport(side: SideId, events: readonly unknown[]): void {
    const view = side === this.viewer ? this.view : this.system.viewFor(this.session.state, side);
    const entries = this.presenter.report(view, events, this.settings.reportVerbosity);
    const report = this.desks[side]!.report;
    // Full detail: combat results open with their breakdown.
    if (this.settings.reportVerbosity === 'full' && side === this.viewer)
      entries.forEach((e, k) => {
        if (e.kind === 'combat' && e.detail.length > 0) this.expanded.add(report.length + k);
      });
    report.push(...entries);
    if (side === this.viewer && this.focus !== 'report') this.reportIndex = report.length - 1;
  }

  /** Shows the viewer's desk: first the enemy's turn as seen through its own fog. */
  openDesk(): void {
    const side = this.viewer;
    const desk = this.desk;
    const firstLook = !desk.opened;
    const seen = this.system.eventsFor(this.session.state, desk.inbox, side);
    desk.inbox = [];
    const wholeTurns = (this.presenter.enemyPart ?? 'turn') === 'turn';
    // A new turn starts a new report; the start-up notices (keymap conflicts) stay for the first.
    // Between impulses the report runs on.
    if (wholeTurns || !desk.opened)
      desk.report = desk.opened ? [] : desk.report.filter((e) => e.kind === 'error');
    // The commands before this look can no longer be taken back (the session's undo is per turn).
    desk.marks = [];
    desk.opened = true;
    this.tutorial?.signal({ kind: 'desk' });
    const before = desk.report.length;
    this.addReport(side, seen);
    desk.seen = desk.report.slice(before);
    this.playPartStart(side);
    this.screen = { kind: 'play' };
    // PC-NET-05/06: the incoming player first reads what they saw of the enemy's turn.
    const news = desk.seen.filter((e) => e.kind !== 'heading');
    const quiet = this.quietDesk;
    this.quietDesk = false;
    if (wholeTurns && news.length > 0 && this.session.log.length > 0 && !quiet) {
      const enemy = this.system.sides.find((s) => s !== side) ?? side;
      // Every line: a window taller than the screen scrolls (dialogs/box.ts).
      const lines = news.map((e) => e.text);
      // It scrolls and closes on Esc, Enter or q only; p replays it on the map (PC-NET-06).
      this.dialog = {
        kind: 'message',
        title: `What you saw of the ${this.system.sideName(enemy, this.session.state)} turn · p replay · Esc closes`,
        lines,
        keep: true,
        replay: news.map((e) => ({ text: e.text, ...(e.loc !== undefined ? { loc: e.loc } : {}) })),
        ...this.replayFromPartEnd(side),
      };
    }
    // Each player sees the match card (the options in force) on first sitting down.
    if (firstLook && this.opts.matchCard !== false) {
      const card = this.presenter.matchCard(this.session.state, this.players);
      const after = this.dialog?.kind === 'message' ? ['', this.dialog.title, ...this.dialog.lines] : [];
      this.dialog = {
        kind: 'message',
        title: 'Match card · Esc closes · M shows it again',
        lines: [...card, ...after],
      };
    }
    // Issue 18: a new game opens on the briefing; what was to open first (the match card) under it.
    if (firstLook && this.startedNew && (this.opts.briefing ?? this.opts.matchCard !== false)) {
      const under = this.dialog?.kind === 'message' ? ['', this.dialog.title, ...this.dialog.lines] : [];
      this.dialog = briefingDialog(this, under);
    }
    this.selected = [];
    this.aim = null;
    this.preview = null;
    this.focus = 'map';
    this.expanded.clear();
    this.reportIndex = desk.report.length - 1;
    this.ensureCursorVisible();
    this.showResult();
  }

  /**
   * What the presenter plays for the viewer as the part begins, before the keys are theirs (panzer:
   * the formations under A/I orders, PC-AI-03): through the session like the player's own orders,
   * headed in the report by the presenter's lines. Only for a human side giving orders here.
   */
  private playPartStart(side: SideId): void {
    const hook = this.presenter.partStart;
    if (!hook || this.opts.readOnly || this.over || this.acting() !== side) return;
    if (this.players[side] !== 'human') return;
    const start = safe(() => hook(this.session.state, side), null);
    if (!start || start.commands.length === 0) return;
    const report = this.desks[side]!.report;
    start.lines.forEach((text, k) => report.push({ kind: k === 0 ? 'heading' : 'info', text, detail: [] }));
    for (const cmd of start.commands) {
      const r = this.session.apply(cmd);
      if (!r.ok) {
        report.push({ kind: 'error', text: `Refused: ${r.error.message}`, detail: [] });
        break;
      }
      this.deliver(r.events, side);
      if (this.over || this.acting() !== side) break;
    }
  }

  private resultShown = false;

  /** The end of the game: the result and the score, once. */
  showResult(): void {
    const r = this.system.result(this.session.state);
    if (!r || this.resultShown) return;
    this.resultShown = true;
    const score = r.score
      ? `Victory points: ${this.system.sides.map((s) => `${this.system.sideName(s, this.session.state)} ${r.score![s] ?? 0}`).join(', ')}`
      : '';
    this.dialog = {
      kind: 'message',
      title: 'Game over · Esc closes',
      lines: [
        `${r.title} on turn ${r.turn} (${r.reason})`,
        ...(score ? [score] : []),
        '',
        'The map stays open for a last look; G shows the charts, q quits.',
      ],
    };
  }

  /** The after-action charts: only once the game is over, when both sides may see all. */
  private openCharts(): void {
    if (!this.over) return this.say('The after-action charts open when the game is over.', true);
    if (!this.opts.charts) return this.say('Charts are not available in this terminal.', true);
    this.dialog = null;
    this.opts.charts(this.system.afterAction(this.session.state, this.viewer), {
      ascii: this.settings.charset === 'ascii',
      mono: this.settings.theme === 'mono',
    });
  }

  endTurn(): void {
    if (this.opts.readOnly) return this.say(this.opts.readOnlyReason ?? WATCHING, true);
    const side = this.viewer;
    const r = this.session.apply(this.system.endTurnCommand(this.session.state));
    if (!r.ok) return this.say(r.error.message, true);
    for (const s of this.system.sides) this.desks[s]!.inbox.push(...r.events);
    this.handOver(side);
  }

  /**
   * PC-NET-06: the other side's part since `side` handed over, command by command, each step with
   * `side`'s view of the game just after it (its own fog at that moment), worked out only when the
   * player asks for the replay. Nothing when the game was loaded since (the start is not kept).
   */
  private replayFromPartEnd(side: SideId): { replayFrom?: () => ReplayStep[] } {
    const mark = this.desks[side]!.partEnd;
    const log = this.session.log;
    if (!mark || mark.log >= log.length) return {};
    const commands = log.slice(mark.log);
    const verbosity = this.settings.reportVerbosity;
    return {
      replayFrom: () => {
        const steps: ReplayStep[] = [];
        let state = mark.state;
        for (const cmd of commands) {
          const r = this.system.apply(state, cmd);
          if (!r.ok) break;
          state = r.state;
          const view = this.system.viewFor(state, side);
          const seen = this.system.eventsFor(state, r.events, side);
          for (const e of this.presenter.report(view, seen, verbosity))
            if (e.kind !== 'heading')
              steps.push({ text: e.text, ...(e.loc !== undefined ? { loc: e.loc } : {}), view });
        }
        return steps;
      },
    };
  }

  /** The viewer's part is over: autosave, then the side giving orders next takes over. */
  handOver(side: SideId): void {
    this.desks[side]!.partEnd = { state: this.session.state, log: this.session.log.length };
    this.selected = [];
    this.aim = null;
    this.preview = null;
    if (this.opts.pbem) {
      // PC-NET-03: control passes to the other player by a turn file, not at this keyboard.
      this.opts.pbem.onPartEnd(this.session);
      return this.quit();
    }
    if (this.opts.saves) {
      const saves = this.opts.saves;
      safe(() => saves.autosave(this.session, side), undefined);
      if (this.over) this.overSaved = true;
    }
    this.beginTurn();
  }

  /** Applies commands for the viewer in order, stopping at the first refusal; hands over when the turn passes. */
  applyOwn(commands: readonly unknown[]): boolean {
    if (this.opts.readOnly) {
      this.say(this.opts.readOnlyReason ?? WATCHING, true);
      return false;
    }
    const order = this.aim?.spec.id ?? this.lastAction;
    for (const cmd of commands) {
      const mark = { log: this.session.log.length, report: this.desk.report.length };
      const r = this.session.apply(cmd);
      if (!r.ok) {
        this.say(r.error.message, true);
        return false;
      }
      this.desk.marks.push(mark);
      this.deliver(r.events, this.viewer);
    }
    this.tutorial?.signal({ kind: 'order', id: order });
    this.selected = this.selected.filter((i) => this.presenter.unitLoc(this.view, i) >= 0);
    this.autosaveOver();
    this.showResult();
    // The next phase may belong to the other side (a Defensive Fire Phase in their turn, PC-PHS-02).
    if (!this.over && this.acting() !== this.viewer) this.handOver(this.viewer);
    return true;
  }

  undo(): void {
    const r = this.session.undo();
    if (!r.ok) return this.say(r.error.message, true);
    // The lines of the command taken back go with it (the status line says it was undone).
    const desk = this.desk;
    const log = this.session.log.length;
    const mark = desk.marks.find((m) => m.log === log);
    if (mark) {
      desk.report.length = Math.min(desk.report.length, mark.report);
      for (const i of [...this.expanded]) if (i >= mark.report) this.expanded.delete(i);
      this.reportIndex = Math.min(this.reportIndex, desk.report.length - 1);
    }
    desk.marks = desk.marks.filter((m) => m.log < log);
    this.selected = this.selected.filter((i) => this.presenter.unitLoc(this.view, i) >= 0);
    this.say('Move undone.', false);
  }

  // ---- keys --------------------------------------------------------------------------------

  context(): Context {
    if (this.dialog) return 'dialog';
    return this.focus;
  }

  key(key: string, ch?: string): void {
    this.routeKey(key, ch);
    this.tutorial?.check(this);
  }

  private routeKey(key: string, ch?: string): void {
    if (this.quitting) return;
    if (key === 'C-c') return this.quit();
    if (this.pendingComputer !== null || this.thinking !== null) return;
    if (this.screen.kind !== 'play') return screenKey(this, key, ch);
    if (this.dialog && dialogKey(this, this.dialog, key, ch)) return;
    const action = actionFor(this.keymap, this.context(), key);
    this.message = null;
    if (!action) return;
    this.run(action);
  }

  /** A mouse click: on the map it moves the cursor (a second click cycles the stack), on the unit list it jumps. */
  click(x: number, y: number): void {
    this.routeClick(x, y);
    this.tutorial?.check(this);
  }

  private routeClick(x: number, y: number): void {
    if (this.quitting || this.screen.kind !== 'play' || this.dialog) return;
    if (this.pendingComputer !== null || this.thinking !== null) return;
    this.message = null;
    const m = this.mapRect;
    if (m && x >= m.x && y >= m.y && x < m.x + m.w && y < m.y + m.h) {
      const loc = this.presenter.map.locAt?.(x - m.x, y - m.y) ?? -1;
      if (loc < 0) return;
      this.focus = 'map';
      if (loc === this.cursor && !this.aim) return mapAction(this, 'select.cycle');
      return this.moveCursor(loc);
    }
    const l = this.listRect;
    if (l && x >= l.x && y >= l.y && x < l.x + l.w && y < l.y + l.h) {
      const i = l.start + (y - l.y);
      if (i >= this.listRows().length) return;
      this.listIndex = i;
      this.focus = 'units';
      listAction(this, 'list.jump');
    }
  }

  /** Runs an action by its id (from a key or the palette). */
  run(action: string): void {
    // The tutorial's keys work over any window (a step may ask for one).
    if (action === 'tutorial.next' || action === 'tutorial.back') return this.tutorialKey(action);
    const d = this.dialog;
    if (d) return dialogAction(this, d, action);
    this.tutorial?.signal({ kind: 'action', id: action });
    this.lastAction = action;
    switch (action) {
      case 'briefing':
        this.dialog = briefingDialog(this);
        return;
      case 'legend':
        this.dialog = legendDialog(this);
        return;
      case 'tutorial':
        this.startTutorial(true);
        return;
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
          lines: this.presenter.matchCard(this.session.state, this.players),
        };
        return;
      case 'score':
        this.dialog = {
          kind: 'message',
          title: 'Score · Esc closes',
          lines: this.presenter.score?.(this.view) ?? [
            ...this.presenter.status(this.view, this.cursor, this.selected).turn,
            ...(this.presenter.objectives?.(this.view) ?? []),
          ],
        };
        return;
      case 'save':
        return this.saveGame();
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
    if (this.focus === 'units') return listAction(this, action);
    if (this.focus === 'report') return reportAction(this, action);
    const order = this.presenter.orders.find((o) => o.id === action);
    if (this.opts.readOnly && (order || action === 'turn.end' || action === 'order.undo'))
      return this.say(this.opts.readOnlyReason ?? WATCHING, true);
    if (order && this.orderOff(order.id))
      return this.say(`Not in force in this game, its rules are off: ${order.label}`, true);
    if (order) return startOrder(this, order);
    switch (action) {
      case 'act':
        if (this.aim) return confirmOrder(this);
        break;
      case 'cancel':
        if (this.aim) return cancelOrder(this);
        break;
      case 'order.undo':
        return this.undo();
      case 'turn.end': {
        const question = `End the ${this.system.sideName(this.viewer, this.session.state)} turn ${this.system.turn(this.session.state)}?`;
        const idle = this.settings.warnIdleUnits ? (this.presenter.idle?.(this.view) ?? []) : [];
        if (idle.length > 0)
          this.dialog = {
            kind: 'confirm',
            text: `${idleWarning(idle)} ${question}`,
            onYes: () => this.endTurn(),
          };
        else if (this.settings.confirmEndTurn)
          this.dialog = { kind: 'confirm', text: question, onYes: () => this.endTurn() };
        else this.endTurn();
        return;
      }
    }
    mapAction(this, action);
  }

  quit(): void {
    this.quitting = true;
    this.opts.onQuit();
  }

  say(text: string, warn: boolean): void {
    this.message = { text, warn };
  }

  // ---- map cursor --------------------------------------------------------------------------

  moveCursor(loc: number): void {
    const grid = this.presenter.map.grid(this.view);
    const at = loc >= 0 ? grid.position(loc) : undefined;
    if (!at || grid.locAt(at.col, at.row) !== loc) return;
    this.desk.cursor = loc;
    this.ensureCursorVisible();
    // Selection belongs to a location: leaving it keeps the selection for orders, as in the originals.
    if (this.aim) updatePreview(this);
  }

  /** Scroll by half a screen when the cursor leaves the map panel (cheap on slow links). */
  ensureCursorVisible(): void {
    const grid = this.presenter.map.grid(this.view);
    const { col, row } = grid.position(this.cursor);
    const d = this.desk;
    const { cols, rows } = this.mapFit;
    const halfC = Math.max(1, Math.ceil(cols / 2));
    const halfR = Math.max(1, Math.ceil(rows / 2));
    while (col < d.originCol) d.originCol -= halfC;
    while (col >= d.originCol + cols) d.originCol += halfC;
    while (row < d.originRow) d.originRow -= halfR;
    while (row >= d.originRow + rows) d.originRow += halfR;
    d.originCol = clamp(d.originCol, 0, Math.max(0, grid.cols - cols));
    d.originRow = clamp(d.originRow, 0, Math.max(0, grid.rows - rows));
  }

  // ---- unit list ---------------------------------------------------------------------------

  private rowsCache: {
    view: unknown;
    filter: unknown;
    tree: boolean;
    rows: ReturnType<AnyPresenter['listRows']>;
  } | null = null;

  /** The unit list's rows, rebuilt only when the view, the filter or the tree mode changes. */
  listRows(): ReturnType<AnyPresenter['listRows']> {
    const view = this.view;
    const c = this.rowsCache;
    if (c && c.view === view && c.filter === this.listFilter && c.tree === this.listTree) return c.rows;
    const rows = this.presenter.listRows(view, this.listFilter, this.listTree);
    this.rowsCache = { view, filter: this.listFilter, tree: this.listTree, rows };
    return rows;
  }

  /** A system order whose rules are off in this game (OrderSpec.inForce). */
  orderOff(action: string): boolean {
    return this.presenter.orders.find((o) => o.id === action)?.inForce?.(this.view) === false;
  }

  /** Palette entries: every action usable from the map, found by any word of its label or keywords. */
  paletteMatches(query: string): string[] {
    const q = query.toLowerCase().trim();
    const usable = Object.entries(this.keymap.actions).filter(
      ([id, a]) => (a.context === 'map' || a.context === 'global') && id !== 'palette' && !this.orderOff(id),
    );
    const named = usable.filter(
      ([id, a]) => !q || a.label.toLowerCase().includes(q) || id.toLowerCase().includes(q),
    );
    // Then those found by a keyword only ("victory" finds the briefing), after the ones it names.
    const more = q ? usable.filter(([, a]) => (a.keywords ?? '').toLowerCase().includes(q)) : [];
    return [...new Set([...named, ...more].map(([id]) => id))];
  }

  // ---- settings, saves, passwords ------------------------------------------------------------

  changeSetting(index: number, step: 1 | -1): void {
    const keys = Object.keys(SETTING_CHOICES) as (keyof Settings)[];
    const k = keys[index]!;
    const choices = SETTING_CHOICES[k] as readonly unknown[];
    const i = choices.indexOf(this.settings[k]);
    const next = choices[(i + step + choices.length) % choices.length];
    this.settings = { ...this.settings, [k]: next };
    this.opts.settings.save(this.settings);
    if (k === 'keymap') {
      this.keymap = this.opts.keymap(this.settings.keymap, this.orderKeys);
      for (const n of this.keymap.notices) this.desk.report.push({ kind: 'error', text: n, detail: [] });
    }
    this.palette = this.makePalette();
  }

  saveGame(): void {
    const saves = this.opts.saves;
    if (!saves) return this.say('Saving is not available here.', true);
    try {
      const file = saves.save(this.session, this.viewer);
      this.say(`Saved: ${file}`, false);
    } catch (e) {
      this.say(`Could not save: ${(e as Error).message}`, true);
    }
  }

  openLoad(): void {
    const saves = this.opts.saves;
    if (!saves) return this.say('Loading is not available here.', true);
    const entries = safe(() => saves.list(), []);
    if (entries.length === 0) return this.say('No saved games yet.', false);
    this.dialog = { kind: 'load', index: 0, entries };
  }

  loadEntry(entry: SaveEntry | undefined, unlockedBy?: SideId): void {
    if (!entry || !this.opts.saves) return;
    if (entry.error) return this.say(`Cannot load: ${entry.error}`, true);
    try {
      const s = this.opts.saves.load(entry.file);
      this.dialog = null;
      this.unlocking = null;
      // A save of another system's game brings its own presenter (the shell knows none), its
      // orders' keys and its own sides' players; the players object is the host's too (its saves
      // name them), so it changes in place.
      if (s.system.id !== this.session.system.id) {
        this.presenter = presenterFor(s.system);
        this.orderKeys = systemKeys(this.presenter.orders);
        this.keymap = this.opts.keymap(this.settings.keymap, this.orderKeys);
        for (const side of Object.keys(this.players)) delete this.players[side];
        Object.assign(this.players, s.players);
      }
      this.session = s;
      this.viewCache = null;
      this.rowsCache = null;
      this.listFilter = this.presenter.firstFilter;
      this.desks = {};
      for (const side of this.system.sides) this.desks[side] = this.newDesk(side);
      this.fillInboxes();
      this.overSaved = this.over;
      this.resultShown = false;
      // A loaded game opens on the match card, not the briefing (B shows it); the tutorial's steps
      // belong to the game it started in.
      this.startedNew = false;
      this.tutorial = null;
      this.beginTurn();
      // The player who just typed their password to open the game is not asked it again.
      if (unlockedBy !== undefined && this.screen.kind === 'handover' && this.screen.side === unlockedBy)
        this.openDesk();
      this.say(`Loaded ${entry.file}`, false);
    } catch (e) {
      const locked = lockedSave(e);
      if (locked && unlockedBy === undefined) return this.askUnlock(entry, locked);
      this.say(`Cannot load: ${(e as Error).message}`, true);
    }
  }

  /**
   * An encrypted save (a hot-seat game with passwords): the password screen opens it with any of
   * its players' passwords (save-file.ts LockedSaveError), then it loads as any other.
   */
  private askUnlock(entry: SaveEntry, locked: LockedSave): void {
    const before = this.screen;
    const side = locked.sides.includes(locked.meta.activeSide) ? locked.meta.activeSide : locked.sides[0]!;
    this.dialog = null;
    this.unlocking = {
      side,
      offer: (password) => {
        const by = locked.offer(password);
        if (by === null) return false;
        this.loadEntry(entry, by);
        if (this.unlocking) {
          // Loading failed after the password was right: back to the game, with the reason.
          this.unlocking = null;
          this.screen = before;
        }
        return true;
      },
      cancel: () => {
        this.unlocking = null;
        this.screen = before;
        this.say('Not loaded.', false);
      },
    };
    this.screen = { kind: 'password', side, mode: 'enter', typed: '' };
  }

  /** Passwords live in the session's keyring as scrypt verifiers (screens/handover.ts checks them). */
  setPassword(side: SideId, password: string): void {
    (this.session.keyring ??= Keyring.create()).set(side, password);
  }

  /** Never known: a password is kept only as its verifier (session.keyring). */
  passwordOf(_side: SideId): string | undefined {
    return undefined;
  }

  // ---- drawing -------------------------------------------------------------------------------

  /** The presenter's overlay data for the current selection and toggles. */
  overlayData(): unknown {
    return safe(
      () =>
        this.presenter.overlays(
          {
            state: this.session.state,
            view: this.view,
            side: this.viewer,
            selected: this.selected,
            cursor: this.cursor,
          },
          this.overlays,
          this.aim?.spec ?? null,
        ),
      undefined,
    );
  }

  draw(frame: Frame): void {
    drawApp(this, frame);
    const t = this.tutorial;
    if (!t || frame.cols < MIN_COLS || frame.rows < MIN_ROWS) return;
    drawTutorial(this, t, frame);
    // Seen once drawn on a screen (line mode draws no frames, so its games do not count).
    if (!this.settings.tutorialSeen) {
      this.settings = { ...this.settings, tutorialSeen: true };
      this.opts.settings.save(this.settings);
    }
  }

  // ---- tutorial ------------------------------------------------------------------------------

  /** Starts the guide from its first step: the presenter's steps, else the generic ones. */
  startTutorial(announce = false): void {
    this.tutorial = new Tutorial(this.presenter.tutorial?.(this.view) ?? genericSteps());
    if (announce) this.say('Tutorial: the panel at the bottom right says what to do next.', false);
  }

  private tutorialKey(action: 'tutorial.next' | 'tutorial.back'): void {
    const t = this.tutorial;
    if (!t) return this.say('No tutorial is running: "Tutorial" in the palette starts it.', false);
    if (action === 'tutorial.back') return t.back();
    t.next();
    if (t.finished) {
      this.tutorial = null;
      this.say('Tutorial closed: "Tutorial" in the palette replays it.', false);
    }
  }
}

/** What the App needs of save-file.ts's LockedSaveError (the save module loads lazily). */
interface LockedSave {
  readonly sides: readonly SideId[];
  readonly meta: { readonly activeSide: SideId };
  offer(password: string): SideId | null;
}

function lockedSave(e: unknown): LockedSave | null {
  return e instanceof Error && e.name === 'LockedSaveError' ? (e as unknown as LockedSave) : null;
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * "4 units have not moved or fired: A; B; C and 1 more." — the count and the first names, apart by
 * semicolons because unit names have commas ("2./101, Hantusch").
 */
function idleWarning(idle: readonly { name: string }[]): string {
  const shown = idle.slice(0, 3).map((u) => u.name);
  const more = idle.length - shown.length;
  const names = more > 0 ? `${shown.join('; ')} and ${more} more` : shown.join('; ');
  return `${plural(idle.length, 'unit')} ${idle.length === 1 ? 'has' : 'have'} not moved or fired: ${names}.`;
}
