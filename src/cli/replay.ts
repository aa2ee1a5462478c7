// `hexfront replay <save> --verify`: re-applies a save's command log from the scenario and compares
// everything the save holds with the replay (save-file.ts verifyReplay). An encrypted game asks
// for a player's password first; only hashes and counts are printed.
import type { Command as Program } from 'commander';
import { readSave, verifyReplay, type OpenOptions } from '../save/save-file.js';
import { resolveScenarioId } from './scenario-arg.js';

/** The line `replay` prints and whether the save passed. */
export function replayCheck(file: string, open: OpenOptions = {}): { ok: boolean; message: string } {
  const check = verifyReplay(readSave(file, open), file, resolveScenarioId);
  return { ok: check.ok, message: check.ok ? check.message : `${file}: ${check.message}` };
}

export function register(program: Program): void {
  program
    .command('replay')
    .description("replay a saved game's command log from the start")
    .argument('<save>', 'save file')
    .option('--verify', 'check that the replay gives everything the save holds')
    .action((file: string, opts: { verify?: boolean }) => {
      const check = replayCheck(file);
      process.stdout.write(`${check.message}\n`);
      if (opts.verify && !check.ok) process.exitCode = 1;
    });
}
