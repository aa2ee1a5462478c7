// Where naval units go and what it costs (RS-NAV-21, RS-MAP-2, RS-MAP-6, RS-MAP-9, RS-NAV-53): sea
// hexes, ports, sea zones, the Kiel canal and the holding boxes of a scenario, and the helpers that
// read a naval unit's definition and its current factors (RS-HIT-9).

import type { RsState } from '../model.js';
import type { Side } from '../scenario.js';
import type { NavalUnitDef, NavalScenario } from './scenario.js';
import type { NavalState, NavalUnitState } from './state.js';

/** RS-NAV-21 costs. */
export const OPEN_SEA_MP = 1;
export const COASTAL_MP = 5;
export const CANAL_MP = 2;
/** RS-NAV-23: every offensive action (fire, bombard, mines) costs 10 MP. */
export const OFFENSIVE_MP = 10;
/**
 * Ranges the counters print and the rulebook text does not give: B against naval units and SS
 * attacks reach 1 OpHex (as RS-NAV-40's "own hex or 1 hex away"). Not from the source
 * (decision RS-D-NAVRANGE).
 */
export const B_RANGE = 1;
export const SS_RANGE = 1;

export function navalScenario(s: RsState): NavalScenario {
  return (
    s.world.scenario.extended?.naval ?? {
      units: [],
      seaZoneRows: [],
      seaZones: [],
      holdingBoxes: [],
      canal: [],
    }
  );
}

export function ns(s: RsState): NavalState {
  return s.ext.naval!;
}

export function def(s: RsState, i: number): NavalUnitDef {
  return navalScenario(s).units[i]!;
}

export function isSub(d: NavalUnitDef): boolean {
  return d.class === 'SS' || d.class === 'SSN' || d.class === 'SSGN' || d.class === 'SSBN';
}

export function isCarrier(d: NavalUnitDef): boolean {
  return d.carrier !== undefined || ['CV', 'CVN', 'CVH', 'CGH', 'LHA', 'LHD'].includes(d.class);
}

/** RS-NAV-5: a submarine At Sea (a submarine In Port is a surface unit for all purposes). */
export function subAtSea(d: NavalUnitDef, u: NavalUnitState): boolean {
  return isSub(d) && u.mode === 'sea';
}

/** On the map (not in a box, not pending, not sunk or hidden). */
export function onBoard(u: NavalUnitState): boolean {
  return u.hex >= 0 && !u.eliminated && !u.pending && !u.hidden;
}

/** In play: on the map or in a holding box. */
export function inPlay(u: NavalUnitState): boolean {
  return !u.eliminated && !u.pending && !u.hidden && (u.hex >= 0 || u.box !== null);
}

/** RS-HIT-9: a factor less the hits taken, never below 0. */
export function factor(d: NavalUnitDef, u: NavalUnitState, f: 'aa' | 'b' | 'as' | 'ss' | 'ecm'): number {
  return Math.max(0, d[f] - u.hits);
}

/** RS-OPT-22: a capital ship's MA is halved after its 2nd hit. */
export function currentMa(s: RsState, d: NavalUnitDef, u: NavalUnitState): number {
  if (d.capital && u.hits >= 2 && s.options.includes('damaged-capital-ships')) return Math.floor(d.ma / 2);
  return d.ma;
}

export function isSeaHex(s: RsState, hex: number): boolean {
  const t = s.world.map.terrain[hex];
  return t === 'coastalWater' || t === 'openWater';
}

export function isPort(s: RsState, hex: number): boolean {
  return s.world.map.ports.has(hex);
}

export function canalHexes(s: RsState): number[] {
  const b = s.world.map.board;
  return navalScenario(s).canal.map((h) => b.parse(h)!);
}

/**
 * RS-NAV-21 / RS-MAP-9: the MP for `side`'s naval unit to enter `hex`, or null when it may not:
 * open water 1, coastal water (and a port: sea and land in one hex) 5, a Kiel canal hex 2 (NATO
 * only, until destroyed); never an all-land hex.
 */
export function enterCost(s: RsState, side: Side, hex: number): number | null {
  const t = s.world.map.terrain[hex];
  if (t === 'openWater') return OPEN_SEA_MP;
  if (t === 'coastalWater') return COASTAL_MP;
  if (isPort(s, hex)) return COASTAL_MP;
  if (side === 'nato' && !ns(s).canalDestroyed && canalHexes(s).includes(hex)) return CANAL_MP;
  return null;
}

/** RS-NAV-21: a prohibited hexside (the TEC's 'P') blocks naval movement too. */
export function hexsideBlocked(s: RsState, a: number, b: number): boolean {
  const hs = s.world.map.hexside[s.world.map.board.edgeBetween(a, b)];
  return hs !== undefined && s.world.tables.tec.hexsides[hs].mp === 'P';
}

/** RS-MAP-2: the sea zone (index in seaZones) of a hex, or -1. */
export function zoneOf(s: RsState, hex: number): number {
  const z = letterZone(s, hex);
  if (z >= 0 || !isPort(s, hex)) return z;
  // A port hex without a letter lies in the zone of the sea next to it (decision RS-D-NAVZONES).
  const b = s.world.map.board;
  for (let dir = 0; dir < 6; dir++) {
    const n = b.neighbor(hex, dir);
    const nz = n >= 0 ? letterZone(s, n) : -1;
    if (nz >= 0) return nz;
  }
  return -1;
}

function letterZone(s: RsState, hex: number): number {
  const sc = navalScenario(s);
  const w = s.world.map.board.width;
  const ch = sc.seaZoneRows[Math.floor(hex / w)]?.[hex % w];
  if (ch === undefined || ch === '.') return -1;
  return sc.seaZones.findIndex((z) => z.letter === ch);
}

/** RS-NAV-53: a port in a sea zone with 5 or more mine levels is mined. */
export const MINED_PORT_LEVEL = 5;

export function portMined(s: RsState, hex: number): boolean {
  const z = zoneOf(s, hex);
  return z >= 0 && (ns(s).mines?.[z] ?? 0) >= MINED_PORT_LEVEL;
}

/** RS-NAV-12 / RS-NAV-53 / RS-NAV-33: a port `side` may use: its own, not destroyed, not mined. */
export function friendlyPort(s: RsState, hex: number, side: Side): boolean {
  return (
    isPort(s, hex) &&
    s.control[hex] === side &&
    !(ns(s).portsDestroyed ?? []).includes(hex) &&
    !portMined(s, hex)
  );
}

/** Naval units (indices) of a side in a hex. */
export function navalAt(s: RsState, hex: number, side?: Side): number[] {
  const out: number[] = [];
  ns(s).units.forEach((u, i) => {
    if (u.hex === hex && onBoard(u) && (side === undefined || def(s, i).side === side)) out.push(i);
  });
  return out;
}

/**
 * RS-NAV-65: the escort force of a target's stack: the surface SAGs of its side in its hex (RS-NAV-4:
 * every group of surface combatants is a SAG counter).
 */
export function escortForce(s: RsState, hex: number, side: Side): number[] {
  return navalAt(s, hex, side).filter(
    (i) => def(s, i).class === 'SAG' && !subAtSea(def(s, i), ns(s).units[i]!),
  );
}

/** RS-MAP-5/6: a holding box by id. */
export function boxOf(s: RsState, id: string) {
  return navalScenario(s).holdingBoxes.find((b) => b.id === id);
}

/** The naval unit index of an id, or undefined. */
export function navalIndex(s: RsState, id: string): number | undefined {
  const i = navalScenario(s).units.findIndex((d) => d.id === id);
  return i < 0 ? undefined : i;
}
