// Assault (PC-ASL): who may attack (02-04), the values and modifiers of both sides (05-15, 25),
// the two Combat Results calculations (17), attacker disruption (16), retreat (18-23) and the
// capture of the hex (24). computeAssault is pure; resolveAssault rolls the dice.

import type { Factor, GameEvent, Roll, UnitLoss } from '../events.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameState } from '../model/state.js';
import { BRIDGE_BITS, SIDE } from '../model/terrain.js';
import { menEquivalent, otherSide, QUALITY_NUMBER, type Quality, type Side } from '../model/unit.js';
import type { Dice } from '../../../core/rng.js';
import { lowFuelDefence } from './low-fuel.js';
import { terrainNow } from './terrain-in-effect.js';
import { lightOfTurn } from './clock.js';
import { hasFlag, isInfantryMen, isVehicleForAssault, markEngaged, unitsAt } from './combat-units.js';
import { atMaxFatigue, fatigueCombatPercent, fatigueScale, optionalRule } from './fatigue.js';
import {
  fortificationDefenseMultiplier,
  hexStateFor,
  isHardFortification,
  noteHexLeft,
  protectedBy,
} from './fortifications.js';
import { facingAllows } from './fire.js';
import {
  alternativeCalculation,
  applyCasualties,
  bookLoss,
  casualtyRange,
  combinePercents,
  drawCasualties,
  eliminate,
  numbers,
  shareCasualties,
  type CasualtyRange,
} from './results.js';
import { captureAt } from './victory.js';
import { afterAssault, specialAssaultRefusal } from './special-rules.js';
import { hasZoc } from './zoc.js';
import { phaseAssaultRefusal } from './phases.js';
import { alternateAssaultBonus } from './alternate-assault.js';
import { captureSupplyUnits } from './explicit-supply.js';
import { hedgeAssaultFactor, hedgeDefence, noteEntry } from './hedgerows.js';

/** PC-ASL-10 quality modifier, percent. */
export const QUALITY_ASSAULT: Record<Quality, number> = { A: 20, B: 10, C: 0, D: -20, E: -40, F: -60 };

export function unitModifier(state: GameState, unit: number): number {
  return (
    QUALITY_ASSAULT[state.world.units[unit]!.quality] +
    fatigueCombatPercent(state.units[unit]!.fatigue, fatigueScale(state))
  );
}

export interface SideCalc {
  /** Total modified assault value (PC-ASL-17). */
  readonly total: number;
  /** The other side's strength-weighted average defense. */
  readonly defense: number;
  readonly combatValue: number;
  readonly modifier: number;
  readonly casualties: CasualtyRange;
}

export interface AssaultCalc {
  readonly attackers: readonly number[];
  readonly defenders: readonly number[];
  readonly targetLoc: number;
  readonly factors: Factor[];
  /** The attackers' attack on the defenders, and the defenders' answer. */
  readonly attack: SideCalc;
  readonly answer: SideCalc;
  /** Multiplier on attacker losses counted for disruption (PC-ASL-16). */
  readonly attackerDisruption: number;
  /** MP each attacker pays (PC-ASL-04). */
  readonly mpCost: readonly number[];
  /** Vehicles at half strength from the Combined Arms Penalty, per attacker (PC-ASL-11). */
  readonly penalised: readonly number[];
}

/** Edge bits between two hexes now (edge overrides included). */
function edgeBits(state: GameState, a: number, b: number): number {
  const e = state.world.board.edgeBetween(a, b);
  if (e < 0) return 0;
  return state.edgeOverrides[e] ?? state.world.edges[e]!;
}

