// Morale (PC-MRL): current morale, the d6 morale check (PC-CRT-06, PC-MRL-03/04) and recovery
// from Disrupted and Broken at the start of the side's turn (PC-MRL-06/07).

import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { QUALITY_NUMBER, type Cohesion, type Side } from '../model/unit.js';
import type { Dice } from '../../../core/rng.js';
import { gameDice, type DiceSource } from './dice-source.js';
import { commandingHq, isDetached, isOutOfCommand, modifiedCommandRange } from './command.js';
import { atMaxFatigue, fatigueMoraleModifier, fatigueScale } from './fatigue.js';
import { isIsolated } from './supply.js';

/** PC-MRL-02 current morale; `recovering` applies the recovery-only modifiers. */
export function currentMorale(state: GameState, unit: number, recovering = false): number {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  const q = QUALITY_NUMBER[def.quality];
  let m = q + fatigueMoraleModifier(s.fatigue, fatigueScale(state));
  if (s.lowAmmo || s.lowFuel) m -= 1; // together count once (rules-decisions, App. C.2 27)
  if (s.cohesion !== 'ok' && !(recovering && q === 1)) m -= 1;
  if (isIsolated(state, unit)) m -= 1;
  if (recovering && isDetached(state, unit)) m -= def.flags.fragileMorale && q <= QUALITY_NUMBER.C ? 2 : 1;
  return m;
}

/** Chance of passing a d6 test against a morale value (PC-CRT-06, PC-MRL-03). */
export function moralePassChance(morale: number): number {
  if (morale <= 0) return 0;
  return Math.min(6, morale) / 6;
}

/** The cohesion a failed check leads to (PC-MRL-04, params.combat.breakRule). */
export function cohesionAfterFailure(state: GameState, unit: number): Cohesion {
  const s = state.units[unit]!;
  if (s.cohesion === 'broken') return 'broken';
  if (s.cohesion === 'disrupted') {
    const anyFailure = state.world.params.combat.breakRule === 'anyFailure';
    return anyFailure || atMaxFatigue(s.fatigue, fatigueScale(state)) ? 'broken' : 'disrupted';
  }
  return 'disrupted';
}

/** PC-CRT-06: roll 1d6; pass on roll ≤ current morale; a unit with No Morale always fails. */
export function moraleCheck(state: GameState, unit: number, dice: Dice): { passed: boolean; roll: Roll } {
  const morale = currentMorale(state, unit);
  const d6 = dice.int(1, 6);
  const passed = morale > 0 && d6 <= morale;
  return {
    passed,
    roll: {
      label: `morale check d6 ≤ ${morale}`,
      value: d6,
      target: morale,
      success: passed,
      rule: 'PC-CRT-06',
    },
  };
}

/** The working HQ for recovery, or undefined (PC-MRL-07: none, off map or Out of Command). */
function workingHq(state: GameState, unit: number): number | undefined {
  const hq = commandingHq(state, unit);
  if (hq === undefined) return undefined;
  const s = state.units[hq]!;
  if (s.status !== 'active' || s.loc < 0 || isOutOfCommand(state, hq)) return undefined;
  return hq;
}

/** Chance that a Disrupted or Broken unit recovers this turn (PC-MRL-06/07), for previews and tests. */
export function recoveryChance(state: GameState, unit: number): number {
  const s = state.units[unit]!;
  if (s.cohesion === 'ok') return 0;
  if (s.cohesion === 'broken' && atMaxFatigue(s.fatigue, fatigueScale(state))) return 0;
  const pMorale = moralePassChance(currentMorale(state, unit, true));
  const hq = workingHq(state, unit);
  if (hq === undefined) return (state.world.params.combat.noHqRecoveryPercent / 100) * pMorale;
  const c = modifiedCommandRange(state, hq);
  const r = state.world.board.distance(s.loc, state.units[hq]!.loc);
  const pRange = r === 0 ? 1 : c / (c + r);
  return (pRange + (1 - pRange) * 0.5) * pMorale;
}

/** PC-MRL-06: one recovery attempt; returns the rolls and the new cohesion. */
export function attemptRecovery(
  state: GameState,
  unit: number,
  dice: Dice,
): { rolls: Roll[]; after: Cohesion } {
  const s = state.units[unit]!;
  const rolls: Roll[] = [];
  const fail = () => ({ rolls, after: s.cohesion });
  if (s.cohesion === 'ok') return fail();
  if (s.cohesion === 'broken' && atMaxFatigue(s.fatigue, fatigueScale(state))) return fail(); // step 0
  const hq = workingHq(state, unit);
  if (hq === undefined) {
    // PC-MRL-07: half the chance of the morale test alone.
    const half = state.world.params.combat.noHqRecoveryPercent;
    const p = dice.percent();
    rolls.push({
      label: 'no working HQ: chance',
      value: p,
      target: half,
      success: p < half,
      rule: 'PC-MRL-07',
    });
    if (p >= half) return fail();
  } else {
    const c = modifiedCommandRange(state, hq);
    const r = state.world.board.distance(s.loc, state.units[hq]!.loc);
    const pRange = r === 0 ? 100 : (100 * c) / (c + r);
    const p = dice.percent();
    rolls.push({
      label: `range test C ${c} R ${r}`,
      value: p,
      target: pRange,
      success: p < pRange,
      rule: 'PC-MRL-06',
    });
    if (p >= pRange) {
      const second = dice.percent();
      rolls.push({
        label: 'failed range test: second chance',
        value: second,
        target: 50,
        success: second < 50,
        rule: 'PC-MRL-06',
      });
      if (second >= 50) return fail();
    }
  }
  const morale = currentMorale(state, unit, true);
  const d6 = dice.int(1, 6);
  const passed = morale > 0 && d6 <= morale;
  rolls.push({
    label: `recovery d6 ≤ ${morale}`,
    value: d6,
    target: morale,
    success: passed,
    rule: 'PC-MRL-06',
  });
  if (!passed) return fail();
  return { rolls, after: s.cohesion === 'broken' ? 'disrupted' : 'ok' };
}

/** PC-MRL-06 start-of-turn step for every Disrupted or Broken unit of the side. */
export function recoverMorale(
  state: GameState,
  side: Side,
  events: GameEvent[],
  dice: DiceSource = gameDice(state),
): void {
  state.units.forEach((s, i) => {
    if (state.world.units[i]!.side !== side || s.status !== 'active' || s.loc < 0 || s.cohesion === 'ok')
      return;
    const { rolls, after } = attemptRecovery(state, i, dice(`recover|${i}`));
    if (after === s.cohesion) return;
    s.cohesion = after;
    events.push({
      type: 'unitState',
      unit: i,
      what: after === 'ok' ? 'recovers from disruption' : 'rallies: broken → disrupted',
      cohesion: after,
      rolls,
      rule: 'PC-MRL-06',
    });
  });
}
