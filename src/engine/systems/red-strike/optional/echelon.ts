// RS-OPT-2c / RS-GCB-61 WP "Echelon" (§30.2): WP units adjacent to an attacking unit but not to the defender
// may act as second echelon: they advance after combat as if they had attacked, with 2 more hexes
// of advance distance, and the first hex they enter must be one from which a friendly unit
// attacked. Played as a WP command while the attackers' advance is open (before `advance`, which
// closes the combat). "At the start of the combat phase" is read as now: ground units do not move
// in a combat phase before the advance (decision RS-D-OPT-ECHELON). The advance ignores EZOC
// (RS-ZOC-6) and ends within the stacking limit (RS-GCB-60).

import { ruleError, type RuleError } from '../../../core/errors.js';
import { isOn } from '../ext/options.js';
import { extGroundEntered } from '../ext/registry.js';
import type { RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { combatKey } from '../sequence.js';
import { onMap, ownUnitsNamed, reOf, unitsAt } from '../units.js';
import { hexLabel } from '../world.js';

/** RS-OPT-2c: the extra advance distance. */
export const ECHELON_EXTRA = 2;
/** RS-STK-2 / RS-GCB-60: the limit after an advance. */
const STACK_LIMIT = 6;

export interface EchelonPlan {
  readonly units: number[];
  readonly path: number[];
}

function attackHexes(s: RsState): number[] {
  const c = s.combat!;
  const out = new Set<number>();
  for (const i of c.advancers ?? c.attackers) if (onMap(s.units[i]!)) out.add(s.units[i]!.loc);
  return [...out];
}

export function checkEchelon(
  s: RsState,
  side: Side,
  ids: readonly string[],
  labels: readonly string[],
): EchelonPlan | RuleError {
  const w = s.world;
  const b = w.map.board;
  const c = s.combat;
  if (!isOn(s, 'doctrine'))
    return ruleError('NOT_ALLOWED', 'Doctrine is an optional rule not in force (RS-OPT-2).');
  if (side !== 'wp')
    return ruleError('NOT_ALLOWED', 'Echelon is Warsaw Pact doctrine (RS-OPT-2c).', 'RS-OPT-2c');
  if (!c || c.attacker !== 'wp' || c.phase !== 'advance')
    return ruleError(
      'WRONG_PHASE',
      'A second echelon advances after combat, while the attackers may advance (RS-OPT-2c).',
      'RS-OPT-2c',
    );
  const from = attackHexes(s);
  const named = ownUnitsNamed(s, side, ids, 'echelon');
  if ('code' in named) return named;
  const units: number[] = [];
  const key = s.step.kind === 'combat' ? combatKey(s, s.step.stage) : '';
  for (const i of named) {
    const d = w.units[i]!;
    const u = s.units[i]!;
    if (c.attackers.includes(i) || u.foughtIn === key)
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} fought in this combat phase: it is no second echelon (RS-OPT-2c).`,
        'RS-OPT-2c',
      );
    if (units.length > 0 && u.loc !== s.units[units[0]!]!.loc)
      return ruleError('BAD_COMMAND', `${d.name} is not with the others: an echelon order moves one stack.`);
    if (b.distance(u.loc, c.defenderHex) <= 1)
      return ruleError(
        'NOT_ALLOWED',
        `${d.name} is next to the defender: it is no second echelon (RS-OPT-2c).`,
        'RS-OPT-2c',
      );
    if (!from.some((h) => b.distance(h, u.loc) === 1))
      return ruleError('NOT_ALLOWED', `${d.name} is not next to an attacking unit (RS-OPT-2c).`, 'RS-OPT-2c');
    units.push(i);
  }
  const advance = c.advanceTo ?? [c.defenderHex];
  // The attackers advance 1 hex (2 along a retreat path); the echelon 2 more, the first into an attacking hex.
  const maxLength = (advance.length > 1 ? 2 : 1) + ECHELON_EXTRA;
  if (labels.length === 0 || labels.length > maxLength)
    return ruleError(
      'BAD_PATH',
      `A second echelon advances 1 to ${maxLength} hexes: into an attacking hex, then as the attackers may (RS-OPT-2c).`,
      'RS-OPT-2c',
    );
  const path: number[] = [];
  let at = s.units[units[0]!]!.loc;
  for (const [k, label] of labels.entries()) {
    const h = b.parse(label);
    if (h === undefined) return ruleError('NO_SUCH_HEX', `No hex "${label}" on this map.`);
    if (b.distance(at, h) !== 1) return ruleError('BAD_PATH', `${label} is not next to ${b.label(at)}.`);
    if (k === 0 && !from.includes(h))
      return ruleError(
        'BAD_PATH',
        `The first hex a second echelon enters is one a friendly unit attacked from (${from.map((x) => hexLabel(w, x)).join(', ')}) (RS-OPT-2c).`,
        'RS-OPT-2c',
      );
    if (k > 0 && !from.includes(h) && !advance.includes(h))
      return ruleError(
        'BAD_PATH',
        `${hexLabel(w, h)}: a second echelon follows the attackers' advance (${advance.map((x) => hexLabel(w, x)).join(', ')}) (RS-OPT-2c).`,
        'RS-OPT-2c',
      );
    if (unitsAt(s, h).some((i) => w.units[i]!.side !== side))
      return ruleError('ENEMY_OCCUPIED', `${hexLabel(w, h)} holds enemy units.`, 'RS-STK-1');
    path.push(h);
    at = h;
  }
  const re = reOf(s, unitsAt(s, at, side)) + reOf(s, units);
  if (re > STACK_LIMIT)
    return ruleError('STACKING', `${hexLabel(w, at)} would hold ${re} RE (RS-GCB-60).`, 'RS-GCB-60');
  return { units, path };
}

export function applyEchelon(s: RsState, plan: EchelonPlan, events: RsEvent[]): void {
  const to = plan.path[plan.path.length - 1]!;
  for (const i of plan.units) {
    s.units[i]!.loc = to;
    // RS-GND-42: the stack changes, BH goes (as for the attackers' advance).
    s.units[i]!.bh = false;
  }
  for (const h of plan.path)
    if (s.control[h] !== null && s.control[h] !== 'wp') {
      s.control[h] = 'wp';
      events.push({ type: 'control', hex: h, side: 'wp' });
    }
  events.push({ type: 'advanced', units: plan.units, to });
  extGroundEntered(s, 'wp', plan.units, plan.path, events);
}
