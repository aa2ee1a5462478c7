// The naval war in the sequence of play: set-up, activation rolls (RS-SEQ-4), arrivals and convoy
// unloading (RS-REIN-1, RS-NAV-60..62), AS reload in port (RS-NAV-33), the end step (RS-OPT-12
// SSBN hiding, clearing "moved"), enemy ground units entering ports and the Kiel canal (RS-NAV-13,
// RS-MAP-9), and the VP of the naval war (RS-VIC-16..18).

import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { applyHit } from '../units.js';
import { defaultOrders, settleLandings } from './commands.js';
import { activationLimit, spendRefusal } from './rules.js';
import { boxOf, canalHexes, def, friendlyPort, navalScenario, ns, onBoard } from './sea.js';
import type { NavalUnitDef } from './scenario.js';
import type { NavalState } from './state.js';

/** RS-NAV-62: each hit on a convoy takes 33 % of its original SP (RS-RND-1 per hit). */
export const CONVOY_SP_LOSS = 0.33;

export function initNaval(s: RsState): void {
  const sc = navalScenario(s);
  const st: NavalState = {
    units: sc.units.map((d) => {
      const pending = d.arrives !== undefined && d.arrives > 1;
      const place = startPlace(s, d);
      const hex = pending ? -1 : place.hex;
      const port = d.inPort ?? (hex >= 0 && s.world.map.ports.has(hex));
      return {
        hex,
        box: pending ? null : place.box,
        mode: port ? ('port' as const) : ('sea' as const),
        hits: 0,
        eliminated: false,
        // RS-DET-3: a unit In Port is detected.
        detected: port,
        pending,
        movedIn: null,
        mpLeft: 0,
        fired: false,
        minedZones: [],
        asShots: d.asShots,
        arrived: false,
        hidden: false,
      };
    }),
    activations: { nato: 0, wp: 0 },
    activationRolls: { nato: 0, wp: 0 },
    activated: [],
    mines: sc.seaZones.map((z) => z.mines),
    minesPlaced: { nato: 0, wp: 0 },
    portsDestroyed: [],
    portHits: {},
    convoysSunk: { nato: 0, wp: 0 },
    ssbnHidden: { nato: 0, wp: 0 },
    orders: { nato: defaultOrders(), wp: defaultOrders() },
    amphibUsed: { nato: 0, wp: 0 },
    amphibLost: { nato: 0, wp: 0 },
    landings: [],
    canalDestroyed: false,
    bombarded: {},
  };
  s.ext.naval = st;
}

/**
 * Where a naval unit starts or arrives: its hex, or its holding box (RS-MAP-5); with the holding
 * boxes not in force, the box's first edge hex (decision RS-D-NAVSTRAT).
 */
export function startPlace(s: RsState, d: NavalUnitDef): { hex: number; box: string | null } {
  const b = s.world.map.board;
  if (d.box !== undefined) {
    if (s.options.includes('holding-boxes')) return { hex: -1, box: d.box };
    const edge = boxOf(s, d.box)?.edge[0];
    return { hex: edge !== undefined ? b.parse(edge)! : -1, box: null };
  }
  return { hex: d.hex !== undefined ? b.parse(d.hex)! : -1, box: null };
}

/** RS-SEQ-4 / RS-AMB-15: each player rolls 1d10 and halves it (IP first): the stage's activation limit. */
export function rollActivations(s: RsState, stage: 1 | 2 | 3, dice: RsDice, events: RsEvent[]): void {
  const st = ns(s);
  const rolls = { nato: 0, wp: 0 };
  for (const side of [s.initiative, otherSide(s.initiative)]) rolls[side] = dice.d10();
  st.activationRolls = rolls;
  st.activations = { nato: activationLimit(rolls.nato), wp: activationLimit(rolls.wp) };
  st.activated = [];
  events.push({ type: 'naval-activation', stage, rolls, limits: { ...st.activations } });
}

