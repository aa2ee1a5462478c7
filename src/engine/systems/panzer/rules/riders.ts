// What carrying changes in movement, fire and assault (PB-UNIT-34, PB-ASLT-21, PB-DIFF-24..26):
// passengers go where their carrier goes; external riders take a minefield attack ×4 when their
// vehicle does, are fired at as soft targets with Defense 16 whatever their vehicle's armour, and
// are lost when their vehicle assaults or is assaulted. Passengers inside a Transport or a ship
// get off to defend a hex that is assaulted (ours, not from the source). Nothing here runs when
// no unit is carried (Panzer Campaigns).

import type { Handler } from '../apply.js';
import type { MoveCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { otherSide } from '../model/unit.js';
import { diceFor, type Dice } from '../../../core/rng.js';
import { unitsAt } from './combat-units.js';
import { minefieldLanesOpen } from './mines.js';
import { refreshSpotting } from './spotting.js';
import { terrainNow } from './terrain-in-effect.js';
import { recordLoss } from './victory.js';
import { carryParams, followCarriers, isInside, isRider, losePassenger, passengersOf } from './transport.js';

/**
 * PB-UNIT-34 item 2, PB-IMP-20 (PB-DIFF-25): a rider's minefield attack when its vehicle takes
 * one: the unit's loss of PC-IMP-07 (strength × minefield strength × casualty %) × 4, and × the
 * Shallow-water effect there (PB-IMP-20, PB-DIFF-27).
 */
export function riderMinefieldLoss(state: GameState, u: number, minefield: number, dice: Dice): number {
  const s = state.units[u]!;
  const params = state.world.params;
  const shallow = terrainNow(state, s.loc).terrain.shallow === true;
  const shallowEffect = shallow ? params.variant.map.shallowMineEffect : 1;
  const raw =
    (s.strength *
      minefield *
      params.minefieldCasualtyPct *
      carryParams(state).riderMineFactor *
      shallowEffect) /
    100;
  return Math.min(s.strength, dice.roundRandom(raw));
}

function riderMinefieldAttack(
  state: GameState,
  u: number,
  minefield: number,
  dice: Dice,
  events: GameEvent[],
) {
  const s = state.units[u]!;
  const loss = riderMinefieldLoss(state, u, minefield, dice);
  if (loss >= s.strength) {
    losePassenger(state, u, 'minefield, riding on a vehicle (PB-UNIT-34)', events);
    return;
  }
  s.strength -= loss;
  s.lossesThisTurn += loss;
  recordLoss(state, u, loss);
  events.push({
    type: 'unitState',
    unit: u,
    what: `minefield attack on external riders (×${carryParams(state).riderMineFactor}): lost ${loss}`,
    strength: s.strength,
    rule: 'PB-UNIT-34',
  });
}

/**
 * After a move: passengers of the carriers that moved are put in their carrier's hex (with a
 * `moved` event each); the riders of a carrier that ended its move in a minefield it had to
 * suffer (not a mine clearer, no open lanes for a Travel-mode unit: PC-IMP-06/07, PC-ENG-06)
 * take their own minefield attack, ×4 (PB-UNIT-34).
 */
export function afterCarrierMove(draft: GameState, movers: readonly number[]): GameEvent[] {
  if (!carryParams(draft).enabled) return [];
  const events: GameEvent[] = [];
  const dice = diceFor(draft, 'riders');
  for (const c of movers) {
    const cs = draft.units[c]!;
    if (cs.status !== 'active' || cs.loc < 0) continue;
    const h = draft.hexes[cs.loc];
    if (!h || h.minefield <= 0) continue;
    const f = draft.world.units[c]!.flags;
    if (f.mineClear || f.engineer || f.demolition) continue;
    if (minefieldLanesOpen(draft, cs.loc) && cs.mode === 'travel') continue;
    for (const r of passengersOf(draft, c))
      if (isRider(draft, r)) riderMinefieldAttack(draft, r, h.minefield, dice, events);
  }
  const followed = followCarriers(draft);
  for (const { unit, from } of followed)
    events.push({
      type: 'moved',
      unit,
      from,
      path: [draft.units[unit]!.loc],
      mpSpent: 0,
      mpLeft: draft.units[unit]!.mp,
    });
  if (followed.length > 0)
    events.push(
      ...refreshSpotting(
        draft,
        followed.map((f) => f.unit),
      ),
    );
  return events;
}

/** The move order with passengers following their carriers (PB-UNIT-33). */
export function carryAlong(base: Handler<MoveCommand>): Handler<MoveCommand> {
  return (draft, cmd) => {
    const out = base(draft, cmd);
    if (!Array.isArray(out)) return out;
    const movers = cmd.units.flatMap((id) => {
      const i = draft.world.unitIndex.get(id);
      return i === undefined ? [] : [i];
    });
    return [...out, ...afterCarrierMove(draft, movers)];
  };
}

/**
 * Before an assault is resolved (PB-ASLT-21, PB-UNIT-34 item 1, PB-DIFF-24): external riders on
 * an attacking vehicle, and on a vehicle in the defending hex, are eliminated. Passengers inside a
 * Transport or a ship in the defending hex get off and defend it (ours, not from the source).
 */
export function passengersInAssault(
  draft: GameState,
  attackers: readonly number[],
  loc: number,
): GameEvent[] {
  if (!carryParams(draft).enabled) return [];
  const events: GameEvent[] = [];
  const { units } = draft.world;
  for (const a of attackers)
    for (const r of passengersOf(draft, a))
      if (isRider(draft, r))
        losePassenger(draft, r, `external rider: ${units[a]!.name} assaulted (PB-ASLT-21)`, events);
  const side = units[attackers[0]!]!.side;
  for (const d of unitsAt(draft, loc, otherSide(side))) {
    const c = draft.units[d]!.carriedBy;
    if (c === undefined) continue;
    if (isRider(draft, d))
      losePassenger(draft, d, `external rider: ${units[c]!.name} assaulted (PB-ASLT-21)`, events);
    else if (isInside(draft, d)) {
      delete draft.units[d]!.carriedBy;
      events.push({
        type: 'unitState',
        unit: d,
        what: `gets off ${units[c]!.name} to meet the assault`,
        rule: 'PB-UNIT-33',
      });
    }
  }
  return events;
}

/** PB-UNIT-34 item 3, PB-FIRE-16 (PB-DIFF-26): a rider's Defense when fired at, or undefined. */
export function riderDefense(state: GameState, unit: number): number | undefined {
  return isRider(state, unit) ? carryParams(state).riderDefense : undefined;
}
