// Supply (PC-SUP): lines of communication, isolation, Local Supply Values, Low Ammo, artillery
// availability, fuel, and Supply Variations.

import type { GameEvent, Roll } from '../events.js';
import type { GameState } from '../model/state.js';
import { BRIDGE_BITS, SIDE } from '../model/terrain.js';
import type { Side, UnitDef } from '../model/unit.js';
import { gameDice, type DiceSource } from './dice-source.js';
import { terrainAt } from '../world.js';
import { commandingHq, isOutOfCommand, modifiedCommandRange, rangeTest } from './command.js';
import { isFirstTurnOfDay } from './clock.js';
import { hasZoc, markZoc } from './zoc.js';
import { extendSupplyByEngineerFerries } from './engineers.js';
import { applyVirtualTrucks, vstApplies } from './virtual-supply.js';
import { explicitSupplyOn } from './explicit-supply.js';
import { stockpiledSupply } from './artillery-setup.js';
import { readHexes, readUnits } from '../draft.js';

/** Hexes under enemy ZOC for `side`, and hexes its own units stand in (which negate it). */
function zocAndPresence(
  state: GameState,
  side: Side,
): { enemyZoc: Uint8Array; enemyIn: Uint8Array; friendIn: Uint8Array } {
  const { board } = state.world;
  const enemyZoc = new Uint8Array(board.size);
  const enemyIn = new Uint8Array(board.size);
  const friendIn = new Uint8Array(board.size);
  readUnits(state).forEach((u, i) => {
    if (u.status !== 'active' || u.loc < 0) return;
    if ((u.owner ?? state.world.units[i]!.side) === side) {
      friendIn[u.loc] = 1;
      return;
    }
    enemyIn[u.loc] = 1;
    const def = state.world.units[i]!;
    if (hasZoc(def, u)) markZoc(board, u.loc, enemyZoc, def.facing); // PC-ZOC-06
  });
  return { enemyZoc, enemyIn, friendIn };
}

/** Current hexside bits, with play-time changes (damaged or built bridges). */
function edgeBits(state: GameState, edge: number): number {
  return state.edgeOverrides[edge] ?? state.world.edges[edge]!;
}

/**
 * PC-SUP-07: can a line of communication cross from one hex into the next? Rivers and canals only
 * by an intact bridge, ferry or ford; no water or impassible hex except by a full-hex bridge or
 * ferry; no unpenetrated minefield.
 */
function supplyCanEnter(state: GameState, edge: number, to: number): boolean {
  const bits = edgeBits(state, edge);
  const wet = SIDE.river | SIDE.canal | SIDE.antiTankDitch;
  if (bits & wet) {
    const bridged = (bits & BRIDGE_BITS) !== 0 && (bits & SIDE.bridgeDamaged) === 0;
    if (!bridged && !(bits & (SIDE.ferry | SIDE.ford))) return false;
  }
  const t = terrainAt(state.world, to);
  const h = readHexes(state)[to]; // read only: no copy for the draft (draft.ts)
  if (t.water || t.cost.foot < 0) {
    // PC-WAT-04/05, PC-ENG-14/16: full-hex bridges (not damaged ones), pontoons and ferries.
    const f = state.world.features.get(to);
    const bridge = (f?.fullHexBridge && h?.fullHexBridge !== 'damaged') || h?.pontoon;
    if (!bridge && !f?.fullHexFerry) return false;
  }
  if (h && h.minefield > 0 && !h.minefieldPenetrated) return false;
  return true;
}

interface Source {
  loc: number;
  value: number;
}

