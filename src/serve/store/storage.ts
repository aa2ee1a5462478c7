// The storage under `hexfront serve` (issue 19 "Storage"): JSON documents by collection and key,
// behind a small interface so that another backend (an embedded database) can replace the files.
// FileStorage keeps one file per document, written as saves are (src/save/atomic.ts: a temp file,
// fsync, rename over the old one), so a crash or a kill at any moment leaves either the previous
// document or the new one, never a mix. Nothing read back is trusted: regular files only, bounded
// size and depth, strict UTF-8, and a damaged document is refused naming its file, never replaced.

import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../save/atomic.js';
import { removeStaleTempFiles } from '../../save/stale-temp.js';
import { checkJsonDepth, decodeUtf8, readRegularFile, SaveTextError } from '../../save/read-text.js';

/** JSON documents by collection and key. Every method is synchronous: one call, one step. */
export interface Storage {
  /** The document, or undefined when there is none; a damaged one throws StorageError. */
  get<T = unknown>(collection: string, key: string): T | undefined;
  /** Writes the document whole (atomically, for FileStorage). */
  put(collection: string, key: string, doc: unknown): void;
  /** Removes the document; false when there was none. */
  delete(collection: string, key: string): boolean;
  /** The keys of a collection, sorted. */
  list(collection: string): string[];
  /**
   * Reads, changes and writes one document as one step: `change` gets the current document (or
   * undefined) and returns the new one, or undefined to leave it as it is. Returns what is stored.
   */
  update<T>(
    collection: string,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): T | undefined;
}

export type StorageProblem = 'bad-key' | 'too-large' | 'damaged' | 'format';

export class StorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    message: string,
    /** The file concerned (FileStorage), for the operator. */
    readonly file?: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/**
 * Collections and keys become file names: 1-128 characters, lowercase ASCII letters, digits, "-"
 * and "_", starting with a letter or digit. No dot (so no "..", no hidden name such as the temp
 * files), no slash, no upper case (two keys must not collide on a case-insensitive file system).
 */
export const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,127}$/;

export function checkKey(what: 'collection' | 'key', value: string): void {
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new StorageError(
      'bad-key',
      `storage ${what} ${JSON.stringify(value)} is refused: it must be 1-128 lowercase letters, digits, "-" or "_", starting with a letter or digit`,
    );
}

/**
 * Not from the source: the largest document, 64 MiB, the cap of save files (src/save/read-text.ts):
 * a server game holds a save and a few snapshots; kursk-south's whole game saves to 1.8 MB.
 */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/** Not from the source: deepest nesting read back (a game record wraps a save, which nests ~8). */
export const MAX_DOCUMENT_DEPTH = 96;

/** The document as it is written, refused when larger than `max` bytes. */
function encode(collection: string, key: string, doc: unknown, max: number): string {
  const text = JSON.stringify(doc);
  if (text === undefined)
    throw new StorageError('format', `${collection}/${key}: the document is not JSON (got ${typeof doc})`);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > max)
    throw new StorageError(
      'too-large',
      `${collection}/${key}: the document is ${bytes} bytes; a document may be at most ${max} bytes`,
    );
  return text;
}

/** Documents in memory (tests, and a server run with no data directory). Same rules as the files. */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, Map<string, string>>();

  constructor(private readonly maxBytes = MAX_DOCUMENT_BYTES) {}

  private coll(collection: string): Map<string, string> {
    checkKey('collection', collection);
    let c = this.data.get(collection);
    if (!c) this.data.set(collection, (c = new Map()));
    return c;
  }

  get<T = unknown>(collection: string, key: string): T | undefined {
    checkKey('key', key);
    const text = this.coll(collection).get(key);
    // Parsed afresh each time: a caller changing what it got never changes what is stored.
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  put(collection: string, key: string, doc: unknown): void {
    checkKey('key', key);
    const c = this.coll(collection);
    c.set(key, encode(collection, key, doc, this.maxBytes));
  }

  delete(collection: string, key: string): boolean {
    checkKey('key', key);
    return this.coll(collection).delete(key);
  }

  list(collection: string): string[] {
    return [...this.coll(collection).keys()].sort();
  }

  update<T>(
    collection: string,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): T | undefined {
    const next = change(this.get<T>(collection, key));
    if (next === undefined) return this.get<T>(collection, key);
    this.put(collection, key, next);
    return next;
  }
}

