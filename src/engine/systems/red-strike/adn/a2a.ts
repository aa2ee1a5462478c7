// Air-to-air combat (§16.5: RS-AIR-70, RS-AIR-71 BVR) between an interception (interceptors from a
// base, a CAP unit, alerted fighters) and an enemy mission, in the sequence of RS-AIR-53: escorts
// are attacked first (RS-AIR-60), strikers give a free shot except multirole units (½ AA, full if
// they jettison, RS-AIR-18), undetected interceptors fire first (RS-AIR-31), detected ones fight
// simultaneously. The E-3A helps NATO's rolls (RS-AIR-16, RS-AMB-25), slow aircraft are easier to
// hit (RS-AIR-70), stealth doubles the rolls against it (RS-OPT-11), a faster interceptor stack
// shoots first (RS-OPT-13, RS-AMB-33).

import { hitAirUnit } from '../air/api.js';
import type { Flight, MissionKind } from './api.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { roundRs } from '../round.js';
import type { Side } from '../sides.js';
import {
  airDefOf,
  airStateOf,
  alive,
  bvrFactor,
  current,
  e3aNear,
  isMultirole,
  isSlow,
  isStealthy,
  speedClass,
  stackEcm,
} from './airinfo.js';
import { shoot } from './fire.js';

/** RS-AIR-41: the anti-air missions (the others are strikes, ferries and transports). */
export const ANTI_AIR: ReadonlySet<MissionKind> = new Set(['air-superiority', 'escort', 'intercept', 'cap']);

export interface Interception {
  readonly side: Side;
  readonly how: 'interceptors' | 'cap' | 'alert';
  readonly units: readonly number[];
  /** Were they detected by the mission before the combat? */
  readonly detected: boolean;
  /** RS-AIR-57: alerted fighters fight with half AA and no BVR. */
  readonly halfAa?: boolean;
}

interface Shooter {
  readonly unit: number;
  readonly side: Side;
  readonly factor: number;
  readonly target: number;
  readonly bvr?: number;
}

/** Round-robin assignment of shooters to targets (in the order given). */
function assign(shooters: readonly number[], targets: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  if (targets.length === 0) return m;
  shooters.forEach((u, k) => m.set(u, targets[k % targets.length]!));
  return m;
}

function strikeValue(s: RsState, u: number): number {
  const d = airDefOf(s, u);
  return Math.max(d.b, d.as, d.ss);
}

/**
 * RS-AIR-53 / RS-AIR-60: which mission unit each interceptor attacks. With escorts: one interceptor
 * per escort first, the surplus bypasses them to attack strikers (decision RS-D-ADN-SURPLUS); an
 * anti-air mission: all its units in turn; a strike without escort: its strikers, the strongest first.
 */
export function interceptorTargets(
  s: RsState,
  flight: Flight,
  interceptors: readonly number[],
  mission: readonly number[],
): Map<number, number> {
  if (ANTI_AIR.has(flight.kind)) return assign(interceptors, mission);
  const escorts = mission.filter((u) => flight.escorts.includes(u));
  const strikers = mission
    .filter((u) => !flight.escorts.includes(u))
    .sort((x, y) => strikeValue(s, y) - strikeValue(s, x) || x - y);
  if (escorts.length === 0) return assign(interceptors, strikers);
  const m = assign(interceptors.slice(0, escorts.length), escorts);
  const surplus = interceptors.slice(escorts.length);
  for (const [u, t] of assign(surplus, strikers.length > 0 ? strikers : escorts)) m.set(u, t);
  return m;
}

/**
 * The mission units' air-to-air factor now: escorts and anti-air missions full AA; multirole strikers
 * ½ AA (RS-AIR-18), full if they jettison; other strikers none (the "free shot" of RS-AIR-53).
 */
export function missionAa(s: RsState, flight: Flight, u: number, jettisoned: ReadonlySet<number>): number {
  const aa = current(s, u, 'aa');
  if (ANTI_AIR.has(flight.kind) || flight.escorts.includes(u) || jettisoned.has(u)) return aa;
  return isMultirole(airDefOf(s, u)) ? roundRs(aa / 2) : 0;
}

