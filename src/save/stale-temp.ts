// The hidden temp files of saves that were killed half-way (atomic.ts writes `.NAME.PID.RANDOM.tmp`
// and renames it; a SIGKILL between the two leaves it behind). They are removed the first time a
// process touches a saves folder: only files named by that pattern, regular files, written before
// this process started, by a process that is no longer running.

import { lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** `.autosave.json.1234.k3j9x.tmp`: the name atomic.ts gives its temp files. */
export const TEMP_NAME = /^\.(.+)\.(\d+)\.([a-z0-9]+)\.tmp$/;

function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes stale temp files from `dir`; returns the names removed. */
export function removeStaleTempFiles(
  dir: string,
  startedAtMs = Date.now() - process.uptime() * 1000,
  isRunning: (pid: number) => boolean = running,
): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = TEMP_NAME.exec(name);
    if (!m) continue;
    const file = path.join(dir, name);
    try {
      const st = lstatSync(file);
      if (!st.isFile() || st.mtimeMs >= startedAtMs || isRunning(Number(m[2]))) continue;
      rmSync(file, { force: true });
      removed.push(name);
    } catch {
      // gone already, or not ours to remove
    }
  }
  return removed;
}

const swept = new Set<string>();

/** Once per folder and process, before its first save or listing. */
export function sweepOnce(dir: string): void {
  const key = path.resolve(dir);
  if (swept.has(key)) return;
  swept.add(key);
  removeStaleTempFiles(dir);
}
