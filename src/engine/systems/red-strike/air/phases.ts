// The air war in the sequence of play: the slice at the start (init), arrivals in the strategic
// step (RS-REIN), base supply (RS-AIR-1), the end step (RS-SEQ-11 #3, #5, #6, #10: RS-END-3
// repairs, EAB flip-back, sortie reset, recce and transport reset) and bases captured by enemy
// ground units (RS-AIR-4, RS-AIR-7).

import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { suppliedHexes } from '../supply.js';
import { eliminateAirUnit } from './api.js';
import {
  air,
  airDef,
  airDefs,
  FIELD_PREFIX,
  FOB_PREFIX,
  friendlyBases,
  homeInfo,
  nearestBase,
  needsNoMode,
  sortieRate,
  unitsOnBase,
} from './bases.js';
import type { AirState } from './state.js';

/** RS-AIR-1..7: the slice of a new game from the scenario's `extended.air`. */
export function initAir(s: RsState): void {
  const sc = s.world.scenario.extended?.air;
  const b = s.world.map.board;
  const recce = { ...(sc?.recce ?? { nato: 0, wp: 0 }) };
  const perGt = sc?.airTransport?.perGt ?? { nato: 0, wp: 0 };
  const game = sc?.airTransport?.game ?? { nato: 0, wp: 0 };
  const a: AirState = {
    units: [],
    bases: (sc?.bases ?? []).map((x) => ({
      id: x.id,
      kind: x.kind,
      side: x.side,
      hex: b.parse(x.hex)!,
      cpy: x.cpy,
      aa: x.aa,
      hits: 0,
      destroyed: false,
      captured: false,
      supplied: true,
      nmc: false,
      chemical: false,
    })),
    eabsLeft: { ...(sc?.eabs ?? { nato: 0, wp: 0 }) },
    recce,
    recceMax: { ...recce },
    transport: { nato: Math.min(perGt.nato, game.nato), wp: Math.min(perGt.wp, game.wp) },
    transportGame: { ...game },
    missions: 0,
    flown: { key: '', nato: 0, wp: 0 },
  };
  s.ext.air = a;
  a.units = airDefs(s).map((d, i) => {
    const pending = d.arrives !== undefined && d.arrives > 1;
    return {
      base: d.base,
      hex: -1,
      mode: null,
      sorties: pending ? 0 : sortieRate(s, i, d.base),
      hits: 0,
      eliminated: false,
      detected: false,
      pending,
    };
  });
}

/** RS-REIN / RS-SEQ-2 #4: air units due this GT arrive on their base (a lost base: the nearest friendly one). */
export function arrivals(s: RsState, events: RsEvent[]): void {
  const a = air(s);
  a.units.forEach((u, i) => {
    const d = airDef(s, i);
    if (!u.pending || d.arrives === undefined || d.arrives > s.turn) return;
    let home = homeInfo(s, d.base, d.side);
    if (home.kind !== 'box' && !home.operative) {
      const alt = friendlyBases(s, d.side).filter((x) => x.kind === 'airbase' || x.kind === 'carrier')[0];
      if (!alt) return; // no base to arrive at: it waits (decision RS-D-AIRARRIVE)
      home = alt;
    }
    u.pending = false;
    u.base = home.id;
    u.sorties = sortieRate(s, i, home.id);
    events.push({ type: 'air-note', text: `${d.name} arrives at ${home.name}.`, side: d.side });
  });
}

/** RS-AIR-1: a side's bases (air bases, airports, EABs) are in supply when a line can be traced from their hex. */
export function baseSupply(s: RsState, side: Side, events: RsEvent[]): void {
  const ok = suppliedHexes(s, side);
  for (const b of air(s).bases) {
    if (b.side !== side || b.destroyed || b.captured) continue;
    const now = ok[b.hex] === 1;
    if (now !== b.supplied)
      events.push({
        type: 'air-note',
        text: `${homeInfo(s, b.id, side).name} is ${now ? 'in supply again' : 'out of supply: no missions from it (RS-AIR-1)'}.`,
        side,
      });
    b.supplied = now;
  }
}

/**
 * RS-END-3 repairs (automatic while SP last: bases first at 2 SP per hit, then air units at 1 SP per
 * hit, 1 hit each per GT, decision RS-D-AIRREPAIR), RS-SEQ-11 #5 EABs flip back, #6 sorties reset
 * (modes are given again in the next assignment phase), #10 recce and transport reset.
 */