function a2aDrm(s: RsState, firerSide: Side, target: number, hex: number): number {
  let drm = 0;
  if (isSlow(airDefOf(s, target))) drm -= 1; // RS-AIR-70
  if (firerSide === 'nato' && e3aNear(s, hex)) drm -= 1; // RS-AIR-16 / RS-AMB-25
  return drm;
}

/** Fires a batch of shots; hits are summed per target, applied by the caller (simultaneous fire). */
function volley(
  s: RsState,
  shooters: readonly Shooter[],
  hex: number,
  dice: RsDice,
  events: RsEvent[],
  stackOf: (target: number) => readonly number[],
): Map<number, number> {
  const hits = new Map<number, number>();
  for (const sh of shooters) {
    if (sh.factor <= 0 || !alive(s, sh.target)) continue;
    const targetSide = airDefOf(s, sh.target).side;
    const shot = shoot(dice, {
      factor: sh.factor,
      drm: a2aDrm(s, sh.side, sh.target, hex),
      // RS-AIR-70 step 3: the highest ECM among the target's air units in the hex.
      ecm: stackEcm(s, stackOf(sh.target)),
      ecmDrm: targetSide === 'nato' && e3aNear(s, hex) ? -1 : 0,
      doubled: isStealthy(s, sh.target),
    });
    events.push({
      type: 'adn-a2a',
      side: sh.side,
      unit: sh.unit,
      target: sh.target,
      ...(sh.bvr !== undefined ? { bvr: sh.bvr } : {}),
      shot,
    });
    if (shot.hits > 0) hits.set(sh.target, (hits.get(sh.target) ?? 0) + shot.hits);
  }
  return hits;
}

/**
 * One interception's air-to-air combat in `hex` (RS-AIR-53/54/70/71). Hit mission units abort
 * (flight.aborted); hit interceptors go home (a CAP unit stays on CAP, RS-HIT-8). Returns the
 * interceptors that were hit.
 */
