// Reading a save file's text without trusting it: only a regular file (a FIFO or a device never
// blocks or floods the reader), at most MAX_SAVE_BYTES, strict UTF-8 (a bad byte is named by its
// offset, never silently replaced), a leading byte-order mark accepted as the scenario loader
// accepts one, and JSON nested at most MAX_SAVE_DEPTH deep (deeper JSON would overflow the stack
// of the recursive readers after JSON.parse). Each refusal is a sentence; the caller names the file.

import {
  BadUtf8Error,
  decodeUtf8Strict,
  FileReadError,
  readRegularFile as readLimited,
} from '../files/read-limited.js';

/**
 * The largest save read. Not from the source: a whole game of kursk-south (93 turns, 17,285
 * commands) saves to 1.8 MB; 64 MiB leaves room for the largest maps and longest games.
 */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024;
/** Deepest JSON nesting accepted. Not from the source: real saves nest about 8 deep. */
export const MAX_SAVE_DEPTH = 64;

/** Why a file's text was refused; `notFound` for a missing file. */
export class SaveTextError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'SaveTextError';
  }
}

/** The bytes of a regular file of at most `max` bytes (files/read-limited.ts), as a save refusal. */
export function readRegularFile(file: string, max = MAX_SAVE_BYTES): Buffer {
  try {
    return readLimited(file, max);
  } catch (e) {
    if (!(e instanceof FileReadError)) throw e;
    if (e.notFound) throw new SaveTextError('no such save file', true);
    throw new SaveTextError(`the file ${e.message}`);
  }
}

/** Strict UTF-8 text without its byte-order mark; a bad byte is refused with its place. */
export function decodeUtf8(bytes: Uint8Array): string {
  let text: string;
  try {
    text = decodeUtf8Strict(bytes);
  } catch (e) {
    if (!(e instanceof BadUtf8Error)) throw e;
    throw new SaveTextError(
      `not UTF-8 text: invalid byte at offset ${e.offset} (line ${e.line}, column ${e.col})`,
    );
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Refuses JSON nested deeper than `max` before it is parsed (a scan outside strings). */
export function checkJsonDepth(text: string, max = MAX_SAVE_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) throw new SaveTextError(`the JSON is nested more than ${max} deep`);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}
