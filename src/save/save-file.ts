// Save files (design invariant 4): versioned JSON holding the rule system, the scenario id, version
// and content hash, the start record (seed and options), the command log, a snapshot for fast
// loading, the snapshot's state hash and an integrity hash over all of it. Written atomically.
// Nothing of a file is trusted (issue 21): every load reads only a regular file of bounded size
// and depth, checks every field against schema.ts, the sides against the system, the snapshot
// through the system's restore (which validates it), the hash and the meta against the restored
// state; `replay --verify` replays the log and compares everything. A mismatch is "this save was
// changed or damaged: <what>", naming the file and the field, and nothing loads. A game with
// passwords is saved encrypted (seal.ts, src/session/keyring.ts). The save knows no system: the
// snapshot, the log and the state hash are handed back to the system the save names.

import { readdirSync, lstatSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { canonicalJson } from '../engine/core/serialize.js';
import type { AnySystem, GameOptions, SideId } from '../engine/core/system.js';
import { DEFAULT_SYSTEM_ID, listSystems, systemById } from '../engine/registry.js';
import { GameSession, type AnySession, type LogEntry, type Player } from '../session/session.js';
import { Keyring, MAX_KDF, type WrappedKey } from '../session/keyring.js';
import { scenarioContentHash, type LoadedScenario } from '../scenario/load.js';
import { writeFileAtomic } from './atomic.js';
import { sha256 } from './hash.js';
import { defaultPassword, offerPassword, type PasswordSource } from './password.js';
import { checkJsonDepth, decodeUtf8, readRegularFile, SaveTextError } from './read-text.js';
import {
  firstIssue,
  plainV2Shape,
  plainV3Shape,
  SAVE_FORMAT,
  sealedBodyShape,
  sealedShape,
} from './schema.js';
import { openBody, sealBody, type SealedPart } from './seal.js';
import { sweepOnce } from './stale-temp.js';

export { SAVE_FORMAT };
/**
 * 3 binds the seed and options into the start record and may be sealed (games with passwords); 2
 * names the rule system; version 1 files (written before there were several) are Panzer Campaigns.
 */
export const SAVE_VERSION = 3;

/** The words every refusal of an edited or broken file starts with (after the file's name). */
export const DAMAGED = 'this save was changed or damaged';

export interface SaveMeta {
  /** Real-world time of saving, ISO 8601. */
  readonly savedAt: string;
  readonly title: string;
  readonly turn: number;
  /** The side giving orders when the game was saved. */
  readonly activeSide: SideId;
  readonly players: Record<SideId, Player>;
  /** The game has ended (a finished game is not offered for "continue"). */
  readonly over?: boolean;
  readonly label?: string;
  /** The side whose player saved; hot-seat saves show the list from that side. */
  readonly side?: SideId;
  /** Settings a client wants back (difficulty...). */
  readonly options?: Record<string, unknown>;
}

/** An encrypted save once opened: its keyring, and the side whose password opened it. */
export interface SaveLock {
  readonly keyring: Keyring;
  readonly side: SideId;
}

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: number;
  /** The rule system's id; decodeSave fills in the default system for version 1 files, which have none. */
  readonly system: string;
  readonly scenario: { readonly id: string; readonly version: number; readonly hash: string };
  readonly seed: string;
  /** Optional rules and fog of war chosen at the start (PC-OPT-19 for Panzer Campaigns). */
  readonly options: GameOptions;
  /** The commands applied, in the system's own format. */
  readonly log: readonly unknown[];
  /** RuleSystem.snapshot of the state. */
  readonly snapshot: unknown;
  readonly stateHash: string;
  readonly meta: SaveMeta;
  /**
   * The session's recent entries (commands and events of this and the previous player turn), so
   * that the report after loading shows them; absent in saves written before it was kept.
   */
  readonly recent?: readonly LogEntry[];
  /** Present when the file was encrypted. */
  readonly lock?: SaveLock;
}

export class SaveError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'SaveError';
  }
}

/**
 * An encrypted save read without its password. `offer` checks a password against the file's keys
 * (scrypt, slow on purpose) and, when it is a side's, keeps it for the next read of the file.
 */
