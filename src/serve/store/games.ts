// The games that live on the server (issue 19 "Asynchronous play", "Spectators"): the GameStore
// of src/serve/contract.ts over Storage. The server is the referee: a commit does not take the
// client's state, it re-applies the client's new commands to its own copy of the game through the
// rules, refusing any that is not the committing side's to give, and stores after each commit so
// a dropped connection loses nothing. When a part ends, the computer plays its part (an injected
// function) or the next player is told (an injected notify). Each side keeps what it has not seen
// since its own part ended, so that it is shown the opponent's part through its fog at the next
// login; spectators get one side's view one full turn late, or everything once the game is over.

import { randomBytes } from 'node:crypto';
import { canonicalJson } from '../../engine/core/serialize.js';
import type { AnySystem, SideId } from '../../engine/core/system.js';
import { settled } from '../../pbem/game.js';
import { loadBundledGameScenario } from '../../scenario/bundled.js';
import type { LoadedScenario } from '../../scenario/load.js';
import { GameSession, type AnySession, type Player } from '../../session/session.js';
import type {
  AccountDirectory,
  GameStatus,
  GameStore,
  GameSummary,
  OpenedGame,
  Seat,
  SpectatorPolicy,
} from '../contract.js';
import {
  checkPart,
  checkRecord,
  decodeGame,
  encodeGame,
  GAMES,
  KEEP_TURNS,
  markOf,
  PARTS,
  partMatches,
  RECORD_FORMAT,
  RECORD_VERSION,
  restoreMark,
  savedLength,
  summaryOf,
  type GameRecord,
  type Mark,
  type PartDoc,
} from './game-record.js';
import { KEY_PATTERN, StorageError, type Storage } from './storage.js';

/** The computer's part: its commands (App.playComputer's rule applies: then an end of part). */
export type RunComputer = (
  session: AnySession,
  side: SideId,
  gameId: string,
) => readonly unknown[] | Promise<readonly unknown[]>;

/** Tells a player it is their part (the operator's hook, notify.ts). Never throws into the store. */
export type Notify = (account: string, summary: GameSummary) => void;

export type RefusalCode =
  | 'unknown-game'
  | 'unknown-scenario'
  | 'bad-request'
  | 'not-a-player'
  | 'own-challenge'
  | 'seat-taken'
  | 'not-invited'
  | 'not-open'
  | 'waiting'
  | 'game-over'
  | 'abandoned'
  | 'not-your-part'
  | 'computer-playing'
  | 'illegal'
  | 'stale'
  | 'no-spectators'
  | 'player-watching';

/** A request the store refuses; the message is a sentence for the player. */
export class GameRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'GameRefusal';
  }
}

export interface ServerGameStoreOptions {
  readonly runComputer: RunComputer;
  readonly notify?: Notify;
  /**
   * Scenarios by id. Default: the bundled scenarios only — a player's words never name a file of
   * the server's disk.
   */
  readonly resolve?: (id: string) => LoadedScenario | undefined;
  /** To refuse a challenge to a name that has no account. */
  readonly accounts?: Pick<AccountDirectory, 'exists'>;
  readonly now?: () => Date;
  /** Game ids: storage keys (lowercase letters, digits, "-", "_"). Default: 12 random hex digits. */
  readonly newId?: () => string;
  /** Default: 16 random hex digits. */
  readonly newSeed?: () => string;
  /**
   * Not from the source: a game no one has played for 14 days is abandoned (an open challenge no
   * one accepted as well). `Infinity` keeps games for ever.
   */
  readonly timeoutMs?: number;
  /** Not from the source: what spectators see of a game against the computer (default side-late). */
  readonly vsComputerSpectators?: SpectatorPolicy;
  /** Not from the source: games kept decoded in memory (least recently used beyond it are dropped). */
  readonly cacheSize?: number;
  readonly log?: (line: string) => void;
}

export const DEFAULT_TIMEOUT_MS = 14 * 24 * 3600 * 1000;

/** A game decoded: its record and the server's own session of it. */
interface Live {
  rec: GameRecord;
  session: AnySession;
  loaded: LoadedScenario;
}

/** Not from the source: computer parts run one after another at most this many times in a row. */
const MAX_COMPUTER_PARTS = 8;

