// The ASCII/Unicode hex map renderer (issue 3, PC-UI-02 map views, PC-UI-09 markings, PC-UNT-11 fog).
// Goldens: set UPDATE_GOLDEN=1 to rewrite test/golden/render/*.txt after a deliberate change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { eastAsianWidthType } from 'get-east-asian-width';
import { describe, expect, it } from 'vitest';
import { newGame } from '../src/engine/systems/panzer/game.js';
import type { GameState } from '../src/engine/systems/panzer/model/state.js';
import { viewFor, type SideView } from '../src/engine/systems/panzer/view.js';
import {
  BRICKS,
  HexMapRenderer,
  THEMES,
  ZOOMS,
  gridToLines,
  hexOfCell,
  legend,
  legendLines,
  renderMap,
  type Charset,
  type Overlays,
  type RenderOptions,
  type Viewport,
  type Zoom,
} from '../src/render/ascii-hex/index.js';
import { renderFrameText } from '../src/tui/systems/panzer/render-text.js';
import { miniScenario } from './fixtures/mini.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const GOLDEN_DIR = path.join(here, 'golden', 'render');

/** The mini map with the Allies seeing two Axis units, one Unknown and one last-known position. */
function miniState(): GameState {
  const { state } = newGame(miniScenario(), 1);
  const idx = (id: string) => state.world.unitIndex.get(id)!;
  const k = state.knowledge.allied;
  k.spotted = [idx('x-tank'), idx('x-inf1')];
  k.unknown = [idx('x-hq')];
  k.lastKnown = { [idx('x-inf2')]: { loc: state.world.board.parse('09,08')!, turn: 1, magnitude: 3 } };
  state.units[idx('a-inf2')]!.cohesion = 'disrupted';
  state.units[idx('a-tank')]!.mode = 'travel';
  const hex = (over: Partial<GameState['hexes'][number]>) => ({
    rubble: 'none' as const,
    minefield: 0,
    minefieldPenetrated: false,
    obstacle: 'none' as const,
    congestion: null,
    congestionCounter: 0,
    fortification: null,
    fortificationVacated: false,
    ...over,
  });
  const at = (s: string) => state.world.board.parse(s)!;
  state.hexes[at('02,03')] = hex({ fortification: 'trench' });
  state.hexes[at('01,04')] = hex({ minefield: 2, rubble: 'uncleared' });
  state.hexes[at('02,05')] = hex({ rubble: 'uncleared' });
  state.hexes[at('11,09')] = hex({ fortification: 'bunker' }); // beyond the Allies' sight
  return state;
}

function miniOverlays(state: GameState): Overlays {
  const at = (s: string) => state.world.board.parse(s)!;
  return {
    cursor: at('03,05'),
    selected: at('02,03'),
    path: [
      { loc: at('03,03'), mp: 2 },
      { loc: at('04,03'), mp: 4 },
      { loc: at('05,03'), mp: 6.5 },
    ],
    moveRange: new Map([
      [at('01,05'), 5],
      [at('03,06'), 3],
      [at('02,06'), 6],
    ]),
    fireRange: [at('09,02'), at('09,04')],
    los: { hexes: [at('02,07'), at('03,07'), at('04,07'), at('05,07'), at('06,07')], blockedFrom: 3 },
    enemyZoc: [at('09,05'), at('09,06')],
    firedOn: [at('10,03')],
  };
}

const state = miniState();
const view = viewFor(state, 'allied');
const overlays = miniOverlays(state);

function opts(
  zoom: Zoom,
  charset: Charset,
  theme: RenderOptions['theme'],
  vp?: Partial<Viewport>,
): RenderOptions {
  return { zoom, charset, theme, viewport: { col: 0, row: 0, width: 80, height: 34, ...vp } };
}

function golden(name: string, text: string): void {
  const file = path.join(GOLDEN_DIR, `${name}.txt`);
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, text);
  }
  expect(text).toBe(readFileSync(file, 'utf8'));
}