/** Can the unit move from `from` into `to` for assault or retreat (PC-ASL-03, PC-ASL-19)? A reason or null. */
export function entryRefusal(state: GameState, unit: number, from: number, to: number): string | null {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const bits = edgeBits(state, from, to);
  const road = (bits & (SIDE.road | SIDE.primaryRoad)) !== 0;
  const t = terrainNow(state, to).terrain; // PC-MAP-08: under Snow a Swamp is entered as Forest
  if (t.cost[def.moveClass] < 0 && !(road && s.mode === 'travel')) return `cannot enter ${t.name}`;
  if (t.vehiclesRoadOnly && def.component !== 'men' && !(road && s.mode === 'travel'))
    return `can enter ${t.name} only along a road in Travel Mode`;
  const bridge = (bits & BRIDGE_BITS) !== 0 && (bits & SIDE.bridgeDamaged) === 0;
  for (const h of state.world.params.hexsides) {
    if (!(bits & SIDE[h.feature]) || h.cost[def.moveClass] >= 0) continue;
    if (h.feature === 'cliff' && (def.type === 'commando' || def.flags.commando)) continue;
    if (bridge) {
      if (s.mode !== 'travel') return `must be in Travel Mode to cross the bridge`;
      continue;
    }
    if (bits & SIDE.ford) {
      if (s.mode !== 'travel') return `must be in Travel Mode to cross the ford`;
      continue;
    }
    return `cannot cross the ${h.name}`;
  }
  return null;
}

/** MP to enter the hex, for the assault cost (PC-ASL-04). */
export function entryCost(state: GameState, unit: number, from: number, to: number): number {
  const def = state.world.units[unit]!;
  const bits = edgeBits(state, from, to);
  let cost = Math.max(0, terrainNow(state, to).terrain.cost[def.moveClass]); // PC-MAP-08
  for (const h of state.world.params.hexsides)
    if (bits & SIDE[h.feature] && h.cost[def.moveClass] > 0) cost += h.cost[def.moveClass];
  return cost;
}

/** PC-ASL-04: minimum MP to start, 2/3 of the MA (rounded, rules-decisions). */
export function assaultMinimum(state: GameState, unit: number): number {
  if (state.phase) return 0; // PC-PHS-03d: no MP needed under Manual Defensive Fire
  return Math.round((state.units[unit]!.mpMax * 2) / 3);
}

/** PC-ASL-02/03/04: why this unit cannot join an assault on `loc`, or null. */
export function attackerRefusal(state: GameState, unit: number, loc: number): RuleError | null {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const no = (
    msg: string,
    rule: string,
    code: 'CANNOT_ASSAULT' | 'NOT_ADJACENT' | 'NOT_ENOUGH_MP' = 'CANNOT_ASSAULT',
  ) => ruleError(code, `${def.name} ${msg}`, rule);
  const board = state.world.board;
  if (board.distance(s.loc, loc) !== 1)
    return no(`is not next to ${board.label(loc)}.`, 'PC-ASL-01', 'NOT_ADJACENT');
  if (def.type === 'hq' || def.assault <= 0) return no('has no Assault value.', 'PC-ASL-02');
  const truce = specialAssaultRefusal(state); // SR-TRUCE (rules/special-rules.ts)
  if (truce) return truce;
  if (s.cohesion !== 'ok')
    return no(`is ${s.cohesion === 'broken' ? 'Broken' : 'Disrupted'} and cannot assault.`, 'PC-ASL-02');
  if (s.fixed) return no('is Fixed and cannot assault.', 'PC-ASL-02');
  if (s.mode === 'rail') return no('is in Rail Mode and cannot assault.', 'PC-ASL-02');
  if (s.digging) return no('is Digging-In and cannot assault.', 'PC-ASL-02');
  if (hasFlag(s, 'bridgeOps') || hasFlag(s, 'mineOps'))
    return no('is busy with engineering work.', 'PC-ASL-02');
  if (atMaxFatigue(s.fatigue, fatigueScale(state)))
    return no('is at Maximum Fatigue and cannot assault.', 'PC-ASL-02');
  if (def.flags.mustTravel || def.flags.towed)
    return no('must be in Travel Mode to move and cannot assault.', 'PC-ASL-02');
  const why = entryRefusal(state, unit, s.loc, loc);
  if (why) return no(`${why}, so it cannot assault ${board.label(loc)}.`, 'PC-ASL-03');
  const phased = phaseAssaultRefusal(state, unit); // PC-PHS-03d
  if (phased) return phased;
  const min = assaultMinimum(state, unit);
  if (s.mp < min)
    return no(`has ${s.mp} MP left; an assault needs ${min} (2/3 of its MA).`, 'PC-ASL-04', 'NOT_ENOUGH_MP');
  return null;
}

