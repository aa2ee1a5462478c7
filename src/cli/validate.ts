// `hexfront validate <file|dir>...`: checks scenario files of any rule system (and map text files)
// and prints every problem as file:line:col: field-path: message. Exits 1 on any problem, 2 on bad
// arguments.

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { formatIssue, type ScenarioIssue } from '../engine/core/scenario/issues.js';
import { DEFAULT_SYSTEM_ID, listSystems } from '../engine/registry.js';
import { checkGameScenarioFile } from '../scenario/load.js';
import { BadUtf8Error, readScenarioText } from '../scenario/read-file.js';

export interface ValidateReport {
  readonly files: {
    readonly file: string;
    readonly title?: string;
    readonly issues: readonly ScenarioIssue[];
  }[];
}

/**
 * A map text file on its own. It names no system, so the systems with a map text format check it,
 * the default system first (as for scenario files that name none); the first to answer decides.
 */
export function checkMapFile(file: string): ScenarioIssue[] {
  let text: string;
  try {
    text = readScenarioText(file);
  } catch (e) {
    if (e instanceof BadUtf8Error) return [{ file, path: '', line: e.line, col: e.col, message: e.message }];
    return [{ file, path: '', message: `cannot read: ${(e as Error).message}` }];
  }
  const systems = listSystems().sort(
    (a, b) => Number(b.id === DEFAULT_SYSTEM_ID) - Number(a.id === DEFAULT_SYSTEM_ID),
  );
  for (const system of systems) {
    const issues = system.checkMapText(text, file);
    if (issues) return issues;
  }
  return [{ file, path: '', message: 'no rule system hexfront knows reads map text files' }];
}

function collect(target: string, out: string[]): void {
  if (statSync(target).isDirectory()) {
    for (const name of readdirSync(target).sort()) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const p = path.join(target, name);
      if (statSync(p).isDirectory() || name.endsWith('.json')) collect(p, out);
    }
  } else out.push(target);
}

export function validatePaths(targets: readonly string[]): ValidateReport {
  const files: string[] = [];
  for (const t of targets) {
    if (!existsSync(t)) throw new ValidateArgError(`no such file or directory "${t}"`);
    collect(t, files);
  }
  return {
    files: files.map((file) => {
      // One file that breaks the checker must not stop the others from being checked.
      try {
        if (file.endsWith('.map')) return { file, issues: checkMapFile(file) };
        const r = checkGameScenarioFile(file);
        return { file, title: r.loaded?.summary.title, issues: r.issues };
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        return { file, issues: [{ file, path: '', message: `could not be checked: ${why}` }] };
      }
    }),
  };
}

export class ValidateArgError extends Error {}

export function runValidate(
  targets: readonly string[],
  opts: { quiet?: boolean },
  out: (s: string) => void,
): number {
  let report: ValidateReport;
  try {
    report = validatePaths(targets);
  } catch (e) {
    if (!(e instanceof ValidateArgError)) throw e;
    out(`hexfront validate: ${e.message} (see hexfront validate --help)`);
    return 2;
  }
  if (!report.files.length) {
    out(`hexfront validate: no scenario files (*.json) in ${targets.join(', ')}`);
    return 2;
  }
  let problems = 0;
  let bad = 0;
  for (const f of report.files) {
    if (f.issues.length) {
      bad++;
      problems += f.issues.length;
      for (const i of f.issues) out(formatIssue(i));
    } else if (!opts.quiet) out(`${f.file}: ok${f.title ? ` (${f.title})` : ''}`);
  }
  const n = report.files.length;
  if (bad) out(`${problems} problem${problems === 1 ? '' : 's'} in ${bad} of ${n} file${n === 1 ? '' : 's'}`);
  else if (!opts.quiet) out(`${n} file${n === 1 ? '' : 's'} checked, no problems`);
  return bad ? 1 : 0;
}

export function register(program: Command): void {
  program
    .command('validate')
    .description(
      'check scenario files (.json) and map text files (.map); print every problem with file, line and field',
    )
    .argument('<paths...>', 'scenario files, map files or directories (searched for *.json)')
    .option('-q, --quiet', 'print only problems')
    .addHelpText(
      'after',
      '\nExit status: 0 all valid, 1 problems found, 2 bad arguments.\nThe format: docs/scenario-format.md',
    )
    .action((paths: string[], opts: { quiet?: boolean }) => {
      process.exitCode = runValidate(paths, opts, (s) => process.stdout.write(`${s}\n`));
    });
}
