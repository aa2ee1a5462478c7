// The esbuild bundle that `npm start` and `hexfront` run (scripts/build.mjs): it finds scenarios/
// and keymaps/ from dist/, runs the real commands, and is rebuilt when a source is newer.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBundle, bundleIsStale, ENTRY_NAME, ROOT } from '../scripts/build.mjs';
import { packageRoot } from '../src/package-root.js';
import { keymapsDir } from '../src/tui/keymap.js';
import { SCENARIO_DIR } from '../src/scenario/bundled.js';

const repo = path.resolve(import.meta.dirname, '..');

describe('packageRoot', () => {
  it('is the directory of package.json, from src/ and from the bundle in dist/', () => {
    expect(packageRoot(pathToFileURL(path.join(repo, 'src/scenario/bundled.ts')).href)).toBe(repo);
    expect(packageRoot(pathToFileURL(path.join(repo, 'dist/chunks/start-X.js')).href)).toBe(repo);
    expect(SCENARIO_DIR).toBe(path.join(repo, 'scenarios'));
    expect(keymapsDir()).toBe(path.join(repo, 'keymaps'));
    expect(ROOT).toBe(repo);
  });
});

describe('bundleIsStale', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hexfront-stale-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => {
    const p = path.join(dir, file);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, '');
    utimesSync(p, seconds, seconds);
  };

  it('is stale without a bundle, fresh after, stale again when a source or package.json is newer', () => {
    at('package.json', 1000);
    at('src/engine/deep/a.ts', 1000);
    expect(bundleIsStale(dir)).toBe(true);
    at(`dist/${ENTRY_NAME}`, 2000);
    expect(bundleIsStale(dir)).toBe(false);
    at('src/engine/deep/a.ts', 3000);
    expect(bundleIsStale(dir)).toBe(true);
    at(`dist/${ENTRY_NAME}`, 4000);
    expect(bundleIsStale(dir)).toBe(false);
    at('package.json', 5000);
    expect(bundleIsStale(dir)).toBe(true);
  });
});

describe('the built bundle', () => {
  // Inside the package (.tmp/ is git-ignored) like dist/, but deeper: a path fixed relative to the
  // code (the layout of src/) would miss scenarios/ from there.
  mkdirSync(path.join(repo, '.tmp'), { recursive: true });
  const top = mkdtempSync(path.join(repo, '.tmp', 'bundle-test-'));
  const outdir = path.join(top, 'deep', 'dist');
  afterAll(() => rmSync(top, { recursive: true, force: true }));
  const run = (entry: string, ...args: string[]) =>
    spawnSync(process.execPath, [entry, ...args], { encoding: 'utf8', cwd: tmpdir(), timeout: 30_000 });

  it('runs the commands from any directory, with the scenarios found from dist/', async () => {
    const entry = await buildBundle({ outdir });
    expect(bundleIsStale(repo, outdir)).toBe(false);
    const help = run(entry, '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^\s+play\b/m);
    const list = run(entry, 'scenarios');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^villers-bocage\s+panzer\s+tactical/m);
    // Issue 18: the scenarios the tests play are not offered to players unless asked for.
    expect(list.stdout).not.toContain('test-crossroads');
    expect(run(entry, 'scenarios', '--all').stdout).toMatch(/^test-crossroads\s/m);
    // Issue 18: a word that is no command is called one, not "too many arguments".
    const foo = run(entry, 'foo');
    expect(foo.status).toBe(1);
    expect(foo.stderr).toContain("unknown command 'foo'");
    expect(foo.stderr).not.toContain('too many arguments');
    const map = run(entry, 'render', 'villers-bocage', '--theme', 'mono');
    expect(map.status).toBe(0);
    expect(map.stdout).toContain('\\___/');
    const bad = run(entry, 'render', 'no-such-scenario');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('no bundled scenario "no-such-scenario"');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
