// Colours. Colour never carries meaning alone (glyphs do), so the "none" depth keeps only bold,
// underline and inverse. Depth comes from the environment unless the settings force it.

import { BOLD, DEFAULT_COLOR, INVERSE, UNDERLINE, attr } from './frame.js';

import type { LineStyle } from './systems/presenter.js';

export type ColorDepth = 'none' | '16' | '256';
export type ColorSetting = 'auto' | ColorDepth;
export type ThemeName = 'dark' | 'light' | 'mono';

/** NO_COLOR (any non-empty value) wins; COLORTERM and TERM say how many colours the terminal has. */
export function detectColorDepth(env: NodeJS.ProcessEnv): ColorDepth {
  if (env.NO_COLOR) return 'none';
  const term = (env.TERM ?? '').toLowerCase();
  if (term === 'dumb') return 'none';
  const colorterm = (env.COLORTERM ?? '').toLowerCase();
  if (
    colorterm === 'truecolor' ||
    colorterm === '24bit' ||
    term.includes('256color') ||
    term.includes('direct')
  )
    return '256';
  return '16';
}

export function resolveColorDepth(setting: ColorSetting, env: NodeJS.ProcessEnv): ColorDepth {
  return setting === 'auto' ? detectColorDepth(env) : setting;
}

/** Named styles the panels use. Each is a ready blessed attribute. */
export interface Palette {
  readonly depth: ColorDepth;
  /** No colours at all (theme "mono" or no colour support). */
  readonly mono: boolean;
  readonly plain: number;
  readonly border: number;
  readonly title: number;
  readonly focusTitle: number;
  readonly status: number;
  readonly dim: number;
  readonly own: number;
  readonly enemy: number;
  readonly selected: number;
  readonly cursor: number;
  readonly warn: number;
  readonly good: number;
  /** Orange: few MP left (PC-UI-09). */
  readonly low: number;
  readonly path: number;
  readonly heading: number;
  /** A terrain or unit colour by ANSI index (0-15), falling back to plain when colourless. */
  fg(color: number, flags?: number): number;
}

export function makePalette(theme: ThemeName, depth: ColorDepth): Palette {
  const mono = depth === 'none' || theme === 'mono';
  const c = (fg: number, bg = DEFAULT_COLOR, flags = 0) =>
    mono ? attr(DEFAULT_COLOR, DEFAULT_COLOR, flags) : attr(fg, bg, flags);
  const light = theme === 'light';
  return {
    depth,
    mono,
    plain: attr(),
    border: c(light ? 8 : 8),
    title: c(light ? 4 : 14, DEFAULT_COLOR, BOLD),
    focusTitle: attr(DEFAULT_COLOR, DEFAULT_COLOR, BOLD | INVERSE),
    status: attr(DEFAULT_COLOR, DEFAULT_COLOR, INVERSE),
    dim: c(light ? 8 : 7),
    own: c(light ? 4 : 12, DEFAULT_COLOR, BOLD),
    enemy: c(light ? 1 : 9, DEFAULT_COLOR, BOLD),
    selected: c(light ? 4 : 11, DEFAULT_COLOR, BOLD | UNDERLINE),
    cursor: attr(DEFAULT_COLOR, DEFAULT_COLOR, INVERSE),
    warn: c(light ? 1 : 11, DEFAULT_COLOR, BOLD),
    good: c(light ? 2 : 10),
    low: depth === '256' ? c(208) : c(light ? 1 : 9),
    path: c(light ? 5 : 13, DEFAULT_COLOR, BOLD),
    heading: c(DEFAULT_COLOR, DEFAULT_COLOR, BOLD),
    fg: (color, flags = 0) => c(color, DEFAULT_COLOR, flags),
  };
}

/** The palette attribute of a presenter's line style. */
export function styleOf(p: Palette, s: LineStyle): number {
  switch (s) {
    case 'heading':
      return p.heading;
    case 'own':
      return p.own;
    case 'enemy':
      return p.enemy;
    case 'dim':
      return p.dim;
    case 'selected':
      return p.selected;
    case 'warn':
      return p.warn;
    case 'good':
      return p.good;
    case 'low':
      return p.low;
    default:
      return p.plain;
  }
}
