// What other folders ask of the naval war (air strikes on ships, mining, missiles, NBC). Owned by
// naval/; the signatures are the contract between the folders (add optional parameters only).

import { hitAirUnit } from '../air/api.js';
import type { RsEvent, RsState } from '../model.js';
import { applyHit, onMap } from '../units.js';
import { def, escortForce, friendlyPort, isCarrier, navalScenario, ns, zoneOf } from './sea.js';

/**
 * RS-HIT-9 / RS-NAV-3 / RS-NAV-62: `hits` hits on a naval unit (by index). Hits never exceed its
 * capacity; at capacity it is sunk (hex -1). RS-NAV-3: each hit on a carrier is also 1 hit on an
 * air unit aboard (the least-hit one first: spread evenly); a sunk carrier takes the air units
 * aboard with it (decision RS-D-NAVCARRIERSUNK). RS-NAV-62: a convoy's hits are kept and fall on
 * its cargo when it unloads; a sunk convoy loses its cargo and scores for the enemy (RS-VIC-17).
 */
export function hitNavalUnit(s: RsState, unit: number, hits: number, events: RsEvent[]): void {
  const u = s.ext.naval?.units[unit];
  if (!u || u.eliminated || hits <= 0) return;
  const d = def(s, unit);
  const taken = Math.min(hits, d.hits - u.hits);
  u.hits += taken;
  const sunk = u.hits >= d.hits;
  events.push({ type: 'naval-hit', unit, hits: taken, total: u.hits, sunk });
  if (isCarrier(d) && s.ext.air) {
    const airDefs = s.world.scenario.extended?.air?.units ?? [];
    const aboard = () =>
      s.ext
        .air!.units.map((a, i) => ({ a, i }))
        .filter(({ a }) => a.base === d.id && !a.eliminated && a.hex < 0);
    for (let k = 0; k < taken; k++) {
      const on = aboard().sort((x, y) => x.a.hits - y.a.hits || x.i - y.i);
      if (on.length === 0) break;
      hitAirUnit(s, on[0]!.i, 1, events);
    }
    if (sunk)
      for (const { a, i } of aboard())
        hitAirUnit(s, i, Math.max(1, (airDefs[i]?.hits ?? 1) - a.hits), events);
  }
  // RS-NAV-70: each hit on a landing ship waiting off the coast is 1 hit on the unit it carries.
  if (d.carries !== undefined) {
    const g = s.world.byId.get(d.carries);
    const landing =
      g !== undefined && (s.ext.naval?.landings ?? []).some((l) => l.unit === g && s.units[g]!.loc === u.hex);
    for (let k = 0; landing && k < taken && onMap(s.units[g!]!); k++) {
      const r = applyHit(s.world.units[g!]!, s.units[g!]!, false);
      events.push({ type: 'hit', unit: g!, flipped: r.flipped, eliminated: r.eliminated });
    }
  }
  if (!sunk) return;
  u.eliminated = true;
  u.hex = -1;
  u.box = null;
  const st = ns(s);
  if (d.class === 'convoy') {
    st.convoysSunk = st.convoysSunk ?? { nato: 0, wp: 0 };
    st.convoysSunk[d.side] += 1;
    for (const id of d.cargo?.units ?? []) {
      const g = s.world.byId.get(id);
      if (g === undefined) continue;
      const gu = s.units[g]!;
      if (!gu.pending) continue;
      gu.eliminated = true;
      gu.loc = -1;
      events.push({ type: 'hit', unit: g, flipped: false, eliminated: true });
    }
  }
}

/** RS-NAV-51/54, RS-AIR-64: one mine level more (+1) or less (−1) in the sea zone of `hex`. */
export function changeMines(
  s: RsState,
  hex: number,
  delta: 1 | -1,
  by: 'nato' | 'wp',
  events: RsEvent[],
): void {
  const st = s.ext.naval;
  if (!st) return;
  const z = zoneOf(s, hex);
  if (z < 0) return;
  const mines = st.mines ?? navalScenario(s).seaZones.map((x) => x.mines);
  st.mines = mines;
  const level = Math.max(0, Math.min(8, mines[z]! + delta));
  if (level === mines[z]) return;
  mines[z] = level;
  // RS-VIC-16 / RS-NAV-55: the WP scores 1 VP per level it places outside the Baltic, kept when swept.
  if (delta > 0 && !navalScenario(s).seaZones[z]!.baltic) {
    st.minesPlaced = st.minesPlaced ?? { nato: 0, wp: 0 };
    st.minesPlaced[by] += 1;
  }
  events.push({ type: 'naval-mines-changed', zone: z, level, by });
}

/** RS-NAV-2: the hex of a carrier (naval unit id), or -1. */
export function carrierHex(s: RsState, id: string): number {
  const i = (s.world.scenario.extended?.naval?.units ?? []).findIndex((d) => d.id === id);
  return i < 0 ? -1 : (s.ext.naval?.units[i]?.hex ?? -1);
}

/** RS-VIC-20: a port is destroyed by its 8th hit. */
export const PORT_HITS = 8;

/**
 * RS-VIC-20 / RS-HIT-10 / RS-NAV-33: `hits` hits on a port hex (naval bombardment, air strikes,
 * missiles may call it); at 8 it is destroyed for good: no supply source, no In Port, no AS
 * reload. Returns true when it is (now) destroyed.
 */
