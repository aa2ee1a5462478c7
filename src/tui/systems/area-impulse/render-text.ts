// One frame of the area map as one side sees it, as text (`hexfront render`: docs, bug reports and
// tests). With --theme mono or NO_COLOR the output holds no escape codes at all; the letters and
// glyphs carry the meaning, and --at marks its area as the order target ("x") besides the cursor.

import type { AreaView } from '../../../engine/systems/area-impulse/index.js';
import { gridToLines } from '../../../render/ascii-hex/ansi.js';
import { THEMES, themeFromEnv, type ThemeName } from '../../../render/ascii-hex/theme.js';
import {
  fitCells,
  layoutOf,
  renderAreaMap,
  toCellGrid,
  zoomToFit,
  type AreaZoom,
} from '../../../render/ascii-area/index.js';
import type { RenderArgs } from '../presenter.js';

export function renderAreaText(
  view: AreaView,
  args: RenderArgs,
  env: Readonly<Record<string, string | undefined>>,
  size: { width: number; height: number },
): string {
  // The command line's zoom names (those of the hex map): "zoom-out" is the area map's "out",
  // "jump" the whole map at the largest zoom that fits.
  const ZOOM_NAMES: Readonly<Record<string, AreaZoom | 'jump'>> = {
    normal: 'normal',
    'zoom-out': 'out',
    out: 'out',
    extreme: 'extreme',
    jump: 'jump',
  };
  const wanted = ZOOM_NAMES[args.zoom ?? 'normal'];
  if (!wanted) throw new Error(`--zoom must be one of normal, zoom-out, extreme, jump, got "${args.zoom}"`);
  if (args.theme !== undefined && !THEMES.includes(args.theme as ThemeName))
    throw new Error(`--theme must be one of ${THEMES.join(', ')}, got "${args.theme}"`);
  const theme = themeFromEnv(env, args.theme as ThemeName | undefined);
  const num = (v: string | undefined, what: string, dflt: number) => {
    if (v === undefined) return dflt;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 10 || n > 2000)
      throw new Error(`--${what} must be a whole number 10-2000, got "${v}"`);
    return n;
  };
  const width = num(args.width, 'width', size.width);
  const height = num(args.height, 'height', size.height);
  let cursor = -1;
  if (args.at !== undefined) {
    const loc = view.world.board.parse(args.at);
    if (loc === undefined)
      throw new Error(`--at must name an area of this map (its id or name), got "${args.at}"`);
    cursor = loc;
  }
  // --at centres the view on the area's label cell, as far as the map's edges allow.
  const layout = layoutOf(view.world);
  const zoom = wanted === 'jump' ? zoomToFit(layout.cols, layout.rows, width, height) : wanted;
  const fit = fitCells(width, height, zoom);
  const at = cursor >= 0 ? layout.position(cursor) : { col: 0, row: 0 };
  const origin = (c: number, fits: number, all: number) =>
    Math.max(0, Math.min(c - Math.floor(fits / 2), all - fits));
  const frame = renderAreaMap(
    view,
    {
      viewport: {
        col: origin(at.col, fit.cols, layout.cols),
        row: origin(at.row, fit.rows, layout.rows),
        width,
        height,
      },
      zoom,
      charset: args.ascii ? 'ascii' : 'unicode',
    },
    cursor >= 0 ? { cursor, target: cursor } : {},
  );
  const lines = gridToLines(toCellGrid(frame, theme), { escapes: theme !== 'mono', trimEnd: true });
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n') + '\n';
}
