// Fire combat (PC-FIR): who may fire at what, the fire value with every modifier and its rule ID,
// the target's defense, the combat value and the casualty range (computeFire, pure), and the
// resolution with the dice (resolveFire). Commands and opportunity fire both come through here.

import type { Factor, GameEvent, Roll } from '../events.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameState } from '../model/state.js';
import type { Params } from '../model/params.js';
import { SIDE as SIDE_BIT } from '../model/terrain.js';
import { menEquivalent, otherSide, type Quality, type UnitDef } from '../model/unit.js';
import type { Dice } from '../../../core/rng.js';
import { ruleOn, terrainAt } from '../world.js';
import { lowFuelDefence } from './low-fuel.js';
import { terrainNow } from './terrain-in-effect.js';
import {
  hasFlag,
  isArmored,
  isArtillery,
  isInfantryFire,
  isVehicleForAssault,
  markEngaged,
  unitsAt,
} from './combat-units.js';
import { isDetached } from './command.js';
import { isUnavailable } from './supply.js';
import { fatigueCombatPercent } from './fatigue.js';
import {
  fortificationDefenseMultiplier,
  fortificationPercent,
  FORT_NAMES,
  hexStateFor,
  isHardFortification,
  protectedBy,
} from './fortifications.js';
import { lineOfSight } from './los.js';
import { raiseSpotLevels } from './spotting.js';
import {
  alternativeCalculation,
  applyCasualties,
  casualtyRange,
  combinePercents,
  drawCasualties,
  numbers,
  type CasualtyRange,
} from './results.js';
import { effectiveVisibility } from './weather.js';
import { deployingTarget, notePhaseFire, phaseFireFactors, phaseFireRefusal } from './phases.js';
import { readUnits } from '../draft.js'; // reads every unit: no copies for apply()'s draft
import { hedgeDefence } from './hedgerows.js';
import { riderDefense } from './riders.js';
import { isInside } from './transport.js';
import { afterShot, specialFireRefusal } from './special-rules.js';
import { smokeAllows } from './smoke-sight.js';

export interface FireSpec {
  readonly firer: number;
  readonly target: number;
  readonly indirect: boolean;
  /** Fire during the enemy's player turn (PC-TRN-06). */
  readonly opportunity: boolean;
}

export interface FireCalc extends FireSpec {
  readonly from: number;
  readonly targetLoc: number;
  readonly range: number;
  /** Hard target: the firer's Hard value is used (PC-UNT-05). */
  readonly hard: boolean;
  readonly factors: Factor[];
  /** Modified attack (fire value). */
  readonly attack: number;
  /** Modified defense of the target. */
  readonly defense: number;
  /** attack ÷ defense × combat multipliers (PC-FIR-05). */
  readonly combatValue: number;
  /** Combined percentage modifier (PC-GEN-07). */
  readonly modifier: number;
  readonly casualties: CasualtyRange;
  /** Multiplier on the loss counted for disruption (PC-FIR-24). */
  readonly disruptionLoss: number;
  readonly mpCost: number;
  /** Indirect fire at an Unknown unit: the firer is not told the result (PC-SPT-09). */
  readonly hiddenFromFirer: boolean;
}

const visMemo = new WeakMap<object, { turn: number; vis: number; storm: boolean; value: number }>();

/** Effective visibility this turn, memoised per world and turn (the fire hot path asks often). */
export function visibilityNow(state: GameState): number {
  const m = visMemo.get(state.world);
  const w = state.weather;
  if (m && m.turn === state.turn && m.vis === w.visibility && m.storm === w.storm) return m.value;
  const value = effectiveVisibility(state);
  visMemo.set(state.world, { turn: state.turn, vis: w.visibility, storm: w.storm, value });
  return value;
}

/** PC-FIR-10 */
export function qualityFirePercent(q: Quality, qfm: number): number {
  return { A: 20 * qfm, B: 10 * qfm, C: 0, D: -20, E: -40, F: -60 }[q];
}

/** PC-FIR-16: effectiveness in percent at f percent of full strength, breakpoint p% men = e%. */
export function infantryEffectiveness(f: number, p: number, e: number): number {
  if (f >= p) return p >= 100 ? 100 : e + ((100 - e) * (f - p)) / (100 - p);
  return p <= 0 ? e : (e * f) / p;
}

/** PC-FIR-22: the divisor of direct fire at range n with Range Effect r (range 0 doubles). */
export function rangeDivisor(n: number, r: number): number {
  if (n <= 0) return 0.5;
  return 1 + (n - 1) * (r - 1);
}

/**
 * The elevation fire modifier, percent (direct fire only). PC-FIR-12: params.elevationModifier once
 * when the target is higher. PB-FIRE-15 (variant.elevationLevelMetres > 0): the modifier per height
 * level of difference, up to variant.elevationMaxLevels, lowering fire at a higher target and
 * raising it at a lower one; the levels add (our reading: the spec leaves add or compound open).
 */
