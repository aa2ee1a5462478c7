// Optional Explicit Supply (PC-SUP-32..39): Supply Units resupply units that are Low on Ammo, Low on
// Fuel or (artillery) Unavailable. Supply Sources then decide only Isolation; the supply tests use
// a fixed Local Supply Value (80 by default, PC-SUP-33).
//
// When and whom (the manual leaves both open, rules-decisions): at the start of the owner's turn,
// after the ammo and fuel tests (PC-TRN-11 steps 6-7), every unit in need, in order-of-battle
// order, is served by the nearest Supply Unit that can reach it (ties: the stronger, then the
// first in the order of battle). One resupply clears all of a unit's supply states.

import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import type { Side, UnitDef } from '../model/unit.js';
import { gameDice, roundRandomRoll, type DiceSource } from './dice-source.js';
import { ruleOn } from '../world.js';
import { hasZoc, markZoc } from './zoc.js';
import { hasSupplyUnits } from './virtual-supply.js';
import type { HexBoard } from '../../../core/board.js';

/** The side a unit fights for now: a captured Supply Unit changes sides (PC-SUP-38). */
export function sideOf(state: GameState, unit: number): Side {
  return state.units[unit]!.owner ?? state.world.units[unit]!.side;
}

/** PC-SUP-32: the rule is on and the scenario has Supply Units. */
export function explicitSupplyOn(state: GameState): boolean {
  return ruleOn(state.world, 'explicitSupply') && hasSupplyUnits(state.world);
}

/** PC-SUP-34/36: range in hexes; Disrupted half, Broken 0; -1 = Unavailable (travel or rail). */
export function supplyRange(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  const s = state.units[unit]!;
  if (def.type !== 'supply' || s.status !== 'active' || s.loc < 0 || s.strength <= 0) return -1;
  if (s.mode !== 'deployed') return -1; // PC-SUP-36: Unavailable
  const range = def.supplyRange ?? state.world.params.supplyOptions.supplyUnitRange;
  if (s.cohesion === 'broken') return 0;
  return s.cohesion === 'disrupted' ? Math.floor(range / 2) : range;
}

/** PC-SUP-35: supply points one resupply costs, before random rounding: X/100 men or X/10 vehicles/guns. */
export function resupplyCost(state: GameState, def: UnitDef, strength: number): number {
  const p = state.world.params.supplyOptions;
  return def.component === 'men' ? strength / p.menPerSupplyPoint : strength / p.vehiclesPerSupplyPoint;
}

/**
 * PC-SUP-34: hexes within `range` steps of `from` by a path that avoids enemy units and enemy-ZOC
 * hexes without a friendly unit (the Supply Unit's own hex always counts). Distance by location.
 */
export function supplyReach(state: GameState, side: Side, from: number, range: number): Map<number, number> {
  const { board } = state.world;
  const enemyIn = new Uint8Array(board.size);
  const friendIn = new Uint8Array(board.size);
  const zoc = new Uint8Array(board.size);
  state.units.forEach((u, i) => {
    if (u.status !== 'active' || u.loc < 0) return;
    if (sideOf(state, i) === side) friendIn[u.loc] = 1;
    else {
      enemyIn[u.loc] = 1;
      const def = state.world.units[i]!;
      if (hasZoc(def, u)) markZoc(board, u.loc, zoc, def.facing);
    }
  });
  return reachAvoiding(board, from, range, (n) => !!enemyIn[n] || (!!zoc[n] && !friendIn[n]));
}

/**
 * The hexes within `range` steps of `from` by paths that never enter a `blocked` hex, with their
 * step counts (`from` always counts). The path search of PC-SUP-34, for the true board or for a
 * side's picture of it.
 */
export function reachAvoiding(
  board: HexBoard,
  from: number,
  range: number,
  blocked: (hex: number) => boolean,
): Map<number, number> {
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q]!;
    const d = dist.get(at)!;
    if (d >= range) continue;
    for (let k = board.adjStart[at]!; k < board.adjStart[at + 1]!; k++) {
      const n = board.adj[k]!;
      if (dist.has(n) || blocked(n)) continue;
      dist.set(n, d + 1);
      queue.push(n);
    }
  }
  return dist;
}

function needsResupply(state: GameState, unit: number): boolean {
  const s = state.units[unit]!;
  return s.lowAmmo || s.lowFuel || state.ops.unavailable.includes(unit);
}

