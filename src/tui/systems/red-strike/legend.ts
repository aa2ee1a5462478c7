// The Red Strike map legend (the presenter contract's `legend`), generated from the glyph tables
// the map panel draws with (glyphs.ts, words.ts) so that it cannot drift from the map.

import { MARKS, terrainLegend } from './glyphs.js';
import { CLASS_LETTER, reGlyph } from './words.js';

export function rsLegend(ascii: boolean): string[] {
  const m = (k: keyof typeof MARKS) => `${ascii ? MARKS[k].ascii : MARKS[k].unicode} ${MARKS[k].meaning}`;
  return [
    "Counter (in its side's colour, inverse): class, RE, CS, mode, damage — e.g. A3 10F'",
    `  class: ${Object.entries(CLASS_LETTER)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
    `  RE: ${reGlyph(0.5, ascii)} battalion, 1 brigade/regiment/HQ, 3 division; (n) = a support unit's DS`,
    "  mode: F frontline, R reserve; ' reduced, +n hit markers",
    'Hex: the terrain as a coloured texture; the counter on top of the stack; +n more units, or the place name',
    `  ${m('objective')}`,
    `  ${m('supply')}`,
    `  ${m('captured')}`,
    `  ${m('zoc')}`,
    '  the cursor hex shows its coordinates (cc,rr); the hex info shows every hex in full',
    'Terrain:',
    ...terrainLegend(ascii).map((l) => `  ${l}`),
    "Zoom (= - _): normal shows counters in full; out shows the whole sector (class, RE and ' only); extreme one cell per counter",
  ];
}
