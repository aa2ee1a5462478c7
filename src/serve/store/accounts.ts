// The accounts of `hexfront serve` (issue 19 "Host key and accounts"): a name, the public keys
// that log in as it, and a password kept only as a scrypt verifier (a per-account salt, the cost
// parameters recorded beside it, a constant-time comparison). Created at first login by the
// connection (src/serve/lobby/), asked about by the SSH front (src/serve/ssh/) through the
// AccountDirectory contract. One document per account in the "accounts" collection, keyed by the
// name in lower case; the key index is rebuilt in memory when the store opens.

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Account, AccountDirectory, PublicKeyRef } from '../contract.js';
import { DEFAULT_KDF, MAX_KDF, type KdfParams } from '../../session/keyring.js';
import { StorageError, type Storage } from './storage.js';

export const ACCOUNTS = 'accounts';

/**
 * Not from the source: names are 2-16 ASCII letters, digits, "-" and "_", starting with a letter
 * or digit (ASCII only, so that no two names look alike; no leading "-", which reads as an option
 * in an operator's scripts). Unique without regard to case.
 */
export const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,15}$/;

/** Not from the source: names a player may not take (they would pass for the server or a role). */
export const RESERVED_NAMES: readonly string[] = [
  'play',
  'root',
  'admin',
  'administrator',
  'guest',
  'computer',
  'system',
  'server',
  'hexfront',
  'operator',
  'moderator',
  'nobody',
  'anonymous',
  'spectator',
  'daemon',
  'postmaster',
  'support',
  'help',
  'login',
  'new',
];

/** Not from the source: 8 characters at least (NIST SP 800-63B's minimum), 1,024 at most. */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 1024;

/** A password verifier: scrypt(NFC password, salt) with the parameters it was made with. */
export interface PasswordVerifier {
  readonly kdf: 'scrypt';
  readonly N: number;
  readonly r: number;
  readonly p: number;
  /** base64 */
  readonly salt: string;
  /** base64, 32 bytes */
  readonly hash: string;
}

/** The stored document of an account. */
export interface AccountRecord {
  readonly format: 'hexfront-account';
  readonly version: 1;
  readonly name: string;
  readonly createdAt: string;
  readonly keys: readonly PublicKeyRef[];
  readonly password?: PasswordVerifier;
}

/** Why an account could not be made or changed; the message is for the player. */
export class AccountError extends Error {
  constructor(
    readonly field: 'name' | 'password' | 'key',
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

/** Why a name cannot be taken as typed, or null; `exists` says whether it is taken already. */
export function nameProblem(name: string, exists?: (lower: string) => boolean): string | null {
  if (typeof name !== 'string' || name.length < 2 || name.length > 16)
    return 'a name is 2 to 16 characters long';
  if (!NAME_PATTERN.test(name))
    return 'a name is made of letters (a-z), digits, "-" and "_", and starts with a letter or digit';
  const lower = name.toLowerCase();
  if (RESERVED_NAMES.includes(lower)) return `"${name}" is reserved on this server: choose another name`;
  if (exists?.(lower)) return `"${name}" is taken: choose another name`;
  return null;
}

function passwordProblem(password: string): string | null {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD)
    return `a password is at least ${MIN_PASSWORD} characters long`;
  if (password.length > MAX_PASSWORD) return `a password is at most ${MAX_PASSWORD} characters long`;
  return null;
}

function keyProblem(key: PublicKeyRef): string | null {
  if (!key || typeof key.algo !== 'string' || !/^[a-z0-9@.-]{1,64}$/.test(key.algo))
    return 'the public key has no valid algorithm name';
  if (typeof key.data !== 'string' || key.data.length === 0 || key.data.length > 16_384)
    return 'the public key data must be 1 to 16,384 characters of base64';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key.data)) return 'the public key data is not base64';
  return null;
}

const indexOf = (key: PublicKeyRef) => `${key.algo} ${key.data}`;

/** scrypt off the main thread (libuv's pool), with the memory the parameters need. */
function derive(password: string, salt: Buffer, k: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      32,
      { N: k.N, r: k.r, p: k.p, maxmem: 256 * k.N * k.r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function makeVerifier(
  password: string,
  kdf: KdfParams = DEFAULT_KDF,
): Promise<PasswordVerifier> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, kdf);
  return {
    kdf: 'scrypt',
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
  };
}

/** True when `password` gives the verifier's hash; a verifier asking for more work than MAX_KDF fails. */
export async function checkVerifier(v: PasswordVerifier, password: string): Promise<boolean> {
  if (v.kdf !== 'scrypt' || v.N > MAX_KDF.N || v.r > MAX_KDF.r || v.p > MAX_KDF.p) return false;
  const want = Buffer.from(v.hash, 'base64');
  if (want.length !== 32) return false;
  const got = await derive(password, Buffer.from(v.salt, 'base64'), v);
  return timingSafeEqual(got, want);
}

export interface AccountStoreOptions {
  /** scrypt's cost for new verifiers; default DEFAULT_KDF (src/session/keyring.ts). */
  readonly kdf?: KdfParams;
  /** The clock, for createdAt. */
  readonly now?: () => Date;
  /** Where a damaged account document is reported when the store opens. */
  readonly log?: (line: string) => void;
}

