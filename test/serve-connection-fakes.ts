// Fakes for the connection tests (issue 19): a terminal on a duplex stream that feeds
// @xterm/headless (the SSH channel as blessed sees it), a ConnectionContext around it, in-memory
// accounts and an in-memory GameStore that referees as the server's does: it replays every
// committed log, plays the computer's parts on commit, and gives each side the opponent's part
// since it last played (events and the state where it began).

import { Duplex } from 'node:stream';
import xterm from '@xterm/headless';
import type { AnySystem, SideId } from '../src/engine/core/system.js';
import { GameSession, type AnySession } from '../src/session/session.js';
import type {
  Account,
  ConnectionContext,
  GameStore,
  GameSummary,
  Identity,
  OpenedGame,
  Seat,
  SpectatorPolicy,
  TerminalStream,
} from '../src/serve/contract.js';
import { panzerSystem } from '../src/engine/systems/panzer/system.js';
import {
  memoryAccountSettings,
  type ConnectionDeps,
  type Credential,
  type LobbyAccounts,
  type ScenarioChoice,
} from '../src/serve/lobby/ports.js';

export interface FakeTerminal {
  readonly tty: TerminalStream;
  /** Keys as a terminal sends them; waits until blessed has handled them. */
  type(...seq: string[]): Promise<void>;
  lines(): Promise<string[]>;
  text(): Promise<string>;
  resize(cols: number, rows: number): void;
  /** Called with the screen's rows after every chunk the server wrote (every frame, whole). */
  onFrame(f: (rows: string[]) => void): void;
  /** Everything written, as text. */
  raw(): string;
  /** Set when the stream was ended by the server. */
  ended: boolean;
}

export function fakeTerminal(cols = 80, rows = 24): FakeTerminal {
  const term = new xterm.Terminal({ cols, rows, allowProposedApi: true });
  let pending = Promise.resolve();
  const chunks: string[] = [];
  const watchers: ((rows: string[]) => void)[] = [];
  const screenRows = () => {
    const b = term.buffer.active;
    return Array.from({ length: term.rows }, (_, y) => b.getLine(y)?.translateToString(true) ?? '');
  };
  const stream = new Duplex({
    read() {},
    write(chunk: Buffer | string, _enc, cb) {
      chunks.push(chunk.toString());
      pending = pending.then(
        () =>
          new Promise<void>((r) =>
            term.write(chunk, () => {
              if (watchers.length) {
                const shown = screenRows();
                for (const w of watchers) w(shown);
              }
              r();
            }),
          ),
      );
      cb();
    },
  });
  const tty = Object.assign(stream, {
    columns: cols,
    rows,
    isTTY: true as const,
    setRawMode: () => tty,
  }) as unknown as TerminalStream;
  const settle = async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    await pending;
  };
  const t: FakeTerminal = {
    tty,
    ended: false,
    async type(...seq) {
      for (const k of seq) {
        stream.push(k);
        await settle();
      }
      await settle();
    },
    async lines() {
      await settle();
      return screenRows();
    },
    async text() {
      return (await t.lines()).join('\n');
    },
    resize(c, r) {
      tty.columns = c;
      tty.rows = r;
      term.resize(c, r);
      stream.emit('resize');
    },
    onFrame: (f) => void watchers.push(f),
    raw: () => chunks.join(''),
  };
  stream.on('finish', () => (t.ended = true));
  return t;
}

export interface FakeContext extends ConnectionContext {
  closedWith: { code?: number; message?: string } | null;
  /** The other end goes away (a dropped connection). */
  drop(): void;
}

export function fakeContext(identity: Identity, terminal: FakeTerminal): FakeContext {
  const onClose: (() => void)[] = [];
  const ctx: FakeContext = {
    identity,
    tty: terminal.tty,
    remote: '127.0.0.1',
    closedWith: null,
    close(code, message) {
      if (ctx.closedWith) return;
      ctx.closedWith = { ...(code !== undefined ? { code } : {}), ...(message ? { message } : {}) };
    },
    onClose: (h) => void onClose.push(h),
    drop: () => onClose.forEach((h) => h()),
  };
  return ctx;
}

