// Flying a mission (RS-AIR-12, RS-AIR-13, RS-AIR-40..45, RS-AIR-44 raids, RS-UNIT-5): who may take
// off (mode, sorties, base in supply and operative, RS-AIR-1/10/30/42), the flight path (the
// straight hex line unless the order gives one), the MA for the round trip, the SP, and the walk
// hex by hex — detection (detection/ tryDetect) and air defence (adn/ enterHex) in every hex, on
// the way out and back — then landing, or elimination out of MP away from a base.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { enterHex, type Flight, type MissionKind } from '../adn/api.js';
import { tryDetect } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { suppliedHexes } from '../supply.js';
import { occupant } from '../units.js';
import { eliminateAirUnit } from './api.js';
import {
  air,
  airDef,
  airIndex,
  FIELD_PREFIX,
  fobCapable,
  friendlyBases,
  homeInfo,
  nearestBase,
  needsNoMode,
  type BaseInfo,
} from './bases.js';

/** A checked take-off: the units, their homes and the paths out. */
export interface LaunchPlan {
  readonly side: Side;
  readonly kind: MissionKind;
  readonly units: readonly number[];
  readonly escorts: readonly number[];
  /** The non-escort units (strikers, ferried units...). */
  readonly main: readonly number[];
  readonly home: ReadonlyMap<number, BaseInfo>;
  /** Per home base id: the outbound path, base hex first, last hex = where the mission acts. */
  readonly out: ReadonlyMap<string, readonly number[]>;
  readonly target: number;
  /** Per unit: the base it lands at (default its home). */
  readonly land: ReadonlyMap<number, BaseInfo>;
  /** SP paid (RS-AIR-42, RS-OPT-7). */
  readonly sp: number;
  /** Per unit: its MA for this mission (RS-OPT-7 doubles it). */
  readonly ma: ReadonlyMap<number, number>;
  /** Units flying without spending a sortie (RS-AIR-6). */
  readonly free: ReadonlySet<number>;
}

export interface LaunchOrder {
  readonly kind: MissionKind;
  readonly units: readonly string[];
  readonly escorts?: readonly string[];
  readonly target: number;
  readonly path?: readonly string[];
  readonly land?: string;
  readonly refuel?: boolean;
  /** Stop short of the target at this range (stand-off missiles, RS-AIR-61). */
  readonly standoff?: number;
  /** Extra MP on the mission (mining: +10, RS-AIR-64). */
  readonly extraMp?: number;
  /** Strike missions pay 2 SP per unit, others 1 (RS-AIR-42). */
  readonly strike: boolean;
  /** The mode needed: 'offensive' (default), or null for ferry (any unit, RS-AIR-51). */
  readonly mode?: 'offensive' | null;
  /** Units that fly without spending a sortie (the FOB's special CAS, RS-AIR-6). */
  readonly freeSortie?: (unit: number) => boolean;
}

const STRIKE_SP = 2;

/** RS-AIR-12: the straight hex line from a to b (both included), on the map. */
export function straightPath(s: RsState, a: number, b: number): number[] | null {
  const board = s.world.map.board;
  for (const nudge of [1, -1] as const) {
    const line = board.line(a, b, nudge);
    if (line.every((h) => h >= 0)) return line;
  }
  return null;
}

/**
 * RS-SMAP-20 / RS-MAP-5/6: a mission from a holding box: the box's edge hex nearest the target and
 * its MP, or why it may not fly. Only long-range bombers, from a box that bases them, with the
 * holding-box rules in force.
 */
function boxLaunch(
  s: RsState,
  id: string,
  type: string,
  target: number,
): { hex: number; mp: number } | string {
  const box = (s.world.scenario.extended?.naval?.holdingBoxes ?? []).find((x) => x.id === id);
  if (!box || !isOn(s, 'holding-boxes'))
    return 'it is in a holding box and the holding-box rules are not in force (RS-SMAP-20).';
  if (!box.bombers || type !== 'bomber')
    return `only long-range bombers fly missions from ${box.name} (RS-SMAP-20).`;
  const board = s.world.map.board;
  const edge = box.edge.map((l) => board.parse(l)!).filter((h) => h !== undefined);
  const hex = edge.sort((a, c) => board.distance(a, target) - board.distance(c, target) || a - c)[0];
  return hex === undefined ? `${box.name} has no edge hex on this map (RS-MAP-6).` : { hex, mp: box.mp };
}

