// Each side signs its own part of the game (issue 22), under a key that scrypt derives from that
// side's password (src/session/keyring.ts derivePasswordKey, with the side's own salt), over the
// file's readable header and a digest of its sealed body; the header holds `prev`, the digest of
// the previous file's signature, so the files form a chain.
//
// The issue asks for an HMAC. An HMAC can only be checked by someone who holds its key, so the
// receiver could not check the sender's signature without being able to forge it. The scrypt
// output is therefore used as an Ed25519 seed instead (node:crypto): the private key never leaves
// the sender's machine, and the public key travels in the header, where the receiver pins it the
// first time (journal.ts) and checks every later file against it. docs/pbem.md "Signatures".

import {
  createPrivateKey,
  createPublicKey,
  sign as edSign,
  verify as edVerify,
  randomBytes,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { canonicalJson, sha256 } from '../engine/core/serialize.js';
import { derivePasswordKey, type KdfParams } from '../session/keyring.js';
import type { TurnBody, UnsignedHeader } from './format.js';

/** PKCS#8 DER prefix of a raw 32-byte Ed25519 private key (RFC 8410). */
const ED25519_PKCS8 = Buffer.from('302e020100300506032b657004220420', 'hex');
/** SPKI DER prefix of a raw 32-byte Ed25519 public key. */
const ED25519_SPKI = Buffer.from('302a300506032b6570032100', 'hex');

export interface Signer {
  readonly key: KeyObject;
  /** The public key, raw 32 bytes in base64, as the header carries it. */
  readonly pub: string;
}

export function newSignerSalt(): string {
  return randomBytes(16).toString('base64');
}

/** The side's signing key: scrypt(password, salt) as an Ed25519 seed. */
export function signerFor(password: string, salt: string, kdf: KdfParams): Signer {
  const seed = derivePasswordKey(password, Buffer.from(salt, 'base64'), kdf);
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8, seed]), format: 'der', type: 'pkcs8' });
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return { key, pub: spki.subarray(ED25519_SPKI.length).toString('base64') };
}

/** A short fingerprint of a public key, for players to compare by another channel. */
export function fingerprint(pub: string): string {
  return (sha256(`hexfront-pbem-signer:${pub}`).slice(0, 16).match(/.{4}/g) ?? []).join('-');
}

/** The chain's start: file 1's `prev`, bound to the game's id. */
export function genesis(game: string): string {
  return sha256(`hexfront-pbem-genesis:${game}`);
}

/** The `prev` of the file after one signed `sig`. */
export function linkOf(sig: string): string {
  return sha256(`hexfront-pbem-link:${sig}`);
}

/** What is signed: the header (which holds `prev`) and the body's digest. */
function signedText(header: UnsignedHeader, body: TurnBody): Buffer {
  return Buffer.from(canonicalJson({ header, body: sha256(canonicalJson(body)) }), 'utf8');
}

export function sign(signer: Signer, header: UnsignedHeader, body: TurnBody): string {
  return edSign(null, signedText(header, body), signer.key).toString('base64');
}

export function verify(pub: string, header: UnsignedHeader, body: TurnBody, sig: string): boolean {
  try {
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI, Buffer.from(pub, 'base64')]),
      format: 'der',
      type: 'spki',
    });
    return edVerify(null, signedText(header, body), key, Buffer.from(sig, 'base64'));
  } catch {
    return false;
  }
}
