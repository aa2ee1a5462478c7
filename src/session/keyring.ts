// The passwords of a hot-seat game (PC-NET-01), kept without the passwords themselves: a random
// game key seals the save (src/save/seal.ts), and each side's password wraps a copy of it. A
// side's wrapped key is its password verifier too: scrypt (salted) turns the typed password into
// a key-encryption key, and AES-256-GCM opens the wrapped game key only with the right one. So a
// password survives a restart (the save carries the wrapped keys) and is never stored.
// docs/saves.md says what this protects and what it does not.

import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import type { SideId } from '../engine/core/system.js';

/** scrypt's cost parameters, kept in the save so that they can be raised later. */
export interface KdfParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * Not from the source: N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s a derivation), the cost
 * OWASP's password storage cheat sheet gives as a minimum for scrypt.
 */
export const DEFAULT_KDF: KdfParams = { N: 2 ** 15, r: 8, p: 1 };
/** Costs a save may ask for at most: a forged file must not make opening it take minutes. */
export const MAX_KDF: KdfParams = { N: 2 ** 20, r: 16, p: 4 };

/** One side's copy of the game key, wrapped under its password (all base64). */
export interface WrappedKey {
  readonly salt: string;
  readonly iv: string;
  readonly key: string;
  readonly tag: string;
}

const GAME_KEY_BYTES = 32;

function deriveKek(password: string, salt: Buffer, kdf: KdfParams): Buffer {
  return scryptSync(password.normalize('NFC'), salt, 32, {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    maxmem: 256 * kdf.N * kdf.r + 1024 * 1024,
  });
}

/**
 * The scrypt key of a password (NFC, salted), for other password-keyed uses than wrapping the game
 * key: play by e-mail derives each side's signing key from it (src/pbem/sign.ts).
 */
export function derivePasswordKey(password: string, salt: Buffer, kdf: KdfParams): Buffer {
  return deriveKek(password, salt, kdf);
}

/** The wrapped key names its side, so one side's copy cannot be passed off as the other's. */
const wrapAad = (side: SideId) => Buffer.from(`hexfront-game-key:${side}`, 'utf8');

function wrap(gameKey: Buffer, side: SideId, password: string, kdf: KdfParams): WrappedKey {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', deriveKek(password, salt, kdf), iv);
  c.setAAD(wrapAad(side));
  const key = Buffer.concat([c.update(gameKey), c.final()]);
  return {
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    key: key.toString('base64'),
    tag: c.getAuthTag().toString('base64'),
  };
}

/** The game key, or null when the password is not this side's. */
function unwrap(w: WrappedKey, side: SideId, password: string, kdf: KdfParams): Buffer | null {
  try {
    const d = createDecipheriv(
      'aes-256-gcm',
      deriveKek(password, Buffer.from(w.salt, 'base64'), kdf),
      Buffer.from(w.iv, 'base64'),
    );
    d.setAAD(wrapAad(side));
    d.setAuthTag(Buffer.from(w.tag, 'base64'));
    const key = Buffer.concat([d.update(Buffer.from(w.key, 'base64')), d.final()]);
    return key.length === GAME_KEY_BYTES ? key : null;
  } catch {
    return null;
  }
}

export class Keyring {
  private readonly wrapped = new Map<SideId, WrappedKey>();

  private constructor(
    /** The key that seals the game's saves; never written anywhere unwrapped. */
    readonly gameKey: Buffer,
    readonly kdf: KdfParams,
  ) {}

  /** A new game's keyring: a fresh random game key and no passwords yet. */
  static create(kdf: KdfParams = DEFAULT_KDF): Keyring {
    return new Keyring(randomBytes(GAME_KEY_BYTES), kdf);
  }

  /**
   * A saved game's keyring, opened with one password: tries it against each side's copy and
   * returns the keyring and the side whose password it is, or null when it is no side's.
   */
  static open(
    keys: Readonly<Record<SideId, WrappedKey>>,
    kdf: KdfParams,
    password: string,
    onlySide?: SideId,
  ): { keyring: Keyring; side: SideId } | null {
    for (const [side, w] of Object.entries(keys)) {
      if (onlySide !== undefined && side !== onlySide) continue;
      const key = unwrap(w, side, password, kdf);
      if (!key) continue;
      const ring = new Keyring(key, kdf);
      for (const [s, x] of Object.entries(keys)) ring.wrapped.set(s, x);
      return { keyring: ring, side };
    }
    return null;
  }

  /** True when the side has a password. */
  has(side: SideId): boolean {
    return this.wrapped.has(side);
  }

  /** Sets (or replaces) a side's password: a new salt and a new wrapped copy of the game key. */
  set(side: SideId, password: string): void {
    this.wrapped.set(side, wrap(this.gameKey, side, password, this.kdf));
  }

  /** True when `password` is the side's (scrypt with the side's salt, then the GCM tag decides). */
  check(side: SideId, password: string): boolean {
    const w = this.wrapped.get(side);
    if (!w) return false;
    const key = unwrap(w, side, password, this.kdf);
    return key !== null && key.equals(this.gameKey);
  }

  /** Sides with a password. */
  sides(): SideId[] {
    return [...this.wrapped.keys()];
  }

  /** The wrapped copies, as a save keeps them. */
  table(): Record<SideId, WrappedKey> {
    return Object.fromEntries(this.wrapped);
  }
}