/** Division-level and corps-level organisations above a unit (PC-ASL-14). */
function formationOf(state: GameState, unit: number): { division?: string; corps?: string } {
  const out: { division?: string; corps?: string } = {};
  let org: string | undefined = state.world.units[unit]!.org;
  while (org !== undefined) {
    const o = state.world.orgs.get(org);
    if (!o) break;
    if (o.level === 'division' && out.division === undefined) out.division = o.id;
    if (o.level === 'corps' && out.corps === undefined) out.corps = o.id;
    org = o.parent;
  }
  return out;
}

/** PC-ASL-14: attackers from different divisions, or corps-level forces of different corps. */
export function combinedOrganisation(state: GameState, attackers: readonly number[]): boolean {
  const f = attackers.map((a) => formationOf(state, a));
  const divisions = new Set(f.flatMap((x) => (x.division ? [x.division] : [])));
  if (divisions.size > 1) return true;
  const corpsLevel = f.filter((x) => !x.division);
  if (corpsLevel.length === 0) return false;
  const corps = new Set(f.flatMap((x) => (x.corps ? [x.corps] : [])));
  return corps.size > 1;
}

/**
 * PC-ASL-11 Combined Arms Penalty: vehicles at half strength per attacker. Supporting infantry per
 * hex = min(infantry, 10 × vehicles); if short of the defending infantry, ceil(excess / 10) vehicles
 * not covered by support (per hex: vehicles − floor(infantry / 10)) attack at half, assigned in
 * attacker order (rules-decisions, App. C.2 24).
 */
export function combinedArmsPenalty(
  state: GameState,
  attackers: readonly number[],
  defenders: readonly number[],
  loc: number,
): number[] {
  const out = attackers.map(() => 0);
  if (terrainNow(state, loc).terrain.key === 'clear') return out; // PC-MAP-08: Snow makes Marsh Clear
  const units = state.world.units;
  const isVeh = (i: number) => units[i]!.component === 'vehicles';
  if (!attackers.some(isVeh)) return out;
  const hexes = new Map<number, { veh: number; inf: number; members: number[] }>();
  attackers.forEach((a, k) => {
    const s = state.units[a]!;
    const h = hexes.get(s.loc) ?? { veh: 0, inf: 0, members: [] };
    if (isVeh(a)) {
      h.veh += s.strength;
      h.members.push(k);
    } else if (isInfantryMen(units[a]!, s)) h.inf += s.strength;
    hexes.set(s.loc, h);
  });
  let support = 0;
  for (const h of hexes.values()) support += Math.min(h.inf, 10 * h.veh);
  const defInf = defenders.reduce(
    (n, d) => n + (isInfantryMen(units[d]!, state.units[d]!) ? state.units[d]!.strength : 0),
    0,
  );
  if (support >= defInf) return out;
  let left = Math.ceil((defInf - support) / 10);
  for (const h of hexes.values()) {
    let uncovered = Math.max(0, h.veh - Math.floor(h.inf / 10));
    if (h.inf >= 10 * h.veh) uncovered = 0;
    for (const k of h.members) {
      if (left <= 0 || uncovered <= 0) break;
      const n = Math.min(left, uncovered, state.units[attackers[k]!]!.strength);
      out[k] = n;
      left -= n;
      uncovered -= n;
    }
  }
  return out;
}

/** PC-ASL-05 defender multipliers (and the shared PC-ASL-25 ones). */
function defenderMultipliers(
  state: GameState,
  d: number,
  attackerLocs: readonly number[],
  loc: number,
): [string, number, string][] {
  const def = state.world.units[d]!;
  const s = state.units[d]!;
  const m: [string, number, string][] = [];
  if (s.cohesion === 'broken') m.push(['Broken', 0.25, 'PC-ASL-05']);
  else if (s.cohesion === 'disrupted') m.push(['Disrupted', 0.5, 'PC-ASL-05']);
  if (s.lowAmmo) m.push(['Low Ammo', 0.5, 'PC-ASL-05']);
  if (s.digging) m.push(['Digging-In', 0.5, 'PC-ASL-05']);
  if (s.mode !== 'deployed') m.push([`${s.mode === 'rail' ? 'Rail' : 'Travel'} Mode`, 0.25, 'PC-ASL-05']);
  if (hasFlag(s, 'bridgeOps')) m.push(['bridge work', 0.5, 'PC-ASL-05']);
  if (hasFlag(s, 'mineOps')) m.push(['mine work', 0.5, 'PC-ASL-05']);
  if (def.facing !== undefined) {
    const board = state.world.board;
    const front = attackerLocs.some((a) => facingAllows(def.facing, board.directionTo(loc, a)));
    if (!front) m.push(['attacked only through its rear', 0, 'PC-ASL-05']);
  }
  if (hasFlag(s, 'patrolling')) m.push(['Patrolling', 0.75, 'PC-ASL-25']);
  return m;
}