export class LockedSaveError extends SaveError {
  constructor(
    file: string,
    /** Sides that have a password, in the system's order. */
    readonly sides: readonly SideId[],
    readonly meta: SaveMeta,
    private readonly tryPassword: (password: string) => SideId | null,
  ) {
    super(
      file,
      `this game is protected by passwords (${sides.join(', ')}): give the password of one of its players (on a terminal, or in HEXFRONT_PASSWORD)`,
    );
    this.name = 'LockedSaveError';
  }

  offer(password: string): SideId | null {
    const side = this.tryPassword(password);
    if (side !== null) offerPassword(this.file, password);
    return side;
  }
}

/** How to open an encrypted save: a password, or where to ask for one (default: password.ts). */
export interface OpenOptions {
  readonly password?: string;
  readonly ask?: PasswordSource | false;
  /**
   * Open with this side's password only (`render --side X`, `report --side X`): the view of a side
   * needs that side's password. Ignored when the side has none.
   */
  readonly side?: SideId;
}

const damaged = (file: string, what: string) => new SaveError(file, `${DAMAGED}: ${what}`);

function integrityOf(body: object): string {
  return sha256(canonicalJson(body));
}

/** The parts of a save every format shares, as written. */
function headerOf(session: AnySession, meta: Partial<SaveMeta>, now: Date) {
  const { system, state } = session;
  const summary = system.summarize(session.scenario);
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: system.id,
    scenario: { id: summary.id, version: summary.version, hash: scenarioContentHash(session.scenario) },
    meta: {
      savedAt: now.toISOString(),
      title: summary.title,
      turn: system.turn(state),
      activeSide: system.actingSide(state),
      players: session.players,
      over: system.result(state) !== null,
      ...meta,
    },
  };
}

/**
 * The file's text. A game with passwords (session.keyring) is sealed; any other is readable JSON
 * with an integrity hash (which catches damage, not a careful forger: docs/saves.md).
 */
export function encodeSave(session: AnySession, meta: Partial<SaveMeta> = {}, now = new Date()): string {
  const { system, state } = session;
  const header = headerOf(session, meta, now);
  // As the file will hold them (a value JSON cannot write, such as Infinity, becomes null), so
  // that the hashes are taken over what is read back.
  const body = JSON.parse(
    JSON.stringify({
      start: { seed: session.seed, options: session.options },
      log: session.log,
      snapshot: system.snapshot(state),
      stateHash: system.hash(state),
      recent: session.recentEntries,
    }),
  ) as object;
  const ring = session.keyring;
  if (ring && ring.sides().length > 0)
    return JSON.stringify({ ...header, sealed: sealBody(header, body, ring) });
  const plain = { ...header, ...body };
  return JSON.stringify({ ...plain, integrity: integrityOf(plain) });
}

/** The save's system, and its sides in the fields that name them; throws SaveError naming the field. */
function checkSides(
  raw: { system?: string | undefined; meta: z.infer<typeof plainV3Shape>['meta'] },
  file: string,
  recent?: readonly { side: string }[],
  keySides?: readonly string[],
): AnySystem {
  const id = raw.system ?? DEFAULT_SYSTEM_ID;
  const system = systemById(id);
  if (!system)
    throw new SaveError(
      file,
      `the save is of a rule system this hexfront does not know ("${id}"); known: ${listSystems()
        .map((s) => s.id)
        .join(', ')}`,
    );
  const sides = system.sides;
  const bad = (field: string, got: string) =>
    damaged(
      file,
      `field "${field}" must be one of ${sides.join(', ')} (the sides of ${system.title}), got "${got}"`,
    );
  const { meta } = raw;
  const named = Object.keys(meta.players);
  const stray = named.find((s) => !sides.includes(s));
  if (stray !== undefined) throw bad(`meta.players.${stray}`, stray);
  const missing = sides.find((s) => !named.includes(s));
  if (missing !== undefined)
    throw damaged(file, `field "meta.players" names no player for the side "${missing}"`);
  if (!sides.includes(meta.activeSide)) throw bad('meta.activeSide', meta.activeSide);
  if (meta.side !== undefined && !sides.includes(meta.side)) throw bad('meta.side', meta.side);
  recent?.forEach((e, i) => {
    if (!sides.includes(e.side)) throw bad(`recent.${i}.side`, e.side);
  });
  const strayKey = keySides?.find((s) => !sides.includes(s));
  if (strayKey !== undefined) throw bad(`sealed.keys.${strayKey}`, strayKey);
  return system;
}

