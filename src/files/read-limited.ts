// Reading a file the game did not write itself (a scenario, a map, a save) without trusting it
// (issue 21): only a regular file, opened without blocking (a FIFO would hang the read for ever,
// /dev/zero would never end), under a size cap, and in strict UTF-8 (a bad byte is named by line,
// column and offset instead of being silently replaced).

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Why a file was not read; `notFound` for a missing file, `code` the system's error code. */
export class FileReadError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'FileReadError';
  }
}

/** A file that is not valid UTF-8: where its first bad byte is. */
export class BadUtf8Error extends Error {
  constructor(
    readonly line: number,
    readonly col: number,
    readonly offset: number,
  ) {
    super(`is not valid UTF-8: a bad byte at line ${line}, column ${col}`);
    this.name = 'BadUtf8Error';
  }
}

function megabytes(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(n < 1024 * 1024 ? 2 : 1)} MB`;
}

/** The bytes of a regular file of at most `max` bytes; opening never blocks (O_NONBLOCK). */
export function readRegularFile(file: string, max: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileReadError('no such file', true, code);
    if (code === 'EACCES') throw new FileReadError('permission denied', false, code);
    throw new FileReadError(`cannot be opened (${code ?? 'error'})`, false, code);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new FileReadError('is a directory, not a file', false, 'EISDIR');
    if (!st.isFile())
      throw new FileReadError('is not a regular file (a pipe, a device or a socket): not read');
    if (st.size > max)
      throw new FileReadError(`is ${megabytes(st.size)}; a file here may be at most ${megabytes(max)}`);
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return buf.subarray(0, off);
  } finally {
    closeSync(fd);
  }
}

/** The length of the UTF-8 sequence starting at `at`, or 0 when it is malformed (RFC 3629). */
function sequenceLength(b: Uint8Array, at: number): number {
  const c = b[at]!;
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const x = b[at + k];
    return x !== undefined && x >= lo && x <= hi;
  };
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if ((c >= 0xe1 && c <= 0xec) || c === 0xee || c === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0; // no UTF-16 surrogates
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** Decodes strict UTF-8 (a byte-order mark is kept); throws BadUtf8Error at the first bad byte. */
export function decodeUtf8Strict(bytes: Uint8Array): string {
  let line = 1;
  let col = 1;
  for (let at = 0; at < bytes.length;) {
    const n = sequenceLength(bytes, at);
    if (n === 0) throw new BadUtf8Error(line, col, at);
    if (bytes[at] === 0x0a) {
      line++;
      col = 1;
    } else col++;
    at += n;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** A regular file of at most `max` bytes as strict UTF-8 text. */
export function readTextFile(file: string, max: number): string {
  return decodeUtf8Strict(readRegularFile(file, max));
}