export function hitPort(s: RsState, hex: number, hits: number, events: RsEvent[]): boolean {
  const st = s.ext.naval;
  if (!st || !s.world.map.ports.has(hex)) return false;
  if ((st.portsDestroyed ?? []).includes(hex)) return true;
  st.portHits = st.portHits ?? {};
  const key = String(hex);
  st.portHits[key] = (st.portHits[key] ?? 0) + Math.max(0, hits);
  const destroyed = st.portHits[key]! >= PORT_HITS;
  if (destroyed) st.portsDestroyed = [...(st.portsDestroyed ?? []), hex];
  events.push({
    type: 'naval-note',
    text: `${s.world.map.ports.get(hex)} takes ${hits} hit(s), ${st.portHits[key]} in all${destroyed ? ': the port is destroyed (RS-VIC-20)' : ''}.`,
  });
  return destroyed;
}

/**
 * RS-MAP-9: a hit on a Kiel canal hex (air or missile interdiction may call it); the canal is
 * destroyed when any of its hexes takes its second hit. Returns true when it is (now) destroyed.
 */
export function hitCanal(s: RsState, hex: number, events: RsEvent[]): boolean {
  const st = s.ext.naval;
  const b = s.world.map.board;
  if (!st || !navalScenario(s).canal.some((h) => b.parse(h) === hex)) return false;
  if (st.canalDestroyed) return true;
  st.canalHits = st.canalHits ?? {};
  const key = String(hex);
  st.canalHits[key] = (st.canalHits[key] ?? 0) + 1;
  if (st.canalHits[key]! >= 2) {
    st.canalDestroyed = true;
    events.push({
      type: 'naval-note',
      text: 'The Kiel canal takes its second hit in one hex: it is destroyed (RS-MAP-9).',
    });
  }
  return st.canalDestroyed === true;
}

/** RS-NAV-3: how much a carrier's sortie rate is down: 1 after its 1st hit, 2 from its 2nd (air/ reads it). */
export function carrierSortieLoss(s: RsState, id: string): number {
  const i = (s.world.scenario.extended?.naval?.units ?? []).findIndex((d) => d.id === id);
  return i < 0 ? 0 : Math.min(2, s.ext.naval?.units[i]?.hits ?? 0);
}

/**
 * RS-NAV-65: the escort force first takes a missile's first hit: which unit of the stack is hit.
 * When the chosen unit is escorted (SAGs of its side in its hex) and is not itself a SAG, the
 * least-damaged SAG takes the hit (the first of them in the scenario on a tie).
 */
export function missileTarget(s: RsState, hex: number, chosen: number): number {
  const st = s.ext.naval;
  const u = st?.units[chosen];
  if (!st || !u || u.hex !== hex) return chosen;
  const d = def(s, chosen);
  if (d.class === 'SAG') return chosen;
  const esc = escortForce(s, hex, d.side).sort((a, b) => st.units[a]!.hits - st.units[b]!.hits || a - b);
  return esc[0] ?? chosen;
}

/**
 * RS-NAV-53 / RS-SUP-21 / RS-VIC-20: may a friendly-controlled port serve its side now? Not while
 * its sea zone has 5+ mine levels or after it is destroyed. True when the naval war is off.
 */
export function portOperational(s: RsState, hex: number): boolean {
  if (!s.ext.naval) return true;
  const side = s.control[hex];
  return side !== null && side !== undefined && friendlyPort(s, hex, side);
}

/**
 * RS-NAV-60/61: is this ground unit (index) still aboard a convoy that has not unloaded? The land
 * game does not place it as a reinforcement while it is (the convoy unloads it, naval/convoy.ts).
 */
export function heldAboard(s: RsState, unit: number): boolean {
  const st = s.ext.naval;
  if (!st) return false;
  const id = s.world.units[unit]!.id;
  return navalScenario(s).units.some((d, i) => d.cargo?.units.includes(id) && !st.units[i]!.eliminated);
}

/**
 * RS-NAV-71: is this ground combat an amphibious landing (one of the attackers waits at sea to land
 * on the defender's hex)? combat.ts doubles the hits on the attacker, allows no conversions
 * (RS-GCB-55) and makes hit defenders retreat. False when the naval war is off.
 */
export function isLanding(
  s: RsState,
  c: { readonly attackers: readonly number[]; readonly defenderHex: number },
): boolean {
  const ls = s.ext.naval?.landings ?? [];
  return c.attackers.some((i) =>
    ls.some((l) => l.unit === i && l.target === c.defenderHex && s.units[i]!.loc !== l.target),
  );
}

/**
 * RS-GCB-46: with the naval war on, the amphibiousWithSag flag of an attack needs a landing unit
 * among the attackers whose transport is stacked with a SAG. A sentence saying why not, or null.
 */
export function landingFlagRefusal(
  s: RsState,
  attackers: readonly number[],
  hex: number,
  flags: { readonly amphibiousWithSag?: boolean },
): string | null {
  if (!s.ext.naval || flags.amphibiousWithSag !== true) return null;
  const ok = (s.ext.naval.landings ?? []).some(
    (l) => l.sag && l.target === hex && attackers.includes(l.unit),
  );
  return ok
    ? null
    : 'The +3 of an amphibious landing with a SAG needs a landing unit whose transport is stacked with a SAG (RS-GCB-46, RS-NAV-71).';
}
