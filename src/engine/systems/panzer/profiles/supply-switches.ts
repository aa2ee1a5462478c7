// The Low Ammo and Low Fuel switches of the variant parameters (rule-params.ts), laid over the
// start-of-turn supply steps of every profile. The operational defaults leave the steps as they
// are (PC-SUP-12, PC-SUP-16); Panzer Battles does without Low Ammo and Low Fuel in its Normandy and
// Kursk titles (PB-SUP-14, PB-SUP-17) and never makes an Isolated non-artillery unit Low on Ammo
// for firing (PB-SUP-06, PB-DIFF-34). Artillery availability (PC-SUP-14, PB-SUP-12) is untouched.

import type { GameState } from '../model/state.js';
import type { Side } from '../model/unit.js';
import { isArtillery } from '../rules/combat-units.js';
import type { TurnStep } from '../rules/turn.js';

/** The rule ids of the steps these switches wrap (rules/turn.ts START_STEPS). */
export const AMMO_STEP = 'PC-SUP-12';
export const FUEL_STEP = 'PC-SUP-16';

/**
 * Non-artillery units of the side whose firing must not lead to a Low Ammo test this turn: all of
 * them when Low Ammo is not in use, the Isolated ones when Isolated fire does not cost ammunition.
 */
export function ammoExempt(state: GameState, side: Side): number[] {
  const v = state.world.params.variant;
  if (v.lowAmmo && v.isolatedFiringLowAmmo) return [];
  const out: number[] = [];
  state.units.forEach((u, i) => {
    const def = state.world.units[i]!;
    if (def.side !== side || u.status !== 'active' || isArtillery(def)) return;
    if (!v.lowAmmo || state.ops.isolated.includes(i)) out.push(i);
  });
  return out;
}

/** Wraps the ammo step: exempt units are shown to it as not having fired, then restored. */
function switchAmmo(step: TurnStep): TurnStep {
  return {
    ...step,
    run: (state, side, events) => {
      const exempt = ammoExempt(state, side);
      const fired = exempt.map((i) => state.units[i]!.fired);
      const skip = new Set(exempt);
      for (const i of exempt) state.units[i]!.fired = false;
      state.ops.firedIsolated = state.ops.firedIsolated.filter((i) => !skip.has(i));
      try {
        step.run(state, side, events);
      } finally {
        exempt.forEach((i, k) => (state.units[i]!.fired = fired[k]!));
      }
    },
  };
}

/** Wraps the refuelling step: it runs only while Low Fuel is in use. */
function switchFuel(step: TurnStep): TurnStep {
  return {
    ...step,
    run: (state, side, events) => {
      if (state.world.params.variant.lowFuel) step.run(state, side, events);
    },
  };
}

/** The start steps with the supply switches laid over the ammo and fuel steps. */
export function withSupplySwitches(steps: readonly TurnStep[]): TurnStep[] {
  return steps.map((s) => (s.rule === AMMO_STEP ? switchAmmo(s) : s.rule === FUEL_STEP ? switchFuel(s) : s));
}
