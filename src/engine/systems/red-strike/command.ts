// HQs and the chain of command (RS-CMD-1..6, RS-GND-22, RS-GND-31).

import type { RsState } from './model.js';
import type { HqLevel, Side } from './scenario.js';
import { onMap } from './units.js';
import { weatherRange } from './optional/api.js';
import type { RsUnitDef } from './world.js';

/** RS-CMD-3: command range and reserve capacity per side and level. */
const HQ_TABLE: Record<Side, Partial<Record<HqLevel, { range: number; capacity: number }>>> = {
  nato: {
    army: { range: 8, capacity: 6 },
    corps: { range: 4, capacity: 3 },
    division: { range: 2, capacity: 1 },
  },
  wp: { front: { range: 8, capacity: 6 }, army: { range: 4, capacity: 3 }, corps: { range: 2, capacity: 1 } },
};

/**
 * RS-CMD-3. A level the table does not list for a side (a NATO "front", a WP "division" HQ) reads
 * as the nearest listed level: decision RS-D-HQLEVEL (not from the source).
 */
export function hqRatings(d: RsUnitDef): { range: number; capacity: number } {
  const level = d.level ?? 'division';
  const t = HQ_TABLE[d.side][level];
  if (t) return t;
  if (d.side === 'nato') return level === 'front' ? HQ_TABLE.nato.army! : HQ_TABLE.nato.division!;
  return HQ_TABLE.wp.corps!;
}

/** An HQ that can act: on the map and not destroyed. */
function hqAlive(s: RsState, hq: number): boolean {
  return onMap(s.units[hq]!);
}

/**
 * HQs that may serve a unit (RS-CMD-1, RS-CMD-2): the HQs of its own chain, or, for an independent
 * unit, any friendly HQ. The HQ itself counts for its own support (RS-CMD-4).
 */
export function servingHqs(s: RsState, unit: number): number[] {
  const d = s.world.units[unit]!;
  const own = d.class === 'hq' ? [unit] : [];
  if (d.hq === undefined && d.class !== 'hq')
    return s.world.units
      .filter((h) => h.class === 'hq' && h.side === d.side && hqAlive(s, h.index))
      .map((h) => h.index);
  return [...own, ...d.chain].filter((h) => hqAlive(s, h));
}

export function inCommandRange(s: RsState, hq: number, unit: number): boolean {
  const u = s.units[unit]!;
  const h = s.units[hq]!;
  if (!onMap(u) || !onMap(h)) return false;
  // RS-OPT-14: bad weather halves HQ command ranges.
  return s.world.map.board.distance(h.loc, u.loc) <= weatherRange(s, hqRatings(s.world.units[hq]!).range);
}

/** RS-GND-31 / RS-GCB-21: in command range of an HQ of its own formation/chain. */
export function inOwnCommand(s: RsState, unit: number): boolean {
  return servingHqs(s, unit).some((h) => inCommandRange(s, h, unit));
}

/** RE already placed in reserve against an HQ's capacity (RS-GND-22). */
export function reserveUsed(s: RsState, hq: number): number {
  let re = 0;
  s.units.forEach((u, i) => {
    if (u.mode === 'reserve' && u.reserveHq === hq && onMap(u)) re += s.world.units[i]!.reSize;
  });
  return re;
}

/**
 * RS-GND-22: the HQ that can take the unit into reserve — a higher HQ of its chain in command
 * range with room left (the HQ itself may also go into reserve, against its own capacity: decision
 * RS-D-HQRESERVE). `prefer` names one; otherwise the nearest up the chain. A RuleError sentence
 * otherwise.
 */
export function reserveHqFor(s: RsState, unit: number, prefer?: number): number | string {
  const d = s.world.units[unit]!;
  const candidates =
    d.class === 'hq' ? [unit, ...d.chain] : d.hq === undefined ? servingHqs(s, unit) : d.chain;
  // RS-CMD-5: with all HQs of its command destroyed, no unit of that command may enter reserve.
  const alive = candidates.filter((h) => hqAlive(s, h));
  if (alive.length === 0) return `${d.name} has no HQ left in its chain of command (RS-CMD-5).`;
  const list = prefer !== undefined ? alive.filter((h) => h === prefer) : alive;
  if (prefer !== undefined && list.length === 0)
    return `${s.world.units[prefer]!.name} is not an HQ of ${d.name}'s chain of command (RS-GND-22).`;
  for (const h of list) {
    if (!inCommandRange(s, h, unit)) continue;
    if (reserveUsed(s, h) + d.reSize <= hqRatings(s.world.units[h]!).capacity) return h;
  }
  const names = list.map((h) => s.world.units[h]!.name).join(', ');
  return `${d.name} is not within command range of an HQ of its chain with reserve capacity left (${names}) (RS-GND-22).`;
}

/** RS-CMD-4 / RS-CMD-6 / RS-GND-3: an in-supply HQ serving `unit` in range with this support. */
export function hasHqSupport(s: RsState, unit: number, kind: 'artillery' | 'pontoon' | 'nbc'): boolean {
  return servingHqs(s, unit).some(
    (h) =>
      s.world.units[h]!.support?.[kind] === true &&
      s.units[h]!.supply !== 'oos' &&
      inCommandRange(s, h, unit),
  );
}
