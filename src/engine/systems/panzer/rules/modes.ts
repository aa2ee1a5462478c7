// Modes and their changes (PC-UNT-06, PC-MOV-06, PC-MOV-08, PC-MOV-13, PC-UNT-09, PC-SUT-01).

import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameState } from '../model/state.js';
import { SIDE } from '../model/terrain.js';
import type { Mode, UnitDef, UnitState } from '../model/unit.js';
import { currentEdges, quarterUp } from './movecost.js';
import { isTowedGun, stackAt, unitMe } from './stacking.js';
import { ruleOn } from '../world.js';

export const MODE_NAMES: Record<Mode, string> = {
  deployed: 'Deployed',
  travel: 'Travel Mode',
  rail: 'Rail Mode',
};

const heavyGun = (def: UnitDef) => !!def.flags.heavyArtillery || !!def.flags.siegeGun;

/** PC-UNT-06 cost of a mode change in MP, before the checks on where and whether it may be made. */
export function modeChangeBaseCost(
  def: UnitDef,
  st: Pick<UnitState, 'mpMax' | 'mode'>,
  to: Mode,
  manualDefensiveFire = false,
): number {
  const full = st.mpMax;
  const third = quarterUp(full / 3);
  if (to === 'rail' || st.mode === 'rail') return full; // PC-MOV-08: full MA both ways
  if (manualDefensiveFire) return phasedModeCost(def, st, to);
  if (heavyGun(def)) return full; // heavy towed artillery and Siege Guns
  if (to === 'travel') return def.flags.towed ? third : 0;
  return third; // Travel -> Deployed: 1/3 MA for most units and towed artillery
}

/**
 * PC-PHS-03e, PC-UNT-06 under Manual Defensive Fire (rules-decisions: Phased play): Siege Guns full
 * MA both ways; towed guns (Heavy Artillery included) 1/2 MA into Travel Mode; Heavy Artillery 1/2
 * MA out of it, other towed guns 1/3 as usual; every other unit changes for nothing.
 */
function phasedModeCost(def: UnitDef, st: Pick<UnitState, 'mpMax' | 'mode'>, to: Mode): number {
  const full = st.mpMax;
  if (def.flags.siegeGun) return full;
  const towed = !!def.flags.towed || !!def.flags.heavyArtillery;
  if (to === 'travel') return towed ? quarterUp(full / 2) : 0;
  if (def.flags.heavyArtillery) return quarterUp(full / 2);
  return def.flags.towed ? quarterUp(full / 3) : 0;
}

/** PC-MOV-13, PC-SUT-01: may this unit move at all in its present mode? */
export function modeBlocksMovement(def: UnitDef, st: UnitState): RuleError | undefined {
  if (def.type === 'rail' && !def.flags.hardTarget && st.mode !== 'rail')
    return ruleError('MODE', `${def.name} is a rail unit and moves only in Rail Mode.`, 'PC-SUT-01');
  if ((def.flags.towed || def.flags.siegeGun || def.flags.mustTravel) && st.mode === 'deployed')
    return ruleError('MODE', `${def.name} must be in Travel Mode to move.`, 'PC-MOV-13');
  return undefined;
}

function hexHasRail(state: GameState, loc: number): boolean {
  const { board } = state.world;
  const edges = currentEdges(state);
  for (let k = board.adjStart[loc]!, end = board.adjStart[loc + 1]!; k < end; k++) {
    const bits = edges[board.adjEdge[k]!]!;
    if (bits & SIDE.rail && !(bits & SIDE.railDamaged)) return true;
  }
  return false;
}

/** Men-equivalents of the side's units in Rail Mode that count against rail capacity (PC-SUT-01). */
export function railCapacityUsed(state: GameState, side: UnitDef['side']): number {
  let used = 0;
  state.units.forEach((s, i) => {
    const def = state.world.units[i]!;
    if (def.side === side && s.status === 'active' && s.mode === 'rail' && def.type !== 'rail')
      used += unitMe(def, s);
  });
  return used;
}

