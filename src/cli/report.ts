// `hexfront report <save> [--side S]`: the after-action report of a saved game, as its system
// writes it (RuleSystem.afterAction).
import type { Command as Program } from 'commander';
import { loadSession, readSave } from '../save/save-file.js';
import { parseSideArg, resolveScenarioId } from './scenario-arg.js';

export function register(program: Program): void {
  program
    .command('report')
    .description('print the after-action report of a saved game')
    .argument('<save>', 'save file')
    .option('--side <side>', "whose view, while the game is still running (a side of the save's system)")
    .option('--json', 'print the report as JSON')
    .action((file: string, opts: { side?: string; json?: boolean }) => {
      const save = readSave(file);
      const session = loadSession(save, file, resolveScenarioId);
      const { system } = session;
      const reader = opts.side !== undefined ? parseSideArg(system, opts.side) : (save.meta.side ?? null);
      const r = system.afterAction(session.state, reader);
      process.stdout.write(opts.json ? `${JSON.stringify(r.data, null, 2)}\n` : `${r.lines.join('\n')}\n`);
    });
}
