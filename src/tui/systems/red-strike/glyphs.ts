// The Red Strike map's glyph tables: a texture and a colour per terrain (RS-D-TEC's terrain types),
// and the marks drawn on a hex. The map panel draws from these and the legend is generated from
// them, so the two cannot drift apart.

import { TEC_DATA } from '../../../engine/systems/red-strike/data/tec.js';

export interface TerrainLook {
  /** The texture cells, repeated across a hex's free cells (unicode, ASCII). */
  readonly unicode: string;
  readonly ascii: string;
  /** ANSI-16 colour index. */
  readonly color: number;
  /** Sparse: one glyph in the middle of the hex rather than a fill (open ground). */
  readonly sparse?: boolean;
}

/** By the TEC's terrain letter. */
export const TERRAIN_LOOK: Readonly<Record<string, TerrainLook>> = {
  '.': { unicode: '·', ascii: '.', color: 2, sparse: true },
  r: { unicode: '^', ascii: '^', color: 3 },
  f: { unicode: '♣', ascii: '%', color: 2 },
  w: { unicode: '♣^', ascii: '%^', color: 2 },
  s: { unicode: '≈', ascii: '"', color: 6 },
  m: { unicode: '▲', ascii: 'A', color: 3 },
  M: { unicode: '▲♣', ascii: 'A%', color: 2 },
  t: { unicode: '▪', ascii: 'o', color: 15, sparse: true },
  c: { unicode: '▓', ascii: '#', color: 15 },
  '~': { unicode: '~', ascii: '~', color: 4 },
  '=': { unicode: '≈', ascii: '=', color: 4 },
  X: { unicode: '█', ascii: 'X', color: 8 },
};

const FALLBACK: TerrainLook = { unicode: '?', ascii: '?', color: 7 };

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
  zoc: { unicode: 'z', ascii: 'z', meaning: 'enemy zone of control (z key)' },
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