/** The recent entries' commands are the log's, in order (a subsequence of its tail). */
function checkRecent(log: readonly unknown[], recent: readonly LogEntry[] | undefined, file: string): void {
  if (!recent || recent.length === 0) return;
  if (recent.length > log.length)
    throw damaged(file, `field "recent" has ${recent.length} entries, the log only ${log.length} commands`);
  let j = log.length - 1;
  for (let i = recent.length - 1; i >= 0; i--) {
    const want = canonicalJson(recent[i]!.command);
    while (j >= 0 && canonicalJson(log[j]) !== want) j--;
    if (j < 0) throw damaged(file, `field "recent.${i}.command" is not a command of the log`);
    j--;
  }
}

function parseJson(text: string, file: string): unknown {
  try {
    checkJsonDepth(text);
    return JSON.parse(text);
  } catch (e) {
    if (e instanceof SaveTextError) throw damaged(file, e.message);
    throw new SaveError(
      file,
      `not a save file: the JSON is broken (${(e as Error).message}); the file may be truncated`,
    );
  }
}

function zodCheck<T>(schema: z.ZodType<T>, value: unknown, file: string, prefix = ''): T {
  const r = schema.safeParse(value);
  if (!r.success) throw damaged(file, firstIssue(r.error, prefix));
  return r.data;
}

/** The format and version, before anything else is read. */
function checkFormat(raw: unknown, file: string): void {
  if (
    typeof raw !== 'object' ||
    raw === null ||
    Array.isArray(raw) ||
    (raw as { format?: unknown }).format !== SAVE_FORMAT
  )
    throw new SaveError(file, 'not a hexfront save file');
  const v = (raw as { version?: unknown }).version;
  if (typeof v === 'number' && v > SAVE_VERSION)
    throw new SaveError(
      file,
      `save format version ${v} is newer than this hexfront understands (${SAVE_VERSION})`,
    );
}

/** Parses and checks a save's text. Throws SaveError naming what is wrong. */
export function decodeSave(text: string, file: string, open: OpenOptions = {}): SaveFile {
  const raw = parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, file);
  checkFormat(raw, file);
  if ('sealed' in (raw as object)) return decodeSealed(raw, file, open);
  const version = (raw as { version?: unknown }).version;
  const p = version === 3 ? zodCheck(plainV3Shape, raw, file) : zodCheck(plainV2Shape, raw, file);
  if (p.version >= 2 && p.system === undefined)
    throw damaged(file, 'field "system" is missing (it names the rule system)');
  const recent = p.recent as LogEntry[] | undefined;
  const system = checkSides(p, file, recent);
  // The integrity hash covers the body as written: a version 1 body has no "system".
  const { integrity, ...body } = raw as { integrity: string };
  if (integrityOf(body) !== integrity)
    throw damaged(
      file,
      'the integrity hash does not match: the file was changed or damaged after it was saved',
    );
  const start =
    p.version === 3
      ? (p as z.infer<typeof plainV3Shape>).start
      : {
          seed: (p as z.infer<typeof plainV2Shape>).seed,
          options: (p as z.infer<typeof plainV2Shape>).options,
        };
  return {
    format: SAVE_FORMAT,
    version: p.version,
    system: system.id,
    scenario: p.scenario,
    seed: start.seed,
    options: start.options as GameOptions,
    log: p.log,
    snapshot: p.snapshot,
    stateHash: p.stateHash,
    meta: p.meta as SaveMeta,
    ...(recent ? { recent } : {}),
  };
}

