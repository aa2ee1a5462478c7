// One frame of the hex map as one side sees it, as text (`hexfront render`: docs, bug reports and
// tests). With --theme mono or NO_COLOR the output holds no escape codes at all.
import type { GameState } from '../../../engine/systems/panzer/model/state.js';
import { SIDES, type Side } from '../../../engine/systems/panzer/model/unit.js';
import { viewFor, type SideView } from '../../../engine/systems/panzer/view.js';
import {
  THEMES,
  ZOOMS,
  centredViewport,
  gridToLines,
  renderMap,
  themeFromEnv,
  type ThemeName,
  type Zoom,
} from '../../../render/ascii-hex/index.js';
import type { RenderArgs } from '../presenter.js';

export type { RenderArgs };

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
  return renderViewText(viewFor(state, side as Side), args, env, defaults);
}

/** The frame of a side's view; the size, zoom, theme and --at come from the arguments. */
export function renderViewText(
  view: SideView,
  args: RenderArgs,
  env: Readonly<Record<string, string | undefined>>,
  defaults: { width: number; height: number },
): string {
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
  const board = view.map.board;
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
  const frame = renderMap(
    view,
    { viewport, zoom, charset: args.ascii ? 'ascii' : 'unicode', theme },
    cursor === undefined ? {} : { cursor },
  );
  const lines = gridToLines(frame.grid, { escapes: theme !== 'mono', trimEnd: true });
  return lines.join('\n') + '\n';
}
