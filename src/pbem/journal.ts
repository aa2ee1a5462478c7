// A player's own record of a play-by-e-mail game (issue 22), one file per game and side in the
// config directory: where the chain stands (the last file number and its link), the signing keys
// pinned so far, and the whole game (seed and log) sealed under the game key like an encrypted
// save (src/save/seal.ts), so that the record shows no more than a turn file does. A turn file
// carries only the commands since the last file; the record supplies the game before them, and
// it is what makes an old file sent again, or a file of another game, recognisable.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SideId } from '../engine/core/system.js';
import { writeFileAtomic } from '../save/atomic.js';
import { configDir } from '../save/paths.js';
import { decodeUtf8, readRegularFile } from '../save/read-text.js';
import { openBody, sealBody, type SealedPart } from '../save/seal.js';
import type { LoadedScenario } from '../scenario/load.js';
import { GameSession } from '../session/session.js';
import { Keyring } from '../session/keyring.js';
import { scenarioContentHash } from '../scenario/load.js';
import type { PbemGame } from './game.js';
import { PbemRefusal } from './refusal.js';
import { signerFor } from './sign.js';

export interface JournalHeader {
  readonly format: 'hexfront-pbem-journal';
  readonly version: 1;
  readonly game: string;
  readonly side: SideId;
  readonly system: string;
  readonly scenario: { readonly id: string; readonly hash: string };
  readonly options: { readonly optionalRules?: readonly string[]; readonly fogOfWar?: boolean };
  readonly seedCommit: string;
  readonly file: number;
  readonly link: string;
  readonly signers: Readonly<Record<SideId, { readonly salt: string; readonly pub: string }>>;
}

export type Journal = JournalHeader & { readonly sealed: SealedPart };

interface JournalBody {
  readonly seed: string;
  readonly seedNonce: string;
  readonly log: readonly unknown[];
  readonly partStart: number;
  readonly hashAtPartStart: string;
  /**
   * The state now (RuleSystem.snapshot) and its hash: reopening restores it instead of replaying
   * the whole log (a whole kursk-south game took 16 s to replay, docs/saves.md).
   */
  readonly snapshot: unknown;
  readonly hash: string;
}

export function journalOf(g: PbemGame): Journal {
  const header: JournalHeader = {
    format: 'hexfront-pbem-journal',
    version: 1,
    game: g.game,
    side: g.side,
    system: g.session.system.id,
    scenario: { id: g.loaded.summary.id, hash: scenarioContentHash(g.loaded.scenario) },
    options: { ...g.options },
    seedCommit: g.seedCommit,
    file: g.file,
    link: g.link,
    signers: g.signers,
  };
  const body: JournalBody = {
    seed: g.seed,
    seedNonce: g.seedNonce,
    log: [...g.session.log],
    partStart: g.partStart,
    hashAtPartStart: g.hashAtPartStart,
    snapshot: g.session.system.snapshot(g.session.state),
    hash: g.session.system.hash(g.session.state),
  };
  return { ...header, sealed: sealBody(header, body, g.keyring) };
}

/** The game the record holds, opened with the side's password and replayed from its log. */
export function restoreJournal(j: Journal, password: string, loaded: LoadedScenario): PbemGame {
  const { sealed, ...header } = j;
  const k = Keyring.open(
    sealed.keys,
    { N: sealed.kdf.N, r: sealed.kdf.r, p: sealed.kdf.p },
    password,
    j.side,
  );
  if (!k) throw new PbemRefusal('wrong-password', `that is not the password of ${j.side} in this game`);
  const json = openBody(header, sealed, k.keyring.gameKey);
  if (json === null)
    throw new PbemRefusal('tampered', 'your record of this game was changed after it was written');
  const body = JSON.parse(json) as JournalBody;
  const system = loaded.system;
  const players = Object.fromEntries(system.sides.map((s) => [s, 'human' as const]));
  let state: unknown;
  try {
    state = system.restore(loaded.scenario, j.options, body.snapshot);
  } catch {
    throw new PbemRefusal('state-mismatch', 'your record of this game does not restore');
  }
  if (system.hash(state) !== body.hash)
    throw new PbemRefusal('state-mismatch', 'your record of this game does not give its state hash');
  const session = GameSession.fromSnapshot(
    system,
    loaded.scenario,
    { seed: body.seed, players, game: j.options },
    body.log,
    state,
  );
  const salt = j.signers[j.side]!.salt;
  const signer = signerFor(password, salt, k.keyring.kdf);
  return {
    game: j.game,
    side: j.side,
    loaded,
    options: j.options,
    seed: body.seed,
    seedNonce: body.seedNonce,
    seedCommit: j.seedCommit,
    keyring: k.keyring,
    signer,
    signers: { ...j.signers },
    session,
    file: j.file,
    link: j.link,
    partStart: body.partStart,
    hashAtPartStart: body.hashAtPartStart,
  };
}

// ---- the record on disk ----------------------------------------------------------------------

export function journalDir(): string {
  return path.join(configDir(), 'pbem');
}

export function journalPath(dir: string, game: string, side: SideId): string {
  return path.join(dir, `${game}-${side}.json`);
}

const journalShape = z
  .object({
    format: z.literal('hexfront-pbem-journal'),
    version: z.literal(1),
    game: z.string().regex(/^[0-9a-f]{16}$/),
    side: z.string().min(1).max(40),
    system: z.string(),
    scenario: z.object({ id: z.string(), hash: z.string() }),
    options: z.object({ optionalRules: z.array(z.string()).optional(), fogOfWar: z.boolean().optional() }),
    seedCommit: z.string(),
    file: z.number().int().min(0),
    link: z.string(),
    signers: z.record(z.string(), z.object({ salt: z.string(), pub: z.string() })),
    sealed: z.object({
      cipher: z.literal('aes-256-gcm'),
      kdf: z.object({ name: z.literal('scrypt'), N: z.number(), r: z.number(), p: z.number() }),
      keys: z.record(
        z.string(),
        z.object({ salt: z.string(), iv: z.string(), key: z.string(), tag: z.string() }),
      ),
      iv: z.string(),
      data: z.string(),
      tag: z.string(),
    }),
  })
  .strict();

export function readJournal(dir: string, game: string, side: SideId): Journal | null {
  const file = journalPath(dir, game, side);
  if (!existsSync(file)) return null;
  const r = journalShape.safeParse(JSON.parse(decodeUtf8(readRegularFile(file))));
  if (!r.success)
    throw new Error(`${file}: your record of this game is damaged (${r.error.issues[0]!.message})`);
  return r.data as Journal;
}

export function writeJournal(dir: string, j: Journal): string {
  const file = journalPath(dir, j.game, j.side);
  writeFileAtomic(file, `${JSON.stringify(j, null, 1)}\n`);
  return file;
}

/** The games this computer has a record of: file names `<game>-<side>.json`. */
export function listJournals(dir: string): { game: string; side: SideId }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((n) => /^([0-9a-f]{16})-(.+)\.json$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ game: m[1]!, side: m[2]! }));
}
