// What air defence reads of the air units (their counters in scenario.extended.air.units and their
// state in state.ext.air): current factors after hits (RS-HIT-8), types, speed classes (RS-OPT-13),
// BVR factors (RS-AIR-71), EWDA and jammer positions (RS-AIR-15/16, RS-OPT-17).

import { isOn } from '../ext/options.js';
import type { RsState } from '../model.js';
import type { AirUnitDef } from '../air/scenario.js';
import type { AirUnitState } from '../air/state.js';
import type { Side } from '../sides.js';

export function airDefOf(s: RsState, unit: number): AirUnitDef {
  return s.world.scenario.extended!.air!.units[unit]!;
}

export function airStateOf(s: RsState, unit: number): AirUnitState | undefined {
  return s.ext.air?.units[unit];
}

export function airIndexOf(s: RsState, id: string): number {
  return (s.world.scenario.extended?.air?.units ?? []).findIndex((d) => d.id === id);
}

/** Not eliminated, arrived. */
export function alive(s: RsState, unit: number): boolean {
  const u = airStateOf(s, unit);
  return !!u && !u.eliminated && !u.pending;
}

/** RS-HIT-8: a factor less the unit's hits, never below 0. */
export function current(s: RsState, unit: number, f: 'aa' | 'b' | 'as' | 'ss' | 'ecm'): number {
  return Math.max(0, airDefOf(s, unit)[f] - (airStateOf(s, unit)?.hits ?? 0));
}

export function isHelicopter(d: AirUnitDef): boolean {
  return d.type === 'helicopter' || d.type === 'attack-helicopter';
}

export function isMultirole(d: AirUnitDef): boolean {
  return d.type === 'multirole' || d.symbols.multirole === true;
}

/** RS-OPT-11: the F-117 (stealth symbol) when the optional rule is on. */
export function isStealthy(s: RsState, unit: number): boolean {
  return isOn(s, 'stealth') && airDefOf(s, unit).symbols.stealth === true;
}

/** RS-AIR-70: −1 to air-to-air rolls against low-manoeuvrability or low-speed aircraft. */
export function isSlow(d: AirUnitDef): boolean {
  return d.symbols.slow === true || d.speedClass === 1;
}

/** RS-OPT-13 class 3 models (the list of §30.13). */
const CLASS3 = [
  'F-14',
  'F-15',
  'F-16',
  'F-18',
  'F/A-18',
  'F-111',
  'F-117',
  'B-2',
  'Tornado',
  'MiG-23',
  'MiG-25',
  'MiG-27',
  'MiG-29',
  'MiG-31',
  'Su-15',
  'Su-24',
  'Su-27',
];

/** RS-OPT-13: the unit's speed class (its counter's, else 1 when slow, 3 for the listed models, else 2). */
export function speedClass(d: AirUnitDef): 1 | 2 | 3 {
  if (d.speedClass) return d.speedClass;
  if (d.symbols.slow) return 1;
  return CLASS3.some((m) => d.model.startsWith(m)) ? 3 : 2;
}

/**
 * RS-AIR-71: the BVR factor at an OpHex range (the RCS "vs air" row, range 1 = bvr[0]); null at
 * range 0 (normal AA), beyond the row, or for a unit without BVR weapons. Lowered by hits (RS-HIT-8).
 */
export function bvrFactor(d: AirUnitDef, range: number, hits = 0): number | null {
  if (!d.bvr || range < 1 || range > d.bvr.length) return null;
  const f = d.bvr[range - 1]!;
  return f > 0 ? Math.max(0, f - hits) : null;
}

/** Air units of a side airborne in a hex (missions under way, CAP, EWDA, jammers on the map). */
export function airborneAt(s: RsState, hex: number, side: Side): number[] {
  const out: number[] = [];
  s.ext.air?.units.forEach((u, i) => {
    if (u.hex === hex && u.base === null && !u.eliminated && !u.pending && airDefOf(s, i).side === side)
      out.push(i);
  });
  return out;
}

/** RS-AIR-16 / RS-AMB-25: a NATO E-3A on the map within 10 hexes of the hex. */
export function e3aNear(s: RsState, hex: number): boolean {
  const b = s.world.map.board;
  return (s.ext.adn?.ewda ?? []).some(
    (e) =>
      e.side === 'nato' &&
      e.hex >= 0 &&
      alive(s, e.unit) &&
      airDefOf(s, e.unit).model.startsWith('E-3') &&
      b.distance(e.hex, hex) <= 10,
  );
}

/** RS-OPT-17: the best ECM of a stand-off jammer of `side` within 10 hexes (0 if none or the rule is off). */
export function standOffJammerEcm(s: RsState, hex: number, side: Side): number {
  if (!isOn(s, 'jammers')) return 0;
  const b = s.world.map.board;
  let best = 0;
  for (const j of s.ext.adn?.jammers ?? [])
    if (j.side === side && alive(s, j.unit) && j.hex >= 0 && b.distance(j.hex, hex) <= 10)
      best = Math.max(best, current(s, j.unit, 'ecm'));
  return best;
}

/** RS-TRK-2 / RS-AIR-20: the highest current ECM among the units (the stack's ECM). */
export function stackEcm(s: RsState, units: readonly number[]): number {
  return units.reduce((m, u) => (alive(s, u) ? Math.max(m, current(s, u, 'ecm')) : m), 0);
}
