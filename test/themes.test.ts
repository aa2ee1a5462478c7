// The colour-blind and high-contrast themes (issue 23): the client palette and the map renderers'
// role colours are checked against a simulation of colour vision (test/colour-vision.ts), the
// high-contrast theme against the WCAG 7:1 ratio, and every theme against the glyphs: with colour
// removed, sides and states still read from the characters. Then the client draws each theme at
// 80x24 through @xterm/headless.
//
// Thresholds (our choice, see docs/terminal-client.md "Themes"):
// - Two colours that must be told apart differ by CIEDE2000 >= 12 as a normal, protanopic,
//   deuteranopic and tritanopic viewer sees them. 1 is about a just-noticeable difference; a
//   terminal cell is a small target, and small targets need several times more (Carter &
//   Silverstein 2010), so 12 is "different at a glance", not "different side by side".
// - High contrast: every style at least 7:1 (WCAG 2.x SC 1.4.6) against its own background.
// - Colour-blind themes: counters at least 4.5:1 (WCAG SC 1.4.3), letters on their counter.

import { afterEach, describe, expect, it } from 'vitest';
import type { IBufferCell } from '@xterm/headless';
import {
  areaImpulseSystem,
  newGame as newAreaGame,
  viewFor as areaViewFor,
  type AreaScenario,
  type AreaState,
  type AreaView,
} from '../src/engine/systems/area-impulse/index.js';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { Scenario } from '../src/engine/systems/panzer/model/scenario.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { DEFAULT_TERRAIN } from '../src/engine/systems/panzer/model/terrain.js';
import type { Side } from '../src/engine/systems/panzer/model/unit.js';
import { viewFor, type SideView } from '../src/engine/systems/panzer/view.js';
import {
  GLYPHS,
  INVERSE as AREA_INVERSE,
  Role as AreaRole,
  renderAreaMap,
  sideLetters,
} from '../src/render/ascii-area/index.js';
import {
  DEFAULT_COLOR as GRID_DEFAULT,
  FIRED_ON_GLYPH,
  HexMapRenderer,
  INVERSE,
  OVERLAY_MARKS,
  STATE_MARKS,
  TRUECOLOR,
  UNDERLINE,
  VISIONS,
  renderMap,
  theme as rendererTheme,
  type Overlays,
  type RenderOptions,
  type Role,
  type ThemeName as RendererThemeName,
  type Vision,
} from '../src/render/ascii-hex/index.js';
import { loadGameScenarioFile } from '../src/scenario/load.js';
import { GameSession } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import {
  BOLD as FRAME_BOLD,
  DEFAULT_COLOR,
  INVERSE as FRAME_INVERSE,
  UNDERLINE as FRAME_UNDERLINE,
} from '../src/tui/frame.js';
import { attach } from '../src/tui/host.js';
import { buildKeymap, fileKeymapSource } from '../src/tui/keymap.js';
import { openBlessedSurface } from '../src/tui/screen.js';
import { memorySettingsStore, SETTING_CHOICES } from '../src/tui/settings.js';
import { makePalette, type Palette, type ThemeName } from '../src/tui/theme.js';
import {
  DEFAULT_BG,
  DEFAULT_FG,
  SIGHTS,
  contrastRatio,
  deltaE2000,
  seenDifference,
  xtermRgb,
  type Rgb,
} from './colour-vision.js';
import { fakeTty, harness, KEY, type Harness } from './tui-harness.js';

const MIN_DIFFERENCE = 12;
const MIN_CONTRAST = 7;
const MIN_COUNTER_CONTRAST = 4.5;

const NEW_THEMES = ['deutan', 'tritan', 'contrast'] as const satisfies readonly ThemeName[];
const DEPTHS = ['16', '256'] as const;

// ---- colours of styles and roles ------------------------------------------------------------

/** What a cell in a style looks like: its visible colours (after inverse) and its flags. */
interface Look {
  readonly fg: Rgb;
  readonly bg: Rgb;
  readonly flags: number;
}

/** A blessed attribute (frame.ts layout) as a viewer sees it. */
function lookOf(a: number): Look {
  const flags = (a >> 18) & 0x3f;
  const fgI = (a >> 9) & 0x1ff;
  const bgI = a & 0x1ff;
  const fg = fgI === DEFAULT_COLOR ? DEFAULT_FG : xtermRgb(fgI);
  const bg = bgI === DEFAULT_COLOR ? DEFAULT_BG : xtermRgb(bgI);
  return flags & FRAME_INVERSE ? { fg: bg, bg: fg, flags } : { fg, bg, flags };
}

