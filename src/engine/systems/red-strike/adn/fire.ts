// Ground-to-air and naval-to-air fire (§16: RS-GA-1..10): one roll per firing unit on the track
// (RS-TRK-1) with the stack's ECM roll (RS-TRK-2, RS-AIR-20), the hits spread evenly over the air
// stack (RS-GA-6, RS-HIT-8), hit units aborting at the end of the resolution; the close air
// defence DRM (RS-GA-8, RS-AMB-44), stand-off jamming (RS-OPT-17, RS-AMB-34), stealth (RS-OPT-11)
// and friendly fire (RS-OPT-5).

import { hitAirTransport, hitAirUnit } from '../air/api.js';
import type { Flight } from './api.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../sides.js';
import { resolveTrack } from '../track.js';
import { airDefOf, airborneAt, alive, current, isStealthy, stackEcm, standOffJammerEcm } from './airinfo.js';
import type { AdnFirer, AdnShot } from './state.js';

/** RS-TRK-1..4 on the blue row; `doubled`: the attack roll counts twice (RS-OPT-11 stealth). */
export function shoot(
  dice: RsDice,
  a: { factor: number; drm: number; ecm: number; ecmDrm?: number; doubled?: boolean },
): AdnShot {
  let d = dice;
  let extra = 0;
  if (a.doubled) {
    // The die is rolled once and read twice: the second reading is a DRM equal to the roll.
    const r = dice.d10();
    extra = r;
    let first = true;
    d = {
      d10: () => {
        if (first) {
          first = false;
          return r;
        }
        return dice.d10();
      },
      d100: () => dice.d100(),
      twoD10: () => dice.twoD10(),
    };
  }
  // RS-GA-7: a factor of 0 still fires with a helping DRM (close air defence): the track reads
  // factor − modified roll, so both are raised alike (resolveTrack skips factors ≤ 0).
  const lift = a.factor <= 0 ? 10 : 0;
  const t = resolveTrack(
    { factor: a.factor + lift, drm: a.drm + extra + lift, ecm: a.ecm, ecmDrm: a.ecmDrm ?? 0, row: 'blue' },
    d,
  );
  return {
    factor: a.factor,
    drm: a.drm,
    roll: t.roll,
    modified: t.modified - lift,
    ecm: a.ecm,
    ...(t.ecmRoll !== undefined ? { ecmRoll: t.ecmRoll } : {}),
    final: t.final,
    hits: t.hits,
  };
}

const NATION_CLOSE_DRM: readonly [readonly string[], number][] = [
  [['NL', 'NLD', 'Netherlands'], -3],
  [['US', 'USA', 'FR', 'FRA', 'France', 'FRG', 'WG', 'DE', 'BRD', 'West Germany'], -2],
  [['BE', 'BEL', 'Belgium'], -1],
];

/**
 * RS-GA-8 / RS-AMB-44: the close air defence DRM of a firer that is itself the mission's target:
 * Netherlands −3; USA, France, West Germany −2; Belgium −1; all WP −1; others 0.
 */
export function closeAirDefenceDrm(side: Side, nation: string | undefined): number {
  if (side === 'wp') return -1;
  for (const [names, drm] of NATION_CLOSE_DRM) if (nation && names.includes(nation)) return drm;
  return 0;
}

/**
 * RS-GA-6 / RS-HIT-8: hits spread evenly over the stack — no unit takes a 2nd hit before each has
 * one. The owner's choice is replaced by a fixed order (decision RS-D-ADN-SPREAD, not from the
 * source): escort jammers last (RS-OPT-17), then the unit with most hits left, then scenario order.
 */
export function spreadHits(s: RsState, units: readonly number[], hits: number): Map<number, number> {
  const out = new Map<number, number>();
  const left = (u: number) => airDefOf(s, u).hits - (s.ext.air?.units[u]?.hits ?? 0) - (out.get(u) ?? 0);
  const order = units
    .filter((u) => alive(s, u))
    .sort((x, y) => {
      const jx = airDefOf(s, x).type === 'jammer' ? 1 : 0;
      const jy = airDefOf(s, y).type === 'jammer' ? 1 : 0;
      return jx - jy || left(y) - left(x) || x - y;
    });
  let n = hits;
  while (n > 0) {
    const round = order.filter((u) => left(u) > 0);
    if (round.length === 0) break;
    for (const u of round) {
      if (n === 0) break;
      out.set(u, (out.get(u) ?? 0) + 1);
      n--;
    }
  }
  return out;
}

