// Writing a file so that a failure never damages what was there: write a temp file beside it,
// flush it to disk, then rename over the target (rename is atomic on one file system).

import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface AtomicWriteOptions {
  /** The file's mode, given to the temp file as it is created (0600 for a secret); default 0644. */
  readonly mode?: number;
  /** The mode of folders it creates; default the process's. */
  readonly dirMode?: number;
}

export function writeFileAtomic(target: string, data: string, opts: AtomicWriteOptions = {}): void {
  const dir = path.dirname(target);
  mkdirSync(dir, { recursive: true, ...(opts.dirMode !== undefined ? { mode: opts.dirMode } : {}) });
  const tmp = path.join(
    dir,
    `.${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  let fd: number | undefined;
  try {
    // 'wx': a new file, never one someone put there (a link) under the temp's name.
    fd = openSync(tmp, 'wx', opts.mode ?? 0o644);
    writeSync(fd, data);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, target);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
}