function decodeSealed(raw: unknown, file: string, open: OpenOptions): SaveFile {
  const s = zodCheck(sealedShape, raw, file);
  if (s.version < 3) throw damaged(file, `field "version" is ${s.version}; an encrypted save is version 3`);
  if (s.system === undefined) throw damaged(file, 'field "system" is missing (it names the rule system)');
  const { kdf: k, keys } = s.sealed;
  if (k.N > MAX_KDF.N || k.r > MAX_KDF.r || k.p > MAX_KDF.p)
    throw damaged(file, 'field "sealed.kdf" asks for more work than any save of hexfront does');
  const system = checkSides(s, file, undefined, Object.keys(keys));
  const kdf = { N: k.N, r: k.r, p: k.p };
  const keyed = system.sides.filter((side) => Object.hasOwn(keys, side));
  const sides = open.side !== undefined && keyed.includes(open.side) ? [open.side] : keyed;
  const header = {
    format: s.format,
    version: s.version,
    system: s.system,
    scenario: s.scenario,
    meta: s.meta,
  };
  const only = sides.length === 1 ? sides[0] : undefined;
  const tryPassword = (password: string) =>
    Keyring.open(keys as Record<SideId, WrappedKey>, kdf, password, only);
  const question = `${file}: password of the ${sides.map((x) => system.sideName(x)).join(' or ')} player: `;
  const wrong = () =>
    new SaveError(
      file,
      `wrong password: it is not the password of ${sides.map((x) => `the ${system.sideName(x)} player`).join(' or ')}`,
    );
  if (open.password === undefined && open.ask === false)
    throw new LockedSaveError(file, sides, s.meta as SaveMeta, (pw) => tryPassword(pw)?.side ?? null);
  let opened: ReturnType<typeof tryPassword> = null;
  if (open.password !== undefined) opened = tryPassword(open.password);
  else {
    // Asked on a terminal: three tries, as a login would give.
    for (let attempt = 0; attempt < 3 && !opened; attempt++) {
      const q = attempt > 0 ? `Wrong password. ${question}` : question;
      const password = open.ask ? open.ask(q) : defaultPassword(file, q);
      if (password === undefined) {
        if (attempt > 0) throw wrong();
        throw new LockedSaveError(file, sides, s.meta as SaveMeta, (pw) => tryPassword(pw)?.side ?? null);
      }
      opened = tryPassword(password);
    }
  }
  if (!opened) throw wrong();
  const text = openBody(header, s.sealed as SealedPart, opened.keyring.gameKey);
  if (text === null)
    throw damaged(file, 'the encrypted game does not match its header (its AES-GCM tag is wrong)');
  const body = zodCheck(sealedBodyShape, parseJson(text, file), file, 'sealed');
  const recent = body.recent as LogEntry[] | undefined;
  checkSides(s, file, recent);
  return {
    format: SAVE_FORMAT,
    version: s.version,
    system: system.id,
    scenario: s.scenario,
    seed: body.start.seed,
    options: body.start.options as GameOptions,
    log: body.log,
    snapshot: body.snapshot,
    stateHash: body.stateHash,
    meta: s.meta as SaveMeta,
    ...(recent ? { recent } : {}),
    lock: opened,
  };
}

export function writeSave(file: string, session: AnySession, meta: Partial<SaveMeta> = {}): void {
  sweepOnce(path.dirname(file));
  writeFileAtomic(file, encodeSave(session, meta));
}

/** A save file's text: a regular file, bounded, strict UTF-8 (read-text.ts). */
function readText(file: string): string {
  try {
    return decodeUtf8(readRegularFile(file));
  } catch (e) {
    if (e instanceof SaveTextError)
      throw e.notFound ? new SaveError(file, e.message) : damaged(file, e.message);
    throw e;
  }
}

export function readSave(file: string, open: OpenOptions = {}): SaveFile {
  return decodeSave(readText(file), file, open);
}

/** True when `file` is a regular file holding a hexfront save (damaged or not); never blocks. */
export function isSaveFile(file: string): boolean {
  try {
    const raw = JSON.parse(readText(file).replace(/^\uFEFF/, '')) as { format?: unknown } | null;
    return raw !== null && typeof raw === 'object' && raw.format === SAVE_FORMAT;
  } catch {
    return false;
  }
}

/** What `hexfront saves` shows of a file: its header, without opening an encrypted game. */
export interface SaveHeader {
  readonly system: string;
  readonly scenarioId: string;
  readonly meta: SaveMeta;
  readonly encrypted: boolean;
}

export function readSaveHeader(file: string): SaveHeader {
  try {
    const s = readSave(file, { ask: false });
    return { system: s.system, scenarioId: s.scenario.id, meta: s.meta, encrypted: false };
  } catch (e) {
    if (!(e instanceof LockedSaveError)) throw e;
    const raw = JSON.parse(readText(file).replace(/^\uFEFF/, '')) as {
      system: string;
      scenario: { id: string };
    };
    return { system: raw.system, scenarioId: raw.scenario.id, meta: e.meta, encrypted: true };
  }
}

/** Finds the scenario a save was made with; the caller decides where scenarios come from. */
export type ScenarioResolver = (id: string) => LoadedScenario | undefined;

