// A play-by-e-mail game as one player holds it (issue 22, PC-NET-02..07): the session, the
// player's side, the game key (a Keyring: src/session/keyring.ts), the player's signing key, and
// the chain so far. `createGame` starts one (PC-NET-02), `openTurn` checks and replays the
// opponent's file (PC-NET-04..06), `writeTurn` writes the player's part (PC-NET-03). Every
// refusal is a PbemRefusal, thrown before anything of the game or the journal changes.

import { randomBytes } from 'node:crypto';
import type { AnySystem, GameOptions, SideId } from '../engine/core/system.js';
import { otherSideOf } from '../engine/core/system.js';
import { canonicalJson, sha256 } from '../engine/core/serialize.js';
import { openBody, sealBody } from '../save/seal.js';
import { scenarioContentHash, type LoadedScenario } from '../scenario/load.js';
import { GameSession, type AnySession } from '../session/session.js';
import { DEFAULT_KDF, Keyring, type KdfParams } from '../session/keyring.js';
import { decodeTurnFile, encodeTurnFile, parseBody, type TurnBody, type TurnHeader } from './format.js';
import { PbemRefusal } from './refusal.js';
import { genesis, linkOf, newSignerSalt, sign, signerFor, verify, type Signer } from './sign.js';
import type { Journal } from './journal.js';

export type ResolveScenario = (id: string) => LoadedScenario | undefined;

/** Everything a player's copy of the game holds; journal.ts keeps it between files, sealed. */
export interface PbemGame {
  readonly game: string;
  readonly side: SideId;
  readonly loaded: LoadedScenario;
  readonly options: GameOptions;
  readonly seed: string;
  readonly seedNonce: string;
  readonly seedCommit: string;
  readonly keyring: Keyring;
  readonly signer: Signer;
  /** Pinned public keys and salts of the sides that have signed (sign.ts). */
  signers: Record<SideId, { salt: string; pub: string }>;
  readonly session: AnySession;
  /** The number of the last file read or written (0 before the first). */
  file: number;
  /** The `prev` the next file must carry. */
  link: string;
  /** Where the player's current part starts in the log, and the state hash there. */
  partStart: number;
  hashAtPartStart: string;
}

/** The seed commitment: the nonce makes it unguessable even when the seed is short. */
export function seedCommitment(seed: string, nonce: string): string {
  return sha256(`hexfront-pbem-seed:${nonce}:${seed}`);
}

/**
 * Not from the source: a join code of 16 letters and digits (80 bits) that the starting player
 * passes to the opponent by another channel than the file; it opens file 1 once, and the opponent
 * then chooses their own password. Crockford's base32 alphabet (no I, L, O, U).
 */
