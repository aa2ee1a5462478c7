// Issue 21, "loaders that never hang": deep nesting, pipes and devices, huge files, map files
// outside the scenario's folder and bad UTF-8 each end in a message that names the file; `validate`
// goes on after a bad file; and a fuzz of the scenario loader never throws.

import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseJsonSource, JsonSyntaxError } from '../src/engine/core/scenario/json-source.js';
import { checkGameScenarioFile, checkGameScenarioText } from '../src/scenario/load.js';
import { decodeUtf8Strict, BadUtf8Error, MAX_SCENARIO_BYTES } from '../src/scenario/read-file.js';
import { runValidate } from '../src/cli/validate.js';

const SCENARIOS = path.join(import.meta.dirname, '..', 'scenarios');
const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-loader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** test-crossroads with its map, copied into a folder of its own. */
function crossroadsIn(folder: string): string {
  mkdirSync(folder, { recursive: true });
  copyFileSync(path.join(SCENARIOS, 'test-crossroads.map'), path.join(folder, 'test-crossroads.map'));
  const file = path.join(folder, 'test-crossroads.json');
  copyFileSync(path.join(SCENARIOS, 'test-crossroads.json'), file);
  return file;
}

function withMapFile(folder: string, mapFile: string): string {
  const file = crossroadsIn(folder);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { map: { file: string } };
  json.map.file = mapFile;
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('nesting depth', () => {
  it('JSON nested 5,000 deep is a syntax issue with its line and column, not a stack overflow', () => {
    const text = '['.repeat(5000) + ']'.repeat(5000);
    expect(() => parseJsonSource(text)).toThrow(JsonSyntaxError);
    const r = checkGameScenarioText(text, 'deep.json');
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]).toMatchObject({ file: 'deep.json', line: 1, col: MAX_JSON_DEPTH + 1 });
    expect(r.issues[0]!.message).toMatch(/nest deeper than 64 levels/);
  });

  it('nesting up to the limit still reads', () => {
    const text = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    expect(JSON.stringify(parseJsonSource(text).value)).toBe(text);
  });
});

describe('files that are not plain scenario files', () => {
  it('a FIFO as the scenario file is refused at once, and validate checks the next file', () => {
    const fifo = path.join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    const good = crossroadsIn(path.join(dir, 'good'));
    const out: string[] = [];
    expect(runValidate([fifo, good], {}, (s) => out.push(s))).toBe(1);
    expect(out[0]).toMatch(/pipe\.json.*not a regular file/);
    expect(out.some((l) => l.includes('test-crossroads.json: ok'))).toBe(true);
  });

  it('a file over the size cap is refused without being read', () => {
    const big = path.join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, MAX_SCENARIO_BYTES + 1); // sparse: costs no disk
    const r = checkGameScenarioFile(big);
    expect(r.issues[0]!.message).toMatch(/cannot read: is 16\.0 MB; a file here may be at most 16\.0 MB/);
  });

  it.each([
    ['an absolute path', '/dev/zero'],
    ['a path out of the folder', '../../etc/passwd'],
  ])('map.file as %s is refused, naming the field', (_what, mapFile) => {
    const file = withMapFile(path.join(dir, `abs-${mapFile.length}`), mapFile);
    const r = checkGameScenarioFile(file);
    expect(r.loaded).toBeUndefined();
    expect(r.issues.map((i) => `${i.path}: ${i.message}`).join('\n')).toMatch(
      /map.*must name a file in the scenario's own folder/,
    );
  });

  it('a symbolic link in the folder that points outside it is refused too', () => {
    const folder = path.join(dir, 'link');
    const file = withMapFile(folder, 'outside.map');
    const elsewhere = path.join(dir, 'elsewhere.map');
    copyFileSync(path.join(SCENARIOS, 'test-crossroads.map'), elsewhere);
    symlinkSync(elsewhere, path.join(folder, 'outside.map'));
    expect(checkGameScenarioFile(file).issues[0]?.message).toMatch(
      /must name a file in the scenario's own folder/,
    );
  });

  it('a map file in a subfolder is fine', () => {
    const folder = path.join(dir, 'sub');
    const file = withMapFile(folder, 'maps/test-crossroads.map');
    mkdirSync(path.join(folder, 'maps'));
    copyFileSync(
      path.join(SCENARIOS, 'test-crossroads.map'),
      path.join(folder, 'maps', 'test-crossroads.map'),
    );
    expect(checkGameScenarioFile(file).issues).toEqual([]);
  });
});

