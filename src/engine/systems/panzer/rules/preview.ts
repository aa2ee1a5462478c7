// Odds before committing (issue 4): previewFire gives the exact range of losses and the chance of
// each outcome of one shot, computed from the casualty distribution without touching the game's
// dice. previewAssault samples the resolution on copies of the state with a private, fixed stream
// (makeDice('preview|…')), which is not derived from the game's seed.

import type { Factor } from '../events.js';
import { isRuleError, ruleError, type RuleError } from '../../../core/errors.js';
import { cloneState } from '../game.js';
import type { GameState } from '../model/state.js';
import { menEquivalent, otherSide, type Cohesion } from '../model/unit.js';
import { makeDice } from '../../../core/rng.js';
import { attackerRefusal, computeAssault, resolveAssault, type AssaultCalc } from './assault.js';
import { unitsAt } from './combat-units.js';
import { QUALITY_FATIGUE, fatigueLevelStarts, fatigueScale, optionalRule } from './fatigue.js';
import { chooseTarget, type FireCalc } from './fire.js';
import { isOutOfCommand, outOfCommandWhy } from './command.js';
import { losBlockText } from './los.js';
import { currentMorale, moralePassChance } from './morale.js';
import { alternativeCalculation, moraleCheckChance } from './results.js';
import { sizedDef } from './combine.js';

export interface Range3 {
  readonly min: number;
  readonly max: number;
  readonly mean: number;
}

export interface FirePreview {
  readonly firer: number;
  readonly target: number;
  readonly targetLoc: number;
  readonly indirect: boolean;
  readonly factors: readonly Factor[];
  readonly attack: number;
  readonly defense: number;
  readonly combatValue: number;
  readonly modifier: number;
  /** Nominal men-equivalent casualties (PC-CRT-01). */
  readonly casualties: Range3;
  /** Strength points the target loses (men, guns or vehicles). */
  readonly loss: Range3;
  /** Chances 0..1 of the target's state after the shot. */
  readonly chance: {
    readonly noEffect: number;
    readonly disrupted: number;
    readonly broken: number;
    readonly eliminated: number;
  };
  readonly mpCost: number;
}

/** ∫ of the unit hat function max(0, 1 − |t|) from −∞ to x. */
function hatCdf(x: number): number {
  if (x <= -1) return 0;
  if (x <= 0) return ((x + 1) * (x + 1)) / 2;
  if (x <= 1) return 1 - ((1 - x) * (1 - x)) / 2;
  return 1;
}

/**
 * P(casualties = k) for a value uniform in [lo, hi] randomly rounded (PC-CRT-01, PC-GEN-06), or
 * for the mean of two such draws (PC-CRT-03, integrated numerically).
 */
export function casualtyDistribution(lo: number, hi: number, alternative: boolean): Map<number, number> {
  const out = new Map<number, number>();
  const k0 = Math.floor(lo);
  const k1 = Math.ceil(hi);
  if (hi - lo < 1e-9) {
    const f = lo - k0;
    if (f < 1e-12) out.set(k0, 1);
    else {
      out.set(k0, 1 - f);
      out.set(k0 + 1, f);
    }
    return out;
  }
  if (!alternative) {
    for (let k = k0; k <= k1; k++) {
      const p = (hatCdf(hi - k) - hatCdf(lo - k)) / (hi - lo);
      if (p > 1e-12) out.set(k, p);
    }
    return out;
  }
  const n = 200;
  for (let j = 0; j < n; j++) {
    const u = (j + 0.5) / n;
    const w = (u < 0.5 ? 4 * u : 4 * (1 - u)) / n;
    const x = lo + u * (hi - lo);
    const k = Math.floor(x);
    const f = x - k;
    out.set(k, (out.get(k) ?? 0) + w * (1 - f));
    if (f > 0) out.set(k + 1, (out.get(k + 1) ?? 0) + w * f);
  }
  return out;
}

