// Save files (design invariant 4): versioned JSON holding the scenario id, version and content
// hash, the seed, the command log, a snapshot for fast loading, the snapshot's state hash and an
// integrity hash over all of it. Written atomically; a corrupt or tampered file is refused with a
// sentence saying what is wrong, and never replaces a good one.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Command } from '../engine/systems/panzer/commands.js';
import type { Scenario } from '../engine/systems/panzer/model/scenario.js';
import type { GameOptions } from '../engine/systems/panzer/rules/optional.js';
import { SIDES, type Side } from '../engine/systems/panzer/model/unit.js';
import { canonicalJson } from '../engine/core/serialize.js';
import { restoreState, snapshotOf, type StateSnapshot } from '../engine/systems/panzer/serialize.js';
import { buildWorld } from '../engine/systems/panzer/world.js';
import { GameSession, type Player } from '../session/session.js';
import { scenarioContentHash } from '../scenario/load.js';
import { writeFileAtomic } from './atomic.js';
import { sha256, stateHash } from './hash.js';

export const SAVE_FORMAT = 'hexfront-save';
export const SAVE_VERSION = 1;

export interface SaveMeta {
  /** Real-world time of saving, ISO 8601. */
  readonly savedAt: string;
  readonly title: string;
  readonly turn: number;
  readonly activeSide: Side;
  readonly players: Record<Side, Player>;
  /** The game has ended (a finished game is not offered for "continue"). */
  readonly over?: boolean;
  readonly label?: string;
  /** The side whose player saved; hot-seat saves show the list from that side. */
  readonly side?: Side;
  /** Settings a client wants back (difficulty, optional rules, passwords' hashes...). */
  readonly options?: Record<string, unknown>;
}

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: number;
  readonly scenario: { readonly id: string; readonly version: number; readonly hash: string };
  readonly seed: string;
  /** Optional rules and fog of war chosen at the start (PC-OPT-19). */
  readonly options: GameOptions;
  readonly log: readonly Command[];
  readonly snapshot: StateSnapshot;
  readonly stateHash: string;
  readonly meta: SaveMeta;
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

const sideRecord = z.object({ allied: z.enum(['human', 'computer']), axis: z.enum(['human', 'computer']) });
const saveShape = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.number().int(),
  scenario: z.object({ id: z.string(), version: z.number(), hash: z.string() }),
  seed: z.string(),
  options: z.object({ optionalRules: z.array(z.string()).optional(), fogOfWar: z.boolean().optional() }),
  log: z.array(z.object({ type: z.string() }).passthrough()),
  snapshot: z.object({ turn: z.number(), units: z.array(z.unknown()), seq: z.number() }).passthrough(),
  stateHash: z.string(),
  meta: z
    .object({
      savedAt: z.string(),
      title: z.string(),
      turn: z.number(),
      activeSide: z.enum(SIDES),
      players: sideRecord,
    })
    .passthrough(),
  integrity: z.string(),
});

function integrityOf(body: Omit<SaveFile, 'integrity'>): string {
  return sha256(canonicalJson(body));
}

export function encodeSave(session: GameSession, meta: Partial<SaveMeta> = {}, now = new Date()): string {
  const state = session.state;
  const body: Omit<SaveFile, 'integrity'> = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: {
      id: session.scenario.id,
      version: session.scenario.version,
      hash: scenarioContentHash(session.scenario),
    },
    seed: session.seed,
    options: session.world.chosenOptions,
    log: session.log,
    snapshot: snapshotOf(state),
    stateHash: stateHash(state),
    meta: {
      savedAt: now.toISOString(),
      title: session.scenario.title,
      turn: state.turn,
      activeSide: state.activeSide,
      players: session.players,
      over: state.result !== null,
      ...meta,
    },
  };
  return JSON.stringify({ ...body, integrity: integrityOf(body) });
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
  const save = raw as SaveFile;
  const { integrity, ...body } = save;
  if (integrityOf(body) !== integrity)
    throw new SaveError(
      file,
      'the integrity hash does not match: the file was changed or damaged after it was saved',
    );
  return save;
}

export function writeSave(file: string, session: GameSession, meta: Partial<SaveMeta> = {}): void {
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
export type ScenarioResolver = (id: string) => Scenario | undefined;

function scenarioFor(save: SaveFile, file: string, resolve: ScenarioResolver): Scenario {
  const scenario = resolve(save.scenario.id);
  if (!scenario)
    throw new SaveError(file, `the scenario "${save.scenario.id}" of this save is not installed`);
  if (scenarioContentHash(scenario) !== save.scenario.hash)
    throw new SaveError(
      file,
      `the scenario "${save.scenario.id}" changed since this game was saved (saved with version ${save.scenario.version}, installed ${scenario.version})`,
    );
  return scenario;
}

/** Opens a saved game from its snapshot (fast), after checking the snapshot against its hash. */
export function loadSession(save: SaveFile, file: string, resolve: ScenarioResolver): GameSession {
  const world = buildWorld(scenarioFor(save, file, resolve), save.options);
  const state = restoreState(world, save.snapshot);
  if (stateHash(state) !== save.stateHash)
    throw new SaveError(file, 'the game state does not match its hash: the snapshot is damaged');
  return GameSession.fromSnapshot(
    world,
    { seed: save.seed, players: save.meta.players, game: save.options },
    save.log,
    state,
  );
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
  const scenario = scenarioFor(save, file, resolve);
  const { session, error } = GameSession.replay(
    scenario,
    // The options chosen at the start (PC-OPT-19) are part of the game: a replay needs them too.
    { seed: save.seed, players: save.meta.players, game: save.options },
    save.log,
  );
  const hash = stateHash(session.state);
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
        return { file, name, meta: s.meta, scenarioId: s.scenario.id, mtimeMs };
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
export function writeAutosave(dir: string, session: GameSession, meta: Partial<SaveMeta> = {}): string {
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
