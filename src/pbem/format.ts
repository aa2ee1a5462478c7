// The play-by-e-mail turn file (issue 22, PC-NET-03): one header line a person can read, then
// deflated JSON in base64 wrapped at 76 columns, so that it fits in a mail body or a chat message.
// The JSON has a readable part (what the header line says, the options, the seed commitment, the
// chain) and a sealed part (src/save/seal.ts: AES-256-GCM under the game key, the readable part
// as additional data) that holds the seed, the commands and the state hashes. docs/pbem.md says
// exactly what the readable part reveals.

import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import type { SealedPart } from '../save/seal.js';
import { MAX_KDF } from '../session/keyring.js';
import { PbemRefusal } from './refusal.js';

export const FORMAT = 'hexfront-pbem';
export const VERSION = 1;
/** A turn file larger than this is refused before it is inflated (a kursk-south turn is ~10 KiB). */
export const MAX_FILE_CHARS = 4 * 1024 * 1024;
/** At most this much JSON after inflating (a deflate bomb is refused, not run out of memory). */
export const MAX_JSON_BYTES = 16 * 1024 * 1024;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits');
/** Canonical base64 only: otherwise unused low bits could change and the file still open. */
const b64 = z
  .string()
  .max(MAX_JSON_BYTES)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')
  .refine((v) => Buffer.from(v, 'base64').toString('base64') === v, 'must be canonical base64');
const sideId = z.string().min(1).max(40);
const wrapped = z.object({ salt: b64, iv: b64, key: b64, tag: b64 }).strict();

/** The readable part: bound to the sealed part as GCM's additional data. */
const headerSchema = z
  .object({
    format: z.literal(FORMAT),
    version: z.literal(VERSION),
    /** The game's id: 16 random hexadecimal digits chosen by `pbem new`. */
    game: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hexadecimal digits'),
    system: z.string().min(1).max(40),
    scenario: z.object({ id: z.string().min(1).max(200), hash: hex64 }).strict(),
    options: z
      .object({
        optionalRules: z.array(z.string().max(80)).max(200).optional(),
        fogOfWar: z.boolean().optional(),
      })
      .strict(),
    /** sha256 of the seed and a random nonce, both sealed (docs/pbem.md "The seed"). */
    seedCommit: hex64,
    /** 1 for the first file of the game, then one more for each file. */
    file: z.number().int().min(1).max(1_000_000),
    from: sideId,
    toPlay: sideId,
    turn: z.number().int().min(0).max(100_000),
    /** Each side's salt for the scrypt key that signs its part, and its public key (sign.ts). */
    signers: z.record(sideId, z.object({ salt: b64, pub: b64 }).strict()),
    /** The link to the file before this one (sign.ts linkOf; the genesis value for file 1). */
    prev: hex64,
    /** The sender's signature over this file, chained to `prev` (sign.ts). */
    sig: b64,
  })
  .strict();

const sealedSchema = z
  .object({
    cipher: z.literal('aes-256-gcm'),
    kdf: z
      .object({
        name: z.literal('scrypt'),
        N: z.number().int().min(2).max(MAX_KDF.N),
        r: z.number().int().min(1).max(MAX_KDF.r),
        p: z.number().int().min(1).max(MAX_KDF.p),
      })
      .strict(),
    keys: z.record(sideId, wrapped),
    iv: b64,
    data: b64,
    tag: b64,
  })
  .strict();

const fileSchema = z.object({ header: headerSchema, sealed: sealedSchema }).strict();

export type TurnHeader = z.infer<typeof headerSchema>;
/** The header without its signature: what the signature covers. */
export type UnsignedHeader = Omit<TurnHeader, 'sig'>;

export interface TurnFile {
  readonly header: TurnHeader;
  readonly sealed: SealedPart;
}

/** What the sealed part holds (JSON): nothing of it is readable without a password. */
export interface TurnBody {
  readonly seed: string;
  /** 32 random bytes (hex) that make the seed commitment unguessable from a short seed. */
  readonly seedNonce: string;
  /** The state hash before the first command of this file (the game's start for file 1). */
  readonly hashBefore: string;
  /** The sender's part: every command since the last file, in order. */
  readonly commands: readonly unknown[];
  readonly hashAfter: string;
}

const bodySchema = z
  .object({
    seed: z.string().min(1).max(200),
    seedNonce: z.string().regex(/^[0-9a-f]{64}$/),
    hashBefore: hex64,
    commands: z.array(z.unknown()).max(1_000_000),
    hashAfter: hex64,
  })
  .strict();

/** The header line: game, scenario, turn, side to play, file number. Checked against the JSON. */
export function headerLine(h: TurnHeader): string {
  return `${FORMAT} ${VERSION} · game ${h.game} · ${h.scenario.id} · turn ${h.turn} · ${h.toPlay} to play · file ${h.file}`;
}

export function encodeTurnFile(f: TurnFile): string {
  const json = JSON.stringify({ header: f.header, sealed: f.sealed });
  const b = deflateRawSync(Buffer.from(json, 'utf8'), { level: 9 }).toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < b.length; i += 76) lines.push(b.slice(i, i + 76));
  return `${headerLine(f.header)}\n${lines.join('\n')}\n`;
}

/** The problem with a zod result, as "field: message". */
function firstIssue(e: z.ZodError): string {
  const i = e.issues[0]!;
  return `field "${i.path.join('.') || '(top)'}": ${i.message}`;
}

/** Reads a turn file's text; refuses (PbemRefusal) anything that is not one, or is damaged. */
export function decodeTurnFile(text: string): TurnFile {
  if (text.length > MAX_FILE_CHARS)
    throw new PbemRefusal(
      'not-a-turn-file',
      `it is ${text.length} characters long, more than a turn file can be`,
    );
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = (lines[0] ?? '').trim();
  if (!first.startsWith(`${FORMAT} `))
    throw new PbemRefusal('not-a-turn-file', `its first line does not start with "${FORMAT}"`);
  const payload = lines.slice(1).join('').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new PbemRefusal('tampered', 'the text after the first line is not base64');
  const bytes = Buffer.from(payload, 'base64');
  // Only the canonical base64 of the bytes (no changed padding bits) and no bytes after the end of
  // the deflate stream: the file's text has one reading.
  if (bytes.toString('base64') !== payload)
    throw new PbemRefusal('tampered', 'the text after the first line is not the base64 it was written as');
  let json: string;
  try {
    const r = inflateRawSync(bytes, { maxOutputLength: MAX_JSON_BYTES, info: true }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    if (r.engine.bytesWritten !== bytes.length) throw new Error('trailing bytes');
    json = r.buffer.toString('utf8');
  } catch {
    throw new PbemRefusal('tampered', 'the text after the first line does not inflate (cut or changed)');
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new PbemRefusal('tampered', 'its contents are not JSON');
  }
  const r = fileSchema.safeParse(value);
  if (!r.success) throw new PbemRefusal('tampered', `its contents do not check: ${firstIssue(r.error)}`);
  const file = r.data as TurnFile;
  if (headerLine(file.header) !== first)
    throw new PbemRefusal('tampered', 'its first line does not match its contents');
  return file;
}

/** The sealed part's JSON, checked: a body that does not check is a changed file. */
export function parseBody(json: string): TurnBody {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new PbemRefusal('tampered', 'its sealed part is not JSON');
  }
  const r = bodySchema.safeParse(value);
  if (!r.success) throw new PbemRefusal('tampered', `its sealed part does not check: ${firstIssue(r.error)}`);
  return r.data;
}