export function newJoinCode(bytes = randomBytes(10)): string {
  const abc = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += abc[(value >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{1,4}/g)!.join('-');
}

/** Join codes are typed by people: case, spaces and dashes do not matter. */
export function normaliseJoinCode(code: string): string {
  const raw = code.toUpperCase().replace(/[\s-]/g, '');
  return raw.match(/.{1,4}/g)?.join('-') ?? '';
}

function newSession(system: AnySystem, loaded: LoadedScenario, seed: string, options: GameOptions) {
  const players = Object.fromEntries(system.sides.map((s) => [s, 'human' as const]));
  return new GameSession(system, loaded.scenario, { seed, players, game: options });
}

/**
 * The same game with nothing to undo: commands replayed from a file or a record are settled
 * (the session's undo would otherwise reach into the opponent's part, PC-TRN-14).
 */
export function settled(session: AnySession): AnySession {
  return GameSession.fromSnapshot(
    session.system,
    session.scenario,
    { seed: session.seed, players: { ...session.players }, game: session.options },
    session.log,
    session.state,
    session.recentEntries,
  );
}

export interface CreateOptions {
  readonly loaded: LoadedScenario;
  readonly side: SideId;
  readonly password: string;
  /** Default: 16 random hexadecimal digits (the players never see it: docs/pbem.md "The seed"). */
  readonly seed?: string;
  readonly options?: GameOptions;
  readonly kdf?: KdfParams;
  readonly joinCode?: string;
}

/** PC-NET-02: the starting player's side, options and password; the opponent joins with a code. */
export function createGame(o: CreateOptions): { game: PbemGame; joinCode: string } {
  const system = o.loaded.system;
  if (!system.sides.includes(o.side))
    throw new Error(`--side must be one of ${system.sides.join(', ')}, got "${o.side}"`);
  if (!o.password) throw new Error('the password must not be empty');
  const seed = o.seed ?? randomBytes(8).toString('hex');
  const seedNonce = randomBytes(32).toString('hex');
  const options = o.options ?? system.defaultOptions(o.loaded.scenario);
  const keyring = Keyring.create(o.kdf ?? DEFAULT_KDF);
  keyring.set(o.side, o.password);
  const joinCode = normaliseJoinCode(o.joinCode ?? newJoinCode());
  keyring.set(otherSideOf(system, o.side), joinCode);
  const salt = newSignerSalt();
  const signer = signerFor(o.password, salt, keyring.kdf);
  const session = newSession(system, o.loaded, seed, options);
  const gameId = randomBytes(8).toString('hex');
  return {
    joinCode,
    game: {
      game: gameId,
      side: o.side,
      loaded: o.loaded,
      options,
      seed,
      seedNonce,
      seedCommit: seedCommitment(seed, seedNonce),
      keyring,
      signer,
      signers: { [o.side]: { salt, pub: signer.pub } },
      session,
      file: 0,
      link: genesis(gameId),
      partStart: 0,
      hashAtPartStart: system.hash(session.state),
    },
  };
}

/** The options as the header carries them (only the fields GameOptions defines). */
function plainOptions(o: GameOptions): { optionalRules?: string[]; fogOfWar?: boolean } {
  return {
    ...(o.optionalRules ? { optionalRules: [...o.optionalRules] } : {}),
    ...(o.fogOfWar !== undefined ? { fogOfWar: o.fogOfWar } : {}),
  };
}

/** True when the player's part is over (the other side acts, or the game ended). */
export function partOver(g: PbemGame): boolean {
  const sys = g.session.system;
  return sys.result(g.session.state) !== null || sys.actingSide(g.session.state) !== g.side;
}

/** PC-NET-03: the player's part as the next turn file. The game moves on to wait for the reply. */
export function writeTurn(g: PbemGame): string {
  const sys = g.session.system;
  const state = g.session.state;
  if (!partOver(g))
    throw new Error(`the ${g.side} part is not over yet: end it before writing the turn file`);
  const commands = g.session.log.slice(g.partStart);
  // An opening file (file 1 from a player whose side does not move first) carries no command.
  if (commands.length === 0 && g.file > 0) throw new Error('nothing was played since the last turn file');
  const body: TurnBody = {
    seed: g.seed,
    seedNonce: g.seedNonce,
    hashBefore: g.hashAtPartStart,
    commands,
    hashAfter: sys.hash(state),
  };
  const unsigned = {
    format: 'hexfront-pbem' as const,
    version: 1 as const,
    game: g.game,
    system: sys.id,
    scenario: { id: g.loaded.summary.id, hash: scenarioContentHash(g.loaded.scenario) },
    options: plainOptions(g.options),
    seedCommit: g.seedCommit,
    file: g.file + 1,
    from: g.side,
    // At the end of the game the file goes to the other player, who sees the end (PC-NET-06).
    toPlay: sys.result(state) ? otherSideOf(sys, g.side) : sys.actingSide(state),
    turn: sys.turn(state),
    signers: g.signers,
    prev: g.link,
  };
  const header: TurnHeader = { ...unsigned, sig: sign(g.signer, unsigned, body) };
  const sealed = sealBody(header, body, g.keyring);
  const text = encodeTurnFile({ header, sealed });
  g.file += 1;
  g.link = linkOf(header.sig);
  g.partStart = g.session.log.length;
  g.hashAtPartStart = body.hashAfter;
  return text;
}

export interface OpenOptions {
  /** The player's record of this game (journal.ts); null when they have none (joining). */
  readonly journal: Journal | null;
  readonly password: string;
  /** For the first file only: the code the starting player gave (the password is then new). */
  readonly joinCode?: string;
  readonly resolve: ResolveScenario;
  /** Restores the journal's game (journal.ts openJournal), given the file's password. */
  readonly restore?: (journal: Journal, password: string, loaded: LoadedScenario) => PbemGame;
}

export interface Opened {
  readonly game: PbemGame;
  /** The opponent's part: its commands and, per command, the events (for the replay). */
  readonly events: unknown[];
  /** The game where the opponent's part began, to replay it step by step on the map (PC-NET-06). */
  readonly before: { readonly state: unknown; readonly log: number };
  readonly header: TurnHeader;
}

/** PC-NET-04..06: checks the opponent's file against the player's record, then replays it. */
export function openTurn(text: string, o: OpenOptions): Opened {
  const { header, sealed } = decodeTurnFile(text);
  const j = o.journal;
  const where = `game ${header.game}, file ${header.file}`;
  if (j) {
    if (j.game !== header.game || j.seedCommit !== header.seedCommit)
      throw new PbemRefusal(
        'another-game',
        `it is from another game (${where}, ${header.scenario.id}), not from game ${j.game}`,
      );
    if (header.from === j.side)
      throw new PbemRefusal(
        'replayed',
        `it is your own file ${header.file} (${header.from}); send it to your opponent instead`,
      );
    if (header.file <= j.file)
      throw new PbemRefusal(
        'replayed',
        `it is file ${header.file}, and this game is already at file ${j.file}: an old file sent again`,
      );
    if (header.file > j.file + 1)
      throw new PbemRefusal(
        'out-of-order',
        `it is file ${header.file}, but the next file of this game is ${j.file + 1}: a file is missing`,
      );
    if (header.prev !== j.link)
      throw new PbemRefusal(
        'out-of-order',
        `it does not follow file ${j.file} of this game (its link to the previous file does not match)`,
      );
  } else if (header.file !== 1)
    throw new PbemRefusal(
      'no-record',
      `it is file ${header.file} of ${where.split(',')[0]}, which this computer has no record of for the side to play; open file 1 first`,
    );
  else if (header.prev !== genesis(header.game))
    throw new PbemRefusal('tampered', 'file 1 does not start the chain of its game');

  const loaded = o.resolve(header.scenario.id);
  if (!loaded)
    throw new PbemRefusal('scenario', `its scenario "${header.scenario.id}" is not installed here`);
  if (loaded.system.id !== header.system)
    throw new PbemRefusal(
      'scenario',
      `it names the rule system "${header.system}", but the scenario is ${loaded.system.id}`,
    );
  if (scenarioContentHash(loaded.scenario) !== header.scenario.hash)
    throw new PbemRefusal(
      'scenario',
      `its scenario "${header.scenario.id}" differs from the one installed here (a different version)`,
    );
  const system = loaded.system;
  const me = header.toPlay;
  if (!system.sides.includes(me) || !system.sides.includes(header.from) || me === header.from)
    throw new PbemRefusal(
      'tampered',
      `its sides "${header.from}" and "${header.toPlay}" are not the two sides of ${system.title}`,
    );
  if (j && j.side !== me)
    throw new PbemRefusal('not-your-turn', `it is for ${me} to play, and your record is of ${j.side}`);

  // The password opens the game key (keyring.ts); the body opens only with the game key.
  const kdf = { N: sealed.kdf.N, r: sealed.kdf.r, p: sealed.kdf.p };
  let keyring: Keyring;
  if (j) {
    if (canonicalJson(sealed.keys[me]) !== canonicalJson(j.sealed.keys[me]))
      throw new PbemRefusal('tampered', `the key of ${me} in it is not the one you set`);
    const k = Keyring.open(sealed.keys, kdf, o.password, me);
    if (!k) throw new PbemRefusal('wrong-password', `that is not the password of ${me} in this game`);
    keyring = k.keyring;
  } else {
    const code = normaliseJoinCode(o.joinCode ?? '');
    const k = Keyring.open(sealed.keys, kdf, code, me);
    if (!k) throw new PbemRefusal('wrong-password', `that is not the join code of this game for ${me}`);
    if (!o.password) throw new Error('the new password must not be empty');
    keyring = k.keyring;
  }
  const json = openBody(header, sealed, keyring.gameKey);
  if (json === null)
    throw new PbemRefusal('tampered', 'it was changed after it was written (its seal does not match)');
  const body = parseBody(json);
  if (seedCommitment(body.seed, body.seedNonce) !== header.seedCommit)
    throw new PbemRefusal('tampered', 'its seed does not match the game’s seed commitment');

  // The sender's signature, against the public key pinned when it was first seen.
  const { sig, ...unsigned } = header;
  const pinned = j?.signers[header.from] ?? header.signers[header.from];
  if (!pinned) throw new PbemRefusal('bad-signature', `it carries no signing key of ${header.from}`);
  if (canonicalJson(header.signers[header.from]) !== canonicalJson(pinned))
    throw new PbemRefusal(
      'bad-signature',
      `its signing key of ${header.from} is not the one this game started with`,
    );
  if (j && canonicalJson(header.signers[me]) !== canonicalJson(j.signers[me]))
    throw new PbemRefusal('bad-signature', `its signing key of ${me} is not yours`);
  if (!verify(pinned.pub, unsigned, body, sig))
    throw new PbemRefusal('bad-signature', `it is not signed with the password of ${header.from}`);

  // The state: the record's game (or the start) must give hashBefore, the commands hashAfter.
  const options: GameOptions = header.options;
  const base = j && o.restore ? o.restore(j, o.password, loaded) : null;
  if (j && !base) throw new Error('a journal needs a restore function');
  const session = base ? base.session : newSession(system, loaded, body.seed, options);
  if (system.hash(session.state) !== body.hashBefore)
    throw new PbemRefusal(
      'state-mismatch',
      'the game it starts from is not the one you sent (state hashes differ)',
    );
  const before = { state: session.state, log: session.log.length };
  const events: unknown[] = [];
  for (let i = 0; i < body.commands.length; i++) {
    if (system.result(session.state) !== null || system.actingSide(session.state) !== header.from)
      throw new PbemRefusal('state-mismatch', `its command ${i + 1} is not ${header.from}'s to give`);
    const r = session.apply(body.commands[i]);
    if (!r.ok)
      throw new PbemRefusal(
        'state-mismatch',
        `its command ${i + 1} is refused by the rules: ${r.error.message}`,
      );
    events.push(...r.events);
  }
  const after = system.hash(session.state);
  if (after !== body.hashAfter)
    throw new PbemRefusal('state-mismatch', 'its commands do not reproduce its state hash');
  const over = system.result(session.state) !== null;
  if (!over && (system.actingSide(session.state) !== me || system.turn(session.state) !== header.turn))
    throw new PbemRefusal('state-mismatch', `after its commands it is not ${me}'s turn ${header.turn}`);

  let signer: Signer;
  const signers = { ...header.signers };
  if (base) signer = base.signer;
  else {
    keyring.set(me, o.password); // the joining player's own password replaces the join code
    const salt = newSignerSalt();
    signer = signerFor(o.password, salt, kdf);
    signers[me] = { salt, pub: signer.pub };
  }
  const game: PbemGame = {
    game: header.game,
    side: me,
    loaded,
    options,
    seed: body.seed,
    seedNonce: body.seedNonce,
    seedCommit: header.seedCommit,
    keyring,
    signer,
    signers,
    session: settled(session),
    file: header.file,
    link: linkOf(sig),
    partStart: session.log.length,
    hashAtPartStart: after,
  };
  return { game, events, before, header };
}
