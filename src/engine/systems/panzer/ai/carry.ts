// Carrying for the computer (PB-UNIT-33/34, issue 13): foot units far from the enemy board a
// Transport (or ride on vehicles) at the start of the turn, ride with it wherever the plan moves
// the carrier, and get off when the carrier ends near the enemy. The brain never orders a carried
// unit (the engine would refuse it), and a carrier unloads before it assaults, so that its riders
// are not lost (PB-ASLT-21). Read from the side's view only; the checks repeat rules/transport.ts
// so that no order is refused (issue 6: 0 refused commands).

import type { Command } from '../commands.js';
import { menEquivalent } from '../model/unit.js';
import type { CarryParams } from '../rules/unit-variant.js';
import { carrierKind, passengerRefusal, shareCost } from '../rules/transport.js';
import type { OwnUnitView, SideView } from '../view.js';
import type { Decision } from './brain.js';
import type { TurnPlayer } from './driver.js';
import { commandUnits } from './only.js';

/**
 * Not from the source: units board a Transport only when the nearest known enemy is more than
 * this many hexes away, and ride on vehicles only beyond RIDE_RIDERS (riders are easily hit);
 * passengers get off when their carrier ends its moves within UNLOAD hexes of a known enemy.
 */
export const RIDE_TRANSPORT = 4;
export const RIDE_RIDERS = 6;
export const UNLOAD = 4;

function carry(view: SideView): CarryParams {
  return view.map.params.variant.units.carry;
}

/** Distance to the nearest enemy the side knows of (seen, Unknown or last known); Infinity if none. */
export function enemyDistance(view: SideView, loc: number): number {
  const board = view.map.board;
  let best = Infinity;
  for (const e of view.enemies) best = Math.min(best, board.distance(loc, e.loc));
  for (const e of view.unknown) best = Math.min(best, board.distance(loc, e.loc));
  for (const e of view.lastKnown) best = Math.min(best, board.distance(loc, e.loc));
  return best;
}

const cost = (u: OwnUnitView, share: number) => Math.ceil(u.state.mpMax * share * 4 - 1e-9) / 4;

function ready(u: OwnUnitView, side: string): boolean {
  const s = u.state;
  return s.status === 'active' && s.loc >= 0 && (s.owner ?? u.def.side) === side && s.carriedBy === undefined;
}

function aboard(view: SideView, carrier: number): OwnUnitView[] {
  return view.own.filter((o) => o.state.carriedBy === carrier && o.state.status === 'active');
}

/** The carry orders worth giving at the start of the turn (units with their whole MA). */
export function loadOrders(view: SideView): Command[] {
  const p = carry(view);
  if (!p.enabled || view.activeSide !== view.side || view.phase) return [];
  const out: Command[] = [];
  const taken = new Set<number>();
  const carriers = view.own
    .filter((u) => ready(u, view.side) && carrierKind(u.def) !== null && u.def.speed > 0)
    .sort((a, b) => (carrierKind(a.def) === 'riders' ? 1 : 0) - (carrierKind(b.def) === 'riders' ? 1 : 0));
  for (const c of carriers) {
    const kind = carrierKind(c.def)!;
    if (c.state.mode === 'rail' || c.state.mp < cost(c, p.loadShare)) continue;
    if (aboard(view, c.index).length > 0) continue;
    const far = kind === 'riders' ? RIDE_RIDERS : RIDE_TRANSPORT;
    if (enemyDistance(view, c.state.loc) <= far) continue;
    const per =
      kind === 'transport' ? p.transportPerVehicle : kind === 'naval' ? p.navalPerShip : p.ridersPerVehicle;
    let room = c.state.strength * per;
    const load: string[] = [];
    for (const u of view.own) {
      if (u.index === c.index || taken.has(u.index) || !ready(u, view.side) || u.state.loc !== c.state.loc)
        continue;
      if (u.def.moveClass !== 'foot' || u.def.type === 'hq' || u.state.fixed || u.state.mode === 'rail')
        continue;
      if (u.def.speed >= c.def.speed) continue; // no faster on board
      if (passengerRefusal(kind, u.def, u.state) || carrierKind(u.def) !== null) continue;
      if (u.state.mp < cost(u, p.loadShare) || u.state.mp < u.state.mpMax) continue;
      if (u.state.bridgeOps || u.state.mineOps || u.state.digging) continue;
      const me = menEquivalent(u.def, u.state.strength);
      if (me > room) continue;
      room -= me;
      load.push(u.def.id);
      taken.add(u.index);
    }
    if (load.length > 0) out.push({ type: 'carry', unit: c.def.id, units: load });
  }
  return out;
}

/** Whether the passengers could stand in the carrier's hex (its terrain is passable to them). */
function canPutDown(view: SideView, carrier: OwnUnitView, list: readonly OwnUnitView[]): boolean {
  const t = view.map.params.terrain[view.map.terrain[carrier.state.loc]!];
  return !!t && list.every((u) => (t.cost[u.def.moveClass] ?? -1) >= 0);
}

/** The uncarry orders at the end of the moves: carriers near the enemy, or on the last turn. */
export function unloadOrders(view: SideView, lastTurn: boolean): Command[] {
  if (!carry(view).enabled || view.activeSide !== view.side || view.phase) return [];
  const out: Command[] = [];
  for (const c of view.own) {
    if (c.state.status !== 'active' || c.state.loc < 0) continue;
    const list = aboard(view, c.index);
    if (list.length === 0 || !canPutDown(view, c, list)) continue;
    if (lastTurn || enemyDistance(view, c.state.loc) <= UNLOAD) out.push({ type: 'uncarry', unit: c.def.id });
  }
  return out;
}

/** Orders the engine refuses for a carrier with passengers aboard (unload first). */
const CARRIER_BARRED = new Set(['combine', 'breakdown', 'exitMap']);

/**
 * A player that never orders a carried unit (skipped, told to the inner player as refused) and
 * unloads a carrier before it assaults (PB-ASLT-21) or combines.
 */
export function withCarrying(inner: TurnPlayer): TurnPlayer {
  let pending: Decision | null = null;
  return {
    next(view: SideView): Decision | null {
      if (pending) {
        const d = pending;
        pending = null;
        return d;
      }
      for (let guard = 0; guard < 10_000; guard++) {
        const d = inner.next(view);
        if (!d) return null;
        const units = commandUnits(d.command).map((id) => view.own.find((o) => o.def.id === id));
        if (units.some((u) => u?.state.carriedBy !== undefined)) {
          inner.refused(d.command);
          continue;
        }
        const loaded = units.find((u) => u && aboard(view, u.index).length > 0);
        if (loaded && (d.command.type === 'assault' || CARRIER_BARRED.has(d.command.type))) {
          // An exit after the unload needs MP left (PC-MSC-08): the unload may take all it has.
          const spent =
            d.command.type === 'exitMap' &&
            loaded.state.mp <= shareCost(loaded.state, carry(view).unloadShare);
          if (spent || !canPutDown(view, loaded, aboard(view, loaded.index))) {
            inner.refused(d.command);
            continue;
          }
          pending = d;
          return {
            command: { type: 'uncarry', unit: loaded.def.id },
            note: `unload ${loaded.def.id} first (PB-ASLT-21)`,
          };
        }
        return d;
      }
      return null;
    },
    refused: (cmd) => inner.refused(cmd),
    get work() {
      return inner.work;
    },
    ...(inner.summary ? { summary: () => inner.summary!() } : {}),
  };
}
