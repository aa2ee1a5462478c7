// Optional Virtual Supply Trucks (PC-SUP-30/31): the Local Supply Value falls with the cost of the
// cheapest path from a Supply Source, costed for a motorized unit in Travel Mode by the movement
// rules (movecost.ts) and searched with the shared path code (path/search.ts).

import type { GameState } from '../model/state.js';
import type { Side, UnitDef, UnitState } from '../model/unit.js';
import { reachableFrom } from '../../../core/path/search.js';
import { ruleOn, type World } from '../world.js';
import { knowledgeFor, moverProfile, unitStepCost, type MoverProfile } from './movecost.js';

/** PC-SUP-30/32: VST applies to a side with Supply Sources, and Explicit Supply overrides it. */
export function vstApplies(state: GameState, side: Side): boolean {
  const { world } = state;
  if (!ruleOn(world, 'virtualSupplyTrucks')) return false;
  if (ruleOn(world, 'explicitSupply') && hasSupplyUnits(world)) return false;
  return (world.scenario.supplySources ?? []).some((s) => s.side === side);
}

export function hasSupplyUnits(world: World): boolean {
  return world.units.some((u) => u.type === 'supply');
}

/** The virtual truck: a motorized vehicle unit in Travel Mode with no special abilities. */
function truckProfile(state: GameState, side: Side): MoverProfile {
  const def: UnitDef = {
    id: '(supply truck)',
    name: 'supply truck',
    side,
    nation: '',
    type: 'supply',
    component: 'vehicles',
    size: 'company',
    org: '',
    strength: 1,
    hard: { value: 0, range: 0 },
    soft: { value: 0, range: 0 },
    assault: 0,
    aa: { value: 0, range: 0 },
    defense: 1,
    speed: state.world.params.supplyOptions.vstTruckMa,
    moveClass: 'motorized',
    quality: 'C',
    flags: {},
  };
  const st: UnitState = {
    loc: -1,
    status: 'active',
    strength: 1,
    fatigue: 0,
    mode: 'travel',
    cohesion: 'ok',
    mp: def.speed,
    mpMax: def.speed,
    moved: true, // no Forced Bridge Movement for the truck
    fired: false,
    assaulted: false,
    fixed: false,
    digging: false,
    lowAmmo: false,
    lowFuel: false,
    onFoot: false,
    revealed: false,
    lossesThisTurn: 0,
  };
  const world: World = { ...state.world, units: [def] };
  return moverProfile(world, 0, st, state.weather.condition);
}

export interface VstInput {
  /** Sources the side can use, with their values. */
  readonly sources: readonly { readonly loc: number; readonly value: number }[];
  /** Hexes a line of communication may not enter: enemy units, un-negated enemy ZOC (PC-SUP-07). */
  readonly blocked: (loc: number) => boolean;
  /** Can a line of communication cross `edge` into `to` (rivers, water, minefields: PC-SUP-07)? */
  readonly canEnter: (edge: number, to: number) => boolean;
}

/**
 * PC-SUP-30/31: replaces each traced hex's value with max over sources of
 * (source value − rate × path cost), never below 0. Prohibited steps cost params' 50; blocked
 * hexes stay out of the search. Hexes no truck reaches within a source's value get 0.
 */
export function applyVirtualTrucks(
  state: GameState,
  side: Side,
  traced: Map<number, number>,
  input: VstInput,
): void {
  const { board, params } = state.world;
  const { vstRate, vstProhibitedCost } = params.supplyOptions;
  const k = knowledgeFor(state, side, true);
  const truck = truckProfile(state, side);
  const cost = (from: number, to: number, edge: number): number => {
    if (input.blocked(to) || !input.canEnter(edge, to)) return -1;
    const c = unitStepCost(k, truck, from, to, edge, true);
    return c >= 0 ? c : vstProhibitedCost; // PC-SUP-31: prohibited for motorized movement
  };
  // One search from every source: a source of value v starts having "spent" (top − v) / rate, so
  // the budget left on arrival at a hex, times the rate, is its best value over all sources.
  const usable = input.sources.filter((src) => !input.blocked(src.loc));
  const top = Math.max(0, ...usable.map((src) => src.value));
  const reach = reachableFrom(
    board,
    usable.map((src) => src.loc),
    usable.map((src) => (top - src.value) / vstRate),
    top / vstRate,
    cost,
  );
  const best = (loc: number) => (reach.left[loc]! >= 0 ? reach.left[loc]! * vstRate : 0);
  for (const loc of traced.keys()) traced.set(loc, Math.max(0, roundSupply(best(loc))));
}

/** Supply values to 1/100 of a point, so that sums of 0.02 × quarter MP stay exact to read. */
function roundSupply(v: number): number {
  return Math.round(v * 100) / 100;
}
