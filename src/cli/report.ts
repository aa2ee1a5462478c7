// `hexfront report <save> [--side S]`: the after-action report of a saved game.
import type { Command as Program } from 'commander';
import { SIDES, type Side } from '../engine/systems/panzer/model/unit.js';
import { loadSession, readSave } from '../save/save-file.js';
import { afterAction, formatAfterAction } from '../session/after-action.js';
import { resolveScenarioId } from './scenario-arg.js';

export function register(program: Program): void {
  program
    .command('report')
    .description('print the after-action report of a saved game')
    .argument('<save>', 'save file')
    .option('--side <side>', 'allied or axis: whose view, while the game is still running')
    .option('--json', 'print the report as JSON')
    .action((file: string, opts: { side?: string; json?: boolean }) => {
      if (opts.side !== undefined && !SIDES.includes(opts.side as Side))
        throw new Error(`--side must be allied or axis, not "${opts.side}"`);
      const save = readSave(file);
      const session = loadSession(save, file, resolveScenarioId);
      const reader = (opts.side as Side | undefined) ?? save.meta.side ?? null;
      const r = afterAction(session.state, reader);
      process.stdout.write(
        opts.json ? `${JSON.stringify(r, null, 2)}\n` : `${formatAfterAction(r).join('\n')}\n`,
      );
    });
}
