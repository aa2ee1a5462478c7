// Issue 18, part 3: the map legend, a key and a section of help, generated from the renderers' own
// glyph tables. Every glyph of every table must be in it (a glyph added to a table without a
// legend line fails here), and it reads whole in one column at 80x24.
import { afterEach, describe, expect, it } from 'vitest';
import { resolveScenarioArg } from '../src/cli/scenario-arg.js';
import type { SideView } from '../src/engine/systems/panzer/view.js';
import type { AreaView } from '../src/engine/systems/area-impulse/index.js';
import {
  BORDER,
  EXIT_OBJECTIVE_GLYPH,
  FIRED_ON_GLYPH,
  HEX_FEATURE_GLYPHS,
  HEXSIDE_GLYPHS,
  legend,
  OBJECTIVE_CELL,
  OBJECTIVE_GLYPH,
  OVERLAY_MARKS,
  SIDE_BRACKETS,
  STATE_MARKS,
  TERRAIN_GLYPHS,
  UNIT_LETTERS,
  UNKNOWN_UNIT,
  type Charset,
} from '../src/render/ascii-hex/glyphs.js';
import { GLYPHS, sideLetters } from '../src/render/ascii-area/glyphs.js';
import { GameSession, type Player } from '../src/session/session.js';
import { App } from '../src/tui/app.js';
import { helpLines } from '../src/tui/keymap.js';
import { drive, KEY, testAppOptions, type Driven } from './tui-harness.js';

let d: Driven | undefined;
afterEach(() => {
  d?.close();
  d = undefined;
});

function game(id: string, players: Record<string, Player>, charset: Charset = 'unicode'): App {
  const { system, scenario } = resolveScenarioArg(id);
  const session = new GameSession(system, scenario, { seed: 'legend', players });
  return new App(testAppOptions(session, players, { charset }));
}

const PANZER: Record<string, Player> = { allied: 'human', axis: 'computer' };
const AREA: Record<string, Player> = { german: 'human', soviet: 'computer' };
const CHARSETS: readonly Charset[] = ['unicode', 'ascii'];

/** The glyph column of a hex legend line ("  ↟         Forest" -> "↟"). */
const glyphColumn = (lines: readonly string[]) =>
  lines.filter((l) => l.startsWith('  ')).map((l) => l.slice(2, 11).trim());

