// The naval rules a command runs through: activation and the right to spend MP (RS-SEQ-4,
// RS-SEQ-6, RS-NAV-20..23), the factor table and ranges of naval-to-naval fire (RS-NAV-30..33,
// RS-NAV-5, RS-NAV-65), one unit's fire on the Air/Naval track, and the mine attack on entering a
// mined zone (RS-NAV-52).

import { isDetected, revealOnFire } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide, type Side } from '../scenario.js';
import { resolveTrack, type TrackResult } from '../track.js';
import { hitNavalUnit } from './api.js';
import {
  B_RANGE,
  currentMa,
  def,
  escortForce,
  factor,
  isSeaHex,
  hexsideBlocked,
  ns,
  onBoard,
  SS_RANGE,
  subAtSea,
} from './sea.js';

/** RS-SEQ-4 / RS-AMB-15: the activation limit of a 1d10 roll, halved and rounded (0.5 up). */
export function activationLimit(roll: number): number {
  return Math.floor(roll / 2 + 0.5);
}

/** The segment key of the current movement segment ("turn.stage.segment"), or null. */
export function segmentKeyOf(s: RsState): string | null {
  return s.step.kind === 'move' ? `${s.turn}.${s.step.stage}.${s.step.segment}` : null;
}

/**
 * RS-SEQ-6: the first segment of each action stage lets the active side's At Sea units move or
 * initiate any combat; in the second they may move but fight only enemy naval units that were
 * already detected (no bombardment, no mining there: decision RS-D-NAVSEGMENT).
 */
export function fullSegment(s: RsState): boolean {
  return s.step.kind === 'move' && s.step.segment === 0;
}

/**
 * RS-SEQ-4, RS-SEQ-6, RS-NAV-12, RS-NAV-20: may naval unit `i` of `side` spend `mp` MP now? A
 * sentence saying why not, or null. A unit that has not spent MP this stage needs an activation.
 */
export function spendRefusal(s: RsState, i: number, side: Side, mp: number): string | null {
  const st = ns(s);
  const d = def(s, i);
  const u = st.units[i]!;
  if (d.side !== side) return `${d.name} is not yours.`;
  if (u.eliminated || u.pending || u.hidden || (u.hex < 0 && u.box === null))
    return `${d.name} is not in play.`;
  if (s.step.kind !== 'move' || s.step.side !== side)
    return `Naval units spend MP in their owner's movement segments (RS-SEQ-6, RS-NAV-20).`;
  if (u.mode !== 'sea') return `${d.name} is In Port: In Port units never spend MP (RS-NAV-12).`;
  const key = segmentKeyOf(s)!;
  if (u.movedIn && u.movedIn !== key) return `${d.name} has already moved this turn (RS-NAV-20).`;
  if (u.movedIn === key) {
    if ((u.mpLeft ?? 0) < mp) return `${d.name} has ${u.mpLeft ?? 0} MP left, ${mp} needed (RS-NAV-21/23).`;
    return null;
  }
  if ((st.activations?.[side] ?? 0) <= 0)
    return `No naval activation left in this action stage (RS-SEQ-4: the 1d10 roll halved).`;
  if (currentMa(s, d, u) < mp)
    return `${d.name} has an MA of ${currentMa(s, d, u)}, ${mp} needed (RS-NAV-21/23).`;
  return null;
}

/** Activates the unit if it has not spent MP in this segment (RS-SEQ-4: each unit counts 1), then spends `mp`. */
export function spend(s: RsState, i: number, mp: number): void {
  const st = ns(s);
  const u = st.units[i]!;
  const key = segmentKeyOf(s) ?? `${s.turn}.x`;
  if (u.movedIn !== key) {
    u.movedIn = key;
    u.mpLeft = currentMa(s, def(s, i), u);
    st.activated = [...(st.activated ?? []), i];
    const side = def(s, i).side;
    if (st.activations) st.activations[side] = Math.max(0, st.activations[side] - 1);
  }
  u.mpLeft = Math.max(0, (u.mpLeft ?? 0) - mp);
}

export type NavalFactor = 'AS' | 'B' | 'SS';

/**
 * RS-NAV-32 factor table (with RS-NAV-5): which factors attacker `a` may use against target `t`.
 * A submarine At Sea is attacked with SS only; a submarine attacks a surface unit with SS or AS;
 * surface against surface AS or B; surface against a unit In Port B only. A submarine In Port is a
 * surface unit and cannot use SS.
 */
