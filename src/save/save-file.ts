// Save files (design invariant 4): versioned JSON holding the rule system, the scenario id, version
// and content hash, the seed, the command log, a snapshot for fast loading, the snapshot's state
// hash and an integrity hash over all of it. Written atomically; a corrupt or tampered file is
// refused with a sentence saying what is wrong, and never replaces a good one. The save knows no
// system: the snapshot, the log and the state hash are the system's (RuleSystem.snapshot, restore,
// hash), handed back to the system the save names.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { canonicalJson } from '../engine/core/serialize.js';
import type { AnySystem, GameOptions, SideId } from '../engine/core/system.js';
import { DEFAULT_SYSTEM_ID, listSystems, systemById } from '../engine/registry.js';
import { GameSession, type AnySession, type LogEntry, type Player } from '../session/session.js';
import { scenarioContentHash, type LoadedScenario } from '../scenario/load.js';
import { writeFileAtomic } from './atomic.js';
import { sha256 } from './hash.js';

export const SAVE_FORMAT = 'hexfront-save';
/** 2 names the rule system; version 1 files (written before there were several) are Panzer Campaigns. */
export const SAVE_VERSION = 2;

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
  /** Settings a client wants back (difficulty, optional rules, passwords' hashes...). */
  readonly options?: Record<string, unknown>;
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
  readonly integrity: string;
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

const saveShape = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.number().int(),
  system: z.string().optional(),
  scenario: z.object({ id: z.string(), version: z.number(), hash: z.string() }),
  seed: z.string(),
  options: z.object({ optionalRules: z.array(z.string()).optional(), fogOfWar: z.boolean().optional() }),
  log: z.array(z.unknown()),
  snapshot: z
    .unknown()
    .refine((v) => typeof v === 'object' && v !== null, { message: 'must be a JSON object or array' }),
  stateHash: z.string(),
  recent: z
    .array(
      z.object({ command: z.unknown(), side: z.string(), turn: z.number(), events: z.array(z.unknown()) }),
    )
    .optional(),
  meta: z
    .object({
      savedAt: z.string(),
      title: z.string(),
      turn: z.number(),
      activeSide: z.string(),
      players: z.record(z.string(), z.enum(['human', 'computer'])),
      side: z.string().optional(),
    })
    .passthrough(),
  integrity: z.string(),
});

function integrityOf(body: object): string {
  return sha256(canonicalJson(body));
}

export function encodeSave(session: AnySession, meta: Partial<SaveMeta> = {}, now = new Date()): string {
  const { system, state } = session;
  const summary = system.summarize(session.scenario);
  const body: Omit<SaveFile, 'integrity'> = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: system.id,
    scenario: {
      id: summary.id,
      version: summary.version,
      hash: scenarioContentHash(session.scenario),
    },
    seed: session.seed,
    options: session.options,
    log: session.log,
    snapshot: system.snapshot(state),
    stateHash: system.hash(state),
    // As the file will hold them (a value JSON cannot write, such as Infinity, becomes null), so
    // that the integrity hash is taken over what is read back.
    recent: JSON.parse(JSON.stringify(session.recentEntries)) as LogEntry[],
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
  return JSON.stringify({ ...body, integrity: integrityOf(body) });
}

/** The save's system, and its sides in the fields that name them; throws SaveError naming the field. */
function checkSides(raw: z.infer<typeof saveShape>, file: string): AnySystem {
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
    new SaveError(
      file,
      `damaged save: field "${field}" must be one of ${sides.join(', ')} (the sides of ${system.title}), got "${got}"`,
    );
  const { meta } = raw;
  const named = Object.keys(meta.players);
  const stray = named.find((s) => !sides.includes(s));
  if (stray !== undefined) throw bad(`meta.players.${stray}`, stray);
  const missing = sides.find((s) => !named.includes(s));
  if (missing !== undefined)
    throw new SaveError(file, `damaged save: field "meta.players" names no player for the side "${missing}"`);
  if (!sides.includes(meta.activeSide)) throw bad('meta.activeSide', meta.activeSide);
  if (meta.side !== undefined && !sides.includes(meta.side)) throw bad('meta.side', meta.side);
  return system;
}

