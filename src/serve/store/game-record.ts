// The stored document of one server game (issue 19 "Asynchronous play"): who sits where, what
// spectators may see, the game itself as a save file holds it at the start of the current part
// (src/save/save-file.ts, so that the same checks apply when it is read back: the snapshot through
// the system's restore, the state hash, the meta), where the current part began, what each side has not seen yet (the events of
// the other sides' parts since its own part ended, and the state there, for the replay through its
// fog), and snapshots at the start of the last turns for spectators who watch one turn late.
// The commands of the current part are a second, small document (PartDoc), written at every
// command: a command costs a write of the part so far, not of the whole game with its snapshots.

import { z } from 'zod';
import type { AnySystem, GameOptions, SideId } from '../../engine/core/system.js';
import type { GameStatus, GameSummary, Seat, SpectatorPolicy } from '../contract.js';
import { decodeSave, encodeSave, loadSession, SaveError } from '../../save/save-file.js';
import type { LoadedScenario } from '../../scenario/load.js';
import type { AnySession } from '../../session/session.js';

export const GAMES = 'games';
export const RECORD_FORMAT = 'hexfront-server-game';
export const RECORD_VERSION = 1;

/** The game at one point of its log, as the system snapshots it. */
export interface Mark {
  readonly log: number;
  readonly turn: number;
  readonly snapshot: unknown;
  readonly stateHash: string;
}

/** The events of the command at index `log`, kept for the sides that did not give it. */
export interface CommandEvents {
  readonly log: number;
  readonly events: readonly unknown[];
}

/** What one side has not seen: everything played since its part ended (`before`). */
export interface Unseen {
  before?: Mark;
  events: CommandEvents[];
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  id: string;
  scenarioId: string;
  title: string;
  seed: string;
  seats: Record<SideId, Seat | null>;
  /** A challenge to one named account; absent for an open challenge or an accepted one. */
  invited?: string;
  createdBy: string;
  spectators: SpectatorPolicy;
  spectatorSide?: SideId;
  status: GameStatus;
  createdAt: string;
  updatedAt: string;
  /** The game's turn and the side to move, as the summary shows them (null when not active). */
  turn: number;
  toMove: SideId | null;
  /** The game as encodeSave writes it (parsed), as it was where the current part began. */
  save: unknown;
  /** Where the acting side's current part began: commits may take back commands after it only. */
  partStart: Mark;
  unseen: Record<SideId, Unseen>;
  /** The starts of the last turns, oldest first (at most KEEP_TURNS). */
  turns: Mark[];
}

/** The turn starts kept: the current one and the one before it (side-late spectators see that). */
export const KEEP_TURNS = 2;

const seatShape = z.union([
  z.object({ kind: z.literal('computer') }).strict(),
  z.object({ kind: z.literal('account'), name: z.string().min(1).max(64) }).strict(),
]);
const markShape = z.object({
  log: z.number().int().min(0),
  turn: z.number().int(),
  snapshot: z.unknown(),
  stateHash: z.string().min(1),
});
const recordShape = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  id: z.string(),
  scenarioId: z.string().min(1),
  title: z.string(),
  seed: z.string(),
  seats: z.record(z.string(), seatShape.nullable()),
  invited: z.string().optional(),
  createdBy: z.string(),
  spectators: z.enum(['none', 'side-late', 'after-end']),
  spectatorSide: z.string().optional(),
  status: z.enum(['open', 'active', 'over', 'abandoned']),
  createdAt: z.string(),
  updatedAt: z.string(),
  turn: z.number().int(),
  toMove: z.string().nullable(),
  save: z.unknown(),
  partStart: markShape,
  unseen: z.record(
    z.string(),
    z.object({
      before: markShape.optional(),
      events: z.array(z.object({ log: z.number().int().min(0), events: z.array(z.unknown()) })),
    }),
  ),
  turns: z.array(markShape).max(KEEP_TURNS),
});

