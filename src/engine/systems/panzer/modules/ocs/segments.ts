// The segments of the OCS Movement Phase (OCS-MOV-01): A Breakout, B Movement, C Air and Naval
// Bombardment, in that order. The module's guard (profiles PanzerHooks.guard) refuses orders that
// do not belong to the segment in progress; the ocsSegment order ends the Movement Segment.
// Air operations are the host's (OCS-MOV-81: the panzer air rules). Segment C is the last of the player turn: the host's ground combat (PC-FIR, PC-ASL) is made in
// the Movement Segment, as the panzer turn has no separate Combat Phase (params hostCombatInMovement).

import { ruleError, type RuleError } from '../../../../core/errors.js';
import type { Command, CommandType } from '../../commands.js';
import type { GameEvent } from '../../events.js';
import type { GameState } from '../../model/state.js';
import { SIDE_NAMES, type Side } from '../../model/unit.js';
import { actingSide } from '../../rules/phases.js';
import { airbasesOf } from './view.js';
import { mutableOcs } from './state.js';

/** Orders of segment C besides air missions and ships' fire (OCS-MOV-80). */
const ALWAYS: ReadonlySet<CommandType> = new Set<CommandType>([
  'endTurn',
  'nextPhase',
  'opFire',
  'ocsSegment',
]);

/** Unit ids an order moves, for the no-movement rule of builders (OCS-MOV-62). */
function moverIds(cmd: Command): readonly string[] {
  if (cmd.type === 'move') return cmd.units;
  if (cmd.type === 'railMove') return [cmd.unit];
  return [];
}

const isNaval = (state: GameState, id: string) => {
  const i = state.world.unitIndex.get(id);
  return i !== undefined && state.world.units[i]!.type === 'naval';
};

const isCarpet = (state: GameState, air: string) =>
  state.world.scenario.air?.find((a) => a.id === air)?.flags?.carpet === true;

/** The module's guard: why `cmd` does not belong to the segment in progress, or null. */
export function ocsGuard(state: GameState, cmd: Command): RuleError | null {
  const segment = state.ocs?.segment ?? 'breakout';
  const p = state.world.params.ocs;
  // OCS-MOV-62: a unit that did construction this phase does not move after it.
  const work = state.ocs?.work;
  if (work)
    for (const id of moverIds(cmd)) {
      const i = state.world.unitIndex.get(id);
      if (i !== undefined && work[i])
        return ruleError(
          'NOT_ALLOWED',
          `${state.world.units[i]!.name} did construction this phase and may not move.`,
          'OCS-MOV-62',
        );
    }
  if (cmd.type === 'airStrike') {
    const range = airbaseRefusal(state, cmd.air, cmd.hex, p.airbaseRange);
    if (range) return range;
  }
  if (segment === 'bombardment') {
    if (ALWAYS.has(cmd.type) || cmd.type === 'airStrike' || cmd.type === 'airRecon') return null;
    // OCS-MOV-80: ships bombard in segment C; ground artillery does not fire.
    if (cmd.type === 'fire' && cmd.units.every((id) => isNaval(state, id))) return null;
    return ruleError(
      'WRONG_PHASE',
      cmd.type === 'fire'
        ? 'Ground units do not fire in the Air and Naval Bombardment Segment; only air units and ships act in it.'
        : 'The Movement Segment is over: in the Air and Naval Bombardment Segment only air units and ships act.',
      cmd.type === 'fire' ? 'OCS-MOV-80' : 'OCS-MOV-01',
    );
  }
  // OCS-MOV-80, OCS-MOV-23(5): bombing missions (panzer Carpet Bombing) belong to segment C;
  // tactical air strikes fly in the Movement Segment too.
  if (cmd.type === 'airStrike' && isCarpet(state, cmd.air))
    return ruleError(
      'WRONG_PHASE',
      'Bombing missions fly in the Air and Naval Bombardment Segment: end the Movement Segment first.',
      'OCS-MOV-80',
    );
  if (!p.hostCombatInMovement) {
    const ground =
      cmd.type === 'assault' || (cmd.type === 'fire' && !cmd.units.every((id) => isNaval(state, id)));
    if (ground)
      return ruleError(
        'WRONG_PHASE',
        'Ground units do not fire or assault in the Movement Phase under this scenario (params.ocs.hostCombatInMovement is off).',
        'OCS-MOV-01',
      );
  }
  return null;
}

/**
 * OCS-MOV-NS-22 (not from the source): with params.ocs.airbaseRange > 0 an air strike needs a
 * friendly airbase within that many hexes of its target.
 */
function airbaseRefusal(state: GameState, air: string, hex: string, range: number): RuleError | null {
  if (range <= 0) return null;
  const side: Side | undefined = state.world.scenario.air?.find((a) => a.id === air)?.side;
  const loc = state.world.board.parse(hex);
  if (side === undefined || loc === undefined) return null; // the air rules name these errors
  const near = Object.entries(airbasesOf(state)).some(
    ([l, a]) => a.level > 0 && a.side === side && state.world.board.distance(Number(l), loc) <= range,
  );
  if (near) return null;
  return ruleError(
    'OUT_OF_RANGE',
    `No ${SIDE_NAMES[side]} airbase lies within ${range} hexes of ${hex}; air units fly from airbases.`,
    'OCS-MOV-NS-22',
  );
}

/** The ocsSegment hook: the Movement Segment ends and segment C begins (OCS-MOV-01). */
export function handleOcsSegment(draft: GameState): GameEvent[] | RuleError {
  const seg = draft.ocs?.segment ?? 'breakout';
  if (seg === 'bombardment')
    return ruleError(
      'NOT_ALLOWED',
      'This is already the Air and Naval Bombardment Segment, the last of the Movement Phase; end the turn when done.',
      'OCS-MOV-01',
    );
  mutableOcs(draft).segment = 'bombardment';
  return [
    {
      type: 'message',
      text: `${SIDE_NAMES[actingSide(draft)]} Air and Naval Bombardment Segment: air units and ships only`,
      rule: 'OCS-MOV-01',
    },
  ];
}
