// Issue 19 "Storage": the documents of `hexfront serve` survive a crash, keys cannot escape the
// data directory, and a damaged document is named and never replaced.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FileStorage,
  KEY_PATTERN,
  MemoryStorage,
  STORE_MARKER,
  StorageError,
  type Storage,
} from '../src/serve/store/storage.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function withDir<T>(f: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-store-'));
  try {
    return f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withDirAsync<T>(f: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-store-'));
  try {
    return await f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function contract(make: () => Storage) {
  it('get/put/delete/list/update round-trip JSON documents by collection and key', () => {
    const s = make();
    expect(s.get('games', 'a1')).toBeUndefined();
    s.put('games', 'b2', { n: 2 });
    s.put('games', 'a1', { n: 1, nested: { list: [1, 'x', null] } });
    expect(s.get('games', 'a1')).toEqual({ n: 1, nested: { list: [1, 'x', null] } });
    expect(s.list('games')).toEqual(['a1', 'b2']);
    expect(s.list('accounts')).toEqual([]);
    expect(s.update<{ n: number }>('games', 'a1', (d) => ({ n: d!.n + 10 }))).toEqual({ n: 11 });
    // undefined from the change leaves the document as it is
    expect(s.update<{ n: number }>('games', 'b2', () => undefined)).toEqual({ n: 2 });
    expect(s.update('games', 'c3', (d) => (d === undefined ? { fresh: true } : d))).toEqual({ fresh: true });
    expect(s.delete('games', 'a1')).toBe(true);
    expect(s.delete('games', 'a1')).toBe(false);
    expect(s.list('games')).toEqual(['b2', 'c3']);
  });

  it('a document read is a copy: changing it does not change what is stored', () => {
    const s = make();
    s.put('c', 'k', { a: [1] });
    const d = s.get<{ a: number[] }>('c', 'k')!;
    d.a.push(2);
    expect(s.get('c', 'k')).toEqual({ a: [1] });
  });

  it('keys and collections that could leave the directory are refused with the reason', () => {
    const s = make();
    for (const bad of [
      '../x',
      '..',
      'a/b',
      'a\\b',
      '.hidden',
      '',
      'UPPER',
      'a.json',
      'x'.repeat(129),
      '/etc/passwd',
    ])
      expect(() => s.put('games', bad, {}), bad).toThrow(
        /storage key .* is refused: it must be 1-128 lowercase/,
      );
    expect(() => s.get('../games', 'k')).toThrow(/storage collection "..\/games" is refused/);
    expect(() => s.list('a/b')).toThrow(StorageError);
  });

  it('every key accepted is one plain file name (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (key) => {
        const s = make();
        let ok = true;
        try {
          s.put('c', key, 1);
        } catch (e) {
          ok = false;
          expect((e as StorageError).problem).toBe('bad-key');
        }
        if (ok) {
          expect(KEY_PATTERN.test(key)).toBe(true);
          expect(path.basename(key)).toBe(key);
          expect(key.includes('.')).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a document larger than the bound is refused, naming it and its size', () => {
    const s = make();
    s.put('c', 'k', { keep: 1 });
    expect(() => s.put('c', 'k', { pad: 'x'.repeat(2000) })).toThrow(
      /c\/k: the document is 2010 bytes; a document may be at most 1024 bytes/,
    );
    expect(s.get('c', 'k')).toEqual({ keep: 1 });
  });
}

describe('issue 19 Storage: MemoryStorage', () => {
  contract(() => new MemoryStorage(1024));
});

describe('issue 19 Storage: FileStorage', () => {
  let n = 0;
  const base = mkdtempSync(path.join(tmpdir(), 'hexfront-store-contract-'));
  contract(() => new FileStorage(path.join(base, String(n++)), { maxBytes: 1024 }));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('lays out one file per document under DIR/<collection>/<key>.json, with a marker file', () => {
    withDir((dir) => {
      const s = new FileStorage(dir);
      s.put('accounts', 'ann', { name: 'Ann' });
      expect(readdirSync(dir).sort()).toEqual(['accounts', STORE_MARKER]);
      expect(JSON.parse(readFileSync(path.join(dir, 'accounts', 'ann.json'), 'utf8'))).toEqual({
        name: 'Ann',
      });
      // No temp file is left after a write.
      expect(readdirSync(path.join(dir, 'accounts'))).toEqual(['ann.json']);
    });
  });

  it('a damaged document is reported naming its file, and an update never overwrites it', () => {
    withDir((dir) => {
      const s = new FileStorage(dir);
      s.put('games', 'g1', { good: true });
      const file = path.join(dir, 'games', 'g1.json');
      writeFileSync(file, '{"good": tr');
      expect(() => s.get('games', 'g1')).toThrow(`${file}: this document is damaged (the JSON is broken`);
      expect(() => s.update('games', 'g1', () => ({ replaced: true }))).toThrow(/this document is damaged/);
      expect(readFileSync(file, 'utf8')).toBe('{"good": tr');
      writeFileSync(file, Buffer.from([0x7b, 0xff, 0x7d]));
      expect(() => s.get('games', 'g1')).toThrow(/damaged \(not UTF-8 text: invalid byte at offset 1/);
      writeFileSync(file, '['.repeat(200) + ']'.repeat(200));
      expect(() => s.get('games', 'g1')).toThrow(/nested more than 96 deep/);
      // A folder where a document should be is not read either.
      rmSync(file);
      mkdirSync(file);
      expect(() => s.get('games', 'g1')).toThrow(/damaged \(the file is a directory/);
    });
  });

  it('refuses a data directory of another format or a newer version', () => {
    withDir((dir) => {
      writeFileSync(path.join(dir, STORE_MARKER), '{"format":"hexfront-store","version":99}');
      expect(() => new FileStorage(dir)).toThrow(
        /the data directory is of version 99; this hexfront reads version 1/,
      );
      writeFileSync(path.join(dir, STORE_MARKER), '{"format":"other"}');
      expect(() => new FileStorage(dir)).toThrow(/not a hexfront data directory marker/);
    });
  });

  it('opening removes the temp files of a write killed half-way (and keeps the others)', () => {
    withDir((dir) => {
      new FileStorage(dir).put('games', 'g1', { v: 1 });
      // A temp file as atomic.ts names it, by a process that is gone, from before this one started.
      const stale = path.join(dir, 'games', '.g1.json.999999999.abc123.tmp');
      const other = path.join(dir, 'games', 'notes.txt');
      writeFileSync(stale, '{"v": 2, "half');
      writeFileSync(other, 'the operator’s');
      const old = new Date(Date.now() - 3600_000);
      utimesSync(stale, old, old);
      const s = new FileStorage(dir);
      expect(s.removedTempFiles).toEqual(['games/.g1.json.999999999.abc123.tmp']);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(other)).toBe(true);
      expect(s.list('games')).toEqual(['g1']);
      expect(s.get('games', 'g1')).toEqual({ v: 1 });
    });
  });

  it('a process killed (SIGKILL) while writing leaves the previous document or the new one, whole', async () => {
    await withDirAsync(async (dir) => {
      const PAD = 1_000_000;
      new FileStorage(dir).put('games', 'g1', { n: 0, pad: 'x'.repeat(PAD) });
      const mod = path.join(ROOT, 'src', 'serve', 'store', 'storage.ts');
      // The writer puts ever newer versions (numbered on from the stored one) of one 1 MB document until it is killed.
      const script = `import { FileStorage } from ${JSON.stringify(mod)};
const s = new FileStorage(${JSON.stringify(dir)});
const pad = 'x'.repeat(${PAD});
const from = s.get('games', 'g1').n;
for (let n = from + 1; ; n++) { s.put('games', 'g1', { n, pad }); if (n === from + 3) process.stdout.write('go\\n'); }`;
      let lastN = 0;
      for (let round = 0; round < 3; round++) {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        await new Promise<void>((resolve, reject) => {
          child.stdout.once('data', () => resolve());
          child.once('exit', (code) => reject(new Error(`the writer exited early (${code})`)));
        });
        await new Promise((r) => setTimeout(r, 40 + round * 70));
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
        const doc = new FileStorage(dir).get<{ n: number; pad: string }>('games', 'g1')!;
        expect(doc.pad.length).toBe(PAD);
        // At least the three versions written before "go", and never an older one than before.
        expect(doc.n).toBeGreaterThanOrEqual(lastN + 3);
        lastN = doc.n;
        // What the kill left behind is at most one temp file, never the document's name.
        const names = readdirSync(path.join(dir, 'games'));
        expect(names.filter((x) => !x.startsWith('.'))).toEqual(['g1.json']);
        expect(names.length).toBeLessThanOrEqual(2);
      }
    });
  }, 60_000);
});
