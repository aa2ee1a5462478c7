// Previews for the client (from a side's view): the odds of a combat before it is declared, with
// its column shifts and DRMs (RS-GCB-30..33), and the path of a rail move (RS-MOV-10). They run the
// rules' own functions on the view, so a preview and the resolution cannot disagree on the method.

import { ruleError, type RuleError } from '../../core/errors.js';
import {
  attackerStacks,
  checkDeclaration,
  DEFAULT_COMBAT_RULES,
  prepareCombat,
  type PreparedCombat,
} from './combat.js';
import type { Formation, RsState } from './model.js';
import { otherSide, type Side } from './scenario.js';
import { occupant } from './units.js';

/**
 * The odds of an attack by these units on a hex, with the attacker's formation for every stack and
 * a guess of the defender's (its choice is secret, RS-GCB-20), without paying anything.
 */
export function attackPreview(
  v: RsState,
  side: Side,
  ids: readonly string[],
  hex: string,
  attacker: Formation = 'AC',
  defender: Formation = 'AC',
): PreparedCombat | RuleError {
  const dec = checkDeclaration(v, side, ids, hex);
  if ('code' in dec) return dec;
  const c = {
    id: 0,
    phase: 'attack' as const,
    attacker: side,
    attackers: dec.attackers,
    defenders: dec.defenders,
    defenderHex: dec.defenderHex,
    flags: {},
  };
  const f: Record<number, Formation> = {};
  for (const loc of attackerStacks(v, c).keys()) f[loc] = attacker;
  return prepareCombat(v, c, { attacker: f, defender }, DEFAULT_COMBAT_RULES, false);
}

/** The shortest railway path from a unit's hex to `to` (RS-MOV-10), or a RuleError. */
export function railPath(v: RsState, from: number, to: number, side: Side): number[] | RuleError {
  const w = v.world;
  const b = w.map.board;
  if (!w.map.railHex[from] || !w.map.railHex[to])
    return ruleError(
      'NOT_ALLOWED',
      'Rail movement runs from a rail hex to a rail hex (RS-MOV-10).',
      'RS-MOV-10',
    );
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    if (at === to) break;
    for (let dir = 0; dir < 6; dir++) {
      const n = b.neighbor(at, dir);
      if (n < 0 || prev.has(n) || !w.map.railEdge[b.hexside(at, dir)]) continue;
      if (occupant(v, n) === otherSide(side) || v.control[n] === otherSide(side)) continue;
      prev.set(n, at);
      queue.push(n);
    }
  }
  if (!prev.has(to))
    return ruleError('BAD_PATH', `No friendly railway leads to ${b.label(to)} (RS-MOV-11).`, 'RS-MOV-11');
  const path: number[] = [];
  for (let at = to; at !== from; at = prev.get(at)!) path.unshift(at);
  return path;
}