describe('golden frames of the mini map (PC-UI-02)', () => {
  for (const zoom of ZOOMS)
    for (const charset of ['unicode', 'ascii'] as const)
      for (const theme of THEMES)
        it(`${zoom} ${charset} ${theme}`, () => {
          const f = renderMap(view, opts(zoom, charset, theme), overlays);
          const text = gridToLines(f.grid, { escapes: theme !== 'mono', trimEnd: true }).join('\n') + '\n';
          golden(`${zoom}-${charset}-${theme}`, text);
        });
});

describe('what the Normal view shows', () => {
  const f = renderMap(view, opts('normal', 'ascii', 'mono'), overlays);
  const text = f.grid.text().join('\n');
  const r = new HexMapRenderer();
  r.render(view, opts('normal', 'ascii', 'mono'), overlays);
  const cellsAt = (label: string, dx: number, n: number, dy = 0) => {
    const a = r.anchor(state.world.board.parse(label)!)!;
    return f.grid.rowText(a.y + dy).slice(a.x + dx, a.x + dx + n);
  };

  it('own units: upper-case letter in square brackets, exact strength (PC-UI-04)', () => {
    expect(cellsAt('02,03', -1, 3)).toBe('[I]');
    expect(cellsAt('01,04', -1, 3)).toBe('[H]');
    expect(cellsAt('01,04', 0, 4, 1)).toBe(' 100');
  });

  it('state marks: D for disrupted, T for travel mode (PC-MRL-04, PC-UNT-06)', () => {
    expect(cellsAt('02,05', -1, 4)).toBe('[I]D');
    expect(cellsAt('01,03', -1, 4)).toBe('[A]T');
  });

  it('spotted enemies: lower case in round brackets, strength as X/XX/XXX under fog (PC-UNT-11)', () => {
    expect(cellsAt('11,02', -1, 3)).toBe('(a)');
    expect(cellsAt('11,02', 0, 4, 1)).toBe('   X');
    expect(cellsAt('10,03', -1, 3)).toBe('(i)');
    expect(cellsAt('10,03', 0, 4, 1)).toBe(' XXX');
  });

  it('an Unknown enemy shows "?" and a last-known position shows the turn (PC-SPT-09)', () => {
    expect(cellsAt('10,05', -1, 3)).toBe('(?)');
    expect(cellsAt('09,08', -1, 4)).toBe('(i)?');
    expect(cellsAt('09,08', 0, 4, 1)).toBe('  L1');
    // The unit at 10,06 is neither spotted nor remembered: nothing is drawn there.
    expect(cellsAt('10,06', -1, 3)).not.toMatch(/[()[\]]/);
  });

  it('known fortifications, minefields and rubble at the top corner; unseen ones hidden (PC-SPT-12)', () => {
    expect(cellsAt('02,03', 1, 1, -1)).toBe('t');
    expect(cellsAt('01,04', 1, 1, -1)).toBe('m');
    expect(cellsAt('02,05', 1, 1, -1)).toBe('r');
    expect(cellsAt('11,09', 1, 1, -1)).toBe(' ');
  });

  it('objectives with the owner by bracket style (PC-UI-14)', () => {
    expect(cellsAt('06,04', 0, 3, -1)).toBe('(*)');
    expect(cellsAt('02,07', 0, 3, -1)).toBe('[*]');
  });

  it('the river and its bridge on the hexsides (PC-MAP-04)', () => {
    // East side of 08,01 = west side of 09,01.
    expect(cellsAt('09,01', -2, 1)).toBe('~');
    expect(cellsAt('09,01', -2, 1, 1)).toBe('~');
    expect(cellsAt('09,03', -2, 1)).toBe('=');
    expect(cellsAt('09,03', -2, 1, 1)).toBe('~');
  });

  it('path preview with MP spent at each step, move range with MP left', () => {
    expect(cellsAt('03,03', -1, 5, 1)).toBe('>   2');
    expect(cellsAt('05,03', -1, 5, 1)).toBe('> 6.5');
    expect(cellsAt('03,06', -1, 5, 1)).toBe('=   3');
  });

  it('fire range, line of sight (blocked part), zone of control and fired-on marks', () => {
    expect(cellsAt('09,02', -1, 1, 1)).toBe('*');
    expect(cellsAt('03,07', -1, 1, 1)).toBe('-');
    expect(cellsAt('05,07', -1, 1, 1)).toBe('/');
    expect(cellsAt('09,05', -1, 1, 1)).toBe('z');
    expect(cellsAt('10,03', -2, 1, -1)).toBe('!');
  });

  it('the cursor is inverse video and the selected stack underlined, so mono shows them', () => {
    const a = r.anchor(overlays.cursor!)!;
    expect(f.grid.attr[a.y * f.grid.width + a.x]! & 8).toBe(8);
    const s = r.anchor(overlays.selected!)!;
    expect(f.grid.attr[s.y * f.grid.width + s.x]! & 2).toBe(2);
    expect(text).not.toContain('\x1b');
  });
});

