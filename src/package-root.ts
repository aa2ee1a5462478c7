// The package's root directory (the one holding package.json), found from a module's own URL. The
// code runs from two places: src/ through tsx or vitest, and dist/ as the esbuild bundle that
// `npm start` and `hexfront` use, where every module shares the bundle's URL. Walking up to
// package.json finds scenarios/ and keymaps/ from both.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest directory at or above `moduleUrl`'s folder that holds a package.json. */
export function packageRoot(moduleUrl: string): string {
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const up = path.dirname(dir);
    // No package.json anywhere above: the layout of the source tree (src/<area>/<file>).
    if (up === dir) return path.resolve(start, '..', '..');
    dir = up;
  }
}