/** PC-SUP-03/04: the side's sources; map edges when it has none. Enemy-occupied sources are unusable. */
function sourcesOf(state: GameState, side: Side, enemyIn: Uint8Array): Source[] {
  const { world } = state;
  const own = (world.scenario.supplySources ?? []).filter((s) => s.side === side);
  if (own.length > 0) {
    // PC-SUP-22: variations move every source; a source never exceeds the Global value nor drops below 0.
    const delta = state.ops.sourceDelta[side];
    const cap = Math.max(state.ops.globalSupply[side], ...own.map((s) => s.value));
    return own
      .map((s) => ({ loc: world.board.parse(s.hex)!, value: Math.min(cap, Math.max(0, s.value + delta)) }))
      .filter((s) => s.loc >= 0 && !enemyIn[s.loc]);
  }
  const edges = world.scenario.supplyEdges?.[side] ?? ['N', 'S', 'E', 'W'];
  const { width, height } = world.board;
  const out: Source[] = [];
  const value = state.ops.globalSupply[side];
  for (let loc = 0; loc < world.board.size; loc++) {
    const col = loc % width;
    const row = Math.floor(loc / width);
    const onEdge =
      (edges.includes('N') && row === 0) ||
      (edges.includes('S') && row === height - 1) ||
      (edges.includes('W') && col === 0) ||
      (edges.includes('E') && col === width - 1);
    const t = terrainAt(world, loc);
    if (onEdge && !t.water && t.cost.foot >= 0 && !enemyIn[loc]) out.push({ loc, value });
  }
  return out;
}

/**
 * PC-SUP-05/06/07: the Local Supply Value of every hex the side can trace a line of communication
 * to; the best source wins. Hexes it cannot reach are absent (Isolated). Floods from the sources in
 * falling order of value, so each hex is settled once.
 */
export function supplyMap(state: GameState, side: Side): Map<number, number> {
  const { board } = state.world;
  const { enemyZoc, enemyIn, friendIn } = zocAndPresence(state, side);
  const blocked = (loc: number) => enemyIn[loc] === 1 || (enemyZoc[loc] === 1 && friendIn[loc] !== 1);
  const value = new Map<number, number>();
  const sources = sourcesOf(state, side, enemyIn)
    .filter((s) => !blocked(s.loc))
    .sort((a, b) => b.value - a.value || a.loc - b.loc);
  let i = 0;
  while (i < sources.length) {
    const v = sources[i]!.value;
    const queue: number[] = [];
    for (; i < sources.length && sources[i]!.value === v; i++) {
      const s = sources[i]!.loc;
      if (!value.has(s)) {
        value.set(s, v);
        queue.push(s);
      }
    }
    for (let q = 0; q < queue.length; q++) {
      const at = queue[q]!;
      for (let k = board.adjStart[at]!; k < board.adjStart[at + 1]!; k++) {
        const n = board.adj[k]!;
        if (value.has(n) || blocked(n) || !supplyCanEnter(state, board.adjEdge[k]!, n)) continue;
        value.set(n, v);
        queue.push(n);
      }
    }
  }
  if (vstApplies(state, side))
    applyVirtualTrucks(state, side, value, {
      sources,
      blocked,
      canEnter: (edge, to) => supplyCanEnter(state, edge, to),
    }); // PC-SUP-30 optional
  extendSupplyByEngineerFerries(state, side, value, blocked); // PC-ENG-21
  return value;
}

/** PC-SUP-08: partisans and irregulars are never Isolated; HQs and everyone else can be. */
function neverIsolated(def: UnitDef): boolean {
  return def.type === 'partisan' || def.type === 'irregular';
}

export function isIsolated(state: GameState, unit: number): boolean {
  return state.ops.isolated.includes(unit);
}

/** The Local Supply Value a unit's tests use (PC-SUP-05); naval units half the Global (PC-SUP-15). */
export function localSupplyOf(state: GameState, unit: number): number {
  const def = state.world.units[unit]!;
  if (def.type === 'naval') return state.ops.globalSupply[def.side] / 2;
  if (isIsolated(state, unit)) return 0;
  if (explicitSupplyOn(state)) return state.world.params.supplyOptions.explicitLocalSupply; // PC-SUP-33
  return state.ops.localSupply[def.side][state.units[unit]!.loc] ?? state.ops.globalSupply[def.side];
}

/** PC-TRN-11 step 3: Local Supply Values and Isolation for the side about to move. */
export function computeSupply(state: GameState, side: Side, events: GameEvent[]): void {
  const map = supplyMap(state, side);
  const local: Record<number, number> = {};
  const isolated = state.ops.isolated.filter((u) => state.world.units[u]!.side !== side);
  readUnits(state).forEach((u, i) => {
    const def = state.world.units[i]!;
    if (def.side !== side || u.status !== 'active' || u.loc < 0) return;
    const v = map.get(u.loc);
    if (v !== undefined) {
      local[u.loc] = v;
      return;
    }
    if (neverIsolated(def) || def.type === 'naval') return;
    isolated.push(i);
    if (!state.ops.isolated.includes(i))
      events.push({ type: 'unitState', unit: i, what: 'Isolated: cannot trace supply', rule: 'PC-SUP-10' });
  });
  state.ops.isolated = isolated.sort((a, b) => a - b);
  state.ops.localSupply = { ...state.ops.localSupply, [side]: local };
}