/** Chance of failing a morale check, given the fatigue gain range, with the fatigue effect on morale. */
function failChance(
  state: GameState,
  unit: number,
  gainLo: number,
  gainHi: number,
): { fail: number; atMax: number } {
  const s = state.units[unit]!;
  const saved = s.fatigue;
  // Evaluate morale at the fatigue levels the gain can reach, weighted by the share of the range.
  const scale = fatigueScale(state);
  const max = scale.fatigueMax;
  const bounds = [...fatigueLevelStarts(scale), Infinity]; // PC-GEN-03, PB-FAT-01
  let fail = 0;
  let atMax = 0;
  const width = gainHi - gainLo;
  for (let b = 0; b < bounds.length - 1; b++) {
    const lo = Math.max(bounds[b]!, saved + gainLo);
    const hi = Math.min(bounds[b + 1]!, saved + gainHi);
    let share: number;
    if (width <= 0) share = saved + gainLo >= bounds[b]! && saved + gainLo < bounds[b + 1]! ? 1 : 0;
    else share = Math.max(0, hi - lo) / width;
    if (share <= 0) continue;
    s.fatigue = Math.min(max, bounds[b]!);
    const p = 1 - moralePassChance(currentMorale(state, unit));
    fail += share * p;
    if (bounds[b] === max) atMax += share * p;
  }
  s.fatigue = saved;
  return { fail, atMax };
}

/** Exact outcome of one computed shot (no dice). */
export function previewOfCalc(state: GameState, calc: FireCalc): FirePreview {
  const ts = state.units[calc.target]!;
  const td = sizedDef(state.world, calc.target, ts);
  const dist = casualtyDistribution(
    calc.casualties.low,
    calc.casualties.high,
    alternativeCalculation(state, 'fire'),
  );
  const base = state.world.hooks.moraleBase(td); // PC-CRT-05, PB-CRT-05
  const breakAny = state.world.params.combat.breakRule === 'anyFailure';
  let cMin = Infinity;
  let cMax = -Infinity;
  let cMean = 0;
  let lMin = Infinity;
  let lMax = -Infinity;
  let lMean = 0;
  const chance = { noEffect: 0, disrupted: 0, broken: 0, eliminated: 0 };
  for (const [c, pc] of dist) {
    cMin = Math.min(cMin, c);
    cMax = Math.max(cMax, c);
    cMean += c * pc;
    const outcomes: [number, number][] =
      td.component === 'men'
        ? [[c, 1]]
        : c % 10 === 0
          ? [[c / 10, 1]]
          : [
              [Math.floor(c / 10), 1 - (c % 10) / 10],
              [Math.floor(c / 10) + 1, (c % 10) / 10],
            ];
    for (const [raw, po] of outcomes) {
      const p = pc * po;
      const s = Math.min(ts.strength, raw);
      const left = ts.strength - s;
      let pElim = left <= 0 ? 1 : 0;
      if (td.component === 'men' && s > 0 && left > 0 && left < 10) pElim = 1 - left / 10; // PC-CRT-07
      const record = (loss: number, q: number) => {
        if (q <= 0) return;
        lMin = Math.min(lMin, loss);
        lMax = Math.max(lMax, loss);
        lMean += loss * q;
      };
      record(s, p * (1 - pElim));
      record(ts.strength, p * pElim);
      chance.eliminated += p * pElim;
      const alive = p * (1 - pElim);
      if (alive <= 0) continue;
      if (c <= 0) {
        chance.noEffect += alive;
        continue;
      }
      const pCheck = moraleCheckChance(base, c * calc.disruptionLoss) / 100;
      let top = state.world.hooks.fatigueFactor(state.world.params, td) * c; // PC-CRT-04, PB-FAT-03
      if (optionalRule(state, 'qualityFatigue')) top *= QUALITY_FATIGUE[td.quality];
      const bottom = state.world.params.combat.fatigueFrom === 'loss' ? Math.min(c, top) : 0;
      const { fail, atMax } = failChance(state, calc.target, bottom, top);
      const pFail = pCheck * fail;
      let toBroken = 0;
      let toDisrupted = 0;
      if (ts.cohesion === 'broken') toBroken = 0;
      else if (ts.cohesion === 'disrupted') toBroken = breakAny ? pFail : pCheck * atMax;
      else toDisrupted = pFail;
      chance.broken += alive * toBroken;
      chance.disrupted += alive * toDisrupted;
      chance.noEffect += alive * (1 - toBroken - toDisrupted);
    }
  }
  return {
    firer: calc.firer,
    target: calc.target,
    targetLoc: calc.targetLoc,
    indirect: calc.indirect,
    factors: calc.factors,
    attack: calc.attack,
    defense: calc.defense,
    combatValue: calc.combatValue,
    modifier: calc.modifier,
    casualties: { min: cMin, max: cMax, mean: cMean },
    loss: { min: lMin, max: lMax, mean: lMean },
    chance,
    mpCost: calc.mpCost,
  };
}

