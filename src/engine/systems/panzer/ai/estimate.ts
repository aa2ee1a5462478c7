// View-only estimates behind the AiRules port, for questions the engine's planning API does not
// answer (research/ai.md 2.1). They never read the GameState. Movement follows the public map and
// what the side knows of the enemy: no entry into a hex with a known enemy, a stop on entering a
// known enemy's ZOC (PC-ZOC-01), the stacking limit at the destination (PC-UNT-08).

import type { Mode, UnitDef } from '../model/unit.js';
import { armorEffectiveness, qualityFirePercent, rangeDivisor } from '../rules/fire.js';
import type { EnemyUnitView, OwnUnitView, SideView } from '../view.js';
import { strengthOfMagnitude } from './belief.js';
import { BRIDGE_BITS, ROAD_BITS, SIDE } from '../model/terrain.js';
import { enterCostEstimate } from './fields.js';
import { MinHeap } from './heap.js';
import type { AiRules, AssaultOdds, FireOption, MoveOption } from './rules-port.js';

/** Unit index -> position in view.own; shared by the views refreshOwn makes (same order). */
const ownIndex = new WeakMap<SideView, Map<number, number>>();

export function ownUnit(view: SideView, unit: number): OwnUnitView | undefined {
  let m = ownIndex.get(view);
  if (!m) {
    m = new Map(view.own.map((u, p) => [u.index, p]));
    ownIndex.set(view, m);
  }
  const p = m.get(unit);
  return p === undefined ? undefined : view.own[p];
}

export function menEq(def: Pick<UnitDef, 'component'>, strength: number): number {
  return def.component === 'men' ? strength : strength * 10;
}

/** VP of one strength point lost (PC-VIC-07 defaults). */
export function vpPerPoint(view: SideView, component: UnitDef['component']): number {
  const p = view.map.params;
  return component === 'men' ? p.vpPerMenLost : component === 'guns' ? p.vpPerGunLost : p.vpPerVehicleLost;
}

export function enemyStrength(e: EnemyUnitView): number {
  return e.strength ?? strengthOfMagnitude(e.magnitude, 'men');
}

export function terrainModifier(view: SideView, loc: number): number {
  return view.map.params.terrain[view.map.terrain[loc]!]!.modifier;
}

interface Occupancy {
  enemyAt: Set<number>;
  zoc: Uint8Array;
  ownMeq: Map<number, number>;
}

const occCache = new WeakMap<SideView, Occupancy>();

/** The enemy part of an occupancy, shared by the views refreshOwn makes (same enemies). */
const enemyCache = new WeakMap<SideView, Pick<Occupancy, 'enemyAt' | 'zoc'>>();

export function occupancy(view: SideView): Occupancy {
  const hit = occCache.get(view);
  if (hit) return hit;
  const { board } = view.map;
  let enemy = enemyCache.get(view);
  if (!enemy) {
    const enemyAt = new Set<number>();
    const zoc = new Uint8Array(board.size);
    for (const e of view.enemies) {
      enemyAt.add(e.loc);
      zoc[e.loc] = 1;
      for (let k = board.adjStart[e.loc]!; k < board.adjStart[e.loc + 1]!; k++) zoc[board.adj[k]!] = 1;
    }
    for (const u of view.unknown) enemyAt.add(u.loc);
    enemy = { enemyAt, zoc };
  }
  const { enemyAt, zoc } = enemy;
  const ownMeq = new Map<number, number>();
  for (const u of view.own)
    if (u.state.status === 'active' && u.state.loc >= 0)
      ownMeq.set(u.state.loc, (ownMeq.get(u.state.loc) ?? 0) + menEq(u.def, u.state.strength));
  const occ = { enemyAt, zoc, ownMeq };
  occCache.set(view, occ);
  return occ;
}

/**
 * What a view that refreshOwn (driver.ts) made from `prev` shares with it: the same own units in
 * the same order (their positions), and the same enemies (issue 21, "Scale").
 */
export function carryEstimates(prev: SideView, next: SideView): void {
  const positions = ownIndex.get(prev);
  if (positions) ownIndex.set(next, positions);
  const enemy = enemyCache.get(prev) ?? occCache.get(prev);
  if (enemy && next.enemies === prev.enemies && next.unknown === prev.unknown)
    enemyCache.set(next, { enemyAt: enemy.enemyAt, zoc: enemy.zoc });
}

