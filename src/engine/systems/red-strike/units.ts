// Unit ratings and damage by category (RS-UNIT-1, RS-HIT-2..6, RS-GND-1..4), stacks and RE (RS-SCALE-3).

import { ruleError, type RuleError } from '../../core/errors.js';
import type { RsState, UnitState } from './model.js';
import type { Side } from './scenario.js';
import type { RsUnitDef, RsWorld } from './world.js';

export function isAssault(d: RsUnitDef): boolean {
  return d.class === 'armour' || d.class === 'infantry';
}

/**
 * RS-GCB-11 / RS-GND-4: armour or infantry for tactical withdrawal; defenders' HQ, LRMU and
 * support units count as armour with MA > 7. (We use the same reading for their terrain costs:
 * decision RS-D-MOVECLASS, not from the source.)
 */
export function armourClass(d: RsUnitDef): boolean {
  if (d.class === 'armour') return true;
  if (d.class === 'infantry') return false;
  if (d.class === 'lrmu') return d.ma > 7;
  return d.ma > 7;
}

/** The current value of a rating: printed side minus hit markers (RS-HIT-3), never below 0. */
export function currentCs(d: RsUnitDef, u: UnitState): number {
  const printed =
    d.class === 'support' || d.class === 'lrmu' ? (d.ds ?? 0) : u.reduced ? (d.csReduced ?? d.cs) : d.cs;
  return Math.max(0, printed - u.hits);
}

export function onMap(u: UnitState): boolean {
  return u.loc >= 0 && !u.eliminated && !u.pending;
}

export function sideOf(w: RsWorld, i: number): Side {
  return w.units[i]!.side;
}

/** Indices of the units of `side` (or any side) in a hex. */
export function unitsAt(s: RsState, loc: number, side?: Side): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (u.loc === loc && onMap(u) && (side === undefined || s.world.units[i]!.side === side)) out.push(i);
  });
  return out;
}

export function occupant(s: RsState, loc: number): Side | null {
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i]!;
    if (u.loc === loc && onMap(u)) return s.world.units[i]!.side;
  }
  return null;
}

export function reOf(s: RsState, units: readonly number[]): number {
  return units.reduce((a, i) => a + s.world.units[i]!.reSize, 0);
}

/** RS-HIT-3..6: one hit on a ground unit; `ground` = from ground-to-ground combat (flips assault units). */
export function applyHit(
  d: RsUnitDef,
  u: UnitState,
  ground: boolean,
): { flipped: boolean; eliminated: boolean } {
  if (d.class === 'support' || d.class === 'lrmu') {
    // RS-HIT-5: destroyed by the first hit.
    u.eliminated = true;
    u.loc = -1;
    return { flipped: false, eliminated: true };
  }
  if (d.class === 'hq') {
    // RS-HIT-6 / RS-CMD-5: destroyed by the 4th hit.
    u.hits += 1;
    if (u.hits >= 4) {
      u.eliminated = true;
      u.loc = -1;
      return { flipped: false, eliminated: true };
    }
    return { flipped: false, eliminated: false };
  }
  // RS-HIT-3: a unit at strength 1 that loses more is eliminated.
  if (currentCs(d, u) <= 1) {
    u.eliminated = true;
    u.loc = -1;
    return { flipped: false, eliminated: true };
  }
  if (ground && !u.reduced) {
    u.reduced = true;
    // RS-HIT-3 / RS-AMB-17: markers from air/missile hits at or above the reduced CS eliminate it.
    if (currentCs(d, u) <= 0) {
      u.eliminated = true;
      u.loc = -1;
      return { flipped: true, eliminated: true };
    }
    return { flipped: true, eliminated: false };
  }
  u.hits += 1;
  if (currentCs(d, u) <= 0) {
    u.eliminated = true;
    u.loc = -1;
    return { flipped: false, eliminated: true };
  }
  return { flipped: false, eliminated: false };
}

/** How many ground-combat hits eliminate the unit now (RS-HIT-3..6), found by applying them to a copy. */
export function hitsToKill(d: RsUnitDef, u: UnitState): number {
  const c = { ...u };
  for (let n = 1; n <= 50; n++) if (applyHit(d, c, true).eliminated) return n;
  return 50;
}

/**
 * The units an order names, checked: known, the acting side's, on the map, each named once. The
 * indices in order, or the refusal. `verb` names the order ("move", "echelon").
 */
export function ownUnitsNamed(
  s: RsState,
  side: Side,
  ids: readonly string[],
  verb: string,
): number[] | RuleError {
  if (ids.length === 0)
    return ruleError(
      'BAD_COMMAND',
      `${/^[aeiou]/.test(verb) ? 'An' : 'A'} ${verb} order needs at least one unit.`,
    );
  const units: number[] = [];
  for (const id of ids) {
    const i = s.world.byId.get(id);
    if (i === undefined) return ruleError('NO_SUCH_UNIT', `No unit "${id}".`);
    const d = s.world.units[i]!;
    if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
    if (!onMap(s.units[i]!)) return ruleError('NOT_ON_MAP', `${d.name} is not on the map.`);
    if (units.includes(i)) return ruleError('BAD_COMMAND', `${d.name} is named twice.`);
    units.push(i);
  }
  return units;
}
