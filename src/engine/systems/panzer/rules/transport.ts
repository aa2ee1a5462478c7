// Carrying (PB-UNIT-33/34, PB-DIFF-22): Transport units carry men or foot-class guns, ships carry
// men, guns or vehicles, and any other vehicle unit carries foot infantry as external riders. The
// carry order loads units into their carrier in the same hex; uncarry unloads them there. A carried
// unit keeps its place in the hex (it counts for stacking), moves only with its carrier and gives
// no order of its own. params.variant.units.carry switches the rule on (the tactical profile) and
// holds its numbers; with it off (Panzer Campaigns) no unit is ever carried and nothing here runs.

import { ruleError, isRuleError, type RuleError } from '../../../core/errors.js';
import type { CarryCommand, Command, UncarryCommand } from '../commands.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { menEquivalent, type UnitDef, type UnitState } from '../model/unit.js';
import type { Scenario } from '../model/scenario.js';
import { readUnits } from '../draft.js';
import type { CarryParams } from './unit-variant.js';
import { ownActiveUnit } from './guards.js';
import { terrainNow } from './terrain-in-effect.js';
import { interruptEngineering } from './engineers.js';
import { recordLoss } from './victory.js';

/** What a carrier is (PB-UNIT-33): a Transport unit, a ship, or a vehicle unit with external riders. */
export type CarrierKind = 'transport' | 'naval' | 'riders';

export function carrierKind(def: UnitDef): CarrierKind | null {
  if (def.flags.transport) return 'transport';
  if (def.type === 'naval') return 'naval';
  if (def.component === 'vehicles' && def.type !== 'deception') return 'riders';
  return null;
}

export function carryParams(state: GameState): CarryParams {
  return state.world.params.variant.units.carry;
}

/** Men-equivalents the carrier can hold now: per vehicle or ship of its present strength (PB-UNIT-33). */
export function carryCapacity(state: GameState, carrier: number): number {
  const def = state.world.units[carrier]!;
  const p = carryParams(state);
  const kind = carrierKind(def);
  const per =
    kind === 'transport' ? p.transportPerVehicle : kind === 'naval' ? p.navalPerShip : p.ridersPerVehicle;
  return kind === null ? 0 : state.units[carrier]!.strength * per;
}

/** The units the carrier holds, in unit order. */
export function passengersOf(state: GameState, carrier: number): number[] {
  const out: number[] = [];
  const all = readUnits(state);
  for (let i = 0; i < all.length; i++)
    if (all[i]!.carriedBy === carrier && all[i]!.status === 'active') out.push(i);
  return out;
}

/** Men-equivalents on board. */
export function carryLoad(state: GameState, carrier: number): number {
  return passengersOf(state, carrier).reduce(
    (n, p) => n + menEquivalent(state.world.units[p]!, state.units[p]!.strength),
    0,
  );
}

/** The carrier of a carried unit, or undefined. */
export function carrierOf(state: GameState, unit: number): number | undefined {
  return state.units[unit]!.carriedBy;
}

/** An external rider on a vehicle (PB-UNIT-34): exposed to fire, lost when its vehicle assaults. */
export function isRider(state: GameState, unit: number): boolean {
  const c = state.units[unit]!.carriedBy;
  return c !== undefined && carrierKind(state.world.units[c]!) === 'riders';
}

/** Carried inside a Transport or a ship: it cannot be fired at apart from its carrier. */
export function isInside(state: GameState, unit: number): boolean {
  const c = state.units[unit]!.carriedBy;
  return c !== undefined && carrierKind(state.world.units[c]!) !== 'riders';
}

/** Why `kind` cannot take this unit aboard (PB-UNIT-33's table), or null. */
export function passengerRefusal(kind: CarrierKind, def: UnitDef, s: UnitState): string | null {
  switch (kind) {
    case 'transport':
      if (def.component === 'men') return null;
      if (def.component === 'guns' && def.moveClass === 'foot') return null;
      return 'a Transport unit carries men, or guns of foot-class units';
    case 'naval':
      return def.type === 'naval' ? 'a ship does not carry another ship' : null;
    case 'riders':
      if (def.component === 'men' && def.moveClass === 'foot' && !s.onFoot) return null;
      return 'only foot infantry may ride on vehicles as external riders (not guns, vehicles or mechanized infantry On Foot)';
  }
}

/** MP rounded down to the quarter (MP are kept in quarters, PC-GEN-05). */
function quarterDown(x: number): number {
  return Math.max(0, Math.floor(x * 4 + 1e-9) / 4);
}

