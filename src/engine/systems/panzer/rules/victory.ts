// Objectives and victory (PC-VIC). VP = objectives held + exit VP + the VP value of enemy losses.

import type { GameEvent } from '../events.js';
import type { GameResult, GameState } from '../model/state.js';
import type { Params } from '../model/params.js';
import { otherSide, type Side, type UnitDef } from '../model/unit.js';
import { heldValue } from './vp-formats.js';

/** What players read for a victory level (the level ids are codes, never shown). */
export const LEVEL_TITLE: Record<GameResult['level'], string> = {
  alliedMajor: 'Allied major victory',
  alliedMinor: 'Allied minor victory',
  draw: 'Draw',
  axisMinor: 'Axis minor victory',
  axisMajor: 'Axis major victory',
};

/** PC-VIC-01/02: a side takes an objective by moving a unit onto it; it keeps it when it leaves. */
export function captureAt(state: GameState, loc: number, side: Side, events: GameEvent[]): void {
  const i = state.world.objectiveAt.get(loc);
  if (i === undefined) return;
  const def = state.world.objectives[i]!;
  const o = state.objectives[i]!;
  if (o.expired || def.kind === 'exit' || o.owner === side) return; // PC-VIC-03: exit objectives never change hands
  events.push({ type: 'objectiveTaken', objective: i, by: side, from: o.owner });
  o.owner = side;
}

/**
 * PC-VIC-07, PC-UNT-13: the VP value of a loss. Each man, gun or vehicle lost is worth a parameter
 * amount; cavalry and mountain units are worth `eliteVpMultiplier` times more.
 */
export function lossVp(state: GameState, unit: number, amount: number): number {
  return vpValue(state.world.units[unit]!, state.world.params, amount);
}

/** The VP worth of `amount` strength points of a unit (PC-VIC-07, PC-UNT-13), from its counter and the parameters. */
export function vpValue(def: UnitDef, p: Params, amount: number): number {
  const per =
    def.component === 'men' ? p.vpPerMenLost : def.component === 'guns' ? p.vpPerGunLost : p.vpPerVehicleLost;
  const elite = def.type === 'cavalry' || def.flags.mountain ? p.eliteVpMultiplier : 1;
  return amount * per * elite;
}

/** Books a loss of `amount` strength points against a unit's side for the VP count and the report. */
export function recordLoss(state: GameState, unit: number, amount: number): void {
  if (amount <= 0) return;
  const def = state.world.units[unit]!;
  const t = state.losses[def.side];
  t[def.component] += amount;
  t.vp += lossVp(state, unit, amount);
  t.byType[def.type] = (t.byType[def.type] ?? 0) + amount;
}

export function objectiveVp(state: GameState, side: Side): number {
  let vp = 0;
  state.world.objectives.forEach((def, i) => {
    const o = state.objectives[i]!;
    if (def.kind === 'exit') {
      if (def.owner === side) vp += o.exitVp;
      return;
    }
    vp += o.accrued?.[side] ?? 0; // PB-VP-02 formats 4 and 5: per turn held
    if (o.owner === side) vp += heldValue(state.world, i, state.turn); // PB-VP-02 formats 2 and 3
  });
  return vp;
}

export function victoryPoints(state: GameState): Record<Side, number> {
  const vp = (side: Side) => Math.round(objectiveVp(state, side) + state.losses[otherSide(side)].vp);
  return { allied: vp('allied'), axis: vp('axis') };
}

export function victoryLevel(state: GameState): GameResult['level'] {
  const vp = victoryPoints(state);
  const net = vp.allied - vp.axis;
  const v = state.world.scenario.victory;
  if (net >= v.alliedMajor) return 'alliedMajor';
  if (net >= v.alliedMinor) return 'alliedMinor';
  if (net <= v.axisMajor) return 'axisMajor';
  if (net <= v.axisMinor) return 'axisMinor';
  return 'draw';
}

export function makeResult(state: GameState, reason: GameResult['reason']): GameResult {
  const level = victoryLevel(state);
  const winner: Side | null = level.startsWith('allied')
    ? 'allied'
    : level.startsWith('axis')
      ? 'axis'
      : null;
  return { level, winner, vp: victoryPoints(state), turn: state.turn, reason };
}

/** PC-VIC-04: limited objectives whose expiry turn has just finished score for their holder. */
export function expireLimitedObjectives(state: GameState, events: GameEvent[]): void {
  state.world.objectives.forEach((def, i) => {
    const o = state.objectives[i]!;
    if (def.kind !== 'limited' || o.expired || def.expires === undefined) return;
    if (state.turn >= def.expires && state.playerTurn === 1) {
      o.expired = true;
      events.push({ type: 'objectiveExpired', objective: i, owner: o.owner });
    }
  });
}

/**
 * PC-VIC-05: a nation whose surrender objectives are all held by the enemy at the end of a player
 * turn surrenders; its units leave the game, reinforcements included.
 */
export function checkSurrender(state: GameState, events: GameEvent[]): void {
  const byNation = new Map<string, number[]>();
  state.world.objectives.forEach((def, i) => {
    if (def.kind === 'surrender' && def.nation)
      byNation.set(def.nation, [...(byNation.get(def.nation) ?? []), i]);
  });
  for (const [nation, objs] of byNation) {
    if (state.surrendered.includes(nation)) continue;
    const side = state.world.units.find((u) => u.nation === nation)?.side;
    if (!side) continue;
    if (!objs.every((i) => state.objectives[i]!.owner === otherSide(side))) continue;
    state.surrendered.push(nation);
    state.world.units.forEach((u, i) => {
      if (u.nation !== nation) return;
      const s = state.units[i]!;
      // A deployed Deception marker goes too (PC-DEC-02).
      if (
        s.status === 'active' ||
        s.status === 'reserve' ||
        s.status === 'arrived' ||
        s.status === 'deployed'
      ) {
        s.status = 'withdrawn';
        s.loc = -1;
      }
    });
    events.push({ type: 'message', text: `${nation} surrenders`, rule: 'PC-VIC-05' });
  }
}
