// `hexfront saves`: the saved games in the config directory, newest first. A damaged file is
// listed with what is wrong with it, a name that is no regular file (a FIFO...) as skipped;
// nothing is deleted or hidden, and nothing blocks. An encrypted game shows its header only.
import type { Command as Program } from 'commander';
import { systemById } from '../engine/registry.js';
import { listSaves, type SaveListing } from '../save/save-file.js';
import { savesDir } from '../save/paths.js';

export function formatSaveLine(s: SaveListing): string {
  if (s.error?.startsWith('skipped')) return `${s.name.padEnd(28)} ${s.error}`;
  if (s.error || !s.meta) return `${s.name.padEnd(28)} DAMAGED: ${s.error ?? 'unreadable'}`;
  const m = s.meta;
  const when = m.savedAt.replace('T', ' ').slice(0, 16);
  const system = s.system === undefined ? undefined : systemById(s.system);
  const who = `${system?.sideName(m.activeSide) ?? m.activeSide} to move`;
  const lock = s.encrypted ? '  (passwords)' : '';
  return `${s.name.padEnd(28)} ${m.title.padEnd(28).slice(0, 28)} turn ${String(m.turn).padStart(3)}  ${who.padEnd(15)} ${when}${lock}`;
}

export function register(program: Program): void {
  program
    .command('saves')
    .description('list saved games (scenario, side, turn and real date)')
    .option('--dir <dir>', 'the save directory', savesDir())
    .action((opts: { dir: string }) => {
      const list = listSaves(opts.dir);
      if (list.length === 0) {
        process.stdout.write(`No saved games in ${opts.dir}\n`);
        return;
      }
      for (const s of list) process.stdout.write(`${formatSaveLine(s)}\n`);
    });
}