/** The MP a share of the unit's MA costs, rounded up to the quarter. */
/** A share of the unit's MA, rounded up to the quarter MP (the load and unload costs). */
export function shareCost(s: UnitState, share: number): number {
  return Math.ceil(s.mpMax * share * 4 - 1e-9) / 4;
}

const RULE = 'PB-UNIT-33';

function refuse(message: string, rule = RULE): RuleError {
  return ruleError('NOT_ALLOWED', message, rule);
}

function carryOff(state: GameState): RuleError | null {
  if (carryParams(state).enabled) return null;
  return refuse(
    `Carrying units belongs to the Panzer Battles rules (the tactical profile); ${state.world.profile.name} has no Transport units or external riders.`,
    'PB-DIFF-22',
  );
}

/**
 * The carrier named by a carry or uncarry order: the orders in use (PB-DIFF-22), a unit of the
 * side to move, on the map, able to carry.
 */
function ownCarrier(draft: GameState, id: string): number | RuleError {
  const off = carryOff(draft);
  if (off) return off;
  const c = ownActiveUnit(draft, id);
  if (isRuleError(c)) return c;
  const def = draft.world.units[c]!;
  if (carrierKind(def) === null)
    return refuse(
      `${def.name} cannot carry other units: only Transport units, ships and vehicle units (external riders) can.`,
    );
  return c;
}

/** PB-UNIT-33: the carry order. */
export function handleCarry(draft: GameState, cmd: CarryCommand): GameEvent[] | RuleError {
  const c = ownCarrier(draft, cmd.unit);
  if (isRuleError(c)) return c;
  const { world } = draft;
  const cdef = world.units[c]!;
  const cs = draft.units[c]!;
  const kind = carrierKind(cdef)!;
  if (cs.carriedBy !== undefined)
    return refuse(
      `${cdef.name} is itself carried by ${world.units[cs.carriedBy]!.name} and cannot load units.`,
    );
  if (cs.mode === 'rail') return refuse(`${cdef.name} is in Rail Mode and cannot load units.`);
  if (!Array.isArray(cmd.units) || cmd.units.length === 0)
    return ruleError('BAD_COMMAND', 'Name at least one unit to carry.');
  const loading: number[] = [];
  for (const id of cmd.units) {
    const p = ownActiveUnit(draft, id);
    if (isRuleError(p)) return p;
    if (loading.includes(p)) continue;
    const pdef = world.units[p]!;
    const ps = draft.units[p]!;
    if (p === c) return refuse(`${cdef.name} cannot carry itself.`);
    if (ps.loc !== cs.loc)
      return refuse(
        `${pdef.name} is not in ${cdef.name}'s hex ${world.board.label(cs.loc)}: units load in the same hex.`,
      );
    if (ps.carriedBy !== undefined)
      return refuse(`${pdef.name} is already carried by ${world.units[ps.carriedBy]!.name}.`);
    if (passengersOf(draft, p).length > 0)
      return refuse(`${pdef.name} is carrying units and cannot be carried.`);
    if (ps.fixed)
      return refuse(`${pdef.name} is Fixed and cannot move, so it cannot be carried.`, 'PB-UNIT-40');
    if (ps.mode === 'rail') return refuse(`${pdef.name} is in Rail Mode and cannot be carried.`);
    const why = passengerRefusal(kind, pdef, ps);
    if (why) return refuse(`${cdef.name} cannot carry ${pdef.name}: ${why}.`);
    loading.push(p);
  }
  const p = carryParams(draft);
  const room = carryCapacity(draft, c) - carryLoad(draft, c);
  const need = loading.reduce((n, u) => n + menEquivalent(world.units[u]!, draft.units[u]!.strength), 0);
  if (need > room) {
    const per =
      kind === 'transport'
        ? `${p.transportPerVehicle} men or ${p.transportPerVehicle / 10} gun per vehicle`
        : kind === 'naval'
          ? `${p.navalPerShip} men, ${p.navalPerShip / 10} guns or vehicles per ship`
          : `${p.ridersPerVehicle} riders per vehicle`;
    return refuse(
      `${cdef.name} has room for ${room} men-equivalents (${per}); loading ${need} would overload it.`,
    );
  }
  const cCost = shareCost(cs, p.loadShare);
  if (cs.mp < cCost)
    return refuse(`${cdef.name} has ${cs.mp} MP left; loading costs it ${cCost} (1/3 of its MA).`);
  for (const u of loading) {
    const us = draft.units[u]!;
    const cost = shareCost(us, p.loadShare);
    if (us.mp < cost)
      return refuse(
        `${world.units[u]!.name} has ${us.mp} MP left; boarding costs it ${cost} (1/3 of its MA).`,
      );
  }
  const events: GameEvent[] = [];
  cs.mp -= cCost;
  for (const u of loading) {
    const us = draft.units[u]!;
    const cost = shareCost(us, p.loadShare);
    us.mp -= cost;
    us.carriedBy = c;
    us.digging = false;
    interruptEngineering(draft, u, events);
    events.push({
      type: 'unitState',
      unit: u,
      what: `${kind === 'riders' ? 'rides on' : 'boards'} ${cdef.name} (−${cost} MP)`,
      rule: RULE,
    });
  }
  events.push({
    type: 'unitState',
    unit: c,
    what: `CARRYING ${carryLoad(draft, c)} of ${carryCapacity(draft, c)} men-eq (−${cCost} MP)`,
    rule: RULE,
  });
  return events;
}

