// Where saves and settings live: the user's config directory (XDG on Linux, the platform's
// equivalent elsewhere, via env-paths). HEXFRONT_CONFIG_DIR overrides it (tests, portable installs).

import envPaths from 'env-paths';
import { existsSync } from 'node:fs';
import path from 'node:path';

export function configDir(): string {
  const override = process.env.HEXFRONT_CONFIG_DIR;
  if (override) return path.resolve(override);
  return envPaths('hexfront', { suffix: '' }).config;
}

export function savesDir(): string {
  return path.join(configDir(), 'saves');
}

export const AUTOSAVE_NAME = 'autosave.json';

/**
 * A save as the player names it: a path to a file, or a name `hexfront saves` prints (a file of the
 * saves directory, with or without ".json"). A path that exists wins; a bare name that matches no
 * save comes back as given, so that reading it says "no such save file" with the player's words.
 */
export function resolveSaveName(name: string, dir = savesDir()): string {
  if (existsSync(name)) return name;
  if (path.basename(name) !== name) return name;
  for (const candidate of [name, `${name}.json`]) {
    const file = path.join(dir, candidate);
    if (existsSync(file)) return file;
  }
  return name;
}