export function account(name: string): Account {
  return { name, createdAt: '2026-01-01T00:00:00Z', keys: [], hasPassword: true };
}

export class MemoryAccounts implements LobbyAccounts {
  readonly made = new Map<string, Credential>();
  constructor(names: readonly string[] = []) {
    for (const n of names) this.made.set(n, { password: 'x'.repeat(8) });
  }
  exists(name: string): boolean {
    return this.made.has(name);
  }
  async create(name: string, credential: Credential): Promise<Account> {
    if (this.made.has(name)) throw new Error(`The name "${name}" is taken: choose another.`);
    this.made.set(name, credential);
    return {
      ...account(name),
      keys: 'key' in credential ? [credential.key] : [],
      hasPassword: 'password' in credential,
    };
  }
}

export interface StoreScenario {
  readonly system: AnySystem;
  readonly scenario: unknown;
  readonly title: string;
}

interface Game {
  readonly id: string;
  readonly scenarioId: string;
  readonly seats: Record<SideId, Seat | null>;
  status: 'open' | 'active' | 'over' | 'abandoned';
  readonly spectators: SpectatorPolicy;
  readonly spectatorSide?: SideId;
  /** A named opponent of a challenge. */
  readonly invited?: string;
  /** The referee's own session: every commit is replayed into a new one. */
  session: AnySession;
  /** Where each side's last part ended (the log's length), for `since`. */
  readonly partEnd: Record<SideId, number>;
  /** The log's length at the start of each turn, for 'side-late' spectators. */
  readonly turnStarts: Map<number, number>;
}

export class MemoryGameStore implements GameStore {
  private games = new Map<string, Game>();
  private listeners = new Map<string, Set<(s: GameSummary) => void>>();
  private next = 1;
  readonly commits: { account: string; id: string; log: number }[] = [];

  constructor(
    private readonly scenarios: Record<string, StoreScenario>,
    private readonly accounts: Pick<LobbyAccounts, 'exists'>,
  ) {}

  private scenario(id: string): StoreScenario {
    const s = this.scenarios[id];
    if (!s) throw new Error(`No scenario "${id}" on this server.`);
    return s;
  }

  private game(id: string): Game {
    const g = this.games.get(id);
    if (!g) throw new Error(`No game ${id}.`);
    return g;
  }

  summary(g: Game): GameSummary {
    const sys = g.session.system;
    const over = sys.result(g.session.state) !== null;
    if (over && g.status === 'active') g.status = 'over';
    return {
      id: g.id,
      scenarioId: g.scenarioId,
      title: this.scenario(g.scenarioId).title,
      seats: { ...g.seats },
      status: g.status,
      toMove: g.status === 'active' ? sys.actingSide(g.session.state) : null,
      turn: sys.turn(g.session.state),
      updatedAt: '2026-01-01T00:00:00Z',
      spectators: g.spectators,
      ...(g.spectatorSide ? { spectatorSide: g.spectatorSide } : {}),
    };
  }

  private seatOf(g: Game, account: string): SideId | null {
    for (const [s, seat] of Object.entries(g.seats))
      if (seat?.kind === 'account' && seat.name === account) return s;
    return null;
  }

  private make(
    scenarioId: string,
    seats: Record<SideId, Seat | null>,
    spectators: SpectatorPolicy,
    invited?: string,
  ): Game {
    const { system, scenario } = this.scenario(scenarioId);
    const session = new GameSession(system, scenario, { seed: `store-${this.next}` });
    const spectatorSide = Object.entries(seats).find(([, s]) => s?.kind === 'account')?.[0];
    const g: Game = {
      id: `g${this.next++}`,
      scenarioId,
      seats,
      status: Object.values(seats).includes(null) ? 'open' : 'active',
      spectators,
      ...(spectatorSide ? { spectatorSide } : {}),
      ...(invited ? { invited } : {}),
      session,
      // A side that has not played yet is shown everything since the start.
      partEnd: Object.fromEntries(system.sides.map((x) => [x, 0])),
      turnStarts: new Map([[system.turn(session.state), 0]]),
    };
    this.games.set(g.id, g);
    return g;
  }