/** Where the store's documents live in `hexfront serve --data DIR`: DIR/store (docs/serve.md). */
export function storeDir(dataDir: string): string {
  return path.join(dataDir, 'store');
}

/** The marker file of a data directory: its format and version, for later migrations. */
export const STORE_MARKER = 'hexfront-store.json';
const STORE_FORMAT = 'hexfront-store';
const STORE_VERSION = 1;

export interface FileStorageOptions {
  readonly maxBytes?: number;
}

/**
 * One file per document: DIR/<collection>/<key>.json. Opening creates DIR and its marker file, and
 * removes the temp files a killed write left behind (src/save/stale-temp.ts: only files named as
 * atomic.ts names them, written before this process started, by a process no longer running).
 */
export class FileStorage implements Storage {
  readonly dir: string;
  private readonly maxBytes: number;
  /** The temp files removed when the storage was opened (for the server's log). */
  readonly removedTempFiles: readonly string[];

  constructor(dir: string, o: FileStorageOptions = {}) {
    this.dir = path.resolve(dir);
    this.maxBytes = o.maxBytes ?? MAX_DOCUMENT_BYTES;
    mkdirSync(this.dir, { recursive: true });
    this.checkMarker();
    const removed: string[] = [];
    for (const name of readdirSync(this.dir)) {
      if (!KEY_PATTERN.test(name)) continue;
      for (const t of removeStaleTempFiles(path.join(this.dir, name))) removed.push(`${name}/${t}`);
    }
    this.removedTempFiles = removed;
  }

  private checkMarker(): void {
    const file = path.join(this.dir, STORE_MARKER);
    if (!existsSync(file)) {
      writeFileAtomic(file, `${JSON.stringify({ format: STORE_FORMAT, version: STORE_VERSION })}\n`);
      return;
    }
    const m = this.readFile(file) as { format?: unknown; version?: unknown } | null;
    if (m === null || typeof m !== 'object' || m.format !== STORE_FORMAT)
      throw new StorageError('format', `${file}: not a hexfront data directory marker`, file);
    if (typeof m.version !== 'number' || m.version > STORE_VERSION)
      throw new StorageError(
        'format',
        `${file}: the data directory is of version ${String(m.version)}; this hexfront reads version ${STORE_VERSION}`,
        file,
      );
  }

  /** The file of a document (after checking the collection and key). */
  fileOf(collection: string, key: string): string {
    checkKey('collection', collection);
    checkKey('key', key);
    return path.join(this.dir, collection, `${key}.json`);
  }

  /** The parsed file, undefined when it does not exist; anything unreadable is a damaged document. */
  private readFile(file: string): unknown {
    let text: string;
    try {
      text = decodeUtf8(readRegularFile(file, this.maxBytes));
      checkJsonDepth(text, MAX_DOCUMENT_DEPTH);
    } catch (e) {
      if (e instanceof SaveTextError) {
        if (e.notFound) return undefined;
        throw this.damaged(file, e.message.replace(/^no such save file$/, 'missing'));
      }
      throw e;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      throw this.damaged(file, `the JSON is broken (${(e as Error).message})`);
    }
  }

  private damaged(file: string, reason: string): StorageError {
    return new StorageError(
      'damaged',
      `${file}: this document is damaged (${reason}); it is left as it is: restore it from a backup or move it away`,
      file,
    );
  }

  get<T = unknown>(collection: string, key: string): T | undefined {
    return this.readFile(this.fileOf(collection, key)) as T | undefined;
  }

  put(collection: string, key: string, doc: unknown): void {
    const file = this.fileOf(collection, key);
    writeFileAtomic(file, encode(collection, key, doc, this.maxBytes));
  }

  delete(collection: string, key: string): boolean {
    const file = this.fileOf(collection, key);
    if (!existsSync(file)) return false;
    rmSync(file, { force: true });
    return true;
  }

  list(collection: string): string[] {
    checkKey('collection', collection);
    let names: string[];
    try {
      names = readdirSync(path.join(this.dir, collection));
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .filter((k) => KEY_PATTERN.test(k))
      .sort();
  }

  /**
   * A damaged document throws before `change` runs: an update never replaces a document it could
   * not read (the operator decides what becomes of it).
   */
  update<T>(
    collection: string,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): T | undefined {
    const current = this.get<T>(collection, key);
    const next = change(current);
    if (next === undefined) return current;
    this.put(collection, key, next);
    return next;
  }
}
