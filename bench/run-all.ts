// Runs every bench/*.bench.ts in turn. Each prints its own figures; nothing here is a test.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const f of files) {
  console.log(`\n== ${f}`);
  await import(pathToFileURL(path.join(here, f)).href);
}