/** The preview of `firer` firing at the hex `loc` in its own turn, or why it cannot. */
export function previewFire(
  state: GameState,
  firer: number,
  loc: number,
  opts: { indirect?: boolean; targetUnit?: number; opportunity?: boolean; fog?: boolean } = {},
): FirePreview | RuleError {
  if (opts.fog) state = asSeenBy(state, state.world.units[firer]!.side, loc);
  const calc = chooseTarget(state, firer, loc, {
    indirect: opts.indirect === true,
    opportunity: opts.opportunity === true,
    only: opts.targetUnit,
  });
  if (isRuleError(calc)) return explained(state, firer, loc, calc);
  return previewOfCalc(state, calc);
}

/**
 * Refusals that say why (issue 18). fire.ts words a missing line of sight "has no line of sight
 * to X": the preview adds the hex that blocks and by what (PC-MAP-07). An HQ "cannot fire": the
 * preview says it is a headquarters (PC-UNT-02) and, when it is Out of Command, why (PC-CMD-09).
 */
function explained(state: GameState, firer: number, loc: number, e: RuleError): RuleError {
  const def = state.world.units[firer]!;
  if (e.code === 'CANNOT_FIRE' && def.type === 'hq') {
    const out = isOutOfCommand(state, firer)
      ? ` It is also Out of Command this turn (PC-CMD-09): ${outOfCommandWhy(state, firer)}.`
      : '';
    return ruleError(
      'CANNOT_FIRE',
      `${def.name} is a headquarters: it commands its formation and never fires (PC-UNT-02).${out}`,
      'PC-UNT-02',
    );
  }
  if (e.code !== 'NO_LOS' || !/line of sight/.test(e.message)) return e;
  const from = state.units[firer]!.loc;
  const why = losBlockText(state.world, from, loc, state.weather.condition);
  return why ? ruleError('NO_LOS', `${e.message.replace(/\.$/, '')}: ${why}.`, e.rule ?? 'PC-MAP-07') : e;
}

/**
 * The state with the enemy units in `loc` as the side can know them under fog of war (design
 * invariant 3): full strength, no fatigue, no Low Ammo or Fuel, not digging; their mode and
 * Disrupted/Broken state are seen. The game's state is not changed.
 */
export function asSeenBy(state: GameState, side: GameState['activeSide'], loc: number): GameState {
  const units = state.units.slice();
  state.units.forEach((s, i) => {
    const def = state.world.units[i]!;
    if (s.loc !== loc || def.side === side) return;
    units[i] = { ...s, strength: def.strength, fatigue: 0, lowAmmo: false, lowFuel: false, digging: false };
  });
  return { ...state, units };
}

/** Previews for every spotted enemy hex within range of any unit of a stack (the fire-range display). */
export function previewTargets(state: GameState, firers: readonly number[]): FirePreview[] {
  const out: FirePreview[] = [];
  const { board, units } = state.world;
  for (const f of firers) {
    const def = units[f]!;
    const s = state.units[f]!;
    const reach = Math.max(def.hard.range, def.soft.range);
    const seen = new Set<number>();
    for (const e of state.knowledge[def.side].spotted) {
      const loc = state.units[e]!.loc;
      if (loc < 0 || seen.has(loc) || board.distance(s.loc, loc) > reach) continue;
      seen.add(loc);
      for (const indirect of def.flags.indirect ? [false, true] : [false]) {
        const p = previewFire(state, f, loc, { indirect });
        if (!isRuleError(p)) {
          out.push(p);
          break;
        }
      }
    }
  }
  return out;
}

