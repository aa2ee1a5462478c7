// `hexfront render <scenario|save>`: prints one frame of the map as one side sees it, for docs,
// bug reports and tests. The frame is the presenter's of the game's system; with --theme mono or
// NO_COLOR it holds no escape codes at all.
import type { Command as Program } from 'commander';
import type { SideId } from '../engine/core/system.js';
import { isSaveFile } from '../save/save-file.js';
import { GameSession, type AnySession } from '../session/session.js';
import type { RenderArgs } from '../tui/systems/presenter.js';
import { presenterFor } from '../tui/systems/registry.js';
import { openSaveFor } from './report.js';
import { resolveScenarioArg } from './scenario-arg.js';

/**
 * A saved game and the side to draw: `--side`, else the side whose password opened an encrypted
 * game, else the saver's or the side to move. A running encrypted game is drawn for a side only
 * with that side's password (openSaveFor).
 */
export function openSaveForRender(
  file: string,
  side: string | undefined,
  password?: string,
): { session: AnySession; side: SideId } {
  const { save, session, wanted } = openSaveFor(file, side, password);
  const fallback = save.lock?.side ?? save.meta.side ?? session.system.actingSide(session.state);
  return { session, side: wanted ?? fallback };
}

/** The text of one frame of a game as `side` (default: the saver's, or the side to move) sees it. */
export function renderGameText(
  session: AnySession,
  args: RenderArgs,
  env: Readonly<Record<string, string | undefined>>,
  defaults: { width: number; height: number; side: SideId },
): string {
  const sys = session.system;
  const side = (args.side ?? defaults.side).toLowerCase();
  if (!sys.sides.includes(side))
    throw new Error(`--side must be one of ${sys.sides.join(', ')}, got "${args.side}"`);
  const view = sys.viewFor(session.state, side);
  return presenterFor(sys).renderText(view, args, env, defaults);
}

export function register(program: Program): void {
  program
    .command('render')
    .description('print one frame of the map as one side sees it')
    .argument('<scenario|save>', 'a bundled scenario id, a scenario file or a save file')
    .option('--side <side>', "whose view (one of the scenario's sides)")
    .option('--zoom <zoom>', 'normal | zoom-out | extreme | jump', 'normal')
    .option('--ascii', 'printable ASCII only')
    .option('--theme <theme>', 'mono | 16 | 256 | truecolor (NO_COLOR forces mono)')
    .option('--width <cells>', 'frame width (default: terminal width or 80)')
    .option('--height <cells>', 'frame height (default: terminal height or 24)')
    .option('--at <location>', 'centre the view on this location and put the cursor there')
    .action((arg: string, opts: RenderArgs) => {
      let session: AnySession;
      let side: SideId;
      if (isSaveFile(arg)) ({ session, side } = openSaveForRender(arg, opts.side));
      else {
        const { system, scenario } = resolveScenarioArg(arg);
        session = new GameSession(system, scenario, { seed: 1 });
        side = system.actingSide(session.state);
      }
      const text = renderGameText(session, opts, process.env, {
        width: process.stdout.columns || 80,
        height: process.stdout.rows || 24,
        side,
      });
      process.stdout.write(text);
    });
}
