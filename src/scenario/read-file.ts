// Reading scenario and map files so that no file can hang or swamp the loader (issue 21): only
// regular files (a FIFO would block the read for ever, /dev/zero would never end), under a size
// cap, in strict UTF-8 (a bad byte is named by line and column instead of silently replaced), and
// map files only from the scenario's own folder.

import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The size cap of a scenario or map file, chosen from the largest bundled file (kursk-south.json,
 * 0.37 MB) with room for scenarios forty times bigger.
 */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;

/** A file that is not valid UTF-8: where the first bad byte is. */
export class BadUtf8Error extends Error {
  constructor(
    readonly line: number,
    readonly col: number,
  ) {
    super(`is not valid UTF-8: a bad byte at line ${line}, column ${col}`);
  }
}

function megabytes(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(n < 1024 * 1024 ? 2 : 1)} MB`;
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

/** Decodes strict UTF-8; throws BadUtf8Error at the first malformed byte (columns count characters). */
export function decodeUtf8Strict(bytes: Uint8Array): string {
  let line = 1;
  let col = 1;
  for (let at = 0; at < bytes.length;) {
    const n = sequenceLength(bytes, at);
    if (n === 0) throw new BadUtf8Error(line, col);
    if (bytes[at] === 0x0a) {
      line++;
      col = 1;
    } else col++;
    at += n;
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** Reads a regular file of at most `maxBytes` as strict UTF-8; the Error's message says what is wrong. */
export function readTextFile(file: string, maxBytes: number): string {
  const st = statSync(file);
  if (st.isDirectory()) throw Object.assign(new Error('is a directory, not a file'), { code: 'EISDIR' });
  if (!st.isFile()) throw new Error('is not a regular file (a pipe, a device or a socket): not read');
  if (st.size > maxBytes)
    throw new Error(`is ${megabytes(st.size)}; a file here may be at most ${megabytes(maxBytes)}`);
  const bytes = readFileSync(file);
  if (bytes.length > maxBytes)
    throw new Error(`is more than ${megabytes(maxBytes)}; a file here may be at most that`);
  return decodeUtf8Strict(bytes);
}

/**
 * The path of a file a scenario names (its map text), which must lie in the scenario's folder or
 * below it, after symbolic links: a scenario must not read /etc/passwd or another user's files.
 */
export function fileBesideScenario(scenarioFile: string, rel: string): string {
  const dir = path.dirname(scenarioFile);
  const outside = new Error(`must name a file in the scenario's own folder or below it, not "${rel}"`);
  if (path.isAbsolute(rel)) throw outside;
  const target = path.join(dir, rel);
  const inside = (p: string, base: string) => {
    const r = path.relative(base, p);
    return r !== '' && !r.startsWith('..') && !path.isAbsolute(r);
  };
  if (!inside(target, dir)) throw outside;
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    return target; // missing: the read says so
  }
  if (!inside(real, realpathSync(dir))) throw outside;
  return target;
}
