// Combat results (PC-CRT): the common casualty calculation shared by fire and assault
// (PC-CRT-01/03), losses to units with conversion to vehicles and guns (PC-CRT-02), fatigue from
// losses (PC-CRT-04), the morale check (PC-CRT-05/06), finishing off (PC-CRT-07) and booking the
// loss for victory (PC-CRT-09). Losses never exceed a unit's strength.

import type { CombatNumbers, GameEvent, Roll, UnitLoss } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Dice } from '../../../core/rng.js';
import { clampFatigue, fatigueGain, optionalRule } from './fatigue.js';
import { cohesionAfterFailure, moraleCheck } from './morale.js';
import { recordLoss } from './victory.js';
import { leaveWrecks } from './wrecks.js';
import { sizedDef } from './combine.js';
import { cargoLost } from './transport.js';

/** PC-GEN-07: combines percentage modifiers into one, in percent (params.combat.percentCombine). */
export function combinePercents(state: GameState, pcts: readonly number[]): number {
  const c = state.world.params.combat;
  if (c.percentCombine === 'add') {
    const sum = pcts.reduce((a, b) => a + b, 0);
    return Math.max(c.minCombinedPercent, sum);
  }
  const product = pcts.reduce((a, p) => a * Math.max(0, 1 + p / 100), 1);
  return (product - 1) * 100;
}

export interface CasualtyRange {
  readonly effective: number;
  readonly low: number;
  readonly high: number;
}

/**
 * PC-CRT-01 steps 1-3: effective = CV adjusted by mod; low/high = LCV/HCV × effective / 1000.
 * A zero or negative value causes nothing.
 */
export function casualtyRange(cv: number, modPercent: number, lcv: number, hcv: number): CasualtyRange {
  const effective = Math.max(0, cv * (1 + modPercent / 100));
  const scale = effective / 1000;
  return { effective, low: lcv * scale, high: hcv * scale };
}

/**
 * PC-CRT-01 steps 4-5 (or PC-CRT-03, the average of two draws): a value uniform in [low, high],
 * randomly rounded (PC-GEN-06).
 */
export function drawCasualties(
  r: CasualtyRange,
  dice: Dice,
  alternative: boolean,
): { raw: number; casualties: number } {
  const u = alternative ? (dice.next() + dice.next()) / 2 : dice.next();
  const raw = r.low + u * (r.high - r.low);
  return { raw, casualties: dice.roundRandom(raw) };
}

/**
 * Whether the Alternative Calculation optional rule is on (PC-CRT-03). The manual lets it be
 * chosen separately for fire and for assault; the game options have one key for both.
 */
export function alternativeCalculation(state: GameState, _kind: 'fire' | 'assault'): boolean {
  return optionalRule(state, 'alternativeCalculation');
}

export function numbers(
  attack: number,
  defense: number,
  combatValue: number,
  modifier: number,
  r: CasualtyRange,
  casualties: number,
): CombatNumbers {
  return {
    attack,
    defense,
    combatValue,
    modifier,
    effective: r.effective,
    low: r.low,
    high: r.high,
    casualties,
  };
}

/** Books a strength loss for victory (PC-CRT-09) and the turn's loss count. */
export function bookLoss(state: GameState, unit: number, amount: number): void {
  if (amount <= 0) return;
  recordLoss(state, unit, amount);
  state.units[unit]!.lossesThisTurn += amount;
}

/** Takes a unit out of play (status 'eliminated', off the map) with an 'eliminated' event. */
export function eliminate(state: GameState, unit: number, reason: string, events: GameEvent[]): void {
  const s = state.units[unit]!;
  const at = s.loc;
  s.strength = 0;
  s.status = 'eliminated';
  s.loc = -1;
  s.digging = false;
  events.push({ type: 'eliminated', unit, reason });
  cargoLost(state, unit, at, events); // PB-UNIT-34: its passengers, if it carried any
}

export interface LossOptions {
  /** The unit was attacking in an assault: fatigue doubled (PC-CRT-04). */
  readonly attacking?: boolean;
  /** Multiplier on the loss counted for the morale-check chance (PC-FIR-24, PC-ASL-16). */
  readonly disruptionLoss?: number;
  /** Why the unit would be eliminated, for the event. */
  readonly reason: string;
}

