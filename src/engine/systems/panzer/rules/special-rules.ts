// Where the scenario special rules (model/special-rules.ts, dossier §B8) meet fire and assault:
// the few calls rules/fire.ts and rules/assault.ts make. Each does nothing when the scenario has no
// special rules, so the other scenarios play, roll and hash exactly as before.

import type { RuleError } from '../../../core/errors.js';
import type { Dice } from '../../../core/rng.js';
import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { ammoRefusal, spendShot } from './ammunition.js';
import { tryIgnite } from './burning.js';
import { truceRefusal } from './truce.js';

/** Why a unit may not fire under the special rules (a truce, no ammunition left), or null. */
export function specialFireRefusal(state: GameState, firer: number): RuleError | null {
  if (!state.world.scenario.specialRules) return null;
  return truceRefusal(state, 'fire') ?? ammoRefusal(state, firer);
}

/** Why nobody may assault under the special rules (a truce), or null. */
export function specialAssaultRefusal(state: GameState): RuleError | null {
  if (!state.world.scenario.specialRules) return null;
  return truceRefusal(state, 'assault');
}

/** After one shot: it spends ammunition (SR-AMMO); a direct one may set a building on fire (SR-BURN). */
export function afterShot(
  state: GameState,
  shot: { readonly firer: number; readonly targetLoc: number; readonly indirect: boolean },
  dice: Dice,
  rolls: Roll[],
  events: GameEvent[],
): void {
  if (!state.world.scenario.specialRules) return;
  spendShot(state, shot.firer, events);
  if (!shot.indirect) tryIgnite(state, [shot.firer], shot.targetLoc, dice, rolls, events);
}

/** After an assault on `loc`: the attackers may set a building on fire (SR-BURN). */
export function afterAssault(
  state: GameState,
  attackers: readonly number[],
  loc: number,
  dice: Dice,
  rolls: Roll[],
  events: GameEvent[],
): void {
  if (!state.world.scenario.specialRules) return;
  tryIgnite(state, attackers, loc, dice, rolls, events);
}