export function estimatedMoves(view: SideView, unit: number): MoveOption[] {
  const u = ownUnit(view, unit);
  if (!u || u.state.status !== 'active' || u.state.loc < 0) return [];
  const s = u.state;
  if (s.fixed || s.mp <= 0 || u.def.speed <= 0) return [];
  const travel = s.mode !== 'deployed';
  if (needsTravel(u.def) && !travel) return [];
  const { board, params } = view.map;
  const occ = occupancy(view);
  const mine = menEq(u.def, s.strength);
  const start = s.loc;
  const cost = new Map<number, number>([[start, 0]]);
  const prev = new Map<number, number>();
  const heap = new MinHeap(64);
  heap.push(0, start);
  while (heap.size) {
    const d = heap.topPriority();
    const at = heap.pop();
    if (d > (cost.get(at) ?? Infinity)) continue;
    // Entering an enemy ZOC ends the move there (conservative reading of PC-ZOC-03).
    if (at !== start && occ.zoc[at]) continue;
    for (let k = board.adjStart[at]!; k < board.adjStart[at + 1]!; k++) {
      const to = board.adj[k]!;
      if (occ.enemyAt.has(to)) continue;
      const c = enterCostEstimate(
        view.map,
        view.condition,
        at,
        to,
        board.adjEdge[k]!,
        u.def.moveClass,
        travel,
      );
      if (c < 0) continue;
      const nd = d + c;
      if (nd > s.mp) continue;
      if (nd < (cost.get(to) ?? Infinity)) {
        cost.set(to, nd);
        prev.set(to, at);
        heap.push(nd, to);
      }
    }
  }
  const out: MoveOption[] = [];
  for (const [loc, c] of cost) {
    if (loc === start) continue;
    if ((occ.ownMeq.get(loc) ?? 0) + mine > params.maxStacking) continue;
    const path: number[] = [];
    for (let x = loc; x !== start; x = prev.get(x)!) path.push(x);
    path.reverse();
    out.push({ loc, cost: c, path });
  }
  out.sort((a, b) => a.loc - b.loc);
  return out;
}

/** PC-FIR-02: direct fire costs 1/3 MA, indirect 1/2 MA, rounded, at least 1 (rules-decisions). */
export function fireCost(u: OwnUnitView, indirect: boolean): number {
  if (u.state.mpMax <= 0) return 0;
  const c = Math.max(1, Math.round(u.state.mpMax * (indirect ? 1 / 2 : 1 / 3)));
  return u.def.type === 'naval' ? c * 2 : c;
}

/** Units that move only in Travel Mode (PC-MOV-13). */
export function needsTravel(def: UnitDef): boolean {
  return !!def.flags.towed || !!def.flags.siegeGun || !!def.flags.mustTravel;
}

/** A target the view allows `unit` to fire at now, without its value. */
export interface FireTarget {
  readonly target: number;
  readonly indirect: boolean;
  /** The seen enemy unit in that hex the shot is judged against. */
  readonly enemy: EnemyUnitView;
}

/**
 * The enemy hexes `unit` may fire at now as far as the view tells (PC-FIR-01..03, PC-UNT-01/02,
 * PC-SUP-14/24, PC-PHS-03): its state, the MP a shot costs, range, visibility and a spotter for
 * indirect fire. Line of sight is the engine port's (engine-rules.ts).
 */
export function estimatedFireTargets(view: SideView, unit: number): FireTarget[] {
  const u = ownUnit(view, unit);
  if (!u || u.state.status !== 'active' || u.state.loc < 0) return [];
  const s = u.state;
  if (s.cohesion === 'broken' || s.mode === 'rail') return [];
  const t = u.def.type;
  if (t === 'hq' || t === 'supply' || t === 'deception') return []; // PC-UNT-02
  if (u.def.flags.towed && s.mode !== 'deployed') return []; // limbered guns cannot fire (PC-UNT-01)
  if (u.def.flags.siegeGun && s.fired) return [];
  if (u.ops?.unavailable || s.mineOps) return []; // PC-SUP-14, PC-UNT-14
  if (s.mpMax <= 0 && s.fired) return [];
  const indirect = !!u.def.flags.indirect;
  if (indirect && s.setupRequired) return []; // PC-SUP-24: set up before firing indirectly
  // PC-PHS-03: under phases fire costs no MP, and each unit fires once per Fire Phase.
  if (view.phase ? view.phase.fired.includes(unit) : s.mp + 1e-9 < fireCost(u, indirect)) return [];
  const out: FireTarget[] = [];
  for (const e of inRangeFrom(view, u, s.loc))
    if (!indirect || hasSpotter(view, e.loc)) out.push({ target: e.loc, indirect, enemy: e });
  return out;
}

