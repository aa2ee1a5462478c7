// Colour themes (PC-UI-09 read for a terminal). Colour only ever repeats what a glyph or an
// attribute already says, so the mono theme (and NO_COLOR) loses nothing that matters.

import { DEFAULT_COLOR, rgb } from './grid.js';

export type ThemeName = 'truecolor' | '256' | '16' | 'mono';
export const THEMES: readonly ThemeName[] = ['truecolor', '256', '16', 'mono'];

/**
 * Colour vision: which role colours a theme uses. 'normal' is the table below; 'deutan'
 * (deuteranopia and protanopia) and 'tritan' (tritanopia) replace the colours that tell sides,
 * objectives, markers and overlays apart with colour-blind-safe ones; 'contrast' draws bright
 * colours on a black ground at 7:1 or more (WCAG 2.x SC 1.4.6). The glyphs never change.
 */
export type Vision = 'normal' | 'deutan' | 'tritan' | 'contrast';
export const VISIONS: readonly Vision[] = ['normal', 'deutan', 'tritan', 'contrast'];

/** One colour in each colour theme: [truecolor, xterm-256 index, ANSI-16 index]. */
type Tri = readonly [number, number, number];
const t = (r: number, g: number, b: number, c256: number, c16: number): Tri => [rgb(r, g, b), c256, c16];

/** Terrain colours: glyph foreground and background. The 16-colour theme keeps the terminal background. */
const TERRAIN: Record<string, { fg: Tri; bg: Tri }> = {
  clear: { fg: t(150, 170, 120, 107, 2), bg: t(52, 60, 40, 236, -1) },
  field: { fg: t(200, 190, 110, 143, 3), bg: t(62, 62, 36, 237, -1) },
  rough: { fg: t(170, 150, 120, 138, 3), bg: t(58, 52, 42, 238, -1) },
  orchard: { fg: t(140, 200, 110, 113, 10), bg: t(40, 62, 34, 22, -1) },
  forest: { fg: t(90, 190, 90, 71, 10), bg: t(22, 56, 26, 22, -1) },
  bocage: { fg: t(120, 170, 90, 107, 2), bg: t(36, 54, 30, 235, -1) },
  marsh: { fg: t(110, 170, 160, 72, 6), bg: t(30, 52, 50, 23, -1) },
  swamp: { fg: t(90, 150, 140, 66, 6), bg: t(26, 44, 44, 23, -1) },
  village: { fg: t(220, 200, 170, 223, 15), bg: t(70, 58, 46, 239, -1) },
  town: { fg: t(230, 210, 180, 230, 15), bg: t(84, 70, 56, 240, -1) },
  city: { fg: t(240, 240, 230, 255, 15), bg: t(96, 90, 84, 241, -1) },
  industrial: { fg: t(200, 200, 210, 250, 7), bg: t(70, 70, 80, 239, -1) },
  desert: { fg: t(230, 210, 150, 186, 11), bg: t(80, 70, 44, 58, -1) },
  water: { fg: t(120, 170, 240, 75, 12), bg: t(20, 40, 90, 17, -1) },
  impassable: { fg: t(230, 230, 230, 254, 15), bg: t(60, 60, 60, 237, -1) },
};
const TERRAIN_FALLBACK = { fg: t(200, 200, 200, 250, 7), bg: t(40, 40, 40, 235, -1) };