function bundledOnly(id: string): LoadedScenario | undefined {
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(id)) return undefined;
  try {
    return loadBundledGameScenario(id);
  } catch {
    return undefined;
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export class ServerGameStore implements GameStore {
  private readonly o: ServerGameStoreOptions;
  private readonly resolve: (id: string) => LoadedScenario | undefined;
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;
  /** Every readable game's summary and who may accept it. */
  private readonly index = new Map<string, { summary: GameSummary; invited?: string; createdBy: string }>();
  private readonly live = new Map<string, Live>();
  private readonly listeners = new Map<string, Set<(s: GameSummary) => void>>();
  /** Games whose computer part is running off the main path (an asynchronous runComputer). */
  private readonly busy = new Map<string, Promise<void>>();
  /** Sessions handed out by open(): their game and the log length they started from. */
  private readonly issued = new WeakMap<AnySession, { id: string; from: number }>();
  /** Documents that could not be read when the store opened (the operator's log has them too). */
  readonly damaged: string[] = [];

  constructor(
    private readonly storage: Storage,
    o: ServerGameStoreOptions,
  ) {
    this.o = o;
    // Scenarios are read and checked once, not at every game read back (found ones only: a
    // scenario installed later is found then).
    const find = o.resolve ?? bundledOnly;
    const found = new Map<string, LoadedScenario>();
    this.resolve = (id) => {
      const hit = found.get(id) ?? find(id);
      if (hit) found.set(id, hit);
      return hit;
    };
    this.now = o.now ?? (() => new Date());
    this.timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.log = o.log ?? ((line) => process.stderr.write(`hexfront serve: ${line}\n`));
    for (const id of storage.list(GAMES)) {
      try {
        const rec = checkRecord(storage.get(GAMES, id), `${GAMES}/${id}`);
        if (rec.id !== id) throw new Error(`${GAMES}/${id}: the document is of game "${rec.id}"`);
        // The part document's time is the game's last play (a damaged one leaves the game out).
        const rawPart = storage.get(PARTS, id);
        const part = rawPart === undefined ? undefined : checkPart(rawPart, `${PARTS}/${id}`);
        if (part && partMatches(part, rec) && part.updatedAt > rec.updatedAt) rec.updatedAt = part.updatedAt;
        this.indexRecord(rec);
      } catch (e) {
        // A damaged game is not listed; the others play on. Its file is left for the operator.
        this.damaged.push(id);
        this.log(e instanceof StorageError || e instanceof Error ? e.message : String(e));
      }
    }
  }

  // ---- reading ---------------------------------------------------------------------------------

  private indexRecord(rec: GameRecord): void {
    this.index.set(rec.id, {
      summary: summaryOf(rec),
      ...(rec.invited !== undefined ? { invited: rec.invited } : {}),
      createdBy: rec.createdBy,
    });
  }

  private unknown(gameId: string): GameRefusal {
    return new GameRefusal('unknown-game', `there is no game "${String(gameId)}" on this server`);
  }

  /** The game decoded, through the save module's checks (cached, least recently used dropped). */
  private get(gameId: string): Live {
    if (typeof gameId !== 'string' || !KEY_PATTERN.test(gameId)) throw this.unknown(gameId);
    const hit = this.live.get(gameId);
    if (hit) {
      this.live.delete(gameId);
      this.live.set(gameId, hit);
      return hit;
    }
    const raw = this.storage.get(GAMES, gameId);
    if (raw === undefined) throw this.unknown(gameId);
    const label = `${GAMES}/${gameId}`;
    const rec = checkRecord(raw, label);
    const loaded = this.resolve(rec.scenarioId);
    if (!loaded)
      throw new Error(`${label}: its scenario "${rec.scenarioId}" is not installed on this server`);
    const session = decodeGame(rec, label, this.resolve);
    const g: Live = { rec: asOfPartStart(rec), session, loaded };
    const rawPart = this.storage.get(PARTS, gameId);
    const part = rawPart === undefined ? undefined : checkPart(rawPart, `${PARTS}/${gameId}`);
    if (part && partMatches(part, rec)) {
      // The part so far, through the rules again, as the side to move's: a command refused, or
      // one that ends the part (a part that ends writes the record), means a damaged document.
      const side = session.system.actingSide(session.state);
      part.commands.forEach((cmd, k) => {
        const i = rec.partStart.log + k;
        try {
          this.applyOne(g, side, cmd, i, true);
        } catch (e) {
          throw new Error(`${PARTS}/${gameId}: ${(e as Error).message}`);
        }
        if (g.rec.partStart.log !== part.partStart.log)
          throw new Error(
            `${PARTS}/${gameId}: command ${i + 1} ends the part, which the record does not show`,
          );
      });
      if (part.updatedAt > g.rec.updatedAt) g.rec.updatedAt = part.updatedAt;
    }
    this.live.set(gameId, g);
    const max = this.o.cacheSize ?? 64;
    while (this.live.size > max) this.live.delete(this.live.keys().next().value!);
    return g;
  }

  private summaries(pick: (e: { summary: GameSummary; invited?: string; createdBy: string }) => boolean) {
    return [...this.index.values()]
      .filter(pick)
      .map((e) => e.summary)
      .sort((a, b) =>
        a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id.localeCompare(b.id),
      );
  }

  private static seatedIn(s: GameSummary, account: string): boolean {
    return Object.values(s.seats).some((x) => x?.kind === 'account' && same(x.name, account));
  }

  /** Every game the account sits in (its own open challenges too), the last played first. */
  mine(account: string): GameSummary[] {
    return this.summaries((e) => ServerGameStore.seatedIn(e.summary, account));
  }

  /** Challenges the account may accept: open to anyone, or naming it; never its own. */
  openChallenges(account: string): GameSummary[] {
    return this.summaries(
      (e) =>
        e.summary.status === 'open' &&
        !ServerGameStore.seatedIn(e.summary, account) &&
        (e.invited === undefined || same(e.invited, account)),
    );
  }

  /** Games the account may watch as its policy allows now, where it has no seat. */
  watchable(account: string): GameSummary[] {
    return this.summaries(({ summary: s }) => {
      if (ServerGameStore.seatedIn(s, account)) return false;
      if (s.spectators === 'side-late') return s.status === 'active' || s.status === 'over';
      return s.spectators === 'after-end' && s.status === 'over';
    });
  }

  /** The summary of one game (the lobby's detail line). */
  summary(gameId: string): GameSummary {
    const e = typeof gameId === 'string' ? this.index.get(gameId) : undefined;
    if (!e) throw this.unknown(gameId);
    return e.summary;
  }

  // ---- making games ------------------------------------------------------------------------------

  private scenario(scenarioId: string): LoadedScenario {
    const loaded = typeof scenarioId === 'string' ? this.resolve(scenarioId) : undefined;
    if (!loaded)
      throw new GameRefusal(
        'unknown-scenario',
        `there is no scenario "${String(scenarioId)}" on this server`,
      );
    return loaded;
  }

  private checkSide(system: AnySystem, side: SideId): void {
    if (!system.sides.includes(side))
      throw new GameRefusal(
        'bad-request',
        `side must be one of ${system.sides.join(', ')} (the sides of ${system.title}), got "${String(side)}"`,
      );
  }

  private newId(): string {
    for (let i = 0; i < 8; i++) {
      const id = this.o.newId ? this.o.newId() : randomBytes(6).toString('hex');
      if (!KEY_PATTERN.test(id))
        throw new Error(`the game id generator gave "${id}", which is not a storage key`);
      if (!this.index.has(id) && this.storage.get(GAMES, id) === undefined) return id;
    }
    throw new Error('the game id generator gave 8 ids in use in a row');
  }

  private create(o: {
    account: string;
    loaded: LoadedScenario;
    seats: Record<SideId, Seat | null>;
    seed?: string | undefined;
    status: GameStatus;
    spectators: SpectatorPolicy;
    spectatorSide?: SideId | undefined;
    invited?: string | undefined;
  }): Live {
    const { system, scenario, summary } = o.loaded;
    const seed = o.seed ?? (this.o.newSeed ? this.o.newSeed() : randomBytes(8).toString('hex'));
    if (typeof seed !== 'string' || seed.length === 0 || seed.length > 128)
      throw new GameRefusal('bad-request', 'seed must be 1 to 128 characters');
    const players: Record<SideId, Player> = {};
    for (const s of system.sides) players[s] = o.seats[s]?.kind === 'computer' ? 'computer' : 'human';
    const session = new GameSession(system, scenario, { seed, players });
    const start = markOf(session);
    const at = this.now().toISOString();
    const rec: GameRecord = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      id: this.newId(),
      scenarioId: summary.id,
      title: summary.title,
      seed,
      seats: o.seats,
      ...(o.invited !== undefined ? { invited: o.invited } : {}),
      createdBy: o.account,
      spectators: o.spectators,
      ...(o.spectators === 'side-late' ? { spectatorSide: o.spectatorSide } : {}),
      status: o.status,
      createdAt: at,
      updatedAt: at,
      turn: system.turn(session.state),
      toMove: system.actingSide(session.state),
      save: null,
      partStart: start,
      // Every side's view begins at the start: the sides that do not move first are shown the
      // first part from there.
      unseen: Object.fromEntries(system.sides.map((s) => [s, { before: start, events: [] }])),
      turns: [start],
    };
    const g: Live = { rec, session, loaded: o.loaded };
    this.store(g, true);
    return g;
  }

  createVsComputer(account: string, scenarioId: string, side: SideId, seed?: string): GameSummary {
    const loaded = this.scenario(scenarioId);
    this.checkSide(loaded.system, side);
    const seats: Record<SideId, Seat> = {};
    for (const s of loaded.system.sides)
      seats[s] = s === side ? { kind: 'account', name: account } : { kind: 'computer' };
    const spectators = this.o.vsComputerSpectators ?? 'side-late';
    const g = this.create({
      account,
      loaded,
      seats,
      seed,
      status: 'active',
      spectators,
      spectatorSide: side,
    });
    // The computer may move first.
    this.runComputers(g);
    return summaryOf(this.get(g.rec.id).rec);
  }

  challenge(o: {
    account: string;
    scenarioId: string;
    side: SideId;
    opponent?: string;
    spectators: SpectatorPolicy;
    spectatorSide?: SideId;
  }): GameSummary {
    const loaded = this.scenario(o.scenarioId);
    const { system } = loaded;
    this.checkSide(system, o.side);
    if (!['none', 'side-late', 'after-end'].includes(o.spectators))
      throw new GameRefusal(
        'bad-request',
        `spectators must be none, side-late or after-end, got "${String(o.spectators)}"`,
      );
    if (o.spectatorSide !== undefined) this.checkSide(system, o.spectatorSide);
    if (o.opponent !== undefined) {
      if (same(o.opponent, o.account)) throw new GameRefusal('bad-request', 'you cannot challenge yourself');
      if (this.o.accounts && !this.o.accounts.exists(o.opponent))
        throw new GameRefusal('bad-request', `there is no player named "${o.opponent}" on this server`);
    }
    const seats: Record<SideId, Seat | null> = {};
    for (const s of system.sides) seats[s] = s === o.side ? { kind: 'account', name: o.account } : null;
    const g = this.create({
      account: o.account,
      loaded,
      seats,
      status: 'open',
      spectators: o.spectators,
      // Not from the source: by default spectators see the challenger's side.
      spectatorSide: o.spectatorSide ?? o.side,
      invited: o.opponent,
    });
    const summary = summaryOf(g.rec);
    if (o.opponent !== undefined) this.tell(o.opponent, summary);
    return summary;
  }

  accept(account: string, gameId: string): GameSummary {
    const g = this.get(gameId);
    const { rec } = g;
    if (rec.status !== 'open')
      throw new GameRefusal(
        rec.status === 'over' ? 'game-over' : 'not-open',
        rec.status === 'active'
          ? 'this challenge was accepted already: its seats are taken'
          : rec.status === 'over'
            ? 'this game is over'
            : 'this challenge was withdrawn or timed out',
      );
    if (same(rec.createdBy, account) || this.seatOf(rec, account) !== null)
      throw new GameRefusal('own-challenge', 'this is your own challenge: another player must accept it');
    if (rec.invited !== undefined && !same(rec.invited, account))
      throw new GameRefusal('not-invited', `this challenge is for ${rec.invited} only`);
    const free = Object.keys(rec.seats).find((s) => rec.seats[s] === null);
    if (free === undefined) throw new GameRefusal('seat-taken', 'this game has no free seat');
    const next = workCopy(rec);
    next.seats[free] = { kind: 'account', name: account };
    next.status = 'active';
    delete next.invited;
    const g2: Live = { ...g, rec: next };
    this.store(g2, true);
    const summary = summaryOf(next);
    const toMove = summary.toMove === null ? null : next.seats[summary.toMove];
    if (toMove?.kind === 'account' && !same(toMove.name, account)) this.tell(toMove.name, summary);
    return summary;
  }

  // ---- opening and watching ----------------------------------------------------------------------

  private seatOf(rec: GameRecord, account: string): SideId | null {
    const side = Object.keys(rec.seats).find((s) => {
      const x = rec.seats[s];
      return x?.kind === 'account' && typeof account === 'string' && same(x.name, account);
    });
    return side ?? null;
  }

  open(account: string, gameId: string): OpenedGame {
    const g = this.get(gameId);
    const side = this.seatOf(g.rec, account);
    if (side === null)
      throw new GameRefusal(
        'not-a-player',
        'you have no seat in this game (you may watch it if its players allow it)',
      );
    if (g.rec.status === 'open')
      throw new GameRefusal('waiting', 'this challenge waits for an opponent to accept it');
    if (g.rec.status === 'abandoned')
      throw new GameRefusal('abandoned', 'this game was abandoned: no one played it in time');
    // A computer part left running when the server stopped resumes now.
    if (g.rec.status === 'active') this.runComputers(g);
    const cur = this.get(gameId);
    const session = settled(cur.session);
    this.issued.set(session, { id: gameId, from: session.log.length });
    const unseen = cur.rec.unseen[side];
    const events = (unseen?.events ?? []).flatMap((e) => e.events);
    const before = unseen?.before
      ? {
          state: restoreMark(cur.loaded, cur.session.options, unseen.before, `${GAMES}/${gameId}`),
          log: unseen.before.log,
        }
      : undefined;
    // Once the side has given orders in its part it has been shown what came before (and a replay
    // from `before` would run through its own orders too).
    const { system, state } = cur.session;
    const playing = system.actingSide(state) === side && session.log.length > cur.rec.partStart.log;
    const since =
      !playing && (events.length > 0 || (before && before.log < session.log.length))
        ? { events, ...(before ? { before } : {}) }
        : undefined;
    return { summary: summaryOf(cur.rec), session, side, ...(since ? { since } : {}) };
  }

  /**
   * As a spectator: 'side-late' gives the spectator side's game as it was at the start of the turn
   * before the current one (one full turn late at least; in the first turn, the start of the game,
   * which the scenario's set-up shows anyway); 'after-end' and a finished game give everything.
   * Players of the game may not watch it (they would see the other side's view).
   */
  watch(account: string, gameId: string): OpenedGame {
    const g = this.get(gameId);
    const { rec } = g;
    if (this.seatOf(rec, account) !== null)
      throw new GameRefusal('player-watching', 'you play in this game: open it instead of watching it');
    if (rec.spectators === 'none')
      throw new GameRefusal('no-spectators', 'the players of this game chose to have no spectators');
    if (rec.status === 'over') return { summary: summaryOf(rec), session: settled(g.session), side: null };
    if (rec.spectators === 'after-end')
      throw new GameRefusal('no-spectators', 'spectators may watch this game once it is over');
    if (rec.status !== 'active')
      throw new GameRefusal(
        rec.status === 'open' ? 'waiting' : 'abandoned',
        `this game is ${rec.status === 'open' ? 'not started yet' : 'abandoned'}`,
      );
    const mark = lateMark(rec.turns, rec.turn);
    const state = restoreMark(g.loaded, g.session.options, mark, `${GAMES}/${gameId}`);
    const session = GameSession.fromSnapshot(
      g.session.system,
      g.session.scenario,
      { seed: g.session.seed, players: { ...g.session.players }, game: g.session.options },
      g.session.log.slice(0, mark.log),
      state,
    );
    return { summary: summaryOf(rec), session, side: rec.spectatorSide ?? null };
  }

  // ---- playing -----------------------------------------------------------------------------------

  commit(account: string, gameId: string, session: AnySession): GameSummary {
    const g = this.get(gameId);
    const side = this.seatOf(g.rec, account);
    if (side === null) throw new GameRefusal('not-a-player', 'you have no seat in this game');
    const status = g.rec.status;
    if (status === 'over') throw new GameRefusal('game-over', 'this game is over');
    if (status === 'abandoned')
      throw new GameRefusal('abandoned', 'this game was abandoned: no one played it in time');
    if (status === 'open')
      throw new GameRefusal('waiting', 'this challenge waits for an opponent to accept it');
    if (this.busy.has(gameId)) throw new GameRefusal('computer-playing', 'the computer is playing its part');
    const issued = this.issued.get(session);
    if (issued && issued.id !== gameId)
      throw new GameRefusal('stale', 'this is not the game that was opened');
    if (session.system.id !== g.session.system.id || session.seed !== g.session.seed)
      throw new GameRefusal('stale', 'this is not the game that was opened');
    const work: Live = { ...g, rec: workCopy(g.rec) };
    let changed: boolean;
    try {
      changed = this.absorb(work, side, session, issued?.from ?? 0);
    } catch (e) {
      // The server's copy may be half-way: read it again from the store next time.
      this.live.delete(gameId);
      throw e;
    }
    if (changed) this.store(work, false);
    this.runComputers(this.get(gameId));
    const cur = this.get(gameId);
    const summary = summaryOf(cur.rec);
    if (changed && summary.toMove !== null && summary.toMove !== side) {
      const seat = cur.rec.seats[summary.toMove];
      if (seat?.kind === 'account' && !same(seat.name, account)) this.tell(seat.name, summary);
    }
    return summary;
  }

  /**
   * Takes the client's commands after the server's part start: what both logs share stays, what
   * the client took back (undo within the part) is taken back, and each new command is applied by
   * the rules to the server's copy as `side`'s. True when the game changed.
   */
  private absorb(g: Live, side: SideId, client: AnySession, from: number): boolean {
    const sys = g.session.system;
    const start = g.rec.partStart.log;
    const theirs = client.log;
    let ours = g.session.log;
    if (theirs.length < start)
      throw new GameRefusal('stale', 'this copy of the game is out of date: open the game again');
    const eq = (i: number) => theirs[i] === ours[i] || canonicalJson(theirs[i]) === canonicalJson(ours[i]);
    // The part before `start` cannot be taken back; a copy opened earlier must agree with it.
    for (let i = Math.min(from, start); i < start; i++)
      if (!eq(i)) throw new GameRefusal('stale', 'this copy of the game is out of date: open the game again');
    let d = start;
    while (d < ours.length && d < theirs.length && eq(d)) d++;
    if (d === ours.length && d === theirs.length) return false;
    if (d < ours.length) {
      // The client took back commands of this part: rebuild the server's copy from the part start.
      const loaded = g.loaded;
      const state = restoreMark(loaded, g.session.options, g.rec.partStart, `${GAMES}/${g.rec.id}`);
      const rebuilt = GameSession.fromSnapshot(
        sys,
        loaded.scenario,
        { seed: g.session.seed, players: { ...g.session.players }, game: g.session.options },
        ours.slice(0, start),
        state,
      );
      for (let i = start; i < d; i++) rebuilt.apply(ours[i]);
      g.session = rebuilt;
      ours = rebuilt.log;
      for (const u of Object.values(g.rec.unseen)) u.events = u.events.filter((e) => e.log < d);
    }
    for (let i = d; i < theirs.length; i++) this.applyOne(g, side, theirs[i], i, true);
    // The client's copy must be the server's: checked when the part ends (a state hash costs more
    // than a command; within the part, every command was already re-applied by the rules here).
    const ended = g.rec.partStart.log !== start || sys.result(g.session.state) !== null;
    if (ended && sys.hash(g.session.state) !== sys.hash(client.state))
      throw new GameRefusal('stale', 'this copy of the game differs from the server’s: open the game again');
    return true;
  }

  /** One command of `side` through the rules; records what the other sides will be shown. */
  private applyOne(g: Live, side: SideId, cmd: unknown, index: number, strict: boolean): boolean {
    const s = g.session;
    const sys = s.system;
    if (sys.result(s.state) !== null) {
      if (strict) throw new GameRefusal('game-over', `command ${index + 1}: the game is over`);
      return false;
    }
    const acting = sys.actingSide(s.state);
    if (acting !== side) {
      if (strict)
        throw new GameRefusal(
          'not-your-part',
          `command ${index + 1}: it is the ${sys.sideName(acting)} part, not the ${sys.sideName(side)} one`,
        );
      return false;
    }
    const turn = sys.turn(s.state);
    const r = s.apply(cmd);
    if (!r.ok) {
      if (strict)
        throw new GameRefusal('illegal', `command ${index + 1} is refused by the rules: ${r.error.message}`);
      return false;
    }
    for (const other of sys.sides)
      if (other !== side) g.rec.unseen[other]!.events.push({ log: index, events: r.events });
    const over = sys.result(s.state) !== null;
    if (over || sys.actingSide(s.state) !== side) {
      // The part ends: the next part starts here, and `side` has seen everything up to here.
      const mark = markOf(s);
      g.rec.partStart = mark;
      g.rec.unseen[side] = { before: mark, events: [] };
      if (sys.turn(s.state) !== turn) pushTurn(g.rec, mark);
    } else if (sys.turn(s.state) !== turn) pushTurn(g.rec, markOf(s));
    return true;
  }

  /** The computer's part: its commands, then the end of its part if it did not end it. */
  private playComputer(g: Live, side: SideId, commands: readonly unknown[]): void {
    const s = g.session;
    const sys = s.system;
    for (const cmd of commands) {
      if (sys.result(s.state) !== null || sys.actingSide(s.state) !== side) break;
      this.applyOne(g, side, cmd, s.log.length, false);
    }
    if (sys.result(s.state) === null && sys.actingSide(s.state) === side)
      this.applyOne(g, side, sys.endTurnCommand(s.state), s.log.length, false);
  }

  private computerToMove(g: Live): SideId | null {
    const { system, state } = g.session;
    if (g.rec.status !== 'active' || system.result(state) !== null) return null;
    const side = system.actingSide(state);
    return g.rec.seats[side]?.kind === 'computer' ? side : null;
  }

  /**
   * Plays the computer's parts while it is the computer's part. A synchronous runComputer plays
   * at once; an asynchronous one runs in the background (commits wait: 'computer-playing'), and
   * when it is done the game is stored and the player told.
   */
  private runComputers(g: Live): void {
    const id = g.rec.id;
    if (this.busy.has(id)) return;
    for (let n = 0; n < MAX_COMPUTER_PARTS; n++) {
      const side = this.computerToMove(g);
      if (side === null) return;
      let out: readonly unknown[] | Promise<readonly unknown[]>;
      try {
        out = this.o.runComputer(settled(g.session), side, id);
      } catch (e) {
        this.log(`game ${id}: the computer player failed (${(e as Error).message}); its part ends`);
        out = [];
      }
      if (out instanceof Promise) {
        const done = out
          .catch((e: unknown) => {
            this.log(
              `game ${id}: the computer player failed (${e instanceof Error ? e.message : String(e)}); its part ends`,
            );
            return [] as readonly unknown[];
          })
          .then((cmds) => {
            this.busy.delete(id);
            const cur = this.get(id);
            if (this.computerToMove(cur) !== side) return;
            const work: Live = { ...cur, rec: workCopy(cur.rec) };
            this.playComputer(work, side, cmds);
            this.store(work, true);
            this.runComputers(this.get(id));
            const after = this.get(id);
            const summary = summaryOf(after.rec);
            const seat = summary.toMove === null ? null : after.rec.seats[summary.toMove];
            // The player is told unless someone follows the game live (the player, at its screen).
            const watched = (this.listeners.get(id)?.size ?? 0) > 0;
            if (!this.busy.has(id) && !watched && seat?.kind === 'account') this.tell(seat.name, summary);
          })
          .catch((e: unknown) => {
            this.busy.delete(id);
            this.log(
              `game ${id}: storing the computer's part failed (${e instanceof Error ? e.message : String(e)})`,
            );
          });
        this.busy.set(id, done);
        return;
      }
      const work: Live = { ...g, rec: workCopy(g.rec) };
      this.playComputer(work, side, out);
      this.store(work, true);
      g = this.get(id);
    }
  }

  /** Resolves when the game's background computer part (if any) is stored. */
  async idle(gameId?: string): Promise<void> {
    for (;;) {
      const pending = gameId !== undefined ? [this.busy.get(gameId)] : [...this.busy.values()];
      const left = pending.filter((p): p is Promise<void> => p !== undefined);
      if (left.length === 0) return;
      await Promise.all(left);
    }
  }

  /** Starts the computer's parts left waiting when the server stopped (call once at start). */
  resumeComputers(): void {
    for (const { summary } of this.index.values()) {
      if (summary.status !== 'active' || summary.toMove === null) continue;
      if (summary.seats[summary.toMove]?.kind !== 'computer') continue;
      try {
        this.runComputers(this.get(summary.id));
      } catch (e) {
        this.log(`game ${summary.id}: ${(e as Error).message}`);
      }
    }
  }

  // ---- storing, expiry, listeners ----------------------------------------------------------------

  /**
   * Writes the game, then tells the listeners. Where a part begins, the game record with the game
   * as a save, then the part document is dropped: a crash between the two leaves a part document
   * that no longer matches the record, and is ignored. Within a part, the part document (the
   * commands since it began), then the record when `record` says its seats or status changed.
   */
  private store(g: Live, record: boolean): void {
    const { system, state } = g.session;
    const now = this.now();
    const rec = g.rec;
    const log = g.session.log;
    const start = rec.partStart.log;
    rec.updatedAt = now.toISOString();
    rec.turn = system.turn(state);
    rec.toMove = system.actingSide(state);
    if (rec.status === 'active' && system.result(state) !== null) rec.status = 'over';
    try {
      if (savedLength(rec.save) !== start) {
        if (log.length !== start)
          throw new Error(`game ${rec.id}: a save is written only where a part begins (a bug of the store)`);
        rec.save = encodeGame(g.session, now);
        this.storage.put(GAMES, rec.id, asOfPartStart(rec));
        this.storage.delete(PARTS, rec.id);
      } else {
        if (log.length > start) {
          const part: PartDoc = {
            format: 'hexfront-server-part',
            version: 1,
            game: rec.id,
            partStart: { log: start, stateHash: rec.partStart.stateHash },
            commands: log.slice(start),
            updatedAt: rec.updatedAt,
          };
          this.storage.put(PARTS, rec.id, part);
        } else this.storage.delete(PARTS, rec.id);
        if (record) this.storage.put(GAMES, rec.id, asOfPartStart(rec));
      }
    } catch (e) {
      // Not stored: the copy in memory is ahead of the stored one; read the stored one next time.
      this.live.delete(rec.id);
      throw e;
    }
    this.live.set(rec.id, g);
    this.indexRecord(rec);
    this.fire(rec.id, summaryOf(rec));
  }

  private tell(account: string, summary: GameSummary): void {
    if (!this.o.notify) return;
    try {
      this.o.notify(account, summary);
    } catch (e) {
      this.log(`notifying ${account} of game ${summary.id} failed: ${(e as Error).message}`);
    }
  }

  expire(nowMs: number): number {
    if (!Number.isFinite(this.timeoutMs)) return 0;
    let n = 0;
    for (const { summary } of [...this.index.values()]) {
      if (summary.status !== 'active' && summary.status !== 'open') continue;
      if (this.busy.has(summary.id)) continue;
      if (Date.parse(summary.updatedAt) > nowMs - this.timeoutMs) continue;
      try {
        const g = this.get(summary.id);
        const rec = workCopy(g.rec);
        rec.status = 'abandoned';
        rec.updatedAt = new Date(nowMs).toISOString();
        this.storage.put(GAMES, rec.id, asOfPartStart(rec));
        this.live.set(rec.id, { ...g, rec });
        this.indexRecord(rec);
        this.fire(rec.id, summaryOf(rec));
        n++;
      } catch (e) {
        this.log(`game ${summary.id}: could not be marked abandoned (${(e as Error).message})`);
      }
    }
    return n;
  }

  subscribe(gameId: string, listener: (summary: GameSummary) => void): () => void {
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    set.add(listener);
    return () => {
      const s = this.listeners.get(gameId);
      if (!s) return;
      s.delete(listener);
      if (s.size === 0) this.listeners.delete(gameId);
    };
  }

  private fire(gameId: string, summary: GameSummary): void {
    for (const l of [...(this.listeners.get(gameId) ?? [])]) {
      try {
        l(summary);
      } catch (e) {
        this.log(`a listener of game ${gameId} failed: ${(e as Error).message}`);
      }
    }
  }
}

