// Where the password of an encrypted save comes from when the caller gives none: a password
// offered for that file (the game's own password screen, LockedSaveError.offer), then
// HEXFRONT_PASSWORD (scripts), then a question on the terminal (`play --load`, `report`,
// `render`, `replay`), asked only when no full-screen game owns the terminal (stdin in raw mode).

import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Asks for a password; undefined when it cannot ask. */
export type PasswordSource = (question: string) => string | undefined;

const offered = new Map<string, string>();

/** Keeps a password checked against a file's keys for the next read of that file (once). */
export function offerPassword(file: string, password: string): void {
  offered.set(path.resolve(file), password);
}

export function takeOffered(file: string): string | undefined {
  const key = path.resolve(file);
  const p = offered.get(key);
  offered.delete(key);
  return p;
}

/** A question on the controlling terminal with echo off; undefined when there is none to ask on. */
export const ttyPassword: PasswordSource = (question) => {
  if (!process.stdin.isTTY || process.stdin.isRaw || process.platform === 'win32') return undefined;
  let fd: number | undefined;
  try {
    fd = openSync('/dev/tty', 'r+');
    const stty = (arg: string) => spawnSync('stty', [arg], { stdio: [fd!, 'ignore', 'ignore'] });
    writeSync(fd, question);
    stty('-echo');
    const bytes: number[] = [];
    const one = Buffer.alloc(1);
    try {
      // Up to 1,024 bytes, to the end of the line.
      while (bytes.length < 1024 && readSync(fd, one, 0, 1, null) === 1) {
        if (one[0] === 0x0a || one[0] === 0x0d) break;
        bytes.push(one[0]!);
      }
    } finally {
      stty('echo');
      writeSync(fd, '\n');
    }
    return Buffer.from(bytes).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
};

/** The default: an offered password, then HEXFRONT_PASSWORD, then the terminal. */
export function defaultPassword(file: string, question: string): string | undefined {
  return takeOffered(file) ?? (process.env.HEXFRONT_PASSWORD || undefined) ?? ttyPassword(question);
}
