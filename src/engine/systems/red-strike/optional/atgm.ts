// RS-OPT-16 NATO special anti-tank units (§30.16): right after the WP declares a combat (while
// NATO, the defender, has not given its formation), NATO may send an ATGM team from a parent unit
// within 5 hexes to the defending hex for 1 air combat-transport point: 1d10, 1-5 CS +1, 6-10
// CS +2, defence only. The parent takes the first hit if the supported stack suffers hits.
// Unlimited uses while points remain (one team per parent per combat: decision RS-D-OPT-ATGM).

import { ruleError, type RuleError } from '../../../core/errors.js';
import { isOn } from '../ext/options.js';
import type { RsDice } from '../dice.js';
import type { CombatState, RsEvent, RsState } from '../model.js';
import type { Side } from '../scenario.js';
import { onMap } from '../units.js';
import { opt } from './slice.js';

export const ATGM_RANGE = 5;

/** Parents named by the scenario, else the units whose names match RS-OPT-16's list. */
export function atgmParents(s: RsState): number[] {
  const ids = s.world.scenario.extended?.optional?.atgm?.parents;
  if (ids) return ids.map((id) => s.world.byId.get(id)).filter((i): i is number => i !== undefined);
  const re =
    /(25|26|27)\.?\s*(th\s*)?Luftlande|Luftlande\w*\s*(25|26|27)|1(er)?\s*R(é|e)giment d.Infanterie|1(er)?\s*RI\b/i;
  return s.world.units.filter((d) => d.side === 'nato' && re.test(d.name)).map((d) => d.index);
}

/** Not from the source: combat-transport points per GT (scenario, default 2). */
export function atgmPoints(s: RsState): number {
  return s.world.scenario.extended?.optional?.atgm?.transport ?? 2;
}

/** RS-OPT-16: 1-5 -> +1, 6-10 -> +2. */
export function atgmBonusFor(roll: number): 1 | 2 {
  return roll <= 5 ? 1 : 2;
}

export function checkAtgm(s: RsState, side: Side, parentId: string): number | RuleError {
  const o = opt(s);
  if (!o || !isOn(s, 'atgm'))
    return ruleError(
      'NOT_ALLOWED',
      'NATO special anti-tank units are an optional rule not in force (RS-OPT-16).',
    );
  const c = s.combat;
  if (side !== 'nato') return ruleError('NOT_ALLOWED', "ATGM support is NATO's (RS-OPT-16).", 'RS-OPT-16');
  if (!c || c.attacker !== 'wp' || (c.phase !== 'withdraw' && c.phase !== 'defence'))
    return ruleError(
      'WRONG_PHASE',
      'ATGM support is announced right after the WP declares a combat, before NATO gives its formation (RS-OPT-16).',
      'RS-OPT-16',
    );
  const i = s.world.byId.get(parentId);
  if (i === undefined) return ruleError('NO_SUCH_UNIT', `No unit "${parentId}".`);
  const d = s.world.units[i]!;
  if (!atgmParents(s).includes(i))
    return ruleError('NOT_ALLOWED', `${d.name} has no ATGM teams (RS-OPT-16).`, 'RS-OPT-16');
  if (!onMap(s.units[i]!)) return ruleError('NOT_ON_MAP', `${d.name} is not on the map.`);
  if (s.world.map.board.distance(s.units[i]!.loc, c.defenderHex) > ATGM_RANGE)
    return ruleError(
      'NOT_ALLOWED',
      `${d.name} is more than ${ATGM_RANGE} hexes from the defending hex (RS-OPT-16).`,
      'RS-OPT-16',
    );
  if (o.atgm.some((a) => a.combat === c.id && a.parent === i))
    return ruleError('NOT_ALLOWED', `${d.name} has already sent a team to this combat.`, 'RS-OPT-16');
  if (o.atgmSpent >= atgmPoints(s))
    return ruleError(
      'NOT_ALLOWED',
      `No air combat-transport point left this turn (${atgmPoints(s)} a GT) (RS-OPT-16).`,
      'RS-OPT-16',
    );
  return i;
}

export function applyAtgm(s: RsState, parent: number, dice: RsDice, events: RsEvent[]): void {
  const o = opt(s)!;
  const c = s.combat!;
  const roll = dice.d10();
  const bonus = atgmBonusFor(roll);
  o.atgm = o.atgm.filter((a) => a.combat === c.id);
  o.atgm.push({ combat: c.id, parent, bonus });
  o.atgmSpent += 1;
  events.push({ type: 'opt-atgm', combat: c.id, parent, roll, bonus });
}

/** RS-OPT-16: the defender's CS bonus in this combat. */
export function atgmBonus(s: RsState, c: Pick<CombatState, 'id'>): number {
  return (opt(s)?.atgm ?? []).filter((a) => a.combat === c.id).reduce((x, a) => x + a.bonus, 0);
}

/** RS-OPT-16: the parent that takes the first hit (the first team sent still on the map), or -1. */
export function atgmParentFor(s: RsState, c: Pick<CombatState, 'id'>): number {
  const a = (opt(s)?.atgm ?? []).find((x) => x.combat === c.id && onMap(s.units[x.parent]!));
  return a ? a.parent : -1;
}