function isArtillery(def: UnitDef): boolean {
  return def.flags.indirect === true || def.type === 'artillery' || def.type === 'rocket';
}

/** PC-SUP-16: fuel users are non-HQ units other than foot, ski, bicycle, horse, naval and rail. */
export function usesFuel(def: UnitDef): boolean {
  if (def.type === 'hq' || def.type === 'irregular' || def.type === 'partisan') return false;
  return def.moveClass === 'motorized' || def.moveClass === 'tracked';
}

/**
 * PC-TRN-11 step 6: Low Ammo checks for units that fired (PC-SUP-11/12/13), Low Ammo resupply,
 * and the artillery Unavailable/Available test (PC-SUP-14). Runs before the side's per-turn flags
 * are reset, so `fired` still tells who fired since the side's last turn.
 */
export function ammoChecks(
  state: GameState,
  side: Side,
  events: GameEvent[],
  diceSource: DiceSource = gameDice(state),
): void {
  const unavailable = new Set(state.ops.unavailable);
  const firedIsolated = new Set(state.ops.firedIsolated);
  // PC-SUP-32: under Explicit Supply only Supply Units resupply (explicit-supply.ts), and
  // PC-SUP-10b (Low Ammo for firing while Isolated) does not apply.
  const explicit = explicitSupplyOn(state);
  state.units.forEach((u, i) => {
    const def = state.world.units[i]!;
    if (def.side !== side || u.status !== 'active') return;
    const dice = diceSource(`ammo:${i}`);
    const local = localSupplyOf(state, i);
    if (isArtillery(def)) {
      const iso = isIsolated(state, i);
      if (unavailable.has(i)) {
        if (iso || explicit) return; // PC-SUP-10e, PC-SUP-33
        const roll = dice.percent();
        if (roll < local) {
          unavailable.delete(i);
          events.push(ammoEvent(i, 'Available again', roll, local, true, 'PC-SUP-14'));
        }
        return;
      }
      if (!u.fired) return;
      if (iso) {
        unavailable.add(i); // PC-SUP-10c
        events.push({
          type: 'unitState',
          unit: i,
          what: 'Unavailable: fired while Isolated',
          rule: 'PC-SUP-10',
        });
        return;
      }
      const target = stockpiledSupply(state, i, local); // PC-SUP-27b: 75% when Stockpiled
      const roll = dice.percent();
      if (roll >= target && u.stockpiled) {
        delete u.stockpiled; // PC-SUP-27c: the first failure costs the stockpile, not availability
        events.push(
          ammoEvent(i, 'loses Stockpiled status: supply test failed', roll, target, false, 'PC-SUP-27'),
        );
        return;
      }
      if (roll >= target) {
        unavailable.add(i);
        events.push(ammoEvent(i, 'Unavailable: supply test failed', roll, target, false, 'PC-SUP-14'));
      }
      return;
    }
    if (def.type === 'partisan' || def.type === 'irregular') return; // PC-SUP-08
    if (u.lowAmmo) {
      if (isIsolated(state, i) || explicit) return; // PC-SUP-10e, PC-SUP-32
      const r = rangeTest(state, i, dice, 'resupply range test', 'PC-SUP-13');
      if (r.success) {
        u.lowAmmo = false;
        events.push({
          type: 'unitState',
          unit: i,
          what: 'resupplied: no longer Low on Ammo',
          rolls: [r],
          rule: 'PC-SUP-13',
        });
      }
      return;
    }
    if (!u.fired && !firedIsolated.has(i)) return;
    firedIsolated.delete(i);
    if (isIsolated(state, i) && !explicit) {
      u.lowAmmo = true;
      events.push({
        type: 'unitState',
        unit: i,
        what: 'Low on Ammo: fired while Isolated',
        rule: 'PC-SUP-12',
      });
      return;
    }
    const value = ammoTestValue(state, i);
    const roll = dice.percent();
    if (roll < value) return;
    // PC-SUP-33: under Explicit Supply the test alone decides (a 20% chance at 80); no HQ rescue.
    const r = explicit ? undefined : rangeTest(state, i, dice, 'ammo range test', 'PC-SUP-13');
    if (r?.success) return;
    u.lowAmmo = true;
    events.push({
      type: 'unitState',
      unit: i,
      what: 'Low on Ammo',
      rolls: [
        { label: 'ammo supply test', value: roll, target: value, success: false, rule: 'PC-SUP-12' },
        ...(r ? [r] : []),
      ],
      rule: 'PC-SUP-12',
    });
  });
  state.ops.unavailable = [...unavailable].sort((a, b) => a - b);
  state.ops.firedIsolated = [...firedIsolated].sort((a, b) => a - b);
}