/**
 * RS-REIN-1 / RS-REIN-2: naval units due this GT appear at their hex or box, In Port in a port;
 * RS-NAV-61: a convoy in a friendly operating port (its own, or another when that one is lost,
 * RS-REIN-6) unloads its ground units now (they may use their full MA) and its SP come in the
 * supply phase; its counter is removed. RS-NAV-62: each convoy hit is 1 hit on each unit aboard.
 */
export function strategicNaval(s: RsState, events: RsEvent[]): void {
  const st = ns(s);
  const sc = navalScenario(s);
  const b = s.world.map.board;
  sc.units.forEach((d, i) => {
    const u = st.units[i]!;
    if (!u.pending || u.eliminated || (d.arrives ?? 1) > s.turn) return;
    u.pending = false;
    const place = startPlace(s, d);
    u.box = place.box;
    u.hex = place.hex;
    u.mode = u.hex >= 0 && friendlyPort(s, u.hex, d.side) ? 'port' : 'sea';
    u.detected = u.mode === 'port';
    events.push({
      type: 'naval-note',
      side: d.side,
      hidden: !u.detected,
      text: `${d.name} arrives ${u.box ? `in the ${boxOf(s, u.box)?.name ?? u.box} box` : `at ${b.label(u.hex)}`} (RS-REIN-1).`,
    });
  });
  sc.units.forEach((d, i) => {
    const u = st.units[i]!;
    if (d.class !== 'convoy' || !d.cargo || !onBoard(u) || !friendlyPort(s, u.hex, d.side)) return;
    unloadConvoy(s, i, events);
  });
}

function unloadConvoy(s: RsState, i: number, events: RsEvent[]): void {
  const st = ns(s);
  const d = def(s, i);
  const u = st.units[i]!;
  const cargo = d.cargo!;
  u.mode = 'port';
  for (const id of cargo.units) {
    const g = s.world.byId.get(id);
    if (g === undefined) continue;
    const gu = s.units[g]!;
    if (!gu.pending || gu.eliminated) continue;
    gu.pending = false;
    gu.loc = u.hex;
    gu.mode = 'frontline';
    gu.reserveHq = -1;
    events.push({ type: 'reinforcement', unit: g, hex: u.hex, delayed: false });
    for (let k = 0; k < u.hits && !gu.eliminated; k++) {
      const r = applyHit(s.world.units[g]!, gu, true);
      events.push({ type: 'hit', unit: g, flipped: r.flipped, eliminated: r.eliminated });
    }
  }
  const sp = convoySp(cargo.sp, u.hits);
  st.spDue = st.spDue ?? { nato: 0, wp: 0 };
  st.spDue[d.side] += sp;
  events.push({
    type: 'naval-note',
    side: d.side,
    text: `${d.name} unloads at ${s.world.map.board.label(u.hex)}: ${sp} SP for the supply phase (RS-NAV-61/62).`,
  });
  // The convoy counter is removed (not sunk: it scores nothing).
  u.hidden = true;
  u.hex = -1;
  u.box = null;
}

/** RS-NAV-62: the SP a convoy still delivers after `hits` hits. */
export function convoySp(sp: number, hits: number): number {
  const per = Math.floor(sp * CONVOY_SP_LOSS + 0.5);
  return hits >= 3 ? 0 : Math.max(0, sp - per * hits);
}

/**
 * RS-SEQ-3 #2 / RS-NAV-33: in the supply phase, units In Port in a friendly operating port reload
 * AS shots at 1 SP each up to their capacity, as long as SP last; convoy SP come in (RS-NAV-61).
 */
export function supplyNaval(s: RsState, side: Side, events: RsEvent[]): void {
  const st = ns(s);
  const due = st.spDue?.[side] ?? 0;
  if (due > 0) {
    s.sp[side] += due;
    st.spDue![side] = 0;
  }
  navalScenario(s).units.forEach((d, i) => {
    const u = st.units[i]!;
    if (d.side !== side || !onBoard(u) || u.mode !== 'port' || !friendlyPort(s, u.hex, side)) return;
    const want = d.asShots - (u.asShots ?? 0);
    const n = Math.min(want, s.sp[side]);
    if (n <= 0) return;
    s.sp[side] -= n;
    u.asShots = (u.asShots ?? 0) + n;
    events.push({
      type: 'naval-note',
      side,
      hidden: true,
      text: `${d.name} reloads ${n} AS shot(s) for ${n} SP (RS-NAV-33).`,
    });
  });
}

