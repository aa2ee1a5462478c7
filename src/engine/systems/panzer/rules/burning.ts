// SR-BURN, burning buildings: a scenario special rule (dossier tutorial-and-tactical.md §B8
// "Burning buildings"; model/special-rules.ts). It extends PB-IMP-01 / PC-FIR-31 (fire that turns
// a built-up hex to rubble): from the rule's first turn a direct shot or an assault by an igniter
// (tanks, assault guns, flame engineers, as the scenario lists them) into a building hex may set it
// on fire; its occupants must leave within `leaveTurns` of their own turns or lose `lossPercent` of
// their strength each turn they stay; after `burnTurns` game turns the fire is out and the hex is
// uncleared rubble (PB-IMP-01) and cannot burn again. Building hexes already block sight (PC-MAP-07),
// so the smoke adds no rule of its own.

import type { Dice } from '../../../core/rng.js';
import { diceFor } from '../../../core/rng.js';
import type { GameEvent, Roll } from '../events.js';
import type { BurningRule } from '../model/special-rules.js';
import type { GameState } from '../model/state.js';
import { menEquivalent, type Side } from '../model/unit.js';
import { readHexes } from '../draft.js';
import type { World } from '../world.js';
import { unitsAt } from './combat-units.js';
import { hexStateFor } from './fortifications.js';
import { applyCasualties } from './results.js';

/** Player-turn serial: two per game turn, so a count of serials is a count of player turns. */
function serial(state: GameState): number {
  return state.turn * 2 + state.playerTurn;
}

function ruleOf(world: World): BurningRule | undefined {
  return world.scenario.specialRules?.burning;
}

/** True when `loc` is a building hex under the rule (its terrain letter is listed). */
export function isBuildingHex(world: World, loc: number): boolean {
  const rule = ruleOf(world);
  if (!rule) return false;
  return rule.terrain.includes(world.params.terrain[world.terrain[loc]!]!.letter);
}

/** The chance in percent that one shot or assault by `unit` sets a building on fire (0 = none). */
export function igniteChance(world: World, unit: number): number {
  const rule = ruleOf(world);
  if (!rule) return 0;
  const def = world.units[unit]!;
  let best = 0;
  for (const g of rule.igniters) {
    if (g.side !== def.side) continue;
    const match = (g.types?.includes(def.type) ?? false) || (g.units?.includes(def.id) ?? false);
    if (match) best = Math.max(best, g.chance);
  }
  return best;
}

/** The game turn a hex caught fire, or undefined when it is not on fire. */
export function burningSince(state: Pick<GameState, 'hexes'>, loc: number): number | undefined {
  const since = readHexes(state)[loc]?.burning;
  return since === undefined ? undefined : Math.floor(since / 2);
}

/**
 * SR-BURN: after a direct shot or an assault by `by` into `loc`, the fire chance is rolled with
 * `dice` (the shot's or assault's own dice). The roll goes into `rolls`, the fire into `events`.
 */
export function tryIgnite(
  state: GameState,
  by: readonly number[],
  loc: number,
  dice: Dice,
  rolls: Roll[],
  events: GameEvent[],
): void {
  const rule = ruleOf(state.world);
  if (!rule || state.turn < rule.fromTurn || !isBuildingHex(state.world, loc)) return;
  const now = readHexes(state)[loc];
  if (now?.burning !== undefined || now?.burnt) return; // on fire already, or burnt out for good
  const chance = Math.max(0, ...by.map((u) => igniteChance(state.world, u)));
  if (chance <= 0) return;
  const p = dice.percent();
  rolls.push({
    label: 'building set on fire',
    value: p,
    target: chance,
    success: p < chance,
    rule: 'SR-BURN',
  });
  if (p >= chance) return;
  hexStateFor(state, loc).burning = serial(state);
  events.push({
    type: 'message',
    text: `${state.world.board.label(loc)} is on fire: its occupants must leave within ${rule.leaveTurns} turn${rule.leaveTurns === 1 ? '' : 's'}`,
    rule: 'SR-BURN',
  });
}

/**
 * SR-BURN at the start of `side`'s player turn: fires that have burned `burnTurns` game turns go
 * out and leave uncleared rubble; the side's units still in a burning hex after `leaveTurns` of
 * their own turns take `lossPercent` of their strength (PC-CRT through applyCasualties).
 */
export function burnTurnStart(state: GameState, side: Side, events: GameEvent[], dice?: Dice): void {
  const rule = ruleOf(state.world);
  if (!rule) return;
  const now = serial(state);
  const burning: [number, number][] = [];
  for (const [key, h] of Object.entries(readHexes(state)))
    if (h.burning !== undefined) burning.push([Number(key), h.burning]);
  if (burning.length === 0) return;
  const board = state.world.board;
  for (const [loc, since] of burning.sort((a, b) => a[0] - b[0])) {
    if (now - since >= 2 * rule.burnTurns) {
      const h = hexStateFor(state, loc);
      delete h.burning;
      h.burnt = true;
      h.rubble = 'uncleared'; // PB-IMP-01: burnt out, a rubble hex from now on
      events.push({
        type: 'message',
        text: `The fire in ${board.label(loc)} has burnt out: rubble`,
        rule: 'SR-BURN',
      });
      continue;
    }
    // Own player turns begun since the fire: the first `leaveTurns` of them are for getting out.
    const ownTurnsSince = Math.floor((now - since + 1) / 2);
    if (ownTurnsSince <= rule.leaveTurns) continue;
    for (const u of unitsAt(state, loc, side)) {
      const def = state.world.units[u]!;
      const s = state.units[u]!;
      const casualty = Math.max(1, Math.ceil((menEquivalent(def, s.strength) * rule.lossPercent) / 100));
      const d = dice ?? diceFor(state, `burning|${u}`);
      const loss = applyCasualties(
        state,
        u,
        casualty,
        { reason: `burnt out of ${board.label(loc)}` },
        d,
        events,
      );
      events.push({
        type: 'message',
        text: `${def.name} stays in the burning ${board.label(loc)}: ${loss.loss} ${def.component} lost`,
        rule: 'SR-BURN',
      });
    }
  }
}

/** Every burning hex and the game turn it caught fire: smoke everyone sees (for the side views). */
export function burningHexes(state: Pick<GameState, 'hexes'>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [key, h] of Object.entries(readHexes(state)))
    if (h.burning !== undefined) out.set(Number(key), Math.floor(h.burning / 2));
  return out;
}