/**
 * RS-AIR-1, RS-AIR-10, RS-AIR-12/13, RS-AIR-30/32, RS-AIR-42/44, RS-STK-6: checks a take-off.
 * A sentence naming the rule when it may not fly.
 */
export function checkLaunch(s: RsState, side: Side, o: LaunchOrder): LaunchPlan | RuleError {
  const a = air(s);
  const w = s.world;
  const board = w.map.board;
  const all = [...o.units, ...(o.escorts ?? [])];
  if (o.units.length === 0) return ruleError('BAD_COMMAND', 'A mission needs at least one air unit.');
  if (all.length > 6)
    return ruleError(
      'STACKING',
      `At most 6 air units fly one mission, raids included (RS-AIR-13, RS-STK-6); ${all.length} named.`,
      'RS-STK-6',
    );
  const units: number[] = [];
  const home = new Map<number, BaseInfo>();
  const boxMp = new Map<number, number>();
  for (const id of all) {
    const i = airIndex(s, id);
    if (i < 0) return ruleError('NO_SUCH_UNIT', `No air unit "${id}".`);
    const d = airDef(s, i);
    const u = a.units[i]!;
    if (d.side !== side) return ruleError('NOT_YOUR_UNIT', `${d.name} is not yours.`);
    if (units.includes(i)) return ruleError('BAD_COMMAND', `${d.name} is named twice.`);
    if (u.eliminated || u.pending || u.base === null)
      return ruleError('NOT_ON_MAP', `${d.name} is not on a base display.`);
    const home0 = homeInfo(s, u.base, side);
    const box = home0.kind === 'box' ? boxLaunch(s, u.base, d.type, o.target) : undefined;
    if (typeof box === 'string') return ruleError('NOT_ALLOWED', `${d.name}: ${box}`, 'RS-SMAP-20');
    // RS-SMAP-20: a bomber in a holding box starts and ends its mission at the box's edge hex
    // nearest the target, paying the box's MP each way (RS-MAP-6).
    const b: BaseInfo = box ? { ...home0, hex: box.hex, operative: true } : home0;
    if (box) boxMp.set(i, 2 * box.mp);
    if (b.hex < 0)
      return ruleError('NOT_ALLOWED', `${d.name}'s carrier is not on the map (RS-NAV-2).`, 'RS-NAV-2');
    if (!b.operative)
      return ruleError(
        'NOT_ALLOWED',
        `${b.name} is inoperative: no take-off until it is repaired (RS-AIR-3).`,
        'RS-AIR-3',
      );
    if (!b.supplied)
      return ruleError(
        'NOT_ALLOWED',
        `${b.name} is out of supply: no missions from it (RS-AIR-1).`,
        'RS-AIR-1',
      );
    if (d.type === 'ewda')
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} is an EWDA unit: it is placed in the assignment phase and flies no mission (RS-AIR-15/50).`,
        'RS-AIR-50',
      );
    if ((b.kind === 'airport' || b.kind === 'field') && o.kind !== 'ferry')
      return ruleError(
        'NOT_ALLOWED',
        b.kind === 'airport'
          ? `${d.name} is at an airport: it may only fly to a friendly air base (RS-AIR-7).`
          : `${d.name} landed in the field: it may only return to a friendly base (RS-AIR-21).`,
        b.kind === 'airport' ? 'RS-AIR-7' : 'RS-AIR-21',
      );
    const free = o.freeSortie?.(i) === true;
    if (u.sorties <= 0 && !free)
      return ruleError('NOT_ALLOWED', `${d.name} has no sortie left this GT (RS-AIR-10).`, 'RS-AIR-10');
    if (b.kind === 'eab' && b.state?.nmc)
      return ruleError(
        'NOT_ALLOWED',
        `The EAB of ${d.name} has flown its sortie this GT (RS-AIR-5).`,
        'RS-AIR-5',
      );
    const needMode = (o.mode ?? 'offensive') !== null && !needsNoMode(b.kind);
    if (needMode && u.mode !== 'offensive')
      return ruleError(
        'MODE',
        u.mode === 'intercept'
          ? `${d.name} is in intercept mode: it flies only interception and CAP (RS-AIR-31/32).`
          : `${d.name} was given no mode in the assignment phase: it cannot fly (RS-AIR-30).`,
        u.mode === 'intercept' ? 'RS-AIR-31' : 'RS-AIR-30',
      );
    units.push(i);
    home.set(i, b);
  }
  const bases = [...new Set([...home.values()].map((b) => b.id))];
  if (bases.length > 2)
    return ruleError('NOT_ALLOWED', 'A raid takes off from at most 2 bases (RS-AIR-13/44).', 'RS-AIR-44');
  const escorts = units.slice(o.units.length);
  const main = units.slice(0, o.units.length);
  const target = o.target;
  // The path out from each base.
  const out = new Map<string, number[]>();
  for (const id of bases) {
    const b = [...home.values()].find((x) => x.id === id)!;
    let path: number[] | null;
    if (o.path && o.path.length > 0) {
      if (bases.length > 1)
        return ruleError(
          'BAD_PATH',
          'A raid from two bases flies the straight lines; give no path (RS-AIR-44).',
        );
      path = [];
      for (const l of o.path) {
        const h = board.parse(l);
        if (h === undefined) return ruleError('NO_SUCH_HEX', `No hex "${l}" on this map.`);
        path.push(h);
      }
      if (path[0] !== b.hex) path.unshift(b.hex);
      for (let k = 1; k < path.length; k++)
        if (board.distance(path[k - 1]!, path[k]!) !== 1)
          return ruleError(
            'BAD_PATH',
            `The flight path jumps from ${board.label(path[k - 1]!)} to ${board.label(path[k]!)}: a path goes hex by hex (RS-AIR-40).`,
            'RS-AIR-40',
          );
      if (path[path.length - 1] !== target)
        return ruleError('BAD_PATH', `The flight path must end in the target hex ${board.label(target)}.`);
    } else {
      path = straightPath(s, b.hex, target);
      if (!path) return ruleError('BAD_PATH', `No flight path from ${b.name} to ${board.label(target)}.`);
    }
    if (o.standoff !== undefined) {
      const k = path.findIndex((h) => board.distance(h, target) <= o.standoff!);
      path = path.slice(0, k + 1);
    }
    out.set(id, path);
  }
  // Landing bases.
  const land = new Map<number, BaseInfo>();
  if (o.land !== undefined) {
    const lb = homeInfo(s, o.land, side);
    if (lb.kind === 'box' || lb.side !== side)
      return ruleError('NOT_ALLOWED', `"${o.land}" is not a friendly air base, EAB, airport or carrier.`);
    if (!lb.operative)
      return ruleError('NOT_ALLOWED', `${lb.name} is inoperative: no landing there (RS-AIR-3).`, 'RS-AIR-3');
    if (lb.kind === 'fob') {
      const bad = units.find((i) => !fobCapable(s, i));
      if (bad !== undefined)
        return ruleError(
          'NOT_ALLOWED',
          `${airDef(s, bad).name} is neither VTOL nor a helicopter: no FOB (RS-AIR-6).`,
          'RS-AIR-6',
        );
      const there = a.units.filter((u) => u.base === lb.id && !u.eliminated).length;
      if (there + units.length > 1)
        return ruleError('STACKING', `${lb.name} holds 1 air unit (RS-AIR-6, RS-STK-6).`, 'RS-STK-6');
    }
    for (const i of units) land.set(i, lb);
  } else for (const i of units) land.set(i, home.get(i)!);
  // RS-AIR-12: the MA covers the whole round trip; RS-OPT-7 doubles it.
  const refuel = o.refuel === true;
  if (refuel && !isOn(s, 'refuelling'))
    return ruleError(
      'NOT_ALLOWED',
      'In-flight refuelling is an optional rule not in force (RS-OPT-7).',
      'RS-OPT-7',
    );
  const ma = new Map<number, number>();
  for (const i of units) {
    const d = airDef(s, i);
    if (refuel && !d.symbols.refuelling)
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} has no refuelling symbol: it cannot refuel in flight (RS-OPT-7).`,
        'RS-OPT-7',
      );
    const p = out.get(home.get(i)!.id)!;
    const last = p[p.length - 1]!;
    const need =
      p.length - 1 + board.distance(last, land.get(i)!.hex) + (o.extraMp ?? 0) + (boxMp.get(i) ?? 0);
    const have = d.ma * (refuel ? 2 : 1);
    if (need > have)
      return ruleError(
        'NOT_ENOUGH_MP',
        `${d.name} has MA ${have}; the round trip needs ${need} MP (RS-AIR-12).`,
        'RS-AIR-12',
      );
    ma.set(i, have);
  }
  // RS-AIR-42: strike missions 2 SP per unit, others 1; carrier launches free; RS-OPT-7 ×2 NATO, ×3 WP.
  let sp = 0;
  for (const i of units) {
    if (home.get(i)!.kind === 'carrier') continue;
    const base = escorts.includes(i) ? 1 : o.strike ? STRIKE_SP : 1;
    sp += base * (refuel ? (side === 'nato' ? 2 : 3) : 1);
  }
  if (s.sp[side] < sp)
    return ruleError(
      'NOT_ALLOWED',
      `The mission costs ${sp} SP; ${s.sp[side]} SP left (RS-AIR-42).`,
      'RS-AIR-42',
    );
  const free = new Set(units.filter((i) => o.freeSortie?.(i) === true));
  return { side, kind: o.kind, units, escorts, main, home, out, target, land, sp, ma, free };
}

