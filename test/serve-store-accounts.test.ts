// Issue 19 "Host key and accounts": accounts created at first login, tied to a public key or a
// password kept as a scrypt verifier.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AccountError,
  AccountStore,
  checkVerifier,
  nameProblem,
  type AccountRecord,
} from '../src/serve/store/accounts.js';
import { FileStorage, MemoryStorage } from '../src/serve/store/storage.js';

const KDF = { N: 2 ** 10, r: 8, p: 1 };
const KEY = { algo: 'ssh-ed25519', data: 'AAAAC3NzaC1lZDI1NTE5AAAAIHexfrontTestKeyOne0000000000000000000' };
const KEY2 = { algo: 'ssh-ed25519', data: 'AAAAC3NzaC1lZDI1NTE5AAAAIHexfrontTestKeyTwo0000000000000000000' };
const fixed = () => new Date('2026-01-02T03:04:05.000Z');

describe('issue 19 accounts: names', () => {
  it('a name is 2-16 letters, digits, "-" and "_", not reserved, unique without regard to case', async () => {
    const a = new AccountStore(new MemoryStorage(), { kdf: KDF, now: fixed });
    await a.create('Ann_1', { key: KEY });
    const refused = async (name: string, why: RegExp) => {
      const e = await a.create(name, { password: 'long enough pw' }).catch((x: unknown) => x);
      expect(e, name).toBeInstanceOf(AccountError);
      expect((e as AccountError).field).toBe('name');
      expect((e as Error).message).toMatch(why);
    };
    await refused('ann_1', /"ann_1" is taken: choose another name/);
    await refused('ANN_1', /is taken/);
    await refused('a', /a name is 2 to 16 characters long/);
    await refused('x'.repeat(17), /2 to 16 characters/);
    await refused('bad name', /letters \(a-z\), digits, "-" and "_"/);
    await refused('../root', /letters/);
    await refused('-dash', /starts with a letter or digit/);
    await refused('Éric', /letters \(a-z\)/);
    for (const r of ['play', 'Root', 'ADMIN', 'guest', 'computer'])
      await refused(r, new RegExp(`"${r}" is reserved on this server`));
    expect(nameProblem('Bob-2')).toBeNull();
    expect(a.nameProblem('ann_1')).toMatch(/taken/);
  });
});

describe('issue 19 accounts: passwords as scrypt verifiers', () => {
  it('the right password logs in, a wrong one or an unknown name does not; the record never holds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-accounts-'));
    try {
      const storage = new FileStorage(dir);
      const a = new AccountStore(storage, { kdf: KDF, now: fixed });
      const acc = await a.create('Bob', { password: 'correct horse' });
      expect(acc).toEqual({
        name: 'Bob',
        createdAt: '2026-01-02T03:04:05.000Z',
        keys: [],
        hasPassword: true,
      });
      expect((await a.checkPassword('bob', 'correct horse'))?.name).toBe('Bob');
      expect(await a.checkPassword('Bob', 'correct horsE')).toBeUndefined();
      expect(await a.checkPassword('nobody-here', 'correct horse')).toBeUndefined();
      const text = readFileSync(path.join(dir, 'accounts', 'bob.json'), 'utf8');
      expect(text).not.toContain('correct horse');
      expect(text).not.toContain(Buffer.from('correct horse').toString('base64'));
      const rec = JSON.parse(text) as AccountRecord;
      // The parameters are kept with the verifier; the salt is the account's own.
      expect(rec.password).toMatchObject({ kdf: 'scrypt', N: KDF.N, r: 8, p: 1 });
      expect(Buffer.from(rec.password!.salt, 'base64')).toHaveLength(16);
      expect(Buffer.from(rec.password!.hash, 'base64')).toHaveLength(32);
      // Another account with the same password gets another salt and so another hash.
      await a.create('Cy', { password: 'correct horse' });
      const cy = storage.get<AccountRecord>('accounts', 'cy')!;
      expect(cy.password!.salt).not.toBe(rec.password!.salt);
      expect(cy.password!.hash).not.toBe(rec.password!.hash);
      // A verifier asking for more work than any hexfront makes is refused, not computed.
      expect(await checkVerifier({ ...rec.password!, N: 2 ** 24 }, 'correct horse')).toBe(false);
      // Reopened from the files: the same answers.
      const again = new AccountStore(new FileStorage(dir), { kdf: KDF });
      expect((await again.checkPassword('BOB', 'correct horse'))?.name).toBe('Bob');
      // A new password replaces the old one.
      await again.setPassword('bob', 'battery staple');
      expect(await again.checkPassword('bob', 'correct horse')).toBeUndefined();
      expect((await again.checkPassword('bob', 'battery staple'))?.hasPassword).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a password too short or too long is refused naming the field', async () => {
    const a = new AccountStore(new MemoryStorage(), { kdf: KDF });
    await expect(a.create('Dee', { password: 'short' })).rejects.toMatchObject({
      field: 'password',
      message: 'a password is at least 8 characters long',
    });
    await expect(a.create('Dee', { password: 'x'.repeat(1025) })).rejects.toThrow(/at most 1024/);
    expect(a.exists('dee')).toBe(false);
  });
});

describe('issue 19 accounts: public keys', () => {
  it('keys are looked up by algorithm and data; a key belongs to one account only', async () => {
    const storage = new MemoryStorage();
    const a = new AccountStore(storage, { kdf: KDF, now: fixed });
    await a.create('Eve', { key: KEY });
    expect(a.byKey(KEY)?.name).toBe('Eve');
    expect(a.byKey({ algo: 'ssh-rsa', data: KEY.data })).toBeUndefined();
    expect(a.byKey(KEY2)).toBeUndefined();
    expect(a.exists('EVE')).toBe(true);
    expect(a.get('eve')?.hasPassword).toBe(false);
    await expect(a.create('Fay', { key: KEY })).rejects.toThrow('this public key already logs in as "Eve"');
    expect(() => a.addKey('eve', { algo: 'ssh-ed25519', data: 'not base64!' })).toThrow(/not base64/);
    expect(() => a.addKey('nobody', KEY2)).toThrow('there is no account named "nobody"');
    expect(a.addKey('eve', KEY2).keys).toHaveLength(2);
    expect(a.byKey(KEY2)?.name).toBe('Eve');
    // The index is rebuilt when the store opens again.
    const again = new AccountStore(storage, { kdf: KDF });
    expect(again.byKey(KEY2)?.name).toBe('Eve');
    // A key account has no password: no password logs in.
    expect(await again.checkPassword('eve', 'anything at all')).toBeUndefined();
  });

  it('a damaged account document is logged and skipped; the others still log in', async () => {
    const storage = new MemoryStorage();
    const a = new AccountStore(storage, { kdf: KDF });
    await a.create('Gus', { key: KEY });
    storage.put('accounts', 'hal', { format: 'something else' });
    const lines: string[] = [];
    const again = new AccountStore(storage, { kdf: KDF, log: (l) => lines.push(l) });
    expect(lines).toEqual(['account "hal": the document is not an account of this name']);
    expect(again.byKey(KEY)?.name).toBe('Gus');
    expect(again.exists('hal')).toBe(false);
  });
});
