#!/usr/bin/env node
// Launches the TypeScript entry point through tsx so `hexfront` works without a build step.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = require.resolve('tsx/cli');
const entry = path.join(here, '..', 'src', 'cli', 'main.ts');
const r = spawnSync(process.execPath, [tsx, entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
