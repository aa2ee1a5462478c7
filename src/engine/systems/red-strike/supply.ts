// Supply status and supply lines (RS-SUP-1..3, RS-SUP-10..11, RS-SUP-20..22, RS-SUP-40..43).

import type { RsState, SupplyStatus } from './model.js';
import { otherSide, type Side } from './scenario.js';
import { occupant, onMap } from './units.js';
import { zocOf } from './zoc.js';
import { extSupplyBlocks, interdictedSet } from './ext/registry.js';
import { portOperational } from './naval/api.js';

/** RS-SUP-20..22: the side's operational sources. */
export function supplySources(s: RsState, side: Side): number[] {
  const out: number[] = [];
  // RS-SUP-22: a map-edge supply hex is inoperative while an enemy ground unit occupies it.
  for (const [loc, owner] of s.world.map.supplyHex)
    if (owner === side && occupant(s, loc) !== otherSide(side)) out.push(loc);
  // RS-SUP-21: a port is a source while friendly-controlled (mines and destruction are EXT inputs).
  // RS-NAV-53 / RS-VIC-20: not while mined (5+ levels in its sea zone) or destroyed (naval war).
  for (const loc of s.world.map.ports.keys())
    if (s.control[loc] === side && portOperational(s, loc)) out.push(loc);
  return out;
}

/**
 * Every hex from which `side` can trace a supply line (RS-SUP-10): a path of any length to a source
 * through hexes that are not prohibited to ground units, not interdicted, not enemy-controlled, and
 * not in an EZOC unless a friendly unit is there (RS-SUP-11, RS-ZOC-7); prohibited hexsides also
 * block. The sea route of RS-SUP-12 needs naval mines and detection (EXT) and is not traced.
 */
export function suppliedHexes(s: RsState, side: Side): Uint8Array {
  const w = s.world;
  const b = w.map.board;
  const tec = w.tables.tec;
  const ezoc = zocOf(s, otherSide(side));
  const friendly = new Uint8Array(b.size);
  s.units.forEach((u, i) => {
    if (onMap(u) && w.units[i]!.side === side) friendly[u.loc] = 1;
  });
  const interdicted = interdictedSet(s, side);
  for (const h of extSupplyBlocks(s, side)) interdicted.add(h);
  const enemy = otherSide(side);
  const open = (loc: number) => {
    const t = tec.terrain[w.map.terrain[loc]!];
    if (t.mp.armour === 'P' && t.mp.infantry === 'P') return false;
    if (w.map.territory[loc] === 'neutral') return false;
    if (interdicted.has(loc)) return false;
    if (s.control[loc] === enemy) return false;
    if (ezoc[loc] && !friendly[loc]) return false;
    return true;
  };
  const seen = new Uint8Array(b.size);
  const queue: number[] = [];
  for (const src of supplySources(s, side))
    if (!seen[src] && open(src)) {
      seen[src] = 1;
      queue.push(src);
    }
  for (let qi = 0; qi < queue.length; qi++) {
    const loc = queue[qi]!;
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(loc, dir);
      if (n < 0 || seen[n]) continue;
      const hs = w.map.hexside[b.hexside(loc, dir)];
      if (hs && tec.hexsides[hs].mp === 'P') continue;
      if (!open(n)) continue;
      seen[n] = 1;
      queue.push(n);
    }
  }
  return seen;
}

/** RS-SUP-2: the status after a check, from the current marker and whether a line can be traced. */
export function nextStatus(current: SupplyStatus, canTrace: boolean): SupplyStatus {
  if (canTrace) return 'in';
  return current === 'in' ? 'oos1' : 'oos';
}

/** RS-SUP-3: out of supply (an "OOS in 1 GT" unit is still in supply). */
export function isOos(status: SupplyStatus): boolean {
  return status === 'oos';
}

/**
 * The supply phase for one side (RS-SEQ-3 #2): every ground unit checked (RS-SUP-1), income added
 * (RS-SUP-41, the scenario's figure) and the dry-pool flag set (RS-SUP-43). Changes `s`.
 */
export function supplyPhase(
  s: RsState,
  side: Side,
): { income: number; changed: { unit: number; status: SupplyStatus }[] } {
  const ok = suppliedHexes(s, side);
  const changed: { unit: number; status: SupplyStatus }[] = [];
  s.units.forEach((u, i) => {
    if (s.world.units[i]!.side !== side || !onMap(u)) return;
    const next = nextStatus(u.supply, ok[u.loc] === 1);
    if (next !== u.supply) changed.push({ unit: i, status: next });
    u.supply = next;
  });
  // RS-SUP-43 is judged on the level found in the supply phase, before this GT's income arrives
  // (decision RS-D-SPDRY: "if the SP level is 0 during the supply phase").
  s.spDry[side] = s.sp[side] <= 0;
  const income = s.world.scenario.spIncome[side];
  s.sp[side] += income;
  return { income, changed };
}

/** RS-SUP-42 / RS-GCB-20: SP per unit of each formation. */
export const FORMATION_COST = { AC: 0, HA: 2, DA: 4, HD: 2, DD: 4 } as const;