/**
 * The value a non-artillery unit's Low Ammo test rolls under (PC-SUP-12 step 2): its Local Supply
 * Value, or under Explicit Supply the flat value (80, PC-SUP-33) even in an Isolated hex. The
 * manual exempts Isolated units from automatic Low Ammo under Explicit Supply (PC-SUP-10b,
 * PC-SUP-12 step 1); with an Isolated hex's 0 (PC-SUP-06) that exemption would change nothing, so
 * the flat value stands in (rules-decisions: "PC-SUP-33 Isolated units").
 */
export function ammoTestValue(state: GameState, unit: number): number {
  if (explicitSupplyOn(state) && state.world.units[unit]!.type !== 'naval')
    return state.world.params.supplyOptions.explicitLocalSupply;
  return localSupplyOf(state, unit);
}

function ammoEvent(
  unit: number,
  what: string,
  roll: number,
  target: number,
  success: boolean,
  rule: string,
): GameEvent {
  return {
    type: 'unitState',
    unit,
    what,
    rolls: [{ label: 'supply test', value: roll, target, success, rule }],
    rule,
  };
}

/**
 * Artillery that a failed supply test made Unavailable cannot fire (PC-SUP-14); a Supply Unit in
 * Travel or Rail Mode under Explicit Supply is Unavailable and supplies nobody (PC-SUP-36).
 */
export function isUnavailable(state: GameState, unit: number): boolean {
  if (state.ops.unavailable.includes(unit)) return true;
  const def = state.world.units[unit]!;
  return def.type === 'supply' && state.units[unit]!.mode !== 'deployed' && explicitSupplyOn(state);
}

/** PC-SUP-18: the modified range test: HQ In Command and the unit within its command radius. */
function fuelRangeTest(state: GameState, unit: number): boolean {
  const hq = commandingHq(state, unit);
  if (hq === undefined || state.units[hq]!.status !== 'active' || isOutOfCommand(state, hq)) return false;
  const r = state.world.board.distance(state.units[unit]!.loc, state.units[hq]!.loc);
  return r <= modifiedCommandRange(state, hq);
}

/**
 * PC-TRN-11 step 7: refuelling (PC-SUP-16..19). On the first turn of each day every fuel user that
 * moved or assaulted since its last test takes the Refueling Test; Low Fuel units test to recover
 * (the full test on that turn, the Refuel Percentage test on other turns).
 */
