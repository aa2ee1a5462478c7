// The seams of `hexfront serve` (issue 19), so that its three parts can be built and tested apart:
// - the SSH front (src/serve/ssh/): transport, authentication, limits, one terminal per channel;
// - the store (src/serve/store/): accounts and the games that live on the server, behind Storage;
// - the connection (src/serve/lobby/): what one logged-in player sees, the lobby and the game.
// Nothing here is process-global: every session gets its own objects.

import type { SideId } from '../engine/core/system.js';
import type { AnySession } from '../session/session.js';

/** A public key as ssh2 offers it (ctx.key in a publickey authentication). */
export interface PublicKeyRef {
  readonly algo: string;
  /** The key's wire data, base64. */
  readonly data: string;
}

export interface Account {
  readonly name: string;
  readonly createdAt: string;
  /** Public keys that log in as this account. */
  readonly keys: readonly PublicKeyRef[];
  /** Has a password (stored as a scrypt verifier, never in clear). */
  readonly hasPassword: boolean;
}

/** Who an SSH session is, once the front has authenticated it. */
export type Identity =
  | { readonly kind: 'account'; readonly account: Account }
  /**
   * Someone the server does not know yet: the account is created at first login, in the screen.
   * `key` is the public key they proved they hold (it gets tied to the new account); without one
   * they choose a password instead.
   */
  | { readonly kind: 'newcomer'; readonly key?: PublicKeyRef; readonly sshUser: string };

/** The accounts, as the SSH front asks about them during authentication. */
export interface AccountDirectory {
  byKey(key: PublicKeyRef): Account | undefined;
  /** Resolves to the account when the name exists and the password matches. */
  checkPassword(name: string, password: string): Promise<Account | undefined>;
  exists(name: string): boolean;
}

/** A terminal on an SSH channel, as blessed needs it (a duplex stream that looks like a TTY). */
export interface TerminalStream extends NodeJS.ReadWriteStream {
  columns: number;
  rows: number;
  readonly isTTY: true;
  setRawMode(on: boolean): unknown;
}

/** One SSH session with a terminal, handed by the front to the connection. */
export interface ConnectionContext {
  readonly identity: Identity;
  readonly tty: TerminalStream;
  /** The client's address, for logs. */
  readonly remote: string;
  /**
   * Ends the session: shows `message` (if any) on the terminal, then closes the channel with the
   * exit code. Safe to call twice.
   */
  close(code?: number, message?: string): void;
  /** Called when the channel closes from the other end (disconnect, idle timeout). */
  onClose(handler: () => void): void;
}

/** What the front runs for each session; it resolves when the player leaves. */
export type ConnectionHandler = (ctx: ConnectionContext) => Promise<void>;

/** Who plays one side of a server game. */
export type Seat = { readonly kind: 'computer' } | { readonly kind: 'account'; readonly name: string };

export type GameStatus = 'open' | 'active' | 'over' | 'abandoned';

/** What spectators may see, as the players chose when the game was made. */
export type SpectatorPolicy = 'none' | 'side-late' | 'after-end';

/** A game as the lobby lists it. */
export interface GameSummary {
  readonly id: string;
  readonly scenarioId: string;
  readonly title: string;
  readonly seats: Readonly<Record<SideId, Seat | null>>;
  readonly status: GameStatus;
  /** The side whose part it is (null when open, over or abandoned). */
  readonly toMove: SideId | null;
  readonly turn: number;
  readonly updatedAt: string;
  readonly spectators: SpectatorPolicy;
  /** For 'side-late': the side whose view spectators get, one turn late. */
  readonly spectatorSide?: SideId;
}

/** A server game opened for one side to play its part (or to watch). */
export interface OpenedGame {
  readonly summary: GameSummary;
  readonly session: AnySession;
  /** The side this viewer plays or watches as (null: watching a finished game, everything shown). */
  readonly side: SideId | null;
  /**
   * The opponent's part since this side last played: its events, as the App's pbem option takes
   * them, and the state where it began, for the replay on the map (issue 19 "shown the opponent's
   * turn through your fog").
   */
  readonly since?: {
    readonly events: readonly unknown[];
    readonly before?: { readonly state: unknown; readonly log: number };
  };
}

/** The games on the server (src/serve/store/ implements it over Storage). */
export interface GameStore {
  /** The account's games, open challenges it made, and those it can accept or watch. */
  mine(account: string): GameSummary[];
  openChallenges(account: string): GameSummary[];
  watchable(account: string): GameSummary[];
  /** A new game against the computer; the account plays `side`. */
  createVsComputer(account: string, scenarioId: string, side: SideId, seed?: string): GameSummary;
  /** A challenge: `opponent` named, or open to anyone when undefined. */
  challenge(o: {
    account: string;
    scenarioId: string;
    side: SideId;
    opponent?: string;
    spectators: SpectatorPolicy;
    /** For 'side-late': the side spectators see, one turn late (default: the challenger's). */
    spectatorSide?: SideId;
  }): GameSummary;
  /** Takes the free seat of a challenge; refused with a clear message when it is not free. */
  accept(account: string, gameId: string): GameSummary;
  /** Opens a game for the account's side (refused if the account has no seat). */
  open(account: string, gameId: string): OpenedGame;
  /** Opens a game for a spectator, as its policy allows (refused otherwise). */
  watch(account: string, gameId: string): OpenedGame;
  /**
   * Stores the session after the account's part (or after any command, so that a dropped
   * connection loses nothing). When the part has ended, the next side's player is notified.
   */
  commit(account: string, gameId: string, session: AnySession): GameSummary;
  /** Marks games abandoned that no one has played for `timeoutMs`; returns how many. */
  expire(nowMs: number): number;
  /** Called whenever a game changes, for live play and the lobby (returns an unsubscribe). */
  subscribe(gameId: string, listener: (summary: GameSummary) => void): () => void;
}