describe('stacks (PC-UNT-08)', () => {
  it('show the strongest combat unit on top and the number of units', () => {
    const s = miniState();
    const at = (l: string) => s.world.board.parse(l)!;
    const idx = (id: string) => s.world.unitIndex.get(id)!;
    s.units[idx('a-inf2')]!.loc = at('01,04'); // with the HQ
    s.units[idx('a-tank')]!.loc = at('01,04'); // 40 vehicles = 400 men-equivalents
    const r = new HexMapRenderer();
    const f = r.render(viewFor(s, 'allied'), opts('normal', 'ascii', 'mono'));
    const a = r.anchor(at('01,04'))!;
    expect(f.grid.rowText(a.y).slice(a.x - 1, a.x + 4)).toBe('[I]D3');
    expect(f.grid.rowText(a.y + 1).slice(a.x, a.x + 4)).toBe(' 600');
  });
});

describe('charsets and colour', () => {
  it('the ASCII charset emits printable ASCII only, at every zoom', () => {
    for (const zoom of ZOOMS) {
      const f = renderMap(view, opts(zoom, 'ascii', 'truecolor'), overlays);
      for (const c of f.grid.ch) expect(c >= 32 && c <= 126, `code point ${c} at ${zoom}`).toBe(true);
    }
    for (const e of legend('ascii')) expect(e.glyph).toMatch(/^[\x20-\x7e]+$/);
  });

  it('the Unicode charset uses no East-Asian wide or ambiguous characters', () => {
    const seen = new Set<number>();
    for (const zoom of ZOOMS)
      for (const c of renderMap(view, opts(zoom, 'unicode', '16'), overlays).grid.ch) seen.add(c);
    for (const e of legend('unicode')) for (const ch of e.glyph) seen.add(ch.codePointAt(0)!);
    for (const c of seen)
      expect(['narrow', 'neutral', 'halfwidth'], String.fromCodePoint(c)).toContain(eastAsianWidthType(c));
  });

  it('mono differs from colour themes only in colours: same characters and attributes', () => {
    for (const zoom of ZOOMS) {
      const mono = renderMap(view, opts(zoom, 'unicode', 'mono'), overlays).grid;
      const colour = renderMap(view, opts(zoom, 'unicode', 'truecolor'), overlays).grid;
      expect(Array.from(colour.ch)).toEqual(Array.from(mono.ch));
      expect(Array.from(colour.attr)).toEqual(Array.from(mono.attr));
      expect(mono.fg.every((c) => c === -1) && mono.bg.every((c) => c === -1)).toBe(true);
    }
  });

  it('every glyph drawn in the mini frame is in the legend (or is a number or the hex outline)', () => {
    for (const charset of ['ascii', 'unicode'] as const) {
      const known = new Set<string>([' ', '_', '/', '\\', '|', ...'0123456789.L']);
      for (const e of legend(charset)) for (const ch of e.glyph) known.add(ch);
      // Axis units: the legend's letters in lower case.
      for (const e of legend(charset))
        if (e.group === 'Units' && e.glyph.length === 1) known.add(e.glyph.toLowerCase());
      for (const zoom of ZOOMS)
        for (const c of renderMap(view, opts(zoom, charset, 'mono'), overlays).grid.ch)
          expect(known.has(String.fromCodePoint(c)), `${String.fromCodePoint(c)} (${charset} ${zoom})`).toBe(
            true,
          );
    }
  });
});

