// Air-to-ground and air-naval attacks (RS-AIR-80..82, RS-AIR-90, RS-AIR-61..65): each striker
// attacks separately on the Air/Naval combat resolution track (RS-TRK) — ground targets and
// installations on the green row without ECM, naval targets on the blue row after the target's ECM
// roll. Hits on ground stacks never flip (RS-AIR-80) and are spread by RS-HIT-4 unless the strike
// is precision bombing (RS-AIR-82); interdiction and CAS score a virtual hit (RS-AIR-62/63).

import type { TerrainId } from '../data/schema.js';
import { isReconnoitred } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import { distributeHits } from '../hits.js';
import type { RsEvent, RsState } from '../model.js';
import { hitCanal, hitNavalUnit } from '../naval/api.js';
import { roundRs } from '../round.js';
import { otherSide, type Side } from '../scenario.js';
import { resolveTrack } from '../track.js';
import { onMap, unitsAt } from '../units.js';
import { airDef, factor } from './bases.js';
import type { AirAttackReport } from './state.js';

/** RS-AIR-81: +2 in any mountain terrain; +1 in a city (full or partial), woods or wooded rough. */
export function terrainDrm(t: TerrainId): number {
  if (t === 'mountain' || t === 'woodedMountain') return 2;
  if (t === 'city' || t === 'woods' || t === 'woodedRough') return 1;
  return 0;
}

/** The striker's factor for this attack: RS-HIT-8 after hits, ×2 against a Recon marker (RS-AIR-81), ½ single sortie (RS-OPT-9). */
export function strikeFactor(
  s: RsState,
  unit: number,
  f: 'b' | 'as' | 'ss',
  opts: { recon?: boolean; single?: boolean } = {},
): number {
  let v = factor(s, unit, f);
  if (opts.recon && f === 'b') v *= 2;
  if (opts.single) v = roundRs(v / 2);
  return v;
}

/** One striker's roll on the track. */
export function attackRoll(
  unit: number,
  fac: number,
  drm: number,
  row: 'green' | 'blue',
  dice: RsDice,
  ecm?: number,
  ecmDrm = 0,
): AirAttackReport {
  const r = resolveTrack({ factor: fac, drm, row, ...(ecm !== undefined ? { ecm, ecmDrm } : {}) }, dice);
  return {
    unit,
    factor: fac,
    drm,
    roll: r.roll,
    ...(r.ecmRoll !== undefined ? { ecmRoll: r.ecmRoll } : {}),
    final: r.final,
    hits: r.hits,
  };
}

/** Is any of these ground units (or the given one) reconnoitred (RS-AIR-66/81)? */
export function groundRecon(s: RsState, units: readonly number[]): boolean {
  return units.some((i) => isReconnoitred(s, { kind: 'ground', unit: i }));
}

export interface StrikeOpts {
  readonly mission: number;
  readonly side: Side;
  readonly single?: boolean;
}

/**
 * RS-AIR-80/81/82: strikers attack the enemy ground units in `hex`. Precision bombing (a striker
 * with the precision symbol, or a reconnoitred hex) lets the attacker put the hits on `chosen`.
 */
export function groundStrike(
  s: RsState,
  strikers: readonly number[],
  hex: number,
  chosen: number | undefined,
  o: StrikeOpts,
  dice: RsDice,
  events: RsEvent[],
): number {
  const enemy = otherSide(o.side);
  const targets = unitsAt(s, hex, enemy);
  const recon = groundRecon(s, targets);
  const drm = terrainDrm(s.world.map.terrain[hex]!);
  const attacks: AirAttackReport[] = [];
  let total = 0;
  for (const i of strikers) {
    const alive = unitsAt(s, hex, enemy);
    if (alive.length === 0) break;
    const a = attackRoll(
      i,
      strikeFactor(s, i, 'b', { recon, single: o.single ?? false }),
      drm,
      'green',
      dice,
    );
    attacks.push(a);
    if (a.hits === 0) continue;
    const precision = recon || airDef(s, i).symbols.precision === true;
    const pick = precision && chosen !== undefined && onMap(s.units[chosen]!) ? [chosen] : alive;
    total += distributeHits(s, pick, a.hits, false, events);
  }
  events.push({
    type: 'air-strike',
    mission: o.mission,
    side: o.side,
    what: `the units in ${s.world.map.board.label(hex)}`,
    hex,
    attacks,
    hits: total,
  });
  return total;
}

/** RS-AIR-80 on an installation: green row, the hits go to `hit` (air base, ADN installation...). */
export function installationStrike(
  s: RsState,
  strikers: readonly number[],
  hex: number,
  name: string,
  hit: (n: number, unit: number) => number,
  o: StrikeOpts,
  dice: RsDice,
  events: RsEvent[],
): number {
  const drm = terrainDrm(s.world.map.terrain[hex]!);
  const attacks: AirAttackReport[] = [];
  let total = 0;
  for (const i of strikers) {
    const a = attackRoll(i, strikeFactor(s, i, 'b', { single: o.single ?? false }), drm, 'green', dice);
    attacks.push(a);
    if (a.hits > 0) total += hit(a.hits, i);
  }
  events.push({
    type: 'air-strike',
    mission: o.mission,
    side: o.side,
    what: name,
    hex,
    attacks,
    hits: total,
  });
  return total;
}

