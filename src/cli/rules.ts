// `hexfront rules`: the optional rules each rule system offers when a game starts (keys for --rules).
import type { Command as Program } from 'commander';
import { listSystems } from '../engine/registry.js';

export function formatRulesList(): string[] {
  const out: string[] = [];
  for (const system of listSystems()) {
    out.push(`${system.title} (${system.id}):`);
    if (system.optionalRules.length === 0) out.push('  no optional rules');
    for (const r of system.optionalRules)
      out.push(`  ${r.key.padEnd(24)} ${r.rule ? `${r.rule}  ` : ''}${r.name} — ${r.description}`);
  }
  return out;
}

export function register(program: Program): void {
  program
    .command('rules')
    .description('list the optional rules a game can start with (keys for --rules)')
    .action(() => {
      for (const l of formatRulesList()) process.stdout.write(`${l}\n`);
    });
}
