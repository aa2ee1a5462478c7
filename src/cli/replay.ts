// `hexfront replay <save> --verify`: re-applies a save's command log and confirms its state hash.
import type { Command as Program } from 'commander';
import { readSave, verifyReplay } from '../save/save-file.js';
import { resolveScenarioId } from './scenario-arg.js';

export function register(program: Program): void {
  program
    .command('replay')
    .description("replay a saved game's command log from the start")
    .argument('<save>', 'save file')
    .option('--verify', 'check that the replay ends on the saved state hash')
    .action((file: string, opts: { verify?: boolean }) => {
      const save = readSave(file);
      const check = verifyReplay(save, file, resolveScenarioId);
      process.stdout.write(`${check.message}\n`);
      if (opts.verify && !check.ok) process.exitCode = 1;
    });
}