describe('the map legend (issue 18, 3)', () => {
  for (const charset of CHARSETS)
    it(`hex map (${charset}): every glyph of the renderer's tables is in the legend the client shows`, () => {
      const app = game('villers-bocage', PANZER, charset);
      const view = app.view as SideView;
      const lines = app.presenter.legend!(view, charset);
      const glyphs = glyphColumn(lines);
      const tokens = new Set(glyphs.flatMap((g) => g.split(/\s+/)));
      const chars = new Set(glyphs.join(''));
      const has = (g: string, what: string) =>
        expect(tokens.has(g) || glyphs.includes(g), `${what} "${g}"`).toBe(true);
      // Terrain: each of the scenario's terrain types with the table's glyph for this charset.
      for (const t of view.map.params.terrain) {
        const g = (TERRAIN_GLYPHS[t.key] ?? { ascii: '?', unicode: '?' })[charset];
        expect(
          lines.some((l) => l.startsWith(`  ${g.padEnd(9)} ${t.name}`)),
          `terrain ${t.key}`,
        ).toBe(true);
      }
      for (const key of Object.keys(TERRAIN_GLYPHS))
        expect(
          view.map.params.terrain.some((t) => t.key === key),
          `terrain table key ${key} in the legend's terrain list`,
        ).toBe(true);
      for (const h of HEXSIDE_GLYPHS) has(h.glyph, `hexside ${h.feature}`);
      for (const [type, letter] of Object.entries(UNIT_LETTERS)) has(letter, `unit letter ${type}`);
      has(UNKNOWN_UNIT, 'unknown unit');
      for (const [k, m] of Object.entries(STATE_MARKS)) has(m.glyph, `state mark ${k}`);
      for (const [k, m] of Object.entries(OVERLAY_MARKS)) has(m.glyph, `overlay mark ${k}`);
      for (const f of HEX_FEATURE_GLYPHS) has(f.glyph, `hex feature ${f.key}`);
      for (const [side, g] of Object.entries(OBJECTIVE_CELL)) has(g, `objective cell ${side}`);
      has(EXIT_OBJECTIVE_GLYPH, 'exit objective');
      has(FIRED_ON_GLYPH, 'fired on');
      for (const [side, [l, r]] of Object.entries(SIDE_BRACKETS))
        has(`${l}${OBJECTIVE_GLYPH}${r}`, `objective ${side}`);
      for (const [k, g] of Object.entries(BORDER))
        for (const ch of g.trim()) expect(chars.has(ch), `outline ${k} "${ch}"`).toBe(true);
      // The sides as the scenario names them, not the rules' ids.
      expect(lines.join('\n')).toContain(
        `[I]       ${view.sideNames.allied} unit: upper case in square brackets`,
      );
      // Nothing the renderer never draws: the legend is the table's, line for line.
      expect(lines.filter((l) => l.startsWith('  ')).length).toBe(
        legend(charset, view.map.params.terrain).length,
      );
    });

  for (const charset of CHARSETS)
    it(`area map (${charset}): every glyph of the renderer's table is in the legend the client shows`, () => {
      const app = game('stalingrad-factories', AREA, charset);
      const view = app.view as AreaView;
      const text = app.presenter.legend!(view, charset).join('\n');
      for (const [k, g] of Object.entries(GLYPHS[charset])) expect(text, `${k} "${g}"`).toContain(g);
      for (const letter of Object.values(sideLetters(view.world))) expect(text).toContain(letter);
    });

  it('g opens it, scrolling in one column at 80x24 with no line cut; Esc closes it', async () => {
    const app = game('villers-bocage', PANZER);
    d = drive(app, 80, 24);
    const want = app.presenter.legend!(app.view, 'unicode');
    await d.keys('g');
    let text = await d.text();
    expect(text).toContain('Map legend');
    expect(text).toMatch(/lines 1-\d+ of \d+/);
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      seen.push(...(await d.lines()));
      await d.keys(KEY.pagedown);
      const next = await d.text();
      if (next === text) break;
      text = next;
    }
    // Every legend line whole on one screen line (the window is 76 wide at 80 columns).
    for (const l of want.filter((x) => x.trim()))
      expect(
        seen.some((s) => s.includes(l.trimEnd())),
        l,
      ).toBe(true);
    await d.keys(KEY.escape);
    expect(app.dialog).toBeNull();
  });

  it('is a section of help, after the keys; help still lists every key of the map', async () => {
    const app = game('villers-bocage', PANZER);
    d = drive(app, 80, 24);
    await d.keys('?');
    const screens: string[] = [await d.text()];
    for (let i = 0; i < 30; i++) {
      await d.keys(KEY.pagedown);
      const t = await d.text();
      if (t === screens[screens.length - 1]) break;
      screens.push(t);
    }
    const all = screens.join('\n');
    expect(all).toContain('Map legend:');
    expect(all).toContain('Hexsides:');
    for (const e of helpLines(app.keymap, 'map')) {
      const keys = e.keys;
      expect(all, e.label).toContain(keys);
    }
    // The legend and briefing keys are in help too.
    expect(all).toMatch(/g\s+Map legend: what each mark on the map means/);
    expect(all).toMatch(/B\s+Briefing: your orders and how you win/);
    expect(all).toMatch(/>\s+Tutorial: skip this step/);
  });

  it('the palette finds it by "legend" and "glyph"', () => {
    const app = game('stalingrad-factories', AREA);
    expect(app.paletteMatches('legend')[0]).toBe('legend');
    expect(app.paletteMatches('glyph')).toContain('legend');
    app.run('legend');
    expect(app.dialog?.kind === 'message' && app.dialog.title.startsWith('Map legend')).toBe(true);
  });
});
