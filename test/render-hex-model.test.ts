// The hex renderer's system-neutral input (src/render/ascii-hex/map-model.ts): the renderer proper
// imports no system, and the Red Strike map goes through it with its counters, marks, hexsides,
// three zooms, ASCII charset and mono theme (NO_COLOR).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { redStrikeSystem } from '../src/engine/systems/red-strike/index.js';
import { viewFor } from '../src/engine/systems/red-strike/view.js';
import { gridToLines } from '../src/render/ascii-hex/ansi.js';
import { HexRenderer } from '../src/render/ascii-hex/hex-renderer.js';
import { theme } from '../src/render/ascii-hex/theme.js';
import { rsMapModel, RS_BRICKS } from '../src/tui/systems/red-strike/map-model.js';
import { fuldaGap1989 } from '../tools/scenarios/fulda-gap-1989.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const NEUTRAL = [
  'hex-renderer.ts',
  'map-model.ts',
  'renderer-glyphs.ts',
  'layout.ts',
  'grid.ts',
  'overlays.ts',
  'theme.ts',
  'ansi.ts',
  'blit.ts',
];

describe('the hex renderer knows no system', () => {
  for (const f of NEUTRAL)
    it(`${f} imports nothing from src/engine/systems nor the panzer look tables`, () => {
      const text = readFileSync(path.join(here, '..', 'src', 'render', 'ascii-hex', f), 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      for (const i of imports) {
        expect(i).not.toMatch(/engine\/systems/);
        expect(i).not.toMatch(/\/(glyphs|counters|markers|hexside-look|panzer-model|render)\.js$/);
      }
    });
});

describe('the Red Strike map through the hex renderer', () => {
  const state = redStrikeSystem.newGame(fuldaGap1989(), 'map').state;
  const view = viewFor(state, 'nato');
  const b = view.world.map.board;
  const draw = (
    zoom: 'normal' | 'zoom-out' | 'extreme',
    charset: 'unicode' | 'ascii',
    name: '16' | 'mono',
  ) => {
    const f = new HexRenderer().render(rsMapModel(view, charset, theme(name)), {
      viewport: { col: 0, row: 0, width: 110, height: 30 },
      zoom,
      theme: name,
    });
    return { f, text: f.grid.text().join('\n') };
  };

  it('RS-UNIT-1: counters in full at normal zoom (class, RE, CS or (DS), mode), short when zoomed out', () => {
    expect(draw('normal', 'unicode', '16').text).toContain('A1 7F');
    expect(draw('normal', 'unicode', '16').text).toContain('S1 (2)F');
    expect(draw('zoom-out', 'unicode', '16').text).toMatch(/A½|A1|A3/);
    expect(draw('extreme', 'unicode', '16').text).toMatch(/A1/);
  });

  it('RS-MAP-2 / RS-MOV-3 / RS-SUP-22 / RS-VIC: rivers, roads and railways on the hexsides; objectives by holder, supply sources', () => {
    const { text } = draw('normal', 'ascii', '16');
    expect(text).toMatch(/~/);
    expect(text).toMatch(/=/);
    expect(text).toMatch(/\+/);
    expect(text).toContain('[*]'); // held by NATO
    expect(text).toContain('(*)'); // held by the Warsaw Pact
    expect(text).toContain('$');
  });

  it('every hex maps to its cells at each zoom (the cell -> hex index of the panel)', () => {
    for (const zoom of ['normal', 'zoom-out', 'extreme'] as const) {
      const r = new HexRenderer();
      r.render(rsMapModel(view, 'unicode', theme('16')), {
        viewport: { col: 0, row: 0, width: 120, height: 40 },
        zoom,
        theme: '16',
      });
      for (let loc = 0; loc < b.size; loc++) {
        const a = r.anchor(loc)!;
        expect(r.hexAt(a.x, a.y)).toBe(loc);
      }
    }
    expect(RS_BRICKS.normal.w).toBeGreaterThan(8); // "A3 10F'" and a mark fit on one row
  });

  it('ASCII only in the ASCII charset, and no escape codes in mono (NO_COLOR)', () => {
    for (const zoom of ['normal', 'zoom-out', 'extreme'] as const) {
      const { f, text } = draw(zoom, 'ascii', 'mono');
      expect([...text].every((c) => c.charCodeAt(0) < 128)).toBe(true);
      expect(gridToLines(f.grid, { escapes: false }).join('')).not.toContain('\x1b');
      // Without colours a counter is still a chip: inverse video.
      expect([...f.grid.attr].some((a) => (a & 8) !== 0)).toBe(true);
    }
  });
});