function scenarioFor(save: SaveFile, file: string, resolve: ScenarioResolver): LoadedScenario {
  const loaded = resolve(save.scenario.id);
  if (!loaded) throw new SaveError(file, `the scenario "${save.scenario.id}" of this save is not installed`);
  if (loaded.system.id !== save.system)
    throw new SaveError(
      file,
      `the scenario "${save.scenario.id}" installed is a ${loaded.system.title} scenario; this game was saved as one of "${save.system}"`,
    );
  if (scenarioContentHash(loaded.scenario) !== save.scenario.hash)
    throw new SaveError(
      file,
      `the scenario "${save.scenario.id}" changed since this game was saved (saved with version ${save.scenario.version}, installed ${loaded.summary.version})`,
    );
  return loaded;
}

/** The session options a save was played with: the options chosen at the start are part of the game. */
function sessionOptions(save: SaveFile) {
  return { seed: save.seed, players: save.meta.players, game: save.options };
}

/** The meta's turn, side to move and end agree with the state (the list shows the meta). */
function metaMismatch(
  system: AnySystem,
  state: unknown,
  meta: SaveMeta,
  summaryTitle: string,
): string | null {
  const turn = system.turn(state);
  if (meta.turn !== turn) return `field "meta.turn" is ${meta.turn}, the game is at turn ${turn}`;
  const acting = system.actingSide(state);
  if (meta.activeSide !== acting)
    return `field "meta.activeSide" is "${meta.activeSide}", the side to move is "${acting}"`;
  const over = system.result(state) !== null;
  if (meta.over !== undefined && meta.over !== over)
    return `field "meta.over" is ${meta.over}, the game is ${over ? 'over' : 'not over'}`;
  if (meta.title !== summaryTitle)
    return `field "meta.title" is "${meta.title}", the scenario's is "${summaryTitle}"`;
  return null;
}

/**
 * Opens a saved game from its snapshot (fast): the system's restore validates the snapshot against
 * the scenario, then its hash and the meta are checked against the state it gives.
 */
export function loadSession(save: SaveFile, file: string, resolve: ScenarioResolver): AnySession {
  const { system, scenario, summary } = scenarioFor(save, file, resolve);
  let state: unknown;
  try {
    state = system.restore(scenario, save.options, save.snapshot);
  } catch (e) {
    throw damaged(
      file,
      `the game state cannot be rebuilt from the snapshot (${e instanceof Error ? e.message : String(e)}): the snapshot is damaged`,
    );
  }
  if (system.hash(state) !== save.stateHash)
    throw damaged(file, 'the game state does not match its hash: the snapshot is damaged');
  const mismatch = metaMismatch(system, state, save.meta, summary.title);
  if (mismatch) throw damaged(file, mismatch);
  checkRecent(save.log, save.recent, file);
  const session = GameSession.fromSnapshot(
    system,
    scenario,
    sessionOptions(save),
    save.log,
    state,
    save.recent,
  );
  session.keyring = save.lock?.keyring ?? null;
  return session;
}

export interface ReplayCheck {
  readonly ok: boolean;
  readonly commands: number;
  readonly hash: string;
  readonly expected: string;
  readonly message: string;
}

/** The path of the first difference between two JSON values ("units.3.loc"), or null. */
export function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (a === b) return null;
  const bothObjects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b))
    return canonicalJson(a) === canonicalJson(b) ? null : at;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const k of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      at ? `${at}.${k}` : k,
    );
    if (d !== null) return d;
  }
  return null;
}

const show = (v: unknown) => {
  if (v === undefined) return 'missing';
  const t = JSON.stringify(v);
  return t.length > 40 ? `${t.slice(0, 37)}...` : t;
};
const at = (v: unknown, p: string) =>
  p
    .split('.')
    .reduce<unknown>(
      (o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined),
      v,
    );

/**
 * `hexfront replay --verify`: re-applies the whole log from the scenario with the start record's
 * seed and options, and compares everything the save holds with what the replay gives: the state
 * hash, the snapshot field by field, the meta and (version 3) the recent entries.
 */