export function computeAssault(state: GameState, attackers: readonly number[], loc: number): AssaultCalc {
  const { world } = state;
  const { params, units } = world;
  const side = units[attackers[0]!]!.side;
  const defenders = unitsAt(state, loc, otherSide(side));
  const factors: Factor[] = [];
  const tag = (who: string, f: Omit<Factor, 'label'> & { label: string }): Factor => ({
    ...f,
    label: `${who}: ${f.label}`,
  });
  const common: [string, number, string][] = [];
  if (state.weather.storm) common.push(['Storm', 0.5, 'PC-ENV-08']);
  const frozen = (s: Side) => (state.weather.condition === 'frozen' ? params.side[s].frozenPenalty : 0);
  const penalised = combinedArmsPenalty(state, attackers, defenders, loc);
  const { terrain, label: terrainLabel } = terrainNow(state, loc); // PC-MAP-08: in effect under Snow

  // Attackers' total (PC-ASL-02, 11, 25).
  let attTotal = 0;
  attackers.forEach((a, k) => {
    const def = units[a]!;
    const s = state.units[a]!;
    let v = def.assault * menEquivalent(def, s.strength);
    const m: [string, number, string][] = [...common];
    if (s.mode === 'travel' || s.lowAmmo)
      m.push([s.mode === 'travel' ? 'Travel Mode' : 'Low Ammo', 0.25, 'PC-ASL-02']);
    if (hasFlag(s, 'patrolling')) m.push(['Patrolling', 0.75, 'PC-ASL-25']);
    const hedge = hedgeAssaultFactor(state, a, loc); // PB-ASLT-13, PB-DIFF-13
    if (hedge < 1) m.push(['vehicle across a Hedge Row', hedge, 'PB-ASLT-13']);
    if (frozen(side) > 0) m.push([`Frozen Penalty ${frozen(side)}%/2`, 1 - frozen(side) / 200, 'PC-ENV-11']);
    if (penalised[k]! > 0)
      m.push([
        `Combined Arms Penalty: ${penalised[k]} of ${s.strength} vehicles at half`,
        1 - (0.5 * penalised[k]!) / s.strength,
        'PC-ASL-11',
      ]);
    factors.push(
      tag(def.name, {
        label: `assault ${def.assault} × ${menEquivalent(def, s.strength)} men-eq`,
        kind: 'set',
        value: v,
        rule: 'PC-ASL-17',
        applies: 'attack',
      }),
    );
    const alt = alternateAssaultBonus(state, a, defenders); // PC-ASL-07 optional
    if (alt) {
      factors.push(tag(def.name, alt.factor));
      v += alt.value;
    }
    for (const [label, x, rule] of m) {
      factors.push(tag(def.name, { label, kind: 'mul', value: x, rule, applies: 'attack' }));
      v *= x;
    }
    attTotal += v;
  });
  const attPcts: number[] = [];
  const attPct = (label: string, value: number, rule: string) => {
    if (value === 0) return;
    factors.push({ label: `attackers: ${label}`, kind: 'pct', value, rule, applies: 'combat' });
    attPcts.push(value);
  };
  attPct('lowest unit modifier', Math.min(...attackers.map((a) => unitModifier(state, a))), 'PC-ASL-10');
  let hexside: { name: string; modifier: number } | null = null;
  for (const a of attackers) {
    const bits = edgeBits(state, state.units[a]!.loc, loc);
    for (const h of params.hexsides)
      if (bits & SIDE[h.feature] && h.modifier < (hexside?.modifier ?? 0))
        hexside = { name: h.name, modifier: h.modifier };
  }
  if (hexside) attPct(hexside.name, hexside.modifier, 'PC-ASL-08');
  if (attackers.some((a) => isVehicleForAssault(units[a]!, state.units[a]!)))
    attPct(`${terrainLabel} (vehicles attacking)`, terrain.modifier, 'PC-ASL-09');
  if (combinedOrganisation(state, attackers)) attPct('different divisions', -20, 'PC-ASL-14');

  // Defenders' total (PC-ASL-05, 25).
  const attackerLocs = [...new Set(attackers.map((a) => state.units[a]!.loc))];
  let defTotal = 0;
  for (const d of defenders) {
    const def = units[d]!;
    const s = state.units[d]!;
    let v = def.assault * menEquivalent(def, s.strength);
    factors.push(
      tag(def.name, {
        label: `assault ${def.assault} × ${menEquivalent(def, s.strength)} men-eq`,
        kind: 'set',
        value: v,
        rule: 'PC-ASL-17',
        applies: 'attack',
      }),
    );
    const altDef = alternateAssaultBonus(state, d, attackers); // PC-ASL-07 optional
    if (altDef) {
      factors.push(tag(def.name, altDef.factor));
      v += altDef.value;
    }
    const m = [...common, ...defenderMultipliers(state, d, attackerLocs, loc)];
    if (frozen(def.side) > 0)
      m.push([`Frozen Penalty ${frozen(def.side)}%/2`, 1 - frozen(def.side) / 200, 'PC-ENV-11']);
    for (const [label, x, rule] of m) {
      factors.push(tag(def.name, { label, kind: 'mul', value: x, rule, applies: 'attack' }));
      v *= x;
    }
    defTotal += v;
  }
  const defPcts: number[] = [];
  const best = defenders.length ? Math.max(...defenders.map((d) => unitModifier(state, d))) : 0;
  if (best !== 0) {
    factors.push({
      label: 'defenders: highest unit modifier',
      kind: 'pct',
      value: best,
      rule: 'PC-ASL-10',
      applies: 'combat',
    });
    defPcts.push(best);
  }

  // Average defense values (PC-ASL-17), with the Bunker/Pillbox increase (halved by demolition units,
  // PC-ASL-13), Low Fuel (PC-ASL-25) and vehicles assaulting into Bocage (PC-ASL-15).
  const demolition = attackers.some((a) => units[a]!.flags.demolition);
  const avgDefense = (list: readonly number[], attacking: boolean): number => {
    let w = 0;
    let sum = 0;
    for (const u of list) {
      const def = units[u]!;
      const s = state.units[u]!;
      const me = menEquivalent(def, s.strength);
      let dv = def.defense;
      if (!attacking) {
        const f = protectedBy(state, u);
        if (f && isHardFortification(f.type))
          dv *= fortificationDefenseMultiplier(state, f, demolition ? 0.5 : 1);
      }
      dv *= lowFuelDefence(s)?.value ?? 1; // PC-SUP-17, PC-SUT-09
      if (attacking && terrain.key === 'bocage' && isVehicleForAssault(def, s)) dv *= 0.5;
      if (attacking) dv *= hedgeAssaultFactor(state, u, loc); // PB-ASLT-13: across a Hedge Row
      dv *= hedgeDefence(state, u)?.value ?? 1; // PB-IMP-30: crossed a Hedge Row this game turn
      w += me;
      sum += dv * me;
    }
    return w > 0 ? sum / w : 0;
  };
  const defDefense = avgDefense(defenders, false);
  const attDefense = avgDefense(attackers, true);
  if (demolition)
    factors.push({
      label: 'Demolition: Bunker/Pillbox defense bonus halved',
      kind: 'mul',
      value: 0.5,
      rule: 'PC-ASL-13',
      applies: 'defense',
    });
  const hedgeF = Math.min(1, ...attackers.map((a) => hedgeAssaultFactor(state, a, loc)));
  if (hedgeF < 1)
    factors.push({
      label: 'vehicles assaulting across a Hedge Row: their defense',
      kind: 'mul',
      value: hedgeF,
      rule: 'PB-ASLT-13',
      applies: 'defense',
    });
  if (terrain.key === 'bocage' && attackers.some((a) => isVehicleForAssault(units[a]!, state.units[a]!)))
    factors.push({
      label: 'vehicles assaulting into Bocage: their defense halved',
      kind: 'mul',
      value: 0.5,
      rule: 'PC-ASL-15',
      applies: 'defense',
    });
  factors.push({
    label: 'defenders: average defense',
    kind: 'set',
    value: defDefense,
    rule: 'PC-ASL-17',
    applies: 'defense',
  });
  factors.push({
    label: 'attackers: average defense',
    kind: 'set',
    value: attDefense,
    rule: 'PC-ASL-17',
    applies: 'defense',
  });

  const c = params.combat;
  const lcv = c.assaultLowCombatValue > 0 ? c.assaultLowCombatValue : params.lowCombatValue;
  const hcv = c.assaultHighCombatValue > 0 ? c.assaultHighCombatValue : params.highCombatValue;
  const side1 = (total: number, defense: number, pcts: number[]): SideCalc => {
    const cv = defense > 0 ? total / defense : 0;
    const modifier = combinePercents(state, pcts);
    return { total, defense, combatValue: cv, modifier, casualties: casualtyRange(cv, modifier, lcv, hcv) };
  };

  // PC-ASL-16: attacker losses ×2, ×2 again at night, × 100/(100+M) for the defending hex.
  const night = lightOfTurn(world, state.turn) === 'night';
  const attackerDisruption = 2 * (night ? 2 : 1) * (100 / (100 + terrain.modifier));

  return {
    attackers,
    defenders,
    targetLoc: loc,
    factors,
    attack: side1(attTotal, defDefense, attPcts),
    answer: side1(defTotal, attDefense, defPcts),
    attackerDisruption,
    mpCost: attackers.map((a) => {
      const s = state.units[a]!;
      if (state.phase) return 0; // PC-PHS-03d: assaults cost no MP under Manual Defensive Fire
      return Math.min(s.mp, Math.max(assaultMinimum(state, a), entryCost(state, a, s.loc, loc)));
    }),
    penalised,
  };
}