export function elevationFire(
  params: Params,
  firerMetres: number,
  targetMetres: number,
): { label: string; pct: number; rule: string } | null {
  const per = params.elevationModifier;
  const metres = params.variant.elevationLevelMetres;
  if (metres <= 0)
    return targetMetres > firerMetres ? { label: 'target higher', pct: per, rule: 'PC-FIR-12' } : null;
  const diff = Math.floor(targetMetres / metres) - Math.floor(firerMetres / metres);
  const levels = Math.min(Math.abs(diff), params.variant.elevationMaxLevels);
  if (levels === 0 || per === 0) return null;
  const s = levels === 1 ? '' : 's';
  return diff > 0
    ? { label: `target ${levels} level${s} higher`, pct: per * levels, rule: 'PB-FIRE-15' }
    : { label: `target ${levels} level${s} lower`, pct: -per * levels, rule: 'PB-FIRE-15' };
}

/** PC-FIR-23: armor effectiveness of Hard value h against an armored target's defense d. */
export function armorEffectiveness(h: number, d: number): number {
  if (h <= 0 || d <= 0) return h <= 0 ? 0 : 1;
  return h < d ? h / d : 1 / Math.sqrt(h / d);
}

/** The Hard or Soft value a firer uses against a target (PC-FIR-01, PC-UNT-05). */
export function isHardTarget(state: GameState, target: number): boolean {
  if (riderDefense(state, target) !== undefined) return false; // PB-UNIT-34: riders are soft
  const f = protectedBy(state, target);
  return isArmored(state.world.units[target]!) || (f !== null && isHardFortification(f.type));
}

/**
 * Non-mortar indirect fire by a land unit, which Panzer Battles charges double and fires at double
 * value (PB-FIRE-03). Ships keep their own doubling (PC-FIR-02) and are not doubled twice.
 */
function otherIndirect(def: UnitDef, indirect: boolean): boolean {
  return indirect && def.type !== 'mortar' && def.type !== 'naval';
}

/**
 * PC-FIR-02: MP cost of one shot: 1/3 MA direct, 1/2 MA indirect, ×2 for ships; rounded
 * (rules-decisions). The shares are parameters (params.variant.fireCost): Panzer Battles charges
 * mortars 1/2 MA and other indirect fire 2/3 MA (PB-FIRE-03).
 */
export function fireCost(state: GameState, firer: number, indirect: boolean): number {
  const s = state.units[firer]!;
  const def = state.world.units[firer]!;
  if (s.mpMax <= 0) return 0;
  if (state.phase) return 0; // PC-FIR-02, PC-PHS-03: under Manual Defensive Fire fire costs no MP (implied)
  const c = state.world.params.variant.fireCost;
  const share = !indirect ? c.direct : otherIndirect(def, indirect) ? c.otherIndirect : c.mortarIndirect;
  const cost = Math.max(1, Math.round(s.mpMax * share));
  return def.type === 'naval' ? cost * 2 : cost;
}

/**
 * PB-FIRE-21 (PB-DIFF-20) stack fire modifier: ×1 up to half the maximum stacking limit, rising
 * linearly to ×2 at the limit and held there (the spec's implementation note: 1 + (S − L/2)/(L/2)
 * clamped to [1, 2], S = men-equivalents of all units in the target hex).
 */
export function stackFireMultiplier(stack: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.min(2, Math.max(1, 1 + (stack - limit / 2) / (limit / 2)));
}

/** Men-equivalents of every unit in a hex (PB-FIRE-21's stack measure). */
export function stackInHex(state: GameState, loc: number): number {
  let sum = 0;
  for (const u of unitsAt(state, loc)) sum += menEquivalent(state.world.units[u]!, state.units[u]!.strength);
  return sum;
}

/**
 * A defensive benefit as a vehicle target receives it: Panzer Battles gives vehicles only half of
 * the terrain and of the IP/Trench benefit (PB-FIRE-12 item 5, PB-FORT-02, PB-DIFF-19); penalties
 * (positive modifiers) are not scaled. params.variant.vehicleCoverShare is 1 in the operational game.
 */
export function vehicleCover(state: GameState, target: number, modifier: number): number {
  const share = state.world.params.variant.vehicleCoverShare;
  if (modifier >= 0 || share === 1) return modifier;
  return isVehicleForAssault(state.world.units[target]!, state.units[target]!) ? modifier * share : modifier;
}

/** A firer's hex it can enter only by road movement (PC-FIR-15, PC-MOV-06). */
function roadOnlyHex(state: GameState, def: UnitDef, loc: number): boolean {
  const t = terrainNow(state, loc).terrain; // PC-MAP-08: as movement sees it under Snow
  if (t.cost[def.moveClass] < 0) return true;
  return (
    t.vehiclesRoadOnly === true &&
    (def.component !== 'men' || def.moveClass === 'motorized' || def.moveClass === 'tracked')
  );
}

/** The direction from `a` toward `b`: the first step of the hex line (for Facing, PC-FIR-26). */
export function directionToward(state: GameState, a: number, b: number): number {
  const board = state.world.board;
  if (board.distance(a, b) === 1) return board.directionTo(a, b);
  const next = board.line(a, b)[1];
  return next === undefined || next < 0 ? -1 : board.directionTo(a, next);
}

export function facingAllows(facing: number | undefined, dir: number): boolean {
  if (facing === undefined) return true;
  return dir === facing || dir === (facing + 1) % 6 || dir === (facing + 5) % 6;
}