export function fuelChecks(
  state: GameState,
  side: Side,
  events: GameEvent[],
  diceSource: DiceSource = gameDice(state),
): void {
  const moved = new Set(state.ops.movedSinceRefuel);
  // Book this side's movement of its last turn before the flags are reset.
  state.units.forEach((u, i) => {
    const def = state.world.units[i]!;
    if (def.side === side && u.status === 'active' && usesFuel(def) && (u.moved || u.assaulted)) moved.add(i);
  });
  const midnight = isFirstTurnOfDay(state.world, state.turn) && state.turn > 1;
  state.units.forEach((u, i) => {
    const def = state.world.units[i]!;
    if (def.side !== side || u.status !== 'active' || !usesFuel(def)) return;
    const dice = diceSource(`fuel:${i}`);
    if (u.lowFuel) {
      if (isIsolated(state, i) || explicitSupplyOn(state)) return; // PC-SUP-10e, PC-SUP-32
      const refuelChance = midnight ? 100 : state.world.params.refuelPercentage;
      const roll = dice.percent();
      const rolls: Roll[] = [
        {
          label: 'refuel chance',
          value: roll,
          target: refuelChance,
          success: roll < refuelChance,
          rule: 'PC-SUP-19',
        },
      ];
      if (roll < refuelChance && fuelRangeTest(state, i)) {
        u.lowFuel = false;
        moved.delete(i);
        events.push({ type: 'unitState', unit: i, what: 'refuelled', rolls, rule: 'PC-SUP-19' });
      }
      return;
    }
    if (!midnight || !moved.has(i)) return;
    moved.delete(i);
    if (isIsolated(state, i)) {
      u.lowFuel = true;
      events.push({
        type: 'unitState',
        unit: i,
        what: 'Low on Fuel: moved while Isolated',
        rule: 'PC-SUP-16',
      });
      return;
    }
    const local = localSupplyOf(state, i);
    const roll = dice.percent();
    const explicit = explicitSupplyOn(state);
    if (roll < local || (!explicit && fuelRangeTest(state, i))) return; // PC-SUP-33
    u.lowFuel = true;
    events.push({
      type: 'unitState',
      unit: i,
      // PC-SUP-18 draws no die: say why it did not save the unit instead of a roll.
      what: explicit
        ? 'Low on Fuel (Explicit Supply: no HQ test, PC-SUP-33)'
        : 'Low on Fuel: its HQ is Out of Command or beyond its Command Range (PC-SUP-18)',
      rolls: [{ label: 'refueling test', value: roll, target: local, success: false, rule: 'PC-SUP-16' }],
      rule: 'PC-SUP-16',
    });
  });
  state.ops.movedSinceRefuel = [...moved].sort((a, b) => a - b);
}

/**
 * PC-SUP-21/22/23: Supply Variations, rolled once a day on the first turn of the day for the side
 * they belong to. Storm-triggered ones (probability 0) fire when a storm starts (negative amount)
 * or ends (positive amount). Values never drop below 0; one-time variations fire once.
 */
export function supplyVariations(
  state: GameState,
  side: Side,
  events: GameEvent[],
  stormChange?: 'start' | 'end',
  dice: DiceSource = gameDice(state),
): void {
  const vars = state.world.scenario.supplyVariations ?? [];
  if (vars.length === 0) return;
  if (!stormChange && !(isFirstTurnOfDay(state.world, state.turn) && state.turn > 1)) return;
  const fired = new Set(state.ops.variationsFired);
  vars.forEach((v, idx) => {
    if (v.side !== side || (v.oneTime && fired.has(idx))) return;
    let happens: boolean;
    let rolled = '';
    if (v.probability === 0)
      happens = (stormChange === 'start' && v.amount < 0) || (stormChange === 'end' && v.amount > 0);
    else if (stormChange) happens = false;
    else {
      const roll = dice(`variation:${idx}`).percent();
      happens = roll < v.probability;
      rolled = ` (rolled ${Math.round(roll * 10) / 10} under ${v.probability}%)`; // its threshold
    }
    if (!happens) return;
    if (v.oneTime) fired.add(idx);
    if (v.railCapacity) {
      events.push({
        type: 'message',
        text: `Rail capacity changes by ${v.amount}${rolled}`,
        seenBy: side,
        rule: 'PC-SUP-22',
      });
      return;
    }
    const hasSources = (state.world.scenario.supplySources ?? []).some((s) => s.side === side);
    if (hasSources)
      state.ops.sourceDelta = { ...state.ops.sourceDelta, [side]: state.ops.sourceDelta[side] + v.amount };
    if (!hasSources || v.isGlobal) {
      const g = state.ops.globalSupply[side];
      state.ops.globalSupply = { ...state.ops.globalSupply, [side]: Math.max(0, g + v.amount) };
    }
    events.push({
      type: 'message',
      text: `Supply variation: ${side === 'allied' ? 'Allied' : 'Axis'} supply ${v.amount > 0 ? '+' : ''}${v.amount}% (now ${state.ops.globalSupply[side]}%)${rolled}`,
      seenBy: side,
      rule: 'PC-SUP-21',
    });
  });
  state.ops.variationsFired = [...fired].sort((a, b) => a - b);
}