/** PC-ASL-19: a hex a retreating unit may enter, the safest first (rules-decisions), or -1. */
export function retreatHex(state: GameState, unit: number, attackers: readonly number[]): number {
  const { board, units } = state.world;
  const def = units[unit]!;
  const s = state.units[unit]!;
  const enemy = otherSide(def.side);
  const zoc = new Set<number>();
  state.units.forEach((e, i) => {
    if (units[i]!.side !== enemy || !hasZoc(units[i]!, e)) return;
    for (let k = board.adjStart[e.loc]!; k < board.adjStart[e.loc + 1]!; k++) zoc.add(board.adj[k]!);
  });
  const attackerLocs = attackers.map((a) => state.units[a]!.loc).filter((l) => l >= 0);
  let best = -1;
  let bestScore = -Infinity;
  for (let k = board.adjStart[s.loc]!; k < board.adjStart[s.loc + 1]!; k++) {
    const to = board.adj[k]!;
    const here = unitsAt(state, to);
    if (here.some((i) => units[i]!.side === enemy)) continue;
    const friendly = here.length > 0;
    if (zoc.has(to) && !friendly) continue;
    if ((state.hexes[to]?.minefield ?? 0) > 0) continue;
    if (entryRefusal(state, unit, s.loc, to)) continue;
    const away = Math.min(...attackerLocs.map((a) => board.distance(a, to)));
    const score = away * 10 + (friendly ? 5 : 0) - (zoc.has(to) ? 3 : 0) - to / 1e6;
    if (score > bestScore) {
      bestScore = score;
      best = to;
    }
  }
  return best;
}

