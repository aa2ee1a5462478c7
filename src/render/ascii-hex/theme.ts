// Colour themes (PC-UI-09 read for a terminal). Colour only ever repeats what a glyph or an
// attribute already says, so the mono theme (and NO_COLOR) loses nothing that matters.

import { DEFAULT_COLOR, rgb } from './grid.js';

export type ThemeName = 'truecolor' | '256' | '16' | 'mono';
export const THEMES: readonly ThemeName[] = ['truecolor', '256', '16', 'mono'];

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

export interface Theme {
  readonly name: ThemeName;
  readonly color: Readonly<Record<Role, number>>;
  terrainFg(key: string): number;
  terrainBg(key: string): number;
}

function pick(name: ThemeName, c: Tri): number {
  if (name === 'mono') return DEFAULT_COLOR;
  const v = c[name === 'truecolor' ? 0 : name === '256' ? 1 : 2];
  return v < 0 ? DEFAULT_COLOR : v;
}

const cache = new Map<ThemeName, Theme>();

export function theme(name: ThemeName): Theme {
  const hit = cache.get(name);
  if (hit) return hit;
  const color = Object.fromEntries(Object.entries(ROLES).map(([k, v]) => [k, pick(name, v)])) as Record<
    Role,
    number
  >;
  const th: Theme = {
    name,
    color,
    terrainFg: (key) => pick(name, (TERRAIN[key] ?? TERRAIN_FALLBACK).fg),
    terrainBg: (key) => pick(name, (TERRAIN[key] ?? TERRAIN_FALLBACK).bg),
  };
  cache.set(name, th);
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