/**
 * The end step: RS-OPT-12 SSBN hiding (an undetected SSBN in a haven box of its side hides for
 * good and scores 2 VP, RS-VIC-18); landings still at sea go home (RS-NAV-71); "moved" markers,
 * offensive actions and the amphibious transport of the GT are cleared (RS-SEQ-11 #4, #10).
 */
export function endStepNaval(s: RsState, events: RsEvent[]): void {
  const st = ns(s);
  settleLandings(s, events);
  if (s.options.includes('ssbn'))
    navalScenario(s).units.forEach((d, i) => {
      const u = st.units[i]!;
      if (d.class !== 'SSBN' || u.eliminated || u.hidden || u.box === null || u.detected) return;
      const box = boxOf(s, u.box);
      if (!box?.ssbnHaven || box.side !== d.side) return;
      u.hidden = true;
      u.box = null;
      st.ssbnHidden = st.ssbnHidden ?? { nato: 0, wp: 0 };
      st.ssbnHidden[d.side] += 1;
      events.push({
        type: 'naval-note',
        side: d.side,
        text: `${d.name} hides in ${box.name}: 2 VP (RS-OPT-12, RS-VIC-18).`,
      });
    });
  for (const u of st.units) {
    u.movedIn = null;
    u.mpLeft = 0;
    u.fired = false;
    u.minedZones = [];
  }
  st.activated = [];
  st.bombarded = {};
  st.amphibUsed = { nato: 0, wp: 0 };
}

/**
 * RS-NAV-13: enemy ground units entering a port hex send the naval units In Port there to sea at
 * no cost. RS-MAP-9: a WP ground unit entering a Kiel canal hex destroys the canal.
 */
export function groundEnteredNaval(
  s: RsState,
  side: Side,
  hexes: readonly number[],
  events: RsEvent[],
): void {
  const st = ns(s);
  const canal = canalHexes(s);
  for (const h of hexes) {
    if (side === 'wp' && !st.canalDestroyed && canal.includes(h)) {
      st.canalDestroyed = true;
      events.push({
        type: 'naval-note',
        text: 'A Warsaw Pact unit enters the Kiel canal: it is destroyed (RS-MAP-9).',
      });
    }
    st.units.forEach((u, i) => {
      if (u.hex !== h || !onBoard(u) || u.mode !== 'port' || def(s, i).side === side) return;
      u.mode = 'sea';
      events.push({
        type: 'naval-note',
        side: def(s, i).side,
        text: `${def(s, i).name} puts to sea as enemy troops enter the port (RS-NAV-13).`,
      });
    });
  }
}

/** A naval unit of the active side may spend MP in this segment. */
export function mayActNaval(s: RsState): boolean {
  if (s.step.kind !== 'move') return false;
  const side = s.step.side;
  return ns(s).units.some((_, i) => def(s, i).side === side && spendRefusal(s, i, side, 1) === null);
}

/** RS-VIC-16 mines placed (WP, outside the Baltic), RS-VIC-17 convoys sunk (5 each), RS-VIC-18 SSBNs hidden (2 each). */
export function navalVp(s: RsState): Record<Side, number> {
  const st = ns(s);
  const vp = { nato: 0, wp: 0 };
  vp.wp += st.minesPlaced?.wp ?? 0;
  vp.wp += 5 * (st.convoysSunk?.nato ?? 0);
  vp.nato += 5 * (st.convoysSunk?.wp ?? 0);
  vp.nato += 2 * (st.ssbnHidden?.nato ?? 0);
  vp.wp += 2 * (st.ssbnHidden?.wp ?? 0);
  return vp;
}
