// Bundles src/cli/main.ts with esbuild into dist/ so that `npm start` and `hexfront` start from
// plain JavaScript: compiling TypeScript on the fly with tsx costs most of the start-up time.
// `npm install` runs this (the "prepare" script); bin/hexfront.js calls ensureBundle() to rebuild
// when a source is newer than the bundle. Plain JavaScript so that it runs without a build itself.
//
// The bundle is split (format esm): code behind a dynamic import() (the game, the ink menus, saves)
// stays in chunks loaded on demand, so `hexfront --help` does not load the game. The dependencies
// are inlined (measured ~15% faster start than importing them from node_modules), except:
// blessed and blessed-contrib (dynamic requires of their own files) and ink/react (only the menus
// use them; ink imports an optional devtools package), and ssh2 (only `serve` uses it; it requires
// its optional native crypto add-on, which esbuild cannot bundle).

import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENTRY_NAME = 'hexfront.js';
/** Not inlined: see the note at the top. */
export const EXTERNAL = ['blessed', 'blessed-contrib', 'ink', 'react', 'react-devtools-core', 'ssh2'];
/** Files outside src/ whose change calls for a new bundle. */
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];
/** Chunks no longer named by the entry are removed once this old (a running game may still load them). */
const OLD_CHUNK_MS = 24 * 3600 * 1000;

/** The newest modification time (ms) of the bundle's inputs under `root`. */
export function newestInput(root = ROOT) {
  let newest = 0;
  const visit = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visit(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(path.join(root, 'src'))) visit(path.join(root, 'src'));
  for (const f of INPUT_FILES) {
    const p = path.join(root, f);
    if (existsSync(p)) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than a source: a cheap scan of modification times. */
export function bundleIsStale(root = ROOT, outdir = path.join(root, 'dist')) {
  const entry = path.join(outdir, ENTRY_NAME);
  if (!existsSync(entry)) return true;
  return newestInput(root) > statSync(entry).mtimeMs;
}

/** Writes a file whole or not at all (a starting `hexfront` never reads half a chunk). */
function writeAtomic(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

/**
 * Builds the bundle into `outdir` (default dist/): chunks first, the entry last, so a `hexfront`
 * starting meanwhile runs either the old bundle or the new one. Returns the entry's path.
 */
export async function buildBundle({ root = ROOT, outdir = path.join(root, 'dist') } = {}) {
  const startedAt = Date.now();
  const newest = newestInput(root);
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { hexfront: path.join(root, 'src/cli/main.ts') },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS dependencies inlined into ESM call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __hexfrontRequire } from 'node:module';\nconst require = __hexfrontRequire(import.meta.url);",
    },
    write: false,
    logLevel: 'silent',
  });
  const entry = path.join(outdir, ENTRY_NAME);
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const f of files) {
    mkdirSync(path.dirname(f.path), { recursive: true });
    writeAtomic(f.path, f.contents);
  }
  // Stamp the entry with the build's start: a source edited during the build is then newer than the
  // bundle and triggers the next rebuild. (A source dated in the future must not do so forever.)
  const stamp = new Date(Math.max(startedAt, newest));
  utimesSync(entry, stamp, stamp);
  const written = new Set(files.map((f) => f.path));
  const chunks = path.join(outdir, 'chunks');
  for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
    const p = path.join(chunks, name);
    if (!written.has(p) && Date.now() - statSync(p).mtimeMs > OLD_CHUNK_MS) rmSync(p, { force: true });
  }
  return entry;
}

/**
 * The bundle's entry, rebuilt first when stale. Throws when it cannot be built (no esbuild for this
 * platform, a read-only install, a syntax error): the caller falls back to tsx.
 */
export async function ensureBundle(root = ROOT) {
  const entry = path.join(root, 'dist', ENTRY_NAME);
  return bundleIsStale(root) ? buildBundle({ root }) : entry;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t = performance.now();
  try {
    const entry = await buildBundle();
    console.log(
      `hexfront: built ${path.relative(process.cwd(), entry) || entry} in ${(performance.now() - t).toFixed(0)} ms`,
    );
  } catch (e) {
    console.error(`hexfront: the build failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