export class AccountStore implements AccountDirectory {
  private readonly byName = new Map<string, AccountRecord>();
  private readonly keyIndex = new Map<string, string>();
  private readonly kdf: KdfParams;
  private readonly now: () => Date;
  /** A verifier that matches no password, checked for unknown names so that they take as long. */
  private dummy: Promise<PasswordVerifier> | undefined;

  constructor(
    private readonly storage: Storage,
    o: AccountStoreOptions = {},
  ) {
    this.kdf = o.kdf ?? DEFAULT_KDF;
    this.now = o.now ?? (() => new Date());
    const log = o.log ?? ((line: string) => process.stderr.write(`hexfront serve: ${line}\n`));
    for (const key of storage.list(ACCOUNTS)) {
      try {
        const r = storage.get<AccountRecord>(ACCOUNTS, key);
        if (
          !r ||
          r.format !== 'hexfront-account' ||
          typeof r.name !== 'string' ||
          r.name.toLowerCase() !== key
        )
          throw new StorageError('damaged', `account "${key}": the document is not an account of this name`);
        this.byName.set(key, r);
        for (const k of r.keys ?? []) this.keyIndex.set(indexOf(k), key);
      } catch (e) {
        // A damaged account cannot log in; the others still can. The file is left for the operator.
        if (!(e instanceof StorageError)) throw e;
        log(e.message);
      }
    }
  }

  private toAccount(r: AccountRecord): Account {
    return {
      name: r.name,
      createdAt: r.createdAt,
      keys: r.keys.map((k) => ({ ...k })),
      hasPassword: !!r.password,
    };
  }

  exists(name: string): boolean {
    return typeof name === 'string' && this.byName.has(name.toLowerCase());
  }

  get(name: string): Account | undefined {
    const r = typeof name === 'string' ? this.byName.get(name.toLowerCase()) : undefined;
    return r && this.toAccount(r);
  }

  byKey(key: PublicKeyRef): Account | undefined {
    const name = this.keyIndex.get(indexOf(key));
    const r = name === undefined ? undefined : this.byName.get(name);
    return r && this.toAccount(r);
  }

  async checkPassword(name: string, password: string): Promise<Account | undefined> {
    const r = typeof name === 'string' ? this.byName.get(name.toLowerCase()) : undefined;
    if (typeof password !== 'string' || password.length > MAX_PASSWORD) return undefined;
    if (!r?.password) {
      // As long as a real check: the time taken does not tell which names exist.
      this.dummy ??= makeVerifier(randomBytes(16).toString('hex'), this.kdf);
      await checkVerifier(await this.dummy, password);
      return undefined;
    }
    return (await checkVerifier(r.password, password)) ? this.toAccount(r) : undefined;
  }

  /** Why `name` cannot be taken now, or null. */
  nameProblem(name: string): string | null {
    return nameProblem(name, (lower) => this.byName.has(lower));
  }

  /** A new account tied to a public key or a password; refused with an AccountError naming the field. */
  async create(name: string, how: { key: PublicKeyRef } | { password: string }): Promise<Account> {
    const bad = this.nameProblem(name);
    if (bad) throw new AccountError('name', bad);
    let record: AccountRecord = {
      format: 'hexfront-account',
      version: 1,
      name,
      createdAt: this.now().toISOString(),
      keys: [],
    };
    if ('key' in how) {
      this.checkNewKey(how.key);
      record = { ...record, keys: [{ algo: how.key.algo, data: how.key.data }] };
    } else {
      const p = passwordProblem(how.password);
      if (p) throw new AccountError('password', p);
      record = { ...record, password: await makeVerifier(how.password, this.kdf) };
    }
    // The scrypt above yields: another login may have taken the name meanwhile.
    const again = this.nameProblem(name);
    if (again) throw new AccountError('name', again);
    if ('key' in how) this.checkNewKey(how.key);
    this.write(record);
    return this.toAccount(record);
  }

  private checkNewKey(key: PublicKeyRef): void {
    const p = keyProblem(key);
    if (p) throw new AccountError('key', p);
    const owner = this.keyIndex.get(indexOf(key));
    if (owner !== undefined)
      throw new AccountError('key', `this public key already logs in as "${this.byName.get(owner)!.name}"`);
  }

  private record(name: string): AccountRecord {
    const r = typeof name === 'string' ? this.byName.get(name.toLowerCase()) : undefined;
    if (!r) throw new AccountError('name', `there is no account named "${name}"`);
    return r;
  }

  private write(r: AccountRecord): void {
    const key = r.name.toLowerCase();
    this.storage.put(ACCOUNTS, key, r);
    const old = this.byName.get(key);
    for (const k of old?.keys ?? []) this.keyIndex.delete(indexOf(k));
    this.byName.set(key, r);
    for (const k of r.keys) this.keyIndex.set(indexOf(k), key);
  }

  /** Ties another public key to the account. */
  addKey(name: string, key: PublicKeyRef): Account {
    const r = this.record(name);
    this.checkNewKey(key);
    const next: AccountRecord = { ...r, keys: [...r.keys, { algo: key.algo, data: key.data }] };
    this.write(next);
    return this.toAccount(next);
  }

  /** Sets or replaces the password (a new salt and verifier). */
  async setPassword(name: string, password: string): Promise<Account> {
    this.record(name);
    const p = passwordProblem(password);
    if (p) throw new AccountError('password', p);
    const verifier = await makeVerifier(password, this.kdf);
    const next: AccountRecord = { ...this.record(name), password: verifier };
    this.write(next);
    return this.toAccount(next);
  }
}
