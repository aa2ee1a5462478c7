// What the Red Strike client reads of the extended game (issue 17), in one place: the air units,
// air bases, naval units, ADN sectors, sea zones, DEFCON and World Opinion, the nuclear and
// contamination markers, from the viewer's view only (the view hooks of the extensions have
// already removed what the viewer may not know; an enemy air or naval unit is drawn only when it
// is in the view and marked detected, RS-FOW-2). The slices grow as the rules land, so fields
// beyond the fixed ones (ext/*/state.ts) are read defensively and fall back to the scenario.
//
// Air and naval units join the shell's selection as unit keys beyond the ground units' indices:
// air unit i is AIR_KEY + i, naval unit j is NAVAL_KEY + j (the shell treats them as opaque).

import { sectorStatus } from '../../../engine/systems/red-strike/adn/api.js';
import type { AirUnitDef } from '../../../engine/systems/red-strike/air/scenario.js';
import type { AirUnitState } from '../../../engine/systems/red-strike/air/state.js';
import { isOn, type ExtOptionKey } from '../../../engine/systems/red-strike/ext/options.js';
import type { NavalUnitDef } from '../../../engine/systems/red-strike/naval/scenario.js';
import type { NavalUnitState } from '../../../engine/systems/red-strike/naval/state.js';
import type { RsView } from '../../../engine/systems/red-strike/index.js';

export const AIR_KEY = 100_000;
export const NAVAL_KEY = 200_000;

export type UnitKey =
  | { readonly kind: 'ground'; readonly unit: number }
  | { readonly kind: 'air'; readonly unit: number }
  | { readonly kind: 'naval'; readonly unit: number };

export function unitKey(key: number): UnitKey {
  if (key >= NAVAL_KEY) return { kind: 'naval', unit: key - NAVAL_KEY };
  if (key >= AIR_KEY) return { kind: 'air', unit: key - AIR_KEY };
  return { kind: 'ground', unit: key };
}

export const on = (view: RsView, key: ExtOptionKey): boolean => isOn(view, key);

// ---- air ----

export interface AirUnitView {
  readonly index: number;
  readonly key: number;
  readonly def: AirUnitDef;
  readonly st: AirUnitState;
  readonly own: boolean;
  /** RS-AIR-10: its sortie rate this GT (NATO 3, WP 2; 1 at an EAB or airport; -1 after a chemical attack on its base). */
  readonly rate: number;
}

/** The air units in the view: the viewer's all, the enemy's only when detected and in the view. */
export function airUnits(view: RsView): AirUnitView[] {
  const defs = view.world.scenario.extended?.air?.units ?? [];
  const st = view.ext.air?.units ?? [];
  const out: AirUnitView[] = [];
  defs.forEach((def, i) => {
    const s = st[i];
    if (!s || s.eliminated) return;
    const own = def.side === view.viewer;
    // RS-FOW-2/3 (RS-AMB-9): an enemy air unit is known airborne and detected, or on a base
    // display the view shows (after a recon of the base, or at an EAB, FOB or airport).
    if (!own && (s.hidden || (s.hex >= 0 ? !s.detected : s.base === null))) return;
    out.push({ index: i, key: AIR_KEY + i, def, st: s, own, rate: rateOf(view, def.side, s.base) });
  });
  return out;
}

/** RS-AIR-10 / RS-AIR-4/5/7: the sortie rate of a unit of `side` based at `base`. */
function rateOf(view: RsView, side: string, base: string | null): number {
  const b = base === null ? undefined : view.ext.air?.bases?.find((x) => x.id === base);
  const rate = b && (b.kind === 'eab' || b.kind === 'airport') ? 1 : sortieRate(side);
  return Math.max(0, rate - (b?.chemical ? 1 : 0));
}

export interface AirBaseView {
  readonly id: string;
  readonly name: string;
  readonly kind: 'airbase' | 'airport' | 'eab';
  readonly side: string;
  readonly hex: number;
  readonly hits: number;
  /** RS-AIR-3: CPY and AA less one per hit. */
  readonly cpy: number;
  readonly aa: number;
  /** RS-AIR-3: inoperative once its hits equal its capacity; RS-AIR-4 destroyed or captured. */
  readonly inoperative: boolean;
  readonly supplied: boolean;
}

/**
 * Every air base, airport and EAB in play (both sides': a base is a fixed installation, always
 * detected, RS-FOW-1), from the air slice; before the slice has them, from the scenario.
 */
