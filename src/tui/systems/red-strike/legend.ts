// The Red Strike map legend (the presenter contract's `legend`), generated from the glyph tables
// the map model draws with (glyphs.ts, words.ts) and the renderer's own overlay marks, so that it
// cannot drift from the map.

import { OVERLAY_MARKS } from '../../../render/ascii-hex/renderer-glyphs.js';
import { HEXSIDE_LOOK, MARKS, OBJECTIVE, terrainLegend } from './glyphs.js';
import { CLASS_LETTER, reGlyph } from './words.js';
import { AIR_TYPE_LETTER, EXT_GLYPHS } from './ext-words.js';

/** The extended game's glyphs (issue 17), from ext-words.ts's tables. */
export function extLegend(ascii: boolean): string[] {
  return [
    'Air and naval (extended game):',
    ...Object.values(EXT_GLYPHS).map((g) => `  ${ascii ? g.ascii : g.unicode} ${g.meaning}`),
    `  air types: ${[...new Set(Object.entries(AIR_TYPE_LETTER).map(([k, v]) => `${v} ${k}`))].join(', ')}`,
    '  air modes: I intercept, O offensive, - none; enemy air and naval units only when detected',
    '  lists and hex info: (spotted) your unit is detected by the enemy (RS-DET-1/2)',
  ];
}

export function rsLegend(ascii: boolean, extended = false): string[] {
  const g = (k: keyof typeof MARKS) => (ascii ? MARKS[k].ascii : MARKS[k].unicode);
  const banner = (h: keyof typeof OBJECTIVE.banner) =>
    OBJECTIVE.banner[h][0] + g('objective') + OBJECTIVE.banner[h][1];
  return [
    "Counter (in its side's colours; NATO blue, Warsaw Pact red): class, RE, CS, mode, damage — e.g. A3 10F'",
    `  class: ${Object.entries(CLASS_LETTER)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
    `  RE: ${reGlyph(0.5, ascii)} battalion, 1 brigade/regiment/HQ, 3 division; (n) = a support unit's DS`,
    "  mode: F frontline, R reserve; ' reduced, +n hit markers",
    '  under it: +n more units in the hex, and the place name',
    "  zoomed out: class and RE, then ' reduced or + hits",
    'Hex: the terrain as a coloured texture inside the outline; the place name when no unit is there',
    `  ${banner('nato')} ${banner('wp')} ${banner('none')} objective held by NATO, the Warsaw Pact, nobody (zoomed out: ${OBJECTIVE.cell.nato} ${OBJECTIVE.cell.wp} ${OBJECTIVE.cell.none})`,
    `  ${g('supply')} ${MARKS.supply.meaning} (top corner)`,
    `  ${g('captured')} ${MARKS.captured.meaning} (top corner)`,
    'Hexsides (on the outline):',
    ...Object.values(HEXSIDE_LOOK).map((h) => `  ${h.glyph} ${h.meaning}`),
    'Overlays:',
    '  inverse: the cursor; underline: the selected stack',
    `  ${OVERLAY_MARKS.path.glyph} the move's path, with the MP spent to get there`,
    `  ${OVERLAY_MARKS.zoc.glyph} enemy zone of control (z key)`,
    '  the status line names the hex under the cursor; the hex info shows it in full',
    'Terrain:',
    ...terrainLegend(ascii).map((l) => `  ${l}`),
    "Zoom (= - _): normal shows counters in full; out the sector's width (class, RE, damage); extreme the whole sector",
    ...(extended ? extLegend(ascii) : []),
  ];
}
