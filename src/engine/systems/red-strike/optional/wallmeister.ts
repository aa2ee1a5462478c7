// RS-OPT-10 Stay-behind (Wallmeister, §30.10): once, in an administrative step of its choice (its
// unit assignment phase: the only phase of that step in which a player acts), NATO places the 10
// numbered markers in NATO countries; the WP then rolls 1d10 three times and removes the marker
// with the rolled number (no re-roll on a number already removed). The others work like
// interdiction markers for WP units only (+2 MP, rail stops, supply lines blocked: the
// interdictedFor hook) and are never removed.

import { ruleError, type RuleError } from '../../../core/errors.js';
import { isOn } from '../ext/options.js';
import type { RsDice } from '../dice.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { hexLabel } from '../world.js';
import { opt } from './slice.js';

export const WALLMEISTER_MARKERS = 10;
export const WALLMEISTER_REMOVAL_ROLLS = 3;

/** Hexes where a marker may go: land hexes of NATO countries (RS-MAP-3 territory). */
export function wallmeisterHexOk(s: RsState, hex: number): boolean {
  return s.world.map.territory[hex] === 'nato';
}

export function checkWallmeister(s: RsState, side: Side, labels: readonly string[]): number[] | RuleError {
  const o = opt(s);
  if (!o || !isOn(s, 'wallmeister'))
    return ruleError('NOT_ALLOWED', 'Stay-behind markers are an optional rule not in force (RS-OPT-10).');
  if (side !== 'nato')
    return ruleError('NOT_ALLOWED', 'Only NATO places Wallmeister markers (RS-OPT-10).', 'RS-OPT-10');
  if (s.step.kind !== 'assign')
    return ruleError(
      'WRONG_PHASE',
      'Wallmeister markers are placed in an administrative step, in the unit assignment phase (RS-OPT-10, RS-SEQ-3).',
      'RS-OPT-10',
    );
  if (o.wallmeister.placed)
    return ruleError(
      'NOT_ALLOWED',
      'The Wallmeister markers were placed already: once a game (RS-OPT-10).',
      'RS-OPT-10',
    );
  if (labels.length !== WALLMEISTER_MARKERS)
    return ruleError(
      'BAD_COMMAND',
      `NATO places all ${WALLMEISTER_MARKERS} markers at once, numbered 1-${WALLMEISTER_MARKERS} in the order given (RS-OPT-10).`,
      'RS-OPT-10',
    );
  const hexes: number[] = [];
  for (const label of labels) {
    const h = s.world.map.board.parse(label);
    if (h === undefined) return ruleError('NO_SUCH_HEX', `No hex "${label}" on this map.`);
    if (!wallmeisterHexOk(s, h))
      return ruleError(
        'NOT_ALLOWED',
        `${hexLabel(s.world, h)} is not in a NATO country: stay-behind markers go in NATO countries (RS-OPT-10).`,
        'RS-OPT-10',
      );
    if (hexes.includes(h)) return ruleError('BAD_COMMAND', `${label} is named twice.`);
    hexes.push(h);
  }
  return hexes;
}

/** Places the markers, then the WP's three removal rolls (RS-OPT-10). */
export function placeWallmeister(
  s: RsState,
  hexes: readonly number[],
  dice: RsDice,
  events: RsEvent[],
): void {
  const o = opt(s)!;
  o.wallmeister.placed = true;
  o.wallmeister.markers = hexes.map((hex, k) => ({ n: k + 1, hex }));
  events.push({ type: 'opt-wallmeister', hexes: [...hexes] });
  for (let k = 0; k < WALLMEISTER_REMOVAL_ROLLS; k++) {
    const roll = dice.d10();
    const m = o.wallmeister.markers.find((x) => x.n === roll);
    if (m) o.wallmeister.markers = o.wallmeister.markers.filter((x) => x !== m);
    events.push({ type: 'opt-wallmeister-roll', roll, hex: m ? m.hex : null });
  }
}

/** RS-OPT-10: the markers act as interdicted hexes for the WP only. */
export function wallmeisterHexes(s: RsState, side: Side): number[] {
  if (side !== 'wp' || !isOn(s, 'wallmeister')) return [];
  return (opt(s)?.wallmeister.markers ?? []).map((m) => m.hex);
}
