// SR-TRUCE, truce turns: a scenario special rule (dossier tutorial-and-tactical.md §B8 "Wounded",
// the truce of 20 September at the Arnhem bridge; model/special-rules.ts). While a truce lasts
// neither side may fire (direct, indirect or opportunity fire: it extends PB-FIRE-35, whose
// unlimited opportunity fire it stops) or assault (PC-ASL-01). Movement goes on.

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { TruceRule } from '../model/special-rules.js';
import type { Side } from '../model/unit.js';
import type { World } from '../world.js';

/** The truce in force on game turn `turn`, if any. */
export function truceOn(world: World, turn: number): TruceRule | undefined {
  return world.scenario.specialRules?.truces?.find((t) => turn >= t.fromTurn && turn < t.fromTurn + t.turns);
}

function truceName(t: TruceRule): string {
  return t.name ?? 'a truce';
}

/** SR-TRUCE: why nobody may fire or assault now, or null. `what` is "fire" or "assault". */
export function truceRefusal(state: GameState, what: 'fire' | 'assault'): RuleError | null {
  const t = truceOn(state.world, state.turn);
  if (!t) return null;
  const last = t.fromTurn + t.turns - 1;
  return ruleError(
    'NOT_ALLOWED',
    `No ${what} during ${truceName(t)} (turns ${t.fromTurn}-${last}): scenario special rule.`,
    'SR-TRUCE',
  );
}

/** Start of a player turn: the first player turn of a truce and the first after it say so. */
export function truceTurnStart(state: GameState, _side: Side, events: GameEvent[]): void {
  if (state.playerTurn !== 0) return;
  const now = truceOn(state.world, state.turn);
  const before = truceOn(state.world, state.turn - 1);
  if (now && now !== before) {
    const last = now.fromTurn + now.turns - 1;
    events.push({
      type: 'message',
      text: `${capital(truceName(now))} begins: no fire and no assault by either side until turn ${last} ends`,
      rule: 'SR-TRUCE',
    });
  } else if (before && !now) {
    events.push({
      type: 'message',
      text: `${capital(truceName(before))} is over: fire may resume`,
      rule: 'SR-TRUCE',
    });
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