  mine(account: string): GameSummary[] {
    return [...this.games.values()].filter((g) => this.seatOf(g, account)).map((g) => this.summary(g));
  }
  openChallenges(account: string): GameSummary[] {
    return [...this.games.values()]
      .filter((g) => g.status === 'open' && (!g.invited || g.invited === account))
      .map((g) => this.summary(g));
  }
  watchable(account: string): GameSummary[] {
    return [...this.games.values()]
      .filter((g) => g.status !== 'open' && g.spectators !== 'none' && !this.seatOf(g, account))
      .filter((g) => g.spectators === 'side-late' || g.status === 'over')
      .map((g) => this.summary(g));
  }

  createVsComputer(account: string, scenarioId: string, side: SideId): GameSummary {
    const { system } = this.scenario(scenarioId);
    const seats: Record<SideId, Seat | null> = {};
    for (const s of system.sides)
      seats[s] = s === side ? { kind: 'account', name: account } : { kind: 'computer' };
    const g = this.make(scenarioId, seats, 'none');
    this.playComputer(g);
    return this.summary(g);
  }

  challenge(o: {
    account: string;
    scenarioId: string;
    side: SideId;
    opponent?: string;
    spectators: SpectatorPolicy;
  }): GameSummary {
    if (o.opponent !== undefined && !this.accounts.exists(o.opponent))
      throw new Error(`No player is called "${o.opponent}".`);
    const { system } = this.scenario(o.scenarioId);
    const seats: Record<SideId, Seat | null> = {};
    for (const s of system.sides) seats[s] = s === o.side ? { kind: 'account', name: o.account } : null;
    return this.summary(this.make(o.scenarioId, seats, o.spectators, o.opponent));
  }

  accept(account: string, gameId: string): GameSummary {
    const g = this.game(gameId);
    if (g.status !== 'open') throw new Error('This challenge has been taken already.');
    if (this.seatOf(g, account)) throw new Error('You cannot accept your own challenge.');
    if (g.invited && g.invited !== account) throw new Error(`This challenge is for ${g.invited}.`);
    const free = Object.entries(g.seats).find(([, s]) => s === null)![0];
    g.seats[free] = { kind: 'account', name: account };
    g.status = 'active';
    return this.notify(g);
  }

  private replayTo(g: Game, length: number): AnySession {
    const { system, scenario } = this.scenario(g.scenarioId);
    const r = GameSession.replay(system, scenario, { seed: g.session.seed }, g.session.log.slice(0, length));
    return r.session;
  }

  open(account: string, gameId: string): OpenedGame {
    const g = this.game(gameId);
    const side = this.seatOf(g, account);
    if (!side) throw new Error('You have no seat in this game.');
    const session = this.replayTo(g, g.session.log.length);
    const mark = g.partEnd[side];
    const summary = this.summary(g);
    if (mark === undefined || mark >= session.log.length) return { summary, session, side };
    const before = this.replayTo(g, mark);
    const events: unknown[] = [];
    const sys = session.system;
    let state = before.state;
    for (const cmd of session.log.slice(mark)) {
      const r = sys.apply(state, cmd);
      if (!r.ok) break;
      events.push(...r.events);
      state = r.state;
    }
    return { summary, session, side, since: { events, before: { state: before.state, log: mark } } };
  }