/**
 * RS-AIR-61/65/90: strikers attack one naval unit with AS (SS against a submarine at sea), blue
 * row after the target's ECM roll (submarines In Port have none).
 */
export function navalStrike(
  s: RsState,
  strikers: readonly number[],
  target: number,
  f: 'as' | 'ss',
  o: StrikeOpts,
  dice: RsDice,
  events: RsEvent[],
): number {
  const d = s.world.scenario.extended!.naval!.units[target]!;
  const nu = s.ext.naval!.units[target]!;
  const defs = s.world.scenario.extended!.naval!.units;
  const isSub = (c: string) => ['SS', 'SSN', 'SSGN', 'SSBN'].includes(c);
  const sub = isSub(d.class);
  let ecm = sub && nu.mode === 'port' ? 0 : Math.max(0, d.ecm - nu.hits);
  let ecmDrm = 0;
  if (!sub) {
    // RS-NAV-65 / RS-AMB-28: an escort force (surface units stacked with SAGs) uses its highest
    // ECM, and each SAG gives −1 to the defender's ECM roll.
    const stack: number[] = [];
    s.ext.naval!.units.forEach((x, k) => {
      if (
        x.hex === nu.hex &&
        !x.eliminated &&
        !x.pending &&
        defs[k]!.side === d.side &&
        !isSub(defs[k]!.class)
      )
        stack.push(k);
    });
    const sags = stack.filter((k) => defs[k]!.class === 'SAG').length;
    if (stack.length >= 2 && sags > 0) {
      ecm = Math.max(...stack.map((k) => Math.max(0, defs[k]!.ecm - s.ext.naval!.units[k]!.hits)));
      ecmDrm = -sags;
    }
  }
  const attacks: AirAttackReport[] = [];
  let total = 0;
  for (const i of strikers) {
    if (nu.eliminated) break;
    const a = attackRoll(
      i,
      strikeFactor(s, i, f, { single: o.single ?? false }),
      0,
      'blue',
      dice,
      ecm,
      ecmDrm,
    );
    attacks.push(a);
    if (a.hits > 0) {
      hitNavalUnit(s, target, a.hits, events);
      total += a.hits;
    }
  }
  events.push({
    type: 'air-strike',
    mission: o.mission,
    side: o.side,
    what: d.name,
    hex: nu.hex,
    attacks,
    hits: total,
  });
  return total;
}

/**
 * RS-AIR-63: interdiction — strikers roll in turn until one scores a hit on the track (green row,
 * plain B: the rule's example reads "≤ B"); the hit is virtual and the hex is interdicted.
 */
export function interdictionStrike(
  s: RsState,
  strikers: readonly number[],
  hex: number,
  o: StrikeOpts,
  dice: RsDice,
  events: RsEvent[],
): boolean {
  const attacks: AirAttackReport[] = [];
  let success = false;
  for (const i of strikers) {
    const a = attackRoll(i, strikeFactor(s, i, 'b', { single: o.single ?? false }), 0, 'green', dice);
    attacks.push(a);
    if (a.hits > 0) {
      success = true;
      break;
    }
  }
  if (success && !s.interdicted.includes(hex)) s.interdicted.push(hex);
  // RS-MAP-9: an interdicted Kiel canal hex takes a hit toward the canal's destruction.
  if (success && s.ext.naval) hitCanal(s, hex, events);
  events.push({
    type: 'air-strike',
    mission: o.mission,
    side: o.side,
    what: `the hex ${s.world.map.board.label(hex)} (interdiction)`,
    hex,
    attacks,
    hits: 0,
    success,
  });
  return success;
}

/**
 * RS-AIR-62: CAS — strikers attack in turn (B, RS-AIR-81 modifiers, Recon doubles B) until one
 * scores; its first hit is virtual (the combat flag), the rest are inflicted on the ground units in
 * the hex without flipping. No more attacks after a success (decision RS-D-AIRCAS).
 */
export function casStrike(
  s: RsState,
  strikers: readonly number[],
  hex: number,
  o: StrikeOpts,
  dice: RsDice,
  events: RsEvent[],
): boolean {
  const enemy = otherSide(o.side);
  const targets = unitsAt(s, hex, enemy);
  const recon = groundRecon(s, targets);
  const drm = terrainDrm(s.world.map.terrain[hex]!);
  const attacks: AirAttackReport[] = [];
  let success = false;
  let extra = 0;
  for (const i of strikers) {
    const a = attackRoll(i, strikeFactor(s, i, 'b', { recon }), drm, 'green', dice);
    attacks.push(a);
    if (a.hits > 0) {
      success = true;
      if (a.hits > 1) extra = distributeHits(s, unitsAt(s, hex, enemy), a.hits - 1, false, events);
      break;
    }
  }
  events.push({
    type: 'air-strike',
    mission: o.mission,
    side: o.side,
    what: `close air support on ${s.world.map.board.label(hex)}`,
    hex,
    attacks,
    hits: extra,
    success,
  });
  return success;
}
