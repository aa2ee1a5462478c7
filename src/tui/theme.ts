// Colours. Colour never carries meaning alone (glyphs do), so the "none" depth keeps only bold,
// underline and inverse. Depth comes from the environment unless the settings force it.

import { BOLD, DEFAULT_COLOR, INVERSE, UNDERLINE, attr } from './frame.js';

import type { LineStyle } from './systems/presenter.js';

export type ColorDepth = 'none' | '16' | '256';
export type ColorSetting = 'auto' | ColorDepth;
export type ThemeName = 'dark' | 'light' | 'mono' | 'deutan' | 'tritan' | 'contrast';

/**
 * The colour-vision variant the maps draw in (the renderers' role colours), as the palette's theme
 * implies it. The same four words as the hex renderer's `Vision`, so a presenter hands it over as is.
 */
export type Vision = 'normal' | 'deutan' | 'tritan' | 'contrast';

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
  /** How the maps colour their roles (sides, overlays, markers) to match this palette. */
  readonly vision: Vision;
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

/** One colour at each depth: [ANSI-16 index, xterm-256 index]. */
type Pair = readonly [number, number];

/** The colours that carry meaning in a colour-blind theme; the rest is the dark theme's. */
interface VisionColours {
  readonly own: Pair;
  readonly enemy: Pair;
  readonly selected: Pair;
  readonly warn: Pair;
  readonly good: Pair;
  readonly low: Pair;
  readonly path: Pair;
}

/**
 * Deuteranopia and protanopia (no red-green axis): blue against orange and yellow, with lightness
 * steps. Okabe & Ito, "Color Universal Design" (2002), https://jfly.uni-koeln.de/color/: sky blue
 * (86,180,233), orange (230,159,0), bluish green (0,158,115), yellow (240,228,66), vermillion
 * (213,94,0), reddish purple (204,121,167); the 256 index is the nearest xterm cube colour
 * (grid.ts rgbTo256). In 16 colours: cyan for the blues, ANSI yellow (orange or brown in most
 * schemes) for orange, bright red (a dark mustard to a deuteranope) for vermillion.
 */
const DEUTAN: VisionColours = {
  own: [6, 74],
  enemy: [3, 178],
  selected: [11, 221],
  warn: [11, 221],
  good: [14, 36],
  low: [9, 166],
  path: [13, 175],
};

/**
 * Tritanopia (no blue-yellow axis): cyan and teal against red and magenta, with lightness steps.
 * Paul Tol, "Colour schemes" (2021), https://personal.sron.nl/~pault/: "vibrant" cyan
 * (51,187,238), red (204,51,17), teal (0,153,136), magenta (238,51,119) and the "light" scheme's
 * light yellow (238,221,136), a pale colour a tritanope tells from red and teal by lightness.
 */
const TRITAN: VisionColours = {
  own: [6, 75],
  enemy: [9, 166],
  selected: [11, 222],
  warn: [11, 222],
  good: [14, 30],
  low: [9, 166],
  path: [13, 204],
};

const VISION_OF: Record<ThemeName, Vision> = {
  dark: 'normal',
  light: 'normal',
  mono: 'normal',
  deutan: 'deutan',
  tritan: 'tritan',
  contrast: 'contrast',
};

export function makePalette(theme: ThemeName, depth: ColorDepth): Palette {
  const mono = depth === 'none' || theme === 'mono';
  if (theme === 'contrast' && !mono) return contrastPalette(depth);
  const c = (fg: number, bg = DEFAULT_COLOR, flags = 0) =>
    mono ? attr(DEFAULT_COLOR, DEFAULT_COLOR, flags) : attr(fg, bg, flags);
  const light = theme === 'light';
  const common = {
    depth,
    mono,
    vision: mono ? 'normal' : VISION_OF[theme],
    plain: attr(),
    border: c(light ? 8 : 8),
    title: c(light ? 4 : 14, DEFAULT_COLOR, BOLD),
    focusTitle: attr(DEFAULT_COLOR, DEFAULT_COLOR, BOLD | INVERSE),
    status: attr(DEFAULT_COLOR, DEFAULT_COLOR, INVERSE),
    dim: c(light ? 8 : 7),
    cursor: attr(DEFAULT_COLOR, DEFAULT_COLOR, INVERSE),
    heading: c(DEFAULT_COLOR, DEFAULT_COLOR, BOLD),
    fg: (color: number, flags = 0) => c(color, DEFAULT_COLOR, flags),
  } as const;
  const v = theme === 'deutan' ? DEUTAN : theme === 'tritan' ? TRITAN : undefined;
  if (v) {
    const at = (p: Pair) => p[depth === '256' ? 1 : 0];
    return {
      ...common,
      own: c(at(v.own), DEFAULT_COLOR, BOLD),
      enemy: c(at(v.enemy), DEFAULT_COLOR, BOLD),
      selected: c(at(v.selected), DEFAULT_COLOR, BOLD | UNDERLINE),
      warn: c(at(v.warn), DEFAULT_COLOR, BOLD),
      good: c(at(v.good)),
      low: c(at(v.low)),
      path: c(at(v.path), DEFAULT_COLOR, BOLD),
    };
  }
  return {
    ...common,
    own: c(light ? 4 : 12, DEFAULT_COLOR, BOLD),
    enemy: c(light ? 1 : 9, DEFAULT_COLOR, BOLD),
    selected: c(light ? 4 : 11, DEFAULT_COLOR, BOLD | UNDERLINE),
    warn: c(light ? 1 : 11, DEFAULT_COLOR, BOLD),
    good: c(light ? 2 : 10),
    low: depth === '256' ? c(208) : c(light ? 1 : 9),
    path: c(light ? 5 : 13, DEFAULT_COLOR, BOLD),
  };
}

/**
 * High contrast (WCAG 2.x SC 1.4.6, "enhanced contrast": at least 7:1): its own black background,
 * so that the ratio does not depend on the terminal's; bright white, yellow and cyan only, bold for
 * the sides, inverse video for focus (cursor, focused title, status line) and for "few MP left".
 * No grey below 7:1: dim text is light grey. In 256 colours the cube's black and pure colours
 * (16, 231, 226, 51, 252) are used because terminal colour schemes remap indices 0-15, not these.
 */
function contrastPalette(depth: '16' | '256'): Palette {
  const hi = depth === '256';
  const black = hi ? 16 : 0;
  const white = hi ? 231 : 15;
  const yellow = hi ? 226 : 11;
  const cyan = hi ? 51 : 14;
  const grey = hi ? 252 : 7;
  const on = (fg: number, flags = 0) => attr(fg, black, flags);
  return {
    depth,
    mono: false,
    vision: 'contrast',
    plain: on(white),
    border: on(grey),
    title: on(yellow, BOLD),
    focusTitle: on(white, BOLD | INVERSE),
    status: on(white, INVERSE),
    dim: on(grey),
    own: on(cyan, BOLD),
    enemy: on(yellow, BOLD),
    selected: on(white, BOLD | UNDERLINE),
    cursor: on(white, INVERSE),
    warn: on(yellow, BOLD),
    good: on(cyan),
    low: on(yellow, BOLD | INVERSE),
    path: on(cyan, BOLD),
    heading: on(white, BOLD),
    // Terrain and unit colours by ANSI index: most of the 16 are under 7:1 on black, and colour
    // never carries meaning alone, so everything is white here.
    fg: (_color, flags = 0) => on(white, flags),
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