/** Applies hits to air units of a flight: each hit unit aborts (RS-HIT-8). */
export function applyFlightHits(
  s: RsState,
  flight: Flight,
  hits: ReadonlyMap<number, number>,
  hex: number,
  events: RsEvent[],
  friendly?: boolean,
): void {
  if (hits.size === 0) return;
  // RS-OPT-9: hits by air-defence units or the ADN on a single-sortie striker are halved (rounded down: not from the source).
  const halved = new Map<number, number>();
  for (const [u, h] of hits) if (s.ext.air?.units[u]?.single) halved.set(u, Math.floor(h / 2));
  if (halved.size > 0)
    hits = new Map([...hits].map(([u, h]) => [u, halved.get(u) ?? h] as const).filter(([, h]) => h > 0));
  if (hits.size === 0) return;
  const side = airDefOf(s, [...hits.keys()][0]!).side;
  events.push({
    type: 'adn-air-hits',
    side,
    hex,
    hits: [...hits].map(([unit, h]) => ({ unit, hits: h })),
    ...(friendly ? { friendly } : {}),
  });
  for (const [u, h] of hits) {
    hitAirUnit(s, u, h, events);
    if (flight.units.includes(u)) flight.aborted.add(u);
  }
}

export interface GroundFirer {
  readonly firer: AdnFirer;
  readonly side: Side;
  readonly factor: number;
  /** RS-GA-8 (and the ADN's RS-OPT-17 jamming DRM) for this firer. */
  readonly drm: number;
}

/**
 * RS-GA-1..6: one ground-to-air (or naval-to-air, RS-GA-9) resolution: every firer rolls at the
 * stack `targets` (the detected units of the flight, or its transport marker), then the hits are
 * spread and the hit units abort. Returns the hits scored.
 */
export function resolveGroundToAir(
  s: RsState,
  flight: Flight,
  hex: number,
  firers: readonly GroundFirer[],
  targets: readonly number[],
  dice: RsDice,
  events: RsEvent[],
): number {
  if (firers.length === 0) return 0;
  const marker = flight.marker;
  const live = targets.filter((u) => alive(s, u));
  if (!marker && live.length === 0) return 0;
  // RS-TRK-2 / RS-AIR-20 / RS-OPT-17: the stack's highest ECM, or a stand-off jammer's within 10 hexes.
  const ecm = marker ? 0 : Math.max(stackEcm(s, live), standOffJammerEcm(s, hex, flight.side));
  // RS-OPT-11: rolls against the F-117 are doubled (when the stack is stealthy only).
  const doubled = !marker && live.every((u) => isStealthy(s, u));
  // RS-OPT-14: in the bad-weather GT, +2 to the ground-to-air rolls (decision RS-D-ADN-WEATHER).
  const weather = s.ext.opt?.weather?.badTurns?.includes(s.turn) ? 2 : 0;
  let total = 0;
  for (const f of firers) {
    const shot = shoot(dice, { factor: f.factor, drm: f.drm + weather, ecm, doubled });
    events.push({ type: 'adn-fire', side: f.side, firer: f.firer, hex, shot });
    total += shot.hits;
  }
  if (total === 0) return 0;
  if (marker) {
    // RS-AIR-67: each hit on a transport marker is a hit on the carried unit.
    hitAirTransport(s, marker.carried, total, events);
    return total;
  }
  const firing = firers[0]!.side;
  let own = 0;
  const friends = airborneAt(s, hex, firing);
  if (isOn(s, 'friendly-fire') && friends.length > 0) {
    // RS-OPT-5: after the fire, 1d10: NATO 1-2 → one hit to NATO aircraft; WP 1-3 → half the hits to WP aircraft.
    const r = dice.d10();
    if (firing === 'nato' && r <= 2) own = 1;
    if (firing === 'wp' && r <= 3) own = Math.floor(total / 2);
  }
  if (own > 0) {
    // Friendly units with the lowest ECM first (RS-OPT-5); ties in scenario order.
    const order = [...friends].sort((x, y) => current(s, x, 'ecm') - current(s, y, 'ecm') || x - y);
    const m = new Map<number, number>();
    let n = own;
    while (n > 0 && order.length > 0) {
      for (const u of order) {
        if (n === 0) break;
        m.set(u, (m.get(u) ?? 0) + 1);
        n--;
      }
    }
    events.push({
      type: 'adn-air-hits',
      side: firing,
      hex,
      hits: [...m].map(([unit, h]) => ({ unit, hits: h })),
      friendly: true,
    });
    for (const [u, h] of m) hitAirUnit(s, u, h, events);
  }
  applyFlightHits(s, flight, spreadHits(s, live, total - own), hex, events);
  return total;
}
