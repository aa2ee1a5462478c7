// Where a Red Strike unit can go in the current segment (RS-MOV-1..5, RS-ZOC-3): the computer
// players and the client's move order share this search.

import type { RsState } from './model.js';
import { movementAllowance, stepCost } from './move.js';
import { otherSide } from './scenario.js';
import { segmentKey } from './sequence.js';
import { occupant } from './units.js';
import { zocOf } from './zoc.js';
import { extExtraMp, interdictedSet } from './ext/registry.js';

/** Hexes a unit can reach now with their MP and path (RS-MOV-1..5, RS-ZOC-3: EZOC hexes end a path). */
export function reachable(v: RsState, unit: number): Map<number, { mp: number; prev: number }> {
  const w = v.world;
  const b = w.map.board;
  const side = w.units[unit]!.side;
  const ezoc = zocOf(v, otherSide(side));
  const u = v.units[unit]!;
  const step = v.step;
  const key = step.kind === 'move' ? segmentKey(step.stage, step.segment) : '';
  const start = u.movedIn === key ? u.mpLeft : movementAllowance(v, unit);
  const best = new Map<number, { mp: number; prev: number }>([[u.loc, { mp: start, prev: -1 }]]);
  const open = [u.loc];
  const interdicted = interdictedSet(v, side);
  while (open.length > 0) {
    open.sort((a, c) => best.get(c)!.mp - best.get(a)!.mp);
    const at = open.shift()!;
    const here = best.get(at)!;
    if (at !== u.loc && ezoc[at]) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(at, dir);
      if (n < 0 || w.map.territory[n] === 'neutral' || occupant(v, n) === otherSide(side)) continue;
      const c = stepCost(v, unit, at, n);
      if (c === 'P') continue;
      const cost =
        c +
        (ezoc[at] ? w.tables.tec.leaveEzocMp : 0) +
        (interdicted.has(n) ? w.tables.tec.interdictionMp : 0) +
        extExtraMp(v, unit, n);
      const left = here.mp - cost;
      if (left < -1e-9) continue;
      const old = best.get(n);
      if (old && old.mp >= left) continue;
      best.set(n, { mp: left, prev: at });
      open.push(n);
    }
  }
  return best;
}

export function pathTo(map: Map<number, { mp: number; prev: number }>, to: number): number[] {
  const out: number[] = [];
  for (let at = to; map.get(at)!.prev >= 0; at = map.get(at)!.prev) out.unshift(at);
  return out;
}
