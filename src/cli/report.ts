// `hexfront report <save> [--side S]`: the after-action report of a saved game, as its system
// writes it (RuleSystem.afterAction). An encrypted game still running is reported for the side
// whose password opened it: another side's view needs that side's password (docs/saves.md).
import type { Command as Program } from 'commander';
import type { SideId } from '../engine/core/system.js';
import { systemById } from '../engine/registry.js';
import { resolveSaveName } from '../save/paths.js';
import { loadSession, readSave, readSaveHeader, SaveError, type SaveFile } from '../save/save-file.js';
import type { AnySession } from '../session/session.js';
import { parseSideArg, resolveScenarioId } from './scenario-arg.js';

/**
 * A saved game opened for one reader: `side` (checked against the save's system) or, for an
 * encrypted game, the side whose password opened it. A running encrypted game is never opened
 * for a side without that side's password.
 */
export function openSaveFor(
  file: string,
  side: string | undefined,
  password?: string,
): { save: SaveFile; session: AnySession; wanted: SideId | undefined } {
  const header = readSaveHeader(file);
  const system = systemById(header.system);
  const wanted = side !== undefined && system ? parseSideArg(system, side) : undefined;
  const save = readSave(file, {
    ...(password !== undefined ? { password } : {}),
    ...(wanted !== undefined ? { side: wanted } : {}),
  });
  const session = loadSession(save, file, resolveScenarioId);
  const lock = save.lock;
  const over = session.system.result(session.state) !== null;
  if (lock && wanted !== undefined && wanted !== lock.side && lock.keyring.has(wanted) && !over)
    throw new SaveError(
      file,
      `the view of the ${session.system.sideName(wanted)} side needs the ${session.system.sideName(wanted)} player's password`,
    );
  return { save, session, wanted };
}

/** The report of a saved game as `hexfront report` prints it: its lines, or its data as JSON. */
export function reportOfSave(
  name: string,
  opts: { side?: string; json?: boolean; dir?: string; password?: string } = {},
): string {
  const file = resolveSaveName(name, opts.dir);
  const { save, session, wanted } = openSaveFor(file, opts.side, opts.password);
  const { system } = session;
  const over = system.result(session.state) !== null;
  // An encrypted game: for the side asked for, else the side whose password opened it while it
  // runs, or whole once it is over. A readable one: as before, the saver's side by default.
  const lock = save.lock;
  const who = wanted ?? (lock ? (over ? null : lock.side) : (save.meta.side ?? null));
  const r = system.afterAction(session.state, who);
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
