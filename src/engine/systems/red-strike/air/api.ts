// What other folders ask of the air war (missiles, special forces, NBC, naval carriers). Owned by
// air/; the signatures are the contract between the folders (add optional parameters only).

import { isAlerted } from '../adn/api.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { applyHit, onMap } from '../units.js';
import { air, airDef, baseState, unitsOnBase } from './bases.js';

/**
 * RS-AIR-3 / RS-AIR-5 / RS-AIR-7 / RS-OPT-6: `hits` hits on an air base, EAB or airport (id);
 * returns hits registered. Each registered hit lowers CPY and AA by 1 and puts 1 hit on an air unit
 * parked there (spread evenly; the unit also loses a sortie). Hardened bases (RS-OPT-6, air bases
 * only) register 1 hit per 2, fractions lost. An EAB is destroyed by its 3rd hit with its units.
 */
export function hitAirBase(s: RsState, base: string, hits: number, events: RsEvent[]): number {
  const b = baseState(s, base);
  if (!b || b.destroyed || hits <= 0) return 0;
  const registered = b.kind === 'airbase' && isOn(s, 'hardened-bases') ? Math.floor(hits / 2) : hits;
  b.hits += registered;
  // RS-AIR-3: 1 hit per registered hit on the parked units, evenly (the owner's choice is replaced by
  // "the least hit first, then the one with most hits left, then scenario order": RS-D-AIRBASEHITS).
  const taken = new Map<number, number>();
  for (let k = 0; k < registered; k++) {
    // RS-AIR-57: alerted units are airborne against this strike: no hits from it.
    const parked = unitsOnBase(s, base).filter((i) => !isAlerted(s, i));
    if (parked.length === 0) break;
    const pick = parked.sort((x, y) => {
      const tx = taken.get(x) ?? 0;
      const ty = taken.get(y) ?? 0;
      if (tx !== ty) return tx - ty;
      const lx = airDef(s, x).hits - air(s).units[x]!.hits;
      const ly = airDef(s, y).hits - air(s).units[y]!.hits;
      return ly - lx || x - y;
    })[0]!;
    taken.set(pick, (taken.get(pick) ?? 0) + 1);
    const u = air(s).units[pick]!;
    u.sorties = Math.max(0, u.sorties - 1);
    hitAirUnit(s, pick, 1, events);
  }
  // RS-AIR-5: an EAB is destroyed permanently by its 3rd hit, with any air unit on it.
  if (b.kind === 'eab' && b.hits >= 3) destroyBase(s, base, events);
  events.push({
    type: 'air-base-hit',
    base,
    hits,
    registered,
    cpy: Math.max(0, b.cpy - b.hits),
    destroyed: b.destroyed,
  });
  return registered;
}

/** RS-AIR-4: the base is destroyed for good; the air units on its display are eliminated. */
export function destroyBase(s: RsState, base: string, events: RsEvent[]): void {
  const b = baseState(s, base);
  if (!b) return;
  b.destroyed = true;
  for (const i of unitsOnBase(s, base)) eliminateAirUnit(s, i, events, 'its base was destroyed');
}

/**
 * RS-AIR-4 / RS-NBC-14 / RS-NBC-23: an air base struck by a nuclear attack (destroyed with the units
 * on its display) or a chemical attack (sortie rate −1 this GT, non-cumulative). Fallout is read
 * as a chemical attack (decision RS-D-AIRFALLOUT, not from the source; RS-AMB-6).
 */
export function nbcOnAirBase(
  s: RsState,
  base: string,
  kind: 'nuclear' | 'chemical' | 'fallout',
  events: RsEvent[],
): void {
  const b = baseState(s, base);
  if (!b || b.destroyed) return;
  if (kind === 'nuclear') {
    destroyBase(s, base, events);
    events.push({ type: 'air-note', text: `${base} is destroyed by a nuclear attack (RS-AIR-4).` });
    return;
  }
  if (b.chemical) return;
  b.chemical = true;
  for (const i of unitsOnBase(s, base)) {
    const u = air(s).units[i]!;
    u.sorties = Math.max(0, u.sorties - 1);
  }
  events.push({
    type: 'air-note',
    text: `${base}: the ${kind === 'chemical' ? 'chemical attack' : 'fallout'} lowers the sortie rate by 1 this GT (RS-AIR-4).`,
  });
}

/** Air bases (and EABs, airports) of a side in a hex: their ids. */
export function airBasesAt(s: RsState, hex: number, side?: Side): string[] {
  if (s.ext.air)
    return s.ext.air.bases
      .filter((x) => x.hex === hex && (side === undefined || x.side === side))
      .map((x) => x.id);
  const b = s.world.map.board;
  return (s.world.scenario.extended?.air?.bases ?? [])
    .filter((x) => b.parse(x.hex) === hex && (side === undefined || x.side === side))
    .map((x) => x.id);
}

/** RS-HIT-8: `hits` hits on an air unit (by index); eliminated at its hit capacity (the caller aborts it). */
export function hitAirUnit(s: RsState, unit: number, hits: number, events: RsEvent[]): void {
  const u = s.ext.air?.units[unit];
  if (!u || u.eliminated || hits <= 0) return;
  u.hits += hits;
  const cap = airDef(s, unit).hits;
  const d = airDef(s, unit);
  if (u.hits >= cap) {
    eliminateAirUnit(s, unit, events, `${hits} hit(s)`);
    return;
  }
  events.push({ type: 'air-note', text: `${d.name} takes ${hits} hit(s) (RS-HIT-8).` });
}

export function eliminateAirUnit(s: RsState, unit: number, events: RsEvent[], why: string): void {
  const u = s.ext.air?.units[unit];
  if (!u || u.eliminated) return;
  u.eliminated = true;
  u.base = null;
  u.hex = -1;
  u.sorties = 0;
  u.mode = null;
  const d = airDef(s, unit);
  events.push({ type: 'air-note', text: `${d.name} is eliminated: ${why}.` });
}

/**
 * RS-AIR-67 / RS-MOV-42: `hits` hits on an air/para transport marker carrying ground unit `carried`
 * (adn/ calls this for a flight with a `marker`): each hit is 1 hit on the carried unit, flipping it
 * if not yet reduced, and lowers the side's "available combat transport (GAME)" by 1.
 */
export function hitAirTransport(s: RsState, carried: number, hits: number, events: RsEvent[]): void {
  const d = s.world.units[carried];
  const u = s.units[carried];
  if (!d || !u || hits <= 0) return;
  const a = s.ext.air;
  if (a) a.transportGame[d.side] = Math.max(0, a.transportGame[d.side] - hits);
  // The carried unit keeps its hex until it lands (air/transport.ts), so the hit reads it there.
  for (let k = 0; k < hits && onMap(u); k++) {
    const r = applyHit(d, u, true);
    events.push({ type: 'hit', unit: carried, flipped: r.flipped, eliminated: r.eliminated });
  }
}