/** PB-UNIT-33: the uncarry order. */
export function handleUncarry(draft: GameState, cmd: UncarryCommand): GameEvent[] | RuleError {
  const c = ownCarrier(draft, cmd.unit);
  if (isRuleError(c)) return c;
  const { world } = draft;
  const cdef = world.units[c]!;
  const cs = draft.units[c]!;
  const aboard = passengersOf(draft, c);
  let leaving = aboard;
  if (cmd.units !== undefined) {
    leaving = [];
    for (const id of cmd.units) {
      const u = world.unitIndex.get(id);
      if (u === undefined) return ruleError('NO_SUCH_UNIT', `There is no unit "${id}".`);
      if (!aboard.includes(u)) return refuse(`${world.units[u]!.name} is not carried by ${cdef.name}.`);
      if (!leaving.includes(u)) leaving.push(u);
    }
  }
  if (leaving.length === 0) return refuse(`${cdef.name} carries no unit.`);
  const t = terrainNow(draft, cs.loc).terrain;
  for (const u of leaving) {
    const udef = world.units[u]!;
    if (t.cost[udef.moveClass] < 0)
      return refuse(`${udef.name} cannot be put down in ${t.name} at ${world.board.label(cs.loc)}.`);
  }
  const p = carryParams(draft);
  // The passengers keep the share of their MA that the carrier has left (ours, not from the source).
  const share = cs.mpMax > 0 ? cs.mp / cs.mpMax : 0;
  const cCost = Math.min(cs.mp, shareCost(cs, p.unloadShare));
  cs.mp -= cCost;
  const events: GameEvent[] = [];
  for (const u of leaving) {
    const us = draft.units[u]!;
    delete us.carriedBy;
    us.loc = cs.loc;
    us.mp = quarterDown(Math.min(us.mp, us.mpMax * share) - us.mpMax * p.unloadShare);
    events.push({
      type: 'unitState',
      unit: u,
      what: `gets off ${cdef.name} (${us.mp} MP left)`,
      rule: RULE,
    });
  }
  const left = passengersOf(draft, c).length;
  events.push({
    type: 'unitState',
    unit: c,
    what: left > 0 ? `unloads; still CARRYING ${left}` : `unloads (−${cCost} MP)`,
    rule: RULE,
  });
  return events;
}

/** Takes a passenger or rider out of play (lost with its carrier, PB-UNIT-34; or PB-ASLT-21), booking the loss. */
export function losePassenger(state: GameState, u: number, reason: string, events: GameEvent[]): void {
  const s = state.units[u]!;
  recordLoss(state, u, s.strength);
  s.lossesThisTurn += s.strength;
  s.strength = 0;
  s.status = 'eliminated';
  s.loc = -1;
  delete s.carriedBy;
  events.push({ type: 'eliminated', unit: u, reason });
}

/**
 * What happens to the passengers of a carrier eliminated at `at` (PB-UNIT-34): passengers inside
 * a Transport or a ship go with it, except that a ship's passengers in Shallow water lose half
 * their strength and are Disrupted instead (item 4, PB-DIFF-28). External riders jump off in the
 * hex, Disrupted (ours, not from the source: the manual names their fate only in an assault).
 */
