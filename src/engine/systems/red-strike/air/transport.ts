// Airmobile / parachute combat transport (RS-AIR-67, RS-MOV-42): an abstract transport marker
// carries one eligible ground unit along the straight line (air defence may fire at it: adn/
// enterHex with the flight's `marker`; hits go to the carried unit through hitAirTransport), then
// the landing roll decides: ≤5 placed, 6-8 placed with 1 hit, ≥9 eliminated. The unit then may
// spend half its MA in the segment.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { enterHex, type Flight } from '../adn/api.js';
import type { TerrainId } from '../data/schema.js';
import type { RsDice } from '../dice.js';
import { extGroundEntered } from '../ext/registry.js';
import type { RsEvent, RsState } from '../model.js';
import { roundRs } from '../round.js';
import { otherSide, type Side } from '../scenario.js';
import { moveRefusal, segmentKey } from '../sequence.js';
import { applyHit, occupant, onMap } from '../units.js';
import { zocOf } from '../zoc.js';
import { airBasesAt } from './api.js';
import { air, baseInfo, type BaseInfo } from './bases.js';
import type { AirCommand } from './state.js';
import { straightPath } from './flight.js';

type TransportCmd = Extract<AirCommand, { type: 'air-transport' }>;

/** RS-AIR-67 eligible ground units (the unit's symbol in words). */
const ELIGIBLE = /airborne|airmobile|air.?assault|air.?landing|mountain|parachute|para\b|marine/i;
/** RS-AIR-67 destination terrain. */
const DROP: readonly TerrainId[] = ['clear', 'woods', 'city', 'rough', 'woodedRough'];
/** RS-AIR-67: helicopter lift range (OpHexes). */
export const HELICOPTER_RANGE = 10;

/** RS-AIR-67 landing DRMs, cumulative. */
export function landingDrm(lift: 'helicopter' | 'aircraft', t: TerrainId, ezoc: boolean): number {
  let d = lift === 'helicopter' ? -1 : 0;
  if (t === 'clear') d -= 1;
  else if (t === 'rough' || t === 'woods' || t === 'city') d += 1;
  else if (t === 'woodedRough') d += 2;
  if (ezoc) d += 1;
  return d;
}

/** RS-AIR-67 landing table. */
export function landingResult(modified: number): 'landed' | 'hit' | 'eliminated' {
  return modified <= 5 ? 'landed' : modified <= 8 ? 'hit' : 'eliminated';
}

/** RS-MOV-41/42: armour, armoured cavalry, mechanized, HQ and artillery units cost double RE. */
export function transportRe(s: RsState, unit: number): number {
  const d = s.world.units[unit]!;
  const double =
    d.class === 'armour' || d.class === 'hq' || /mechani|artillery|armou?red cav/i.test(d.subtype);
  return d.reSize * (double ? 2 : 1);
}

export interface TransportPlan {
  readonly unit: number;
  readonly from: number;
  readonly to: number;
  readonly lift: 'helicopter' | 'aircraft';
  readonly re: number;
}

function operatingBaseAt(s: RsState, hex: number, side: Side): BaseInfo | undefined {
  for (const id of airBasesAt(s, hex, side)) {
    const b = baseInfo(s, id);
    if (b?.operative) return b;
  }
  return undefined;
}