/** A mission in the air: its Flight (read by adn/) and where each unit is. */
export interface Airborne {
  readonly flight: Flight;
  readonly plan: LaunchPlan;
  /** MP spent per unit. */
  readonly spent: Map<number, number>;
}

/** RS-AIR-11/42: take off — pay SP, spend a sortie (EAB: flip to NMC, RS-AIR-5), leave the base display. */
export function takeOff(s: RsState, plan: LaunchPlan): Airborne {
  const a = air(s);
  s.sp[plan.side] -= plan.sp;
  for (const i of plan.units) {
    const u = a.units[i]!;
    const b = plan.home.get(i)!;
    if (!plan.free.has(i)) u.sorties -= 1;
    if (b.kind === 'eab' && b.state) b.state.nmc = true;
    u.base = null;
    u.hex = b.hex;
  }
  const flight: Flight = {
    side: plan.side,
    kind: plan.kind,
    units: [...plan.units],
    escorts: [...plan.escorts],
    target: plan.target,
    aborted: new Set<number>(),
    adnFired: new Set<string>(),
  };
  return { flight, plan, spent: new Map(plan.units.map((i) => [i, 0])) };
}

function flying(s: RsState, m: Airborne, units: readonly number[]): number[] {
  return units.filter((i) => !air(s).units[i]!.eliminated && !m.flight.aborted.has(i));
}

