// `hexfront run <scenario> --seed N --commands file.jsonl [--json] [--explain] [--save file]`:
// plays a command file headless and prints the events, the result and the final state hash.
// The command format is documented in docs/commands.md.

import { readFileSync } from 'node:fs';
import type { Command as Program } from 'commander';
import type { Command } from '../engine/systems/panzer/commands.js';
import type { GameEvent } from '../engine/systems/panzer/events.js';
import { stateHash } from '../save/hash.js';
import { writeSave } from '../save/save-file.js';
import { GameSession } from '../session/session.js';
import { formatEvent } from './format-event.js';
import { resolveScenarioArg } from './scenario-arg.js';
import { explainCombat } from '../engine/systems/panzer/rules/explain.js';

export class CommandFileError extends Error {}

/** Parses a JSON-lines command file; blank lines and lines starting with # or // are skipped. */
export function parseCommandLines(text: string, file: string): { line: number; command: Command }[] {
  const out: { line: number; command: Command }[] = [];
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
    out.push({ line: i + 1, command: cmd as Command });
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
  const scenario = resolveScenarioArg(scenarioArg);
  const session = new GameSession(scenario, { seed: opts.seed, players: { allied: 'human', axis: 'human' } });
  const world = session.world;
  const print = (events: readonly GameEvent[]) => {
    for (const e of events) {
      if (opts.json) out(JSON.stringify(e));
      else {
        out(formatEvent(e, world));
        if (opts.explain) for (const l of explainCombat(e, world)) out(`    ${l}`);
      }
    }
  };
  print(session.startEvents);
  const cmds = parseCommandLines(readFileSync(opts.commands, 'utf8'), opts.commands);
  for (const { line, command } of cmds) {
    if (session.state.result) break;
    const r = session.apply(command);
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
  const hash = stateHash(session.state);
  const result = session.state.result;
  if (opts.json) out(JSON.stringify({ type: 'end', result, turn: session.state.turn, hash }));
  else {
    out(
      result
        ? `Result: ${result.level} on turn ${result.turn} (Allied ${result.vp.allied} VP, Axis ${result.vp.axis} VP)`
        : `Result: game not finished (turn ${session.state.turn} of ${world.scenario.start.turns})`,
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
