// `hexfront rules`: the optional rules (PC-OPT) that can be chosen when a game starts.
import type { Command as Program } from 'commander';
import { OPTIONAL_RULES } from '../engine/systems/panzer/rules/optional.js';

export function register(program: Program): void {
  program
    .command('rules')
    .description('list the optional rules a game can start with (keys for --rules)')
    .action(() => {
      for (const r of OPTIONAL_RULES)
        process.stdout.write(`${r.key.padEnd(24)} ${r.id}  ${r.name} — ${r.summary}\n`);
    });
}