/**
 * One hex of the walk: the group moves in, each unit may be detected (RS-DET), then air defence
 * acts (RS-AIR-40: ground/naval-to-air, ADN, interception — adn/ marks hit units aborted).
 */
export function stepInto(
  s: RsState,
  m: Airborne,
  group: readonly number[],
  hex: number,
  leg: 'out' | 'back',
  dice: RsDice,
  events: RsEvent[],
): void {
  const a = air(s);
  for (const i of group) {
    a.units[i]!.hex = hex;
    m.spent.set(i, (m.spent.get(i) ?? 0) + 1);
  }
  for (const i of group)
    if (!a.units[i]!.eliminated) tryDetect(s, { kind: 'air', unit: i }, hex, dice, events);
  const sub: Flight = {
    ...m.flight,
    units: group.filter((i) => !a.units[i]!.eliminated),
    escorts: m.flight.escorts.filter((i) => group.includes(i)),
  };
  if (sub.units.length > 0) enterHex(s, sub, hex, leg, dice, events);
}

/**
 * RS-AIR-40/44: the way out, each base's group along its path up to the hex before the last; units
 * hit on the way abort (RS-HIT-8) and stay where they were hit (they fly home from there).
 * Returns the units still flying on, at the hex before the last of their path.
 */
export function flyOut(s: RsState, m: Airborne, dice: RsDice, events: RsEvent[]): void {
  for (const [base, path] of m.plan.out) {
    const group = m.plan.units.filter((i) => m.plan.home.get(i)!.id === base);
    for (let k = 1; k < path.length - 1; k++) {
      const g = flying(s, m, group);
      if (g.length === 0) break;
      stepInto(s, m, g, path[k]!, 'out', dice, events);
    }
  }
}