export function airCombat(
  s: RsState,
  flight: Flight,
  it: Interception,
  hex: number,
  bvrRange: number,
  dice: RsDice,
  events: RsEvent[],
): Set<number> {
  const hitInterceptors = new Set<number>();
  const jettisoned = new Set<number>();
  const activeMission = () => flight.units.filter((u) => alive(s, u) && !flight.aborted.has(u));
  let activeInt = it.units.filter((u) => alive(s, u));
  const missionSide = flight.side;
  if (activeMission().length === 0 || activeInt.length === 0) return hitInterceptors;

  // RS-AIR-18: multirole strikers jettison by their side's standing order; they cannot go on.
  if (!ANTI_AIR.has(flight.kind) && s.ext.adn?.orders[missionSide].jettison)
    for (const u of activeMission())
      if (!flight.escorts.includes(u) && isMultirole(airDefOf(s, u))) {
        jettisoned.add(u);
        flight.aborted.add(u);
      }
  const missionFighters = () =>
    [...activeMission(), ...[...jettisoned].filter((u) => alive(s, u))].filter(
      (u) => missionAa(s, flight, u, jettisoned) > 0,
    );
  const stackOf = (t: number) => (it.units.includes(t) ? activeInt : flight.units.filter((u) => alive(s, u)));
  const applyHits = (hits: Map<number, number>) => {
    for (const [u, h] of hits) {
      hitAirUnit(s, u, h, events);
      if (it.units.includes(u)) hitInterceptors.add(u);
      else flight.aborted.add(u);
    }
    // Hit interceptors leave the combat (RS-HIT-8), except a CAP unit (it stays on CAP but its
    // interception of this mission is over, RS-AIR-55).
    activeInt = activeInt.filter((u) => alive(s, u) && !hitInterceptors.has(u));
  };
  let detected = it.detected;

  // ---- RS-AIR-71: BVR at range, before the units share a hex ----
  if (!it.halfAa && bvrRange > 0) {
    const intBvr: Shooter[] = [];
    const targets = interceptorTargets(s, flight, activeInt, activeMission());
    for (const u of activeInt) {
      const f = bvrFactor(airDefOf(s, u), bvrRange, airStateOf(s, u)?.hits ?? 0);
      const t = targets.get(u);
      if (f !== null && t !== undefined)
        intBvr.push({ unit: u, side: it.side, factor: f, target: t, bvr: bvrRange });
    }
    const misBvr = (): Shooter[] => {
      const out: Shooter[] = [];
      const ts = assign(missionFighters(), activeInt);
      for (const u of missionFighters()) {
        if (!ANTI_AIR.has(flight.kind) && !flight.escorts.includes(u)) continue; // strikers hold no BVR shots
        const f = bvrFactor(airDefOf(s, u), bvrRange, airStateOf(s, u)?.hits ?? 0);
        const t = ts.get(u);
        if (f !== null && t !== undefined)
          out.push({ unit: u, side: missionSide, factor: f, target: t, bvr: bvrRange });
      }
      return out;
    };
    if (detected) {
      // Simultaneous only if both sides have BVR weapons and both are detected.
      const all = [...intBvr, ...misBvr()];
      applyHits(volley(s, all, hex, dice, events, stackOf));
    } else if (intBvr.length > 0) {
      applyHits(volley(s, intBvr, hex, dice, events, stackOf));
      // Firing at 1 OpHex is within the mission's detection range: the shooters are detected (RS-DET-3).
      detected = true;
      applyHits(volley(s, misBvr(), hex, dice, events, stackOf));
    }
  }
  if (activeMission().length + jettisoned.size === 0 || activeInt.length === 0) return hitInterceptors;

  // ---- RS-AIR-70 / RS-AIR-53: in the same hex ----
  const intShots = (): Shooter[] => {
    const ts = interceptorTargets(s, flight, activeInt, activeMission());
    return activeInt.flatMap((u) => {
      const t = ts.get(u);
      const aa = current(s, u, 'aa');
      const f = it.halfAa ? roundRs(aa / 2) : aa;
      return t === undefined ? [] : [{ unit: u, side: it.side, factor: f, target: t }];
    });
  };
  const misShots = (): Shooter[] => {
    const shooters = missionFighters();
    const ts = assign(shooters, activeInt);
    return shooters.flatMap((u) => {
      const t = ts.get(u);
      return t === undefined
        ? []
        : [{ unit: u, side: missionSide, factor: missionAa(s, flight, u, jettisoned), target: t }];
    });
  };
  // RS-OPT-13 / RS-AMB-33: a faster interceptor stack makes the first move and shoots first.
  const faster =
    isOn(s, 'variable-speed') &&
    Math.min(...activeInt.map((u) => speedClass(airDefOf(s, u)))) >
      Math.min(...flight.units.filter((u) => alive(s, u)).map((u) => speedClass(airDefOf(s, u))));
  if (detected && !faster) {
    applyHits(volley(s, [...intShots(), ...misShots()], hex, dice, events, stackOf));
  } else {
    // RS-AIR-31 / RS-AIR-70 #4: the undetected side fires, its hits apply, then the survivors fire
    // back with their factors lowered by those hits (hit units still fire; they abort after).
    const first = intShots();
    const hits = volley(s, first, hex, dice, events, stackOf);
    for (const [u, h] of hits) {
      hitAirUnit(s, u, h, events);
      flight.aborted.add(u);
    }
    const back = missionFighters()
      .concat([...hits.keys()].filter((u) => alive(s, u) && !missionFighters().includes(u)))
      .filter((u) => missionAa(s, flight, u, jettisoned) > 0);
    const ts = assign(back, activeInt);
    const ret: Shooter[] = back.flatMap((u) => {
      const t = ts.get(u);
      return t === undefined
        ? []
        : [{ unit: u, side: missionSide, factor: missionAa(s, flight, u, jettisoned), target: t }];
    });
    applyHits(volley(s, ret, hex, dice, events, stackOf));
  }
  return hitInterceptors;
}