describe('properties', () => {
  const board = state.world.board;
  const arbZoom = fc.constantFrom<Zoom>('normal', 'zoom-out', 'extreme');
  const arbViewport = fc.record({
    col: fc.integer({ min: 0, max: board.width - 1 }),
    row: fc.integer({ min: 0, max: board.height - 1 }),
    width: fc.integer({ min: 1, max: 100 }),
    height: fc.integer({ min: 1, max: 40 }),
  });
  const arbLoc = fc.integer({ min: 0, max: board.size - 1 });
  const arbOverlays: fc.Arbitrary<Overlays> = fc.record(
    {
      cursor: arbLoc,
      selected: arbLoc,
      path: fc.array(fc.record({ loc: arbLoc, mp: fc.integer({ min: 0, max: 400 }).map((x) => x / 4) }), {
        maxLength: 12,
      }),
      moveRange: fc
        .array(fc.tuple(arbLoc, fc.integer({ min: 0, max: 30 })), { maxLength: 30 })
        .map((a) => new Map(a)),
      fireRange: fc.array(arbLoc, { maxLength: 30 }),
      viewRect: fc.record({
        col: fc.nat(12),
        row: fc.nat(10),
        cols: fc.integer({ min: 1, max: 12 }),
        rows: fc.integer({ min: 1, max: 10 }),
      }),
      los: fc.record({ hexes: fc.array(arbLoc, { maxLength: 10 }), blockedFrom: fc.nat(10) }),
      enemyZoc: fc.array(arbLoc, { maxLength: 20 }),
      firedOn: fc.array(arbLoc, { maxLength: 5 }),
      objectives: fc.boolean(),
      lastKnown: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('every hex in the viewport maps to cells, and those cells map back to it', () => {
    fc.assert(
      fc.property(arbZoom, arbViewport, (zoom, vp) => {
        const r = new HexMapRenderer();
        const f = r.render(view, { zoom, viewport: vp, charset: 'ascii', theme: 'mono' });
        const b = BRICKS[zoom as 'normal'];
        for (let loc = 0; loc < board.size; loc++) {
          const { col, row } = board.offset(loc);
          const x0 = (col - vp.col) * b.w + (zoom === 'extreme' ? 0 : (row & 1) * (b.w >> 1));
          const y0 = (row - vp.row) * b.h;
          const inside = x0 >= 0 && y0 >= 0 && x0 + b.w <= vp.width && y0 + b.h <= vp.height;
          if (!inside) continue;
          const a = r.anchor(loc);
          expect(a).toBeDefined();
          expect(r.hexAt(a!.x, a!.y)).toBe(loc);
          for (let y = y0; y < y0 + b.h; y++)
            for (let x = x0; x < x0 + b.w; x++) expect(r.hexAt(x, y)).toBe(loc);
        }
        // And every cell that names a hex lies in that hex's brick.
        for (let y = 0; y < vp.height; y++)
          for (let x = 0; x < vp.width; x++) {
            const loc = f.cellHex[y * vp.width + x]!;
            if (loc < 0) continue;
            const h = hexOfCell(zoom, vp, x, y)!;
            expect(board.loc(h.col, h.row)).toBe(loc);
          }
      }),
      { numRuns: 60 },
    );
  });

  it('bricks touch the same six neighbours as the odd-r hex grid (PC-MAP-01)', () => {
    fc.assert(
      fc.property(fc.constantFrom<'normal' | 'zoom-out'>('normal', 'zoom-out'), arbLoc, (zoom, loc) => {
        const { w, h } = BRICKS[zoom];
        const vp = { col: 0, row: 0, width: 200, height: 100 };
        const { col, row } = board.offset(loc);
        const x0 = col * w + (row & 1) * (w >> 1);
        const y0 = row * h;
        const at = (x: number, y: number) => {
          const o = hexOfCell(zoom, vp, x, y)!;
          return board.loc(o.col, o.row);
        };
        // E, NE, NW, W, SW, SE: a cell just across each side of the brick.
        const across = [
          at(x0 + w, y0 + 1),
          at(x0 + w - 1, y0 - 1),
          at(x0 + 1, y0 - 1),
          at(x0 - 1, y0 + 1),
          at(x0 + 1, y0 + h),
          at(x0 + w - 1, y0 + h),
        ];
        for (let dir = 0; dir < 6; dir++) expect(across[dir]).toBe(board.neighbor(loc, dir));
      }),
    );
  });

  it("overlays never hide a counter's side or type letter", () => {
    fc.assert(
      fc.property(fc.constantFrom<Zoom>('normal', 'zoom-out', 'extreme'), arbOverlays, (zoom, ov) => {
        const o = opts(zoom, 'ascii', '16');
        const plain = new HexMapRenderer();
        const pf = plain.render(view, o, { lastKnown: false });
        const withOv = renderMap(view, o, { ...ov, lastKnown: false });
        const counters = [
          ...view.own.map((u) => u.state.loc),
          ...view.enemies.map((e) => e.loc),
          ...view.unknown.map((u) => u.loc),
        ];
        for (const loc of counters) {
          if (loc < 0) continue;
          const a = plain.anchor(loc);
          if (!a) continue;
          const span = zoom === 'extreme' ? [0] : [-1, 0, 1];
          for (const dx of span) {
            const i = a.y * pf.grid.width + a.x + dx;
            expect(String.fromCodePoint(withOv.grid.ch[i]!)).toBe(String.fromCodePoint(pf.grid.ch[i]!));
            expect(String.fromCodePoint(pf.grid.ch[i]!)).toMatch(/[[\]()A-Za-z?]/);
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('output never exceeds the viewport', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZOOMS),
        arbViewport,
        arbOverlays,
        fc.constantFrom(...THEMES),
        (zoom, vp, ov, theme) => {
          const f = renderMap(view, { zoom, viewport: vp, charset: 'unicode', theme }, ov);
          expect(f.grid.width).toBe(vp.width);
          expect(f.grid.height).toBe(vp.height);
          const lines = gridToLines(f.grid, { escapes: true });
          expect(lines.length).toBe(vp.height);

          for (const l of lines) expect([...l.replace(/\x1b\[[0-9;]*m/g, '')].length).toBe(vp.width);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('update() after an overlay change gives the same grid as a full render, and lists exactly the changed cells', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZOOMS), arbOverlays, arbOverlays, (zoom, a, b) => {
        const o = opts(zoom, 'unicode', '256', { width: 70, height: 30 });
        const r = new HexMapRenderer();
        const before = r.render(view, o, a);
        const snapshot = {
          ch: before.grid.ch.slice(),
          fg: before.grid.fg.slice(),
          bg: before.grid.bg.slice(),
          at: before.grid.attr.slice(),
        };
        const up = r.update(b);
        const fresh = renderMap(view, o, b);
        expect(Array.from(up.grid.ch)).toEqual(Array.from(fresh.grid.ch));
        expect(Array.from(up.grid.fg)).toEqual(Array.from(fresh.grid.fg));
        expect(Array.from(up.grid.bg)).toEqual(Array.from(fresh.grid.bg));
        expect(Array.from(up.grid.attr)).toEqual(Array.from(fresh.grid.attr));
        const changed: number[] = [];
        for (let i = 0; i < snapshot.ch.length; i++)
          if (
            snapshot.ch[i] !== fresh.grid.ch[i] ||
            snapshot.fg[i] !== fresh.grid.fg[i] ||
            snapshot.bg[i] !== fresh.grid.bg[i] ||
            snapshot.at[i] !== fresh.grid.attr[i]
          )
            changed.push(i);
        expect(Array.from(up.dirtyCells).sort((x, y) => x - y)).toEqual(changed);
        for (const i of changed) expect(up.dirtyRows[Math.floor(i / 70)]).toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a cursor move redraws two hexes', () => {
  it('only the cells of the old and the new cursor hex change', () => {
    const r = new HexMapRenderer();
    const o = opts('normal', 'unicode', '256');
    r.render(view, o, { cursor: state.world.board.parse('05,05')! });
    const up = r.update({ cursor: state.world.board.parse('06,05')! });
    expect(up.dirtyCells.length).toBe(20); // 10 interior cells of each hex
    expect(new Set(Array.from(up.dirtyCells, (i) => up.cellHex[i])).size).toBe(2);
  });
});

describe('the jump map (PC-UI-02)', () => {
  it('scales the whole map into the window and underlines the part the main view shows', () => {
    const r = new HexMapRenderer();
    const f = r.render(view, opts('jump', 'ascii', 'mono', { width: 6, height: 5 }), {
      viewRect: { col: 0, row: 0, cols: 4, rows: 4 },
    });
    // 12x10 hexes into 6x5 cells: 2x2 hexes per cell; the tank at 01,03 is in cell (0,1).
    expect(f.grid.rowText(1)[0]).toBe('A');
    expect(r.anchor(state.world.board.parse('01,03')!)).toEqual({ x: 0, y: 1 });
    expect(r.hexAt(0, 1)).toBe(state.world.board.parse('01,03'));
    const underlined = (x: number, y: number) => (f.grid.attr[y * 6 + x]! & 2) !== 0;
    expect([underlined(0, 0), underlined(1, 1), underlined(2, 0), underlined(0, 2)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const up = r.update({ viewRect: { col: 2, row: 0, cols: 4, rows: 4 } });
    expect(up.dirtyCells.length).toBe(4); // (0,0),(0,1) lose the underline; (2,0),(2,1) gain it
  });
});

describe('hexfront render', () => {
  const base = { width: 60, height: 20, side: 'allied' as const };
  it('prints no escape codes with --theme mono or NO_COLOR', () => {
    expect(renderFrameText(state, { theme: 'mono' }, {}, base)).not.toContain('\x1b');
    expect(renderFrameText(state, { theme: '256' }, { NO_COLOR: '1' }, base)).not.toContain('\x1b');
    expect(renderFrameText(state, { theme: '256' }, {}, base)).toContain('\x1b[');
  });

  it('--at centres the view on a hex, --ascii and --zoom apply, the size is respected', () => {
    const text = renderFrameText(
      state,
      { at: '10,03', ascii: true, zoom: 'zoom-out', theme: 'mono' },
      {},
      base,
    );
    const lines = text.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(20);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60);
    expect(text).toContain('(i)');
    expect(/^[\x20-\x7e\n]*$/.test(text)).toBe(true);
  });

  it('the Axis side sees its own units in full and not the Allied ones it has not spotted', () => {
    const text = renderFrameText(state, { side: 'axis', theme: 'mono', width: '80', height: '34' }, {}, base);
    expect(text).toContain('(h)');
    expect(text).not.toContain('[I]');
  });

  it('bad options are a sentence, not a stack trace', () => {
    expect(() => renderFrameText(state, { zoom: 'huge' }, {}, base)).toThrow(/--zoom must be one of/);
    expect(() => renderFrameText(state, { at: '99,99' }, {}, base)).toThrow(/--at must be a hex/);
    expect(() => renderFrameText(state, { side: 'soviet' }, {}, base)).toThrow(/--side/);
  });
});

describe('legend (help screen)', () => {
  it('lists terrain, hexsides, unit letters, counter marks and overlays from the renderer tables', () => {
    const l = legend('ascii');
    const groups = new Set(l.map((e) => e.group));
    expect([...groups].sort()).toEqual(['Counter', 'Hexsides', 'Map', 'Overlays', 'Terrain', 'Units']);
    expect(l.find((e) => e.meaning === 'Forest')!.glyph).toBe('&');
    expect(legend('unicode').find((e) => e.meaning === 'Forest')!.glyph).toBe('↟');
    expect(l.find((e) => e.meaning === 'River')!.glyph).toBe('~');
  });

  it('uses the scenario terrain names and formats as lines for the help screen', () => {
    const lines = legendLines('ascii', view.map.params.terrain);
    expect(lines[0]).toBe('Terrain:');
    expect(lines).toContain('  &         Forest');
    expect(lines).toContain('Units:');
  });
});

// Keep the SideView import honest: the renderer takes a view, never the state.
export type _UsesView = SideView;