/** PC-FIR-06: the most protective hexside modifier on the side of the target hex that fire crosses. */
export function hexsideInto(
  state: GameState,
  from: number,
  to: number,
): { name: string; modifier: number } | null {
  const board = state.world.board;
  const prev = board.distance(from, to) === 1 ? from : board.line(from, to).at(-2);
  if (prev === undefined || prev < 0) return null;
  const edge = board.edgeBetween(prev, to);
  if (edge < 0) return null;
  const bits = state.edgeOverrides[edge] ?? state.world.edges[edge]!;
  let best: { name: string; modifier: number } | null = null;
  for (const h of state.world.params.hexsides) {
    if (h.modifier === 0 || !(bits & SIDE_BIT[h.feature])) continue;
    if (!best || h.modifier < best.modifier) best = { name: h.name, modifier: h.modifier };
  }
  return best;
}

/** Why a unit cannot fire at all right now, or null (PC-FIR-02/03/14/15/27, PC-UNT-01/02). */
export function firerRefusal(
  state: GameState,
  firer: number,
  indirect: boolean,
  opportunity: boolean,
): RuleError | null {
  const def = state.world.units[firer]!;
  const s = state.units[firer]!;
  const no = (msg: string, rule?: string) => ruleError('CANNOT_FIRE', `${def.name} ${msg}`, rule);
  if (s.status !== 'active' || s.loc < 0) return no('is not on the map.', 'PC-FIR-01');
  if (def.type === 'hq' || def.type === 'supply' || def.type === 'deception')
    return no('cannot fire.', 'PC-UNT-02');
  if (def.hard.value <= 0 && def.soft.value <= 0) return no('has no fire values.', 'PC-UNT-03');
  if (s.cohesion === 'broken') return no('is Broken and cannot fire.', 'PC-FIR-14');
  if (s.mode === 'rail' && def.type !== 'rail') return no('is in Rail Mode and cannot fire.', 'PC-FIR-15');
  if (def.flags.towed && s.mode !== 'deployed')
    return no('is limbered (Travel Mode) and cannot fire.', 'PC-UNT-01');
  if (isUnavailable(state, firer)) return no('is Unavailable this turn.', 'PC-SUP-14');
  if (hasFlag(s, 'mineOps')) return no('is working on mines and cannot fire.', 'PC-UNT-14');
  if (indirect && !def.flags.indirect) return no('cannot fire indirectly.', 'PC-FIR-03');
  if (indirect && hasFlag(s, 'setupRequired'))
    return no('must set up before firing indirectly.', 'PC-SUP-24');
  if (def.flags.siegeGun) {
    if (opportunity) return no('is a Siege Gun and never uses opportunity fire.', 'PC-FIR-27');
    if (s.fired) return no('is a Siege Gun and has already fired this turn.', 'PC-FIR-27');
  }
  if (s.mpMax <= 0 && s.fired && !opportunity)
    return no('is immobile and has already fired this turn.', 'PC-MOV-22');
  return specialFireRefusal(state, firer) ?? phaseFireRefusal(state, firer); // SR-TRUCE/SR-AMMO; PC-PHS-03c/g
}

/** Spotters for indirect fire at a hex: own units not Broken, not Partisans, seeing it (PC-FIR-03). */
export function spottersOf(state: GameState, side: UnitDef['side'], loc: number): number[] {
  const out: number[] = [];
  forEachSpotter(state, side, loc, (i) => {
    out.push(i);
    return false;
  });
  return out;
}

/** Calls `visit` for each valid spotter of `loc` until it returns true (PC-FIR-03). */
function forEachSpotter(
  state: GameState,
  side: UnitDef['side'],
  loc: number,
  visit: (unit: number) => boolean,
): void {
  const vis = visibilityNow(state);
  const { board, units } = state.world;
  const all = readUnits(state);
  const stillOnly = state.world.params.variant.stillSpotters;
  for (let i = 0; i < all.length; i++) {
    const s = all[i]!;
    const def = units[i]!;
    if (def.side !== side || s.status !== 'active' || s.loc < 0 || s.cohesion === 'broken') continue;
    if (def.type === 'partisan' || board.distance(s.loc, loc) > vis) continue;
    // PB-SPOT-14 (PB-DIFF-11): under the tactical profile a spotter must not have moved or fired.
    if (stillOnly && def.side === state.activeSide && (s.moved || s.fired)) continue;
    if (!lineOfSight(state.world, s.loc, loc) || !smokeAllows(state, s.loc, loc)) continue; // PB-FIRE-46
    if (visit(i)) return;
  }
}

/** 'none', 'detachedOnly' (fire at 1/2) or 'ok': who can spot `loc` for the side's artillery (PC-FIR-03). */
export function spotterStatus(
  state: GameState,
  side: UnitDef['side'],
  loc: number,
): 'none' | 'detachedOnly' | 'ok' {
  let status: 'none' | 'detachedOnly' | 'ok' = 'none';
  forEachSpotter(state, side, loc, (i) => {
    if (!isDetached(state, i)) {
      status = 'ok';
      return true;
    }
    status = 'detachedOnly';
    return false;
  });
  return status;
}

/**
 * PB-FIRE-10 (PB-DIFF-30): indirect fire into one hex per player turn is limited to a multiple of
 * the maximum stacking value, measured like the Hex Fire Limitation (PC-FIR-28) in men-equivalents
 * of the firing units: allowed while the running total plus this firer stays within the limit.
 */