describe('strict UTF-8', () => {
  it('a bad byte in a scenario string is named by line and column, not replaced', () => {
    const file = crossroadsIn(path.join(dir, 'utf8'));
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes('"title"'));
    const col = lines[at]!.indexOf('Test') + 1;
    const bytes = Buffer.from(text, 'utf8');
    const offset = Buffer.byteLength(lines.slice(0, at).join('\n') + '\n', 'utf8') + col - 1;
    bytes[offset] = 0xff;
    writeFileSync(file, bytes);
    const r = checkGameScenarioFile(file);
    expect(r.issues).toEqual([
      {
        file,
        path: '',
        line: at + 1,
        col,
        message: `is not valid UTF-8: a bad byte at line ${at + 1}, column ${col}`,
      },
    ]);
  });

  it('reads every valid string as TextDecoder does and refuses what a fatal TextDecoder refuses', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'binary' }), (raw, s) => {
        const good = Buffer.from(s, 'utf8');
        expect(decodeUtf8Strict(good)).toBe(strict.decode(good));
        let expected: string | null;
        try {
          expected = strict.decode(raw);
        } catch {
          expected = null;
        }
        if (expected === null) expect(() => decodeUtf8Strict(raw)).toThrow(BadUtf8Error);
        else expect(decodeUtf8Strict(raw)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('a byte-order mark is accepted', () => {
    const file = crossroadsIn(path.join(dir, 'bom'));
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
    expect(checkGameScenarioFile(file).issues).toEqual([]);
  });
});

describe('fuzz: the scenario loader ends every input in issues naming the file, or a scenario', () => {
  const file = path.join(SCENARIOS, 'test-crossroads.json');
  const original = readFileSync(file);

  const outcome = (text: string) => {
    const r = checkGameScenarioText(text, file);
    if (!r.loaded) {
      expect(r.issues.length).toBeGreaterThan(0);
      for (const i of r.issues) expect(i.file.endsWith('.json') || i.file.endsWith('.map')).toBe(true);
    }
  };

  it('byte-level damage: bytes overwritten, cut or inserted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.nat({ max: original.length }),
        (hits, cut) => {
          const b = Buffer.from(original.subarray(0, Math.max(cut, original.length - 50)));
          for (const [at, v] of hits) if (at < b.length) b[at] = v;
          let text: string;
          try {
            text = decodeUtf8Strict(b);
          } catch (e) {
            expect(e).toBeInstanceOf(BadUtf8Error);
            return;
          }
          outcome(text);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('structured damage: fields deleted, retyped, made huge or negative', () => {
    const value = JSON.parse(original.toString('utf8')) as unknown;
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, p: (string | number)[]) => {
      paths.push(p);
      if (Array.isArray(v)) v.slice(0, 3).forEach((x, i) => walk(x, [...p, i]));
      else if (v !== null && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) if (k !== 'hexes') walk(x, [...p, k]);
    };
    walk(value, []);
    const replacement = fc.constantFrom<unknown>(
      undefined,
      null,
      'abc',
      10.5,
      2 ** 53,
      -1,
      1e308,
      [],
      {},
      'russia',
      '__proto__',
      true,
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...paths.slice(1)), replacement), { maxLength: 3 }),
        (edits) => {
          const v = structuredClone(value) as Record<string | number, unknown>;
          for (const [p, x] of edits) {
            let parent: Record<string | number, unknown> | undefined = v;
            for (const seg of p.slice(0, -1))
              parent = parent?.[seg] as Record<string | number, unknown> | undefined;
            if (parent === null || typeof parent !== 'object') continue;
            const last = p[p.length - 1]!;
            if (x === undefined) delete parent[last];
            // A copy: the shared [] and {} constants must never be written into by a later edit
            // (they would carry the damage, even a cycle, into the next runs).
            else parent[last] = structuredClone(x);
          }
          outcome(JSON.stringify(v, null, 1));
        },
      ),
      { numRuns: 150 },
    );
  });
});
