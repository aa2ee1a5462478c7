// RS-AIR-58 air-naval interception: a detected enemy naval unit that has just moved into a hex is
// struck by intercept-mode units of the other side (one stack from one base in reach, ≤ 6), with
// their AS factor (SS against a submarine At Sea). Interceptors the naval stack detected fight
// simultaneously with its naval-to-air fire (RS-GA-9); undetected ones strike first, are then
// detected and fired upon. By the standing order `intercept` (decision RS-D-ADN-STANDING).

import { hitNavalUnit } from '../naval/api.js';
import { isDetected, tryDetect } from '../detection/api.js';
import type { RsDice } from '../dice.js';
import { isOn } from '../ext/options.js';
import type { RsEvent, RsState } from '../model.js';
import { otherSide } from '../scenario.js';
import type { Side } from '../sides.js';
import { airDefOf, airStateOf, alive, current } from './airinfo.js';
import type { Flight } from './api.js';
import { resolveGroundToAir, shoot, type GroundFirer } from './fire.js';
import { homesOf, INTERCEPTOR_STACK, parkedOn } from './intercept.js';

/** RS-AIR-42: a strike mission costs 2 SP per unit from an air base. */
const STRIKE_SP = 2;
const SUBS = new Set(['SS', 'SSN', 'SSGN', 'SSBN']);

function navalDef(s: RsState, unit: number) {
  return s.world.scenario.extended!.naval!.units[unit]!;
}

function subAtSea(s: RsState, unit: number): boolean {
  return SUBS.has(navalDef(s, unit).class) && s.ext.naval?.units[unit]?.mode === 'sea';
}

/**
 * RS-AIR-58: the naval units `units` of `side` have just moved into `hex`. Returns true when an
 * air-naval interception was flown (the stack stops in this hex; it may move on afterwards).
 */
export function airNavalInterception(
  s: RsState,
  side: Side,
  units: readonly number[],
  hex: number,
  dice: RsDice,
  events: RsEvent[],
): boolean {
  const a = s.ext.adn;
  const ns = s.ext.naval;
  if (!a || !ns || !isOn(s, 'naval') || hex < 0) return false;
  const defender = otherSide(side);
  if (a.orders[defender].intercept === 'none') return false;
  const seen = units.filter(
    (i) => !ns.units[i]!.eliminated && ns.units[i]!.hex === hex && isDetected(s, { kind: 'naval', unit: i }),
  );
  if (seen.length === 0) return false;
  // The target: the strongest surface unit seen, else a submarine (attacked with SS).
  const target = [...seen].sort(
    (x, y) =>
      Number(subAtSea(s, x)) - Number(subAtSea(s, y)) || navalDef(s, y).as - navalDef(s, x).as || x - y,
  )[0]!;
  const f = subAtSea(s, target) ? 'ss' : 'as';
  const b = s.world.map.board;
  let best: { id: string; carrier: boolean; hex: number; units: number[] } | undefined;
  for (const home of homesOf(s, defender)) {
    if (!home.usable || home.hex < 0) continue;
    const d = b.distance(home.hex, hex);
    const ok = parkedOn(s, home.id).filter((u) => {
      const st = airStateOf(s, u)!;
      return st.mode === 'intercept' && st.sorties > 0 && current(s, u, f) > 0 && 2 * d <= airDefOf(s, u).ma;
    });
    if (ok.length > (best?.units.length ?? 0))
      best = { id: home.id, carrier: home.carrier, hex: home.hex, units: ok };
  }
  if (!best) return false;
  let ints = best.units
    .sort((x, y) => current(s, y, f) - current(s, x, f) || x - y)
    .slice(0, INTERCEPTOR_STACK);
  if (!best.carrier) ints = ints.slice(0, Math.floor(s.sp[defender] / STRIKE_SP));
  if (ints.length === 0) return false;
  if (!best.carrier) s.sp[defender] -= ints.length * STRIKE_SP;
  for (const u of ints) {
    airStateOf(s, u)!.sorties -= 1;
    a.alerted.push({ unit: u, seq: s.seq });
  }
  const detected =
    isDetected(s, { kind: 'air', unit: ints[0]! }) ||
    tryDetect(s, { kind: 'air', unit: ints[0]! }, hex, dice, events, { side });
  events.push({
    type: 'adn-intercept',
    side: defender,
    how: 'naval',
    from: best.id,
    units: ints,
    targets: [target],
    hex,
    detected,
  });
  const pseudo: Flight = {
    side: defender,
    kind: 'anti-ship',
    units: ints,
    escorts: [],
    target: hex,
    aborted: new Set<number>(),
    adnFired: new Set<string>(),
  };
  const nu = ns.units[target]!;
  const firers = (): GroundFirer[] =>
    units
      .filter((i) => !ns.units[i]!.eliminated && ns.units[i]!.hex === hex)
      .map((i) => ({
        firer: { kind: 'naval' as const, unit: i },
        side,
        factor: Math.max(0, navalDef(s, i).aa - ns.units[i]!.hits),
        drm: 0,
      }))
      .filter((x) => x.factor > 0);
  const strike = () => {
    let hits = 0;
    // RS-AIR-90 / RS-TRK-2: the target's ECM (none for a submarine In Port).
    const ecm = SUBS.has(navalDef(s, target).class) && nu.mode !== 'sea' ? 0 : navalDef(s, target).ecm;
    for (const u of ints) {
      if (!alive(s, u)) continue;
      const shot = shoot(dice, { factor: current(s, u, f), drm: 0, ecm });
      events.push({ type: 'adn-air-naval', side: defender, unit: u, target, shot });
      hits += shot.hits;
    }
    return hits;
  };
  if (detected) {
    // Simultaneous: the attack with the factors before the naval-to-air fire's hits.
    const fire = firers();
    const hits = strike();
    resolveGroundToAir(s, pseudo, hex, fire, ints, dice, events);
    hitNavalUnit(s, target, hits, events);
  } else {
    hitNavalUnit(s, target, strike(), events);
    // Detected by their attack (RS-DET-3), then fired upon.
    resolveGroundToAir(s, pseudo, hex, firers(), ints, dice, events);
  }
  for (const u of ints) if (alive(s, u)) airStateOf(s, u)!.detected = false;
  return true;
}