export function airBases(view: RsView): AirBaseView[] {
  if (!on(view, 'air')) return [];
  const defs = view.world.scenario.extended?.air?.bases ?? [];
  const st = view.ext.air?.bases;
  if (Array.isArray(st) && st.length > 0)
    return st.map((x) => ({
      id: x.id,
      name: defs.find((d) => d.id === x.id)?.name ?? (x.kind === 'eab' ? 'EAB' : x.id),
      kind: x.kind,
      side: x.side,
      hex: x.hex,
      hits: x.hits,
      cpy: Math.max(0, x.cpy - x.hits),
      aa: Math.max(0, x.aa - x.hits),
      inoperative: x.destroyed || x.captured || (x.cpy > 0 && x.hits >= x.cpy),
      supplied: x.supplied !== false,
    }));
  const b = view.world.map.board;
  return defs.flatMap((def) => {
    const hex = b.parse(def.hex);
    if (hex === undefined) return [];
    return [
      {
        id: def.id,
        name: def.name,
        kind: def.kind,
        side: def.side,
        hex,
        hits: 0,
        cpy: def.cpy,
        aa: def.aa,
        inoperative: false,
        supplied: true,
      },
    ];
  });
}

/** The hex an air unit is at: airborne, or its base's (a carrier's) hex; -1 in a holding box. */
export function airUnitHex(view: RsView, a: AirUnitView): number {
  if (a.st.hex >= 0) return a.st.hex;
  const base = a.st.base;
  if (!base) return -1;
  const ab = airBases(view).find((x) => x.id === base);
  if (ab) return ab.hex;
  const ships = view.world.scenario.extended?.naval?.units ?? [];
  const j = ships.findIndex((s) => s.id === base);
  return j >= 0 ? (view.ext.naval?.units[j]?.hex ?? -1) : -1;
}

/** RS-AIR-10: the sortie rate of a side (NATO 3, WP 2). */
export const sortieRate = (side: string): number => (side === 'nato' ? 3 : 2);

/**
 * RS-AIR-10: the viewer's sorties this GT: left, of the total of the sortie rates of its units on
 * the map (a unit with 0 left has flown them or lost them), and how many units have a mode.
 */
export function sortieGauge(view: RsView): { left: number; total: number; moded: number } {
  let left = 0;
  let total = 0;
  let moded = 0;
  for (const a of airUnits(view)) {
    if (!a.own || a.st.pending) continue;
    total += Math.max(a.rate, a.st.sorties);
    left += Math.max(0, a.st.sorties);
    if (a.st.mode) moded++;
  }
  return { left, total: Math.max(total, left), moded };
}

/** Where one of the viewer's air or naval units is (its key), -1 when not on the map. */
export function extUnitLoc(view: RsView, key: number): number {
  const k = unitKey(key);
  if (k.kind === 'air') {
    const a = airUnits(view).find((x) => x.index === k.unit && x.own);
    return a && !a.st.pending ? airUnitHex(view, a) : -1;
  }
  if (k.kind === 'naval') {
    const n = navalUnits(view).find((x) => x.index === k.unit && x.own);
    return n && !n.st.pending ? n.st.hex : -1;
  }
  return -1;
}

/** The viewer's air units (on a base there or airborne) and naval units in a hex, as unit keys. */
export function extOwnAt(view: RsView, loc: number): number[] {
  const out: number[] = [];
  for (const n of navalUnits(view)) if (n.own && !n.st.pending && n.st.hex === loc) out.push(n.key);
  for (const a of airUnits(view)) if (a.own && !a.st.pending && airUnitHex(view, a) === loc) out.push(a.key);
  return out;
}

/**
 * In a movement segment, the viewer's air units that may still fly a mission (offensive mode,
 * sorties left, on a base on the map, RS-AIR-30/42) and its naval units on the map, after the
 * ground units in Tab's cycle.
 */
export function extReady(view: RsView): number[] {
  const air = airUnits(view).filter(
    (a) =>
      a.own &&
      !a.st.pending &&
      a.st.mode === 'offensive' &&
      a.st.sorties > 0 &&
      a.st.hex < 0 &&
      airUnitHex(view, a) >= 0,
  );
  const sea = navalUnits(view).filter((n) => n.own && !n.st.pending && n.st.hex >= 0 && !n.st.fired);
  return [...air.map((a) => a.key), ...sea.map((n) => n.key)];
}

// ---- naval ----

export interface NavalUnitView {
  readonly index: number;
  readonly key: number;
  readonly def: NavalUnitDef;
  readonly st: NavalUnitState;
  readonly own: boolean;
}