/**
 * The seen enemy units `u` would have in range from `from` (PC-FIR-01/22: the weapon against their
 * kind, its range, and the visibility for direct fire).
 */
export function* inRangeFrom(view: SideView, u: OwnUnitView, from: number): Generator<EnemyUnitView> {
  const { board } = view.map;
  const indirect = !!u.def.flags.indirect;
  for (const e of view.enemies) {
    const w = e.hardTarget ? u.def.hard : u.def.soft;
    if (w.value <= 0 || w.range <= 0) continue;
    const d = board.distance(from, e.loc);
    if (d < 1 || d > w.range || (!indirect && d > view.visibility)) continue;
    yield e;
  }
}

export function estimatedFireOptions(view: SideView, unit: number): FireOption[] {
  const targets = estimatedFireTargets(view, unit);
  if (!targets.length) return [];
  const u = ownUnit(view, unit)!;
  const travel = u.state.mode !== 'deployed';
  return targets.map((t) => ({
    target: t.target,
    indirect: t.indirect,
    value: shotEstimate(view, u, u.state.loc, t.enemy, travel),
  }));
}

function hasSpotter(view: SideView, loc: number): boolean {
  const { board } = view.map;
  for (const o of view.own)
    if (
      o.state.status === 'active' &&
      o.state.loc >= 0 &&
      o.state.cohesion !== 'broken' &&
      board.distance(o.state.loc, loc) <= view.visibility
    )
      return true;
  return false;
}

/** The target's counter values fire reads (PC-FIR-05, PC-FIR-23); public under PC-SPT-12. */
export interface TargetRating {
  readonly defense: number;
  /** Armored (PC-FIR-23): a Hard target by its counter. */
  readonly armored: boolean;
}

/** A spotted enemy's ratings as its counter shows them in the view. */
export function ratingOf(e: EnemyUnitView): TargetRating {
  return { defense: e.ratings.defense, armored: e.hardTarget };
}

/**
 * The coarse fire value the brain's move scoring (bestFireFrom) was tuned with: it ignores the
 * target's defense value, the range and armor, and overrates fire at armor many times over.
 * shotValueEstimate and estimatedFireValueFrom follow PC-FIR-05 instead. Switching the brain to
 * them lowered its strength until its fire-position weight is re-tuned (see the issue 6 notes).
 */
export function fireValueEstimate(
  view: SideView,
  attack: number,
  e: EnemyUnitView,
  firerTravel: boolean,
): number {
  const strength = enemyStrength(e);
  const targetMeq = e.component === 'men' ? strength : strength * 10;
  const mod = e.mode === 'deployed' ? terrainModifier(view, e.loc) : 0;
  const ratio = (attack * (firerTravel ? 0.5 : 1)) / (Math.max(1, targetMeq) * 10);
  const frac = Math.min(0.3, 0.06 * ratio * (1 + mod / 100) * (e.mode === 'deployed' ? 1 : 2));
  return frac * strength * vpPerPoint(view, e.component);
}

/**
 * Expected VP of the enemy's loss from one shot of modified attack `attack` (PC-FIR-04 and the
 * attack-side multipliers): combat value = attack ÷ the target's defense (PC-FIR-05; halved in
 * Travel Mode, PC-FIR-19), the terrain's percentage when deployed (PC-FIR-07/20), the mean of the
 * casualty range (PC-CRT-01: CV × (LCV + HCV) ÷ 2000 men-equivalents), fewer on a Broken target
 * (PC-FIR-14). Leaves out the morale results, hexsides and fortifications, which the engine's
 * preview has (engine-rules.ts); on bundled scenarios it comes within about ×0.7..×1.5 of it.
 */
export function shotValueEstimate(
  view: SideView,
  attack: number,
  e: EnemyUnitView,
  firerTravel: boolean,
  rating: TargetRating = ratingOf(e),
): number {
  const p = view.map.params;
  const strength = enemyStrength(e);
  const moving = e.mode !== 'deployed';
  const defense = Math.max(1, rating.defense) * (moving ? 0.5 : 1);
  const cv = (attack * (firerTravel ? 0.5 : 1)) / defense;
  const mod = moving ? 0 : terrainModifier(view, e.loc);
  let meq = (cv * Math.max(0, 1 + mod / 100) * (p.lowCombatValue + p.highCombatValue)) / 2000;
  if (e.cohesion === 'broken') meq *= p.combat.brokenTargetCasualties;
  const points = Math.min(strength, e.component === 'men' ? meq : meq / 10);
  return points * vpPerPoint(view, e.component);
}

