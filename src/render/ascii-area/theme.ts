// Colours of the area map for text output (`hexfront render`, docs). Colour only repeats what a
// glyph or a letter already says, so the mono theme (and NO_COLOR) loses nothing that matters;
// the client colours the same roles from its own palette instead (own side, enemy side).

import { CellGrid, DEFAULT_COLOR, rgb, BOLD as GRID_BOLD } from '../ascii-hex/grid.js';
import type { ThemeName } from '../ascii-hex/theme.js';
import { Role, type AreaFrame } from './render.js';

type Tri = readonly [number, number, number];
const t = (r: number, g: number, b: number, c256: number, c16: number): Tri => [rgb(r, g, b), c256, c16];

/** [truecolor, xterm-256, ANSI-16] foreground per role; -1 keeps the terminal's colour. */
const ROLE_COLOURS: Readonly<Record<Role, Tri>> = {
  [Role.Plain]: [-1, -1, -1],
  [Role.Border]: t(130, 130, 120, 244, 8),
  [Role.Ravine]: t(110, 170, 230, 74, 14),
  [Role.Wall]: t(100, 100, 100, 240, 8),
  [Role.Label]: [-1, -1, -1],
  [Role.SideA]: t(150, 170, 200, 110, 12),
  [Role.SideB]: t(230, 90, 80, 167, 9),
  [Role.Dim]: t(130, 130, 120, 244, 8),
  [Role.Selected]: t(255, 220, 90, 221, 11),
  [Role.Target]: t(255, 120, 60, 209, 11),
};

/** Roles drawn bold in every theme (mono too): labels and the sides' letters stand out without colour. */
const BOLD_ROLES: ReadonlySet<Role> = new Set<Role>([Role.Label, Role.SideA, Role.SideB, Role.Target]);

function colour(theme: ThemeName, role: Role): number {
  if (theme === 'mono') return DEFAULT_COLOR;
  const c = ROLE_COLOURS[role][theme === 'truecolor' ? 0 : theme === '256' ? 1 : 2];
  return c < 0 ? DEFAULT_COLOR : c;
}

/** A frame as the hex renderer's cell grid in a theme (for gridToLines). */
export function toCellGrid(f: AreaFrame, theme: ThemeName): CellGrid {
  const g = new CellGrid(f.width, f.height);
  for (let i = 0; i < f.ch.length; i++) {
    const role = f.role[i]! as Role;
    g.ch[i] = f.ch[i]!;
    g.fg[i] = colour(theme, role);
    g.attr[i] = f.flags[i]! | (BOLD_ROLES.has(role) ? GRID_BOLD : 0);
  }
  return g;
}

export { BOLD_ROLES };
