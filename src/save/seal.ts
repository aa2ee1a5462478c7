// Encrypted saves of games with passwords: the game (seed, options, log, snapshot, recent events)
// is sealed with AES-256-GCM under the game's random key; the header (format, system, scenario,
// meta) and each side's wrapped copy of the key (src/session/keyring.ts) stay readable so that
// `hexfront saves` can list the game, and are bound to the sealed data as GCM's additional data:
// changing any of them makes the file refuse to open. docs/saves.md has the threat model.

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { canonicalJson } from '../engine/core/serialize.js';
import type { SideId } from '../engine/core/system.js';
import type { KdfParams, Keyring, WrappedKey } from '../session/keyring.js';

export interface SealedPart {
  readonly cipher: 'aes-256-gcm';
  readonly kdf: { readonly name: 'scrypt' } & KdfParams;
  readonly keys: Readonly<Record<SideId, WrappedKey>>;
  readonly iv: string;
  readonly data: string;
  readonly tag: string;
}

/** What GCM authenticates besides the data: the readable header and the key table. */
function aadOf(header: object, kdf: SealedPart['kdf'], keys: SealedPart['keys']): Buffer {
  return Buffer.from(canonicalJson({ header, kdf, keys }), 'utf8');
}

export function sealBody(header: object, body: object, keyring: Keyring): SealedPart {
  const kdf = { name: 'scrypt' as const, ...keyring.kdf };
  const keys = keyring.table();
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', keyring.gameKey, iv);
  c.setAAD(aadOf(header, kdf, keys));
  const data = Buffer.concat([c.update(JSON.stringify(body), 'utf8'), c.final()]);
  return {
    cipher: 'aes-256-gcm',
    kdf,
    keys,
    iv: iv.toString('base64'),
    data: data.toString('base64'),
    tag: c.getAuthTag().toString('base64'),
  };
}

/** The sealed data's text, or null when it or the header was changed (the GCM tag does not match). */
export function openBody(header: object, sealed: SealedPart, gameKey: Buffer): string | null {
  try {
    const d = createDecipheriv('aes-256-gcm', gameKey, Buffer.from(sealed.iv, 'base64'));
    d.setAAD(aadOf(header, sealed.kdf, sealed.keys));
    d.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([d.update(Buffer.from(sealed.data, 'base64')), d.final()]).toString('utf8');
  } catch {
    return null;
  }
}