export function allowedFactors(s: RsState, a: number, t: number): NavalFactor[] {
  const st = ns(s);
  const ad = def(s, a);
  const td = def(s, t);
  const au = st.units[a]!;
  const tu = st.units[t]!;
  const aSub = subAtSea(ad, au);
  if (subAtSea(td, tu)) return ['SS'];
  if (aSub) return ['SS', 'AS'];
  if (tu.mode === 'port') return ['B'];
  return ['AS', 'B'];
}

/** RS-NAV-33: a long-range AS path runs over open water only (not coastal or land hexes); BFS up to `max`. */
export function seaRange(s: RsState, from: number, to: number, max: number): boolean {
  const b = s.world.map.board;
  const dist = b.distance(from, to);
  if (dist <= 1) return dist <= max;
  if (dist > max) return false;
  const seen = new Map<number, number>([[from, 0]]);
  const queue = [from];
  for (let qi = 0; qi < queue.length; qi++) {
    const h = queue[qi]!;
    const d = seen.get(h)!;
    if (d >= max) continue;
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(h, dir);
      if (n < 0 || seen.has(n)) continue;
      if (n === to) return true;
      if (s.world.map.terrain[n] !== 'openWater') continue;
      seen.set(n, d + 1);
      queue.push(n);
    }
  }
  return false;
}

/** The factor's range and whether `a` reaches `t` with it (RS-NAV-32/33; B and SS: RS-D-NAVRANGE). */
export function inRange(s: RsState, a: number, t: number, f: NavalFactor): boolean {
  const st = ns(s);
  const from = st.units[a]!.hex;
  const to = st.units[t]!.hex;
  if (from < 0 || to < 0) return false;
  const dist = s.world.map.board.distance(from, to);
  if (f === 'AS') return seaRange(s, from, to, def(s, a).asRange);
  if (f === 'B') return dist <= B_RANGE;
  // RS-NAV-32: no SS attack across an all-land hex or a blocked hexside.
  return (
    dist === 0 || (dist <= SS_RANGE && !hexsideBlocked(s, from, to) && (isSeaHex(s, to) || isSeaHex(s, from)))
  );
}

/** The current value of a factor, and whether the unit may use it now (AS needs a shot, RS-NAV-33). */
export function factorValue(s: RsState, a: number, f: NavalFactor): number {
  const d = def(s, a);
  const u = ns(s).units[a]!;
  if (f === 'AS') return (u.asShots ?? 0) > 0 ? factor(d, u, 'as') : 0;
  if (f === 'B') return factor(d, u, 'b');
  if (subAtSea(d, u) || !['SS', 'SSN', 'SSGN', 'SSBN'].includes(d.class)) return factor(d, u, 'ss');
  return 0; // RS-NAV-5: a submarine In Port cannot use its SS rating.
}

/** The best factor `a` may fire at `t` with now (in range, value > 0), or null. */
export function bestFactor(s: RsState, a: number, t: number, prefer?: NavalFactor): NavalFactor | null {
  const ok = allowedFactors(s, a, t).filter((f) => factorValue(s, a, f) > 0 && inRange(s, a, t, f));
  if (prefer) return ok.includes(prefer) ? prefer : null;
  return ok.sort((x, y) => factorValue(s, a, y) - factorValue(s, a, x))[0] ?? null;
}

/**
 * RS-NAV-65 / RS-AMB-28: the ECM a target defends with: its own (none for a submarine In Port,
 * RS-NAV-5), or in an escorted stack the highest ECM of its surface units with −1 on the ECM roll
 * per SAG.
 */
export function targetEcm(s: RsState, t: number): { ecm: number; ecmDrm: number } {
  const st = ns(s);
  const d = def(s, t);
  const u = st.units[t]!;
  if (subAtSea(d, u)) return { ecm: factor(d, u, 'ecm'), ecmDrm: 0 };
  if (['SS', 'SSN', 'SSGN', 'SSBN'].includes(d.class) && u.mode === 'port') return { ecm: 0, ecmDrm: 0 };
  const esc = escortForce(s, u.hex, d.side);
  if (esc.length === 0) return { ecm: factor(d, u, 'ecm'), ecmDrm: 0 };
  const surface = ns(s)
    .units.map((x, i) => ({ x, i }))
    .filter(
      ({ x, i }) => x.hex === u.hex && onBoard(x) && def(s, i).side === d.side && !subAtSea(def(s, i), x),
    );
  const ecm = Math.max(...surface.map(({ x, i }) => factor(def(s, i), x, 'ecm')));
  return { ecm, ecmDrm: -esc.length };
}

