// Fatigue (PC-GEN-03, PC-FAT; PB-FAT-01 under the tactical profile): the scale and its levels, their combat and morale effects, the fatigue that losses add
// (PC-CRT-04) and fatigue recovered by resting units at the start of their turn (PC-FAT-05).

import { plural } from '../../../core/words.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Quality, Side, UnitDef } from '../model/unit.js';
import type { VariantParams } from '../profiles/rule-params.js';
import type { Dice } from '../../../core/rng.js';
import { gameDice, roundRandomRoll, type DiceSource } from './dice-source.js';
import { ruleOn } from '../world.js';
import { lightOfTurn } from './clock.js';
import { engagedRecently, hasFlag } from './combat-units.js';

/**
 * The fatigue scale of a game: its Maximum and where its levels begin (params.variant: PC-GEN-03
 * 0-300 in the operational game, PB-FAT-01 0-150 under the tactical profile). Every reading of a
 * fatigue value goes through it, never through a number.
 */
export type FatigueScale = Pick<VariantParams, 'fatigueMax' | 'fatigueLevels'>;

/** The scale of the game in play. */
export function fatigueScale(state: GameState): FatigueScale {
  return state.world.params.variant;
}

export type FatigueLevel = 'none' | 'low' | 'medium' | 'high' | 'maximum';

/** PC-GEN-03, PB-FAT-01: the level of a fatigue value on the game's scale. */
export function fatigueLevel(f: number, scale: FatigueScale): FatigueLevel {
  if (f <= 0) return 'none';
  if (f < scale.fatigueLevels.medium) return 'low';
  if (f < scale.fatigueLevels.high) return 'medium';
  if (f < scale.fatigueMax) return 'high';
  return 'maximum';
}

/** PC-GEN-03, PB-FAT-01: at the Maximum level (cannot assault, PC-ASL-02 / PB-ASLT-01). */
export function atMaxFatigue(f: number, scale: FatigueScale): boolean {
  return f >= scale.fatigueMax;
}

/**
 * The fatigue values where the effects change, in order: the start of None/Low (which share their
 * effects), Medium, High and Maximum (the previews weigh morale over these bands).
 */
export function fatigueLevelStarts(scale: FatigueScale): number[] {
  return [0, scale.fatigueLevels.medium, scale.fatigueLevels.high, scale.fatigueMax];
}

/** PC-FIR-11, PC-ASL-10 (PB-FIRE-14, PB-ASLT-08): fire and assault modifier in percent. */
export function fatigueCombatPercent(f: number, scale: FatigueScale): number {
  return { none: 0, low: 0, medium: -10, high: -20, maximum: -40 }[fatigueLevel(f, scale)];
}

/** PC-MRL-02 (PB-MOR-02) morale modifier. */
export function fatigueMoraleModifier(f: number, scale: FatigueScale): number {
  return { none: 0, low: 0, medium: -1, high: -2, maximum: -4 }[fatigueLevel(f, scale)];
}

/** PC-FAT-03 optional Quality Fatigue Modifier. */
export const QUALITY_FATIGUE: Record<Quality, number> = {
  A: 1 / 2,
  B: 2 / 3,
  C: 1,
  D: 5 / 4,
  E: 3 / 2,
  F: 2,
};

/** Fatigue stays on the scale: 0 to its Maximum (PC-GEN-03; PB-FAT-03 "cap at 150"). */
export function clampFatigue(f: number, scale: FatigueScale): number {
  return Math.max(0, Math.min(scale.fatigueMax, f));
}

/** An optional rule (PC-OPT key) in force in this game. */
export function optionalRule(state: GameState, key: string): boolean {
  return ruleOn(state.world, key);
}

/**
 * The highest fatigue a loss can add, before the cap (PC-CRT-04). The factor is the profile's hook:
 * the operational size factors, or k × Fatigue Factor under the tactical profile (PB-FAT-03).
 */
export function maxFatigueGain(state: GameState, def: UnitDef, loss: number, attacking: boolean): number {
  let top = state.world.hooks.fatigueFactor(state.world.params, def) * loss;
  if (attacking) top *= 2; // PC-CRT-04, PC-ASL-25
  if (optionalRule(state, 'qualityFatigue')) top *= QUALITY_FATIGUE[def.quality]; // PC-FAT-03
  return top;
}

/**
 * PC-CRT-04: fatigue gained from a nominal men-equivalent loss: a random value from 0 (manual 9.3)
 * or from the loss (12.0, params.combat.fatigueFrom) up to factor × loss, randomly rounded.
 */
export function fatigueGain(
  state: GameState,
  def: UnitDef,
  loss: number,
  attacking: boolean,
  dice: Dice,
): number {
  if (loss <= 0) return 0;
  const top = maxFatigueGain(state, def, loss, attacking);
  const bottom = state.world.params.combat.fatigueFrom === 'loss' ? Math.min(loss, top) : 0;
  return dice.roundRandom(bottom + dice.next() * (top - bottom));
}

/** PC-FAT-04: a unit that rested through the whole previous turn. */
export function restedLastTurn(state: GameState, unit: number): boolean {
  const s = state.units[unit]!;
  if (s.moved || s.fired || s.assaulted || engagedRecently(state, unit)) return false;
  if (s.digging || hasFlag(s, 'bridgeOps')) return false;
  const hex = state.hexes[s.loc];
  return !(hex && hex.minefield > 0);
}

/** PC-FAT-05: start-of-turn fatigue recovery for the side's resting units. */
export function recoverFatigue(
  state: GameState,
  side: Side,
  events: GameEvent[],
  diceSource: DiceSource = gameDice(state),
): void {
  if (state.turn <= 1) return; // no previous turn to have rested through
  const night = lightOfTurn(state.world, state.turn) === 'night';
  const rest = state.world.params.restValue * (night ? 2 : 1);
  let recovered = 0;
  state.units.forEach((s, i) => {
    if (state.world.units[i]!.side !== side || s.status !== 'active' || s.loc < 0 || s.fatigue <= 0) return;
    if (!restedLastTurn(state, i)) return;
    // A random amount from 0 to twice the Rest Value, randomly rounded (rules-decisions PC-FAT-05).
    const dice = diceSource(`fatigue-rest|${i}`);
    const u = dice.next();
    const drawn = roundRandomRoll(dice, u * 2 * rest, 'rounding', 'PC-GEN-06');
    const amount = drawn.value;
    if (amount <= 0) return;
    s.fatigue = clampFatigue(s.fatigue - amount, fatigueScale(state));
    recovered++;
    events.push({
      type: 'unitState',
      unit: i,
      what: `rests, fatigue −${amount}`,
      fatigue: s.fatigue,
      rolls: [
        {
          label: `rest recovery: drawn from 0 up to 2 × Rest Value ${rest}`,
          value: u * 2 * rest,
          target: 2 * rest,
          success: true,
          rule: 'PC-FAT-05',
        },
        drawn.roll,
      ],
      rule: 'PC-FAT-05',
    });
  });
  if (recovered)
    events.push({
      type: 'message',
      text: `${plural(recovered, 'unit')} recovered fatigue`,
      seenBy: side,
      rule: 'PC-FAT-05',
    });
}