/** Resolves an assault with the dice (PC-ASL-16..24). */
export function resolveAssault(
  state: GameState,
  calc: AssaultCalc,
  dice: Dice,
  events: GameEvent[],
): GameEvent {
  const { world } = state;
  const { units, board } = world;
  const loc = calc.targetLoc;
  const side = units[calc.attackers[0]!]!.side;
  const alt = alternativeCalculation(state, 'assault');
  const after: GameEvent[] = [];
  const rolls: Roll[] = [];

  const onDef = drawCasualties(calc.attack.casualties, dice, alt);
  const onAtt = drawCasualties(calc.answer.casualties, dice, alt);
  rolls.push(
    {
      label: `defender casualties ${calc.attack.casualties.low.toFixed(1)}–${calc.attack.casualties.high.toFixed(1)}`,
      value: onDef.raw,
      target: onDef.casualties,
      success: onDef.casualties > 0,
      rule: 'PC-CRT-01',
    },
    {
      label: `attacker casualties ${calc.answer.casualties.low.toFixed(1)}–${calc.answer.casualties.high.toFixed(1)}`,
      value: onAtt.raw,
      target: onAtt.casualties,
      success: onAtt.casualties > 0,
      rule: 'PC-CRT-01',
    },
  );
  const meOf = (i: number) => menEquivalent(units[i]!, state.units[i]!.strength);

  for (const a of calc.attackers) {
    const s = state.units[a]!;
    s.mp = Math.max(0, s.mp - calc.mpCost[calc.attackers.indexOf(a)]!);
    s.assaulted = true;
    s.revealed = true;
  }
  const defShares = shareCasualties(calc.defenders.map(meOf), onDef.casualties, dice);
  const attShares = shareCasualties(calc.attackers.map(meOf), onAtt.casualties, dice);
  const defenderLosses: UnitLoss[] = calc.defenders.map((d, k) => {
    markEngaged(state, d);
    state.units[d]!.fixed = false; // PC-ASL-25
    return applyCasualties(state, d, defShares[k]!, { reason: 'assault' }, dice, after);
  });
  const attackerLosses: UnitLoss[] = calc.attackers.map((a, k) =>
    applyCasualties(
      state,
      a,
      attShares[k]!,
      { reason: 'assault', attacking: true, disruptionLoss: calc.attackerDisruption },
      dice,
      after,
    ),
  );
  // PC-ASL-13: each demolition unit loses 32 / its assault value, in its own strength points.
  calc.attackers.forEach((a, k) => {
    const def = units[a]!;
    const s = state.units[a]!;
    if (!def.flags.demolition || s.status !== 'active' || def.assault <= 0) return;
    const lost = Math.min(s.strength, dice.roundRandom(32 / def.assault));
    s.strength -= lost;
    bookLoss(state, a, lost);
    const l = attackerLosses[k]!;
    attackerLosses[k] = { ...l, loss: l.loss + lost, strengthAfter: s.strength, eliminated: s.strength <= 0 };
    if (s.strength <= 0) eliminate(state, a, 'demolition charge', after);
  });

  // PC-ASL-18: retreat when every surviving defender is Disrupted or Broken and an attacker is not.
  const retreated: { unit: number; to: number }[] = [];
  const liveDef = calc.defenders.filter((d) => state.units[d]!.status === 'active');
  const liveAtt = calc.attackers.filter((a) => state.units[a]!.status === 'active');
  const mustRetreat =
    liveDef.length > 0 &&
    liveDef.every((d) => state.units[d]!.cohesion !== 'ok') &&
    liveAtt.some((a) => state.units[a]!.cohesion === 'ok');
  if (mustRetreat) {
    const fort = hexStateFor(state, loc);
    for (const d of liveDef) {
      const def = units[d]!;
      const s = state.units[d]!;
      const k = calc.defenders.indexOf(d);
      const note = (extra: number, why: string, eliminated = false) => {
        const l = defenderLosses[k]!;
        defenderLosses[k] = {
          ...l,
          loss: l.loss + extra,
          captured: (l.captured ?? 0) + extra,
          strengthAfter: s.strength,
          eliminated,
        };
        rolls.push({
          label: `${def.name}: ${why}`,
          value: extra,
          target: 0,
          success: false,
          rule: 'PC-ASL-20',
        });
      };
      const protectedHard = protectedBy(state, d);
      if (def.flags.fanatical && protectedHard && isHardFortification(protectedHard.type)) {
        rolls.push({
          label: `${def.name}: fanatical, holds the ${protectedHard.type}`,
          value: 0,
          target: 0,
          success: true,
          rule: 'PC-ASL-22',
        });
        continue;
      }
      const towedAt = def.type === 'antiTank' && def.flags.towed && def.speed > 0;
      if ((def.flags.mustTravel || def.flags.towed) && !towedAt) {
        const extra = s.strength;
        bookLoss(state, d, extra);
        eliminate(state, d, 'cannot retreat (must travel to move)', after);
        note(extra, 'cannot retreat: eliminated', true);
        continue;
      }
      if (towedAt) {
        const extra = Math.min(s.strength, dice.roundRandom(s.strength / 2));
        s.strength -= extra;
        bookLoss(state, d, extra);
        note(extra, 'towed AT guns abandon half (PC-ASL-23)');
        if (s.strength <= 0) {
          eliminate(state, d, 'guns abandoned', after);
          continue;
        }
      }
      const to = retreatHex(state, d, liveAtt);
      if (to >= 0) {
        s.loc = to;
        if (towedAt) s.mode = 'travel';
        s.digging = false;
        retreated.push({ unit: d, to });
        continue;
      }
      // PC-ASL-20/21: no legal hex.
      fort.fortificationVacated = fort.fortification !== null ? true : fort.fortificationVacated; // PC-FRT-04b
      const fragile = def.flags.fragileMorale && QUALITY_NUMBER[def.quality] <= QUALITY_NUMBER.C;
      // PC-ASL-22a: Fanatical units never surrender (not even under the optional Surrender rule).
      const surrender = optionalRule(state, 'surrender') && s.cohesion === 'broken' && !def.flags.fanatical;
      if (fragile || surrender) {
        const extra = s.strength;
        bookLoss(state, d, extra);
        eliminate(state, d, fragile ? 'cannot retreat (fragile morale)' : 'surrenders', after);
        note(
          extra,
          fragile ? 'fragile morale: eliminated (PC-ASL-21)' : 'surrenders (optional Surrender rule)',
          true,
        );
        continue;
      }
      if (def.flags.fanatical) continue; // PC-ASL-22a: never surrender
      const extra = Math.min(s.strength, dice.roundRandom(s.strength / 2));
      s.strength -= extra;
      bookLoss(state, d, extra);
      note(extra, `cannot retreat: ${extra} captured`);
      if (s.strength <= 0) eliminate(state, d, 'captured', after);
    }
  }

  afterAssault(state, calc.attackers, loc, dice, rolls, after); // SR-BURN (rules/special-rules.ts)
  captureSupplyUnits(state, loc, side, after); // PC-SUP-38: before deciding whether the hex is held
  // PC-ASL-24: an emptied hex is taken; unshaken attackers advance while stacking allows.
  const advanced: number[] = [];
  const held = unitsAt(state, loc, otherSide(side)).length > 0;
  if (!held) {
    noteHexLeft(state, loc);
    let stack = 0;
    for (const a of liveAtt) {
      const s = state.units[a]!;
      if (s.status !== 'active' || s.cohesion !== 'ok') continue;
      const me = meOf(a);
      if (stack + me > world.params.maxStacking && advanced.length > 0) continue;
      const from = s.loc;
      s.loc = loc;
      s.moved = true;
      s.digging = false;
      stack += me;
      advanced.push(a);
      noteEntry(state, a, from, loc); // PB-ASLT-13: vehicles advancing across a Hedge Row are vulnerable
      noteHexLeft(state, from);
    }
    if (advanced.length > 0) {
      const f = state.hexes[loc];
      if (f && f.fortification === 'pillbox') f.fortificationVacated = true; // PC-FRT-06: a captured Pillbox stays reduced
      captureAt(state, loc, side, after);
    }
  }

  const dLost = defenderLosses.reduce((n, l) => n + l.loss, 0);
  const aLost = attackerLosses.reduce((n, l) => n + l.loss, 0);
  const hex = board.label(loc);
  const parts = [`Assault on ${hex}: ${aLost} / ${dLost}`];
  if (retreated.length) parts.push(`${retreated.length} defender${retreated.length > 1 ? 's' : ''} retreat`);
  if (advanced.length) parts.push(`${hex} taken`);
  else if (!held) parts.push(`${hex} cleared`);
  const odds = calc.answer.total > 0 ? calc.attack.total / calc.answer.total : Infinity;
  const ev: GameEvent = {
    type: 'assault',
    attackers: calc.attackers,
    target: loc,
    factors: calc.factors,
    odds: Number.isFinite(odds) ? odds : 999,
    rolls,
    attackerLosses,
    defenderLosses,
    success: advanced.length > 0,
    retreated,
    summary: parts.join('; '),
    numbers: {
      attackers: numbers(
        calc.attack.total,
        calc.attack.defense,
        calc.attack.combatValue,
        calc.attack.modifier,
        calc.attack.casualties,
        onDef.casualties,
      ),
      defenders: numbers(
        calc.answer.total,
        calc.answer.defense,
        calc.answer.combatValue,
        calc.answer.modifier,
        calc.answer.casualties,
        onAtt.casualties,
      ),
    },
    advanced,
  };
  events.push(ev, ...after);
  return ev;
}
