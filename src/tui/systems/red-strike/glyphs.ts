// The Red Strike map's glyph tables: a texture and colours per terrain (RS-D-TEC's terrain types),
// the hexside features, and the marks drawn on a hex. The map model (map-model.ts) draws from
// these and the legend is generated from them, so the two cannot drift apart.

import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';

export interface TerrainLook {
  /** The texture cells, repeated across a hex's free cells (unicode, ASCII). */
  readonly unicode: string;
  readonly ascii: string;
  /** ANSI-16 colour index (the jump map). */
  readonly color: number;
  /** The hex renderer theme's terrain whose colours it takes (theme.ts terrainFg / terrainBg). */
  readonly theme: string;
  /** Sparse: one glyph in the middle of the hex rather than a fill (open ground). */
  readonly sparse?: boolean;
}

/** By the TEC's terrain letter. */
export const TERRAIN_LOOK: Readonly<Record<string, TerrainLook>> = {
  '.': { unicode: '·', ascii: '.', color: 2, theme: 'clear', sparse: true },
  r: { unicode: '^', ascii: '^', color: 3, theme: 'rough' },
  f: { unicode: '♣', ascii: '%', color: 2, theme: 'forest' },
  w: { unicode: '♣^', ascii: '%^', color: 2, theme: 'forest' },
  s: { unicode: '≈', ascii: '"', color: 6, theme: 'swamp' },
  m: { unicode: '▲', ascii: 'A', color: 3, theme: 'rough' },
  M: { unicode: '▲♣', ascii: 'A%', color: 2, theme: 'forest' },
  t: { unicode: '▪', ascii: 'o', color: 15, theme: 'town', sparse: true },
  c: { unicode: '▓', ascii: '#', color: 15, theme: 'city' },
  '~': { unicode: '~', ascii: '~', color: 4, theme: 'water' },
  '=': { unicode: '≈', ascii: '=', color: 4, theme: 'water' },
  X: { unicode: '█', ascii: 'X', color: 8, theme: 'impassable' },
};

const FALLBACK: TerrainLook = { unicode: '?', ascii: '?', color: 7, theme: 'clear' };

/**
 * Hexside features (RS-D-TEC hexsides, RS-MOV-3 roads, RS-MOV-10 railways), drawn on the hex
 * outline: a barrier fills the hexside, a crossing takes one cell of it. Bold tells a major river
 * from a river without colour. The same glyphs in both charsets (all ASCII).
 */
export const HEXSIDE_LOOK = {
  river: { glyph: '~', role: 'stream', bold: false, meaning: 'river' },
  majorRiver: { glyph: '~', role: 'river', bold: true, meaning: 'major river (bold)' },
  impassable: { glyph: '#', role: 'barrier', bold: true, meaning: 'impassable hexside' },
  rail: { glyph: '+', role: 'rail', bold: false, meaning: 'railway crossing the hexside' },
  road: { glyph: '=', role: 'road', bold: false, meaning: 'road crossing the hexside' },
} as const;

/** Objective glyphs: held by NATO [*], by the Warsaw Pact (*), by nobody <*>; one cell: O o *. */
export const OBJECTIVE = {
  banner: { nato: ['[', ']'], wp: ['(', ')'], none: ['<', '>'] },
  cell: { nato: 'O', wp: 'o', none: '*' },
} as const;

export function terrainLook(letter: string): TerrainLook {
  return TERRAIN_LOOK[letter] ?? FALLBACK;
}

/** The marks of a hex, unicode and ASCII. */
export const MARKS = {
  objective: { unicode: '★', ascii: '*', meaning: 'objective (VP; the hex info names it)' },
  supply: { unicode: '$', ascii: '$', meaning: 'supply source of the side that holds it' },
  captured: {
    unicode: '⚑',
    ascii: '!',
    meaning: "held by the other side than its owner's, in the holder's colour",
  },
} as const;

export function mark(kind: keyof typeof MARKS, ascii: boolean): string {
  return ascii ? MARKS[kind].ascii : MARKS[kind].unicode;
}

/** The cells of a terrain texture `n` wide for row `row` (rows alternate the pattern's phase). */
export function texture(letter: string, n: number, row: number, ascii: boolean): string {
  const look = terrainLook(letter);
  const g = ascii ? look.ascii : look.unicode;
  if (look.sparse) {
    // Open ground and towns: one glyph in the middle of the first row only.
    const mid = Math.floor(n / 2);
    return row === 0 ? ' '.repeat(mid) + g[0]! + ' '.repeat(Math.max(0, n - mid - 1)) : ' '.repeat(n);
  }
  let out = '';
  for (let k = 0; k < n; k++) out += (k + row) % 2 === 0 ? g[Math.floor((k + row) / 2) % g.length]! : ' ';
  return out;
}

/** Legend lines for the terrain: glyph and name, in the TEC's order. */
export function terrainLegend(ascii: boolean): string[] {
  return Object.values(TEC_DATA.terrain).map((t) => {
    const look = terrainLook(t.letter);
    const g = ascii ? look.ascii : look.unicode;
    return `${g.padEnd(2)} ${t.name}`;
  });
}