  watch(account: string, gameId: string): OpenedGame {
    const g = this.game(gameId);
    const summary = this.summary(g);
    if (g.spectators === 'none') throw new Error('The players of this game allow no spectators.');
    if (g.spectators === 'after-end' && g.status !== 'over')
      throw new Error('Spectators see this game once it is over.');
    if (g.spectators === 'after-end')
      return { summary, session: this.replayTo(g, g.session.log.length), side: null };
    // One turn late: the game as it stood when the current turn began.
    const length = g.turnStarts.get(summary.turn) ?? 0;
    void account;
    return { summary, session: this.replayTo(g, length), side: g.spectatorSide ?? null };
  }

  commit(account: string, gameId: string, session: AnySession): GameSummary {
    const g = this.game(gameId);
    const side = this.seatOf(g, account);
    if (!side) throw new Error('You have no seat in this game.');
    if (g.status !== 'active') throw new Error(`The game is ${g.status}.`);
    // The referee replays the player's log; a refused command is refused here too.
    const { system, scenario } = this.scenario(g.scenarioId);
    const r = GameSession.replay(system, scenario, { seed: g.session.seed }, session.log);
    if (r.error) throw new Error(`Refused: ${r.error.error.message}`);
    this.adopt(g, r.session);
    if (system.actingSide(g.session.state) !== side) g.partEnd[side] = g.session.log.length;
    this.commits.push({ account, id: gameId, log: g.session.log.length });
    this.playComputer(g);
    return this.notify(g);
  }

  private adopt(g: Game, session: AnySession): void {
    const sys = session.system;
    const turn = sys.turn(session.state);
    if (!g.turnStarts.has(turn)) g.turnStarts.set(turn, session.log.length);
    g.session = session;
  }

  /** The computer's parts: the system's A/I, then the end of its part. */
  private playComputer(g: Game): void {
    const sys = g.session.system;
    for (let guard = 0; guard < 8; guard++) {
      const s = g.session;
      if (sys.result(s.state) !== null) break;
      const side = sys.actingSide(s.state);
      if (g.seats[side]?.kind !== 'computer') break;
      const player = sys.createPlayer(sys.players[0]!, s.state, side, {});
      for (const cmd of player.playSideTurn(s.state).commands) {
        if (sys.actingSide(s.state) !== side) break;
        s.apply(cmd);
      }
      if (sys.actingSide(s.state) === side) s.apply(sys.endTurnCommand(s.state));
      this.adopt(g, s);
      g.partEnd[side] = s.log.length;
    }
  }

  expire(): number {
    return 0;
  }

  subscribe(gameId: string, listener: (summary: GameSummary) => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  listenerCount(gameId: string): number {
    return this.listeners.get(gameId)?.size ?? 0;
  }

  private notify(g: Game): GameSummary {
    const s = this.summary(g);
    for (const l of [...(this.listeners.get(g.id) ?? [])]) l(s);
    return s;
  }
}

/** The mini test map as the lobby offers it. */
export const MINI_CHOICES: ScenarioChoice[] = [
  {
    id: 'mini',
    title: 'Mini test map',
    sides: [
      { id: 'allied', name: 'Allied' },
      { id: 'axis', name: 'Axis' },
    ],
  },
];

/**
 * A connection's deps over one panzer scenario ("mini"), in-memory accounts and store, and each
 * account's settings without confirmations (as the client tests, test/tui-harness.ts).
 */
export function fakeDeps(
  scenario: unknown,
  names: readonly string[],
): { deps: ConnectionDeps; store: MemoryGameStore; accounts: MemoryAccounts } {
  const accounts = new MemoryAccounts([...names]);
  const store = new MemoryGameStore(
    { mini: { system: panzerSystem, scenario, title: 'Mini test map' } },
    accounts,
  );
  const settings = memoryAccountSettings();
  for (const n of names)
    settings.save(n, {
      ...settings.load(n),
      confirmEndTurn: false,
      confirmQuit: false,
      warnIdleUnits: false,
    });
  return { deps: { games: store, accounts, settings, scenarios: MINI_CHOICES }, store, accounts };
}