/** The last hex of the way out (the target, or the stand-off launch hex): the units still flying enter it. */
export function enterLast(s: RsState, m: Airborne, dice: RsDice, events: RsEvent[]): number[] {
  const arrived: number[] = [];
  for (const [base, path] of m.plan.out) {
    const group = flying(
      s,
      m,
      m.plan.units.filter((i) => m.plan.home.get(i)!.id === base),
    );
    if (group.length === 0) continue;
    if (path.length > 1) stepInto(s, m, group, path[path.length - 1]!, 'out', dice, events);
    arrived.push(...flying(s, m, group));
  }
  return arrived;
}

/** The units of the mission still able to act (not aborted, not eliminated). */
export function active(s: RsState, m: Airborne, units: readonly number[]): number[] {
  return flying(s, m, units);
}

/**
 * RS-AIR-12/40/54: everyone flies home from where it is, hex by hex (detection and air defence
 * again), and lands: at its landing base if operative, else at the nearest friendly base in reach
 * with no sortie left (decision RS-D-AIRDIVERT); with no base in reach it is eliminated.
 */
export function flyBack(s: RsState, m: Airborne, dice: RsDice, events: RsEvent[]): void {
  const a = air(s);
  const groups = new Map<string, number[]>();
  for (const i of m.plan.units) {
    const u = a.units[i]!;
    if (u.eliminated) continue;
    const key = `${u.hex}|${m.plan.land.get(i)!.id}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  for (const [key, group] of groups) {
    const from = Number(key.split('|')[0]);
    const dest = m.plan.land.get(group[0]!)!;
    const path = straightPath(s, from, dest.hex) ?? [from, dest.hex];
    for (let k = 1; k < path.length; k++) {
      const g = group.filter((i) => !a.units[i]!.eliminated);
      if (g.length === 0) break;
      stepInto(s, m, g, path[k]!, 'back', dice, events);
    }
    for (const i of group) land(s, m, i, dest, events);
  }
}

/**
 * RS-AIR-21: a VTOL aircraft or helicopter with no base in reach lands on the nearest empty clear
 * hex that is friendly-controlled and in supply, within its MP left; from there it may only return
 * to a friendly base, and it has no sortie left this GT.
 */
function fieldLanding(s: RsState, side: Side, from: number, reach: number): BaseInfo | undefined {
  if (reach < 0) return undefined;
  const b = s.world.map.board;
  const ok = suppliedHexes(s, side);
  const hexes = b
    .within(from, reach)
    .filter(
      (h) =>
        s.world.map.terrain[h] === 'clear' && s.control[h] === side && ok[h] === 1 && occupant(s, h) === null,
    )
    .sort((x, y) => b.distance(from, x) - b.distance(from, y) || x - y);
  return hexes.length > 0 ? homeInfo(s, `${FIELD_PREFIX}${b.label(hexes[0]!)}`, side) : undefined;
}

function land(s: RsState, m: Airborne, i: number, dest: BaseInfo, events: RsEvent[]): void {
  const u = air(s).units[i]!;
  if (u.eliminated) return;
  const now = homeInfo(s, dest.id, m.plan.side);
  // A bomber back from a mission out of a holding box lands in the box (RS-SMAP-20).
  const box = now.kind === 'box' && dest.hex >= 0;
  let at: BaseInfo | undefined = (now.operative || box) && now.side === m.plan.side ? now : undefined;
  let diverted = false;
  if (!at) {
    const left = m.plan.ma.get(i)! - (m.spent.get(i) ?? 0);
    at = nearestBase(s, friendlyBases(s, m.plan.side), u.hex, left);
    diverted = true;
  }
  if (!at && fobCapable(s, i))
    at = fieldLanding(s, m.plan.side, u.hex, m.plan.ma.get(i)! - (m.spent.get(i) ?? 0));
  if (!at) {
    eliminateAirUnit(s, i, events, 'out of MP with no friendly base in reach (RS-AIR-12)');
    events.push({ type: 'air-landed', unit: i, base: null, lost: true });
    return;
  }
  u.base = at.id;
  u.hex = -1;
  u.detected = false;
  delete u.single;
  if (diverted || m.plan.kind === 'ferry') u.sorties = 0;
  events.push({ type: 'air-landed', unit: i, base: at.id, lost: false });
}