export function verifyReplay(save: SaveFile, file: string, resolve: ScenarioResolver): ReplayCheck {
  const { system, scenario, summary } = scenarioFor(save, file, resolve);
  const { session, error } = GameSession.replay(system, scenario, sessionOptions(save), save.log);
  const hash = system.hash(session.state);
  const n = save.log.length;
  if (error)
    return {
      ok: false,
      commands: error.index,
      hash,
      expected: save.stateHash,
      message: `command ${error.index + 1} of ${n} was refused on replay: ${error.error.message}; ${DAMAGED}`,
    };
  const fail = (message: string): ReplayCheck => ({
    ok: false,
    commands: n,
    hash,
    expected: save.stateHash,
    message,
  });
  const snap = JSON.parse(JSON.stringify(system.snapshot(session.state))) as unknown;
  const diff = firstDifference(save.snapshot, snap);
  const field =
    diff === null
      ? ''
      : `field "snapshot.${diff}" is ${show(at(save.snapshot, diff))} in the save, ${show(at(snap, diff))} on replay`;
  if (hash !== save.stateHash)
    return fail(
      `replayed ${n} commands: state hash ${hash.slice(0, 16)} differs from the saved ${save.stateHash.slice(0, 16)}; ${DAMAGED}${field ? `: ${field}` : ''}`,
    );
  if (diff !== null) return fail(`replayed ${n} commands: ${DAMAGED}: ${field}`);
  const mismatch = metaMismatch(system, session.state, save.meta, summary.title);
  if (mismatch) return fail(`replayed ${n} commands: ${DAMAGED}: ${mismatch}`);
  if (save.recent) {
    // The saved entries are the replay's last ones (a game loaded from a save that kept none
    // starts its list at the load).
    const all = JSON.parse(JSON.stringify(session.recentEntries)) as unknown[];
    const recent = all.slice(Math.max(0, all.length - save.recent.length));
    const d = save.recent.length > all.length ? String(all.length) : firstDifference(save.recent, recent);
    if (d !== null)
      return fail(`replayed ${n} commands: ${DAMAGED}: field "recent.${d}" differs from the replay`);
  }
  return {
    ok: true,
    commands: n,
    hash,
    expected: save.stateHash,
    message: `replayed ${n} commands: state hash ${hash.slice(0, 16)} matches`,
  };
}

export interface SaveListing {
  readonly file: string;
  readonly name: string;
  readonly meta?: SaveMeta;
  readonly scenarioId?: string;
  /** The rule system's id. */
  readonly system?: string;
  /** The game is sealed: opening it needs a player's password. */
  readonly encrypted?: boolean;
  readonly error?: string;
  readonly mtimeMs: number;
}

/**
 * Every *.json in a directory, newest first; a broken file is listed with its error, never hidden,
 * and a name that is not a regular file (a FIFO, a device, a folder) is listed as skipped, never
 * opened.
 */
export function listSaves(dir: string): SaveListing[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch {
    return [];
  }
  sweepOnce(dir);
  return names
    .map((name): SaveListing => {
      const file = path.join(dir, name);
      let mtimeMs = 0;
      try {
        const st = lstatSync(file);
        mtimeMs = st.mtimeMs;
        if (!st.isFile() && !st.isSymbolicLink())
          return { file, name, error: 'skipped: not a regular file (a pipe, device or folder)', mtimeMs };
        const h = readSaveHeader(file);
        return {
          file,
          name,
          meta: h.meta,
          scenarioId: h.scenarioId,
          system: h.system,
          encrypted: h.encrypted,
          mtimeMs,
        };
      } catch (e) {
        return { file, name, error: e instanceof SaveError ? e.reason : String(e), mtimeMs };
      }
    })
    .sort((a, b) => b.mtimeMs - a.mtimeMs || a.name.localeCompare(b.name));
}

/**
 * The autosave at every turn. The previous autosave is kept as autosave.prev.json, so even a save
 * of a damaged game never leaves the player without the one before it.
 */
export function writeAutosave(dir: string, session: AnySession, meta: Partial<SaveMeta> = {}): string {
  sweepOnce(dir);
  const file = path.join(dir, 'autosave.json');
  const text = encodeSave(session, { label: 'autosave', ...meta });
  try {
    const prev = readText(file);
    // Keep only a good previous autosave (an encrypted one is checked as far as its header goes).
    try {
      decodeSave(prev, file, { ask: false });
    } catch (e) {
      if (!(e instanceof LockedSaveError)) throw e;
    }
    writeFileAtomic(path.join(dir, 'autosave.prev.json'), prev);
  } catch {
    // no previous autosave, or a damaged one: nothing worth keeping
  }
  writeFileAtomic(file, text);
  return file;
}
