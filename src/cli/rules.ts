// `hexfront rules`: the optional rules each rule system offers when a game starts (keys for --rules),
// and the rules each bundled scenario plays under where a system has several (issue 13: the panzer
// system's operational and tactical profiles). `hexfront rules <scenario>` names one scenario's.
import type { Command as Program } from 'commander';
import type { ScenarioSummary } from '../engine/core/system.js';
import { listSystems } from '../engine/registry.js';
import { checkBundledScenarios, isTestScenario } from '../scenario/bundled.js';
import { resolveScenarioArg } from './scenario-arg.js';

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

/** "villers-bocage  Panzer Battles (tactical)": the rules of each scenario whose system has several. */
export function formatScenarioRules(list: readonly ScenarioSummary[]): string[] {
  const withRules = list.filter((s) => s.rules !== undefined);
  if (withRules.length === 0) return [];
  const w = Math.max(...withRules.map((s) => s.id.length));
  return ['Rules each scenario plays under:', ...withRules.map((s) => `  ${s.id.padEnd(w)}  ${s.rules}`)];
}

/** One scenario's line: the rules it plays under (the profile, when its system has several). */
export function formatOneScenarioRules(s: ScenarioSummary, systemTitle: string): string {
  return `${s.title} (${s.id}) plays under ${s.rules ?? systemTitle} [rule system: ${s.system}]`;
}

export function register(program: Program): void {
  program
    .command('rules')
    .description(
      'list the optional rules a game can start with (keys for --rules) and the rules each scenario plays under',
    )
    .argument('[scenario]', 'a bundled scenario id or a scenario file: say which rules it plays under')
    .action((scenario?: string) => {
      if (scenario !== undefined) {
        const loaded = resolveScenarioArg(scenario);
        process.stdout.write(`${formatOneScenarioRules(loaded.summary, loaded.system.title)}\n`);
        return;
      }
      const list = checkBundledScenarios().flatMap((e) =>
        e.summary && !isTestScenario(e.summary.id) ? [e.summary] : [],
      );
      for (const l of [...formatRulesList(), '', ...formatScenarioRules(list)])
        process.stdout.write(`${l}\n`);
    });
}
