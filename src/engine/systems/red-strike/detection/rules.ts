// Who detects what, at which number and range (RS-DET-3..11, RS-DET-20..23, RS-AMB-39): the
// target's kind, the detectors of a side, the detection number at a range (the standard tables or
// the RCS when advanced detection is on), and the straight-line rules of RS-DET-5/6.

import { isOn } from '../ext/options.js';
import type { RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { onMap } from '../units.js';
import type { Detectable } from './api.js';
import {
  HELICOPTER_DRM,
  inModelList,
  MODEL_LISTS,
  STANDARD_TABLES,
  type DetectorKind,
  type TargetKind,
} from './data.js';
import { RCS_DATA, rcsNumber, rcsRow, type RcsEntry } from './rcs.js';
import type { DetectorRef } from './state.js';

const SUBMARINE_CLASSES: ReadonlySet<string> = new Set(['SS', 'SSN', 'SSGN', 'SSBN']);
const HELICOPTERS: ReadonlySet<string> = new Set(['helicopter', 'attack-helicopter']);

export function targetKey(t: Detectable): string {
  return `${t.kind === 'air' ? 'a' : 'n'}${t.unit}`;
}
export function detectorKey(d: DetectorRef): string {
  return `${d.kind === 'ground' ? 'g' : d.kind === 'air' ? 'a' : 'n'}${d.unit}`;
}

export interface TargetInfo {
  readonly side: Side;
  /** Hex, or -1 when not on the map (on a base display, in a holding box, not arrived, lost). */
  readonly hex: number;
  readonly kind: TargetKind;
  readonly helicopter: boolean;
  readonly ecm: number;
  readonly alive: boolean;
  /** RS-DET-3: EWDA air units are always detected. */
  readonly ewda: boolean;
  /** RS-NAV-12 / RS-FOW-4: In Port. */
  readonly inPort: boolean;
}

export function isEwdaModel(type: string, model: string): boolean {
  return type === 'ewda' || inModelList(MODEL_LISTS.ewda, model);
}

/** What detection knows of an air or naval unit; undefined when it has no definition. */
export function targetInfo(s: RsState, t: Detectable): TargetInfo | undefined {
  if (t.kind === 'air') {
    const d = s.world.scenario.extended?.air?.units[t.unit];
    const u = s.ext.air?.units[t.unit];
    if (!d || !u) return undefined;
    return {
      side: d.side,
      hex: u.hex,
      kind: 'air',
      helicopter: HELICOPTERS.has(d.type),
      ecm: d.ecm,
      alive: !u.eliminated && !u.pending,
      ewda: isEwdaModel(d.type, d.model),
      inPort: false,
    };
  }
  const d = s.world.scenario.extended?.naval?.units[t.unit];
  const u = s.ext.naval?.units[t.unit];
  if (!d || !u) return undefined;
  const inPort = u.mode === 'port';
  return {
    side: d.side,
    hex: u.hex,
    kind: SUBMARINE_CLASSES.has(d.class) && !inPort ? 'submarine' : 'surface',
    helicopter: false,
    ecm: d.ecm,
    alive: !u.eliminated && !u.pending,
    ewda: false,
    inPort,
  };
}

export interface DetectorInfo {
  readonly ref: DetectorRef;
  readonly key: string;
  readonly side: Side;
  readonly hex: number;
  readonly kind: DetectorKind;
  readonly nation: string;
  readonly model?: string;
  /** RS-DET-6 / RS-AMB-39: an air unit allowed to detect surface / submarine units. */
  readonly seesSurface: boolean;
  readonly seesSubmarines: boolean;
}

/** The air unit's row (RS-AMB-39): EWDA for the EWDA models, maritime patrol for the other listed ASW/MPA models. */
function airDetectorKind(side: Side, type: string, model: string): DetectorKind {
  if (isEwdaModel(type, model)) return 'ewda';
  if (type === 'maritime-patrol' || type === 'asw' || inModelList(MODEL_LISTS.submarine[side], model))
    return 'mpa';
  return 'air';
}

/** The units of `side` that may make detection attempts now (on the map; air units airborne). */
export function detectorsOf(
  s: RsState,
  side: Side,
  only?: 'ground' | 'air' | 'naval',
  near?: { readonly hex: number; readonly target: TargetKind },
): DetectorInfo[] {
  const out: DetectorInfo[] = [];
  // Ground units reach only a short way (range 0 in the standard tables): skip the others early.
  const reach = near ? groundReach(s, side, near.target) : Infinity;
  const b = s.world.map.board;
  if ((only === undefined || only === 'ground') && reach >= 0)
    s.units.forEach((u, i) => {
      const d = s.world.units[i]!;
      if (d.side !== side || !onMap(u)) return;
      if (near && b.distance(u.loc, near.hex) > reach) return;
      const ref = { kind: 'ground', unit: i } as const;
      out.push({
        ref,
        key: detectorKey(ref),
        side,
        hex: u.loc,
        kind: 'ground',
        nation: d.nation,
        seesSurface: false,
        seesSubmarines: false,
      });
    });
  const air = s.world.scenario.extended?.air?.units ?? [];
  if (only === undefined || only === 'air')
    s.ext.air?.units.forEach((u, i) => {
      const d = air[i];
      if (!d || d.side !== side || u.eliminated || u.pending || u.hex < 0) return;
      const ref = { kind: 'air', unit: i } as const;
      out.push({
        ref,
        key: detectorKey(ref),
        side,
        hex: u.hex,
        kind: airDetectorKind(side, d.type, d.model),
        nation: d.nation,
        model: d.model,
        // RS-DET-6 lists by model; a model the lists do not name detects by its type (RS-D-DET-MODELS).
        seesSurface:
          inModelList(MODEL_LISTS.surface[side], d.model) ||
          d.type === 'ewda' ||
          d.type === 'maritime-patrol',
        seesSubmarines:
          inModelList(MODEL_LISTS.submarine[side], d.model) ||
          d.type === 'asw' ||
          d.type === 'maritime-patrol',
      });
    });
  const naval = s.world.scenario.extended?.naval?.units ?? [];
  if (only === undefined || only === 'naval')
    s.ext.naval?.units.forEach((u, i) => {
      const d = naval[i];
      if (!d || d.side !== side || u.eliminated || u.pending || u.hex < 0) return;
      const ref = { kind: 'naval', unit: i } as const;
      out.push({
        ref,
        key: detectorKey(ref),
        side,
        hex: u.hex,
        kind: SUBMARINE_CLASSES.has(d.class) && u.mode !== 'port' ? 'submarine' : 'surface',
        nation: d.nation,
        seesSurface: true,
        seesSubmarines: true,
      });
    });
  return out;
}

/** The longest range at which a ground unit of `side` may detect `target` (-1: never). */
export function groundReach(s: RsState, side: Side, target: TargetKind): number {
  if (!advanced(s)) return STANDARD_TABLES[side].ground[target]?.range ?? -1;
  let r = -1;
  for (const e of rcsRows(s))
    if (e.side === side && e.platform === 'ground') r = Math.max(r, (e[target]?.length ?? 0) - 1);
  return r;
}

export function advanced(s: RsState): boolean {
  return isOn(s, 'advanced-detection');
}

export function rcsRows(s: RsState): readonly RcsEntry[] {
  const extra = s.world.scenario.extended?.detection?.rcs ?? [];
  return extra.length === 0 ? RCS_DATA : [...RCS_DATA, ...extra];
}

/**
 * The detection number of a detector against a target kind at `range` OpHexes, or null when it
 * may not try (RS-DET-6 lists, "—" in the table, beyond its range): the standard tables
 * (RS-DET-10/11) or, with advanced detection, the RCS (RS-DET-20/22).
 */
export function detectionNumber(
  s: RsState,
  det: DetectorInfo,
  target: TargetKind,
  range: number,
): { number: number; rule: string } | null {
  if (det.kind === 'air' || det.kind === 'ewda' || det.kind === 'mpa') {
    // RS-DET-6 / RS-AMB-39: only the listed models detect naval units.
    if (target === 'surface' && !det.seesSurface) return null;
    if (target === 'submarine' && !det.seesSubmarines) return null;
  }
  if (advanced(s)) {
    const row = rcsRow(rcsRows(s), det.side, det.kind, det.nation, det.model);
    const n = rcsNumber(row, target, range);
    return n === null ? null : { number: n, rule: 'RS-DET-22' };
  }
  const cell = STANDARD_TABLES[det.side][det.kind][target];
  if (!cell || range > cell.range) return null;
  return { number: cell.number, rule: det.side === 'nato' ? 'RS-DET-10' : 'RS-DET-11' };
}

/** The detection roll's DRM against a target (RS-DET-7 / RS-AIR-22 helicopters; RS-AMB-26: every helicopter). */
export function detectionDrm(det: DetectorInfo, t: TargetInfo): number {
  return t.helicopter ? HELICOPTER_DRM[det.side] : 0;
}

function isWater(s: RsState, hex: number, openOnly: boolean): boolean {
  const t = s.world.map.terrain[hex];
  return openOnly ? t === 'openWater' : t === 'openWater' || t === 'coastalWater';
}

/**
 * RS-DET-5 / RS-DET-6: naval units detect naval units only along a straight line through water
 * hexes, and nothing detects a submarine across a full or partial land hex (coastal water is
 * partly land). The hexes between the two are checked; a line along a hexside is clear when either
 * side of it is (decision RS-D-DET-LINE).
 */
export function lineClear(
  s: RsState,
  det: DetectorInfo,
  from: number,
  to: number,
  target: TargetKind,
): boolean {
  const naval = target === 'surface' || target === 'submarine';
  if (!naval) return true;
  const subOnly = target === 'submarine';
  if (!subOnly && det.ref.kind !== 'naval') return true;
  if (from === to) return true;
  const b = s.world.map.board;
  for (const nudge of [1, -1] as const) {
    const line = b.line(from, to, nudge).slice(1, -1);
    if (line.every((h) => h >= 0 && isWater(s, h, subOnly))) return true;
  }
  return false;
}

/** Is the target within some detection range of a unit of the other side (end phase, RS-DET-12/30/31)? */
export function withinEnemyRange(s: RsState, t: TargetInfo): boolean {
  if (t.hex < 0) return false;
  const b = s.world.map.board;
  for (const det of detectorsOf(s, otherSide(t.side), undefined, { hex: t.hex, target: t.kind })) {
    const range = b.distance(det.hex, t.hex);
    if (detectionNumber(s, det, t.kind, range) !== null && lineClear(s, det, det.hex, t.hex, t.kind))
      return true;
  }
  return false;
}

/** RS-DET-3 (standard game): a naval unit in a coastal hex that is also a city hex is detected. */
export function inCoastalCity(s: RsState, hex: number): boolean {
  if (hex < 0) return false;
  return s.world.map.cities.has(hex) || s.world.map.terrain[hex] === 'city';
}