/** The naval units in the view: the viewer's all, the enemy's only when detected and on the map. */
export function navalUnits(view: RsView): NavalUnitView[] {
  const defs = view.world.scenario.extended?.naval?.units ?? [];
  const st = view.ext.naval?.units ?? [];
  const out: NavalUnitView[] = [];
  defs.forEach((def, i) => {
    const s = st[i];
    if (!s || s.eliminated) return;
    const own = def.side === view.viewer;
    // RS-FOW-4: a submarine in port is always detected; the detection rules set the flag.
    if (s.hidden || (!own && (!s.detected || s.hex < 0))) return;
    out.push({ index: i, key: NAVAL_KEY + i, def, st: s, own });
  });
  return out;
}

/** RS-MAP-2: the sea zone of a hex (mine warfare) and its mine level now (RS-NAV-51). */
export function seaZoneAt(view: RsView, hex: number): { name: string; mines: number } | null {
  const n = view.world.scenario.extended?.naval;
  if (!n || !on(view, 'naval')) return null;
  const b = view.world.map.board;
  const col = hex % b.width;
  const row = Math.floor(hex / b.width);
  const letter = n.seaZoneRows[row]?.[col];
  const z = letter && letter !== '.' ? n.seaZones.findIndex((x) => x.letter === letter) : -1;
  const zone = n.seaZones[z];
  if (!zone) return null;
  return { name: zone.name, mines: view.ext.naval?.mines?.[z] ?? zone.mines };
}

// ---- air defence ----

/** RS-AIR-100/101: the ADN sector of a hex and its status for air units flying in it. */
export function adnSectorAt(
  view: RsView,
  hex: number,
): { id: string; name: string; side: string; status: string } | null {
  const a = view.world.scenario.extended?.adn;
  if (!a || !on(view, 'air')) return null;
  const b = view.world.map.board;
  const letter = a.rows[Math.floor(hex / b.width)]?.[hex % b.width];
  const sec = letter && letter !== '.' ? a.sectors.find((s) => s.letter === letter) : undefined;
  if (!sec) return null;
  return { id: sec.id, name: sec.name, side: sec.side, status: sectorStatus(view, hex) };
}

/** The ADN installations in a hex (fixed installations: always detected, RS-FOW-1). */
export function adnInstallationsAt(
  view: RsView,
  hex: number,
): { id: string; kind: string; name: string; hits: number | undefined }[] {
  const a = view.world.scenario.extended?.adn;
  if (!a || !on(view, 'air')) return [];
  const b = view.world.map.board;
  // RS-AIR-100: hits as the view holds them (RS-OPT-24 may keep the enemy's from the viewer).
  return a.installations
    .filter((x) => b.parse(x.hex) === hex)
    .map((x) => ({ id: x.id, kind: x.kind, name: x.name, hits: view.ext.adn?.hits?.[x.id] }));
}

/** The other side's ADN installations in a hex (their side is their sector's, RS-AIR-100). */
export function enemyAdnAt(view: RsView, hex: number): { id: string; kind: string; name: string }[] {
  const a = view.world.scenario.extended?.adn;
  if (!a || !on(view, 'air')) return [];
  const b = view.world.map.board;
  return a.installations.filter((x) => {
    const side = a.sectors.find((sec) => sec.id === x.sector)?.side;
    return b.parse(x.hex) === hex && side !== undefined && side !== view.viewer;
  });
}

// ---- NBC ----

/** RS-NBC-1 / RS-WO-1: DEFCON and World Opinion (+ toward NATO), when the NBC rules are on. */
export function defconWo(view: RsView): { defcon: number; wo: number } | null {
  if (!on(view, 'nbc')) return null;
  const start = view.world.scenario.extended?.nbc;
  const n = view.ext.nbc;
  return { defcon: n?.defcon ?? start?.defcon ?? 5, wo: n?.wo ?? start?.worldOpinion ?? 0 };
}

/** RS-NBC-13..16: hexes with a nuclear attack marker, contaminated hexes, destroyed cities and ports. */
export function nbcMarkers(view: RsView): {
  nuclear: Set<number>;
  contaminated: Set<number>;
  destroyed: Set<number>;
} {
  const n = view.ext.nbc;
  const markers = n?.markers ?? [];
  return {
    nuclear: new Set(markers.filter((m) => m.kind === 'attack').map((m) => m.hex)),
    contaminated: new Set(markers.filter((m) => m.kind === 'contamination').map((m) => m.hex)),
    destroyed: new Set(n?.destroyed ?? []),
  };
}