/** PC-TRN-11 steps 6-7 under Explicit Supply: Supply Units serve the side's units in need. */
export function explicitResupply(
  state: GameState,
  side: Side,
  events: GameEvent[],
  diceSource: DiceSource = gameDice(state),
): void {
  if (!explicitSupplyOn(state)) return;
  const { world } = state;
  const suppliers: { unit: number; reach: Map<number, number> }[] = [];
  state.units.forEach((s, i) => {
    if (world.units[i]!.type !== 'supply' || sideOf(state, i) !== side) return;
    const range = supplyRange(state, i);
    if (range < 0) return;
    suppliers.push({ unit: i, reach: supplyReach(state, side, s.loc, range) });
  });
  if (suppliers.length === 0) return;
  const dice = diceSource('explicit-supply'); // one stream for the whole side, in order of battle
  let unavailable = state.ops.unavailable;
  state.units.forEach((s, i) => {
    const def = world.units[i]!;
    if (sideOf(state, i) !== side || s.status !== 'active' || s.loc < 0 || def.type === 'supply') return;
    if (!needsResupply(state, i)) return;
    let best: { unit: number; d: number } | undefined;
    for (const sup of suppliers) {
      const d = sup.reach.get(s.loc);
      const ss = state.units[sup.unit]!;
      if (d === undefined || ss.status !== 'active' || ss.strength <= 0) continue;
      const better = !best || d < best.d || (d === best.d && ss.strength > state.units[best.unit]!.strength);
      if (better) best = { unit: sup.unit, d };
    }
    if (!best) return;
    const sup = state.units[best.unit]!;
    const drawn = roundRandomRoll(dice, resupplyCost(state, def, s.strength), 'cost', 'PC-SUP-35'); // PC-GEN-06
    const cost = Math.min(sup.strength, drawn.value);
    sup.strength -= cost;
    const what: string[] = [];
    if (s.lowAmmo) what.push('ammo');
    if (s.lowFuel) what.push('fuel');
    if (unavailable.includes(i)) {
      what.push('artillery Available');
      unavailable = unavailable.filter((u) => u !== i);
    }
    s.lowAmmo = false;
    s.lowFuel = false;
    events.push({
      type: 'unitState',
      unit: i,
      what: `resupplied (${what.join(', ')}) by ${world.units[best.unit]!.name} for ${cost}`,
      rolls: [drawn.roll],
      rule: 'PC-SUP-34',
    });
    if (sup.strength <= 0) removeSupplyUnit(state, best.unit, events);
  });
  state.ops.unavailable = unavailable;
}

/** PC-SUP-37: a Supply Unit at strength 0 leaves the map. */
function removeSupplyUnit(state: GameState, unit: number, events: GameEvent[]): void {
  const s = state.units[unit]!;
  s.strength = 0;
  s.status = 'eliminated';
  s.loc = -1;
  events.push({
    type: 'unitState',
    unit,
    what: 'used up: removed from the map',
    strength: 0,
    rule: 'PC-SUP-37',
  });
}

/**
 * PC-SUP-38: after an assault on `loc` by `attacker`, Supply Units left alone in the hex are
 * captured: strength halved (rounded down; 0 removes it, PC-SUP-37) and they change sides. Called
 * by assault.ts before it decides whether the hex is still held. Works whether or not Explicit
 * Supply is on, since a Supply Unit is only in a scenario that uses it.
 */
export function captureSupplyUnits(state: GameState, loc: number, attacker: Side, events: GameEvent[]): void {
  const here: number[] = [];
  let others = false;
  state.units.forEach((s, i) => {
    if (s.loc !== loc || s.status !== 'active' || sideOf(state, i) === attacker) return;
    if (state.world.units[i]!.type === 'supply') here.push(i);
    else others = true;
  });
  if (others || here.length === 0) return;
  for (const i of here) {
    const s = state.units[i]!;
    s.strength = Math.floor(s.strength / 2);
    if (s.strength <= 0) {
      removeSupplyUnit(state, i, events);
      continue;
    }
    if (attacker === state.world.units[i]!.side)
      delete s.owner; // recaptured (PC-SUP-38)
    else s.owner = attacker;
    s.moved = true;
    events.push({
      type: 'unitState',
      unit: i,
      what: `captured by the ${attacker === 'allied' ? 'Allies' : 'Axis'}, strength halved`,
      strength: s.strength,
      rule: 'PC-SUP-38',
    });
  }
}