export function indirectCapRefusal(state: GameState, firer: number, loc: number): RuleError | null {
  const cap = state.world.params.variant.indirectHexCap;
  if (cap <= 0) return null;
  const limit = cap * state.world.params.maxStacking;
  const used = state.combat.indirectInto?.[loc] ?? 0;
  const def = state.world.units[firer]!;
  const me = menEquivalent(def, state.units[firer]!.strength);
  if (used + me <= limit) return null;
  return ruleError(
    'NOT_ALLOWED',
    `Indirect fire limit: ${fmt(used)} of ${fmt(limit)} men-equivalents have already fired into ${state.world.board.label(loc)} this turn; ${def.name} has ${fmt(me)}.`,
    'PB-FIRE-10',
  );
}

/** Why this firer cannot fire at this target unit, or null (range, spotting, LOS, facing). */
export function targetRefusal(state: GameState, spec: FireSpec): RuleError | null {
  const { firer, target, indirect, opportunity } = spec;
  const { board, units } = state.world;
  const fd = units[firer]!;
  const fs = state.units[firer]!;
  const td = units[target]!;
  const ts = state.units[target]!;
  const hex = board.label(ts.loc);
  if (ts.status !== 'active' || ts.loc < 0 || td.side === fd.side)
    return ruleError('NOT_SPOTTED', `No spotted enemy unit in ${hex}.`, 'PC-FIR-01');
  if (isInside(state, target))
    return ruleError('CANNOT_FIRE', `${td.name} is inside its carrier; fire at the carrier.`, 'PB-UNIT-34');
  const k = state.knowledge[fd.side];
  const spotted = k.spotted.includes(target);
  const unknown = !spotted && k.unknown.includes(target);
  const d = board.distance(fs.loc, ts.loc);
  const hard = isHardTarget(state, target);
  const value = hard ? fd.hard : fd.soft;
  const kind = hard ? 'Hard' : 'Soft';
  if (value.value <= 0 || value.range <= 0)
    return ruleError(
      'CANNOT_FIRE',
      `${fd.name} cannot fire at ${kind} targets such as ${td.name}.`,
      'PC-FIR-01',
    );
  if (d > value.range)
    return ruleError(
      'OUT_OF_RANGE',
      `${fd.name} has ${kind} range ${value.range}; ${hex} is ${d} hexes away.`,
      'PC-FIR-01',
    );
  if (fd.facing !== undefined && !facingAllows(fd.facing, directionToward(state, fs.loc, ts.loc)))
    return ruleError('CANNOT_FIRE', `${fd.name} faces away from ${hex}.`, 'PC-FIR-26');
  if (indirect) {
    const capped = indirectCapRefusal(state, firer, ts.loc);
    if (capped) return capped;
    const byMap = !spotted && !unknown && ruleOn(state.world, 'indirectByMap'); // PC-FIR-18
    if (byMap) return null;
    if (!spotted && !unknown && !opportunity)
      return ruleError('NOT_SPOTTED', `No spotted enemy unit in ${hex}.`, 'PC-FIR-03');
    if (spotterStatus(state, fd.side, ts.loc) === 'none') {
      const still = state.world.params.variant.stillSpotters;
      return ruleError(
        'NOT_SPOTTED',
        `None of your units that can spot for artillery sees ${hex}${still ? ' (units that moved or fired this turn cannot spot)' : ''}.`,
        still ? 'PB-SPOT-14' : 'PC-FIR-03',
      );
    }
    return null;
  }
  // Direct fire: the target spotted (the opportunity firer watches the mover itself), in LOS and visibility.
  if (!spotted && !opportunity)
    return ruleError('NOT_SPOTTED', `No spotted enemy unit in ${hex}.`, 'PC-FIR-01');
  const vis = visibilityNow(state);
  if (d > vis) return ruleError('NO_LOS', `${hex} is beyond visibility (${vis} hexes).`, 'PC-SPT-02');
  if (!lineOfSight(state.world, fs.loc, ts.loc))
    return ruleError('NO_LOS', `${fd.name} has no line of sight to ${hex}.`, 'PC-FIR-01');
  if (!smokeAllows(state, fs.loc, ts.loc))
    return ruleError('NO_LOS', `Smoke blocks ${fd.name}'s line of sight to ${hex}.`, 'PB-FIRE-46');
  return null;
}

