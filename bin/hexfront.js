#!/usr/bin/env node
// Starts hexfront from the esbuild bundle in dist/ (built by `npm install`, see scripts/build.mjs),
// rebuilding it first when a source is newer. If it cannot be built, runs the TypeScript entry
// point through tsx instead (slower to start, same program).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBundle, ROOT } from '../scripts/build.mjs';

let entry;
try {
  entry = await ensureBundle();
} catch (e) {
  process.stderr.write(
    `hexfront: could not build dist/ (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); running from the sources with tsx\n`,
  );
}

if (entry) {
  // Same process: argv stays [node, this file, ...args], as commander expects.
  await import(pathToFileURL(entry).href);
} else {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const main = path.join(ROOT, 'src', 'cli', 'main.ts');
  const r = spawnSync(process.execPath, [tsx, main, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
