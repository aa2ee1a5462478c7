// Optional Artillery Setup (PC-SUP-24..26) and Stockpiled artillery (PC-SUP-27).
// Setup: indirect-fire artillery that moves is marked Setup Required and may not fire indirectly
// (fire.ts refuses it) until a start-of-turn test passes, after a turn in which it neither moved nor
// fired. Stockpiling is not an optional rule: it follows the side's Stockpiling parameter.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side, UnitDef, UnitState } from '../model/unit.js';
import type { Scenario } from '../model/scenario.js';
import { diceFor } from '../../../core/rng.js';
import { ruleOn, type World } from '../world.js';
import { lightOfTurn } from './clock.js';

/** PC-SUP-24/26: indirect-fire artillery; never Anti-Tank or Anti-Aircraft guns. */
export function setupApplies(def: UnitDef): boolean {
  return def.flags.indirect === true && def.type !== 'antiTank' && def.type !== 'antiAircraft';
}

/** Self-propelled: indirect fire artillery that moves under its own power (not towed). */
function selfPropelled(def: UnitDef): boolean {
  return !def.flags.towed && (def.moveClass === 'motorized' || def.moveClass === 'tracked');
}

/** PC-SUP-24/25: does moving mark this unit Setup Required in this game? */
export function needsSetup(world: World, def: UnitDef): boolean {
  if (!ruleOn(world, 'artillerySetup') || !setupApplies(def)) return false;
  const value = world.params.side[def.side].artillerySetup;
  if (value >= 100) return false; // PC-SUP-25: 100% = no setup effect at all
  if (value >= world.params.supplyOptions.setupSelfPropelledExempt && selfPropelled(def)) return false;
  return true;
}

/** The state a unit starts the game with (PC-SUP-26: travel/rail starts and reinforcements count as moved). */
export function initialSetupState(world: World, index: number): Partial<UnitState> {
  const u: Scenario['units'][number] = world.scenario.units[index]!;
  const out: Partial<UnitState> = {};
  if (u.stockpiled) out.stockpiled = true; // PC-SUP-27: set in the scenario
  const moved =
    (u.mode !== undefined && u.mode !== 'deployed') || u.arrives !== undefined || u.hex === undefined;
  if (moved && needsSetup(world, u)) out.setupRequired = true;
  return out;
}

/** Called for each hex a unit enters: Setup Required (PC-SUP-24) and the end of Stockpiled (PC-SUP-27). */
export function noteArtilleryMoved(state: GameState, unit: number): void {
  const s = state.units[unit]!;
  if (s.stockpiled) delete s.stockpiled;
  if (needsSetup(state.world, state.world.units[unit]!)) s.setupRequired = true;
}

/** PC-SUP-25: the chance to finish setting up this turn; siege guns at half. */
export function setupChance(world: World, def: UnitDef): number {
  const value = world.params.side[def.side].artillerySetup;
  return def.flags.siegeGun ? value / 2 : value;
}

/**
 * PC-TRN-11 step 8, PC-SUP-24..27: runs before the side's per-turn flags are reset, so `moved` and
 * `fired` say what each unit did in its side's previous turn.
 */
export function artilleryTurnStart(state: GameState, side: Side, events: GameEvent[]): void {
  const { world } = state;
  const day = lightOfTurn(world, state.turn) !== 'night'; // PC-TRN-10: Dawn and Dusk are Day turns
  const stockpiling = world.params.side[side].stockpiling;
  state.units.forEach((s, i) => {
    const def = world.units[i]!;
    if (def.side !== side || s.status !== 'active' || s.loc < 0) return;
    if (s.moved) {
      noteArtilleryMoved(state, i); // any movement, however it happened (assault advance, ferry...)
      return;
    }
    if (s.setupRequired) {
      if (!needsSetup(world, def)) {
        delete s.setupRequired; // the rule is off or no longer applies
        return;
      }
      if (s.fired) return; // PC-SUP-24: a turn with neither movement nor fire
      if (def.flags.towed && s.mode !== 'deployed') return; // PC-SUP-26: towed guns set up deployed
      const chance = setupChance(world, def);
      const roll = diceFor(state, `setup:${i}`).percent();
      const ok = roll < chance;
      if (ok) delete s.setupRequired;
      events.push({
        type: 'unitState',
        unit: i,
        what: ok ? 'set up: may fire indirectly' : 'still setting up',
        rolls: [{ label: 'artillery setup', value: roll, target: chance, success: ok, rule: 'PC-SUP-24' }],
        rule: 'PC-SUP-24',
      });
      return;
    }
    // PC-SUP-27: stockpiling during play, tested on Day turns; none in Panzer Battles, where only
    // the scenario's start gives Stockpiled status (PB-SUP-25, PB-DIFF-08: params.variant).
    if (!world.params.variant.stockpilingInPlay) return;
    if (!day || stockpiling <= 0 || s.stockpiled || !setupApplies(def)) return;
    if (s.fired || s.cohesion !== 'ok' || state.ops.unavailable.includes(i)) return;
    const roll = diceFor(state, `stockpile:${i}`).percent();
    if (roll >= stockpiling) return;
    s.stockpiled = true;
    events.push({
      type: 'unitState',
      unit: i,
      what: 'Stockpiled',
      rolls: [{ label: 'stockpiling', value: roll, target: stockpiling, success: true, rule: 'PC-SUP-27' }],
      rule: 'PC-SUP-27',
    });
  });
}

/** PC-SUP-27b: the supply value a unit's supply tests use. */
export function stockpiledSupply(state: GameState, unit: number, local: number): number {
  return state.units[unit]!.stockpiled
    ? local * state.world.params.supplyOptions.stockpiledSupplyFactor
    : local;
}