/** PC-FIR-02, PC-FIR-28: MP and the Hex Fire Limitation, for fire in the firer's own turn. */
export function costRefusal(
  state: GameState,
  firer: number,
  indirect: boolean,
  opportunity: boolean,
): RuleError | null {
  const def = state.world.units[firer]!;
  const s = state.units[firer]!;
  if (!opportunity) {
    const cost = fireCost(state, firer, indirect);
    if (s.mp < cost)
      return ruleError(
        'NOT_ENOUGH_MP',
        `${def.name} has ${fmt(s.mp)} MP left; ${indirect ? 'indirect' : 'direct'} fire costs ${cost}.`,
        'PC-FIR-02',
      );
  }
  const limit = 3 * state.world.params.maxStacking;
  const used = state.combat.hexFire[s.loc] ?? 0;
  const me = menEquivalent(def, s.strength);
  if (used + me > limit)
    return ruleError(
      'NOT_ALLOWED',
      `Hex Fire Limitation: ${fmt(used)} of ${limit} men-equivalents have already fired from ${state.world.board.label(s.loc)} this turn; ${def.name} has ${me}.`,
      'PC-FIR-28',
    );
  return null;
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/** The fire value, defense, combat value and casualty range of one shot; touches nothing (PC-FIR-04..30). */
export function computeFire(state: GameState, spec: FireSpec): FireCalc {
  const { firer, target, indirect, opportunity } = spec;
  const { world } = state;
  const { board, params, units } = world;
  const fd = units[firer]!;
  const fs = state.units[firer]!;
  const td = units[target]!;
  const ts = state.units[target]!;
  const from = fs.loc;
  const to = ts.loc;
  const range = board.distance(from, to);
  const fort = protectedBy(state, target);
  const hard = isHardTarget(state, target);
  const av = hard ? fd.hard.value : fd.soft.value;
  const factors: Factor[] = [];
  const mul = (label: string, value: number, rule: string, applies: Factor['applies'] = 'attack') => {
    if (value !== 1) factors.push({ label, kind: 'mul', value, rule, applies });
  };
  const pcts: number[] = [];
  const pct = (label: string, value: number, rule: string, applies: Factor['applies']) => {
    if (value === 0) return;
    factors.push({ label, kind: 'pct', value, rule, applies });
    pcts.push(value);
  };

  // PC-FIR-04, PC-FIR-16: attack value × strength in men-equivalents (infantry: effective strength).
  let strength = menEquivalent(fd, fs.strength);
  if (isInfantryFire(fd) && fd.strength > 0) {
    const f = (100 * fs.strength) / fd.strength;
    const eff = infantryEffectiveness(f, params.combat.infantryBreakpointMen, params.infantryEffectiveness);
    strength = (fd.strength * eff) / 100;
  }
  factors.push({
    label: `${hard ? 'Hard' : 'Soft'} ${av} × ${fmt(strength)} men-eq`,
    kind: 'set',
    value: av * strength,
    rule: isInfantryFire(fd) ? 'PC-FIR-16' : 'PC-FIR-04',
    applies: 'attack',
  });
  let attack = av * strength;

  const m: [string, number, string][] = [];
  if (fd.type === 'naval') m.push(['ship', 2, 'PC-FIR-02']);
  if (fs.cohesion === 'disrupted') m.push(['Disrupted', 0.5, 'PC-FIR-14']);
  if (fs.digging) m.push(['Digging-In', 0.5, 'PC-FIR-15']);
  if (fs.lowAmmo) m.push(['Low Ammo', 0.5, 'PC-FIR-15']);
  if (roadOnlyHex(state, fd, from)) m.push(['firing from a road-only hex', 0.25, 'PC-FIR-15']);
  else if (fs.mode === 'travel') m.push(['Travel Mode', 0.5, 'PC-FIR-15']);
  if (hasFlag(fs, 'patrolling')) m.push(['Patrolling', 0.75, 'PC-FIR-30']);
  const indirectValue = params.variant.fireCost.otherIndirectValue;
  if (otherIndirect(fd, indirect) && indirectValue !== 1)
    m.push(['non-mortar indirect fire (double cost)', indirectValue, 'PB-FIRE-03']);
  if (params.variant.stackFire) {
    const stack = stackInHex(state, to);
    const sf = stackFireMultiplier(stack, params.maxStacking);
    if (sf !== 1) m.push([`stack of ${fmt(stack)} men-eq`, sf, 'PB-FIRE-21']);
  }
  if (hasFlag(fs, 'stockpiled')) m.push(['Stockpiled', params.stockpiledFireModifier / 100, 'PC-SUP-27']);
  if (state.weather.storm) m.push(['Storm', 0.5, 'PC-ENV-08']);
  const pFire = params.side[fd.side].frozenPenalty;
  if (state.weather.condition === 'frozen' && pFire > 0)
    m.push([`Frozen Penalty ${pFire}%/2`, 1 - pFire / 200, 'PC-ENV-11']);
  if (indirect && opportunity)
    m.push([
      `Indirect Mod ${params.side[fd.side].indirectMod}%`,
      params.side[fd.side].indirectMod / 100,
      'PC-FIR-17',
    ]);
  m.push(...phaseFireFactors(state, firer, indirect)); // PC-PHS-03b, PC-FIR-17b
  const k = state.knowledge[fd.side];
  const unknownTarget = !k.spotted.includes(target) && k.unknown.includes(target);
  if (indirect && unknownTarget) m.push(['Unknown target', 0.25, 'PC-FIR-18']);
  const byMap = indirect && !k.spotted.includes(target) && !unknownTarget && !opportunity;
  if (byMap) m.push(['unspotted hex (Indirect Fire by the Map)', 0.25, 'PC-FIR-18']);
  if (indirect && !byMap && spotterStatus(state, fd.side, to) === 'detachedOnly')
    m.push(['only Detached spotters', 0.5, 'PC-FIR-03']);

  // PC-FIR-21 at range 1; PB-FIRE-16 at range ≤ 4 (variant.artilleryHardTargetRange).
  const hardRange = params.variant.artilleryHardTargetRange;
  if (hard && range >= 1 && range <= hardRange && isArtillery(fd))
    m.push([
      `artillery vs Hard target at range ${hardRange === 1 ? '1' : `≤ ${hardRange}`}`,
      params.artilleryHardTargetMod / 100,
      hardRange === 1 ? 'PC-FIR-21' : 'PB-FIRE-16',
    ]);
  if (!indirect && range !== 1)
    m.push([`range ${range}`, 1 / rangeDivisor(range, params.rangeEffect), 'PC-FIR-22']);
  if (!indirect && isArmored(td)) {
    const a = armorEffectiveness(fd.hard.value, td.defense);
    m.push([`armor (arms ${Math.round((100 * fd.hard.value) / td.defense)}%)`, a, 'PC-FIR-23']);
  }
  if (fd.flags.siegeGun && fort?.type === 'pillbox') m.push(['Siege Gun vs Pillbox', 50, 'PC-FIR-27']);
  for (const [label, v, rule] of m) {
    mul(label, v, rule);
    attack *= v;
  }

  pct(
    `${fd.quality} quality`,
    qualityFirePercent(fd.quality, params.qualityFireModifier),
    'PC-FIR-10',
    'combat',
  );
  pct('fatigue', fatigueCombatPercent(fs.fatigue, params.variant), 'PC-FIR-11', 'combat');
  const elev = elevationFire(params, world.elevation[from]!, world.elevation[to]!);
  if (!indirect && elev) pct(elev.label, fd.flags.mountain ? elev.pct / 2 : elev.pct, elev.rule, 'combat');

  // Target side (PC-FIR-06..09, 19, 20, 30).
  const rider = riderDefense(state, target); // PB-UNIT-34, PB-FIRE-16: external riders Defense 16
  let defense = rider ?? td.defense;
  factors.push({
    label: rider !== undefined ? `external riders: defense ${rider}` : `defense ${td.defense}`,
    kind: 'set',
    value: defense,
    rule: rider !== undefined ? 'PB-UNIT-34' : 'PC-FIR-05',
    applies: 'defense',
  });
  const dm: [string, number, string][] = [];
  if (fort && isHardFortification(fort.type))
    dm.push([FORT_NAMES[fort.type], fortificationDefenseMultiplier(state, fort), 'PC-FIR-09']);
  // PC-PHS-05: a Deploying unit keeps the Travel Mode effects in the next Defensive Fire Phase.
  const deploying = ts.mode === 'deployed' && deployingTarget(state, target);
  const moving = ts.mode !== 'deployed' || deploying;
  if (moving)
    dm.push([
      td.flags.towed
        ? 'towed gun moving'
        : deploying
          ? 'Deploying (Travel Mode effects)'
          : `${ts.mode === 'rail' ? 'Rail' : 'Travel'} Mode`,
      td.flags.towed ? 0.25 : 0.5,
      deploying ? 'PC-PHS-05' : 'PC-FIR-19',
    ]);
  const fuel = lowFuelDefence(ts); // PC-SUP-17, PC-SUT-09
  if (fuel) dm.push([fuel.label, fuel.value, fuel.rule]);
  const hedge = hedgeDefence(state, target); // PB-IMP-30, PB-FIRE-16: crossed a Hedge Row
  if (hedge) dm.push([hedge.label, hedge.value, hedge.rule]);
  const pDef = params.side[td.side].frozenPenalty;
  if (state.weather.condition === 'frozen' && pDef > 0) {
    const urban = terrainAt(world, to).urban;
    dm.push([
      `Frozen Penalty ${urban ? `${pDef}%/2` : `${pDef}%`}`,
      1 - (urban ? pDef / 200 : pDef / 100),
      'PC-ENV-11',
    ]);
  }
  for (const [label, v, rule] of dm) {
    mul(label, v, rule, 'defense');
    defense *= v;
  }
  if (!moving) {
    const { terrain: t, label } = terrainNow(state, to); // PC-MAP-08: the terrain in effect under Snow
    const tm = vehicleCover(state, target, t.modifier); // PB-FIRE-12: vehicles get half (tactical)
    pct(tm === t.modifier ? label : `${label} (vehicle, half)`, tm, 'PC-FIR-07', 'combat'); // PC-FIR-20: none in Travel or Rail Mode
  }
  if (!indirect) {
    const hs = hexsideInto(state, from, to);
    if (hs) pct(hs.name, hs.modifier, 'PC-FIR-06', 'combat');
  }
  if (fort) {
    const fp = fortificationPercent(state, fort);
    // PB-FORT-02: vehicles get half of the IP and Trench benefit (Bunkers and Pillboxes unchanged).
    const soft = fort.type === 'ip' || fort.type === 'trench';
    const fv = soft ? vehicleCover(state, target, fp) : fp;
    pct(
      `${FORT_NAMES[fort.type]}${fort.vacated ? ' (vacated, halved)' : ''}${fv !== fp ? ' (vehicle, half)' : ''}`,
      fv,
      isHardFortification(fort.type) ? 'PC-FIR-09' : 'PC-FIR-08',
      'combat',
    );
  }

  let combatValue = defense > 0 ? attack / defense : 0;
  if (ts.cohesion === 'broken') {
    mul('Broken target takes fewer casualties', params.combat.brokenTargetCasualties, 'PC-FIR-14', 'combat');
    combatValue *= params.combat.brokenTargetCasualties;
  }
  const modifier = combinePercents(state, pcts);
  const casualties = casualtyRange(combatValue, modifier, params.lowCombatValue, params.highCombatValue);

  // PC-FIR-24: doubled disruption effect.
  const hardFort = fort !== null && isHardFortification(fort.type);
  const towedAt = fd.flags.towed === true && (fd.type === 'antiTank' || fd.type === 'antiAircraft');
  const doubled =
    (indirect && (isArmored(td) || hardFort)) ||
    (indirect && td.type === 'hq') ||
    (towedAt && isArmored(td) && isVehicleForAssault(td, ts));

  return {
    firer,
    target,
    indirect,
    opportunity,
    from,
    targetLoc: to,
    range,
    hard,
    factors,
    attack,
    defense,
    combatValue,
    modifier,
    casualties,
    disruptionLoss: doubled ? 2 : 1,
    mpCost: opportunity ? 0 : fireCost(state, firer, indirect),
    hiddenFromFirer: indirect && (unknownTarget || byMap),
  };
}

/**
 * The legal shot of `firer` at the hex `loc` with the highest effective combat value (rules-decisions:
 * PC-FIR-01 target choice), or the reason there is none. `only` restricts the choice to one unit.
 */
export function chooseTarget(
  state: GameState,
  firer: number,
  loc: number,
  opts: {
    indirect: boolean;
    opportunity: boolean;
    only?: number | undefined;
    candidates?: readonly number[] | undefined;
  },
): FireCalc | RuleError {
  const fd = state.world.units[firer]!;
  const refusal = firerRefusal(state, firer, opts.indirect, opts.opportunity);
  if (refusal) return refusal;
  const k = state.knowledge[fd.side];
  const enemy = otherSide(fd.side);
  let pool = opts.candidates;
  if (!pool) {
    const found: number[] = [];
    const all = readUnits(state);
    for (let i = 0; i < all.length; i++) {
      const u = all[i]!;
      if (u.loc === loc && u.status === 'active' && state.world.units[i]!.side === enemy) found.push(i);
    }
    pool = found;
  }
  const byMap = opts.indirect && ruleOn(state.world, 'indirectByMap'); // PC-FIR-18
  const cands = pool.filter(
    (i) =>
      (opts.only === undefined || i === opts.only) &&
      (opts.opportunity || byMap || k.spotted.includes(i) || (opts.indirect && k.unknown.includes(i))),
  );
  if (cands.length === 0)
    return ruleError('NOT_SPOTTED', `No spotted enemy unit in ${state.world.board.label(loc)}.`, 'PC-FIR-01');
  let best: FireCalc | null = null;
  let firstError: RuleError | null = null;
  for (const t of cands) {
    const spec: FireSpec = { firer, target: t, indirect: opts.indirect, opportunity: opts.opportunity };
    const err = targetRefusal(state, spec);
    if (err) {
      firstError ??= err;
      continue;
    }
    const calc = computeFire(state, spec);
    if (!best || calc.casualties.effective > best.casualties.effective) best = calc;
  }
  if (!best) return firstError!;
  return costRefusal(state, firer, opts.indirect, opts.opportunity) ?? best;
}

/** PC-FIR-32 on-map suffix. */
export function resultSuffix(l: { eliminated: boolean; cohesionAfter: string }, before: string): string {
  if (l.eliminated) return '/X';
  if (l.cohesionAfter === 'broken' && before !== 'broken') return '/B';
  if (l.cohesionAfter === 'disrupted' && before === 'ok') return '/D';
  return '';
}

/** Resolves one shot with the dice: losses, morale, fatigue, costs, rubble and counterbattery. */
export function resolveFire(state: GameState, calc: FireCalc, dice: Dice, events: GameEvent[]): GameEvent {
  const { world } = state;
  const fd = world.units[calc.firer]!;
  const fs = state.units[calc.firer]!;
  const td = world.units[calc.target]!;
  const ts = state.units[calc.target]!;
  const before = ts.cohesion;
  const drawn = drawCasualties(calc.casualties, dice, alternativeCalculation(state, 'fire'));
  const rolls: Roll[] = [
    {
      label: `casualties ${fmt2(calc.casualties.low)}–${fmt2(calc.casualties.high)}`,
      value: drawn.raw,
      target: drawn.casualties,
      success: drawn.casualties > 0,
      rule: 'PC-CRT-01',
    },
  ];
  const after: GameEvent[] = [];
  const loss = applyCasualties(
    state,
    calc.target,
    drawn.casualties,
    { reason: `fire from ${fd.name}`, disruptionLoss: calc.disruptionLoss },
    dice,
    after,
  );
  markEngaged(state, calc.target);
  notePhaseFire(state, calc.firer, calc.targetLoc, td.side); // PC-PHS-03c, PC-PHS-07
  fs.fired = true;
  fs.revealed = true;
  fs.mp = Math.max(0, fs.mp - calc.mpCost);
  state.combat.hexFire[calc.from] = (state.combat.hexFire[calc.from] ?? 0) + menEquivalent(fd, fs.strength);
  if (calc.indirect && world.params.variant.indirectHexCap > 0) {
    // PB-FIRE-10. A new record, never mutated: copies of a state (the A/I's) may share the old one.
    const into = state.combat.indirectInto ?? {};
    const total = (into[calc.targetLoc] ?? 0) + menEquivalent(fd, fs.strength);
    state.combat.indirectInto = { ...into, [calc.targetLoc]: total };
  }
  if (calc.opportunity) state.combat.opShots[calc.firer] = (state.combat.opShots[calc.firer] ?? 0) + 1;

  // PC-FIR-31: indirect fire may rubble an urban hex (formula ours: rules-decisions).
  if (calc.indirect && terrainAt(world, calc.targetLoc).urban) {
    const h = hexStateFor(state, calc.targetLoc);
    if (h.rubble === 'none') {
      const chance =
        (100 * calc.attack) / (calc.attack + world.params.combat.rubbleScale * world.params.rubbleValue);
      const p = dice.percent();
      rolls.push({ label: 'rubble', value: p, target: chance, success: p < chance, rule: 'PC-FIR-31' });
      if (p < chance) h.rubble = 'uncleared';
    }
  }
  // PC-FIR-25 optional Counterbattery Fire: an unspotted firing artillery unit may be spotted.
  if (calc.indirect && ruleOn(world, 'counterbattery')) {
    const enemy = state.knowledge[td.side];
    if (!enemy.spotted.includes(calc.firer)) {
      const p = counterbatteryChance(state, calc.firer);
      const r = dice.percent();
      rolls.push({
        label: 'counterbattery spotting',
        value: r,
        target: p,
        success: r < p,
        rule: 'PC-FIR-25',
      });
      // Through the spotting rules, so the list stays sorted and last-known positions are kept.
      if (r < p) after.push(...raiseSpotLevels(state, td.side, new Map([[calc.firer, 2 as const]])));
    }
  }
  afterShot(state, calc, dice, rolls, after); // SR-AMMO, SR-BURN (rules/special-rules.ts)
  const unitWord = td.component === 'men' ? 'men' : td.component;
  const summary = `${fd.name} fires${calc.indirect ? ' (indirect)' : ''} at ${td.name} in ${world.board.label(calc.targetLoc)}: ${loss.loss} ${unitWord} lost${resultSuffix(loss, before)}`;
  const ev: GameEvent = {
    type: 'fire',
    firers: [calc.firer],
    target: calc.targetLoc,
    targetUnit: calc.target,
    indirect: calc.indirect,
    opportunity: calc.opportunity,
    factors: calc.factors,
    fireValue: calc.attack,
    rolls,
    losses: [loss],
    summary,
    numbers: numbers(
      calc.attack,
      calc.defense,
      calc.combatValue,
      calc.modifier,
      calc.casualties,
      drawn.casualties,
    ),
    mpCost: calc.mpCost,
    ...(calc.hiddenFromFirer ? { hiddenFromFirer: true } : {}),
  };
  events.push(ev, ...after);
  return ev;
}

function fmt2(x: number): string {
  return x.toFixed(1);
}

/**
 * PC-FIR-25: P = (men-equivalents ÷ Road Stacking Limit) ÷ range to the nearest enemy unit, in
 * percent, × the side's Counterbattery percent; 0 beyond params.combat.counterbatteryRange.
 */
export function counterbatteryChance(state: GameState, firer: number): number {
  const def = state.world.units[firer]!;
  const s = state.units[firer]!;
  let nearest = Infinity;
  state.units.forEach((e, i) => {
    if (e.status !== 'active' || e.loc < 0 || state.world.units[i]!.side === def.side) return;
    nearest = Math.min(nearest, state.world.board.distance(s.loc, e.loc));
  });
  if (nearest > state.world.params.combat.counterbatteryRange) return 0;
  const norm = menEquivalent(def, s.strength) / state.world.params.roadStacking;
  const p = (100 * norm) / Math.max(1, nearest);
  return Math.min(100, (p * state.world.params.side[def.side].counterbattery) / 100);
}

/**
 * Start of every player turn: the Hex Fire Limitation tally and opportunity shots start afresh
 * (PC-FIR-28, PC-TRN-06), and a fortification nobody holds is Vacated (PC-FRT-04/05).
 */
export function resetCombatTurn(state: GameState): void {
  state.combat.hexFire = {};
  if (state.combat.indirectInto) state.combat.indirectInto = {}; // PB-FIRE-10, per player turn
  state.combat.opShots = {};
  const held = new Set<number>();
  for (const u of state.units) if (u.status === 'active' && u.loc >= 0) held.add(u.loc);
  const forts = new Set<number>();
  for (const [loc, f] of state.world.features) if (f.fortification) forts.add(loc);
  for (const [k, h] of Object.entries(state.hexes)) if (h.fortification) forts.add(Number(k));
  // Held at the last check and empty now: the defenders left (PC-FRT-04a).
  for (const loc of state.combat.manned ?? []) {
    if (held.has(loc) || !forts.has(loc)) continue;
    const h = hexStateFor(state, loc);
    if (h.fortification) h.fortificationVacated = true;
  }
  state.combat.manned = [...forts].filter((loc) => held.has(loc)).sort((a, b) => a - b);
}
