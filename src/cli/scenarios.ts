// `hexfront scenarios`: the bundled scenarios of every rule system with the system, scale, map,
// turns, dates and a one-line description.

import path from 'node:path';
import type { Command } from 'commander';
import type { ScenarioSummary } from '../engine/core/system.js';
import { checkBundledScenarios, isTestScenario } from '../scenario/bundled.js';
import { formatIssue } from '../engine/core/scenario/issues.js';

const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function formatDate(dt: string): string {
  const [y, m, d] = dt.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "13 Jun 1944 08:00-11:30" or "14 Jun 1944 14:00 - 15 Jun 1944 16:00". */
export function formatDates(s: ScenarioSummary): string {
  const [a, b] = [s.firstTurn, s.lastTurn];
  // A system without a calendar names its turns its own way ("turn 1"): shown as it gives them.
  if (!DATE_TIME.test(a) || !DATE_TIME.test(b)) return `${a} - ${b}`;
  if (a.slice(0, 10) === b.slice(0, 10)) return `${formatDate(a)} ${a.slice(11)}-${b.slice(11)}`;
  return `${formatDate(a)} ${a.slice(11)} - ${formatDate(b)} ${b.slice(11)}`;
}

export function formatScenarioList(list: readonly ScenarioSummary[], width = 80): string[] {
  const idW = Math.max(2, ...list.map((s) => s.id.length));
  const sysW = Math.max(6, ...list.map((s) => s.system.length));
  const mapW = Math.max(7, ...list.map((s) => s.map.length));
  const out: string[] = [];
  for (const s of list) {
    out.push(
      [
        s.id.padEnd(idW),
        s.system.padEnd(sysW),
        s.scale.padEnd(11),
        s.map.padEnd(mapW),
        `${s.turns} turns x ${s.turnLength}`.padEnd(19),
        formatDates(s),
      ].join('  '),
    );
    const desc = `${s.title}: ${s.description}`;
    const room = Math.max(20, width - 4);
    out.push(`    ${desc.length > room ? desc.slice(0, room - 3) + '...' : desc}`);
  }
  return out;
}

export function register(program: Command): void {
  program
    .command('scenarios')
    .description('list the bundled scenarios: rule system, scale, map, turns, dates and a description')
    .option('--json', 'print the list as JSON')
    .option('--all', 'include the scenarios the tests play (ids starting with "test-")')
    .action((opts: { json?: boolean; all?: boolean }) => {
      const entries = checkBundledScenarios();
      const list = entries.flatMap((e) =>
        e.summary && (opts.all || !isTestScenario(e.summary.id)) ? [e.summary] : [],
      );
      if (opts.json) {
        const rel = list.map((s) => ({ ...s, file: path.relative(process.cwd(), s.file) }));
        process.stdout.write(JSON.stringify(rel, null, 2) + '\n');
      } else {
        const lines = formatScenarioList(list, process.stdout.columns || 80);
        process.stdout.write((lines.length ? lines.join('\n') : 'No bundled scenarios.') + '\n');
      }
      for (const e of entries)
        if (e.issues.length) {
          const first = e.issues[0]!;
          process.stderr.write(
            `hexfront: skipped ${path.relative(process.cwd(), e.file)}: ${formatIssue({ ...first, file: path.relative(process.cwd(), first.file) })}\n`,
          );
        }
    });
}
