// The area map renderer (src/render/ascii-area) and the area-impulse presenter's text render: labels,
// borders (plain, ravine, none), unit counts with fresh/spent and markers, charsets, the cursor in
// inverse video, and that a cursor move touches only the two areas concerned.

import { eastAsianWidthType } from 'get-east-asian-width';
import { describe, expect, it } from 'vitest';
import {
  apply,
  checkAreaScenario,
  newGame,
  viewFor,
  type AreaScenario,
  type AreaState,
  type AreaView,
} from '../src/engine/systems/area-impulse/index.js';
import {
  AREA_BRICKS,
  AREA_ZOOMS,
  AreaLayout,
  AreaMapRenderer,
  fitCells,
  GLYPHS,
  INVERSE,
  layoutOf,
  legendLines,
  renderAreaMap,
  sideLetters,
  UNDERLINE,
  zoomToFit,
  type AreaFrame,
  type Charset,
} from '../src/render/ascii-area/index.js';
import { loadGameScenarioFile } from '../src/scenario/load.js';
import { areaImpulsePresenter } from '../src/tui/systems/area-impulse/presenter.js';
import { smallAreaScenario } from './fixtures/area-impulse-small.js';

function game(sc: AreaScenario = smallAreaScenario()): AreaState {
  return newGame(sc, 'render').state;
}

const view = (s: AreaState = game(), side = 'german'): AreaView => viewFor(s, side);
const area = (v: AreaView, id: string) => v.world.areaIndex.get(id)!;
const WHOLE = { col: 0, row: 0, width: 60, height: 12 };

function rows(f: AreaFrame): string[] {
  return Array.from({ length: f.height }, (_, y) =>
    String.fromCodePoint(...f.ch.subarray(y * f.width, (y + 1) * f.width)),
  );
}

function draw(
  v: AreaView,
  charset: Charset = 'unicode',
  zoom: (typeof AREA_ZOOMS)[number] = 'normal',
  marks = {},
) {
  return renderAreaMap(v, { viewport: WHOLE, zoom, charset }, marks);
}

