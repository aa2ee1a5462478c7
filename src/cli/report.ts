// `hexfront report <save> [--side S]`: the after-action report of a saved game, as its system
// writes it (RuleSystem.afterAction).
import type { Command as Program } from 'commander';
import { resolveSaveName } from '../save/paths.js';
import { loadSession, readSave } from '../save/save-file.js';
import { parseSideArg, resolveScenarioId } from './scenario-arg.js';

/** The report of a saved game as `hexfront report` prints it: its lines, or its data as JSON. */
export function reportOfSave(
  name: string,
  opts: { side?: string; json?: boolean; dir?: string } = {},
): string {
  const file = resolveSaveName(name, opts.dir);
  const save = readSave(file);
  const session = loadSession(save, file, resolveScenarioId);
  const { system } = session;
  const reader = opts.side !== undefined ? parseSideArg(system, opts.side) : (save.meta.side ?? null);
  const r = system.afterAction(session.state, reader);
  return opts.json ? `${JSON.stringify(r.data, null, 2)}\n` : `${r.lines.join('\n')}\n`;
}

export function register(program: Program): void {
  program
    .command('report')
    .description('print the after-action report of a saved game')
    .argument('<save>', 'a save file, or a name `hexfront saves` lists')
    .option('--side <side>', "whose view, while the game is still running (a side of the save's system)")
    .option('--json', 'print the report as JSON')
    .action((name: string, opts: { side?: string; json?: boolean }) => {
      process.stdout.write(reportOfSave(name, opts));
    });
}
