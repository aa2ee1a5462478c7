// Zones of control (RS-ZOC-1..3, RS-ZOC-7).

import type { RsState } from './model.js';
import type { Side } from './scenario.js';
import { isAssault, onMap } from './units.js';

/**
 * RS-ZOC-1 / RS-AMB-10: the hexes holding at least 3 RE of `side`'s assault units (support, HQ and
 * LRMU RE do not count).
 */
export function zocSources(s: RsState, side: Side): number[] {
  const re = new Map<number, number>();
  s.units.forEach((u, i) => {
    const d = s.world.units[i]!;
    if (d.side !== side || !onMap(u) || !isAssault(d)) return;
    re.set(u.loc, (re.get(u.loc) ?? 0) + d.reSize);
  });
  return [...re].filter(([, r]) => r >= 3).map(([loc]) => loc);
}

/**
 * The hexes in `side`'s ZOC: the six neighbours of each source, except into impassable terrain and
 * across impassable hexsides or major rivers (RS-ZOC-2, TEC blocksZoc).
 */
export function zocOf(s: RsState, side: Side): Uint8Array {
  const w = s.world;
  const b = w.map.board;
  const tec = w.tables.tec;
  const out = new Uint8Array(b.size);
  for (const src of zocSources(s, side))
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(src, dir);
      if (n < 0) continue;
      if (tec.terrain[w.map.terrain[n]!].blocksZoc) continue;
      const hs = w.map.hexside[b.hexside(src, dir)];
      if (hs && tec.hexsides[hs].blocksZoc) continue;
      out[n] = 1;
    }
  return out;
}