export interface AssaultPreview {
  readonly calc: AssaultCalc;
  /** Nominal casualties each side's attack inflicts: on the defenders, and on the attackers. */
  readonly defenderCasualties: Range3;
  readonly attackerCasualties: Range3;
  /** Total strength points lost, from the samples. */
  readonly defenderLoss: Range3;
  readonly attackerLoss: Range3;
  readonly chance: {
    readonly defendersRetreat: number;
    readonly hexTaken: number;
    readonly attackerDisrupted: number;
    readonly defenderEliminated: number;
  };
  readonly samples: number;
}

function rangeOfDistribution(d: Map<number, number>): Range3 {
  let min = Infinity;
  let max = -Infinity;
  let mean = 0;
  for (const [k, p] of d) {
    min = Math.min(min, k);
    max = Math.max(max, k);
    mean += k * p;
  }
  return { min, max, mean };
}

/** The odds of an assault, or why it cannot be made; the game's dice are never touched. */
export function previewAssault(
  state: GameState,
  attackers: readonly number[],
  loc: number,
  samples = 200,
): AssaultPreview | RuleError {
  if (attackers.length === 0) return ruleError('BAD_COMMAND', 'Name at least one unit.');
  const side = state.world.units[attackers[0]!]!.side;
  if (unitsAt(state, loc, otherSide(side)).length === 0)
    return ruleError(
      'NOT_ALLOWED',
      `There is no enemy unit in ${state.world.board.label(loc)} to assault.`,
      'PC-ASL-01',
    );
  for (const a of attackers) {
    const why = attackerRefusal(state, a, loc);
    if (why) return why;
  }
  const calc = computeAssault(state, attackers, loc);
  const alt = alternativeCalculation(state, 'assault');
  const dDist = casualtyDistribution(calc.attack.casualties.low, calc.attack.casualties.high, alt);
  const aDist = casualtyDistribution(calc.answer.casualties.low, calc.answer.casualties.high, alt);
  const dice = makeDice(`preview|assault|${attackers.join(',')}|${loc}`);
  const acc = {
    dMin: Infinity,
    dMax: -Infinity,
    dSum: 0,
    aMin: Infinity,
    aMax: -Infinity,
    aSum: 0,
    retreat: 0,
    taken: 0,
    disrupted: 0,
    elim: 0,
  };
  for (let n = 0; n < samples; n++) {
    const copy = cloneState(state);
    const before = new Map<number, Cohesion>(attackers.map((a) => [a, copy.units[a]!.cohesion]));
    const ev = resolveAssault(copy, computeAssault(copy, attackers, loc), dice, []);
    if (ev.type !== 'assault') continue;
    const dl = ev.defenderLosses.reduce((x, l) => x + l.loss, 0);
    const al = ev.attackerLosses.reduce((x, l) => x + l.loss, 0);
    acc.dMin = Math.min(acc.dMin, dl);
    acc.dMax = Math.max(acc.dMax, dl);
    acc.dSum += dl;
    acc.aMin = Math.min(acc.aMin, al);
    acc.aMax = Math.max(acc.aMax, al);
    acc.aSum += al;
    if (ev.retreated.length) acc.retreat++;
    if (ev.success) acc.taken++;
    if (attackers.some((a) => copy.units[a]!.cohesion !== before.get(a))) acc.disrupted++;
    if (ev.defenderLosses.some((l) => l.eliminated)) acc.elim++;
  }
  return {
    calc,
    defenderCasualties: rangeOfDistribution(dDist),
    attackerCasualties: rangeOfDistribution(aDist),
    defenderLoss: { min: acc.dMin, max: acc.dMax, mean: acc.dSum / samples },
    attackerLoss: { min: acc.aMin, max: acc.aMax, mean: acc.aSum / samples },
    chance: {
      defendersRetreat: acc.retreat / samples,
      hexTaken: acc.taken / samples,
      attackerDisrupted: acc.disrupted / samples,
      defenderEliminated: acc.elim / samples,
    },
    samples,
  };
}

/** Men-equivalents of a list of units (for the client's odds display). */
export function menEquivalents(state: GameState, list: readonly number[]): number {
  return list.reduce((n, u) => n + menEquivalent(state.world.units[u]!, state.units[u]!.strength), 0);
}