/** The smallest difference between two looks' foregrounds or backgrounds over every colour vision. */
function lookDifference(a: Look, b: Look): { value: number; sight: string } {
  let worst = { value: Infinity, sight: '' };
  for (const s of SIGHTS) {
    const v = Math.max(seenDifference(a.fg, b.fg, s), seenDifference(a.bg, b.bg, s));
    if (v < worst.value) worst = { value: v, sight: s };
  }
  return worst;
}

/** Underline and inverse survive any colour vision and no colour at all; bold is not counted. */
const STRONG = FRAME_UNDERLINE | FRAME_INVERSE;

/** A renderer colour (grid.ts: default, an xterm index or TRUECOLOR | 0xRRGGBB) as RGB. */
function rendererRgb(c: number, fallback: Rgb): Rgb {
  if (c === GRID_DEFAULT) return fallback;
  if (c >= TRUECOLOR) return [(c >> 16) & 255, (c >> 8) & 255, c & 255];
  return xtermRgb(c);
}

/** The smallest difference between two colours over every colour vision. */
function worstDifference(a: Rgb, b: Rgb): { value: number; sight: string } {
  let worst = { value: Infinity, sight: '' };
  for (const s of SIGHTS) {
    const v = seenDifference(a, b, s);
    if (v < worst.value) worst = { value: v, sight: s };
  }
  return worst;
}

// ---- the colour science itself --------------------------------------------------------------

describe('colour science (test/colour-vision.ts)', () => {
  it('CIEDE2000 gives the published test values (Sharma, Wu & Dalal 2005, pairs 1, 7 and 17)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 4);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
  });

  it('WCAG contrast: white on black is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([127, 127, 127], [127, 127, 127])).toBe(1);
  });

  it('the simulation merges what each deficiency merges, and the check has teeth', () => {
    const red = xtermRgb(9);
    const green = xtermRgb(10);
    const blue = xtermRgb(12);
    const cyan = xtermRgb(14);
    expect(seenDifference(red, green, 'normal')).toBeGreaterThan(60);
    expect(seenDifference(red, green, 'deutan')).toBeLessThan(seenDifference(red, green, 'normal') / 2);
    expect(seenDifference(blue, cyan, 'tritan')).toBeLessThan(seenDifference(blue, cyan, 'normal'));
    // The dark theme's MP colours (green "good", yellow "warn") fall together for a protanope:
    // that is what the colour-blind themes are for.
    const dark = makePalette('dark', '16');
    expect(lookDifference(lookOf(dark.good), lookOf(dark.warn)).value).toBeLessThan(MIN_DIFFERENCE);
  });
});

// ---- the client palette ---------------------------------------------------------------------

/** Pairs of styles shown together whose difference means something, and why. */
const COLOUR_PAIRS: readonly (readonly [keyof Palette, keyof Palette, string])[] = [
  ['own', 'enemy', 'sides (hex info, unit list, area map letters)'],
  ['good', 'warn', 'MP left: at least 2/3 against at least 1/3 (PC-UI-09)'],
  ['good', 'low', 'MP left: at least 2/3 against less than 1/3'],
  ['warn', 'low', 'MP left: at least 1/3 against less than 1/3'],
  ['path', 'warn', 'the path line under the map against its error'],
];
/** Pairs that may also differ by underline or inverse, which every viewer sees. */
const MARKED_PAIRS: readonly (readonly [keyof Palette, keyof Palette, string])[] = [
  ['selected', 'own', 'the selected unit among own units (hex info)'],
  ['selected', 'plain', 'selected rows of the unit list'],
  ['cursor', 'plain', 'the list and dialog cursor'],
  ['cursor', 'selected', 'the cursor on the unit list'],
  ['cursor', 'heading', 'the cursor on the unit list tree'],
  ['cursor', 'warn', 'the cursor in the load dialog'],
];

function styleAttr(p: Palette, k: keyof Palette): number {
  const a = p[k];
  if (typeof a !== 'number') throw new Error(`${String(k)} is not a style`);
  return a;
}

