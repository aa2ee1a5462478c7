// `hexfront run <scenario> --seed N --commands file.jsonl [--json] [--explain] [--save file]`:
// plays a command file headless and prints the events, the result and the final state hash.
// The command format is documented in docs/commands.md.

import { readFileSync } from 'node:fs';
import type { Command as Program } from 'commander';
import { ruleError } from '../engine/core/errors.js';
import { writeSave } from '../save/save-file.js';
import { GameSession, type Player } from '../session/session.js';
import { resolveScenarioArg } from './scenario-arg.js';

export class CommandFileError extends Error {}

/**
 * Parses a JSON-lines command file; blank lines and lines starting with # or // are skipped. Every
 * system's commands are JSON objects with a "type"; the system checks the rest when it applies them.
 */
export function parseCommandLines(text: string, file: string): { line: number; command: unknown }[] {
  const out: { line: number; command: unknown }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('//')) return;
    let cmd: unknown;
    try {
      cmd = JSON.parse(line);
    } catch (e) {
      throw new CommandFileError(`${file}:${i + 1}: not a JSON command (${(e as Error).message})`);
    }
    if (typeof cmd !== 'object' || cmd === null || typeof (cmd as { type?: unknown }).type !== 'string')
      throw new CommandFileError(`${file}:${i + 1}: a command is a JSON object with a "type" field`);
    out.push({ line: i + 1, command: cmd });
  });
  return out;
}

export interface RunOptions {
  seed: string;
  commands: string;
  json?: boolean;
  explain?: boolean;
  save?: string;
}

export function runCommandFile(scenarioArg: string, opts: RunOptions, out: (s: string) => void): number {
  const { system, scenario, summary } = resolveScenarioArg(scenarioArg);
  const players = Object.fromEntries(system.sides.map((s): [string, Player] => [s, 'human']));
  const session = new GameSession(system, scenario, { seed: opts.seed, players });
  const print = (events: readonly unknown[]) => {
    for (const e of events) {
      if (opts.json) out(JSON.stringify(e));
      else {
        for (const l of system.describeEvents(session.state, [e])) out(l);
        if (opts.explain) for (const l of system.explainEvents(session.state, [e])) out(`    ${l}`);
      }
    }
  };
  print(session.startEvents);
  const cmds = parseCommandLines(readFileSync(opts.commands, 'utf8'), opts.commands);
  for (const { line, command } of cmds) {
    // An order after the end is refused like any other, whatever the system's apply says of it.
    const r = system.result(session.state)
      ? { ok: false as const, error: ruleError('GAME_OVER', 'The game is over.') }
      : session.apply(command);
    if (!r.ok) {
      const msg = `${opts.commands}:${line}: illegal command ${JSON.stringify(command)}: ${r.error.message}${r.error.rule ? ` (${r.error.rule})` : ''}`;
      if (opts.json)
        out(JSON.stringify({ type: 'error', line, code: r.error.code, message: r.error.message }));
      else out(msg);
      if (opts.save) writeSave(opts.save, session);
      return 2;
    }
    print(r.events);
  }
  const hash = system.hash(session.state);
  const result = system.result(session.state);
  const turn = system.turn(session.state);
  if (opts.json) out(JSON.stringify({ type: 'end', result, turn, hash }));
  else {
    const score = result?.score;
    const scores = score
      ? ` (${system.sides.map((s) => `${system.sideName(s, session.state)} ${score[s] ?? 0}`).join(', ')})`
      : '';
    out(
      result
        ? `Result: ${result.title} on turn ${result.turn}, ${result.reason}${scores}`
        : `Result: game not finished (turn ${turn} of ${summary.turns})`,
    );
    out(`State hash: ${hash}`);
  }
  if (opts.save) writeSave(opts.save, session);
  return 0;
}

export function register(program: Program): void {
  program
    .command('run')
    .description('apply a file of commands to a scenario headless and print the events and result')
    .argument('<scenario>', 'scenario file or bundled scenario id')
    .requiredOption('--commands <file>', 'JSON-lines command file (docs/commands.md)')
    .option('--seed <n>', 'random seed', '1')
    .option('--json', 'print events as JSON, one object a line')
    .option('--explain', 'print the full breakdown of each fire and assault')
    .option('--save <file>', 'write a save file at the end')
    .action((scenario: string, opts: RunOptions) => {
      process.exitCode = runCommandFile(scenario, opts, (s) => process.stdout.write(`${s}\n`));
    });
}
