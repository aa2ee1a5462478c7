// RS-OPT-1 Bridges (§30.1): a bridge is a road or railway crossing a river or major-river hexside.
// It is destroyed when either hex it joins is interdicted (an interdiction marker, RS-MOV-30), and
// is never repaired: no road or rail movement across it after that (RS-MOV-3, RS-MOV-10).

import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import type { RsWorld } from '../world.js';
import { opt } from './slice.js';

const cache = new WeakMap<RsWorld, Map<number, readonly [number, number]>>();

/** RS-OPT-1: every bridge of the map, edge id -> the two hexes it joins. */
export function bridges(w: RsWorld): Map<number, readonly [number, number]> {
  let m = cache.get(w);
  if (m) return m;
  m = new Map();
  const b = w.map.board;
  for (let loc = 0; loc < b.size; loc++)
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(loc, dir);
      if (n < loc) continue;
      const edge = b.hexside(loc, dir);
      const hs = w.map.hexside[edge];
      if ((hs === 'river' || hs === 'majorRiver') && (w.map.roadEdge[edge] || w.map.railEdge[edge]))
        m.set(edge, [loc, n]);
    }
  cache.set(w, m);
  return m;
}

/**
 * RS-OPT-1: may a road or railway be used across this edge? False for a destroyed bridge, and for
 * a bridge one of whose hexes is interdicted right now (it is recorded at the next check).
 */
export function bridgeOpen(s: RsState, edge: number): boolean {
  const hs = s.world.map.hexside[edge];
  if (hs !== 'river' && hs !== 'majorRiver') return true;
  const o = opt(s);
  if (!o || !isOn(s, 'bridges')) return true;
  if (o.bridgesDown.includes(edge)) return false;
  const ends = bridges(s.world).get(edge);
  return !ends || !(s.interdicted.includes(ends[0]) || s.interdicted.includes(ends[1]));
}

/** RS-OPT-1: records the bridges whose hexes are interdicted now as destroyed. */
export function checkBridges(s: RsState, events: RsEvent[]): void {
  const o = opt(s);
  if (!o || !isOn(s, 'bridges') || s.interdicted.length === 0) return;
  for (const [edge, ends] of bridges(s.world)) {
    if (o.bridgesDown.includes(edge)) continue;
    if (!s.interdicted.includes(ends[0]) && !s.interdicted.includes(ends[1])) continue;
    o.bridgesDown.push(edge);
    events.push({ type: 'opt-bridge', edge, hexes: ends });
  }
}