/** RS-AIR-67: checks an `air-transport` order. */
export function checkTransport(s: RsState, side: Side, cmd: TransportCmd): TransportPlan | RuleError {
  const w = s.world;
  const board = w.map.board;
  if (s.step.kind !== 'move' || s.step.side !== side)
    return ruleError(
      'WRONG_PHASE',
      'Combat transport flies in the owner\u2019s movement segment (RS-MOV-40).',
      'RS-MOV-40',
    );
  const unit = w.byId.get(cmd.unit);
  if (unit === undefined) return ruleError('NO_SUCH_UNIT', `No unit "${cmd.unit}".`);
  const d = w.units[unit]!;
  const u = s.units[unit]!;
  if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
  if (!onMap(u)) return ruleError('NOT_ON_MAP', `${d.name} is not on the map.`);
  if (!ELIGIBLE.test(d.subtype))
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} is not an airborne, airmobile, mountain, parachute or marine unit (RS-AIR-67).`,
      'RS-AIR-67',
    );
  if (u.movedIn !== null)
    return ruleError('NOT_ALLOWED', `${d.name} has moved this GT (RS-AIR-67).`, 'RS-AIR-67');
  const why = moveRefusal(s, unit);
  if (why)
    return ruleError('MODE', `${why} A transport flies when the unit could move (RS-MOV-40).`, 'RS-MOV-40');
  const to = board.parse(cmd.to);
  if (to === undefined) return ruleError('NO_SUCH_HEX', `No hex "${cmd.to}" on this map.`);
  const t = w.map.terrain[to]!;
  if (!DROP.includes(t) || w.map.territory[to] === 'sea' || w.map.territory[to] === 'neutral')
    return ruleError(
      'NOT_ALLOWED',
      `${board.label(to)} is not clear, woods, city, rough or wooded rough (RS-AIR-67).`,
      'RS-AIR-67',
    );
  if (s.interdicted.includes(to))
    return ruleError('NOT_ALLOWED', `${board.label(to)} is interdicted (RS-AIR-67).`, 'RS-AIR-67');
  if (occupant(s, to) === otherSide(side))
    return ruleError('ENEMY_OCCUPIED', `${board.label(to)} holds enemy units (RS-AIR-67).`, 'RS-AIR-67');
  const from = u.loc;
  const base = operatingBaseAt(s, from, side);
  if (cmd.lift === 'aircraft') {
    if (!base)
      return ruleError(
        'NOT_ALLOWED',
        'Aircraft lift starts from an operating air base or airport (RS-AIR-67).',
        'RS-AIR-67',
      );
  } else {
    const ft = w.map.terrain[from]!;
    if (!base && ft !== 'clear' && ft !== 'rough')
      return ruleError(
        'NOT_ALLOWED',
        'Helicopter lift starts from a clear or rough hex, or an operating air base or airport (RS-AIR-67).',
        'RS-AIR-67',
      );
    if (board.distance(from, to) > HELICOPTER_RANGE)
      return ruleError(
        'OUT_OF_RANGE',
        `Helicopter lift reaches ${HELICOPTER_RANGE} hexes (RS-AIR-67).`,
        'RS-AIR-67',
      );
  }
  const re = transportRe(s, unit);
  const left = Math.min(air(s).transport[side], air(s).transportGame[side]);
  if (re > left)
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} needs ${re} RE of combat transport; ${left} left this GT (RS-MOV-42).`,
      'RS-MOV-42',
    );
  return { unit, from, to, lift: cmd.lift, re };
}

export function flyTransport(
  n: RsState,
  side: Side,
  p: TransportPlan,
  dice: RsDice,
  events: RsEvent[],
): void {
  const a = air(n);
  a.transport[side] -= p.re;
  const flight: Flight = {
    side,
    kind: 'transport',
    units: [],
    escorts: [],
    target: p.to,
    aborted: new Set<number>(),
    adnFired: new Set<string>(),
    marker: { carried: p.unit, ecm: 0 },
  };
  const path = straightPath(n, p.from, p.to) ?? [p.from, p.to];
  const u = n.units[p.unit]!;
  const d = n.world.units[p.unit]!;
  for (let k = 1; k < path.length && onMap(u); k++) enterHex(n, flight, path[k]!, 'out', dice, events);
  if (!onMap(u)) {
    events.push({
      type: 'air-transport',
      side,
      unit: p.unit,
      to: p.to,
      roll: 0,
      modified: 0,
      result: 'shot-down',
    });
    return;
  }
  const ezoc = zocOf(n, otherSide(side))[p.to] === 1;
  const roll = dice.d10();
  const modified = roll + landingDrm(p.lift, n.world.map.terrain[p.to]!, ezoc);
  const result = landingResult(modified);
  events.push({ type: 'air-transport', side, unit: p.unit, to: p.to, roll, modified, result });
  if (result === 'eliminated') {
    u.eliminated = true;
    u.loc = -1;
    events.push({ type: 'hit', unit: p.unit, flipped: false, eliminated: true });
    return;
  }
  if (result === 'hit') {
    const r = applyHit(d, u, true);
    events.push({ type: 'hit', unit: p.unit, flipped: r.flipped, eliminated: r.eliminated });
    if (r.eliminated) return;
  }
  u.loc = p.to;
  const step = n.step;
  if (step.kind === 'move') u.movedIn = segmentKey(step.stage, step.segment);
  u.mpLeft = roundRs(d.ma / 2);
  if (n.control[p.to] !== side) {
    n.control[p.to] = side;
    events.push({ type: 'control', hex: p.to, side });
  }
  extGroundEntered(n, side, [p.unit], [p.to], events);
}
