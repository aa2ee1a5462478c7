// Combat commands (PC-FIR, PC-ASL, PC-MSC-01, PC-TRN-06): each is a short pipeline of guards,
// then the rule module does the work. A refused command changes nothing (apply discards the draft).

import type { AssaultCommand, DigInCommand, FireCommand, OpFireCommand } from '../commands.js';
import { isRuleError, ruleError, type RuleError } from '../../../core/errors.js';
import type { GameEvent } from '../events.js';
import type { GameState } from '../model/state.js';
import { SIDE_NAMES } from '../model/unit.js';
import { diceFor } from '../../../core/rng.js';
import { attackerRefusal, computeAssault, resolveAssault } from './assault.js';
import { unitsAt } from './combat-units.js';
import { digInRefusal, startDigging } from './digin.js';
import { chooseTarget, resolveFire } from './fire.js';
import { hexLoc, ownActiveUnit } from './guards.js';
import { opportunityFire } from './opportunity.js';
import { assaultDeserted, desertedTarget } from './phase-commands.js';
import { refreshSpotting } from './spotting.js';
import { overrunIfAssaultZero } from './overrun.js';
import { passengersInAssault } from './riders.js';
import { followCarriers } from './transport.js';

/** Resolves the unit ids of a command to active units of the side to move. */
function ownUnits(draft: GameState, ids: readonly string[]): number[] | RuleError {
  // Guard: a command must name at least one unit, each once.
  if (!Array.isArray(ids) || ids.length === 0) return ruleError('BAD_COMMAND', 'Name at least one unit.');
  const out: number[] = [];
  for (const id of ids) {
    const i = ownActiveUnit(draft, id);
    if (isRuleError(i)) return i;
    if (!out.includes(i)) out.push(i);
  }
  return out;
}

/** PC-FIR: direct or indirect fire by one or more units at a hex; `repeat` is Auto Multi-Fire (PC-FIR-29). */
export function handleFire(draft: GameState, cmd: FireCommand): GameEvent[] | RuleError {
  const firers = ownUnits(draft, cmd.units);
  if (isRuleError(firers)) return firers;
  const loc = hexLoc(draft, cmd.target);
  if (isRuleError(loc)) return loc;
  let only: number | undefined;
  if (cmd.targetUnit !== undefined) {
    only = draft.world.unitIndex.get(cmd.targetUnit);
    // Guard: a named target must be in the target hex (and is then checked like any other).
    if (only === undefined || draft.units[only]!.loc !== loc)
      return ruleError(
        'NOT_SPOTTED',
        `No spotted enemy unit "${cmd.targetUnit}" in ${cmd.target}.`,
        'PC-FIR-01',
      );
  }
  const indirect = cmd.indirect === true;
  // Guard: every firer must be able to fire its first shot before any shot is resolved.
  for (const f of firers) {
    const first = chooseTarget(draft, f, loc, { indirect, opportunity: false, only });
    if (isRuleError(first)) return first;
  }
  const events: GameEvent[] = [];
  let shot = 0;
  for (const f of firers) {
    for (let n = 0; ; n++) {
      const calc = chooseTarget(draft, f, loc, { indirect, opportunity: false, only });
      if (isRuleError(calc)) break; // target gone, out of MP or hex limit: this firer is done
      resolveFire(draft, calc, diceFor(draft, `fire|${f}|${shot++}`), events);
      // PC-TRN-06: the shot may draw opportunity fire back at the firer.
      if (draft.world.params.combat.opFireOnFire && draft.units[f]!.status === 'active') {
        const op = opportunityFire(draft, [f], draft.units[f]!.loc, 'fire');
        events.push(...op.events);
      }
      const s = draft.units[f]!;
      if (!cmd.repeat || s.status !== 'active' || s.cohesion === 'broken' || n > 100) break;
    }
  }
  events.push(...refreshSpotting(draft, firers));
  return events;
}

/** PC-ASL: an assault on one adjacent hex by units from one or more hexes. */
export function handleAssault(draft: GameState, cmd: AssaultCommand): GameEvent[] | RuleError {
  const attackers = ownUnits(draft, cmd.units);
  if (isRuleError(attackers)) return attackers;
  const loc = hexLoc(draft, cmd.target);
  if (isRuleError(loc)) return loc;
  const side = draft.activeSide;
  // PC-PHS-07: a Deserted Hex may be assaulted although empty, and is taken without a fight.
  if (desertedTarget(draft, loc)) return assaultDeserted(draft, attackers, loc);
  // Guard: PC-ASL-01, an empty hex cannot be assaulted.
  if (unitsAt(draft, loc).every((i) => draft.world.units[i]!.side === side))
    return ruleError('NOT_ALLOWED', `There is no enemy unit in ${cmd.target} to assault.`, 'PC-ASL-01');
  // PB-ASLT-20: a hex held only by Assault-0 units is overrun at the cost of moving in.
  const overrun = overrunIfAssaultZero(draft, attackers, loc);
  if (overrun) return overrun;
  for (const a of attackers) {
    const why = attackerRefusal(draft, a, loc);
    if (why) return why;
  }
  const events: GameEvent[] = passengersInAssault(draft, attackers, loc); // PB-ASLT-21, PB-UNIT-34
  const calc = computeAssault(draft, attackers, loc);
  resolveAssault(draft, calc, diceFor(draft, 'assault'), events);
  followCarriers(draft); // carriers that advanced take their passengers along (PB-UNIT-33)
  events.push(...refreshSpotting(draft, [...attackers, ...calc.defenders]));
  return events;
}

/** PC-MSC-01: start digging in. */
export function handleDigIn(draft: GameState, cmd: DigInCommand): GameEvent[] | RuleError {
  const u = ownActiveUnit(draft, cmd.unit);
  if (isRuleError(u)) return u;
  const why = digInRefusal(draft, u);
  if (why) return why;
  return startDigging(draft, u);
}

/** PC-TRN-06: a side's opportunity-fire setting. */
export function handleOpFire(draft: GameState, cmd: OpFireCommand): GameEvent[] | RuleError {
  if (cmd.side !== draft.activeSide)
    return ruleError(
      'NOT_YOUR_TURN',
      `Only the ${SIDE_NAMES[draft.activeSide]} player may change settings now.`,
    );
  if (!['all', 'armorOnly', 'none'].includes(cmd.setting))
    return ruleError('BAD_COMMAND', `Unknown opportunity-fire setting "${String(cmd.setting)}".`);
  draft.combat.opFire[cmd.side] = cmd.setting;
  return [
    {
      type: 'message',
      text: `${SIDE_NAMES[cmd.side]} opportunity fire: ${cmd.setting}`,
      seenBy: cmd.side,
      rule: 'PC-TRN-06',
    },
  ];
}