const ROLES = {
  border: t(110, 110, 100, 243, 8),
  river: t(90, 150, 255, 39, 12),
  stream: t(110, 170, 230, 74, 14),
  barrier: t(220, 170, 110, 180, 11),
  road: t(230, 200, 120, 222, 11),
  primaryRoad: t(255, 225, 140, 229, 11),
  rail: t(220, 220, 220, 252, 15),
  bridge: t(255, 255, 255, 231, 15),
  damaged: t(255, 110, 90, 203, 9),
  alliedFg: t(255, 255, 255, 231, 15),
  alliedBg: t(36, 70, 150, 25, 4),
  axisFg: t(255, 255, 255, 231, 15),
  axisBg: t(150, 40, 40, 88, 1),
  lastKnownFg: t(170, 170, 170, 248, 8),
  objAllied: t(120, 170, 255, 75, 12),
  objAxis: t(255, 120, 120, 210, 9),
  objNone: t(240, 240, 240, 255, 15),
  firedOn: t(255, 90, 60, 202, 9),
  feature: t(255, 200, 90, 221, 11),
  markFg: t(255, 255, 255, 231, 15),
  pathBg: t(140, 120, 20, 136, 3),
  losBg: t(20, 110, 120, 30, 6),
  losBlockedBg: t(110, 50, 90, 96, 5),
  fireBg: t(120, 40, 70, 89, 5),
  moveBg: t(40, 100, 50, 28, 2),
  zocBg: t(80, 60, 100, 60, 8),
};
export type Role = keyof typeof ROLES;

/**
 * Deuteranopia and protanopia: Okabe & Ito, "Color Universal Design" (2002),
 * https://jfly.uni-koeln.de/color/. Allied counters white on blue (0,114,178), Axis counters
 * black on orange (230,159,0): blue against orange, and dark against light. 256: the nearest
 * xterm cube colour (grid.ts rgbTo256); 16: the nearest ANSI hue. Overlay grounds are the
 * palette's hues darkened (by the factor given) so that the white marks stay readable, taken as
 * the nearest xterm colour, whose RGB truecolor uses as well.
 */
const DEUTAN: Partial<Record<Role, Tri>> = {
  alliedFg: t(255, 255, 255, 231, 15),
  alliedBg: t(0, 114, 178, 25, 4),
  axisFg: t(0, 0, 0, 16, 0),
  axisBg: t(230, 159, 0, 178, 3),
  objAllied: t(86, 180, 233, 74, 12),
  objAxis: t(230, 159, 0, 178, 3),
  firedOn: t(240, 228, 66, 221, 11),
  damaged: t(213, 94, 0, 166, 9),
  pathBg: t(175, 95, 0, 130, 3), // orange x0.7
  moveBg: t(0, 95, 95, 23, 4), // sky blue x0.4
  zocBg: t(95, 0, 0, 52, 6), // vermillion x0.4
  fireBg: t(0, 95, 0, 22, 1), // bluish green x0.4
  losBg: t(0, 0, 95, 17, 6), // blue x0.4
  losBlockedBg: t(135, 95, 135, 96, 4), // reddish purple x0.7
};

/**
 * Tritanopia: Paul Tol, "Colour schemes" (2021), https://personal.sron.nl/~pault/, the "vibrant"
 * scheme. Allied counters black on cyan (51,187,238), Axis counters white on the "muted" wine
 * (136,34,85): cyan against red, and light against dark. Overlays as for DEUTAN.
 */
const TRITAN: Partial<Record<Role, Tri>> = {
  alliedFg: t(0, 0, 0, 16, 0),
  alliedBg: t(51, 187, 238, 75, 14),
  axisFg: t(255, 255, 255, 231, 15),
  axisBg: t(136, 34, 85, 89, 1),
  objAllied: t(51, 187, 238, 75, 6),
  objAxis: t(204, 51, 17, 166, 9),
  firedOn: t(238, 51, 119, 204, 13),
  pathBg: t(135, 95, 0, 94, 3), // orange x0.5
  moveBg: t(0, 95, 175, 25, 4), // blue x0.9
  zocBg: t(78, 78, 78, 239, 6), // grey x0.4
  fireBg: t(95, 0, 95, 53, 1), // magenta x0.4
  losBg: t(135, 0, 0, 88, 6), // red x0.6
  losBlockedBg: t(0, 135, 95, 29, 4), // teal x0.8
};

const BLACK = t(0, 0, 0, 16, 0);
const WHITE = t(255, 255, 255, 231, 15);
const YELLOW = t(255, 255, 0, 226, 11);
const CYAN = t(0, 255, 255, 51, 14);

