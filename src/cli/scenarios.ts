// `hexfront scenarios`: the bundled scenarios with scale, map size, dates, turns and a one-line
// description.

import path from 'node:path';
import type { Command } from 'commander';
import { checkBundledScenarios, type ScenarioSummary } from '../scenario/bundled.js';
import { formatIssue } from '../engine/core/scenario/issues.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function formatDate(dt: string): string {
  const [y, m, d] = dt.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "13 Jun 1944 08:00-11:30" or "14 Jun 1944 14:00 - 15 Jun 1944 16:00". */
export function formatDates(s: ScenarioSummary): string {
  const [a, b] = [s.firstTurn, s.lastTurn];
  if (a.slice(0, 10) === b.slice(0, 10)) return `${formatDate(a)} ${a.slice(11)}-${b.slice(11)}`;
  return `${formatDate(a)} ${a.slice(11)} - ${formatDate(b)} ${b.slice(11)}`;
}

function turnLength(min: number): string {
  return min % 60 === 0 ? `${min / 60} h` : `${min} min`;
}

export function formatScenarioList(list: readonly ScenarioSummary[], width = 80): string[] {
  const idW = Math.max(2, ...list.map((s) => s.id.length));
  const out: string[] = [];
  for (const s of list) {
    out.push(
      [
        s.id.padEnd(idW),
        s.scale.padEnd(11),
        `${s.width}x${s.height}`.padEnd(7),
        `${s.turns} turns x ${turnLength(s.minutesPerTurn)}`.padEnd(19),
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
    .description('list the bundled scenarios: scale, map size, turns, dates and a description')
    .option('--json', 'print the list as JSON')
    .action((opts: { json?: boolean }) => {
      const entries = checkBundledScenarios();
      const list = entries.flatMap((e) => (e.summary ? [e.summary] : []));
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
