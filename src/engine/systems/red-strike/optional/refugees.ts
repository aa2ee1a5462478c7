// RS-OPT-8 Refugees (§30.8, RS-AMB-36). When a WP unit enters a hex next to a full or partial city
// hex, the WP may place a refugee marker "in the hex on the opposite side": we read it as the hex
// beyond the city, seen from the hex entered (refugees flee away from the enemy; decision
// RS-D-OPT-REFUGEEHEX). The WP decides by a standing order (opt-refugees, default on) so a move
// resolves in one go. At most one marker per city on the map at a time (decision). Refugee hexes
// count as interdicted for NATO (the interdictedFor hook: movement, and with it retreat and
// supply, decision RS-D-OPT-REFUGEESUP). Each end step every marker moves 1 hex west (a road or
// rail hex first, then due west); RS-AMB-36: a move counter, removed on its third move.

import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { opt } from './slice.js';

/** RS-AMB-36: the move on which a marker is removed. */
export const REFUGEE_REMOVED_ON_MOVE = 3;

function isCity(s: RsState, hex: number): boolean {
  return s.world.map.cities.has(hex) || s.world.map.terrain[hex] === 'city';
}

function land(s: RsState, hex: number): boolean {
  const t = s.world.map.territory[hex];
  return hex >= 0 && (t === 'nato' || t === 'wp');
}

/** RS-OPT-8: markers placed for WP units entering `hexes` (the standing order permitting). */
export function refugeesOnEntry(s: RsState, hexes: readonly number[], events: RsEvent[]): void {
  const o = opt(s);
  if (!o || !isOn(s, 'refugees') || !o.refugeeOrder) return;
  const b = s.world.map.board;
  for (const h of hexes)
    for (let dir = 0; dir < 6; dir++) {
      const city = b.neighbor(h, dir);
      if (city < 0 || !isCity(s, city)) continue;
      if (o.refugees.some((r) => r.city === city)) continue;
      const beyond = b.neighbor(city, dir);
      if (!land(s, beyond) || o.refugees.some((r) => r.hex === beyond)) continue;
      o.refugees.push({ hex: beyond, moves: 0, city });
      events.push({ type: 'opt-refugees', action: 'placed', hex: beyond });
    }
}

/** RS-OPT-8: the refugee hexes, interdicted for NATO only. */
export function refugeeHexes(s: RsState, side: Side): number[] {
  if (side !== 'nato' || !isOn(s, 'refugees')) return [];
  return (opt(s)?.refugees ?? []).map((r) => r.hex);
}

/** West neighbours W, NW, SW (DIRECTIONS order E NE NW W SW SE); a road or rail hex first. */
function westStep(s: RsState, hex: number, taken: readonly number[]): number {
  const b = s.world.map.board;
  const m = s.world.map;
  const options = [3, 2, 4]
    .map((dir) => ({ n: b.neighbor(hex, dir), edge: b.hexside(hex, dir) }))
    .filter((x) => x.n >= 0 && land(s, x.n) && !taken.includes(x.n));
  const road = options.find((x) => m.roadEdge[x.edge] || m.railEdge[x.edge] || m.railHex[x.n]);
  return (road ?? options[0])?.n ?? -1;
}

/** RS-OPT-8 / RS-AMB-36: the end-step move; a marker is removed on its third move or at the map's edge. */
export function moveRefugees(s: RsState, events: RsEvent[]): void {
  const o = opt(s);
  if (!o || !isOn(s, 'refugees')) return;
  const kept: typeof o.refugees = [];
  for (const r of o.refugees) {
    const to =
      r.moves + 1 >= REFUGEE_REMOVED_ON_MOVE
        ? -1
        : westStep(
            s,
            r.hex,
            kept.map((k) => k.hex),
          );
    if (to < 0) {
      events.push({ type: 'opt-refugees', action: 'removed', hex: r.hex });
      continue;
    }
    events.push({ type: 'opt-refugees', action: 'moved', hex: r.hex, to });
    kept.push({ ...r, hex: to, moves: r.moves + 1 });
  }
  o.refugees = kept;
}