/**
 * One shot of `u` from `from` at `e`: attack value × men-equivalents (PC-FIR-04), Disrupted and
 * Low Ammo halve it (PC-FIR-14/15), quality (PC-FIR-10), the range divisor (PC-FIR-22), armor
 * effectiveness (PC-FIR-23), then shotValueEstimate with the target counter's ratings.
 */
function shotEstimate(
  view: SideView,
  u: OwnUnitView,
  from: number,
  e: EnemyUnitView,
  firerTravel: boolean,
): number {
  const { board, params } = view.map;
  const rating = ratingOf(e);
  const s = u.state;
  const w = e.hardTarget ? u.def.hard : u.def.soft;
  const d = board.distance(from, e.loc);
  const indirect = !!u.def.flags.indirect;
  let attack =
    menEq(u.def, s.strength) *
    w.value *
    (s.cohesion === 'disrupted' ? 0.5 : 1) *
    (s.lowAmmo ? 0.5 : 1) *
    Math.max(0, 1 + qualityFirePercent(u.def.quality, params.qualityFireModifier) / 100);
  if (!indirect && d !== 1) attack /= rangeDivisor(d, params.rangeEffect);
  if (!indirect && rating.armored) attack *= armorEffectiveness(u.def.hard.value, rating.defense);
  return shotValueEstimate(view, attack, e, firerTravel, rating);
}

/**
 * The best expected enemy loss in VP `unit` could inflict with one shot from `from` at an enemy it
 * sees now, as if deployed there: for weighing positions the unit is not in yet.
 */
export function estimatedFireValueFrom(view: SideView, unit: number, from: number): number {
  const u = ownUnit(view, unit);
  return u ? bestFireValueFrom(view, u, from, (e) => shotEstimate(view, u, from, e, false)) : 0;
}

/** The best `value` of a shot `u` could fire from `from` at an enemy it sees now (0 if Broken, PC-FIR-14). */
export function bestFireValueFrom(
  view: SideView,
  u: OwnUnitView,
  from: number,
  value: (e: EnemyUnitView) => number,
): number {
  if (u.state.cohesion === 'broken') return 0;
  let best = 0;
  for (const e of inRangeFrom(view, u, from)) best = Math.max(best, value(e));
  return best;
}

export function estimatedAssault(
  view: SideView,
  units: readonly number[],
  target: number,
): AssaultOdds | undefined {
  const defenders = view.enemies.filter((e) => e.loc === target);
  if (defenders.length === 0) return undefined;
  let attack = 0;
  let attackerMeq = 0;
  for (const i of units) {
    const u = ownUnit(view, i);
    if (!u || !canAssaultFrom(view, u, target)) return undefined;
    const meq = menEq(u.def, u.state.strength);
    attackerMeq += meq;
    attack += meq * u.def.assault * (u.state.mode === 'travel' || u.state.lowAmmo ? 0.25 : 1);
  }
  if (attack <= 0) return undefined;
  let defense = 0;
  let defVp = 0;
  for (const e of defenders) {
    const st = enemyStrength(e);
    const meq = e.component === 'men' ? st : st * 10;
    const f = e.mode !== 'deployed' || e.cohesion === 'broken' ? 0.25 : e.cohesion === 'disrupted' ? 0.5 : 1;
    defense += meq * 10 * f;
    defVp += st * vpPerPoint(view, e.component);
  }
  const mod = terrainModifier(view, target);
  defense *= 1 - mod / 100;
  const odds = attack / Math.max(1, defense);
  const pWin = 1 / (1 + Math.exp(-2.2 * Math.log(Math.max(1e-3, odds) / 1.5)));
  const ownVp = (attackerMeq / 10) * view.map.params.vpPerMenLost * 10;
  return {
    pWin,
    attackerLoss: ownVp * Math.min(0.3, 0.12 / Math.max(0.3, odds)),
    defenderLoss: defVp * (0.15 + 0.5 * pWin),
  };
}

