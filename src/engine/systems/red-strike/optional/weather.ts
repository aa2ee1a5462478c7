// RS-OPT-14 Weather (§30.14; §7.2 cites it as 30.15, RS-AMB-38): in the weather phase of the
// administrative step (RS-SEQ-3 #3, after the supply phase) roll 2d10; a sum of 2 is bad weather
// for the GT, anything else good. At most one bad-weather GT from the roll per game: no roll after
// it. A card event may also bring bad weather (our deck, RS-OPT-23). This module applies the land
// effects the land game reads (movement halved, combat strengths halved, HQ command ranges
// halved); the air, detection, missile and naval rules read badWeather() for theirs.

import { isOn } from '../ext/options.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import { roundRs } from '../round.js';
import { opt } from './slice.js';

/** RS-OPT-14: is the current GT one of bad weather? */
export function badWeather(s: Pick<RsState, 'ext' | 'turn'>): boolean {
  return opt(s)?.weather.badTurns.includes(s.turn) ?? false;
}

/** RS-OPT-14: the weather phase (2d10, sum 2 = bad; once bad, never rolled again). */
export function weatherPhase(s: RsState, dice: RsDice, events: RsEvent[]): void {
  const o = opt(s);
  if (!o || !isOn(s, 'weather') || o.weather.rolledBad) return;
  const roll = dice.twoD10();
  const bad = roll[0] + roll[1] === 2;
  o.weather.lastRoll = [roll[0], roll[1]];
  if (bad) {
    o.weather.rolledBad = true;
    if (!o.weather.badTurns.includes(s.turn)) o.weather.badTurns.push(s.turn);
  }
  events.push({ type: 'opt-weather', roll, bad, why: 'roll' });
}

/** A card event's bad weather for the current GT (not from the source: our deck, RS-OPT-23). */
export function cardWeather(s: RsState, events: RsEvent[]): void {
  const o = opt(s);
  if (!o || o.weather.badTurns.includes(s.turn)) return;
  o.weather.badTurns.push(s.turn);
  events.push({ type: 'opt-weather', roll: null, bad: true, why: 'card' });
}

/**
 * RS-OPT-14 movement rates halved, RS-SUP-3 halved when out of supply: the MA after both (each a
 * halving, rounded once per RS-RND-1/RS-RND-3; decision RS-D-OPT-WXMA).
 */
export function weatherMa(s: RsState, ma: number, oos: boolean): number {
  const halvings = (oos ? 1 : 0) + (badWeather(s) ? 1 : 0);
  return halvings === 0 ? ma : roundRs(ma / 2 ** halvings);
}

/** RS-OPT-14: HQ command ranges halved (RS-RND-1). */
export function weatherRange(s: RsState, range: number): number {
  return badWeather(s) ? roundRs(range / 2) : range;
}
