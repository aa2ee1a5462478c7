// The host key (issue 19 "The host key is generated on first start and kept in the data
// directory"): generated once with mode 0600, the same key after a restart, and a damaged or
// exposed key file is an error naming the file, never silently replaced.

import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import ssh2 from 'ssh2';
import { HOST_KEY_FILE, HostKeyError, loadOrCreateHostKey } from '../src/serve/ssh/index.js';
import { generateUsableKeyPair } from '../src/serve/ssh/host-key.js';
import { connect, echoHandler, fakeAccounts, startTestServer } from './serve-ssh-helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'hexfront-hostkey-'));
  dirs.push(d);
  return d;
};

describe('host key generation', () => {
  it('ssh2 drops a leading zero byte about once in 256 keys: only keys ssh2 reads back are kept', () => {
    // 1,500 keys: without the check a few (about 6) would not parse, and the server would refuse
    // its own host key at the next start.
    for (let i = 0; i < 1500; i++) {
      const parsed = ssh2.utils.parseKey(generateUsableKeyPair().private);
      expect(parsed instanceof Error || Array.isArray(parsed)).toBe(false);
    }
  });
  it('a key that does not read back is replaced by a new one', () => {
    const good = ssh2.utils.generateKeyPairSync('ed25519');
    const keys = [{ private: 'not a key', public: '' }, good];
    expect(generateUsableKeyPair(4, () => keys.shift()!)).toBe(good);
    expect(() => generateUsableKeyPair(2, () => ({ private: 'bad', public: '' }))).toThrow(
      /cannot read back/,
    );
  });
});

describe('host key', () => {
  it('is generated on first start (ed25519, mode 0600, no temp file left) and reused after', () => {
    const dir = tempDir();
    const first = loadOrCreateHostKey(dir);
    expect(first.created).toBe(true);
    expect(first.file).toBe(path.join(dir, HOST_KEY_FILE));
    expect(first.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(readFileSync(first.file, 'utf8')).toContain('BEGIN OPENSSH PRIVATE KEY');
    if (process.platform !== 'win32') expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([HOST_KEY_FILE]);
    const again = loadOrCreateHostKey(dir);
    expect(again.created).toBe(false);
    expect(again.fingerprint).toBe(first.fingerprint);
  });

  it('the server presents the same key across restarts (what a client checks against known_hosts)', async () => {
    const dataDir = tempDir();
    const accounts = fakeAccounts({ bob: { password: 'b' } });
    const seenKeys: string[] = [];
    for (let run = 0; run < 2; run++) {
      const server = await startTestServer({ accounts, handler: echoHandler(), dataDir });
      const c = await connect(server.port, {
        username: 'bob',
        password: 'b',
        hostVerifier: (key: Buffer) => {
          seenKeys.push(key.toString('base64'));
          return true;
        },
      });
      c.end();
      await server.stop();
    }
    expect(seenKeys).toHaveLength(2);
    expect(seenKeys[1]).toBe(seenKeys[0]);
  });

  it('a damaged key file is an error naming the file, and the file is left as it was', () => {
    const dir = tempDir();
    const file = path.join(dir, HOST_KEY_FILE);
    writeFileSync(file, 'not a key at all\n', { mode: 0o600 });
    expect(() => loadOrCreateHostKey(dir)).toThrow(HostKeyError);
    expect(() => loadOrCreateHostKey(dir)).toThrow(`host key ${file}: is damaged`);
    expect(readFileSync(file, 'utf8')).toBe('not a key at all\n');
  });

  it.skipIf(process.platform === 'win32')('a key file others can read is refused, as sshd does', () => {
    const dir = tempDir();
    const { file } = loadOrCreateHostKey(dir);
    chmodSync(file, 0o644);
    expect(() => loadOrCreateHostKey(dir)).toThrow(/is readable by other users \(mode 644\): run "chmod 600/);
  });

  it('startSshServer refuses to start on a damaged key, naming it', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, HOST_KEY_FILE), '-----BEGIN OPENSSH PRIVATE KEY-----\ngarbage\n', {
      mode: 0o600,
    });
    await expect(
      startTestServer({ accounts: fakeAccounts({}), handler: echoHandler(), dataDir }),
    ).rejects.toThrow(HOST_KEY_FILE);
  });
});