/** RS-OPT-20: civil shipping: +1 on AS combat rolls in GT1. */
export function civilShippingDrm(s: RsState, f: NavalFactor): number {
  return f === 'AS' && s.turn === 1 && s.options.includes('civil-shipping') ? 1 : 0;
}

/**
 * RS-NAV-32 / RS-TRK-1..4: one unit fires `f` at `t`: 1d10 (+ DRM) ≤ factor, the target's ECM
 * roll, blue-row hits applied at once (RS-HIT-9). AS uses one shot (RS-NAV-33). The firer is
 * detected (RS-DET-3). `value` overrides the factor (simultaneous fire uses the value before hits).
 */
export function fireAt(
  s: RsState,
  a: number,
  t: number,
  f: NavalFactor,
  dice: RsDice,
  events: RsEvent[],
  why: string,
  value?: number,
): TrackResult {
  const st = ns(s);
  const u = st.units[a]!;
  const v = value ?? factorValue(s, a, f);
  if (f === 'AS') u.asShots = Math.max(0, (u.asShots ?? 0) - 1);
  const { ecm, ecmDrm } = targetEcm(s, t);
  const r = resolveTrack({ factor: v, drm: civilShippingDrm(s, f), ecm, ecmDrm, row: 'blue' }, dice);
  events.push({
    type: 'naval-fire',
    side: def(s, a).side,
    unit: a,
    target: t,
    factor: f,
    value: v,
    roll: r.roll,
    ...(r.ecmRoll !== undefined ? { ecmRoll: r.ecmRoll } : {}),
    hits: r.hits,
    why,
  });
  // RS-DET-3: the firer is detected, unless it fired from beyond every enemy detection range.
  const from = u.hex;
  revealOnFire(
    s,
    { kind: 'naval', unit: a },
    events,
    s.world.map.board.distance(from, st.units[t]!.hex) > 0 ? { standOffFrom: from } : {},
  );
  hitNavalUnit(s, t, r.hits, events);
  return r;
}

/**
 * RS-NAV-30..32 with RS-NAV-31: `a` fires at `t`; the target returns fire at the detected firer
 * when its owner's standing orders say so and it can reach it. Both detected before the attack:
 * simultaneous (the reply uses its factor before the hits); otherwise the reply comes after the
 * hits, with what is left.
 */
export function naval2naval(
  s: RsState,
  a: number,
  t: number,
  f: NavalFactor,
  dice: RsDice,
  events: RsEvent[],
  why: string,
): void {
  const st = ns(s);
  const attackerSeen = isDetected(s, { kind: 'naval', unit: a });
  const targetSeen = isDetected(s, { kind: 'naval', unit: t });
  const owner = def(s, t).side;
  const reply = (st.orders?.[owner]?.returnFire ?? true) ? bestFactor(s, t, a) : null;
  const simultaneous = attackerSeen && targetSeen && reply !== null;
  const replyValue = simultaneous ? factorValue(s, t, reply) : undefined;
  fireAt(s, a, t, f, dice, events, why);
  if (reply === null) return;
  const tu = st.units[t]!;
  if (!simultaneous && (tu.eliminated || bestFactor(s, t, a, reply) === null)) return;
  fireAt(s, t, a, reply, dice, events, 'returns fire (RS-NAV-31)', replyValue);
}

/** RS-NAV-50/52: a minesweeper (or minelayer-minesweeper) has a generic ECM of 7 against mines. */
export const SWEEPER_MINE_ECM = 7;

/**
 * RS-NAV-52: the mines of a zone attack a unit entering it: 1d10 ≤ level, no ECM except 7 for
 * minesweepers, blue-row hits. Friend and foe alike.
 */
export function mineAttack(
  s: RsState,
  i: number,
  zone: number,
  dice: RsDice,
  events: RsEvent[],
): TrackResult | null {
  const level = ns(s).mines?.[zone] ?? 0;
  if (level <= 0) return null;
  const d = def(s, i);
  const r = resolveTrack(
    { factor: level, ...(d.minesweeper ? { ecm: SWEEPER_MINE_ECM } : {}), row: 'blue' },
    dice,
  );
  events.push({
    type: 'naval-fire',
    side: otherSide(d.side),
    unit: -1,
    target: i,
    factor: 'mines',
    value: level,
    roll: r.roll,
    ...(r.ecmRoll !== undefined ? { ecmRoll: r.ecmRoll } : {}),
    hits: r.hits,
    why: `mines of level ${level} (RS-NAV-52)`,
  });
  hitNavalUnit(s, i, r.hits, events);
  return r;
}