/** The record's fields checked; throws an Error naming the first wrong field. */
export function checkRecord(raw: unknown, label: string): GameRecord {
  const r = recordShape.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new Error(`${label}: field "${i.path.join('.')}" ${i.message.toLowerCase()}`);
  }
  return r.data as GameRecord;
}

export function summaryOf(r: GameRecord): GameSummary {
  return {
    id: r.id,
    scenarioId: r.scenarioId,
    title: r.title,
    seats: { ...r.seats },
    status: r.status,
    toMove: r.status === 'active' ? r.toMove : null,
    turn: r.turn,
    updatedAt: r.updatedAt,
    spectators: r.spectators,
    ...(r.spectatorSide !== undefined ? { spectatorSide: r.spectatorSide } : {}),
  };
}

export function markOf(session: AnySession): Mark {
  const { system, state } = session;
  return {
    log: session.log.length,
    turn: system.turn(state),
    // As JSON writes it, so that what is kept in memory is what is read back.
    snapshot: JSON.parse(JSON.stringify(system.snapshot(state))) as unknown,
    stateHash: system.hash(state),
  };
}

/** The state of a mark, rebuilt by the system's restore (which checks it) and checked by its hash. */
export function restoreMark(loaded: LoadedScenario, options: GameOptions, m: Mark, label: string): unknown {
  const sys: AnySystem = loaded.system;
  let state: unknown;
  try {
    state = sys.restore(loaded.scenario, options, m.snapshot);
  } catch (e) {
    throw new Error(`${label}: the snapshot at command ${m.log} is damaged (${(e as Error).message})`);
  }
  if (sys.hash(state) !== m.stateHash)
    throw new Error(`${label}: the snapshot at command ${m.log} does not match its hash`);
  return state;
}

/** The game as the save module writes it, parsed (a server game is never sealed: no keyring). */
export function encodeGame(session: AnySession, now: Date): unknown {
  return JSON.parse(encodeSave(session, {}, now)) as unknown;
}

/**
 * The game read back as it was where the current part began: the save through the save module's
 * checks (a SaveError names `label` and the field), which must be the game of `partStart`.
 */
export function decodeGame(
  rec: Pick<GameRecord, 'save' | 'partStart'>,
  label: string,
  resolve: (id: string) => LoadedScenario | undefined,
): AnySession {
  const session = loadSession(decodeSave(JSON.stringify(rec.save), label, { ask: false }), label, resolve);
  const sys = session.system;
  if (session.log.length !== rec.partStart.log || sys.hash(session.state) !== rec.partStart.stateHash)
    throw new Error(
      `${label}: field "save" is not the game where the current part began (field "partStart")`,
    );
  return session;
}

/** The length of the log in a stored save (where it stands), or -1 when there is none. */
export function savedLength(save: unknown): number {
  const log = (save as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? log.length : -1;
}

export const PARTS = 'parts';

/**
 * The commands of a game's current part, after its save. It counts only while its `partStart`
 * is the game record's: a part that ended wrote the record first, and the old part document is
 * then ignored (and removed).
 */
export interface PartDoc {
  readonly format: 'hexfront-server-part';
  readonly version: 1;
  readonly game: string;
  readonly partStart: { readonly log: number; readonly stateHash: string };
  readonly commands: readonly unknown[];
  readonly updatedAt: string;
}

const partShape = z.object({
  format: z.literal('hexfront-server-part'),
  version: z.literal(1),
  game: z.string(),
  partStart: z.object({ log: z.number().int().min(0), stateHash: z.string() }),
  commands: z.array(z.unknown()),
  updatedAt: z.string(),
});

export function checkPart(raw: unknown, label: string): PartDoc {
  const r = partShape.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0]!;
    throw new Error(`${label}: field "${i.path.join('.')}" ${i.message.toLowerCase()}`);
  }
  return r.data as PartDoc;
}

/** The part document belongs to the record's current part. */
export function partMatches(part: PartDoc, rec: GameRecord): boolean {
  return (
    part.game === rec.id &&
    part.partStart.log === rec.partStart.log &&
    part.partStart.stateHash === rec.partStart.stateHash
  );
}

export { SaveError };
