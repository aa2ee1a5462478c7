// The server's host key (issue 19 "Host key and accounts"): generated on first start and kept in
// the data directory, so that players' known_hosts stay valid across restarts. A key file that
// cannot be read is an error naming the file, never silently replaced: a new key would make every
// client warn of a man in the middle, and the operator must decide that, not the server.

import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import { writeFileAtomic } from '../../save/atomic.js';

const { utils } = ssh2;

/** The file name of the host key inside the data directory (OpenSSH private-key format). */
export const HOST_KEY_FILE = 'ssh_host_ed25519_key';

export class HostKeyError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`host key ${file}: ${message}`);
    this.name = 'HostKeyError';
  }
}

export interface HostKey {
  /** The private key, as ssh2's Server takes it in hostKeys. */
  readonly privateKey: string;
  /** OpenSSH's form, "SHA256:..." as `ssh-keygen -lf` prints it, for the operator to publish. */
  readonly fingerprint: string;
  readonly file: string;
  /** True when this start generated the key. */
  readonly created: boolean;
}

/** Loads `<dataDir>/ssh_host_ed25519_key`, or generates and stores it when there is none. */
export function loadOrCreateHostKey(dataDir: string): HostKey {
  const file = path.join(dataDir, HOST_KEY_FILE);
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new HostKeyError(file, `cannot be read (${(e as Error).message})`);
    }
  }
  if (text === undefined) {
    const pair = generateUsableKeyPair();
    writePrivateFileAtomic(file, pair.private);
    return { privateKey: pair.private, fingerprint: fingerprintOf(file, pair.private), file, created: true };
  }
  checkPrivate(file);
  return { privateKey: text, fingerprint: fingerprintOf(file, text), file, created: false };
}

/**
 * An ed25519 key pair ssh2 itself can read back. ssh2 1.17.0's generator drops a leading zero byte
 * of the public key about once in 256 keys, and its own parseKey then refuses the key: such a key
 * saved as the host key would stop the server from starting. A new key is drawn instead.
 */
export function generateUsableKeyPair(
  tries = 32,
  generate: () => { private: string; public: string } = () => utils.generateKeyPairSync('ed25519'),
): { private: string; public: string } {
  for (let i = 0; i < tries; i++) {
    const pair = generate();
    const parsed = utils.parseKey(pair.private);
    if (!(parsed instanceof Error) && !Array.isArray(parsed)) return pair;
  }
  throw new Error(`ssh2 gave ${tries} ed25519 keys in a row that it cannot read back`);
}

/** Like sshd, refuse a private key that others can read: it may already have leaked. */
function checkPrivate(file: string): void {
  if (process.platform === 'win32') return; // no Unix modes to check
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new HostKeyError(
      file,
      `is readable by other users (mode ${mode.toString(8)}): run "chmod 600 ${file}" (and consider the key leaked if the machine is shared)`,
    );
  }
}

function fingerprintOf(file: string, privateKey: string): string {
  const parsed = utils.parseKey(privateKey);
  if (parsed instanceof Error) {
    throw new HostKeyError(file, `is damaged: ${parsed.message}. Move it away to generate a new key`);
  }
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || Array.isArray(parsed) || !key.isPrivateKey()) {
    throw new HostKeyError(file, 'must hold exactly one private key');
  }
  if (key.type !== 'ssh-ed25519') throw new HostKeyError(file, `holds a ${key.type} key, not ssh-ed25519`);
  const digest = createHash('sha256').update(key.getPublicSSH()).digest('base64').replace(/=+$/, '');
  return `SHA256:${digest}`;
}

/**
 * Writes a file that only its owner may read, atomically (src/save/atomic.ts): the temp file is
 * created with mode 0600, so the key is never readable by others, not even for a moment.
 */
export function writePrivateFileAtomic(target: string, data: string): void {
  try {
    writeFileAtomic(target, data, { mode: 0o600, dirMode: 0o700 });
  } catch (e) {
    throw new HostKeyError(target, `cannot be written (${(e as Error).message})`);
  }
}