/** Strength points a nominal men-equivalent loss becomes for a unit, before the cap (PC-CRT-02). */
export function strengthLoss(component: 'men' | 'guns' | 'vehicles', casualty: number, dice: Dice): number {
  if (component === 'men') return casualty;
  const whole = Math.floor(casualty / 10);
  const rest = casualty - whole * 10;
  return whole + (rest > 0 && dice.next() < rest / 10 ? 1 : 0);
}

/** PC-CRT-05: chance in percent that a loss forces a morale check: loss / (loss + base). */
export function moraleCheckChance(base: number, counted: number): number {
  return counted <= 0 ? 0 : (100 * counted) / (counted + base);
}

/**
 * Applies a nominal men-equivalent casualty value to one unit: strength loss (PC-CRT-02),
 * finishing off (PC-CRT-07), fatigue (PC-CRT-04), the morale check (PC-CRT-05/06) and the VP
 * booking (PC-CRT-09). Returns the unit's line of the result.
 */
export function applyCasualties(
  state: GameState,
  unit: number,
  casualty: number,
  opts: LossOptions,
  dice: Dice,
  events: GameEvent[],
): UnitLoss {
  const def = sizedDef(state.world, unit, state.units[unit]!); // size rules see a combined unit whole
  const s = state.units[unit]!;
  const rolls: Roll[] = [];
  const c = Math.max(0, Math.round(casualty));
  let loss = Math.min(s.strength, strengthLoss(def.component, c, dice));
  s.strength -= loss;
  // PC-CRT-07: a unit of men brought below 10 men survives with chance 10% × men remaining.
  if (def.component === 'men' && loss > 0 && s.strength > 0 && s.strength < 10) {
    const p = dice.percent();
    const keep = s.strength * 10;
    rolls.push({
      label: `finishing off: survive ${s.strength} men`,
      value: p,
      target: keep,
      success: p < keep,
      rule: 'PC-CRT-07',
    });
    if (p >= keep) {
      loss += s.strength;
      s.strength = 0;
    }
  }
  bookLoss(state, unit, loss);
  // PB-IMP-35, PB-CRT-08: destroyed vehicles may leave wrecks (none while wreckChance is 0).
  const wrecks = def.component === 'vehicles' ? leaveWrecks(state, s.loc, loss, dice) : 0;
  if (s.strength <= 0) {
    eliminate(state, unit, opts.reason, events);
    return {
      ...(wrecks > 0 ? { wrecks } : {}),
      unit,
      loss,
      strengthAfter: 0,
      cohesionAfter: s.cohesion,
      fatigueAfter: s.fatigue,
      eliminated: true,
      rolls,
      casualty: c,
    };
  }
  const gained = fatigueGain(state, def, c, opts.attacking === true, dice);
  s.fatigue = clampFatigue(s.fatigue + gained, state.world.params.variant);
  if (c > 0) {
    const counted = c * (opts.disruptionLoss ?? 1);
    const base = state.world.hooks.moraleBase(def); // PC-CRT-05, PB-CRT-05 (profile's size classes)
    const pCheck = moraleCheckChance(base, counted);
    const p = dice.percent();
    rolls.push({
      label: `morale check needed: ${fmt(counted)}/(${fmt(counted)}+${base})`,
      value: p,
      target: pCheck,
      success: p < pCheck,
      rule: 'PC-CRT-05',
    });
    if (p < pCheck) {
      const check = moraleCheck(state, unit, dice);
      rolls.push(check.roll);
      if (!check.passed) s.cohesion = cohesionAfterFailure(state, unit);
    }
  }
  return {
    ...(wrecks > 0 ? { wrecks } : {}),
    unit,
    loss,
    strengthAfter: s.strength,
    cohesionAfter: s.cohesion,
    fatigueAfter: s.fatigue,
    eliminated: false,
    rolls,
    casualty: c,
    fatigueGained: gained,
  };
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/**
 * Shares a casualty value among several units in proportion to their men-equivalents, each share
 * randomly rounded (rules-decisions: PC-ASL-17 "how losses are shared").
 */
export function shareCasualties(weights: readonly number[], total: number, dice: Dice): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  return weights.map((w) => dice.roundRandom((total * w) / sum));
}