/**
 * The MP cost of changing `unit` to `to`, or why it may not. Checks, in order: the change is a
 * change; the unit can move at all; rail lines, rail capacity and over-stacking for Rail Mode
 * (PC-MOV-08); terrain entered by road (PC-MOV-06); the towed-gun limit (PC-UNT-09); MP.
 */
export function modeChange(state: GameState, unit: number, to: Mode): number | RuleError {
  const def = state.world.units[unit]!;
  const st = state.units[unit]!;
  const params = state.world.params;
  if (st.mode === to) return ruleError('MODE', `${def.name} is already ${MODE_NAMES[to]}.`);
  if (def.speed <= 0) return ruleError('IMMOBILE', `${def.name} is immobile.`, 'PC-MOV-22');
  if (st.fixed)
    return ruleError('FIXED', `${def.name} is Fixed and cannot change mode until released.`, 'PC-MOV-21');
  if (def.moveClass === 'naval')
    return ruleError('MODE', `${def.name} is a ship and has no modes.`, 'PC-SUT-03');
  const here = stackAt(state, st.loc, def.side);
  if (to === 'rail' || st.mode === 'rail') {
    if (to === 'rail' && !hexHasRail(state, st.loc))
      return ruleError(
        'MODE',
        `${def.name} needs an undamaged rail line in its hex to entrain.`,
        'PC-MOV-08',
      );
    if (here.me > params.maxStacking)
      return ruleError('STACKING', `${def.name} cannot change mode in an over-stacked hex.`, 'PC-MOV-08');
    if (to === 'rail' && def.type !== 'rail') {
      const cap = params.side[def.side].railCapacity;
      const used = railCapacityUsed(state, def.side);
      if (used + unitMe(def, st) > cap)
        return ruleError(
          'NOT_ALLOWED',
          `Rail capacity is ${cap} men-equivalents and ${used} are already in use; ${def.name} needs ${unitMe(def, st)}.`,
          'PC-MOV-08',
        );
    }
    if (st.mode === 'rail' && here.me + unitMe(def, st) > params.maxStacking)
      return ruleError(
        'STACKING',
        `${def.name} cannot leave Rail Mode here: the hex would be over-stacked.`,
        'PC-UNT-08',
      );
  }
  // PC-MOV-06: in terrain entered by road the unit stays in Travel Mode; towed guns may deploy.
  if (st.mode === 'travel' && to === 'deployed' && !isTowedGun(def)) {
    const t = state.world.params.terrain[state.world.terrain[st.loc]!]!;
    const vehicle = def.moveClass === 'motorized' || def.moveClass === 'tracked';
    if (t.vehiclesRoadOnly && vehicle && !st.onFoot && state.weather.condition !== 'snow')
      return ruleError(
        'MODE',
        `${def.name} cannot leave Travel Mode in ${t.name}, which it can enter only by road.`,
        'PC-MOV-06',
      );
  }
  // PC-UNT-09: deployed towed guns per hex.
  if (to === 'deployed' && isTowedGun(def) && params.towedGunLimit > 0) {
    if (here.deployedTowedGuns + st.strength > params.towedGunLimit)
      return ruleError(
        'STACKING',
        `${def.name} cannot deploy: the hex already has ${here.deployedTowedGuns} deployed towed guns and the limit is ${params.towedGunLimit}.`,
        'PC-UNT-09',
      );
  }
  const cost = modeChangeBaseCost(def, st, to, ruleOn(state.world, 'manualDefensiveFire'));
  if (cost > st.mp)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${def.name} has ${st.mp} MP left; changing to ${MODE_NAMES[to]} costs ${cost}${cost === st.mpMax ? ' (its full allowance)' : ''}.`,
      'PC-UNT-06',
    );
  return cost;
}
