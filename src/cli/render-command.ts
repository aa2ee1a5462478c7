// `hexfront render <scenario|save>`: prints one frame of the map as one side sees it, for docs,
// bug reports and tests. With --theme mono or NO_COLOR the output holds no escape codes at all.
import { readFileSync, existsSync } from 'node:fs';
import type { Command as Program } from 'commander';
import { newGame } from '../engine/systems/panzer/game.js';
import type { GameState } from '../engine/systems/panzer/model/state.js';
import { SIDES, type Side } from '../engine/systems/panzer/model/unit.js';
import { viewFor } from '../engine/systems/panzer/view.js';
import {
  THEMES,
  ZOOMS,
  centredViewport,
  gridToLines,
  renderMap,
  themeFromEnv,
  type ThemeName,
  type Zoom,
} from '../render/ascii-hex/index.js';
import { SAVE_FORMAT, loadSession, readSave } from '../save/save-file.js';
import { resolveScenarioArg, resolveScenarioId } from './scenario-arg.js';

export interface RenderArgs {
  side?: string;
  zoom?: string;
  ascii?: boolean;
  theme?: string;
  width?: string;
  height?: string;
  at?: string;
}

/** The text of one frame (lines joined with newlines, ending with one). */
export function renderFrameText(
  state: GameState,
  args: RenderArgs,
  env: Readonly<Record<string, string | undefined>>,
  defaults: { width: number; height: number; side: Side },
): string {
  const side = (args.side ?? defaults.side).toLowerCase();
  if (!(SIDES as readonly string[]).includes(side))
    throw new Error(`--side must be one of ${SIDES.join(', ')}, got "${args.side}"`);
  const zoom = (args.zoom ?? 'normal') as Zoom;
  if (!ZOOMS.includes(zoom)) throw new Error(`--zoom must be one of ${ZOOMS.join(', ')}, got "${args.zoom}"`);
  if (args.theme !== undefined && !THEMES.includes(args.theme as ThemeName))
    throw new Error(`--theme must be one of ${THEMES.join(', ')}, got "${args.theme}"`);
  const theme = themeFromEnv(env, args.theme as ThemeName | undefined);
  const num = (v: string | undefined, name: string, dflt: number) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 2000)
      throw new Error(`--${name} must be a whole number 1-2000, got "${v}"`);
    return n;
  };
  const width = num(args.width, 'width', defaults.width);
  const height = num(args.height, 'height', defaults.height);
  const board = state.world.board;
  let cursor: number | undefined;
  let viewport = { col: 0, row: 0, width, height };
  if (args.at !== undefined) {
    const loc = board.parse(args.at);
    if (loc === undefined)
      throw new Error(
        `--at must be a hex "col,row" on this ${board.width}x${board.height} map, got "${args.at}"`,
      );
    cursor = loc;
    const o = board.offset(loc);
    viewport = centredViewport(zoom, board.width, board.height, width, height, o.col, o.row);
  }
  const view = viewFor(state, side as Side);
  const frame = renderMap(
    view,
    { viewport, zoom, charset: args.ascii ? 'ascii' : 'unicode', theme },
    cursor === undefined ? {} : { cursor },
  );
  const lines = gridToLines(frame.grid, { escapes: theme !== 'mono', trimEnd: true });
  return lines.join('\n') + '\n';
}

function isSaveFile(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as { format?: unknown };
    return v !== null && typeof v === 'object' && v.format === SAVE_FORMAT;
  } catch {
    return false;
  }
}

export function register(program: Program): void {
  program
    .command('render')
    .description('print one frame of the map as one side sees it')
    .argument('<scenario|save>', 'a bundled scenario id, a scenario file or a save file')
    .option('--side <side>', `whose view: ${SIDES.join(' or ')}`)
    .option('--zoom <zoom>', ZOOMS.join(' | '), 'normal')
    .option('--ascii', 'printable ASCII only')
    .option('--theme <theme>', `${THEMES.join(' | ')} (NO_COLOR forces mono)`)
    .option('--width <cells>', 'frame width (default: terminal width or 80)')
    .option('--height <cells>', 'frame height (default: terminal height or 24)')
    .option('--at <col,row>', 'centre the view on this hex and put the cursor there')
    .action((arg: string, opts: RenderArgs) => {
      let state: GameState;
      let side: Side;
      if (isSaveFile(arg)) {
        const save = readSave(arg);
        state = loadSession(save, arg, resolveScenarioId).state;
        side = save.meta.side ?? state.activeSide;
      } else {
        state = newGame(resolveScenarioArg(arg), 1).state;
        side = state.activeSide;
      }
      const text = renderFrameText(state, opts, process.env, {
        width: process.stdout.columns || 80,
        height: process.stdout.rows || 24,
        side,
      });
      process.stdout.write(text);
    });
}
