// How one hexside is drawn from its feature bits (PC-MAP-04, PC-MAP-05, PC-WAT): at most one
// barrier along it (river, stream, escarpment...) and one crossing over it (road, rail, bridge).

import { SIDE } from '../../engine/systems/panzer/model/terrain.js';
import { DEFAULT_COLOR } from './grid.js';
import { HEXSIDE_GLYPHS } from './glyphs.js';
import type { Role, Theme } from './theme.js';

export interface HexsideLook {
  /** Code points, 0 when absent. */
  readonly barrier: number;
  readonly barrierFg: number;
  readonly barrierBold: boolean;
  readonly crossing: number;
  readonly crossingFg: number;
  readonly crossingBold: boolean;
}

const ROLE: Partial<Record<string, Role>> = {
  river: 'river',
  canal: 'river',
  stream: 'stream',
  road: 'road',
  primaryRoad: 'primaryRoad',
  rail: 'rail',
  bridgeLight: 'bridge',
  bridgeMedium: 'bridge',
  bridgeHeavy: 'bridge',
  bridgeDamaged: 'damaged',
  railDamaged: 'damaged',
};

/** Bold tells a primary road from a road, and rivers from streams, without colour. */
const BOLD_FEATURES = new Set([
  'primaryRoad',
  'bridgeLight',
  'bridgeMedium',
  'bridgeHeavy',
  'bridgeDamaged',
  'railDamaged',
  'ferry',
  'ford',
  'river',
  'canal',
  'cliff',
]);

const cache = new WeakMap<Theme, Map<number, HexsideLook>>();

/** The look of a hexside with these SIDE bits in this theme (memoised: maps use few combinations). */
export function hexsideLook(bits: number, theme: Theme): HexsideLook {
  let byBits = cache.get(theme);
  if (!byBits) cache.set(theme, (byBits = new Map()));
  const hit = byBits.get(bits);
  if (hit) return hit;
  let barrier = 0;
  let barrierFg = DEFAULT_COLOR;
  let barrierBold = false;
  let crossing = 0;
  let crossingFg = DEFAULT_COLOR;
  let crossingBold = false;
  for (const g of HEXSIDE_GLYPHS) {
    if (!(bits & SIDE[g.feature])) continue;
    const fg = theme.color[ROLE[g.feature] ?? 'barrier'];
    if (g.kind === 'crossing' && !crossing) {
      crossing = g.glyph.codePointAt(0)!;
      crossingFg = fg;
      crossingBold = BOLD_FEATURES.has(g.feature);
    } else if (g.kind === 'barrier' && !barrier) {
      barrier = g.glyph.codePointAt(0)!;
      barrierFg = fg;
      barrierBold = BOLD_FEATURES.has(g.feature);
    }
  }
  const look = { barrier, barrierFg, barrierBold, crossing, crossingFg, crossingBold };
  byBits.set(bits, look);
  return look;
}
