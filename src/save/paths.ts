// Where saves and settings live: the user's config directory (XDG on Linux, the platform's
// equivalent elsewhere, via env-paths). HEXFRONT_CONFIG_DIR overrides it (tests, portable installs).

import envPaths from 'env-paths';
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
