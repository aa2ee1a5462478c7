// Exit Objectives (PC-VIC-03): Command → Remove from Map. A unit standing on its side's exit
// objective leaves the game for good, and the objective's value grows by what the unit is worth.

import type { ExitMapCommand } from '../commands.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { Params } from '../model/params.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES, type Side, type UnitDef } from '../model/unit.js';
import { ownActiveUnit } from './guards.js';
import { vpValue } from './victory.js';

const RULE = 'PC-VIC-03';

/**
 * Not from the source: the manual says only that the exit objective's value "increases" and that
 * the increase "presumably depends on the exiting unit". We add what the unit would be worth to
 * the enemy if it were destroyed now (its current strength at the PC-VIC-07 loss rates, elite
 * multiplier included), times this factor, rounded to whole VP and at least 1 so that every exit
 * shows on the objective's counter. docs/rules-decisions.md, "Exit objectives".
 */
export const EXIT_VP_FACTOR = 1;

/** The VP a unit of `strength` earns its side by leaving through an exit objective (PC-VIC-03). */
export function exitVpOf(def: UnitDef, strength: number, params: Params, factor = EXIT_VP_FACTOR): number {
  return Math.max(1, Math.round(vpValue(def, params, strength) * factor));
}

/** The index of the exit objective at `loc` that `side` may use, or undefined. */
export function exitObjectiveFor(state: GameState, loc: number, side: Side): number | undefined {
  const i = state.world.objectiveAt.get(loc);
  if (i === undefined) return undefined;
  const def = state.world.objectives[i]!;
  return def.kind === 'exit' && def.owner === side ? i : undefined;
}

/**
 * Why a unit may not be removed from the map now, or null. PC-VIC-03: only on an exit objective
 * of its own side, with no enemy unit in the hex. PC-MSC-08 counts Remove from Map among the
 * orders that cost MP without saying how many: not from the source, the unit needs some MP left
 * and spends the rest. A Fixed unit cannot move (PC-MOV-21), so it cannot leave either.
 */
export function exitRefusal(state: GameState, u: number): RuleError | null {
  const def = state.world.units[u]!;
  const s = state.units[u]!;
  const side = s.owner ?? def.side;
  const { board } = state.world;
  const i = state.world.objectiveAt.get(s.loc);
  const obj = i === undefined ? undefined : state.world.objectives[i];
  if (!obj || obj.kind !== 'exit')
    return ruleError(
      'NOT_ALLOWED',
      `${def.name} is at ${board.label(s.loc)}, which is not an exit objective; units leave the map only from one.`,
      RULE,
    );
  const where = obj.name ?? board.label(obj.loc);
  if (obj.owner !== side)
    return ruleError(
      'NOT_ALLOWED',
      `${where} is an exit for the ${obj.owner ? SIDE_NAMES[obj.owner] : 'other'} side, not the ${SIDE_NAMES[side]}.`,
      RULE,
    );
  const enemyHere = state.units.some(
    (o, j) => o.status === 'active' && o.loc === s.loc && (o.owner ?? state.world.units[j]!.side) !== side,
  );
  if (enemyHere) return ruleError('ENEMY_OCCUPIED', `An enemy unit at ${where} denies the exit.`, RULE);
  if (s.fixed) return ruleError('FIXED', `${def.name} is Fixed and cannot leave the map.`, 'PC-MOV-21');
  if (s.mp <= 0)
    return ruleError(
      'NOT_ENOUGH_MP',
      `${def.name} has no MP left; Remove from Map costs MP (try again next turn).`,
      'PC-MSC-08',
    );
  return null;
}

/** PC-VIC-03: Command → Remove from Map. */
export function handleExitMap(draft: GameState, cmd: ExitMapCommand): GameEvent[] | RuleError {
  const known = draft.world.unitIndex.get(cmd.unit);
  if (known !== undefined && draft.units[known]!.status === 'exited')
    return ruleError('NOT_ON_MAP', `${draft.world.units[known]!.name} has already left the map.`, RULE);
  const u = ownActiveUnit(draft, cmd.unit);
  if (typeof u !== 'number') return u;
  const bad = exitRefusal(draft, u);
  if (bad) return bad;
  const def = draft.world.units[u]!;
  const s = draft.units[u]!;
  const side = s.owner ?? def.side;
  const loc = s.loc;
  const i = draft.world.objectiveAt.get(loc)!;
  const obj = draft.world.objectives[i]!;
  const vp = exitVpOf(def, s.strength, draft.world.params);
  draft.objectives[i] = { ...draft.objectives[i]!, exitVp: draft.objectives[i]!.exitVp + vp };
  s.status = 'exited';
  s.loc = -1;
  s.mp = 0;
  s.digging = false;
  const where = obj.name ?? draft.world.board.label(loc);
  return [
    { type: 'unitState', unit: u, what: `leaves the map at ${where}`, rule: RULE },
    // The exit's value is hidden from the enemy under fog (PC-VIC-03 "?"): only its side reads it.
    {
      type: 'message',
      text: `${def.name} exits at ${where}: +${formatVp(vp)} VP (exit total ${formatVp(draft.objectives[i]!.exitVp)})`,
      seenBy: side,
      rule: RULE,
    },
  ];
}

export function formatVp(vp: number): string {
  return Number.isInteger(vp) ? String(vp) : vp.toFixed(1);
}