describe('client palettes: what must differ does, under every colour vision', () => {
  for (const name of NEW_THEMES)
    for (const depth of DEPTHS)
      it(`${name} in ${depth} colours`, () => {
        const p = makePalette(name, depth);
        expect(p.mono).toBe(false);
        for (const [a, b, why] of COLOUR_PAIRS) {
          const d = lookDifference(lookOf(styleAttr(p, a)), lookOf(styleAttr(p, b)));
          expect(d.value, `${a}/${b} (${why}) for a ${d.sight} viewer`).toBeGreaterThanOrEqual(
            MIN_DIFFERENCE,
          );
        }
        for (const [a, b, why] of MARKED_PAIRS) {
          const la = lookOf(styleAttr(p, a));
          const lb = lookOf(styleAttr(p, b));
          const marked = (la.flags & STRONG) !== (lb.flags & STRONG);
          const d = lookDifference(la, lb);
          expect(marked || d.value >= MIN_DIFFERENCE, `${a}/${b} (${why})`).toBe(true);
        }
      });

  it('the colour-blind themes tell the sides and the MP steps apart by colour alone', () => {
    for (const name of ['deutan', 'tritan'] as const)
      for (const depth of DEPTHS) {
        const p = makePalette(name, depth);
        for (const [a, b] of COLOUR_PAIRS) {
          const fa = lookOf(styleAttr(p, a)).fg;
          const fb = lookOf(styleAttr(p, b)).fg;
          expect(worstDifference(fa, fb).value, `${name} ${depth} ${a}/${b}`).toBeGreaterThanOrEqual(
            MIN_DIFFERENCE,
          );
        }
      }
  });

  it('high contrast: every style is at least 7:1 on its own black background', () => {
    const styles: (keyof Palette)[] = [
      'plain',
      'border',
      'title',
      'focusTitle',
      'status',
      'dim',
      'own',
      'enemy',
      'selected',
      'cursor',
      'warn',
      'good',
      'low',
      'path',
      'heading',
    ];
    for (const depth of DEPTHS) {
      const p = makePalette('contrast', depth);
      const black = depth === '256' ? 16 : 0;
      for (const k of styles) {
        const a = styleAttr(p, k);
        const l = lookOf(a);
        // Its own background, never the terminal's: the ratio does not depend on the user's scheme.
        expect(a & 0x1ff, `${k} background`).toBe(black);
        expect(contrastRatio(l.fg, l.bg), `${k} in ${depth}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
      for (let i = 0; i < 16; i++) {
        const l = lookOf(p.fg(i));
        expect(contrastRatio(l.fg, l.bg), `fg(${i})`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    }
  });

  it('every theme keeps the same flags as mono, so that nothing is said by colour alone', () => {
    const mono = makePalette('mono', '256');
    const flags = (a: number) => (a >> 18) & (FRAME_BOLD | FRAME_UNDERLINE | FRAME_INVERSE);
    for (const name of ['deutan', 'tritan'] as const)
      for (const depth of DEPTHS) {
        const p = makePalette(name, depth);
        for (const k of ['own', 'enemy', 'selected', 'cursor', 'warn', 'good', 'low', 'path'] as const)
          expect(flags(p[k]), `${name} ${k}`).toBe(flags(mono[k]));
      }
    // High contrast adds inverse to "few MP left"; it takes nothing away.
    for (const k of ['own', 'enemy', 'selected', 'cursor', 'warn', 'good', 'low', 'path'] as const) {
      const c = flags(makePalette('contrast', '256')[k]);
      expect(c & flags(mono[k]), k).toBe(flags(mono[k]));
    }
  });

  it('the palette names the map vision; mono and no colour draw the maps without colour', () => {
    expect(makePalette('deutan', '256').vision).toBe('deutan');
    expect(makePalette('tritan', '16').vision).toBe('tritan');
    expect(makePalette('contrast', '256').vision).toBe('contrast');
    expect(makePalette('dark', '256').vision).toBe('normal');
    const none = makePalette('contrast', 'none');
    expect(none.mono).toBe(true);
    expect((none.own >> 9) & 0x1ff).toBe(DEFAULT_COLOR);
    expect(none.own & 0x1ff).toBe(DEFAULT_COLOR);
  });

  it('the settings dialog offers the new themes', () => {
    expect(SETTING_CHOICES.theme).toEqual(['dark', 'light', 'mono', 'deutan', 'tritan', 'contrast']);
  });
});

// ---- the map renderers' role colours --------------------------------------------------------

const RENDERER_THEMES = ['truecolor', '256', '16'] as const satisfies readonly RendererThemeName[];
const NEW_VISIONS = VISIONS.filter((v) => v !== 'normal');
const OVERLAY_BGS = ['pathBg', 'losBg', 'losBlockedBg', 'fireBg', 'moveBg', 'zocBg'] as const;
/** Overlays drawn side by side while giving an order (moving: path in its range, with ZOC; firing). */
const OVERLAY_PAIRS = [
  ['pathBg', 'moveBg'],
  ['pathBg', 'zocBg'],
  ['moveBg', 'zocBg'],
  ['fireBg', 'losBg'],
  ['losBg', 'losBlockedBg'],
  ['fireBg', 'losBlockedBg'],
] as const;

describe('map colours (src/render/ascii-hex/theme.ts): each vision in each colour depth', () => {
  for (const vision of NEW_VISIONS)
    for (const name of RENDERER_THEMES)
      it(`${vision} ${name}: sides, objectives and overlays apart; counters legible`, () => {
        const th = rendererTheme(name, vision);
        const ground = rendererRgb(th.ground, DEFAULT_BG);
        const rgbOf = (r: Role) => rendererRgb(th.color[r], ground);
        // Counters: letter and ground of each side; apart if either differs.
        const allied = { fg: rgbOf('alliedFg'), bg: rgbOf('alliedBg') };
        const axis = { fg: rgbOf('axisFg'), bg: rgbOf('axisBg') };
        const sides = Math.max(
          worstDifference(allied.fg, axis.fg).value,
          worstDifference(allied.bg, axis.bg).value,
        );
        expect(sides, 'Allied and Axis counters').toBeGreaterThanOrEqual(MIN_DIFFERENCE);
        const minCounter = vision === 'contrast' ? MIN_CONTRAST : MIN_COUNTER_CONTRAST;
        expect(contrastRatio(allied.fg, allied.bg), 'Allied counter').toBeGreaterThanOrEqual(minCounter);
        expect(contrastRatio(axis.fg, axis.bg), 'Axis counter').toBeGreaterThanOrEqual(minCounter);
        expect(
          worstDifference(rgbOf('objAllied'), rgbOf('objAxis')).value,
          'objective owners',
        ).toBeGreaterThanOrEqual(MIN_DIFFERENCE);
        // An objective nobody holds: in 16 colours high contrast has no third colour at 7:1, and
        // the "<*>" brackets say it (the glyph test below and render-ascii-hex.test.ts).
        if (!(vision === 'contrast' && name === '16'))
          for (const held of ['objAllied', 'objAxis'] as const)
            expect(
              worstDifference(rgbOf(held), rgbOf('objNone')).value,
              `${held}/objNone`,
            ).toBeGreaterThanOrEqual(MIN_DIFFERENCE);
        if (vision === 'contrast') return;
        for (const [a, b] of OVERLAY_PAIRS) {
          const d = worstDifference(rgbOf(a), rgbOf(b));
          expect(d.value, `${a}/${b} for a ${d.sight} viewer`).toBeGreaterThanOrEqual(MIN_DIFFERENCE);
        }
      });

  for (const name of RENDERER_THEMES)
    it(`contrast ${name}: every glyph colour at least 7:1 on the ground it is drawn on`, () => {
      const th = rendererTheme(name, 'contrast');
      const ground = rendererRgb(th.ground, DEFAULT_BG);
      expect(ground).toEqual([0, 0, 0]);
      const rgb = (r: Role) => rendererRgb(th.color[r], DEFAULT_FG);
      // The hex outline (hexsides, apex features) is drawn on the ground only (render.ts drawSide).
      const outline: Role[] = [
        'border',
        'river',
        'stream',
        'barrier',
        'road',
        'primaryRoad',
        'rail',
        'bridge',
        'damaged',
        'feature',
      ];
      // Inside a hex: on its terrain's ground or an overlay's (objectives and fired-on marks sit
      // inside the hex at Extreme zoom and on the jump map).
      const inside = [
        ...(['lastKnownFg', 'objAllied', 'objAxis', 'objNone', 'firedOn', 'markFg'] as const).map(
          (r) => [r, rgb(r)] as const,
        ),
        ...DEFAULT_TERRAIN.map((t) => [t.key, rendererRgb(th.terrainFg(t.key), DEFAULT_FG)] as const),
      ];
      const grounds = [
        ['ground', ground] as const,
        ...DEFAULT_TERRAIN.map((t) => [t.key, rendererRgb(th.terrainBg(t.key), ground)] as const),
        ...OVERLAY_BGS.map((r) => [r, rendererRgb(th.color[r], ground)] as const),
      ];
      for (const r of outline)
        expect(contrastRatio(rgb(r), ground), `${r} on the ground`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      for (const [f, fg] of inside)
        for (const [b, bg] of grounds)
          expect(contrastRatio(fg, bg), `${f} on ${b}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
    });

  it('the normal vision is the table as it was (the golden frames hold it)', () => {
    for (const name of RENDERER_THEMES) {
      expect(rendererTheme(name).color).toEqual(rendererTheme(name, 'normal').color);
      expect(rendererTheme(name).ground).toBe(GRID_DEFAULT);
    }
  });
});

// ---- without colour: glyphs -----------------------------------------------------------------

const villers = loadGameScenarioFile('scenarios/villers-bocage.json').scenario as Scenario;
const stalingrad = loadGameScenarioFile('scenarios/stalingrad-factories.json').scenario as AreaScenario;

/**
 * Villers-Bocage with every state a counter can show: the Allies see three Axis units, one as
 * "Unknown" and one at a last-known position; Allied units disrupted, broken, in travel and rail
 * mode and fixed (each mark set on every unit of its hex, so the top of the stack shows it).
 */
function villersState(): { state: GameState; marks: Map<number, string> } {
  const { state } = newGame(villers, 1);
  const w = state.world;
  const bySide = (side: Side) =>
    state.units.map((u, i) => ({ u, i })).filter(({ u, i }) => w.units[i]!.side === side && u.loc >= 0);
  const axis = bySide('axis');
  const k = state.knowledge.allied;
  k.spotted = axis.slice(0, 3).map(({ i }) => i);
  k.unknown = [axis[3]!.i];
  k.lastKnown = { [axis[4]!.i]: { loc: w.board.parse('20,10')!, turn: 1, magnitude: 2 } };
  state.units[axis[0]!.i]!.cohesion = 'disrupted';
  const marks = new Map<number, string>();
  const locs = [...new Set(bySide('allied').map(({ u }) => u.loc))];
  const set: [string, (u: GameState['units'][number]) => void][] = [
    [STATE_MARKS.disrupted.glyph, (u) => (u.cohesion = 'disrupted')],
    [STATE_MARKS.broken.glyph, (u) => (u.cohesion = 'broken')],
    [STATE_MARKS.travel.glyph, (u) => (u.mode = 'travel')],
    [STATE_MARKS.rail.glyph, (u) => (u.mode = 'rail')],
    [STATE_MARKS.fixed.glyph, (u) => (u.fixed = true)],
  ];
  set.forEach(([glyph, f], n) => {
    const loc = locs[n]!;
    for (const { u } of bySide('allied'))
      if (u.loc === loc) {
        // From a plain state, so that this mark and no more important one shows.
        Object.assign(u, { cohesion: 'ok', mode: 'deployed', fixed: false });
        f(u);
      }
    marks.set(loc, glyph);
  });
  marks.set(state.units[axis[0]!.i]!.loc, STATE_MARKS.disrupted.glyph);
  marks.set(w.board.parse('20,10')!, STATE_MARKS.lastKnown.glyph);
  return { state, marks };
}

/** The whole 24x18 map at Normal zoom. */
const WHOLE_MAP = { col: 0, row: 0, width: 150, height: 56 };

function villersOverlays(state: GameState, view: SideView): Overlays {
  const at = (s: string) => state.world.board.parse(s)!;
  return {
    cursor: view.own[0]!.state.loc,
    selected: view.own[1]!.state.loc,
    path: [
      { loc: at('03,10'), mp: 1 },
      { loc: at('02,10'), mp: 2 },
    ],
    moveRange: new Map([[at('02,11'), 3]]),
    fireRange: [at('06,12')],
    los: { hexes: [at('08,13'), at('09,13'), at('10,13')], blockedFrom: 2 },
    enemyZoc: [at('12,12')],
    firedOn: [view.enemies[0]!.loc],
  };
}

describe('without colour, the hex map (villers-bocage) reads from its glyphs', () => {
  const { state, marks } = villersState();
  const opts = (theme: RendererThemeName, vision: Vision = 'normal'): RenderOptions => ({
    viewport: WHOLE_MAP,
    zoom: 'normal',
    charset: 'unicode',
    theme,
    vision,
  });

  for (const side of ['allied', 'axis'] as const)
    it(`${side} view: own and enemy counters differ by bracket and letter case`, () => {
      const view = viewFor(state, side);
      const r = new HexMapRenderer();
      const f = r.render(view, opts('mono'), {});
      const counter = (loc: number) => {
        const a = r.anchor(loc)!;
        return f.grid.rowText(a.y).slice(a.x - 1, a.x + 2);
      };
      const ownRe = side === 'allied' ? /^\[[A-Z]\]$/ : /^\([a-z]\)$/;
      const enemyRe = side === 'allied' ? /^\([a-z?]\)$/ : /^\[[A-Z?]\]$/;
      const own = view.own.filter((u) => u.state.loc >= 0 && u.state.status === 'active');
      const enemy = [...view.enemies.map((e) => e.loc), ...view.unknown.map((u) => u.loc)];
      expect(own.length).toBeGreaterThan(0);
      for (const u of own) expect(counter(u.state.loc), u.def.id).toMatch(ownRe);
      for (const loc of enemy) expect(counter(loc)).toMatch(enemyRe);
      if (side === 'allied') expect(enemy.length).toBe(4);
      // No string is both: the two sides never share a bracket style.
      for (const u of own) expect(counter(u.state.loc)).not.toMatch(enemyRe);
    });

  it('every state has a mark: disrupted, broken, travel, rail, fixed, last known, fired on; cursor inverse', () => {
    const view = viewFor(state, 'allied');
    const r = new HexMapRenderer();
    const ov = villersOverlays(state, view);
    const f = r.render(view, opts('mono'), ov);
    const g = f.grid;
    for (const [loc, glyph] of marks) {
      const a = r.anchor(loc)!;
      expect(g.rowText(a.y)[a.x + 2], `${state.world.board.label(loc)} shows ${glyph}`).toBe(glyph);
    }
    const fired = r.anchor(ov.firedOn![Symbol.iterator]().next().value!)!;
    expect(g.rowText(fired.y - 1)[fired.x - 2]).toBe(FIRED_ON_GLYPH);
    const mark = (loc: number) => {
      const a = r.anchor(loc)!;
      return g.rowText(a.y + 1)[a.x - 1];
    };
    expect(mark(ov.path![0]!.loc)).toBe(OVERLAY_MARKS.path.glyph);
    expect(mark([...ov.moveRange!.keys()][0]!)).toBe(OVERLAY_MARKS.moveRange.glyph);
    expect(mark([...ov.fireRange!][0]!)).toBe(OVERLAY_MARKS.fireRange.glyph);
    expect(mark(ov.los!.hexes[0]!)).toBe(OVERLAY_MARKS.los.glyph);
    expect(mark(ov.los!.hexes[2]!)).toBe(OVERLAY_MARKS.losBlocked.glyph);
    expect(mark([...ov.enemyZoc!][0]!)).toBe(OVERLAY_MARKS.zoc.glyph);
    const cur = r.anchor(ov.cursor!)!;
    expect(g.attr[cur.y * g.width + cur.x]! & INVERSE).toBe(INVERSE);
    const sel = r.anchor(ov.selected!)!;
    expect(g.attr[sel.y * g.width + sel.x]! & UNDERLINE).toBe(UNDERLINE);
    expect(g.fg.every((c) => c === GRID_DEFAULT) && g.bg.every((c) => c === GRID_DEFAULT)).toBe(true);
  });

  it('each vision in each depth draws the same characters and attributes as mono: colour only repeats', () => {
    const view = viewFor(state, 'allied');
    const ov = villersOverlays(state, view);
    for (const zoom of ['normal', 'zoom-out', 'extreme', 'jump'] as const) {
      const mono = renderMap(view, { ...opts('mono'), zoom }, ov).grid;
      for (const vision of NEW_VISIONS)
        for (const name of RENDERER_THEMES) {
          const g = renderMap(view, { ...opts(name, vision), zoom }, ov).grid;
          expect(Array.from(g.ch), `${vision} ${name} ${zoom}`).toEqual(Array.from(mono.ch));
          expect(Array.from(g.attr), `${vision} ${name} ${zoom}`).toEqual(Array.from(mono.attr));
        }
    }
  });

  it('high contrast paints its black ground under every cell of the map', () => {
    const view = viewFor(state, 'allied');
    const g = renderMap(view, opts('256', 'contrast'), villersOverlays(state, view)).grid;
    expect(g.bg.every((c) => c !== GRID_DEFAULT)).toBe(true);
    expect(g.bg.filter((c) => c === 16).length).toBeGreaterThan(g.bg.length / 2);
  });

  it('update() after a cursor move equals a full render in a vision', () => {
    const view = viewFor(state, 'allied');
    const ov = villersOverlays(state, view);
    const r = new HexMapRenderer();
    r.render(view, opts('256', 'contrast'), ov);
    const moved = { ...ov, cursor: view.own[2]!.state.loc };
    const a = r.update(moved).grid;
    const b = renderMap(view, opts('256', 'contrast'), moved).grid;
    expect(Array.from(a.bg)).toEqual(Array.from(b.bg));
    expect(Array.from(a.fg)).toEqual(Array.from(b.fg));
    expect(Array.from(a.ch)).toEqual(Array.from(b.ch));
  });
});

/** Stalingrad with spent units and fire markers in an area both sides hold. */
function stalingradState(): { state: AreaState; contested: number } {
  const { state } = newAreaGame(stalingrad, 'themes');
  const [a, b] = state.world.sides;
  const here = (area: number, side: string) =>
    state.units
      .map((u, i) => ({ u, i }))
      .filter(({ u, i }) => u.status === 'active' && u.area === area && stalingrad.units[i]!.side === side);
  let contested = -1;
  for (let area = 0; area < stalingrad.areas.length && contested < 0; area++)
    if (here(area, a!).length > 0 && here(area, b!).length > 0) contested = area;
  for (const { u } of here(contested, b!)) u.fresh = false;
  // Fire markers of both sides in the contested area (AI-FIRE-90).
  state.markers[contested] = [a!, b!];
  return { state, contested };
}

describe('without colour, the area map (stalingrad-factories) reads from its glyphs', () => {
  const { state, contested } = stalingradState();
  const view: AreaView = areaViewFor(state, state.world.sides[0]!);
  const letters = sideLetters(state.world);
  const [sa, sb] = state.world.sides as [string, string];
  const WHOLE = { col: 0, row: 0, width: 100, height: 32 };

  it('the sides have different letters, and every side-coloured cell starts with its side letter', () => {
    expect(letters[sa]).not.toBe(letters[sb]);
    for (const charset of ['unicode', 'ascii'] as const) {
      const f = renderAreaMap(view, { viewport: WHOLE, zoom: 'normal', charset });
      let seen = 0;
      for (let i = 0; i < f.ch.length; i++) {
        const role = f.role[i]!;
        if (role !== AreaRole.SideA && role !== AreaRole.SideB) continue;
        // Back to the first cell of the token: the letter, not the colour, names the side.
        let j = i;
        while (j % f.width > 0 && f.role[j - 1] === role) j--;
        expect(String.fromCodePoint(f.ch[j]!)).toBe(letters[role === AreaRole.SideA ? sa : sb]);
        seen++;
      }
      expect(seen).toBeGreaterThan(20);
    }
  });

  it('fresh and spent units, fire markers and the cursor show without colour', () => {
    for (const charset of ['unicode', 'ascii'] as const) {
      const g = GLYPHS[charset];
      const f = renderAreaMap(view, { viewport: WHOLE, zoom: 'normal', charset }, { cursor: contested });
      const text = Array.from({ length: f.height }, (_, y) =>
        String.fromCodePoint(...f.ch.subarray(y * f.width, (y + 1) * f.width)),
      ).join('\n');
      const count = (side: string) =>
        state.units.filter(
          (u, i) => u.status === 'active' && u.area === contested && stalingrad.units[i]!.side === side,
        ).length;
      // Side A fresh ("G2" + marker); side B all spent ("S0+2" + marker).
      expect(text).toContain(`${letters[sa]}${count(sa)}${g.marker}`);
      expect(text).toContain(`${letters[sb]}0+${count(sb)}${g.marker}`);
      let inverse = 0;
      for (let i = 0; i < f.flags.length; i++)
        if (f.flags[i]! & AREA_INVERSE) {
          inverse++;
          expect(f.cellArea[i]).toBe(contested);
        }
      expect(inverse).toBeGreaterThan(10);
    }
  });
});

// ---- the client at 80x24 --------------------------------------------------------------------

/** Every cell of the terminal: its character and colours as xterm holds them. */
function cells(tty: ReturnType<typeof fakeTty>): { ch: string; cell: IBufferCell }[] {
  const b = tty.term.buffer.active;
  const out: { ch: string; cell: IBufferCell }[] = [];
  for (let y = 0; y < tty.term.rows; y++) {
    const line = b.getLine(y)!;
    for (let x = 0; x < tty.term.cols; x++) {
      const cell = line.getCell(x)!;
      out.push({ ch: cell.getChars(), cell });
    }
  }
  return out;
}

describe('the client draws each theme at 80x24 (@xterm/headless)', () => {
  let h: Harness | undefined;
  afterEach(() => {
    h?.close();
    h = undefined;
  });

  for (const theme of NEW_THEMES)
    it(`${theme}: villers-bocage with the theme's side colours on the map`, async () => {
      h = harness({ scenario: villers, settings: { theme } });
      const text = await h.text();
      expect(text).not.toContain('terminal too small');
      expect(text).toMatch(/Units/);
      expect(h.app.palette.vision).toBe(theme);
      const th = rendererTheme('256', theme);
      const all = cells(h.tty);
      // An Allied counter on the map in the vision's colours (the tutorial's Allied side plays).
      const counter = all.filter(
        ({ ch, cell }) => ch === '[' && cell.isBgPalette() && cell.getBgColor() === th.color.alliedBg,
      );
      expect(counter.length).toBeGreaterThan(0);
      if (theme === 'contrast')
        // Its own black ground everywhere: nothing is left to the terminal's background.
        expect(all.filter(({ cell }) => cell.isBgDefault()).length).toBe(0);
    });

  it('the S dialog cycles through the themes, and the map follows at once', async () => {
    h = harness({ scenario: villers });
    await h.keys('S');
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await h.keys(KEY.right);
      seen.push(h.app.settings.theme);
      expect(await h.text()).toMatch(new RegExp(`Theme\\s+${h.app.settings.theme}`));
    }
    expect(seen).toEqual(['light', 'mono', 'deutan', 'tritan', 'contrast']);
    expect(h.app.palette.vision).toBe('contrast');
    await h.keys(KEY.escape);
    const all = cells(h.tty);
    expect(all.filter(({ cell }) => cell.isBgDefault()).length).toBe(0);
  });

  for (const theme of NEW_THEMES)
    it(`${theme}: stalingrad-factories, the area map in the palette's own and enemy colours`, async () => {
      const tty = fakeTty(80, 24);
      const players = { german: 'human', soviet: 'computer' } as const;
      const session = new GameSession(areaImpulseSystem, stalingrad, { seed: 'themes', players });
      const source = fileKeymapSource();
      const app = new App({
        session,
        players,
        settings: memorySettingsStore({ theme, confirmEndTurn: false, confirmFire: false }),
        keymap: (name, orders) => buildKeymap(name, source, undefined, orders),
        env: { TERM: 'xterm-256color' },
        matchCard: false,
        onQuit: () => {},
      });
      const surface = openBlessedSurface({ input: tty.input, output: tty.output });
      attach(app, surface);
      try {
        const text = (await tty.screenText()).join('\n');
        expect(text).not.toContain('terminal too small');
        const p = makePalette(theme, '256');
        const fgOf = (a: number) => (a >> 9) & 0x1ff;
        const all = cells(tty);
        const letters = sideLetters(session.state.world);
        const with_ = (letter: string, attr: number) =>
          all.filter(
            ({ ch, cell }) => ch === letter && cell.isFgPalette() && cell.getFgColor() === fgOf(attr),
          );
        expect(with_(letters.german!, p.own).length).toBeGreaterThan(0);
        expect(with_(letters.soviet!, p.enemy).length).toBeGreaterThan(0);
      } finally {
        surface.destroy();
      }
    });
});