/** PC-ASL-02/03/04 as far as the view tells. */
export function canAssaultFrom(view: SideView, u: OwnUnitView, target: number): boolean {
  const s = u.state;
  if (s.status !== 'active' || s.loc < 0 || u.def.assault <= 0) return false;
  if (s.cohesion !== 'ok' || s.fixed || s.mode === 'rail' || s.digging || s.assaulted) return false;
  // PC-ASL-02 / PB-ASLT-01: not at Maximum fatigue, on the game's scale (PC-GEN-03, PB-FAT-01).
  if (s.fatigue >= view.map.params.variant.fatigueMax || needsTravel(u.def)) return false;
  // PC-ASL-04: at least 2/3 of the MA left, rounded as the rules round it (rules-decisions).
  if (s.mp + 1e-9 < Math.round((s.mpMax * 2) / 3) || s.mpMax <= 0) return false;
  const { board, params } = view.map;
  const e = board.edgeBetween(s.loc, target);
  if (e < 0) return false;
  // PC-ASL-03: across a bridge or a ford, or along a road into terrain it may enter only by road,
  // the attacker must be in Travel Mode; never across an unbridged river.
  const bits = view.map.edges[e]!;
  const travel = s.mode === 'travel';
  for (const h of params.hexsides) {
    if (!(bits & SIDE[h.feature]) || h.cost[u.def.moveClass] >= 0) continue;
    const bridged = (bits & BRIDGE_BITS) !== 0 && !(bits & SIDE.bridgeDamaged);
    if (!(bridged || bits & SIDE.ford) || !travel) return false;
  }
  const t = params.terrain[view.map.terrain[target]!]!;
  if (t.cost[u.def.moveClass] < 0 && !(travel && bits & ROAD_BITS)) return false;
  return enterCostEstimate(view.map, view.condition, s.loc, target, e, u.def.moveClass, travel) >= 0;
}

export function estimatedCanChangeMode(view: SideView, unit: number, mode: Mode): boolean {
  const u = ownUnit(view, unit);
  if (!u || u.state.mode === mode || mode === 'rail') return false;
  if (u.state.fixed) return false;
  // PC-MOV-06: no deploying in a hex the unit may enter only by road (vehicles in Marsh...).
  if (mode === 'deployed' && u.state.loc >= 0) {
    const t = view.map.params.terrain[view.map.terrain[u.state.loc]!]!;
    const vehicle =
      u.def.component !== 'men' || u.def.moveClass === 'motorized' || u.def.moveClass === 'tracked';
    if (t.cost[u.def.moveClass] < 0 || (t.vehiclesRoadOnly && vehicle)) return false;
  }
  // PC-UNT-06: to travel costs nothing for most units; back to deployed 1/3 MA (quarter MP up);
  // heavy guns pay their full MA both ways.
  const third = Math.ceil((u.state.mpMax / 3) * 4) / 4;
  const heavy = !!u.def.flags.heavyArtillery || !!u.def.flags.siegeGun;
  const need = heavy ? u.state.mpMax : mode === 'deployed' ? third : u.def.flags.towed ? third : 0;
  return u.state.mp + 1e-9 >= need;
}

/** PC-MSC-01 as far as the view tells: who may dig in, and whether the hex can be improved. */
export function estimatedCanDigIn(view: SideView, unit: number): boolean {
  const u = ownUnit(view, unit);
  if (!u) return false;
  const s = u.state;
  if (u.def.type === 'hq' || u.def.type === 'supply' || u.def.type === 'deception') return false;
  if (s.digging || s.mode !== 'deployed' || s.cohesion !== 'ok' || s.moved || s.fired) return false;
  if (view.condition === 'frozen' || s.loc < 0) return false;
  const fort = view.map.fortifications.get(s.loc);
  if (!fort) return true;
  if (fort.startsWith('pillbox')) return false;
  const engineer = !!u.def.flags.engineer && !u.def.flags.bridgeEngineer && view.map.params.bunkerProb > 0;
  if (fort.endsWith('(vacated)')) return !fort.startsWith('bunker') || engineer;
  if (fort === 'ip') return true;
  if (fort === 'trench') return engineer;
  return false;
}

export const ESTIMATED_RULES: AiRules = {
  moves: estimatedMoves,
  fireOptions: estimatedFireOptions,
  assault: estimatedAssault,
  canChangeMode: estimatedCanChangeMode,
  canDigIn: estimatedCanDigIn,
};