/**
 * High contrast: white, yellow and cyan on black, each at 7:1 or more against the ground and the
 * overlays. Counters are black on cyan (Allied) and black on yellow (Axis); objectives nobody
 * holds are peach, a third light colour (in 16 colours there is none: white, and the "<*>"
 * brackets). Overlay grounds are dark enough for white and cyan marks (relative luminance 0.07 or
 * less); in 16 colours only blue is, so every overlay is blue there and its mark tells which.
 */
const CONTRAST: Partial<Record<Role, Tri>> = {
  border: t(208, 208, 208, 252, 7),
  river: CYAN,
  stream: CYAN,
  barrier: WHITE,
  road: YELLOW,
  primaryRoad: YELLOW,
  rail: WHITE,
  bridge: WHITE,
  damaged: YELLOW,
  alliedFg: BLACK,
  alliedBg: CYAN,
  axisFg: BLACK,
  axisBg: YELLOW,
  lastKnownFg: WHITE,
  objAllied: CYAN,
  objAxis: YELLOW,
  objNone: t(255, 215, 175, 223, 15),
  firedOn: YELLOW,
  feature: YELLOW,
  markFg: WHITE,
  pathBg: t(0, 0, 175, 19, 4),
  losBg: t(0, 0, 95, 17, 4),
  losBlockedBg: t(95, 0, 95, 53, 4),
  fireBg: t(135, 0, 0, 88, 4),
  moveBg: t(95, 0, 135, 54, 4),
  zocBg: t(95, 0, 0, 52, 4),
};

const VISION_ROLES: Record<Vision, Partial<Record<Role, Tri>>> = {
  normal: {},
  deutan: DEUTAN,
  tritan: TRITAN,
  contrast: CONTRAST,
};

export interface Theme {
  readonly name: ThemeName;
  readonly vision: Vision;
  readonly color: Readonly<Record<Role, number>>;
  /** The background of cells with none of their own: the terminal's, or black in 'contrast'. */
  readonly ground: number;
  terrainFg(key: string): number;
  terrainBg(key: string): number;
}

function pick(name: ThemeName, c: Tri): number {
  if (name === 'mono') return DEFAULT_COLOR;
  const v = c[name === 'truecolor' ? 0 : name === '256' ? 1 : 2];
  return v < 0 ? DEFAULT_COLOR : v;
}

const cache = new Map<string, Theme>();

export function theme(name: ThemeName, vision: Vision = 'normal'): Theme {
  const key = `${name}:${vision}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const over = VISION_ROLES[vision];
  const color = Object.fromEntries(
    Object.entries(ROLES).map(([k, v]) => [k, pick(name, over[k as Role] ?? v)]),
  ) as Record<Role, number>;
  const contrast = vision === 'contrast';
  // High contrast drops the terrain grounds (the glyph names the terrain) for black, and draws
  // every terrain glyph white, water cyan.
  const ground = contrast ? pick(name, BLACK) : DEFAULT_COLOR;
  const th: Theme = {
    name,
    vision,
    color,
    ground,
    terrainFg: (key) =>
      contrast
        ? pick(name, key === 'water' ? CYAN : WHITE)
        : pick(name, (TERRAIN[key] ?? TERRAIN_FALLBACK).fg),
    terrainBg: (key) => (contrast ? ground : pick(name, (TERRAIN[key] ?? TERRAIN_FALLBACK).bg)),
  };
  cache.set(key, th);
  return th;
}

/** The theme to use from the environment: NO_COLOR (https://no-color.org) wins, then COLORTERM. */
export function themeFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  wanted?: ThemeName,
): ThemeName {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 'mono';
  if (wanted) return wanted;
  if (env.COLORTERM === 'truecolor' || env.COLORTERM === '24bit') return 'truecolor';
  if (env.TERM?.includes('256')) return '256';
  return '16';
}