/** Parses and checks a save's text. Throws SaveError naming what is wrong. */
export function decodeSave(text: string, file: string): SaveFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new SaveError(
      file,
      `not a save file: the JSON is broken (${(e as Error).message}); the file may be truncated`,
    );
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== SAVE_FORMAT)
    throw new SaveError(file, 'not a hexfront save file');
  const v = (raw as { version?: unknown }).version;
  if (typeof v === 'number' && v > SAVE_VERSION)
    throw new SaveError(
      file,
      `save format version ${v} is newer than this hexfront understands (${SAVE_VERSION})`,
    );
  const parsed = saveShape.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SaveError(file, `damaged save: field "${issue.path.join('.')}" ${issue.message}`);
  }
  if (parsed.data.version >= 2 && parsed.data.system === undefined)
    throw new SaveError(file, 'damaged save: field "system" is missing (it names the rule system)');
  const system = checkSides(parsed.data, file);
  // The integrity hash covers the body as written: a version 1 body has no "system".
  const { integrity, ...body } = raw as SaveFile;
  if (integrityOf(body) !== integrity)
    throw new SaveError(
      file,
      'the integrity hash does not match: the file was changed or damaged after it was saved',
    );
  return { ...(raw as SaveFile), system: system.id };
}

export function writeSave(file: string, session: AnySession, meta: Partial<SaveMeta> = {}): void {
  writeFileAtomic(file, encodeSave(session, meta));
}

export function readSave(file: string): SaveFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new SaveError(
      file,
      code === 'ENOENT' ? 'no such save file' : `cannot read the file (${code ?? 'error'})`,
    );
  }
  return decodeSave(text, file);
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

/** Opens a saved game from its snapshot (fast), after checking the snapshot against its hash. */
export function loadSession(save: SaveFile, file: string, resolve: ScenarioResolver): AnySession {
  const { system, scenario } = scenarioFor(save, file, resolve);
  let state: unknown;
  try {
    state = system.restore(scenario, save.options, save.snapshot);
  } catch (e) {
    throw new SaveError(
      file,
      `the game state cannot be rebuilt from the snapshot (${e instanceof Error ? e.message : String(e)}): the snapshot is damaged`,
    );
  }
  if (system.hash(state) !== save.stateHash)
    throw new SaveError(file, 'the game state does not match its hash: the snapshot is damaged');
  return GameSession.fromSnapshot(system, scenario, sessionOptions(save), save.log, state, save.recent);
}

export interface ReplayCheck {
  readonly ok: boolean;
  readonly commands: number;
  readonly hash: string;
  readonly expected: string;
  readonly message: string;
}

/** `hexfront replay --verify`: re-applies the whole log from the start and compares the hash. */
export function verifyReplay(save: SaveFile, file: string, resolve: ScenarioResolver): ReplayCheck {
  const { system, scenario } = scenarioFor(save, file, resolve);
  const { session, error } = GameSession.replay(system, scenario, sessionOptions(save), save.log);
  const hash = system.hash(session.state);
  if (error)
    return {
      ok: false,
      commands: error.index,
      hash,
      expected: save.stateHash,
      message: `command ${error.index + 1} of ${save.log.length} was refused on replay: ${error.error.message}`,
    };
  const ok = hash === save.stateHash;
  return {
    ok,
    commands: save.log.length,
    hash,
    expected: save.stateHash,
    message: ok
      ? `replayed ${save.log.length} commands: state hash ${hash.slice(0, 16)} matches`
      : `replayed ${save.log.length} commands: state hash ${hash.slice(0, 16)} differs from the saved ${save.stateHash.slice(0, 16)}`,
  };
}

export interface SaveListing {
  readonly file: string;
  readonly name: string;
  readonly meta?: SaveMeta;
  readonly scenarioId?: string;
  /** The rule system's id. */
  readonly system?: string;
  readonly error?: string;
  readonly mtimeMs: number;
}

/** Every *.json in a directory, newest first; a broken file is listed with its error, never hidden. */
export function listSaves(dir: string): SaveListing[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch {
    return [];
  }
  return names
    .map((name): SaveListing => {
      const file = path.join(dir, name);
      const mtimeMs = statSync(file).mtimeMs;
      try {
        const s = readSave(file);
        return { file, name, meta: s.meta, scenarioId: s.scenario.id, system: s.system, mtimeMs };
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
  const file = path.join(dir, 'autosave.json');
  const text = encodeSave(session, { label: 'autosave', ...meta });
  try {
    const prev = readFileSync(file, 'utf8');
    decodeSave(prev, file); // keep only a good previous autosave
    writeFileAtomic(path.join(dir, 'autosave.prev.json'), prev);
  } catch {
    // no previous autosave, or a damaged one: nothing worth keeping
  }
  writeFileAtomic(file, text);
  return file;
}