describe('area map renderer', () => {
  it('the test scenario loads like a scenario file', () => {
    const r = checkAreaScenario(smallAreaScenario(), {
      file: 'small.json',
      read: () => '',
      fileName: (x) => x,
      issue: (path, message) => ({ file: 'small.json', path, message }),
    });
    expect(r.issues).toEqual([]);
  });

  it("draws every area's label, its TDV and controller, and each side's units", () => {
    const f = draw(view());
    const text = rows(f).join('\n');
    for (const a of smallAreaScenario().areas) expect(text).toContain(a.short);
    const r = rows(f);
    // Label cell: a mark column, the label, the TDV and the controller's letter.
    expect(r[1]).toContain(' Rail   0G');
    expect(r[1]).toContain(' STZ    3S');
    expect(r[4]).toContain(' UpSet  1-'); // nobody controls it
    // Units: two fresh German units in the Rail Yard, two Soviet ones in the factory.
    expect(r[2]!.slice(1, 11)).toBe('G2        ');
    expect(r[2]!.slice(12, 14)).toBe('S2');
    expect(sideLetters(view().world)).toEqual({ german: 'G', soviet: 'S' });
  });

  it('draws borders between areas: plain, ravine, and a wall where the cells touch with no border', () => {
    for (const charset of ['ascii', 'unicode'] as const) {
      const g = GLYPHS[charset];
      const r = rows(draw(view(), charset));
      // Tractor Factory (2,0) | Rynok (3,0): the west column of Rynok's brick.
      expect(r[1]![33]).toBe(g.v);
      expect(r[2]![33]).toBe(g.v);
      // The factory's two cells: no line between them (one area).
      expect(r[1]![22]).toBe(' ');
      // Rynok over Mechetka Ravine: a ravine border; Mechetka's right half has no cell above it.
      expect(r[3]!.slice(38, 44)).toBe(g.ravineH.repeat(6));
      expect(r[3]!.slice(44, 49)).toBe(g.h.repeat(5));
      // Upper Settlement | Mechetka Ravine, across a ravine: the vertical ravine glyph.
      expect(r[4]![38]).toBe(g.ravineV);
      // Rail Yard over the Volga Bank: they touch but share no border.
      expect(r[6]!.slice(11, 16)).toBe(g.wall.repeat(5));
    }
  });

  it('shows fresh and spent units as "fresh+spent" and fire markers by a glyph, not by colour', () => {
    let s = game();
    const r = apply(s, { type: 'fire', units: ['g1', 'g2'], target: 'factory' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    for (const charset of ['ascii', 'unicode'] as const) {
      const text = rows(draw(view(s), charset)).join('\n');
      expect(text).toContain(`G0+2${GLYPHS[charset].marker}`);
    }
    // One spent, one fresh.
    s.units[s.world.unitIndex.get('g2')!]!.fresh = true;
    expect(rows(draw(view(s))).join('\n')).toContain('G1+1✱');
  });

  it('the ASCII charset is printable ASCII only; the Unicode charset adds no wide or ambiguous glyph', () => {
    const r = apply(game(), { type: 'fire', units: ['g1', 'g2'], target: 'factory' });
    if (!r.ok) throw new Error(r.error.message);
    const v = view(r.state);
    for (const zoom of AREA_ZOOMS) {
      const marks = { cursor: 1, selected: [0], target: 2 };
      const ascii = draw(v, 'ascii', zoom, marks);
      for (const c of ascii.ch) expect(c >= 0x20 && c <= 0x7e, `char ${c} at ${zoom}`).toBe(true);
      const uni = draw(v, 'unicode', zoom, marks);
      for (const c of new Set(uni.ch))
        expect(['narrow', 'neutral', 'halfwidth'], String.fromCodePoint(c)).toContain(eastAsianWidthType(c));
    }
  });

  it('draws the cursor area in inverse video, marks the selected units area and the target', () => {
    const v = view();
    const stz = area(v, 'factory');
    const rail = area(v, 'rail');
    const f = draw(v, 'ascii', 'normal', { cursor: stz, selected: [rail], target: stz });
    let inverse = 0;
    for (let i = 0; i < f.ch.length; i++) {
      if (!(f.flags[i]! & INVERSE)) continue;
      inverse++;
      expect(f.cellArea[i]).toBe(stz);
    }
    // Both of the factory's cells, their text rows (10 x 2 each) and the seam between them.
    expect(inverse).toBeGreaterThanOrEqual(40);
    const r = rows(f);
    expect(r[1]).toContain('xSTZ');
    expect(r[1]).toContain('>Rail');
    const at = f.anchors.get(rail)!;
    expect(f.flags[at.y * f.width + at.x + 1]! & UNDERLINE).toBe(UNDERLINE);
  });

  it('a cursor move changes only the cells of the two areas concerned', () => {
    const v = view();
    const renderer = new AreaMapRenderer();
    const opts = { viewport: WHOLE, zoom: 'normal' as const, charset: 'unicode' as const };
    const a = renderer.render(v, opts, { cursor: area(v, 'rail') });
    const before = { ch: a.ch.slice(), flags: a.flags.slice() };
    const b = renderer.render(v, opts, { cursor: area(v, 'factory') });
    const changed = new Set<number>();
    for (let i = 0; i < b.ch.length; i++)
      if (b.ch[i] !== before.ch[i] || b.flags[i] !== before.flags[i]) changed.add(b.cellArea[i]!);
    expect([...changed].sort()).toEqual([area(v, 'rail'), area(v, 'factory')].sort());
  });

  it('lays out the cells: each area keeps its cells, a cell claimed twice stays with the first area', () => {
    const sc = smallAreaScenario();
    const twice: AreaScenario = {
      ...sc,
      areas: sc.areas.map((a) =>
        a.id === 'village' ? { ...a, cells: [...a.cells, { col: 2, row: 0 }] } : a,
      ),
    };
    const l = new AreaLayout(view(game(twice)).world);
    expect(l.areaAt(2, 0)).toBe(1); // the factory's
    expect(l.cells[2]).toEqual([{ col: 3, row: 0 }]);
    const w = view().world;
    const layout = layoutOf(w);
    w.scenario.areas.forEach((_, i) =>
      expect(layout.areaAt(layout.position(i).col, layout.position(i).row)).toBe(i),
    );
    expect(fitCells(50, 15, 'normal')).toEqual({ cols: 4, rows: 4 });
    expect(zoomToFit(4, 3, 50, 15)).toBe('normal');
    expect(zoomToFit(12, 9, 50, 15)).toBe('extreme');
    expect(AREA_BRICKS.normal).toEqual({ w: 11, h: 3 });
  });

  it('the legend names every glyph in the charset', () => {
    const w = view().world;
    expect(legendLines(w, 'ascii').join('\n')).toMatch(/^[\x20-\x7e\n]*$/);
    expect(legendLines(w, 'unicode').join('\n')).toContain('≋');
  });
});

describe('the area-impulse map panel and text render', () => {
  const p = areaImpulsePresenter();

  it('cursor keys step to the area that way, bordering areas first', () => {
    const v = view();
    const id = (a: number) => v.world.board.areaId(a);
    const step = (from: string, move: Parameters<typeof p.map.step>[2]) => {
      const to = p.map.step(v, area(v, from), move);
      return to < 0 ? null : id(to);
    };
    expect(step('rail', 'e')).toBe('factory');
    expect(step('factory', 'e')).toBe('village');
    expect(step('village', 'e')).toBeNull();
    expect(step('rail', 'down')).toBe('west');
    expect(step('west', 'e')).toBe('bank');
    expect(step('bank', 'up')).toBe('settle');
    expect(step('settle', 'ne')).toBe('factory');
    expect(step('ravine', 'nw')).toBe('village');
    const grid = p.map.grid(v);
    expect(grid.locAt(grid.position(area(v, 'bank')).col, grid.position(area(v, 'bank')).row)).toBe(
      area(v, 'bank'),
    );
  });

  it('renders text for `hexfront render`: no escapes in mono, the --at area marked, bad options refused', () => {
    const v = view();
    const mono = p.renderText(v, { theme: 'mono', at: 'factory' }, {}, { width: 50, height: 12 });
    expect(mono).not.toContain('\x1b');
    expect(mono).toContain('✗STZ');
    expect(p.renderText(v, { ascii: true }, { NO_COLOR: '1' }, { width: 50, height: 12 })).toMatch(
      /^[\x20-\x7e\n]*$/,
    );
    expect(p.renderText(v, { theme: '256' }, {}, { width: 50, height: 12 })).toContain('\x1b[');
    expect(() => p.renderText(v, { at: 'Paris' }, {}, { width: 50, height: 12 })).toThrow(
      /--at must name an area/,
    );
    expect(() => p.renderText(v, { zoom: 'huge' }, {}, { width: 50, height: 12 })).toThrow(/--zoom/);
  });

  it('draws every area of the Stalingrad scenario with its label', () => {
    const stalingrad = loadGameScenarioFile('scenarios/stalingrad-factories.json').scenario as AreaScenario;
    const v = viewFor(newGame(stalingrad, 'render').state, 'soviet');
    const text = p.renderText(v, { theme: 'mono' }, {}, { width: 100, height: 32 });
    for (const a of stalingrad.areas) expect(text).toContain(a.short);
    // The whole map in an 80x24 jump window: every area there, its label cut to the cell.
    const jump = p.renderText(v, { zoom: 'jump', ascii: true }, { NO_COLOR: '1' }, { width: 76, height: 20 });
    expect(jump.split('\n').length).toBeLessThanOrEqual(21);
    for (const a of stalingrad.areas) expect(jump).toContain(a.short.slice(0, 3));
  });
});