export function airEndStep(s: RsState, events: RsEvent[]): void {
  const a = air(s);
  for (const side of ['nato', 'wp'] as const) {
    for (const b of a.bases) {
      if (b.side !== side || b.destroyed || b.captured || b.hits <= 0 || !b.supplied) continue;
      if (s.sp[side] < 2) break;
      s.sp[side] -= 2;
      b.hits -= 1;
      events.push({
        type: 'air-note',
        text: `${homeInfo(s, b.id, side).name} repairs 1 hit for 2 SP (RS-END-3).`,
        side,
      });
    }
    a.units.forEach((u, i) => {
      const d = airDef(s, i);
      if (d.side !== side || u.eliminated || u.pending || u.hits <= 0 || u.base === null) return;
      if (s.sp[side] < 1) return;
      s.sp[side] -= 1;
      u.hits -= 1;
      events.push({ type: 'air-note', text: `${d.name} repairs 1 hit for 1 SP (RS-END-3).`, side });
    });
    a.recce[side] = a.recceMax[side];
    const perGt = s.world.scenario.extended?.air?.airTransport?.perGt[side] ?? 0;
    a.transport[side] = Math.min(perGt, a.transportGame[side]);
  }
  for (const b of a.bases) {
    b.nmc = false;
    b.chemical = false;
  }
  a.units.forEach((u, i) => {
    if (u.eliminated || u.pending || u.base === null) return;
    const home = homeInfo(s, u.base, airDef(s, i).side);
    u.sorties = home.kind === 'box' || home.operative ? sortieRate(s, i, u.base) : 0;
    u.mode = null;
  });
  a.flown = { key: '', nato: 0, wp: 0 };
}

/**
 * RS-AIR-4 / RS-AIR-7: enemy ground units entering a base hex capture it — inoperative for both
 * sides for good. Units on an air base relocate to the nearest friendly base within their MA with
 * no sortie left; at an airport or EAB they are destroyed (an EAB as an airport, decision
 * RS-D-AIREAB).
 */
export function captureBases(s: RsState, side: Side, hexes: readonly number[], events: RsEvent[]): void {
  const a = s.ext.air;
  if (!a) return;
  // RS-AIR-21 (as RS-AIR-7): a unit landed in the field is destroyed when enemy ground units enter its hex.
  a.units.forEach((u, i) => {
    if (u.eliminated || u.base === null || !u.base.startsWith(FIELD_PREFIX) || airDef(s, i).side === side)
      return;
    const h = s.world.map.board.parse(u.base.slice(FIELD_PREFIX.length));
    if (h !== undefined && hexes.includes(h))
      eliminateAirUnit(s, i, events, 'enemy ground units entered its landing hex (RS-AIR-21)');
  });
  for (const b of a.bases) {
    if (b.side === side || b.captured || b.destroyed || !hexes.includes(b.hex)) continue;
    // A base counts as entered only while a unit of `side` stands in it or passed through it.
    b.captured = true;
    const name = homeInfo(s, b.id, b.side).name;
    events.push({ type: 'air-note', text: `${name} is captured: inoperative for both sides (RS-AIR-4).` });
    for (const i of unitsOnBase(s, b.id)) {
      if (b.kind !== 'airbase') {
        eliminateAirUnit(s, i, events, `enemy ground units entered ${name} (RS-AIR-7)`);
        continue;
      }
      const to = nearestBase(
        s,
        friendlyBases(s, b.side).filter((x) => x.id !== b.id),
        b.hex,
        airDef(s, i).ma,
      );
      if (!to) {
        eliminateAirUnit(s, i, events, `no friendly base in range after ${name} was captured (RS-AIR-4)`);
        continue;
      }
      const u = a.units[i]!;
      u.base = to.id;
      u.sorties = 0;
      events.push({ type: 'air-landed', unit: i, base: to.id, lost: false });
    }
  }
}

/** Has the segment's active side an air order it may give (a unit with a sortie, a recce)? */
export function mayAct(s: RsState): boolean {
  const a = s.ext.air;
  const step = s.step;
  if (!a || step.kind !== 'move') return false;
  const side = step.side;
  if (a.recce[side] > 0 && s.sp[side] >= 1) return true;
  return a.units.some((u, i) => {
    const d = airDef(s, i);
    if (d.side !== side || u.eliminated || u.pending || u.base === null || u.sorties <= 0) return false;
    const home = homeInfo(s, u.base, side);
    if (!home.operative || !home.supplied || home.hex < 0) return false;
    return u.mode === 'offensive' || needsNoMode(home.kind);
  });
}

/** RS-AIR-6: an air unit whose FOB ground unit is destroyed is destroyed with it. */
export function fobCleanup(s: RsState, events: RsEvent[]): void {
  const a = s.ext.air;
  if (!a) return;
  a.units.forEach((u, i) => {
    if (u.eliminated || u.base === null || !u.base.startsWith(FOB_PREFIX)) return;
    const gi = s.world.byId.get(u.base.slice(FOB_PREFIX.length));
    const g = gi === undefined ? undefined : s.units[gi];
    if (!g || g.eliminated) eliminateAirUnit(s, i, events, 'its FOB ground unit was destroyed (RS-AIR-6)');
  });
}