/**
 * A copy of the record to change: what a commit changes in place (seats, the unseen lists, the
 * turn starts) is copied; the save and the marks are replaced whole, never changed, so they are
 * shared (a deep copy of a long game's save at every command would cost more than the command).
 */
function workCopy(r: GameRecord): GameRecord {
  return {
    ...r,
    seats: { ...r.seats },
    unseen: Object.fromEntries(
      Object.entries(r.unseen).map(([k, u]) => [k, { ...u, events: [...u.events] }]),
    ),
    turns: [...r.turns],
  };
}

/**
 * The record as of its part start: what the part's commands add (their events for the other
 * sides, a turn start within the part) is left out; re-applying the part document on reading
 * adds it again.
 */
function asOfPartStart(r: GameRecord): GameRecord {
  const start = r.partStart.log;
  return {
    ...r,
    unseen: Object.fromEntries(
      Object.entries(r.unseen).map(([k, u]) => [k, { ...u, events: u.events.filter((e) => e.log < start) }]),
    ),
    turns: r.turns.filter((m) => m.log <= start),
  };
}

/** Keeps the start of a new turn, and only the last KEEP_TURNS of them. */
function pushTurn(rec: GameRecord, mark: Mark): void {
  rec.turns.push(mark);
  while (rec.turns.length > KEEP_TURNS) rec.turns.shift();
}

/**
 * What side-late spectators see at live turn `turn`: the newest kept turn start of a turn before
 * it; in the first turn (none before it), the start of the game.
 */
export function lateMark(turns: readonly Mark[], turn: number): Mark {
  const earlier = turns.filter((m) => m.turn < turn);
  return earlier.at(-1) ?? turns[0]!;
}