export function cargoLost(state: GameState, carrier: number, at: number, events: GameEvent[]): void {
  if (!carryParams(state).enabled) return;
  const cdef = state.world.units[carrier]!;
  const kind = carrierKind(cdef);
  for (const u of passengersOf(state, carrier)) {
    const s = state.units[u]!;
    const shallow = at >= 0 && terrainNow(state, at).terrain.shallow === true;
    if (kind === 'transport' || (kind === 'naval' && !shallow) || at < 0) {
      losePassenger(state, u, `lost with ${cdef.name} (PB-UNIT-34)`, events);
      continue;
    }
    delete s.carriedBy;
    s.loc = at;
    let what = `gets off the wreck of ${cdef.name}`;
    if (kind === 'naval') {
      const loss = Math.min(s.strength, Math.ceil(s.strength * carryParams(state).shallowPassengerLoss));
      s.strength -= loss;
      s.lossesThisTurn += loss;
      recordLoss(state, u, loss);
      what = `wades ashore from ${cdef.name}, sunk in Shallow water: lost ${loss}`;
      if (s.strength <= 0) {
        losePassenger(state, u, `lost with ${cdef.name} (PB-UNIT-34)`, events);
        continue;
      }
    }
    if (s.cohesion === 'ok') s.cohesion = 'disrupted';
    events.push({
      type: 'unitState',
      unit: u,
      what: `${what}; Disrupted`,
      cohesion: s.cohesion,
      strength: s.strength,
      rule: kind === 'naval' ? 'PB-UNIT-34' : RULE,
    });
  }
}

/**
 * Puts every carried unit in its carrier's hex after the carriers moved (a move, an advance after
 * assault, a retreat). Returns the passengers that changed hex, with the hex they left.
 */
export function followCarriers(state: GameState): { unit: number; from: number }[] {
  if (!carryParams(state).enabled) return [];
  const moved: { unit: number; from: number }[] = [];
  const all = readUnits(state);
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!.carriedBy;
    if (c === undefined || all[i]!.status !== 'active') continue;
    const cs = all[c]!;
    if (cs.loc === all[i]!.loc || cs.status !== 'active' || cs.loc < 0) continue;
    const s = state.units[i]!;
    moved.push({ unit: i, from: s.loc });
    s.loc = cs.loc;
    s.moved = true;
    s.revealed = s.revealed || cs.revealed;
    s.digging = false;
  }
  return moved;
}

/** The unit ids an order names as acting units (not targets). */
function actorsOf(cmd: Command): string[] {
  const c = cmd as unknown as { unit?: unknown; units?: unknown; engineer?: unknown };
  const out: string[] = [];
  if (typeof c.unit === 'string') out.push(c.unit);
  if (Array.isArray(c.units)) for (const u of c.units) if (typeof u === 'string') out.push(u);
  if (typeof c.engineer === 'string') out.push(c.engineer);
  return out;
}

/** Orders that would take a carrier away from its passengers' bookkeeping: unload first. */
const CARRIER_BARRED: ReadonlySet<string> = new Set(['combine', 'breakdown', 'exitMap']);

/**
 * PB-UNIT-33: a carried unit gives no order of its own (it moves, fires and fights only after it is
 * unloaded), and a carrier must unload before it combines, breaks down or leaves the map. Carry and
 * uncarry check their own units.
 */
export function carriedOrderRefusal(state: GameState, cmd: Command): RuleError | null {
  if (!carryParams(state).enabled || cmd.type === 'carry' || cmd.type === 'uncarry') return null;
  for (const id of actorsOf(cmd)) {
    const u = state.world.unitIndex.get(id);
    if (u === undefined) continue;
    const s = state.units[u]!;
    const name = state.world.units[u]!.name;
    if (s.carriedBy !== undefined)
      return refuse(
        `${name} is carried by ${state.world.units[s.carriedBy]!.name}: it gives no orders until it is unloaded (uncarry).`,
      );
    if (CARRIER_BARRED.has(cmd.type) && passengersOf(state, u).length > 0)
      return refuse(`${name} is CARRYING units: unload them first.`);
  }
  return null;
}

/** A Transport unit is made of vehicles (PB-UNIT-33): problems in a scenario's unit data. */
export function transportProblems(scenario: Scenario): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  scenario.units.forEach((u, i) => {
    if (u.flags?.transport && u.component !== 'vehicles')
      out.push({
        path: `units[${i}].flags.transport`,
        message: `a Transport unit is made of vehicles (PB-UNIT-33); ${u.id} counts ${u.component}`,
      });
    if (u.flags?.transport && u.type === 'naval')
      out.push({
        path: `units[${i}].flags.transport`,
        message: `${u.id} is a ship, which carries without the Transport flag (PB-UNIT-33)`,
      });
  });
  return out;
}
